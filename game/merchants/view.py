"""The Merchants of Andromeda board view: six boards from the Tiled maps, the active player
board, money and influence of every player, and the real-time auction.

Screen (see :mod:`game.merchants.view_layout`): the board the current decision is about is
drawn large (zoomed) in the top left; all six boards are always visible as thumbnails (tap
one to zoom it); the right column shows the active player board with its three action
slots and every player's money, influence supply, votes cast and invader ships; the
prompt panel says what to do and holds large buttons for choices the board cannot express
(which action first, special event options, resources, leaving a planet, defender dice).

Input: tap a green space (Station space, planet tile, lane, ballot box) or action slot;
the defense decision is two taps on lanes (the first selects a die, yellow, and leaves
green the lanes that can pair with it). A tap on a senator card, or on a ballot box when
not voting, reads its senator whole in the prompt panel (pointing at it does too).
Keyboard: Tab (in order) / arrows (on the screen) move the focus over the green targets
and the buttons, Enter or
Space takes it; "Moves" lists everything. A tap that cannot be played says why, in the
rules' words. The Auction step runs the shared real-time auction screen
(:mod:`game.merchants.view_auction`).

The view stands on :class:`~game.engine.boardview.BoardView` (selection, hover, focus
ring, animation ticking, cached layers): its state layer is made of one cached panel per
board, for the right column and for the prompt (:mod:`game.merchants.view_panels`), so an
action repaints only what it changed, each board over its static picture (made with the
layout's first picture); the spaces an action changed pulse on top (:meth:`moving`).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import Action, Event
from game.engine.boardview import HOVER, BoardView, Target, Tween
from game.engine.boardview.focusring import FocusTarget
from game.engine.boardview.mapfit import MapFit
from game.engine.boardview.moving import Moving
from game.engine.boardview.rects import key_at
from game.engine.widgets import BoardTarget, Widget
from game.merchants.rules.actions import (
    Ballot,
    Bid,
    ChooseDefenders,
    ClaimTile,
    ExploreTile,
    NoBid,
    PlaceCard,
    PlaceDefense,
    RemoveStation,
    SealedBid,
    StationSpace,
    Vote,
)
from game.merchants.rules.data import load_maps
from game.merchants.rules.state import MerchantsState
from game.merchants.view_auction import AuctionDriver
from game.merchants.view_draw import active_cells, board_words
from game.merchants.view_draw_parts import placed, space_rect
from game.merchants.view_layout import BOARD_ORDER, Layout, make_layout
from game.merchants.view_panels import MerchantsPanels
from game.merchants.view_prompt import MerchantsPrompt
from game.merchants.view_senate import SenateReading
from game.merchants.view_table import MerchantsTable

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App

#: which board a pending decision is about (zoomed automatically)
DECISION_BOARD = {
    "place_card": "event_track", "order": "event_track", "special": "event_track",
    "station_place": "station", "station_remove": "station", "explore": "exploration",
    "defend": "defense", "defend_one": "defense", "vote": "senate", "ballot": "senate",
    "choose_resource": "production", "choose_board": "exploration", "auction": "event_track",
}
PULSE_SECONDS = 0.7
#: a spot on the boards: ("slot", i) or ("node", board, node id)
Spot = tuple[Any, ...]


class Pulse(Tween):
    """A spot an action just changed, ringed for a moment."""

    def __init__(self, spot: Spot) -> None:
        super().__init__(seconds=PULSE_SECONDS)
        self.spot = spot


class SmallBoard(FocusTarget):
    """A small board in the focus ring: Enter draws it large. It only shows, deciding
    nothing, so the focus the play scene owes a keyboard player never lands on it."""

    only_shows = True


class MerchantsView(MerchantsTable, MerchantsPrompt, MerchantsPanels, SenateReading,
                    BoardView):
    """Draws the six boards and turns taps and keys into the rules' actions.

    Selection keys: ``("lane", n)`` (the first defender die), ``("senator", n)`` (the
    senator read whole after a tap); hover keys: a spot or ``("senator", n)``."""

    LAYERS = ("frame", "state")
    PAINTS_AHEAD = True  # its boards and right column are cached panels
    #: an action's boards and the right column (money, slots) are on the screen as soon as
    #: each is painted; the prompt (its buttons are widgets) comes with the whole picture
    SHOW_EARLY = ("main", "right", "thumb")

    def __init__(self, session: Session, app: App) -> None:
        self.maps = load_maps()  # the six maps (the Tiled loader caches them)
        self.lay: Layout = make_layout(pygame.Rect(0, 0, 1920, 1080))
        self.zoom_override: str | None = None
        self._zoom_for: tuple[int, str] = (-1, "")  # what the override lasts for
        #: the latest scoring: category -> seat -> money (shown in the prompt panel)
        self.scoring: dict[str, dict[int, int]] = {}
        self.scoring_title = ""
        self.waiting = False  # an auction waits for its screen (the board is in view)
        super().__init__(session, app)
        self.auction = AuctionDriver(self)
        self.layout(self.rect)

    # ------------------------------------------------------------ state helpers
    @property
    def st(self) -> MerchantsState:
        """The full state (also as ``state``, the name the auction driver's
        :class:`~game.engine.auction.driver.AuctionHost` reads)."""
        state = self.session.state
        assert isinstance(state, MerchantsState)
        return state

    state = st

    @property
    def selected_lane(self) -> int | None:
        """The lane of the first defender die tapped, or None."""
        s = self.selected
        return s[1] if isinstance(s, tuple) and s[0] == "lane" else None

    def zoomed(self) -> str:
        """The board drawn large: the one the player chose, else the decision's board."""
        if self.zoom_override is not None and self._zoom_for == self.zoom_position():
            return self.zoom_override
        return DECISION_BOARD.get(self.st.decision(), "event_track")

    def zoom(self, board: str) -> None:
        """Draw ``board`` large until the next action: in a step every seat takes at once
        (a vote), until the step ends (the others' ballots came in as a player looked at
        another board, and each took the view back to the Senate)."""
        self.zoom_override, self._zoom_for = board, self.zoom_position()
        self.touch()

    def zoom_position(self) -> tuple[int, str]:
        """What a chosen board lasts for: the log up to the step every seat takes at once
        now (its entries left out), and the decision."""
        log = self.session.log
        n = len(log)
        while n and log[n - 1].simultaneous:
            n -= 1
        return n, self.st.decision()

    def main_placement(self) -> MapFit:
        board = self.zoomed()
        return self.lay.main_placement(board, self.maps[board])

    def arrange(self, rect: pygame.Rect) -> None:
        self.lay = self.arrange_table(rect) if self.table is not None else make_layout(rect)

    def moves_open(self) -> bool:
        """Whether the play scene shows its move list instead of this board."""
        return bool(getattr(self._scene(), "show_moves", False))

    def _scene(self) -> object:
        return getattr(self.on_submit, "__self__", None)

    def focused_target(self) -> Hashable | None:
        """The key of the board target the play scene's keyboard focus is on, or None."""
        focus = getattr(self._scene(), "focus", None)
        return focus.key if isinstance(focus, BoardTarget) else None

    def submit_for(self, action: Action) -> bool:
        """Submit ``action`` on behalf of the seat it names (the auction clock's result is
        the whole table's decision, not the seat at the device)."""
        seat = getattr(action, "seat", None)
        saved = self.actor
        if isinstance(seat, int):
            self.actor = seat
        try:
            ok = self.submit(action)
        finally:
            if self.on_submit is None or not ok:  # the play scene re-syncs after a move
                self.actor = saved
        return ok

    # ------------------------------------------------------------ spots and targets
    def board_actions(self) -> list[Action]:
        """The actor's legal actions, without the auction's (the clock makes those)."""
        return [a for a in self.legal_actions() if not isinstance(a, (Bid, NoBid, SealedBid))]

    def lane_node(self, lane: int) -> str:
        return f"L{lane}:start"

    def ballot_node(self, candidate: int) -> str:
        return f"box_{candidate}"

    def target_of(self, action: Action) -> Spot | None:
        """The board spot that stands for ``action`` (None: a prompt button)."""
        if isinstance(action, PlaceCard):
            return ("slot", action.slot)
        if isinstance(action, (StationSpace, RemoveStation)):
            return ("node", "station", action.space)
        if isinstance(action, (ExploreTile, ClaimTile)):
            return ("node", "exploration", action.space)
        if isinstance(action, PlaceDefense):
            return ("node", "defense", self.lane_node(action.lane))
        if isinstance(action, (Vote, Ballot)):  # at a table: from the voter's panel
            return None if self.table is not None else (
                "node", "senate", self.ballot_node(action.candidate))
        if isinstance(action, ChooseDefenders):
            first = self.selected_lane
            lane = action.lanes[0] if first is None else (
                action.lanes[1] if first == action.lanes[0] else
                action.lanes[0] if first == action.lanes[1] else None)
            return ("node", "defense", self.lane_node(lane)) if lane is not None else None
        return None

    def spots(self) -> dict[Spot, list[Action]]:
        """Every spot the actor may tap now (on any board), with the actions it stands
        for; built once per version."""
        def work_out() -> dict[Spot, list[Action]]:
            out: dict[Spot, list[Action]] = {}
            for action in self.board_actions():
                key = self.target_of(action)
                if key is not None:
                    out.setdefault(key, []).append(action)
            return out

        return self.memo.get("spots", self.version, work_out)

    def marks(self) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
        """Per board, the node ids marked "may choose" (slots as ``slotN`` on the event
        track) and "selected" (the first defender lane)."""
        def by_board(ids: set[tuple[str, str]]) -> dict[str, frozenset[str]]:
            return {b: frozenset(node for on, node in ids if on == b) for b in BOARD_ORDER}

        lane = self.selected_lane
        return (by_board({key[1:] if key[0] == "node" else ("event_track", f"slot{key[1]}")
                          for key in self.spots()}),
                by_board(set() if lane is None else {("defense", self.lane_node(lane))}))

    def targets(self) -> list[Target]:
        """The spots on screen: slots (also on the zoomed event track), and the nodes of
        the zoomed board. The first defender lane only selects; every other tap acts."""
        if self.table is not None:  # the zoomed board's spaces are on its turn card
            return self.table_thumb_targets()
        acts = not (self.st.decision() == "defend" and self.selected_lane is None)
        # a slot's ring passes under the words above and below the slots (the player
        # board's heading, the deck line) rather than over them
        words = tuple(rect for *_, rect in self.slot_words(self.st))
        # and a space's ring under the words beside the spaces of the board drawn large
        board = self.zoomed()
        spaces = tuple(board_words(self.main_placement(), self.maps[board], self.app.fonts))
        return [Target(key, rect, partial(self.activate, key), focus=k == 0, acts=acts,
                       under=words if key[0] == "slot" else spaces)
                for key in sorted(self.spots(), key=str)
                for k, rect in enumerate(self.spot_rects(key))]

    def buttons(self) -> list[Widget]:
        """The prompt's buttons, then the six small boards, last in the focus ring: Enter
        on one draws it large until the next action, as a tap on it does, so a keyboard
        player reads every board too (the focus stays on it: Tab, Enter reads the next;
        Enter on the decision's board brings its spaces back)."""
        out = super().buttons()
        if self.table is None:
            # a small board's ring passes under the titles of the boards round it
            titles = self.thumb_titles()
            out += [SmallBoard(rect, partial(self.zoom, board),
                               key=("merchants", "thumb", board), under=tuple(titles.values()))
                    for board, rect in self.lay.thumbs.items()]
        return out

    def spot_rects(self, key: Spot) -> list[pygame.Rect]:
        """Where ``key`` is on the canvas (the main hit area first); empty when its board
        is not the zoomed one."""
        if key[0] == "slot":
            cells = self.slot_rects()
            return [cells[k] for k in range(key[1], len(cells), 3)]
        rect = self.place_of(self.main_placement(), key)
        return [] if rect is None else [rect]

    def place_of(self, place: MapFit, spot: Spot) -> pygame.Rect | None:
        """Where ``spot`` is on the board drawn at ``place`` (an action slot on the Event
        Track's active player board, or a space of that board); None: not on it."""
        m = self.maps[place.board]
        if spot[0] == "slot":
            cells = [c for _reg, r in placed(place, m, "active_board") for c in active_cells(r)]
            return cells[spot[1]] if spot[1] < len(cells) else None
        node = m.nodes.get(spot[2]) if spot[1] == place.board else None
        return None if node is None else space_rect(place, node)

    def slot_rects(self) -> list[pygame.Rect]:
        """Hit areas of the three action slots: the right column's, and the event track's
        active player board when that board is zoomed (slot i at index i and i + 3)."""
        if self.zoomed() != "event_track":
            return list(self.lay.slots)
        track = [self.place_of(self.main_placement(), ("slot", i)) for i in range(3)]
        return [*self.lay.slots, *(rect for rect in track if rect is not None)]

    def target_rect(self, key: Spot) -> pygame.Rect | None:
        """Where ``key`` is on the canvas (its main hit area), or None when not on screen."""
        return next(iter(self.spot_rects(key)), None)

    def point_for(self, action: Action) -> tuple[int, int] | None:
        """The canvas point a player taps for ``action`` (first tap for defender dice)."""
        key = self.target_of(action)
        rect = self.target_rect(key) if key is not None else None
        return rect.center if rect is not None else None

    def node_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Every node of the zoomed board with its hit area (cached per board and layout)."""
        board, place = self.zoomed(), self.main_placement()
        return self.memo.get("nodes", (board, place), lambda: [
            (n.id, space_rect(place, n)) for n in self.maps[board].nodes.values()])

    def node_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """The (board, node id) under ``pos`` on the zoomed board; any space of a Defense
        lane stands for the lane."""
        board, node_id = self.zoomed(), key_at(self.node_rects(), pos)
        if node_id is not None and board == "defense":
            node_id = self.lane_node(int(self.maps[board].nodes[node_id].props["lane"]))
        return None if node_id is None else (board, node_id)

    # ------------------------------------------------------------ input
    def touch_elsewhere(self, pos: tuple[int, int]) -> bool:
        """A tap on no focus target: zoom a thumbnail, read a senator, or try the spot
        (a spot that cannot be taken says why)."""
        board = key_at(self.lay.thumbs.items(), pos)
        if board is not None:
            self.zoom(board)
            return True
        slot = key_at(enumerate(self.slot_rects()), pos)
        if slot is not None:
            self.activate(("slot", slot % 3))
            return True
        key = self.hover_key(pos)  # a senator card, else a spot
        if key is None:
            return False
        if key[0] == "node" and key[2].startswith("box_") and key not in self.spots():
            key = ("senator", int(key[2][4:]))  # not a vote now: the tap reads its senator
        if key[0] == "senator":  # a tap reads the senator whole (touch has no hover)
            self.select(key, toggle=False)
        else:
            self.activate(key)
        return True

    def focus_hover(self, key: Hashable) -> Hashable | None:
        """Nothing: the keyboard focus frame itself reads a ballot box's senator
        (:meth:`focused_target`); a spot has no text of its own."""
        return None

    def hover_key(self, pos: tuple[int, int]) -> Spot | None:
        """The senator card or spot under the pointer (a senator is read whole)."""
        senator = self.senator_at(pos)
        if senator is not None:
            return ("senator", senator)
        hit = self.node_at(pos)
        return None if hit is None else ("node", *hit)

    def activate(self, key: Spot) -> None:
        """A tap (or Enter) on ``key``: its action, the first defender lane, or why not."""
        if self.actor is None:
            if not self.st.is_over:
                self.refuse("Wait for your turn.")
            return
        options = self.spots().get(key)
        if not options:
            self.refuse(self.reason(key))
        elif self.st.decision() == "defend":
            self.defender_tap(key, options)
        else:
            self.submit(options[0])

    def defender_tap(self, key: Spot, options: list[Action]) -> None:
        """The first lane selects a defender die; a second lane plays the pair, the same
        lane again drops it."""
        lane = int(key[2].split(":")[0][1:])
        first = self.selected_lane
        if first is None:
            self.select(("lane", lane))
            return
        pair = [a for a in options if isinstance(a, ChooseDefenders)
                and sorted(a.lanes) == sorted((first, lane))]
        if pair:
            self.submit(pair[0])
        else:
            self.select(None)

    def action_at(self, key: Spot) -> Action | None:
        """The action a tap on ``key`` stands for now, legal or not (None: no action)."""
        if key[0] == "slot":
            return PlaceCard(key[1])
        _, board, node = key
        kinds = {type(a) for a in self.board_actions()}
        if board == "station":
            return RemoveStation(node) if RemoveStation in kinds else StationSpace(node)
        if board == "exploration":
            return ClaimTile(node) if ClaimTile in kinds else ExploreTile(node)
        if board == "defense" and node[:1] == "L" and node[1:].split(":")[0].isdigit():
            lane = int(node[1:].split(":")[0])
            if ChooseDefenders in kinds:
                first = lane if self.selected_lane is None else self.selected_lane
                return ChooseDefenders((min(first, lane), max(first, lane)))
            return PlaceDefense(lane)
        if board == "senate" and node.startswith("box_") and node[4:].isdigit():
            if self.st.decision() == "ballot" and self.actor is not None:
                return Ballot(self.actor, int(node[4:]))
            return Vote(int(node[4:]))
        return None

    def reason(self, key: Spot) -> str:
        """Why the spot ``key`` cannot be taken now, in the rules' words. During the look
        before an auction it names no second: the prompt counts them down, and a toast
        that stays on screen for seconds would soon read another number than the prompt
        beside it (it said "Auction in 4 s" under the prompt's 3 s)."""
        action = self.action_at(key)
        why = self.st.why_not(action, self.actor) if action is not None else None
        if why:
            return why
        if self.auction.seconds_to_open() is not None:
            return "Not here. The auction opens after a look at the board and the card."
        return f"Not here. {self.prompt()}"

    # ------------------------------------------------------------ lifecycle
    def update(self, dt: float) -> None:
        """The auction's clock, then the pulses; the "Start the auction now" button comes
        and goes with the look before an auction."""
        self.auction.update()
        waiting = self.auction.waiting()
        if waiting != self.waiting:
            self.waiting = waiting
            self.touch()
        super().update(dt)

    @property
    def animating(self) -> bool:
        """Pulses run; also while a table auction is due: the play scene then holds its
        bots back, so they bid on the real-time clock, not with secret bids."""
        return bool(self.animations) or self.auction.holds_bots()

    def shared_moment(self) -> bool:
        """A real-time auction with a human in it is due (the look at the board), running
        or being submitted: every human at the device bids in it at once."""
        return self.auction.holds_bots()

    def animate(self, events: Sequence[Event]) -> list[Tween]:
        """A pulse on each spot the events changed."""
        pulses: list[Tween] = []
        for ev in events:
            data = ev.data or {}
            if "space" in data and ev.kind in ("station", "claim", "explore", "flip"):
                board = "station" if ev.kind == "station" else "exploration"
                pulses.append(Pulse(("node", board, str(data["space"]))))
            elif "lane" in data and ev.kind in ("defend", "ship", "claim_ship"):
                pulses.append(Pulse(("node", "defense", self.lane_node(int(data["lane"])))))
            elif ev.kind == "place_card" and "slot" in data:
                pulses.append(Pulse(("slot", int(data["slot"]))))
        return pulses

    def on_events(self, events: Sequence[Event]) -> None:
        super().on_events(events)
        self.note_scoring(events)

    def state_changed(self) -> None:
        self.auction.cancel()
        super().state_changed()

    # ------------------------------------------------------------ drawing
    def layer_key(self, name: str, viewer: int | None) -> Hashable:
        if name == "frame":
            return tuple(self.rect)
        # pulses are drawn on top: their landing repaints nothing
        # and so is the countdown before an auction (its prompt lines)
        return (self.version, viewer, self.read_senator(), self.auction.running,
                self.auction.seconds_to_open() is not None)

    def moving(self, viewer: int | None) -> Moving:
        """Per frame: a pulse (thinner as it fades) on each place the last action changed,
        the senator card read whole, a thin ring on the green spot under the pointer, and
        the prompt's lines while the countdown before an auction runs. At a table, a
        steady ring on the spaces of the small boards an action changed (the zoomed board
        turns)."""
        out = Moving()
        accent = self.app.theme.c("accent")
        pulses = [pulse for pulse in self.animations if isinstance(pulse, Pulse)]
        if self.table is not None:
            places = [self.place_of(self.thumb_place(pulse.spot[1]), pulse.spot)
                      for pulse in pulses if pulse.spot[0] == "node"]
            rings = [(rect.inflate(6, 6), accent, 3, 6) for rect in places if rect is not None]
        else:
            out.add(partial(self.draw_prompt_lines, counting=True))
            rings = [(rect.inflate(12, 12), accent, max(2, round(7 * (1 - pulse.t))), 8)
                     for pulse in pulses for rect in self.pulse_rects(pulse.spot)]
            card = self.read_card()
            if card is not None:
                rings.append((card.inflate(10, 10), self.app.theme.c("focus"), 3, 12))
            if self.hover is not None and self.hover in self.spots():
                rings += [(r.inflate(16, 16), HOVER, 2, 10)
                          for r in self.spot_rects(self.hover)[:1]]
        for rect, colour, width, radius in rings:
            out.add(partial(pygame.draw.rect, color=colour, rect=rect, width=width,
                            border_radius=radius), rect.inflate(4, 4))
        if self.table is None and self.auction.seconds_to_open() is not None:
            box = self.lay.prompt
            lines = max(1, self.PROMPT_LINES) * self.app.fonts.line_height(28, True)
            out.add(None, pygame.Rect(box.left, box.top, box.width, lines + 20))
        return out

    def moving_key(self, viewer: int | None) -> Hashable:
        """The default, the senator read whole and the countdown's second."""
        return (super().moving_key(viewer), self.read_senator(),
                self.auction.seconds_to_open(), self.auction.running)

    def pulse_rects(self, spot: Spot) -> list[pygame.Rect]:
        """Where a pulse shows: the spot on the zoomed board and on its thumbnail."""
        if spot[0] == "slot":
            return self.spot_rects(spot)
        thumb = self.place_of(self.thumb_place(spot[1]), spot)
        return [] if thumb is None else [*self.spot_rects(spot), thumb.inflate(-8, -8)]


VIEW = MerchantsView
