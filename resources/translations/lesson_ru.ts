<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="176"/>
        <source>You punt against the banker {banker}. Choose a card of your own deck below (click it, or move the mark with the arrows and press Space), then press Stake (Enter): it is laid face down with its kush, the initial kush unless you type another.</source>
        <translation>Вы понтируете против банкомёта {banker}. Выберите карту из своей колоды внизу (щёлкните по ней или подведите метку стрелками и нажмите Пробел), затем нажмите «Поставить» (Enter): карта ляжет рубашкой вверх со своим кушем — начальным, если не впишете другой.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="181"/>
        <source>Your {card} lies face down. Your neighbour {neighbour} has staked {killed} and {plie}. Now cut the banker&apos;s deck: click its edge where you like, or press C to cut anywhere. After the cut no stake changes.</source>
        <translation>Ваша {card} лежит рубашкой вверх. Ваш сосед {neighbour} поставил {killed} и {plie}. Теперь снимите колоду банкомёта: щёлкните по её краю, где хотите, или нажмите C, чтобы снять где придётся. После съёма ставки не меняются.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="185"/>
        <source>The deck is cut and turned face up: its top card is the lob, {lob}; the one showing under it is the sonik, {sonik}. A card is decided by the first card of its rank the banker turns. Go on: the banker deals the first abzug.</source>
        <translation>Колода снята и открыта: верхняя карта — лоб, {lob}; выглядывающая из-под неё — соник, {sonik}. Судьбу карты решает первая карта того же достоинства, которую откроет банкомёт. Дальше: банкомёт мечет первый абцуг.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="190"/>
        <source>The first abzug: the lob {lob} went to the banker&apos;s right, his pile; the sonik {sonik} to his left, the punters&apos; pile. Nobody staked their ranks. Go on: the second abzug.</source>
        <translation>Первый абцуг: лоб {lob} лёг направо от банкомёта, в его кучу; соник {sonik} — налево, в кучу понтёров. Таких карт никто не ставил. Дальше: второй абцуг.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="194"/>
        <source>Killed on the right: {deciding} fell on the banker&apos;s right and kills {neighbour}&apos;s {killed}. The bank takes its kush. Go on.</source>
        <translation>Бита направо: {deciding} легла направо от банкомёта и бьёт карту {killed} игрока {neighbour}. Банк забирает её куш. Дальше.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="198"/>
        <source>Given on the left: {deciding} fell on the punters&apos; left: your {given} is given! The bank pays your kush; stake and winnings wait on your card. Go on.</source>
        <translation>Дана налево: {deciding} легла налево, к понтёрам: ваша {given} дана! Банк платит ваш куш; ставка и выигрыш лежат на вашей карте. Дальше.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="202"/>
        <source>A plié: both cards of this abzug are of one rank, {first} and {second}. The card staked on it, {neighbour}&apos;s {plie}, is killed: a plié always goes to the banker. Go on: the deal ends once every card is decided.</source>
        <translation>Плие: обе карты этого абцуга одного достоинства, {first} и {second}. Поставленная на него карта {plie} игрока {neighbour} бита: плие всегда в пользу банкомёта. Дальше: талья кончается, когда решены все карты.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="207"/>
        <source>The deal is over. Your {given} won: you may take the money, or bend a corner and let stake and winnings ride on the card in the next deal: a paroli. Press Paroli (P).</source>
        <translation>Метка окончена. Ваша {given} выиграла: можно взять деньги, а можно загнуть угол и оставить ставку с выигрышем на карте на следующую метку — пароли. Нажмите «Пароли» (P).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="211"/>
        <source>A paroli: your corner is bent, and {riding} rides on your card in the next deal. That was a whole deal: the cut, the lob and the sonik, a card killed on the right, one given on the left, a plié, a paroli. Go on to end the lesson.</source>
        <translation>Пароли: угол загнут, и на вашей карте в следующей метке стоит {riding}. Это была целая метка: съём, лоб и соник, карта, битая направо, карта, данная налево, плие, пароли. Дальше — конец урока.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="216"/>
        <source>You hold the bank: {bank}. The punter {neighbour} has laid {killed}, {given} and {plie} face down, each with its kush. Press Deal (Space): he cuts your deck and the deal begins.</source>
        <translation>Вы держите банк: {bank}. Понтёр {neighbour} положил рубашкой вверх {killed}, {given} и {plie}, каждую со своим кушем. Нажмите «Метать» (Пробел): он снимет вашу колоду, и метка начнётся.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="220"/>
        <source>{neighbour} has cut your deck. You turn it face up: the top card is the lob, {lob}, and the one showing under it the sonik, {sonik}. Press Deal (Space): the lob goes to your right, the sonik to your left.</source>
        <translation>{neighbour} снял вашу колоду. Вы открываете её: верхняя карта — лоб, {lob}, выглядывающая из-под неё — соник, {sonik}. Нажмите «Метать» (Пробел): лоб ляжет направо от вас, соник — налево.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="224"/>
        <source>The first abzug: the lob {lob} lies on your right, the banker&apos;s pile; the sonik {sonik} on your left, the punters&apos; pile. Nobody staked their ranks. Deal the next abzug (Space).</source>
        <translation>Первый абцуг: лоб {lob} лежит направо от вас, в куче банкомёта; соник {sonik} — налево, в куче понтёров. Таких карт никто не ставил. Мечите следующий абцуг (Пробел).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="228"/>
        <source>Killed on the right: {deciding} fell on your right and kills {neighbour}&apos;s {killed}. The bank takes its kush. Deal on (Space).</source>
        <translation>Бита направо: {deciding} легла направо от вас и бьёт карту {killed} игрока {neighbour}. Банк забирает её куш. Мечите дальше (Пробел).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="232"/>
        <source>Given on the left: {deciding} fell on your left: {neighbour}&apos;s {given} is given, and the bank pays its kush. Stake and winnings wait on his card. Deal on (Space).</source>
        <translation>Дана налево: {deciding} легла налево от вас: карта {given} игрока {neighbour} дана, и банк платит её куш. Ставка и выигрыш лежат на его карте. Мечите дальше (Пробел).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="236"/>
        <source>A plié: both cards of this abzug are of one rank, {first} and {second}. The card staked on it, {neighbour}&apos;s {plie}, is killed: a plié always goes to the banker. The deal is over: every card is decided. Go on: {neighbour} decides what to do with his win.</source>
        <translation>Плие: обе карты этого абцуга одного достоинства, {first} и {second}. Поставленная на него карта {plie} игрока {neighbour} бита: плие всегда в пользу банкомёта. Метка окончена: все карты решены. Дальше: {neighbour} решает, что делать с выигрышем.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="241"/>
        <source>{neighbour} did not take his money: he bent a corner of his {given}, a paroli. Stake and winnings ride on it in the next deal: {riding}. Go on.</source>
        <translation>{neighbour} не взял денег: он загнул угол своей карты {given} — пароли. Ставка с выигрышем стоят на ней в следующей метке: {riding}. Дальше.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/lesson.py" line="245"/>
        <source>That was a whole deal from the bank: the cut, the lob and the sonik, a card killed on your right, one given on your left, a plié, and a paroli. Your bank now holds {bank}. Go on to end the lesson.</source>
        <translation>Это была целая метка со стороны банка: съём, лоб и соник, карта, битая направо, карта, данная налево, плие и пароли. В вашем банке теперь {bank}. Дальше — конец урока.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="206"/>
        <source>Read the note on the table, then go on: Space. Esc skips the lesson.</source>
        <translation>Прочтите записку на столе и идите дальше: Пробел. Esc пропускает урок.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="208"/>
        <source>Make the move the note on the table asks for. Esc skips the lesson.</source>
        <translation>Сделайте ход, о котором просит записка на столе. Esc пропускает урок.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="217"/>
        <source>as punter</source>
        <translation>понтёром</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="217"/>
        <source>as banker</source>
        <translation>банкомётом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="218"/>
        <source>Shtoss — learn to play, {part}</source>
        <translation>Штосс — учимся играть, {part}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="228"/>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="248"/>
        <source>Go on (Space)</source>
        <translation>Дальше (Пробел)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="229"/>
        <source>Skip the lesson (Esc)</source>
        <translation>Пропустить урок (Esc)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="230"/>
        <source>Go on</source>
        <translation>Дальше</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="231"/>
        <source>Skip the lesson</source>
        <translation>Пропустить урок</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="240"/>
        <source>Learn to play: step {step} of {steps}</source>
        <translation>Учимся играть: шаг {step} из {steps}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="246"/>
        <source>End the lesson (Space)</source>
        <translation>Закончить урок (Пробел)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="250"/>
        <source>Not now: the lesson waits for the move it asks for.</source>
        <translation>Не сейчас: урок ждёт хода, о котором просит.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="254"/>
        <source>The lesson waits for your move.</source>
        <translation>Урок ждёт вашего хода.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="367"/>
        <source>Learn to play</source>
        <translation>Учимся играть</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="368"/>
        <source>One guided deal shows how shtoss goes: the cut, the lob and the sonik, a card killed on the right, one given on the left, a plié, a paroli. Play it as a punter or holding the bank?</source>
        <translation>Одна метка с подсказками покажет, как идёт штосс: съём, лоб и соник, карта, битая направо, карта, данная налево, плие, пароли. Сыграть её понтёром или держа банк?</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="371"/>
        <source>As &amp;punter</source>
        <translation>&amp;Понтёром</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="372"/>
        <source>As &amp;banker</source>
        <translation>&amp;Банкомётом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="373"/>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="393"/>
        <source>New to shtoss? One guided deal shows how it goes (Game ▸ Learn to play, F2).</source>
        <translation>Впервые за штоссом? Одна метка с подсказками покажет, как он идёт (Игра ▸ Учимся играть, F2).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="398"/>
        <source>Learn as punter</source>
        <translation>Учиться понтёром</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="399"/>
        <source>Learn as banker</source>
        <translation>Учиться банкомётом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="400"/>
        <source>No, thanks</source>
        <translation>Нет, спасибо</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shtoss/lesson_view.py" line="152"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
</context>
</TS>
