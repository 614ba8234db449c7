<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>StatsWindow</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="208"/>
        <source>%n problem(s) with the statistics: hover here for each.</source>
        <translation>
            <numerusform>%n problem with the statistics: hover here to read it.</numerusform>
            <numerusform>%n problems with the statistics: hover here for each.</numerusform>
        </translation>
    </message>
</context>
</TS>
