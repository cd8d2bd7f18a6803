"""The Pandorum board view: the assembled hex planet, market, hand and harvester mats.

How a player acts (every choice is one of the rules' legal actions):

* **Adding cards:** tap the deck or a market stack (dashed green) - once per card.
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
* Keyboard: Tab / arrows move the focus over exactly the things you may choose now, Enter
  or Space chooses. Clicks on anything else explain why it cannot be chosen.

Harvesters glide to their new hex and new projects flash (settings: animation speed);
animations start in :meth:`PandorumView.on_events` and advance in ``update``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.boards.hex import Hex, direction_between
from game.core.protocol import Action, Event, name_seats
from game.engine.gameview import GameView
from game.engine.widgets import BoardTarget, Button, Widget
from game.pandorum.rules.actions import BuildCard, MoveTo, PayFee, PlaceCard, TakeCard
from game.pandorum.view_draw import (
    CHOSEN,
    FLY,
    MARK,
    PAYS,
    dashed_hex,
    draw_base,
    draw_harvester,
    draw_module,
    planet_layer,
    shrink,
)
from game.pandorum.view_layout import PlanetGeometry, grid, panels
from game.pandorum.view_options import (
    Options,
    build_label,
    direction_label,
    move_list_label,
    sort_actions,
)
from game.pandorum.view_panels import DETAIL_SIZE, PROMPT_SIZE, PanelsMixin, Side

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App
    from game.pandorum.rules.state import PandorumState

#: seconds a harvester takes to glide to its hex, and a new project flashes, at speed 1
GLIDE_TIME = 0.45
FLASH_TIME = 0.8
BUTTON_H = 64
#: height of the key to terrain symbols and pieces (shown when the side panel has room)
LEGEND_H = 140


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


#: a focusable hex, card, market stack or mat slot
Target = partial(BoardTarget, margin=5)


class PandorumView(PanelsMixin, GameView):
    """The Pandorum table (see the module docstring for how players act)."""

    def __init__(self, session: Session, app: App) -> None:
        super().__init__(session, app)
        self.geo: PlanetGeometry | None = None
        self._layer: pygame.Surface | None = None
        #: ("fee", card), ("harvester", seat), ("hex", h) (which card pays to go there?),
        #: ("card", name) (a construction card being previewed)
        self.selected: tuple[str, Any] | None = None
        #: the move a tap on a lit hex asked for, made once the rules ask where to go
        self.planned: MoveTo | None = None
        self._sel_context: tuple[int, int | None] | None = None
        self.hover: tuple[str, Any] | None = None  # ("card", name) ("hex", h)
        self.glides: list[Glide] = []
        self.flashes: list[Flash] = []
        self._widgets: list[Widget] = []
        self._widgets_for: tuple | None = None
        self._preview: dict[tuple, Any] = {}
        self._preview_for: tuple | None = None
        self._options: tuple[tuple, Options] | None = None
        #: badges drawn after the pieces (collected while drawing the marks)
        self._late: list[tuple[str, tuple[int, int], tuple[int, int, int]]] = []
        self._seen: tuple[tuple, object] | None = None
        #: translucent target tints by (box, hexes, alpha): drawn once, blitted per frame
        self._veils: dict[tuple, pygame.Surface] = {}
        self.layout(self.rect)

    # ------------------------------------------------------------------ basics
    @property
    def st(self) -> PandorumState:
        return self.session.state  # type: ignore[return-value]

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.panels = panels(self.rect)
        self.geo = PlanetGeometry(self.st.board.cells, self.panels.planet)
        self._layer = None
        self._widgets_for = None

    def kind(self) -> str:
        st = self.st
        return str(st.top()["kind"]) if st.pending and not st.is_over else "none"

    def _sig(self, who: int | None) -> tuple:
        return (len(self.session.log), who, id(self.st), self.st.is_over)

    def options(self) -> Options:
        """The actor's legal actions, sorted (cached for the current decision)."""
        sig = self._sig(self.actor)
        if self._options is None or self._options[0] != sig:
            self._options = (sig, sort_actions(self.kind(), self.legal_actions()))
        return self._options[1]

    def seen(self, who: int | None) -> PandorumState:
        """``visible_state(who)``, cached for the current position."""
        sig = self._sig(who)
        if self._seen is None or self._seen[0] != sig:
            self._seen = (sig, self.visible_state(who))
        return self._seen[1]  # type: ignore[return-value]

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
        return self.actor if self.actor is not None else self.viewer

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
            hand = st.hands[seat] if seat is not None else []
            options = st.build_options(seat, h, hand) if seat is not None else []
            if options:  # any card the rules would let a project here be built with
                ignore = any(b.ignore for b in options)
                for name in st.eligible_names(seat, h, hand, ignore):
                    dirs = range(6) if st.comp.card(name).effect == "intranet" else (None,)
                    for d in dirs:
                        for inc in st.income_preview(seat, h, [name],
                                                     {name: d} if d is not None else None):
                            if inc.card == name:
                                value = max(value or 0, inc.amount)
            cache[key] = value
        return cache[key]

    def fee_preview(self, card: str) -> list[MoveTo]:
        """Where the harvester could stop after paying ``card`` (before paying it): the
        moves the rules will list once it is paid."""
        cache = self._previews()
        key = ("fee", card)
        if key not in cache:
            seat = self.actor
            cache[key] = [] if seat is None else self.st.moves_after_fee(seat, card)
        return cache[key]

    def payers_for(self, h: Hex, o: Options) -> list[str]:
        """The payable cards whose fee would take the harvester to ``h`` (only the selected
        card once one is selected)."""
        sel = self.selected
        cards = [sel[1]] if sel is not None and sel[0] == "fee" else sorted(o.fees)
        return [c for c in cards if c in o.fees
                and any((m.q, m.r) == h for m in self.fee_preview(c))]

    def pay_and_move(self, card: str, h: Hex) -> None:
        """A tap on a lit hex: pay ``card`` and move there, as two of the rules' legal
        actions. With the permanent "draw after the fee" a card is taken in between: the
        move waits in ``planned`` until then."""
        move = next(m for m in self.fee_preview(card) if (m.q, m.r) == h)
        self.selected = None
        if self.submit(PayFee(card)):
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
            self.submit(o.moves.get((move.q, move.r), move))

    def reason(self, action: Action) -> str:
        """The rules' reason why the actor may not take ``action``, with names."""
        text = self.st.why_not(action, self.actor) or "That is allowed: try again."
        return name_seats(text, self.names())

    def move_preview(self, o: Options) -> list[MoveTo]:
        """Turn decision with a fee card (or the harvester) selected: where the harvester
        could stop after paying that card (any payable card for the harvester)."""
        sel = self.selected
        if o.kind != "turn" or sel is None:
            return []
        if sel[0] == "fee":
            return self.fee_preview(sel[1])
        seen: dict[Hex, MoveTo] = {}
        for card in o.fees:
            for a in self.fee_preview(card):
                if (a.q, a.r) not in seen or not a.anywhere:
                    seen[(a.q, a.r)] = a
        if sel[0] == "hex":
            return [seen[sel[1]]] if sel[1] in seen else []
        return [seen[h] for h in sorted(seen)]

    def preview_card(self, o: Options) -> str | None:
        """The card whose construction income is shown on the planet."""
        if o.kind not in ("cards", "build"):
            return None
        if self.selected is not None and self.selected[0] == "card":
            return self.selected[1]
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
            sel = self.selected
            payers = self.payers_for(h, o) if sel is not None else []
            if len(payers) == 1:
                self.pay_and_move(payers[0], h)
            elif payers:  # several cards could pay: ask which, by tapping it
                self.selected = ("hex", h)
                self.dirty = True
            elif sel is not None and sel[0] == "fee":
                self.toast(f"Paying {sel[1]} does not take your harvester there: "
                           "tap a lit hex.", error=True)
            else:
                self.toast(self.reason(MoveTo(h[0], h[1])), error=True)
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
            if action is None:
                self.toast(self.reason(BuildCard(name)), error=True)
            elif self.selected == ("card", name):
                self._submit_clear(action)
            else:  # first tap: preview what it pays and from which hexes
                self.selected = ("card", name)
                self.dirty = True
            return
        if o.kind == "build":
            self.selected = None if self.selected == ("card", name) else ("card", name)
            self.dirty = True
            return
        if o.kind == "turn":
            fee = o.fees.get(name)
            if fee is None:
                self.toast(self.reason(PayFee(name)), error=True)
                return
            sel = self.selected
            if sel is not None and sel[0] == "hex":
                if name in self.payers_for(sel[1], o):
                    self.pay_and_move(name, sel[1])
                else:
                    self.toast(f"Paying {name} does not take your harvester to that hex: "
                               "tap another card.", error=True)
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
            if self.submit(action):
                self.carry_out_plan()
            return
        if self.actor is None:
            self.toast("It is not your turn.", error=True)
        else:
            self.toast(self.reason(TakeCard(source)), error=True)

    def choose_slot(self, slot: str) -> None:
        o = self.options()
        action = o.slots.get(slot)
        if action is not None:
            self.submit(action)
        elif o.kind == "slot":
            self.toast(self.reason(PlaceCard(slot)), error=True)
        else:
            self.toast("Cards go into the harvester's slots after a construction.",
                       error=True)

    def cancel(self) -> None:
        self.selected = None
        self.dirty = True

    # ------------------------------------------------------------------ prompt
    def prompt_lines(self, o: Options) -> tuple[str, str]:
        """The decision in words (bold line) and a hint (plain line)."""
        st = self.st
        names = self.names()
        if st.is_over:
            out = st.outcome()
            best = max(out.scores)
            winners = " and ".join(names[i] for i, v in enumerate(out.scores) if v == best)
            scores = " · ".join(f"{names[i]} {v}" for i, v in enumerate(out.scores))
            return (f"Game over: {winners} {'win' if ' and ' in winners else 'wins'}.",
                    f"Final currency with cargo: {scores}.")
        if self.actor is None:
            who = names[st.turn] if 0 <= st.turn < len(names) else "the next player"
            return (f"Waiting for {who}…", self.what_happens_text())
        sel = self.selected
        if o.kind == "turn":
            if sel is not None and sel[0] == "fee":
                return (f"Pay {sel[1]} to move?",
                        "Tap a lit hex to pay it and go there, or tap the card again "
                        "(or Pay and move) to choose the hex after paying.")
            if sel is not None and sel[0] == "harvester":
                return ("Where to? Tap a lit hex, or the card to pay.",
                        "Lit hexes: where a card of your hand, paid as the fee, takes you.")
            if sel is not None and sel[0] == "hex":
                return (f"Which card pays the move to {st.hex_label(sel[1])}?",
                        "Tap it in your hand: it goes to the market and your harvester "
                        "moves there.")
            take = st.cards_per_take(self.actor)
            how = "press Move" if o.free is not None else "pay a card from your hand"
            if o.passing is not None:
                return ("No card to take and no move: pass.", "")
            last = "Last move! " if st.final_turns is not None else ""
            return (f"{last}Take {take} cards (deck or market), or {how} to move.",
                    "Tap the deck or a market stack; or tap a card in your hand to move.")
        if o.kind == "take":
            left = st.top().get("left", 1)
            then = "" if self.planned is None else \
                f" Then your harvester goes to {st.hex_label((self.planned.q, self.planned.r))}."
            return (f"Take {left} more card{'s' if left != 1 else ''}.",
                    "Tap the deck or a market stack." + then)
        if o.kind == "move":
            fly = any(a.anywhere for a in o.moves.values())
            hint = ("White dashes: straight-line stops; +N: the best a construction there pays, "
                    "-N: what stopping on another player's project costs."
                    + (" Blue: fly anywhere (forepart)." if fly else ""))
            return ("Move your harvester: tap a highlighted hex.", hint)
        site = self.site()
        where = st.hex_label(site) if site is not None else ""
        if o.kind == "build":
            return (f"Build on {where}: choose the project.",
                    "Tap (or hover) a card in your hand to see what it would pay here.")
        if o.kind == "cards":
            top = st.top()
            k, need = len(top["chosen"]) + 1, top["need"]
            of = f" card {k} of {need}" if need > 1 else " a card"
            sel = self.selected
            if sel is not None and sel[0] == "card":
                return (f"Build with {sel[1]}? It pays {self.card_pays(sel[1])[0]}.",
                        "Tap it again or press Build. Gold hexes: where the money comes from.")
            return (f"Choose{of} for the {self._project_word(top)} on {where}.",
                    "Dashed cards may be built here; +N is what each pays. Tap one.")
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
        """What the player to act is deciding (for everyone else), and the last round."""
        st = self.st
        names = self.names()
        who = names[st.turn] if 0 <= st.turn < len(names) else "The next player"
        top = st.top() if st.pending else {}
        kind = top.get("kind", "")
        site = top.get("site")
        where = st.hex_label((int(site[0]), int(site[1]))) if site else ""
        text = {
            "turn": f"{who} chooses: add cards or move the harvester.",
            "take": f"{who} is adding cards ({top.get('left', 1)} more).",
            "move": f"{who} is moving the harvester.",
            "build": f"{who} builds on {where}.",
            "cards": f"{who} chooses the cards for a {self._project_word(top)} on {where}.",
            "direction": f"{who} points {(top.get('todo') or ['Intranet'])[0]}.",
            "slot": f"{who} puts {(top.get('cards') or ['a card'])[0]} into a harvester slot.",
        }.get(kind, "")
        if st.final_turns is not None and st.ender is not None:
            text += (f" {names[st.ender]} built their last project: last moves "
                     f"({st.final_turns} left).")
        return text.strip()

    def button_specs(self, o: Options) -> list[tuple[str, Callable[[], None], str, Any]]:
        """The decision buttons: (label, callback, style, key)."""
        specs: list[tuple[str, Callable[[], None], str, Any]] = []
        st = self.st
        if o.kind == "turn":
            sel = self.selected
            if sel is not None and sel[0] == "fee" and sel[1] in o.fees:
                # the prompt above names the card: a short label is never cut
                specs.append(("Pay and move",
                              lambda a=o.fees[sel[1]]: self._submit_clear(a), "primary",
                              "pay"))
            if o.free is not None:
                specs.append(("Move (free)", lambda a=o.free: self.submit(a), "primary",
                              "free"))
            if o.passing is not None:
                specs.append(("Pass", lambda a=o.passing: self.submit(a), "primary", "pass"))
            if sel is not None:
                specs.append(("Cancel", self.cancel, "normal", "cancel"))
        elif o.kind == "cards":
            sel = self.selected
            if sel is not None and sel[0] == "card" and sel[1] in o.cards:
                specs.append((f"Build with {sel[1]}",
                              lambda a=o.cards[sel[1]]: self._submit_clear(a), "primary",
                              "build-card"))
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

    def reserved_buttons(self, o: Options) -> int:
        """How many buttons this decision can show with or without a selection.

        The side panel is laid out for this many, so selecting a card (which adds "Pay ...
        and move" or "Build with ..." and "Cancel") does not push the hand down: a second
        tap on the same spot reaches the same card."""
        if o.kind == "turn":  # a free move, a pass, or paying a fee ("Pay ...", "Cancel")
            unselected = (o.free is not None) + (o.passing is not None)
            return unselected + (2 if o.fees else 0)
        if o.kind == "cards":
            return 2 if o.cards else 0
        return 0

    def _submit_clear(self, action: Action) -> None:
        self.selected = None
        self.submit(action)

    def action_label(self, action: Action) -> str:
        """The "Moves" list text: without the actor's name (the list's heading has it),
        harvester stops told apart by distance and direction."""
        return move_list_label(self.st, action)

    # ------------------------------------------------------------------ side panel layout
    def side_layout(self, vis: PandorumState, seat: int, o: Options) -> Side:
        side = self.panels.side
        specs = self.button_specs(o)
        # room for the buttons a selection adds, and always for one row of buttons, so a
        # tap never moves the cards under it and taking two cards taps one spot twice
        count = max(len(specs), self.reserved_buttons(o))
        per_row = 3 if count > 4 else max(1, min(count, 3))
        rows = max(1, -(-count // per_row))
        fonts = self.app.fonts
        text_h = fonts.line_height(PROMPT_SIZE, True) * 2 + fonts.line_height(DETAIL_SIZE) * 3
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
        legend: pygame.Rect | None = None
        rows_m = -(-len(market_names) // 2)
        rows_h = max(1, -(-len(hand_names) // 2))
        if (rows_m + rows_h) * 58 <= room - LEGEND_H:
            # room to spare: a key to the terrain symbols and the pieces at the bottom
            legend = pygame.Rect(side.left, side.bottom - LEGEND_H, side.width, LEGEND_H)
            room -= LEGEND_H
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
        bottom = legend.top - 8 if legend is not None else side.bottom
        hand_area = pygame.Rect(side.left + 8, hand_top + title_h, side.width - 16,
                                bottom - hand_top - title_h)
        hrects = grid(hand_area, len(hand_names), 0, tile_h, 6, cols)
        return Side(prompt, buttons, market_title, dict(zip(market_names, mrects, strict=False)),
                    hand_title, dict(zip(hand_names, hrects, strict=False)), legend)

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
        vis = self.seen(self.actor)
        side = self.side_layout(vis, self.actor, o)
        out: list[Widget] = []
        specs = self.button_specs(o)
        for (label, fn, style, key), rect in zip(specs, side.buttons, strict=True):
            out.append(Button(rect, label, fn, style=style, size=24,
                              key=("pandorum", "button", key)))
        lit = sorted(o.moves) if o.kind == "move" else \
            sorted((a.q, a.r) for a in self.move_preview(o))
        for h in lit:
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
        ability = self.ability_at(pos)
        if ability is not None and not (self.kind() == "slot" and ability[0] == self.actor):
            self.toast(self.ability_text(*ability))  # what a harvester ability does
            return True
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
        vis = self.seen(self.actor)
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
                if seat == self.actor and o.kind == "slot":
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
            vis = self.seen(viewer)
            side = self.side_layout(vis, viewer, self.options())
            for name, rect in side.hand.items():
                if rect.collidepoint(pos):
                    hover = ("card", name)
            for name, rect in side.market.items():
                if rect.collidepoint(pos) and name != "deck":
                    hover = ("market", name)
            ability = self.ability_at(pos)
            if ability is not None:
                hover = ("ability", ability)
            for d, rect in zip(sorted(self.options().dirs), side.buttons, strict=False):
                if rect.collidepoint(pos) and self.kind() == "direction":
                    hover = ("dir", d)
        if hover != self.hover:
            self.hover = hover
            self.dirty = True
        return False

    def ability_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        """(seat, "forepart" | "centre") of the mat row under ``pos``, if any."""
        for seat, mat in enumerate(self.mat_rects(self.st.num_players)):
            if mat.collidepoint(pos):
                for slot, rect in self.slot_rects(mat).items():
                    if slot != "cargo" and rect.collidepoint(pos):
                        return (seat, slot)
        return None

    def ability_text(self, seat: int, slot: str) -> str:
        """A harvester ability in words, with how many cards its slot still needs."""
        st = self.st
        comp = st.comp
        if slot == "forepart":
            ability = comp.foreparts.get(st.fore_ability[seat])
            kind = "single use"
        else:
            ability = comp.mains.get(st.main_ability[seat])
            kind = "permanent"
        if ability is None:
            return ""
        need = st.slot_needs(seat)[slot]
        state = "ready" if need == 0 and slot == "forepart" else "active" if need == 0 \
            else f"needs {need} more card{'s' if need != 1 else ''}"
        return f"{self.names()[seat]}'s {ability.title} ({kind}, {state}): {ability.text}"

    # ------------------------------------------------------------------ animation
    def state_changed(self) -> None:
        super().state_changed()
        self._options = None
        self._seen = None
        self.planned = None
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
        self._check_selection()  # here, not in draw: draw never changes the view
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
        vis = self.seen(viewer)
        o = self.options()
        seat = self.hand_seat(viewer)
        if self._layer is None:
            self._layer = planet_layer(geo, vis.board.cells, vis.comp, vis.board.edge,
                                       self.app.theme.c("background"))
        surface.blit(self._layer, geo.box.topleft)
        self._late = []
        self.draw_marks(surface, vis, o)
        self.draw_pieces(surface, vis)
        for text, pos, colour in self._late:
            self._badge(surface, text, pos, colour)
        self.draw_flashes(surface)
        side = self.side_layout(vis, seat, o)
        self.draw_prompt(surface, side, o)
        self.draw_market(surface, vis, side, o)
        self.draw_hand(surface, vis, side, o, seat, viewer)
        if side.legend is not None:
            self.draw_legend(surface, vis, side.legend)
        self.draw_mats(surface, vis, o)

    def draw_marks(self, surface: pygame.Surface, vis: PandorumState, o: Options) -> None:
        """Targets (dashed), previews (thin), the construction site and paying hexes."""
        geo = self.geo
        assert geo is not None
        if o.kind == "move":
            self._tint(surface, [(h, FLY if a.anywhere else MARK) for h, a in o.moves.items()])
            for h, action in o.moves.items():
                colour = FLY if action.anywhere else MARK
                c = geo.center(h)
                poly = shrink(geo.corners(h), c, 0.86)
                dashed_hex(surface, poly, colour, 5, halo=True)
                value = self.site_best(h)
                spot = (c[0], c[1] + geo.radius // 2 - 4)
                owner = vis.projects.get(h)
                if value is not None:
                    self._badge(surface, f"+{value}", spot, colour)
                elif owner is not None and owner[0] != self.actor:
                    # stopping on an opponent's project costs its visit fee (drawn over
                    # the pieces, below)
                    due = vis.visit_fee(h)
                    self._late.append((f"-{due}", (c[0] - geo.radius // 2, c[1] - geo.radius // 3),
                                       self.app.theme.c("error")))
        elif o.kind == "turn" and self.selected is not None:
            shown = self.move_preview(o)
            self._tint(surface, [((a.q, a.r), FLY if a.anywhere else MARK) for a in shown], 50)
            for a in shown:
                h = (a.q, a.r)
                poly = shrink(geo.corners(h), geo.center(h), 0.8)
                dashed_hex(surface, poly, FLY if a.anywhere else MARK, 4, 7, halo=True)
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
        each = self.per_hex(card, hexes, o)
        for h in hexes:
            if h in geo.cells:
                c = geo.center(h)
                pygame.draw.polygon(surface, PAYS, shrink(geo.corners(h), c, 0.9), 5)
                if each:
                    self._badge(surface, each, (c[0], c[1] - geo.radius // 2), PAYS)
        if o.kind == "turn" and self.actor is not None and (o.fees or o.free):
            h = vis.harvesters[self.actor]
            c = geo.center(h)
            pygame.draw.circle(surface, CHOSEN, c, geo.radius - 4, 3)

    def _tint(self, surface: pygame.Surface, hexes: list[tuple[Hex, tuple[int, int, int]]],
              alpha: int = 80) -> None:
        """A translucent fill over hexes (targets stand out without hiding the terrain)."""
        geo = self.geo
        if geo is None or not hexes:
            return
        box = geo.box
        key = (tuple(box), tuple(hexes), alpha)
        veil = self._veils.get(key)
        if veil is None:  # built once per set of hexes, not every frame
            veil = pygame.Surface(box.size, pygame.SRCALPHA)
            for h, colour in hexes:
                pygame.draw.polygon(veil, (*colour, alpha),
                                    [(x - box.x, y - box.y) for x, y in geo.corners(h)])
            if len(self._veils) > 8:
                self._veils.clear()
            self._veils[key] = veil
        surface.blit(veil, box.topleft)

    def per_hex(self, card: str | None, hexes: tuple[Hex, ...], o: Options) -> str:
        """The label on each paying hex of the preview: "+1", "+2" ("-1" for Systems)."""
        if not hexes:
            return ""
        if o.kind == "direction" and self.hover is not None and self.hover[0] == "dir":
            amount = self.direction_pays(self.hover[1])[0]
        elif card is not None:
            amount = self.card_pays(card)[0]
        else:
            return ""
        if amount % len(hexes):
            return ""
        systems = card is not None and self.st.comp.card(card).type == "systems"
        return f"{'-' if systems else '+'}{amount // len(hexes)}"

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
                offsets = [(-r * 11 // 20, -r * 7 // 20), (r * 11 // 20, -r * 7 // 20),
                           (-r * 11 // 20, r * 9 // 20), (r * 11 // 20, r * 9 // 20)]
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


VIEW = PandorumView
