<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../../shtoss_desktop/ui/rules_help.py" line="49"/>
        <source>Rules of shtoss</source>
        <translation>Правила штосса</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="203"/>
        <source>Deck and table</source>
        <translation>Колода и стол</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="203"/>
        <source>Who sits at the table, and the deck everyone plays with.</source>
        <translation>Кто сидит за столом и какой колодой играют.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="206"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="206"/>
        <source>Amounts are whole chips. Every player, the banker included, starts with the capital.</source>
        <translation>Суммы — в целых фишках. Каждый игрок, банкомёт тоже, начинает с капиталом.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="209"/>
        <source>Abzug conditions</source>
        <translation>Абцужные условия</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="209"/>
        <source>Абцужные условия soften the banker&apos;s advantage at particular cards of the deal.</source>
        <translation>Абцужные условия смягчают преимущество банкомёта на отдельных картах метки.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="212"/>
        <source>Counting in thirds</source>
        <translation>Счёт третями</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="212"/>
        <source>The suit of the deciding card sets how much of the kush changes hands.</source>
        <translation>Масть решающей карты определяет, какая доля куша переходит из рук в руки.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="215"/>
        <source>Plié and the last card</source>
        <translation>Плие и последняя карта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="215"/>
        <source>The pharaon rules. A plié is two cards of one rank in one abzug.</source>
        <translation>Правила фараона. Плие — две карты одного достоинства в одном абцуге.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="218"/>
        <source>Raising and paroli</source>
        <translation>Увеличение куша и пароли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="218"/>
        <source>How a punter who has won may let his stake grow.</source>
        <translation>Как выигравший понтёр может увеличивать ставку.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="221"/>
        <source>Premiums</source>
        <translation>Наживка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="221"/>
        <source>Premiums (с наживкой) are paid by the bank on top of a card&apos;s own winnings.</source>
        <translation>Наживку банк платит сверх выигрыша самой карты.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="224"/>
        <source>Bank</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="224"/>
        <source>Who puts up the bank, and when it passes to the next player.</source>
        <translation>Кто закладывает банк и когда он переходит к следующему игроку.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="227"/>
        <source>Talia</source>
        <translation>Талья</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="227"/>
        <source>The way of Pushkin&apos;s time: one deck dealt through, with stakes between abzugs.</source>
        <translation>Как при Пушкине: колода мечется до конца, ставки — между абцугами.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="295"/>
        <source>Banker&apos;s edge on a fresh card: {percent}% of the kush (exactly {fraction})</source>
        <translation>Преимущество банкомёта на свежей карте: {percent}% куша (точно {fraction})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="298"/>
        <source>Punters&apos; edge on a fresh card: {percent}% of the kush (exactly {fraction}): these rules favour the punters</source>
        <translation>Преимущество понтёров на свежей карте: {percent}% куша (точно {fraction}): эти правила выгодны понтёрам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="300"/>
        <source>An even game on a fresh card: neither side has an edge</source>
        <translation>Равная игра на свежей карте: ни у кого нет преимущества</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="398"/>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="399"/>
        <source>Series length</source>
        <translation>Длина серии</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="400"/>
        <source>Multiple of the kush</source>
        <translation>Сколько кушей</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="410"/>
        <source>Add a premium</source>
        <translation>Добавить наживку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="412"/>
        <source>Remove the selected premium</source>
        <translation>Убрать выбранную наживку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="465"/>
        <source> × kush</source>
        <translation> × куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="533"/>
        <source>Seat {number}</source>
        <translation>Место {number}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="592"/>
        <source>House rules</source>
        <translation>Правила дома</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="602"/>
        <source>Rules of shtoss…</source>
        <translation>Правила штосса…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="628"/>
        <source>&amp;Preset:</source>
        <translation>&amp;Набор правил:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="648"/>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="649"/>
        <source>Save the current settings as a preset of your own</source>
        <translation>Сохранить текущие настройки как свой набор правил</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="651"/>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="652"/>
        <source>Rename this preset of yours</source>
        <translation>Переименовать этот ваш набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="653"/>
        <source>Duplicate</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="654"/>
        <source>Make a copy of this preset that you can change</source>
        <translation>Сделать копию этого набора, которую можно менять</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="656"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="657"/>
        <source>Delete this preset of yours</source>
        <translation>Удалить этот ваш набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="606"/>
        <source>Import…</source>
        <translation>Загрузить…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="606"/>
        <source>Read the rules from a rules file (JSON)</source>
        <translation>Прочитать правила из файла правил (JSON)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="608"/>
        <source>Export…</source>
        <translation>Выгрузить…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="608"/>
        <source>Write the current rules to a rules file (JSON)</source>
        <translation>Записать текущие правила в файл правил (JSON)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="729"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;цветная&lt;/b&gt;&lt;/td&gt;&lt;td&gt;suited: the same suit&lt;/td&gt;&lt;td&gt;the whole kush&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;полуцветная&lt;/b&gt;&lt;/td&gt;&lt;td&gt;half-suited: the same colour&lt;/td&gt;&lt;td&gt;two thirds&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;простая&lt;/b&gt;&lt;/td&gt;&lt;td&gt;plain: the other colour&lt;/td&gt;&lt;td&gt;one third&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;цветная&lt;/b&gt;&lt;/td&gt;&lt;td&gt;той же масти&lt;/td&gt;&lt;td&gt;весь куш&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;полуцветная&lt;/b&gt;&lt;/td&gt;&lt;td&gt;того же цвета&lt;/td&gt;&lt;td&gt;две трети&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;простая&lt;/b&gt;&lt;/td&gt;&lt;td&gt;другого цвета&lt;/td&gt;&lt;td&gt;треть&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="740"/>
        <source>On</source>
        <translation>Да</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="757"/>
        <source>never refuses</source>
        <translation>без отказа</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="758"/>
        <source> × initial kush</source>
        <translation> × начальный куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="776"/>
        <source>What does this mean?</source>
        <translation>Что это значит?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="870"/>
        <source>Custom settings (no preset)</source>
        <translation>Свои настройки (без набора)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="871"/>
        <source>Built-in presets (read-only)</source>
        <translation>Готовые наборы (не изменяются)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="875"/>
        <source>Your presets</source>
        <translation>Ваши наборы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="876"/>
        <source>Your presets: none yet (use Save as…)</source>
        <translation>Ваши наборы: пока нет (кнопка «Сохранить как…»)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="913"/>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="920"/>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="928"/>
        <source>Save preset</source>
        <translation>Сохранить набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="914"/>
        <source>Name of the new preset:</source>
        <translation>Название нового набора:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="920"/>
        <source>There is already a preset called “{name}”. Replace it?</source>
        <translation>Набор «{name}» уже есть. Заменить его?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="937"/>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="944"/>
        <source>Rename preset</source>
        <translation>Переименовать набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="938"/>
        <source>New name of “{name}”:</source>
        <translation>Новое название набора «{name}»:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="956"/>
        <source>Duplicate preset</source>
        <translation>Копировать набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="965"/>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="972"/>
        <source>Delete preset</source>
        <translation>Удалить набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="965"/>
        <source>Delete the preset “{name}”? Its file is removed.</source>
        <translation>Удалить набор «{name}»? Его файл будет удалён.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="979"/>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="989"/>
        <source>Import a rules file</source>
        <translation>Загрузить файл правил</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="980"/>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1022"/>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Файлы правил (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="993"/>
        <source>The file {file} cannot be read: {detail}</source>
        <translation>Файл {file} не читается: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="997"/>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1002"/>
        <source>The file {file} {problem}. Nothing was changed.</source>
        <translation>Файл {file} {problem}. Ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1005"/>
        <source>the file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1006"/>
        <source>The rules file {file} was not loaded: {key}: {problem}. Nothing was changed.</source>
        <translation>Файл правил {file} не загружен: {key}: {problem}. Ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1021"/>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1033"/>
        <source>Export the rules</source>
        <translation>Выгрузить правила</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1035"/>
        <source>The file {file} cannot be written: the folder {folder} does not exist.</source>
        <translation>Файл {file} нельзя записать: папки {folder} нет.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1041"/>
        <source>The file {file} cannot be written: {detail}</source>
        <translation>Файл {file} не записывается: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1147"/>
        <source>Premium row {row}: {problem}</source>
        <translation>Наживка, строка {row}: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1171"/>
        <source>Fix this before OK: {page}: {problem}</source>
        <translation>Исправьте, прежде чем нажать OK: {page}: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1171"/>
        <source>Fix {count} problems before OK, first {page}: {problem}</source>
        <translation>Исправьте ошибки ({count}), прежде чем нажать OK; первая — {page}: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1189"/>
        <source>Banker&apos;s edge on a fresh card: — (fix the settings above)</source>
        <translation>Преимущество банкомёта на свежей карте: — (исправьте настройки)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1196"/>
        <source>Exact, for one card staked on a fresh {deck}-card deck, per unit of kush.</source>
        <translation>Точно, для одной карты на свежей колоде в {deck} карт, на единицу куша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1199"/>
        <source>Premiums are not counted in it.</source>
        <translation>Наживка сюда не входит.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1235"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1240"/>
        <source>A talia is being dealt. The new settings apply from the next talia; the current one ends under the old rules. Apply them?</source>
        <translation>Идёт талья. Новые настройки начнут действовать со следующей тальи; текущая доиграется по старым правилам. Применить их?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1243"/>
        <source>A game is in progress. The new settings apply from the next deal; the current deal ends under the old rules. Apply them?</source>
        <translation>Идёт игра. Новые настройки начнут действовать со следующей метки; текущая доиграется по старым правилам. Применить их?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="1245"/>
        <source>Change the rules</source>
        <translation>Изменить правила</translation>
    </message>
