<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="121"/>
        <source>Deck and table</source>
        <translation>Колода и стол</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="121"/>
        <source>Who sits at the table, and the deck everyone plays with.</source>
        <translation>Кто сидит за столом и какой колодой играют.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="124"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="124"/>
        <source>Amounts are whole chips. Every player, the banker included, starts with the capital.</source>
        <translation>Суммы — в целых фишках. Каждый игрок, банкомёт тоже, начинает с капиталом.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="127"/>
        <source>Abzug conditions</source>
        <translation>Абцужные условия</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="127"/>
        <source>Абцужные условия soften the banker&apos;s advantage at particular cards of the deal.</source>
        <translation>Абцужные условия смягчают преимущество банкомёта на отдельных картах метки.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="130"/>
        <source>Counting in thirds</source>
        <translation>Счёт третями</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="130"/>
        <source>The suit of the deciding card sets how much of the kush changes hands.</source>
        <translation>Масть решающей карты определяет, какая доля куша переходит из рук в руки.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="133"/>
        <source>Plié and the last card</source>
        <translation>Плие и последняя карта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="133"/>
        <source>The pharaon rules. A plié is two cards of one rank in one abzug.</source>
        <translation>Правила фараона. Плие — две карты одного достоинства в одном абцуге.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="136"/>
        <source>Raising and paroli</source>
        <translation>Увеличение куша и пароли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="136"/>
        <source>How a punter who has won may let his stake grow.</source>
        <translation>Как выигравший понтёр может увеличивать ставку.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="139"/>
        <source>Premiums</source>
        <translation>Наживка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="139"/>
        <source>Premiums (с наживкой) are paid by the bank on top of a card&apos;s own winnings.</source>
        <translation>Наживку банк платит сверх выигрыша самой карты.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="142"/>
        <source>Bank</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="142"/>
        <source>Who puts up the bank, and when it passes to the next player.</source>
        <translation>Кто закладывает банк и когда он переходит к следующему игроку.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="145"/>
        <source>Talia</source>
        <translation>Талья</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="145"/>
        <source>The way of Pushkin&apos;s time: one deck dealt through, with stakes between abzugs.</source>
        <translation>Как при Пушкине: колода мечется до конца, ставки — между абцугами.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="203"/>
        <source>Banker&apos;s edge on a fresh card: {percent}% of the kush (exactly {fraction})</source>
        <translation>Преимущество банкомёта на свежей карте: {percent}% куша (точно {fraction})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="206"/>
        <source>Punters&apos; edge on a fresh card: {percent}% of the kush (exactly {fraction}): these rules favour the punters</source>
        <translation>Преимущество понтёров на свежей карте: {percent}% куша (точно {fraction}): эти правила выгодны понтёрам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="208"/>
        <source>An even game on a fresh card: neither side has an edge</source>
        <translation>Равная игра на свежей карте: ни у кого нет преимущества</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_editors.py" line="125"/>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_editors.py" line="126"/>
        <source>Series length</source>
        <translation>Длина серии</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_editors.py" line="127"/>
        <source>Multiple of the kush</source>
        <translation>Сколько кушей</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_editors.py" line="137"/>
        <source>Add a premium</source>
        <translation>Добавить наживку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_editors.py" line="139"/>
        <source>Remove the selected premium</source>
        <translation>Убрать выбранную наживку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_editors.py" line="192"/>
        <source> × kush</source>
        <translation> × куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_editors.py" line="260"/>
        <source>Seat {number}</source>
        <translation>Место {number}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="121"/>
        <source>House rules</source>
        <translation>Правила дома</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="134"/>
        <source>Rules of shtoss…</source>
        <translation>Правила штосса…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="48"/>
        <source>&amp;Preset:</source>
        <translation>&amp;Набор правил:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="69"/>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="70"/>
        <source>Save the current settings as a preset of your own</source>
        <translation>Сохранить текущие настройки как свой набор правил</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="72"/>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="73"/>
        <source>Rename this preset of yours</source>
        <translation>Переименовать этот ваш набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="74"/>
        <source>Duplicate</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="75"/>
        <source>Make a copy of this preset that you can change</source>
        <translation>Сделать копию этого набора, которую можно менять</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="77"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="78"/>
        <source>Delete this preset of yours</source>
        <translation>Удалить этот ваш набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="138"/>
        <source>Import…</source>
        <translation>Загрузить…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="138"/>
        <source>Read the rules from a rules file (JSON)</source>
        <translation>Прочитать правила из файла правил (JSON)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="140"/>
        <source>Export…</source>
        <translation>Выгрузить…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="140"/>
        <source>Write the current rules to a rules file (JSON)</source>
        <translation>Записать текущие правила в файл правил (JSON)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="227"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;цветная&lt;/b&gt;&lt;/td&gt;&lt;td&gt;suited: the same suit&lt;/td&gt;&lt;td&gt;the whole kush&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;полуцветная&lt;/b&gt;&lt;/td&gt;&lt;td&gt;half-suited: the same colour&lt;/td&gt;&lt;td&gt;two thirds&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;простая&lt;/b&gt;&lt;/td&gt;&lt;td&gt;plain: the other colour&lt;/td&gt;&lt;td&gt;one third&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;цветная&lt;/b&gt;&lt;/td&gt;&lt;td&gt;той же масти&lt;/td&gt;&lt;td&gt;весь куш&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;полуцветная&lt;/b&gt;&lt;/td&gt;&lt;td&gt;того же цвета&lt;/td&gt;&lt;td&gt;две трети&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;простая&lt;/b&gt;&lt;/td&gt;&lt;td&gt;другого цвета&lt;/td&gt;&lt;td&gt;треть&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="238"/>
        <source>On</source>
        <translation>Да</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="255"/>
        <source>never refuses</source>
        <translation>без отказа</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="256"/>
        <source> × initial kush</source>
        <translation> × начальный куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="274"/>
        <source>What does this mean?</source>
        <translation>Что это значит?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="147"/>
        <source>Custom settings (no preset)</source>
        <translation>Свои настройки (без набора)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="148"/>
        <source>Built-in presets (read-only)</source>
        <translation>Готовые наборы (не изменяются)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="152"/>
        <source>Your presets</source>
        <translation>Ваши наборы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="153"/>
        <source>Your presets: none yet (use Save as…)</source>
        <translation>Ваши наборы: пока нет (кнопка «Сохранить как…»)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="165"/>
        <source>Save preset</source>
        <translation>Сохранить набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="166"/>
        <source>Name of the new preset:</source>
        <translation>Название нового набора:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="172"/>
        <source>There is already a preset called “{name}”. Replace it?</source>
        <translation>Набор «{name}» уже есть. Заменить его?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="188"/>
        <source>Rename preset</source>
        <translation>Переименовать набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="190"/>
        <source>New name of “{name}”:</source>
        <translation>Новое название набора «{name}»:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="208"/>
        <source>Duplicate preset</source>
        <translation>Копировать набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="217"/>
        <source>Delete preset</source>
        <translation>Удалить набор</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_presets.py" line="218"/>
        <source>Delete the preset “{name}”? Its file is removed.</source>
        <translation>Удалить набор «{name}»? Его файл будет удалён.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="334"/>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="345"/>
        <source>Import a rules file</source>
        <translation>Загрузить файл правил</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="335"/>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="358"/>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Файлы правил (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_files.py" line="34"/>
        <source>The file {file} cannot be read: {detail}</source>
        <translation>Файл {file} не читается: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_files.py" line="37"/>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_files.py" line="41"/>
        <source>The file {file} {problem}. Nothing was changed.</source>
        <translation>Файл {file} {problem}. Ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_files.py" line="44"/>
        <source>the file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_files.py" line="45"/>
        <source>The rules file {file} was not loaded: {key}: {problem}. Nothing was changed.</source>
        <translation>Файл правил {file} не загружен: {key}: {problem}. Ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="357"/>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="371"/>
        <source>Export the rules</source>
        <translation>Выгрузить правила</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_files.py" line="56"/>
        <source>The file {file} cannot be written: the folder {folder} does not exist.</source>
        <translation>Файл {file} нельзя записать: папки {folder} нет.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_files.py" line="62"/>
        <source>The file {file} cannot be written: {detail}</source>
        <translation>Файл {file} не записывается: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="463"/>
        <source>Premium row {row}: {problem}</source>
        <translation>Наживка, строка {row}: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="487"/>
        <source>Fix this before OK: {page}: {problem}</source>
        <translation>Исправьте, прежде чем нажать OK: {page}: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="487"/>
        <source>Fix {count} problems before OK, first {page}: {problem}</source>
        <translation>Исправьте ошибки ({count}), прежде чем нажать OK; первая — {page}: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="505"/>
        <source>Banker&apos;s edge on a fresh card: — (fix the settings above)</source>
        <translation>Преимущество банкомёта на свежей карте: — (исправьте настройки)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="512"/>
        <source>Exact, for one card staked on a fresh {deck}-card deck, per unit of kush.</source>
        <translation>Точно, для одной карты на свежей колоде в {deck} карт, на единицу куша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="515"/>
        <source>Premiums are not counted in it.</source>
        <translation>Наживка сюда не входит.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="547"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="552"/>
        <source>A talia is being dealt. The new settings apply from the next talia; the current one ends under the old rules. Apply them?</source>
        <translation>Идёт талья. Новые настройки начнут действовать со следующей тальи; текущая доиграется по старым правилам. Применить их?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="555"/>
        <source>A game is in progress. The new settings apply from the next deal; the current deal ends under the old rules. Apply them?</source>
        <translation>Идёт игра. Новые настройки начнут действовать со следующей метки; текущая доиграется по старым правилам. Применить их?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_dialog.py" line="557"/>
        <source>Change the rules</source>
        <translation>Изменить правила</translation>
    </message>
</context>
<context>
    <name>SettingsOptions</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="34"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="34"/>
        <source>The cards in every player&apos;s deck: 52 (two to ace), 36 (six to ace) or 32 (seven to ace).</source>
        <translation>Карт в колоде каждого игрока: 52 (от двойки до туза), 36 (от шестёрки) или 32 (от семёрки).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="36"/>
        <source>Punters</source>
        <translation>Понтёры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="36"/>
        <source>How many punters stake against the bank: one is shtoss proper, several make a bank.</source>
        <translation>Сколько понтёров ставят против банка: один — собственно штосс, несколько — банк.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="38"/>
        <source>Computer players</source>
        <translation>Манера игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="39"/>
        <source>How each computer punter chooses his stakes.</source>
        <translation>Как каждый компьютерный понтёр выбирает ставки.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="40"/>
        <source>Initial kush</source>
        <translation>Начальный куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="41"/>
        <source>The smallest stake; a punter who names no stake plays it.</source>
        <translation>Наименьшая ставка; понтёр, не назвавший ставки, играет её.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="43"/>
        <source>Bank</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="43"/>
        <source>What the banker puts up from his capital; no stake may risk more than the bank.</source>
        <translation>Что банкомёт закладывает из своего капитала; ставки не могут рисковать больше банка.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="45"/>
        <source>Capital</source>
        <translation>Капитал</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="45"/>
        <source>Each player&apos;s money at the start, the banker&apos;s included.</source>
        <translation>Деньги каждого игрока в начале, банкомёта тоже.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="47"/>
        <source>Refusal threshold</source>
        <translation>Отказ в ставке</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="48"/>
        <source>The banker refuses a card whose kush is above this many initial kush.</source>
        <translation>Банкомёт отказывает карте, куш которой больше стольких начальных кушей.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="51"/>
        <source>Half kush on the lob</source>
        <translation>В лоб полкуша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="52"/>
        <source>A card killed by the first card (the lob) costs the punter half the kush.</source>
        <translation>Карта, убитая первой картой (лбом), стоит понтёру половину куша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="54"/>
        <source>Half kush from the hill</source>
        <translation>С горки полкуша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="55"/>
        <source>A card killed by the third card (“from the hill”) costs half the kush.</source>
        <translation>Карта, убитая третьей картой («с горки»), стоит половину куша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="58"/>
        <source>The eleventh card gives</source>
        <translation>В одиннадцать</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="59"/>
        <source>A card killed by the eleventh card counts as given: the punter is paid.</source>
        <translation>Карта, убитая одиннадцатой картой, считается данной: понтёру платят.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="63"/>
        <source>Thirteenth card suited</source>
        <translation>Тринадцатая в масть</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="64"/>
        <source>A card decided by the thirteenth card of its own suit is the punter&apos;s, paid double.</source>
        <translation>Карта, решённая тринадцатой картой своей масти, — понтёра, и платят вдвойне.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="66"/>
        <source>Counting in thirds</source>
        <translation>Счёт третями</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="67"/>
        <source>Same suit: the whole kush; same colour: two thirds; other colour: one third.</source>
        <translation>Та же масть — весь куш; тот же цвет — две трети; другой цвет — треть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="70"/>
        <source>Plié half</source>
        <translation>Плие пополам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="70"/>
        <source>When both cards of an abzug have one rank, the banker takes only half the kush.</source>
        <translation>Когда обе карты абцуга одного достоинства, банкомёт берёт лишь половину куша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="72"/>
        <source>Hocly</source>
        <translation>Хокли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="72"/>
        <source>With plié half: a plié in the last abzug still takes the whole kush.</source>
        <translation>При «плие пополам»: плие в последнем абцуге берёт весь куш.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="74"/>
        <source>Last card void</source>
        <translation>Последняя карта не в счёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="75"/>
        <source>A card decided by the last card of the deck neither wins nor loses.</source>
        <translation>Карта, решённая последней картой колоды, не выигрывает и не проигрывает.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="77"/>
        <source>Talia</source>
        <translation>Талья</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="77"/>
        <source>The banker deals one deck through, stopping after every abzug for new stakes.</source>
        <translation>Банкомёт мечет колоду до конца, останавливаясь после каждого абцуга для новых ставок.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="79"/>
        <source>Paroli</source>
        <translation>Пароли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="79"/>
        <source>After a win the punter may bend a corner and let the whole pile ride.</source>
        <translation>После выигрыша понтёр может загнуть угол и оставить всю кучу на карте.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="81"/>
        <source>Most corners</source>
        <translation>Углы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="81"/>
        <source>How many corners one card may have: paroli, paroli-pe, and so on.</source>
        <translation>Сколько углов можно загнуть на одной карте: пароли, пароли-пе и так далее.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="83"/>
        <source>Pair bets</source>
        <translation>Пара</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="83"/>
        <source>Two cards of one rank staked together: the pair wins and loses double.</source>
        <translation>Две карты одного достоинства ставятся вместе: пара выигрывает и проигрывает вдвойне.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="85"/>
        <source>Raise after a win</source>
        <translation>Увеличение куша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="86"/>
        <source>A punter who won may raise his next kush, up to double after a full win.</source>
        <translation>Выигравший понтёр может увеличить следующий куш, до двойного после полного выигрыша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="89"/>
        <source>Free kush</source>
        <translation>Вольный куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="89"/>
        <source>The banker may not refuse a raised kush.</source>
        <translation>Банкомёт не может отказать увеличенному кушу.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="91"/>
        <source>Premiums</source>
        <translation>С наживкой</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="91"/>
        <source>Extra payments from the bank on top of what a card wins.</source>
        <translation>Доплаты из банка сверх выигрыша карты.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="93"/>
        <source>Who puts up the bank</source>
        <translation>Закладка банка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="94"/>
        <source>The banker alone, or every player pays in (the family bank).</source>
        <translation>Один банкомёт, или вносят все игроки (семейный банк).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="96"/>
        <source>Contribution</source>
        <translation>Взнос</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="96"/>
        <source>What each punter pays into a family bank.</source>
        <translation>Сколько каждый понтёр вносит в семейный банк.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="98"/>
        <source>Banker&apos;s share</source>
        <translation>Доля банкомёта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="99"/>
        <source>What the banker adds to a family bank.</source>
        <translation>Сколько банкомёт добавляет в семейный банк.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="100"/>
        <source>Bank rotation</source>
        <translation>Переход банка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="101"/>
        <source>When the bank passes to the next player.</source>
        <translation>Когда банк переходит к следующему игроку.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="156"/>
        <source>52 cards: two to ace</source>
        <translation>52 карты: от двойки до туза</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="157"/>
        <source>36 cards: six to ace</source>
        <translation>36 карт: от шестёрки до туза</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="158"/>
        <source>32 cards: seven to ace</source>
        <translation>32 карты: от семёрки до туза</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="159"/>
        <source>The banker (банкомёт)</source>
        <translation>Банкомёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="160"/>
        <source>Contributions from everyone (семейный банк)</source>
        <translation>Взносы всех игроков (семейный банк)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="162"/>
        <source>As much as all the punters together (half the bank)</source>
        <translation>Столько же, сколько все понтёры вместе (полбанка)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="164"/>
        <source>The same as one punter</source>
        <translation>Столько же, сколько один понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="165"/>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="166"/>
        <source>After every deal (мечут поочерёдно)</source>
        <translation>После каждой метки (мечут поочерёдно)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="168"/>
        <source>When the bank is broken (банк сорван)</source>
        <translation>Когда банк сорван</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="173"/>
        <source>Sonik won (угадал соника)</source>
        <translation>Угадал соника</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="174"/>
        <source>Every card of a deal given</source>
        <translation>Выиграна вся метка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/rules_texts.py" line="175"/>
        <source>A series of given cards</source>
        <translation>Серия данных карт</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="276"/>
        <source>must be one of {choices}, not {value}</source>
        <translation>должно быть одним из {choices}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="277"/>
        <source>must be a whole number (a JSON integer), not {value}</source>
        <translation>должно быть целым числом (целое JSON), а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="278"/>
        <source>must be true or false, not {value}</source>
        <translation>должно быть true или false, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="279"/>
        <source>must be a whole number or null, not {value}</source>
        <translation>должно быть целым числом или null, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="280"/>
        <source>must be at least {minimum}, not {value}</source>
        <translation>должно быть не меньше {minimum}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="281"/>
        <source>must be from {minimum} to {maximum}, not {value}</source>
        <translation>должно быть от {minimum} до {maximum}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="288"/>
        <source>must be a JSON object, not {value}</source>
        <translation>должно быть объектом JSON, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="289"/>
        <source>must be a list, not {value}</source>
        <translation>должно быть списком, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="290"/>
        <source>is not a rules key</source>
        <translation>такого ключа в правилах нет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="291"/>
        <source>is not a premium key (a premium has event, kush_multiple and, for a series, n)</source>
        <translation>такого ключа у наживки нет (у наживки есть event, kush_multiple и, для серии, n)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="295"/>
        <source>is required for a {event} premium</source>
        <translation>обязателен для наживки {event}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="296"/>
        <source>belongs only to a series premium, not to {event}</source>
        <translation>бывает только у наживки series, не у {event}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="297"/>
        <source>repeats an earlier premium row with the same event and n</source>
        <translation>повторяет прежнюю строку наживки с тем же событием и n</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="301"/>
        <source>hocly needs plié half: it says when a plié still takes the whole kush</source>
        <translation>хокли требует «плие пополам»: оно говорит, когда плие всё же берёт весь куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="305"/>
        <source>the initial kush {value} must divide by {divisor} because {reason}</source>
        <translation>начальный куш {value} должен делиться на {divisor}, потому что {reason}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="309"/>
        <source>the bank {bank} must cover at least the initial kush {kush}</source>
        <translation>банк {bank} должен покрывать хотя бы начальный куш {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="313"/>
        <source>each player&apos;s capital {capital} must cover the bank {bank}</source>
        <translation>капитал игрока {capital} должен покрывать банк {bank}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="317"/>
        <source>each player&apos;s capital {capital} must cover at least the initial kush {kush}</source>
        <translation>капитал игрока {capital} должен покрывать хотя бы начальный куш {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="321"/>
        <source>each punter&apos;s capital {capital} must cover the contribution {contribution} and still leave him the initial kush {kush}</source>
        <translation>капитал понтёра {capital} должен покрывать взнос {contribution} и оставлять ему ещё начальный куш {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="326"/>
        <source>the banker&apos;s share {share} of the family bank (punters: {punters}, each paying {contribution}) is above his capital {capital}</source>
        <translation>доля банкомёта {share} в семейном банке (понтёров: {punters}, взнос каждого {contribution}) больше его капитала {capital}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="331"/>
        <source>the family bank must cover the initial kush {kush} even with one punter at the table, but his contribution {contribution} and the banker&apos;s share make only {bank}</source>
        <translation>семейный банк должен покрывать начальный куш {kush} даже при одном понтёре за столом, а его взнос {contribution} и доля банкомёта дают только {bank}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="336"/>
        <source>the rules must be a JSON object, not {value}</source>
        <translation>правила должны быть объектом JSON, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="361"/>
        <source>is not valid JSON: {detail}</source>
        <translation>это не JSON: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="345"/>
        <source>is empty: there is no JSON value in it</source>
        <translation>пуст: в нём нет значения JSON</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="346"/>
        <source>is too large: {size} bytes, more than the {limit} bytes allowed</source>
        <translation>слишком велик: {size} байт, больше допустимых {limit} байт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="350"/>
        <source>is not UTF-8 text (byte {offset})</source>
        <translation>не является текстом в UTF-8 (байт {offset})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="351"/>
        <source>is UTF-16 text, not UTF-8: save it as UTF-8</source>
        <translation>записан в UTF-16, а не в UTF-8: сохраните его в UTF-8</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="352"/>
        <source>is not valid JSON: line {line} column {column}: {detail}</source>
        <translation>не является правильным JSON: строка {line}, столбец {column}: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="353"/>
        <source>is not valid JSON: the key {name} appears twice in one object</source>
        <translation>не является правильным JSON: ключ {name} встречается в одном объекте дважды</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="357"/>
        <source>is not valid JSON: line {line} column {column}: {name} is not a JSON value</source>
        <translation>не является правильным JSON: строка {line}, столбец {column}: {name} — не значение JSON</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="362"/>
        <source>nests deeper than {limit} levels (line {line} column {column})</source>
        <translation>вложен глубже {limit} уровней (строка {line}, столбец {column})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="363"/>
        <source>has an integer with more than {limit} digits (line {line} column {column})</source>
        <translation>содержит целое число длиннее {limit} цифр (строка {line}, столбец {column})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="367"/>
        <source>has a number too large to hold (line {line} column {column})</source>
        <translation>содержит число, слишком большое для хранения (строка {line}, столбец {column})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="378"/>
        <source>lob half</source>
        <translation>в лоб полкуша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="379"/>
        <source>gorka half</source>
        <translation>с горки полкуша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="380"/>
        <source>plié half</source>
        <translation>плие пополам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="383"/>
        <source>a half option is on ({names})</source>
        <translation>включено условие «пол-куша» ({names})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="381"/>
        <source>counting in thirds is on</source>
        <translation>включён счёт третями</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="384"/>
        <source>{first} and {second}</source>
        <translation>{first} и {second}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="337"/>
        <source>there is no built-in preset {preset!r} (the presets are {known})</source>
        <translation>встроенного набора правил {preset!r} нет (есть наборы {known})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/settings.py" line="368"/>
        <source>has a lone surrogate {code} in a string, which no text may hold (line {line} column {column})</source>
        <translation>содержит в строке одиночный суррогат {code}, недопустимый в тексте (строка {line}, столбец {column})</translation>
    </message>
</context>
</TS>
