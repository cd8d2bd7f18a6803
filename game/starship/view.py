"""The Starship Merchants board view: drawn from the Tiled map, played by mouse, touch and keys.

How a player acts (every choice is one of the rules' legal actions):

* the next quadrant's track space (or anywhere in that quadrant) advances your pawn;
* Shipyard: tap a Scout or Tug stack, then "Buy" or "Lease"; tap a ship console to pay
  off a loan marker (or to choose the ship to remove when over the limit);
* Market: tap a For Sale card (to redraw it on arrival, or to buy it), then the ship that
  equips it; tap a refinery to buy it; tap a mine in your Local Space to claim it;
* Belt: tap a ship console to run it; then every pickup (a mine in Known Space or a Local
  Space), exploring (the bag), redrawing (the Destination deck) and travelling (a
  Destination card) is a tap, each target showing its energy cost before you commit;
  the running console shows the energy left;
* choices the board cannot show (pass, end the run, keep the explored mine aboard or in
  Local Space, Dock transfers, the Final Run) are large buttons in the prompt area;
* keyboard: Tab / arrows move the focus over exactly the things you may choose now,
  Enter or Space chooses. A tap on something that is not a choice shows why.

Pawns glide along the track (settings: animation speed); animations start in
:meth:`StarshipView.on_events` and advance in :meth:`update`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import Action, Event
from game.engine.gameview import GameView
from game.engine.widgets import BoardTarget, Button, Widget
from game.starship.rules import actions as A
from game.starship.rules.data import MINE_NAMES
from game.starship.rules.ship_supply import card_for
from game.starship.rules.state import StarshipState
from game.starship.view_actions import (
    CONFIRM,
    buttons,
    cost_badge,
    label,
    prompt,
    targets,
    why_not,
)
from game.starship.view_draw import GEAR_LETTER, SELECTED, TARGET, Marks, Painter, mine_text
from game.starship.view_layout import Layout, Spot, spots

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App

SpotKey = tuple[str, Hashable]

#: seconds a pawn (or a mine token) takes to glide at animation speed 1
FLIGHT_TIME = 0.4
#: seconds a credit change floats over a seat
FLOAT_TIME = 0.9
PER_PAGE = 3
#: lines of prompt text above the prompt buttons
PROMPT_LINES = 2


@dataclass
class Flight:
    """A pawn gliding from one quadrant to the next (canvas coordinates)."""

    seat: int
    start: tuple[float, float]
    to: str
    t: float = 0.0


@dataclass
class TokenFlight:
    """A mine token gliding to its new place (picked up, unloaded, moved to Known Space)."""

    token: int
    start: tuple[int, int]
    end: tuple[int, int]
    t: float = 0.0

    def pos(self) -> tuple[float, float]:
        k = 1 - (1 - min(1.0, self.t)) ** 3
        return (self.start[0] + (self.end[0] - self.start[0]) * k,
                self.start[1] + (self.end[1] - self.start[1]) * k)


@dataclass
class Floater:
    """A credit change ("+15") rising over a seat's credits."""

    text: str
    at: tuple[int, int]
    gain: bool
    t: float = 0.0


#: a focusable spot of the board
Target = BoardTarget


