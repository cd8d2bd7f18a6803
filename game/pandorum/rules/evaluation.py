"""How good an unfinished Pandorum position is for each seat: the Hard bot's evaluation.

A seat's *worth* is its score if the game ended now (currency plus the cargo colours it
leads, as ``scoring`` counts them) plus what it still holds that will pay later, valued as
the Normal bot values them (``bots.py``: a card in hand, a project's future worth, a
charged forepart), scaled by how much of the game is left - at the end a card in hand
scores nothing. The value of a seat is a logistic of its worth's margin over the best other
seat, so each value is in [0, 1] and a lead counts for more as the end nears.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.core.protocol import State
from game.pandorum.rules.position import Position
from game.pandorum.rules.scoring import cargo_awards


@dataclass(frozen=True)
class Weights:
    """What a seat holds is worth, in currency of final margin, while the game has far to
    go (scaled down by :func:`remaining` as the end nears): a card in hand, a built
    module and base (their future worth: stops, adjacency income, the race to the last
    project), a charged forepart and an active centre (each in proportion to the cards
    already in the slot)."""

    card: float
    module: float
    base: float
    fore: float
    centre: float


#: the weights by player count (see docs/assumptions/pandorum.md, "Hard bot"): the first
#: version's, the Normal bot's own card and project values
WEIGHTS = {n: Weights(card=0.5, module=2.0, base=3.5, fore=1.5, centre=8.0) for n in (2, 3, 4)}
#: the logistic's width in currency: at the start and at the end of the game
SPREAD_START = 8.0
SPREAD_END = 3.0


def remaining(state: Position) -> float:
    """How much of the game is left, from 1 (start) to 0: the projects the closest player
    still has to build, over the projects each player starts with."""
    if state.ender is not None:
        return 0.0
    modules, bases = state.comp.projects[state.num_players]
    left = min(state.projects_left(s) for s in range(state.num_players))
    return left / (modules + bases)


def worths(state: Position) -> list[float]:
    """Each seat's current score plus the later worth of its hand, projects and slots."""
    n = state.num_players
    later = remaining(state)
    cargo = cargo_awards(state)
    w = WEIGHTS[n]
    built = [{"module": 0, "base": 0} for _ in range(n)]
    for owner, kind in state.projects.values():
        built[owner][kind] += 1
    out: list[float] = []
    for s in range(n):
        score = state.money[s] + sum(row[1][s] for row in cargo)
        held = w.card * len(state.hands[s]) + w.module * built[s]["module"]
        held += w.base * built[s]["base"]
        held += w.fore * min(1.0, len(state.forepart[s]) / state.fore_cost())
        held += w.centre * min(1.0, len(state.centre[s]) / state.centre_cost())
        out.append(score + later * held)
    return out


def margins(state: Position) -> list[float]:
    """Each seat's worth minus the best other seat's."""
    w = worths(state)
    return [mine - max(v for i, v in enumerate(w) if i != s) for s, mine in enumerate(w)]


def logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))


def evaluate(state: State) -> Sequence[float]:
    """Per-seat values in [0, 1]: a logistic of each seat's worth minus the best other's."""
    if not isinstance(state, Position):
        raise TypeError(f"not a Pandorum position: {type(state).__name__}")
    spread = SPREAD_END + (SPREAD_START - SPREAD_END) * remaining(state)
    return [logistic(m / spread) for m in margins(state)]


def gains(state: Position, before: Sequence[float], spread: float) -> list[float]:
    """Per-seat values in [0, 1]: a logistic of how much each seat's margin grew since a
    position whose :func:`margins` were ``before`` (0.5: unchanged). A search that
    compares the moves of one turn reads the differences between them here, without the
    flattening of :func:`evaluate` when a seat is far ahead or behind."""
    return [logistic((m - b) / spread) for m, b in zip(margins(state), before, strict=True)]
