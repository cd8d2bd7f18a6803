"""Drive the Pandorum board through the app loop with real pygame events.

``Player.perform(action)`` turns one legal action into the clicks a person would make:
positions come from the view's own layout (the planet's hex geometry from the Tiled maps,
the market, hand and mat rectangles), never from calling the view's handlers directly.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.pandorum.game import GAME
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
from tests.uidriver import BoardDriver, make_session

#: a session of this game: ``session(players, humans, seed, bot, options)``
session = partial(make_session, GAME)


class Player(BoardDriver):
    """Posts mouse events at canvas positions and runs app frames."""

    view_type = PandorumView

    def __init__(self, app) -> None:
        super().__init__(app)
        self.slot_by_mat = False  # put cards in slots by tapping the mat instead of buttons

    def button(self, key) -> pygame.Rect:
        rect = self.widget_rect(("pandorum", "button", key))
        if rect is None:
            raise LookupError(f"no button {key!r}; widgets: {self.widget_keys()}")
        return rect

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
            spot = self.market(action.source)
            self.click(spot)
            if action.source != "deck":  # a market stack: the first tap reads it
                self.click(spot)
        elif isinstance(action, PayFee):
            spot = self.card(action.card)
            self.click(spot)  # select: shows where the harvester could go
            self.click(spot)  # again, on the same spot as a finger would: pay it
        elif isinstance(action, MoveFree):
            self.click(self.button("free").center)
        elif isinstance(action, MoveTo):
            self.click(self.hex((action.q, action.r)))
            if action.anywhere:  # a flight uses up the forepart: it is asked first
                self.click(self.hex((action.q, action.r)))
        elif isinstance(action, Build):
            self.click(self.button(("build", action.project, action.ignore)).center)
        elif isinstance(action, BuildCard):
            spot = self.card(action.card)
            self.click(spot)  # select: preview what it pays, and where
            self.click(spot)  # again, on the same spot: build with it
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
        """Tab through the focus ring until the widget ``key`` has the focus; within a
        group (the lit hexes, one Tab stop) the arrows walk to it."""
        for _ in range(2 * len(self.play.widgets) + 2):
            focus = self.play.focus
            if focus is not None and focus.key == key:
                return
            goal = next((w for w in self.play.focusables() if w.key == key), None)
            group = getattr(goal, "tab_group", None)
            if goal is not None and group is not None and focus is not None \
                    and getattr(focus, "tab_group", None) == group:
                self.arrow_within(goal.rect.center)
                continue
            self.key(pygame.K_TAB)
        raise LookupError(
            f"Tab never reached {key!r}; ring: {[w.key for w in self.play.focusables()]}"
        )

    def enter(self, key, times: int = 1) -> None:
        self.focus(key)
        for _ in range(times):
            self.key(pygame.K_RETURN)

    def perform_by_keys(self, action) -> None:
        """The same decisions as :meth:`perform`, with Tab and Enter only."""
        b = "button"
        # a chosen stack or card moves the focus on to the step it opens (Take, the lit
        # hexes, Build with): the button that finishes it is pressed there
        if isinstance(action, TakeCard):
            self.enter(("pandorum", "market", action.source))
            if action.source != "deck":
                self.enter(("pandorum", b, "take"))
        elif isinstance(action, PayFee):
            self.enter(("pandorum", "card", action.card))
            self.enter(("pandorum", b, "pay"))
        elif isinstance(action, MoveFree):
            self.enter(("pandorum", b, "free"))
        elif isinstance(action, MoveTo):
            self.enter(("pandorum", "hex", (action.q, action.r)))
            if action.anywhere:  # a flight is asked first
                self.enter(("pandorum", b, "fly"))
        elif isinstance(action, Build):
            self.enter(("pandorum", b, ("build", action.project, action.ignore)))
        elif isinstance(action, BuildCard):
            self.enter(("pandorum", "card", action.card))
            self.enter(("pandorum", b, "build-card"))
        elif isinstance(action, ChooseDirection):
            self.enter(("pandorum", b, ("dir", action.direction)))
        elif isinstance(action, PlaceCard):
            self.enter(("pandorum", b, ("slot", action.slot)))
        elif isinstance(action, Pass):
            self.enter(("pandorum", b, "pass"))
        else:  # pragma: no cover
            raise AssertionError(f"no keys for {action!r}")
