"""Reading a senator whole on the Merchants of Andromeda Senate board.

A senator card on the board has room for the name only, and three senators' texts often
do not all fit the prompt panel when voting. Pointing at a ballot box or a senator card,
or a tap on the card or (when not voting) on its ballot box (touch has no hover; a tap on
the card is not a vote), picks the senator the prompt panel shows whole
(:meth:`SenateReading.read_senator`); the keyboard focus on a ballot box does the same.
Mixed into :class:`~game.merchants.view.MerchantsView`.
"""

from __future__ import annotations

import pygame

from game.engine.boardview.rects import key_at
from game.merchants.view_draw_parts import placed
from game.merchants.view_host import MerchantsViewParts


class SenateReading(MerchantsViewParts):
    """The senator cards' places on the zoomed Senate board and which one is read: from
    the view's ``hover`` (the key under the pointer), ``selected`` (``("senator", n)``
    after a tap) and ``focused_target()``."""

    def senator_rects(self) -> dict[int, pygame.Rect]:
        """Candidate (1-3) -> its senator card on the canvas, when the Senate is zoomed."""
        if self.zoomed() != "senate":
            return {}
        return {int(reg.props.get("candidate", 1)): r for reg, r
                in placed(self.main_placement(), self.maps["senate"], "senator_slot")}

    def senator_at(self, pos: tuple[int, int]) -> int | None:
        """The candidate whose senator card is under ``pos`` on the zoomed Senate."""
        return key_at(self.senator_rects().items(), pos)

    def senator_rect(self, candidate: int) -> pygame.Rect | None:
        """Where candidate ``candidate``'s senator card is on the zoomed Senate board."""
        return self.senator_rects().get(candidate)

    def read_card(self) -> pygame.Rect | None:
        """The senator card read whole (:meth:`read_senator`), if on the zoomed Senate."""
        read = self.read_senator()
        return None if read is None else self.senator_rect(read + 1)

    def senator_words(self, *indexes: int) -> list[str]:
        """Ballot box ``index + 1``'s senator and policy in full, for each of ``indexes``
        (none: every box)."""
        boxes = [(i + 1, self.st.senator_in(i + 1))
                 for i in indexes or range(len(self.st.candidates))]
        return [f"Box {box}, {sen.name}: {sen.text}" for box, sen in boxes]

    def read_senator(self) -> int | None:
        """The candidate index pointed at or tapped on the zoomed Senate board (a ballot box
        or a senator card), else the one the keyboard focus frames; None for none."""
        if self.zoomed() != "senate":
            return None
        for key in (self.hover, self.selected, self.focused_target()):
            if not isinstance(key, tuple):
                continue
            if key[0] == "senator":
                index = int(key[1]) - 1
            elif key[0] == "node" and str(key[2]).startswith("box_"):
                index = int(str(key[2])[4:]) - 1
            else:
                continue
            if 0 <= index < len(self.st.candidates):
                return index
        return None
