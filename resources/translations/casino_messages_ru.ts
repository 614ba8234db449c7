<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Journal</name>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="58"/>
        <source>a rank letter: 2-9, T, J, Q, K or A</source>
        <translation>буква достоинства: 2-9, T, J, Q, K или A</translation>
    </message>
</context>
<context>
    <name>casino</name>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="26"/>
        <source>{player} is not at this table</source>
        <translation>{player} не сидит за этим столом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="27"/>
        <source>the session is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="28"/>
        <source>the shoe is dealt out: a new shoe must be shuffled first</source>
        <translation>шуз сдан до конца: сначала нужно перетасовать новый шуз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="29"/>
        <source>the shoe still has {cards} cards to deal</source>
        <translation>в шузе ещё не сданы карты: {cards}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="30"/>
        <source>no {rank} is left in the shoe</source>
        <translation>в шузе не осталось карт достоинства {rank}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="31"/>
        <source>{player} already has a bet on {rank}: add to it or take it back</source>
        <translation>у игрока {player} уже есть ставка на {rank}: добавьте к ней или снимите её</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="33"/>
        <source>{player} has no bet on {rank}</source>
        <translation>у игрока {player} нет ставки на {rank}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="34"/>
        <source>a rank bet is at least 1, not {amount}</source>
        <translation>ставка на достоинство — не меньше 1, а не {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="35"/>
        <source>a suit bet needs both a suit and an amount</source>
        <translation>для ставки на масть нужны и масть, и сумма</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="36"/>
        <source>a suit bet is an even amount of at least 2, not {amount}</source>
        <translation>ставка на масть — чётная сумма не меньше 2, а не {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="37"/>
        <source>the suit bet is on {suit}, not {wanted}: take the bet back to change its suit</source>
        <translation>ставка на масть сделана на {suit}, а не на {wanted}: чтобы сменить масть, снимите ставку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="39"/>
        <source>the bet {total} is below the table minimum {minimum}</source>
        <translation>ставка {total} меньше минимума стола {minimum}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="40"/>
        <source>the bet {total} is above the table maximum {maximum}</source>
        <translation>ставка {total} больше максимума стола {maximum}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="41"/>
        <source>{player} has {balance}, not enough to put down {needed} more</source>
        <translation>у игрока {player} {balance}: не хватает, чтобы поставить ещё {needed}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="42"/>
        <source>the bet would stay as it is</source>
        <translation>ставка осталась бы прежней</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="43"/>
        <source>the shoe must hold each of the 52 cards exactly {decks} times</source>
        <translation>в шузе каждая из 52 карт должна быть ровно {decks} раз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="49"/>
        <source>is not a casino rules key</source>
        <translation>такого ключа в правилах казино нет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="50"/>
        <source>the casino rules must be a JSON object, not {value}</source>
        <translation>правила казино должны быть объектом JSON, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="51"/>
        <source>the table maximum {maximum} is below the table minimum {minimum}</source>
        <translation>максимум стола {maximum} меньше минимума стола {minimum}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino_messages.py" line="53"/>
        <source>each player&apos;s capital {capital} must cover at least the table minimum {minimum}</source>
        <translation>капитал игрока {capital} должен покрывать хотя бы минимум стола {minimum}</translation>
    </message>
    <message>
        <source>a shoe holds 6 or 8 decks, not {decks!r}</source>
        <translation>в шузе 6 или 8 колод, а не {decks!r}</translation>
    </message>
    <message>
        <source>a rank bet needs a copy of the rank among the cards left: {copies} copies among {cards} cards</source>
        <translation>для ставки на достоинство нужна его карта среди оставшихся: карт этого достоинства {copies} из {cards}</translation>
    </message>
    <message>
        <source>{suits} suits given for {copies} copies left</source>
        <translation>указано мастей: {suits}, а карт этого достоинства осталось: {copies}</translation>
    </message>
    <message>
        <source>there is no built-in casino preset {preset!r} (the presets are {known})</source>
        <translation>встроенного набора правил казино {preset!r} нет (есть наборы {known})</translation>
    </message>
</context>
</TS>
