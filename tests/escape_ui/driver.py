"""Drive the Escape board through the app loop with real pygame events.

``Player.perform(action)`` turns one legal action into the clicks (or keys) a person
would make: positions come from the board map through the view's geometry, never from
calling the view's handlers directly.
"""

from __future__ import annotations

import pygame

from game.core.session import Seat, Session
from game.escape.rules import GAME
from game.escape.rules.actions import (
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
from game.escape.view import EscapeView
from game.escape.view_hud import hand_card_rects, launch_rect
from game.scenes.play import PlayScene


def session(players: int = 2, humans: int = 1, seed: int = 3, bot: str = "heuristic",
            options: dict | None = None) -> Session:
    names = ["Ann", "Bob", "Cleo", "Dev"]
    colours = ["red", "blue", "yellow", "green"]
    seats = [Seat(names[i], colours[i], None if i < humans else bot) for i in range(players)]
    return Session.start(GAME, seats, seed, options)


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
    def view(self) -> EscapeView:
        view = self.play.view
        assert isinstance(view, EscapeView)
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

    def button(self, key) -> pygame.Rect:
        for w in self.play.widgets:
            if w.key == ("escape", "button", key):
                return w.rect
        raise LookupError(f"no button {key!r}; widgets: {[w.key for w in self.play.widgets]}")

    # ------------------------------------------------------------------ positions
    def field(self, name: str) -> tuple[int, int]:
        return self.view.geo.at(name)

    def card(self, cid: str) -> tuple[int, int]:
        view = self.view
        hand = view.geo.regions["hand"]
        cards = view.st.hands[view.actor]
        return hand_card_rects(hand, len(cards))[cards.index(cid)].center

    def platform(self, seat: int) -> tuple[int, int]:
        return launch_rect(self.view.geo.regions, seat).center

    # ------------------------------------------------------------------ actions
    def perform(self, action) -> None:
        """Make the clicks that take ``action`` (one of the actor's legal actions)."""
        view = self.view
        if isinstance(action, ReturnMission):
            mids = view.st.dealt[view.actor]
            self.click(view.mission_choice_rects()[mids.index(action.mission)].center)
        elif isinstance(action, PlayCard):
            self.click(self.card(action.card))
            self.click(self.button("play").center)
        elif isinstance(action, Enter):
            self.click(self.platform(view.actor))
            self.click(self.field(action.field))
        elif isinstance(action, Move):
            self.click(self.field(action.src))
            self.click(self.field(action.dst))
        elif isinstance(action, Skip):
            self.click(self.button("skip").center)
        elif isinstance(action, ChooseField):
            self.click(self.field(action.field))
        elif isinstance(action, ChoosePlayer):
            self.click(self.platform(action.player))
        elif isinstance(action, TakeCard):  # tap to read it, tap again to take it
            self.click(view.geo.regions[f"{action.deck.lower()}_open"].center)
            self.click(view.geo.regions[f"{action.deck.lower()}_open"].center)
        elif isinstance(action, Decline):
            self.click(self.button("decline").center)
        else:  # pragma: no cover - a new action kind needs a gesture here
            raise AssertionError(f"no gesture for {action!r}")
