"""A toast never stands over the game log's newest lines: the play screen keeps the
toasts a room at the foot of its log and moves the log's lines up over it (found in
play: "It is not your turn." and "Undone: ..." hid the line a player most needed)."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import Seat, Session
from game.engine.app import App
from game.scenes.play import PlayScene
from game.scenes.play_chrome import BOARD, SIDE
from tests.ui.conftest import Driver
from tests.ui.nim import GAME as NIM

LONG = ("That ship cannot fly there: the route is blocked by another ship, and a warp "
        "needs more energy than the ship has left this turn.")


def _play(app: App, lines: int) -> tuple[PlayScene, list[tuple[str, int]]]:
    """A Nim game on screen whose log holds ``lines`` lines; the (text, y) of every log
    line the chrome draws is recorded."""
    session = Session.start(NIM, [Seat("Ann", "red"), Seat("Bea", "blue")], 1, {"heap": 7})
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    Driver(app).frames(2)
    play.lines = [(k % 2, f"Line {k} of the log", False) for k in range(lines)]
    drawn: list[tuple[str, int]] = []
    real = play.draw_log_line

    def record(surface, rect, line, y):  # type: ignore[no-untyped-def]
        drawn.append((line[1], y))
        real(surface, rect, line, y)

    play.draw_log_line = record  # type: ignore[method-assign]
    return play, drawn


def _uncovered(app: App, play: PlayScene, y: int) -> bool:
    """Whether the canvas shows the log line drawn at ``y`` exactly as the chrome's layer
    holds it (no toast over any of its pixels)."""
    lh = app.fonts.line_height(24)
    row = pygame.Rect(SIDE.left + 8, y, SIDE.width - 16, lh)
    layer = play.chrome.get(play.chrome.key, play.draw_chrome)
    return (pygame.image.tobytes(app.canvas.subsurface(row), "RGB")
            == pygame.image.tobytes(layer.subsurface(row), "RGB"))


@pytest.mark.parametrize("window", [(1920, 1080), (1280, 720), (640, 360)])
@pytest.mark.parametrize("toasts", [[LONG], ["It is not your turn.", LONG,
                                              "Undone: back to Ann's move."]])
def test_toasts_leave_the_newest_log_lines_in_view(nim, window, toasts):
    app = App(window=window, fullscreen=False)
    try:
        play, drawn = _play(app, 60)
        for text in toasts:
            app.toast(text, error=True)
        Driver(app).frames(3)
        newest = [y for text, y in drawn if text == "Line 59 of the log"]
        assert newest, "the newest log line is drawn"
        for k in range(59, 54, -1):  # the five newest lines, all in view, none covered
            ys = [y for text, y in drawn if text == f"Line {k} of the log"]
            assert ys and _uncovered(app, play, ys[-1]), f"Line {k} is covered by a toast"
        room = play.toast_room()
        assert room is not None and SIDE.contains(room) and not room.colliderect(BOARD)
        Driver(app).until(lambda: not app.toasts.active)
        Driver(app).frames(2)
        assert play.toast_room() is None
        assert _uncovered(app, play, [y for text, y in drawn
                                      if text == "Line 59 of the log"][-1])
    finally:
        app.close()


def test_toasts_over_other_screens_stay_at_the_bottom(app):
    """A screen without a room of its own (the title) shows them centred at the bottom."""
    from game.engine.scene import Scene

    app.push(Scene(app))
    app.toast("Saved as game.json")
    laid = app.toasts.laid_out(app, (1920, 1080), app.top.toast_room())
    assert laid[0][1].midbottom == (960, 1040)
