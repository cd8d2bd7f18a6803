"""How good an unfinished Merchants position is for each seat: the Hard bot's evaluation.

Money is the score, so a position is worth its money plus what the boards will most likely
pay: every board's payout *if it were scored now* (the rules' own payout functions, with
the senator policies in force) times the scorings of that board still ahead (the event
spaces past the marker, and the final scoring), the Senate's payouts for the votes in the
boxes, the invader ship bonus at each Defense scoring, and the artifact sets. That is
:func:`projected_money`.

:func:`evaluate` turns it into per-seat values in [0, 1]: a logistic of each seat's lead
over the best other seat, its temperature falling as the game nears its end (an early lead
is less sure than a late one).
"""

from __future__ import annotations

import math

from game.merchants.rules.base import MerchantsBase
from game.merchants.rules.defense import LANES, invader_awards, lane_awards, lane_pays
from game.merchants.rules.exploration import artifact_score, exploration_payouts
from game.merchants.rules.payouts import rank_with_ties_low, split_payouts
from game.merchants.rules.production import production_payouts
from game.merchants.rules.station import station_payouts

#: a lead of this much money is worth about 73% at the end of the game
LATE_TEMPERATURE = 4.0
#: ... and this much more at the start (the temperature falls linearly)
EARLY_TEMPERATURE = 10.0

_PAYOUTS = {
    "station": station_payouts,
    "production": production_payouts,
    "exploration": exploration_payouts,
}


def scorings_ahead(st: MerchantsBase) -> dict[str, int]:
    """Per board, how many more times it scores (the final scoring included)."""
    ahead = {board: 0 if st.over else 1 for board in (*_PAYOUTS, "defense", "senate")}
    if st.over:
        return ahead
    for space in st.c.topology.event_spaces[st.event_pos + 1 :]:
        if space.event == "score":
            ahead[space.board] += 1
    return ahead


def projected_money(st: MerchantsBase) -> list[float]:
    """Each seat's money plus what the boards would pay it at the scorings still ahead."""
    n = st.num_players
    out = [float(m) for m in st.money]
    if st.over:
        return out
    ahead = scorings_ahead(st)
    for board, payouts in _PAYOUTS.items():
        earned, _ = payouts(st)
        for seat, paid in earned.items():
            out[seat] += paid * ahead[board]
    for seat, amount in _defense_payouts(st).items():
        out[seat] += amount * ahead["defense"]
    for seat, share in _senate_payouts(st).items():
        out[seat] += share
    for seat in range(n):
        out[seat] += artifact_score(st, seat)
    return out


def _defense_payouts(st: MerchantsBase) -> dict[int, float]:
    """What a Defense scoring now would pay (lanes and the invader ships), as it pays."""
    earned: dict[int, float] = {}
    pays = lane_pays(st)
    for seat, amount, _why in [*(award for lane in LANES for award in lane_awards(st, lane, pays)),
                               *invader_awards(st)]:
        earned[seat] = earned.get(seat, 0.0) + amount
    return earned


def _senate_payouts(st: MerchantsBase) -> dict[int, float]:
    """What the losing candidates' boxes would pay now (the votes go back after it)."""
    totals = [sum(box) for box in st.votes]
    table = st.c.tables["senate"]["losers"]
    earned: dict[int, float] = {}
    for row, cand in enumerate(rank_with_ties_low(totals)[1:3]):
        pay = split_payouts(dict(enumerate(st.votes[cand])), table[row])
        for seat, amount in pay.items():
            earned[seat] = earned.get(seat, 0.0) + amount
    return earned


def game_left(st: MerchantsBase) -> float:
    """Share of the event track still ahead: 1.0 at the start, 0.0 at the end."""
    last = len(st.c.topology.event_spaces) - 1
    return max(0.0, (last - st.event_pos) / last)


def evaluate(st: MerchantsBase) -> tuple[float, ...]:
    """Per seat, a value in [0, 1]: the logistic of its projected lead over the best
    other seat (see the module doc)."""
    money = projected_money(st)
    temperature = LATE_TEMPERATURE + (EARLY_TEMPERATURE - LATE_TEMPERATURE) * game_left(st)
    values = []
    for seat, mine in enumerate(money):
        best_other = max(m for s, m in enumerate(money) if s != seat)
        values.append(1.0 / (1.0 + math.exp(-(mine - best_other) / temperature)))
    return tuple(values)
