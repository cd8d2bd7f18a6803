"""Random-bot fuzzing for 2-4 players, and the heuristic bot against random bots.

ANDROMEDA_FUZZ_SEEDS sets the number of games per player count (default 20)."""

from __future__ import annotations

import os

import pytest

from game.core.simulate import simulate

SEEDS = int(os.environ.get("ANDROMEDA_FUZZ_SEEDS", "20"))


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_end_without_errors(n):
    report = simulate("starship", [n], SEEDS, seed=50_000 + 1000 * n)
    assert report.errors == []
    assert report.finished == SEEDS


def test_heuristic_bot_beats_random_bots():
    games = max(10, SEEDS // 2)
    wins = 0.0
    for levels, seat in ((("heuristic", "random"), "0"), (("random", "heuristic"), "1")):
        report = simulate("starship", [2], games, seed=9000, levels=levels)
        assert report.errors == []
        wins += report.wins_by_seat.get(seat, 0.0)
    assert wins / (2 * games) >= 0.8


def test_heuristic_bots_finish_games_among_themselves():
    report = simulate("starship", [2, 3, 4], 6, seed=77, levels=("heuristic",))
    assert report.errors == [] and report.finished == 6
