"""The bank limit (RULES.md section 2): the largest possible payouts of the undecided stakes.

A stake is accepted only while the sum of the *largest possible payouts* of all undecided stakes stays
within the bank, so the bank can never go negative. `BankLimit.exposure` is that sum, premiums included;
`max_payout` is one card's part of it; `bank_contributions` says who would pay what into a new bank.

Between deals (and while the bank is broken) no card of a deal is out yet, so each stake's largest payout
is fixed: the table keeps their sum, and how many punters have two cards or more (the `deal_won` reserve),
as stakes come and go, and a new stake is checked against it in constant time however many stakes lie on
the table. While a deal is under way the figures move with every card dealt and are summed afresh.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from shtoss_desktop.core.shtoss.rules import BankFormation, PremiumEvent, family_bank_share
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.core.shtoss.table import Phase, Stake, Table


class BankLimit(Table):
    """The table with the bank limit: `max_payout` of a card and the `exposure` of them all."""

    def max_payout(self, stake: Stake) -> int:
        """The most the bank could pay on this card from the next card on (section 2, bank limit)."""
        return self._payout(stake, self._positions_past(stake))

    def _payout(self, stake: Stake, past: int) -> int:
        """A card's largest payout when `past` positions of its deal are dealt: its riding amount (doubled
        while the thirteenth is ahead, under `thirteenth_suited_double`), the sonik premiums while position 2
        is ahead and every series premium, on its kush."""
        rules = self._state.rules
        riding = stake.riding * (2 if rules.thirteenth_suited_double and past < 13 else 1)
        sonik = rules.premium_multiple(PremiumEvent.SONIK_WIN) if past < 2 else 0
        series = rules.premium_multiple(PremiumEvent.SERIES)
        return riding + stake.kush * (sonik + series)

    def exposure(self, extra: Sequence[Stake] = ()) -> int:
        """The largest possible payouts of every undecided stake (and `extra`), premiums included.

        This one sum is the bank limit everywhere: a stake, a paroli or a paix is accepted only while
        it stays within the bank, and whenever the bank changes hands or is put up again the rides
        carried into it are held to it too.
        """
        s = self._state
        if s.phase is Phase.DEALING:
            return self._dealing_exposure(extra)
        total = s.resting_payouts + sum(self._payout(stake, 0) for stake in extra)
        deal_won = s.rules.premium_multiple(PremiumEvent.DEAL_WON)
        if deal_won:
            reserved = s.punters_with_two
            for punter, cards in Counter(stake.punter for stake in extra).items():
                held = s.stakes.count_of(punter)
                if held < 2 <= held + cards:
                    reserved += 1
            total += deal_won * s.rules.initial_kush * reserved
        return total

    def _dealing_exposure(self, extra: Sequence[Stake]) -> int:
        """`exposure` while a deal is under way, summed over every stake."""
        s = self._state
        stakes = (*s.stakes.values(), *extra)
        total = sum(self.max_payout(stake) for stake in stakes)
        deal_won = s.rules.premium_multiple(PremiumEvent.DEAL_WON)
        if deal_won:
            per_punter = Counter(stake.punter for stake in stakes)
            # Cards already decided in this deal (talia) count towards deal_won too, and the premium
            # stays reserved after a punter's last card is given: it is paid only when the deal ends,
            # so without the reserve a later stake could take the money it needs.
            decided = s.deal_results
            total += sum(
                deal_won * s.rules.initial_kush for punter in {*per_punter, *decided}
                if per_punter.get(punter, 0) + len(decided.get(punter, ())) >= 2
                and all(result is Outcome.GIVEN for result in decided.get(punter, ()))
            )
        return total

    def _positions_past(self, stake: Stake) -> int:
        """Positions already past for this stake: 0 before the cut, and 0 for a ride whose rank is
        gone from this talia's deck, since it rides into the next talia from its first card."""
        s = self._state
        if s.phase is not Phase.DEALING:
            return 0
        if s.rules.talia and not any(c.rank is stake.card.rank for c in s.deck[s.dealt :]):
            return 0
        return s.dealt

    def bank_contributions(self, banker: str) -> tuple[tuple[str, int], ...] | None:
        """Who would pay what into a new bank for `banker` now, or None if it cannot be put up: under
        "banker" formation `bank` from his balance (what he has, if less); under "contributions" each
        punter who can pays the contribution and the banker his share (section 4.7). A bank is at least
        the initial kush."""
        s, rules = self._state, self._state.rules
        if rules.bank_formation is BankFormation.BANKER:
            amount = min(rules.bank, s.balances[banker])
            return ((banker, amount),) if amount >= rules.initial_kush else None
        payers = [p for p in s.punter_seats if p not in s.left and s.balances[p] >= rules.contribution]
        share = min(family_bank_share(rules, len(payers)), s.balances[banker])
        contributions = (*((p, rules.contribution) for p in payers), (banker, share))
        if sum(amount for _, amount in contributions) < rules.initial_kush:
            return None
        return tuple(c for c in contributions if c[1] > 0)

    # ----- the running sums, kept as stakes come and go -----

    def _stake_laid(self, stake: Stake) -> None:
        s = self._state
        s.resting_payouts += self._payout(stake, 0)
        if s.stakes.count_of(stake.punter) == 2:
            s.punters_with_two += 1

    def _stake_taken(self, stake: Stake) -> None:
        s = self._state
        s.resting_payouts -= self._payout(stake, 0)
        if s.stakes.count_of(stake.punter) == 1:
            s.punters_with_two -= 1

    def _rules_changed(self) -> None:
        s = self._state
        stakes = s.stakes.values()
        s.resting_payouts = sum(self._payout(stake, 0) for stake in stakes)
        s.punters_with_two = sum(1 for count in Counter(stake.punter for stake in stakes).values() if count >= 2)
