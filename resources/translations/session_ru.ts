<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>KeptGame</name>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/session.py" line="33"/>
        <source>you punt</source>
        <translation>вы понтируете</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/session.py" line="34"/>
        <source>you hold the bank</source>
        <translation>вы держите банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/session.py" line="35"/>
        <source>you watch the computer players</source>
        <translation>вы смотрите, как играют компьютерные игроки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/session.py" line="100"/>
        <source>Deal {deal}; you hold the bank: {bank}.</source>
        <translation>Метка {deal}; банк держите вы: {bank}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/session.py" line="103"/>
        <source>Deal {deal}; {banker} holds the bank: {bank}.</source>
        <translation>Метка {deal}; банк держит {banker}: {bank}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/session.py" line="107"/>
        <source>Your part: {role}.</source>
        <translation>Ваша роль: {role}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/session.py" line="109"/>
        <location filename="../../shtoss_desktop/app/casino/session.py" line="91"/>
        <source>Balances: {balances}.</source>
        <translation>Деньги игроков: {balances}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/session.py" line="112"/>
        <source>On the table: {amount}.</source>
        <translation>На столе: {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/session.py" line="87"/>
        <source>You watch the computer players.</source>
        <translation>Вы смотрите, как играют компьютерные игроки.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/session.py" line="88"/>
        <source>You bet at the table.</source>
        <translation>Вы играете за столом.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/session.py" line="89"/>
        <source>Shoe {shoe}, turn {turn}; {cards} cards left in the shoe.</source>
        <translation>Шуз {shoe}, абцуг {turn}; в шузе осталось карт: {cards}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/session.py" line="95"/>
        <source>On the layout: {amount}.</source>
        <translation>На раскладке: {amount}.</translation>
    </message>
</context>
</TS>
