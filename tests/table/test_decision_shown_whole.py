"""A new decision reaches the window whole: the board with its lit targets (and its turn
cards) and the panels that show whose turn it is change in the same frame. The table paints
its still picture a part a frame (game/scenes/table_frames.py); before, a seat's panel
showed "tap a stack" a frame or two before the board lit the stacks, and the board lit the
next seat's targets beside the last seat's prompt.

Seeded games are played by real finger events (the games' table drivers); every frame's
window is recorded (a checksum of the board's rectangle and of each panel's). Each finger
event's frames run until the picture settles; between two settled pictures every frame
must show each region that changed either as it was before (all of them) or as it is after
(all of them): never a new prompt beside the old board, or the reverse."""

from __future__ import annotations

import zlib

import pygame
import pytest

import game.scenes.table_frames as table_frames
from game.scenes.table_play import TablePlayScene
from tests.escape_ui.driver import session as escape_session
from tests.escape_ui.table_driver import EscapeFingers
from tests.table.fingerplay import play_at_table


def checksums(app) -> tuple[int, ...] | None:
    """The window's board rectangle and each panel's, as checksums (None: no table)."""
    scene = app.top
    if not isinstance(scene, TablePlayScene):
        return None
    screen = app.screen
    regions = [scene.table.board] + [o.canvas_rect for o in scene.table.panels]
    return tuple(zlib.crc32(pygame.image.tobytes(screen.subsurface(r), "RGB"))
                 for r in regions)


def recorded_game(app, game_id: str, players: int, seed: int, decisions: int
                  ) -> tuple[int, list[tuple[bool, tuple[int, ...]] | None]]:
    """How many decisions were played, and every frame's checksums with whether the
    picture was settled (None: the table opened anew). (Without the taps' rings drawn
    over the window: test_tap_felt.py checks that a ring leaves the rest alone; and
    without the waiting seats' news, the log's newest lines, which follow a decision on
    purpose: test_waiting_seats_news.py.)"""
    seen: list[tuple[bool, tuple[int, ...]] | None] = []
    mark_tap, news_for = TablePlayScene.mark_tap, TablePlayScene.news_for
    TablePlayScene.mark_tap = lambda self, rect: None  # type: ignore[method-assign]
    TablePlayScene.news_for = lambda self, seat, acting: []  # type: ignore[method-assign]

    def look(app, settled) -> None:
        if settled is None:
            seen.append(None)
            return
        sums = checksums(app)
        if sums is not None:
            seen.append((settled, sums))

    try:
        return play_at_table(app, game_id, players, seed, decisions, look), seen
    finally:
        TablePlayScene.mark_tap = mark_tap  # type: ignore[method-assign]
        TablePlayScene.news_for = news_for  # type: ignore[method-assign]


def mixed_frames(seen: list[tuple[bool, tuple[int, ...]] | None]) -> tuple[list[str], int, int]:
    """The frames that showed some changed regions old and others new (as text), how
    many changes of the board with a panel were seen, and in how many of them the window
    kept the old picture for a frame or more (the new one being painted)."""
    bad: list[str] = []
    changes = lagged = 0
    before: tuple[int, ...] | None = None
    between: list[tuple[int, ...]] = []
    for entry in seen:
        if entry is None:  # the table opened anew
            before, between = None, []
            continue
        settled, sums = entry
        if not settled:
            between.append(sums)
            continue
        if before is not None and len(before) == len(sums):
            regions = [i for i, (a, b) in enumerate(zip(before, sums, strict=True)) if a != b]
            if 0 in regions and len(regions) > 1:
                changes += 1
                lagged += any(all(f[i] == before[i] for i in regions) for f in between)
                for frame in between:
                    shows = {i: "old" if frame[i] == before[i] else
                             "new" if frame[i] == sums[i] else "other" for i in regions}
                    if len(set(shows.values())) > 1:
                        bad.append(f"change {changes}: " + ", ".join(
                            ("board" if i == 0 else f"seat {i - 1}") + f" {s}"
                            for i, s in shows.items()))
        before, between = sums, []
    return bad, changes, lagged


@pytest.mark.parametrize("game_id,players,seed,decisions", [
    ("starship", 4, 5, 24), ("escape", 4, 5, 24), ("pandorum", 3, 4, 18),
    ("merchants", 5, 4, 15)])
