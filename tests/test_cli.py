"""The command line's error paths: one line on stderr, a non-zero exit, no traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main
from game.core import catalogue

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "chess"], "unknown game 'chess'"),
        (["play", "escape", "--seed", "abc"], "'abc' is not a whole number"),
        (["play", "escape", "--seed", "-4"], "seed must be between"),
        (["play", "escape", "--window", "big"], "not a size like 1280x720"),
        (["play", "escape", "--window", "10x10"], "size must be between"),
        (["--window", "1x"], "not a size"),
        (["simulate", "escape", "--games", "many"], "not a whole number"),
        (["simulate", "escape", "--players", "two"], "not a list of player counts"),
        (["screenshot", "title"], "--out"),
        (["screenshot", "moon", "--out", "x.png"], "unknown screenshot target 'moon'"),
        (["frobnicate"], "invalid choice"),
        (["simulate"], "required"),
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1 and err.startswith("andromeda-table: error:")


def test_unbuilt_game_is_refused(monkeypatch, capsys):
    monkeypatch.setattr(catalogue, "load_game", lambda game_id: None)
    assert main(["play", "pandorum"]) == 2
    assert "pandorum is not built yet" in capsys.readouterr().err


def test_simulate_bad_player_count_and_level(toy, capsys):
    assert main(["simulate", "escape", "--players", "7"]) == 2
    assert "not 7" in capsys.readouterr().err
    assert main(["simulate", "escape", "--bots", "genius"]) == 2
    assert "no bot level 'genius'" in capsys.readouterr().err


def test_simulate_json_has_exactly_the_documented_keys(toy, capsys):
    assert main(["simulate", "escape", "--players", "2,3", "--games", "6", "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    data = json.loads(out[0])
    assert set(data) == {"game", "games", "finished", "errors", "mean_actions",
                         "wins_by_seat", "seconds", "games_per_second"}
    assert data["games"] == data["finished"] == 6


def test_simulate_text_report(toy, capsys):
    assert main(["simulate", "escape", "--games", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "finished 4, errors 0" in out and "games/s" in out


def test_screenshot_output_folder_must_exist(capsys, tmp_path):
    assert main(["screenshot", "title", "--out", str(tmp_path / "no" / "x.png")]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_screenshot_needs_png(capsys, tmp_path):
    assert main(["screenshot", "title", "--out", str(tmp_path / "x.jpg")]) == 2
    assert "must end in .png" in capsys.readouterr().err


def test_module_entry_point_runs_without_traceback():
    result = subprocess.run(
        [sys.executable, "-m", "game", "play", "nope"], cwd=ROOT, capture_output=True,
        text=True, timeout=60,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.strip() == (
        "andromeda-table: error: argument game: unknown game 'nope'; choose one of "
        "escape, starship, pandorum, merchants"
    )
