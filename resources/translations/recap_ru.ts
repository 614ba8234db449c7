<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Recap</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="292"/>
        <source>Talia {deal} is over</source>
        <translation>Талья {deal} окончена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="294"/>
        <source>Deal {deal} is over</source>
        <translation>Метка {deal} окончена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="344"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="350"/>
        <source>No card was decided</source>
        <translation>Ни одна карта не решилась</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="352"/>
        <source>The bank (yours)</source>
        <translation>Банк (ваш)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="354"/>
        <source>The bank ({banker})</source>
        <translation>Банк ({banker})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="302"/>
        <source>The bank is broken!</source>
        <translation>Банк сорван!</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="97"/>
        <source>lob</source>
        <translation>лоб</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="99"/>
        <source>sonik</source>
        <translation>соник</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="101"/>
        <source>abzug {abzug}, right</source>
        <translation>абцуг {abzug}, направо</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="102"/>
        <source>abzug {abzug}, left</source>
        <translation>абцуг {abzug}, налево</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="110"/>
        <source>{card} killed by {by} ({place})</source>
        <translation>{card} бита картой {by} ({place})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="112"/>
        <source>{card} given by {by} ({place})</source>
        <translation>{card} дана картой {by} ({place})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="113"/>
        <source>{card} void by {by} ({place})</source>
        <translation>{card} не в счёт: {by} ({place})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="304"/>
        <source>The session is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="309"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="310"/>
        <source>Space or Enter closes the recap.</source>
        <translation>Пробел или Enter — закрыть итоги.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="312"/>
        <source>Next deal</source>
        <translation>Следующая метка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="313"/>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="439"/>
        <source>Space or Enter: the next deal.</source>
        <translation>Пробел или Enter — следующая метка.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="325"/>
        <source>The next deal begins in a moment (Space: at once).</source>
        <translation>Следующая метка начнётся сейчас (Пробел — сразу).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="577"/>
        <source>The session is over: Space or Enter closes the recap.</source>
        <translation>Игра окончена: пробел или Enter — закрыть итоги.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="579"/>
        <source>Talia {deal} is over: Space or Enter for the next deal.</source>
        <translation>Талья {deal} окончена: пробел или Enter — следующая метка.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/recap.py" line="581"/>
        <source>Deal {deal} is over: Space or Enter for the next deal.</source>
        <translation>Метка {deal} окончена: пробел или Enter — следующая метка.</translation>
    </message>
</context>
</TS>
