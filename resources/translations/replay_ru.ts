<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Replay</name>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="45"/>
        <source>A stake was placed after the cut (in a talia between abzugs, or a raise): the settle command places every stake before the cut.</source>
        <translation>Ставку поставили после съёма (в талии между абцугами или надбавкой): команда settle ставит все ставки до съёма.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="48"/>
        <source>A paroli or a paix rode a stake on after it won: the settle command knows opening stakes only.</source>
        <translation>Пароли или пе оставили выигравшую ставку на карте: команда settle знает только начальные ставки.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="50"/>
        <source>A stake went back to its punter undecided: the settle command decides every stake.</source>
        <translation>Ставка вернулась понтёру нерешённой: команда settle решает каждую ставку.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="52"/>
        <source>A stake of an earlier deal was decided in this one: the settle command has no earlier deal.</source>
        <translation>В этой метке решилась ставка прежней метки: у команды settle прежних меток нет.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="54"/>
        <source>A premium for a series counted wins of earlier deals: the settle command counts series from zero.</source>
        <translation>Премия за серию учла выигрыши прежних меток: команда settle считает серии с нуля.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="57"/>
        <source>A bet was placed, changed or taken back after the shoe&apos;s first turn: the casino command places every bet before the first turn.</source>
        <translation>Ставку сделали, изменили или сняли после первого хода шуза: команда casino ставит все ставки до первого хода.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="60"/>
        <source>The command refuses a stake the table took (its bank or a balance differs from the table&apos;s): {reason}</source>
        <translation>Команда отказывает в ставке, которую принял стол (её банк или деньги игрока не те, что за столом): {reason}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="63"/>
        <source>The command would settle it differently from the table (its bank or balances differ).</source>
        <translation>Команда рассчитала бы её иначе, чем стол (банк или деньги игроков другие).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="214"/>
        <source>{name} (banker)</source>
        <translation>{name} (банкомёт)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="222"/>
        <source>This session</source>
        <translation>Эта игра</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="228"/>
        <source>Deal {number}</source>
        <translation>Метка {number}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="229"/>
        <source>Shoe {number}</source>
        <translation>Шуз {number}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="236"/>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="236"/>
        <source>Which</source>
        <translation>Что</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/replay.py" line="237"/>
        <source>Who won or lost what</source>
        <translation>Кто сколько выиграл или проиграл</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay_keys.py" line="14"/>
        <source>&amp;Replay a past deal…</source>
        <translation>&amp;Повторить сыгранное…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay_keys.py" line="15"/>
        <source>Replay a deal of this session or of an earlier one step by step, and export it for the rules CLI</source>
        <translation>Повторить метку или шуз этой или прежней игры шаг за шагом и выгрузить для командной строки правил</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="58"/>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="59"/>
        <source>One step back: the table as the records up to it make it</source>
        <translation>На шаг назад: стол таким, каким его делают записи до этого шага</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="60"/>
        <source>&amp;Forward</source>
        <translation>&amp;Вперёд</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="61"/>
        <source>One step on: the next move, as it was played</source>
        <translation>На шаг вперёд: следующий ход, как он был сыгран</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="62"/>
        <source>To the &amp;start</source>
        <translation>В &amp;начало</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="63"/>
        <source>The table before the deal&apos;s first move</source>
        <translation>Стол до первого хода</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="64"/>
        <source>To the &amp;end</source>
        <translation>В &amp;конец</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="65"/>
        <source>The table when the deal ended</source>
        <translation>Стол в конце</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="66"/>
        <source>E&amp;xport for the CLI…</source>
        <translation>&amp;Выгрузить для командной строки…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="67"/>
        <source>Save the deal as the rules CLI&apos;s input, so anyone can check the money</source>
        <translation>Сохранить сыгранное как вход командной строки правил, чтобы любой мог проверить расчёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="219"/>
        <source>Replay a past deal</source>
        <translation>Повтор сыгранного</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="225"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="232"/>
        <source>Archived journals not listed (they do not replay clean through the rules):</source>
        <translation>Не показаны журналы архива, которые не воспроизводятся по правилам без ошибок:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="239"/>
        <source>No deal has ended yet: nothing to replay.</source>
        <translation>Ещё ничего не доиграно: повторять нечего.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="242"/>
        <source>{which}: step {step} of {last}</source>
        <translation>{which}: шаг {step} из {last}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="304"/>
        <source>Export for the CLI</source>
        <translation>Выгрузка для командной строки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="305"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="319"/>
        <source>{path} could not be written: {reason}</source>
        <translation>Не удалось записать {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/replay.py" line="322"/>
        <source>Saved as {path}: python -m shtoss_desktop.core {command} &lt; {name}</source>
        <translation>Сохранено в {path}: python -m shtoss_desktop.core {command} &lt; {name}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/replay_table.py" line="60"/>
        <source>A past shoe, replayed step by step</source>
        <translation>Прошлый шуз, шаг за шагом</translation>
    </message>
</context>
</TS>
