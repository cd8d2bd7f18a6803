"""The in-game menu (Esc or the on-screen Menu button): resume, save, load, rules,
settings, quit to title. Drawn over the dimmed game."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import userdirs
from game.core.saves import save_session
from game.engine.draw import panel, shade
from game.engine.scene import Scene
from game.engine.widgets import Button
from game.scenes.ways import InPlay, ways

if TYPE_CHECKING:
    from game.engine.app import App

BOX = pygame.Rect(0, 0, 640, 780)
BOX.center = (960, 540)


def new_save_path(game_id: str) -> Path:
    """A fresh file name in the saves folder: ``<game>-<date>-<time>.json``."""
    folder = userdirs.saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{game_id}-{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"{game_id}-{stamp}-{n}.json"
        n += 1
    return path


class MenuScene(Scene):
    overlay = True

    def __init__(self, app: App, play: InPlay) -> None:
        super().__init__(app)
        self.play = play

    def enter(self) -> None:
        super().enter()
        x, w, h = BOX.left + 70, BOX.width - 140, 84
        y = BOX.top + 120
        entries = [
            ("Resume", self.app.pop), ("Save game", self.save), ("Load game", self.load),
            ("Rules", self.rules), ("Settings", self.settings), ("Quit to title", self.quit),
        ]
        self.set_widgets([Button((x, y + i * (h + 18), w, h), label, fn, size=34,
                                 style="primary" if i == 0 else "normal")
                          for i, (label, fn) in enumerate(entries)])
        self.set_focus(self.widgets[0])

    def back(self) -> None:
        self.app.pop()

    def save(self) -> None:
        try:
            path = new_save_path(self.play.session.game.id)
            save_session(self.play.session, path)
        except OSError as exc:
            self.app.toast(f"Could not save: {exc}", error=True)
            return
        self.app.toast(f"Saved as {path.name}")

    def load(self) -> None:
        self.app.push(ways().load(self.app))

    def rules(self) -> None:
        self.app.push(ways().rules(self.app, self.play.session.game.id))

    def settings(self) -> None:
        self.app.push(ways().settings(self.app))

    def quit(self) -> None:
        self.play.flush_autosave()
        self.app.reset(ways().title(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, self.app.theme)
        panel(surface, BOX, self.app.theme, radius=24)
        self.app.fonts.draw(surface, "Menu", (BOX.centerx, BOX.top + 64), 52,
                            self.app.theme.c("accent"), True, "center")
        self.draw_widgets(surface)
