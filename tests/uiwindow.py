"""Board UI tests in real window sizes: an app per checked size, and input posted where a
canvas position lands in that window (the canvas is scaled and letterboxed into it).

Usage in a game's UI test module::

    from tests.uiwindow import WindowInput

    class WindowTable(WindowInput, Table): ...

    def test_something(sized_app):   # the fixture (tests/conftest.py): 1280x720, 1600x900,
                                     # 1920x1080
        t = WindowTable(sized_app, ...)
        t.click(canvas_pos); t.motion(canvas_pos); t.finger_tap(canvas_pos)
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.engine.app import App
from tests.uitext import WINDOW_SIZES, to_window


@pytest.fixture(params=WINDOW_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request) -> Iterator[App]:
    """A headless app in a window of each checked size, instant bots, no animations."""
    app = App(window=request.param, fullscreen=False, save_settings=False)
    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    yield app
    app.close()


class WindowInput:
    """Mixin for a :class:`tests.uidriver.BoardDriver`: clicks, pointer moves and finger
    taps at canvas positions, posted where they land in the window."""

    app: App

    def click(self, pos: tuple[float, float], button: int = 1) -> None:
        super().click(to_window(self.app, pos), button)  # type: ignore[misc]

    def motion(self, pos: tuple[float, float]) -> None:
        """The mouse moves there (hover) and a frame runs."""
        x, y = to_window(self.app, pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0),
                                             buttons=(0, 0, 0), touch=False))
        self.frames(1)  # type: ignore[attr-defined]

    def finger_tap(self, pos: tuple[float, float]) -> None:
        """A finger down and up there (fingers use window fractions) and a frame runs."""
        x, y = to_window(self.app, pos)
        w, h = self.app.screen.get_size()
        for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
            pygame.event.post(pygame.event.Event(kind, x=x / w, y=y / h, dx=0, dy=0,
                                                 finger_id=1, touch_id=1, pressure=1.0))
        self.frames(1)  # type: ignore[attr-defined]
