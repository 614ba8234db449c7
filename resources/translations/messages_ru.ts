<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>game</name>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="44"/>
        <source>{player} is not at this table</source>
        <translation>{player} не сидит за этим столом</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="45"/>
        <source>{player} is the banker, not a punter</source>
        <translation>{player} — банкомёт, а не понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="46"/>
        <source>{player} has left the table</source>
        <translation>{player} вышел из игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="47"/>
        <source>the session is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="48"/>
        <source>the banker must first answer {punter}&apos;s stake</source>
        <translation>банкомёт должен сначала ответить на ставку: {punter}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="49"/>
        <source>no stake is waiting for the banker&apos;s answer</source>
        <translation>ни одна ставка не ждёт ответа банкомёта</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="50"/>
        <source>the deck is cut: no stake may be placed or changed until the deal is over</source>
        <translation>колода снята: до конца тальи ставки нельзя ни делать, ни менять</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="54"/>
        <source>the bank is broken: the banker must first put up a new bank or give it up</source>
        <translation>банк сорван: банкомёт должен сначала заложить новый банк или отдать его</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="58"/>
        <source>stake one card, or two cards of one rank as a pair</source>
        <translation>ставьте одну карту или две карты одного достоинства парой</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="59"/>
        <source>the two cards of a pair must have the same rank and different suits</source>
        <translation>две карты пары должны быть одного достоинства и разных мастей</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="63"/>
        <source>pair bets are not allowed at this table</source>
        <translation>за этим столом не ставят парами</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="64"/>
        <source>{card} is not in a {size}-card deck</source>
        <translation>карты {card} нет в колоде из {size} карт</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="65"/>
        <source>{card} is already staked by {punter}</source>
        <translation>{card} уже поставлена ({punter})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="66"/>
        <source>{punter} already has a {rank} staked: two cards of one rank are a pair, staked together</source>
        <translation>у игрока {punter} уже стоит карта достоинства {rank}: две карты одного достоинства — пара, их ставят вместе</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="70"/>
        <source>the kush {kush} is below the initial kush {minimum}</source>
        <translation>куш {kush} меньше начального куша {minimum}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="71"/>
        <source>the kush {kush} must divide by {divisor} because {reason}</source>
        <translation>куш {kush} должен делиться на {divisor}, потому что {reason}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="72"/>
        <source>the kush {kush} is above {punter}&apos;s limit of {limit} ({why})</source>
        <translation>куш {kush} больше предела {limit} для игрока {punter} ({why})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="73"/>
        <source>his base kush</source>
        <translation>его основной куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="74"/>
        <source>after a killed card he stakes from his base again</source>
        <translation>после убитой карты ставят снова от основного куша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="75"/>
        <source>after a void card he may not raise</source>
        <translation>после карты, не пошедшей в счёт, куш не повышают</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="76"/>
        <source>the most a win lets him raise to</source>
        <translation>больше выигрыш повысить не позволяет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="77"/>
        <source>raising after a win is not allowed at this table</source>
        <translation>за этим столом куш после выигрыша не повышают</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="78"/>
        <source>{punter} has {balance}, not enough to cover a loss of {loss}</source>
        <translation>у игрока {punter} {balance} — не хватит покрыть проигрыш {loss}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="79"/>
        <source>the banker refuses a kush of {kush}: above his limit of {limit}</source>
        <translation>банкомёт отказывает в куше {kush}: это больше его предела {limit}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="83"/>
        <source>the bank {bank} cannot cover it: the stakes could then cost the bank {exposure}</source>
        <translation>банк {bank} этого не покроет: ставки могли бы стоить банку {exposure}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="87"/>
        <source>no {rank} is left in this talia&apos;s deck</source>
        <translation>в колоде этой тальи не осталось карт достоинства {rank}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="88"/>
        <source>the shuffled deck must hold every card of the {size}-card deck exactly once</source>
        <translation>перетасованная колода должна содержать каждую карту колоды из {size} карт ровно один раз</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="92"/>
        <source>the deal is under way</source>
        <translation>талья уже мечется</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="93"/>
        <source>no deal is under way: place stakes and cut the deck first</source>
        <translation>талья не мечется: сначала ставки и съём колоды</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="94"/>
        <source>there is no stake on the table</source>
        <translation>на столе нет ни одной ставки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="95"/>
        <source>the cut must be from 0 to {maximum}, not {position}</source>
        <translation>снимать можно от 0 до {maximum}, а не {position}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="96"/>
        <source>{punter} has no winnings on {card}</source>
        <translation>у игрока {punter} нет выигрыша на {card}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="97"/>
        <source>paroli is not played at this table</source>
        <translation>за этим столом не играют на пароли</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="98"/>
        <source>{card} already has {corners} corners, the most allowed</source>
        <translation>у карты {card} уже загнуто углов: {corners}, больше нельзя</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="99"/>
        <source>paroli and paix need a full win (the whole riding amount)</source>
        <translation>для пароли и пе нужен полный выигрыш (вся сумма на карте)</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="100"/>
        <source>the bank is not broken</source>
        <translation>банк не сорван</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="101"/>
        <source>the bank may be put up again only once</source>
        <translation>банк можно заложить второй раз только однажды</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="102"/>
        <source>{banker} has {balance}, less than the initial kush {kush}: he cannot put up a bank</source>
        <translation>у игрока {banker} {balance}, меньше начального куша {kush}: банк ему не заложить</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="106"/>
        <source>{punter} has undecided stakes in this deal</source>
        <translation>у игрока {punter} в этой талье есть нерешённые ставки</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="114"/>
        <source>you are the banker, not a punter</source>
        <translation>вы — банкомёт, а не понтёр</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="115"/>
        <source>you have left the table</source>
        <translation>вы вышли из игры</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="116"/>
        <source>the banker must first answer your stake</source>
        <translation>банкомёт должен сначала ответить на вашу ставку</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="117"/>
        <source>you have already staked {card}</source>
        <translation>вы уже поставили {card}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="118"/>
        <source>you already have a {rank} staked: two cards of one rank are a pair, staked together</source>
        <translation>у вас уже стоит карта достоинства {rank}: две карты одного достоинства — пара, их ставят вместе</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="122"/>
        <source>the kush {kush} is above your limit of {limit} ({why})</source>
        <translation>куш {kush} больше вашего предела {limit} ({why})</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="123"/>
        <source>your base kush</source>
        <translation>ваш основной куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="124"/>
        <source>after a killed card you stake from your base again</source>
        <translation>после убитой карты вы ставите снова от основного куша</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="125"/>
        <source>after a void card you may not raise</source>
        <translation>после карты, не пошедшей в счёт, вам нельзя повышать куш</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="126"/>
        <source>the most your win lets you raise to</source>
        <translation>больше ваш выигрыш повысить не позволяет</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="127"/>
        <source>you have {balance}, not enough to cover a loss of {loss}</source>
        <translation>у вас {balance} — не хватит покрыть проигрыш {loss}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="128"/>
        <source>you have {balance}, less than the initial kush {kush}: you cannot put up a bank</source>
        <translation>у вас {balance}, меньше начального куша {kush}: вам не заложить банк</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="132"/>
        <source>you have no winnings on {card}</source>
        <translation>у вас нет выигрыша на {card}</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/messages.py" line="133"/>
        <source>you have undecided stakes in this deal</source>
        <translation>у вас в этой талье есть нерешённые ставки</translation>
    </message>
    <message>
        <source>the banker has not shuffled for this deal: the cut must come with his shuffle</source>
        <translation>банкомёт ещё не тасовал колоду для этой сдачи: съём должен прийти вместе с его тасовкой</translation>
    </message>
    <message>
        <source>the banker has shuffled for this deal already: the cut takes his deck as it is</source>
        <translation>банкомёт уже перетасовал колоду для этой сдачи: снимают его колоду как есть</translation>
    </message>
    <message>
        <source>{factor} of {riding} is not a whole amount</source>
        <translation>{factor} от {riding} — не целая сумма</translation>
    </message>
    <message>
        <source>no session has been started</source>
        <translation>игра ещё не начата</translation>
    </message>
    <message>
        <source>nobody plays by hand in this session</source>
        <translation>в этой игре никто не играет сам</translation>
    </message>
    <message>
        <source>an odd number of cards is dealt ({count}): new stakes come only between abzugs</source>
        <translation>сдано нечётное число карт ({count}): новые ставки делаются только между абцугами</translation>
    </message>
    <message>
        <source>a card is listed twice among the dealt cards</source>
        <translation>карта дважды указана среди сданных</translation>
    </message>
    <message>
        <source>no {rank} is left in the deck: {card} cannot be staked</source>
        <translation>в колоде не осталось ни одной карты достоинства {rank}: на {card} ставить нельзя</translation>
    </message>
</context>
</TS>
