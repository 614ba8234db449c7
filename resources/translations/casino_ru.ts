<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CasinoBalancesModel</name>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="327"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="328"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="329"/>
        <source>On the layout</source>
        <translation>На раскладке</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="300"/>
        <source>The house</source>
        <translation>Заведение</translation>
    </message>
</context>
<context>
    <name>CasinoController</name>
    <message>
        <location filename="../../shtoss_desktop/app/casino/controller.py" line="185"/>
        <source>Place your bets: click a rank, or move with the arrows and press +; Space deals</source>
        <translation>Делайте ставки: щёлкните по карте или выберите её стрелками и нажмите +; пробел — метать</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/controller.py" line="200"/>
        <source>The casino game kept from last time goes on: place your bets, Space deals</source>
        <translation>Игра в казино, сохранённая с прошлого раза, продолжается: делайте ставки, пробел — метать</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/controller.py" line="269"/>
        <source>A new shoe is shuffled: place your bets</source>
        <translation>Новый шуз перетасован: делайте ставки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/controller.py" line="309"/>
        <source>Turn {turn}: {loss} loses, {win} wins</source>
        <translation>Абцуг {turn}: {loss} проигрывает, {win} выигрывает</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/controller.py" line="312"/>
        <source>{text} (plié: the bets on {rank} lose)</source>
        <translation>{text} (плие: ставки на {rank} проигрывают)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/controller.py" line="317"/>
        <source>{text} · you {change}</source>
        <translation>{text} · вы {change}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/controller.py" line="320"/>
        <source>{text} · the shoe is dealt out: Space shuffles a new one</source>
        <translation>{text} · шуз сдан: пробел тасует новый</translation>
    </message>
</context>
<context>
    <name>CasinoHistoryModel</name>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="220"/>
        <source>Shoe</source>
        <translation>Шуз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="221"/>
        <source>Turn</source>
        <translation>Абцуг</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="222"/>
        <source>Loss</source>
        <translation>Проигрыш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="223"/>
        <source>Win</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="224"/>
        <source>Bets decided</source>
        <translation>Решено ставок</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="225"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
</context>
<context>
    <name>CasinoOddsModel</name>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="447"/>
        <source>Rank</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="448"/>
        <source>Left</source>
        <translation>В шузе</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="449"/>
        <source>Win</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="450"/>
        <source>Loss</source>
        <translation>Проигрыш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/models.py" line="451"/>
        <source>EV per unit</source>
        <translation>Ср. на единицу</translation>
    </message>
</context>
<context>
    <name>CasinoScene</name>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="103"/>
        <source>{percent}%
{ev}</source>
        <translation>{percent} %
{ev}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="104"/>
        <source>win {percent}%</source>
        <translation>шанс {percent} %</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="105"/>
        <source>{chance}
EV {ev}</source>
        <translation>{chance}
ожид. {ev}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="523"/>
        <source>A suit bet, placed with the rank bet under the cursor: its suit wins or loses with it, its colour half</source>
        <translation>Ставка на масть вместе со ставкой на карту под курсором: её масть выигрывает или проигрывает вместе с ней, её цвет — половину</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="527"/>
        <source>Loss (проигрыш)</source>
        <translation>Проигрыш (нечёт)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="528"/>
        <source>Win (выигрыш)</source>
        <translation>Выигрыш (чёт)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="535"/>
        <source>The odd cards (1st, 3rd, ...): the bets on their rank lose</source>
        <translation>Нечётные карты (1-я, 3-я, ...): ставки на их карту проигрывают</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="538"/>
        <source>The even cards (2nd, 4th, ...): the bets on their rank win 1:1</source>
        <translation>Чётные карты (2-я, 4-я, ...): ставки на их карту выигрывают 1:1</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="550"/>
        <source>Shoe · {count} left</source>
        <translation>В шузе {count}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="552"/>
        <source>The shoe: {count} of {size} cards left</source>
        <translation>Шуз: осталось {count} карт из {size}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="571"/>
        <source>{rank}: {copies} left of {cards} cards; {odds}</source>
        <translation>{rank}: осталось {copies} из {cards} карт; {odds}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="575"/>
        <source>Every copy of this rank is out of the shoe</source>
        <translation>Все карты этого достоинства вышли из шуза</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="608"/>
        <source>Player · you</source>
        <translation>Игрок · вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="608"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="611"/>
        <source>{name} ({role}): {money} off the layout</source>
        <translation>{name} ({role}): {money} вне раскладки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="667"/>
        <source>Turn {turn}: {card}</source>
        <translation>Абцуг {turn}: {card}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="707"/>
        <source>{player}: {amount} on {rank}, {suit_amount} on {suit}</source>
        <translation>{player}: {amount} на {rank}, {suit_amount} на {suit}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/scene.py" line="714"/>
        <source>{player}: {amount} on {rank}</source>
        <translation>{player}: {amount} на {rank}</translation>
    </message>
