"""Drive the Starship Merchants board through the app loop with real pygame events.

``Player.perform(action)`` turns one legal action into the taps a person would make: the
board spot that stands for it (positions from the board map through the view's layout),
then, where the board needs a second choice, the prompt button; or the prompt button
alone. Nothing calls the view's handlers directly.
"""

from __future__ import annotations

import pygame

from game.core.session import Seat, Session
from game.scenes.play import PlayScene
from game.starship.rules import GAME
from game.starship.rules import actions as A
from game.starship.view import StarshipView
from game.starship.view_actions import spot_of


def session(players: int = 2, humans: int = 1, seed: int = 3, bot: str = "heuristic") -> Session:
    names = ["Ann", "Bob", "Cleo", "Dev"]
    colours = ["red", "blue", "yellow", "green"]
    seats = [Seat(names[i], colours[i], None if i < humans else bot) for i in range(players)]
    return Session.start(GAME, seats, seed)


class Player:
    """Posts mouse events at canvas positions and runs app frames."""

    def __init__(self, app) -> None:
        self.app = app

    @property
    def play(self) -> PlayScene:
        top = self.app.top
        assert isinstance(top, PlayScene), f"expected the play scene, found {top!r}"
        return top

    @property
    def view(self) -> StarshipView:
        view = self.play.view
        assert isinstance(view, StarshipView)
        return view

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt)

    def click(self, pos: tuple[int, int]) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1,
                                             touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1,
                                             touch=False))
        self.frames(1)

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                             scancode=0))
        self.frames(1)

    def button(self, key) -> pygame.Rect | None:
        for w in self.play.widgets:
            if w.key == key:
                return w.rect
        return None

    def press_action_button(self, action) -> None:
        """Tap the prompt button of ``action``, paging with "More" when needed."""
        for _ in range(20):
            rect = self.button(("starship", "act", action))
            if rect is not None:
                self.click(rect.center)
                return
            more = self.button(("starship", "more"))
            assert more is not None, (
                f"no button for {action!r}; widgets: {[w.key for w in self.play.widgets]}")
            self.click(more.center)
        raise AssertionError(f"paged through the buttons without finding {action!r}")

    def perform(self, action) -> None:
        """Make the taps that take ``action`` (one of the actor's legal actions)."""
        view = self.view
        key = spot_of(view.st, action)
        if key is None:
            self.press_action_button(action)
            return
        n = len(view.session.log)
        self.click(view.point_for(key))
        if len(view.session.log) == n and isinstance(action, A.BuyShip):
            self.press_action_button(action)
