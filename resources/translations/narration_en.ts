<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Narration</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/narration.py" line="83"/>
        <source>Talia {deal} is over: %n cards dealt</source>
        <translation>
            <numerusform>Talia {deal} is over: %n card dealt</numerusform>
            <numerusform>Talia {deal} is over: %n cards dealt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/narration.py" line="85"/>
        <source>Deal {deal} is over: %n cards dealt</source>
        <translation>
            <numerusform>Deal {deal} is over: %n card dealt</numerusform>
            <numerusform>Deal {deal} is over: %n cards dealt</numerusform>
        </translation>
    </message>
</context>
</TS>
