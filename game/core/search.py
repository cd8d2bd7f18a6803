"""The Hard bot: determinised Monte Carlo tree search over what its seat has seen.

Information-set MCTS in its single-observer form (Cowling, Powley & Whitehouse 2012): every
iteration samples one *determinisation* of the bot's view — a full state whose hidden parts
(other hands, deck orders) are filled in at random, consistent with what the seat has seen —
and walks one shared tree of action sequences with it, choosing among the actions that are
legal in that determinisation (UCB1 with availability counts). A playout is cut off after
``cutoff`` random moves and scored by the game's evaluation, so a decision fits a time budget.

The bot never sees the true state: it gets ``state.view(seat)`` like every bot, and the
game's :class:`SearchHooks` make determinisations from that view only.

Reproducible: with a fixed playout count (``playouts``) and seed the choice is always the
same; with a time budget (``think_ms``) the number of playouts depends on the machine.

Interruptible: a ``stop`` callable (the bot worker's cancel flag) is asked before every
playout, so a search nobody wants any more ends within one playout of being told.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar

from game.core.protocol import (
    SIMULTANEOUS,
    TERMINAL,
    Action,
    Bot,
    SearchHooks,
    State,
)
from game.core.rng import Rng

#: (the game's hooks, SearchHooks, are part of the protocol: :mod:`game.core.protocol`)
__all__ = ["SearchBot", "SearchBudget", "SearchResult", "Stop", "acting_seat",
           "outcome_values", "search"]

#: asked before every playout: True ends the search (the decision is no longer wanted)
Stop = Callable[[], bool]


def outcome_values(state: State) -> tuple[float, ...]:
    """Terminal values: the winners share 1 (a shared win counts as a fraction)."""
    winners = state.outcome().winners
    share = 1.0 / len(winners) if winners else 0.0
    return tuple(share if s in winners else 0.0 for s in range(state.num_players))


@dataclass(frozen=True)
class SearchBudget:
    """A fixed number of playouts (reproducible) or a time budget per decision."""

    playouts: int | None = None
    think_ms: float = 1000.0
    #: random moves played after the tree before the evaluation decides
    cutoff: int = 30
    #: UCB exploration constant
    exploration: float = 0.7

    def __post_init__(self) -> None:
        if self.playouts is not None and self.playouts < 1:
            raise ValueError("playouts must be at least 1")
        if self.think_ms <= 0:
            raise ValueError("the thinking time must be positive")


@dataclass
class _Node:
    actor: int  # the seat whose action led here
    visits: int = 0
    value: float = 0.0
    available: int = 0
    children: dict[Action, _Node] = field(default_factory=dict)


def acting_seat(state: State) -> int:
    """The seat to move in a playout: a simultaneous step is played out seat by seat."""
    cp = state.current_player
    if cp == SIMULTANEOUS:
        return state.pending_seats()[0]
    return cp


@dataclass
class SearchResult:
    action: Action
    playouts: int
    #: root visits per action, most visited first (for tests and the tournament's report)
    visits: list[tuple[Action, int]]
    #: the search was told to stop before its budget was spent
    stopped: bool = False


def search(
    view: State, seat: int, hooks: SearchHooks, budget: SearchBudget, rng: Rng,
    stop: Stop | None = None,
) -> SearchResult:
    """The most visited root action after the budget is spent, or when ``stop`` (asked
    before each playout) says the decision is no longer wanted."""
    legal = view.legal_actions(seat)
    if not legal:
        raise RuntimeError(f"seat {seat} has no legal action to search")
    if len(legal) == 1:
        return SearchResult(legal[0], 0, [(legal[0], 0)])
    root = _Node(actor=seat)
    started = time.perf_counter()
    deadline = started + budget.think_ms / 1000.0
    done = 0
    stopped = False
    while True:
        if stop is not None and stop():
            stopped = True
            break
        if budget.playouts is not None:
            if done >= budget.playouts:
                break
        elif done and _next_would_overrun(started, done, deadline):
            break
        _iterate(root, hooks.determinise(view, seat, rng), hooks, budget, rng)
        done += 1
    ranked = sorted(
        ((a, root.children[a].visits) for a in legal if a in root.children),
        key=lambda av: -av[1],
    )
    best = ranked[0][0] if ranked else legal[0]
    return SearchResult(best, done, ranked, stopped)


def _next_would_overrun(started: float, done: int, deadline: float) -> bool:
    """Whether one more playout, as long as the mean so far, would end after the deadline:
    the search stops before its budget rather than one playout after it, so a decision
    keeps inside the time the player set."""
    now = time.perf_counter()
    return now + (now - started) / done >= deadline


def _iterate(
    root: _Node, state: State, hooks: SearchHooks, budget: SearchBudget, rng: Rng
) -> None:
    path = [root]
    node = root
    exploration = budget.exploration if hooks.exploration is None else hooks.exploration
    # selection and expansion
    while state.current_player != TERMINAL and not state.is_over:
        actor = acting_seat(state)
        legal = state.legal_actions(actor)
        if not legal:
            break
        untried = [a for a in legal if a not in node.children]
        if untried:
            action = untried[rng.below(len(untried))]
            child = node.children[action] = _Node(actor=actor)
            for a in legal:
                seen = node.children.get(a)
                if seen is not None:
                    seen.available += 1
            state.apply(action)
            path.append(child)
            break
        best_score, action = -math.inf, legal[0]
        for a in legal:
            ch = node.children[a]
            ch.available += 1
            explore = math.sqrt(math.log(ch.available) / ch.visits) if ch.visits else math.inf
            score = (ch.value / ch.visits if ch.visits else 0.0) + exploration * explore
            if score > best_score:
                best_score, action = score, a
        state.apply(action)
        node = node.children[action]
        path.append(node)
    # cut-off playout
    for _ in range(budget.cutoff):
        if state.is_over:
            break
        actor = acting_seat(state)
        legal = state.legal_actions(actor)
        if not legal:
            break
        state.apply(legal[rng.below(len(legal))])
    values = outcome_values(state) if state.is_over else hooks.evaluate(state)
    for n in path[1:]:
        n.visits += 1
        n.value += values[n.actor]
    root.visits += 1


class SearchBot(Bot):
    """The Hard level: :func:`search` from the seat's view with the game's hooks."""

    level: ClassVar[str] = "hard"

    def __init__(self, seat: int, seed: int, hooks: SearchHooks, budget: SearchBudget) -> None:
        super().__init__(seat, seed)
        self.hooks = hooks
        self.budget = budget
        self.last: SearchResult | None = None
        #: asked before every playout (the bot worker's cancel flag); None: never stops
        self.stop: Stop | None = None

    def choose(self, view: State) -> Action:
        if self.hooks.decide is not None:
            action = self.hooks.decide(view, self.seat, self.rng)
            if action is not None:
                self.last = SearchResult(action, 0, [(action, 0)])
                return action
        self.last = search(view, self.seat, self.hooks, self.budget, self.rng, self.stop)
        return self.last.action
