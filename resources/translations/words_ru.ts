<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Names</name>
    <message>
        <location filename="../../shtoss_desktop/app/words.py" line="33"/>
        <source>Chekalinsky</source>
        <translation>Чекалинский</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/words.py" line="34"/>
        <source>Narumov</source>
        <translation>Нарумов</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/words.py" line="35"/>
        <source>Tomsky</source>
        <translation>Томский</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/words.py" line="36"/>
        <source>Surin</source>
        <translation>Сурин</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/words.py" line="37"/>
        <source>Chaplitsky</source>
        <translation>Чаплицкий</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/words.py" line="38"/>
        <source>Saint-Germain</source>
        <translation>Сен-Жермен</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/words.py" line="39"/>
        <source>Lugin</source>
        <translation>Лугин</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../shtoss_desktop/app/words.py" line="66"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
</context>
</TS>
