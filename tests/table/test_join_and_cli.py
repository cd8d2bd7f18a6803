"""Sitting down at a table (join at your edge, remembered), and table mode on the command
line."""

from __future__ import annotations

import pygame
import pytest

from game.__main__ import main
from game.scenes.flow import Flow
from game.scenes.table_join import PLACES, TableJoinScene, seat_everyone, whole_edges
from game.scenes.table_play import TablePlayScene
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


def tap_button(fingers: TableFingers, scene: TableJoinScene, key: str,
               edge: str = "bottom") -> None:
    """A finger on ``key`` of the middle's copy read from ``edge``."""
    button = next(b for b in scene.middle_buttons() if b.key == key)
    fingers.tap(scene.middle.orient(edge).rect_to_canvas(button.rect).center)


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


def test_the_flow_starts_a_game_at_the_table_in_table_mode(app):
    s = session(players=2, humans=2, seed=1)
    assert not isinstance(Flow().play(app, s, autosave=False), TableJoinScene)
    app.settings.table_mode = True
    assert isinstance(Flow().play(app, s, autosave=False), TableJoinScene)


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


def test_every_word_of_the_middle_reads_from_both_long_edges(app):
    """The middle (what to do, who is next, Start / Last time / Back) is drawn twice: the
    copy above the centre is the one below turned half round, pixel for pixel, and every
    word of it lies inside its copy."""
    app.settings.table_mode = True
    scene, fingers = join_scene(app)
    tap_place(fingers, scene, "top-right")  # Ann sits: the next line names Bob
    lines = drawn_in_middle(app, scene)
    for edge in ("bottom", "top"):
        texts = {text for text, e, _ in lines if e == edge}
        assert {"Touch Join at your edge", "Next: Bob", "Start", "Last time",
                "Back"} <= texts, (edge, texts)
        inside = scene.middle.orient(edge).canvas_rect
        assert all(inside.contains(r) for _, e, r in lines if e == edge)
    bottom, top = (scene.middle.orient(e).canvas_rect for e in ("bottom", "top"))
    assert top.bottom <= bottom.top
    canvas = app.canvas
    below = canvas.subsurface(bottom).copy()
    above = pygame.transform.rotate(canvas.subsurface(top).copy(), 180)
    assert pygame.image.tobytes(below, "RGB") == pygame.image.tobytes(above, "RGB")
    for place in PLACES:  # clear of every Join card
        card = scene.place_orient(place).canvas_rect
        assert not card.colliderect(bottom) and not card.colliderect(top), place


def drawn_in_middle(app, scene: TableJoinScene) -> list[tuple[str, str, pygame.Rect]]:
    """(text, the edge whose copy of the middle holds it, its canvas rect) of every line
    drawn in the middle's copies when the screen is drawn once."""
    from game.engine.text import Fonts
    from game.scenes import table_join

    copies = {id(panel.surface()): (edge, panel.orient)
              for edge, panel in zip(("bottom", "top"), scene.middle.panels, strict=True)}
    out: list[tuple[str, str, pygame.Rect]] = []
    real = Fonts.draw

    def note(fonts, surface, text, pos, size, *args, **kwargs):
        rect = real(fonts, surface, text, pos, size, *args, **kwargs)
        if id(surface) in copies:
            edge, orient = copies[id(surface)]
            out.append((text, edge, orient.rect_to_canvas(rect)))
        return rect

    real_fitted = table_join.draw_fitted

    def fitted(fonts, surface, text, pos, *args, **kwargs):
        rect = real_fitted(fonts, surface, text, pos, *args, **kwargs)
        if id(surface) in copies:
            edge, orient = copies[id(surface)]
            out.append((text, edge, orient.rect_to_canvas(rect)))
        return rect

    Fonts.draw = note
    table_join.draw_fitted = fitted
    try:
        for panel in scene.middle.panels:
            panel._key = None  # painted again this frame
            panel._upright_key = None
        app.dirty = True
        app.draw()
    finally:
        Fonts.draw = real
        table_join.draw_fitted = real_fitted
    return out


def test_a_finger_from_the_top_edge_presses_start(app):
    app.settings.table_mode = True
    scene, fingers = join_scene(app)
    tap_place(fingers, scene, "top-left")  # Ann
    tap_place(fingers, scene, "bottom-right")  # Bob
    tap_button(fingers, scene, "start", edge="top")
    assert isinstance(app.top, TablePlayScene)
    assert app.top.slots[:2] == ("top", "bottom")


