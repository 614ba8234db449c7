<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Narration</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/narration.py" line="83"/>
        <source>Talia {deal} is over: %n cards dealt</source>
        <translation>
            <numerusform>Талья {deal} окончена: сдана %n карта</numerusform>
            <numerusform>Талья {deal} окончена: сданы %n карты</numerusform>
            <numerusform>Талья {deal} окончена: сдано %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/narration.py" line="85"/>
        <source>Deal {deal} is over: %n cards dealt</source>
        <translation>
            <numerusform>Метка {deal} окончена: сдана %n карта</numerusform>
            <numerusform>Метка {deal} окончена: сданы %n карты</numerusform>
            <numerusform>Метка {deal} окончена: сдано %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="94"/>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="95"/>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="96"/>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="97"/>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="98"/>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="99"/>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="100"/>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="101"/>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="102"/>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="103"/>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="104"/>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="105"/>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="106"/>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="111"/>
        <source>twos</source>
        <translation>двойки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="112"/>
        <source>threes</source>
        <translation>тройки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="113"/>
        <source>fours</source>
        <translation>четвёрки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="114"/>
        <source>fives</source>
        <translation>пятёрки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="115"/>
        <source>sixes</source>
        <translation>шестёрки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="116"/>
        <source>sevens</source>
        <translation>семёрки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="117"/>
        <source>eights</source>
        <translation>восьмёрки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="118"/>
        <source>nines</source>
        <translation>девятки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="119"/>
        <source>tens</source>
        <translation>десятки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="120"/>
        <source>jacks</source>
        <translation>валеты</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="121"/>
        <source>queens</source>
        <translation>дамы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="122"/>
        <source>kings</source>
        <translation>короли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="123"/>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="152"/>
        <source>paroli</source>
        <comment>one corner bent</comment>
        <translation>пароли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="154"/>
        <source>sept-et-le-va</source>
        <comment>two corners bent</comment>
        <translation>сетелева</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="156"/>
        <source>quinze-et-le-va</source>
        <comment>three corners bent</comment>
        <translation>кензельва</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="158"/>
        <source>trente-et-le-va</source>
        <comment>four corners bent</comment>
        <translation>трантельва</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="159"/>
        <source>soixante-et-le-va</source>
        <comment>five corners bent</comment>
        <translation>суасантельва</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="188"/>
        <source>The banker shuffles the deck</source>
        <translation>Банкомёт тасует колоду</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="191"/>
        <source>Deal {deal}: you cut the deck</source>
        <translation>Метка {deal}: вы снимаете колоду</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="192"/>
        <source>Deal {deal}: {punter} cuts the deck</source>
        <translation>Метка {deal}: {punter} снимает колоду</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="195"/>
        <source>Lob: {lob}, sonik: {sonik}</source>
        <translation>Лоб: {lob}, соник: {sonik}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="199"/>
        <source>Right: {card} (abzug {abzug})</source>
        <translation>Направо: {card} (абцуг {abzug})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="201"/>
        <source>Left: {card} (abzug {abzug})</source>
        <translation>Налево: {card} (абцуг {abzug})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="209"/>
        <source>You take {amount} off the table ({card})</source>
        <translation>Вы забираете со стола {amount} ({card})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="211"/>
        <source>{punter} takes {amount} off the table ({card})</source>
        <translation>{punter} забирает со стола {amount} ({card})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="217"/>
        <source>Paix: you take back {returned}, the winnings {riding} ride on {card}</source>
        <translation>Пе: вы забираете ставку {returned}, на {card} остаётся выигрыш {riding}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="219"/>
        <source>Paix: {punter} takes back {returned}, the winnings {riding} ride on {card}</source>
        <translation>Пе: {punter} забирает ставку {returned}, на {card} остаётся выигрыш {riding}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="224"/>
        <source>Your stake of {amount} on {card} comes back to you</source>
        <translation>Ваша ставка {amount} на {card} возвращается к вам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="226"/>
        <source>{punter} takes back his stake of {amount} on {card}</source>
        <translation>{punter} забирает свою ставку {amount} на {card}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="230"/>
        <source>You call “atande!”: the banker waits</source>
        <translation>Вы говорите: «атанде!» — банкомёт ждёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="231"/>
        <source>{player} calls “atande!”: the banker waits</source>
        <translation>{player} говорит: «атанде!» — банкомёт ждёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="235"/>
        <source>Bank broken! {amount} left in it</source>
        <translation>Банк сорван! В нём осталось {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="238"/>
        <source>You take back the bank: {amount}</source>
        <translation>Вы забираете банк: {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="239"/>
        <source>{banker} takes back the bank: {amount}</source>
        <translation>{banker} забирает банк: {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="246"/>
        <source>New house rules apply from this deal on</source>
        <translation>С этой метки играют по новым правилам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="253"/>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="255"/>
        <source>You hold the bank; punting: {punters}</source>
        <translation>Банк держите вы; понтируют: {punters}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="256"/>
        <source>{banker} holds the bank; punting: {punters}</source>
        <translation>Банк держит {banker}; понтируют: {punters}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="262"/>
        <source>The players pool a family bank of {amount}</source>
        <translation>Игроки складываются в семейный банк: {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="265"/>
        <source>You put up a bank a second time: {amount}</source>
        <translation>Вы закладываете банк второй раз: {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="266"/>
        <source>You put up a bank of {amount}</source>
        <translation>Вы закладываете банк: {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="268"/>
        <source>{banker} puts up a bank a second time: {amount}</source>
        <translation>{banker} закладывает банк второй раз: {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="270"/>
        <source>{banker} puts up a bank of {amount}</source>
        <translation>{banker} закладывает банк: {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="278"/>
        <source>above the banker&apos;s limit</source>
        <translation>выше предела банкомёта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="280"/>
        <source>a raise</source>
        <translation>куш повышен</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="287"/>
        <source>You offer {kush} on {cards} ({reasons}): the banker decides</source>
        <translation>Вы ставите {kush} на {cards} ({reasons}): решает банкомёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="289"/>
        <source>{punter} offers {kush} on a card ({reasons}): will the banker accept?</source>
        <translation>{punter} ставит {kush} на карту ({reasons}): примет ли банкомёт?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="294"/>
        <source> (raised)</source>
        <translation> (с повышением)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="297"/>
        <source>You stake {kush} on each card of the pair {cards}</source>
        <translation>Вы ставите по {kush} на пару {cards}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="299"/>
        <source>You stake {kush} on {cards}</source>
        <translation>Вы ставите {kush} на {cards}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="302"/>
        <source>{punter} stakes {kush} on each card of a pair</source>
        <translation>{punter} ставит по {kush} на пару</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="304"/>
        <source>{punter} stakes {kush} on a card</source>
        <translation>{punter} ставит {kush} на карту</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="310"/>
        <source>The banker refuses your stake of {kush}</source>
        <translation>Банкомёт не принимает вашу ставку {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="311"/>
        <source>The banker refuses {punter}&apos;s stake of {kush}</source>
        <translation>{punter}: банкомёт не принимает ставку {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="322"/>
        <source>Your {rank} is void: the last card neither wins nor loses</source>
        <translation>Ваша карта, {rank}, не в счёт: последняя карта — ни выигрыша, ни проигрыша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="324"/>
        <source>The {rank} is void: the last card neither wins nor loses</source>
        <translation>{rank} не в счёт: последняя карта — ни выигрыша, ни проигрыша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="339"/>
        <source>Your {rank} is given: you win {amount}</source>
        <comment>masculine rank</comment>
        <translation>{rank} ваш дан: вы выигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="340"/>
        <source>Your {rank} is given: you win {amount}</source>
        <comment>feminine rank</comment>
        <translation>{rank} ваша дана: вы выигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="342"/>
        <source>The {rank} is given: {punter} wins {amount}</source>
        <comment>masculine rank</comment>
        <translation>{rank} дан: {punter} выигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="343"/>
        <source>The {rank} is given: {punter} wins {amount}</source>
        <comment>feminine rank</comment>
        <translation>{rank} дана: {punter} выигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="349"/>
        <source>Your {rank} is killed: you lose {amount}</source>
        <comment>masculine rank</comment>
        <translation>{rank} ваш убит: вы проигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="350"/>
        <source>Your {rank} is killed: you lose {amount}</source>
        <comment>feminine rank</comment>
        <translation>{rank} ваша убита: вы проигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="352"/>
        <source>The {rank} is killed: {punter} loses {amount}</source>
        <comment>masculine rank</comment>
        <translation>{rank} убит: {punter} проигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="353"/>
        <source>The {rank} is killed: {punter} loses {amount}</source>
        <comment>feminine rank</comment>
        <translation>{rank} убита: {punter} проигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="359"/>
        <source>Plié! both cards are {plural}: your {rank} is killed, you lose {amount}</source>
        <comment>masculine rank</comment>
        <translation>Плие! обе карты — {plural}: {rank} ваш убит, вы проигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="362"/>
        <source>Plié! both cards are {plural}: your {rank} is killed, you lose {amount}</source>
        <comment>feminine rank</comment>
        <translation>Плие! обе карты — {plural}: {rank} ваша убита, вы проигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="366"/>
        <source>Plié! both cards are {plural}: the {rank} is killed, {punter} loses {amount}</source>
        <comment>masculine rank</comment>
        <translation>Плие! обе карты — {plural}: {rank} убит, {punter} проигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="369"/>
        <source>Plié! both cards are {plural}: the {rank} is killed, {punter} loses {amount}</source>
        <comment>feminine rank</comment>
        <translation>Плие! обе карты — {plural}: {rank} убита, {punter} проигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="378"/>
        <source>in the lob</source>
        <translation>в лоб</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="380"/>
        <source>from the hill (с горки)</source>
        <translation>с горки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="382"/>
        <source>on the sonik</source>
        <translation>на сонике</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="384"/>
        <source>killed on the eleventh counts as given</source>
        <translation>в одиннадцать: бита, но считается данной</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="386"/>
        <source>the thirteenth card, of its suit</source>
        <translation>тринадцатая карта, в масть</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="390"/>
        <source>half the kush</source>
        <translation>полкуша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="392"/>
        <source>two thirds of the kush</source>
        <translation>две трети куша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="394"/>
        <source>a third of the kush</source>
        <translation>треть куша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="396"/>
        <source>a sixth of the kush</source>
        <translation>шестая часть куша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="398"/>
        <source>double the kush</source>
        <translation>вдвойне</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="406"/>
        <source>Premium for the sonik</source>
        <translation>Наживка за соника</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="408"/>
        <source>Premium for a series of {n}</source>
        <translation>Наживка за серию из {n}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="410"/>
        <source>Premium for winning the deal</source>
        <translation>Наживка за выигранную метку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="412"/>
        <source>{premium}: you get {amount}</source>
        <translation>{premium}: вы получаете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="413"/>
        <source>{premium}: {punter} gets {amount}</source>
        <translation>{premium}: {punter} получает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="421"/>
        <source>Paroli: you bend a corner ({name}), {riding} rides on {card}</source>
        <translation>Вы загнули угол ({name}): на {card} теперь {riding}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="423"/>
        <source>Paroli: {punter} bends a corner ({name}), {riding} rides on {card}</source>
        <translation>{punter} загнул угол ({name}): на {card} теперь {riding}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="433"/>
        <source>You now hold the bank; {old} punts</source>
        <translation>Банк теперь держите вы; {old} понтирует</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="435"/>
        <source>{new} now holds the bank; you punt</source>
        <translation>Банк теперь держит {new}; вы понтируете</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="436"/>
        <source>{new} now holds the bank; {old} punts</source>
        <translation>Банк теперь держит {new}; {old} понтирует</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="443"/>
        <source>You are out of money and leave the table</source>
        <translation>Вы проигрались и выходите из-за стола</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="444"/>
        <source>You stop and leave the table</source>
        <translation>Вы больше не понтируете и выходите из-за стола</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="446"/>
        <source>{punter} is out of money and leaves the table</source>
        <translation>{punter} проигрался и выходит из-за стола</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="447"/>
        <source>{punter} stops and leaves the table</source>
        <translation>{punter} больше не понтирует и выходит из-за стола</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="452"/>
        <source>The session is over: the bank is broken</source>
        <translation>Игра окончена: банк сорван</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="454"/>
        <source>The session is over: no punters are left</source>
        <translation>Игра окончена: понтёров не осталось</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="456"/>
        <source>The session is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="459"/>
        <source>; you have {amount}</source>
        <translation>; у вас {amount}</translation>
    </message>
</context>
</TS>
