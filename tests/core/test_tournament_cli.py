"""``python -m game tournament``: the JSON object the issue asks for, and clean refusals."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main


def test_tournament_json_has_the_promised_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "pandorum", "--bots", "normal,easy", "--games", "2",
                 "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {k: out[k] for k in ("game", "games", "players", "seed")} == {
        "game": "pandorum", "games": 2, "players": 2, "seed": 4}
    for row in out["bots"].values():
        assert set(row) >= {"wins", "win_rate", "ci95", "mean_margin",
                            "decision_ms_median", "decision_ms_p99"}
        assert 0 <= row["ci95"][0] <= row["win_rate"] <= row["ci95"][1] <= 1
    assert out["bots"]["normal"]["wins"] + out["bots"]["easy"]["wins"] == 2
    assert len(out["seat_wins"]) == 2 and sum(out["seat_wins"]) == 2


@pytest.mark.parametrize(
    "argv",
    [
        ["tournament", "escape", "--bots", "grandmaster"],
        ["tournament", "escape", "--bots", "normal", "--games", "0"],
        ["tournament", "escape", "--bots", "normal", "--players", "9"],
        ["tournament", "merchants", "--bots", "normal", "--players", "2"],
        ["tournament", "escape", "--bots", "normal", "--playouts", "5", "--think-ms", "5"],
    ],
)
def test_bad_tournament_arguments_are_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
