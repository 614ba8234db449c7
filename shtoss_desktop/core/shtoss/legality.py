"""What the rules allow now: every `verify_*` of a shtoss game, its `can_*`, and the limits a stake meets.

Legality has one source. Each `verify_*` raises a `GameError` (a `StakeError` for a stake that breaks a
rule) naming the rule; each `can_*` is made from it by `machine.asks`; `verify(move)` asks the one that
matches a move, so a move played live and a move read back from a journal meet the same checks. The
queries the interface needs to explain a refusal before it happens (`kush_limit`, `stake_limit`,
`offer_reasons`, `refusal_limit`) live here too, beside the checks that use them.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

import msgspec

from shtoss_desktop.core.cards import Card, CardError, check_in_deck, make_deck
from shtoss_desktop.core.machine import asks
from shtoss_desktop.core.shtoss.bank import BankLimit
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage, StakeError
from shtoss_desktop.core.shtoss.events import OfferReason
from shtoss_desktop.core.shtoss.moves import (
    AnswerOffer,
    BendParoli,
    CallAtande,
    ChangeRules,
    Cut,
    DealAbzug,
    EndSession,
    GiveUpBank,
    Move,
    NewBank,
    Paix,
    PickUp,
    PickUpAll,
    PlaceStake,
    Shuffle,
    Stop,
)
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.core.shtoss.table import Phase, Stake, Winnings


class RefusalPolicy(msgspec.Struct, frozen=True):
    """What the banker may refuse under a table's rules (RULES.md sections 2 and 4.3), whoever the banker is."""

    limit: int | None
    """He may refuse a card whose kush is above this (`refuse_above` × the initial kush; None: none for its size)."""
    raises: bool
    """He may refuse a raised kush (raising after a win is played, вольный куш is not agreed)."""

    @property
    def refuses_nothing(self) -> bool:
        """He must accept every stake the bank covers."""
        return self.limit is None and not self.raises


def refusal_policy(rules: HouseRules) -> RefusalPolicy:
    """What the banker may refuse under `rules`.

    >>> refusal_policy(HouseRules(refuse_above=5))
    RefusalPolicy(limit=30, raises=True)
    >>> refusal_policy(HouseRules(free_kush=True)).refuses_nothing
    True
    """
    limit = None if rules.refuse_above is None else rules.refuse_above * rules.initial_kush
    return RefusalPolicy(limit, rules.raise_after_win and not rules.free_kush)


class KushBound(enum.StrEnum):
    """Which limit sets the largest kush a punter may stake now (`StakeLimit.bound`)."""

    RAISE = "raise"
    """The raise rule (section 4.3): his base, or what his last result lets him raise to (`StakeLimit.why`)."""
    MONEY = "money"
    """His money: a larger kush would cost more than he has if the card were killed."""
    BANK = "bank"
    """The bank limit (section 2): the bank could not pay a larger stake on top of those on the table."""


class StakeLimit(msgspec.Struct, frozen=True):
    """The largest kush a punter may stake now on a card or a pair, and each limit that sets it
    (`Legality.stake_limit`). Every limit is a kush the rules accept (a multiple of the kush divisor); a limit
    below `minimum` lets no stake through."""

    minimum: int
    """The initial kush: no kush is smaller."""
    raise_limit: int | None
    """The raise rule's limit (`Legality.kush_limit`); None before his first stake (no base yet)."""
    why: GameMessage
    """The raise rule's reason (a `WHY_*` member)."""
    money_limit: int
    """The largest kush whose loss his money covers (on each card of a pair)."""
    bank_limit: int
    """The largest kush the bank covers with the stakes on the table (0: not even the initial kush)."""
    cards: int
    """How many cards the stake is (1, or 2 for a pair)."""

    @property
    def largest(self) -> int:
        """The largest kush allowed now (below `minimum`: no stake is allowed)."""
        return min(self._limits().values())

    @property
    def fits(self) -> bool:
        """Whether any kush is allowed now (the initial kush at least)."""
        return self.largest >= self.minimum

    @property
    def bound(self) -> KushBound:
        """The limit that sets `largest` (on a tie: the raise rule, then his money, then the bank)."""
        limits = self._limits()
        return next(bound for bound, limit in limits.items() if limit == self.largest)

    def _limits(self) -> dict[KushBound, int]:
        limits = {KushBound.MONEY: self.money_limit, KushBound.BANK: self.bank_limit}
        if self.raise_limit is not None:
            limits = {KushBound.RAISE: self.raise_limit, **limits}
        return limits


