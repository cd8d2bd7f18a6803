"""The Pandorum side panel's words and layout: the decision in words, its buttons, the card
or ability text shown for what is hovered or tapped, and where the prompt, market, hand,
key and harvester mats go. A mixin of :class:`game.pandorum.view.PandorumView` (it reads
the view's options, selection and previews); nothing here changes the game state.
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.words import counted
from game.engine.boardview.focusring import REACH
from game.engine.boardview.grid import cells, fit_grid, split
from game.engine.boardview.prompt import ButtonSpec, PromptBox
from game.engine.boardview.rects import key_at
from game.engine.widgets import Button, Widget
from game.pandorum.rules.actions import DIRECTION_NAMES
from game.pandorum.view_draw import TYPE_TAG
from game.pandorum.view_host import PandorumViewParts
from game.pandorum.view_layout import Side
from game.pandorum.view_options import (
    Options,
    build_label,
    card_text,
)
from game.pandorum.view_table_cards import MONITOR_ROWS, mat_rows

if TYPE_CHECKING:
    from game.engine.text import Fonts
    from game.pandorum.rules.state import PandorumState

#: the prompt box: two bold lines of 28 px, three of detail at 24 px, from 6 px below its
#: top, and its buttons from :data:`BUTTON_GAP` px below its words (their glyphs reach a
#: pixel past their lines): a button's focus ring (5 px round it) cleared the words;
#: it struck the descenders of the detail's last line ("project." read as "oroiect.")
PROMPT = PromptBox(top=6)
BUTTON_GAP = 6
BUTTON_H = 64
#: height of the key to terrain symbols and pieces (shown when the side panel has room)
LEGEND_H = 140
#: the decisions one choice goes through (its tiles keep their places from one to the next)
CHOICES = {"turn": "add", "take": "add", "build": "construction", "cards": "construction"}
#: the market's and hand's grids, (columns, tile height), the first that fits
GRIDS = ((2, 52), (3, 52), (3, 44), (3, 38), (4, 36), (4, 32))


class PromptMixin(PandorumViewParts):
    """The prompt, the buttons and the side panel's layout (mixed into the board view)."""

    # ------------------------------------------------------------------ words
    def prompt_lines(self, o: Options) -> tuple[str, str]:
        """The decision in words (bold line) and a hint (plain line), worded for the
        player's input (:meth:`~game.engine.gameview.GameView.say`)."""
        head, hint = self._prompt_lines(o)
        return self.say(head), self.say(hint)

    def _prompt_lines(self, o: Options) -> tuple[str, str]:
        """:meth:`prompt_lines` as written, for a pointer."""
        st = self.st
        names = self.names()
        if st.is_over:
            out = st.outcome()  # (the rules' places: equal totals share the first)
            winners = " and ".join(names[i] for i, place in enumerate(out.ranking)
                                   if place == 1)
            scores = " · ".join(f"{names[i]} {v}" for i, v in enumerate(out.scores))
            return (f"Game over: {winners} {'win' if ' and ' in winners else 'wins'}.",
                    f"Final currency with cargo: {scores}.")
        if self.actor is None:
            who = names[st.turn] if 0 <= st.turn < len(names) else "the next player"
            return (f"Waiting for {who}…", self.what_happens_text())
        sel = self.selected
        if sel is not None and sel[0] == "market" and sel[1] in o.takes:
            return (f"Take {sel[1]}?", "Tap it again or press Take.")
        if sel is not None and sel[0] == "fly":
            h, card = sel[1]  # (the card that pays stays secret at a table)
            paying = f"You pay {card}, and" if card and self.table is None else "Then"
            fly = st.comp.foreparts["fly_anywhere"].title
            return (f"Fly to {st.hex_label(h)}? It uses up your forepart.",
                    f"{paying} {fly}'s cards go to the box (single use). Tap the hex "
                    "again or press Fly there.")
        if o.kind == "turn":
            return self._turn_lines(o, sel)
        if o.kind == "take":
            left = st.still_to_take()
            then = "" if self.planned is None else \
                f" Then your harvester goes to {st.hex_label((self.planned.q, self.planned.r))}."
            return (f"Take {counted(left, 'more card')}.",
                    "Tap the deck or a market stack." + then)
        if o.kind == "move":  # (at a table the planet lights where any hand could stop)
            fly = " Blue: fly anywhere (forepart)." if any(self.lit_moves(o).values()) else ""
            return ("Move your harvester: tap a highlighted hex.", self.hint(
                "White dashes: straight-line stops; +N: the best a construction there pays, ",
                "Lit: straight-line stops (an empty hex only where a card in your hand "
                "builds); ") + "-N: what stopping on another player's project costs." + fly)
        site = self.st.site()
        where = st.hex_label(site) if site is not None else ""
        if o.kind == "build":  # (a monitor previews a hovered card's pay on the planet)
            return (f"Build on {where}: which project?", self.hint(
                "Tap (or hover) a card in your hand to see what it would pay here.",
                "+N on each card in your hand: what it would pay here."))
        building = st.building()
        if o.kind == "cards" and building is not None:
            k, need = len(building.chosen) + 1, building.need
            of = f" card {k} of {need}" if need > 1 else " a card"
            if sel is not None and sel[0] == "card":  # (at a table what it pays is secret)
                pays = "" if self.table is not None else \
                    f" It pays {pays_words(self.card_pays(sel[1]).amount)}."
                return (f"Build with {self.named(sel[1])}?{pays}", self.hint(
                    "Tap it again or press Build. Gold hexes: where the money comes from.",
                    "Tap it again or press Build."))
            return (f"Choose{of} for the {building.piece} on {where}.",
                    "Dashed cards may be built here; +N is what each pays. Tap one.")
        if o.kind == "direction":  # (a monitor's head one line: 4 rows of text)
            return (f"{st.step_card()}: " + self.hint(
                "which direction?",
                "tap a dashed hex beside the new project to point the line that way."),
                self.hint("Each button shows what that direction pays.",
                          "+N: what the line pays that way."))
        if o.kind == "slot":  # (its colour, which only the cargo counts, is on that button)
            return (f"{st.step_card()}: which slot?",
                    "Slots never change later. Forepart: single use; centre: permanent.")
        return ("", "")

    def _turn_lines(self, o: Options, sel: Any) -> tuple[str, str]:
        st = self.st
        if sel is not None and sel[0] == "fee":
            return (f"Pay {self.named(sel[1])} to move?", self.hint(
                "Tap a lit hex to pay it and go there, or tap the card again (or Pay and "
                "move) to choose the hex after paying.",
                "Tap a lit hex to pay it and go there (an empty hex only where a card left in "
                "your hand builds), or tap the card again."))
        if sel is not None and sel[0] == "harvester":
            return ("Where to? Tap a lit hex, or the card to pay.", self.hint(
                "Lit hexes: where a card of your hand, paid as the fee, takes you.",
                "Lit: where it could stop (an empty hex only where a card left in your hand "
                "builds); tap one to pay a card and go."))
        if sel is not None and sel[0] == "hex":
            return (self.hint(f"Which card pays to go to {st.hex_label(sel[1])}?",
                              "Which card pays the move to that hex? Tap it in your hand."),
                    "Tap it in your hand: it goes to the market and your harvester "
                    "moves there.")
        if o.passing is not None:
            return ("No card to take and no move: pass.", "")
        take = st.cards_per_take(self.actor or 0)
        how = "press Move" if o.free is not None else "pay a card from your hand"
        head = f"Take {take} cards (deck or market)" if st.final_turns is None else \
            f"Last move! Take {take} cards"  # (both did not fit two lines)
        if not o.moves_harvester:  # no card to pay: no move to offer (found in
            # play: an empty hand was asked to pay a card of it)
            return (f"{head}.", "Tap the deck or a market stack.")
        return (f"{head}, or {how} to move.",
                "Tap the deck or a market stack; or tap a card in your hand to move.")

    def named(self, card: str) -> str:
        """A card of the hand as the prompt names it: at a table, where the hand is
        secret, "the chosen card"."""
        return card if self.table is None else "the chosen card"

    def hint(self, monitor: str, table: str) -> str:
        """A hint as worded on a monitor, or at a table (where the planet lights where any
        hand could go, no card's pay is previewed and the hand is secret)."""
        return monitor if self.table is None else table

    def what_happens_text(self) -> str:
        """What the player to act is deciding (for everyone else), and the last round."""
        st = self.st
        names = self.names()
        who = names[st.turn] if 0 <= st.turn < len(names) else "The next player"
        site = st.site()
        where = st.hex_label(site) if site is not None else ""
        building = st.building()
        project = building.piece if building is not None else "base"
        text = {
            "turn": f"{who} chooses: add cards or move the harvester.",
            "take": f"{who} is adding cards ({st.still_to_take()} more).",
            "move": f"{who} is moving the harvester.",
            "build": f"{who} builds on {where}.",
            "cards": f"{who} chooses the cards for a {project} on {where}.",
            "direction": f"{who} points {st.step_card() or 'Intranet'}.",
            "slot": f"{who} puts {st.step_card() or 'a card'} into a harvester slot.",
        }.get(st.decision(), "")
        if st.final_turns is not None and st.ender is not None:
            text += (f" {names[st.ender]} built their last project: last moves "
                     f"({st.final_turns} left).")
        return text.strip()

    def detail_text(self, o: Options, hover: Any = None) -> str:
        """The text of the hovered (``hover``), else the tapped or chosen, card or harvester
        ability, so a player can read any card with a mouse or a finger; else ''."""
        for key in (hover, self.selected):
            if key is None:
                continue
            if key[0] == "ability":
                return self.ability_text(*key[1])
            if key[0] == "lit":  # (a lit hex the pointer or the focus rests on)
                return self.hex_detail(key[1], o)
            if key == self.selected and key[0] == "card" and o.kind == "cards":
                # under "Build with X? It pays N.": what and where X builds, what it pays
                return card_text(self.st.comp.card(key[1]), self.st.comp)
            if key[0] in ("card", "market", "fee", "read"):
                return self.card_detail(key[1], o)
        return ""

    def card_body(self, name: str) -> str:
        """A card's type and whole text, without its name (a read card's title)."""
        comp = self.st.comp
        card = comp.card(name)
        return f"({TYPE_TAG.get(card.type, card.type)}): {card_text(card, comp)}"

    def card_detail(self, name: str, o: Options) -> str:
        """A card's name, type and whole text (what every seat may read of it), and in a
        construction what it would pay here."""
        if name not in self.st.comp.cards:
            return ""
        text = f"{name} {self.card_body(name)}"
        if o.kind in ("cards", "build") and self.st.site() is not None:
            text += f" Here: {pays_words(self.card_pays(name).amount)}."
        return text

    def ability_text(self, seat: int, slot: str) -> str:
        """A harvester ability in words, with how many cards its slot still needs."""
        return " ".join(self.ability_words(seat, slot)).strip()

    def ability_words(self, seat: int, slot: str) -> tuple[str, str]:
        """:meth:`ability_text` as a title (whose ability) and its text (single use or
        permanent, what its slot still needs, what it does); empty without an ability."""
        held = {h.slot: h for h in self.st.harvester_slots(seat)}[slot]  # (as the mat shows it)
        ability = held.ability
        if ability is None:
            return "", ""
        kind = "single use" if slot == "forepart" else "permanent"
        state = ("ready" if slot == "forepart" else "active") if held.working \
            else f"needs {counted(held.cost - held.have, 'more card')}"
        return f"{self.names()[seat]}'s {ability.title}", f"({kind}, {state}): {ability.text}"

    # ------------------------------------------------------------------ buttons
    def button_specs(self, o: Options) -> list[ButtonSpec]:
        """The decision buttons: (label, callback, style, key)."""
        specs: list[ButtonSpec] = []
        sel, act = self.selected, self.act
        if sel is not None and sel[0] == "market" and sel[1] in o.takes:
            specs.append(("Take", partial(self.choose_market, sel[1]), "primary", "take"))
        if sel is not None and sel[0] == "fly":  # a second tap on the hex flies
            specs.append(("Fly there", partial(self.choose_hex, sel[1][0]), "primary", "fly"))
        if o.kind == "turn":
            if sel is not None and sel[0] == "fee" and sel[1] in o.fees:
                # the prompt above names the card: a short label is never cut
                specs.append(("Pay and move", partial(act, o.fees[sel[1]]), "primary", "pay"))
            if o.free is not None:
                specs.append(("Move (free)", partial(act, o.free), "primary", "free"))
            if o.passing is not None:
                specs.append(("Pass", partial(act, o.passing), "primary", "pass"))
        elif o.kind == "cards" and sel is not None and sel[0] == "card" and sel[1] in o.cards:
            # the card's name whole on a line of its own ("Build with Deep" over "Crystal
            # Drill" read as two halves of a name)
            specs.append((f"Build with\n{self.named(sel[1])}", partial(act, o.cards[sel[1]]),
                          "primary", "build-card"))
        elif o.kind == "build":
            specs += [(build_label(b), partial(act, b), "primary",
                       ("build", b.project, b.ignore)) for b in o.builds]
        elif o.kind == "direction":
            # each button its name over a second line, so that the row reads evenly
            # (wrapped by width, "North-east +2" took two lines beside "East +2" on one)
            specs += [(f"{DIRECTION_NAMES[d].capitalize()}\n+{self.direction_pays(d).amount}",
                       partial(act, a), "primary", ("dir", d)) for d, a in sorted(o.dirs.items())]
        elif o.kind == "slot":
            need = self.st.slot_needs(self.actor if self.actor is not None else 0)
            for slot in ("forepart", "centre", "cargo"):
                action = o.slots.get(slot)
                if action is not None:
                    label = f"Cargo\n{self.st.comp.colour_of(self.st.step_card() or '')}" \
                        if slot == "cargo" else f"{slot.capitalize()}\n{need[slot]} to go"
                    specs.append((label, partial(act, action), "primary", ("slot", slot)))
        if sel is not None and sel[0] != "read" and (o.kind in ("turn", "take", "cards")
                                                     or sel[0] == "fly"):
            specs.append(("Cancel", self.cancel, "normal", "cancel"))
        return specs

    def reserved_buttons(self, o: Options) -> int:
        """How many buttons this decision can show with or without a selection.

        The side panel is laid out for this many, so selecting a card (which adds "Pay and
        move" or "Build with ..." and "Cancel") does not push the hand down: a second tap
        on the same spot reaches the same card."""
        if o.kind == "turn":  # a free move, a pass, or paying a fee / taking ("...", Cancel)
            unselected = (o.free is not None) + (o.passing is not None)
            return unselected + (2 if o.fees or o.takes else 0)
        if o.kind in ("cards", "take"):
            return 2 if o.cards or o.takes else 0
        return 0

    def buttons(self) -> list[Widget]:
        """The prompt's buttons for the actor's decision, laid out in the prompt box."""
        if self.actor is None:
            return []
        o = self.options()
        side = self.side(self.actor)
        return [Button(rect, label, fn, style=style, size=24,
                       key=("pandorum", "button", key))
                for (label, fn, style, key), rect in zip(self.button_specs(o), side.buttons,
                                                         strict=True)]

    # ------------------------------------------------------------------ layout
    def side_layout(self, vis: PandorumState, seat: int, o: Options) -> Side:
        """Where the prompt (with room for its buttons), the market, the hand and the key go
        in the side panel, for ``seat``'s hand as ``vis`` shows it."""
        side = self.panels.side
        specs = self.button_specs(o)
        # room for the buttons a selection adds, and always for one row of buttons, so a
        # tap never moves the cards under it and taking two cards taps one spot twice
        count = max(len(specs), self.reserved_buttons(o))
        per_row = 3 if count > 4 else max(1, min(count, 3))
        rows = max(1, -(-count // per_row))
        fonts = self.app.fonts
        text_h = PROMPT.text_height(fonts)
        prompt = pygame.Rect(side.left, side.top, side.width,
                             12 + text_h + rows * (BUTTON_H + 8) + 4)
        buttons = cells(side.left + 12, side.top + PROMPT.top + text_h + BUTTON_GAP,
                        side.width - 24, len(specs), per_row, BUTTON_H)
        top = prompt.bottom + 8
        title_h = 34
        above, below = hand_title_room(fonts, title_h)
        scope = self.choice_scope(vis, seat)
        market_names = self.places.order("market", ["deck"] + [n for n, _ in vis.market],
                                         scope, close=True)
        hand_names = self.places.order(("hand", seat), sorted(Counter(vis.hands[seat])),
                                       scope)
        space = side.bottom - top - 2 * title_h - 8 - above - below

        def fits(cols: int, tile_h: int, keyed: bool, hand_cols: int = 0,
                 more: tuple[int, int] = (0, 0)) -> bool:
            rows = -(-(len(market_names) + more[0]) // cols) + max(
                1, -(-(len(hand_names) + more[1]) // (hand_cols or cols)))
            return rows * (tile_h + 6) <= space - (LEGEND_H if keyed else 0)

        # the grid (tile size, columns, key, the hand's columns) a choice starts with is
        # laid out for every tile the choice may bring (:meth:`room_to_grow`) and kept
        # through it: nothing moves as the hand grows (a second card taken put the hand
        # in two columns; later the tiles shrank, the hand's title jumping up to 48 px)
        cols, tile_h, keyed, hand_cols = self.places.grid(("grid", seat), scope) or (1, 0, 0, 0)
        more = (0, 0)
        if not tile_h or not fits(cols, tile_h, bool(keyed), hand_cols):
            # a key to the terrain symbols and the pieces at the bottom, where it fits
            more = self.room_to_grow(vis, seat, scope)
            keyed = fits(*GRIDS[0], True, 0, more)  # (a key below the widest grid)
            cols, tile_h = next((g for g in GRIDS if fits(*g, keyed, 0, more)), GRIDS[-1])
            hand_cols = 0
        legend = pygame.Rect(side.left, side.bottom - LEGEND_H, side.width, LEGEND_H) \
            if keyed else None
        rows_m = -(-len(market_names) // cols)
        market_title = pygame.Rect(side.left, top, side.width, title_h)
        market_area = pygame.Rect(side.left + 8, top + title_h, side.width - 16,
                                  rows_m * (tile_h + 6))
        mrects = fit_grid(market_area, len(market_names), 0, tile_h, 6, cols)
        hand_top = market_area.bottom + 8 + above
        hand_title = pygame.Rect(side.left, hand_top, side.width, title_h)
        bottom = legend.top - 8 if legend is not None else side.bottom
        hand_area = pygame.Rect(side.left + 8, hand_top + title_h + below, side.width - 16,
                                bottom - hand_top - title_h - below)
        if not hand_cols:  # as few columns as hold the hand as it may grow
            hand_cols = len({r.left for r in fit_grid(hand_area, len(hand_names) + more[1],
                                                      0, tile_h, 6, cols)}) or 1
        hrects = fit_grid(hand_area, len(hand_names), 0, tile_h, 6, cols, hand_cols)
        self.places.keep_grid(("grid", seat), scope, (cols, tile_h, keyed, hand_cols))
        market = {n: r for n, r in zip(market_names, mrects, strict=False) if n is not None}
        hand = {n: r for n, r in zip(hand_names, hrects, strict=False) if n is not None}
        return Side(prompt, buttons, market_title, market, hand_title, hand, legend)

    def choice_scope(self, vis: PandorumState, seat: int) -> tuple[int, int, str] | None:
        """The choice whose tiles keep their places in ``seat``'s panel while ``seat``
        makes it (:class:`~game.pandorum.view_layout.Places`): the turn, the seat and
        the step (adding cards: the first card taken in the turn decision, the rest in
        the take decision; a construction: its project, then its cards one by one);
        None while ``seat`` is not deciding. A step over, the tiles are laid out afresh
        (a paid fee's place is not left empty through the construction that follows)."""
        kind = vis.decision()
        return None if self.actor != seat or kind == "none" else \
            (vis.turn_number, seat, CHOICES.get(kind, kind))

    def room_to_grow(self, vis: PandorumState, seat: int,
                     scope: tuple[int, int, str] | None) -> tuple[int, int]:
        """The market stacks and hand tiles ``seat``'s choice (``scope``) may add: while
        adding cards, a tile for each card still to take, and a stack for a fee paid
        with the permanent "draw after the fee" (a card is taken before the move); a
        construction only spends cards."""
        if scope is None or scope[2] != "add":
            return 0, 0
        if vis.decision() == "take":
            return 0, vis.still_to_take()
        return int(vis.has_permanent(seat, "draw_after_fee")), vis.cards_per_take(seat)

    def mat_rects(self, n: int) -> list[pygame.Rect]:
        return split(self.panels.mats, n, across=True)

    def slot_rects(self, mat: pygame.Rect) -> dict[str, pygame.Rect]:
        """The three slot rows of a mat (forepart, centre, cargo)."""
        return mat_rows(mat, int, *MONITOR_ROWS)[1]

    def ability_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        """(seat, "forepart" | "centre") of the mat row under ``pos``, if any."""
        mats = self.mat_rects(self.st.num_players)
        seat = key_at(enumerate(mats), pos)
        rows = {} if seat is None else self.slot_rects(mats[seat])
        slot = key_at((row for row in rows.items() if row[0] != "cargo"), pos)
        return None if seat is None or slot is None else (seat, slot)


def pays_words(amount: int) -> str:
    """What a card pays, as a sentence ends: "3", or "nothing" (not "It pays 0.")."""
    return str(amount) if amount else "nothing"


def hand_title_room(fonts: Fonts, title_h: int) -> tuple[int, int]:
    """The room kept above and below the hand's title row (its words, "Your hand" and
    "N cards", centred in ``title_h``) so that no card's focus ring, reaching
    :data:`~game.engine.boardview.focusring.REACH` outside the card, touches them: a
    focused hand card's ring crossed the count (it passed under it, its band cut round
    the words), and a focused market card of the last row the heading."""
    high = max(fonts.get(28, True).size("Your hand")[1], fonts.get(24).size("0 cards")[1])
    top = title_h // 2 - high // 2  # the words' top in the row (centred on its middle)
    return max(0, REACH + 1 - 8 - top), max(0, REACH + 1 - (title_h - top - high))
