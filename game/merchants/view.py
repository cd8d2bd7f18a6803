"""The Merchants of Andromeda board view: six boards from the Tiled maps, the active player
board, money and influence of every player, and the real-time auction.

Screen (see :mod:`game.merchants.view_layout`): the board the current decision is about is
drawn large (zoomed) in the top left; all six boards are always visible as thumbnails (tap
one to zoom it); the right column shows the active player board with its three action
slots and every player's money, influence supply, votes cast and invader ships; the
prompt panel says what to do and holds large buttons for choices the board cannot express
(which action first, special event options, resources, leaving a planet, defender dice).

Input: tap a highlighted space (Station space, planet tile, lane, ballot box) or an action
slot; the defense decision is two taps on lanes (the first selects a die and highlights
the lanes that can pair with it). Keyboard: arrows move a focus over the highlighted
targets, Enter/Space takes it; Tab reaches the prompt buttons; "Moves" lists everything.
A tap that cannot be played says why (a toast). The Auction step runs the shared
real-time auction screen (:mod:`game.merchants.view_auction`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.boards.model import BoardMap
from game.core.protocol import Action, Event
from game.core.session import Session
from game.engine.draw import panel, seat_badge
from game.engine.gameview import GameView
from game.engine.widgets import Button, Widget
from game.merchants.rules.actions import (
    SLOT_NAMES,
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
from game.merchants.view_auction import AuctionDriver, auction_lot
from game.merchants.view_draw import (
    HIGHLIGHT,
    SELECTED,
    Ctx,
    active_cells,
    draw_board,
    space_rect,
)
from game.merchants.view_layout import (
    BOARD_ORDER,
    BOARD_TITLES,
    CARD_SHORT,
    Layout,
    Placement,
    make_layout,
)
from game.merchants.view_senate import SenateReading

if TYPE_CHECKING:
    from game.engine.app import App

#: which board a pending decision is about (zoomed automatically)
DECISION_BOARD = {
    "place_card": "event_track", "order": "event_track", "special": "event_track",
    "station_place": "station", "station_remove": "station", "explore": "exploration",
    "defend": "defense", "defend_one": "defense", "vote": "senate",
    "choose_resource": "production", "choose_board": "exploration", "auction": "event_track",
}
PULSE_SECONDS = 0.7
#: ledger categories paid out by scorings (summarised in the prompt panel)
SCORED = ("Station", "Production", "Exploration", "Defense", "Invader ships", "Senate",
          "Artifacts")
Target = tuple  # ("slot", i) or ("node", board, node_id)


def board_maps() -> dict[str, BoardMap]:
    """The six maps, through the Tiled loader (which caches them)."""
    return load_maps()


class MerchantsView(SenateReading, GameView):
    """Draws the six boards and turns taps and keys into the rules' actions."""

    def __init__(self, session: Session, app: App) -> None:
        super().__init__(session, app)
        self.maps = board_maps()
        self.lay: Layout = make_layout(self.rect)
        self.zoom_override: str | None = None
        self._zoom_for = -1  # log length the override belongs to
        self.selected_lane: int | None = None
        self.focus = 0
        #: the board target under the pointer (which senator to read in full)
        self.hovered: Target | None = None
        #: the senator a tap asked to read in full (touch has no hover): ("senator", n)
        self.reading: Target | None = None
        self.info_cut = False  # set by info_lines: an info text is cut
        self.auction = AuctionDriver(self)
        self._buttons: list[Widget] = []
        self._built_for: tuple | None = None
        self.pulses: dict[Target, float] = {}
        self._cache: tuple[tuple, pygame.Surface] | None = None
        #: the latest scoring: category -> seat -> money (shown in the prompt panel)
        self.scoring: dict[str, dict[int, int]] = {}
        self.scoring_title = ""

    # ------------------------------------------------------------ state helpers
    @property
    def st(self) -> MerchantsState:
        state = self.session.state
        assert isinstance(state, MerchantsState)
        return state

    def decision(self) -> str:
        return self.st.decision

    def zoomed(self) -> str:
        """The board drawn large: the one the player chose, else the decision's board."""
        if self.zoom_override is not None and self._zoom_for == len(self.session.log):
            return self.zoom_override
        return DECISION_BOARD.get(self.decision(), "event_track")

    def main_placement(self) -> Placement:
        board = self.zoomed()
        return self.lay.main_placement(board, self.maps[board])

    def moves_open(self) -> bool:
        """Whether the play scene shows its move list instead of this board."""
        scene = getattr(self.on_submit, "__self__", None)
        return bool(getattr(scene, "show_moves", False))

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

    # ------------------------------------------------------------ targets
    def board_actions(self) -> list[Action]:
        """The actor's legal actions, without the auction's (the clock makes those)."""
        return [a for a in self.legal_actions() if not isinstance(a, (Bid, NoBid, SealedBid))]

    def lane_node(self, lane: int) -> str:
        return f"L{lane}:start"

    def ballot_node(self, candidate: int) -> str:
        return f"box_{candidate}"

    def target_of(self, action: Action) -> Target | None:
        """The board spot that stands for ``action`` (None: a prompt button)."""
        if isinstance(action, PlaceCard):
            return ("slot", action.slot)
        if isinstance(action, (StationSpace, RemoveStation)):
            return ("node", "station", action.space)
        if isinstance(action, (ExploreTile, ClaimTile)):
            return ("node", "exploration", action.space)
        if isinstance(action, PlaceDefense):
            return ("node", "defense", self.lane_node(action.lane))
        if isinstance(action, Vote):
            return ("node", "senate", self.ballot_node(action.candidate))
        if isinstance(action, ChooseDefenders):
            lane = action.lanes[0] if self.selected_lane is None else self._partner(action)
            return ("node", "defense", self.lane_node(lane)) if lane is not None else None
        return None

    def _partner(self, action: ChooseDefenders) -> int | None:
        a, b = action.lanes
        sel = self.selected_lane
        if sel == a:
            return b
        if sel == b:
            return a
        return None

    def targets(self) -> dict[Target, list[Action]]:
        """Every highlighted spot now, with the actions it stands for."""
        out: dict[Target, list[Action]] = {}
        for action in self.board_actions():
            key = self.target_of(action)
            if key is not None:
                out.setdefault(key, []).append(action)
        return out

    def slot_rects(self) -> list[pygame.Rect]:
        """Hit areas of the three action slots: the right column's, and the event track's
        active player board when that board is zoomed (slot i at index i and i + 3)."""
        rects = list(self.lay.slots)
        if self.zoomed() == "event_track":
            place = self.main_placement()
            for reg in self.maps["event_track"].regions.values():
                if reg.kind == "active_board":
                    r = place.rect(reg.rect.x, reg.rect.y, reg.rect.w, reg.rect.h)
                    rects += active_cells(r)
        return rects

    def target_rect(self, key: Target) -> pygame.Rect | None:
        """Where ``key`` is on the canvas (its hit area), or None when not on screen."""
        if key[0] == "slot":
            return self.lay.slots[key[1]]
        _, board, node_id = key
        if board != self.zoomed():
            return None
        place = self.main_placement()
        node = self.maps[board].nodes.get(node_id)
        return space_rect(place, node) if node is not None else None

    def point_for(self, action: Action) -> tuple[int, int] | None:
        """The canvas point a player taps for ``action`` (first tap for defender dice)."""
        key = self.target_of(action)
        if key is None:
            return None
        rect = self.target_rect(key)
        return rect.center if rect is not None else None

    def node_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """The (board, node id) under ``pos`` on the zoomed board."""
        board = self.zoomed()
        place = self.main_placement()
        if not place.frame.collidepoint(pos):
            return None
        m = self.maps[board]
        for node in m.nodes.values():
            if space_rect(place, node).collidepoint(pos):
                return board, self._canonical(board, node.id)
        return None

    def _canonical(self, board: str, node_id: str) -> str:
        """Any space of a lane stands for the lane; the ballot box for its candidate."""
        if board == "defense":
            node = self.maps[board].nodes[node_id]
            return self.lane_node(int(node.props["lane"]))
        return node_id

    # ------------------------------------------------------------ input
    def pointer_down(self, pos: tuple[int, int], button: int = 1) -> bool:
        for board, rect in self.lay.thumbs.items():
            if rect.collidepoint(pos):
                self.zoom_override, self._zoom_for = board, len(self.session.log)
                self.dirty = True
                return True
        slot = next((i for i, r in enumerate(self.slot_rects()) if r.collidepoint(pos)), None)
        if slot is not None:
            return self._activate(("slot", slot % 3))
        senator = self.senator_at(pos)
        if senator is not None:  # a tap on a senator card reads it whole (not a vote)
            self.reading = ("senator", senator)
            self.dirty = True
            return True
        self.reading = None
        hit = self.node_at(pos)
        if hit is None:
            return False
        return self._activate(("node", *hit))

    def pointer_move(self, pos: tuple[int, int], pressed: bool = False) -> bool:
        """Remember the board target or senator card under the pointer (read in full)."""
        hit = self.node_at(pos)
        senator = self.senator_at(pos)
        hovered: Target | None = (("senator", senator) if senator is not None
                                  else None if hit is None else ("node", *hit))
        if hovered != self.hovered:
            self.hovered = hovered
            self.dirty = True
        return False

    def _activate(self, key: Target) -> bool:
        if self.actor is None:
            if not self.st.is_over:
                self.toast("Wait for your turn.", error=True)
            return True
        options = self.targets().get(key)
        if not options:
            self.toast(self.reason(key), error=True)
            self.app.sound.play("error")
            return True
        if self.decision() == "defend":
            return self._defender_tap(key, options)
        self.selected_lane = None
        self.submit(options[0])
        self.dirty = True
        return True

    def _defender_tap(self, key: Target, options: list[Action]) -> bool:
        lane = int(key[2].split(":")[0][1:])
        if self.selected_lane is None:
            self.selected_lane = lane
            self.dirty = True
            return True
        same = [a for a in options if isinstance(a, ChooseDefenders)
                and sorted(a.lanes) == sorted((self.selected_lane, lane))]
        if lane == self.selected_lane and not same:
            self.selected_lane = None  # a second tap on the chosen die: cancel it
            self.dirty = True
            return True
        self.selected_lane = None
        if same:
            self.submit(same[0])
        self.dirty = True
        return True

    def action_at(self, key: Target) -> Action | None:
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
            return Vote(int(node[4:]))
        return None

    def reason(self, key: Target) -> str:
        """Why the spot ``key`` cannot be taken now, in the rules' words."""
        action = self.action_at(key)
        why = self.st.why_not(action, self.actor) if action is not None else None
        return why or f"Not here. {self.prompt()}"

    def key(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN or self.actor is None:
            return False
        keys = sorted(self.targets(), key=str)
        if not keys:
            return False
        if event.key in (pygame.K_RIGHT, pygame.K_DOWN):
            self.focus = (self.focus + 1) % len(keys)
        elif event.key in (pygame.K_LEFT, pygame.K_UP):
            self.focus = (self.focus - 1) % len(keys)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.focus %= len(keys)
            return self._activate(keys[self.focus])
        else:
            return False
        self.dirty = True
        return True

    def focused_target(self) -> Target | None:
        keys = sorted(self.targets(), key=str)
        return keys[self.focus % len(keys)] if keys else None

    # ------------------------------------------------------------ buttons
    def button_actions(self) -> list[Action]:
        """Choices shown as buttons: those without a board spot, and the defender dice
        pairs (only the pairs with the selected lane once one is tapped)."""
        out = []
        for a in self.board_actions():
            if isinstance(a, ChooseDefenders):
                if self.selected_lane is None or self.selected_lane in a.lanes:
                    out.append(a)
            elif self.target_of(a) is None:
                out.append(a)
        return out

    def widgets(self) -> list[Widget]:
        waiting = self.auction.waiting()
        sig = (len(self.session.log), self.actor, self.selected_lane, self.rect.topleft,
               waiting)
        if sig != self._built_for:
            self._built_for = sig
            self._buttons = self._make_buttons()
            if waiting and self.actor is not None:
                self._buttons.append(self._start_auction_button())
        return self._buttons

    def _start_auction_button(self) -> Widget:
        """Opens the waiting auction screen now (else it opens after the look)."""
        box = self.lay.prompt
        top = box.top + 12 + self._prompt_height()
        rect = pygame.Rect(box.left + 12, top, box.width - 24, 64)
        return Button(rect, "Start the auction now", self._start_auction, size=26,
                      style="primary", key=("merchants", "start_auction"))

    def _start_auction(self) -> None:
        self.auction.start_now()
        self.dirty = True

    def _make_buttons(self) -> list[Widget]:
        actions = self.button_actions()
        if not actions:
            return []
        box = self.lay.prompt
        top = box.top + 12 + self._prompt_height()
        cols = 1 if len(actions) <= 4 else 2
        gap = 10
        w = (box.width - 24 - gap * (cols - 1)) // cols
        rows = -(-len(actions) // cols)
        h = max(64, min(84, (box.bottom - 46 - top - gap * (rows - 1)) // max(1, rows)))
        out: list[Widget] = []
        for i, action in enumerate(actions):
            col, row = i % cols, i // cols
            rect = pygame.Rect(box.left + 12 + col * (w + gap), top + row * (h + gap), w, h)
            label = self.fonts_fit(self.button_label(action), w - 20)
            out.append(Button(rect, label, (lambda a=action: self._press(a)), size=26,
                              key=("merchants", "act", action)))
        return out

    def fonts_fit(self, text: str, width: int) -> str:
        return self.app.fonts.fit(text, 26, width)

    def _press(self, action: Action) -> None:
        self.selected_lane = None
        self.submit(action)
        self.dirty = True

    def button_label(self, action: Action) -> str:
        st = self.st
        if isinstance(action, ChooseDefenders):
            return f"Lanes {action.lanes[0]} + {action.lanes[1]}"
        if st.decision == "special" and hasattr(action, "option"):
            spec = st.c.specials.get(st.pending[-1].get("tile", ""))
            if spec is not None:
                return f"{action.option}: " + (spec.option1 if action.option == 1
                                               else spec.option2)
        text = str(action)
        return text[:1].upper() + text[1:]

    def action_label(self, action: Action) -> str:
        """Move-list labels; the auction's secret bids name their price (only the seat
        giving it sees the list)."""
        if isinstance(action, SealedBid):
            return (f"Secret highest bid: {action.price}" if action.price
                    else "Secret bid: no bid")
        if isinstance(action, Bid):
            return f"Buy it now for {action.price} (first to let go)"
        if isinstance(action, NoBid):
            return "Let the auction run out (no winner)"
        if self.st.decision == "special" and hasattr(action, "option"):
            return self.button_label(action)
        return super().action_label(action)

    # ------------------------------------------------------------ prompt
    def prompt(self) -> str:
        """The current decision in words."""
        st = self.st
        names = [s.name for s in self.session.seats]
        if st.is_over:
            return "The game is over."
        d = st.decision
        frame = st.pending[-1] if st.pending else {}
        if d == "auction":
            wait = self.auction.seconds_to_open()
            if wait is not None:
                return f"Auction in {wait} s: look at the board and the card."
            return "Auction! Everyone holds their key or touches their logo."
        seat = frame.get("seat")
        who = names[seat] if isinstance(seat, int) else "Someone"
        if d == "place_card":
            card = st.c.card(frame["card"])
            return f"{who}: place the {self.card_words(card.id)} below an empty action slot."
        if d == "order":
            if frame.get("options") == ["resource", "influence"]:
                return f"{who} won the auction: take which action of the card first?"
            return f"{who}: Explore & Defend card, which board first?"
        if d == "station_place":
            sectors = " or ".join(str(s) for s in frame.get("sectors") or [])
            if not sectors:  # a Station bonus or a special event: any empty space
                lead = "Station bonus! Place" if frame.get("why") == "bonus" else "place"
                return f"{who}: {lead} 1 influence on any empty Station space."
            return f"{who}: place 1 influence on an empty Station space in sector {sectors}."
        if d == "station_remove":
            return f"{who}: remove 1 of your influence from the Station."
        if d == "explore":
            if frame.get("phase") == "claim":
                return f"{who}: claim a tile you explored."
            if frame.get("trip"):
                return f"{who}: explore the next tile, or leave the planet."
            return f"{who}: explore a face-down planet tile."
        if d == "defend":
            dice = " ".join(str(x) for x in st.dice)
            if self.selected_lane is not None:
                return (f"{who}: dice {dice}. Lane {self.selected_lane} defends; tap the "
                        "second defender lane.")
            return f"{who}: dice {dice}. Tap 2 lanes for the defender dice (3 invade)."
        if d == "defend_one":
            return f"{who}: place 1 influence in a lane that is not secure."
        if d == "vote":
            return f"{who}: vote in a ballot box ({frame.get('left', 1)} left)."
        if d == "special":
            spec = st.c.specials.get(frame.get("tile", ""))
            name = spec.name if spec else "Special event"
            return f"{who}: {name}. Choose an option."
        if d == "choose_resource":
            verb = "lose" if frame.get("mode") == "lose" else "produce"
            return f"{who}: choose a resource to {verb}."
        if d == "choose_board":
            return f"{who}: take an Exploration or Defense influence action."
        return f"{who} decides."

    def card_words(self, card_id: int) -> str:
        card = self.st.c.card(card_id)
        name = {"explore_defend": "Explore & Defend"}.get(card.board, card.board.title())
        details = ""
        if card.sectors:
            details = " (sector " + "/".join(str(s) for s in card.sectors) + ")"
        elif card.resources:
            details = " (" + "+".join(card.resources) + ")"
        return f"{name}{details} card, bottom {card.bottom}"

    #: the prompt's most lines: four hold the longest card words ("Ann: place the
    #: Production (helium+crystal) card, bottom crystal below an empty action slot.")
    PROMPT_LINES = 4
    INFO_LINES = 4  # per info entry

    def prompt_lines(self) -> list[str]:
        width = self.lay.prompt.width - 24
        return self.app.fonts.wrap(self.prompt(), 28, width, bold=True)[:self.PROMPT_LINES]

    def info(self) -> list[str]:
        """Texts read in full in the prompt panel: what the decision needs (special event
        options, every senator when voting, the card up for auction), else the senator
        pointed at or tapped on the Senate board (the card shows only the name)."""
        st = self.st
        if st.is_over or not st.pending:
            return []
        frame = st.pending[-1]
        if self.actor is not None:
            if st.decision == "auction" and self.auction.seconds_to_open() is not None:
                return [f"Up for auction: {auction_lot(st)}."]
            if st.decision == "special":
                spec = st.c.specials.get(frame.get("tile", ""))
                return [f"1: {spec.option1}", f"2: {spec.option2}"] if spec else []
            if st.decision == "vote":
                return [self.senator_words(i) for i in range(len(st.candidates))
                        if st.c.senators.get(st.candidates[i]) is not None]
        read = self.read_senator()
        if read is not None and st.c.senators.get(st.candidates[read]) is not None:
            return [self.senator_words(read)]
        return []

    def read_entry(self) -> int | None:
        """Which info entry is read in full when they do not all fit: the ballot box or
        senator card under the pointer or last tapped, else the one the keyboard focus
        frames."""
        if self.decision() != "vote":
            return None
        return self.read_senator()

    def info_lines(self) -> list[str]:
        """The info texts wrapped at 24 px (the smallest text size). When they do not all
        fit (three long senators), the one pointed at is shown whole and the others share
        the lines left, cut with "…"; :attr:`info_cut` then says so."""
        width = self.lay.prompt.width - 24
        fonts = self.app.fonts
        wrapped = [fonts.wrap(entry, 24, width) for entry in self.info()]
        room = self.info_room()
        self.info_cut = sum(len(w) for w in wrapped) > room
        if not self.info_cut:
            return [line for w in wrapped for line in w]
        read = self.read_entry()
        if read is None or read >= len(wrapped):
            read = -1
        budget = [self.INFO_LINES] * len(wrapped)
        if read >= 0:
            others = len(wrapped) - 1
            share = max(1, (room - len(wrapped[read])) // max(1, others))
            budget = [len(w) if i == read else share for i, w in enumerate(wrapped)]
        lines: list[str] = []
        for w, most in zip(wrapped, budget, strict=True):
            if len(w) > most:
                w = w[:most]
                w[-1] = fonts.fit(w[-1] + " …", 24, width)
            lines += w
        return lines

    def _prompt_height(self) -> int:
        f = self.app.fonts
        return (len(self.prompt_lines()) * f.line_height(28, True)
                + len(self.info_lines()) * f.line_height(24) + 8)

    # ------------------------------------------------------------ lifecycle
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.lay = make_layout(self.rect)
        self._built_for = None

    def update(self, dt: float) -> None:
        self.auction.update()
        if self.pulses:
            speed = max(0.25, float(getattr(self.app.settings, "animation_speed", 1) or 1))
            for k in list(self.pulses):
                self.pulses[k] -= dt * speed
                if self.pulses[k] <= 0:
                    del self.pulses[k]
            self.dirty = True

    @property
    def animating(self) -> bool:
        """Pulses run; also while a table auction is due: the play scene then holds its
        bots back, so they bid on the real-time clock, not with secret bids."""
        return bool(self.pulses) or self.auction.holds_bots()

    def note_scoring(self, events: Sequence[Event]) -> None:
        """Collect who earned what in a scoring (board scorings, ships, artifacts), so the
        prompt panel can show it until the next scoring; the log has every step."""
        fresh = False
        for ev in events:
            data = ev.data or {}
            if ev.kind in ("event", "game_end") and ("scoring" in ev.text or
                                                      ev.kind == "game_end"):
                self.scoring = {}
                self.scoring_title = ("Final scoring" if ev.kind == "game_end"
                                      else ev.text.split(": ", 1)[-1])
                fresh = True
            elif (fresh and ev.kind == "money" and data.get("category") in SCORED
                  and ev.seat is not None):  # a scoring runs within one move
                per = self.scoring.setdefault(str(data["category"]), {})
                per[ev.seat] = per.get(ev.seat, 0) + int(data.get("amount", 0))

    def scoring_lines(self) -> list[str]:
        names = [s.name for s in self.session.seats]
        lines = []
        for cat, per in self.scoring.items():
            parts = [f"{names[s]} {'+' if v >= 0 else ''}{v}" for s, v in sorted(per.items())]
            lines.append(f"{cat}: " + ", ".join(parts))
        return lines

    def on_events(self, events: Sequence[Event]) -> None:
        super().on_events(events)
        self.selected_lane = None
        self.reading = None
        self._built_for = None
        self.note_scoring(events)
        if not getattr(self.app.settings, "animation_speed", 1):
            return
        for ev in events:
            data = ev.data or {}
            if "space" in data and ev.kind in ("station", "claim", "explore", "flip"):
                board = "station" if ev.kind == "station" else "exploration"
                self.pulses[("node", board, str(data["space"]))] = PULSE_SECONDS
            elif "lane" in data and ev.kind in ("defend", "ship", "claim_ship"):
                self.pulses[("node", "defense", self.lane_node(int(data["lane"])))] = (
                    PULSE_SECONDS)
            elif ev.kind == "place_card" and "slot" in data:
                self.pulses[("slot", int(data["slot"]))] = PULSE_SECONDS

    def state_changed(self) -> None:
        super().state_changed()
        if self._cache is not None:
            self._cache = ((), self._cache[1])
        self.auction.cancel()
        self.selected_lane = None
        self.pulses.clear()
        self._built_for = None

    # ------------------------------------------------------------ drawing

    def _draw_key(self, viewer: int | None) -> tuple:
        return (len(self.session.log), id(self.session.state), self.actor, viewer,
                self.hovered, self.reading,
                self.scoring_title, len(self.scoring),
                self.zoomed(), self.selected_lane, self.focus, frozenset(self.pulses),
                self.auction.running, self.auction.seconds_to_open(), self.rect.topleft,
                self.rect.size)

    def draw(self, surface: pygame.Surface, viewer: int | None) -> None:
        """Draw the board area; the picture is cached until something it shows changes
        (the play scene redraws often, e.g. for toasts and bots thinking)."""
        key = self._draw_key(viewer)
        area = self.rect.clip(surface.get_rect())
        if self._cache is None or self._cache[1].get_size() != surface.get_size():
            self._cache = ((), pygame.Surface(surface.get_size()))
        if self._cache[0] != key:
            canvas = self._cache[1]
            canvas.fill(self.app.theme.c("background"), area)
            self._draw_all(canvas, viewer)
            self._cache = (key, canvas)
        surface.blit(self._cache[1], area.topleft, area)

    def _draw_all(self, surface: pygame.Surface, viewer: int | None) -> None:
        state = self.visible_state(viewer)
        assert isinstance(state, MerchantsState)
        t = self.app.theme
        looks = self.looks()
        targets = self.targets()
        zoom = self.zoomed()
        hl: dict[str, set[str]] = {b: set() for b in BOARD_ORDER}
        for key in targets:
            if key[0] == "node":
                hl[key[1]].add(key[2])
            else:
                hl["event_track"].add(f"slot{key[1]}")
        sel: dict[str, set[str]] = {b: set() for b in BOARD_ORDER}
        if self.selected_lane is not None:
            sel["defense"].add(self.lane_node(self.selected_lane))
        for key in self.pulses:
            if key[0] == "node":
                sel[key[1]].add(key[2])
        # zoomed board
        place = self.lay.main_placement(zoom, self.maps[zoom])
        ctx = Ctx(self.app.fonts, t, looks, True, hl[zoom], sel[zoom], viewer)
        draw_board(surface, place, self.maps[zoom], state, ctx)
        read = self.read_senator()
        card = self.senator_rect(read + 1) if read is not None else None
        if card is not None:  # the senator whose text the prompt panel shows
            pygame.draw.rect(surface, t.c("focus"), card.inflate(10, 10), 3, border_radius=12)
        focus = self.focused_target() if self.actor is not None else None
        if focus is not None and focus[0] == "node":
            rect = self.target_rect(focus)
            if rect is not None:
                pygame.draw.rect(surface, t.c("focus"), rect.inflate(18, 18), 3,
                                 border_radius=10)
        # thumbnails
        for board in BOARD_ORDER:
            box = self.lay.thumbs[board]
            pygame.draw.rect(surface, t.c("panel"), box, border_radius=10)
            edge = t.c("accent") if board == zoom else (HIGHLIGHT if hl[board] else
                                                         t.c("panel_border"))
            pygame.draw.rect(surface, edge, box, 3, border_radius=10)
            self.app.fonts.draw(surface, BOARD_TITLES[board], (box.left + 10, box.top + 2), 24,
                                t.c("accent") if board == zoom else t.c("text"), True)
            tp = self.lay.thumb_placement(board, self.maps[board])
            draw_board(surface, tp, self.maps[board], state,
                       Ctx(self.app.fonts, t, looks, False, hl[board], sel[board], viewer))
        self.draw_right(surface, state, looks, targets)
        self.draw_prompt(surface)

    def draw_right(self, surface: pygame.Surface, state: MerchantsState, looks: list,
                   targets: dict) -> None:
        t, f = self.app.theme, self.app.fonts
        r = self.lay.right
        panel(surface, r, t, radius=12)
        seats = self.session.seats
        active = state.active
        f.draw(surface, f.fit(f"{seats[active].name}'s player board", 26, r.width - 20),
               (r.left + 12, r.top + 6), 26, t.c("accent"), True)
        for i, slot in enumerate(self.lay.slots):
            card = state.slots[i]
            live = ("slot", i) in targets
            fill = (60, 72, 130) if live else (36, 44, 84)
            pygame.draw.rect(surface, fill, slot, border_radius=10)
            edge = HIGHLIGHT if live else (SELECTED if ("slot", i) in self.pulses
                                          else t.c("panel_border"))
            pygame.draw.rect(surface, edge, slot, 4 if live else 2, border_radius=10)
            if self.actor is not None and self.focused_target() == ("slot", i):
                pygame.draw.rect(surface, t.c("focus"), slot.inflate(10, 10), 3,
                                 border_radius=12)
            f.draw(surface, SLOT_NAMES[i], (slot.centerx, slot.top + 4), 24, t.c("text"), True,
                   "midtop")
            if card is None:
                f.draw(surface, "empty", (slot.centerx, slot.centery + 10), 24,
                       t.c("text_dim"), False, "center")
                continue
            c = state.c.card(card)
            lines = [CARD_SHORT.get(c.board, c.board)]
            if c.sectors:
                lines.append("sec " + "/".join(str(s) for s in c.sectors))
            elif c.resources:
                lines.append("+".join(x[:2].title() for x in c.resources))
            lines.append("+" + c.bottom.title())
            y = slot.top + 32
            for line in lines:
                f.draw(surface, f.fit(line, 24, slot.width - 8), (slot.centerx, y), 24,
                       t.c("text"), False, "midtop")
                y += 30
        info = (f"Deck {len(state.deck)} · Turn {state.turn} · Event "
                f"{state.event_pos}/{len(state.c.topology.event_spaces) - 1}")
        f.draw(surface, f.fit(info, 24, r.width - 20), (r.left + 12, self.lay.slots[0].bottom + 12),
               24, t.c("text_dim"))
        pending = set(state.pending_seats()) if not state.is_over else set()
        for s, row in enumerate(self.player_rows()):
            if s in pending:
                pygame.draw.rect(surface, (60, 70, 120), row, border_radius=8)
            if s == active:
                pygame.draw.rect(surface, t.c("accent"), row, 2, border_radius=8)
            seat_badge(surface, pygame.Rect(row.left + 4, row.top + 4, 44, 44), looks[s], f)
            f.draw(surface, f.fit(seats[s].name, 24, 200), (row.left + 56, row.top + 1), 24,
                   t.c("text"), True)
            f.draw(surface, f"${state.money[s]}", (row.right - 8, row.top + 1), 28,
                   t.c("accent"), True, "topright")
            stats = (f"supply {state.supply[s]} · votes {state.votes_cast(s)} · "
                     f"ships {state.ships_claimed[s]}")
            f.draw(surface, f.fit(stats, 24, row.width - 60),
                   (row.left + 56, row.top + self.STATS_DY), 24, t.c("text_dim"))

    #: where a player row's second line (supply, votes, ships) starts, below its top
    STATS_DY = 27

    def player_rows(self) -> list[pygame.Rect]:
        """One row per seat in the right column: badge, name, money, then the stats line.
        Five rows share the column at 58 px each, so the rows sit 2 px apart."""
        pr = self.lay.players
        n = self.st.num_players
        row_h = max(58, (pr.height - 4) // max(1, n))
        return [pygame.Rect(pr.left + 6, pr.top + s * row_h, pr.width - 12, row_h - 2)
                for s in range(n)]

    def draw_prompt(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        box = self.lay.prompt
        panel(surface, box, t, radius=12)
        if self.auction.running:
            lines = ["Auction running…"]
        elif self.st.is_over:
            lines = ["Game over: final scoring done."]
        else:
            lines = self.prompt_lines()
        y = box.top + 8
        for line in lines:
            f.draw(surface, line, (box.left + 12, y), 28,
                   t.c("accent") if self.actor is not None else t.c("text"), True)
            y += f.line_height(28, True)
        for line in self.info_lines():
            f.draw(surface, line, (box.left + 12, y), 24, t.c("text"))
            y += f.line_height(24)
        f.draw(surface, "Tap a small board to see it large.", (box.left + 12, box.bottom - 38),
               24, t.c("text_dim"))
        hints = []
        buttons = bool(self.button_actions()) if self.actor is not None else False
        if self.actor is not None and not buttons and self.targets():
            hints.append("Tap a highlighted slot." if self.decision() == "place_card"
                         else "Tap a highlighted space." if not self.info_cut
                         else "Point at or tap a senator to read it whole."
                         if self.zoomed() == "senate"
                         else "Tap the Senate board to read them whole.")
        if self.zoomed() == "senate" and self.read_senator() is None and not buttons:
            hints.append("Point at or tap a senator to read its policy.")
        for hint in hints:
            f.draw(surface, hint, (box.left + 12, y + 2), 24, t.c("text_dim"))
            y += f.line_height(24)
        if self.scoring and not self.widgets() and not self.info():
            y += 10 if hints else 40
            f.draw(surface, f"Last scoring: {self.scoring_title}", (box.left + 12, y), 24,
                   t.c("accent"), True)
            y += f.line_height(24, True)
            bottom = box.bottom - 44 - (176 if self.shown_card() is not None else 0)
            for line in self.scoring_lines():
                for part in f.wrap(line, 24, box.width - 24):
                    if y + f.line_height(24) > bottom:
                        break
                    f.draw(surface, part, (box.left + 12, y), 24, t.c("text"))
                    y += f.line_height(24)
        card = self.shown_card()
        if card is not None:
            rect = pygame.Rect(box.left + 12, box.bottom - 212, 300, 164)
            if all(w.rect.bottom < rect.top for w in self.widgets()):
                self.draw_card(surface, rect, card)

    def shown_card(self) -> int | None:
        """The card the current decision is about (revealed, auctioned, or won)."""
        st = self.st
        if st.is_over or not st.pending:
            return None
        frame = st.pending[-1]
        if st.decision == "auction":  # the card in the Auction slot
            card = st.slots[2] if len(st.slots) > 2 else None
            return int(card) if card is not None else None
        if st.decision in ("place_card", "order"):
            card = frame.get("card")
            return int(card) if card is not None else None
        return None

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect, card_id: int) -> None:
        """An action card: its board icon, influence details and bottom resource."""
        t, f = self.app.theme, self.app.fonts
        from game.merchants.view_layout import RESOURCE_COLOURS

        c = self.st.c.card(card_id)
        pygame.draw.rect(surface, (236, 230, 210), rect, border_radius=12)
        pygame.draw.rect(surface, t.c("accent"), rect, 3, border_radius=12)
        name = {"explore_defend": "Explore & Defend"}.get(c.board, c.board.title())
        f.draw(surface, f.fit(name, 28, rect.width - 16), (rect.centerx, rect.top + 8), 28,
               (20, 20, 40), True, "midtop")
        detail = ""
        if c.sectors:
            detail = "sectors " + " or ".join(str(x) for x in c.sectors)
        elif c.resources:
            detail = " + ".join(c.resources)
        if c.four_plus:
            detail += "  (4+)"
        if detail:
            f.draw(surface, f.fit(detail, 24, rect.width - 16), (rect.centerx, rect.top + 50),
                   24, (40, 40, 60), False, "midtop")
        band = pygame.Rect(rect.left + 8, rect.bottom - 52, rect.width - 16, 44)
        pygame.draw.rect(surface, RESOURCE_COLOURS.get(c.bottom, (150, 150, 150)), band,
                         border_radius=8)
        f.draw(surface, f"Resource: {c.bottom}", band.center, 24, (0, 0, 0), True, "center")


VIEW = MerchantsView
