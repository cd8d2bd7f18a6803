"""Game select: one tile per catalogue game; unbuilt games say so and cannot start."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core import catalogue
from game.engine.widgets import Button
from game.scenes.common import Screen, W
from game.scenes.ways import ways

if TYPE_CHECKING:
    from game.engine.app import App


class GameTile(Button):
    """A big tile: title, player count, blurb; greyed "Not built yet" when unavailable."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], info: catalogue.GameInfo,
                 built: bool, on_click: Callable[[], object]) -> None:
        super().__init__(rect, info.title, on_click, enabled=built, key=info.id)
        self.info = info

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        t, f = app.theme, app.fonts
        fill = self.fill_colour(app)
        pygame.draw.rect(surface, fill, self.rect, border_radius=20)
        pygame.draw.rect(surface, t.c("panel_border"), self.rect, 3, border_radius=20)
        x, y = self.rect.left + 36, self.rect.top + 30
        main = t.c("text") if self.enabled else t.c("button_disabled_text")
        f.draw(surface, self.info.title, (x, y), 44, t.c("accent") if self.enabled else main, True)
        players = f"{self.info.min_players}\u2013{self.info.max_players} players"
        f.draw(surface, players, (x, y + 66), 30, main, True)
        for i, line in enumerate(f.wrap(self.info.blurb, 30, self.rect.width - 72)[:4]):
            f.draw(surface, line, (x, y + 120 + i * 42), 30, main)
        if not self.enabled:
            f.draw(surface, "Not built yet", (self.rect.right - 36, self.rect.bottom - 30), 32,
                   t.c("error"), True, "bottomright")
        if focused:
            pygame.draw.rect(surface, t.c("focus"), self.rect.inflate(12, 12), 5, border_radius=24)


class SelectScene(Screen):
    heading = "Choose a game"

    def enter(self) -> None:
        super().enter()
        tiles: list[Button] = []
        tw, th, gap = 860, 380, 40
        left = (W - 2 * tw - gap) // 2
        for i, info in enumerate(catalogue.CATALOGUE[:4]):
            col, row = i % 2, i // 2
            rect = (left + col * (tw + gap), 190 + row * (th + gap), tw, th)
            built = catalogue.load_game(info.id) is not None
            tiles.append(GameTile(rect, info, built, partial(self.choose, info.id)))
        self.set_widgets([*tiles, self.back_button()])
        enabled = [t for t in tiles if t.enabled]
        self.set_focus(enabled[0] if enabled else self.widgets[-1])

    def choose(self, game_id: str) -> None:
        self.app.push(ways().setup(self.app, game_id))
