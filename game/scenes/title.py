"""The title screen: New game, Continue (the autosave), Load, Settings, Rules, Quit."""

from __future__ import annotations

import pygame

from game import userdirs
from game.core.saves import SaveError, load_session
from game.engine.widgets import Button
from game.scenes.common import Screen, W


class TitleScene(Screen):
    def enter(self) -> None:
        super().enter()
        self.build()

    def resume(self) -> None:
        super().resume()
        self.build()  # an autosave may have appeared or gone

    def build(self) -> None:
        has_autosave = userdirs.autosave_path().is_file()
        x, w, h, gap = W // 2 - 260, 520, 88, 16
        y = 340
        entries = [
            ("New game", self.new_game, True, "primary"),
            ("Continue", self.continue_game, has_autosave, "normal"),
            ("Load game", self.load_game, True, "normal"),
            ("Settings", self.settings, True, "normal"),
            ("Rules", self.rules, True, "normal"),
            ("Quit", self.app.quit, True, "normal"),
        ]
        buttons = []
        for i, (label, fn, enabled, style) in enumerate(entries):
            buttons.append(Button((x, y + i * (h + gap), w, h), label, fn, enabled=enabled,
                                  style=style, size=36))
        self.set_widgets(buttons)
        if self.focus is None:
            self.set_focus(buttons[1] if has_autosave else buttons[0])

    def back(self) -> None:
        """Esc on the title moves the focus to Quit instead of quitting at once."""
        self.set_focus(self.widgets[-1])

    def new_game(self) -> None:
        from game.scenes.select import SelectScene

        self.app.push(SelectScene(self.app))

    def continue_game(self) -> None:
        from game.scenes.play import PlayScene

        try:
            session = load_session(userdirs.autosave_path())
        except SaveError as exc:
            self.app.toast(str(exc), error=True)
            return
        self.app.push(PlayScene(self.app, session))

    def load_game(self) -> None:
        from game.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        from game.scenes.rulebook import RulesScene

        self.app.push(RulesScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        surface.fill(t.c("background"))
        _stars(surface)
        f.draw(surface, "Andromeda Table", (W // 2, 170), 110, t.c("accent"), True, "center")
        f.draw(surface, "Four space-trading board games for one table", (W // 2, 285), 36,
               t.c("text_dim"), False, "center")
        if self.app.notice:
            lines = f.wrap(self.app.notice, 26, 1500)[:3]
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
