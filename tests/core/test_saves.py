import json

import pytest

from game.core.saves import (
    SCHEMA_VERSION,
    SaveError,
    load_session,
    save_session,
    session_from_dict,
    session_to_dict,
    write_json_atomic,
)
from game.core.session import Seat, Session

SEATS = [Seat("Ann", "red", "random"), Seat("Bob", "blue", "random")]


def _played(toy, n: int) -> Session:
    s = Session.start(toy, SEATS, seed=21)
    while len(s.log) < n and not s.state.is_over:
        s.apply(s.bot_action(s.pending_bots()[0]))
    return s


def _finish(s: Session) -> list:
    while not s.state.is_over:
        s.apply(s.bot_action(s.pending_bots()[0]))
    return [a.to_dict() for a in s.actions]


@pytest.mark.parametrize("point", [0, 1, 3, 6, 9])
def test_save_load_round_trip_gives_identical_continuation(toy, tmp_path, point):
    s = _played(toy, point)
    path = tmp_path / "game.json"
    save_session(s, path)
    loaded = load_session(path)
    assert loaded.state.to_dict() == s.state.to_dict()
    assert loaded.seats == s.seats
    assert _finish(loaded) == _finish(s)


def test_atomic_write_keeps_old_file_when_serialising_fails(tmp_path):
    path = tmp_path / "save.json"
    write_json_atomic(path, {"ok": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"bad": object()})
    assert json.loads(path.read_text()) == {"ok": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def _saved(toy, tmp_path):
    path = tmp_path / "g.json"
    save_session(_played(toy, 4), path)
    return path


def _assert_untouched_error(path, match):
    before = path.read_bytes()
    with pytest.raises(SaveError, match=match):
        load_session(path)
    assert path.read_bytes() == before


def test_truncated_save(toy, tmp_path):
    path = _saved(toy, tmp_path)
    path.write_bytes(path.read_bytes()[:60])
    _assert_untouched_error(path, "damaged or truncated")


def test_future_version_save(toy, tmp_path):
    path = _saved(toy, tmp_path)
    data = json.loads(path.read_text())
    data["schema"] = SCHEMA_VERSION + 1
    path.write_text(json.dumps(data))
    _assert_untouched_error(path, "newer version")


def test_hand_edited_action(toy, tmp_path):
    path = _saved(toy, tmp_path)
    data = json.loads(path.read_text())
    data["actions"][1] = {"kind": "play", "card": 77}
    path.write_text(json.dumps(data))
    _assert_untouched_error(path, "action 2 cannot be replayed")


def test_hand_edited_snapshot(toy, tmp_path):
    path = _saved(toy, tmp_path)
    data = json.loads(path.read_text())
    data["snapshot"]["scores"][0] += 10
    path.write_text(json.dumps(data))
    _assert_untouched_error(path, "does not match its moves")


def test_not_a_save(tmp_path):
    path = tmp_path / "x.json"
    path.write_text("[1, 2, 3]")
    _assert_untouched_error(path, "not an Andromeda Table save")


def test_missing_file(tmp_path):
    with pytest.raises(SaveError, match="no such save"):
        load_session(tmp_path / "nope.json")


def test_unknown_game_and_bad_fields(toy):
    good = session_to_dict(_played(toy, 2))
    for key, value, match in [
        ("game", "chess", "unknown game"),
        ("seed", "x", "seed"),
        ("actions", {}, "lists"),
        ("options", [], "options"),
        ("seats", [{"name": 1}], "seat"),
    ]:
        bad = dict(good, **{key: value})
        with pytest.raises(SaveError, match=match):
            session_from_dict(bad)


def test_unknown_action_kind(toy):
    data = session_to_dict(_played(toy, 2))
    data["actions"][0] = {"kind": "teleport"}
    with pytest.raises(SaveError, match="unknown action kind"):
        session_from_dict(data)
