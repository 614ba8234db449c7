<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>PunterStyles</name>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/temperaments.py" line="26"/>
        <source>Mirandole (мирандоль): cautious, one card at the initial kush, never raises</source>
        <translation>Мирандоль: осторожен, одна карта на начальный куш, никогда не повышает</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/temperaments.py" line="28"/>
        <source>Paroli runner: bends a corner after every win</source>
        <translation>Любитель пароли: загибает угол после каждого выигрыша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/temperaments.py" line="29"/>
        <source>Hermann: three, seven, ace, doubling after each win</source>
        <translation>Германн: тройка, семёрка, туз, удваивая после каждого выигрыша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/temperaments.py" line="30"/>
        <source>Odds-aware: stakes the ranks with the fewest copies left</source>
        <translation>Расчётливый: ставит на ранги, которых осталось меньше всего</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/temperaments.py" line="36"/>
        <source>mirandole</source>
        <translation>мирандоль</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/temperaments.py" line="37"/>
        <source>paroli runner</source>
        <translation>любитель пароли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/temperaments.py" line="38"/>
        <source>plays like Hermann</source>
        <translation>играет как Германн</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/temperaments.py" line="39"/>
        <source>odds-aware</source>
        <translation>расчётливый</translation>
    </message>
</context>
</TS>
