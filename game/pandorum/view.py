"""The Pandorum board view: the assembled hex planet, market, hand and harvester mats.

How a player acts (every choice is one of the rules' legal actions):

* **Adding cards:** tap the deck or a market stack (glowing) - once per card.
* **Moving:** tap a card in your hand to pay it as the movement fee (the hexes you could
  then reach are shown), tap it again or press "Pay ... and move"; or tap your harvester
  first and then the card. With the permanent "Free move", press "Move". Then tap one of
  the highlighted hexes (green dashed: straight-line moves, with what a construction there
  would pay at best; blue: the single-use flight).
* **Construction:** choose the project (buttons), then tap the glowing cards of your hand
  (each shows what it pays here; the paying hexes light up on the planet), choose the
  Intranet direction (buttons show what each pays) and put each card into a harvester slot
  (buttons, or tap the slot on your mat).
* Keyboard: Tab / arrows move the focus over exactly the things you may choose now, Enter
  or Space chooses. Clicks on anything else explain why it cannot be chosen.

Harvesters glide to their new hex and new projects flash (settings: animation speed);
animations start in :meth:`PandorumView.on_events` and advance in ``update``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.boards.hex import Hex, direction_between
from game.core.protocol import Action, Event
from game.engine.draw import seat_badge
from game.engine.gameview import GameView
from game.engine.widgets import Button, Widget
from game.pandorum.rules.actions import MoveTo, TakeCard
from game.pandorum.view_draw import (
    CARGO_LOOK,
    CHOSEN,
    FLY,
    PAYS,
    TARGET,
    TYPE_TAG,
    card_back,
    cargo_rgb,
    coin,
    dashed_hex,
    draw_base,
    draw_harvester,
    draw_module,
    pips,
    planet_layer,
    shrink,
    text_on,
)
from game.pandorum.view_layout import PlanetGeometry, grid, panels
from game.pandorum.view_options import Options, build_label, direction_label, sort_actions

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.theme import PlayerLook
    from game.pandorum.rules.state import PandorumState

#: seconds a harvester takes to glide to its hex, and a new project flashes, at speed 1
GLIDE_TIME = 0.45
FLASH_TIME = 0.8
#: line heights of the prompt texts
PROMPT_SIZE, DETAIL_SIZE = 28, 24
BUTTON_H = 64


@dataclass
class Glide:
    seat: int
    start: tuple[int, int]
    end: tuple[int, int]
    to: Hex
    t: float = 0.0

    def pos(self) -> tuple[int, int]:
        k = 1 - (1 - min(1.0, self.t)) ** 3
        return (round(self.start[0] + (self.end[0] - self.start[0]) * k),
                round(self.start[1] + (self.end[1] - self.start[1]) * k))


@dataclass
class Flash:
    at: Hex
    text: str
    t: float = 0.0


class Target(Widget):
    """A focusable place (a hex, a card, a market stack, a mat slot): the view draws the
    thing; this widget takes the click or Enter and draws the keyboard focus ring."""

    def __init__(self, rect: pygame.Rect, on_choose: Callable[[], None], *, key: Any) -> None:
        super().__init__(rect, key=key)
        self.on_choose = on_choose

    def activate(self) -> None:
        if self.enabled:
            self.on_choose()

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        if focused:
            pygame.draw.rect(surface, app.theme.c("focus"), self.rect.inflate(10, 10), 5,
                             border_radius=12)


@dataclass
class Side:
    """The side panel's rectangles for one frame."""

    prompt: pygame.Rect
    buttons: list[pygame.Rect]
    market_title: pygame.Rect
    market: dict[str, pygame.Rect]  # "deck" or a stack name
    hand_title: pygame.Rect
    hand: dict[str, pygame.Rect]  # card name (one tile per name)


