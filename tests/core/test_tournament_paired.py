"""``tournament --paired``: every seed is played with the seats in every rotation, so the
bots meet the same deals from every seat; the default plan is unchanged."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main
from game.core import tournament
from game.core.tournament import GameRecord, game_plan


def test_default_plan_is_one_seed_per_game_rotating_seats() -> None:
    plan = game_plan(["hard", "normal", "normal"], 3, 4, 100)
    assert [seed for _, seed in plan] == [100, 101, 102, 103]
    assert [seats.index("hard") for seats, _ in plan] == [0, 1, 2, 0]


def test_paired_plan_plays_each_seed_in_every_rotation() -> None:
    plan = game_plan(["hard", "normal", "normal", "normal"], 4, 8, 50, paired=True)
    assert [seed for _, seed in plan] == [50, 50, 50, 50, 51, 51, 51, 51]
    for first in (0, 4):
        # within one seed, the Hard bot sits once in each seat
        assert sorted(plan[i][0].index("hard") for i in range(first, first + 4)) == [0, 1, 2, 3]


def test_paired_tournament_plays_the_paired_plan(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    played: list[tuple[list[str], int]] = []

    def fake_game(game_id: str, seats: list[str], seed: int, budget: object) -> GameRecord:
        played.append((list(seats), seed))
        winner = seats.index("normal")
        return GameRecord(list(seats), tuple(10 if s == winner else 0 for s in range(2)),
                          (winner,))

    monkeypatch.setattr(tournament, "play_game", fake_game)
    assert main(["tournament", "pandorum", "--bots", "easy,normal", "--games", "4",
                 "--seed", "7", "--paired", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert played == [(["easy", "normal"], 7), (["normal", "easy"], 7),
                      (["easy", "normal"], 8), (["normal", "easy"], 8)]
    assert out["paired"] is True and out["bots"]["normal"]["wins"] == 4


def test_paired_games_must_fill_every_rotation(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "pandorum", "--bots", "hard,normal,normal,normal",
                 "--players", "4", "--games", "6", "--paired"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "multiple of 4" in err


def test_a_paired_pandorum_seed_deals_the_same_tablets_in_both_rotations() -> None:
    from game.core.bots import level_of
    from game.core.catalogue import get_game
    from game.core.session import PLAYER_COLOURS, Seat, Session

    game = get_game("pandorum")
    deals = []
    for seats, seed in game_plan(["normal", "easy"], 2, 2, 31, paired=True):
        session = Session.start(game, [Seat(n, PLAYER_COLOURS[i], level_of(n)) for i, n in
                                       enumerate(seats)], seed)
        deals.append((session.state.main_ability, session.state.fore_ability))
    assert deals[0] == deals[1]