def test_a_decisions_prompt_and_board_reach_the_window_together(app, game_id, players, seed,
                                                                decisions):
    played, seen = recorded_game(app, game_id, players, seed, decisions)
    bad, changes, lagged = mixed_frames(seen)
    assert played == decisions
    assert changes >= decisions // 2, changes  # the board changed with panels this often
    assert lagged, "no change was painted over frames: the check checked nothing"
    assert not bad, f"{len(bad)} frames showed a decision half drawn: {bad[:5]}"


def test_a_decision_reaches_a_4k_windows_frames_whole():
    """At 4K the parts take more frames (a panel's paint, its words, its turn, the board's
    layers: a step a frame each): still never half a decision on the window."""
    from game.engine.app import App

    app = App(window=(3840, 2160), fullscreen=False, save_settings=False)
    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    try:
        played, seen = recorded_game(app, "starship", 4, 5, 6)
    finally:
        app.close()
    bad, changes, lagged = mixed_frames(seen)
    assert played == 6 and changes >= 3 and lagged
    assert not bad, f"{len(bad)} frames showed a decision half drawn: {bad[:5]}"


def test_the_window_follows_bots_moves_at_once_between_a_persons_decisions(monkeypatch):
    """Bots' moves (one each 0.1 s at a 4K table) show as they are painted: while no
    person decides there is no prompt to keep beside the board, and the panel whose
    prompt went with the person's move is painted first, once. Before, the board's
    repaint began again with each bot's move before that panel's turn came, and the
    window kept its last picture until HOLD_FRAMES ran out (60 frames, a second)."""
    from game.engine.app import App

    monkeypatch.setattr(table_frames, "HOLD_FRAMES", 10**6)
    app = App(window=(3840, 2160), fullscreen=False, save_settings=False)
    app.settings.bot_delay = 0.1
    app.settings.animation_speed = 0
    kept_back: list[tuple[int, bool]] = []  # frames the window kept back, a person acts

    def look(app, settled) -> None:
        scene = app.top
        if settled is not None and isinstance(scene, TablePlayScene):
            kept_back.append((scene._held, bool(scene.acting_seats())))

    try:
        assert play_at_table(app, "starship", 4, 5, 4, look, humans=1) == 4
    finally:
        app.close()
    bots = [held for held, person in kept_back if not person]
    assert len(bots) > 30  # frames of the bots' turns were watched
    assert max(bots) <= 8, max(bots)
    assert max(held for held, _ in kept_back) <= 20


def test_the_window_waits_at_most_hold_frames_for_a_decision_never_painted_whole(
        app, monkeypatch):
    """A guard: when a part of the decision changes every frame (as under a chain of
    instant bots), so that it is never painted whole, the window keeps its last picture
    for HOLD_FRAMES frames, then shows what is painted (here a mark on the board)."""
    session = escape_session(players=2, humans=2, seed=3)
    scene = TablePlayScene(app, session, autosave=False)
    app.push(scene)
    EscapeFingers(app).settled()
    monkeypatch.setattr(table_frames, "HOLD_FRAMES", 8)
    monkeypatch.setattr(table_frames, "DECISION_WORK", 1e-6)  # (a step a frame)
    acting = scene.acting_seats()[0]
    key, paint, layers = scene.panel_key, scene.paint_board, scene.view.layers_key
    mark = pygame.Rect(scene.table.board.center, (20, 20))
    colour = [(255, 0, 255)]

    def restless_key(seat, seats):  # the acting seat's panel shows the frame's number
        return (key(seat, seats), app.frames if seat == acting else 0)

    def marked_board(surface):
        paint(surface)
        surface.fill(colour[0], mark)

    monkeypatch.setattr(scene, "panel_key", restless_key)
    monkeypatch.setattr(scene, "paint_board", marked_board)
    monkeypatch.setattr(scene.view, "layers_key", lambda viewer: (layers(viewer), colour[0]))
    for _ in range(3):
        app.step(1 / 60)
    colour[0] = (0, 255, 0)
    shown = [app.step(1 / 60) and tuple(app.screen.get_at(mark.center))[:3] == colour[0]
             for _ in range(20)]
    assert True in shown, "the window never showed the board's change"
    assert 8 <= shown.index(True) <= 8 + 4, shown.index(True)  # (then painted: a step)