class PandorumView(GameView):
    """The Pandorum table (see the module docstring for how players act)."""

    def __init__(self, session: Session, app: App) -> None:
        super().__init__(session, app)
        self.geo: PlanetGeometry | None = None
        self._layer: pygame.Surface | None = None
        self.selected: tuple[str, Any] | None = None  # ("fee", card) or ("harvester", seat)
        self._sel_context: tuple[int, int | None] | None = None
        self.hover: tuple[str, Any] | None = None  # ("card", name) ("hex", h)
        self.glides: list[Glide] = []
        self.flashes: list[Flash] = []
        self._widgets: list[Widget] = []
        self._widgets_for: tuple | None = None
        self._preview: dict[tuple, Any] = {}
        self._preview_for: tuple | None = None
        self._last_viewer: int | None = None
        self.layout(self.rect)

    # ------------------------------------------------------------------ basics
    @property
    def st(self) -> PandorumState:
        return self.session.state  # type: ignore[return-value]

    def looks(self) -> list[PlayerLook]:
        return [self.app.theme.player(s.colour) for s in self.session.seats]

    def names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.panels = panels(self.rect)
        self.geo = PlanetGeometry(self.st.board.cells, self.panels.planet)
        self._layer = None
        self._widgets_for = None

    def kind(self) -> str:
        st = self.st
        return str(st.top()["kind"]) if st.pending and not st.is_over else "none"

    def options(self) -> Options:
        return sort_actions(self.kind(), self.legal_actions())

    def _check_selection(self) -> None:
        """A selection belongs to one decision: drop it when the game moved on."""
        context = (len(self.session.log), self.actor)
        if context != self._sel_context:
            self._sel_context = context
            self.selected = None

    def hand_seat(self, viewer: int | None) -> int:
        """Whose hand is shown face up: the viewer's, or (all bots) the player to act."""
        return viewer if viewer is not None else self.st.turn

    def site(self) -> Hex | None:
        """The hex of the construction being decided, if any."""
        st = self.st
        if not st.pending or st.is_over:
            return None
        site = st.top().get("site")
        return (int(site[0]), int(site[1])) if site else None

    def _viewer(self) -> int | None:
        return self.actor if self.actor is not None else self._last_viewer

    # ------------------------------------------------------------------ previews
    def _previews(self) -> dict[tuple, Any]:
        sig = (len(self.session.log), self.actor, id(self.st))
        if sig != self._preview_for:
            self._preview_for = sig
            self._preview = {}
        return self._preview

    def card_pays(self, name: str) -> tuple[int, tuple[Hex, ...]]:
        """What ``name`` would pay in the construction being decided (with the cards
        already chosen), and from which hexes; Intranet: its best direction."""
        cache = self._previews()
        key = ("pay", name)
        if key not in cache:
            site, seat = self.site(), self.actor
            if site is None or seat is None:
                return (0, ())
            st = self.st
            top = st.top()
            chosen = [c for c in top.get("chosen", []) if c != name] + [name]
            best: tuple[int, tuple[Hex, ...]] = (0, ())
            dirs = range(6) if st.comp.card(name).effect == "intranet" else (None,)
            for d in dirs:
                for inc in st.income_preview(seat, site, chosen,
                                             {name: d} if d is not None else None):
                    if inc.card == name and inc.amount >= best[0]:
                        best = (inc.amount, inc.hexes)
            cache[key] = best
        return cache[key]

    def direction_pays(self, d: int) -> tuple[int, tuple[Hex, ...]]:
        """Intranet: what the card being pointed pays in direction ``d``."""
        cache = self._previews()
        key = ("dir", d)
        if key not in cache:
            st, site, seat = self.st, self.site(), self.actor
            if site is None or seat is None or self.kind() != "direction":
                return (0, ())
            top = st.top()
            name = top["todo"][0]
            dirs = dict(top.get("dirs", {}))
            dirs[name] = d
            amount, hexes = 0, ()
            for inc in st.income_preview(seat, site, list(top["cards"]), dirs):
                if inc.card == name:
                    amount, hexes = inc.amount, inc.hexes
            cache[key] = (amount, hexes)
        return cache[key]

    def site_best(self, h: Hex) -> int | None:
        """Move decision: the most a module built on empty ``h`` would pay (one card)."""
        cache = self._previews()
        key = ("site", h)
        if key not in cache:
            st, seat = self.st, self.actor
            value: int | None = None
            if seat is not None and h in st.board.buildable and h not in st.projects:
                ignore = st.can_use_fore(seat, "ignore_conditions")
                for name in st.eligible_names(seat, h, st.hands[seat], ignore):
                    dirs = range(6) if st.comp.card(name).effect == "intranet" else (None,)
                    for d in dirs:
                        for inc in st.income_preview(seat, h, [name],
                                                     {name: d} if d is not None else None):
                            if inc.card == name:
                                value = max(value or 0, inc.amount)
            cache[key] = value
        return cache[key]

    def fee_preview(self, card: str) -> list[MoveTo]:
        """Where the harvester could stop after paying ``card`` (before paying it)."""
        cache = self._previews()
        key = ("fee", card)
        if key not in cache:
            st, seat = self.st, self.actor
            if seat is None or card not in st.hands[seat]:
                cache[key] = []
            else:
                rest = list(st.hands[seat])
                rest.remove(card)
                cache[key] = st.destinations(seat, rest)
        return cache[key]

    def preview_card(self, o: Options) -> str | None:
        """The card whose construction income is shown on the planet."""
        if o.kind not in ("cards", "build"):
            return None
        if self.hover is not None and self.hover[0] == "card" and (
                o.kind == "build" or self.hover[1] in o.cards):
            return self.hover[1]
        if len(o.cards) == 1:
            return next(iter(o.cards))
        return None

    # ------------------------------------------------------------------ choosing
    def choose_hex(self, h: Hex) -> None:
        """A planet hex was tapped or chosen by key."""
        self._check_selection()
        o = self.options()
        st = self.st
        if self.actor is None:
            self.toast("The game is over." if st.is_over else "It is not your turn.",
                       error=True)
            return
        if o.kind == "move":
            action = o.moves.get(h)
            self.submit(action if action is not None else MoveTo(h[0], h[1]))
            return
        if o.kind == "direction":
            site = self.site()
            d = direction_between(site, h) if site is not None else None
            if d is not None and d in o.dirs:
                self.submit(o.dirs[d])
                return
            self.toast("Choose the direction with the buttons, or tap a hex in a straight "
                       "line from the new project.", error=True)
            return
        if o.kind == "turn" and h == st.harvesters[self.actor]:
            self.choose_harvester()
            return
        if o.kind == "turn":
            self.toast("To move, first pay a card from your hand: tap it.", error=True)
            return
        self.toast(f"Not now: {self.prompt_lines(o)[0]}", error=True)

    def choose_harvester(self) -> None:
        self._check_selection()
        o = self.options()
        if o.kind != "turn" or self.actor is None:
            self.toast("Your harvester moves after you pay the fee, at the start of a turn.",
                       error=True)
            return
        if o.free is not None:
            self.submit(o.free)
            return
        if not o.fees:
            self.toast("No card in your hand would let you move anywhere: add cards.",
                       error=True)
            return
        self.selected = None if self.selected == ("harvester", self.actor) else \
            ("harvester", self.actor)
        self.dirty = True

    def choose_card(self, name: str) -> None:
        """A card of the hand was tapped or chosen by key."""
        self._check_selection()
        o = self.options()
        if self.actor is None:
            self.toast("It is not your turn.", error=True)
            return
        if o.kind == "cards":
            action = o.cards.get(name)
            if action is not None:
                self.submit(action)
            else:
                self.toast(self.card_reason(name), error=True)
            return
        if o.kind == "turn":
            fee = o.fees.get(name)
            if fee is None:
                self.toast(self.fee_reason(name, o), error=True)
                return
            if self.selected in (("fee", name), ("harvester", self.actor)):
                self.selected = None
                self.submit(fee)
                return
            self.selected = ("fee", name)
            self.dirty = True
            return
        self.toast(f"Not now: {self.prompt_lines(o)[0]}", error=True)

    def choose_market(self, source: str) -> None:
        self._check_selection()
        o = self.options()
        action = o.takes.get(source)
        if action is not None:
            self.selected = None
            self.submit(action)
            return
        if self.actor is None:
            self.toast("It is not your turn.", error=True)
        elif o.kind not in ("turn", "take"):
            self.toast(f"Not now: {self.prompt_lines(o)[0]}", error=True)
        else:
            self.submit(TakeCard(source))  # refused: the rules say why

    def choose_slot(self, slot: str) -> None:
        o = self.options()
        action = o.slots.get(slot)
        if action is not None:
            self.submit(action)
        elif o.kind == "slot":
            need = self.st.slot_needs(self.actor or 0)
            self.toast(f"The {slot} is full ({need}) : choose another slot."
                       if slot != "cargo" else "Choose another slot.", error=True)
        else:
            self.toast("Cards go into the harvester's slots after a construction.",
                       error=True)

    def cancel(self) -> None:
        self.selected = None
        self.dirty = True

    # ------------------------------------------------------------------ reasons
    def card_reason(self, name: str) -> str:
        st, site = self.st, self.site()
        top = st.top()
        if name in top.get("chosen", []):
            return f"{name} is already in this base: a base needs different cards."
        card = st.comp.card(name)
        where = st.hex_label(site) if site is not None else "this hex"
        return f"{name} cannot be built on {where}: it is built {card.condition_text()}."

    def fee_reason(self, name: str, o: Options) -> str:
        if o.free is not None:
            return "Your harvester moves for free now: press Move."
        return (f"After paying {name} your harvester could not stop anywhere: no straight "
                "line leads to a project, the pad, or a hex you could build on.")

    # ------------------------------------------------------------------ prompt
    def prompt_lines(self, o: Options) -> tuple[str, str]:
        """The decision in words (bold line) and a hint (plain line)."""
        st = self.st
        names = self.names()
        if st.is_over:
            return ("The game is over.", "")
        if self.actor is None:
            who = names[st.turn] if 0 <= st.turn < len(names) else "the next player"
            return (f"Waiting for {who}…", self.what_happens_text())
        sel = self.selected
        if o.kind == "turn":
            if sel is not None and sel[0] == "fee":
                return (f"Pay {sel[1]} to move?",
                        "Tap it again or press Pay. Dashed hexes: where you could go then.")
            if sel is not None and sel[0] == "harvester":
                return ("Which card do you pay to move?",
                        "Tap a glowing card in your hand; it goes to the market.")
            take = st.cards_per_take(self.actor)
            how = "press Move" if o.free is not None else "pay a card from your hand"
            if o.passing is not None:
                return ("No card to take and no move: pass.", "")
            return (f"Take {take} cards (deck or market), or {how} to move.",
                    "Tap the deck or a market stack; or tap a card in your hand to move.")
        if o.kind == "take":
            left = st.top().get("left", 1)
            return (f"Take {left} more card{'s' if left != 1 else ''}.",
                    "Tap the deck or a market stack.")
        if o.kind == "move":
            fly = any(a.anywhere for a in o.moves.values())
            hint = ("Green: straight-line stops (+N: best income of a construction there)."
                    + (" Blue: fly anywhere (forepart)." if fly else ""))
            return ("Move your harvester: tap a highlighted hex.", hint)
        site = self.site()
        where = st.hex_label(site) if site is not None else ""
        if o.kind == "build":
            return (f"Build on {where}: choose the project.",
                    "Hover a card in your hand to see what it would pay here.")
        if o.kind == "cards":
            top = st.top()
            k, need = len(top["chosen"]) + 1, top["need"]
            of = f" {k} of {need}" if need > 1 else ""
            return (f"Choose card{of} for the {self._project_word(top)} on {where}.",
                    "Glowing cards may be built here; +N is what each pays.")
        if o.kind == "direction":
            name = st.top()["todo"][0]
            return (f"{name}: choose the line's direction.",
                    "Each button shows what that direction pays.")
        if o.kind == "slot":
            card = st.top()["cards"][0]
            colour = st.comp.colour_of(card)
            return (f"Put {card} ({colour}) in a harvester slot.",
                    "Slots never change later. Forepart: single use; centre: permanent.")
        return ("", "")

    @staticmethod
    def _project_word(top: dict) -> str:
        return "module" if top.get("project") == "module" else "base"

    def what_happens_text(self) -> str:
        st = self.st
        if st.final_turns is not None and st.ender is not None:
            return (f"{self.names()[st.ender]} built their last project: last moves "
                    f"({st.final_turns} left).")
        return ""

    def button_specs(self, o: Options) -> list[tuple[str, Callable[[], None], str, Any]]:
        """The decision buttons: (label, callback, style, key)."""
        specs: list[tuple[str, Callable[[], None], str, Any]] = []
        st = self.st
        if o.kind == "turn":
            sel = self.selected
            if sel is not None and sel[0] == "fee" and sel[1] in o.fees:
                specs.append((f"Pay {sel[1]} and move",
                              lambda a=o.fees[sel[1]]: self._submit_clear(a), "primary",
                              "pay"))
            if o.free is not None:
                specs.append(("Move (free)", lambda a=o.free: self.submit(a), "primary",
                              "free"))
            if o.passing is not None:
                specs.append(("Pass", lambda a=o.passing: self.submit(a), "primary", "pass"))
            if sel is not None:
                specs.append(("Cancel", self.cancel, "normal", "cancel"))
        elif o.kind == "build":
            for b in o.builds:
                specs.append((build_label(b), lambda a=b: self.submit(a), "primary",
                               ("build", b.project, b.ignore)))
        elif o.kind == "direction":
            for d, action in sorted(o.dirs.items()):
                amount = self.direction_pays(d)[0]
                specs.append((f"{direction_label(d)} +{amount}",
                              lambda a=action: self.submit(a), "primary", ("dir", d)))
        elif o.kind == "slot":
            seat = self.actor if self.actor is not None else 0
            need = st.slot_needs(seat)
            for slot in ("forepart", "centre", "cargo"):
                action = o.slots.get(slot)
                if action is None:
                    continue
                if slot == "cargo":
                    label = "Cargo"
                else:
                    label = f"{slot.capitalize()} ({need[slot]} to go)"
                specs.append((label, lambda a=action: self.submit(a), "primary",
                              ("slot", slot)))
        return specs

    def _submit_clear(self, action: Action) -> None:
        self.selected = None
        self.submit(action)

    # ------------------------------------------------------------------ side panel layout
    def side_layout(self, vis: PandorumState, seat: int, o: Options) -> Side:
        side = self.panels.side
        specs = self.button_specs(o)
        per_row = 3 if len(specs) > 4 else max(1, min(len(specs), 3))
        rows = -(-len(specs) // per_row) if specs else 0
        fonts = self.app.fonts
        text_h = fonts.line_height(PROMPT_SIZE, True) * 2 + fonts.line_height(DETAIL_SIZE) * 2
        prompt = pygame.Rect(side.left, side.top, side.width,
                             12 + text_h + rows * (BUTTON_H + 8) + 4)
        buttons: list[pygame.Rect] = []
        bw = (side.width - 24 - 8 * (per_row - 1)) // per_row if specs else 0
        for i in range(len(specs)):
            r, c = divmod(i, per_row)
            buttons.append(pygame.Rect(side.left + 12 + c * (bw + 8),
                                       side.top + 10 + text_h + r * (BUTTON_H + 8),
                                       bw, BUTTON_H))
        top = prompt.bottom + 8
        title_h = 34
        market_names = ["deck"] + [name for name, _ in vis.market]
        hand_names = sorted(Counter(vis.hands[seat]))
        room = side.bottom - top - 2 * title_h - 8
        chosen = None
        for cols, tile_h in ((2, 52), (3, 52), (3, 44), (3, 38), (4, 36)):
            rows_m = -(-len(market_names) // cols)
            rows_h = max(1, -(-len(hand_names) // cols))
            if (rows_m + rows_h) * (tile_h + 6) <= room:
                chosen = (cols, tile_h, rows_m)
                break
        if chosen is None:
            cols, tile_h = 4, 32
            chosen = (cols, tile_h, -(-len(market_names) // cols))
        cols, tile_h, rows_m = chosen
        market_title = pygame.Rect(side.left, top, side.width, title_h)
        market_area = pygame.Rect(side.left + 8, top + title_h, side.width - 16,
                                  rows_m * (tile_h + 6))
        mrects = grid(market_area, len(market_names), 0, tile_h, 6, cols)
        hand_top = market_area.bottom + 8
        hand_title = pygame.Rect(side.left, hand_top, side.width, title_h)
        hand_area = pygame.Rect(side.left + 8, hand_top + title_h, side.width - 16,
                                side.bottom - hand_top - title_h)
        hrects = grid(hand_area, len(hand_names), 0, tile_h, 6, cols)
        return Side(prompt, buttons, market_title, dict(zip(market_names, mrects, strict=False)),
                    hand_title, dict(zip(hand_names, hrects, strict=False)))

    def mat_rects(self, n: int) -> list[pygame.Rect]:
        area = self.panels.mats
        w = (area.width - 8 * (n - 1)) // n
        return [pygame.Rect(area.left + i * (w + 8), area.top, w, area.height) for i in range(n)]

    def slot_rects(self, mat: pygame.Rect) -> dict[str, pygame.Rect]:
        """The three slot rows of a mat (forepart, centre, cargo)."""
        y = mat.top + 48
        return {slot: pygame.Rect(mat.left + 6, y + i * 38, mat.width - 12, 36)
                for i, slot in enumerate(("forepart", "centre", "cargo"))}

    # ------------------------------------------------------------------ widgets
    def widgets(self) -> list[Widget]:
        self._check_selection()
        seat = self.actor
        hand = tuple(self.st.hands[seat]) if seat is not None else ()
        sig = (len(self.session.log), seat, self.selected, id(self.st), tuple(self.rect), hand,
               tuple(tuple(s) for s in self.st.market))
        if sig == self._widgets_for:
            return self._widgets
        self._widgets_for = sig
        self._widgets = self._build_widgets()
        return self._widgets

    def _build_widgets(self) -> list[Widget]:
        geo = self.geo
        if geo is None or self.actor is None:
            return []
        o = self.options()
        if not o.any:
            return []
        st = self.st
        vis: PandorumState = st.view(self.actor)  # type: ignore[assignment]
        side = self.side_layout(vis, self.actor, o)
        out: list[Widget] = []
        specs = self.button_specs(o)
        for (label, fn, style, key), rect in zip(specs, side.buttons, strict=True):
            out.append(Button(rect, label, fn, style=style, size=26,
                              key=("pandorum", "button", key)))
        for h in sorted(o.moves):
            out.append(Target(geo.hex_rect(h), lambda h=h: self.choose_hex(h),
                              key=("pandorum", "hex", h)))
        for source in o.takes:
            rect = side.market.get(source)
            if rect is not None:
                out.append(Target(rect, lambda s=source: self.choose_market(s),
                                  key=("pandorum", "market", source)))
        cards = o.cards if o.kind == "cards" else o.fees if o.kind == "turn" else {}
        for name in cards:
            rect = side.hand.get(name)
            if rect is not None:
                out.append(Target(rect, lambda n=name: self.choose_card(n),
                                  key=("pandorum", "card", name)))
        if o.kind == "turn" and (o.fees or o.free is not None):
            h = st.harvesters[self.actor]
            out.append(Target(geo.hex_rect(h), self.choose_harvester,
                              key=("pandorum", "harvester")))
        if o.kind == "slot":
            mat = self.mat_rects(st.num_players)[self.actor]
            for slot, rect in self.slot_rects(mat).items():
                if slot in o.slots:
                    out.append(Target(rect, lambda s=slot: self.choose_slot(s),
                                      key=("pandorum", "slot", slot)))
        return out

    # ------------------------------------------------------------------ input
    def pointer_down(self, pos: tuple[int, int], button: int = 1) -> bool:
        """Clicks that no target widget took: explain, select, or try (the rules refuse)."""
        geo = self.geo
        if geo is None:
            return False
        if button == 3:
            self.cancel()
            return True
        self._check_selection()
        if self.actor is None:
            if self.panels.planet.collidepoint(pos) or self.panels.side.collidepoint(pos):
                self.toast("The game is over." if self.st.is_over else "It is not your turn.",
                           error=True)
                return True
            return False
        h = geo.hex_at(pos)
        if h is not None:
            self.choose_hex(h)
            return True
        o = self.options()
        vis: PandorumState = self.st.view(self.actor)  # type: ignore[assignment]
        side = self.side_layout(vis, self.actor, o)
        for name, rect in side.hand.items():
            if rect.collidepoint(pos):
                self.choose_card(name)
                return True
        for source, rect in side.market.items():
            if rect.collidepoint(pos):
                self.choose_market(source)
                return True
        mats = self.mat_rects(self.st.num_players)
        for seat, mat in enumerate(mats):
            if mat.collidepoint(pos):
                if seat == self.actor:
                    for slot, rect in self.slot_rects(mat).items():
                        if rect.collidepoint(pos):
                            self.choose_slot(slot)
                            return True
                return True
        if self.selected is not None:
            self.cancel()
            return True
        return False

    def pointer_move(self, pos: tuple[int, int], pressed: bool = False) -> bool:
        hover: tuple[str, Any] | None = None
        viewer = self._viewer()
        if self.geo is not None and viewer is not None:
            vis: PandorumState = self.st.view(viewer)  # type: ignore[assignment]
            side = self.side_layout(vis, viewer, self.options())
            for name, rect in side.hand.items():
                if rect.collidepoint(pos):
                    hover = ("card", name)
            for d, rect in zip(sorted(self.options().dirs), side.buttons, strict=False):
                if rect.collidepoint(pos) and self.kind() == "direction":
                    hover = ("dir", d)
        if hover != self.hover:
            self.hover = hover
            self.dirty = True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.selected:
            self.cancel()
            return True
        return False

    # ------------------------------------------------------------------ animation
    def state_changed(self) -> None:
        super().state_changed()
        self.glides = []
        self.flashes = []
        self.selected = None
        self._widgets_for = None
        self._preview_for = None

    def on_events(self, events: Sequence[Event]) -> None:
        """Harvesters glide to their new hex; a new project flashes with its income."""
        super().on_events(events)
        self._widgets_for = None
        self.hover = None
        speed = self.app.settings.animation_speed
        geo = self.geo
        if speed <= 0 or geo is None:
            self.glides, self.flashes = [], []
            return
        site: Hex | None = None
        for ev in events:
            data = ev.data or {}
            if ev.kind == "move" and ev.seat is not None and "from" in data and "to" in data:
                frm = (int(data["from"][0]), int(data["from"][1]))
                to = (int(data["to"][0]), int(data["to"][1]))
                self.glides = [g for g in self.glides if g.seat != ev.seat]
                self.glides.append(Glide(ev.seat, geo.center(frm), geo.center(to), to))
            elif ev.kind == "build" and "site" in data:
                site = (int(data["site"][0]), int(data["site"][1]))
                self.flashes.append(Flash(site, ""))
            elif ev.kind in ("income", "systems") and site is not None:
                amount = int(data.get("amount", 0))
                if amount:
                    self.flashes.append(Flash(site, f"+{amount}"))

    def update(self, dt: float) -> None:
        if not self.glides and not self.flashes:
            return
        speed = max(0.05, self.app.settings.animation_speed)
        for g in self.glides:
            g.t += dt * speed / GLIDE_TIME
        for f in self.flashes:
            f.t += dt * speed / FLASH_TIME
        self.glides = [g for g in self.glides if g.t < 1.0]
        self.flashes = [f for f in self.flashes if f.t < 1.0]
        self.dirty = True

    @property
    def animating(self) -> bool:
        return bool(self.glides or self.flashes)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, viewer: int | None) -> None:
        geo = self.geo
        if geo is None:
            return
        self._last_viewer = viewer
        self._check_selection()
        vis: PandorumState = self.visible_state(viewer)  # type: ignore[assignment]
        o = self.options()
        seat = self.hand_seat(viewer)
        if self._layer is None:
            self._layer = planet_layer(geo, vis.board.cells, vis.comp, vis.board.edge,
                                       self.app.theme.c("background"))
        surface.blit(self._layer, geo.box.topleft)
        self.draw_marks(surface, vis, o)
        self.draw_pieces(surface, vis)
        self.draw_flashes(surface)
        side = self.side_layout(vis, seat, o)
        self.draw_prompt(surface, side, o)
        self.draw_market(surface, vis, side, o)
        self.draw_hand(surface, vis, side, o, seat, viewer)
        self.draw_mats(surface, vis, o)

    def draw_marks(self, surface: pygame.Surface, vis: PandorumState, o: Options) -> None:
        """Targets (dashed), previews (thin), the construction site and paying hexes."""
        geo = self.geo
        assert geo is not None
        f = self.app.fonts
        if o.kind == "move":
            for h, action in o.moves.items():
                colour = FLY if action.anywhere else TARGET
                c = geo.center(h)
                poly = shrink(geo.corners(h), c, 0.86)
                dashed_hex(surface, poly, colour, 5)
                value = self.site_best(h)
                if value is not None:
                    self._badge(surface, f"+{value}", (c[0], c[1] + geo.radius // 2 - 4),
                                colour)
        elif o.kind == "turn" and self.selected is not None:
            if self.selected[0] == "fee":
                shown = self.fee_preview(self.selected[1])
            else:
                shown = [MoveTo(h[0], h[1]) for h in vis.straight_reach(self.actor or 0)]
            for a in shown:
                h = (a.q, a.r)
                poly = shrink(geo.corners(h), geo.center(h), 0.8)
                dashed_hex(surface, poly, FLY if a.anywhere else TARGET, 3, 6)
        site = self.site()
        if site is not None:
            pygame.draw.polygon(surface, CHOSEN, shrink(geo.corners(site), geo.center(site),
                                                        0.92), 5)
        hexes: tuple[Hex, ...] = ()
        card = self.preview_card(o)
        if card is not None:
            hexes = self.card_pays(card)[1]
        if o.kind == "direction" and self.hover is not None and self.hover[0] == "dir":
            hexes = self.direction_pays(self.hover[1])[1]
        for h in hexes:
            if h in geo.cells:
                pygame.draw.polygon(surface, PAYS, shrink(geo.corners(h), geo.center(h), 0.7),
                                    4)
        if o.kind == "turn" and self.actor is not None and (o.fees or o.free):
            h = vis.harvesters[self.actor]
            c = geo.center(h)
            pygame.draw.circle(surface, CHOSEN, c, geo.radius - 4, 3)
        del f

    def _badge(self, surface: pygame.Surface, text: str, c: tuple[int, int],
               colour: tuple[int, int, int]) -> None:
        label = self.app.fonts.render(text, 24, (15, 15, 25), bold=True)
        box = label.get_rect(center=c).inflate(8, -4)
        pygame.draw.rect(surface, colour, box, border_radius=8)
        surface.blit(label, label.get_rect(center=box.center))

    def harvester_spots(self, vis: PandorumState) -> dict[int, tuple[int, int]]:
        """Canvas positions of the harvesters; several on a hex share it."""
        geo = self.geo
        assert geo is not None
        by_hex: dict[Hex, list[int]] = {}
        for seat, h in enumerate(vis.harvesters):
            by_hex.setdefault(h, []).append(seat)
        r = geo.radius
        spots: dict[int, tuple[int, int]] = {}
        for h, seats in by_hex.items():
            cx, cy = geo.center(h)
            if len(seats) == 1 and h not in vis.projects:
                spots[seats[0]] = (cx, cy + r // 5)
                continue
            if h in vis.projects:
                offsets = [(r * 5 // 8, -r * 3 // 8), (-r * 5 // 8, -r * 3 // 8),
                           (r * 5 // 8, r * 3 // 8), (-r * 5 // 8, r * 3 // 8)]
            else:
                offsets = [(-r * 2 // 5, -r // 4), (r * 2 // 5, -r // 4),
                           (-r * 2 // 5, r * 2 // 5), (r * 2 // 5, r * 2 // 5)]
            for k, seat in enumerate(seats):
                dx, dy = offsets[k % 4]
                spots[seat] = (cx + dx, cy + dy)
        return spots

    def draw_pieces(self, surface: pygame.Surface, vis: PandorumState) -> None:
        geo = self.geo
        assert geo is not None
        looks = self.looks()
        r = geo.radius
        for h, (owner, what) in vis.projects.items():
            cx, cy = geo.center(h)
            c = (cx, cy + r // 5)
            if what == "base":
                draw_base(surface, c, r * 21 // 20, looks[owner], self.app)
            else:
                draw_module(surface, c, r * 4 // 5, looks[owner], self.app)
        gliding = {g.seat: g for g in self.glides}
        hr = max(13, r * 2 // 5)
        for seat, pos in self.harvester_spots(vis).items():
            g = gliding.get(seat)
            draw_harvester(surface, g.pos() if g else pos, hr, looks[seat], self.app,
                           CHOSEN if seat == self.actor and not vis.is_over else None)

    def draw_flashes(self, surface: pygame.Surface) -> None:
        geo = self.geo
        assert geo is not None
        for fl in self.flashes:
            c = geo.center(fl.at)
            if fl.text:
                y = c[1] - geo.radius // 2 - int(40 * fl.t)
                self._badge(surface, fl.text, (c[0], y), PAYS)
            else:
                pygame.draw.circle(surface, CHOSEN, c, int(geo.radius * (0.6 + fl.t)), 4)

    # -- side panel
    def draw_prompt(self, surface: pygame.Surface, side: Side, o: Options) -> None:
        f, t = self.app.fonts, self.app.theme
        rect = side.prompt
        pygame.draw.rect(surface, t.c("panel"), rect, border_radius=14)
        pygame.draw.rect(surface, t.c("panel_border"), rect, 3, border_radius=14)
        head, hint = self.prompt_lines(o)
        colour = t.c("accent") if self.actor is not None else t.c("text_dim")
        y = rect.top + 8
        lh = f.line_height(PROMPT_SIZE, True)
        lines = f.wrap(head, PROMPT_SIZE, rect.width - 24, True)
        for k, line in enumerate(lines[:2]):
            if k == 1 and len(lines) > 2:
                line = f.fit(line + " …", PROMPT_SIZE, rect.width - 24, True)
            f.draw(surface, line, (rect.left + 12, y), PROMPT_SIZE, colour, True)
            y += lh
        y = rect.top + 8 + 2 * lh
        detail = self.detail_text(o) or hint
        dl = f.line_height(DETAIL_SIZE)
        parts = f.wrap(detail, DETAIL_SIZE, rect.width - 24)
        for k, line in enumerate(parts[:2]):
            if k == 1 and len(parts) > 2:
                line = f.fit(line + " …", DETAIL_SIZE, rect.width - 24)
            f.draw(surface, line, (rect.left + 12, y), DETAIL_SIZE, t.c("text"))
            y += dl

    def detail_text(self, o: Options) -> str:
        """The hovered card's rules (so a player can read any card), else ''."""
        if self.hover is None or self.hover[0] != "card":
            return ""
        name = self.hover[1]
        comp = self.st.comp
        if name not in comp.cards:
            return ""
        card = comp.card(name)
        text = f"{name} ({TYPE_TAG.get(card.type, card.type)}): build {card.condition_text()}"
        if o.kind in ("cards", "build") and self.site() is not None:
            text += f"; pays {self.card_pays(name)[0]} here"
        return text + "."

    def draw_market(self, surface: pygame.Surface, vis: PandorumState, side: Side,
                    o: Options) -> None:
        f, t = self.app.fonts, self.app.theme
        title = side.market_title
        f.draw(surface, "Market", (title.left + 8, title.centery), 28, t.c("accent"), True,
               "midleft")
        f.draw(surface, f"deck {len(vis.deck)} · box {len(vis.boxed)}",
               (title.right - 8, title.centery), 24, t.c("text_dim"), False, "midright")
        counts = dict((name, n) for name, n in vis.market)
        for source, rect in side.market.items():
            active = source in o.takes
            if source == "deck":
                pygame.draw.rect(surface, (44, 40, 92), rect, border_radius=8)
                back = pygame.Rect(rect.left + 6, rect.top + 6, 30, rect.height - 12)
                card_back(surface, back)
                f.draw(surface, f.fit(f"Deck ({len(vis.deck)})", 24, rect.width - 50, True),
                       (back.right + 8, rect.centery), 24, t.c("text"), True, "midleft")
            else:
                self.card_tile(surface, rect, source, counts.get(source, 1))
            if active:
                dashed_rect(surface, rect, TARGET)

    def card_tile(self, surface: pygame.Surface, rect: pygame.Rect, name: str, count: int,
                  badge: str = "", dim: bool = False) -> None:
        """A face-up card (one tile per name): colour block with the cargo letter, the
        name, the count of same-name cards, and an optional badge (+N)."""
        f = self.app.fonts
        comp = self.st.comp
        colour = comp.colour_of(name) if name in comp.cards else "white"
        fill = cargo_rgb(colour)
        pygame.draw.rect(surface, (236, 232, 220) if not dim else (120, 118, 112), rect,
                         border_radius=8)
        block = pygame.Rect(rect.left, rect.top, 30, rect.height)
        pygame.draw.rect(surface, fill, block, border_top_left_radius=8,
                         border_bottom_left_radius=8)
        letter = CARGO_LOOK.get(colour, ((0, 0, 0), "?"))[1]
        f.draw(surface, letter, block.center, 24, text_on(fill), True, "center")
        right = rect.right - 6
        if badge:
            label = f.render(badge, 24, (15, 15, 25), True)
            box = label.get_rect(midright=(right, rect.centery)).inflate(10, -2)
            pygame.draw.rect(surface, PAYS, box, border_radius=8)
            surface.blit(label, label.get_rect(center=box.center))
            right = box.left - 4
        if count > 1:
            r = f.draw(surface, f"x{count}", (right, rect.centery), 24, (20, 20, 30), True,
                       "midright")
            right = r.left - 4
        width = right - block.right - 8
        f.draw(surface, f.fit(name, 24, width), (block.right + 6, rect.centery), 24,
               (20, 20, 30), False, "midleft")

    def draw_hand(self, surface: pygame.Surface, vis: PandorumState, side: Side, o: Options,
                  seat: int, viewer: int | None) -> None:
        f, t = self.app.fonts, self.app.theme
        names = self.names()
        whose = "Your hand" if viewer is not None else f"{names[seat]}'s hand"
        title = side.hand_title
        f.draw(surface, whose, (title.left + 8, title.centery), 28, t.c("accent"), True,
               "midleft")
        hand = vis.hands[seat]
        f.draw(surface, f"{len(hand)} cards", (title.right - 8, title.centery), 24,
               t.c("text_dim"), False, "midright")
        counts = Counter(hand)
        deciding = self.actor == seat and o.kind in ("cards", "turn", "build")
        actionable = set(o.cards) if o.kind == "cards" else set(o.fees) if o.kind == "turn" \
            else set()
        for name, rect in side.hand.items():
            badge = ""
            if o.kind in ("cards", "build") and self.actor == seat and (
                    name in o.cards or o.kind == "build"):
                eligible = name in o.cards or name in vis.eligible_names(
                    seat, self.site() or (0, 0), vis.hands[seat], False)
                if eligible:
                    badge = f"+{self.card_pays(name)[0]}"
            dim = deciding and o.kind == "cards" and name not in actionable
            self.card_tile(surface, rect, name, counts[name], badge, dim)
            if name in actionable:
                dashed_rect(surface, rect, TARGET)
            if self.selected == ("fee", name):
                pygame.draw.rect(surface, CHOSEN, rect.inflate(6, 6), 4, border_radius=10)
        shown = len(side.hand)
        if shown < len(counts):
            f.draw(surface, f"+{len(counts) - shown} more (Moves list)",
                   (title.right - 140, title.centery), 24, t.c("error"), False, "midright")

    # -- harvester mats
    def _count(self, surface: pygame.Surface, right: int, cy: int, text: str, icon: str,
               look: PlayerLook) -> int:
        """A number with its icon, right-aligned at ``right``; returns the new right edge."""
        f, t = self.app.fonts, self.app.theme
        r = f.draw(surface, text, (right, cy), 26, t.c("accent") if icon == "coin" else
                   t.c("text"), True, "midright")
        if icon == "coin":
            coin(surface, (r.left - 13, cy), 11)
        elif icon == "module":
            draw_module(surface, (r.left - 13, cy), 20, look, self.app, letter=False)
        elif icon == "base":
            draw_base(surface, (r.left - 13, cy + 2), 22, look, self.app, letter=False)
        else:
            card_back(surface, pygame.Rect(r.left - 22, cy - 13, 18, 26))
        return r.left - 34

    def draw_mats(self, surface: pygame.Surface, vis: PandorumState, o: Options) -> None:
        f, t = self.app.fonts, self.app.theme
        looks = self.looks()
        names = self.names()
        comp = vis.comp
        for seat, rect in enumerate(self.mat_rects(vis.num_players)):
            look = looks[seat]
            turn = not vis.is_over and vis.turn == seat
            pygame.draw.rect(surface, t.c("panel"), rect, border_radius=12)
            pygame.draw.rect(surface, look.rgb if turn else t.c("panel_border"), rect,
                             5 if turn else 2, border_radius=12)
            seat_badge(surface, pygame.Rect(rect.left + 8, rect.top + 6, 38, 38), look,
                       f, border=None)
            x = rect.left + 54
            # the header: name, money, modules and bases left, cards in hand
            cy = rect.top + 25
            right = rect.right - 8
            right = self._count(surface, right, cy, str(len(vis.hands[seat])), "hand", look)
            right = self._count(surface, right, cy, str(vis.bases_left[seat]), "base", look)
            right = self._count(surface, right, cy, str(vis.modules_left[seat]), "module", look)
            right = self._count(surface, right, cy, str(vis.money[seat]), "coin", look)
            f.draw(surface, f.fit(names[seat], 26, right - x, True), (x, cy), 26,
                   t.c("text"), True, "midleft")
            slots = self.slot_rects(rect)
            need = vis.slot_needs(seat)
            fore_cost, centre_cost = vis.fore_cost(), vis.centre_cost()
            active = o.slots if (o.kind == "slot" and seat == self.actor) else {}
            rows = (
                ("forepart", comp.foreparts[vis.fore_ability[seat]].title
                 if vis.fore_ability[seat] in comp.foreparts else "?",
                 len(vis.forepart[seat]), fore_cost, need["forepart"] == 0, "READY"),
                ("centre", comp.mains[vis.main_ability[seat]].title
                 if vis.main_ability[seat] in comp.mains else "?",
                 len(vis.centre[seat]), centre_cost, need["centre"] == 0, "ON"),
            )
            for slot, title, have, cost, done, word in rows:
                row = slots[slot]
                if done:
                    pygame.draw.rect(surface, (40, 90, 60), row, border_radius=8)
                tag = "1x" if slot == "forepart" else "∞"
                f.draw(surface, tag, (row.left + 18, row.centery), 24, t.c("text_dim"), True,
                       "center")
                end = pips(surface, row.right - cost * 20 - 4, row.centery, have, cost,
                           CHOSEN, 8)
                del end
                label = f"{title} {word}" if done else title
                f.draw(surface, f.fit(label, 24, row.width - 50 - cost * 20, done),
                       (row.left + 42, row.centery), 24,
                       t.c("ok") if done else t.c("text"), done, "midleft")
                if slot in active:
                    dashed_rect(surface, row, TARGET)
            row = slots["cargo"]
            f.draw(surface, "cargo", (row.left + 4, row.centery), 24, t.c("text_dim"), False,
                   "midleft")
            x = row.left + 84
            counts = Counter(comp.colour_of(c) for c in vis.cargo[seat])
            for cargo in comp.cargo:
                n = counts.get(cargo.colour, 0)
                if not n:
                    continue
                fill = cargo_rgb(cargo.colour)
                box = pygame.Rect(x, row.top + 3, 44, row.height - 6)
                if box.right > row.right:
                    break
                pygame.draw.rect(surface, fill, box, border_radius=6)
                pygame.draw.rect(surface, (230, 230, 240), box, 1, border_radius=6)
                letter = CARGO_LOOK.get(cargo.colour, ((0, 0, 0), "?"))[1]
                f.draw(surface, f"{letter}{n}", box.center, 24, text_on(fill), True, "center")
                x += 50
            if not counts:
                f.draw(surface, "empty", (x, row.centery), 24, t.c("text_dim"), False,
                       "midleft")
            if "cargo" in active:
                dashed_rect(surface, row, TARGET)


def dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """The "you may choose this" mark on a card, a stack or a slot."""
    r = rect.inflate(6, 6)
    dashed_hex(surface, [r.topleft, r.topright, r.bottomright, r.bottomleft], colour, 4, 10)


VIEW = PandorumView
