"""Merchants of Andromeda on a table, played by fingers: the gestures of each action.

Board spaces come from the zoomed board's turn card as it is turned toward the deciding
seat; ballots and the eye from the seat's panel (:meth:`MerchantsView.seat_rects`) turned
onto the canvas; buttons from the deciding seat's panel; the real-time auction by a finger
held on each seat's logo panel of the auction screen.
"""

from __future__ import annotations

from game.engine.auction.scene import AuctionScene
from game.engine.table.transform import Orient
from game.merchants.rules.actions import Ballot, ChooseDefenders, Vote
from tests.tablefingers import TableFingers


class MerchantsFingers(TableFingers):
    """The finger gestures of every Merchants action."""

    def seat_spot(self, seat: int, name: str) -> tuple[int, int]:
        scene = self.scene
        rects = scene.view.seat_rects(seat, scene.parts[seat].game)
        return self.in_panel(seat, rects[name])

    def board_spot(self, key) -> tuple[int, int]:
        """The canvas centre of space ``key`` on the zoomed board's turn card, turned."""
        scene = self.scene
        card = next(c for c in scene.view.table_turn_cards() if c.name == "board")
        rotation = scene.facing()
        size = card.upright_size(rotation)
        orient = Orient(size, rotation, card.rect.topleft)
        for target in card.targets(size):
            if target.key == key:
                return orient.rect_to_canvas(target.rect).center
        raise LookupError(f"no space {key!r} on the {scene.view.zoomed()} board card")

    def perform(self, action, seat: int) -> None:
        view = self.scene.view
        if isinstance(action, (Vote, Ballot)):
            self.tap(self.seat_spot(seat, f"ballot{action.candidate - 1}"))
        elif isinstance(action, ChooseDefenders):
            first, second = action.lanes
            self.tap(self.board_spot(("node", "defense", view.lane_node(first))))
            assert view.selected_lane == first
            self.tap(self.board_spot(("node", "defense", view.lane_node(second))))
        elif view.target_of(action) is not None:
            self.tap(self.board_spot(view.target_of(action)))
        else:
            self.tap(self.button(seat, ("merchants", "act", action)))

    # ------------------------------------------------------------------ the auction
    def auction_scene(self) -> AuctionScene:
        top = self.app.top
        assert isinstance(top, AuctionScene), f"expected the auction, found {top!r}"
        return top

    def logo(self, seat: int) -> tuple[int, int]:
        """The canvas centre of ``seat``'s panel on the auction screen."""
        return self.auction_scene().panel.layout.place(seat).rect.center

    def auction_post(self, kind: int, finger: int, pos: tuple[int, int]) -> None:
        """A finger event on the auction screen (normalised to its canvas)."""
        import pygame

        w, h = self.auction_scene().panel.layout.size
        pygame.event.post(pygame.event.Event(
            kind, touch_id=1, finger_id=finger, x=(pos[0] + 0.5) / w, y=(pos[1] + 0.5) / h,
            dx=0.0, dy=0.0, pressure=1.0))

    # ------------------------------------------------------------------ voting events
    def vote_together(self, ballots: dict[int, int], order: list[int],
                      while_down=None) -> None:
        """One vote of each seat in ``ballots`` (seat -> ballot box), cast at once: every
        seat's finger goes down on its own ballot card in the same frame, then all lift
        in the same frame, in ``order`` (a tap acts when its finger lifts).
        ``while_down()`` is called while the fingers are on the cards."""
        import pygame

        spots = {seat: self.seat_spot(seat, f"ballot{box - 1}") for seat, box in ballots.items()}
        fingers = {seat: self.new_finger() for seat in order}
        for seat in order:  # (each looks at its ballot first: a tap acts on what is shown)
            self.until_shown(spots[seat])
        for seat in order:
            self._post(pygame.FINGERDOWN, fingers[seat], spots[seat])
        self.frames(1)
        if while_down is not None:
            while_down()
        for seat in order:
            self._post(pygame.FINGERUP, fingers[seat], spots[seat])
        self.frames(1)