class StarshipView(GameView):
    """The Starship Merchants board (see the module docstring for how players act)."""

    def __init__(self, session: Session, app: App) -> None:
        super().__init__(session, app)
        self.lay: Layout | None = None
        self.selected: SpotKey | None = None
        self.hover: SpotKey | None = None
        self.info: SpotKey | None = None  # a tapped spot whose details the prompt shows
        self.page = 0
        self.flights: list[Flight] = []
        self.tokens: list[TokenFlight] = []
        self.floaters: list[Floater] = []
        self._credits = [p["credits"] for p in session.state.players]  # type: ignore[attr-defined]
        self._widgets: list[Widget] = []
        self._widgets_for: tuple | None = None
        self._spots: list[Spot] = []
        self._spots_for: tuple | None = None
        #: lines of prompt text above the buttons now (one when a label needs the room)
        self.prompt_rows = PROMPT_LINES
        #: the prompt's text was cut to its lines (the tip beside the spot shows it whole)
        self.prompt_cut = False

    # ------------------------------------------------------------------ basics
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.lay = Layout(self.rect)
        self._widgets_for = self._spots_for = None

    def state_changed(self) -> None:
        super().state_changed()
        self.flights.clear()
        self.tokens.clear()
        self.floaters.clear()
        self._credits = [p["credits"] for p in self.session.state.players]  # type: ignore[attr-defined]
        self._reset_choice()

    def _reset_choice(self) -> None:
        self.selected = None
        self.info = None
        self.page = 0
        self._widgets_for = self._spots_for = None

    @property
    def st(self) -> StarshipState:
        """What the acting human may see (the layout only uses public information)."""
        st = self.visible_state(self.actor)
        assert isinstance(st, StarshipState)
        return st

    def spots(self) -> list[Spot]:
        """The board's clickable things now (cached per position)."""
        if self.lay is None:
            self.layout(self.rect)
        sig = (len(self.session.log), id(self.session.state), tuple(self.rect))
        if sig != self._spots_for:
            assert self.lay is not None
            self._spots = spots(self.st, self.lay)
            self._spots_for = sig
        return self._spots

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        for spot in reversed(self.spots()):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def spot_rect(self, key: SpotKey) -> pygame.Rect:
        """The click area of a spot (the most specific one; tests click its centre)."""
        found = [s for s in self.spots() if s.key == key]
        if not found:
            raise LookupError(f"no spot {key!r} on the board")
        return min(found, key=lambda s: s.rect.width * s.rect.height).rect

    def point_for(self, key: SpotKey) -> tuple[int, int]:
        """A canvas point where a tap reaches spot ``key`` (its target widget, or the
        board's own hit test), for tests and for anyone scripting the interface."""
        rect = self.spot_rect(key)
        xs = [rect.centerx, rect.x + 8, rect.right - 8]
        ys = [rect.centery, rect.y + 8, rect.bottom - 8]
        for y in ys:
            for x in xs:
                spot = self.spot_at((x, y))
                if spot is not None and spot.key == key:
                    return (x, y)
        return rect.center

    def target_map(self) -> dict[SpotKey, list[Action]]:
        legal = self.legal_actions()
        return targets(self.st, legal) if legal else {}

    def action_label(self, action: Action) -> str:
        return label(self.session.state, action)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ choosing
    def choose(self, key: SpotKey) -> None:
        """A spot was tapped or activated by key."""
        self.dirty = True
        self.info = key
        if self.actor is None:
            self.toast("It is not your turn." if not self.session.state.is_over
                       else "The game is over.", error=True)
            return
        acts = self.target_map().get(key, [])
        if not acts:
            self.toast(why_not(self.st, self.actor, key), error=True)
            return
        if len(acts) == 1 and not isinstance(acts[0], CONFIRM):
            self._play(acts[0])
            return
        self.selected = key
        self.page = 0
        self._widgets_for = None

    def _play(self, action: Action) -> None:
        ok = self.submit(action)
        self._reset_choice()
        if ok:
            self.hover = None
        self.dirty = True

    def cancel(self) -> None:
        self._reset_choice()
        self.dirty = True

    def next_page(self) -> None:
        self.page += 1
        self._widgets_for = None
        self.dirty = True

    def _button_actions(self) -> list[Action]:
        legal = self.legal_actions()
        if not legal:
            return []
        if self.selected is not None:
            acts = self.target_map().get(self.selected)
            if acts:
                return acts
            self.selected = None
        return buttons(self.st, legal)

    # ------------------------------------------------------------------ widgets
    def widgets(self) -> list[Widget]:
        sig = (len(self.session.log), self.actor, self.selected, self.page, tuple(self.rect),
               id(self.session.state))
        if sig != self._widgets_for:
            self._widgets_for = sig
            self._widgets = self._build_widgets()
        return self._widgets

    def _build_widgets(self) -> list[Widget]:
        if self.actor is None or self.lay is None or self.session.state.is_over:
            return []
        out: list[Widget] = []
        if self.selected is None:
            for key in self.target_map():
                out.append(Target(self.spot_rect(key), lambda k=key: self.choose(k),
                                  key=("starship", "spot", key)))
        out += self._prompt_buttons()
        return out

    def _prompt_buttons(self) -> list[Widget]:
        assert self.lay is not None
        acts = self._button_actions()
        area = self.lay.prompt
        extra = 1 if self.selected is not None else 0
        total = len(acts) + extra
        per = PER_PAGE if total <= PER_PAGE else PER_PAGE - 1
        pages = max(1, -(-len(acts) // max(1, per - extra))) if total > PER_PAGE else 1
        self.page %= pages
        if total > PER_PAGE:
            shown = acts[self.page * (per - extra):(self.page + 1) * (per - extra)]
        else:
            shown = acts
        small = extra + (1 if pages > 1 else 0)  # More / Cancel: narrower buttons
        n = len(shown) + small
        if n == 0:
            return []
        gap = 10
        small_w = 136
        room = area.width - gap * (n - 1) - small * small_w
        w = room // len(shown) if shown else small_w
        if shown and w < small_w:
            small_w = w = (area.width - gap * (n - 1)) // n
        st = self.session.state
        fonts = self.app.fonts
        need = max((len(fonts.wrap(label(st, a), 24, w - 24, True)) for a in shown), default=1)
        # a label that needs more lines than the button holds under two prompt lines
        # ("Lease Mark I Scout for 4 (+2 loans of 4)" in a small window) takes the second
        # prompt line's room; the prompt's whole text is then in the tip beside the spot
        self.prompt_rows = PROMPT_LINES
        y = area.top + PROMPT_LINES * 30 + 12
        h = max(64, min(96, area.bottom - 6 - y))
        if need * fonts.line_height(24, True) + 8 > h:
            self.prompt_rows = 1
            y = area.top + 30 + 12
            h = max(64, min(need * fonts.line_height(24, True) + 8, area.bottom - 6 - y))
        out: list[Widget] = []
        for i, action in enumerate(shown):
            style = "primary" if i == 0 and self.selected is not None else "normal"
            out.append(Button((area.x + i * (w + gap), y, w, h), label(st, action),
                              (lambda a=action: self._play(a)), size=24, style=style,
                              key=("starship", "act", action)))
        x = area.x + len(shown) * (w + gap)
        if pages > 1:
            out.append(Button((x, y, small_w, h), f"More {self.page + 1}/{pages}",
                              self.next_page, size=24, key=("starship", "more")))
            x += small_w + gap
        if extra:
            out.append(Button((x, y, small_w, h), "Cancel", self.cancel, size=24,
                              style="quiet", key=("starship", "cancel")))
        return out

    # ------------------------------------------------------------------ input
    def pointer_down(self, pos: tuple[int, int], button: int = 1) -> bool:
        """Taps the focus widgets did not take: details, and reasons for refusals."""
        if self.lay is None or not self.rect.collidepoint(pos):
            return False
        if self.lay.prompt.collidepoint(pos):
            return True
        spot = self.spot_at(pos)
        if spot is None:
            if self.selected is not None:
                self.cancel()
            return True
        if self.selected is not None and spot.kind == "space" and spot.rect.width > 200:
            self.cancel()  # a tap on the bare board drops the selection
            return True
        if spot.kind in ("seat", "known", "dock", "mark", "market_deck", "gear_supply"):
            self.info = spot.key
            self.dirty = True
            if self.selected is not None:
                self.cancel()
                self.info = spot.key
            return True
        self.choose(spot.key)
        return True

    def pointer_move(self, pos: tuple[int, int], pressed: bool = False) -> bool:
        spot = self.spot_at(pos) if self.rect.collidepoint(pos) else None
        key = spot.key if spot is not None else None
        if key != self.hover:
            self.hover = key
            self.dirty = True
        return False

    # ------------------------------------------------------------------ animation
    def on_events(self, events: Sequence[Event]) -> None:
        """After any action: pawns glide to their new quadrant, mine tokens that changed
        place glide from where they were drawn, credit changes float over the seats."""
        before = {s.key: s.rect.center for s in self._spots if s.kind == "mine"}
        credits = list(self._credits)
        super().on_events(events)
        self._reset_choice()
        st = self.session.state
        self._credits = [p["credits"] for p in st.players]  # type: ignore[attr-defined]
        self._say_redraw(events)
        speed = self.app.settings.animation_speed
        if speed <= 0 or self.lay is None:
            return
        for ev in events:
            if ev.kind == "move" and ev.seat is not None and "from" in ev.data:
                x, y = self.lay.spaces[ev.data["from"]]
                self.flights = [f for f in self.flights if f.seat != ev.seat]
                self.flights.append(Flight(ev.seat, (x, y), ev.data["to"]))
        after = {s.key: s.rect.center for s in self.spots() if s.kind == "mine"}
        moved = [(key[1], before[key], end) for key, end in after.items()
                 if key in before and before[key] != end]
        self.tokens = [t for t in self.tokens if t.token not in {m[0] for m in moved}]
        self.tokens += [TokenFlight(token, start, end) for token, start, end in moved[:16]]
        seats = {s.ref: s.rect for s in self._spots if s.kind == "seat"}
        for seat, (old, new) in enumerate(zip(credits, self._credits, strict=False)):
            if old != new and seat in seats:
                rect = seats[seat]
                self.floaters.append(Floater(f"{new - old:+d}", (rect.right - 16, rect.y + 40),
                                             new > old))

    def _say_redraw(self, events: Sequence[Event]) -> None:
        """A redraw replaces both Destination cards at once: say so, naming the new ones
        (the two cards otherwise change under the player's finger without a word)."""
        if not any(ev.kind == "redraw" for ev in events):
            return
        st = self.session.state
        new = [st.comp.destinations[c].name for c in st.dest_slots if c is not None]  # type: ignore[attr-defined]
        self.toast("Both Destinations redrawn: now " + " and ".join(new) + "."
                   if new else "Both Destinations redrawn.")

    def update(self, dt: float) -> None:
        if not (self.flights or self.tokens or self.floaters):
            return
        speed = max(0.1, self.app.settings.animation_speed)
        for f in self.flights:
            f.t += dt * speed / FLIGHT_TIME
        for t in self.tokens:
            t.t += dt * speed / FLIGHT_TIME
        for fl in self.floaters:
            fl.t += dt * speed / FLOAT_TIME
        self.flights = [f for f in self.flights if f.t < 1.0]
        self.tokens = [t for t in self.tokens if t.t < 1.0]
        self.floaters = [fl for fl in self.floaters if fl.t < 1.0]
        self.dirty = True

    @property
    def animating(self) -> bool:
        return bool(self.flights or self.tokens or self.floaters)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, viewer: int | None) -> None:
        if self.lay is None:
            self.layout(self.rect)
        assert self.lay is not None
        st = self.visible_state(viewer)
        assert isinstance(st, StarshipState)
        app = self.app
        looks = [app.theme.player(seat.colour) for seat in self.session.seats]
        marks = Marks()
        tmap = self.target_map()
        if self.selected is None:
            marks.targets = set(tmap)
        marks.selected = self.selected
        marks.hover = self.hover
        for key, acts in tmap.items():
            badge = cost_badge(st, acts[0])
            if badge is None:
                continue
            marks.badges[key] = badge
            if key[0] == "mine":
                where, owner = st.token_location(key[1])
                area = ("known", None) if where == "known" else ("seat", owner)
                old = marks.area_badges.get(area)
                if old is None or badge not in old.split("/"):
                    marks.area_badges[area] = badge if old is None else f"{old}/{badge}"
        run = next((d for d in reversed(st.pending) if d["kind"] == "run"), None)
        if run is not None:
            marks.running, marks.energy_left = run["ship"], run["energy"]
        marks.hidden_pawns = {f.seat for f in self.flights}
        marks.hidden_tokens = {t.token for t in self.tokens}
        all_spots = self.spots()
        painter = Painter(surface, app, st, self.lay, looks, self.names(), marks)
        surface.fill(app.theme.c("background"), self.rect)
        painter.board(all_spots)
        painter.refineries(all_spots)
        for spot in all_spots:
            if spot.kind == "refinery":
                painter.frame(spot)
        painter.seats(all_spots, None if st.is_over else st.turn)
        rest = painter.pawn_positions()
        for f in self.flights:
            end = rest.get(f.seat)
            if end is None:
                continue
            k = 1 - (1 - min(1.0, f.t)) ** 3
            pos = (round(f.start[0] + (end[0] - f.start[0]) * k),
                   round(f.start[1] + (end[1] - f.start[1]) * k))
            painter.pawn(f.seat, pos)
        for t in self.tokens:
            x, y = t.pos()
            painter.mine(t.token, pygame.Rect(round(x) - 17, round(y) - 17, 34, 34), moving=True)
        for fl in self.floaters:
            colour = app.theme.c("ok") if fl.gain else app.theme.c("error")
            y = round(fl.at[1] - 30 * fl.t)
            app.fonts.draw(surface, fl.text, (fl.at[0], y), 30, colour, True, "topright")
        self._draw_prompt(surface, st, tmap)
        self._draw_card_tip(surface, st)

    def _draw_card_tip(self, surface: pygame.Surface, st: StarshipState) -> None:
        """The full text of a hovered card (Pilot or Gear For Sale, refinery, Destination)
        in a box next to it: a tap on a legal card buys it at once, so the card's text must
        be readable before the tap, and the two-line prompt is too short for it. Any other
        spot hovered or tapped (touch has no hover) whose words the prompt had to cut gets
        the same box."""
        key = self.hover if self.hover is not None else self.info
        if key is None or (key[0] not in TIP_KINDS and not self.prompt_cut):
            return  # other spots' words fit the prompt lines
        text = describe_spot(st, key, self.names())
        if not text:
            return
        try:
            card = self.spot_rect(key)
        except LookupError:
            return
        fonts = self.app.fonts
        box = card_tip_rect(fonts, text, card, self.rect)
        pygame.draw.rect(surface, (246, 240, 220), box, border_radius=10)
        pygame.draw.rect(surface, SELECTED, box, 3, border_radius=10)
        y = box.y + TIP_PAD
        for line in fonts.wrap(text, TIP_SIZE, box.width - 2 * TIP_PAD):
            fonts.draw(surface, line, (box.x + TIP_PAD, y), TIP_SIZE, (20, 24, 40))
            y += fonts.line_height(TIP_SIZE)

    def _draw_prompt(self, surface: pygame.Surface, st: StarshipState,
                     tmap: dict[SpotKey, list[Action]]) -> None:
        assert self.lay is not None
        app = self.app
        area = self.lay.prompt
        pygame.draw.rect(surface, app.theme.c("panel"), area, border_radius=12)
        pygame.draw.rect(surface, app.theme.c("panel_border"), area, 2, border_radius=12)
        text, colour = self.prompt_text(st, tmap)
        lines = app.fonts.wrap(text, 24, area.width - 20, True)
        rows = self.prompt_rows if self.widgets() else PROMPT_LINES
        self.prompt_cut = len(lines) > rows
        if len(lines) > rows:
            lines = lines[:rows]
            lines[-1] = app.fonts.fit(lines[-1] + " …", 24, area.width - 20, True)
        for i, line in enumerate(lines):
            app.fonts.draw(surface, line, (area.x + 10, area.y + 6 + 30 * i), 24, colour, True)
        run = st.pending[-1] if st.pending and st.pending[-1]["kind"] == "run" else None
        if run is not None and len(lines) < rows:
            self._draw_budget(surface, st, run, tmap, (area.x + 10, area.y + 36))

    def _draw_budget(self, surface: pygame.Surface, st: StarshipState, run: dict,
                     tmap: dict[SpotKey, list[Action]], at: tuple[int, int]) -> None:
        """The run's energy budget as pips: spent (hollow), what the hovered choice would
        spend (amber), left (filled)."""
        from game.starship.rules.belt import energy_cost

        total, left = st.energy(run["ship"]), run["energy"]
        preview = 0
        if self.hover in tmap:
            preview = energy_cost(st, tmap[self.hover][0]) or 0
        x, y = at
        step = min(24, max(12, (self.lay.prompt.width - 20) // max(1, total)))
        for i in range(total):
            c = (x + 10 + i * step, y + 12)
            if i >= left:
                pygame.draw.circle(surface, (120, 130, 170), c, 8, 2)
            elif i >= left - preview:
                pygame.draw.circle(surface, SELECTED, c, 9)
            else:
                pygame.draw.circle(surface, TARGET, c, 9)
        # the green "-1⚡" tags in words, for fingers (no hover) where the line has room
        fonts = self.app.fonts
        start = x + 10 + total * step + 8
        if start + fonts.get(24).size(BUDGET_LEGEND)[0] <= self.lay.prompt.right - 10:
            fonts.draw(surface, BUDGET_LEGEND, (start, y), 24, self.app.theme.c("text_dim"))

    def prompt_text(self, st: StarshipState,
                    tmap: dict[SpotKey, list[Action]]) -> tuple[str, tuple[int, int, int]]:
        """The prompt line: the hovered choice with its cost, else details of a tapped
        thing, else what to do now."""
        t = self.app.theme
        if self.hover is not None and self.hover in tmap and self.selected is None:
            acts = tmap[self.hover]
            text = " / ".join(label(st, a) for a in acts[:2])
            run = st.pending[-1] if st.pending and st.pending[-1]["kind"] == "run" else None
            from game.starship.rules.belt import energy_cost

            cost = energy_cost(st, acts[0]) if run is not None else None
            if run is not None and cost is not None:  # the "-1⚡" badge in words
                text += (f": -{cost}\u26a1 = {cost} energy, {run['energy'] - cost} energy "
                         "left after")
            return text, t.c("ok")
        key = self.hover if self.hover is not None else self.info
        if key is not None:
            detail = describe_spot(st, key, self.names())
            if detail:
                return detail, t.c("text")
        if self.session.state.is_over:
            return "Game over.", t.c("text_dim")
        if self.actor is None:
            who = self.names()[st.turn] if 0 <= st.turn < len(self.names()) else "?"
            return f"Waiting for {who}…", t.c("text_dim")
        return prompt(st, self.actor, self.names()), t.c("accent")


#: beside the energy pips of a run: what the green price tags on the board mean
BUDGET_LEGEND = "green tags: energy a tap costs"
#: hovered spots whose card text is shown in a box beside them
TIP_KINDS = ("forsale", "refinery", "dest")
TIP_SIZE, TIP_PAD, TIP_W = 22, 10, 420


def card_tip_rect(fonts, text: str, card: pygame.Rect, board: pygame.Rect) -> pygame.Rect:
    """The box for a card's text: ``TIP_W`` wide, below the card (above it when there is no
    room), moved sideways to stay inside ``board``."""
    lines = fonts.wrap(text, TIP_SIZE, TIP_W - 2 * TIP_PAD)
    height = len(lines) * fonts.line_height(TIP_SIZE) + 2 * TIP_PAD
    box = pygame.Rect(0, 0, TIP_W, height)
    box.midtop = (card.centerx, card.bottom + 8)
    if box.bottom > board.bottom:
        box.midbottom = (card.centerx, card.top - 8)
    return box.clamp(board)


def describe_spot(st: StarshipState, key: SpotKey, names: Sequence[str]) -> str:
    """Details of a board thing for the prompt line (pilot and gear names, card texts)."""
    kind, ref = key
    comp = st.comp
    if kind == "ship" and ref in st.ships:
        ship = st.ships[ref]
        card = comp.ships[ref]
        parts = [f"Ship {ref} ({names[ship['owner']]}): Mark {A.roman(card.mark)} "
                 f"{ship['side'].title()}, \u26a1{st.energy(ref)} = {st.energy(ref)} energy, "
                 f"{st.cargo_capacity(ref)} holds"]
        if card.obsolete_at:
            parts.append(f"obsolete at Mark {A.roman(card.obsolete_at)}")
        if ship["pilot"]:
            parts.append(f"pilot {comp.card_name(ship['pilot'])}")
        if ship["gear"]:
            parts.append("gear " + ", ".join(comp.gear[g].name for g in ship["gear"]))
        if ship["loans"]:
            parts.append(f"L = {ship['loans']} loan(s) of {st.loan_marker_value(ref)}")
        if ship["destination"] is not None:
            dest = comp.destinations[ship["destination"]]
            parts.append(f"\u2192{dest.bonus} = bound for {dest.name}, bonus {dest.bonus}")
        return "; ".join(parts)
    if kind == "mine" and ref in comp.mines:
        return mine_text(st, ref)
    if kind == "forsale" and st.for_sale[ref]:
        card = st.for_sale[ref]
        kind_, cid = comp.market_cards[card]
        text = comp.pilots[cid].text if kind_ == "pilot" else comp.gear[cid].text
        return f"{comp.card_name(card)} ({comp.card_cost(card)}): {text}"
    if kind == "dest" and st.dest_slots[ref]:
        d = comp.destinations[st.dest_slots[ref]]
        extra = "".join(f", +{v} per {MINE_NAMES.get(k, 'mine')}" for k, v in d.per_mine.items())
        return f"{d.name}: travel {d.cost} energy, bonus {d.bonus}{extra}"
    if kind == "refinery" and ref in comp.refineries:
        r = comp.refineries[ref]
        bonus = ", ".join(f"+{v} per {MINE_NAMES.get(k, k)}" for k, v in r.per_mine.items())
        return f"{r.name} ({r.cost}): {bonus} delivered by all your ships"
    if kind == "stack":
        limit = comp.ship_limit(st.mark_token)
        text = (f"Mark {A.roman(ref[0])} {ref[1].title()}s (Scouts: more energy, Tugs: more "
                f"holds). Ship limit now {limit}; obsolete ships do not count")
        top = card_for(st, *ref)
        if top is not None:  # the card's symbols in words
            stats = comp.ships[top].side(ref[1])
            text += (f". On the card: {stats.cost}cr = price, \u26a1{stats.energy} = "
                     f"{stats.energy} energy a run, \u25a2{stats.cargo} = {stats.cargo} cargo "
                     "holds")
            if ref[1] == "scout" and st.scout_stacks.get(ref[0]):
                left = len(st.scout_stacks[ref[0]])
                text += f", \u00d7{left} = {left} cards left"
        if not st.scout_stacks.get(ref[0]) and st.tug_slots.get(ref[0]) is not None:
            text += ". Only the Tug card is left: it can be bought as either side"
        elif ref[1] == "scout" and card_for(st, *ref) is None and st.scout_stacks.get(ref[0]):
            text += (". Re-commissioned Mark IIs go on sale once every standard Mark II "
                     "ship is bought")
        return text
    if kind == "gear_supply":
        return "Gear: " + ", ".join(f"{GEAR_LETTER[g]} {k.name}" for g, k in comp.gear.items())
    if kind == "seat" and 0 <= ref < len(st.players):
        p = st.players[ref]
        refs = ", ".join(comp.refineries[r].name for r in p["refineries"]) or "no refineries"
        return f"{names[ref]}: {p['credits']} credits, {len(p['ships'])} ship(s), {refs}"
    if kind == "known":
        return "Known Space: mines anyone can pick up for 1 energy"
    if kind == "bag":
        return f"The bag: {len(st.bag)} mines to explore"
    if kind == "dest_deck":
        cost = comp.rules["redraw_destinations_cost"]
        return (f"Destination deck: {len(st.dest_deck)} cards. In a run, a tap here "
                f"discards both Destination cards and draws two new ones for {cost} energy")
    return ""


VIEW = StarshipView
