"""Where the keyboard focus ring stands when a new decision comes up (a new turn, an
undo): on the first thing the player may choose, never left on a card read in the last
decision that cannot be played now (found in play)."""

from __future__ import annotations

import pygame

from game.core.session import Seat, Session
from game.escape.game import GAME
from game.escape.rules import actions as A
from tests.escape_ui.test_keyboard_game import Keys
from tests.uikeys import advance, open_at

SEATS = [("Ann", "red", None), ("B", "blue", "heuristic"), ("C", "yellow", "heuristic"),
         ("D", "green", "heuristic")]


def at_a_dead_card() -> Session:
    """Ann (seat 0) to move a ship, with a card in hand she cannot play now, after at
    least one decision of hers (so there is one to undo)."""
    s = Session.start(GAME, [Seat(n, c, b) for n, c, b in SEATS], 7)
    advance(s, lambda st: len(s.log) > 8 and list(st.pending_seats()) == [0]
            and any(isinstance(a, A.Move) for a in st.legal_actions(0))
            and any(st.card_problem(0, c) is not None for c in st.hands[0]))
    return s


def dead_cards(view) -> list[str]:
    """The cards of the actor's hand that cannot be played now."""
    o = view.options()
    return [c for c in view.st.hands[view.actor] if c not in o.cards]


def test_a_new_decision_starts_the_ring_on_what_may_be_chosen(app):
    """Ann reads a card she cannot play (Enter on it: the ring stays on it, as it should
    while she reads), then takes back her last move (Backspace): the decision open now is
    another one, and the ring goes to the first thing she may choose in it, not the card
    (on main it stayed on the unplayable card, which Enter could not play)."""
    s = at_a_dead_card()
    keys = open_at(app, s, Keys)
    view = keys.view
    card = dead_cards(view)[0]
    keys.press(("card", card))  # read it: the ring stays on it
    assert keys.play.focus.key == ("card", card)
    keys.key(pygame.K_BACKSPACE)  # undo: back to the decision before
    keys.frames(2)
    focus = keys.play.focus
    assert focus is not None
    first = keys.play.first_on_board(keys.play.board_widgets())
    assert first is not None and focus.key == first.key, (focus.key, first.key)
    assert focus.key != ("card", card)


def test_a_card_that_cannot_be_played_is_never_where_the_ring_goes_by_itself(app):
    """The hand's cards that cannot be played now only show (``Target.reads``): Tab still
    reaches them, to read them, but the focus the scene places never lands on one."""
    s = at_a_dead_card()
    keys = open_at(app, s, Keys)
    view = keys.view
    ring = {w.key: w for w in view.widgets()}
    o = view.options()
    for cid in view.st.hands[0]:
        assert ring[("card", cid)].only_shows == (cid not in o.cards)
    assert any(ring[("card", c)].only_shows for c in view.st.hands[0])
