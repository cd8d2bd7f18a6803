"""The prompt bar above the Escape ring: the decision in words and its buttons, and the
words of an effect under way (a card's, a Skip reward's, the Lost Ship's) for the prompt
and the detail line below the ring.

A mixin of :class:`game.escape.view.EscapeView` (it reads the view's options, selection
and geometry); the words come from the rules' state (``prompt``) where the rules have
them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import Action
from game.engine.boardview.prompt import ButtonSpec, button_row, draw_prompt
from game.engine.widgets import Widget
from game.escape.view_choices import CHOICE_WORDS, Options
from game.escape.view_host import EscapeViewParts
from game.escape.view_scores import vp

if TYPE_CHECKING:
    from game.escape.rules.state import EscapeState

#: what each Skip reward does, for the detail line under the ring (what the next Skip
#: field gives, and the reward being used)
SKIP_REWARDS: dict[str, str] = {
    "swap": "swap places with another player's ship directly in front of one of yours "
            "(upright ships cannot be swapped).",
    "wait": "a bit more patience, no reward.",
    "warp": "set one of your ships upright; in a later turn it may move across 1 or 2 "
            "connections.",
}


def effect_ask(vis: EscapeState, names: Sequence[str], viewer: int | None) -> str | None:
    """The effect under way's next choice for the prompt bar, as the rules word it, after
    "Ann played WARNING C: " where another player's card has ``viewer`` choose. None with
    no effect under way."""
    step = vis.resolving()
    if step is None:
        return None
    ask = vis.prompt()
    if viewer is not None and step.owner != viewer:
        return f"{names[step.owner]} played {step.source}: {ask}"
    return ask


def effect_detail(vis: EscapeState) -> str | None:
    """What the effect under way does, for the detail line below the ring: the card's
    text, the Skip reward's or the Lost Ship's words, after its name. None with no effect
    under way."""
    step = vis.resolving()
    if step is None:
        return None
    if step.card is not None:
        return f"{step.source}: {vis.data.cards[step.card].text}"
    if step.reward is not None:
        return f"{step.source}: {SKIP_REWARDS[step.reward]}"
    return ("Lost Ship found: you have ships in all 3 fly zones. Place it on an empty field "
            "of the outer ring.")


class EscapePrompt(EscapeViewParts):
    """The prompt bar (mixed into EscapeView)."""

    def action_label(self, action: Action) -> str:
        """The "Moves" list text: a choice in the words of :data:`CHOICE_WORDS`, which
        words every action of the game (tests/escape_ui/test_view.py checks it)."""
        return CHOICE_WORDS[type(action)](self.st, self.names(), action)

    def prompt_text(self, o: Options) -> str:
        """The decision in words above the ring, worded for the player's input
        (:meth:`~game.engine.gameview.GameView.say`)."""
        return self.say(self._prompt_text(o))

    def _prompt_text(self, o: Options) -> str:
        """:meth:`prompt_text` as written, for a pointer."""
        st = self.st
        names = self.names()
        if st.is_over:
            return "The game is over"
        if self.actor is None:
            pending = list(st.pending_seats())
            who = names[pending[0]] if pending else "the next player"
            return f"Waiting for {who}"
        if o.mode == "mission":  # the panel over the ring says what to do with them: the
            # prompt says why (it read "Choose the mission card you give back" over
            # "Choose the mission to give back" for a key player)
            return "Setup: keep two of your three missions"
        if o.mode == "take":
            return "Ship saved! Take an open Action Card"
        ask = effect_ask(st, names, self.actor) if o.mode == "effect" else None
        if ask is not None:  # (the card or reward itself is explained below the ring)
            return ask
        sel = self.selected
        if isinstance(sel, tuple):
            if sel[0] == "ship":
                dests = o.moves.get(sel[1], {})
                where = " or the wormhole" if st.board.wormhole in dests else ""
                return f"Move this ship: choose a green field{where}"
            if sel[0] == "platform":
                return "Bring in a ship: choose a green outer field"
            if sel[0] == "card":
                ct = st.data.cards[sel[1]]
                if sel[1] in o.cards:
                    return f"{ct.name}: tap it again or press Play"
                return f"{ct.name} cannot be played now"
        if not o.moves and not o.enters:
            if o.cards:  # a card may still open a move (or score)
                return "No move possible: play a card or skip your turn"
            return "No move possible: skip your turn"
        if o.skip is not None:
            return "Only dotted-route moves: move or skip"
        if o.cards:
            return "Play cards first, then move or bring in a ship"
        # say where to tap: a new player does not know the Launch Platform is a button
        if not o.moves:
            return "Bring in a ship: tap your Launch Platform"
        if not o.enters:
            return "Move a ship: tap one with a green ring"
        return "Move a ship or tap your Launch Platform"

    def buttons(self) -> list[Widget]:
        """The prompt bar's buttons for the current decision."""
        assert self.geo is not None
        return list(button_row(self.app.fonts, self.geo.prompt, self.button_specs()))

    def button_specs(self) -> list[ButtonSpec]:
        """The current decision's buttons: (label, what it does, style, key)."""
        st, o = self.st, self.options()
        specs: list[ButtonSpec] = []
        if o.mode == "main":
            card = self.sel("card")
            action = o.cards.get(card) if card is not None else None
            if action is not None:
                ct = st.data.cards[card]
                specs.append((f"Play {ct.name} ({vp(ct.played, True)})",
                              partial(self.act, action), "primary", "play"))
            if o.skip is not None:
                style = "primary" if not o.moves and not o.enters else "normal"
                specs.append(("Skip turn", partial(self.submit, o.skip), style, "skip"))
            if self.selected is not None:
                specs.append(("Cancel", self.cancel, "normal", "cancel"))
        elif o.mode == "effect":
            for seat, action in sorted(o.players.items()):
                specs.append((self.names()[seat], partial(self.submit, action), "primary",
                              ("player", seat)))
            if o.decline is not None:  # only a Skip reward under way is declined: the
                # rules' effect_source names it ("SWAP", "WARP")
                specs.append((f"Don't use {st.effect_source()}",
                              partial(self.submit, o.decline), "normal", "decline"))
            if o.cancel is not None:
                specs.append(("Take card back", partial(self.submit, o.cancel),
                              "normal", "takeback"))
        elif o.mode == "take":
            for deck, action in sorted(o.takes.items()):  # as the Moves list words them
                specs.append((self.action_label(action), partial(self.submit, action),
                              "primary", ("take", deck)))
        return [(label, fn, style, ("escape", "button", key)) for label, fn, style, key in specs]

    def draw_prompt(self, surface: pygame.Surface, o: Options) -> None:
        """The decision in words above the ring (the buttons sit below it)."""
        assert self.geo is not None
        t = self.app.theme
        colour = t.c("accent") if self.actor is not None else t.c("text_dim")
        draw_prompt(surface, self.app.fonts, self.geo.prompt, self.prompt_text(o), colour)
