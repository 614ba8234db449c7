<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Journal</name>
    <message>
        <source>a record must be a JSON object, not {value}</source>
        <translation>запись должна быть объектом JSON, а не {value}</translation>
    </message>
    <message>
        <source>{kind} is not a kind of record</source>
        <translation>{kind} — не вид записи</translation>
    </message>
    <message>
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
        <source>the {kind} record&apos;s rules are not valid: {detail}</source>
        <translation>правила в записи {kind} неверны: {detail}</translation>
    </message>
    <message>
        <source>a session&apos;s log starts with the players sitting down</source>
        <translation>запись игры начинается с того, что игроки садятся за стол</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>a card written like 7D</source>
        <translation>карта в записи вроде 7D</translation>
    </message>
    <message>
        <source>a fraction written like 1/2</source>
        <translation>дробь в записи вроде 1/2</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>a list of two items</source>
        <translation>список из двух элементов</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>{text!r} is not a rank: use 2-9, T (or 10), J, Q, K or A</source>
        <translation>{text!r} — не достоинство карты: используйте 2-9, T (или 10), J, Q, K или A</translation>
    </message>
    <message>
        <source>a card is written as text such as &apos;7D&apos;, not {text!r}</source>
        <translation>карта записывается текстом, например &apos;7D&apos;, а не {text!r}</translation>
    </message>
    <message>
        <source>{text!r} is not a card: write the rank and the suit, e.g. &apos;7D&apos;</source>
        <translation>{text!r} — не карта: укажите достоинство и масть, например &apos;7D&apos;</translation>
    </message>
    <message>
        <source>{text!r} has no suit: end it with S, H, D or C</source>
        <translation>у {text!r} нет масти: закончите запись буквой S, H, D или C</translation>
    </message>
    <message>
        <source>a deck has 52, 36 or 32 cards, not {size!r}</source>
        <translation>в колоде 52, 36 или 32 карты, а не {size!r}</translation>
    </message>
    <message>
        <source>{card} is not in a {size}-card deck (it starts at {lowest})</source>
        <translation>{card} нет в колоде из {size} карт (она начинается с {lowest})</translation>
    </message>
    <message>
        <source>a player&apos;s name must be text, not {value}</source>
        <translation>имя игрока должно быть текстом, а не {value}</translation>
    </message>
    <message>
        <source>a player&apos;s name must hold something besides blanks</source>
        <translation>имя игрока не может состоять из одних пробелов</translation>
    </message>
    <message>
        <source>the name {name} has {length} characters, more than the {limit} a name may have</source>
        <translation>в имени {name} {length} знаков, больше допустимых {limit}</translation>
    </message>
    <message>
        <source>the name {name} holds {code}, a character no name may hold</source>
        <translation>в имени {name} есть знак {code}, недопустимый в имени</translation>
    </message>
    <message>
        <source>{name} sits at the table twice: every player needs a name of his own</source>
        <translation>{name} сидит за столом дважды: у каждого игрока должно быть своё имя</translation>
    </message>
    <message>
        <source>{name} is a name the table keeps for itself</source>
        <translation>имя {name} занято самим столом</translation>
    </message>
    <message>
        <source>a shtoss table needs a banker and at least one punter</source>
        <translation>за столом штосса нужны банкомёт и хотя бы один понтёр</translation>
    </message>
    <message>
        <source>a shtoss table seats a banker and at most {maximum} punters, not {punters}</source>
        <translation>за столом штосса сидят банкомёт и не больше {maximum} понтёров, а не {punters}</translation>
    </message>
    <message>
        <source>this casino table seats {minimum} to {maximum} players, not {players}</source>
        <translation>за этим столом казино сидят от {minimum} до {maximum} игроков, а не {players}</translation>
    </message>
    <message>
        <source>the banker {banker} is not among the players</source>
        <translation>банкомёта {banker} нет среди игроков</translation>
    </message>
    <message>
        <source>{player} cannot sit down with {balance}: a starting balance is never below nothing</source>
        <translation>{player} не может сесть за стол с суммой {balance}: начальная сумма не бывает меньше нуля</translation>
    </message>
    <message>
        <source>no command given; {usage}</source>
        <translation>команда не указана; {usage}</translation>
    </message>
    <message>
        <source>one command expected, got {count} arguments; {usage}</source>
        <translation>ожидалась одна команда, а указано аргументов: {count}; {usage}</translation>
    </message>
    <message>
        <source>unknown command {value}; {usage}</source>
        <translation>неизвестная команда {value}; {usage}</translation>
    </message>
    <message>
        <source>must be a JSON object, not {value}</source>
        <translation>должно быть объектом JSON, а не {value}</translation>
    </message>
    <message>
        <source>is not a key of the {command} input (the keys are {keys})</source>
        <translation>не является ключом входных данных {command} (ключи: {keys})</translation>
    </message>
    <message>
        <source>is not a key of a stake (the keys are {keys})</source>
        <translation>не является ключом ставки (ключи: {keys})</translation>
    </message>
    <message>
        <source>is not a key of a bet (the keys are {keys})</source>
        <translation>не является ключом ставки казино (ключи: {keys})</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <source>must be a list of cards, not {value}</source>
        <translation>должно быть списком карт, а не {value}</translation>
    </message>
    <message>
        <source>must be a list of the {size} cards of the deck, not {value}</source>
        <translation>должно быть списком из {size} карт колоды, а не {value}</translation>
    </message>
    <message>
        <source>must be a list of one card or a pair, not {value}</source>
        <translation>должно быть списком из одной карты или пары, а не {value}</translation>
    </message>
    <message>
        <source>must be a list of stake objects, not {value}</source>
        <translation>должно быть списком ставок-объектов, а не {value}</translation>
    </message>
    <message>
        <source>must be a list of the {size} cards of the shoe, not {value}</source>
        <translation>должно быть списком из {size} карт шуза, а не {value}</translation>
    </message>
    <message>
        <source>must be a list of bet objects, not {value}</source>
        <translation>должно быть списком ставок-объектов, а не {value}</translation>
    </message>
    <message>
        <source>must be a card written as text such as &quot;7D&quot;, not {value}</source>
        <translation>должно быть картой, записанной текстом, например &quot;7D&quot;, а не {value}</translation>
    </message>
    <message>
        <source>must list at least one card</source>
        <translation>должно содержать хотя бы одну карту</translation>
    </message>
    <message>
        <source>must be a whole number (a JSON integer), not {value}</source>
        <translation>должно быть целым числом (целым числом JSON), а не {value}</translation>
    </message>
    <message>
        <source>must be from {minimum} to {maximum}, not {value}</source>
        <translation>должно быть от {minimum} до {maximum}, а не {value}</translation>
    </message>
    <message>
        <source>must be at least {minimum}, not {value}</source>
        <translation>должно быть не меньше {minimum}, а не {value}</translation>
    </message>
    <message>
        <source>{card} is already at deck[{index}]: every card appears once</source>
        <translation>{card} уже есть в deck[{index}]: каждая карта встречается один раз</translation>
    </message>
    <message>
        <source>has {count} cards: a {size}-card deck needs every card exactly once (missing {missing})</source>
        <translation>содержит карт: {count}; в колоде из {size} карт каждая карта должна быть ровно один раз (не хватает {missing})</translation>
    </message>
    <message>
        <source>must be a punter id (text), not {value}</source>
        <translation>должно быть именем понтёра (текстом), а не {value}</translation>
    </message>
    <message>
        <source>{banker!r} is the banker&apos;s id, not a punter&apos;s</source>
        <translation>{banker!r} — имя банкомёта, а не понтёра</translation>
    </message>
    <message>
        <source>{value} is not a punter id: use 1 to 32 letters, digits, _ or -</source>
        <translation>{value} — не имя понтёра: используйте от 1 до 32 букв, цифр, _ или -</translation>
    </message>
    <message>
        <source>must be one card or a pair of two cards, not {count} cards</source>
        <translation>должно быть одной картой или парой из двух карт, а не {count} картами</translation>
    </message>
    <message>
        <source>{first} and {second} are not a pair: a pair is two cards of one rank and different suits</source>
        <translation>{first} и {second} — не пара: пара — это две карты одного достоинства разных мастей</translation>
    </message>
    <message>
        <source>must be an object with punter, cards and kush, not {value}</source>
        <translation>должно быть объектом с punter, cards и kush, а не {value}</translation>
    </message>
    <message>
        <source>refused ({rule}): {reason}</source>
        <translation>отказано ({rule}): {reason}</translation>
    </message>
    <message>
        <source>{card} is already at dealt[{index}]: a card is dealt once</source>
        <translation>{card} уже есть в dealt[{index}]: карта сдаётся один раз</translation>
    </message>
    <message>
        <source>has {count} cards, not {size}: a shoe of {decks} decks holds each of the 52 cards {decks} times</source>
        <translation>содержит карт: {count}, а не {size}: в шузе из {decks} колод каждая из 52 карт встречается {decks} раз</translation>
    </message>
    <message>
        <source>{card} appears {count} times, not {decks}</source>
        <translation>{card} встречается {count} раз, а не {decks}</translation>
    </message>
    <message>
        <source>must be a player id (text), not {value}</source>
        <translation>должно быть именем игрока (текстом), а не {value}</translation>
    </message>
    <message>
        <source>{value!r} is a reserved id (the house&apos;s in casino, the banker&apos;s in settle), not a player&apos;s</source>
        <translation>{value!r} — занятое имя (заведения в casino, банкомёта в settle), а не игрока</translation>
    </message>
    <message>
        <source>{value} is not a player id: use 1 to 32 letters, digits, _ or -</source>
        <translation>{value} — не имя игрока: используйте от 1 до 32 букв, цифр, _ или -</translation>
    </message>
    <message>
        <source>must be a rank written as text such as &quot;7&quot; or &quot;T&quot;, not {value}</source>
        <translation>должно быть достоинством, записанным текстом, например &quot;7&quot; или &quot;T&quot;, а не {value}</translation>
    </message>
    <message>
        <source>must be a suit: S, H, D or C, not {value}</source>
        <translation>должно быть мастью: S, H, D или C, а не {value}</translation>
    </message>
    <message>
        <source>must be an object with player, rank and amount, not {value}</source>
        <translation>должно быть объектом с player, rank и amount, а не {value}</translation>
    </message>
    <message>
        <source>is required with suit_amount: a suit bet names its suit</source>
        <translation>обязательно вместе с suit_amount: ставка на масть называет свою масть</translation>
    </message>
    <message>
        <source>is required with suit: a suit bet has an amount</source>
        <translation>обязательно вместе с suit: у ставки на масть есть сумма</translation>
    </message>
    <message>
        <source>must be even (half of it can be won or lost), not {value}</source>
        <translation>должно быть чётным (можно выиграть или проиграть половину), а не {value}</translation>
    </message>
    <message>
        <source>{player} already bets on {rank} at bets[{index}]: one bet per player and rank</source>
        <translation>{player} уже ставит на {rank} в bets[{index}]: одна ставка на игрока и достоинство</translation>
    </message>
    <message>
        <source>must be one of {choices}, not {value}</source>
        <translation>должно быть одним из {choices}, а не {value}</translation>
    </message>
    <message>
        <source>action {action}: the rules refuse its move {move} ({kind}): {reason}</source>
        <translation>действие {action}: правила не позволяют его ход {move} ({kind}): {reason}</translation>
    </message>
    <message>
        <source>action {action}: record {record} is a {recorded_kind} record where the rules make a {expected_kind} record</source>
        <translation>действие {action}: запись {record} — запись {recorded_kind}, а по правилам здесь запись {expected_kind}</translation>
    </message>
    <message>
        <source>action {action}: record {record}, a {kind} record, is not what the rules make: {fields} differ</source>
        <translation>действие {action}: запись {record} ({kind}) не та, что дают правила: отличаются {fields}</translation>
    </message>
    <message>
        <source>action {action}: the rules make a {expected_kind} record after its {count} records</source>
        <translation>действие {action}: после его записей ({count}) по правилам идёт запись {expected_kind}</translation>
    </message>
    <message>
        <source>action {action}: its record {record}, a {recorded_kind} record, is one the rules do not make</source>
        <translation>действие {action}: его запись {record} ({recorded_kind}) по правилам не возникает</translation>
    </message>
    <message>
        <source>action {action}: no move the rules allow makes its record {record}, a {recorded_kind} record</source>
        <translation>действие {action}: ни один допустимый правилами ход не даёт его запись {record} ({recorded_kind})</translation>
    </message>
    <message>
        <source>action {action} holds no record</source>
        <translation>в действии {action} нет ни одной записи</translation>
    </message>
</context>
</TS>
