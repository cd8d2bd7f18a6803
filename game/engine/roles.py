"""What the app and its screens see of each other: two small protocols below both.

The app (:mod:`game.engine.app`) drives a stack of screens; a screen
(:class:`game.engine.scene.Scene` and everything built on it) is given the app. So that
neither module has to import the other, the app knows a screen only as a :class:`Screen`
(its lifecycle, input, update, draw and the flags the frame loop reads), and the pieces
that only paint with the app's looks (toasts, the closing card) take a :class:`Looks`
(its fonts and theme). A scene, standing above the app, may know the whole
:class:`~game.engine.app.App`.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine.text import Fonts
from game.engine.theme import Theme


class Looks(Protocol):
    """What painting needs of the app: its fonts and its colours."""

    @property
    def fonts(self) -> Fonts: ...

    @property
    def theme(self) -> Theme: ...


class Screen(Protocol):
    """What the app's frame loop asks of a screen on its stack (see
    :class:`game.engine.scene.Scene` for what each means)."""

    #: drawn over the (dimmed) screen below it
    overlay: bool
    #: to be redrawn in the next frame
    dirty: bool

    @property
    def animating(self) -> bool: ...

    @property
    def busy(self) -> bool: ...

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def farewell(self) -> str | None: ...

    def toast_room(self) -> pygame.Rect | None: ...

    def handle(self, event: pygame.event.Event) -> bool: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...
