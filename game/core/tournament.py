"""Bot tournaments: who wins, by how much, how long each decision takes.

``python -m game tournament GAME --bots hard,normal --games N --seed S`` plays N games. The
bot list is cycled over the seats and rotated by one seat every game, so with N a multiple of
the player count every bot sits in every seat equally often (the first seat's advantage is
shared fairly). Per bot *name* it reports wins (a shared win counts as a fraction), the win
rate per seat it held with a 95% Wilson interval, the mean score margin (its score minus the
best other seat's) and the median and 99th-percentile time per decision; and the wins by
seat over all games (``seat_wins``: with one bot in every seat, the seats' balance).

``--paired`` (:func:`game_plan` with ``paired=True``) plays every seed with the seats in
every rotation: game i uses seed S + i // K and rotation i % K (K players), so each bot
meets the same deals (in Pandorum, the harvester tablets) from every seat, which cancels
the luck of the deal between bots (the command asks for N a multiple of K, so every seed
is played in every rotation); the default plays seed S + i with rotation i % K. The
report's ``paired`` says which was played.

Level names: ``easy`` (random), ``normal`` (heuristic), ``hard`` (search); the internal
names ``random`` and ``heuristic`` work too.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from game.core.bots import level_of
from game.core.catalogue import get_game
from game.core.search import SearchBudget
from game.core.session import PLAYER_COLOURS, Seat, Session
from game.core.simulate import MAX_ACTIONS


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (fractional successes allowed).

    >>> [round(x, 3) for x in wilson(65, 100)]
    [0.553, 0.736]
    """
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def seating(bots: Sequence[str], players: int, game_index: int) -> list[str]:
    """The bot name at each seat in game ``game_index``: the list cycled over the seats,
    rotated one seat further each game.

    >>> [seating(["hard", "normal"], 2, i) for i in range(2)]
    [['hard', 'normal'], ['normal', 'hard']]
    >>> seating(["hard", "normal", "normal"], 3, 1)
    ['normal', 'hard', 'normal']
    """
    cycled = [bots[s % len(bots)] for s in range(players)]
    shift = game_index % players
    return cycled[-shift:] + cycled[:-shift] if shift else cycled


def game_plan(
    bots: Sequence[str], players: int, games: int, seed: int, paired: bool = False
) -> list[tuple[list[str], int]]:
    """The seats and the seed of each game: rotation i % ``players`` in game i, with seed
    ``seed + i`` or, ``paired``, ``seed + i // players`` (each seed in every rotation).

    >>> [(s[0], seed) for s, seed in game_plan(["hard", "normal"], 2, 4, 10, paired=True)]
    [('hard', 10), ('normal', 10), ('hard', 11), ('normal', 11)]
    """
    step = players if paired else 1
    return [(seating(bots, players, i), seed + i // step) for i in range(games)]


@dataclass
class GameRecord:
    """One finished game, as the report needs it."""

    seats: list[str]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    decision_ms: dict[str, list[float]] = field(default_factory=dict)


def play_game(
    game_id: str, seats: Sequence[str], seed: int, budget: SearchBudget
) -> GameRecord:
    """One whole game with the named bot at each seat, played by a :class:`Session` (one
    bot per seat, each seeing only its view); every decision is timed."""
    game = get_game(game_id)
    session = Session.start(
        game, [Seat(name, PLAYER_COLOURS[i], level_of(name)) for i, name in enumerate(seats)],
        seed,
    )
    session.bot_budget = budget
    record = GameRecord(list(seats), (), ())
    while not session.state.is_over:
        if len(session.log) >= MAX_ACTIONS:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {MAX_ACTIONS} actions")
        seat = session.pending_bots()[0]
        start = time.perf_counter()
        action = session.bot_action(seat)
        record.decision_ms.setdefault(seats[seat], []).append(
            (time.perf_counter() - start) * 1000.0
        )
        session.apply(action)
    outcome = session.state.outcome()
    record.scores, record.winners = outcome.scores, outcome.winners
    return record


def _play_chunk(job: tuple[str, list[tuple[list[str], int]], SearchBudget]) -> list[GameRecord]:
    game_id, games, budget = job
    return [play_game(game_id, seats, seed, budget) for seats, seed in games]


def run_tournament(
    game_id: str,
    bots: Sequence[str],
    games: int,
    seed: int,
    players: int | None = None,
    budget: SearchBudget | None = None,
    jobs: int = 1,
    paired: bool = False,
) -> dict[str, Any]:
    """Play the tournament and return the report (see the module docstring; ``paired``:
    every seed in every rotation, :func:`game_plan`)."""
    game = get_game(game_id)
    n = players or game.min_players
    game.check_players(n)
    budget = budget or SearchBudget()
    plan = game_plan(bots, n, games, seed, paired)
    if jobs > 1:
        chunks = [plan[j::jobs] for j in range(jobs)]
        spawn = multiprocessing.get_context("spawn")  # the bot process's method, everywhere
        with ProcessPoolExecutor(max_workers=jobs, mp_context=spawn) as pool:
            parts = pool.map(_play_chunk, [(game_id, c, budget) for c in chunks])
            records = [r for part in parts for r in part]
    else:
        records = _play_chunk((game_id, plan, budget))
    result = report(game_id, n, seed, bots, records)
    if paired:
        result["paired"] = True
    return result


def _percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)]


def report(
    game_id: str, players: int, seed: int, bots: Sequence[str], records: Sequence[GameRecord]
) -> dict[str, Any]:
    """The tournament's JSON object."""
    out: dict[str, Any] = {}
    for name in dict.fromkeys(bots):
        wins = 0.0
        sat = 0
        margins: list[float] = []
        times: list[float] = []
        for rec in records:
            times.extend(rec.decision_ms.get(name, []))
            for seat, who in enumerate(rec.seats):
                if who != name:
                    continue
                sat += 1
                if seat in rec.winners:
                    wins += 1 / len(rec.winners)
                best_other = max(s for i, s in enumerate(rec.scores) if i != seat)
                margins.append(rec.scores[seat] - best_other)
        low, high = wilson(wins, sat)
        out[name] = {
            "wins": round(wins, 3),
            "seats_played": sat,
            "win_rate": round(wins / sat, 4) if sat else 0.0,
            "ci95": [round(low, 4), round(high, 4)],
            "mean_margin": round(sum(margins) / len(margins), 3) if margins else 0.0,
            "decision_ms_median": round(_percentile(times, 0.5), 3),
            "decision_ms_p99": round(_percentile(times, 0.99), 3),
        }
    # wins by seat, whoever sat there: the first-player advantage (shared wins as fractions)
    seat_wins = [0.0] * players
    for rec in records:
        for seat in rec.winners:
            seat_wins[seat] += 1 / len(rec.winners)
    return {
        "game": game_id,
        "games": len(records),
        "players": players,
        "seed": seed,
        "bots": out,
        "seat_wins": [round(w, 3) for w in seat_wins],
    }
