"""The whole loop a player walks: open a shipped map in Tiled, edit it, save, validate,
play it with ``--map``; the edit must show in the rules' topology and on screen.

The checked-in fixtures were written by real Tiled 1.8 (``fixtures/build.py``); when
``tiled`` is installed the test also redoes the edit on a fresh copy and re-saves it
with Tiled, so the loop is proven against the Tiled on this machine too.
"""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path

import pytest

from game import paths
from game.__main__ import _board, main
from game.boards import custom
from game.boards.tiled import clear_cache
from game.core.catalogue import get_game
from game.core.saves import SaveError, load_session, save_session
from game.core.session import Seat, Session
from game.paths import MAPS
from tests.boards.fixtures import build
from tests.boards.fixtures.edits import tiled, tiled_resave

FIXTURES = Path(__file__).parent / "fixtures"
SEATS = [Seat("Ann", "red"), Seat("Bob", "blue", "random")]


def _edited_escape(tmp_path: Path) -> Path:
    """The edited Escape map: re-made and saved by this machine's Tiled if there is one,
    else the checked-in copy Tiled wrote."""
    if tiled() is None:
        return FIXTURES / "escape-edited.tmx"
    src, out = tmp_path / "src.tmx", tmp_path / "my-board.tmx"
    shutil.copy(MAPS / "andromeda-escape.tmx", src)
    build.edit_escape(src)
    tiled_resave(src, out)
    assert 'tiledversion="1.' in out.read_text(encoding="utf-8")
    return out


def _play_scene(board: str):
    """The play screen exactly as ``play --map`` builds it (engine.app.start_scene)."""
    from game.engine.app import CANVAS, App
    from game.launch import start_scene

    app = App(window=CANVAS, fullscreen=False, save_settings=False)
    return app, start_scene(app, "play", game_id="escape", seats=SEATS, seed=3, board=board)


def test_moved_and_added_fields_reach_the_rules_and_the_screen(tmp_path):
    path = _edited_escape(tmp_path)
    assert custom.board_problems("escape", path) == []
    board = _board("escape", path)  # what `play --map` does before opening the window
    app, scene = _play_scene(board)
    try:
        rules = scene.session.state.board
        moved, added = rules.fields[build.MOVED], rules.fields[build.ADDED]
        assert (moved.x, moved.y) == (1182 + build.MOVE_BY[0], 540 + build.MOVE_BY[1])
        assert (added.x, added.y) == build.ADDED_AT
        assert (added.zone, added.ring, added.start) == (1, 4, True)
        assert rules.forward[build.ADDED] == (("Z1-R3-1", False),)
        assert build.ADDED in rules.start_fields
        geo = scene.view.geo
        shipped_spot = geo.point(1182, 540)
        dx, dy = (geo.fields[build.MOVED][i] - shipped_spot[i] for i in (0, 1))
        assert math.isclose(dx, build.MOVE_BY[0] * geo.scale, abs_tol=1)
        assert math.isclose(dy, build.MOVE_BY[1] * geo.scale, abs_tol=1)
        assert geo.fields[build.ADDED] == geo.point(*build.ADDED_AT)
        assert scene.session.board == board
    finally:
        app.close()


def test_a_save_of_a_custom_board_game_reloads_on_it_or_is_refused(tmp_path):
    path = tmp_path / "mine.tmx"
    shutil.copy(FIXTURES / "escape-edited.tmx", path)
    session = Session.start(get_game("escape"), SEATS, 5, board=str(path))
    for _ in range(3):
        seat = next(iter(session.state.pending_seats()))
        session.apply(session.state.legal_actions(seat)[0])
    save = tmp_path / "game.json"
    save_session(session, save)
    assert json.loads(save.read_text())["board"] == str(path)
    paths.use_board("escape", None)
    loaded = load_session(save)
    assert loaded.board == str(path)
    assert build.ADDED in loaded.state.board.fields
    path.unlink()
    with pytest.raises(SaveError, match=r"custom board .*mine.tmx, which is no longer there"):
        load_session(save)


