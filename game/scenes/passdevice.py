"""Pass-the-device: a full cover between two human seats' turns in a game with hidden
information. The board stays hidden until the next player taps (or presses Enter/Space)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.draw import seat_badge
from game.engine.scene import Scene
from game.engine.table.tablefonts import fitted
from game.engine.widgets import Button
from game.scenes.ways import InPlay, ways

if TYPE_CHECKING:
    from game.engine.app import App


class PassScene(Scene):
    def __init__(self, app: App, play: InPlay, seat: int) -> None:
        super().__init__(app)
        self.play = play
        self.seat = seat
        self.name = play.session.seats[seat].name

    def enter(self) -> None:
        super().enter()
        button = Button((160, 160, 1600, 820), f"Pass to {self.name}", self.ready, size=64,
                        key="ready", sound="your_turn")
        self.set_widgets([button])
        self.set_focus(button)

    def ready(self) -> None:
        self.play.shown_to = self.seat
        self.play.after_change()
        self.app.sound.play("your_turn")
        self.app.pop()

    def back(self) -> None:
        self.app.push(ways().menu(self.app, self.play))

    def draw(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        surface.fill(t.c("shade"))
        button = self.widgets[0]
        r = button.rect
        pygame.draw.rect(surface, t.c("panel"), r, border_radius=40)
        pygame.draw.rect(surface, t.c("focus") if self.focus is button else t.c("panel_border"),
                         r, 6, border_radius=40)
        look = t.player(self.play.session.seats[self.seat].colour)
        seat_badge(surface, pygame.Rect(r.centerx - 80, r.top + 120, 160, 160), look, f)
        # 80 px, smaller for a long name (16 wide letters ran out of the panel), cut
        # only below 48
        words, size = fitted(f, f"Pass to {self.name}", 80, r.width - 80, 48, bold=True)
        f.draw(surface, words, (r.centerx, r.top + 390), size, t.c("text"), True, "center")
        f.draw(surface, "tap when ready", (r.centerx, r.top + 500), 48, t.c("accent"), False,
               "center")
        f.draw(surface, "The board is hidden so nobody sees another player's secrets.",
               (r.centerx, r.bottom - 90), 30, t.c("text_dim"), False, "center")
