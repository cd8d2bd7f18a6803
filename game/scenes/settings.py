"""Settings: window size, fullscreen, volume, animation and bot speed, table mode, keys.

Every change is saved at once (atomically) and kept across restarts. To rebind a key,
press its row and then the new key; a key already used by another command is swapped."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine import display
from game.engine import settings as settings_mod
from game.engine.input import COMMAND_LABELS, DEFAULT_BINDINGS
from game.engine.widgets import Button, Choice, Toggle, Widget
from game.scenes.common import Screen

if TYPE_CHECKING:
    from game.engine.app import App

#: the screen diagonals (inches) the table-mode choice offers
TABLE_DIAGONALS = (32.0, 43.0, 55.0, 65.0, 75.0, 86.0)


def table_choices(current: float) -> list[tuple[float, str]]:
    """Table mode: off, or on for a screen of one of the offered diagonals (and the one in
    the settings file, if it is another): finger targets are 10 mm on it."""
    sizes = sorted({*TABLE_DIAGONALS, current})
    return [(0.0, "Off"), *((d, f'On, {d:g}" screen') for d in sizes)]


#: the window size entry that the desktop shrinks: the largest window it holds
FITS_DESKTOP = "Fits the desktop"


def window_choices(offered: Sequence[tuple[int, int]], current: tuple[int, int],
                   opens: Callable[[tuple[int, int]], tuple[int, int]]
                   ) -> list[tuple[tuple[int, int], str]]:
    """The window sizes to offer: each of ``offered`` (and ``current``) that opens a window
    of its own size (``opens``: the size of the window a request opens, on this desktop),
    then one entry for the largest window the desktop holds. On a 1080p desktop 1920x1080
    and 2560x1440 both opened 1848x1040: two entries that looked like one. That entry's
    value is the smallest size the desktop shrinks, or ``current`` when that is one the
    desktop shrinks (kept for a larger screen: a laptop docked to a monitor), and it reads
    :data:`FITS_DESKTOP`.

    >>> window_choices([(1280, 720), (1920, 1080), (2560, 1440)], (2560, 1440),
    ...                lambda s: s if s[0] <= 1600 else (1848, 1040))
    [((1280, 720), '1280 x 720'), ((2560, 1440), 'Fits the desktop')]
    """
    fitting = sorted({size for size in (*offered, current) if opens(size) == size})
    shrunk = [size for size in offered if opens(size) != size]
    choices = [(size, f"{size[0]} x {size[1]}") for size in fitting]
    if current not in fitting:
        choices.append((current, FITS_DESKTOP))
    elif shrunk:
        choices.append((min(shrunk), FITS_DESKTOP))
    return choices


class SettingsScene(Screen):
    heading = "Settings"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.capturing: str | None = None

    def enter(self) -> None:
        super().enter()
        self.build()
        self.set_focus(self.widgets[0])

    def build(self) -> None:
        s = self.app.settings
        x, w, h, gap = 80, 820, 72, 16
        y = 190
        sizes = window_choices(settings_mod.WINDOW_SIZES, s.window, display.window_for)
        widgets: list[Widget] = [
            Choice((x, y, w, h), "Window size", sizes, s.window, self.set_window, key="window"),
            Toggle((x, y + (h + gap), w, h), "Fullscreen", s.fullscreen, self.set_fullscreen,
                   key="fullscreen"),
            Choice((x, y + 2 * (h + gap), w, h), "Sound volume",
                   [(v / 10, f"{v * 10} %") for v in range(11)], round(s.volume, 1),
                   self.set_volume, key="volume"),
            Choice((x, y + 3 * (h + gap), w, h), "Animation speed",
                   [(v, "Off" if v == 0 else f"x {v:g}") for v in settings_mod.ANIMATION_SPEEDS],
                   s.animation_speed, self.set_animation, key="anim"),
            Choice((x, y + 4 * (h + gap), w, h), "Bot move delay",
                   [(v, "Instant" if v == 0 else f"{v:g} s") for v in settings_mod.BOT_DELAYS],
                   s.bot_delay, self.set_bot_delay, key="bots"),
            Choice((x, y + 5 * (h + gap), w, h), "Auctions",
                   [("app", "Hold to bid"), ("no_app", "Spoken count")], s.auction_variant,
                   self.set_auction_variant, key="auction"),
            Button((x, y + 6 * (h + gap), w, h), "Auction keys and key test",
                   self.auction_keys, key="auction_keys"),
            Choice((x, y + 7 * (h + gap), w, h), "Table mode", table_choices(s.screen_diagonal),
                   s.screen_diagonal if s.table_mode else 0.0, self.set_table, key="table"),
        ]
        kx, ky, kw, kh = 1000, 190, 840, 70
        for i, (command, label) in enumerate(COMMAND_LABELS.items()):
            key_name = s.bindings.keys.get(command, DEFAULT_BINDINGS[command])
            text = "press a key…" if self.capturing == command else key_name.title()
            widgets.append(Button((kx, ky + i * (kh + 8), kw, kh), f"{label}:  {text}",
                                  partial(self.capture, command), size=28,
                                  key=("bind", command),
                                  style="primary" if self.capturing == command else "normal"))
        widgets.append(Button((x, 950, 520, 84), "Reset keys to defaults", self.reset_keys,
                              key="reset"))
        widgets.append(self.back_button())
        self.set_widgets(widgets)

    def draw_body(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        f.draw(surface, "Keys (press a row, then the new key)", (1000, 150), 28, t.c("text_dim"),
               True, "midleft")
        f.draw(surface, "Display, sound and speed", (80, 150), 28, t.c("text_dim"), True,
               "midleft")

    def update(self, dt: float) -> None:
        """Keep "Fullscreen: On/Off" true to the window: F11 (any screen) or the window
        manager may change it, and a failed switch leaves it as it was."""
        super().update(dt)
        toggle = next((w for w in self.widgets if w.key == "fullscreen"), None)
        if isinstance(toggle, Toggle) and toggle.value != self.app.settings.fullscreen:
            self.build()

    def changed(self) -> None:
        self.app.save_settings()
        self.dirty = True

    def set_window(self, size: tuple[int, int]) -> None:
        self.app.settings.window = tuple(size)  # type: ignore[assignment]
        if not self.app.settings.fullscreen:
            self.app.apply_window_settings()
        self.changed()

    def set_fullscreen(self, value: bool) -> None:
        self.app.settings.fullscreen = value
        self.app.apply_window_settings()
        self.changed()

    def set_volume(self, value: float) -> None:
        self.app.settings.volume = value
        self.changed()
        self.app.sound.play("click")

    def set_animation(self, value: float) -> None:
        self.app.settings.animation_speed = value
        self.changed()

    def set_bot_delay(self, value: float) -> None:
        self.app.settings.bot_delay = value
        self.changed()

    def set_table(self, diagonal: float) -> None:
        """Table mode off (0), or on for a screen of this diagonal (inches)."""
        self.app.set_table_mode(diagonal > 0)
        if diagonal > 0:
            self.app.settings.screen_diagonal = diagonal
        self.changed()

    def set_auction_variant(self, value: str) -> None:
        self.app.settings.auction_variant = value
        self.changed()

    def auction_keys(self) -> None:
        try:
            from game.engine.auction.scene import KeyTestScene
        except ImportError as exc:
            self.app.toast(f"The auction key test is not available: {exc}", error=True)
            return
        self.app.push(KeyTestScene(self.app))

    def capture(self, command: str) -> None:
        self.capturing = command
        self.build()

    def reset_keys(self) -> None:
        self.app.settings.bindings.keys = dict(DEFAULT_BINDINGS)
        self.capturing = None
        self.build()
        self.changed()

    def handle_key(self, event: pygame.event.Event) -> bool:
        if self.capturing is None:
            return super().handle_key(event)
        keys = self.app.settings.bindings.keys
        name = pygame.key.name(event.key)
        if not name or event.key in (pygame.K_LSHIFT, pygame.K_RSHIFT):
            return True
        old = keys[self.capturing]
        for other, key in keys.items():
            if key == name and other != self.capturing:
                keys[other] = old  # swap, so no command is left without a key
        keys[self.capturing] = name
        self.app.toast(f"{COMMAND_LABELS[self.capturing]} is now {name.title()}")
        self.capturing = None
        self.build()
        self.changed()
        return True
