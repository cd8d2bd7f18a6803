"""Pandorum on a table, played by fingers: the gestures of each action.

Hexes come from the planet's geometry; a seat's hand cards from its panel's upright
rectangles (:meth:`PandorumView.seat_rects`) turned onto the canvas; the market's deck and
stacks from the market turn card as it is turned toward the acting seat; every other choice
is a button of the acting seat's panel, but an Intranet's direction: the hex beside the
new project that way.
"""

from __future__ import annotations

from game.engine.table.transform import Orient
from game.pandorum.rules.actions import (
    Build,
    BuildCard,
    ChooseDirection,
    MoveFree,
    MoveTo,
    Pass,
    PayFee,
    PlaceCard,
    TakeCard,
)
from tests.tablefingers import TableFingers


class PandorumFingers(TableFingers):
    """The finger gestures of every Pandorum action."""

    def seat_spot(self, seat: int, name: str) -> tuple[int, int]:
        scene = self.scene
        rects = scene.view.seat_rects(seat, scene.parts[seat].game)
        return self.in_panel(seat, rects[name])

    def hand_card(self, seat: int, name: str) -> tuple[int, int]:
        return self.seat_spot(seat, f"card{self.scene.view.hand_places(seat).index(name)}")

    def hex(self, h: tuple[int, int]) -> tuple[int, int]:
        return self.scene.view.geo.center(h)

    def market(self, source: str) -> tuple[int, int]:
        """Where ``source`` (the deck or a stack) is on the market card as turned now: its
        target (while it may be taken), else its read place."""
        scene = self.scene
        card = next(c for c in scene.view.table_turn_cards() if c.name == "market")
        rotation = scene.facing()
        size = card.upright_size(rotation)
        orient = Orient(size, rotation, card.rect.topleft)
        places = {t.key[2]: t.rect for t in card.targets(size)}
        for key, rect in card.reads(size):
            places.setdefault(key, rect)
        return orient.rect_to_canvas(places[source]).center

    def perform(self, action, seat: int) -> None:
        """The taps of ``action``; a card of the hand is tapped while its owner holds the
        eye with another finger (to read what it pays)."""
        b = "pandorum", "button"
        if isinstance(action, TakeCard):
            spot = self.market(action.source)
            self.tap(spot)
            if action.source != "deck":  # a market stack: the first tap reads it
                self.tap(spot)
        elif isinstance(action, PayFee | BuildCard):
            eye = self.seat_spot(seat, "eye")
            holding = self.down(eye)
            assert self.scene.is_peeking(seat)
            spot = self.hand_card(seat, action.card)
            self.tap(spot)  # choose it: the hexes it reaches (or pays from) light up
            self.tap(spot)  # again: pay it (or build with it)
            self.up(holding, eye)
        elif isinstance(action, MoveFree):
            self.tap(self.button(seat, (*b, "free")))
        elif isinstance(action, MoveTo):
            self.tap(self.hex((action.q, action.r)))
            if action.anywhere:  # a flight uses up the forepart: it is asked first
                self.tap(self.hex((action.q, action.r)))
        elif isinstance(action, Build):
            self.tap(self.button(seat, (*b, ("build", action.project, action.ignore))))
        elif isinstance(action, ChooseDirection):  # the hex beside the project that way
            view = self.scene.view
            hexes = [h for h, d in view.direction_hexes(view.options()).items()
                     if d == action.direction]
            self.tap(self.hex(hexes[0]) if hexes else
                     self.button(seat, (*b, ("dir", action.direction))))
        elif isinstance(action, PlaceCard):
            self.tap(self.button(seat, (*b, ("slot", action.slot))))
        elif isinstance(action, Pass):
            self.tap(self.button(seat, (*b, "pass")))
        else:  # pragma: no cover - a new action kind needs a gesture here
            raise AssertionError(f"no gesture for {action!r}")