def test_a_refusal_caused_at_the_top_edge_is_told_facing_the_top(app):
    """Start pressed on the top copy while nobody has joined: the refusal is drawn in the
    copy of the middle read from the top (turned half round), not in the bottom copy and
    not at the bottom of the screen by the app."""
    app.settings.table_mode = True
    scene, fingers = join_scene(app)
    tap_button(fingers, scene, "start", edge="top")
    assert app.top is scene
    refusal = "Ann: touch Join at your edge first."
    assert app.toasts.history[-1] == refusal and not app.toasts.items
    lines = drawn_in_middle(app, scene)
    told = [(edge, rect) for text, edge, rect in lines if text == refusal]
    assert [edge for edge, _ in told] == ["top"], lines
    top = scene.middle.orient("top")
    assert top.rotation == 180 and top.canvas_rect.contains(told[0][1])
    # the refusal's red frame is in the top copy's pixels, under its buttons (as read
    # from the top: above them on the canvas)
    error = app.theme.c("error")
    start = next(b for b in scene.middle_buttons() if b.key == "start")
    under = top.rect_to_canvas(pygame.Rect(0, start.rect.bottom, top.size[0],
                                           top.size[1] - start.rect.bottom))
    assert under.bottom <= top.rect_to_canvas(start.rect).top
    red = pygame.mask.from_threshold(app.canvas.subsurface(under), error, (8, 8, 8, 255))
    assert red.count() > 100
    bottom = scene.middle.orient("bottom").canvas_rect
    assert pygame.mask.from_threshold(app.canvas.subsurface(bottom), error,
                                      (8, 8, 8, 255)).count() == 0
    fingers.frames(30, dt=0.25)  # the note goes after a few seconds
    assert not scene.notes and not [t for t, _, _ in drawn_in_middle(app, scene)
                                    if t == refusal]


def test_a_touch_at_a_short_edge_tells_both_long_edges(app):
    """Everyone has joined: a touch on a free place at the left edge is refused, told in
    both copies of the middle (the short edges have none of their own)."""
    app.settings.table_mode = True
    scene, fingers = join_scene(app, humans=1, players=3)
    tap_place(fingers, scene, "bottom-left")
    tap_place(fingers, scene, "left")
    assert scene.joined == {0: "bottom-left"}
    lines = drawn_in_middle(app, scene)
    assert sorted(e for t, e, _ in lines if t == "Everyone has joined: touch Start.") == [
        "bottom", "top"]


def told_in(app, scene: TableJoinScene, edge: str) -> str:
    """The words of the note drawn in the copy of the middle read from ``edge``."""
    heads = {"Touch Join at your edge", "Start", "Last time", "Back"}
    return " ".join(text for text, e, _ in drawn_in_middle(app, scene)
                    if e == edge and text.strip() and text not in heads and not text.startswith(
                        ("Next:", "Everyone is seated")))


def test_a_refusal_stays_in_its_own_copy_while_the_other_edge_is_told_more(app):
    """Ann's refusal at the top edge stays readable in the top copy for its time while
    the bottom edge's touches are refused twice (before, the two newest notes were kept:
    the top's was dropped and the top copy went blank)."""
    app.settings.table_mode = True
    app.settings.table_seats = []
    scene, fingers = join_scene(app)
    tap_button(fingers, scene, "start", edge="top")
    refusal = "Ann: touch Join at your edge first."
    tap_button(fingers, scene, "last", edge="bottom")
    assert told_in(app, scene, "top") == refusal
    assert told_in(app, scene, "bottom").startswith("No seating is remembered")
    tap_button(fingers, scene, "start", edge="bottom")
    assert told_in(app, scene, "top") == refusal
    assert told_in(app, scene, "bottom") == refusal
    fingers.frames(30, dt=0.25)  # then each goes after its time
    assert told_in(app, scene, "top") == told_in(app, scene, "bottom") == ""


def test_a_short_edges_note_does_not_cover_a_long_edges_refusal(app):
    """A refusal caused at the top stays in the top copy when a touch at a short edge is
    refused a moment later: that one is told in the bottom copy (both long edges' copies
    read it from a short edge), and in the top copy once the top's own note has gone."""
    app.settings.table_mode = True
    app.settings.table_seats = []
    scene, fingers = join_scene(app, humans=1, players=3)
    tap_place(fingers, scene, "bottom-left")
    tap_button(fingers, scene, "last", edge="top")
    own = told_in(app, scene, "top")
    assert own.startswith("No seating is remembered for 3 players")
    tap_place(fingers, scene, "left")  # everyone has joined: refused
    everyone = "Everyone has joined: touch Start."
    assert told_in(app, scene, "top") == own
    assert told_in(app, scene, "bottom") == everyone
    scene.notes.items = [n if n.text == everyone else n._replace(left=(0.01,) * len(n.edges))
                         for n in scene.notes.items]
    fingers.frames(2)  # the top's own note runs out first: the short edge's shows there
    assert told_in(app, scene, "top") == everyone


