"""What a choice would do, asked of the rules before it is made: what a card pays in the
construction being decided (and from which hexes), what each Intranet direction pays, the
best a construction on a hex would pay, and where the harvester could stop after paying a
fee card. A mixin of :class:`game.pandorum.view.PandorumView`; nothing here changes state.

The answers are cached for one position (the log's length, the actor and the state object),
so a selection or a hover never asks the rules twice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.boards.hex import Hex
from game.pandorum.rules.actions import MoveTo
from game.pandorum.rules.income import Income
from game.pandorum.rules.movement import stops_of_any
from game.pandorum.view_host import PandorumViewParts, T
from game.pandorum.view_options import Options


class PreviewsMixin(PandorumViewParts):
    """Previews of choices (mixed into the board view)."""

    def _cached(self, key: tuple[Any, ...], compute: Callable[[], T]) -> T:
        """The preview ``key`` for this position, worked out once."""
        position = (len(self.session.log), self.actor, id(self.st))
        return self.memo.within("previews", position, key, compute)

    def card_pays(self, name: str) -> Income:
        """The rules' income of ``name`` in the construction being decided (with the cards
        already chosen, ``construction_pay``): what it pays, from which hexes, whom it
        takes from (Systems); Intranet: its best direction. Nothing (0) outside a
        construction, or with nobody at the device to act."""
        seat = self.actor
        return self._cached(("pay", name), lambda: Income(name, 0) if seat is None
                            else self.st.construction_pay(seat, name))

    def direction_pays(self, d: int) -> Income:
        """Intranet: the rules' income of the card being pointed in direction ``d``
        (``pointed_pay``)."""
        seat = self.actor
        return self._cached(("dir", d), lambda: Income(self.st.step_card() or "", 0)
                            if seat is None else self.st.pointed_pay(seat, d))

    def pay_badges(self, seat: int, o: Options, every: bool = False) -> dict[str, str]:
        """"+N" by card of ``seat``'s hand a construction could use (what each pays here):
        the cards it may choose; while the project is chosen, those that could be built
        here, or (``every``: a table, where it is read only peeking) every card."""
        site, hand = self.st.site(), self.st.hands[seat]
        if o.kind not in ("cards", "build") or site is None:
            return {}
        names = set(o.cards) if o.kind == "cards" else set(hand) if every else \
            self.st.eligible_names(seat, site, hand, False)
        return {name: f"+{self.card_pays(name).amount}" for name in names}

    def selected_card(self) -> str | None:
        """The card of the hand the selection names, if any: a fee card chosen, a card
        previewed for a construction or a card read (the one drawn with a solid rim)."""
        sel = self.selected
        return str(sel[1]) if sel is not None and sel[0] in ("fee", "card", "read") else None

    def site_best(self, h: Hex) -> int | None:
        """The most a module built on empty ``h`` would pay (one card, the rules'
        ``best_single_pay``) with the hand the move will have: in the move decision the
        hand, while a fee card is chosen the hand without it (the fee leaves the hand
        before the move; counted in, the best card could be the one paid away). None at
        a table, where it would tell the table what the hidden hand holds."""
        if self.table is not None:
            return None
        fee = self.sel("fee")

        def compute() -> int | None:
            st, seat = self.st, self.actor
            if seat is None:
                return None
            hand = list(st.hands[seat])
            if fee in hand:
                hand.remove(fee)
            return st.best_single_pay(seat, h, hand)

        return self._cached(("site", h, fee), compute)

    def hex_detail(self, h: Hex, o: Options) -> str:
        """A lit hex in words, for the prompt box while the pointer or the keyboard focus
        rests on it: what it is, what stopping there costs (another player's project)
        and the most a construction there would pay, and whether going there is a flight
        (it uses up the forepart). Found in play: a key player moving the focus over the
        hexes learnt nothing of them (the numbers on the hexes are drawn for the move
        decision and a chosen fee card only)."""
        st, seat = self.st, self.actor
        words = [st.hex_label(h)[:1].upper() + st.hex_label(h)[1:] + "."]
        owner = st.projects.get(h)
        if owner is not None and seat is not None and owner[0] != seat:
            words.append(f"{self.names()[owner[0]]}'s {owner[1]}: stopping here costs "
                         f"{st.stop_cost(seat, h)}.")
        elif owner is not None:
            words.append(f"Your {owner[1]}.")
        best = self.site_best(h) if owner is None else None
        if best:
            words.append(f"A construction here pays up to +{best}.")
        elif best is not None:
            words.append("A construction here would pay nothing now.")
        if self.lit_moves(o).get(h):
            words.append("Going there is a flight: it uses up your forepart.")
        return " ".join(words)

    def fee_preview(self, card: str) -> list[MoveTo]:
        """Where the harvester could stop after paying ``card`` (before paying it): the
        moves the rules will list once it is paid."""
        seat = self.actor
        return self._cached(("fee", card), lambda: [] if seat is None
                            else self.st.moves_after_fee(seat, card))

    def payers_for(self, h: Hex, o: Options) -> list[str]:
        """The payable cards whose fee would take the harvester to ``h`` (only the selected
        card once one is selected)."""
        fee = self.sel("fee")
        cards = [fee] if fee is not None else sorted(o.fees)
        return [c for c in cards if c in o.fees
                and any((m.q, m.r) == h for m in self.fee_preview(c))]

    def lit_moves(self, o: Options) -> dict[Hex, bool]:
        """The hexes the planet lights for the harvester, each with whether it is a
        flight: the move decision's legal stops, or in the turn decision (a fee card, the
        harvester or a hex chosen) where paying would take it (:meth:`move_preview`). At
        a table, where the hidden hand decides the legal stops: where it could stop
        whatever the hand holds
        (:meth:`~game.pandorum.view_table.PandorumTable.public_reach`)."""
        if o.kind == "move":
            return self.public_reach() if self.table is not None else \
                {h: a.anywhere for h, a in o.moves.items()}
        return {(a.q, a.r): a.anywhere for a in self.move_preview(o)}

    def move_preview(self, o: Options) -> list[MoveTo]:
        """Turn decision with a fee card, the harvester or a hex selected: where the
        harvester could stop after paying that card (any payable card otherwise); a flight
        being asked about: that hex alone; at a
        table, for a card or the harvester, where it could stop whatever the hand holds
        (the stops left after paying the chosen card would tell the table which it is)."""
        sel = self.selected
        if o.kind != "turn" or sel is None or sel[0] not in ("fee", "harvester", "hex", "fly"):
            return []
        if sel[0] == "fly":  # the flight being asked about
            h, card = sel[1]
            return [m for m in self.fee_preview(card) if (m.q, m.r) == h]
        if self.table is not None and sel[0] != "hex":  # the same for every card chosen
            return [MoveTo(h[0], h[1], fly) for h, fly in self.public_reach().items()]
        if sel[0] == "fee":
            return self.fee_preview(sel[1])
        cards = sorted(o.fees)  # (any payable card: the rules join each card's stops)
        moves = self._cached(("fees",), lambda: stops_of_any(map(self.fee_preview, cards)))
        return [m for m in moves if sel[0] != "hex" or (m.q, m.r) == sel[1]]

    def preview_card(self, o: Options, hover: Any = None) -> str | None:
        """The card whose construction income is shown on the planet: the selected one,
        else the hovered one (``hover``), else the only card that may be chosen."""
        if o.kind not in ("cards", "build") or self.table is not None:
            return None  # at a table the hand is hidden until built: no paying preview
        if self.selected is not None and self.selected[0] == "card":
            return str(self.selected[1])
        if hover is not None and hover[0] == "card" and (o.kind == "build" or hover[1] in o.cards):
            return str(hover[1])
        if len(o.cards) == 1:
            return next(iter(o.cards))
        return None

    def paying_hexes(self, o: Options, hover: Any = None) -> tuple[tuple[Hex, ...], str]:
        """The hexes the previewed card (or hovered Intranet direction) takes money from,
        and the label on each ("+1", "+2"; "-1" where the rules' income takes the money
        from their owners, Systems; "" when they differ)."""
        if o.kind == "direction" and hover is not None and hover[0] == "dir":
            inc = self.direction_pays(hover[1])
        else:
            card = self.preview_card(o, hover)
            if card is None:
                return ((), "")
            inc = self.card_pays(card)
        amount, hexes = inc.amount, inc.hexes
        if not hexes or amount % len(hexes):
            return (hexes, "")
        return (hexes, f"{'-' if inc.takes else '+'}{amount // len(hexes)}")
