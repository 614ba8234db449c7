<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CasinoCoach</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="119"/>
        <source>A bet of {amount} on {rank} (%n left in the shoe) loses {loss} and wins {win}: on average {gain} ({ev} of the bet).</source>
        <translation>
            <numerusform>A bet of {amount} on {rank} (%n left in the shoe) loses {loss} and wins {win}: on average {gain} ({ev} of the bet).</numerusform>
            <numerusform>A bet of {amount} on {rank} (%n left in the shoe) loses {loss} and wins {win}: on average {gain} ({ev} of the bet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="142"/>
        <source>Best now: {best} (%n left), {ev} of the bet;</source>
        <translation>
            <numerusform>Best now: {best} (%n left), {ev} of the bet;</numerusform>
            <numerusform>Best now: {best} (%n left), {ev} of the bet;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="144"/>
        <source>worst: {worst} (%n left), {ev}.</source>
        <translation>
            <numerusform>worst: {worst} (%n left), {ev}.</numerusform>
            <numerusform>worst: {worst} (%n left), {ev}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CasinoKeeperWords</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="48"/>
        <source>Case-keeper: copies left (of %n each)</source>
        <translation>
            <numerusform>Case-keeper: copies left (of %n each)</numerusform>
            <numerusform>Case-keeper: copies left (of %n each)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="52"/>
        <source>{rank}: %n gone,</source>
        <translation>
            <numerusform>{rank}: %n gone,</numerusform>
            <numerusform>{rank}: %n gone,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="53"/>
        <source>%n left in the shoe</source>
        <translation>
            <numerusform>%n left in the shoe</numerusform>
            <numerusform>%n left in the shoe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShtossCoach</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="171"/>
        <source>{cards} for {riding} (%n copies left): killed {killed}, given {given}; on average {gain} ({ev} of the kush).</source>
        <translation>
            <numerusform>{cards} for {riding} (%n copy left): killed {killed}, given {given}; on average {gain} ({ev} of the kush).</numerusform>
            <numerusform>{cards} for {riding} (%n copies left): killed {killed}, given {given}; on average {gain} ({ev} of the kush).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="209"/>
        <source>Best now: {ranks} (%n copies left), {ev} of the kush.</source>
        <translation>
            <numerusform>Best now: {ranks} (%n copy left), {ev} of the kush.</numerusform>
            <numerusform>Best now: {ranks} (%n copies left), {ev} of the kush.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="232"/>
        <source>The paroli pile of {riding} rode on it (%n corners bent).</source>
        <translation>
            <numerusform>The paroli pile of {riding} rode on it (%n corner bent).</numerusform>
            <numerusform>The paroli pile of {riding} rode on it (%n corners bent).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="293"/>
        <source>for a series of %n given cards</source>
        <translation>
            <numerusform>for a series of %n given card</numerusform>
            <numerusform>for a series of %n given cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="322"/>
        <source>The chance it is broken this deal: {p} ± {error} (simulated over %n shuffles).</source>
        <translation>
            <numerusform>The chance it is broken this deal: {p} ± {error} (simulated over %n shuffle).</numerusform>
            <numerusform>The chance it is broken this deal: {p} ± {error} (simulated over %n shuffles).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShtossKeeperWords</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="82"/>
        <source>{rank}: %n gone,</source>
        <translation>
            <numerusform>{rank}: %n gone,</numerusform>
            <numerusform>{rank}: %n gone,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="83"/>
        <source>%n left in the deck</source>
        <translation>
            <numerusform>%n left in the deck</numerusform>
            <numerusform>%n left in the deck</numerusform>
        </translation>
    </message>
</context>
</TS>
