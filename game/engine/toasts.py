"""Toasts: short messages at the bottom of the screen (a refusal, "Game saved"...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.engine.app import App

class Toasts:
    """Short messages shown at the bottom of the screen for a few seconds.

    Owned by the app, drawn above every scene. ``error`` toasts are red-framed."""

    def __init__(self) -> None:
        self.items: list[tuple[str, float, bool]] = []  # text, seconds left, is_error
        self.history: list[str] = []

    def show(self, text: str, seconds: float = 3.5, error: bool = False) -> None:
        self.items.append((text, seconds, error))
        self.items = self.items[-3:]
        self.history.append(text)

    @property
    def active(self) -> bool:
        return bool(self.items)

    def next_expiry(self) -> float:
        """Seconds until the next message disappears (a still app wakes then)."""
        return min((s for _, s, _ in self.items), default=0.0)

    def update(self, dt: float) -> bool:
        """Age the messages; True if one disappeared (the screen must be redrawn)."""
        before = len(self.items)
        self.items = [(t, s - dt, e) for t, s, e in self.items if s - dt > 0]
        return len(self.items) != before

    def draw(self, surface: pygame.Surface, app: App) -> None:
        w, h = surface.get_size()
        y = h - 40
        for text, _, error in reversed(self.items):
            lines = app.fonts.wrap(text, 30, 1200)[:3]
            lh = app.fonts.line_height(30)
            widest = max(app.fonts.get(30).size(line)[0] for line in lines)
            box = pygame.Rect(0, 0, min(1280, widest + 100), lh * len(lines) + 36)
            box.midbottom = (w // 2, y)
            pygame.draw.rect(surface, app.theme.c("toast"), box, border_radius=16)
            edge = app.theme.c("error") if error else app.theme.c("accent")
            pygame.draw.rect(surface, edge, box, 4, border_radius=16)
            for i, line in enumerate(lines):
                app.fonts.draw(
                    surface,
                    line,
                    (box.centerx, box.top + 18 + i * lh + lh // 2),
                    30,
                    app.theme.c("text"),
                    False,
                    "center",
                )
            y = box.top - 12
