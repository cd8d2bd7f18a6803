"""Drive the Merchants of Andromeda view through the app loop with real pygame events.

``Table.perform(action)`` makes the taps a person makes for one legal action: the board
spot the view says stands for it (its own hit areas, from the maps), two lane taps for the
defender dice, or the prompt button. ``Table.auction(...)`` plays one real-time auction
with posted KEYDOWN/KEYUP events and a fake clock. Nothing calls the view's handlers.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core.session import Session
from game.engine.auction.scene import AuctionScene
from game.merchants.game import GAME
from game.merchants.rules.actions import ChooseDefenders
from game.merchants.view import MerchantsView
from game.scenes.play import PlayScene
from tests.uidriver import BoardDriver, make_session

NAMES = ["Ann", "Bob", "Cleo", "Dev", "Eve"]
COLOURS = ["red", "blue", "yellow", "green", "purple"]


#: a session of this game: ``session(players, humans, seed, bot, options)``
session = partial(make_session, GAME)


def key_event(kind: int, key: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=key, mod=0, scancode=0, unicode="")


class Table(BoardDriver):
    """Posts events at canvas positions and runs app frames; owns the fake clock."""

    view_type = MerchantsView

    def __init__(self, app, clock) -> None:
        super().__init__(app)
        self.clock = clock

    def start(self, s: Session) -> PlayScene:
        scene = PlayScene(self.app, s, autosave=False)
        self.app.push(scene)
        view = scene.view
        assert isinstance(view, MerchantsView)
        view.auction.clock = self.clock
        view.auction.result_seconds = 0.0
        view.auction.look_seconds = 0.0  # tests of the look before an auction set it back
        return scene

    def button(self, key) -> pygame.Rect | None:
        return self.widget_rect(key)

    def perform(self, action) -> None:
        """Tap what stands for ``action`` (one of the actor's legal actions)."""

        view = self.view
        if isinstance(action, ChooseDefenders):
            first, second = action.lanes
            self.click(view.target_rect(("node", "defense", view.lane_node(first))).center)
            assert view.selected_lane == first
            self.click(view.target_rect(("node", "defense", view.lane_node(second))).center)
            return
        point = view.point_for(action)
        if point is not None:
            self.click(point)
            return
        rect = self.button(("merchants", "act", action))
        assert rect is not None, f"no button for {action!r}: {[w.key for w in self.play.widgets]}"
        self.click(rect.center)

    # ------------------------------------------------------------ the real-time auction
    def auction_scene(self) -> AuctionScene:
        top = self.app.top
        assert isinstance(top, AuctionScene), f"expected the auction, found {top!r}"
        return top

    def auction(self, release: dict[int, int | None]) -> None:
        """Play the auction on screen: every human in ``release`` holds their key; a seat
        lets go when the asking price reaches its number (None: holds to the end)."""
        scene = self.auction_scene()
        overlay = scene.panel
        humans = [s for s, info in overlay.seats.items() if not info.is_bot]
        assert set(humans) == set(release), (humans, release)
        for seat in humans:
            pygame.event.post(key_event(pygame.KEYDOWN, overlay.seats[seat].key))
        self.frames(1)
        while self.app.top is scene:
            a = overlay.auction
            if a.phase.value == "running":
                due = [
                    s
                    for s in humans
                    if release[s] is not None
                    and a.price is not None
                    and a.price <= release[s]
                    and a.holding.get(s)
                ]
                if due:
                    for seat in due:
                        pygame.event.post(key_event(pygame.KEYUP, overlay.seats[seat].key))
                    self.frames(1)
                    continue
            elif a.phase.value == "gathering":  # a new round after "cannot afford"
                for seat in humans:
                    if seat in a.active and not a.holding.get(seat):
                        pygame.event.post(key_event(pygame.KEYDOWN, overlay.seats[seat].key))
            self.clock.t += 1.0
            self.frames(1)
        # let go of every key still held (after the auction, not a bid any more)
        for seat in humans:
            pygame.event.post(key_event(pygame.KEYUP, overlay.seats[seat].key))
        self.frames(1)
