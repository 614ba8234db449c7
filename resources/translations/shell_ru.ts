<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="44"/>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="45"/>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="46"/>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="47"/>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="48"/>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="49"/>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="50"/>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="51"/>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="52"/>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="53"/>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="54"/>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="55"/>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="56"/>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="61"/>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="62"/>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="63"/>
        <source>diamonds</source>
        <translation>бубён</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="64"/>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/announcer.py" line="68"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/shortcuts_dialog.py" line="110"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/shortcuts_dialog.py" line="30"/>
        <source>Single keys work wherever the focus is. The digits type the kush, in the kush field or on your deck. Enter presses the button that has the focus (ringed), and on your deck chooses the card under the mark; Space never presses a button.</source>
        <translation>Одиночные клавиши действуют, где бы ни был фокус. Цифры набирают куш — в поле куша или на своей колоде. Enter нажимает кнопку с фокусом (в рамке), а на колоде выбирает карту под меткой; пробел кнопок никогда не нажимает.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/shortcuts_dialog.py" line="113"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/shortcuts_dialog.py" line="113"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="100"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="101"/>
        <source>Close the game</source>
        <translation>Закрыть игру</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="106"/>
        <source>Next card &amp;theme</source>
        <translation>Следующая &amp;колода</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="107"/>
        <source>Paint the cards with the next installed deck</source>
        <translation>Рисовать карты следующей установленной колодой</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="112"/>
        <source>&amp;Full screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="113"/>
        <source>Fill the screen with the table</source>
        <translation>Стол во весь экран</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="118"/>
        <source>&amp;Side views</source>
        <translation>&amp;Боковые панели</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="119"/>
        <source>Show or hide every view beside the table</source>
        <translation>Показать или скрыть все панели рядом со столом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="124"/>
        <source>&amp;Coach</source>
        <translation>&amp;Наставник</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="125"/>
        <source>Practice: before a stake, what it is worth and the best choice; after each decided one, why the money moved; to the banker, his figures</source>
        <translation>Учёба: перед ставкой — чего она стоит и какой выбор лучше; после каждой решённой — почему перешли деньги; банкомёту — его цифры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="132"/>
        <source>&amp;Pace for a screen reader</source>
        <translation>&amp;Темп для чтения с экрана</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="133"/>
        <source>Before each move of the computer players (each abzug, each turn), wait until the screen reader has had time to read what the table said</source>
        <translation>Перед каждым ходом компьютерных игроков (каждым абцугом) ждать, пока программа чтения с экрана успеет прочесть то, что сказал стол</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="140"/>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Сочетания клавиш…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="141"/>
        <source>Every key the game knows</source>
        <translation>Все клавиши игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="151"/>
        <source>&amp;Instant</source>
        <translation>&amp;Мгновенно</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="152"/>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="153"/>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="154"/>
        <source>S&amp;low</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="159"/>
        <source>As the &amp;system</source>
        <translation>Как в &amp;системе</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="179"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="180"/>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="181"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="182"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Колода карт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="183"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="184"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="185"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="612"/>
        <source>Pace for a screen reader on: the computer players wait until what the table said has had time to be read.</source>
        <translation>Темп для чтения с экрана включён: компьютерные игроки ждут, пока сказанное за столом успеют прочитать.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="614"/>
        <source>Pace for a screen reader off: the computer players move at the table&apos;s speed.</source>
        <translation>Темп для чтения с экрана выключен: компьютерные игроки ходят со скоростью стола.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="765"/>
        <source>Play {game} instead? The game in progress stops here; it is kept, and offered again when you come back to this game.</source>
        <translation>Перейти к игре «{game}»? Текущая игра здесь прервётся; она сохранится, и её предложат продолжить, когда вы вернётесь к этой игре.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="767"/>
        <source>&amp;Switch game</source>
        <translation>&amp;Сменить игру</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/card_looks.py" line="117"/>
        <source>This card theme is used until the game is closed.</source>
        <translation>Эта колода используется до закрытия игры.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/card_looks.py" line="154"/>
        <source>Applies to the Russian interface (Settings → Language → Русский).</source>
        <translation>Действует в русском интерфейсе (Настройки → Язык → Русский).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/window.py" line="736"/>
        <source>The game in progress</source>
        <translation>Начатая игра</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../shtoss_desktop/ui/games.py" line="81"/>
        <source>Shtoss</source>
        <translation>Штосс</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/games.py" line="82"/>
        <source>Casino stos (faro)</source>
        <translation>Стос казино (фараон)</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="82"/>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="83"/>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="84"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="85"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="86"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="87"/>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="88"/>
        <source>PgDown</source>
        <translation>PgDn</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="89"/>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="90"/>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="91"/>
        <source>Left</source>
        <translation>Влево</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="92"/>
        <source>Right</source>
        <translation>Вправо</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="93"/>
        <source>Up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="94"/>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="95"/>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="96"/>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/keys.py" line="97"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/kept_game.py" line="25"/>
        <source>Kept game</source>
        <translation>Сохранённая игра</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/kept_game.py" line="35"/>
        <source>A new game begins.</source>
        <translation>Начинается новая игра.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/kept_game.py" line="40"/>
        <source>There was no unfinished game to resume: a new game has begun.</source>
        <translation>Незаконченной игры не было: началась новая игра.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/kept_game.py" line="45"/>
        <source>The game resumes after its last complete move; the move under way when it stopped was not kept.</source>
        <translation>Игра продолжается после последнего завершённого хода; ход, прерванный остановкой, не сохранился.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/kept_game.py" line="51"/>
        <source>The unfinished game resumes where it stopped.</source>
        <translation>Незаконченная игра продолжается с того места, где остановилась.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/kept_game.py" line="56"/>
        <source>The game resumes as it stood at line {line}, its last good move; it goes on in a new journal, and the damaged one is kept beside it.</source>
        <translation>Игра продолжается с того, как она стояла на строке {line}, на последнем верном ходе; она идёт дальше в новом журнале, а повреждённый сохранён рядом.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/resume.py" line="40"/>
        <source>Started {started}, last move {saved}.</source>
        <translation>Начата {started}, последний ход {saved}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/resume.py" line="42"/>
        <source>Started {started}; its file was last written {saved}.</source>
        <translation>Начата {started}; её файл в последний раз записан {saved}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/resume.py" line="58"/>
        <source>Resume the game?</source>
        <translation>Продолжить игру?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/resume.py" line="60"/>
        <source>A game was left unfinished. Resume it where it stopped?</source>
        <translation>Игра осталась незаконченной. Продолжить её с того места, где она остановилась?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/resume.py" line="61"/>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/resume.py" line="65"/>
        <source>Resume the game up to its last good move?</source>
        <translation>Продолжить игру до последнего верного хода?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/resume.py" line="67"/>
        <source>Resume the game as it stood at line {line}, its last good move, or begin a new game?</source>
        <translation>Продолжить игру с того, как она стояла на строке {line}, на последнем верном ходе, или начать новую игру?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/resume.py" line="70"/>
        <source>&amp;Resume up to line {line}</source>
        <translation>&amp;Продолжить до строки {line}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/resume.py" line="74"/>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/rules_help.py" line="69"/>
        <source>Rules of shtoss</source>
        <translation>Правила штосса</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/rules_help.py" line="70"/>
        <source>&amp;Rules of shtoss</source>
        <translation>&amp;Правила штосса</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/rules_help.py" line="71"/>
        <source>How shtoss is played</source>
        <translation>Как играют в штосс</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/rules_help.py" line="77"/>
        <source>Rules of casino stos</source>
        <translation>Правила стоса казино</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/rules_help.py" line="78"/>
        <source>&amp;Rules of casino stos</source>
        <translation>&amp;Правила стоса казино</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/rules_help.py" line="79"/>
        <source>How casino stos (faro) is played</source>
        <translation>Как играют в стос казино (фараон)</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/i18n.py" line="71"/>
        <source>The {language} translation is not compiled ({folder} has its sources, no .qm files): the game speaks English. Compile it with: python -m shtoss_desktop.ui.i18n_build</source>
        <translation>Перевод ({language}) не собран (в {folder} есть его исходники, но нет файлов .qm): игра говорит по-английски. Соберите его командой: python -m shtoss_desktop.ui.i18n_build</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/i18n.py" line="75"/>
        <source>The {language} translation is not installed ({folder} has no *_{code}.qm files): the game speaks English. Reinstalling the game brings it back.</source>
        <translation>Перевод ({language}) не установлен (в {folder} нет файлов *_{code}.qm): игра говорит по-английски. Переустановите игру, и он вернётся.</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/rules_help.py" line="90"/>
        <source>en</source>
        <translation>ru</translation>
    </message>
</context>
</TS>
