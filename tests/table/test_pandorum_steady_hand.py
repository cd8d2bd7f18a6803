"""Pandorum at a table: a seat's hand lies still while the seat makes one choice.

A seat panel's hand is one small card per card, in rows as the panel's width holds them.
Laid out for the cards held, a second card taken (a side seat's narrow panel: three cards
on two rows where two stood on one) moved every card mid-turn, under the finger about to
tap one. The hand is now laid out at the choice's start for the cards it may add
(``room_to_grow``: a card for each still to take): the cards held keep their places, as
on the monitor (tests/pandorum_ui/test_steady_hand.py). Checked by finger play of a
four-seat game at 1080p, every seat's own choices, from every edge."""

from __future__ import annotations

import pytest

from game.engine.app import App
from game.pandorum.bots import HeuristicBot
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.table_driver import PandorumFingers


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_a_seats_hand_lies_still_through_a_choice(size):
    s = session(players=4, humans=4, seed=4)  # (side seats take a third card: turns 18, 26)
    app = App(window=size, fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    app.settings.animation_speed = 0
    try:
        fingers = PandorumFingers.at_table(app, s)
        scene, view = fingers.scene, fingers.scene.view
        before: dict[int, tuple[object, dict[str, object]]] = {}
        looked = grown = 0
        while s.state.turn_number <= 27 and not s.state.is_over:
            decided = fingers.decision(HeuristicBot)
            if decided is None:
                continue
            seat, action = decided
            scope = view.choice_scope(view.st, seat)
            rects = view.seat_rects(seat, scene.parts[seat].game)
            cards = {f"{name}#{k}": rects[f"card{k}"]
                     for k, name in enumerate(view.hand_places(seat)) if name is not None}
            old = before.get(seat)
            if old is not None and old[0] == scope:
                looked += 1
                grown += len(cards) > len(old[1])
                moved = {k for k, r in cards.items() if k in old[1] and old[1][k] != r}
                assert not moved, (seat, scope, moved, old[1], cards)
            before[seat] = (scope, cards)
            fingers.play(action, seat)
        assert looked >= 20 and grown >= 8
    finally:
        app.close()
