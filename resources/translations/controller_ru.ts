<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Names</name>
    <message>
        <location filename="../../shtoss_desktop/app/controller.py" line="66"/>
        <source>Chekalinsky</source>
        <translation>Чекалинский</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/controller.py" line="67"/>
        <source>Narumov</source>
        <translation>Нарумов</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/controller.py" line="68"/>
        <source>Tomsky</source>
        <translation>Томский</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/controller.py" line="69"/>
        <source>Surin</source>
        <translation>Сурин</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/controller.py" line="70"/>
        <source>Chaplitsky</source>
        <translation>Чаплицкий</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/controller.py" line="71"/>
        <source>Saint-Germain</source>
        <translation>Сен-Жермен</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/controller.py" line="72"/>
        <source>Lugin</source>
        <translation>Лугин</translation>
    </message>
</context>
</TS>
