<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="24"/>
        <source>Game info</source>
        <translation>Сведения об игре</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="30"/>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="33"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="30"/>
        <source>No game is being played.</source>
        <translation>Никакая игра сейчас не идёт.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="32"/>
        <source>Shtoss</source>
        <translation>Штосс</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="32"/>
        <source>Casino stos</source>
        <translation>Стос казино</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="34"/>
        <source>Started</source>
        <translation>Начата</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="35"/>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="37"/>
        <source>none: the system shuffled, so this game cannot be dealt again</source>
        <translation>нет: колоду тасовала система, эту игру не сдать заново</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="39"/>
        <source>To play it again</source>
        <translation>Чтобы сыграть её снова</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="40"/>
        <source>start the game with --game {game} --seed {seed}</source>
        <translation>запустите игру с --game {game} --seed {seed}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="43"/>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="45"/>
        <source>Journal</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/game_info.py" line="45"/>
        <source>not kept</source>
        <translation>не ведётся</translation>
    </message>
</context>
<context>
    <name>StatsMenu</name>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/menu.py" line="16"/>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/menu.py" line="17"/>
        <source>Totals, luck and plots over every session of both games</source>
        <translation>Итоги, везение и графики по всем сеансам обеих игр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/menu.py" line="22"/>
        <source>Game &amp;info…</source>
        <translation>Сведения об &amp;игре…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/menu.py" line="23"/>
        <source>The seed of this game, to play it again, and its journal</source>
        <translation>Зерно этой игры, чтобы сыграть её снова, и её журнал</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="93"/>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="346"/>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="367"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="134"/>
        <source>A session</source>
        <translation>Сеанс</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="135"/>
        <source>All sessions</source>
        <translation>Все сеансы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="136"/>
        <source>Against expectation</source>
        <translation>Против ожидания</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="137"/>
        <source>By position</source>
        <translation>По абцугам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="140"/>
        <source>Plots of:</source>
        <translation>Графики:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="145"/>
        <source>Export plot as &amp;PNG…</source>
        <translation>График в &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="146"/>
        <source>Export data as &amp;CSV…</source>
        <translation>Данные в &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="147"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Сбросить статистику…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="178"/>
        <source>Counting the archived games…</source>
        <translation>Подсчитываются игры из архива…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="182"/>
        <source>Counting the archived games: {done} of {total}…</source>
        <translation>Подсчитываются игры из архива: {done} из {total}…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="210"/>
        <source>Sessions</source>
        <translation>Сеансы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="210"/>
        <source>Deals</source>
        <translation>Талии</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="210"/>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="294"/>
        <source>Stakes</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="210"/>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="295"/>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="210"/>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="295"/>
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="210"/>
        <source>Net</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="211"/>
        <source>Biggest win</source>
        <translation>Крупнейший выигрыш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="211"/>
        <source>Biggest loss</source>
        <translation>Крупнейший проигрыш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="211"/>
        <source>Wins in a row</source>
        <translation>Выигрышей подряд</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="211"/>
        <source>Losses in a row</source>
        <translation>Проигрышей подряд</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="212"/>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="264"/>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="284"/>
        <source>Expected</source>
        <translation>Ожидание</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="212"/>
        <source>Luck</source>
        <translation>Везение</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="212"/>
        <source>Luck&apos;s σ</source>
        <translation>σ везения</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="219"/>
        <source>Every session counted replayed clean through the rules.</source>
        <translation>Каждый учтённый сеанс прошёл проверку правилами без ошибок.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="222"/>
        <source>%n problem(s) with the statistics: hover here for each.</source>
        <translation>
            <numerusform>%n проблема со статистикой: наведите сюда указатель, чтобы прочесть.</numerusform>
            <numerusform>%n проблемы со статистикой: наведите сюда указатель, чтобы прочесть каждую.</numerusform>
            <numerusform>%n проблем со статистикой: наведите сюда указатель, чтобы прочесть каждую.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="261"/>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="283"/>
        <source>Balance</source>
        <translation>Баланс</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="263"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="290"/>
        <source>Stakes of the session, in order</source>
        <translation>Ставки сеанса по порядку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="291"/>
        <source>Sessions, oldest first</source>
        <translation>Сеансы, от первого к последнему</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="292"/>
        <source>Abzug (casino stos: turn) that decided the stake</source>
        <translation>Абцуг (в стосе казино — ход), решивший ставку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="293"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="295"/>
        <source>Even</source>
        <translation>Вничью</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="297"/>
        <source>No stake counted yet</source>
        <translation>Ни одной ставки ещё не учтено</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="300"/>
        <source>no seed</source>
        <translation>без зерна</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="300"/>
        <source>seed {seed}</source>
        <translation>зерно {seed}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="301"/>
        <source>{start}, {game} ({seed}): {net}</source>
        <translation>{start}, {game} ({seed}): {net}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="306"/>
        <source>Shtoss</source>
        <translation>Штосс</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="308"/>
        <source>Casino stos</source>
        <translation>Стос казино</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="309"/>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="320"/>
        <source>Both games</source>
        <translation>Обе игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="313"/>
        <source>As punter</source>
        <translation>Понтёром</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="315"/>
        <source>As banker</source>
        <translation>Банкомётом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="316"/>
        <source>Every part</source>
        <translation>В любой роли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="324"/>
        <source>{game} as punter</source>
        <translation>{game}, понтёром</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="325"/>
        <source>{game} as banker</source>
        <translation>{game}, банкомётом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="336"/>
        <source>Export the plot</source>
        <translation>Сохранить график</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="337"/>
        <source>PNG pictures (*.png)</source>
        <translation>Рисунки PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="347"/>
        <source>The picture could not be written to {path}.</source>
        <translation>Не удалось записать рисунок в {path}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="352"/>
        <source>Export the data</source>
        <translation>Сохранить данные</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="353"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="366"/>
        <source>The data could not be written to {path}: {detail}.</source>
        <translation>Не удалось записать данные в {path}: {detail}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="374"/>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/stats/window.py" line="375"/>
        <source>Forget every session counted so far? From now on only sessions started after this moment are counted. The archived games themselves are kept.</source>
        <translation>Забыть все учтённые сеансы? Дальше будут учитываться только сеансы, начатые после этой минуты. Сами игры в архиве сохранятся.</translation>
    </message>
</context>
</TS>
