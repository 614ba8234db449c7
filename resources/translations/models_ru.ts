<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Models</name>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="208"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="210"/>
        <source>{name}, a computer punter. {temperament}.</source>
        <translation>{name} — компьютерный понтёр. {temperament}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="232"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="233"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="234"/>
        <source>Balance</source>
        <translation>На руках</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="235"/>
        <source>On the table</source>
        <translation>На столе</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="236"/>
        <source>Net</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="243"/>
        <source>banker</source>
        <translation>банкомёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="245"/>
        <source>punter</source>
        <translation>понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="246"/>
        <source>left</source>
        <translation>вышел</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="351"/>
        <source>face down</source>
        <translation>рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="359"/>
        <source>staked</source>
        <translation>поставлена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="359"/>
        <source>won</source>
        <translation>выиграла</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="365"/>
        <source>Won {amount}</source>
        <translation>Выигрыш {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="388"/>
        <source>Punter</source>
        <translation>Понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="389"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="390"/>
        <source>Kush</source>
        <translation>Куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="391"/>
        <source>Riding</source>
        <translation>На карте</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="392"/>
        <source>Corners</source>
        <translation>Углы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="393"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="469"/>
        <source>Plié</source>
        <translation>Плие</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="485"/>
        <source>Left (punters&apos;)</source>
        <translation>Налево (понтёры)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="487"/>
        <source>Right (banker&apos;s)</source>
        <translation>Направо (банкомёт)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="600"/>
        <source>Deal</source>
        <translation>Метка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="602"/>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="711"/>
        <source>Rank</source>
        <translation>Достоинство</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="712"/>
        <source>Copies left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="713"/>
        <source>Killed</source>
        <translation>Убита</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="714"/>
        <source>Given</source>
        <translation>Дана</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="715"/>
        <source>Void</source>
        <translation>Не в счёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/models.py" line="716"/>
        <source>EV per kush</source>
        <translation>Ожидание на куш</translation>
    </message>
</context>
</TS>
