"""The Pandorum board view: the assembled hex planet, market, hand and harvester mats.

How a player acts (every choice is one of the rules' legal actions):

* **Adding cards:** tap the deck (once per card), or a market stack: the first tap shows
  the card's text, a second tap (or "Take") takes it.
* **Moving:** tap a card in your hand: the hexes paying it would let you reach light up,
  and a tap on one of them pays that card and moves there (the rules' ``PayFee`` then the
  ``MoveTo`` they list next). Or tap the card again / press "Pay and move" and choose the
  hex afterwards; or tap your harvester first, then a lit hex (several cards could pay:
  tap the one to pay) or a card. With the permanent "Free move", press "Move". Hexes you
  may choose are dashed white on a dark halo, readable on every terrain colour (blue: the
  single-use flight), with what a construction there would pay at best.
* **Construction:** choose the project (buttons), then tap a dashed card of your hand twice
  (each shows what it pays here; the paying hexes light up on the planet), choose the
  Intranet direction (buttons show what each pays) and put each card into a harvester slot
  (buttons, or tap the slot on your mat).
* **Reading:** a card's text shows in the prompt box when the pointer rests on it or when
  it is tapped (any time, also on another player's turn); a tap on a harvester ability
  on a mat shows what it does.
* Keyboard: Tab (in order) / arrows (on the screen) move the focus over exactly the
  things you may choose now, Enter
  or Space chooses. Clicks on anything else explain why it cannot be chosen (the rules'
  own reasons).

The view stands on :class:`~game.engine.boardview.BoardView` (selection, hover, the focus
ring, animation ticking, refusals, cached layers): it lists its targets and buttons, paints
two layers (the terrain, once per layout; then marks, pieces and the panels, each panel
from its own cache) and draws per frame only what moves (gliding harvesters, flashes) and
the text of the card under the pointer.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.boards.hex import Hex, direction_between, distance
from game.core.protocol import Action, Event
from game.core.words import counted
from game.engine.boardview import BoardView, Target, Tween
from game.engine.boardview.moving import Moving
from game.engine.boardview.onlayer import OnLayer
from game.engine.boardview.pictures import Pictures
from game.engine.boardview.rects import key_at
from game.engine.draw import clipped
from game.engine.table.compose import uncovered
from game.pandorum.rules.actions import BuildCard, MoveTo, PayFee, PlaceCard, TakeCard
from game.pandorum.view_draw import planet_layer
from game.pandorum.view_layout import Places, PlanetGeometry, Side, panels
from game.pandorum.view_options import Options, move_list_label, sort_actions
from game.pandorum.view_panels import PanelsMixin, rects_key
from game.pandorum.view_planet import Glide, PlanetMixin, plan_motion
from game.pandorum.view_preview import PreviewsMixin
from game.pandorum.view_prompt import PROMPT, PromptMixin
from game.pandorum.view_table import PandorumTable
from game.pandorum.view_table_cards import title_row

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App
    from game.pandorum.rules.state import PandorumState


class PandorumView(PromptMixin, PreviewsMixin, PanelsMixin, PlanetMixin, PandorumTable,
                   BoardView):
    """The Pandorum table (see the module docstring for how players act).

    Selection keys: ``("fee", card)``, ``("harvester", seat)``, ``("hex", h)`` (which card
    pays to go there?), ``("fly", (h, card))`` (fly there, using up the forepart? ``card``
    pays the fee, None after paying), ``("card", name)`` (a construction card being previewed),
    ``("market", name)`` (a stack read before taking it), ``("read", name)`` (a card only
    read). Hover keys: ``("card" | "market", name)``, ``("ability", (seat, slot))``,
    ``("dir", d)``, ``("lit", h)`` (a lit hex: what it is, costs and pays)."""

    LAYERS = ("board",)
    PAINTS_AHEAD = True  # its side panels and mats are kept pictures (view_panels.panel)

    #: the planet's hexes on the canvas, fitted to the planet's box by each layout
    #: (:meth:`arrange`; the first is made in ``__init__``, so it is never missing)
    geo: PlanetGeometry

    def __init__(self, session: Session, app: App) -> None:
        self.panels = panels(pygame.Rect(0, 0, 1920, 1080))
        #: the move a tap on a lit hex asked for, made once the rules ask where to go
        self.planned: MoveTo | None = None
        #: where the market's and the hands' tiles stood (they stay put while one decides)
        self.places = Places()
        self._terrain: pygame.Surface | None = None
        #: what each panel of the layer shows, and the panels' kept pictures
        self.on_layer = OnLayer()
        self._pictures = Pictures(recycle=True)
        super().__init__(session, app)
        self.layout(self.rect)

    # ------------------------------------------------------------------ basics
    @property
    def st(self) -> PandorumState:
        return self.session.state  # type: ignore[return-value]

    def arrange(self, rect: pygame.Rect) -> None:
        if self.table is not None:
            self.arrange_table(rect)  # the planet alone, turn cards beside it
        else:
            self.panels = panels(rect)
            self.geo = PlanetGeometry(self.st.board.cells, self.panels.planet)
        self._terrain, self._pictures = None, Pictures(recycle=True)
        self.on_layer.forget()

    def _sig(self) -> tuple[int, int, int, int | None]:
        """The position and decision the caches below belong to."""
        return (self.version, len(self.session.log), id(self.st), self.actor)

    def options(self) -> Options:
        """The actor's legal actions, sorted (once per version)."""
        return self.memo.get("options", self._sig(),
                             lambda: sort_actions(self.st.decision(), self.legal_actions()))

    def hand_seat(self, viewer: int | None) -> int:
        """Whose hand is shown face up: the viewer's, or (all bots) the player to act."""
        return viewer if viewer is not None else self.st.turn

    def eyes(self) -> int | None:
        """Whose side panel input is read against: the actor's, else the viewer's."""
        return self.actor if self.actor is not None else self.viewer

    def side(self, viewer: int | None) -> Side:
        """The side panel's layout as ``viewer`` sees it (once per version)."""
        return self.memo.get("side", (*self._sig(), viewer), lambda: self.side_layout(
            self.seen(viewer), self.hand_seat(viewer), self.options()))

    def action_label(self, action: Action) -> str:
        """The "Moves" list text: without the actor's name (the list's heading has it),
        harvester stops told apart by distance and direction."""
        return move_list_label(self.st, action)

    # ------------------------------------------------------------------ targets
    def targets(self) -> list[Target]:
        geo, o, st, me = self.geo, self.options(), self.st, self.actor
        if me is None or not o.any:
            return []
        # nearest the harvester first: the focus ring starts where the player was (it
        # went to the first hex in sorted order, often across the planet from the ship)
        ship = st.harvesters[me]
        lit = sorted(self.lit_moves(o), key=lambda h: (distance(h, ship), h))
        # a hex's ring passes under the words on the hexes round it
        words = self.planet_words(st, o) if lit else ()
        # the lit hexes are one Tab stop, walked with the arrows (Tab went hex by hex)
        out = [Target(("pandorum", "hex", h), geo.hex_rect(h), partial(self.choose_hex, h),
                      acts=True, under=words, group="map") for h in lit]
        if self.table is not None:  # the market and the hand are on turn cards and panels
            return out + self.harvester_target(o) + self.table_targets(o)
        side = self.side(me)
        # a card's ring passes under the side panel's titles ("Market" above the market,
        # "Your hand" under it) and the words of the tiles beside it
        titles = (*title_row(None, self.app, int, side.market_title, *self.market_heading(st)),
                  *title_row(None, self.app, int, side.hand_title, "Your hand",
                             counted(len(st.hands[me]), "card")),
                  *self.tile_words(side, o))
        out += [Target(("pandorum", "market", s), side.market[s], partial(self.choose_market, s),
                       under=titles) for s in o.takes if s in side.market]
        # a turn's fee cards lead the ring (Target.lead), so its focus starts on the hand
        # and the Deck is a hand away (it began on the Deck: a key player walked up to 11
        # market stacks to reach a fee card, found in play, session 25)
        first = self.first_card(o, [n for n in o.hand if n in side.hand])
        out += [Target(("pandorum", "card", n), side.hand[n], partial(self.choose_card, n),
                       under=titles, lead=n in first) for n in o.hand if n in side.hand]
        if o.kind == "build":  # the project is asked: a card read (what it pays here) by
            # keys too, as the hint says (found in play: the ring held the buttons alone)
            out += [Target(("pandorum", "card", n), r, partial(self.choose_card, n),
                           under=titles, reads=True) for n, r in side.hand.items()]
        out += self.harvester_target(o)
        if o.kind == "slot":
            mats = self.mat_rects(st.num_players)
            rows = self.slot_rects(mats[me])
            mat_words = (*(self.mat_header(m) for m in mats), *self.mat_words(mats, st))
            out += [Target(("pandorum", "slot", s), rows[s], partial(self.choose_slot, s),
                           acts=True, under=mat_words) for s in rows if s in o.slots]
        return out

    def first_card(self, o: Options, names: list[str]) -> set[str]:
        """The hand cards a decision's focus starts on (:attr:`Target.lead`): a turn's
        fees (most turns start by paying one to move); a construction's card that pays
        the most here (its "+N" the largest; the first of equals), so Enter builds well
        (found in play: the focus began on the first card, "+1", beside a "+2")."""
        if o.kind == "turn":
            return set(names)
        if o.kind != "cards" or not names:
            return set()
        return {max(names, key=lambda n: (self.card_pays(n).amount, -names.index(n)))}

    def harvester_target(self, o: Options) -> list[Target]:
        """The acting seat's harvester, while it may move (tap it, then a lit hex)."""
        geo, me = self.geo, self.actor
        if me is None or not o.moves_harvester:
            return []
        return [Target(("pandorum", "harvester"), geo.hex_rect(self.st.harvesters[me]),
                       self.choose_harvester)]

    # ------------------------------------------------------------------ choosing
    def reason(self, action: Action) -> str:
        """The rules' reason why the actor may not take ``action``, with names."""
        return self.explain(action) or "That is allowed: try again."

    def read(self, name: str) -> None:
        """Show a card's text in the prompt box (a tap does what hover does), unless
        something is chosen for the decision."""
        if name in self.st.comp.cards and (self.selected is None or self.selected[0] == "read"):
            self.select(("read", name), toggle=False)

    def choose_hex(self, h: Hex) -> None:
        """A planet hex was tapped or chosen by key."""
        o, st = self.options(), self.st
        if self.actor is None:
            self.refuse(self.not_acting_reason())
        elif o.kind == "move":
            action = o.moves.get(h)
            if action is not None and action.anywhere and self.selected != ("fly", (h, None)):
                self.select(("fly", (h, None)), toggle=False)  # asked first: see fly_to
            else:
                self.act(action if action is not None else MoveTo(h[0], h[1]))
        elif o.kind == "direction":
            site = self.st.site()
            d = direction_between(site, h) if site is not None else None
            if d is not None and d in o.dirs:
                self.act(o.dirs[d])
            else:
                self.refuse("Choose the direction with the buttons, or tap a hex in a "
                            "straight line from the new project.")
        elif o.kind == "turn" and h == st.harvesters[self.actor]:
            self.choose_harvester()
        elif o.kind == "turn":
            sel = self.selected
            payers = self.payers_for(h, o) if sel is not None else []
            if sel is not None and sel[0] == "fly" and sel[1][0] == h:
                self.pay_and_move(sel[1][1], h)  # the flight asked about, confirmed
            elif len(payers) == 1:
                self.fly_to(payers[0], h)
            elif payers:  # several cards could pay: ask which, by tapping it
                self.select(("hex", h), toggle=False)
            elif sel is not None and sel[0] == "fee":
                self.refuse(f"Paying {sel[1]} does not take your harvester there: "
                            "tap a lit hex." if self.table is None else
                            "Paying the chosen card does not take your harvester there: "
                            "an empty hex needs a card left in your hand that builds there.")
            else:
                self.refuse(self.reason(MoveTo(h[0], h[1])))
        else:
            self.refuse(f"Not now: {self.prompt_lines(o)[0]}")

    def choose_harvester(self) -> None:
        o = self.options()
        if o.kind != "turn" or self.actor is None:
            self.refuse("Your harvester moves after you pay the fee, at the start of a turn.")
        elif not o.moves_harvester:
            self.refuse("No card in your hand would let you move anywhere: add cards.")
        elif o.free is not None:
            self.act(o.free)
        else:
            self.select(("harvester", self.actor))

    def choose_card(self, name: str) -> None:
        """A card of the hand was tapped or chosen by key."""
        o, sel = self.options(), self.selected
        if self.actor is None:
            self.read(name)
        elif o.kind == "cards":
            action = o.cards.get(name)
            if action is None:
                self.refuse(self.reason(BuildCard(name)))
                self.read(name)
            elif sel == ("card", name):
                self.act(action)
            else:  # first tap: preview what it pays and from which hexes
                self.select(("card", name), toggle=False)
        elif o.kind == "build":
            self.select(("card", name))
        elif o.kind == "turn":
            fee = o.fees.get(name)
            if fee is None:
                self.refuse(self.reason(PayFee(name)))
                self.read(name)
            elif sel is not None and sel[0] == "hex":
                if name in self.payers_for(sel[1], o):
                    self.pay_and_move(name, sel[1])
                else:
                    self.refuse(f"Paying {name} does not take your harvester to that hex: "
                                "tap another card.")
            elif sel in (("fee", name), ("harvester", self.actor)):
                self.act(fee)
            else:
                self.select(("fee", name), toggle=False)
        else:
            self.refuse(f"Not now: {self.prompt_lines(o)[0]}")
            self.read(name)

    def choose_market(self, source: str) -> None:
        """The deck (one tap takes a card) or a market stack (the first tap reads it, the
        second takes it)."""
        action = self.options().takes.get(source)
        if action is not None and (source == "deck" or self.selected == ("market", source)):
            if self.act(action):
                self.carry_out_plan()
        elif action is not None:
            self.select(("market", source), toggle=False)
        else:
            if self.actor is not None:
                self.refuse(self.reason(TakeCard(source)))
            elif source == "deck":
                self.refuse(self.not_acting_reason())
            self.read(source)

    def choose_slot(self, slot: str) -> None:
        o = self.options()
        action = o.slots.get(slot)
        if action is not None:
            self.act(action)
        elif o.kind == "slot":
            self.refuse(self.reason(PlaceCard(slot)))
        else:
            self.refuse("Cards go into the harvester's slots after a construction.")

    def fly_to(self, card: str, h: Hex) -> None:
        """A tap on a lit hex paid by ``card``: go there, but where that is a flight, which
        uses up the single-use forepart, ask first (``("fly", (h, card))`` selected: a
        second tap, or "Fly there", flies). Found in play: with a fee card chosen, its
        text stood where the hint on blue hexes had been, and one tap spent the forepart."""
        if any((m.q, m.r) == h and m.anywhere for m in self.fee_preview(card)):
            self.select(("fly", (h, card)), toggle=False)
        else:
            self.pay_and_move(card, h)

    def pay_and_move(self, card: str, h: Hex) -> None:
        """A tap on a lit hex: pay ``card`` and move there, as two of the rules' legal
        actions. With the permanent "draw after the fee" a card is taken in between: the
        move waits in ``planned`` until then."""
        move = next(m for m in self.fee_preview(card) if (m.q, m.r) == h)
        if self.act(PayFee(card)):
            self.planned = move
            self.carry_out_plan()

    def carry_out_plan(self) -> None:
        """Make the planned move once the move decision is up (a take may come first)."""
        move = self.planned
        if move is None or self.actor is None:
            return
        o = self.options()
        if o.kind == "take":
            return
        self.planned = None
        if o.kind == "move":
            self.act(o.moves.get((move.q, move.r), move))

    # ------------------------------------------------------------------ pointer
    def touch_elsewhere(self, pos: tuple[int, int]) -> bool:
        """Clicks on no target: read a card or an ability, or try (the rules refuse)."""
        ability = self.ability_at(pos)
        if ability is not None and not (self.st.decision() == "slot" and ability[0] == self.actor):
            self.toast(self.ability_text(*ability))  # what a harvester ability does
            return True
        side = self.side(self.eyes())
        card, source = key_at(side.hand.items(), pos), key_at(side.market.items(), pos)
        if card is not None:
            self.choose_card(card)
            return True
        if source is not None:
            self.choose_market(source)
            return True
        if self.actor is None:
            if self.panels.planet.collidepoint(pos) or self.panels.side.collidepoint(pos):
                self.refuse(self.not_acting_reason())
                return True
            return False
        h = self.geo.hex_at(pos)
        if h is not None:
            self.choose_hex(h)
            return True
        mats = self.mat_rects(self.st.num_players)
        seat = key_at(enumerate(mats), pos)
        if seat is not None and seat == self.actor and self.st.decision() == "slot":
            slot = key_at(self.slot_rects(mats[seat]).items(), pos)
            if slot is not None:
                self.choose_slot(slot)
        return seat is not None

    def focus_hover(self, key: Hashable) -> Hashable | None:
        """A focused card of the hand or market stack: its text in the prompt box (and
        a card's paying hexes), as pointing at it does (other targets: nothing)."""
        if not (isinstance(key, tuple) and len(key) == 3):
            return None
        if key[1] in ("card", "market") and key[2] != "deck":
            return key[1], key[2]
        return ("lit", key[2]) if key[1] == "hex" else None  # a lit hex: what it is, costs, pays

    def chosen_target(self) -> Hashable | None:
        """A flight asked about: its hex is the chosen target ("Fly there" follows it
        in the focus ring)."""
        sel = self.selected
        return ("pandorum", "hex", sel[1][0]) if sel is not None and sel[0] == "fly" else None

    def hover_key(self, pos: tuple[int, int]) -> Hashable | None:
        """What the pointer rests on that has a text (a card, a harvester ability) or a
        preview (an Intranet direction button)."""
        viewer = self.eyes()
        if viewer is None:
            return None
        side, o, geo = self.side(viewer), self.options(), self.geo
        ability = self.ability_at(pos)
        card = key_at(side.hand.items(), pos)
        stack = key_at((p for p in side.market.items() if p[0] != "deck"), pos)
        d = key_at(zip(sorted(o.dirs), side.buttons, strict=False), pos) \
            if self.st.decision() == "direction" else None
        lit = key_at(((h, geo.hex_rect(h)) for h in self.lit_moves(o)), pos) \
            if self.actor is not None and o.any else None
        # (the last that holds the pointer: a direction button, an ability, a stack, a card,
        # a lit hex)
        for kind, key in (("dir", d), ("ability", ability), ("market", stack), ("card", card),
                          ("lit", lit)):
            if key is not None:
                return (kind, key)
        return None

    # ------------------------------------------------------------------ animation
    def on_events(self, events: Sequence[Event]) -> None:
        super().on_events(events)
        self.hover = None

    def animate(self, events: Sequence[Event]) -> list[Tween]:
        """Harvesters glide to their new hex; a new project flashes with its income."""
        new = plan_motion(self.geo, events)
        moved = {g.seat for g in new if isinstance(g, Glide)}
        self.animations[:] = [a for a in self.animations
                              if not (isinstance(a, Glide) and a.seat in moved)]
        return new

    def state_changed(self) -> None:
        super().state_changed()
        self.planned = None

    # ------------------------------------------------------------------ drawing
    def planet_hover(self) -> Hashable | None:
        """The hover that changes the planet's picture (a card's or a direction's paying
        hexes, while choosing them); other hovers only change the prompt's text."""
        hover = self.hover
        wanted = {"direction": "dir", "cards": "card", "build": "card"}.get(self.st.decision())
        shown = self.actor is not None and hover is not None and hover[0] == wanted
        return hover if shown else None

    def layer_key(self, name: str, viewer: int | None) -> Hashable:
        # not repainted when a harvester lands: motion draws the ones it left out;
        # at a table it is (what moves is drawn there only while something moves)
        landed = frozenset(self.glides()) if self.table is not None else None
        return (self.version, viewer, self.planet_hover(), landed)

    def terrain(self) -> pygame.Surface:
        """The planet's terrain, drawn once per layout."""
        geo, st = self.geo, self.st
        if self._terrain is None:
            self._terrain = planet_layer(geo, st.board.cells, st.comp, st.board.edge,
                                         self.app.theme.c("background"))
            if pygame.display.get_surface() is not None:
                self._terrain = self._terrain.convert()
        return self._terrain

    def paint_board(self, surface: pygame.Surface, viewer: int | None) -> None:
        """The one cached layer, repainted only where it changed: the planet (terrain,
        marks, pieces at rest) and the panels whose picture changed. The background
        between them is painted when the layer is new or a panel moved."""
        geo, vis, o = self.geo, self.seen(viewer), self.options()
        ahead = self.painting_ahead  # (then only the panels' and ground's pictures, off the layer)
        if self.table is not None and not ahead:  # the planet alone: the panels are the
            # seats' and cards
            for area in uncovered(self.rect, [geo.box]):  # (the terrain covers its box)
                surface.fill(self.app.theme.c("background"), area)
        elif self.table is None:
            side = self.side(viewer)
            if not ahead and self.on_layer.start(surface, rects_key(self.panel_rects(side))):
                surface.fill(self.app.theme.c("background"), self.rect)
            self.paint_panels(surface, vis, side, o, self.hand_seat(viewer), viewer)
        (self.ground_ahead if ahead else self.draw_planet)(surface, vis, o, viewer)

    def draw_ground(self, surface: pygame.Surface, vis: PandorumState, o: Options) -> None:
        """The terrain and the marks of the decision (targets, previews, paying hexes)."""
        geo = self.geo
        with clipped(surface, geo.box):
            surface.blit(self.terrain(), geo.box.topleft)
            self.draw_marks(surface, vis, o, self.planet_hover())

    def ground_key(self, viewer: int | None) -> Hashable:
        """What the ground (terrain and marks) shows: the marks change with the decision
        and the hover, not with a harvester landing."""
        return (self.version, viewer, self.planet_hover())

    def ground_ahead(self, surface: pygame.Surface, vis: PandorumState, o: Options,
                     viewer: int | None) -> None:
        """Painting ahead: the ground's picture (its whole box: the terrain covers it),
        kept for the layer's coming repaint, which then only copies it and draws the
        pieces (the whole repaint in one step was 4-6 ms at 4K, 5-9 ms at 1080p with the
        panels' copies)."""
        key = self.ground_key(viewer)
        if self._pictures.has("ground", key) or not self.may_paint_ahead("ground"):
            return
        self.draw_ground(surface, vis, o)
        self._pictures.keep("ground", key, self._pictures.copy(surface, self.geo.box))

    def draw_planet(self, surface: pygame.Surface, vis: PandorumState, o: Options,
                    viewer: int | None = None) -> None:
        """The ground (its picture painted ahead, if there is one), then the pieces at
        rest and the badges over them."""
        geo = self.geo
        ground = self._pictures.get("ground", self.ground_key(viewer))
        if ground is not None:
            surface.blit(ground, geo.box)
        else:
            self.draw_ground(surface, vis, o)
        with clipped(surface, geo.box):
            self.draw_pieces(surface, vis)
            for text, pos, colour in self.visit_fees(vis, o):
                self.badge(surface, text, pos, colour)
            if self.table is not None:
                self.paint_table_marks(surface, o)

    def moving(self, viewer: int | None) -> Moving:
        """Per frame: gliding harvesters, flashes (:meth:`motion`) and, on a screen, the
        prompt box's detail lines with the text of the card or ability the pointer rests
        on (the buttons below them stay as they are)."""
        out = Moving()
        self.motion(self.seen(viewer), out)
        if self.hover is not None and self.table is None:
            side = self.side(viewer)
            box, below = side.prompt, self.prompt_below(side)
            fonts = self.app.fonts

            def detail(surface: pygame.Surface) -> None:
                o = self.options()
                text = self.detail_text(o, self.hover)
                if text and text != self.detail_text(o):
                    head = PROMPT.head_lines(fonts, self.prompt_lines(o)[0], box)[0]
                    PROMPT.draw_words(surface, fonts, self.app.theme, box,
                                      PROMPT.words(fonts, box, head, text, below),
                                      self.prompt_colour(self.actor is not None), below=below)

            out.add(detail, PROMPT.text_area(fonts, box, below))
        return out


VIEW = PandorumView
