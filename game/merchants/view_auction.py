"""The Auction action of Merchants of Andromeda on screen: the real-time clock, then the rules.

When the rules reach the auction step (``state.current_player == SIMULTANEOUS``, decision
``"auction"``, participants in ``state.auction_eligible``), :class:`AuctionDriver`:

* with at least one **human** still in, leaves the board in view for ``look_seconds``
  (the prompt counts down, names the card and offers "Start the auction now"; a key a
  player already holds when it opens counts as held), then pushes the shared real-time
  auction screen
  (:mod:`game.engine.auction`) with every participant still eligible: humans hold their
  key or put a finger on their logo, bots let go at ``max_bid(view, seat)`` (from
  :mod:`game.merchants.bots`, computed on each bot's own view) after a reaction delay.
  The screen is given every participant's money, so a winner who cannot pay is shown as
  such and a new auction runs at once without them, as the rulebook says. When the screen
  is done, the result becomes the rules' actions, in order: one ``Bid(seat, price)`` per
  seat that could not pay (the rules drop that seat, the step stays open), then the
  winner's ``Bid`` or a ``NoBid`` (no winner at 5);
* while the play scene's **move list** is open (the keyboard-only fallback), or once a
  human gave a secret bid from it, the auction runs without the clock: every seat gives a
  secret highest bid (``SealedBid``), as the rules offer for no-clock play;
* with **only bots** still in (all-bot tables, screenshots, bench), resolves it at once
  without the screen: every bot's ``max_bid``, the highest wins at its own price, ties by
  seat order from the active player (``bots.resolve_auction``, the simulator's rule).

Prices: the auction engine's lowest bid is 6 (5 ends the auction with no winner,
docs/assumptions/auction.md). ``assets/data/merchants/components.toml`` says
``min_bid = 5``; we follow the engine, so a bot maximum of 5 counts as "never bids" in
both paths above (the rules would accept a bid of 5).

The clock's result is the table's joint decision, not one seat's: the driver submits each
action on behalf of the seat it names (see :meth:`GameView.submit` and the view's
``submit_for``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.core.auction import CANNOT_AFFORD, AuctionResult, AuctionRules
from game.core.protocol import SIMULTANEOUS, Action
from game.core.rng import Rng
from game.core.session import decision_seed
from game.engine.auction.ahead import warm_table_words
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
from game.merchants.bots import resolve_auction
from game.merchants.hard import auction_limit
from game.merchants.rules.actions import Bid, NoBid
from game.merchants.rules.data import Card
from game.merchants.rules.state import MerchantsState
from game.merchants.rules.turn import describe_card

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App


class AuctionHost(Protocol):
    """What the driver needs from the board view that runs it (the Merchants view); a
    protocol, so this module does not import the view that imports it."""

    app: App
    session: Session
    actor: int | None
    viewer: int | None

    @property
    def state(self) -> MerchantsState: ...

    def layers_current(self, viewer: int | None) -> bool: ...

    def moves_open(self) -> bool: ...

    def submit_for(self, action: Action) -> bool: ...

#: the engine's lowest biddable price (the end price 5 itself cannot be bid)
LOWEST_BID = AuctionRules().lowest_bid
#: seconds the board stays in view before an auction screen opens: the auction covers the
#: whole screen, so each player first sees the card up for auction on the board, their
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


def in_auction(state: MerchantsState) -> bool:
    return (not state.is_over and state.current_player == SIMULTANEOUS
            and state.decision == "auction" and bool(state.auction_eligible))


def bot_limit(session: Session, seat: int) -> int:
    """A bot's highest price from its own view, by its level (the Hard bot prices the lot
    from its evaluation); below the engine's lowest bid = 0. Seeded by the game seed and
    the position, so a replay gives the same price."""
    state = session.state
    assert isinstance(state, MerchantsState)
    level = session.seats[seat].bot or "heuristic"
    rng = Rng(decision_seed(session.seed, len(session.log), seat), stream=2000 + seat)
    price = auction_limit(level, state.view(seat), seat, rng)
    return price if price >= LOWEST_BID else 0


def result_actions(result: AuctionResult, cannot_pay: list[tuple[int, int]],
                   participants: tuple[int, ...], humans: set[int]) -> list[Action]:
    """The rules' actions for an auction result, in the order they happened."""
    actions: list[Action] = [Bid(seat, price) for seat, price in cannot_pay]
    if result.winner is not None and result.price is not None:
        actions.append(Bid(result.winner, result.price))
        return actions
    left = [s for s in participants if s not in result.excluded]
    if left:  # the price ran out: reported by a seat still in (a human if any)
        reporter = next((s for s in left if s in humans), left[0])
        actions.append(NoBid(reporter))
    return actions  # nobody left: the rules close the step after the last exclusion


