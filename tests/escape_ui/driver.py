"""Drive the Escape board through the app loop with real pygame events.

``Player.perform(action)`` turns one legal action into the clicks (or keys) a person
would make: positions come from the board map through the view's geometry, never from
calling the view's handlers directly.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.escape.game import GAME
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
from game.escape.view_hud import hand_card_rects
from tests.uidriver import BoardDriver, make_session

#: a session of this game: ``session(players, humans, seed, bot, options)``
session = partial(make_session, GAME)


class Player(BoardDriver):
    """Posts mouse events at canvas positions and runs app frames."""

    view_type = EscapeView

    def button(self, key) -> pygame.Rect:
        rect = self.widget_rect(("escape", "button", key))
        if rect is None:
            raise LookupError(f"no button {key!r}; widgets: {self.widget_keys()}")
        return rect

    # ------------------------------------------------------------------ positions
    def field(self, name: str) -> tuple[int, int]:
        return self.view.geo.at(name)

    def card(self, cid: str) -> tuple[int, int]:
        view = self.view
        hand = view.geo.regions["hand"]
        cards = view.st.hands[view.actor]
        return hand_card_rects(hand, len(cards))[cards.index(cid)].center

    def platform(self, seat: int) -> tuple[int, int]:
        return self.view.geo.pads[seat].center

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


def play_until(s, p: Player, ready, limit: int = 600):
    """Play seat 0's decisions (the heuristic bot's choices, made by taps) until
    ``ready(options, i)`` holds for the decision open (``i``: decisions seen): its
    options; AssertionError if none came up within ``limit`` frames."""
    from game.escape.bots import HeuristicBot

    for i in range(limit):
        p.frames(1)
        view = p.view
        if view.actor is None:
            continue
        o = view.options()
        if ready(o, i):
            return o
        p.perform(HeuristicBot(0, i).choose(s.state.view(0)))
    raise AssertionError("the decision waited for did not come up")


def at_cards_to_take(app, seed: int = 11):
    """A two-seat game (seat 0 human) played on until seat 0 may take an open card:
    (session, player, view, options)."""
    from game.scenes.play import PlayScene

    s = session(2, humans=1, seed=seed)
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    o = play_until(s, p, lambda o, _: o.mode == "take" and bool(o.takes))
    return s, p, p.view, o
