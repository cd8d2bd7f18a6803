"""The prompt bar above the Escape ring: the decision in words and its buttons.

A mixin of :class:`game.escape.view.EscapeView` (it reads the view's options, selection
and geometry); the words come from the rules' state (``prompt``) where the rules have
them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.widgets import Button
from game.escape.view_choices import Options


class EscapePrompt:
    """The prompt bar (mixed into EscapeView)."""

    def prompt_text(self, o: Options) -> str:
        st = self.st
        names = self.names()
        if st.is_over:
            return "The game is over"
        if self.actor is None:
            pending = list(st.pending_seats())
            who = names[pending[0]] if pending else "the next player"
            return f"Waiting for {who}"
        if o.mode == "mission":
            return "Choose the mission card you give back"
        if o.mode == "take":
            return "Ship saved! Take an open Action Card"
        if o.mode == "effect":
            top = st.pending[-1] if st.pending else {}
            source = top.get("source", "")
            owner = top.get("owner", self.actor)
            prompt = getattr(st, "prompt", None)  # the rules' words for this choice
            text = prompt() if callable(prompt) else "Choose on the board"
            if owner != self.actor:
                return f"{names[owner]} played {source}: {text}"
            return text  # the card or reward itself is explained below the ring
        sel = self.selected
        if isinstance(sel, tuple):
            if sel[0] == "ship":
                dests = (o.moves or {}).get(sel[1], {})
                where = " or the wormhole" if st.board.wormhole in dests else ""
                return f"Move this ship: choose a green field{where}"
            if sel[0] == "platform":
                return "Bring in a ship: choose a green outer field"
            if sel[0] == "card":
                ct = st.data.cards[sel[1]]
                if self.card_action(o, sel[1]) is not None:
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

    def buttons(self) -> list[Button]:
        """The prompt bar's buttons for the current decision."""
        geo, st, o = self.geo, self.st, self.options()
        assert geo is not None
        specs: list[tuple[str, Callable[[], None], str, Any]] = []
        if o.mode == "main":
            card = self.sel("card")
            action = self.card_action(o, card) if card is not None else None
            if action is not None:
                ct = st.data.cards[card]
                specs.append((f"Play {ct.name} ({ct.played:+d} VP)",
                              lambda a=action: self.act(a), "primary", "play"))
            if o.skip is not None:
                style = "primary" if not o.moves and not o.enters else "normal"
                specs.append(("Skip turn", lambda a=o.skip: self.submit(a), style, "skip"))
            if self.selected is not None:
                specs.append(("Cancel", self.cancel, "normal", "cancel"))
        elif o.mode == "effect":
            for seat, action in sorted((o.players or {}).items()):
                specs.append((self.names()[seat], lambda a=action: self.submit(a), "primary",
                              ("player", seat)))
            if o.decline is not None:
                source = st.pending[-1].get("source", "") if st.pending else ""
                specs.append((f"Don't use {source}".strip(),
                              lambda a=o.decline: self.submit(a), "normal", "decline"))
        elif o.mode == "take":
            for deck, action in sorted((o.takes or {}).items()):
                cid = st.open.get(deck)
                label = f"Take {st.data.cards[cid].name}" if cid else f"Take {deck}"
                specs.append((label, lambda a=action: self.submit(a), "primary", ("take", deck)))
        out: list[Button] = []
        if not specs:
            return out
        widths = [max(160, self.app.fonts.get(28, True).size(label)[0] + 44)
                  for label, *_ in specs]
        gap = 14
        total = sum(widths) + gap * (len(widths) - 1)
        bar = geo.prompt
        scale = min(1.0, (bar.width - 8) / total) if total else 1.0
        x = bar.centerx - int(total * scale) // 2
        y = bar.bottom - 60
        for (label, fn, style, key), w in zip(specs, widths, strict=True):
            w = int(w * scale)
            out.append(Button((x, y, w, 58), label, fn, style=style, size=28,
                              key=("escape", "button", key)))
            x += w + gap
        return out

    def draw_prompt(self, surface: pygame.Surface, o: Options) -> None:
        """The decision in words, as large as fits: one line from 30 px down to 24 px,
        else two lines of 24 px (the buttons sit below)."""
        geo = self.geo
        assert geo is not None
        f, t = self.app.fonts, self.app.theme
        bar = geo.prompt
        text = self.prompt_text(o)
        colour = t.c("accent") if self.actor is not None else t.c("text_dim")
        width = bar.width - 12
        for size in (30, 28, 26, 24):
            if f.get(size, True).size(text)[0] <= width:
                f.draw(surface, text, (bar.centerx, bar.top + 4), size, colour, True, "midtop")
                return
        lines = f.wrap(text, 24, width, True)
        if len(lines) > 2:
            lines = [lines[0], f.fit(" ".join(lines[1:]), 24, width, True)]
        for k, line in enumerate(lines):
            f.draw(surface, line, (bar.centerx, bar.top + 2 + k * 26), 24, colour, True,
                   "midtop")
