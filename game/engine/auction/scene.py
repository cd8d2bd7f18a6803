"""The auction and the key test as scenes on the app's stack.

For a game's play view (Merchants of Andromeda)::

    from game.engine.auction.scene import auction_seats, push_auction

    seats = auction_seats(app, session.seats, participants=[0, 1, 2],
                          bot_max={2: max_bid(state.view(2), 2)})
    push_auction(app, seats, money={0: 35, 1: 12, 2: 40}, seed=turn_seed,
                 on_result=lambda result: ...)   # AuctionResult(winner, price, ...)

The scene pops itself once the result has been shown, then calls ``on_result``.
Auction keys and the variant come from the settings when they carry ``auction_keys``
(a list of key names per seat) and ``auction_variant`` ("app" or "no_app").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.auction import AuctionResult, AuctionRules, Variant
from game.engine.auction.keys import DEFAULT_AUCTION_KEYS, keys_for_seats, validate_auction_keys
from game.engine.auction.keytest import KeyTest
from game.engine.auction.overlay import AuctionOverlay, AuctionSeat, Picture
from game.engine.scene import Scene

if TYPE_CHECKING:
    from game.core.session import Seat
    from game.engine.app import App


def settings_key_names(app: App) -> list[str]:
    """Per-seat auction key names from the settings, or the defaults."""
    raw = getattr(app.settings, "auction_keys", None)
    if raw is None:
        return list(DEFAULT_AUCTION_KEYS)
    return validate_auction_keys(list(raw), lambda problem: None)


def settings_variant(app: App) -> Variant:
    raw = getattr(app.settings, "auction_variant", Variant.APP)
    try:
        return Variant(raw)
    except ValueError:
        return Variant.APP


def auction_seats(
    app: App,
    seats: Sequence[Seat],
    participants: Sequence[int],
    bot_max: Mapping[int, int],
    sides: Mapping[int, str] | None = None,
) -> list[AuctionSeat]:
    """Auction participants from the session's seats: names, colours and letters from
    the theme, keys from the settings for humans, ``bot_max`` prices for bots."""
    keys = keys_for_seats(participants, settings_key_names(app))
    out: list[AuctionSeat] = []
    for seat in participants:
        info = seats[seat]
        look = app.theme.player(info.colour)
        human = info.bot is None
        out.append(AuctionSeat(
            seat=seat, name=info.name, colour=look.rgb, letter=look.letter,
            letter_colour=look.text,
            key=keys.get(seat) if human else None,
            bot_max=None if human else int(bot_max.get(seat, 0)),
            side=(sides or {}).get(seat),
        ))
    return out


class AuctionScene(Scene):
    """Runs an :class:`AuctionOverlay` full screen; pops itself when it is done.

    Every key is the auction's while it runs (Space and Enter are seat keys), so the
    menu key does nothing here. Another scene pushed on top counts as a focus loss."""

    #: at most this many panels painted whole in a frame (None: all that changed)
    panels_per_frame: int | None = None

    def __init__(
        self,
        app: App,
        overlay: AuctionOverlay,
        on_result: Callable[[AuctionResult], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.panel = overlay
        self.on_result = on_result
        self._finished = False
        self._drawn: Picture | None = None  # what the last frame drew

    @property
    def busy(self) -> bool:
        """The clock runs until the result has been shown (updates every frame)."""
        return not self._finished

    def handle(self, event: pygame.event.Event) -> bool:
        self.panel.handle(event)
        return True

    def pause(self) -> None:
        self.panel.controls.focus_lost()

    def resume(self) -> None:
        super().resume()
        self.panel.controls.focus_gained()

    def update(self, dt: float) -> None:
        self.panel.update()
        if self.panel.picture_key() != self._drawn:
            self.dirty = True  # a frame is drawn only when the picture changed
        if self.panel.done and not self._finished:
            self._finished = True
            if self.app.showing(self):
                self.app.pop()
            if self.on_result is not None and self.panel.result is not None:
                self.on_result(self.panel.result)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what changed since the last frame when the canvas still holds it (the
        app then shows only those areas), else the whole screen."""
        changed = self.panel.draw(surface, self.app.canvas_holds(self, surface),
                                  self.panels_per_frame)
        if changed is not None:
            self.app.changed_rects = changed
        self._drawn = self.panel.shown_picture()