</context>
<context>
    <name>CasinoSettingsDialog</name>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="57"/>
        <source>&amp;Decks in the shoe:</source>
        <translation>&amp;Колод в шузе:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="58"/>
        <source>Table m&amp;inimum:</source>
        <translation>&amp;Минимум стола:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="59"/>
        <source>Table m&amp;aximum:</source>
        <translation>М&amp;аксимум стола:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="60"/>
        <source>Each player&apos;s &amp;capital:</source>
        <translation>&amp;Капитал каждого игрока:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="61"/>
        <source>Computer &amp;players:</source>
        <translation>Компьютерные &amp;игроки:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="69"/>
        <source>Six or eight full decks of 52 shuffled together; the more decks, the more copies of each rank (24 or 32).</source>
        <translation>Шесть или восемь полных колод по 52 карты, перетасованных вместе; чем больше колод, тем больше экземпляров каждой карты (24 или 32).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="71"/>
        <source>The smallest bet on a rank, counting its suit bet.</source>
        <translation>Наименьшая ставка на карту вместе со ставкой на масть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="72"/>
        <source>The largest bet on a rank, counting its suit bet.</source>
        <translation>Наибольшая ставка на карту вместе со ставкой на масть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="73"/>
        <source>The money each player brings to the table.</source>
        <translation>Деньги, с которыми каждый игрок садится за стол.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="74"/>
        <source>Computer players betting beside you, 0 to 6, each with chips of his own colour.</source>
        <translation>Компьютерные игроки рядом с вами, от 0 до 6, у каждого фишки своего цвета.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="86"/>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="112"/>
        <source>Custom</source>
        <translation>Свои настройки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="99"/>
        <source>Casino table</source>
        <translation>Стол казино</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="107"/>
        <source>P&amp;reset:</source>
        <translation>&amp;Набор:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="119"/>
        <source>Casino stos (faro): the shoe and the table</source>
        <translation>Стос казино (фараон): шуз и стол</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="173"/>
        <source>{count} decks ({cards} cards)</source>
        <translation>{count} колод ({cards} карт)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="286"/>
        <source>Fix the values marked in red to go on.</source>
        <translation>Исправьте значения, отмеченные красным, чтобы продолжить.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/settings_dialog.py" line="289"/>
        <source>A shoe of {cards} cards, {copies} copies of each rank; bets from {minimum} to {maximum}; {players} computer players; each player starts with {capital}.</source>
        <translation>Шуз из {cards} карт, по {copies} экземпляров каждой карты; ставки от {minimum} до {maximum}; компьютерных игроков: {players}; у каждого игрока в начале {capital}.</translation>
    </message>
</context>
<context>
    <name>CasinoWindow</name>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="323"/>
        <source>Shtoss — casino stos (faro)</source>
        <translation>Штосс — стос казино (фараон)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="105"/>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="424"/>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="126"/>
        <source>The decks, the table limits, the capital and the computer players</source>
        <translation>Колоды, пределы ставок, капитал и компьютерные игроки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="111"/>
        <source>&amp;Deal</source>
        <translation>&amp;Метать</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="117"/>
        <source>&amp;Odds on the layout</source>
        <translation>&amp;Шансы на раскладке</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="118"/>
        <source>Show on each rank its exact chance of winning and the expected value per unit, for the cards left</source>
        <translation>Показать на каждой карте её точную вероятность выигрыша и ожидание на единицу ставки для оставшихся карт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="327"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="328"/>
        <source> Chip: </source>
        <translation> Фишка: </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="337"/>
        <source>The value of the chip a click puts on a rank or takes back from it</source>
        <translation>Номинал фишки, которую щелчок ставит на карту или снимает с неё</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="340"/>
        <source>Balances</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="340"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="341"/>
        <source>Odds</source>
        <translation>Шансы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="144"/>
        <source>The table&apos;s books</source>
        <translation>Книги стола</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="401"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="423"/>
        <source>Start a new game? The game in progress ends here.</source>
        <translation>Начать новую игру? Начатая игра на этом закончится.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="540"/>
        <source>Chip {chip} · bets {minimum}–{maximum}</source>
        <translation>Фишка {chip} · ставки {minimum}–{maximum}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="389"/>
        <source>The new casino settings apply from the next game (Game ▸ New game).</source>
        <translation>Новые настройки казино действуют со следующей игры (Игра ▸ Новая игра).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="106"/>
        <source>A new session under the casino table&apos;s rules</source>
        <translation>Новая игра по правилам стола казино</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="112"/>
        <source>Turn the next two cards: loss, then win</source>
        <translation>Открыть следующие две карты: проигрыш, затем выигрыш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="125"/>
        <source>&amp;Casino table…</source>
        <translation>Стол &amp;казино…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="152"/>
        <source>Move the cursor over the layout</source>
        <translation>Передвинуть курсор по раскладке</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="154"/>
        <source>Put a chip on the rank under the cursor</source>
        <translation>Поставить фишку на карту под курсором</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="156"/>
        <source>Take a chip back from the rank under the cursor</source>
        <translation>Снять фишку с карты под курсором</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="158"/>
        <source>Change the suit bet under the cursor</source>
        <translation>Сменить ставку на масть под курсором</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="318"/>
        <source>Status bar</source>
        <translation>Строка состояния</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="329"/>
        <source>Chip</source>
        <translation>Фишка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="333"/>
        <source>The arrows move the cursor over the ranks, + or Enter bets a chip on the rank under it, - takes one back, S changes the suit bet, Space deals the next turn, Tab goes to the chip&apos;s value</source>
        <translation>Стрелки передвигают курсор по картам, + или Enter ставит фишку на карту под ним, − снимает её, S меняет ставку на масть, пробел мечет следующий абцуг, Tab переходит к достоинству фишки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="341"/>
        <source>Coach</source>
        <translation>Наставник</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="349"/>
        <source>New &amp;shoe</source>
        <translation>Новый &amp;шуз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/casino/window.py" line="353"/>
        <source>The window&apos;s keys work wherever the focus is. On the layout the arrows move the cursor, + or Enter puts a chip on the rank under it, - or Backspace takes one back (a click and a right click do the same).</source>
        <translation>Клавиши окна действуют, где бы ни был фокус. На раскладке стрелки двигают курсор, + или Enter ставит фишку на карту под ним, - или Backspace снимает одну (то же делают щелчок и щелчок правой кнопкой).</translation>
    </message>
</context>
</TS>
