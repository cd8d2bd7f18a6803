"""Andromeda Escape on a table, played by fingers: the gestures of each action.

Board places come from the ring's geometry; a seat's things from its panel's upright
rectangles (:meth:`EscapeView.seat_rects`) turned onto the canvas; the open cards from the
decks turn card as it is turned toward the acting seat.
"""

from __future__ import annotations

from game.engine.table.transform import Orient
from game.escape.rules.actions import (
    Cancel,
    ChooseField,
    ChoosePlayer,
    Decline,
    Enter,
    Move,
    PlayCard,
    ReturnMission,
    Skip,
    TakeCard,
)
from game.escape.view_decks import deck_places
from tests.tablefingers import TableFingers


class EscapeFingers(TableFingers):
    """The finger gestures of every Escape action."""

    def seat_spot(self, seat: int, name: str) -> tuple[int, int]:
        scene = self.scene
        rects = scene.view.seat_rects(seat, scene.parts[seat].game)
        return self.in_panel(seat, rects[name])

    def field(self, name: str) -> tuple[int, int]:
        return self.scene.view.geo.at(name)

    def open_card(self, deck: str) -> tuple[int, int]:
        scene = self.scene
        card = next(c for c in scene.view.table_turn_cards() if c.name == "decks")
        rotation = scene.facing()
        size = card.upright_size(rotation)
        orient = Orient(size, rotation, card.rect.topleft)
        places = deck_places(scene.app, size, scene.sizes.u, scene.view.st,
                             scene.sizes.min_text)
        return orient.rect_to_canvas(places[deck].card).center

    def perform(self, action, seat: int) -> None:
        view = self.scene.view
        st = view.st
        if isinstance(action, ReturnMission):  # hold the eye to read them, tap one
            eye = self.seat_spot(seat, "eye")
            holding = self.down(eye)
            assert self.scene.is_peeking(seat)
            self.tap(self.seat_spot(seat, f"dealt{st.dealt[seat].index(action.mission)}"))
            self.up(holding, eye)
        elif isinstance(action, PlayCard):
            self.tap(self.seat_spot(seat, f"card{st.hands[seat].index(action.card)}"))
            self.tap(self.button(seat, ("escape", "button", "play")))
        elif isinstance(action, Enter):
            self.tap(self.seat_spot(seat, "platform"))
            self.tap(self.field(action.field))
        elif isinstance(action, Move):
            self.tap(self.field(action.src))
            self.tap(self.field(action.dst))
        elif isinstance(action, Skip):
            self.tap(self.button(seat, ("escape", "button", "skip")))
        elif isinstance(action, ChooseField):
            self.tap(self.field(action.field))
        elif isinstance(action, ChoosePlayer):
            self.tap(self.button(seat, ("escape", "button", ("player", action.player))))
        elif isinstance(action, TakeCard):  # tap to read it, tap again to take it
            self.tap(self.open_card(action.deck))
            self.tap(self.open_card(action.deck))
        elif isinstance(action, Decline):
            self.tap(self.button(seat, ("escape", "button", "decline")))
        elif isinstance(action, Cancel):
            self.tap(self.button(seat, ("escape", "button", "takeback")))
        else:  # pragma: no cover - a new action kind needs a gesture here
            raise AssertionError(f"no gesture for {action!r}")
