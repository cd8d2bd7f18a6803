"""The Hard bot's search (game.core.search) and the tournament (game.core.tournament), on
Nim, where the best move is known: leave the opponent a multiple of four stones."""

from __future__ import annotations

import json

import pytest

from game.core.protocol import SearchHooks
from game.core.rng import Rng
from game.core.search import SearchBot, SearchBudget, search
from game.core.tournament import report, seating, wilson
from tests.ui.nim import GAME as NIM
from tests.ui.nim import NimState, Take


def _hooks() -> SearchHooks:
    # Nim hides nothing: a determinisation is a plain copy; unfinished positions are even.
    return SearchHooks(
        determinise=lambda view, seat, rng: view.clone(),
        evaluate=lambda state: (0.5,) * state.num_players,
    )


@pytest.mark.parametrize(("heap", "best"), [(10, 2), (7, 3), (5, 1), (6, 2)])
def test_search_finds_the_winning_move(heap: int, best: int) -> None:
    state = NimState(2, heap, False, Rng(1))
    result = search(state, 0, _hooks(), SearchBudget(playouts=3000, cutoff=50), Rng(5))
    assert result.action == Take(best)
    assert result.playouts == 3000


def test_a_fixed_playout_count_and_seed_give_the_same_choice() -> None:
    state = NimState(3, 15, False, Rng(1))
    budget = SearchBudget(playouts=300)
    runs = {search(state, 0, _hooks(), budget, Rng(9)).visits.__repr__() for _ in range(3)}
    assert len(runs) == 1


def test_the_time_budget_is_kept() -> None:
    state = NimState(2, 15, False, Rng(1))
    bot = SearchBot(0, 3, _hooks(), SearchBudget(think_ms=50))
    bot.choose(state)
    assert bot.last is not None and bot.last.playouts > 10


def test_the_search_stops_before_a_playout_would_overrun_the_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A fake clock: every playout's evaluation takes 300 ms. With 1000 ms to think, a
    # fourth playout would end at 1200 ms, so the search stops after three.
    clock = [100.0]
    monkeypatch.setattr("game.core.search.time.perf_counter", lambda: clock[0])

    def evaluate(state: NimState) -> tuple[float, ...]:
        clock[0] += 0.3
        return (0.5,) * state.num_players

    hooks = SearchHooks(determinise=lambda view, seat, rng: view.clone(), evaluate=evaluate)
    state = NimState(2, 15, False, Rng(1))
    result = search(state, 0, hooks, SearchBudget(think_ms=1000, cutoff=1), Rng(3))
    assert result.playouts == 3
    assert clock[0] - 100.0 <= 1.0


def test_a_single_legal_action_needs_no_search() -> None:
    state = NimState(2, 1, False, Rng(1))
    assert search(state, 0, _hooks(), SearchBudget(playouts=10), Rng(1)).playouts == 0


def test_seats_rotate_so_every_bot_sits_everywhere() -> None:
    bots = ["hard", "normal", "normal"]
    seen = {(i % 3, seat) for i in range(3) for seat, b in enumerate(seating(bots, 3, i))
            if b == "hard"}
    assert {seat for _, seat in seen} == {0, 1, 2}


def test_wilson_interval() -> None:
    low, high = wilson(130, 200)
    assert 0.58 < low < 0.59 and 0.71 < high < 0.72
    assert wilson(0, 0) == (0.0, 1.0)


def test_report_counts_shared_wins_as_fractions() -> None:
    from game.core.tournament import GameRecord

    records = [
        GameRecord(["hard", "normal"], (5, 5), (0, 1), {"hard": [2.0], "normal": [1.0]}),
        GameRecord(["normal", "hard"], (3, 9), (1,), {"hard": [4.0], "normal": [1.0]}),
    ]
    out = report("nim", 2, 0, ["hard", "normal"], records)
    assert out["bots"]["hard"]["wins"] == 1.5 and out["bots"]["normal"]["wins"] == 0.5
    assert out["bots"]["hard"]["mean_margin"] == 3.0
    assert out["bots"]["hard"]["decision_ms_median"] == 2.0
    json.dumps(out)


def test_nim_game_offers_no_hard_level_without_hooks() -> None:
    assert NIM.search_hooks() is None
