"""Malformed command lines: one line on stderr, exit status 2, never a traceback, and
sensible upper limits (a typo must not run for days)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.__main__ import MAX_GAMES, main

ROOT = Path(__file__).resolve().parents[2]


def _refused(argv, capsys) -> str:
    assert main(argv) == 2, argv
    err = capsys.readouterr().err
    assert err.startswith("andromeda-table: error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "escape", "--games", "1000000000000000"], "must be from 1 to 100,000"),
        (["simulate", "escape", "--games", "0"], "must be from 1 to"),
        (["simulate", "escape", "--games", "-1"], "must be from 1 to"),
        (["simulate", "escape", "--games", "9" * 5000], "not a whole number"),
        (["simulate", "escape", "--seed", "1" * 5000], "not a whole number"),
        (["simulate", "escape", "--players", "2,,3"], "not a list of player counts"),
        (["simulate", "escape", "--players", "0"], "not 0"),
        (["simulate", "escape", "--bots", ","], "no bot level ''"),
        (["bench", "--games", "99999999999999"], "must be from 1 to 10,000"),
        (["bench", "--frames", "0"], "must be from 1 to 100,000"),
        (["screenshot", "title", "--out", "x.png", "--moves", "99999999999"], "must be from 0 to"),
        (["screenshot", "title", "--out", "x.png", "--players", "0"], "must be from 1 to 5"),
        (["screenshot", "title", "--out", "x.png", "--size", "1" * 5000 + "x100"], "not a size"),
        (["screenshot", "title", "--out", ""], "is not a file name"),
        (["screenshot", "title", "--out", "a\x00.png"], "is not a file name"),
        (["screenshot", "title\n", "--out", "x.png"], "unknown screenshot target 'title\\n'"),
        (["play", "escape", "--players", ""], "empty seat"),
        (["play", "escape", "--players", "x" * 100 + ",bot"], "longer than 16 characters"),
        (["play", "escape", "--players", "\x00,bot"], "cannot be shown (U+0000)"),
        (["play", "escape", "--players", "\u200b,bot"], "cannot be shown (U+200B)"),
        (["play", "escape", "--players", "  ,bot"], "empty seat"),
        (["play", "escape", "--players", "a," * 300], "empty seat"),
        (["play", "escape", "--window", "1280x720x3"], "not a size"),
        (["play", "escape", "--window", "-1280x-720"], "expected one argument"),
        (["play", "escape", "extra"], "unrecognized arguments"),
        (["validate", "a", "b"], "unrecognized arguments: "),
        (["--window"], "expected one argument"),
        (["play"], "required"),
        (["unknown\nline"], "invalid choice"),
        (["--nope=\udcff"], "unrecognized arguments: --nope=\\udcff"),
    ],
)
def test_malformed_argument_is_one_line_and_exit_2(argv, message, capsys):
    assert message in _refused(argv, capsys)


def test_screenshot_into_a_folder_or_an_unwritable_place(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "D.png").mkdir()
    assert "is a folder" in _refused(["screenshot", "title", "--out", "D.png"], capsys)
    assert "does not exist" in _refused(
        ["screenshot", "title", "--out", str(tmp_path / "no" / "x.png")], capsys)
    (tmp_path / "ro").mkdir(mode=0o500)
    if not os.access(tmp_path / "ro", os.W_OK):  # root may write anywhere
        assert "cannot be written" in _refused(
            ["screenshot", "title", "--out", str(tmp_path / "ro" / "x.png")], capsys)


def _could_be_valid(text: str) -> bool:
    """Whole numbers (or lists/sizes of them) that a command would accept and run."""
    for sep in (",", "x", "X"):
        try:
            if all(abs(int(part)) < 10**6 for part in text.split(sep)):
                return True
        except ValueError:
            continue
    return False


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from([("simulate", "escape", "--games"), ("simulate", "escape", "--seed"),
                        ("bench", "--games"), ("bench", "--frames"),
                        ("simulate", "escape", "--players"),
                        ("screenshot", "title", "--out", "x.png", "--moves"),
                        ("play", "escape", "--window"), ("play", "escape", "--seed")]),
       st.text(min_size=1, max_size=60).filter(lambda t: not t.startswith("-")))
def test_any_text_where_a_number_belongs(capsys, prefix, text):
    """Arbitrary text for a numeric option: a refusal (one line, exit 2) unless it
    happens to be a valid value, which these options reject above their limits."""
    if _could_be_valid(text):
        return  # a real value: that would run the command
    argv = [*prefix, text]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_limits_are_what_the_help_promises():
    assert MAX_GAMES == 100_000


def test_real_process_prints_no_traceback(tmp_path):
    """Through the interpreter, as a player runs it: stderr is one line, exit 2."""
    (tmp_path / "D.png").mkdir()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ANDROMEDA_TABLE_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT))
    for argv in (["screenshot", "title", "--out", "D.png"],
                 ["simulate", "escape", "--games", "1000000000000000"]):
        run = subprocess.run([sys.executable, "-m", "game", *argv], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=60)
        assert run.returncode == 2, run.stderr
        assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
