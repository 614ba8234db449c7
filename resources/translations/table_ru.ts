<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/deck_picker.py" line="111"/>
        <source>Your own deck: choose one card, or two of one rank for a pair (пара). Click, or use the arrow keys and Space.</source>
        <translation>Ваша колода: выберите одну карту или две одного достоинства — пару. Щелчок мышью или стрелки и пробел.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/deck_picker.py" line="117"/>
        <source>Your deck</source>
        <translation>Ваша колода</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/stake_panel.py" line="432"/>
        <source>Куш (kush): the stake on each card. Empty: the initial kush.</source>
        <translation>Куш: ставка на каждую карту. Пусто — начальный куш.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/stake_panel.py" line="434"/>
        <source>&amp;Kush (куш):</source>
        <translation>&amp;Куш:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/stake_panel.py" line="436"/>
        <source>Add a chip of {value} to the kush</source>
        <translation>Добавить к кушу фишку в {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/stake_panel.py" line="837"/>
        <source>Bank {bank} · could pay out {exposure}</source>
        <translation>Банк {bank} · может выплатить {exposure}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/stake_panel.py" line="439"/>
        <source>The bank, and the most it could pay out on the undecided stakes of this deal (premiums included): no stake is accepted that would take this above the bank.</source>
        <translation>Банк и самое большее, что он может выплатить по нераскрытым ставкам этой метки (с премиями): ставка, которая подняла бы эту сумму выше банка, не принимается.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="360"/>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="359"/>
        <source>Start a new game? The game in progress ends here.</source>
        <translation>Начать новую игру? Начатая игра на этом закончится.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="259"/>
        <source>End the session? The stakes on the table go back and the summary is shown.</source>
        <translation>Закончить игру? Ставки со стола возвращаются, и показываются итоги.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="202"/>
        <source>the game of The Queen of Spades</source>
        <translation>игра «Пиковой дамы»</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="199"/>
        <source>you watch</source>
        <translation>вы смотрите</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="198"/>
        <source>you hold the bank</source>
        <translation>вы держите банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="197"/>
        <source>you punt</source>
        <translation>вы понтируете</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="203"/>
        <source>Shtoss — {part}</source>
        <translation>Штосс — {part}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="31"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="32"/>
        <source>Start a new session: your role, the computer punters, the rules</source>
        <translation>Начать новую игру: ваша роль, компьютерные понтёры, правила</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="260"/>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="44"/>
        <source>&amp;End the session</source>
        <translation>&amp;Закончить игру</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="37"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Учимся играть…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="38"/>
        <source>One guided deal, as punter or as banker: the cut, the lob and the sonik, a card killed and one given, a plié, a paroli</source>
        <translation>Одна метка с подсказками, понтёром или банкомётом: съём, лоб и соник, битая и данная карты, плие, пароли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="45"/>
        <source>Stop playing: stakes go back and the summary is shown</source>
        <translation>Закончить игру: ставки возвращаются, показывается итог</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="50"/>
        <source>&amp;Stake</source>
        <translation>&amp;Поставить</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="51"/>
        <source>Поставить карту: lay the chosen card (or pair) face down with its kush</source>
        <translation>Поставить карту: положить выбранную карту (или пару) рубашкой вверх с кушем</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="56"/>
        <source>&amp;Cut anywhere</source>
        <translation>&amp;Снять наугад</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="57"/>
        <source>Снять колоду (cut): the banker&apos;s deck is cut at a place of chance and the deal begins; or click the deck&apos;s edge on the table</source>
        <translation>Снять колоду: колода банкомёта снимается в случайном месте, и начинается талья; или щёлкните по краю колоды на столе</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="66"/>
        <source>&amp;Deal on</source>
        <translation>&amp;Дальше</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="67"/>
        <source>Talia: let the banker deal the next abzug (абцуг)</source>
        <translation>Талья: пусть банкомёт мечет следующий абцуг</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="72"/>
        <source>&amp;Take</source>
        <translation>&amp;Взять</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="73"/>
        <source>Взять деньги: take the stake and the winnings off the table</source>
        <translation>Взять деньги: забрать со стола ставку и выигрыш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="78"/>
        <source>&amp;Paroli</source>
        <translation>Па&amp;роли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="79"/>
        <source>Загнуть угол (paroli): leave stake and winnings on the card and bend a corner; the amount riding doubles</source>
        <translation>Загнуть угол (пароли): оставить ставку и выигрыш на карте и загнуть угол; сумма на карте удваивается</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="88"/>
        <source>Pai&amp;x</source>
        <translation>П&amp;е</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="89"/>
        <source>Пе (paix, a bridge): take the stake back and let the winnings ride</source>
        <translation>Пе: забрать ставку, а выигрыш оставить на карте</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="94"/>
        <source>&amp;Accept</source>
        <translation>&amp;Принять</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="95"/>
        <source>Принять ставку: the banker accepts the stake</source>
        <translation>Принять ставку: банкомёт принимает ставку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="100"/>
        <source>&amp;Refuse</source>
        <translation>&amp;Отказать</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="101"/>
        <source>Отказать: the banker refuses the stake; the money stays with the punter</source>
        <translation>Отказать: банкомёт не принимает ставку; деньги остаются у понтёра</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="106"/>
        <source>&amp;Deal</source>
        <translation>&amp;Метать</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="107"/>
        <source>Метать: deal the next abzug (абцуг), a card to the right and a card to the left; the first press has a punter cut</source>
        <translation>Метать: следующий абцуг, карта направо и карта налево; при первом нажатии понтёр снимает колоду</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="116"/>
        <source>A&amp;uto-deal</source>
        <translation>&amp;Автометание</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="117"/>
        <source>Deal abzug after abzug at the animation speed until the deal ends</source>
        <translation>Метать абцуг за абцугом со скоростью анимации до конца тальи</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="124"/>
        <source>Атанде (attendez, wait!): pause the dealing between abzugs to count</source>
        <translation>Атанде («подождите!»): остановить метание между абцугами, чтобы сосчитаться</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="129"/>
        <source>&amp;Go on</source>
        <translation>Пр&amp;одолжить</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="130"/>
        <source>Go on dealing after атанде</source>
        <translation>Продолжить метание после атанде</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="135"/>
        <source>&amp;New bank</source>
        <translation>&amp;Новый банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="136"/>
        <source>Заложить банк второй раз: put up a new bank, once</source>
        <translation>Заложить банк второй раз: новый банк, один раз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="141"/>
        <source>Give &amp;up the bank</source>
        <translation>&amp;Отдать банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="142"/>
        <source>Hand the broken bank on, or end the session</source>
        <translation>Передать сорванный банк дальше или закончить игру</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="147"/>
        <source>House &amp;rules…</source>
        <translation>&amp;Правила дома…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="148"/>
        <source>The house rules: presets, variants, the banker&apos;s edge</source>
        <translation>Правила дома: наборы, варианты, преимущество банкомёта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="159"/>
        <source>Move the mark over your deck</source>
        <translation>Двигать метку по своей колоде</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="161"/>
        <source>Choose the card under the mark on your deck (Space also un-chooses it)</source>
        <translation>Выбрать карту под меткой в своей колоде (пробел и снимает выбор)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/side_views.py" line="40"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/side_views.py" line="41"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/side_views.py" line="42"/>
        <source>Odds</source>
        <translation>Шансы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/side_views.py" line="43"/>
        <source>Case-keeper and coach</source>
        <translation>Счётчик и наставник</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="338"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="40"/>
        <source>Start a new game from the Game menu.</source>
        <translation>Начните новую игру из меню «Игра».</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="61"/>
        <source>Your winnings on {card}: {amount}. Take them, bend a corner or make a paix.</source>
        <translation>Ваш выигрыш на {card}: {amount}. Возьмите деньги, загните угол или сделайте пе.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="79"/>
        <source>The session is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="90"/>
        <source>{banker} deals.</source>
        <translation>{banker} мечет.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="92"/>
        <source>The punters place their stakes.</source>
        <translation>Понтёры делают ставки.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="250"/>
        <source>Talia: stake between abzugs, or deal on.</source>
        <translation>Талья: ставьте между абцугами или продолжайте.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="252"/>
        <source>Stake more cards, or cut the banker&apos;s deck: click its edge on the table, or Cut anywhere.</source>
        <translation>Поставьте ещё карты или снимите колоду банкомёта: щёлкните по её краю на столе или «Снять наугад».</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="256"/>
        <source>Your stake: choose a card from your deck (two of one rank make a pair), set the kush, Stake.</source>
        <translation>Ваша ставка: выберите карту из своей колоды (две одного достоинства — пара), назначьте куш и нажмите «Поставить».</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/window.py" line="455"/>
        <source>User presets</source>
        <translation>Свои наборы правил</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/actions.py" line="123"/>
        <source>A&amp;tande (wait)</source>
        <translation>Ата&amp;нде</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="69"/>
        <source>Your answer, banker: accept the stake (A) or refuse it (R).</source>
        <translation>Ваш ответ, банкомёт: примите ставку (A) или откажите (R).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="116"/>
        <source>Atande: the dealing waits. Go on (Space) when you are ready.</source>
        <translation>Атанде: метание остановлено. Продолжайте (пробел), когда будете готовы.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="125"/>
        <source>Atande: the banker waits before the next abzug, for you to think. Your winnings on {card}: {amount}; take them (T), bend a corner (P) or make a paix (B). Go on (Space) when you are ready.</source>
        <translation>Атанде: банкомёт ждёт перед следующим абцугом, пока вы думаете. Ваш выигрыш на {card}: {amount}; возьмите его (T), загните угол (P) или сделайте пе (B). Дальше — пробел, когда будете готовы.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="129"/>
        <source>Atande: the banker waits before the next abzug, for you to count the cards gone (the odds and the history, F9). Go on (Space) when you are ready.</source>
        <translation>Атанде: банкомёт ждёт перед следующим абцугом, пока вы считаете вышедшие карты (шансы и история, F9). Дальше — пробел, когда будете готовы.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="144"/>
        <source>{punter} stakes {kush} on a face-down card.</source>
        <translation>{punter} ставит {kush} на карту рубашкой вверх.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="146"/>
        <source>{punter} stakes a face-down pair, {kush} on each card: {total} in all.</source>
        <translation>{punter} ставит пару рубашкой вверх, по {kush} на каждую карту: всего {total}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="158"/>
        <source>You may refuse it: the kush is above your limit of {limit} (the house rule: the banker refuses above {times} × the initial kush).</source>
        <translation>Вы вправе отказать: куш выше вашего предела {limit} (правило дома: банкомёт отказывает в куше больше {times} × начальный куш).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="167"/>
        <source>You may refuse it: it raises his base kush of {base} (free kush, вольный куш, is not played at this table).</source>
        <translation>Вы вправе отказать: это повышение его начального куша {base} (вольный куш за этим столом не играют).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="174"/>
        <source>Accepted, the bank could pay out {exposure} of its {bank}.</source>
        <translation>Если принять, банк может выплатить {exposure} из своих {bank}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="188"/>
        <source>No stake is on the table, banker: the punters could place none against this bank. You may end the session (Ctrl+E).</source>
        <translation>На столе нет ни одной ставки, банкомёт: понтёры не могут ничего поставить против этого банка. Можно закончить игру (Ctrl+E).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="194"/>
        <source>Your talia, banker: the punters&apos; stakes lie face down. Press Deal (Space) to have the deck cut and begin.</source>
        <translation>Ваша талья, банкомёт: ставки понтёров лежат рубашкой вверх. Нажмите «Метать» (пробел) — колоду снимут, и талья начнётся.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="199"/>
        <source>Your deal, banker: the punters&apos; stakes lie face down. Press Deal (Space) to have the deck cut and begin.</source>
        <translation>Ваша метка, банкомёт: ставки понтёров лежат рубашкой вверх. Нажмите «Метать» (пробел) — колоду снимут, и метка начнётся.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="204"/>
        <source>Auto-deal then deals it through.</source>
        <translation>Дальше автометание мечет до конца.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="212"/>
        <source>Auto-deal deals abzug after abzug. Atande (Esc) stops it to count; Auto-deal (G) gives the dealing back to you.</source>
        <translation>Автометание мечет абцуг за абцугом. «Атанде» (Esc) остановит его, чтобы сосчитать; «Автометание» (G) вернёт метание вам.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="216"/>
        <source>Deal the next abzug (Space), or let Auto-deal (G) deal them, or call Atande (Esc).</source>
        <translation>Мечите следующий абцуг (пробел), или включите автометание (G), или скажите «атанде» (Esc).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="228"/>
        <source>Your bank is broken (банк сорван): {bank} is left in it.</source>
        <translation>Банк сорван: в нём осталось {bank}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="234"/>
        <source>Put up a new bank (N): you may do it once.</source>
        <translation>Заложите новый банк (N): это можно сделать один раз.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="237"/>
        <source>No new bank: {reason}.</source>
        <translation>Нового банка не заложить: {reason}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="242"/>
        <source>Or give it up (U): the bank passes to the next player who can hold it.</source>
        <translation>Или отдайте его (U): банк перейдёт к следующему игроку, который может его держать.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="244"/>
        <source>Or give it up (U): the session ends.</source>
        <translation>Или отдайте его (U): игра закончится.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="268"/>
        <source>{kush} is too much. {limits}</source>
        <translation>{kush} — слишком много. {limits}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="283"/>
        <source>Kush {minimum}, no more: {why}.</source>
        <translation>Куш только {minimum}: {why}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="287"/>
        <source>Kush {minimum} to {largest}: {why}.</source>
        <translation>Куш от {minimum} до {largest}: {why}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="292"/>
        <source>The banker may refuse a kush above {limit}.</source>
        <translation>Куш больше {limit} банкомёт может не принять.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="302"/>
        <source>Your first stake sets your base.</source>
        <translation>Первая ставка задаёт ваш базовый куш.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="313"/>
        <source>all your {balance} can pay if the pair is killed</source>
        <translation>больше ваши {balance} не покроют, если пара будет бита</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="314"/>
        <source>all your {balance} can pay if the card is killed</source>
        <translation>больше ваши {balance} не покроют, если карта будет бита</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="317"/>
        <source>all the bank of {bank} can still cover</source>
        <translation>больше банк {bank} уже не покроет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="318"/>
        <source>all the bank of {bank} can cover</source>
        <translation>больше банк {bank} не покроет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="324"/>
        <source>No stake fits now: you have {balance}, less than the initial kush {minimum}.</source>
        <translation>Ставку сделать нельзя: у вас {balance}, меньше начального куша {minimum}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="327"/>
        <source>No pair fits now: at the initial kush {minimum} a pair could cost {cost}, and you have {balance}.</source>
        <translation>Пару поставить нельзя: даже на начальный куш {minimum} она может стоить {cost}, а у вас {balance}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="332"/>
        <source>No stake fits now: the bank of {bank} could already pay out {exposure} on the stakes down.</source>
        <translation>Ставке сейчас нет места: банк {bank} уже может выплатить {exposure} по ставкам на столе.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="101"/>
        <source>House rules → {page} → “{option}”</source>
        <translation>Правила дома → {page} → «{option}»</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="105"/>
        <source>These house rules let the banker refuse only a raised kush; {where} lets him refuse large stakes too.</source>
        <translation>По этим правилам дома банкомёт может отказать только в повышенном куше; {where} позволяет отказывать и в крупных ставках.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="109"/>
        <source>These house rules let the banker refuse no stake: every stake is accepted. {where} lets him refuse large stakes.</source>
        <translation>По этим правилам дома банкомёт не может отказать ни в одной ставке: всякая ставка принимается. {where} позволяет отказывать в крупных ставках.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="196"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="120"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="123"/>
        <source>You play</source>
        <translation>Вы играете</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="127"/>
        <source>As a &amp;punter (понтёр) against a computer banker</source>
        <translation>&amp;Понтёром против компьютерного банкомёта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="128"/>
        <source>As the &amp;banker (банкомёт) against computer punters</source>
        <translation>&amp;Банкомётом против компьютерных понтёров</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="129"/>
        <source>&amp;Watch: every seat is a computer player</source>
        <translation>&amp;Смотреть: за всеми местами компьютер</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="146"/>
        <source>Computer punters</source>
        <translation>Компьютерные понтёры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="159"/>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="170"/>
        <source>The house rules from the settings</source>
        <translation>Правила дома из настроек</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="175"/>
        <source>random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="177"/>
        <source>A whole number replays the same shuffles and the same computer play.</source>
        <translation>Целое число повторяет те же тасовки и ту же игру компьютера.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="97"/>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="255"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="197"/>
        <source>Computer p&amp;unters:</source>
        <translation>Компьютерных &amp;понтёров:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="198"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="199"/>
        <source>&amp;Seed (optional):</source>
        <translation>&amp;Зерно (необязательно):</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="200"/>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/dialogs/new_game.py" line="273"/>
        <source>The seed is a whole number, or empty for a random game.</source>
        <translation>Зерно — целое число; пусто — случайная игра.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="102"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
</context>
<context>
    <name>SettingsOptions</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/prompt.py" line="102"/>
        <source>Refusal threshold</source>
        <translation>Отказ в ставке</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="86"/>
        <source>Session over</source>
        <translation>Игра окончена</translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="90"/>
        <source>%n deals played.</source>
        <translation>
            <numerusform>Сыграна %n метка.</numerusform>
            <numerusform>Сыграно %n метки.</numerusform>
            <numerusform>Сыграно %n меток.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="95"/>
        <source>You won {amount}.</source>
        <translation>Вы выиграли {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="97"/>
        <source>You lost {amount}.</source>
        <translation>Вы проиграли {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="99"/>
        <source>You came out even.</source>
        <translation>Вы остались при своих.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="109"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="110"/>
        <source>Started with</source>
        <translation>Было</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="111"/>
        <source>Ends with</source>
        <translation>Стало</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="112"/>
        <source>Won / lost</source>
        <translation>Выигрыш / проигрыш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/summary_dialog.py" line="113"/>
        <source>Cards given / killed</source>
        <translation>Карт дано / убито</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/items.py" line="126"/>
        <source>Снять колоду: click the edge of a card to cut the banker&apos;s deck there</source>
        <translation>Снять колоду: щёлкните по краю карты, чтобы снять колоду банкомёта в этом месте</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="147"/>
        <source>Правая: the banker&apos;s own right pile. Odd cards (1st, 3rd, ...) land here and kill the punters&apos; cards of their rank.</source>
        <translation>Правая: кучка банкомёта по его правую руку. Сюда ложатся нечётные карты (1-я, 3-я, …) и убивают карты понтёров того же достоинства.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="154"/>
        <source>Левая: the punters&apos; pile, on the banker&apos;s left. Even cards (2nd, 4th, ...) land here and give the punters&apos; cards of their rank.</source>
        <translation>Левая: кучка понтёров по левую руку банкомёта. Сюда ложатся чётные карты (2-я, 4-я, …) и дают картам понтёров того же достоинства.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="161"/>
        <source>Штосс: the banker&apos;s deck. After the cut it lies face up, the lob (лоб, the top card) slid aside so that the sonik (соник) shows.</source>
        <translation>Штосс: колода банкомёта. После съёма она лежит лицом вверх, лоб (верхняя карта) сдвинут, чтобы был виден соник.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="168"/>
        <source>Банк: the bank, the money the banker puts up against the punters.</source>
        <translation>Банк: деньги, которые банкомёт ставит против понтёров.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_layout.py" line="177"/>
        <source>Лоб (lob): the top card, position 1; it goes to the banker&apos;s pile</source>
        <translation>Лоб: верхняя карта, первая; она ляжет в кучку банкомёта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_layout.py" line="186"/>
        <source>Соник (sonik): the second card, position 2; it goes to the punters&apos; pile</source>
        <translation>Соник: вторая карта; она ляжет в кучку понтёров</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="109"/>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="120"/>
        <source>Shtoss (штосс) · {count}</source>
        <translation>Штосс · {count}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="125"/>
        <source>Right pile · {count}</source>
        <translation>Правая · {count}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="126"/>
        <source>Left pile · {count}</source>
        <translation>Левая · {count}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="130"/>
        <source>направо —
банкомёту
right: the banker&apos;s</source>
        <translation>направо —
банкомёту</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="131"/>
        <source>налево —
понтёрам
left: the punters&apos;</source>
        <translation>налево —
понтёрам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="112"/>
        <source>The banker&apos;s deck: {count} cards; lob {lob}, sonik {sonik}</source>
        <translation>Колода банкомёта: карт {count}; лоб {lob}, соник {sonik}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_furniture.py" line="137"/>
        <source>Bank (банк)</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/plate_words.py" line="60"/>
        <source>Left the table</source>
        <translation>Вышел из игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/plate_words.py" line="61"/>
        <source>{name} has left the table with {money}.</source>
        <translation>{name}: вне игры, на руках {money}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/plate_words.py" line="67"/>
        <location filename="../../shtoss_desktop/ui/shtoss/plate_words.py" line="74"/>
        <source>Banker · outside the bank</source>
        <translation>Банкомёт · вне банка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/plate_words.py" line="68"/>
        <source>You hold the bank. {money}: your money outside the bank; the bank itself, {bank}, lies beside the deck.</source>
        <translation>Вы держите банк. {money} — ваши деньги вне банка; сам банк, {bank}, лежит у колоды.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/plate_words.py" line="75"/>
        <source>{name} holds the bank. {money}: his money outside the bank; the bank itself, {bank}, lies beside the deck.</source>
        <translation>{name} держит банк. {money} — его деньги вне банка; сам банк, {bank}, лежит у колоды.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/plate_words.py" line="82"/>
        <source>Punter · понтёр</source>
        <translation>Понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/plate_words.py" line="82"/>
        <source>{role} · you</source>
        <translation>{role} · вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/plate_words.py" line="83"/>
        <source>{name}: {money} in hand, not counting your stakes on the table.</source>
        <translation>{name}: {money} на руках, не считая ваших ставок на столе.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/plate_words.py" line="89"/>
        <source>{name}, a computer punter. {temperament}.
{money} in hand, not counting his stakes on the table.</source>
        <translation>{name} — компьютерный понтёр. {temperament}.
{money} на руках, не считая его ставок на столе.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/table_scene.py" line="704"/>
        <source>Atande is over: the deal goes on.</source>
        <translation>Атанде кончилось: сдача продолжается.</translation>
    </message>
</context>
</TS>