#: the end of a generator's steps (``next(steps, END)``)
END = object()


class TableAuctionScene(AuctionScene):
    """The auction screen at a table: drawn on a canvas of the table's own size (crisp at
    4K, and no 1080p picture scaled up to the window every frame); the table scene takes
    its own canvas back when it resumes. One panel or the centre card at most is painted
    whole a frame (each is 1.5-4 ms at 4K; the countdown's start changed the centre and
    all five: 10 ms at once), the rest in the next frames."""

    panels_per_frame = 1

    def enter(self) -> None:
        self.app.use_canvas(self.panel.layout.size)
        #: the first picture's steps (:meth:`AuctionOverlay.paint_whole`), None once shown
        self._opening: Iterator[None] | None = None
        self._opened = False
        super().enter()

    def draw(self, surface: pygame.Surface) -> None:
        """The first picture is painted a piece a frame while the window keeps showing
        the table's last (the whole 4K screen at once took 11-18 ms), then shown whole;
        after that, what changed (:meth:`AuctionScene.draw`)."""
        if self._opened:
            super().draw(surface)
            return
        if self._opening is None or self.app.canvas is not surface:
            self._opening = self.panel.paint_whole(surface)
        if self.app.toasts.active:  # drawn over and shown whole: no time to spread it
            for _ in self._opening:
                pass
        elif next(self._opening, END) is not END:
            self.app.changed_rects = []  # the window keeps its last picture meanwhile
            self._drawn = None
            return
        self._opened, self._opening = True, None
        self.app.changed_rects = None


def push_auction(
    app: App,
    seats: Sequence[AuctionSeat],
    money: Mapping[int, int],
    on_result: Callable[[AuctionResult], None],
    *,
    seed: int = 0,
    variant: Variant | str | None = None,
    rules: AuctionRules | None = None,
) -> AuctionScene:
    """Start an auction on top of the current scene; ``on_result`` gets the result after
    it has been shown and the scene has popped. ``variant`` None: from the settings;
    ``rules`` None: the printed numbers for that variant."""
    overlay = AuctionOverlay(
        seats, money=money, seed=seed, rules=rules,
        variant=settings_variant(app) if variant is None else variant,
        sound=app.sound.play, fonts=app.fonts,
    )
    scene = AuctionScene(app, overlay, on_result)
    app.push(scene)
    return scene


class KeyTestScene(Scene):
    """The key test as a scene (e.g. from the settings screen); Esc leaves.

    ``on_change(names)`` gets the per-seat key names after a change; by default they are
    stored on ``app.settings.auction_keys`` when the settings have that field."""

    def __init__(
        self,
        app: App,
        seats: Sequence[AuctionSeat] | None = None,
        on_change: Callable[[list[str]], None] | None = None,
    ) -> None:
        super().__init__(app)
        if seats is None:
            names = settings_key_names(app)
            colours = ("red", "blue", "yellow", "green", "purple")
            keys = keys_for_seats(range(len(names)), names)
            seats = []
            for i, colour in enumerate(colours[: len(names)]):
                look = app.theme.player(colour)
                seats.append(AuctionSeat(i, f"Seat {i + 1}", look.rgb, look.letter,
                                         look.text, key=keys[i]))
        self.test = KeyTest(seats, on_change=on_change or self._store, fonts=app.fonts)

    def _store(self, names: list[str]) -> None:
        if hasattr(self.app.settings, "auction_keys"):
            self.app.settings.auction_keys = names
            self.app.save_settings()

    @property
    def animating(self) -> bool:
        return True  # passing messages expire on their own

    def handle(self, event: pygame.event.Event) -> bool:
        self.test.handle(event)
        self.dirty = True
        return True

    def update(self, dt: float) -> None:
        self.test.update()
        if self.test.done:
            self.test.done = False
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        self.test.draw(surface)
