"""The key-test screen: everyone holds their auction key (or a finger on their logo) and
sees their panel light up, before the first auction.

It shows at once whether this keyboard can hold all the table's keys together (a key
that ghosts or is blocked stays dark while the others are held) and lets a seat pick
another key: F1-F5 then the new key (Escape cancels). ``on_change(names)`` receives the
per-seat key names after each change, for the settings file. Esc or the on-screen Done
button (mouse or finger, in a corner no seat panel uses) ends the test.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pygame

from game.core.auction import Status
from game.engine.auction.controls import Controls
from game.engine.auction.keys import DISCOURAGED_KEYS
from game.engine.auction.layout import make_layout
from game.engine.auction.overlay import CANVAS, AuctionSeat
from game.engine.auction.panel import draw_panel_number, paint_panel
from game.engine.auction.render import (
    BACKGROUND,
    PANEL,
    STATUS_COLOURS,
    TEXT,
    PanelInfo,
    draw_centre,
)
from game.engine.input import POINTER_DOWN, POINTER_UP, key_label
from game.engine.text import Fonts

_FKEYS = (pygame.K_F1, pygame.K_F2, pygame.K_F3, pygame.K_F4, pygame.K_F5)
MESSAGE_SECONDS = 3.0
#: the Done button's size on the canvas (a large touch target) and its margin
DONE_SIZE, DONE_MARGIN = (300, 110), 24


def done_rect(size: tuple[int, int], taken: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where the Done button goes: the first corner (bottom right, bottom left, top right,
    top left) clear of every seat panel and the centre; else the centre's bottom edge."""
    w, h = size
    button = pygame.Rect((0, 0), DONE_SIZE)
    m = DONE_MARGIN
    for corner in ("bottomright", "bottomleft", "topright", "topleft"):
        x = w - m if "right" in corner else m
        y = h - m if "bottom" in corner else m
        setattr(button, corner, (x, y))
        if button.collidelist(list(taken)) < 0:
            return button.copy()
    centre = taken[-1] if taken else pygame.Rect(0, 0, w, h)
    button.midbottom = (centre.centerx, centre.bottom - m)
    return button


