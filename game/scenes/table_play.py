"""The play scene in table mode: a touchscreen lying flat, the seats at its edges.

Everything the play scene does (bots off the frame, autosave, undo, the log, the end of
the game) stays; what changes is where things are and who may touch what:

* the canvas is the screen's own resolution (crisp at 4K), laid out by
  :func:`game.engine.table.edges.place_seats`: a panel per seat along its edge, the board
  in the middle;
* each seat's panel is drawn upright and turned to face its seat
  (:class:`~game.engine.table.panel.RotatedPanel`): name, the game's things for that seat
  (:class:`~game.engine.table.contract.TableView`), and, for the acting seat, its prompt,
  its buttons and its lit edge;
* hidden cards are face down; their owner sees them while holding a finger on the peek
  area of their own panel; there is no pass-the-device screen;
* every finger is routed by :class:`~game.engine.table.touch.TouchRouter`: the acting seat
  acts on the board and its panel (and on what its view lets it reach in another seat's
  panel: ``TableView.table_reach_targets``), the others only on their own panels; stray
  touches do nothing. The mouse is one more finger.

A board view that does not declare its seat panels (not a ``TableView``) still plays: its
seats get the shared frame (name, prompt, buttons) and the board is its normal one.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import Action
from game.core.session import actor_of
from game.engine.app import CANVAS
from game.engine.boardview import BoardView, ButtonSpec
from game.engine.input import POINTER_TYPES, POINTER_UP
from game.engine.table.compose import Composer
from game.engine.table.contract import TableView
from game.engine.table.edges import TableLayout, default_slots, edge_of, place_seats
from game.engine.table.panel import RotatedPanel
from game.engine.table.readcard import paint_read_card, warm_read
from game.engine.table.seatpanel import (
    PANEL_DEPTH,
    SIDE_DEPTH,
    PanelParts,
    layout_buttons,
    paint_frame,
    paint_prompt,
    panel_parts,
)
from game.engine.table.touch import Spot, TouchRouter
from game.engine.table.transform import EDGE_ROTATION, Orient
from game.engine.tablesetup import TableSizes
from game.engine.widgets import BoardTarget, Button, Widget
from game.scenes.play import PlayScene
from game.scenes.table_canvas import WindowCanvas
from game.scenes.table_frames import UNPAINTED, TableFrames
from game.scenes.table_notes import Notice, PanelKey, SeatNotes
from game.scenes.ways import ways

if TYPE_CHECKING:
    from game.core.protocol import Event
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.scene import Scene

#: the newest log lines a table view may show (TableView.table_log)
LOG_LINES = 3


def table_slots(app: App, players: int) -> tuple[str, ...]:
    """The seats' edges: the players' remembered choice when it is for this many seats,
    else the default for the count."""
    remembered = app.settings.table_seats
    if len(remembered) == players:
        return tuple(remembered)
    return default_slots(players)


class TablePlayScene(WindowCanvas, TableFrames, SeatNotes, PlayScene):
    """The play scene laid out around a table (see the module docstring)."""

    def __init__(self, app: App, session: Session, *, slots: tuple[str, ...] | None = None,
                 size: tuple[int, int] | None = None, **kwargs: Any) -> None:
        super().__init__(app, session, **kwargs)
        self.slots = tuple(slots) if slots else table_slots(app, len(session.seats))
        self.router = TouchRouter()
        #: seconds since the scene started (the router's clock: frames, not the wall)
        self.clock = 0.0
        #: how many fingers hold each seat's peek area
        self.peeking: dict[int, int] = {}
        #: what each seat reads by a long press on a target of its own panel (its key)
        self.reading: dict[int, Hashable] = {}
        #: toasts (refusals, "Undone"...) told in the panels, facing the seats they are
        #: for (:mod:`game.scenes.table_notes`)
        self.notes: list[Notice] = []
        self._fixed_size = size
        self._pending: tuple[Hashable, tuple[int, ...]] | None = None
        self.size: tuple[int, int] = (0, 0)
        self.arrange(size or app.screen.get_size())

    # ------------------------------------------------------------ layout
    def arrange(self, size: tuple[int, int]) -> None:
        """Place the seats and the board for a canvas of ``size``."""
        self.size = (int(size[0]), int(size[1]))
        self.sizes = TableSizes(self.size, self.app.settings.screen_diagonal)
        self.table: TableLayout = self.seat_layout()
        self.panels = [RotatedPanel(o) for o in self.table.panels]
        self.parts: list[PanelParts] = [panel_parts(o.size, self.sizes)
                                        for o in self.table.panels]
        #: each panel's background, by look and state (seatpanel.paint_frame), made now
        self.backgrounds: dict[Hashable, pygame.Surface] = {}
        for seat, panel in enumerate(self.panels):
            panel.warm()
            look = self.app.theme.player(self.session.seats[seat].colour)
            for acting in (False, True):
                paint_frame(panel.surface(), self.app, self.parts[seat], self.sizes, "", look,
                            "", acting, self.backgrounds)
        #: each turn card's panel that made the picture the board shows, and every
        #: panel made for a card, by name and orientation (kept: no new surfaces in play)
        self.turned: dict[str, RotatedPanel] = {}
        self._turned_all: dict[tuple[str, Orient], RotatedPanel] = {}
        #: the board layers' key whose panels were all painted ahead, and the one its
        #: layers were last composed for (a view may keep its own top layer)
        self._ahead_done: Hashable = None
        self._composed: Hashable = None
        #: the still picture, and whether the window shows it as of the last frame
        self.still = Composer(self.size, self.app.theme.c("background"))
        self._shown = False
        #: where moving things were drawn in the last frame (to be put back): on the
        #: board, and over the seats' panels (TableFrames.draw_floating)
        self._moved: list[pygame.Rect] = []
        self._floated: list[pygame.Rect] = []
        self._still_behind = False
        #: the board's new picture is not on the window yet (what moves waits for it)
        self._board_behind = False
        #: rectangles painted into the still picture and not yet copied to the window,
        #: and for how many frames in a row they were kept back (TableFrames.draw_table)
        self._owed: list[pygame.Rect] = []
        self._synced: tuple[object, tuple[str, ...]] | None = None  # (sync_log)
        self._held = 0
        #: a part that shows the decision is still to be painted (the window waits)
        self._turn_behind = False
        #: the seats whose panels in the still picture show their prompt
        self._prompted: set[int] = set()
        #: what the still picture and the window show (TableFrames.on_window)
        self._painted = self._window = (None, {})
        self._tap = None
        if isinstance(self.view, TableView):
            board = self.table.board
            self.view.table_button_rows = tuple(p.buttons for p in self.parts)
            self.view.table_facing = self.facing
            self.view.table_anchors = [
                (min(max(o.canvas_rect.centerx, board.left), board.right - 1),
                 min(max(o.canvas_rect.centery, board.top), board.bottom - 1))
                for o in self.table.panels]
        self.view.layout(self.table.board)
        self.warm_cards()
        if isinstance(self.view, TableView) and \
                type(self.view).table_seat_read is not TableView.table_seat_read:
            warm_read(self.app, self.sizes)  # (a long press reads: its first card 60 ms)
        self.dirty = True

    def seat_layout(self) -> TableLayout:
        """The panels at their depths (long edges :data:`PANEL_DEPTH`, short edges
        :data:`SIDE_DEPTH`), the short edges' deeper by the board's width its view leaves
        unused (:meth:`TableView.table_side_room`: Starship's square board)."""
        u = self.sizes.u
        long, side, gap = u(PANEL_DEPTH), u(SIDE_DEPTH), u(6)
        table = place_seats(self.size, self.slots, long, gap, side)
        view = self.view
        if not isinstance(view, TableView):
            return table
        view.table = self.sizes
        sides = len({edge_of(s) for s in self.slots} & {"left", "right"})
        more = view.table_side_room(table.board) // sides if sides else 0
        return place_seats(self.size, self.slots, long, gap, side + more) if more else table

    def shared_buttons(self) -> list[tuple[Button, bool]]:
        """Menu (anyone may open it) and Undo (the acting seat), as symbols that read
        from every side, at the top corners of the board view (a round board leaves
        them free); (button, for anyone)."""
        side = self.sizes.min_target + self.sizes.u(8)
        area = self.view.table_button_area() if isinstance(self.view, TableView) else None
        board = area or self.table.board
        pad = self.sizes.u(8)
        menu = Button((board.left + pad, board.top + pad, side, side), "\u2261", self.back,
                      key="menu", size=self.sizes.u(40))
        undo = Button((board.right - pad - side, board.top + pad, side, side), "\u21b6",
                      self.undo, key="undo", size=self.sizes.u(40),
                      enabled=self.can_undo(), why_disabled=self.explain_undo)
        for b in (menu, undo):
            b.rect.size = (side, side)
        return [(menu, True), (undo, False)]

    # ------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self.app.use_canvas(self.size)
        super().enter()
        self.sync_log()

    def resume(self) -> None:
        self.app.use_canvas(self.size)
        self._shown = False
        super().resume()

    def pause(self) -> None:
        self.router.release_all(self.clock)
        self.app.use_canvas(CANVAS)
        super().pause()

    def exit(self) -> None:
        self.router.release_all(self.clock)
        self.app.use_canvas(CANVAS)
        super().exit()

    # ------------------------------------------------------------ who is who
    def needs_cover(self, actor: int | None) -> bool:
        """No pass-the-device at a table: secrets are face down, peeked by holding."""
        return False

    @property
    def viewer(self) -> int | None:
        """Whose eyes the board is drawn for. A table view's board is everyone's and shows
        only what all may see (None). A view that has not declared its seat panels is drawn
        for the deciding human seat (its secrets are then on the shared board: such a game
        plays at a table only one way round, see docs/table-mode.md), never for nobody,
        which would show every seat's secrets."""
        if isinstance(self.view, TableView):
            return None
        acting = self.acting_seats()
        if acting:
            return acting[0]
        return self.humans[0] if self.humans else None

    def pending(self) -> tuple[int, ...]:
        """The seats that decide now, asked of the rules once per position (every frame
        asks, several times)."""
        state = self.session.state
        key = (id(state), len(self.session.log), self.generation)
        if self._pending is None or self._pending[0] != key:
            seats = () if state.is_over else tuple(state.pending_seats())
            self._pending = (key, seats)
        return self._pending[1]

    def position(self) -> tuple[int, int]:
        """The position the table shows (an undo makes a new one at the same length)."""
        return (self.generation, len(self.session.log))

    def acting_seats(self) -> list[int]:
        """The human seats that decide now (several in a simultaneous step)."""
        return [s for s in self.pending() if self.session.seats[s].is_human]

    def facing(self) -> int:
        """The rotation of the board's turned cards: toward the seat whose turn it is."""
        pending = self.pending()
        if len(pending) != 1:
            return 0
        return EDGE_ROTATION[self.table.edge(pending[0])]

    def results_scene(self) -> Scene:
        """The results round the table, each seat's at its own place."""
        return ways().table_results(self.app, self.session, self.slots, self._fixed_size)

    # ------------------------------------------------------------ widgets
    def board_widgets(self) -> list[Widget]:
        return []

    def refresh_widgets(self) -> None:
        """Table mode routes fingers itself (:meth:`spots`): no canvas widgets."""
        self.set_widgets([])

    # ------------------------------------------------------------ input
    def peek(self, seat: int, holding: bool) -> None:
        count = self.peeking.get(seat, 0) + (1 if holding else -1)
        if count > 0:
            self.peeking[seat] = count
        else:
            self.peeking.pop(seat, None)
        self.dirty = True

    def is_peeking(self, seat: int) -> bool:
        return self.peeking.get(seat, 0) > 0

    def read(self, seat: int, key: Hashable, holding: bool) -> None:
        """A long press on ``seat``'s panel target ``key`` starts (``holding``) or stops
        reading it: its text covers that seat's panel meanwhile."""
        if holding:
            self.reading[seat] = key
        elif self.reading.get(seat) == key:
            del self.reading[seat]
        self.dirty = True

    def read_words(self, seat: int) -> tuple[str, str] | None:
        """The title and text ``seat`` reads now in its panel, if any."""
        key = self.reading.get(seat)
        view = self.view
        if key is None or not isinstance(view, TableView):
            return None
        return view.table_seat_read(seat, key)

    def spots(self) -> list[Spot]:
        """Everything a finger may touch now, bottom first (canvas rectangles)."""
        out: list[Spot] = []
        view = self.view
        if isinstance(view, BoardView) and view.actor is not None:
            out += [Spot(("board", t.key), t.rect, None, on_tap=t.choose)
                    for t in view.current_targets()]
        if isinstance(view, TableView):
            rotation = self.facing()
            for card in view.table_turn_cards():
                size = card.upright_size(rotation)
                orient = Orient(size, rotation, card.rect.topleft)
                # any finger may hold a thing to read it (under the acting seat's taps)
                out += [Spot(("read", card.name, key), orient.rect_to_canvas(rect), None,
                             "hold", on_hold=partial(view.table_read, key))
                        for key, rect in card.reads(size)]
                if view.actor is not None:
                    out += [Spot(("turned", card.name, t.key), orient.rect_to_canvas(t.rect),
                                 None, on_tap=t.choose) for t in card.targets(size)]
        out += [Spot(("widget", w.key), w.rect, None, on_tap=w.activate)
                for w in self.fallback_widgets()]
        acting = self.acting_seats()
        for seat, orient in enumerate(self.table.panels):
            if not self.session.seats[seat].is_human:
                continue
            parts = self.parts[seat]
            if isinstance(view, TableView):
                peek = view.table_peek_area(seat, parts.game)
                if peek is not None:
                    out.append(Spot(("peek", seat), orient.rect_to_canvas(peek), seat, "hold",
                                    on_hold=partial(self.peek, seat)))
                if seat in acting:
                    out += [Spot(("seat", seat, t.key), orient.rect_to_canvas(t.rect), seat,
                                 on_tap=t.choose,
                                 on_read=partial(self.read, seat, t.key)
                                 if view.table_seat_read(seat, t.key) else None)
                            for t in view.table_seat_targets(seat, parts.game)]
            if seat in acting:
                for b in self.seat_buttons(seat):
                    out.append(Spot(("button", seat, b.key), orient.rect_to_canvas(b.rect), seat,
                                    on_tap=b.activate))
        if isinstance(view, TableView):  # what a deciding seat taps in another's panel
            for seat in acting:
                for other, orient in enumerate(self.table.panels):
                    out += [Spot(("reach", seat, other, t.key), orient.rect_to_canvas(t.rect),
                                 other, on_tap=t.choose, by=seat)
                            for t in (view.table_reach_targets(seat, other, self.parts[other].game)
                                      if other != seat else ())]
        for button, anyone in self.shared_buttons():
            tap = button.activate if button.enabled else button.refused
            out.append(Spot(("shared", button.key), button.rect, None, on_tap=tap,
                            anyone=anyone))
        return out

    def shown_spots(self) -> list[Spot]:
        """:meth:`spots` a finger may land on now: a tap acts only on what the window
        shows. The window keeps its last picture while a new decision's parts are painted
        (``TableFrames.draw_table``); a tap spot whose part (the board with its turn
        cards, or a seat's panel) is not on the window as it is now is left out, so a
        second tap in those frames lands on nothing and is refused quietly, instead of
        acting on a decision the player cannot see yet (an old target's place may be a
        new decision's target). Holds (peek, read) and the menu always answer."""
        parts, _ = self.still_order()
        _, shown = self.on_window()
        stale = {p.name for p in parts if shown.get(p.name, UNPAINTED) != p.key}
        board = bool(stale & {p.name for p in parts
                              if p.name == "board" or p.name.startswith("card:")})
        out = []
        for spot in self.spots():
            kind = spot.key[0] if isinstance(spot.key, tuple) else None
            if spot.kind == "tap" and not spot.anyone:
                if kind in ("seat", "button", "reach") and f"seat{spot.seat}" in stale:
                    continue
                if spot.seat is None and board:
                    continue
            out.append(spot)
        return out

    def fallback_widgets(self) -> list[Widget]:
        """A view that does not declare its seat panels keeps its own buttons on the board
        (reading one way) so that its game still plays at a table."""
        view = self.view
        if isinstance(view, TableView) or view.actor is None:
            return []
        board = isinstance(view, BoardView)  # its targets are spots already
        return [w for w in view.widgets()
                if w.enabled and not (board and isinstance(w, BoardTarget))]

    def accepts(self, action: Action) -> bool:
        """At a table every seat that decides now plays from its own panel (several at once
        in a simultaneous step: a vote, sealed bids); and a result the whole table made
        for a seat, a bot's too (a real-time auction a bot won: the view submits it for
        that seat, its ``actor`` set to it, as on a monitor)."""
        seat = actor_of(self.session.state, action)
        return seat in self.acting_seats() or (seat == self.view.actor
                                               and seat in self.pending())

    def submit(self, action: Action) -> bool:
        """A seat's tap that came too late (its part of a vote done, two fingers on two
        ballot boxes with one vote left) is told who the table waits for, not "It is not
        your turn." (while others still decide, it was their turn together)."""
        seat = actor_of(self.session.state, action)
        waiting = [self.session.seats[s].name for s in self.pending() if s != seat]
        if self.accepts(action) or seat in self.pending() or not waiting:
            return super().submit(action)
        names = " and ".join(filter(None, (", ".join(waiting[:-1]), waiting[-1])))
        self.app.toast(f"Your part is done: waiting for {names}.", error=True)
        return False

    # ------------------------------------------------------------ told to everyone
    def apply(self, action: Action) -> list[Event]:
        """A move, whoever's tap made it: what it makes the view say (Starship's "Both
        Destinations redrawn") is every seat's news (:mod:`game.scenes.table_notes`)."""
        with self.told_to(None):
            return super().apply(action)

    def undo(self) -> None:
        """Undo: "Undone: back to Ann's move." is every seat's news (the seats whose
        moves were taken back learnt it only when they were the deciding seat); a refusal
        ("Nothing to undo here.") stays the tapping seat's."""
        if not self.can_undo():
            super().undo()
            return
        with self.told_to(None):
            super().undo()

    def flush_autosave(self) -> None:
        """A failed autosave is every seat's news, not a reply to the last tap."""
        with self.told_to(None):
            super().flush_autosave()

    def recover(self, message: str) -> None:
        """A move the rules failed on (the game rebuilt from its log): everyone's news."""
        with self.told_to(None):
            super().recover(message)

    def seat_buttons(self, seat: int) -> list[Button]:
        """A deciding ``seat``'s buttons, in its panel's upright coordinates."""
        if not isinstance(self.view, TableView) or seat not in self.acting_seats():
            specs: list[ButtonSpec] = []
        else:
            specs = self.view.table_buttons(seat)
        return layout_buttons(specs, self.parts[seat].buttons, self.sizes, self.app.fonts)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type not in POINTER_TYPES:
            return super().handle(event)
        finger = self.router.held(int(getattr(event, "finger", -1)))
        # what a lift's tap makes the app say is for the seat whose finger it is
        # (a refusal); what a move or an undo makes it say, for everyone (table_notes)
        tapper = self.tapper(finger) if event.type == POINTER_UP else None
        with self.told_to(tapper):
            used = self.router.pointer(event, self.clock, self.shown_spots,
                                       self.acting_seats())
        if used:
            self.dirty = True
            if event.type == POINTER_UP and finger is not None and finger.kind == "tap":
                self.mark_tap(finger.rect)  # (a tap that acted: felt at once)
        return used

    # ------------------------------------------------------------ loop
    @property
    def animating(self) -> bool:
        """While pieces move or parts of the still picture wait for their repaint. Not
        while a bot thinks: a table shows "thinking…" in the bot's panel, with no moving
        dots, so an idle frame draws and presents nothing (a 4K window is costly to flip)."""
        return (self.view.animating or self._still_behind or bool(self._owed)
                or self._tap is not None or bool(self._floated))

    @property
    def busy(self) -> bool:
        """Also while a bot's turn is pending: its decision is played once the bot delay
        has passed, and only frames count that delay (a still app wakes only when the
        decision arrives and then twice a second: a bot's move took 24 s at the default
        0.8 s delay). The frames draw nothing while nothing changes (see ``animating``)."""
        return super().busy or bool(self.pending_bots()) or self.router.waiting()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.router.tick(self.clock)
        self.follow_window()
        self.take_toasts()
        # what moves on the board waits for the board's new picture on the window (it is
        # drawn only then: TableFrames.draw_table), so its glides start when seen; at 4K
        # the board's picture takes frames (a Starship pawn's glide was two thirds over)
        view = self.view
        waiting = [(a, a.t) for a in view.animations] if (
            self._board_behind and isinstance(view, BoardView)) else []
        super().update(dt)
        for tween, t in waiting:
            tween.t = t
        self.take_toasts()
        self.sync_log()
        self.age_notes(dt)

    def sync_log(self) -> None:
        """Give the view the newest log lines (it may show them on a turn card)."""
        if isinstance(self.view, TableView):
            lines = tuple(text for _, text, _ in self.lines[-LOG_LINES:])
            if self._synced != (self.view, lines):  # (a view may reword them)
                self._synced = (self.view, lines)
                self.view.table_log = lines

    # ------------------------------------------------------------ drawing
    def seat_status(self, seat: int, acting: list[int]) -> str:
        if seat in acting:
            return "Your turn"
        if seat in self.pending():
            return "thinking\u2026"
        return ""

    def panel_key(self, seat: int, acting: list[int]) -> PanelKey:
        """Everything ``seat``'s panel shows (it is repainted only when this changes)."""
        peeking = self.is_peeking(seat)
        view = self.view
        game = view.table_seat_key(seat, peeking) if isinstance(view, TableView) else None
        words: tuple[object, ...] = tuple(self.notes_for(seat))
        if isinstance(view, TableView) and (seat in acting or peeking):
            words += (tuple(view.table_details(seat, peeking)),)
        if isinstance(view, TableView) and seat not in acting:
            words += (tuple(view.table_aside(seat)),)
        if seat in acting and isinstance(view, TableView):
            words += (view.table_prompt(seat), tuple(b.label for b in self.seat_buttons(seat)))
        return PanelKey((self.session.seats[seat].name, seat in acting,
                         self.seat_status(seat, acting), peeking, game, words,
                         self.read_words(seat)), tuple(self.news_for(seat, acting)))

    def paint_panel(self, seat: int, acting: bool, surface: pygame.Surface) -> None:
        """``seat``'s panel, upright (the frame, the game's part, prompt and buttons; a
        frame paints it in steps: ``TableFrames.panel_steps``)."""
        self.paint_head(seat, acting, surface)
        self.paint_words(seat, acting, surface)

    def paint_head(self, seat: int, acting: bool, surface: pygame.Surface) -> None:
        """The panel's frame and the game's part."""
        self.paint_frame(seat, acting, surface)
        if isinstance(self.view, TableView):
            self.view.paint_table_seat(surface, seat, self.parts[seat].game,
                                       self.is_peeking(seat))

    def paint_frame(self, seat: int, acting: bool, surface: pygame.Surface) -> None:
        """The panel's background, header and edge (:func:`seatpanel.paint_frame`)."""
        app, seat_info = self.app, self.session.seats[seat]
        paint_frame(surface, app, self.parts[seat], self.sizes, seat_info.name,
                    app.theme.player(seat_info.colour),
                    self.seat_status(seat, self.acting_seats()), acting, self.backgrounds)

    def paint_box(self, seat: int, box: pygame.Rect, surface: pygame.Surface) -> None:
        """A waiting ``seat``'s words rectangle ``box`` alone (its panel's frame there and
        its words, clipped to it: ``SeatNotes.news_patch``)."""
        clip = surface.get_clip()
        surface.set_clip(box)
        self.paint_frame(seat, False, surface)
        self.paint_words(seat, False, surface)
        surface.set_clip(clip)

    def paint_words(self, seat: int, acting: bool, surface: pygame.Surface | None) -> None:
        """The prompt, detail lines and buttons (``surface`` None: the words only laid
        out and rendered, :func:`~game.engine.table.seatpanel.paint_prompt`)."""
        app, view, parts = self.app, self.view, self.parts[seat]
        peeking = self.is_peeking(seat)
        notes = self.notes_for(seat)
        buttons = self.seat_buttons(seat) if acting else []
        words = parts.prompt if buttons else parts.words
        if acting and isinstance(view, TableView):
            paint_prompt(surface, app, words, self.sizes, view.table_prompt(seat),
                         notes + view.table_details(seat, peeking), True)
            if surface is not None:
                for button in buttons:
                    button.draw(surface, app, False)
        elif isinstance(view, TableView):
            details = view.table_details(seat, peeking) if peeking else []
            details += view.table_aside(seat) + self.news_for(seat, self.acting_seats())
            if notes or details:
                paint_prompt(surface, app, words, self.sizes, "", notes + details, False)
        elif notes:
            paint_prompt(surface, app, words, self.sizes, "", notes, False)
        read = self.read_words(seat)
        if read is not None and surface is not None:  # a long press: over the whole panel
            paint_read_card(surface, app, parts, self.sizes, *read)
