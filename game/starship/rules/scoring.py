"""Game end: the player with the most Credits wins; a tie goes to the player who entered
the Dock first (the Final Run's declarer, then the returning players in order)."""

from __future__ import annotations

from game.core.protocol import Outcome
from game.starship.rules.position import LEDGER, Position


def outcome(state: Position) -> Outcome:
    if not state.over:
        raise ValueError("the game is not over yet")
    n = state.num_players
    credits = [state.player(s)["credits"] for s in range(n)]
    order = {seat: i for i, seat in enumerate(state.dock_order)}
    keys = [(credits[s], -order.get(s, n)) for s in range(n)]
    ranking = Outcome.rank(keys)
    breakdown = tuple(
        (name, tuple(state.player(s)["ledger"][name] for s in range(n))) for name in LEDGER
    )
    tiebreak = None
    tied = [s for s in range(n) if credits.count(credits[s]) > 1]
    if tied:
        best = max(credits[s] for s in tied)
        group = sorted((s for s in tied if credits[s] == best), key=lambda s: order.get(s, n))
        tiebreak = (
            f"{' and '.join(state.name(s) for s in group)} tie on {best} credits; "
            f"{state.name(group[0])} entered the Dock first."
        )
    return Outcome(tuple(credits), ranking, breakdown, tiebreak)
