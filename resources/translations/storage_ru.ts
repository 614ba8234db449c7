<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>storage</name>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="37"/>
        <source>The settings file {path} could not be used: {problem}.</source>
        <translation>Файл настроек {path} не годится: {problem}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="39"/>
        <source>The settings file {path} had bad values: {problems}.</source>
        <translation>В файле настроек {path} были неверные значения: {problems}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="41"/>
        <source>{problem} Those settings are back to their defaults; the old file was kept as {aside}.</source>
        <translation>{problem} Эти настройки вернулись к исходным; старый файл сохранён как {aside}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="43"/>
        <source>{problem} It could not be renamed aside ({detail}).</source>
        <translation>{problem} Отложить его под другим именем не удалось ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="44"/>
        <source>it cannot be read ({detail})</source>
        <translation>он не читается ({detail})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="45"/>
        <source>it is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="46"/>
        <source>it {problem}</source>
        <translation>он {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="47"/>
        <source>it is not UTF-8 text (byte {offset})</source>
        <translation>это не текст UTF-8 (байт {offset})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="48"/>
        <source>it contains binary data</source>
        <translation>в нём двоичные данные</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="49"/>
        <source>line {line} is not a setting</source>
        <translation>строка {line} — не настройка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="50"/>
        <source>it is not a JSON object</source>
        <translation>это не объект JSON</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="51"/>
        <source>{name}: the value is not text</source>
        <translation>{name}: значение — не текст</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="52"/>
        <source>{name}: the value is not a JSON list</source>
        <translation>{name}: значение — не список JSON</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="53"/>
        <source>{name}: the value is not base64</source>
        <translation>{name}: значение — не base64</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="54"/>
        <source>{name}: {value} is not an acceptable value</source>
        <translation>{name}: {value} — недопустимое значение</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="55"/>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="56"/>
        <source>{name}: must be house rules, not {actual}</source>
        <translation>{name}: должны быть правила дома, а не {actual}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="57"/>
        <source>{name}: must be casino rules, not {actual}</source>
        <translation>{name}: должны быть правила казино, а не {actual}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="58"/>
        <source>{name}: must be at most {limit} bytes</source>
        <translation>{name}: не больше {limit} байт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="59"/>
        <source>{name}: must be a list of style keys</source>
        <translation>{name}: должен быть список ключей манер игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="60"/>
        <source>{name}: at most {limit} seats, not {count}</source>
        <translation>{name}: не больше {limit} мест, а не {count}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="61"/>
        <source>{name}: {value} is not a style key</source>
        <translation>{name}: {value} — не ключ манеры игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="62"/>
        <source>{name}: must be text, not {actual}</source>
        <translation>{name}: должен быть текст, а не {actual}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="63"/>
        <source>{name}: must be one of {choices}, not {value}</source>
        <translation>{name}: должно быть одним из {choices}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="64"/>
        <source>{name}: {value} is neither a theme name nor svg: and the path of an SVG deck</source>
        <translation>{name}: {value} — ни название колоды, ни svg: с путём к колоде SVG</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="66"/>
        <source>{name}: must be one line of 1 to {limit} characters</source>
        <translation>{name}: должна быть одна строка от 1 до {limit} знаков</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="67"/>
        <source>{name}: the text holds a broken character (a lone surrogate, {code}) at {position}</source>
        <translation>{name}: в тексте испорченный знак (одиночный суррогат, {code}) на месте {position}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="69"/>
        <source>{name}: must be a whole number, not {actual}</source>
        <translation>{name}: должно быть целое число, а не {actual}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="70"/>
        <source>{name}: must be from {minimum} to {maximum}, not {value}</source>
        <translation>{name}: должно быть от {minimum} до {maximum}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="72"/>
        <source>{name}: must be true or false, not {actual}</source>
        <translation>{name}: должно быть «да» или «нет» (true или false), а не {actual}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="73"/>
        <source>The settings could not be saved to {path}: {problem}. The game goes on with them; they will be saved when the file can be written.</source>
        <translation>Настройки не удалось сохранить в {path}: {problem}. Игра идёт с ними; они будут сохранены, когда файл можно будет записать.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="76"/>
        <source>the file cannot be written (a full disk, or a folder that is read-only or missing?)</source>
        <translation>файл нельзя записать (диск заполнен, папка только для чтения или её нет?)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="78"/>
        <source>{detail}</source>
        <translation>{detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="79"/>
        <source>The casino settings in {path} could not be used ({problem}); they are kept as {aside}.</source>
        <translation>Настройки казино в {path} нельзя использовать ({problem}); файл сохранён как {aside}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="81"/>
        <source>The casino settings in {path} could not be used ({problem}); the file could not be renamed aside either ({detail}).</source>
        <translation>Настройки казино в {path} нельзя использовать ({problem}); отложить файл под другим именем тоже не удалось ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="84"/>
        <source>The casino settings in {path} were taken over, but the file could not be moved aside ({detail}): it will be read again at the next start.</source>
        <translation>Настройки казино из {path} перенесены, но отложить файл не удалось ({detail}): при следующем запуске он будет прочитан снова.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="87"/>
        <source>A preset needs a name.</source>
        <translation>У набора должно быть название.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="88"/>
        <source>A preset name may have at most {count} characters.</source>
        <translation>Название набора — не длиннее {count} знаков.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="89"/>
        <source>A preset name may not contain control characters.</source>
        <translation>В названии набора не может быть управляющих символов.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="90"/>
        <source>A preset name may not contain a broken character (a lone surrogate, {code}).</source>
        <translation>В названии набора не может быть испорченного знака (одиночного суррогата, {code}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="92"/>
        <source>it must be a JSON object with exactly the keys &quot;name&quot; and &quot;rules&quot;</source>
        <translation>это должен быть объект JSON ровно с ключами &quot;name&quot; и &quot;rules&quot;</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="94"/>
        <source>its &quot;name&quot; must be text</source>
        <translation>его &quot;name&quot; должно быть текстом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="95"/>
        <source>rules.{problem}</source>
        <translation>rules.{problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="96"/>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="97"/>
        <source>another preset file already has the name “{name}”</source>
        <translation>у другого файла наборов уже есть название «{name}»</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="99"/>
        <source>The presets folder {folder} cannot be read ({detail}).</source>
        <translation>Папка наборов {folder} не читается ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="101"/>
        <source>The preset file {file} could not be read: {problem}. It was kept as {aside}.</source>
        <translation>Файл набора {file} не прочитан: {problem}. Он сохранён как {aside}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="103"/>
        <source>The preset file {file} could not be read: {problem}. It could not be renamed aside either ({detail}).</source>
        <translation>Файл набора {file} не прочитан: {problem}. Отложить его под другим именем тоже не удалось ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="106"/>
        <source>There is no preset called “{name}”.</source>
        <translation>Набора «{name}» нет.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="107"/>
        <source>There is already a preset called “{name}”.</source>
        <translation>Набор «{name}» уже есть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="108"/>
        <source>The preset “{name}” could not be renamed ({detail}).</source>
        <translation>Набор «{name}» не удалось переименовать ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="110"/>
        <source>The preset file {file} could not be removed ({detail}).</source>
        <translation>Файл набора {file} не удалось удалить ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="112"/>
        <source>The preset “{name}” could not be saved in {folder} ({detail}).</source>
        <translation>Набор «{name}» не удалось сохранить в {folder} ({detail}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="117"/>
        <source>{name} (copy)</source>
        <translation>{name} (копия)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/storage_messages.py" line="118"/>
        <source>{name} (copy {number})</source>
        <translation>{name} (копия {number})</translation>
    </message>
</context>
</TS>
