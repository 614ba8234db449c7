<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>storage</name>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="41"/>
        <source>The settings file {path} could not be used: {problem}.</source>
        <translation>Файл настроек {path} не годится: {problem}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="43"/>
        <source>The settings file {path} had bad values: {problems}.</source>
        <translation>В файле настроек {path} были неверные значения: {problems}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="45"/>
        <source>{problem} Those settings are back to their defaults; the old file was kept as {aside}.</source>
        <translation>{problem} Эти настройки вернулись к исходным; старый файл сохранён как {aside}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="47"/>
        <source>{problem} It could not be renamed aside ({detail}).</source>
        <translation>{problem} Отложить его под другим именем не удалось ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="48"/>
        <source>it cannot be read ({detail})</source>
        <translation>он не читается ({detail})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="49"/>
        <source>it is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="50"/>
        <source>it {problem}</source>
        <translation>он {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="51"/>
        <source>it is not UTF-8 text (byte {offset})</source>
        <translation>это не текст UTF-8 (байт {offset})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="52"/>
        <source>it contains binary data</source>
        <translation>в нём двоичные данные</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="53"/>
        <source>line {line} is not a setting</source>
        <translation>строка {line} — не настройка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="54"/>
        <source>it is not a JSON object</source>
        <translation>это не объект JSON</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="55"/>
        <source>{name}: the value is not text</source>
        <translation>{name}: значение — не текст</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="56"/>
        <source>{name}: the value is not a JSON list</source>
        <translation>{name}: значение — не список JSON</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="57"/>
        <source>{name}: the value is not base64</source>
        <translation>{name}: значение — не base64</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="58"/>
        <source>{name}: {value} is not an acceptable value</source>
        <translation>{name}: {value} — недопустимое значение</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="59"/>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="60"/>
        <source>{name}: must be house rules, not {actual}</source>
        <translation>{name}: должны быть правила дома, а не {actual}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="61"/>
        <source>{name}: must be casino rules, not {actual}</source>
        <translation>{name}: должны быть правила казино, а не {actual}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="62"/>
        <source>{name}: must be at most {limit} bytes</source>
        <translation>{name}: не больше {limit} байт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="63"/>
        <source>{name}: must be a list of style keys</source>
        <translation>{name}: должен быть список ключей манер игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="64"/>
        <source>{name}: at most {limit} seats, not {count}</source>
        <translation>{name}: не больше {limit} мест, а не {count}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="65"/>
        <source>{name}: {value} is not a style key</source>
        <translation>{name}: {value} — не ключ манеры игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="66"/>
        <source>{name}: must be text, not {actual}</source>
        <translation>{name}: должен быть текст, а не {actual}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="67"/>
        <source>{name}: must be one of {choices}, not {value}</source>
        <translation>{name}: должно быть одним из {choices}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="68"/>
        <source>{name}: {value} is neither a theme name nor svg: and the path of an SVG deck</source>
        <translation>{name}: {value} — ни название колоды, ни svg: с путём к колоде SVG</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="70"/>
        <source>{name}: must be one line of 1 to {limit} characters</source>
        <translation>{name}: должна быть одна строка от 1 до {limit} знаков</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="71"/>
        <source>{name}: the text holds a broken character (a lone surrogate, {code}) at {position}</source>
        <translation>{name}: в тексте испорченный знак (одиночный суррогат, {code}) на месте {position}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="73"/>
        <source>{name}: must be a whole number, not {actual}</source>
        <translation>{name}: должно быть целое число, а не {actual}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="74"/>
        <source>{name}: must be from {minimum} to {maximum}, not {value}</source>
        <translation>{name}: должно быть от {minimum} до {maximum}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="76"/>
        <source>{name}: must be true or false, not {actual}</source>
        <translation>{name}: должно быть «да» или «нет» (true или false), а не {actual}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="77"/>
        <source>The settings could not be saved to {path}: {problem}. The game goes on with them; they will be saved when the file can be written.</source>
        <translation>Настройки не удалось сохранить в {path}: {problem}. Игра идёт с ними; они будут сохранены, когда файл можно будет записать.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="80"/>
        <source>the file cannot be written (a full disk, or a folder that is read-only or missing?)</source>
        <translation>файл нельзя записать (диск заполнен, папка только для чтения или её нет?)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="82"/>
        <source>{detail}</source>
        <translation>{detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="83"/>
        <source>The casino settings in {path} could not be used ({problem}); they are kept as {aside}.</source>
        <translation>Настройки казино в {path} нельзя использовать ({problem}); файл сохранён как {aside}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="85"/>
        <source>The casino settings in {path} could not be used ({problem}); the file could not be renamed aside either ({detail}).</source>
        <translation>Настройки казино в {path} нельзя использовать ({problem}); отложить файл под другим именем тоже не удалось ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="88"/>
        <source>The casino settings in {path} were taken over, but the file could not be moved aside ({detail}): it will be read again at the next start.</source>
        <translation>Настройки казино из {path} перенесены, но отложить файл не удалось ({detail}): при следующем запуске он будет прочитан снова.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="91"/>
        <source>The kept game {path} could not be resumed: {problem}.</source>
        <translation>Сохранённую игру {path} нельзя продолжить: {problem}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="93"/>
        <source>The kept game {path} can be trusted only up to line {good}: {problem}.</source>
        <translation>Сохранённой игре {path} можно верить только до строки {good}: {problem}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="95"/>
        <source>{problem} The file was renamed {aside}, so that nothing is lost.</source>
        <translation>{problem} Файл переименован в {aside}, чтобы ничего не пропало.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="97"/>
        <source>{problem} It could not be renamed ({detail}) and is left as it is.</source>
        <translation>{problem} Переименовать его не удалось ({detail}), и он остаётся как есть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="127"/>
        <source>The statistics database {path} could not be used ({detail}): it was renamed {aside}, and the statistics are counted again from the archived games.</source>
        <translation>Базу статистики {path} нельзя использовать ({detail}): она переименована в {aside}, статистика заново подсчитывается по играм из архива.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="130"/>
        <source>The statistics database {path} could not be used ({detail}) nor renamed aside ({reason}): the statistics are not kept.</source>
        <translation>Базу статистики {path} нельзя ни использовать ({detail}), ни переименовать ({reason}): статистика не ведётся.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="133"/>
        <source>The statistics could not be written to {path}: {detail}.</source>
        <translation>Не удалось записать статистику в {path}: {detail}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="135"/>
        <source>The archived game {file} is not counted in the statistics: {problem}</source>
        <translation>Игра {file} из архива не учтена в статистике: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="137"/>
        <source>it was written by another version (its schema is {found}, this version&apos;s {wanted})</source>
        <translation>она записана другой версией (её схема {found}, у этой версии {wanted})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="99"/>
        <source>it is not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="100"/>
        <source>it is too large ({size} bytes, more than {limit})</source>
        <translation>он слишком велик ({size} байт, больше {limit})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="101"/>
        <source>it holds no complete line</source>
        <translation>в нём нет ни одной полной строки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="102"/>
        <source>line {line}: {problem}</source>
        <translation>строка {line}: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="103"/>
        <source>it is longer than {limit} bytes</source>
        <translation>она длиннее {limit} байт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="104"/>
        <source>it is not a Shtoss journal</source>
        <translation>это не журнал игры «Штосс»</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="105"/>
        <source>it is a journal of format {found}; this version reads formats 1 and {wanted}</source>
        <translation>это журнал формата {found}; эта версия читает форматы 1 и {wanted}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="107"/>
        <source>it keeps a game of {found}, not of {wanted}</source>
        <translation>в нём игра в {found}, а не в {wanted}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="108"/>
        <source>it holds its first line only, no move</source>
        <translation>в нём только первая строка и ни одного хода</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="109"/>
        <source>it has a key {key} that a journal&apos;s first line does not have</source>
        <translation>в ней есть ключ {key}, которого в первой строке журнала не бывает</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="111"/>
        <source>its {key} is not acceptable: {value}</source>
        <translation>в ней недопустимое значение {key}: {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="112"/>
        <source>its rules are not valid: {problem}</source>
        <translation>правила в ней неверны: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="113"/>
        <source>its table cannot be set up: {problem}</source>
        <translation>стол по ней не составить: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="114"/>
        <source>its players do not match its setup (the human&apos;s part and name, the computer players)</source>
        <translation>игроки в ней не совпадают с составом игры (роль и имя человека, компьютерные игроки)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="116"/>
        <source>it is not action {number}: an object with its number, its moves and its records</source>
        <translation>это не действие {number}: объект с его номером, ходами и записями</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="118"/>
        <source>it is not action {number} as release 0.1.0 wrote it</source>
        <translation>это не действие {number} в том виде, как его записывала версия 0.1.0</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="120"/>
        <source>it does not begin with the players sitting down</source>
        <translation>журнал не начинается с того, что игроки садятся за стол</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="121"/>
        <source>Another window is keeping its {game} game in {folder}: this game is not kept, and cannot be resumed if it is interrupted.</source>
        <translation>Другое окно сохраняет свою игру в {game} в {folder}: эта игра не сохраняется, и если её прервать, продолжить её будет нельзя.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="124"/>
        <source>The game cannot be kept in {path}: {detail}. Play goes on, but if the game is interrupted it cannot be resumed.</source>
        <translation>Игру нельзя сохранять в {path}: {detail}. Игра продолжается, но если её прервать, продолжить её будет нельзя.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="139"/>
        <source>A preset needs a name.</source>
        <translation>У набора должно быть название.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="140"/>
        <source>A preset name may have at most {count} characters.</source>
        <translation>Название набора — не длиннее {count} знаков.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="141"/>
        <source>A preset name may not contain control characters.</source>
        <translation>В названии набора не может быть управляющих символов.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="142"/>
        <source>A preset name may not contain a broken character (a lone surrogate, {code}).</source>
        <translation>В названии набора не может быть испорченного знака (одиночного суррогата, {code}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="144"/>
        <source>it must be a JSON object with exactly the keys &quot;name&quot; and &quot;rules&quot;</source>
        <translation>это должен быть объект JSON ровно с ключами &quot;name&quot; и &quot;rules&quot;</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="146"/>
        <source>its &quot;name&quot; must be text</source>
        <translation>его &quot;name&quot; должно быть текстом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="147"/>
        <source>rules.{problem}</source>
        <translation>rules.{problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="148"/>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="149"/>
        <source>another preset file already has the name “{name}”</source>
        <translation>у другого файла наборов уже есть название «{name}»</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="151"/>
        <source>The presets folder {folder} cannot be read ({detail}).</source>
        <translation>Папка наборов {folder} не читается ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="153"/>
        <source>The preset file {file} could not be read: {problem}. It was kept as {aside}.</source>
        <translation>Файл набора {file} не прочитан: {problem}. Он сохранён как {aside}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="155"/>
        <source>The preset file {file} could not be read: {problem}. It could not be renamed aside either ({detail}).</source>
        <translation>Файл набора {file} не прочитан: {problem}. Отложить его под другим именем тоже не удалось ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="158"/>
        <source>There is no preset called “{name}”.</source>
        <translation>Набора «{name}» нет.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="159"/>
        <source>There is already a preset called “{name}”.</source>
        <translation>Набор «{name}» уже есть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="160"/>
        <source>The preset “{name}” could not be renamed ({detail}).</source>
        <translation>Набор «{name}» не удалось переименовать ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="162"/>
        <source>The preset file {file} could not be removed ({detail}).</source>
        <translation>Файл набора {file} не удалось удалить ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="164"/>
        <source>The preset “{name}” could not be saved in {folder} ({detail}).</source>
        <translation>Набор «{name}» не удалось сохранить в {folder} ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="169"/>
        <source>{name} (copy)</source>
        <translation>{name} (копия)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="170"/>
        <source>{name} (copy {number})</source>
        <translation>{name} (копия {number})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="190"/>
        <source>shtoss</source>
        <translation>штосс</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="191"/>
        <source>casino stos</source>
        <translation>стос казино</translation>
    </message>
</context>
</TS>
