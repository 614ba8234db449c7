<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CasinoCoach</name>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="117"/>
        <source>Every {rank} is out of the shoe: it cannot be bet on.</source>
        <translation>Все карты {rank} вышли из шуза: на этот ранг ставить нельзя.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="119"/>
        <source>A bet of {amount} on {rank} (%n left in the shoe) loses {loss} and wins {win}: on average {gain} ({ev} of the bet).</source>
        <translation>
            <numerusform>Ставка {amount} на {rank} (в шузе осталась %n карта) проигрывает с вероятностью {loss}, выигрывает — {win}: в среднем {gain} ({ev} ставки).</numerusform>
            <numerusform>Ставка {amount} на {rank} (в шузе осталось %n карты) проигрывает с вероятностью {loss}, выигрывает — {win}: в среднем {gain} ({ev} ставки).</numerusform>
            <numerusform>Ставка {amount} на {rank} (в шузе осталось %n карт) проигрывает с вероятностью {loss}, выигрывает — {win}: в среднем {gain} ({ev} ставки).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="125"/>
        <source>With {amount} on {suit}: on average {gain} on the suit bet.</source>
        <translation>С {amount} на {suit}: в среднем {gain} на ставке на масть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="140"/>
        <source>Every rank has the same odds now: {ev} of the bet.</source>
        <translation>Сейчас у всех рангов одинаковые шансы: {ev} ставки.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="142"/>
        <source>Best now: {best} (%n left), {ev} of the bet;</source>
        <translation>
            <numerusform>Лучше всего сейчас: {best} (осталась %n), {ev} ставки;</numerusform>
            <numerusform>Лучше всего сейчас: {best} (осталось %n), {ev} ставки;</numerusform>
            <numerusform>Лучше всего сейчас: {best} (осталось %n), {ev} ставки;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="144"/>
        <source>worst: {worst} (%n left), {ev}.</source>
        <translation>
            <numerusform>хуже всего: {worst} (осталась %n), {ev}.</numerusform>
            <numerusform>хуже всего: {worst} (осталось %n), {ev}.</numerusform>
            <numerusform>хуже всего: {worst} (осталось %n), {ev}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="154"/>
        <source>Your bet on {rank} lost to a plié: both cards of the turn were of its rank, and the first, on the loss box, decides: the house takes {amount}.</source>
        <translation>Ваша ставка на {rank} проиграла на плие: обе карты прокидки этого ранга, и решает первая, на проигрыше: заведение берёт {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="156"/>
        <source>{name}&apos;s bet on {rank} lost to a plié: both cards of the turn were of its rank, and the first, on the loss box, decides: the house takes {amount}.</source>
        <translation>Ставка игрока {name} на {rank} проиграла на плие: обе карты прокидки этого ранга, и решает первая, на проигрыше: заведение берёт {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="159"/>
        <source>Your bet on {rank} lost: {card} came out on the loss box (card {position}), so the house takes {amount}.</source>
        <translation>Ваша ставка на {rank} проиграла: {card} легла на проигрыш (карта {position}), и заведение берёт {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="161"/>
        <source>{name}&apos;s bet on {rank} lost: {card} came out on the loss box (card {position}), so the house takes {amount}.</source>
        <translation>Ставка игрока {name} на {rank} проиграла: {card} легла на проигрыш (карта {position}), и заведение берёт {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="164"/>
        <source>Your bet on {rank} won: {card} came out on the win box (card {position}), so the house pays {amount}, 1:1.</source>
        <translation>Ваша ставка на {rank} выиграла: {card} легла на выигрыш (карта {position}), и заведение платит {amount}, 1:1.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="166"/>
        <source>{name}&apos;s bet on {rank} won: {card} came out on the win box (card {position}), so the house pays {amount}, 1:1.</source>
        <translation>Ставка игрока {name} на {rank} выиграла: {card} легла на выигрыш (карта {position}), и заведение платит {amount}, 1:1.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="173"/>
        <source>{card} is of your suit {suit}: the suit bet wins with it, {gain}.</source>
        <translation>{card} вашей масти {suit}: ставка на масть выигрывает вместе с ней, {gain}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="174"/>
        <source>{card} is of the suit bet on, {suit}: the suit bet wins with it, {gain}.</source>
        <translation>{card} той масти, на которую ставили, {suit}: ставка на масть выигрывает вместе с ней, {gain}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="175"/>
        <source>{card} is of your suit {suit}: the suit bet loses with it, {gain}.</source>
        <translation>{card} вашей масти {suit}: ставка на масть проигрывает вместе с ней, {gain}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="176"/>
        <source>{card} is of the suit bet on, {suit}: the suit bet loses with it, {gain}.</source>
        <translation>{card} той масти, на которую ставили, {suit}: ставка на масть проигрывает вместе с ней, {gain}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="178"/>
        <source>{card} is of the colour of {suit}, not its suit: half the suit bet is paid, {gain}.</source>
        <translation>{card} того же цвета, что {suit}, но другой масти: выплачивается половина ставки на масть, {gain}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="180"/>
        <source>{card} is of the colour of {suit}, not its suit: half the suit bet is lost, {gain}.</source>
        <translation>{card} того же цвета, что {suit}, но другой масти: проиграна половина ставки на масть, {gain}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="182"/>
        <source>{card} is of the other colour than {suit}: the suit bet of {amount} is returned.</source>
        <translation>{card} другого цвета, чем {suit}: ставка на масть, {amount}, возвращается.</translation>
    </message>
</context>
<context>
    <name>CasinoKeeperWords</name>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="48"/>
        <source>Case-keeper: copies left (of %n each)</source>
        <translation>
            <numerusform>Счётчик: осталось карт (из %n каждой)</numerusform>
            <numerusform>Счётчик: осталось карт (из %n каждой)</numerusform>
            <numerusform>Счётчик: осталось карт (из %n каждой)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="52"/>
        <source>{rank}: %n gone,</source>
        <translation>
            <numerusform>{rank}: вышла %n,</numerusform>
            <numerusform>{rank}: вышло %n,</numerusform>
            <numerusform>{rank}: вышло %n,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="53"/>
        <source>%n left in the shoe</source>
        <translation>
            <numerusform>осталась %n в шузе</numerusform>
            <numerusform>осталось %n в шузе</numerusform>
            <numerusform>осталось %n в шузе</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="58"/>
        <source>A bet now loses {loss} ({loss_pc}), wins {win} ({win_pc}); on average {ev} of the bet ({ev_pc}).</source>
        <translation>Ставка сейчас проигрывает с вероятностью {loss} ({loss_pc}), выигрывает — {win} ({win_pc}); в среднем {ev} ставки ({ev_pc}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="68"/>
        <source>Case-keeper</source>
        <translation>Счётчик</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/casino/aids.py" line="84"/>
        <source>On average:</source>
        <translation>В среднем:</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <location filename="../../shtoss_desktop/ui/table/aids_panel.py" line="116"/>
        <source>The coach is off: Settings ▸ Coach switches it on.</source>
        <translation>Наставник выключен: включите его в меню Настройки ▸ Наставник.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/aids_panel.py" line="118"/>
        <source>The coach watches the table: it speaks before your stake, after each decided one, and to the banker.</source>
        <translation>Наставник следит за столом: он говорит перед вашей ставкой, после каждой решённой карты и банкомёту.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/aids_panel.py" line="142"/>
        <source>What the coach says about the cards decided</source>
        <translation>Что наставник говорит о решённых картах</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/table/aids_panel.py" line="144"/>
        <source>What the coach said</source>
        <translation>Что сказал наставник</translation>
    </message>
</context>
<context>
    <name>ShtossCoach</name>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="217"/>
        <source>The bank&apos;s figures: working it out…</source>
        <translation>Расчёт для банка: считаю…</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="239"/>
        <source>No {rank} is left in the deck: it cannot be staked now.</source>
        <translation>В колоде не осталось карт {rank}: ставить на них сейчас нельзя.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="243"/>
        <source>{cards} for {riding} (%n copies left): killed {killed}, given {given}; on average {gain} ({ev} of the kush).</source>
        <translation>
            <numerusform>{cards} на {riding} (осталась %n карта): бита с вероятностью {killed}, дана — {given}; в среднем {gain} ({ev} куша).</numerusform>
            <numerusform>{cards} на {riding} (осталось %n карты): бита с вероятностью {killed}, дана — {given}; в среднем {gain} ({ev} куша).</numerusform>
            <numerusform>{cards} на {riding} (осталось %n карт): бита с вероятностью {killed}, дана — {given}; в среднем {gain} ({ev} куша).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="265"/>
        <source>A paroli on {card} would ride {pile}, on average {paroli}; a paix rides {riding} of winnings, on average {paix}.</source>
        <translation>Пароли на {card} поставило бы {pile}, в среднем {paroli}; пе ставит {riding} выигрыша, в среднем {paix}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="278"/>
        <source>Every rank is alike now: {ev} of the kush.</source>
        <translation>Сейчас все ранги равны: {ev} куша.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="281"/>
        <source>Best now: {ranks} (%n copies left), {ev} of the kush.</source>
        <translation>
            <numerusform>Лучше всего сейчас: {ranks} (осталась %n карта), {ev} куша.</numerusform>
            <numerusform>Лучше всего сейчас: {ranks} (осталось %n карты), {ev} куша.</numerusform>
            <numerusform>Лучше всего сейчас: {ranks} (осталось %n карт), {ev} куша.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="284"/>
        <source>That is an even game: the banker has no edge on it.</source>
        <translation>Это равная игра: у банкомёта на ней нет преимущества.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="286"/>
        <source>Under в лоб полкуша the banker&apos;s edge almost vanishes: {edge} of the kush.</source>
        <translation>При «в лоб полкуша» преимущество банкомёта почти исчезает: {edge} куша.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="298"/>
        <source>Your {card}</source>
        <translation>Ваша {card}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="300"/>
        <source>{name}&apos;s {card}</source>
        <translation>{card} игрока {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="304"/>
        <source>The paroli pile of {riding} rode on it (%n corners bent).</source>
        <translation>
            <numerusform>На ней стояло пароли, {riding} (загнут %n угол).</numerusform>
            <numerusform>На ней стояло пароли, {riding} (загнуто %n угла).</numerusform>
            <numerusform>На ней стояло пароли, {riding} (загнуто %n углов).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="312"/>
        <source>decided by the last card, {deciding}: under the last card void it neither wins nor loses.</source>
        <translation>решена последней картой, {deciding}: когда последняя карта не в счёт, она ни выигрывает, ни проигрывает.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="315"/>
        <source>killed by a plié, two cards of its rank in abzug {abzug} ({deciding} first).</source>
        <translation>бита на плие: две карты её ранга в абцуге {abzug} (первая — {deciding}).</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="318"/>
        <source>Under plié half the bank takes only half the kush: {amount}.</source>
        <translation>При плие пополам банк берёт только половину куша: {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="319"/>
        <source>It fell in the lob, and under в лоб полкуша only half the kush is lost: {amount}.</source>
        <translation>Это было в лоб, и при «в лоб полкуша» проиграна только половина куша: {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="321"/>
        <source>It fell с горки, and under с горки полкуша only half the kush is lost: {amount}.</source>
        <translation>Это было с горки, и при «с горки полкуша» проиграна только половина куша: {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="323"/>
        <source>A plié in the last abzug takes the whole kush (hocly): {amount}.</source>
        <translation>Плие в последнем абцуге берёт весь куш (hocly): {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="324"/>
        <source>A plié is the banker&apos;s: the whole {amount} is lost.</source>
        <translation>Плие — банкомёту: проиграно всё, {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="328"/>
        <source>given on the thirteenth card by {deciding}, of its own suit: the bank pays double, {amount}.</source>
        <translation>дана на тринадцатой карте, {deciding}, своей масти: банк платит вдвое, {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="331"/>
        <source>killed on the eleventh card ({deciding}), which under в одиннадцать counts as given: {amount} won.</source>
        <translation>бита на одиннадцатой карте ({deciding}), а при «в одиннадцать» это считается данной: выиграно {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="335"/>
        <source>killed in the lob by {deciding}: under в лоб полкуша only half the kush is lost, {amount}.</source>
        <translation>бита в лоб картой {deciding}: при «в лоб полкуша» проиграна только половина куша, {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="338"/>
        <source>killed с горки, on the third card, by {deciding}: under с горки полкуша only half the kush is lost, {amount}.</source>
        <translation>бита с горки, третьей картой, {deciding}: при «с горки полкуша» проиграна только половина куша, {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="341"/>
        <source>killed in the lob by {deciding}: the whole {amount} is lost.</source>
        <translation>бита в лоб картой {deciding}: проиграно всё, {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="343"/>
        <source>killed by {deciding}, card {position}, on the banker&apos;s right: {amount} lost.</source>
        <translation>бита картой {deciding}, {position}-й, направо, банкомёту: проиграно {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="346"/>
        <source>given on the sonik by {deciding}: {amount} won.</source>
        <translation>дана на сонике, {deciding}: выиграно {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="347"/>
        <source>given by {deciding}, card {position}, on the punters&apos; left: {amount} won.</source>
        <translation>дана картой {deciding}, {position}-й, налево, понтёрам: выиграно {amount}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="353"/>
        <source>Counted in thirds: the same suit (цветная), the whole.</source>
        <translation>Счёт третями: та же масть (цветная), целиком.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="354"/>
        <source>Counted in thirds: the same colour (полуцветная), two thirds.</source>
        <translation>Счёт третями: тот же цвет (полуцветная), две трети.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="355"/>
        <source>Counted in thirds: the other colour (простая), one third.</source>
        <translation>Счёт третями: другой цвет (простая), одна треть.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="361"/>
        <source>You</source>
        <translation>Вам</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="363"/>
        <source>for the sonik won</source>
        <translation>за угаданного соника</translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="365"/>
        <source>for a series of %n given cards</source>
        <translation>
            <numerusform>за серию из %n данной карты</numerusform>
            <numerusform>за серию из %n данных карт</numerusform>
            <numerusform>за серию из %n данных карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="367"/>
        <source>for every card of the deal given</source>
        <translation>за то, что даны все карты метки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="368"/>
        <source>On top, {who}: a premium of {amount} {why}.</source>
        <translation>Сверх того, {who}: премия {amount} {why}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="388"/>
        <source>The bank expects to take {take} on the stakes on the table; at most it can lose {most} this deal.</source>
        <translation>Банк в среднем возьмёт {take} со ставок на столе; больше всего он может проиграть в этой метке {most}.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="391"/>
        <source>The chance it is broken this deal: {p} (exact).</source>
        <translation>Вероятность, что банк сорвут в этой метке: {p} (точно).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="394"/>
        <source>The chance it is broken this deal: {p} ± {error} (simulated over %n shuffles).</source>
        <translation>
            <numerusform>Вероятность, что банк сорвут в этой метке: {p} ± {error} (моделирование, %n тасовка).</numerusform>
            <numerusform>Вероятность, что банк сорвут в этой метке: {p} ± {error} (моделирование, %n тасовки).</numerusform>
            <numerusform>Вероятность, что банк сорвут в этой метке: {p} ± {error} (моделирование, %n тасовок).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="399"/>
        <source>The series and deal-won premiums are not counted in these figures.</source>
        <translation>Премии за серию и за выигранную метку в эти цифры не входят.</translation>
    </message>
</context>
<context>
    <name>ShtossKeeperWords</name>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="131"/>
        <source>Case-keeper: copies left in the talia</source>
        <translation>Счётчик: осталось в талье</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="132"/>
        <source>Case-keeper: copies left in the deal</source>
        <translation>Счётчик: осталось в метке</translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="136"/>
        <source>{rank}: %n gone,</source>
        <translation>
            <numerusform>{rank}: вышла %n,</numerusform>
            <numerusform>{rank}: вышло %n,</numerusform>
            <numerusform>{rank}: вышло %n,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="137"/>
        <source>%n left in the deck</source>
        <translation>
            <numerusform>осталась %n в колоде</numerusform>
            <numerusform>осталось %n в колоде</numerusform>
            <numerusform>осталось %n в колоде</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="141"/>
        <source>Your {card} now:</source>
        <translation>Ваша {card} сейчас:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="141"/>
        <source>A stake on {card} now:</source>
        <translation>Ставка на {card} сейчас:</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="143"/>
        <source>killed {killed} ({killed_pc}), given {given} ({given_pc})</source>
        <translation>бита {killed} ({killed_pc}), дана {given} ({given_pc})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="147"/>
        <source>, void {void} ({void_pc})</source>
        <translation>, не в счёт {void} ({void_pc})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="149"/>
        <source>on average {ev} of the kush ({ev_pc})</source>
        <translation>в среднем {ev} куша ({ev_pc})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="157"/>
        <source>Case-keeper</source>
        <translation>Счётчик</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/shtoss/aids.py" line="179"/>
        <source>Per kush:</source>
        <translation>На куш:</translation>
    </message>
</context>
</TS>
