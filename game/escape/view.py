"""The Andromeda Escape board view: drawn from the Tiled map, played by mouse, touch and keys.

How a player acts (every choice is one of the rules' legal actions):

* tap one of your ships (green dashed ring) to see where it may go (green dashed rings),
  then tap a green field or the wormhole; tap your Launch Platform to bring a new ship in;
* tap a card in your hand to read it (and the rules' reason why it cannot be played now),
  then tap it again or press "Play"; then choose its targets on the board as the prompt says;
* Skip, a skip reward (SWAP / WARP: choose on the board, or "Don't use"), choosing a
  player and taking an open card are buttons in the prompt bar above the ring;
* keyboard: Tab (in order) / arrows (on the screen) move the focus over exactly the
  things you may choose now,
  Enter or Space chooses; "Cancel" drops a selection.

The view stands on :class:`~game.engine.boardview.BoardView` (selection, hover, the focus
ring, animation ticking, cached layers, refusals with the rules' reasons): it lists its
targets and buttons, paints its two layers (the static ring, then the state: ships, marks,
HUDs, prompt) and draws what moves (hover ring, gliding ships, the detail text).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import Action, Event
from game.engine.boardview import HOVER, MAY_CHOOSE, SELECTED, BoardView, Target, Tween
from game.engine.boardview.dirty import square
from game.engine.boardview.moving import Moving
from game.engine.boardview.rects import key_at
from game.engine.boardview.shapes import ring
from game.escape.rules.actions import ChooseField, ChoosePlayer, Enter, Move
from game.escape.rules.missions import held
from game.escape.view_choices import Options, leads, sort_actions
from game.escape.view_decks import face_words
from game.escape.view_draw import draw_ship, paint_board
from game.escape.view_geometry import Geometry
from game.escape.view_hud import (
    deck_words,
    hand_card_rects,
    hand_title,
    launch_name_row,
    mission_rows,
    title_rect,
)
from game.escape.view_motion import Flight, plan_flights
from game.escape.view_panels import EscapePanels
from game.escape.view_prompt import EscapePrompt
from game.escape.view_table import EscapeTable

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.theme import RGB
    from game.escape.rules.state import EscapeState


class EscapeView(EscapeTable, EscapePrompt, EscapePanels, BoardView):
    """The Andromeda Escape board (see the module docstring for how players act).

    Selection keys: ``("ship", field)``, ``("platform", seat)``, ``("card", id)``,
    ``("open", deck)``, ``("mission", id)``; the hover key is a field name."""

    LAYERS = ("board", "state")
    PAINTS_AHEAD = True  # its HUDs are cached panels

    #: the fields whose ship the state layer was painted without, as they were flying in
    #: when it was painted (a cache's note, not state): draw_moving draws them at rest
    #: once landed, so a landing does not repaint the layer
    _hidden: frozenset[str] = frozenset()

    def __init__(self, session: Session, app: App) -> None:
        self.geo: Geometry | None = None
        self._occ: dict[str, int] = {}
        self._saved: list[int] = []
        super().__init__(session, app)
        self.restart()
        self.layout(self.rect)

    # ------------------------------------------------------------------ basics
    @property
    def st(self) -> EscapeState:
        return self.session.state  # type: ignore[return-value]

    @property
    def flights(self) -> list[Flight]:
        return [a for a in self.animations if isinstance(a, Flight)]

    def arrange(self, rect: pygame.Rect) -> None:
        if self.table is not None:
            self.arrange_table(rect)  # the ring alone, turn cards beside it
        else:
            self.geo = Geometry(self.st.board, rect)

    def options(self) -> Options:
        """The actor's legal actions sorted by what they touch (once per version)."""
        return self.memo.get("options", self.version,
                             lambda: sort_actions(self.st.decision(), self.legal_actions()))

    def keeps(self, selected: Hashable) -> bool:
        return isinstance(selected, tuple) and selected[0] == "mission"

    def places(self, o: Options) -> dict[str, Action]:
        """Board places (fields, the wormhole) that take an action if chosen now."""
        if o.mode == "effect":
            return dict(o.fields)
        if o.mode != "main":
            return {}
        if self.sel("ship") is not None:
            return dict(o.moves.get(self.sel("ship"), {}))
        if self.sel("platform") is not None:
            return dict(o.enters)
        return {}

    def playable(self, seat: int) -> frozenset[str] | None:
        """The cards of ``seat``'s hand that a legal action plays now (the rules'
        PlayCards: none while it decides anything but its turn's action), or None while
        ``seat`` decides nothing (its cards drawn plain). The monitor's hand and a table
        seat's panel both ask here."""
        if seat != self.actor:
            return None
        return frozenset(self.options().cards)

    def platform_mark(self, seat: int, o: Options, players: bool = True) -> RGB | None:
        """The ring of ``seat``'s Launch Platform (a monitor's HUD, a table seat's panel):
        chosen, or may be chosen while a ship may come in from it, or (``players``: not at
        a table, whose prompt's buttons choose a player) as a player an effect may choose."""
        if seat == self.sel("platform"):  # (selected only while a ship may come in)
            return SELECTED
        entering = seat == self.actor and o.mode == "main" and bool(o.enters)
        return MAY_CHOOSE if entering or (players and seat in o.players) else None

    def placing(self) -> bool:
        return self.sel("ship") is not None or self.sel("platform") is not None

    # ------------------------------------------------------------------ targets
    def targets(self) -> list[Target]:
        geo, o, st, me = self.geo, self.options(), self.st, self.actor
        assert geo is not None and me is not None
        if o.mode == "mission":
            if self.table is not None:  # the dealt missions are in the seat's own panel
                return []
            head = (self.mission_choice_heading(),)
            return [Target(("mission", m), r, partial(self.choose_mission, m), acts=True,
                           under=head)
                    for m, r in zip(st.dealt[me], self.mission_choice_rects(), strict=False)]
        # the fields a ship may go to are one Tab stop, walked with the arrows (Tab
        # walked the twelve outer fields of a ship brought in one by one before Cancel)
        out = [Target(("place", n), geo.target_rect(n), partial(self.choose_place, n),
                      round=True, acts=True, group="fields") for n in self.places(o)]
        if o.mode == "main" and not self.placing():
            # while a ship or the platform is chosen, the focus ring holds only where it
            # may go (and Cancel): Tab, Enter chooses a ship and lands the focus on its
            # first destination, Enter moves it there (an arrow: the next one; Tab: Cancel);
            # what leads: view_choices.Leads
            pad = geo.pads.get(me)
            first = leads(o, st.board.wormhole)
            out += [Target(("ship", n), geo.target_rect(n), partial(self.choose_place, n),
                           round=True, lead=first.ship(n)) for n in o.moves]
            if o.enters and pad is not None:
                out.append(Target(("platform", me), pad, partial(self.choose_platform, me),
                                  under=self.platform_names(me), lead=first.entering))
            hand = geo.regions.get("hand")
            if hand is not None:
                cards = st.hands[me]
                # a card's ring passes under the HUD's heading ("Your hand (2)") above it
                # and under the words of the cards beside it
                rects = hand_card_rects(hand, len(cards))
                words = (title_rect(self.app, hand, hand_title(len(cards))),
                         *(w for r in rects
                           for w in face_words(self.app.fonts, round, r, named=True)))
                out += self.card_targets(o, zip(cards, rects, strict=True), words)
        elif o.mode == "effect":
            out += [Target(("platform", seat), geo.pads[seat], partial(self.choose_platform, seat),
                           under=self.platform_names(seat))
                    for seat in o.players if seat in geo.pads]
        elif o.mode == "take":
            out += [Target(("open", deck), geo.opens[deck], partial(self.choose_open, deck),
                           under=deck_words(geo.regions, self.app))
                    for deck in o.takes if deck in geo.opens]
        return out

    def card_targets(self, o: Options, cards: Iterable[tuple[str, pygame.Rect]],
                     under: tuple[pygame.Rect, ...] = ()) -> list[Target]:
        """The hand's cards (id, rect) as targets, on a monitor and at a table alike: one
        that no legal action plays now is only read when chosen, and the focus starts on a
        playable one only when no ship may move or come in (:class:`Leads`)."""
        first = leads(o, self.st.board.wormhole)
        return [Target(("card", c), r, partial(self.choose_card, c), under=under,
                       reads=(reads := c not in o.cards),
                       lead=first.card(not reads)) for c, r in cards]

    def platform_names(self, seat: int) -> tuple[pygame.Rect, ...]:
        """The other Launch Platforms' name rows: ``seat``'s platform's focus ring passes
        under the name of the one below (or above) it."""
        assert self.geo is not None
        return tuple(launch_name_row(pad, self.app) for s, pad in self.geo.pads.items()
                     if s != seat)

    # ------------------------------------------------------------------ choosing
    def choose_place(self, name: str) -> None:
        """A field or the wormhole was clicked, tapped or chosen by key."""
        o = self.options()
        action = self.places(o).get(name)
        if action is not None:
            self.act(action)
        elif o.mode == "main" and name in o.moves:
            self.select(("ship", name))
        else:
            if self.geo is not None and name in self.geo.fields and self.table is None:
                # what hovering shows (zone, ring, whose ship) a tap shows too
                self.hover = name
                self.dirty = True
            self.explain_place(name, o)

    def choose_platform(self, seat: int) -> None:
        o = self.options()
        if o.mode == "effect" and seat in o.players:
            self.act(o.players[seat])
        elif o.mode == "main" and seat == self.actor and o.enters:
            self.select(("platform", seat))
        else:
            self.refuse(self.platform_reason(seat, o))

    def choose_card(self, cid: str) -> None:
        """First tap: select and read the card; second tap on the selected, playable card:
        play it. A tap on a card its player cannot play now also says why, in a refusal:
        below the ring a three-line card's text left no room for the reason (found in
        play: "ALERT B cannot be played now", and the why cut off)."""
        o = self.options()
        action = o.cards.get(cid)
        if self.sel("card") == cid and action is not None:
            self.act(action)
            return
        self.select(("card", cid), toggle=False)
        reason = self.card_reason(cid, o) if self.actor is not None else None
        if reason:
            self.refuse(reason)

    def choose_open(self, deck: str) -> None:
        """An open card: the first tap reads it (its whole text below the ring), a second
        tap on it takes it when taking a card (the "Take" buttons take it at once)."""
        action = self.options().takes.get(deck)
        if action is not None and self.sel("open") == deck:
            self.act(action)
        elif self.st.open.get(deck) is not None:
            self.select(("open", deck), toggle=False)

    def choose_mission(self, mid: str) -> None:
        action = self.options().missions.get(mid)
        if action is not None:
            self.act(action)
        else:
            self.select(("mission", mid))

    # ------------------------------------------------------------------ refusals
    def explain_place(self, name: str, o: Options) -> None:
        """Say why ``name`` cannot be chosen; where an action was tried, the rules say it."""
        st = self.st
        if self.actor is None:
            self.refuse(self.not_acting_reason())
        elif o.mode != "main":  # the field this tap chooses (another decision's rules:
            self.submit(ChooseField(name))  # "First take one of the open Action Cards.")
        elif self.sel("ship") is not None:
            self.submit(Move(self.sel("ship"), name))  # refused: the rules' reason is shown
        elif self.sel("platform") is not None:
            self.submit(Enter(name))
        elif name in st.occupant:  # a ship that cannot move, or another's: the rules say why
            # (asking them about a move forward said "That field is occupied." of a tap
            # on one's own ship: found in play)
            self.refuse(st.ship_problem(self.actor, name) or "This ship cannot move now.")
        else:
            self.refuse("Choose one of your ships (or your Launch Platform) first.")

    def platform_reason(self, seat: int, o: Options) -> str:
        """Why ``seat``'s Launch Platform cannot be chosen now; outside the turn's action
        a tap on it chooses its player, and the rules say why they may not be chosen."""
        if self.actor is None:
            return self.not_acting_reason()
        if o.mode != "main":
            return self.explain(ChoosePlayer(seat)) or "Choose one of the highlighted players."
        return self.st.platform_problem(self.actor, seat) or "No ship can come in now."

    def card_reason(self, cid: str, o: Options) -> str | None:
        """The rules' reason why the card cannot be played now (None: it can)."""
        if cid in o.cards:
            return None
        if self.actor is None:
            return self.not_acting_reason()
        return self.st.card_problem(self.actor, cid)

    # ------------------------------------------------------------------ pointer
    def touch_elsewhere(self, pos: tuple[int, int]) -> bool:
        """Clicks on no target: details, and reasons for refusals."""
        geo, st, viewer = self.geo, self.st, self.viewer
        assert geo is not None
        cover = self.mission_choice_panel()
        if cover is not None and cover.collidepoint(pos):
            return True  # between the dealt missions: not the ring beneath
        name = geo.thing_at(pos)
        pad = key_at((p for p in geo.pads.items() if p[0] < st.num_players), pos)
        deck = key_at(geo.opens.items(), pos)
        vis, seat = self.seen(viewer), self.hand_seat(viewer)
        hand, missions = geo.regions.get("hand"), geo.regions.get("missions")
        if name is not None:
            self.choose_place(name)
        elif pad is not None:
            self.choose_platform(pad)
        elif deck is not None:
            self.choose_open(deck)
        elif hand is not None and hand.collidepoint(pos):
            cards = vis.hands[seat]
            cid = key_at(zip(cards, hand_card_rects(hand, len(cards)), strict=True), pos)
            if cid is not None:
                self.choose_card(cid)
        elif missions is not None and missions.collidepoint(pos):
            own = held(vis, seat)
            mid = key_at(zip(own, mission_rows(missions, max(2, len(own))), strict=False), pos)
            if mid is not None:
                self.choose_mission(mid)
        else:
            return False
        return True

    def focus_hover(self, key: Hashable) -> Hashable | None:
        """A focused field or ship: its field is named below the ring, as pointing at
        it does (other targets: nothing)."""
        if isinstance(key, tuple) and key[0] in ("place", "ship") and self.geo is not None:
            return key[1] if key[1] in self.geo.fields else None
        return None

    def hover_key(self, pos: tuple[int, int]) -> Hashable | None:
        """The field under the pointer (named below the ring), or None (also over the
        setup's mission choice, which covers the ring)."""
        geo, cover = self.geo, self.mission_choice_panel()
        if geo is None or (cover is not None and cover.collidepoint(pos)):
            return None
        name = geo.thing_at(pos)
        return name if name in geo.fields else None

    # ------------------------------------------------------------------ animation
    def restart(self) -> None:
        st = self.st
        self._occ = dict(st.occupant)
        self._saved = list(st.saved)

    def animate(self, events: Sequence[Event]) -> list[Tween]:
        """Ships that changed fields glide there (see :func:`plan_flights`)."""
        geo = self.geo
        assert geo is not None
        flights: list[Tween] = [self._flight(geo, *glide) for glide in plan_flights(
            self.st, self._occ, self._saved, events, geo.at)]
        self.restart()
        return flights

    def _flight(self, geo: Geometry, seat: int, src: str | None, dst: str | None) -> Flight:
        pad = geo.pads.get(seat)
        if self.table is not None:  # the platform is in the seat's panel: from its edge
            pad_pos = self.table_anchors[seat] if seat < len(self.table_anchors) else geo.hole
        else:
            pad_pos = pad.center if pad is not None else geo.hole
        start = geo.at(src) if src is not None else pad_pos
        if dst is None:
            return Flight(seat=seat, start=start, end=pad_pos)
        if dst == self.st.board.wormhole:
            return Flight(seat=seat, start=start, end=geo.hole, fade=True)
        return Flight(seat=seat, start=start, end=geo.at(dst), hides=dst)

    # ------------------------------------------------------------------ drawing
    def layer_key(self, name: str, viewer: int | None) -> Hashable:
        if name == "board":
            return tuple(self.rect)  # the ring changes only with the layout
        # not repainted when a ship lands: draw_moving draws the ones it left out; at a
        # table it is (what moves is drawn there only while something moves)
        landed = self.flying_in() if self.table is not None else None
        return (self.version, viewer, landed)

    def flying_in(self) -> frozenset[str]:
        """The fields a gliding ship is flying to (their resting ship not drawn yet)."""
        return frozenset(f.hides for f in self.flights if f.hides)

    def paint_board(self, surface: pygame.Surface, viewer: int | None) -> None:
        assert self.geo is not None
        if self.painting_ahead:  # no panels here
            return
        surface.fill(self.app.theme.c("background"), self.rect)
        paint_board(surface, self.geo, self.app)

    def paint_state(self, surface: pygame.Surface, viewer: int | None) -> None:
        """Marks, the ships at rest, the HUDs and the prompt (once per version)."""
        geo, st, o = self.geo, self.st, self.options()
        assert geo is not None
        vis, looks, names = self.seen(viewer), self.looks(), self.names()
        if self.painting_ahead:  # only the HUDs, into their caches
            if self.table is None:
                self.draw_huds(surface, vis, viewer, o, looks, names)
            return
        if o.mode == "main" and not self.placing():  # ships that may move
            for name in o.moves:
                ring(surface, MAY_CHOOSE, geo.at(name), geo.field_r + 7, 4, dashed=True)
        if self.sel("ship") is not None:
            ring(surface, SELECTED, geo.at(self.sel("ship")), geo.field_r + 8, 7)
        for name in self.places(o):
            r = geo.hole_r + 8 if name == st.board.wormhole else geo.field_r + 7
            ring(surface, MAY_CHOOSE, geo.at(name), r, 6, dashed=True)
            if name not in vis.occupant and name != st.board.wormhole:
                pygame.draw.circle(surface, MAY_CHOOSE, geo.at(name), 9)
        effect = st.resolving() if o.mode == "effect" else None
        for k, chosen in enumerate(effect.chosen if effect else ()):  # choices made for it
            if isinstance(chosen, str) and chosen in geo.fields:
                x, y = geo.at(chosen)
                ring(surface, SELECTED, (x, y), geo.field_r + 8, 6)
                self.app.fonts.draw(surface, str(k + 1), (x + geo.field_r, y - geo.field_r), 24,
                                    SELECTED, True, "center")
        hidden = self._hidden = self.flying_in()
        for name, seat in vis.occupant.items():
            if name not in hidden and name in geo.fields:
                draw_ship(surface, self.app, geo.at(name), geo.ship_r, looks[seat],
                          upright=name in vis.upright, letter=self.table is None)
        if self.table is not None:  # the words are in the seat panels and turn cards
            return
        self.draw_huds(surface, vis, viewer, o, looks, names)
        self.draw_prompt(surface, o)
        if o.mode == "mission" and self.actor is not None:
            self.draw_mission_choice(surface, vis)

    def landed(self, viewer: int | None) -> list[str]:
        """The fields the state layer left out (a ship was flying in when it was painted)
        whose ship has landed since: drawn at rest over the layer."""
        if not self._hidden:
            return []
        flying, vis = self.flying_in(), self.seen(viewer)
        return sorted(n for n in self._hidden if n not in flying and n in vis.occupant)

    def moving(self, viewer: int | None) -> Moving:
        """Per frame: ships landed since the state layer was painted (an upright one's
        halo and sparks reach r + 17), the hover ring, gliding ships and, on a screen
        (not a table), the detail text under the ring, which names the hovered field."""
        geo = self.geo
        assert geo is not None
        looks, vis, letter = self.looks(), self.seen(viewer), self.table is None
        out = Moving()
        for n in self.landed(viewer):
            out.add(partial(draw_ship, app=self.app, centre=geo.at(n), r=geo.ship_r,
                            look=looks[vis.occupant[n]], upright=n in vis.upright,
                            letter=letter), square(geo.at(n), geo.ship_r + 20))
        if self.hover is not None:
            at = geo.at(str(self.hover))
            out.add(lambda s: ring(s, HOVER, at, geo.field_r + 3, 2),
                    square(at, geo.field_r + 6))
        for f in self.flights:
            r = geo.ship_r if not f.fade else max(6, int(geo.ship_r * (1 - 0.8 * f.t)))
            out.add(partial(draw_ship, app=self.app, centre=f.pos(), r=r, look=looks[f.seat],
                            letter=letter), square(f.pos(), geo.ship_r + 8))
        if letter:
            out.add(lambda s: self.draw_detail(s, vis, self.options()),
                    geo.detail.inflate(4, 16))
        return out


VIEW = EscapeView
