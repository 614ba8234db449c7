<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Words</name>
    <message>
        <location filename="../../shtoss_desktop/app/words.py" line="46"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
</context>
</TS>
