"""Running a game's real-time auction step from its board view: a look at the board, the
shared auction screen, then the result as the rules' actions.

When the rules reach an auction step with at least one **human** in it, the
:class:`AuctionDriver` leaves the board in view for ``look_seconds`` (the view's prompt
counts down, :meth:`AuctionDriver.seconds_to_open`; :meth:`AuctionDriver.start_now` cuts
it short; a key a player already holds when it opens counts as held), getting the screen
ready meanwhile, then pushes the auction screen (:mod:`game.engine.auction.scene`) with
every participant: humans hold their key or put a finger on their logo, bots let go at
their own limit after a reaction delay. When the screen is done, the game turns the
result into its actions, which the driver submits in order. With **only bots** in it the
game resolves the step at once, without the screen; while the step runs **without the
clock** (secret bids from a move list) the driver stands aside.

A game subclasses the driver and says what is its own: which seats an auction now due
has (:meth:`AuctionDriver.participants`), a bot's limit, each seat's money, the all-bot
resolution, the result's actions, whether the step runs as secret bids, what identifies
one auction step and what is up for auction. The clock's result is the table's joint
decision, not one seat's: each action is submitted on behalf of the seat it names (the
host's ``submit_for``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.core.auction import CANNOT_AFFORD, AuctionResult, AuctionRules
from game.core.protocol import Action
from game.engine.auction.ahead import warm_table_words
from game.engine.auction.ends import table_ends
from game.engine.auction.layout import seat_sides
from game.engine.auction.overlay import CANVAS, AuctionOverlay
from game.engine.auction.scene import (
    END,
    AuctionScene,
    TableAuctionScene,
    auction_seats,
    settings_variant,
)
from game.engine.tablesetup import TableSizes

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App

#: the engine's lowest biddable price (the end price itself cannot be bid)
LOWEST_BID = AuctionRules().lowest_bid
#: seconds the board stays in view before an auction screen opens: the auction covers the
#: whole screen, so each player first sees what is up for auction on the board, their
#: money beside everyone's, and what the last moves changed; "Start the auction" (or a
#: tap on it) opens it at once. Nothing is lost by the wait: the screen then waits for
#: every human to hold their key anyway.
LOOK_SECONDS = 4.0
#: frames after the board's layers are painted in which the rehearsal takes no step: the
#: play screen composes, shows the board, then the chrome (game/scenes/play_frames.py)
SHOWN_AFTER = 3
#: the estimated cost (ms) of a step of the rehearsal at a 4K table (a piece of the screen
#: rendered: 1-5 ms), counted in the frame's work (``App.frame_work``) so that the table
#: takes no costly step of its own beside it
REHEARSAL_MS = 3.0


class AuctionHost(Protocol):
    """What the driver needs from the board view that runs it; a protocol, so a game's
    driver module does not import the view that imports it."""

    app: App
    session: Session
    actor: int | None
    viewer: int | None

    @property
    def state(self) -> Any: ...

    def layers_current(self, viewer: int | None) -> bool: ...

    def moves_open(self) -> bool: ...

    def submit_for(self, action: Action) -> bool: ...


class AuctionDriver:
    """Runs a game's auction step for its board view (an :class:`AuctionHost`); the
    game's subclass fills in the methods that raise ``NotImplementedError``."""

    def __init__(self, view: AuctionHost) -> None:
        self.view = view
        #: the monotonic clock of the auction screen (tests put a fake one here)
        self.clock: Callable[[], float] = time.monotonic
        #: seconds the result stays on screen (the engine's default when None)
        self.result_seconds: float | None = None
        self.scene: AuctionScene | None = None
        self._for: tuple[Any, ...] | None = None  # which auction the screen runs (see _marker)
        self.pending: list[Action] = []
        self.results: list[AuctionResult] = []  # every finished auction (for tests, log)
        #: seconds the board stays in view before the auction screen opens
        self.look_seconds = LOOK_SECONDS
        #: which keys are down now (indexable by key code; tests put a fake one here)
        self.keys_down: Callable[[], Sequence[bool]] = pygame.key.get_pressed
        self._due: tuple[Any, ...] | None = None  # the auction waiting for its screen (see _marker)
        self._due_at = 0.0
        self._start_now = False
        #: the first frame the rehearsal may take a step in (see :meth:`_prepare`)
        self._quiet_from = 0
        #: the auction being rehearsed during the look, and its remaining steps
        self._rehearsal: tuple[tuple[Any, ...], Iterator[None]] | None = None

    # ------------------------------------------------------------------ the game's part
    def participants(self, state: Any) -> tuple[int, ...]:
        """The seats of the auction due in ``state`` (empty: none is due)."""
        raise NotImplementedError

    def bot_limit(self, seat: int) -> int:
        """The bot ``seat``'s highest price (below :data:`LOWEST_BID`: it never bids)."""
        raise NotImplementedError

    def resolve_bots(self, state: Any, limits: dict[int, int]) -> Action:
        """The action that settles an auction of bots alone, at their ``limits``."""
        raise NotImplementedError

    def result_actions(self, result: AuctionResult, cannot_pay: list[tuple[int, int]],
                       participants: tuple[int, ...], humans: set[int]) -> list[Action]:
        """The rules' actions for an auction screen's result, in the order they
        happened (``cannot_pay``: each (seat, price) won by a seat that could not pay)."""
        raise NotImplementedError

    def money(self, state: Any, seat: int) -> int:
        """``seat``'s money in ``state``: its panel shows it, and a winner who cannot pay
        is shown as such."""
        raise NotImplementedError

    def sealed_by_human(self, state: Any) -> bool:
        """Whether a human already gave a secret bid in this step (it then runs without
        the clock)."""
        raise NotImplementedError

    def step_id(self, state: Any) -> Hashable:
        """What tells one auction step from the next (bots' secret bids may arrive while
        the screen runs, so the log's length will not do)."""
        raise NotImplementedError

    def lot(self, state: Any) -> str:
        """What is up for auction, in words (shown on the screen)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ running it
    @property
    def running(self) -> bool:
        return self.scene is not None

    def humans(self, seats: Sequence[int]) -> list[int]:
        return [s for s in seats if self.view.session.seats[s].is_human]

    def update(self) -> None:
        """Called every frame: submit a finished result, or start the next auction."""
        view = self.view
        state = view.state
        if self.pending:
            self._flush()
            return
        participants = self.participants(state) if self.scene is None else ()
        if not participants:
            return
        humans = self.humans(participants)
        if humans and self.sealed_mode(state):
            return  # the move list's secret bids decide this auction
        if not humans:
            view.submit_for(self.resolve_bots(state, {s: self.bot_limit(s)
                                                      for s in participants}))
            return
        if view.actor is None:  # a pass-the-device cover is up: start after it
            return
        marker = self._marker(participants)
        if self._due != marker:  # a new auction is due: first a look at the board
            # (a "Start now" pressed in this very frame, before the look began, counts)
            self._due = marker
            self._due_at = self.clock() + self.look_seconds
        if not self._start_now and self.clock() < self._due_at:
            self._prepare(state, participants)
            return
        self._due, self._start_now = None, False
        self.start(state, participants)

    def _prepare(self, state: Any, participants: tuple[int, ...]) -> None:
        """During the look, one step per frame of getting the auction screen ready: at a
        table the 1080p canvas the table scene switches to when a screen opens over it,
        then a rehearsal of the screen's first frames (a screen of its own, never shown,
        whose panels and countdown are rendered into the shared caches). No step while
        the board paints its panels ahead (its layers are stale: the action before the
        look) nor in the :data:`SHOWN_AFTER` frames after, which compose and show the
        new picture: the two together made 4-7 ms frames; at a table nor while the
        table is busy drawing (its seat panels are repainted and turned a step a frame
        after an action: a step of each, 3 + 4.5 ms at 4K)."""
        frame = self.view.app.frames
        table = self.table_edges()
        top = self.view.app.top
        if not self.view.layers_current(self.view.viewer) or (
                table and getattr(top, "still_busy", False)):
            self._quiet_from = frame + 1 + SHOWN_AFTER
        if frame < self._quiet_from:
            return
        marker = self._marker(participants)
        if table and self.view.app.ready_canvas(CANVAS):
            return  # the 1080p canvas a table switches to while a screen opens over it
        if self._rehearsal is None or self._rehearsal[0] != marker:
            bots = {s: LOWEST_BID for s in participants
                    if not self.view.session.seats[s].is_human}
            ahead = self._overlay(state, participants, bots, lambda: 0.0, lambda _: None)
            self._rehearsal = (marker, ahead.rehearse())
        if next(self._rehearsal[1], END) is not END and table:
            self.view.app.frame_work += REHEARSAL_MS

    def table_edges(self) -> tuple[str, ...] | None:
        """The view's table edges, seat by seat (None off a table)."""
        return getattr(self.view, "table_edges", lambda: None)()

    def warm_table(self, sizes: TableSizes) -> None:
        """As the table's screen opens (its opening frame, not one of play): the auction
        screen's costliest word at the sizes it may take there
        (:func:`~game.engine.auction.ahead.warm_table_words`)."""
        edges = self.table_edges()
        warm_table_words(self.view.app.fonts, sizes, table_ends(edges))

    def waiting(self) -> bool:
        """An auction with a human in it is due and its screen is not open yet (the board
        is in view for a look first)."""
        state = self.view.state
        if self.scene is not None or self.pending:
            return False
        participants = self.participants(state)
        if not participants or self.sealed_mode(state):
            return False
        return bool(self.humans(participants))

    def seconds_to_open(self) -> int | None:
        """Whole seconds until the due auction's screen opens (None: none is waiting)."""
        if not self.waiting():
            return None
        if self._due is None:
            return max(1, math.ceil(self.look_seconds))
        return max(1, math.ceil(self._due_at - self.clock()))

    def start_now(self) -> None:
        """Open the waiting auction at the next frame (the prompt's "Start" button)."""
        self._start_now = True

    def holds_bots(self) -> bool:
        """True while an auction with a human in it is due, running or being submitted."""
        return self.scene is not None or bool(self.pending) or self.waiting()

    def sealed_mode(self, state: Any) -> bool:
        """The auction runs without the clock, as secret bids: the play scene's move list
        (the keyboard fallback) is open, or a human already gave a secret bid from it."""
        return self.view.moves_open() or self.sealed_by_human(state)

    def start(self, state: Any, participants: tuple[int, ...]) -> AuctionScene:
        """Push the real-time auction screen for ``participants``."""
        session = self.view.session
        bots = {s: self.bot_limit(s) for s in participants if not session.seats[s].is_human}
        overlay = self._overlay(state, participants, bots, self.clock)
        # a key already held when the screen opens (a player got ready during the look)
        # holds: the screen never saw its key-down, which went to the board
        held = self.keys_down()
        for seat in list(overlay.seats.values()):
            if seat.key is not None and held[seat.key]:
                overlay.handle(pygame.event.Event(pygame.KEYDOWN, key=seat.key, mod=0,
                                                  scancode=0, unicode=""))
        self._for = self._marker(participants)
        if overlay.layout.size != CANVAS:  # at a table: drawn at the table's resolution
            self.scene = TableAuctionScene(self.view.app, overlay, self._on_result)
        else:
            self.scene = AuctionScene(self.view.app, overlay, self._on_result)
        self.view.app.push(self.scene)
        return self.scene

    def _overlay(self, state: Any, participants: tuple[int, ...], bots: dict[int, int],
                 clock: Callable[[], float],
                 sound: Callable[[str], None] | None = None) -> AuctionOverlay:
        """The auction screen for ``participants`` (bots at their ``bots`` prices)."""
        app, session = self.view.app, self.view.session
        humans = self.humans(range(len(session.seats)))
        # at a table each seat's panel lies at its own edge
        edges = self.table_edges()
        sides, shown = seat_sides(len(session.seats), humans, participants, edges)
        look = auction_seats(app, session.seats, shown, bot_max=bots, sides=sides)
        kwargs: dict[str, Any] = {} if self.result_seconds is None else {
            "result_seconds": self.result_seconds}
        if edges:  # at a table the screen is drawn at the table's own size (crisp at 4K),
            # its words sized for the table's screen, and its seats told to touch their logos
            kwargs["table"] = TableSizes(app.canvas.get_size(), app.settings.screen_diagonal)
            kwargs["touch_first"] = True
            kwargs["ends"] = table_ends(edges)  # the lot, turned to the short edges' seats
        return AuctionOverlay(
            look, money={s: self.money(state, s) for s in participants},
            seed=session.seed * 7919 + len(session.log),
            variant=settings_variant(app), sound=sound or app.sound.play, fonts=app.fonts,
            clock=clock, lot=self.lot(state), **kwargs,
        )

    def _marker(self, participants: tuple[int, ...]) -> tuple[Any, ...]:
        """Identifies one auction step (:meth:`step_id`) and its participants."""
        return (self.step_id(self.view.state), participants)

    def _on_result(self, result: AuctionResult) -> None:
        scene = self.scene
        self.scene = None
        if scene is None or self._for is None:
            return
        marker, self._for = self._for, None
        participants = marker[-1]
        if self._marker(participants) != marker:  # the game changed meanwhile (undo/load)
            return
        cannot = [(e.seat, e.price) for e in scene.panel.log
                  if e.kind == CANNOT_AFFORD and e.seat is not None and e.price is not None]
        self.results.append(result)
        self.pending = self.result_actions(result, cannot, participants,
                                           set(self.humans(participants)))
        self._flush()

    def _flush(self) -> None:
        while self.pending:
            action = self.pending.pop(0)
            if not self.view.submit_for(action):
                self.pending.clear()  # the rules refused: the next update starts afresh
                return

    def cancel(self) -> None:
        """Forget a running auction (the state was replaced)."""
        if self.scene is not None and self.view.app.top is self.scene:
            self.view.app.pop()
        self.scene = None
        self._due = None
        self._for = None
        self.pending.clear()
