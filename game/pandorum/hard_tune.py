"""Tuning the Hard bot's own policy by self-play: ``python -m game.pandorum.hard_tune``.

The Hard bot plays its own turns (and its turns in the search's playouts) by the Normal
bot's heuristic with its own numbers (:class:`game.pandorum.bots.Policy`, table in
:mod:`game.pandorum.hard_policy`). This command finds those numbers: a (1+1) hill climb
on the win rate of a heuristic bot with the candidate numbers against Normal bots, over a
fixed range of seeds played *paired* (every seed in every seat rotation, as
``tournament --paired``: the deal's luck - in Pandorum the harvester tablets - is shared
between the candidate and the Normal bots). Each step changes two or three numbers at
random (Gaussian steps of :data:`STEPS`, the step shrinking as the climb goes); a candidate
replaces the best when it wins more games on the same seeds. The climb is deterministic
(``--seed`` drives the steps; the games are the rules' own seeded deals), so the table's
docstring names the command that made it. Confirm on other seeds with ``tournament``.

Run as::

    python -m game.pandorum.hard_tune --players 2 --seeds 500000 --count 120 \\
        --steps 60 --seed 1 --jobs 1 --log tune2.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, fields, replace
from typing import Any

from game.pandorum.bots import NORMAL, HeuristicBot, Policy
from game.pandorum.rules.state import PandorumState

#: the standard deviation of one step for each number (an int number is rounded)
STEPS = {
    "card": 0.5, "module": 1.0, "base": 1.5, "fore": 0.75, "add": 0.75,
    "low_hand_bonus": 0.75, "low_hand": 1.0, "market_pick": 1.0, "end_near": 0.75,
    "stop_fee": 0.5, "cargo_lead": 1.0, "three_credit": 0.75, "draw_credit": 0.75,
}
#: bounds on each number (a step past them is clipped)
BOUNDS = {
    "card": (0.0, 4.0), "module": (0.0, 10.0), "base": (0.0, 14.0), "fore": (0.0, 5.0),
    "add": (-3.0, 5.0), "low_hand_bonus": (0.0, 5.0), "low_hand": (0, 5),
    "market_pick": (1, 8), "end_near": (0.0, 5.0), "stop_fee": (0.5, 4.0),
    "cargo_lead": (-1, 3), "three_credit": (-2.0, 4.0), "draw_credit": (-2.0, 4.0),
}


def play(policy: Policy, players: int, seed: int, rotation: int) -> float:
    """One game: a heuristic bot with ``policy`` at seat ``rotation`` among Normal bots;
    its share of the win (a shared win counts as a fraction)."""
    state = PandorumState.new(players, seed, {})
    bots = [HeuristicBot(s, 0, policy=policy if s == rotation else NORMAL)
            for s in range(players)]
    steps = 0
    while not state.is_over:
        seat = state.pending_seats()[0]
        bot = bots[seat]
        bot.reseed(0)  # a new decision: forget the last position's incomes
        state.apply(bot.choose(state.view(seat)))
        steps += 1
        if steps > 20_000:
            raise RuntimeError(f"seed {seed}: no end after 20000 actions")
    winners = state.outcome().winners
    return 1.0 / len(winners) if rotation in winners else 0.0


def _chunk(job: tuple[Policy, int, list[tuple[int, int]]]) -> float:
    policy, players, games = job
    return sum(play(policy, players, seed, rot) for seed, rot in games)


def win_rate(policy: Policy, players: int, first_seed: int, count: int, jobs: int) -> float:
    """The policy's win rate over seeds ``first_seed`` .. ``first_seed + count - 1``,
    each in every seat."""
    games = [(first_seed + i, r) for i in range(count) for r in range(players)]
    if jobs <= 1:
        wins = _chunk((policy, players, games))
    else:
        parts = [(policy, players, games[j::jobs]) for j in range(jobs)]
        with ProcessPoolExecutor(jobs) as pool:
            wins = sum(pool.map(_chunk, parts))
    return wins / len(games)


def mutate(policy: Policy, rng: random.Random, scale: float) -> Policy:
    """``policy`` with two or three of its numbers moved by a random step."""
    names = rng.sample([f.name for f in fields(Policy)], rng.choice((2, 3)))
    changes: dict[str, Any] = {}  # each number keeps its field's type (int or float)
    for name in names:
        low, high = BOUNDS[name]
        value = getattr(policy, name) + rng.gauss(0.0, STEPS[name] * scale)
        value = min(high, max(low, value))
        changes[name] = round(value) if isinstance(low, int) else round(value, 2)
    return replace(policy, **changes)


def climb(players: int, first_seed: int, count: int, steps: int, seed: int, jobs: int,
          start: Policy, log: str | None) -> Policy:
    """The (1+1) hill climb (see the module doc); each step's result goes to ``log``
    (one JSON object a line) and stdout."""
    rng = random.Random(seed)
    best, best_rate = start, win_rate(start, players, first_seed, count, jobs)
    _report(log, {"step": 0, "rate": best_rate, "policy": asdict(best), "best": True})
    for step in range(1, steps + 1):
        scale = 1.0 - 0.6 * step / steps
        candidate = mutate(best, rng, scale)
        rate = win_rate(candidate, players, first_seed, count, jobs)
        better = rate > best_rate
        if better:
            best, best_rate = candidate, rate
        _report(log, {"step": step, "rate": rate, "policy": asdict(candidate), "best": better})
    return best


def _report(log: str | None, row: dict[str, object]) -> None:
    line = json.dumps(row)
    print(line, flush=True)
    if log:
        with open(log, "a", encoding="utf-8") as out:
            out.write(line + "\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.pandorum.hard_tune",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--seeds", type=int, default=500000, help="first seed of the range")
    parser.add_argument("--count", type=int, default=120, help="seeds (each in every seat)")
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1, help="seed of the climb's steps")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--start", default="", help="JSON object of Policy numbers to start")
    parser.add_argument("--log", default=None, help="append each step here (JSON lines)")
    args = parser.parse_args(argv)
    try:
        start = replace(NORMAL, **json.loads(args.start)) if args.start else NORMAL
    except (ValueError, TypeError) as exc:
        print(f"--start: not a Policy: {exc}", file=sys.stderr)
        return 2
    best = climb(args.players, args.seeds, args.count, args.steps, args.seed, args.jobs,
                 start, args.log)
    print(json.dumps({"best": asdict(best)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
