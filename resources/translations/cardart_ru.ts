<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CardArt</name>
    <message>
        <location filename="../../shtoss_desktop/ui/table/card_art.py" line="289"/>
        <source>&amp;Russian card indices (В, Д, К, Т)</source>
        <translation>&amp;Русские индексы карт (В, Д, К, Т)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/card_art.py" line="290"/>
        <source>In the Russian interface the classic deck marks the jack, queen, king and ace В, Д, К, Т</source>
        <translation>В русском интерфейсе классическая колода помечает валета, даму, короля и туза буквами В, Д, К, Т</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/card_art.py" line="373"/>
        <source>Classic</source>
        <translation>Классическая</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/card_art.py" line="374"/>
        <source>Classic, blue back</source>
        <translation>Классическая, синяя рубашка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/decks.py" line="35"/>
        <source>{problem} The classic deck is shown instead.</source>
        <translation>{problem} Вместо неё показана классическая колода.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/decks.py" line="64"/>
        <source>There is no card deck called {key}.</source>
        <translation>Колоды карт «{key}» нет.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="91"/>
        <source>The card deck {file} cannot be used: {reason}.</source>
        <translation>Колоду карт {file} нельзя использовать: {reason}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="108"/>
        <source>it cannot be read ({detail})</source>
        <translation>её не удаётся прочитать ({detail})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="129"/>
        <source>it is not well-formed SVG ({detail})</source>
        <translation>это неправильно составленный SVG ({detail})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="132"/>
        <source>it is not an SVG file</source>
        <translation>это не файл SVG</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="134"/>
        <source>it draws its cards with SVG symbols, which Qt cannot draw at the right size</source>
        <translation>её карты нарисованы символами SVG, которые Qt не умеет рисовать в нужном размере</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="147"/>
        <source>it lacks some of the 52 cards</source>
        <translation>в ней недостаёт некоторых из 52 карт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="150"/>
        <source>it has no card back</source>
        <translation>у неё нет рубашки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="235"/>
        <source>Qt cannot read it as SVG</source>
        <translation>Qt не может прочитать её как SVG</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="245"/>
        <source>Qt finds no element {element} in it</source>
        <translation>Qt не находит в ней элемента {element}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="252"/>
        <source>Qt draws its cards at the wrong size</source>
        <translation>Qt рисует её карты не в том размере</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="324"/>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="449"/>
        <source>%1 (KDE)</source>
        <comment>a card deck installed for KDE games</comment>
        <translation>%1 (KDE)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="441"/>
        <source>the file is no longer there</source>
        <translation>файла больше нет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/svg_decks.py" line="312"/>
        <source>%1 (AisleRiot)</source>
        <comment>a card deck installed for GNOME AisleRiot</comment>
        <translation>%1 (AisleRiot)</translation>
    </message>
</context>
</TS>
