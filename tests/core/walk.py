"""Whole random sessions through the core's public `Game` API, checked after every event.

A walk draws house rules over every rules key (through `rules_problems`, so only rules that validate
are played), seats up to six punters, and plays many deals: computer punters (core/shtoss/players.py) and a
computer banker take most decisions, and random legal and illegal moves are mixed in. Every illegal
move must raise the core's own `GameError` (or its `StakeError`) and change nothing.

After every event record (the walk follows the log through a replaying copy of the game) it checks:
chips are conserved (balances + bank + table), the bank and every balance are never negative, and every
stake is decided or returned at most once; at the end of each deal every stake placed without talia is
settled, and at the end of the session nothing is left on the table. At the end of every action (not in
the middle of one) it also checks the bank limit itself: the bank covers the largest possible payouts of
every undecided stake, premiums included (RULES.md section 2), unless the bank is broken.

`run_walk(seed)` plays one session and returns its figures; a broken invariant raises `WalkError`
with the seed and the place. The property tests (test_sessions.py) and benchmarks/soak_core.py use it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck
from shtoss_desktop.core.rule_fields import MAX_AMOUNT
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.events import (
    BankPutUp,
    DealFinished,
    Event,
    PaixMade,
    ParoliBent,
    PremiumPaid,
    SessionEnded,
    StakeDecided,
    StakePlaced,
    StakeReturned,
)
from shtoss_desktop.core.shtoss.players import (
    ComputerBanker,
    PunterStrategy,
    PunterStyle,
    WinChoice,
    make_punter,
    take_win,
)
from shtoss_desktop.core.shtoss.rules import (
    MAX_KUSH_MULTIPLE,
    BankerRotation,
    BankerShare,
    BankFormation,
    HouseRules,
    LastCard,
    PremiumEvent,
    rules_problems,
)
from shtoss_desktop.core.shtoss.table import Phase


class WalkError(AssertionError):
    """An invariant broke in a random session: the message names the seed, the event and the check."""


@dataclass
class WalkFigures:
    """What one session did."""

    seed: int
    deals: int = 0
    events: int = 0
    actions: int = 0
    illegal_refused: int = 0
    ended: bool = False
    max_number: int = 0
    """The largest absolute amount seen in any balance, bank or record (for the 64-bit check)."""
    kinds: dict[str, int] = field(default_factory=dict)


# ----- random rules over every key -----


def random_rules_json(rng: random.Random, *, huge: bool = False, rides: bool = False) -> dict[str, object]:
    """A rules object drawing every key; it may not validate (the caller asks `rules_problems`).

    `huge` puts every amount at (or near) its maximum: `MAX_AMOUNT`, the longest ladder, the largest
    premiums, to check that nothing outgrows a signed 64-bit integer. `rides` favours what carries
    money from one talia into the next and from one bank to the next: talia, paroli, premiums and a
    bank that changes hands.
    """
    plie = rng.choice(["full", "half"])
    lob = rng.choice(["full", "half"])
    gorka_half = rng.random() < 0.3
    thirds = rng.random() < 0.3
    divisor = (2 if (plie == "half" or lob == "half" or gorka_half) else 1) * (3 if thirds else 1)
    if huge:
        initial_kush = MAX_AMOUNT - MAX_AMOUNT % divisor if rng.random() < 0.3 else divisor * rng.randint(1, 5)
        bank = MAX_AMOUNT
        capital = MAX_AMOUNT
        contribution = rng.choice([MAX_AMOUNT // 14, initial_kush, MAX_AMOUNT // 2 - divisor])
        multiple_range = (MAX_KUSH_MULTIPLE - 5, MAX_KUSH_MULTIPLE)
    else:
        initial_kush = divisor * rng.choice([1, 1, 1, 2, 3, 5])
        scale = rng.choice([1, 4, 8, 16, 40, 200, 1000])
        bank = initial_kush * rng.randint(1, scale)
        capital = bank + initial_kush * rng.randint(0, scale * 2)
        contribution = rng.randint(1, 3 * initial_kush)
        multiple_range = (1, 4)
    premiums: list[dict[str, object]] = []
    for event in (PremiumEvent.SONIK_WIN, PremiumEvent.DEAL_WON):
        if rng.random() < 0.4:
            premiums.append({"event": event.value, "kush_multiple": rng.randint(*multiple_range)})
    for n in rng.sample(range(2, 7), rng.choice([0, 0, 1, 2, 3])):
        premiums.append({"event": "series", "n": n, "kush_multiple": rng.randint(*multiple_range)})
    rng.shuffle(premiums)
    data: dict[str, object] = {
        "deck_size": rng.choice([52, 36, 32]),
        "punters": rng.randint(1, 6),
        "initial_kush": initial_kush,
        "bank": bank,
        "capital": capital,
        "refuse_above": rng.choice([None, None, 1, 2, 3, 6, 1_000_000]),
        "lob": lob,
        "gorka_half": gorka_half,
        "eleven_given": rng.random() < 0.3,
        "thirteenth_suited_double": rng.random() < 0.4,
        "thirds": thirds,
        "plie": plie,
        "hocly": plie == "half" and rng.random() < 0.5,
        "last_card": rng.choice([c.value for c in LastCard]),
        "talia": rng.random() < 0.5,
        "paroli": rng.random() < 0.8,
        "max_corners": 5 if huge else rng.randint(0, 5),
        "pair_bets": rng.random() < 0.7,
        "raise_after_win": rng.random() < 0.7,
        "free_kush": rng.random() < 0.3,
        "premiums": premiums,
        "bank_formation": rng.choice([f.value for f in BankFormation]),
        "contribution": contribution,
        "banker_share": rng.choice([s.value for s in BankerShare]),
        "banker_rotation": rng.choice([r.value for r in BankerRotation]),
    }
    if rides:
        data.update(talia=True, paroli=True, max_corners=rng.randint(1, 5))
        if rng.random() < 0.7:
            data["banker_rotation"] = rng.choice(["each_deal", "bank_broken"])
        events = {row["event"] for row in premiums}
        for event in ("sonik_win", "deal_won"):
            if event not in events and rng.random() < 0.5:
                premiums.append({"event": event, "kush_multiple": rng.randint(*multiple_range)})
    return data


def random_rules(rng: random.Random, *, huge: bool = False, rides: bool = False) -> HouseRules:
    """Valid random rules: drawn over every key until `rules_problems` finds nothing."""
    for _ in range(1000):
        data = random_rules_json(rng, huge=huge, rides=rides)
        if rng.random() < 0.25:  # fewer keys: the defaults fill in
            for key in rng.sample(sorted(data), rng.randint(1, 8)):
                del data[key]
        if not rules_problems(data):
            return HouseRules.from_json(data)
    raise AssertionError("no valid random rules in 1000 draws")


# ----- the invariants, event by event -----


class Checker:
    """Follows a session's log through a replaying copy and checks each record as it is applied."""

    def __init__(self, game: Game, rules: HouseRules, seed: int, figures: WalkFigures) -> None:
        self.seed = seed
        self.figures = figures
        self.shadow = Game.replay(rules, game.log[:1])
        self.seen = 1
        self.total = self.shadow.state().total_money
        self.riding: set[tuple[str, Card]] = set()

    def fail(self, event: Event, what: str) -> WalkError:
        return WalkError(f"seed {self.seed}, record {self.seen} {event!r}: {what}")

    def follow(self, game: Game) -> None:
        """Check every record `game` logged since the last call."""
        log = game.log
        while self.seen < len(log):
            event = log[self.seen]
            self.shadow.apply(event)
            self.seen += 1
            self.check(event)
        self.figures.events = self.seen

    def check(self, event: Event) -> None:
        state = self.shadow.state()
        if state.total_money != self.total:
            raise self.fail(event, f"chips not conserved: {state.total_money} != {self.total}")
        if state.bank < 0:
            raise self.fail(event, f"the bank went negative: {state.bank}")
        for player, balance in state.balances:
            if balance < 0:
                raise self.fail(event, f"{player}'s balance went negative: {balance}")
        biggest = max([abs(state.bank), *(abs(b) for _, b in state.balances),
                       *(st.riding for st in state.stakes), *(w.total for w in state.winnings)])
        self.figures.max_number = max(self.figures.max_number, biggest, self.total)
        if isinstance(event, StakePlaced):
            for card in event.cards:
                if (event.punter, card) in self.riding:
                    raise self.fail(event, "a card staked while it already rides")
                self.riding.add((event.punter, card))
        elif isinstance(event, ParoliBent | PaixMade):
            if (event.punter, event.card) in self.riding:
                raise self.fail(event, "a card rides twice")
            self.riding.add((event.punter, event.card))
        elif isinstance(event, StakeDecided):
            key = (event.punter, event.card)
            if key not in self.riding:
                raise self.fail(event, "a stake decided that was not riding (decided twice?)")
            self.riding.discard(key)
        elif isinstance(event, StakeReturned):
            key = (event.punter, event.card)
            if key not in self.riding:
                raise self.fail(event, "a stake returned that was not riding")
            self.riding.discard(key)
        elif isinstance(event, DealFinished):
            self.figures.deals += 1
            if not event.talia and self.riding:
                raise self.fail(event, f"stakes left undecided at the end of the deal: {sorted(self.riding)}")
            if event.talia:
                for _, card in self.riding:
                    if any(c.rank is card.rank for c in state.deck[state.dealt:]):
                        raise self.fail(event, f"{card} carried out of a talia with a copy still in it")
        elif isinstance(event, SessionEnded):
            if self.riding or state.stakes or state.winnings or state.bank:
                raise self.fail(event, "the session ended with money left on the table")
            self.figures.ended = True
        elif isinstance(event, PremiumPaid) and event.amount <= 0:
            raise self.fail(event, "a premium of nothing")
        elif isinstance(event, BankPutUp) and event.amount != sum(a for _, a in event.contributions):
            raise self.fail(event, "the bank is not what was paid in")
        name = event.kind
        self.figures.kinds[name] = self.figures.kinds.get(name, 0) + 1

    def check_limit(self, game: Game, after: str) -> None:
        """Between actions: the bank covers every undecided stake's largest payout (section 2)."""
        if game.phase in (Phase.BANK_BROKEN, Phase.OVER):
            return
        exposure = game.exposure()
        self.figures.max_number = max(self.figures.max_number, exposure)
        if exposure > game.bank:
            raise WalkError(f"seed {self.seed}, after {after} (record {self.seen}): the bank {game.bank} "
                            f"does not cover the stakes' largest payouts {exposure}")


