"""The closing card: when the window is closed during a game, say that it is saved.

The app asks its scenes (top first) for a :meth:`~game.engine.scene.Scene.farewell`
text; the first one given is drawn over the dimmed screen for a moment before the window
closes, so quitting mid-game is never silent.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.engine.draw import panel, shade

if TYPE_CHECKING:
    from game.engine.app import App

#: how long the closing card stays up (tests set 0)
SECONDS = 1.6


def farewell_text(app: App) -> str | None:
    """The first farewell a scene on the stack has to say, top first."""
    for scene in reversed(app.stack):
        text = scene.farewell()
        if text:
            return text
    return None


def draw_card(app: App, text: str) -> pygame.Surface:
    """The current screen, dimmed, with ``text`` on a card in the middle."""
    canvas = app.draw()
    shade(canvas, app.theme)
    lines = app.fonts.wrap(text, 40, 1000)[:3]
    lh = app.fonts.line_height(40)
    box = pygame.Rect(0, 0, 1160, 120 + lh * len(lines))
    box.center = (canvas.get_width() // 2, canvas.get_height() // 2)
    panel(canvas, box, app.theme, radius=24)
    for i, line in enumerate(lines):
        app.fonts.draw(canvas, line, (box.centerx, box.top + 60 + lh // 2 + i * lh), 40,
                       app.theme.c("text"), False, "center")
    return canvas


def say_farewell(app: App, seconds: float | None = None) -> str | None:
    """Show the closing card (if a scene has something to say) for ``seconds``; returns
    the text shown. Events are pumped meanwhile so the window stays responsive."""
    text = farewell_text(app)
    if not text:
        return None
    draw_card(app, text)
    app.present()
    end = time.monotonic() + (SECONDS if seconds is None else seconds)
    while time.monotonic() < end:
        pygame.event.pump()
        time.sleep(0.05)
    return text