</context>
<context>
    <name>SettingsOptions</name>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="116"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="116"/>
        <source>The cards in every player&apos;s deck: 52 (two to ace), 36 (six to ace) or 32 (seven to ace).</source>
        <translation>Карт в колоде каждого игрока: 52 (от двойки до туза), 36 (от шестёрки) или 32 (от семёрки).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="118"/>
        <source>Punters</source>
        <translation>Понтёры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="118"/>
        <source>How many punters stake against the bank: one is shtoss proper, several make a bank.</source>
        <translation>Сколько понтёров ставят против банка: один — собственно штосс, несколько — банк.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="120"/>
        <source>Computer players</source>
        <translation>Манера игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="121"/>
        <source>How each computer punter chooses his stakes.</source>
        <translation>Как каждый компьютерный понтёр выбирает ставки.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="122"/>
        <source>Initial kush</source>
        <translation>Начальный куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="123"/>
        <source>The smallest stake; a punter who names no stake plays it.</source>
        <translation>Наименьшая ставка; понтёр, не назвавший ставки, играет её.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="125"/>
        <source>Bank</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="125"/>
        <source>What the banker puts up from his capital; no stake may risk more than the bank.</source>
        <translation>Что банкомёт закладывает из своего капитала; ставки не могут рисковать больше банка.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="127"/>
        <source>Capital</source>
        <translation>Капитал</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="127"/>
        <source>Each player&apos;s money at the start, the banker&apos;s included.</source>
        <translation>Деньги каждого игрока в начале, банкомёта тоже.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="129"/>
        <source>Refusal threshold</source>
        <translation>Отказ в ставке</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="130"/>
        <source>The banker refuses a card whose kush is above this many initial kush.</source>
        <translation>Банкомёт отказывает карте, куш которой больше стольких начальных кушей.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="133"/>
        <source>Half kush on the lob</source>
        <translation>В лоб полкуша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="134"/>
        <source>A card killed by the first card (the lob) costs the punter half the kush.</source>
        <translation>Карта, убитая первой картой (лбом), стоит понтёру половину куша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="136"/>
        <source>Half kush from the hill</source>
        <translation>С горки полкуша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="137"/>
        <source>A card killed by the third card (“from the hill”) costs half the kush.</source>
        <translation>Карта, убитая третьей картой («с горки»), стоит половину куша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="140"/>
        <source>The eleventh card gives</source>
        <translation>В одиннадцать</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="141"/>
        <source>A card killed by the eleventh card counts as given: the punter is paid.</source>
        <translation>Карта, убитая одиннадцатой картой, считается данной: понтёру платят.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="145"/>
        <source>Thirteenth card suited</source>
        <translation>Тринадцатая в масть</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="146"/>
        <source>A card decided by the thirteenth card of its own suit is the punter&apos;s, paid double.</source>
        <translation>Карта, решённая тринадцатой картой своей масти, — понтёра, и платят вдвойне.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="148"/>
        <source>Counting in thirds</source>
        <translation>Счёт третями</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="149"/>
        <source>Same suit: the whole kush; same colour: two thirds; other colour: one third.</source>
        <translation>Та же масть — весь куш; тот же цвет — две трети; другой цвет — треть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="152"/>
        <source>Plié half</source>
        <translation>Плие пополам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="152"/>
        <source>When both cards of an abzug have one rank, the banker takes only half the kush.</source>
        <translation>Когда обе карты абцуга одного достоинства, банкомёт берёт лишь половину куша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="154"/>
        <source>Hocly</source>
        <translation>Хокли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="154"/>
        <source>With plié half: a plié in the last abzug still takes the whole kush.</source>
        <translation>При «плие пополам»: плие в последнем абцуге берёт весь куш.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="156"/>
        <source>Last card void</source>
        <translation>Последняя карта не в счёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="157"/>
        <source>A card decided by the last card of the deck neither wins nor loses.</source>
        <translation>Карта, решённая последней картой колоды, не выигрывает и не проигрывает.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="159"/>
        <source>Talia</source>
        <translation>Талья</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="159"/>
        <source>The banker deals one deck through, stopping after every abzug for new stakes.</source>
        <translation>Банкомёт мечет колоду до конца, останавливаясь после каждого абцуга для новых ставок.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="161"/>
        <source>Paroli</source>
        <translation>Пароли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="161"/>
        <source>After a win the punter may bend a corner and let the whole pile ride.</source>
        <translation>После выигрыша понтёр может загнуть угол и оставить всю кучу на карте.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="163"/>
        <source>Most corners</source>
        <translation>Углы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="163"/>
        <source>How many corners one card may have: paroli, paroli-pe, and so on.</source>
        <translation>Сколько углов можно загнуть на одной карте: пароли, пароли-пе и так далее.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="165"/>
        <source>Pair bets</source>
        <translation>Пара</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="165"/>
        <source>Two cards of one rank staked together: the pair wins and loses double.</source>
        <translation>Две карты одного достоинства ставятся вместе: пара выигрывает и проигрывает вдвойне.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="167"/>
        <source>Raise after a win</source>
        <translation>Увеличение куша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="168"/>
        <source>A punter who won may raise his next kush, up to double after a full win.</source>
        <translation>Выигравший понтёр может увеличить следующий куш, до двойного после полного выигрыша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="171"/>
        <source>Free kush</source>
        <translation>Вольный куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="171"/>
        <source>The banker may not refuse a raised kush.</source>
        <translation>Банкомёт не может отказать увеличенному кушу.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="173"/>
        <source>Premiums</source>
        <translation>С наживкой</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="173"/>
        <source>Extra payments from the bank on top of what a card wins.</source>
        <translation>Доплаты из банка сверх выигрыша карты.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="175"/>
        <source>Who puts up the bank</source>
        <translation>Закладка банка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="176"/>
        <source>The banker alone, or every player pays in (the family bank).</source>
        <translation>Один банкомёт, или вносят все игроки (семейный банк).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="178"/>
        <source>Contribution</source>
        <translation>Взнос</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="178"/>
        <source>What each punter pays into a family bank.</source>
        <translation>Сколько каждый понтёр вносит в семейный банк.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="180"/>
        <source>Banker&apos;s share</source>
        <translation>Доля банкомёта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="181"/>
        <source>What the banker adds to a family bank.</source>
        <translation>Сколько банкомёт добавляет в семейный банк.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="182"/>
        <source>Bank rotation</source>
        <translation>Переход банка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="183"/>
        <source>When the bank passes to the next player.</source>
        <translation>Когда банк переходит к следующему игроку.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="246"/>
        <source>52 cards: two to ace</source>
        <translation>52 карты: от двойки до туза</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="247"/>
        <source>36 cards: six to ace</source>
        <translation>36 карт: от шестёрки до туза</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="248"/>
        <source>32 cards: seven to ace</source>
        <translation>32 карты: от семёрки до туза</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="249"/>
        <source>The banker (банкомёт)</source>
        <translation>Банкомёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="250"/>
        <source>Contributions from everyone (семейный банк)</source>
        <translation>Взносы всех игроков (семейный банк)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="252"/>
        <source>As much as all the punters together (half the bank)</source>
        <translation>Столько же, сколько все понтёры вместе (полбанка)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="254"/>
        <source>The same as one punter</source>
        <translation>Столько же, сколько один понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="255"/>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="256"/>
        <source>After every deal (мечут поочерёдно)</source>
        <translation>После каждой метки (мечут поочерёдно)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="258"/>
        <source>When the bank is broken (банк сорван)</source>
        <translation>Когда банк сорван</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="263"/>
        <source>Sonik won (угадал соника)</source>
        <translation>Угадал соника</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="264"/>
        <source>Every card of a deal given</source>
        <translation>Выиграна вся метка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/settings_dialog.py" line="265"/>
        <source>A series of given cards</source>
        <translation>Серия данных карт</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <location filename="../../shtoss_desktop/ui/rules_help.py" line="32"/>
        <source>en</source>
        <translation>ru</translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="66"/>
        <source>A preset needs a name.</source>
        <translation>У набора должно быть название.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="68"/>
        <source>A preset name may have at most {count} characters.</source>
        <translation>Название набора — не длиннее {count} знаков.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="71"/>
        <source>A preset name may not contain control characters.</source>
        <translation>В названии набора не может быть управляющих символов.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="89"/>
        <source>it cannot be read ({detail})</source>
        <translation>он не читается ({detail})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="91"/>
        <source>it {problem}</source>
        <translation>он {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="93"/>
        <source>it must be a JSON object with exactly the keys &quot;name&quot; and &quot;rules&quot;</source>
        <translation>это должен быть объект JSON ровно с ключами &quot;name&quot; и &quot;rules&quot;</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="95"/>
        <source>its &quot;name&quot; must be text</source>
        <translation>его &quot;name&quot; должно быть текстом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="129"/>
        <source>The presets folder {folder} cannot be read ({detail}).</source>
        <translation>Папка наборов {folder} не читается ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="138"/>
        <source>another preset file already has the name “{name}”</source>
        <translation>у другого файла наборов уже есть название «{name}»</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="149"/>
        <source>The preset file {file} could not be read: {problem}. It could not be renamed aside either ({detail}).</source>
        <translation>Файл набора {file} не прочитан: {problem}. Отложить его под другим именем тоже не удалось ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="153"/>
        <source>The preset file {file} could not be read: {problem}. It was kept as {aside}.</source>
        <translation>Файл набора {file} не прочитан: {problem}. Он сохранён как {aside}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="189"/>
        <source>There is no preset called “{name}”.</source>
        <translation>Набора «{name}» нет.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="194"/>
        <source>{name} (copy)</source>
        <translation>{name} (копия)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="197"/>
        <source>{name} (copy {number})</source>
        <translation>{name} (копия {number})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="208"/>
        <location filename="../../shtoss_desktop/storage/presets.py" line="223"/>
        <source>There is already a preset called “{name}”.</source>
        <translation>Набор «{name}» уже есть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="232"/>
        <source>The preset “{name}” could not be renamed ({detail}).</source>
        <translation>Набор «{name}» не удалось переименовать ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="251"/>
        <source>The preset file {file} could not be removed ({detail}).</source>
        <translation>Файл набора {file} не удалось удалить ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/presets.py" line="262"/>
        <source>The preset “{name}” could not be saved in {folder} ({detail}).</source>
        <translation>Набор «{name}» не удалось сохранить в {folder} ({detail}).</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="144"/>
        <source>must be one of {choices}, not {value}</source>
        <translation>должно быть одним из {choices}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="145"/>
        <source>must be a whole number (a JSON integer), not {value}</source>
        <translation>должно быть целым числом (целое JSON), а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="146"/>
        <source>must be true or false, not {value}</source>
        <translation>должно быть true или false, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="147"/>
        <source>must be a whole number or null, not {value}</source>
        <translation>должно быть целым числом или null, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="148"/>
        <source>must be at least {minimum}, not {value}</source>
        <translation>должно быть не меньше {minimum}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="149"/>
        <source>must be from {minimum} to {maximum}, not {value}</source>
        <translation>должно быть от {minimum} до {maximum}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="150"/>
        <source>must be a JSON object, not {value}</source>
        <translation>должно быть объектом JSON, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="151"/>
        <source>must be a list, not {value}</source>
        <translation>должно быть списком, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="152"/>
        <source>is not a rules key</source>
        <translation>такого ключа в правилах нет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="153"/>
        <source>is not a premium key (a premium has event, kush_multiple and, for a series, n)</source>
        <translation>такого ключа у наживки нет (у наживки есть event, kush_multiple и, для серии, n)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="155"/>
        <source>is required for a {event} premium</source>
        <translation>обязателен для наживки {event}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="156"/>
        <source>belongs only to a series premium, not to {event}</source>
        <translation>бывает только у наживки series, не у {event}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="157"/>
        <source>repeats an earlier premium row with the same event and n</source>
        <translation>повторяет прежнюю строку наживки с тем же событием и n</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="158"/>
        <source>hocly needs plié half: it says when a plié still takes the whole kush</source>
        <translation>хокли требует «плие пополам»: оно говорит, когда плие всё же берёт весь куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="159"/>
        <source>the initial kush {value} must divide by {divisor} because {reason}</source>
        <translation>начальный куш {value} должен делиться на {divisor}, потому что {reason}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="160"/>
        <source>the bank {bank} must cover at least the initial kush {kush}</source>
        <translation>банк {bank} должен покрывать хотя бы начальный куш {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="161"/>
        <source>each player&apos;s capital {capital} must cover the bank {bank}</source>
        <translation>капитал игрока {capital} должен покрывать банк {bank}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="162"/>
        <source>each player&apos;s capital {capital} must cover at least the initial kush {kush}</source>
        <translation>капитал игрока {capital} должен покрывать хотя бы начальный куш {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="163"/>
        <source>each punter&apos;s capital {capital} must cover the contribution {contribution} and still leave him the initial kush {kush}</source>
        <translation>капитал понтёра {capital} должен покрывать взнос {contribution} и оставлять ему ещё начальный куш {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="165"/>
        <source>the banker&apos;s share {share} of the family bank (punters: {punters}, each paying {contribution}) is above his capital {capital}</source>
        <translation>доля банкомёта {share} в семейном банке (понтёров: {punters}, взнос каждого {contribution}) больше его капитала {capital}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="167"/>
        <source>the family bank must cover the initial kush {kush} even with one punter at the table, but his contribution {contribution} and the banker&apos;s share make only {bank}</source>
        <translation>семейный банк должен покрывать начальный куш {kush} даже при одном понтёре за столом, а его взнос {contribution} и доля банкомёта дают только {bank}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="169"/>
        <source>the rules must be a JSON object, not {value}</source>
        <translation>правила должны быть объектом JSON, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="170"/>
        <location filename="../../shtoss_desktop/storage/settings.py" line="184"/>
        <source>is not valid JSON: {detail}</source>
        <translation>это не JSON: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="177"/>
        <source>is empty: there is no JSON value in it</source>
        <translation>пуст: в нём нет значения JSON</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="178"/>
        <source>is too large: {size} bytes, more than the {limit} bytes allowed</source>
        <translation>слишком велик: {size} байт, больше допустимых {limit} байт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="179"/>
        <source>is not UTF-8 text (byte {offset})</source>
        <translation>не является текстом в UTF-8 (байт {offset})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="180"/>
        <source>is UTF-16 text, not UTF-8: save it as UTF-8</source>
        <translation>записан в UTF-16, а не в UTF-8: сохраните его в UTF-8</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="181"/>
        <source>is not valid JSON: line {line} column {column}: {detail}</source>
        <translation>не является правильным JSON: строка {line}, столбец {column}: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="182"/>
        <source>is not valid JSON: the key {name} appears twice in one object</source>
        <translation>не является правильным JSON: ключ {name} встречается в одном объекте дважды</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="183"/>
        <source>is not valid JSON: line {line} column {column}: {name} is not a JSON value</source>
        <translation>не является правильным JSON: строка {line}, столбец {column}: {name} — не значение JSON</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="185"/>
        <source>nests deeper than {limit} levels (line {line} column {column})</source>
        <translation>вложен глубже {limit} уровней (строка {line}, столбец {column})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="186"/>
        <source>has an integer with more than {limit} digits (line {line} column {column})</source>
        <translation>содержит целое число длиннее {limit} цифр (строка {line}, столбец {column})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="187"/>
        <source>has a number too large to hold (line {line} column {column})</source>
        <translation>содержит число, слишком большое для хранения (строка {line}, столбец {column})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="192"/>
        <source>lob half</source>
        <translation>в лоб полкуша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="193"/>
        <source>gorka half</source>
        <translation>с горки полкуша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="194"/>
        <source>plié half</source>
        <translation>плие пополам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="196"/>
        <source>a half option is on ({names})</source>
        <translation>включено условие «пол-куша» ({names})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="197"/>
        <source>counting in thirds is on</source>
        <translation>включён счёт третями</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="198"/>
        <source>{first} and {second}</source>
        <translation>{first} и {second}</translation>
    </message>
    <message>
        <source>there is no built-in preset {preset!r} (the presets are {known})</source>
        <translation>встроенного набора правил {preset!r} нет (есть наборы {known})</translation>
    </message>
    <message>
        <source>has a lone surrogate {code} in a string, which no text may hold (line {line} column {column})</source>
        <translation>содержит в строке одиночный суррогат {code}, недопустимый в тексте (строка {line}, столбец {column})</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="288"/>
        <source>{name}: the value is not text</source>
        <translation>{name}: значение — не текст</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="298"/>
        <source>{name}: the value is not a JSON list</source>
        <translation>{name}: значение — не список JSON</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="304"/>
        <source>{name}: the value is not base64</source>
        <translation>{name}: значение — не base64</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="311"/>
        <source>{name}: {value} is not an acceptable value</source>
        <translation>{name}: {value} — недопустимое значение</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="320"/>
        <source>it cannot be read ({detail})</source>
        <translation>он не читается ({detail})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="322"/>
        <source>it {problem}</source>
        <translation>он {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="326"/>
        <source>it is not UTF-8 text (byte {offset})</source>
        <translation>это не текст UTF-8 (байт {offset})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="328"/>
        <source>it contains binary data</source>
        <translation>в нём двоичные данные</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="336"/>
        <source>line {line} is not a setting</source>
        <translation>строка {line} — не настройка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="370"/>
        <source>The settings file {path} could not be used: {problem}.</source>
        <translation>Файл настроек {path} не годится: {problem}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="385"/>
        <source>The settings file {path} had bad values: {problems}.</source>
        <translation>В файле настроек {path} были неверные значения: {problems}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="406"/>
        <source>It could not be renamed aside ({detail}).</source>
        <translation>Отложить его под другим именем не удалось ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="409"/>
        <source>Those settings are back to their defaults; the old file was kept as {aside}.</source>
        <translation>Эти настройки вернулись к исходным; старый файл сохранён как {aside}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="430"/>
        <source>the file cannot be written (a full disk, or a folder that is read-only or missing?)</source>
        <translation>файл нельзя записать (диск заполнен, папка только для чтения или её нет?)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="444"/>
        <source>The settings could not be saved to {path}: {problem}. The game goes on with them; they will be saved when the file can be written.</source>
        <translation>Настройки не удалось сохранить в {path}: {problem}. Игра идёт с ними; они будут сохранены, когда файл можно будет записать.</translation>
    </message>
</context>
</TS>
