<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Journal</name>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="74"/>
        <source>The kept game {path} could not be resumed: {problem}.</source>
        <translation>Сохранённую игру {path} нельзя продолжить: {problem}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="75"/>
        <source>The file was renamed to {name} so that nothing is lost; a new game begins.</source>
        <translation>Файл переименован в {name}, чтобы ничего не пропало; начинается новая игра.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="77"/>
        <source>It could not be renamed ({error}); a new game begins, and the file is left as it is.</source>
        <translation>Переименовать его не удалось ({error}); начинается новая игра, а файл остаётся как есть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="79"/>
        <source>it is not a file</source>
        <translation>это не файл</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="80"/>
        <source>it cannot be read ({error})</source>
        <translation>его нельзя прочитать ({error})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="81"/>
        <source>it is too large ({size} bytes, more than {limit})</source>
        <translation>он слишком велик ({size} байт, больше {limit})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="82"/>
        <source>it holds no complete line</source>
        <translation>в нём нет ни одной полной строки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="83"/>
        <source>line {line} {problem}</source>
        <translation>строка {line}: {problem}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="84"/>
        <source>is longer than {limit} bytes</source>
        <translation>длиннее {limit} байт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="85"/>
        <source>it is not a Shtoss journal</source>
        <translation>это не журнал игры «Штосс»</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="86"/>
        <source>it is a journal of format {found}; this version reads format {wanted}</source>
        <translation>это журнал формата {found}; эта версия читает формат {wanted}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="88"/>
        <source>its first line has a bad {key}: {value}</source>
        <translation>в его первой строке неверное значение {key}: {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="89"/>
        <source>the rules in its first line are not valid: {detail}</source>
        <translation>правила в его первой строке неверны: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="90"/>
        <source>line {line} is not an action record (an object with action {number} and a list of events)</source>
        <translation>строка {line} — не запись хода (объект с action {number} и списком событий)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="92"/>
        <source>line {line}: {detail}</source>
        <translation>строка {line}: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="93"/>
        <source>it does not begin with the players sitting down</source>
        <translation>он не начинается с того, что игроки садятся за стол</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="94"/>
        <source>its players do not match the setup in its first line</source>
        <translation>его игроки не совпадают с составом, указанным в первой строке</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="95"/>
        <source>its records do not replay to a game ({detail})</source>
        <translation>его записи не воспроизводятся в игру ({detail})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="96"/>
        <source>its records replay to a table where money was made or lost from nothing</source>
        <translation>по его записям деньги за столом появляются или пропадают из ничего</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="98"/>
        <source>Another Shtoss window is keeping its game in {folder}: this game is not kept, and cannot be resumed if it is interrupted.</source>
        <translation>Другое окно «Штосса» сохраняет свою игру в {folder}: эта игра не сохраняется, и если её прервать, продолжить её будет нельзя.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="100"/>
        <source>The game cannot be kept in {folder}: {error}. Play goes on, but if the game is interrupted it cannot be resumed.</source>
        <translation>Игру нельзя сохранять в {folder}: {error}. Игра продолжается, но если её прервать, продолжить её будет нельзя.</translation>
    </message>
    <message>
        <source>a record must be a JSON object, not {value}</source>
        <translation>запись должна быть объектом JSON, а не {value}</translation>
    </message>
    <message>
        <source>{kind} is not a kind of record</source>
        <translation>{kind} — не вид записи</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="107"/>
        <source>a {expected} record was expected, not {kind}</source>
        <translation>ожидалась запись {expected}, а не {kind}</translation>
    </message>
    <message>
        <source>the {kind} record has no {field}</source>
        <translation>в записи {kind} нет {field}</translation>
    </message>
    <message>
        <source>the {kind} record has a key {field} it does not know</source>
        <translation>в записи {kind} есть неизвестный ключ {field}</translation>
    </message>
    <message>
        <source>the {kind} record&apos;s {field} must be {expected}, not {value}</source>
        <translation>в записи {kind} поле {field} должно быть: {expected}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="111"/>
        <source>the {kind} record&apos;s rules are not valid: {detail}</source>
        <translation>правила в записи {kind} неверны: {detail}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="112"/>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="113"/>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="114"/>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="115"/>
        <source>a card written like 7D</source>
        <translation>карта в записи вроде 7D</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="116"/>
        <source>a fraction written like 1/2</source>
        <translation>дробь в записи вроде 1/2</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="117"/>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/storage/journal.py" line="118"/>
        <source>a list of two items</source>
        <translation>список из двух элементов</translation>
    </message>
    <message>
        <source>a session&apos;s log starts with the players sitting down</source>
        <translation>запись игры начинается с того, что игроки садятся за стол</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="23"/>
        <source>you punt</source>
        <translation>вы понтируете</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="24"/>
        <source>you hold the bank</source>
        <translation>вы держите банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="25"/>
        <source>you watch the computer players</source>
        <translation>вы смотрите, как играют компьютерные игроки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="52"/>
        <source>Started {started}, last move {saved}.</source>
        <translation>Начата {started}, последний ход {saved}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="53"/>
        <source>Your part: {role}.</source>
        <translation>Ваша роль: {role}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="48"/>
        <source>Deal {deal}; {banker} holds the bank: {bank}.</source>
        <translation>Метка {deal}; банк держит {banker}: {bank}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="44"/>
        <source>Deal {deal}; you hold the bank: {bank}.</source>
        <translation>Метка {deal}; банк держите вы: {bank}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="55"/>
        <source>Balances: {balances}.</source>
        <translation>Деньги игроков: {balances}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="58"/>
        <source>On the table: {amount}.</source>
        <translation>На столе: {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="68"/>
        <source>Resume the game?</source>
        <translation>Продолжить игру?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="71"/>
        <source>A game was left unfinished. Resume it where it stopped?</source>
        <translation>Игра осталась незаконченной. Продолжить её с того места, где она остановилась?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="73"/>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="74"/>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="86"/>
        <source>Kept game</source>
        <translation>Сохранённая игра</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="94"/>
        <source>There was no unfinished game to resume: a new game has begun.</source>
        <translation>Незаконченной игры не было: началась новая игра.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="99"/>
        <source>The game resumes after its last complete move; the move under way when it stopped was not kept.</source>
        <translation>Игра продолжается после последнего завершённого хода; ход, прерванный остановкой, не сохранился.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/resume_dialog.py" line="105"/>
        <source>The unfinished game resumes where it stopped.</source>
        <translation>Незаконченная игра продолжается с того места, где остановилась.</translation>
    </message>
</context>
</TS>
