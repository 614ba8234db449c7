<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Models</name>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="312"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="331"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="332"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="333"/>
        <source>Balance</source>
        <translation>На руках</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="334"/>
        <source>On the table</source>
        <translation>На столе</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="335"/>
        <source>Net</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="342"/>
        <source>banker</source>
        <translation>банкомёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="344"/>
        <source>punter</source>
        <translation>понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="345"/>
        <source>left</source>
        <translation>вышел</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="450"/>
        <source>face down</source>
        <translation>рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="458"/>
        <source>staked</source>
        <translation>поставлена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="458"/>
        <source>won</source>
        <translation>выиграла</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="464"/>
        <source>Won {amount}</source>
        <translation>Выигрыш {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="486"/>
        <source>Punter</source>
        <translation>Понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="487"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="488"/>
        <source>Kush</source>
        <translation>Куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="489"/>
        <source>Riding</source>
        <translation>На карте</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="490"/>
        <source>Corners</source>
        <translation>Углы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="491"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="567"/>
        <source>Plié</source>
        <translation>Плие</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="582"/>
        <source>Left (punters&apos;)</source>
        <translation>Налево (понтёры)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="584"/>
        <source>Right (banker&apos;s)</source>
        <translation>Направо (банкомёт)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="685"/>
        <source>Deal</source>
        <translation>Метка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="687"/>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="795"/>
        <source>Rank</source>
        <translation>Достоинство</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="796"/>
        <source>Copies left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="797"/>
        <source>Killed</source>
        <translation>Убита</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="798"/>
        <source>Given</source>
        <translation>Дана</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="799"/>
        <source>Void</source>
        <translation>Не в счёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/models.py" line="800"/>
        <source>EV per kush</source>
        <translation>Ожидание на куш</translation>
    </message>
</context>
</TS>
