<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CardArt</name>
    <message>
        <location filename="../../shtoss_desktop/ui/card_art.py" line="329"/>
        <source>Classic</source>
        <translation>Классическая</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/card_art.py" line="330"/>
        <source>Classic, blue back</source>
        <translation>Классическая, синяя рубашка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/card_art.py" line="933"/>
        <source>%1 (KDE)</source>
        <comment>a card deck installed for KDE games</comment>
        <translation>%1 (KDE)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/card_art.py" line="934"/>
        <source>%1 (AisleRiot)</source>
        <comment>a card deck installed for GNOME AisleRiot</comment>
        <translation>%1 (AisleRiot)</translation>
    </message>
</context>
</TS>
