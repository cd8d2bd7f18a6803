"""Starship Merchants on a table, played by fingers: the gestures of each action.

The board's places come from its turn card (the four quadrants, turned toward the deciding
seat: upright rectangles turned onto the canvas); a seat's consoles and Local Space from
its panel's upright rectangles, a mine in another seat's Local Space from that seat's
panel; everything else is a button in the deciding seat's panel, paged with "More".
"""

from __future__ import annotations

import pygame

from game.engine.table.transform import Orient
from game.starship.rules import actions as A
from game.starship.view_actions import spot_of, twin_key
from tests.tablefingers import TableFingers


class StarshipFingers(TableFingers):
    """The finger gestures of every Starship action."""

    def read_area(self, seat: int) -> tuple[int, int]:
        """The centre of ``seat``'s hold-to-read area."""
        scene = self.scene
        return self.in_panel(seat, scene.view.seat_rects(seat, scene.parts[seat].game)["read"])

    def board_card(self) -> tuple[object, Orient]:
        scene = self.scene
        card = next(c for c in scene.view.table_turn_cards() if c.name == "board")
        rotation = scene.facing()
        return card, Orient(card.upright_size(rotation), rotation, card.rect.topleft)

    def topmost(self, rects: list[pygame.Rect], key) -> tuple[int, int]:
        """A point of one of ``rects`` (canvas) where the scene's topmost live spot is
        ``key`` (a smaller target may lie over part of a larger one)."""
        spots = self.scene.spots()
        for rect in rects:
            for y in (rect.centery, rect.top + 6, rect.bottom - 6):
                for x in (rect.centerx, rect.left + 6, rect.right - 6):
                    top = next((s for s in reversed(spots) if s.rect.collidepoint((x, y))),
                               None)
                    if top is not None and top.key == key:
                        return (x, y)
        raise AssertionError(f"no free point for {key!r}")

    def spot(self, seat: int, key) -> tuple[int, int] | None:
        """Where the deciding ``seat`` taps the board or panel spot ``key`` (None: it is
        not within reach, its action is a button)."""
        scene = self.scene
        view = scene.view
        card, orient = self.board_card()
        for t in card.targets(card.upright_size(scene.facing())):
            if t.key == key:
                return self.topmost([orient.rect_to_canvas(t.rect)], ("turned", "board", key))
        for t in view.table_seat_targets(seat, scene.parts[seat].game):
            if t.key == key:
                return self.topmost([self.orient(seat).rect_to_canvas(t.rect)],
                                    ("seat", seat, key))
        for other in range(len(scene.parts)):  # a mine in another seat's Local Space
            for t in view.table_reach_targets(seat, other, scene.parts[other].game):
                if t.key == key and other != seat:
                    return self.topmost([self.orient(other).rect_to_canvas(t.rect)],
                                        ("reach", seat, other, key))
        return None

    def press(self, seat: int, action) -> None:
        """Tap ``action``'s button in ``seat``'s panel, paging with "More" (a mine alike
        to another in the same place has the one button: ``twin_key``)."""
        st = self.scene.view.st
        for _ in range(30):
            keys = [spec[3] for spec in self.scene.view.table_buttons(seat)]
            same = [key for key in keys if key[1] == "act"
                    and twin_key(st, key[2]) == twin_key(st, action)]
            if same:
                self.tap(self.button(seat, same[0]))
                return
            assert ("starship", "more") in keys, f"no button for {action!r}: {keys}"
            self.tap(self.button(seat, ("starship", "more")))
        raise AssertionError(f"paged through the buttons without finding {action!r}")

    def same(self, taken, action) -> bool:
        """Whether the game took ``action`` or a pickup of a mine alike to it (``twin_key``;
        asked once taken, so the kind and value: where it lay has changed)."""
        if taken == action:
            return True
        mines = self.scene.view.st.comp.mines
        return (isinstance(taken, A.Pickup) and isinstance(action, A.Pickup)
                and mines[taken.token].label == mines[action.token].label)

    def perform(self, action, seat: int) -> None:
        view = self.scene.view
        key = spot_of(view.st, action)
        at = None if key is None else self.spot(seat, key)
        if at is None:
            self.press(seat, action)
            return
        n = len(view.session.log)
        self.tap(at)
        if len(view.session.log) > n:
            return
        console = ("ship", getattr(action, "ship", -1))  # a Dock transfer's second tap
        if action in view.target_map().get(console, []):
            second = self.spot(seat, console)
            if second is not None:
                self.tap(second)
                return
        if isinstance(action, (A.BuyShip, A.TransferPilot, A.TransferGear)):
            self.press(seat, action)
