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
    card = next(c for c in s.state.hands[0] if c in o.cards)
    keys.press(("card", card))  # chosen: it waits on "Play"
    assert view.selected == ("card", card)
    ring = [w.key for w in keys.play.focusables() if w in view.widgets()]
    assert ring[:2] == [("escape", "button", "play"), ("escape", "button", "cancel")], ring
    assert keys.play.focus.key == ("escape", "button", "play")
    keys.key(pygame.K_TAB)
    assert keys.play.focus.key == ("escape", "button", "cancel")
    keys.key(pygame.K_RETURN)
    assert view.selected is None and card in s.state.hands[0]



def test_tab_from_a_field_goes_past_the_fields_to_cancel(app):
    """A ship brought in by keys lights every free outer field (twelve at the start) and
    the focus goes to the first: Tab then went field by field before "Cancel". The
    fields are one Tab stop, walked with the arrows; Enter on one brings the ship."""
    s = Session.start(GAME, [Seat(n, c, b) for n, c, b in SEATS], 7)
    advance(s, lambda st: list(st.pending_seats()) == [0]
            and any(isinstance(a, A.Enter) for a in st.legal_actions(0)))
    keys = open_at(app, s, Keys)
    keys.press(("platform", 0))  # chosen: the fields light up, the focus on the first
    fields = [w for w in keys.play.focusables() if w.key[:1] == ("place",)]
    assert len(fields) >= 6 and keys.play.focus.key[:1] == ("place",), keys.ring()
    first = keys.play.focus.key
    keys.key(pygame.K_TAB)
    assert keys.play.focus.key == ("escape", "button", "cancel"), keys.play.focus.key
    keys.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert keys.play.focus.key == first
    keys.key(pygame.K_RIGHT)
    there = keys.play.focus.key
    assert there[:1] == ("place",) and there != first
    n = len(s.log)
    keys.key(pygame.K_RETURN)
    assert isinstance(s.log[n].action, A.Enter) and s.log[n].seat == 0, s.log[n:]
