"""Ending the Game and Determining the Winner - the count: the currency earned during the
game plus the cargo, colour by colour starting with white, paid only to the single player
with the most cards of that colour."""

from __future__ import annotations

from game.core.protocol import Outcome
from game.pandorum.rules.position import Position


def cargo_awards(state: Position) -> list[tuple[str, tuple[int, ...]]]:
    """Cargo scoring by colour, starting with white: only the single player with the
    most cards of a colour (each seat's ``cargo_colours``, which its mat shows) is paid
    for them; a tie for the most pays nobody."""
    n = state.num_players
    held = [state.cargo_colours(s) for s in range(n)]
    rows: list[tuple[str, tuple[int, ...]]] = []
    for colour in state.comp.cargo:
        counts = [held[s][colour.colour] for s in range(n)]
        best = max(counts)
        pay = [0] * n
        if best > 0 and counts.count(best) == 1:
            pay[counts.index(best)] = best * colour.per_card
        rows.append((colour.colour, tuple(pay)))
    return rows


def outcome(state: Position) -> Outcome:
    """Scores, ranking and the breakdown by category the results screen shows. In a game
    without the Systems cards (``with_systems``) the breakdown leaves out what they took
    or gave and the cargo of their colour: rows that could only read 0 for everyone
    (found in play: a game without them listed both)."""
    n = state.num_players
    cargo = cargo_awards(state)
    scores = tuple(state.money[s] + sum(row[1][s] for row in cargo) for s in range(n))
    systems = state.with_systems()
    breakdown: list[tuple[str, tuple[int, ...]]] = [
        ("Construction", tuple(state.earned[s]["construction"] for s in range(n))),
        ("Harvester stops", tuple(state.earned[s]["stops"] for s in range(n))),
    ]
    if systems:
        breakdown.append(("Systems", tuple(state.earned[s]["systems"] for s in range(n))))
    if state.comp.start_money:
        breakdown.insert(0, ("Starting currency", (state.comp.start_money,) * n))
    breakdown.extend((f"Cargo ({colour.colour})", pay)  # (cargo_awards: one row a colour)
                     for colour, (_, pay) in zip(state.comp.cargo, cargo, strict=True)
                     if systems or colour.card_type != "systems")
    # no "Total" row: the results screen adds the final score under the breakdown
    ranking = Outcome.rank(scores)
    tied = len(set(ranking)) < n
    return Outcome(
        scores,
        ranking,
        tuple(breakdown),
        "equal totals share the place (the rulebook has no tie-break)" if tied else None,
    )