class AuctionDriver:
    """Runs the Auction step of the turn for the Merchants board view (an :class:`AuctionHost`)."""

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

    @property
    def running(self) -> bool:
        return self.scene is not None

    def update(self) -> None:
        """Called every frame: submit a finished result, or start the next auction."""
        view = self.view
        state = view.state
        if self.pending:
            self._flush()
            return
        if self.scene is not None or not isinstance(state, MerchantsState):
            return
        if not in_auction(state):
            return
        seats = view.session.seats
        participants = tuple(state.auction_eligible)
        humans = [s for s in participants if seats[s].is_human]
        if humans and self.sealed_mode(state):
            return  # the move list's secret bids decide this auction
        if not humans:
            view.submit_for(resolve_auction(state, {s: bot_limit(view.session, s)
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

    def _prepare(self, state: MerchantsState, participants: tuple[int, ...]) -> None:
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
        table = getattr(self.view, "table_edges", lambda: None)()
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

    def warm_table(self, sizes: TableSizes) -> None:
        """As the table's screen opens (its opening frame, not one of play): the auction
        screen's costliest word at the sizes it may take there
        (:func:`~game.engine.auction.ahead.warm_table_words`)."""
        warm_table_words(self.view.app.fonts, sizes)

    def waiting(self) -> bool:
        """An auction with a human in it is due and its screen is not open yet (the board
        is in view for a look first)."""
        state = self.view.state
        if self.scene is not None or self.pending or not isinstance(state, MerchantsState):
            return False
        if not in_auction(state) or self.sealed_mode(state):
            return False
        return any(self.view.session.seats[s].is_human for s in state.auction_eligible)

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

    def sealed_mode(self, state: MerchantsState) -> bool:
        """The auction runs without the clock, as secret bids: the play scene's move list
        (the keyboard fallback) is open, or a human already gave a secret bid from it."""
        if self.view.moves_open():
            return True
        frame = state.pending[-1] if state.pending else {}
        sealed = frame.get("sealed", {}) if isinstance(frame, dict) else {}
        return any(self.view.session.seats[int(k)].is_human for k in sealed)

    def start(self, state: MerchantsState, participants: tuple[int, ...]) -> AuctionScene:
        """Push the real-time auction screen for ``participants``."""
        session = self.view.session
        bots = {s: bot_limit(session, s) for s in participants if not session.seats[s].is_human}
        overlay = self._overlay(state, participants, bots, self.clock)
        look = list(overlay.seats.values())
        # a key already held when the screen opens (a player got ready during the look)
        # holds: the screen never saw its key-down, which went to the board
        held = self.keys_down()
        for seat in look:
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

    def _overlay(self, state: MerchantsState, participants: tuple[int, ...],
                 bots: dict[int, int], clock: Callable[[], float],
                 sound: Callable[[str], None] | None = None) -> AuctionOverlay:
        """The auction screen for ``participants`` (bots at their ``bots`` prices)."""
        app, session = self.view.app, self.view.session
        humans = [s for s in range(len(session.seats)) if session.seats[s].is_human]
        # at a table each seat's panel lies at its own edge
        edges = getattr(self.view, "table_edges", lambda: None)()
        sides, shown = seat_sides(len(session.seats), humans, participants, edges)
        look = auction_seats(app, session.seats, shown, bot_max=bots, sides=sides)
        kwargs: dict[str, Any] = {} if self.result_seconds is None else {
            "result_seconds": self.result_seconds}
        if edges:  # at a table the screen is drawn at the table's own size (crisp at 4K),
            # its words sized for the table's screen, and its seats told to touch their logos
            kwargs["table"] = TableSizes(app.canvas.get_size(), app.settings.screen_diagonal)
            kwargs["touch_first"] = True
        return AuctionOverlay(
            look, money={s: state.money[s] for s in participants},
            seed=session.seed * 7919 + len(session.log),
            variant=settings_variant(app), sound=sound or app.sound.play, fonts=app.fonts,
            clock=clock, lot=auction_lot(state), **kwargs,
        )

    def _marker(self, participants: tuple[int, ...]) -> tuple[Any, ...]:
        """Identifies one auction step: bots' secret bids may arrive while the screen runs
        (the play scene keeps asking pending bots), so the log length is not used."""
        state = self.view.state
        decided = sum(1 for e in self.view.session.log if isinstance(e.action, (Bid, NoBid)))
        return (getattr(state, "turn", 0), decided, in_auction(state)
                if isinstance(state, MerchantsState) else False, participants)

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
        humans = {s for s in participants if self.view.session.seats[s].is_human}
        self.results.append(result)
        self.pending = result_actions(result, cannot, participants, humans)
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


def influence_words(card: Card) -> str:
    """What a card's influence action does, in a player's words (the rulebook's board
    sections), for the auction screen."""
    if card.board == "station":
        sectors = " or ".join(str(s) for s in card.sectors)
        return f"place 1 influence in Station sector {sectors}" if sectors else (
            "place 1 influence on the Station")
    if card.board == "production":
        return "produce 1 " + " and 1 ".join(card.resources) if card.resources else "produce"
    return {
        "exploration": "explore a planet",
        "defense": "defend the lanes",
        "senate": "cast 2 votes in the Senate",
        "explore_defend": "claim 1 planet tile and defend 1 lane",
    }.get(card.board, f"take a {card.board} action")


def auction_lot(state: MerchantsState) -> str:
    """The card up for auction and both actions its winner takes, in words ("the Senate
    card (cast 2 votes in the Senate, produce 1 helium)"); empty when there is none."""
    card = state.slots[2] if len(state.slots) > 2 else None
    if card is None:
        return ""
    c = state.c.card(card)
    if c.is_event:
        return describe_card(c)
    name = "Explore & Defend" if c.board == "explore_defend" else c.board.title()
    return f"the {name} card ({influence_words(c)}, produce 1 {c.bottom})"