# ----- the moves -----


ILLEGAL_MOVES = (
    "stake_bad_card", "stake_bad_pair", "stake_low_kush", "stake_banker", "stake_stranger", "stake_odd_kush",
    "stake_three", "cut_bad", "deal_now", "paroli_none", "paix_none", "new_bank_now", "give_up_now",
    "answer_none", "stop_banker", "pick_up_none", "stake_twice", "paroli_rich",
)


class Walker:
    """Plays one random session, checking as it goes."""

    def __init__(self, seed: int, *, rules: HouseRules | None = None, max_actions: int = 400,
                 legal_only: bool = False, check_limit: bool = True, huge: bool = False,
                 rides: bool = False) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.rules = rules if rules is not None else random_rules(self.rng, huge=huge, rides=rides)
        self.huge = huge
        self.rides = rides
        self.max_actions = max_actions
        self.legal_only = legal_only
        self.limit_check = check_limit
        self.figures = WalkFigures(seed)
        n = self.rules.punters
        self.players = ["Chekalinsky", *(f"P{i}" for i in range(1, n + 1))]
        self.game = Game(self.rules, self.players, rng=random.Random(self.rng.getrandbits(64)))
        styles = list(PunterStyle)
        self.strategies: dict[str, PunterStrategy] = {
            p: make_punter(self.rng.choice(styles), random.Random(self.rng.getrandbits(32))) for p in self.players
        }
        self.banker = ComputerBanker(random.Random(self.rng.getrandbits(32)))
        self.checker = Checker(self.game, self.rules, seed, self.figures)
        self.checker.follow(self.game)

    # ----- running -----

    def run(self) -> WalkFigures:
        game = self.game
        for _ in range(self.max_actions):
            if game.phase is Phase.OVER:
                break
            name = self.step()
            self.figures.actions += 1
            self.checker.follow(game)
            if self.limit_check:
                self.checker.check_limit(game, name)
        if game.phase is not Phase.OVER:
            game.end_session()
            self.checker.follow(game)
        final = game.state()
        if self.checker.shadow.state() != final or Game.replay(self.rules, game.log).state() != final:
            raise WalkError(f"seed {self.seed}: replaying the log does not rebuild the state")
        if not self.figures.ended:
            raise WalkError(f"seed {self.seed}: the session did not end")
        return self.figures

    def step(self) -> str:
        """One action; returns its name."""
        game, rng = self.game, self.rng
        if not self.legal_only and rng.random() < 0.12:
            move = rng.choice(ILLEGAL_MOVES)
            self.illegal(move)
            return f"illegal {move}"
        if game.offer is not None:
            accept = self.banker.answer(game, game.offer) if rng.random() < 0.7 else rng.random() < 0.5
            game.answer_offer(accept)
            return "answer"
        if game.phase is Phase.BANK_BROKEN:
            if game.can_new_bank() and rng.random() < 0.6:
                game.new_bank()
                return "new bank"
            game.give_up_bank()
            return "give up"
        rare = rng.randrange(1000)
        if rare == 0:
            game.end_session()
            return "end"
        if rare <= 4 and game.phase is Phase.STAKING:
            game.change_rules(random_rules(rng, huge=self.huge, rides=self.rides))
            return "rules"
        if rare <= 6 and game.punters:
            punter = rng.choice(game.punters)
            if game.can_stop(punter):
                game.stop(punter)
                return "stop"
        if rare == 7:
            game.call_atande(rng.choice(self.players))
            return "atande"
        if game.phase is Phase.DEALING:
            talia = game.rules.talia
            # Winnings waiting between abzugs are the moment a paroli may ride into the next talia.
            eager = self.rides and bool(game.state().winnings)
            if talia and rng.random() < (0.8 if eager else 0.35):
                return self.punters_move()
            game.deal_abzug()
            return "deal"
        if rng.random() < 0.55 or not game.state().stakes:
            return self.punters_move()
        if game.can_cut():
            if rng.random() < 0.5:
                game.shuffle()
            game.cut(self.banker.cut_position(game) if rng.random() < 0.5 else None)
            return "cut"
        return self.punters_move()

    def punters_move(self) -> str:
        """Computer punters decide winnings and stakes, or a random legal-looking stake is tried."""
        game, rng = self.game, self.rng
        wins = game.state().winnings
        if wins and rng.random() < 0.6:
            win = rng.choice(wins)
            choice = self.strategies[win.punter].choose_win(game, win.punter, win)
            if rng.random() < 0.3:
                choice = rng.choice(list(WinChoice))
            return take_win(game, win.punter, win, choice)[0].kind
        if not game.punters:
            return "nothing"
        punter = rng.choice(game.punters)
        if rng.random() < 0.6:
            for choice in self.strategies[punter].choose_stakes(game, punter):
                self.try_stake(punter, choice.cards, choice.kush)
            return "computer stake"
        deck = make_deck(game.rules.deck_size)
        card = rng.choice(deck)
        cards = [card]
        if rng.random() < 0.25:
            cards.append(rng.choice([c for c in deck if c.rank is card.rank and c != card]))
        rules = game.rules
        limit, _ = game.kush_limit(punter)
        kush = rules.initial_kush * rng.choice([1, 1, 2, 3, 4, 8])
        if limit is not None and rng.random() < 0.5:
            kush = limit
        if rng.random() < 0.05:
            kush = game.bank  # ва-банк
        self.try_stake(punter, tuple(cards), kush, banker_refuses=rng.random() < 0.3)
        return "random stake"

    def try_stake(self, punter: str, cards: tuple[Card, ...], kush: int, *, banker_refuses: bool = False) -> None:
        """A stake that the rules may refuse (bank limit, money, raise, ...): a refusal changes nothing."""
        self.expect_refusal_or_success(
            lambda: self.game.place_stake(punter, cards, kush, banker_refuses=banker_refuses), may_pass=True)

    # ----- illegal moves -----

    def expect_refusal_or_success(self, action: Callable[[], object], *, may_pass: bool, name: str = "") -> None:
        game = self.game
        before, log_length = game.state(), len(game.log)
        try:
            action()
        except GameError:
            if game.state() != before or len(game.log) != log_length:
                raise WalkError(f"seed {self.seed}: a refused move changed the game") from None
            self.figures.illegal_refused += 1
            return
        except Exception as error:  # any other exception is the defect looked for
            raise WalkError(f"seed {self.seed}: {name or 'a move'} raised {error!r} instead of a GameError") from error
        if not may_pass:
            raise WalkError(f"seed {self.seed}: the illegal move {name} was accepted")

    def illegal(self, move: str) -> None:
        game, rng = self.game, self.rng
        rules = game.rules
        punter = rng.choice(game.punters) if game.punters else self.players[1]
        deck = make_deck(rules.deck_size)
        outside = [Card(r, s) for r in Rank for s in Suit if Card(r, s) not in deck]
        # Not dividing as a half or thirds option requires, or (without those) below the minimum.
        odd_kush = rules.initial_kush + 1 if rules.kush_divisor > 1 else 0
        actions: dict[str, Callable[[], object]] = {
            "stake_bad_card": lambda: game.place_stake(punter, [rng.choice(outside) if outside else deck[0],
                                                                 deck[0]], rules.initial_kush),
            "stake_bad_pair": lambda: game.place_stake(punter, [deck[0], deck[-1]], rules.initial_kush),
            "stake_low_kush": lambda: game.place_stake(punter, [rng.choice(deck)], rules.initial_kush - 1),
            "stake_banker": lambda: game.place_stake(game.banker, [rng.choice(deck)]),
            "stake_stranger": lambda: game.place_stake("Tomsky", [rng.choice(deck)]),
            "stake_odd_kush": lambda: game.place_stake(punter, [rng.choice(deck)], odd_kush),
            "stake_three": lambda: game.place_stake(punter, list(deck[:3])),
            "cut_bad": lambda: game.cut(rules.deck_size + rng.randint(0, 3)),
            "deal_now": game.deal_abzug,
            "paroli_none": lambda: game.bend_paroli("Tomsky", rng.choice(deck)),
            "paix_none": lambda: game.paix("Tomsky", deck[0]),
            "new_bank_now": game.new_bank,
            "give_up_now": game.give_up_bank,
            "answer_none": lambda: game.answer_offer(True),
            "stop_banker": lambda: game.stop(game.banker),
            "pick_up_none": lambda: game.pick_up("Tomsky", deck[0]),
            "stake_twice": lambda: self.stake_twice(punter),
            "paroli_rich": lambda: self.paroli_any(),
        }
        # Some of these are legal at some moments (a deal under way may be dealt, a broken bank may be
        # given up, a waiting offer answered...): those may pass; the rest must be refused.
        always_illegal = move in {"stake_bad_card", "stake_bad_pair", "stake_low_kush", "stake_banker",
                                  "stake_stranger", "stake_three", "cut_bad", "paroli_none", "paix_none",
                                  "stop_banker", "pick_up_none"}
        always_illegal = always_illegal or move == "stake_odd_kush"
        self.expect_refusal_or_success(actions[move], may_pass=not always_illegal, name=move)

    def stake_twice(self, punter: str) -> None:
        """Stake a card the punter already has on the table (refused), or any card."""
        mine = self.game.stakes_of(punter)
        card = mine[0].card if mine else make_deck(self.game.rules.deck_size)[0]
        self.game.place_stake(punter, [card])

    def paroli_any(self) -> None:
        """Try to bend or paix any waiting win, legal or not (the limit must refuse what it cannot cover)."""
        wins = self.game.state().winnings
        if not wins:
            raise GameError(GameMessage.NO_WIN, punter="", card="")
        win = self.rng.choice(wins)
        if self.rng.random() < 0.5:
            self.game.bend_paroli(win.punter, win.card)
        else:
            self.game.paix(win.punter, win.card)


def run_walk(seed: int, **options: object) -> WalkFigures:
    """Play one random session with this seed; raise `WalkError` if an invariant breaks."""
    return Walker(seed, **options).run()  # type: ignore[arg-type]
