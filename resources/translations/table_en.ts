<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>SummaryDialog</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="90"/>
        <source>%n deals played.</source>
        <translation>
            <numerusform>%n deal played.</numerusform>
            <numerusform>%n deals played.</numerusform>
        </translation>
    </message>
</context>
</TS>
