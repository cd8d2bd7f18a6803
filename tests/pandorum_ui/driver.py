"""Drive the Pandorum board through the app loop with real pygame events.

``Player.perform(action)`` turns one legal action into the clicks a person would make:
positions come from the view's own layout (the planet's hex geometry from the Tiled maps,
the market, hand and mat rectangles), never from calling the view's handlers directly.
"""

from __future__ import annotations

import pygame

from game.core.session import Seat, Session
from game.pandorum.rules import GAME
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
from game.pandorum.view import PandorumView
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
        self.slot_by_mat = False  # put cards in slots by tapping the mat instead of buttons

    @property
    def play(self) -> PlayScene:
        top = self.app.top
        assert isinstance(top, PlayScene), f"expected the play scene, found {top!r}"
        return top

    @property
    def view(self) -> PandorumView:
        view = self.play.view
        assert isinstance(view, PandorumView)
        return view

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0), touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button,
                                             touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button,
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
            if w.key == ("pandorum", "button", key):
                return w.rect
        raise LookupError(f"no button {key!r}; widgets: {[w.key for w in self.play.widgets]}")

    # ------------------------------------------------------------------ positions
    def side(self):
        view = self.view
        seat = view.actor
        return view.side_layout(view.st.view(seat), seat, view.options())

    def hex(self, h: tuple[int, int]) -> tuple[int, int]:
        return self.view.geo.center(h)

    def card(self, name: str) -> tuple[int, int]:
        rect = self.side().hand.get(name)
        assert rect is not None, f"{name} is not shown in the hand"
        return rect.center

    def market(self, source: str) -> tuple[int, int]:
        return self.side().market[source].center

    def slot(self, slot: str) -> tuple[int, int]:
        view = self.view
        mat = view.mat_rects(view.st.num_players)[view.actor]
        return view.slot_rects(mat)[slot].center

    # ------------------------------------------------------------------ actions
    def perform(self, action) -> None:
        """Make the clicks that take ``action`` (one of the actor's legal actions)."""
        if isinstance(action, TakeCard):
            self.click(self.market(action.source))
        elif isinstance(action, PayFee):
            self.click(self.card(action.card))  # select: shows where the harvester could go
            self.click(self.card(action.card))  # again: pay it
        elif isinstance(action, MoveFree):
            self.click(self.button("free").center)
        elif isinstance(action, MoveTo):
            self.click(self.hex((action.q, action.r)))
        elif isinstance(action, Build):
            self.click(self.button(("build", action.project, action.ignore)).center)
        elif isinstance(action, BuildCard):
            self.click(self.card(action.card))  # select: preview what it pays, and where
            self.click(self.card(action.card))  # again: build with it
        elif isinstance(action, ChooseDirection):
            self.click(self.button(("dir", action.direction)).center)
        elif isinstance(action, PlaceCard):
            if self.slot_by_mat:
                self.click(self.slot(action.slot))
            else:
                self.click(self.button(("slot", action.slot)).center)
        elif isinstance(action, Pass):
            self.click(self.button("pass").center)
        else:  # pragma: no cover - a new action kind needs a gesture here
            raise AssertionError(f"no gesture for {action!r}")

    # ------------------------------------------------------------------ keyboard only
    def focus(self, key) -> None:
        """Tab through the focus ring until the widget ``key`` has the focus."""
        for _ in range(len(self.play.widgets) + 2):
            focus = self.play.focus
            if focus is not None and focus.key == key:
                return
            self.key(pygame.K_TAB)
        raise LookupError(f"Tab never reached {key!r}; ring: "
                          f"{[w.key for w in self.play.focusables()]}")

    def enter(self, key, times: int = 1) -> None:
        self.focus(key)
        for _ in range(times):
            self.key(pygame.K_RETURN)

    def perform_by_keys(self, action) -> None:
        """The same decisions as :meth:`perform`, with Tab and Enter only."""
        b = "button"
        if isinstance(action, TakeCard):
            self.enter(("pandorum", "market", action.source))
        elif isinstance(action, PayFee):
            self.enter(("pandorum", "card", action.card), times=2)
        elif isinstance(action, MoveFree):
            self.enter(("pandorum", b, "free"))
        elif isinstance(action, MoveTo):
            self.enter(("pandorum", "hex", (action.q, action.r)))
        elif isinstance(action, Build):
            self.enter(("pandorum", b, ("build", action.project, action.ignore)))
        elif isinstance(action, BuildCard):
            self.enter(("pandorum", "card", action.card), times=2)
        elif isinstance(action, ChooseDirection):
            self.enter(("pandorum", b, ("dir", action.direction)))
        elif isinstance(action, PlaceCard):
            self.enter(("pandorum", b, ("slot", action.slot)))
        elif isinstance(action, Pass):
            self.enter(("pandorum", b, "pass"))
        else:  # pragma: no cover
            raise AssertionError(f"no keys for {action!r}")

