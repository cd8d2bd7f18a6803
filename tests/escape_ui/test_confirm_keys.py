"""A card chosen by keys waits on "Play": the focus ring puts "Play" and "Cancel" first
(the board base's order for a choice waiting to be confirmed, the same in every game;
found on Pandorum, where Tab walked some 90 lit hexes before "Pay and move" and
"Cancel"). Before, "Cancel" came last, after every ship and card."""

from __future__ import annotations

import pygame

from game.core.session import Seat, Session
from game.escape.game import GAME
from game.escape.rules import actions as A
from tests.escape_ui.test_keyboard_game import Keys
from tests.uikeys import advance, open_at

SEATS = [("Ann", "red", None), ("B", "blue", "heuristic"), ("C", "yellow", "heuristic")]


def test_a_chosen_card_has_play_then_cancel_next_in_the_ring(app):
    s = Session.start(GAME, [Seat(n, c, b) for n, c, b in SEATS], 7)
    advance(s, lambda st: list(st.pending_seats()) == [0]
            and any(isinstance(a, A.PlayCard) for a in st.legal_actions(0))
            and any(isinstance(a, A.Move) for a in st.legal_actions(0)))
    keys = open_at(app, s, Keys)
    view = keys.view
    o = view.options()
    card = next(c for c in s.state.hands[0] if view.card_action(o, c) is not None)
    keys.press(("card", card))  # chosen: it waits on "Play"
    assert view.selected == ("card", card)
    ring = [w.key for w in keys.play.focusables() if w in view.widgets()]
    assert ring[:2] == [("escape", "button", "play"), ("escape", "button", "cancel")], ring
    assert keys.play.focus.key == ("escape", "button", "play")
    keys.key(pygame.K_TAB)
    assert keys.play.focus.key == ("escape", "button", "cancel")
    keys.key(pygame.K_RETURN)
    assert view.selected is None and card in s.state.hands[0]

