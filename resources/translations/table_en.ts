<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>SummaryDialog</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/ui/summary_dialog.py" line="89"/>
        <source>%n deals played.</source>
        <translation>
            <numerusform>%n deal played.</numerusform>
            <numerusform>%n deals played.</numerusform>
        </translation>
    </message>
</context>
</TS>
