"""The title screen: New game, Continue, Load, Settings, Rules, Quit. Where the app opens,
and where every game leads back to.

Continue offers every unfinished game (each started game has its own autosave): with one
it resumes it at once, with several it opens the list
(:class:`~game.scenes.load.ContinueScene`). At
start-up the title also clears what interrupted writes left behind, shows a toast when
the settings file had problems, and says so, on screen, when the folder games are saved
in cannot be used; nothing there can stop the app.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game import userdirs
from game.core.savelist import SaveEntry
from game.engine.widgets import Button, Widget
from game.scenes.common import Screen, W
from game.scenes.load import open_save, unfinished_games
from game.scenes.ways import ways

if TYPE_CHECKING:
    from game.engine.app import App

log = logging.getLogger(__name__)


class TitleScene(Screen):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.unfinished: list[SaveEntry] = []
        self.problems: list[str] = []

    def enter(self) -> None:
        super().enter()
        removed = userdirs.clean_temp_files()
        if removed:
            log.info("removed %d temporary file(s) left by interrupted saves", removed)
        if self.app.notice:  # the settings file had problems: say so once
            self.app.toast(self.app.notice, error=True)
            self.app.notice = None
        self.build()

    def resume(self) -> None:
        super().resume()
        self.build()  # an autosave may have appeared or gone

    def build(self) -> None:
        self.problems = userdirs.user_folder_problems()
        self.unfinished, problem = unfinished_games()
        if problem and problem not in self.problems:
            self.problems.append(problem)
        has_autosave = bool(self.unfinished)
        x, w, h, gap = W // 2 - 260, 520, 88, 16
        y = 340
        entries = [
            ("New game", self.new_game, True, "primary", ""),
            ("Continue", self.continue_game, has_autosave, "normal", self.continue_note()),
            ("Load game", self.load_game, True, "normal", ""),
            ("Settings", self.settings, True, "normal", ""),
            ("Rules", self.rules, True, "normal", ""),
            ("Quit", self.app.quit, True, "normal", ""),
        ]
        buttons: list[Widget] = []
        for i, (label, fn, enabled, style, note) in enumerate(entries):
            buttons.append(Button((x, y + i * (h + gap), w, h), label, fn, enabled=enabled,
                                  style=style, size=36, note=note))
        self.set_widgets(buttons)
        if self.focus is None:
            self.set_focus(buttons[1] if has_autosave else buttons[0])

    def continue_note(self) -> str:
        """Under Continue: the one unfinished game, or how many there are."""
        if not self.unfinished:
            return ""
        if len(self.unfinished) > 1:
            return f"{len(self.unfinished)} unfinished games"
        entry = self.unfinished[0]
        if entry.problem is not None:
            return "damaged autosave"
        turn = f" \u00b7 turn {entry.turn}" if entry.turn is not None else ""
        return f"{entry.title}{turn}"

    def back(self) -> None:
        """Esc on the title moves the focus to Quit instead of quitting at once."""
        self.set_focus(self.widgets[-1])

    def new_game(self) -> None:
        self.app.push(ways().select(self.app))

    def continue_game(self) -> None:
        """Resume the only unfinished game, or list them when there are several."""
        if len(self.unfinished) == 1:
            open_save(self.app, self.unfinished[0], resume=True)
        elif self.unfinished:
            self.app.push(ways().continue_games(self.app))

    def load_game(self) -> None:
        self.app.push(ways().load(self.app))

    def settings(self) -> None:
        self.app.push(ways().settings(self.app))

    def rules(self) -> None:
        self.app.push(ways().rules(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        surface.fill(t.c("background"))
        _stars(surface)
        f.draw(surface, "Andromeda Table", (W // 2, 170), 110, t.c("accent"), True, "center")
        f.draw(surface, "Four space-trading board games for one table", (W // 2, 285), 36,
               t.c("text_dim"), False, "center")
        if self.problems:
            lines = f.wrap(" ".join(self.problems), 26, 1500)[:2]
            box = pygame.Rect(0, 0, 1600, 40 + 34 * len(lines))
            box.midbottom = (W // 2, 1060)
            pygame.draw.rect(surface, t.c("toast"), box, border_radius=12)
            pygame.draw.rect(surface, t.c("error"), box, 3, border_radius=12)
            for i, line in enumerate(lines):
                f.draw(surface, line, (box.left + 30, box.top + 20 + i * 34), 26, t.c("text"))
        self.draw_widgets(surface)


def _stars(surface: pygame.Surface) -> None:
    """A fixed starfield (deterministic positions, no randomness)."""
    w, h = surface.get_size()
    for i in range(160):
        x = (i * 7919) % w
        y = (i * 104729) % h
        shade = 90 + (i * 37) % 140
        r = 1 + (i % 7 == 0) + (i % 23 == 0)
        pygame.draw.circle(surface, (shade, shade, min(255, shade + 40)), (x, y), r)
