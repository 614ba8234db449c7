<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CardNames</name>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="39"/>
        <source>Two</source>
        <translation>Двойка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="40"/>
        <source>Three</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="41"/>
        <source>Four</source>
        <translation>Четвёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="42"/>
        <source>Five</source>
        <translation>Пятёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="43"/>
        <source>Six</source>
        <translation>Шестёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="44"/>
        <source>Seven</source>
        <translation>Семёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="45"/>
        <source>Eight</source>
        <translation>Восьмёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="46"/>
        <source>Nine</source>
        <translation>Девятка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="47"/>
        <source>Ten</source>
        <translation>Десятка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="48"/>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="49"/>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="50"/>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="51"/>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="55"/>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="56"/>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="57"/>
        <source>diamonds</source>
        <translation>бубён</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="58"/>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="76"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="61"/>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="63"/>
        <source>chosen</source>
        <translation>выбрана</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="65"/>
        <source>already on the table</source>
        <translation>уже на столе</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/accessible.py" line="405"/>
        <source>On the table: {items}.</source>
        <translation>На столе: {items}.</translation>
    </message>
</context>
<context>
    <name>TableA11y</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="39"/>
        <source>With the table focused (Tab): the next or the previous thing on it, for a screen reader</source>
        <translation>Стол в фокусе (Tab): следующее или предыдущее на нём, для экранного диктора</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="42"/>
        <source>With the table focused (Tab): the first or the last thing on it</source>
        <translation>Стол в фокусе (Tab): первое или последнее на нём</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="57"/>
        <source>killed: the banker won it</source>
        <translation>убита: взял банкомёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="59"/>
        <source>given: the punter won it</source>
        <translation>дана: выиграл понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="61"/>
        <source>void: neither won</source>
        <translation>вничью: никто не выиграл</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="62"/>
        <source>offered, waiting for the banker&apos;s consent</source>
        <translation>предложена, ждёт согласия банкомёта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="71"/>
        <source>staked {amount}</source>
        <translation>ставка {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="73"/>
        <source>winnings of {amount} on it</source>
        <translation>на ней выигрыш {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="75"/>
        <source>kush {kush}</source>
        <translation>куш {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="77"/>
        <source>{name}, corners bent: {count}</source>
        <translation>{name}, загнуто углов: {count}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="80"/>
        <source>face down</source>
        <translation>рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="86"/>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="85"/>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="87"/>
        <source>cards: {count}, the last {card}</source>
        <translation>карт: {count}, последняя — {card}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="111"/>
        <source>You, the banker</source>
        <translation>Вы, банкомёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="112"/>
        <source>Banker {name}</source>
        <translation>Банкомёт {name}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="113"/>
        <source>bank {bank}; {money} outside the bank</source>
        <translation>банк {bank}; {money} вне банка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="121"/>
        <source>The banker&apos;s pile, right</source>
        <translation>Правая сторона, банкомёта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="125"/>
        <source>The punters&apos; pile, left</source>
        <translation>Левая сторона, понтёров</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="135"/>
        <source>left the table with {money}</source>
        <translation>ушёл из-за стола с {money}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="137"/>
        <source>{money} in hand</source>
        <translation>на руках {money}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="143"/>
        <source>A card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="153"/>
        <source>You, punter</source>
        <translation>Вы, понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="154"/>
        <source>Punter {name}</source>
        <translation>Понтёр {name}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="169"/>
        <source>the lob, the banker&apos;s card of the turn</source>
        <translation>лоб, карта банкомёта в этом абцуге</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="174"/>
        <source>the sonik, the punters&apos; card of the turn</source>
        <translation>соник, карта понтёров в этом абцуге</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="178"/>
        <source>The banker&apos;s deck</source>
        <translation>Колода банкомёта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_a11y.py" line="179"/>
        <source>cards left: {count}</source>
        <translation>осталось карт: {count}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="35"/>
        <source>The next or the previous thing on the table (the arrows move the cursor)</source>
        <translation>Следующее или предыдущее на столе (стрелки двигают курсор)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="38"/>
        <source>The first or the last thing on the table</source>
        <translation>Первое или последнее на столе</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="59"/>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="60"/>
        <source>{player} {amount}</source>
        <translation>{player} {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="62"/>
        <source> (on {suit} {amount})</source>
        <translation> (на {suit} {amount})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="75"/>
        <source>The shoe</source>
        <translation>Шуз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="76"/>
        <source>cards left: {count} of {size}</source>
        <translation>осталось карт: {count} из {size}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="80"/>
        <source>The loss box</source>
        <translation>Поле проигрыша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="80"/>
        <source>The win box</source>
        <translation>Поле выигрыша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="90"/>
        <source>{rank} {gone}</source>
        <translation>{rank} {gone}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="94"/>
        <source>The case-keeper</source>
        <translation>Счётчик</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="95"/>
        <source>copies gone: {ranks}</source>
        <translation>вышло карт: {ranks}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="101"/>
        <source>chips: {bets}</source>
        <translation>фишки: {bets}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="101"/>
        <source>no chips</source>
        <translation>фишек нет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="104"/>
        <source>, every copy is out</source>
        <translation>, все карты этого достоинства вышли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="106"/>
        <source>, under the cursor</source>
        <translation>, под курсором</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="108"/>
        <source>Spot {rank}</source>
        <translation>Поле: {rank}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="116"/>
        <source>You, player</source>
        <translation>Вы, игрок</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="117"/>
        <source>Player {name}</source>
        <translation>Игрок {name}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/table_a11y.py" line="118"/>
        <source>{money} off the layout</source>
        <translation>{money} вне раскладки</translation>
    </message>
</context>
</TS>
