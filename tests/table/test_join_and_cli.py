"""Sitting down at a table (join at your edge, remembered), and table mode on the command
line."""

from __future__ import annotations

import pygame
import pytest

from game.__main__ import main
from game.scenes.table_join import PLACES, TableJoinScene, seat_everyone, whole_edges
from game.scenes.table_play import TablePlayScene, start_play
from tests.escape_ui.driver import session
from tests.tablefingers import TableFingers


def join_scene(app, humans: int = 2, players: int = 4) -> tuple[TableJoinScene, TableFingers]:
    scene = TableJoinScene(app, session(players=players, humans=humans, seed=2),
                           autosave=False)
    app.push(scene)
    fingers = TableFingers(app)
    fingers.frames(1)
    return scene, fingers


def tap_place(fingers: TableFingers, scene: TableJoinScene, place: str) -> None:
    fingers.tap(scene.place_orient(place).canvas_rect.center)


def tap_button(fingers: TableFingers, scene: TableJoinScene, key: str) -> None:
    button = next(b for b in scene.middle_buttons() if b.key == key)
    fingers.tap(button.rect.center)


def test_players_join_at_their_edges_and_it_is_remembered(app):
    app.settings.table_mode = True
    scene, fingers = join_scene(app)
    tap_button(fingers, scene, "start")  # nobody has joined: refused with a toast
    assert app.top is scene and "Ann" in app.toasts.history[-1]
    tap_place(fingers, scene, "top-right")  # Ann
    tap_place(fingers, scene, "left")  # Bob
    tap_place(fingers, scene, "left")  # Bob stands up again...
    tap_place(fingers, scene, "bottom-right")  # ...and sits here
    assert scene.joined == {0: "top-right", 1: "bottom-right"}
    tap_button(fingers, scene, "start")
    table = app.top
    assert isinstance(table, TablePlayScene)
    # the bots took free places; a half edge taken alone became the whole edge
    assert table.slots == ("top", "bottom", "left", "right")
    assert app.settings.table_seats == ["top", "bottom", "left", "right"]
    assert table.table.edge(0) == "top" and table.table.panels[0].rotation == 180


def test_last_time_seats_everyone_as_before(app):
    app.settings.table_seats = ["bottom", "top", "right", "left"]
    scene, fingers = join_scene(app)
    tap_button(fingers, scene, "last")
    assert isinstance(app.top, TablePlayScene) and app.top.slots == ("bottom", "top",
                                                                     "right", "left")


def test_seating_rules():
    assert whole_edges(["bottom-left", "top-right", "bottom-right"]) == [
        "bottom-left", "top", "bottom-right"]
    assert seat_everyone([0], {0: "right"}, 3) == ["right", "bottom", "top"]
    assert set(PLACES) >= {"left", "right"}


def test_start_play_picks_the_table_in_table_mode(app):
    s = session(players=2, humans=2, seed=1)
    assert not isinstance(start_play(app, s, autosave=False), TableJoinScene)
    app.settings.table_mode = True
    assert isinstance(start_play(app, s, autosave=False), TableJoinScene)


def test_screenshot_table_is_4k_by_default(tmp_path, capsys):
    out = tmp_path / "table.png"
    assert main(["screenshot", "escape", "--table", "--players", "2", "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (3840, 2160)


@pytest.mark.parametrize("target", ["title", "results"])
def test_screenshot_table_refuses_other_screens(target, tmp_path, capsys):
    assert main(["screenshot", target, "--table", "--out", str(tmp_path / "x.png")]) == 2
    assert "--table shows a game or the setup" in capsys.readouterr().err


def test_table_settings_survive_a_restart(tmp_path):
    from game.engine import settings as settings_mod

    path = tmp_path / "settings.json"
    s = settings_mod.Settings(table_mode=True, screen_diagonal=65.0,
                              table_seats=["bottom-left", "bottom-right", "top"])
    settings_mod.save(s, path)
    loaded = settings_mod.load(path)
    assert not loaded.problems
    assert (loaded.settings.table_mode, loaded.settings.screen_diagonal,
            loaded.settings.table_seats) == (True, 65.0, ["bottom-left", "bottom-right", "top"])


def test_bad_table_settings_are_named_and_defaulted():
    from game.engine.settings import Settings

    problems: list[str] = []
    s = Settings.from_dict({"table_mode": "yes", "screen_diagonal": 400,
                            "table_seats": ["bottom", "bottom-left"]}, problems)
    assert (s.table_mode, s.screen_diagonal, s.table_seats) == (False, 55.0, [])
    assert [p.split(" = ")[0] for p in problems] == ["table_mode", "screen_diagonal",
                                                     "table_seats"]


@pytest.mark.parametrize("args, words", [
    (["--table", "--diagonal", "24"], "screen diagonal 24.0 inches is outside 32-120"),
    (["--table", "--diagonal", "big"], "'big' is not a number"),
    (["--diagonal", "40"], "--diagonal is a table screen's size: add --table"),
])
def test_screenshot_diagonal_is_checked(args, words, tmp_path, capsys):
    assert main(["screenshot", "escape", *args, "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) <= 2  # usage line + the error


def test_a_screen_under_32_inches_in_the_settings_file_is_named_and_defaulted():
    """Table mode lays out for 32-120 inches (docs/table-mode.md): a smaller diagonal in
    the settings file (an older version offered 24) falls back to the default."""
    from game.engine.settings import Settings

    problems: list[str] = []
    s = Settings.from_dict({"table_mode": True, "screen_diagonal": 24}, problems)
    assert s.screen_diagonal == 55.0 and problems[0].startswith("screen_diagonal")


def test_what_to_do_reads_from_both_long_edges(app):
    """The middle's words are drawn under the buttons reading from the bottom edge and,
    turned half round, above them reading from the top edge: the picture above is the one
    below turned, pixel for pixel."""
    from tests.uitext import drawn

    app.settings.table_mode = True
    scene, fingers = join_scene(app)
    tap_place(fingers, scene, "top-right")  # Ann sits: the next line names Bob
    lines = {line.text: line.rect for line in drawn(app)}
    assert {"Touch Join at your edge", "Next: Bob"} <= set(lines)
    buttons = scene.middle_buttons()
    for text in ("Touch Join at your edge", "Next: Bob"):  # upright: under every button
        assert lines[text].top > max(b.rect.bottom for b in buttons)
    canvas = app.canvas
    upright = lines["Touch Join at your edge"]
    turned = pygame.transform.rotate(canvas.subsurface(upright).copy(), 180)
    top = min(b.rect.top for b in buttons) - scene.sizes.u(24)
    above = turned.get_rect(midbottom=(upright.centerx, top))
    assert above.bottom <= min(b.rect.top for b in buttons)
    shown = canvas.subsurface(above)
    assert pygame.image.tobytes(shown.copy(), "RGB") == pygame.image.tobytes(turned, "RGB")
