"""The auction screen: the pure machine, the table's inputs, the drawing, sound and result.

Self-contained: it needs only a pygame Surface to draw on and the pygame events. The app
hands it every event of a frame (:meth:`AuctionOverlay.handle`), then calls
:meth:`AuctionOverlay.update` once (this applies the frame's inputs in order, see
:mod:`game.engine.auction.controls`) and :meth:`AuctionOverlay.draw`, which changes
nothing. When the auction is decided the result stays on screen for ``result_seconds``,
then ``on_result(result)`` is called once and :attr:`done` becomes True.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

import pygame

from game.core.auction import (
    BID,
    CANNOT_AFFORD,
    EARLY_KNOCK,
    LEAD_IN,
    LEAD_IN_RESET,
    TICK,
    Auction,
    AuctionEvent,
    AuctionResult,
    AuctionRules,
    Phase,
    Status,
    Variant,
)
from game.engine.auction import controls as ctl
from game.engine.auction.ahead import Act, futures, stage_of
from game.engine.auction.bots import REACTION_SECONDS, bot_bidders
from game.engine.auction.ends import end_pieces, end_steps, words_area
from game.engine.auction.keep import (
    paint_number_box,
    paint_seat_panel,
    picture_steps,
    without_number,
)
from game.engine.auction.layout import make_layout
from game.engine.auction.panel import number_steps, paint_words_change, panel_steps
from game.engine.auction.render import (
    BACKGROUND,
    DIM,
    STATUS_COLOURS,
    TEXT,
    PanelInfo,
    big_areas,
    centre_steps,
    draw_big_change,
    draw_centre,
)
from game.engine.input import key_label
from game.engine.table.compose import uncovered
from game.engine.table.tablefonts import floor_fonts
from game.engine.tablesetup import TableSizes
from game.engine.text import Fonts

RGB = tuple[int, int, int]
#: what the screen shows: the centre's (caption, big text, colour) and each panel's words
Picture = tuple[tuple[str, str, RGB], tuple[PanelInfo, ...]]
CANVAS: tuple[int, int] = (1920, 1080)
#: seconds the result stays on screen before ``on_result`` is called
RESULT_SECONDS = 2.5
#: seconds a passing message ("Ann cannot pay 14") replaces the centre caption
MESSAGE_SECONDS = 3.0
#: the most of the screen (bytes) :meth:`AuctionOverlay.paint_whole` fills a step
FILL_BYTES = 8 * 1024 * 1024


@dataclass(frozen=True)
class AuctionSeat:
    """One participant: a human with a ``key`` (touch works for everyone), or a bot with
    ``bot_max``, its highest price. ``side`` (bottom, top, left, right) is where the
    player sits; None places seats bottom, top, left, right, bottom in order."""

    seat: int
    name: str
    colour: RGB
    letter: str = "?"
    letter_colour: RGB = (0, 0, 0)
    key: int | None = None
    bot_max: int | None = None
    side: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.bot_max is not None


class AuctionOverlay:
    """One auction on screen. See the module docstring for the frame protocol. ``size`` is
    the canvas's; at a table, ``table`` gives it instead (the table's canvas), and every
    word is drawn at least at the table's smallest text for its screen's diagonal
    (:attr:`~game.engine.tablesetup.TableSizes.min_text`), as the table's own are."""

    def __init__(
        self,
        seats: Sequence[AuctionSeat],
        *,
        money: Mapping[int, int] | None = None,
        on_result: Callable[[AuctionResult], None] | None = None,
        variant: Variant | str = Variant.APP,
        rules: AuctionRules | None = None,
        seed: int = 0,
        clock: Callable[[], float] = time.monotonic,
        sound: Callable[[str], None] | None = None,
        fonts: Fonts | None = None,
        size: tuple[int, int] = CANVAS,
        result_seconds: float = RESULT_SECONDS,
        reaction: tuple[float, float] = REACTION_SECONDS,
        lot: str = "",
        touch_first: bool = False,
        table: TableSizes | None = None,
        ends: Sequence[str] = (),
    ) -> None:
        #: what is up for auction, in words, shown with the countdown
        self.lot = lot
        #: a table's screen: a seat is told to touch its logo first, its key second
        self.touch_first = touch_first
        #: every participant's money (public in the game), shown on its panel
        self.money: dict[int, int] = dict(money or {})
        self.seats = {s.seat: s for s in seats}
        order = [s.seat for s in seats]
        self.clock = clock
        self.sound = sound
        self.fonts = fonts or Fonts()
        if table is not None:  # at a table: its size, and no word under its smallest text
            size = table.size
            self.fonts = floor_fonts(self.fonts, table.min_text)
        self.on_result = on_result
        self.result_seconds = result_seconds
        self.layout = make_layout(order, size, [s.side for s in seats])
        humans = tuple(s.seat for s in seats if not s.is_bot)
        keys = {s.seat: s.key for s in seats if not s.is_bot and s.key is not None}
        self.controls = ctl.Controls(keys, self.layout, clock, seats=humans)
        bots = bot_bidders({s.seat: s.bot_max for s in seats if s.bot_max is not None}, reaction)
        self.auction = Auction(order, clock(), variant=variant, rules=rules, money=money,
                               bots=bots, seed=seed)
        self.done = False
        self.dirty = True
        self.log: list[AuctionEvent] = []
        self._result_at: float | None = None
        self._message: tuple[str, float] | None = None
        #: the canvas's scale: every size is the 1080p one times this (2 at a 4K table)
        self.unit = self.layout.size[1] / 1080
        #: the sides whose seats read the lot at the centre card's ends (a table's left
        #: and right), and the part of the card its caption and big text use
        self.ends = tuple(ends) if lot else ()
        self.words_area = words_area(self.layout.centre, self.ends, self.unit)
        #: what the last frame drew on its surface (centre, panels, size)
        self._shown: tuple[Picture, tuple[int, int]] | None = None
        #: the first picture is being painted a piece a frame (:meth:`paint_whole`)
        self._opening = False
        #: the pieces of what may come next being rendered in quiet frames, by stage
        self._ahead: tuple[Hashable, Iterator[None]] | None = None
        #: quiet frames render what may come next (off for a rehearsal's screen)
        self.anticipating = True
        #: a screen imagined ahead (see game.engine.auction.ahead): holds are the auction's
        self.imagined = False
        self._react(self.auction.started)

    # ------------------------------------------------------------ frame
    @property
    def result(self) -> AuctionResult | None:
        return self.auction.result

    @property
    def animating(self) -> bool:
        return not self.done

    def handle(self, event: pygame.event.Event) -> bool:
        """Take an event (queued until :meth:`update`); True when it was the auction's."""
        if self.done:
            return False
        taken = self.controls.handle(event)
        if taken:
            self.dirty = True
        return taken

    def update(self, now: float | None = None) -> list[AuctionEvent]:
        """Apply this frame's inputs in order, then advance the clock to ``now``."""
        if self.done:
            return []
        a = self.auction
        events: list[AuctionEvent] = []
        for inp in self.controls.flush():
            if inp.kind == ctl.FOCUS_LOST:
                events += a.focus_lost(inp.at)
            elif inp.kind == ctl.FOCUS_GAINED:
                events += a.focus_gained(inp.at)
            elif inp.seat is None:
                continue
            elif inp.kind == ctl.HOLD:
                events += a.hold(inp.seat, inp.at)
            elif inp.kind == ctl.RELEASE:
                events += a.release(inp.seat, inp.at)
            elif inp.kind == ctl.PRESS and a.variant is Variant.NO_APP:
                events += a.knock(inp.seat, inp.at)
        now = self.clock() if now is None else now
        events += a.update(now)
        self._react(events)
        if a.result is not None and self._result_at is None:
            self._result_at = a.now
        if not events and not self.drawing_behind():  # a quiet frame: render what the
            self.warm()  # coming ticks show
        if self._result_at is not None and now >= self._result_at + self.result_seconds:
            self.done = True
            if self.on_result is not None:
                self.on_result(a.result)  # type: ignore[arg-type]
        return events

    def _react(self, events: list[AuctionEvent]) -> None:
        if not events:
            return
        self.dirty = True
        self.log.extend(events)
        del self.log[:-200]
        for e in events:
            if e.kind in (LEAD_IN, TICK):
                self._play("tick")
            elif e.kind == BID:
                self._play("bid")
            elif e.kind == CANNOT_AFFORD:
                self._play("error")
                self._say(f"{self._name(e.seat)} cannot pay {e.price}: a new auction "
                          f"without them", e.at)
            elif e.kind == LEAD_IN_RESET:
                self._say(f"{self._name(e.seat)} let go before the start: hold again", e.at)
            elif e.kind == EARLY_KNOCK:
                self._say(f"{self._name(e.seat)}: too early, knock from 20 on", e.at)

    def _play(self, name: str) -> None:
        if self.sound is not None:
            self.sound(name)

    def _say(self, text: str, at: float) -> None:
        self._message = (text, at + MESSAGE_SECONDS)

    def _name(self, seat: int | None) -> str:
        return self.seats[seat].name if seat in self.seats else "?"

    # ------------------------------------------------------------ drawing
    def picture_key(self) -> Picture:
        """What the screen shows now: the centre's words and every panel's."""
        return (self.centre_text(),
                tuple(self.panel_info(place.seat) for place in self.layout.places))

    def draw(self, surface: pygame.Surface, holds: bool = False, panels: int | None = None
             ) -> list[pygame.Rect] | None:
        """Draw the auction screen (changes no state; the pieces are cached); returns the
        areas drawn when only they changed, None when the whole screen was drawn.

        Everything is painted straight onto ``surface`` from pre-rendered pieces: the
        background, the centre card with its countdown, each seat's panel turned to face
        its player (:func:`~game.engine.auction.panel.paint_panel`) and its number, each
        copied from its kept picture when it has one (:mod:`game.engine.auction.keep`).
        ``holds``: ``surface`` still shows what this screen drew last
        (:meth:`App.canvas_holds`); then only what changed since is painted again (the
        centre card, a panel, or a panel's number box). ``panels``: at most that many
        panels are painted whole in one frame (the centre card counts as one), the others
        keep their last picture until the next (at a 4K table the centre and five panels
        at once took 10 ms, the centre and two 5-8 ms);
        :meth:`shown_picture` says what the surface holds."""
        centre, infos = self.picture_key()
        size = surface.get_size()
        shown, self._shown = self._shown, ((centre, infos), size)
        if holds and shown is not None and shown[1] == size:
            return self._draw_changes(surface, shown[0][0], shown[0][1], centre, infos, panels)
        surface.fill(BACKGROUND)
        self._draw_centre(surface, centre)
        for place, info in zip(self.layout.places, infos, strict=True):
            paint_seat_panel(surface, place, info, self.fonts, self.unit)
        self._opening = False  # (a first picture left half-painted is painted whole)
        return None

    def paint_whole(self, surface: pygame.Surface) -> Iterator[None]:
        """The whole screen painted onto ``surface`` one piece per step (the background,
        the centre card, each panel), each as it is when painted; once through, the
        screen knows what ``surface`` holds, so the next :meth:`draw` paints only what
        changed since. For a big canvas (a 4K table: the whole screen at once is 11-18
        ms) whose scene keeps the last picture on the window meanwhile."""
        self._opening = True
        filled = 0  # the background round the card and the panels (which paint every
        for area in uncovered(surface.get_rect(),  # pixel of theirs), FILL_BYTES a step
                              [self.layout.centre, *(p.rect for p in self.layout.places)]):
            if filled >= FILL_BYTES:  # (the whole 4K screen at once was 4-5 ms)
                yield
                filled = 0
            surface.fill(BACKGROUND, area)
            filled += 4 * area.width * area.height
        yield
        centre = self.centre_text()
        self._draw_centre(surface, centre)
        infos: list[PanelInfo] = []
        for place in self.layout.places:
            yield
            info = self.panel_info(place.seat)
            paint_seat_panel(surface, place, info, self.fonts, self.unit)
            infos.append(info)
        self._shown = ((centre, tuple(infos)), surface.get_size())
        self._opening = False

    def shown_picture(self) -> Picture | None:
        """What the surface of the last :meth:`draw` holds (None before the first)."""
        return None if self._shown is None else self._shown[0]

    def _draw_changes(self, surface: pygame.Surface, was_centre: tuple[str, str, RGB],
                      was: tuple[PanelInfo, ...], centre: tuple[str, str, RGB],
                      infos: tuple[PanelInfo, ...], panels: int | None = None
                      ) -> list[pygame.Rect]:
        changed: list[pygame.Rect] = []
        drawn = list(infos)
        whole = 0
        if was_centre[0] == centre[0] and was_centre != centre:  # a tick: the big text
            old = big_areas(self.fonts, self.words_area, *was_centre, self.unit)
            changed += draw_big_change(surface, self.words_area, *centre, old,
                                       self.fonts, self.unit)
        elif was_centre != centre:  # (it counts as one of the whole ``panels``: as costly)
            self._draw_centre(surface, centre)
            changed.append(self.layout.centre.copy())
            whole += 1
        for index, (place, before, now) in enumerate(
                zip(self.layout.places, was, infos, strict=True)):
            if before == now:
                continue
            if without_number(before) != without_number(now):
                if panels is not None and whole >= panels:
                    # only its words changed (the hints at the price's start): they are
                    # cheap to repaint, and its number box too
                    words = paint_words_change(surface, place, before, now, self.fonts,
                                               self.unit)
                    number_changed = ((before.number, before.number_colour)
                                      != (now.number, now.number_colour))
                    if words is not None:
                        if number_changed:
                            box = paint_number_box(surface, place, now, self.fonts,
                                                   self.unit)
                            words += [] if box is None else [box]
                        changed += [area.copy() for area in words]
                        continue
                    # else the next frame paints it whole; its number box is cheap and
                    # now (the count gone at the price's start: the price, not a stale one)
                    drawn[index] = before
                    if before.number and now.number and number_changed:
                        box = paint_number_box(surface, place, now, self.fonts, self.unit)
                        if box is not None:
                            drawn[index] = replace(before, number=now.number,
                                                   number_colour=now.number_colour)
                            changed.append(box.copy())
                    continue
                whole += 1
                paint_seat_panel(surface, place, now, self.fonts, self.unit)
                area = place.rect
            else:
                box = paint_number_box(surface, place, now, self.fonts, self.unit)
                if box is None:
                    continue
                area = box
            changed.append(area.copy())
        self._shown = ((centre, tuple(drawn)), surface.get_size())
        return changed

    def _draw_centre(self, surface: pygame.Surface, centre: tuple[str, str, RGB]) -> None:
        """The centre card over whatever was there, with the countdown's pieces and the
        lot at its ends (:mod:`game.engine.auction.ends`)."""
        card = self.layout.centre
        surface.fill(BACKGROUND, card)
        draw_centre(surface, self.words_area, *centre, self.fonts, self.unit, card)
        for piece, at in end_pieces(self.fonts, card, self.lot, self.ends, self.unit):
            surface.blit(piece, at)

    def steps(self, centre: tuple[str, str, RGB], infos: tuple[PanelInfo, ...]
              ) -> Iterator[None]:
        """Render what a screen showing ``centre`` and ``infos`` needs and does not have
        yet, one piece per step (a line of words, a logo, a number, a caption)."""
        yield from centre_steps(self.fonts, self.words_area, *centre, self.unit)
        yield from end_steps(self.fonts, self.layout.centre, self.lot, self.ends, self.unit)
        for place, info in zip(self.layout.places, infos, strict=True):
            yield from panel_steps(place, without_number(info), self.fonts, self.unit)
            yield from number_steps(self.fonts, place, info.number, info.number_colour,
                                    self.unit)
        yield from picture_steps(self.layout, infos, self.fonts, self.unit)

    def rehearse(self) -> Iterator[None]:
        """Get this screen's first frames ready before it opens, one step per ``next``:
        the pieces of the screen as it opens, then of what may come first (each human
        taking hold alone, all of them through the count: see
        :mod:`game.engine.auction.ahead`). Meant for a screen of its own that is never
        shown; the pieces land in the shared caches
        (:func:`~game.engine.auction.render.pieces`)."""
        self.anticipating = False
        yield from self.steps(*self.picture_key())
        yield from self._anticipate()

    def _anticipate(self) -> Iterator[None]:
        """Render the pieces of every future of the present stage
        (:func:`~game.engine.auction.ahead.futures`), one piece per step (a step also ends
        after each future, so that checking what is kept already is spread over frames
        too)."""
        bots = {s for s, seat in self.seats.items() if seat.is_bot}
        for act in futures(self.auction, bots):
            yield from self.steps(*self._imagine(act))
            yield

    def _imagine(self, act: Act) -> Picture:
        """What this screen would show after ``act`` (given a copy of its auction
        machine), as :meth:`picture_key`. Nothing of this screen changes."""
        shadow = copy.copy(self)
        shadow.auction = copy.deepcopy(self.auction)
        shadow.log = list(self.log)
        shadow.sound = None
        shadow.imagined = True
        shadow._react(act(shadow.auction))
        return shadow.picture_key()

    def drawing_behind(self) -> bool:
        """Whether the screen's picture is not whole yet (its first, painted a piece a
        frame at a table: :meth:`paint_whole`) or the last :meth:`draw` left panels to
        the next frames (``panels`` a frame): the next frame draws, so it is not a quiet
        one for :meth:`warm` (a step of each was 5-7 ms at a 4K table)."""
        return self._opening or (self._shown is not None
                                 and self._shown[0] != self.picture_key())

    def warm(self) -> None:
        """One step of rendering what the coming frames may show (the next price, each
        seat letting go now or at the next price, the count going on; see
        :mod:`game.engine.auction.ahead`), so that a frame in which it happens blits
        what quiet frames made before."""
        if not self.anticipating or self.done:
            return
        stage = stage_of(self.auction, self._message)
        if self._ahead is None or self._ahead[0] != stage:
            self._ahead = (stage, self._anticipate())
        next(self._ahead[1], None)

    def centre_text(self) -> tuple[str, str, RGB]:
        """(caption, big text, big colour) for the shared countdown."""
        a = self.auction
        no_app = a.variant is Variant.NO_APP
        caption, big, colour = "", "", TEXT
        if a.phase is Phase.GATHERING:
            waiting = [self._name(s) for s in a.active if a.status[s] is Status.WAITING]
            caption = "Waiting for " + ", ".join(waiting) if waiting else "Everyone is in"
            if self.lot:
                caption = f"Up for auction: {self.lot}. {caption}"
            big = "HOLD"
            colour = STATUS_COLOURS[Status.WAITING]
        elif a.phase is Phase.LEAD_IN:
            if no_app:
                caption, colour = "Counting down: knock from 20 on", DIM
            else:
                caption = f"Get ready: the price starts at {a.rules.start_price}"
            big = str(a.count or "")
        elif a.phase is Phase.RUNNING:
            caption, big = self.running_caption(a.price), str(a.price)
        elif a.phase is Phase.PAUSED:
            caption = "The window lost focus: " + (
                "click back in to restart" if no_app else "hold your keys again"
            )
            big, colour = "PAUSED", STATUS_COLOURS[Status.WAITING]
        elif a.result is not None:
            r = a.result
            if r.winner is None:
                caption = f"The countdown reached {a.rules.end_price}: no winner"
                big, colour = "NO BID", STATUS_COLOURS[Status.OUT]
            else:
                caption = f"Sold to {self._name(r.winner)} for {r.price}"
                big, colour = str(r.price), STATUS_COLOURS[Status.BID]
        if self._message is not None and a.now < self._message[1] and a.phase is not Phase.OVER:
            caption = self._message[0]
        return caption, big, colour

    def running_caption(self, price: int | None) -> str:
        """The centre caption while the price runs down, at ``price``."""
        a = self.auction
        caption = "Knock to bid" if a.variant is Variant.NO_APP else "Let go to bid"
        if price == a.rules.lowest_bid:  # the next tick ends the auction unsold
            return f"Last chance: {caption.lower()}; at {a.rules.end_price} nobody wins"
        return f"{caption} for {self.lot}" if self.lot else caption

    def panel_info(self, seat: int) -> PanelInfo:
        a = self.auction
        info = self.seats[seat]
        status = a.status[seat]
        no_app = a.variant is Variant.NO_APP
        key = key_label(info.key) if info.key is not None else None
        if status is Status.WAITING:
            if key and not self.touch_first:
                text, hint = "HOLD KEY", f"Hold {key} or touch here"
            elif key:  # a table: the finger first
                text, hint = "TOUCH & HOLD", f"Finger on your logo, or hold {key}"
            else:
                text, hint = "TOUCH & HOLD", "Put a finger on your logo"
        elif status is Status.IN:
            text = "IN"
            if info.is_bot:
                hint = "Bot"
            elif no_app:
                hint = f"Press {key} or tap to knock" if key else "Tap here to knock"
            elif a.phase is Phase.RUNNING:
                hint = "Let go to bid"
            elif a.phase is Phase.LEAD_IN:
                hint = "Keep holding"
            else:
                hint = "Waiting for the others"
        elif status is Status.BID:
            price = a.result.price if a.result else None
            text, hint = f"BOUGHT AT {price}", "Pays the bank"
        elif status is Status.CANNOT_AFFORD:
            price = next((e.price for e in reversed(self.log)
                          if e.kind == CANNOT_AFFORD and e.seat == seat), None)
            text, hint = f"CAN'T PAY {price}", "Left out of this auction"
        else:
            text, hint = "OUT", "No purchase"
        if a.phase is Phase.RUNNING:
            number, number_colour = str(a.price), TEXT
        elif a.phase is Phase.LEAD_IN:
            number, number_colour = str(a.count or ""), DIM
        elif a.phase is Phase.OVER and a.price is not None:
            shown = Status.BID if status is Status.BID else Status.OUT
            number, number_colour = str(a.price), STATUS_COLOURS[shown]
        else:
            number, number_colour = "", TEXT
        warning = False
        money = self.money.get(seat)
        paid = a.result.price if status is Status.BID and a.result is not None else None
        if money is not None and paid is not None:
            money -= paid  # "BOUGHT AT 12" beside what is left once paid
        if (money is not None and not info.is_bot and status is Status.IN
                and a.phase in (Phase.LEAD_IN, Phase.RUNNING)):
            price = a.price if a.phase is Phase.RUNNING else a.rules.start_price
            if price is not None and price > money:  # letting go now: "cannot pay"
                warning = True
                verb = "knock" if no_app else "let go"
                hint = (f"You have ${money}: {verb} at {money} or less"
                        if money >= a.rules.lowest_bid else f"You have ${money}: too little")
        if info.is_bot:
            held = status is Status.IN
        else:  # an imagined screen (ahead) has no fingers: the auction's holds count
            held = a.holding[seat] if self.imagined else self.controls.held(seat)
        return PanelInfo(
            name=info.name, colour=info.colour, letter=info.letter,
            letter_colour=info.letter_colour, status_text=text,
            status_colour=STATUS_COLOURS[status], hint=hint, number=number,
            number_colour=number_colour, held=held and a.phase is not Phase.OVER,
            money="" if money is None else f"${money}", warning=warning,
        )
