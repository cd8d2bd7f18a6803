"""Nothing a save file holds can crash the loader: every input is loaded into a playable
position or refused with a SaveError naming the file and the problem, within a second.

Property tests (hypothesis) over arbitrary JSON and over damaged real saves of every
game, the damaged files the issue found, saves written by main, and the file-level
defences (FIFOs, folders, size limit, temp files)."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.files import clean_stale_temp_files, write_json_atomic
from game.core.saves import (
    MAX_SAVE_BYTES,
    SaveError,
    load_session,
    save_session,
    session_from_dict,
)
from tests.core.savefuzz import FROM_MAIN, GAMES, assert_playable, base_saves, check, damage

FUZZ = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner,
                                                                  max_size=5),
    max_leaves=30,
)

#: long enough for a loaded CI machine; a blocked read or a replay of every move takes
#: far longer (or forever)
HANG_SECONDS = 30.0


def _main_save(game_id: str) -> dict:
    return json.loads((FROM_MAIN / f"{game_id}.json").read_text(encoding="utf-8"))


def _write(tmp_path: Path, data, name: str = "s.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def _refused(path: Path, match: str) -> str:
    before = path.read_bytes() if path.is_file() else None
    started = time.perf_counter()
    with pytest.raises(SaveError, match=match) as info:
        load_session(path)
    # a hang guard, not a speed goal (those live in the bench): a FIFO must not block,
    # a save of 400 times a game's moves must be refused before any replay
    assert time.perf_counter() - started < HANG_SECONDS
    if before is not None:
        assert path.read_bytes() == before  # never changed
    return str(info.value)


# ------------------------------------------------------------------ saves written by main

@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_written_by_main_still_loads_and_continues(game_id, tmp_path):
    session = load_session(FROM_MAIN / f"{game_id}.json")
    assert len(session.log) == 60 and session.seats[0].name == "Ann"
    assert_playable(session)
    save_session(session, tmp_path / "again.json")  # and round-trips with the summary
    again = load_session(tmp_path / "again.json")
    assert again.state.to_dict() == session.state.to_dict()
    assert json.loads((tmp_path / "again.json").read_text())["summary"]["moves"] == 60


# ------------------------------------------------------------------ the examples

def test_deep_nesting_is_refused(tmp_path):
    _refused(_write(tmp_path, "[" * 100_000), "nested too deeply")


def test_a_5000_digit_seed_is_refused(tmp_path):
    text = (FROM_MAIN / "escape.json").read_text()
    _refused(_write(tmp_path, text.replace('"seed":', '"seed":' + "7" * 5000, 1)),
             "digits is too long")


def test_seed_out_of_range(tmp_path):
    data = _main_save("escape")
    data["seed"] = 2**63
    _refused(_write(tmp_path, data), "seed must be between")


def test_a_wrong_type_in_a_merchants_action_is_refused_not_crashed(tmp_path):
    data = _main_save("merchants")
    index = next(i for i, a in enumerate(data["actions"]) if "space" in a)
    data["actions"][index]["space"] = 5
    del data["snapshot"]  # so the action really reaches the rules
    message = _refused(_write(tmp_path, data), f"action {index + 1} cannot be replayed")
    assert message.startswith("s.json: ")


@pytest.mark.parametrize(("name", "why"), [
    ("A\x00nn", "cannot be shown \\(U\\+0000\\)"),
    ("\ud800", "cannot be shown \\(U\\+D800\\)"),
    ("\u200b\u200b", "cannot be shown \\(U\\+200B\\)"),
    ("   ", "is empty"),
    ("x" * 2000, "longer than 16 characters"),
    ("x" * 100_000, "longer than 16 characters"),
    (7, "text name"),
])
def test_names_the_setup_field_could_not_make_are_refused(name, why, tmp_path):
    data = _main_save("escape")
    data["seats"][0]["name"] = name
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    message = _refused(path, f"seat 1: .*{why}")
    assert len(message) < 200  # the toast stays short


@pytest.mark.parametrize(("seats_edit", "why"), [
    (lambda s: s[1].update(colour="pink"), "not a player colour"),
    (lambda s: s[1].update(bot="genius"), "no bot level 'genius'"),
    (lambda s: s.append(dict(s[0], colour="purple")) or s.append(dict(s[0], colour="green"))
     or s.append(dict(s[0], colour="yellow")), "players, the save has"),
    (lambda s: s.__setitem__(0, "Ann"), "must be an object"),
])
def test_seats_are_checked(seats_edit, why, tmp_path):
    data = _main_save("escape")
    seats_edit(data["seats"])
    _refused(_write(tmp_path, data), why)


def test_actions_after_the_end_and_too_many_actions(tmp_path):
    saves = [json.loads(text) for text in base_saves("escape")]
    finished = next(d for d in saves if d.get("summary", {}).get("over"))
    finished["actions"].append(finished["actions"][-1])
    del finished["snapshot"]
    _refused(_write(tmp_path, finished), "already over")
    data = _main_save("escape")
    data["actions"] = data["actions"] * 400
    _refused(_write(tmp_path, data, "long.json"), "more than any game has")


# ------------------------------------------------------------------ file-level defences

def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    _refused(fifo, "not a regular file")


def test_a_folder_and_a_missing_file(tmp_path):
    (tmp_path / "d.json").mkdir()
    _refused(tmp_path / "d.json", "is a folder")
    _refused(tmp_path / "none.json", "no such save file")


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path):
    path = tmp_path / "big.json"
    with path.open("wb") as fh:
        fh.truncate(MAX_SAVE_BYTES + 1)
    _refused(path, "too large")


def test_not_utf8(tmp_path):
    path = tmp_path / "s.json"
    path.write_bytes(b'{"format": "\xff\xfe"}')
    _refused(path, "not UTF-8")


def test_stale_temp_files_are_cleaned_and_fresh_ones_kept(tmp_path):
    write_json_atomic(tmp_path / "autosave.json", {"a": 1})
    old = tmp_path / ".autosave.json.abc123.tmp"
    old.write_text("{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    fresh = tmp_path / ".autosave.json.def456.tmp"
    fresh.write_text("{")  # another copy of the app may be writing it now
    assert clean_stale_temp_files(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == [fresh.name, "autosave.json"]


# ------------------------------------------------------------------ properties

@FUZZ
@given(json_values)
def test_any_json_value_is_refused_with_a_save_error(value):
    with pytest.raises(SaveError):
        session_from_dict(value, "x.json")


@FUZZ
@given(st.dictionaries(st.sampled_from(["format", "schema", "game", "seed", "seats",
                                        "actions", "options", "snapshot", "summary"]),
                       json_values, max_size=9),
       st.sampled_from(GAMES))
def test_any_json_in_the_fields_of_a_real_save(tmp_path, fields, game_id):
    """A real save with any of its fields replaced by arbitrary JSON."""
    data = dict(json.loads(base_saves(game_id)[1]), **fields)
    path = tmp_path / f"{game_id}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = check(path)
    assert result.outcome != "escaped", result.detail
    assert result.seconds < 1.0


@FUZZ
@given(st.sampled_from(GAMES), st.integers(0, 2**32))
def test_damaged_real_saves_of_every_game(tmp_path, game_id, seed):
    bases = base_saves(game_id)
    path = tmp_path / f"{game_id}.json"
    path.write_bytes(damage(bases[seed % len(bases)], seed))
    result = check(path)
    assert result.outcome != "escaped", result.detail
    assert result.seconds < 1.0


@pytest.mark.parametrize("game_id", GAMES)
def test_the_summary_gives_every_games_turn(game_id):
    from game.core.saves import session_to_dict

    session = load_session(FROM_MAIN / f"{game_id}.json")
    summary = session_to_dict(session)["summary"]
    assert isinstance(summary["turn"], int) and summary["turn"] >= 1
    assert summary["moves"] == 60 and summary["over"] is False
