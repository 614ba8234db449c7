<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Models</name>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="230"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="232"/>
        <source>{name}, a computer punter. {temperament}.</source>
        <translation>{name} — компьютерный понтёр. {temperament}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="254"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="255"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="256"/>
        <source>Balance</source>
        <translation>На руках</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="257"/>
        <source>On the table</source>
        <translation>На столе</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="258"/>
        <source>Net</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="265"/>
        <source>banker</source>
        <translation>банкомёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="267"/>
        <source>punter</source>
        <translation>понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="268"/>
        <source>left</source>
        <translation>вышел</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="373"/>
        <source>face down</source>
        <translation>рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="381"/>
        <source>staked</source>
        <translation>поставлена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="381"/>
        <source>won</source>
        <translation>выиграла</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="387"/>
        <source>Won {amount}</source>
        <translation>Выигрыш {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="410"/>
        <source>Punter</source>
        <translation>Понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="411"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="412"/>
        <source>Kush</source>
        <translation>Куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="413"/>
        <source>Riding</source>
        <translation>На карте</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="414"/>
        <source>Corners</source>
        <translation>Углы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="415"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="491"/>
        <source>Plié</source>
        <translation>Плие</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="507"/>
        <source>Left (punters&apos;)</source>
        <translation>Налево (понтёры)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="509"/>
        <source>Right (banker&apos;s)</source>
        <translation>Направо (банкомёт)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="622"/>
        <source>Deal</source>
        <translation>Метка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="624"/>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="749"/>
        <source>Rank</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="750"/>
        <source>Copies left</source>
        <translation>В колоде</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="751"/>
        <source>Killed</source>
        <translation>Убита</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="752"/>
        <source>Given</source>
        <translation>Дана</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="753"/>
        <source>Void</source>
        <translation>Не в счёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="754"/>
        <source>EV per kush</source>
        <translation>Ср. на куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="759"/>
        <source>The rank a new stake would be on, as the cards&apos; index shows it (its name is the cell&apos;s tooltip)</source>
        <translation>Достоинство новой ставки так, как его пишет индекс карты (полное название — в подсказке ячейки)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="761"/>
        <source>How many cards of this rank are still in the deck</source>
        <translation>Сколько карт этого достоинства ещё осталось в колоде</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="762"/>
        <source>The chance a new stake on this rank is killed (the banker wins), in percent</source>
        <translation>Вероятность, что поставленная сейчас карта этого достоинства будет убита (выигрывает банкомёт), в процентах</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="763"/>
        <source>The chance a new stake on this rank is given (the punter wins), in percent</source>
        <translation>Вероятность, что поставленная сейчас карта этого достоинства будет дана (выигрывает понтёр), в процентах</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="764"/>
        <source>The chance a new stake on this rank is void (neither killed nor given: the deck&apos;s last card under pharaon rules), in percent</source>
        <translation>Вероятность, что поставленная сейчас карта этого достоинства не будет в счёт (ни убита, ни дана: последняя карта колоды по правилам фараона), в процентах</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="766"/>
        <source>The punter&apos;s expected gain per kush staked on this rank (premiums left out), in percent of the kush</source>
        <translation>Средний выигрыш понтёра (математическое ожидание) на куш, поставленный на это достоинство, без премий, в процентах куша</translation>
    </message>
</context>
</TS>
