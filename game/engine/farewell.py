"""The closing card: when the window is closed during a game, say that it is saved.

The app asks its scenes (top first) for a :meth:`~game.engine.scene.Scene.farewell`
text; the first one given is drawn over the dimmed screen for a moment before the window
closes, so quitting mid-game is never silent (:meth:`game.engine.app.App.say_farewell`
puts these pieces together).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import pygame

from game.engine.draw import panel, shade
from game.engine.roles import Looks, Screen

#: how long the closing card stays up (tests set 0)
SECONDS = 1.6


def farewell_text(stack: Sequence[Screen]) -> str | None:
    """The first farewell a scene on the ``stack`` has to say, top first."""
    for scene in reversed(stack):
        text = scene.farewell()
        if text:
            return text
    return None


def draw_card(canvas: pygame.Surface, looks: Looks, text: str) -> pygame.Surface:
    """The current screen on ``canvas``, dimmed, with ``text`` on a card in the middle."""
    shade(canvas, looks.theme)
    lines = looks.fonts.wrap(text, 40, 1000)[:3]
    lh = looks.fonts.line_height(40)
    box = pygame.Rect(0, 0, 1160, 120 + lh * len(lines))
    box.center = (canvas.get_width() // 2, canvas.get_height() // 2)
    panel(canvas, box, looks.theme, radius=24)
    for i, line in enumerate(lines):
        looks.fonts.draw(canvas, line, (box.centerx, box.top + 60 + lh // 2 + i * lh), 40,
                         looks.theme.c("text"), False, "center")
    return canvas


def hold(seconds: float | None = None) -> None:
    """Keep the card up for ``seconds`` (default :data:`SECONDS`), pumping events
    meanwhile so the window stays responsive."""
    end = time.monotonic() + (SECONDS if seconds is None else seconds)
    while time.monotonic() < end:
        pygame.event.pump()
        time.sleep(0.05)