def test_every_long_edge_reads_the_windows_notice_though_its_copy_told_a_refusal(app):
    """Seen playing Pandorum at a 4K table in a real window: the window's notice ("3840 x
    2160 does not fit this screen: ...") came as the join screen opened, the top edge's
    Start was refused at once, and the notice was only ever told in the bottom copy (its
    time ran out while the top copy told the refusal). It is told in the top copy after
    the refusal; each copy's drawn words say it at some frame."""
    app.settings.table_mode = True
    app.settings.table_seats = []
    scene, fingers = join_scene(app)
    notice = "3840 x 2160 does not fit this screen: the window is 3696 x 2080"
    app.toast(notice)
    fingers.frames(1)
    tap_button(fingers, scene, "start", edge="top")
    assert told_in(app, scene, "top").startswith("Ann:")
    read = {"bottom": False, "top": False}
    for _ in range(50):  # 12.5 s
        for edge in read:
            read[edge] |= told_in(app, scene, edge) == notice
        fingers.frames(1, dt=0.25)
    assert read == {"bottom": True, "top": True}
    assert told_in(app, scene, "top") == told_in(app, scene, "bottom") == ""


def test_last_time_with_nothing_remembered_says_so(app):
    app.settings.table_mode = True
    app.settings.table_seats = []
    scene, fingers = join_scene(app)
    tap_button(fingers, scene, "last", edge="top")
    assert app.top is scene and "No seating is remembered for 4 players" in (
        scene.note_for("top") or ("",))[0]
    assert scene.note_for("bottom") is None


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("diagonal", [32, 55, 120])
def test_the_middles_copies_lie_clear_of_the_join_cards_on_any_screen(app, size, diagonal):
    """On a small window the words are drawn at the fonts' smallest size, larger than
    asked (1280x720: the copies ran over the long edges' Join cards): the note under the
    buttons keeps one line there, and both copies stay clear of every card."""
    app.settings.screen_diagonal = diagonal
    scene = TableJoinScene(app, session(players=4, humans=2, seed=2), size=size,
                           autosave=False)
    screen = pygame.Rect((0, 0), size)
    copies = [scene.middle.orient(e).canvas_rect for e in ("bottom", "top")]
    assert not copies[0].colliderect(copies[1])
    for copy in copies:
        assert screen.contains(copy)
        for place in PLACES:
            assert not copy.colliderect(scene.place_orient(place).canvas_rect), (place, copy)
    for b in scene.middle_buttons():  # the buttons inside the card, above the note
        assert pygame.Rect((0, 0), scene.middle.size).contains(b.rect)


def test_play_table_is_for_that_run_and_settings_keep_their_own_choice(monkeypatch):
    """Noticed in session 12: ``play --table`` turned the table-mode setting on for good
    (the next plain ``python -m game`` opened at the table). It is now that run's wish:
    the run is at the table, the settings file keeps table mode off, though another
    setting changed in the run is saved; a choice made in Settings during it is kept."""
    from game import launch
    from game.core.session import Seat
    from game.engine import settings as settings_mod
    from game.engine.app import App

    seen: list[object] = []
    real_run = App.run

    def run_and_look(self, max_frames=None):
        code = real_run(self, max_frames=max_frames)
        seen.append(type(self.top).__name__)
        self.settings.volume = 0.25  # another setting changed during the run
        self.save_settings()
        return code

    monkeypatch.setattr(App, "run", run_and_look)
    seats = [Seat("Ann", "red"), Seat("Bob", "blue", "random")]
    assert launch.run("play", game_id="escape", seats=seats, seed=3, table=True,
                      max_frames=3) == 0
    assert seen == ["TableJoinScene"], seen  # the players join at their edges first
    kept = settings_mod.load().settings
    assert (kept.table_mode, kept.volume) == (False, 0.25)

    app = App(window=(1280, 720))
    try:
        app.table_mode_for_this_run()
        app.set_table_mode(True)  # chosen in Settings: kept
        app.save_settings()
    finally:
        app.close()
    assert settings_mod.load().settings.table_mode