def test_a_save_whose_custom_board_broke_is_refused_with_the_boards_own_problem(tmp_path):
    path = tmp_path / "mine.tmx"
    shutil.copy(FIXTURES / "escape-edited.tmx", path)
    session = Session.start(get_game("escape"), SEATS, 5, board=str(path))
    save = tmp_path / "game.json"
    save_session(session, save)
    shutil.copy(FIXTURES / "escape-moved-alone.tmx", path)  # the player broke it since
    paths.use_board("escape", None)
    clear_cache()
    problem = custom.board_problems("escape", path)[0]
    assert problem.startswith(f"{path}: layer 'connections': object id 31: ")
    with pytest.raises(SaveError, match=r"mine.tmx no longer validates: ") as refused:
        load_session(save)
    assert problem[:120] in str(refused.value)


def test_undo_on_a_custom_board_replays_on_that_board():
    session = Session.start(get_game("escape"), SEATS, 5,
                            board=str(FIXTURES / "escape-edited.tmx"))
    for _ in range(3):
        seat = next(iter(session.state.pending_seats()))
        session.apply(session.state.legal_actions(seat)[0])
    assert session.undo(0)
    assert build.ADDED in session.state.board.fields  # still the edited board


def test_the_log_of_a_loaded_custom_board_game_leaves_its_board_in_use():
    """The play screen rebuilds a loaded game's log by replaying it; the replay must not
    put the shipped maps back in use under the game (the next undo or map read)."""
    from game.scenes.play import log_lines

    board = FIXTURES / "escape-edited.tmx"
    session = Session.start(get_game("escape"), SEATS, 5, board=str(board))
    for _ in range(3):
        seat = next(iter(session.state.pending_seats()))
        session.apply(session.state.legal_actions(seat)[0])
    assert len(log_lines(session)) >= 3
    assert paths.map_file("andromeda-escape.tmx") == board


def test_a_field_moved_without_its_connections_is_named(capsys):
    path = FIXTURES / "escape-moved-alone.tmx"
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    assert out[0].startswith(f"{path}: layer 'connections': object id 31: ")
    assert "the nearest is 'Z1-R2-2' (id 3) at (1222, 570), 50 px away" in out[0]
    assert "drag this line's end onto it" in out[0]


def test_play_refuses_a_bad_map_in_one_clear_message(capsys):
    path = FIXTURES / "starship-duplicate-index.tmx"
    assert main(["play", "starship", "--map", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert (f"{path}: layer 'track': object 'space_dock' (id 8): index 1 on track '' is "
            "also the index of 'space_market' (id 4)") in err


def test_a_hex_turned_120_degrees_by_tiled_plays(tmp_path):
    folder = FIXTURES / "pandorum-rotated"
    assert "268435462" in (folder / "part-a.tmx").read_text()  # written so by Tiled
    assert main(["validate", str(folder)]) == 0
    session = Session.start(get_game("pandorum"), SEATS, 2, board=str(folder))
    from game.pandorum.rules.board import load_parts

    _central, outer = load_parts()
    part_a = next(p for p in outer if p.id == "part-a")
    shipped = paths.board_in_use("pandorum", None)
    with shipped:
        clear_cache()
        plain = next(p for p in load_parts()[1] if p.id == "part-a")
    assert part_a.cells == plain.cells  # terrain does not depend on rotation
    assert session.board == str(folder)


def test_screenshot_of_an_edited_board(tmp_path):
    out = tmp_path / "shot.png"
    assert main(["screenshot", "escape", "--map", str(FIXTURES / "escape-edited.tmx"),
                 "--out", str(out), "--size", "960x540"]) == 0
    assert out.stat().st_size > 10_000


def test_play_with_a_good_map_opens_the_game_on_it(monkeypatch):
    import game.__main__ as cli

    opened = {}
    monkeypatch.setattr(cli, "_run_app", lambda initial, **kw: opened.update(kw, initial=initial)
                        or 0)
    folder = FIXTURES / "pandorum-rotated"
    assert main(["play", "pandorum", "--map", str(folder), "--seed", "7"]) == 0
    assert opened["initial"] == "play" and opened["board"] == str(folder.resolve())
    assert main(["play", "pandorum", "--map", str(FIXTURES / "escape-edited.tmx")]) == 2


def test_validate_of_a_map_too_broken_to_tell_its_game_says_why(tmp_path, capsys):
    path = tmp_path / "mine.tmx"
    path.write_text("<map><broken")
    assert main(["validate", str(path)]) == 1
    assert capsys.readouterr().out.strip() == (
        f"{path}: not a valid XML file (unclosed token: line 1, column 5)")
