"""The seeded save fuzz: damaged copies of real saves of every game, none may escape.

The default test run checks a small share (:data:`DEFAULT_SEEDS` per game); the full run
is a benchmark-style job, not part of the default suite:

    ANDROMEDA_FUZZ_SEEDS=10000 python -m pytest tests/core/test_save_fuzz.py -q -s

runs 10,000 damaged saves per game and prints the counts (loaded, refused, escaped) and
the slowest load; docs/STATUS.md has the last figures.
"""

from __future__ import annotations

import os
import time
from collections import Counter

import pytest

from tests.core.savefuzz import GAMES, base_saves, check, damage

DEFAULT_SEEDS = 60


def _seeds() -> int:
    text = os.environ.get("ANDROMEDA_FUZZ_SEEDS", "")
    return int(text) if text.strip().isdigit() else DEFAULT_SEEDS


@pytest.mark.parametrize("game_id", GAMES)
def test_damaged_saves_never_escape(game_id, tmp_path):
    seeds = _seeds()
    bases = base_saves(game_id)
    counts: Counter[str] = Counter()
    slowest = 0.0
    escapes: list[str] = []
    started = time.perf_counter()
    path = tmp_path / f"{game_id}.json"
    for seed in range(seeds):
        path.write_bytes(damage(bases[seed % len(bases)], seed))
        result = check(path)
        counts[result.outcome] += 1
        slowest = max(slowest, result.seconds)
        if result.outcome == "escaped" and len(escapes) < 3:
            escapes.append(f"seed {seed}: {result.detail}")
    took = time.perf_counter() - started
    print(f"\n{game_id}: {seeds} damaged saves: loaded {counts['loaded']}, refused "
          f"{counts['refused']}, escaped {counts['escaped']}; slowest {slowest:.3f} s CPU; "
          f"{took:.1f} s in all")
    assert counts["escaped"] == 0, "\n".join(escapes)
    assert slowest < 1.0
    assert counts["refused"] > 0 and counts["loaded"] > 0  # the damage is varied
