<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Narration</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/narration.py" line="88"/>
        <source>Talia {deal} is over: %n cards dealt</source>
        <translation>
            <numerusform>Талья {deal} окончена: сдана %n карта</numerusform>
            <numerusform>Талья {deal} окончена: сданы %n карты</numerusform>
            <numerusform>Талья {deal} окончена: сдано %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/narration.py" line="90"/>
        <source>Deal {deal} is over: %n cards dealt</source>
        <translation>
            <numerusform>Метка {deal} окончена: сдана %n карта</numerusform>
            <numerusform>Метка {deal} окончена: сданы %n карты</numerusform>
            <numerusform>Метка {deal} окончена: сдано %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="99"/>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="100"/>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="101"/>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="102"/>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="103"/>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="104"/>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="105"/>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="106"/>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="107"/>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="108"/>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="109"/>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="110"/>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="111"/>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="116"/>
        <source>twos</source>
        <translation>двойки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="117"/>
        <source>threes</source>
        <translation>тройки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="118"/>
        <source>fours</source>
        <translation>четвёрки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="119"/>
        <source>fives</source>
        <translation>пятёрки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="120"/>
        <source>sixes</source>
        <translation>шестёрки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="121"/>
        <source>sevens</source>
        <translation>семёрки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="122"/>
        <source>eights</source>
        <translation>восьмёрки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="123"/>
        <source>nines</source>
        <translation>девятки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="124"/>
        <source>tens</source>
        <translation>десятки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="125"/>
        <source>jacks</source>
        <translation>валеты</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="126"/>
        <source>queens</source>
        <translation>дамы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="127"/>
        <source>kings</source>
        <translation>короли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="128"/>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="146"/>
        <source>paroli</source>
        <comment>one corner bent</comment>
        <translation>пароли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="148"/>
        <source>sept-et-le-va</source>
        <comment>two corners bent</comment>
        <translation>сетелева</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="150"/>
        <source>quinze-et-le-va</source>
        <comment>three corners bent</comment>
        <translation>кензельва</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="152"/>
        <source>trente-et-le-va</source>
        <comment>four corners bent</comment>
        <translation>трантельва</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="153"/>
        <source>soixante-et-le-va</source>
        <comment>five corners bent</comment>
        <translation>суасантельва</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="186"/>
        <source>The banker shuffles the deck</source>
        <translation>Банкомёт тасует колоду</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="189"/>
        <source>Deal {deal}: you cut the deck</source>
        <translation>Метка {deal}: вы снимаете колоду</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="190"/>
        <source>Deal {deal}: {punter} cuts the deck</source>
        <translation>Метка {deal}: {punter} снимает колоду</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="193"/>
        <source>Lob: {lob}, sonik: {sonik}</source>
        <translation>Лоб: {lob}, соник: {sonik}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="197"/>
        <source>Right: {card} (abzug {abzug})</source>
        <translation>Направо: {card} (абцуг {abzug})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="199"/>
        <source>Left: {card} (abzug {abzug})</source>
        <translation>Налево: {card} (абцуг {abzug})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="207"/>
        <source>You take {amount} off the table ({card})</source>
        <translation>Вы забираете со стола {amount} ({card})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="209"/>
        <source>{punter} takes {amount} off the table ({card})</source>
        <translation>{punter} забирает со стола {amount} ({card})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="215"/>
        <source>Paix: you take back {returned}, the winnings {riding} ride on {card}</source>
        <translation>Пе: вы забираете ставку {returned}, на {card} остаётся выигрыш {riding}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="217"/>
        <source>Paix: {punter} takes back {returned}, the winnings {riding} ride on {card}</source>
        <translation>Пе: {punter} забирает ставку {returned}, на {card} остаётся выигрыш {riding}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="222"/>
        <source>Your stake of {amount} on {card} comes back to you</source>
        <translation>Ваша ставка {amount} на {card} возвращается к вам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="224"/>
        <source>{punter} takes back his stake of {amount} on {card}</source>
        <translation>{punter} забирает свою ставку {amount} на {card}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="437"/>
        <source>You call “atande!”: the banker waits</source>
        <translation>Вы говорите: «атанде!» — банкомёт ждёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="440"/>
        <source>{player} calls “atande!”: the banker waits</source>
        <translation>{player} говорит: «атанде!» — банкомёт ждёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="233"/>
        <source>Bank broken! {amount} left in it</source>
        <translation>Банк сорван! В нём осталось {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="185"/>
        <source>You shuffle the deck</source>
        <translation>Вы тасуете колоду</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="232"/>
        <source>Your bank is broken! {amount} left in it</source>
        <translation>Ваш банк сорван! В нём осталось {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="236"/>
        <source>You take back the bank: {amount}</source>
        <translation>Вы забираете банк: {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="237"/>
        <source>{banker} takes back the bank: {amount}</source>
        <translation>{banker} забирает банк: {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="244"/>
        <source>New house rules apply from this deal on</source>
        <translation>С этой метки играют по новым правилам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="252"/>
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
        <location filename="../../shtoss_desktop/app/narration.py" line="290"/>
        <source>{punter} offers {kush} on a card ({reasons}): do you accept?</source>
        <translation>{punter} ставит {kush} на карту ({reasons}): принимаете?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="292"/>
        <source>{punter} offers {kush} on a card ({reasons}): will the banker accept?</source>
        <translation>{punter} ставит {kush} на карту ({reasons}): примет ли банкомёт?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="297"/>
        <source> (raised)</source>
        <translation> (с повышением)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="300"/>
        <source>You stake {kush} on each card of the pair {cards}</source>
        <translation>Вы ставите по {kush} на пару {cards}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="302"/>
        <source>You stake {kush} on {cards}</source>
        <translation>Вы ставите {kush} на {cards}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="305"/>
        <source>{punter} stakes {kush} on each card of a pair</source>
        <translation>{punter} ставит по {kush} на пару</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="307"/>
        <source>{punter} stakes {kush} on a card</source>
        <translation>{punter} ставит {kush} на карту</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="313"/>
        <source>The banker refuses your stake of {kush}</source>
        <translation>Банкомёт не принимает вашу ставку {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="315"/>
        <source>You refuse {punter}&apos;s stake of {kush}</source>
        <translation>{punter}: вы не принимаете ставку {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="317"/>
        <source>The banker refuses {punter}&apos;s stake of {kush}</source>
        <translation>{punter}: банкомёт не принимает ставку {kush}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="328"/>
        <source>Your {rank} is void: the last card neither wins nor loses</source>
        <translation>Ваша карта, {rank}, не в счёт: последняя карта — ни выигрыша, ни проигрыша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="330"/>
        <source>The {rank} is void: the last card neither wins nor loses</source>
        <translation>{rank} не в счёт: последняя карта — ни выигрыша, ни проигрыша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="345"/>
        <source>Your {rank} is given: you win {amount}</source>
        <comment>masculine rank</comment>
        <translation>{rank} ваш дан: вы выигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="346"/>
        <source>Your {rank} is given: you win {amount}</source>
        <comment>feminine rank</comment>
        <translation>{rank} ваша дана: вы выигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="348"/>
        <source>The {rank} is given: {punter} wins {amount}</source>
        <comment>masculine rank</comment>
        <translation>{rank} дан: {punter} выигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="349"/>
        <source>The {rank} is given: {punter} wins {amount}</source>
        <comment>feminine rank</comment>
        <translation>{rank} дана: {punter} выигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="355"/>
        <source>Your {rank} is killed: you lose {amount}</source>
        <comment>masculine rank</comment>
        <translation>{rank} ваш убит: вы проигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="356"/>
        <source>Your {rank} is killed: you lose {amount}</source>
        <comment>feminine rank</comment>
        <translation>{rank} ваша убита: вы проигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="358"/>
        <source>The {rank} is killed: {punter} loses {amount}</source>
        <comment>masculine rank</comment>
        <translation>{rank} убит: {punter} проигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="359"/>
        <source>The {rank} is killed: {punter} loses {amount}</source>
        <comment>feminine rank</comment>
        <translation>{rank} убита: {punter} проигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="365"/>
        <source>Plié! both cards are {plural}: your {rank} is killed, you lose {amount}</source>
        <comment>masculine rank</comment>
        <translation>Плие! обе карты — {plural}: {rank} ваш убит, вы проигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="368"/>
        <source>Plié! both cards are {plural}: your {rank} is killed, you lose {amount}</source>
        <comment>feminine rank</comment>
        <translation>Плие! обе карты — {plural}: {rank} ваша убита, вы проигрываете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="372"/>
        <source>Plié! both cards are {plural}: the {rank} is killed, {punter} loses {amount}</source>
        <comment>masculine rank</comment>
        <translation>Плие! обе карты — {plural}: {rank} убит, {punter} проигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="375"/>
        <source>Plié! both cards are {plural}: the {rank} is killed, {punter} loses {amount}</source>
        <comment>feminine rank</comment>
        <translation>Плие! обе карты — {plural}: {rank} убита, {punter} проигрывает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="384"/>
        <source>in the lob</source>
        <translation>в лоб</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="386"/>
        <source>from the hill (с горки)</source>
        <translation>с горки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="388"/>
        <source>on the sonik</source>
        <translation>на сонике</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="390"/>
        <source>killed on the eleventh counts as given</source>
        <translation>в одиннадцать: бита, но считается данной</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="392"/>
        <source>the thirteenth card, of its suit</source>
        <translation>тринадцатая карта, в масть</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="396"/>
        <source>half the kush</source>
        <translation>полкуша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="398"/>
        <source>two thirds of the kush</source>
        <translation>две трети куша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="400"/>
        <source>a third of the kush</source>
        <translation>треть куша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="402"/>
        <source>a sixth of the kush</source>
        <translation>шестая часть куша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="404"/>
        <source>double the kush</source>
        <translation>вдвойне</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="412"/>
        <source>Premium for the sonik</source>
        <translation>Наживка за соника</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="414"/>
        <source>Premium for a series of {n}</source>
        <translation>Наживка за серию из {n}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="416"/>
        <source>Premium for winning the deal</source>
        <translation>Наживка за выигранную метку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="418"/>
        <source>{premium}: you get {amount}</source>
        <translation>{premium}: вы получаете {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="419"/>
        <source>{premium}: {punter} gets {amount}</source>
        <translation>{premium}: {punter} получает {amount}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="427"/>
        <source>Paroli: you bend a corner ({name}), {riding} rides on {card}</source>
        <translation>Вы загнули угол ({name}): на {card} теперь {riding}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="429"/>
        <source>Paroli: {punter} bends a corner ({name}), {riding} rides on {card}</source>
        <translation>{punter} загнул угол ({name}): на {card} теперь {riding}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="436"/>
        <source>You call “atande!”: the deal waits</source>
        <translation>Вы говорите: «атанде!» — сдача ждёт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="439"/>
        <source>{player} calls “atande!”: you wait</source>
        <translation>{player} говорит: «атанде!» — вы ждёте</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="450"/>
        <source>You now hold the bank; {old} punts</source>
        <translation>Банк теперь держите вы; {old} понтирует</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="452"/>
        <source>{new} now holds the bank; you punt</source>
        <translation>Банк теперь держит {new}; вы понтируете</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="453"/>
        <source>{new} now holds the bank; {old} punts</source>
        <translation>Банк теперь держит {new}; {old} понтирует</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="460"/>
        <source>You are out of money and leave the table</source>
        <translation>Вы проигрались и выходите из-за стола</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="461"/>
        <source>You stop and leave the table</source>
        <translation>Вы больше не понтируете и выходите из-за стола</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="463"/>
        <source>{punter} is out of money and leaves the table</source>
        <translation>{punter} проигрался и выходит из-за стола</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="465"/>
        <source>{punter} stops and leaves the table</source>
        <translation>{punter} больше не понтирует и выходит из-за стола</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="470"/>
        <source>The session is over: the bank is broken</source>
        <translation>Игра окончена: банк сорван</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="472"/>
        <source>The session is over: no punters are left</source>
        <translation>Игра окончена: понтёров не осталось</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="474"/>
        <source>The session is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/narration.py" line="477"/>
        <source>; you have {amount}</source>
        <translation>; у вас {amount}</translation>
    </message>
</context>
</TS>