class KeyTest:
    """State and drawing of the key test; ``handle`` then ``update`` each frame."""

    def __init__(
        self,
        seats: Sequence[AuctionSeat],
        *,
        on_change: Callable[[list[str]], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        fonts: Fonts | None = None,
        size: tuple[int, int] = CANVAS,
    ) -> None:
        self.seats = list(seats)
        self.on_change = on_change
        self.clock = clock
        self.fonts = fonts or Fonts()
        self.layout = make_layout([s.seat for s in seats], size, [s.side for s in seats])
        keys = {s.seat: s.key for s in seats if s.key is not None}
        self.controls = Controls(keys, self.layout, clock, seats=tuple(s.seat for s in seats))
        self.rebinding: int | None = None  # seat waiting for its new key
        self.message: tuple[str, float] | None = None
        self.done = False
        self.dirty = True
        panels = [self.layout.place(s.seat).rect for s in seats]
        self.done_button = done_rect(size, [*panels, self.layout.centre])
        self._done_pressed: set[str] = set()  # pointers that went down on Done

    # ------------------------------------------------------------ queries
    @property
    def held_count(self) -> int:
        return sum(1 for s in self.seats if self.controls.held(s.seat))

    def key_names(self) -> list[str]:
        return [pygame.key.name(self.controls.keys.get(s.seat, 0)) for s in self.seats]

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        self.dirty = True
        if event.type == pygame.KEYDOWN and self.rebinding is not None:
            self._rebind(event.key)
            return True
        if event.type == pygame.KEYDOWN and event.key in _FKEYS:
            index = _FKEYS.index(event.key)
            if index < len(self.seats):
                self.rebinding = self.seats[index].seat
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.done = True
            return True
        if self._done_press(event):
            return True
        taken = self.controls.handle(event)
        if event.type == pygame.KEYDOWN and self.controls.seat_for_key(event.key) is None:
            self._say(f"{key_label(event.key)} is not anyone's auction key")
        return taken

    def _done_press(self, event: pygame.event.Event) -> bool:
        """A press on Done (mouse or finger): done when released on it."""
        if event.type in (POINTER_DOWN, POINTER_UP):
            source = "mouse" if event.finger < 0 else f"finger:{event.finger}"
        elif (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
              and not getattr(event, "touch", False) and event.button == 1):
            source = "mouse"
        else:
            return False
        on = self.done_button.collidepoint(event.pos)
        if event.type in (POINTER_DOWN, pygame.MOUSEBUTTONDOWN):
            if on:
                self._done_pressed.add(source)
            return on
        if source in self._done_pressed:
            self._done_pressed.discard(source)
            self.done = self.done or on
            return True
        return False

    def update(self, now: float | None = None) -> None:
        self.controls.flush()  # holds are read directly; nothing to apply in order

    def _rebind(self, key: int) -> None:
        seat = self.rebinding
        self.rebinding = None
        if key == pygame.K_ESCAPE or seat is None:
            return
        name = pygame.key.name(key)
        if name in DISCOURAGED_KEYS:
            self._say(f"{key_label(key)} cannot be used: {DISCOURAGED_KEYS[name]}")
            return
        owner = self.controls.seat_for_key(key)
        if owner is not None and owner != seat:
            self._say(f"{key_label(key)} is already {self._name(owner)}'s key")
            return
        self.controls.keys[seat] = key
        self.controls.sources[seat].clear()
        self._say(f"{self._name(seat)} now bids with {key_label(key)}")
        if self.on_change is not None:
            self.on_change(self.key_names())

    def _say(self, text: str) -> None:
        self.message = (text, self.clock() + MESSAGE_SECONDS)

    def _name(self, seat: int) -> str:
        return next((s.name for s in self.seats if s.seat == seat), "?")

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(BACKGROUND)
        n, held = len(self.seats), self.held_count
        if self.rebinding is not None:
            caption = f"Press the new key for {self._name(self.rebinding)} (Esc: cancel)"
            big, colour = "KEY?", STATUS_COLOURS[Status.WAITING]
        else:
            caption = "Everyone: hold your key together.  F1-F5: change a key.  Esc or Done: finish"
            big = f"{held}/{n}"
            colour = STATUS_COLOURS[Status.IN if held == n else Status.WAITING]
            if self.message is not None and self.clock() < self.message[1]:
                caption = self.message[0]
        draw_centre(surface, self.layout.centre, caption, big, colour, self.fonts)
        for i, seat in enumerate(self.seats):
            on = self.controls.held(seat.seat)
            code = self.controls.keys.get(seat.seat)
            key = key_label(code) if code is not None else "no key"
            status = Status.IN if on else Status.WAITING
            info = PanelInfo(
                name=seat.name, colour=seat.colour, letter=seat.letter,
                letter_colour=seat.letter_colour,
                status_text="LIT" if on else f"HOLD {key.upper()}",
                status_colour=STATUS_COLOURS[status],
                hint=f"Key: {key} (F{i + 1} to change)" if i < len(_FKEYS) else f"Key: {key}",
                number="", number_colour=STATUS_COLOURS[status], held=on,
            )
            place = self.layout.place(seat.seat)
            paint_panel(surface, place, info, self.fonts)
            draw_panel_number(surface, place, info, self.fonts)
        self.draw_done(surface)

    def draw_done(self, surface: pygame.Surface) -> None:
        rect = self.done_button
        pressed = bool(self._done_pressed)
        pygame.draw.rect(surface, STATUS_COLOURS[Status.IN] if pressed else PANEL, rect,
                         border_radius=22)
        pygame.draw.rect(surface, TEXT, rect, 3, border_radius=22)
        self.fonts.draw(surface, "Done", rect.center, 44, TEXT, True, "center")
