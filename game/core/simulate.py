"""Headless bot-vs-bot games: the fuzzer, the balance meter and ``python -m game simulate``."""

from __future__ import annotations

import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.catalogue import get_game
from game.core.protocol import Game
from game.core.session import PLAYER_COLOURS, Seat, Session

#: A game still running after this many actions is reported as an error (a loop).
MAX_ACTIONS = 20_000


@dataclass
class GameError:
    seed: int
    players: int
    action_index: int
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "players": self.players,
            "action_index": self.action_index,
            "message": self.message,
        }


@dataclass
class SimReport:
    game: str
    games: int = 0
    finished: int = 0
    errors: list[GameError] = field(default_factory=list)
    total_actions: int = 0
    wins_by_seat: dict[str, float] = field(default_factory=dict)
    seconds: float = 0.0
    outcomes: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)

    @property
    def mean_actions(self) -> float:
        return self.total_actions / self.finished if self.finished else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "finished": self.finished,
            "errors": [e.to_dict() for e in self.errors],
            "mean_actions": round(self.mean_actions, 2),
            "wins_by_seat": {k: round(v, 3) for k, v in sorted(self.wins_by_seat.items())},
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 2),
        }


def play_one(
    game: Game, levels: Sequence[str], seed: int, options: dict[str, Any] | None = None
) -> Session:
    """Play one whole game with the given bot level per seat; raises on any error."""
    seats = [Seat(f"{lvl} {i + 1}", PLAYER_COLOURS[i], lvl) for i, lvl in enumerate(levels)]
    session = Session.start(game, seats, seed, options)
    while not session.state.is_over:
        if len(session.log) >= MAX_ACTIONS:
            raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
        seat = session.pending_bots()[0]
        session.apply(session.bot_action(seat))
    return session


def simulate(
    game_id: str,
    player_counts: Sequence[int],
    games: int,
    seed: int = 0,
    levels: Sequence[str] = ("random",),
    options: dict[str, Any] | None = None,
) -> SimReport:
    """Play ``games`` games spread evenly over ``player_counts``; game *i* uses seed
    ``seed + i``. ``levels`` are cycled over the seats."""
    game = get_game(game_id)
    for n in player_counts:
        game.check_players(n)
    report = SimReport(game_id)
    # One-time loading (component data, maps) happens on the first game made; do it before
    # the clock starts, so games per second measures play and not start-up.
    game.new_game(player_counts[0], seed, options)
    start = time.perf_counter()
    for i in range(games):
        n = player_counts[i % len(player_counts)]
        game_seed = seed + i
        seat_levels = [levels[s % len(levels)] for s in range(n)]
        report.games += 1
        session: Session | None = None
        try:
            session = play_one(game, seat_levels, game_seed, options)
        except Exception as exc:
            where = traceback.extract_tb(exc.__traceback__)[-1]
            index = _failed_index(game, seat_levels, game_seed, options)
            report.errors.append(
                GameError(
                    game_seed,
                    n,
                    index,
                    f"{type(exc).__name__}: {exc} ({where.filename}:{where.lineno})",
                )
            )
            continue
        report.finished += 1
        report.total_actions += len(session.log)
        outcome = session.state.outcome()
        report.outcomes.append((n, outcome.ranking))
        winners = outcome.winners
        for w in winners:
            key = str(w)
            report.wins_by_seat[key] = report.wins_by_seat.get(key, 0.0) + 1 / len(winners)
    report.seconds = time.perf_counter() - start
    return report


def _failed_index(
    game: Game, levels: Sequence[str], seed: int, options: dict[str, Any] | None
) -> int:
    """Replay a failed game step by step to find the index of the action that failed."""
    seats = [Seat(str(i), PLAYER_COLOURS[i], lvl) for i, lvl in enumerate(levels)]
    try:
        session = Session.start(game, seats, seed, options)
    except Exception:
        return 0
    while len(session.log) < MAX_ACTIONS:
        try:
            if session.state.is_over:
                return len(session.log)
            session.apply(session.bot_action(session.pending_bots()[0]))
        except Exception:
            return len(session.log)
    return len(session.log)
