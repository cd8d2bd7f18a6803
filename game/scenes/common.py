"""Shared pieces of the menu-style screens: backdrop, heading and a Back button."""

from __future__ import annotations

import pygame

from game.engine.draw import background
from game.engine.scene import Scene
from game.engine.widgets import Button

W, H = 1920, 1080


class Screen(Scene):
    """A full-screen menu page: backdrop, a heading in the top band, widgets."""

    heading = ""

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.app.theme)
        if self.heading:
            self.app.fonts.draw(surface, self.heading, (80, 75), 56, self.app.theme.c("text"),
                                True, "midleft")
        self.draw_body(surface)
        self.draw_widgets(surface)

    def draw_body(self, surface: pygame.Surface) -> None:
        """Screen-specific drawing under the widgets."""

    def back_button(self, label: str = "Back") -> Button:
        return Button((W - 300, 35, 240, 80), label, self.back, key="back")


def place_label(place: int) -> str:
    """1 -> "1st", 2 -> "2nd"..."""
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(place if place < 20 else place % 10, "th")
    return f"{place}{suffix}"