def _raise_limit(kush: int, won: int, divisor: int) -> int:
    """k × (1 + min(won, k) ÷ k), rounded down to a kush the rules accept (section 4.3)."""
    limit = kush + min(won, kush)
    return limit - limit % divisor


class Legality(BankLimit):
    """The table with its rules: what may be done now, and why not."""

    opening_stakes: bool = False
    """Every stake is an opening stake: the raise rules of section 4.3 do not apply (the CLI's `settle`)."""

    # ----- the limits a stake meets -----

    def kush_limit(self, punter: str) -> tuple[int | None, GameMessage]:
        """The largest kush the punter may stake now (None: no limit yet) and the reason (a `WHY_*` member).

        Section 4.3: his base after a killed card, k after a void, k + min(won, k) (rounded down to a kush
        the rules accept) after a win. The limit never falls below his base: a small win must not leave him
        worse off than a loss would.
        """
        s = self._state
        base = s.bases.get(punter)
        if base is None:
            return None, GameMessage.WHY_BASE
        if not s.rules.raise_after_win:
            return base, GameMessage.WHY_NO_RAISING
        last = s.last_results.get(punter)
        if last is None:
            return base, GameMessage.WHY_BASE
        if last.outcome is Outcome.KILLED:
            return base, GameMessage.WHY_AFTER_LOSS
        if last.outcome is Outcome.VOID:
            return max(last.kush, base), GameMessage.WHY_AFTER_VOID
        return max(_raise_limit(last.kush, last.won, s.rules.kush_divisor), base), GameMessage.WHY_AFTER_WIN

    def stake_limit(self, punter: str, cards: Sequence[Card] = ()) -> StakeLimit:
        """The largest kush the punter may stake now on `cards` (none: one card), and which limit sets it: the
        raise rule (`kush_limit`), his money, or the bank limit with the stakes already on the table.

        A kush up to `StakeLimit.largest` (a multiple of the kush divisor, at least the initial kush) passes
        `verify_place_stake` on those limits, and the next one above it does not; the card itself (its rank,
        a card staked already) is checked as ever.

        >>> from shtoss_desktop.core.shtoss.deal import Game
        >>> game = Game(HouseRules(bank=12), ["Chekalinsky", "Hermann"])
        >>> limit = game.stake_limit("Hermann")
        >>> limit.largest, limit.bound, game.stake_limit("Hermann", [Card.parse("7D"), Card.parse("7S")]).largest
        (12, <KushBound.BANK: 'bank'>, 6)
        """
        s, rules = self._state, self._state.rules
        count = len(cards) or 1
        divisor = rules.kush_divisor
        raise_limit, why = self.kush_limit(punter)
        if self.opening_stakes:
            raise_limit = None
        money = s.balances.get(punter, 0) // count
        return StakeLimit(
            minimum=rules.initial_kush,
            raise_limit=raise_limit,
            why=why,
            money_limit=money - money % divisor,
            bank_limit=self._bank_kush_limit(punter, tuple(cards)),
            cards=count,
        )

    def _bank_kush_limit(self, punter: str, cards: tuple[Card, ...]) -> int:
        """The largest kush (a multiple of the divisor, at least the initial kush) whose stake on `cards` (none: one
        card) the bank covers now; 0 when not even the initial kush fits. The exposure grows with the kush, so a
        search finds it; a kush above the bank never fits (a card could pay at least its kush)."""
        s, rules = self._state, self._state.rules
        divisor = rules.kush_divisor
        # Only the rank matters to the bank limit (in a talia, whether it is still in the deck); without
        # chosen cards a card of the deck still to come stands for the stake.
        shown = cards or (self.remaining_cards()[:1] or make_deck(rules.deck_size)[:1])

        def fits(kush: int) -> bool:
            return self.exposure([Stake(punter, card, kush, kush, 0) for card in shown]) <= s.bank

        low, high = rules.initial_kush // divisor, s.bank // divisor
        if high < low or not fits(low * divisor):
            return 0
        while low < high:
            middle = (low + high + 1) // 2
            if fits(middle * divisor):
                low = middle
            else:
                high = middle - 1
        return low * divisor

    def refusal_policy(self) -> RefusalPolicy:
        """What the banker may refuse under the rules in force."""
        return refusal_policy(self._state.rules)

    def refusal_limit(self) -> int | None:
        """The largest kush the banker may not refuse for being large: `refuse_above` × the initial kush
        (None: he refuses nothing for its size)."""
        return self.refusal_policy().limit

    def offer_reasons(self, punter: str, kush: int) -> tuple[OfferReason, ...]:
        """Why the banker would be asked about this kush (empty: he may not refuse it).

        Above the refusal limit (`refusal_limit`), and above the punter's base (a raise) unless вольный куш is
        agreed: the banker's refusal policy, whoever the banker is.
        """
        reasons = []
        limit = self.refusal_limit()
        if limit is not None and kush > limit:
            reasons.append(OfferReason.ABOVE_LIMIT)
        base = self._state.bases.get(punter)
        if base is not None and kush > base and not self._state.rules.free_kush:
            reasons.append(OfferReason.RAISE)
        return tuple(reasons)

    # ----- who may act -----

    def _verify_open(self) -> None:
        s = self._state
        if s.phase is Phase.OVER:
            raise GameError(GameMessage.SESSION_OVER)
        if s.phase is Phase.BANK_BROKEN:
            raise GameError(GameMessage.BANK_BROKEN_NOW)
        if s.offer is not None:
            raise GameError(GameMessage.OFFER_PENDING, punter=s.offer.punter)

    def _verify_punter(self, punter: str) -> None:
        s = self._state
        if punter not in s.seated:
            raise GameError(GameMessage.NOT_PLAYER, player=punter)
        if punter == s.banker:
            raise GameError(GameMessage.NOT_PUNTER, player=punter)
        if punter in s.left:
            raise GameError(GameMessage.PUNTER_LEFT, player=punter)

    # ----- stakes -----

    def verify_place_stake(self, punter: str, cards: Sequence[Card], kush: int | None = None, *,
                           banker_refuses: bool = False) -> None:
        """Raise `StakeError` (or `GameError`) naming the rule if this stake may not be offered now.

        The checks run in the order of the CLI contract (RULES.md 7.2): the cards, the kush, pairs,
        cards or ranks staked twice, the talia's deck, the raise limit (not for an opening stake), the
        refusal threshold (only with `banker_refuses`, as the computer banker and the CLI apply it), the
        bank limit and the punter's money.
        """
        s, rules = self._state, self._state.rules
        self._verify_open()
        self._verify_punter(punter)
        if s.phase is Phase.DEALING and not rules.talia:
            raise GameError(GameMessage.AFTER_CUT)
        cards = tuple(cards)
        kush = rules.initial_kush if kush is None else kush
        self._verify_card_shape(cards)
        if kush < rules.initial_kush:
            raise StakeError(GameMessage.KUSH_MIN, kush=kush, minimum=rules.initial_kush)
        if not rules.kush_divides(kush):
            raise StakeError(GameMessage.KUSH_DIVIDES, kush=kush, divisor=rules.kush_divisor,
                             reason=rules.divisor_reason())
        if len(cards) == 2 and not rules.pair_bets:
            raise StakeError(GameMessage.NO_PAIRS)
        self._verify_not_staked(punter, cards)
        in_deck = any(c.rank is cards[0].rank for c in self.remaining_cards())
        if rules.talia and s.phase is Phase.DEALING and not in_deck:
            raise StakeError(GameMessage.TALIA_RANK_GONE, rank=cards[0].rank.char)
        limit, why = self.kush_limit(punter)
        if not self.opening_stakes and limit is not None and kush > limit:
            raise StakeError(GameMessage.KUSH_RAISE, kush=kush, punter=punter, limit=limit, why=why)
        refusal = self.refusal_limit()
        if banker_refuses and refusal is not None and kush > refusal:
            raise StakeError(GameMessage.REFUSED_ABOVE, kush=kush, limit=refusal)
        exposure = self.exposure([Stake(punter, c, kush, kush, 0) for c in cards])
        if exposure > s.bank:
            raise StakeError(GameMessage.BANK_LIMIT, bank=s.bank, exposure=exposure)
        loss = kush * len(cards)
        if loss > s.balances[punter]:
            raise StakeError(GameMessage.CAPITAL, punter=punter, balance=s.balances[punter], loss=loss)

    can_place_stake = asks(verify_place_stake)

    def _verify_card_shape(self, cards: tuple[Card, ...]) -> None:
        rules = self._state.rules
        if len(cards) not in (1, 2):
            raise StakeError(GameMessage.CARDS_COUNT)
        for card in cards:
            try:
                check_in_deck(card, rules.deck_size)
            except CardError:
                raise StakeError(GameMessage.NOT_IN_DECK, card=str(card), size=rules.deck_size) from None
        if len(cards) == 2 and (cards[0].rank is not cards[1].rank or cards[0].suit is cards[1].suit):
            raise StakeError(GameMessage.PAIR_RANK)

    def _verify_not_staked(self, punter: str, cards: tuple[Card, ...]) -> None:
        held = self.cards_held(punter)
        for card in cards:
            if card in held:
                raise StakeError(GameMessage.CARD_STAKED, card=str(card), punter=punter)
            if any(other.rank is card.rank for other in held):
                raise StakeError(GameMessage.RANK_STAKED, punter=punter, rank=card.rank.char)

    def verify_answer_offer(self) -> None:
        """Raise `GameError` unless a stake waits for the banker."""
        if self._state.offer is None:
            raise GameError(GameMessage.NO_OFFER)

    can_answer_offer = asks(verify_answer_offer)

    # ----- winnings, paroli, paix -----

    def verify_pick_up(self, punter: str, card: Card) -> None:
        """Raise `GameError` unless the punter has winnings waiting on this card."""
        if self._state.phase is Phase.OVER:
            raise GameError(GameMessage.SESSION_OVER)
        self._winnings(punter, card)

    can_pick_up = asks(verify_pick_up)

    def verify_pick_up_all(self, punter: str) -> None:
        """Raise `GameError` unless the punter may take all his waiting winnings (he may have none)."""
        if self._state.phase is Phase.OVER:
            raise GameError(GameMessage.SESSION_OVER)
        if punter not in self._state.seated:
            raise GameError(GameMessage.NOT_PLAYER, player=punter)

    can_pick_up_all = asks(verify_pick_up_all)

    def verify_bend_paroli(self, punter: str, card: Card) -> None:
        """Raise unless the punter may bend a corner on this card (full win, corners left, bank covers)."""
        self._verify_ride(punter, card)
        win = self._winnings(punter, card)
        if win.corners >= self._state.rules.max_corners:
            raise GameError(GameMessage.MAX_CORNERS, card=str(card), corners=win.corners)
        self._verify_ride_exposure(win, win.total)

    can_bend_paroli = asks(verify_bend_paroli)

    def verify_paix(self, punter: str, card: Card) -> None:
        """Raise unless the punter may take his stake back and let the winnings ride."""
        self._verify_ride(punter, card)
        win = self._winnings(punter, card)
        self._verify_ride_exposure(win, win.won)

    can_paix = asks(verify_paix)

    def _verify_ride(self, punter: str, card: Card) -> None:
        s = self._state
        self._verify_open()
        if s.phase is Phase.DEALING and not s.rules.talia:
            raise GameError(GameMessage.AFTER_CUT)
        if not s.rules.paroli:
            raise GameError(GameMessage.NO_PAROLI)
        if not self._winnings(punter, card).full:
            raise GameError(GameMessage.NOT_FULL_WIN)

    def _verify_ride_exposure(self, win: Winnings, riding: int) -> None:
        s = self._state
        exposure = self.exposure([Stake(win.punter, win.card, win.kush, riding, win.entry)])
        if exposure > s.bank:
            raise StakeError(GameMessage.BANK_LIMIT, bank=s.bank, exposure=exposure)

    # ----- shuffle, cut, deal -----

    def verify_shuffle(self, order: Sequence[Card] | None = None) -> None:
        """Raise unless the banker may shuffle now (no deal under way) into `order` (None: at random)."""
        self._verify_open()
        if self._state.phase is Phase.DEALING:
            raise GameError(GameMessage.ALREADY_DEALING)
        if order is not None:
            self._verify_deck_order(order)

    can_shuffle = asks(verify_shuffle)

    def _verify_deck_order(self, order: Sequence[Card]) -> None:
        size = self._state.rules.deck_size
        if len(order) != size or sorted(order) != sorted(make_deck(size)):
            raise GameError(GameMessage.NOT_SHUFFLED_ORDER, size=size)

    def verify_cut(self, position: int | None = None, *, punter: str | None = None) -> None:
        """Raise unless the deck may be cut now (stakes on the table, no deal under way), at `position`
        (None: anywhere) and by `punter` (None: any punter at the table)."""
        s = self._state
        self._verify_open()
        if s.phase is Phase.DEALING:
            raise GameError(GameMessage.ALREADY_DEALING)
        if not s.stakes:
            raise GameError(GameMessage.NO_STAKES)
        size = s.rules.deck_size
        if position is not None and not 0 <= position < size:
            raise GameError(GameMessage.CUT_RANGE, maximum=size - 1, position=position)
        if punter is not None:
            self._verify_punter(punter)

    can_cut = asks(verify_cut)

    def _verify_cut_move(self, move: Cut) -> None:
        """A cut as a move: `verify_cut`, and the banker's shuffle comes with it exactly when he has not
        shuffled for this deal."""
        self.verify_cut(move.position, punter=move.punter)
        if self._state.shuffled:
            if move.shuffle is not None:
                raise GameError(GameMessage.ALREADY_SHUFFLED)
        elif move.shuffle is None:
            raise GameError(GameMessage.SHUFFLE_FIRST)
        else:
            self._verify_deck_order(move.shuffle)

    def verify_deal_abzug(self) -> None:
        """Raise unless an abzug may be dealt now."""
        self._verify_open()
        if self._state.phase is not Phase.DEALING:
            raise GameError(GameMessage.NOT_DEALING)

    can_deal_abzug = asks(verify_deal_abzug)

    # ----- the bank -----

    def verify_new_bank(self) -> None:
        """Raise unless the banker may put up his one new bank now."""
        s = self._state
        if s.phase is not Phase.BANK_BROKEN:
            raise GameError(GameMessage.BANK_NOT_BROKEN)
        if s.second_bank_used:
            raise GameError(GameMessage.SECOND_BANK_USED)
        if self.bank_contributions(s.banker) is None and s.balances[s.banker] + s.bank < s.rules.initial_kush:
            raise GameError(GameMessage.CANNOT_AFFORD_BANK, banker=s.banker, balance=s.balances[s.banker],
                            kush=s.rules.initial_kush)

    can_new_bank = asks(verify_new_bank)

    def verify_give_up_bank(self) -> None:
        """Raise unless the bank is broken (the banker may then give it up)."""
        if self._state.phase is not Phase.BANK_BROKEN:
            raise GameError(GameMessage.BANK_NOT_BROKEN)

    can_give_up_bank = asks(verify_give_up_bank)

    # ----- rules, атанде, stopping, the end -----

    def verify_change_rules(self, rules: HouseRules) -> None:
        """Raise unless the rules may change now: between deals (between talias), nothing waiting."""
        self._verify_open()
        if self._state.phase is not Phase.STAKING:
            raise GameError(GameMessage.ALREADY_DEALING)

    can_change_rules = asks(verify_change_rules)

    def verify_call_atande(self, player: str) -> None:
        """Raise unless the player sits at this table and the session goes on."""
        if self._state.phase is Phase.OVER:
            raise GameError(GameMessage.SESSION_OVER)
        if player not in self._state.seated:
            raise GameError(GameMessage.NOT_PLAYER, player=player)

    can_call_atande = asks(verify_call_atande)

    def verify_stop(self, punter: str) -> None:
        """Raise unless the punter may leave now (after a deal, with no undecided card in play)."""
        self._verify_punter(punter)
        if self._state.phase is Phase.DEALING and self.stakes_of(punter):
            raise GameError(GameMessage.UNDECIDED, punter=punter)

    can_stop = asks(verify_stop)

    def verify_end_session(self) -> None:
        """Raise unless the session is still going (it may be ended at any moment until then)."""
        if self._state.phase is Phase.OVER:
            raise GameError(GameMessage.SESSION_OVER)

    can_end_session = asks(verify_end_session)

    # ----- a move -----

    def verify(self, move: Move) -> None:
        """Raise `GameError` if the rules do not allow `move` now (the matching `verify_*` decides)."""
        match move:
            case PlaceStake():
                self.verify_place_stake(move.punter, move.cards, move.kush, banker_refuses=move.banker_refuses)
            case AnswerOffer():
                self.verify_answer_offer()
            case Shuffle():
                self.verify_shuffle(move.order)
            case Cut():
                self._verify_cut_move(move)
            case DealAbzug():
                self.verify_deal_abzug()
            case PickUp():
                self.verify_pick_up(move.punter, move.card)
            case PickUpAll():
                self.verify_pick_up_all(move.punter)
            case BendParoli():
                self.verify_bend_paroli(move.punter, move.card)
            case Paix():
                self.verify_paix(move.punter, move.card)
            case NewBank():
                self.verify_new_bank()
            case GiveUpBank():
                self.verify_give_up_bank()
            case ChangeRules():
                self.verify_change_rules(move.rules)
            case CallAtande():
                self.verify_call_atande(move.player)
            case Stop():
                self.verify_stop(move.punter)
            case EndSession():
                self.verify_end_session()
            case _:
                raise TypeError(f"{move!r} is not a shtoss move")
