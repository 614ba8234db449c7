<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Recap</name>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="229"/>
        <source>Talia {deal} is over</source>
        <translation>Талья {deal} окончена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="231"/>
        <source>Deal {deal} is over</source>
        <translation>Метка {deal} окончена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="239"/>
        <location filename="../../shtoss_desktop/ui/recap.py" line="254"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="242"/>
        <source>No card was decided</source>
        <translation>Ни одна карта не решилась</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="244"/>
        <source>The bank (yours)</source>
        <translation>Банк (ваш)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="246"/>
        <source>The bank ({banker})</source>
        <translation>Банк ({banker})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="266"/>
        <source>The bank is broken!</source>
        <translation>Банк сорван!</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="268"/>
        <source>The session is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="273"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="274"/>
        <source>Space or Enter closes the recap.</source>
        <translation>Пробел или Enter — закрыть итоги.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="276"/>
        <source>Next deal</source>
        <translation>Следующая метка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="277"/>
        <location filename="../../shtoss_desktop/ui/recap.py" line="305"/>
        <source>Space or Enter: the next deal.</source>
        <translation>Пробел или Enter — следующая метка.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/recap.py" line="286"/>
        <source>The next deal begins in a moment (Space: at once).</source>
        <translation>Следующая метка начнётся сейчас (Пробел — сразу).</translation>
    </message>
    <message>
        <source>The session is over: Space or Enter closes the recap.</source>
        <translation>Игра окончена: пробел или Enter — закрыть итоги.</translation>
    </message>
    <message>
        <source>Talia {deal} is over: Space or Enter for the next deal.</source>
        <translation>Талья {deal} окончена: пробел или Enter — следующая метка.</translation>
    </message>
    <message>
        <source>Deal {deal} is over: Space or Enter for the next deal.</source>
        <translation>Метка {deal} окончена: пробел или Enter — следующая метка.</translation>
    </message>
</context>
</TS>
