"""What a new Escape decision's focus starts on (``Target.lead``): what a player most
likely does first. Saving a ship when one may reach the wormhole; else, as the heuristic
bot played twelve three-seat games (it brought a ship in on 54% of the turns that also
allowed a move, each ship of several sharing the rest, and played a card on 10% of the
turns that allowed one), the Launch Platform while a ship may come in, else the ships
that may move; the cards only when nothing may move. Before, the first Tab always went
to a ship (the first the rules list), the platform and the cards after them."""

from __future__ import annotations

import pygame

from game.core.session import Seat, Session
from game.escape.game import GAME
from game.escape.rules import actions as A
from tests.escape_ui.test_keyboard_game import Keys
from tests.uikeys import advance, open_at

SEATS = [("Ann", "red", None), ("B", "blue", "heuristic"), ("C", "yellow", "heuristic")]


def first_tab(app, until) -> Keys:
    """Seat 0's first decision (of a seeded three-seat game) that ``until(legal)`` likes,
    on the play screen, the focus moved by one posted Tab."""
    s = Session.start(GAME, [Seat(n, c, b) for n, c, b in SEATS], 7)
    advance(s, lambda st: list(st.pending_seats()) == [0] and until(st.legal_actions(0)))
    keys = open_at(app, s, Keys)
    keys.check_reachable(0)  # every option still starts in the focus ring
    keys.play.set_focus(None)
    keys.key(pygame.K_TAB)
    return keys


def kinds(legal) -> set[type]:
    return {type(a) for a in legal}


def test_a_turn_that_may_bring_a_ship_in_starts_on_the_platform(app):
    keys = first_tab(app, lambda legal: {A.Enter, A.Move} <= kinds(legal))
    assert keys.play.focus.key == ("platform", 0), keys.ring()
    # the ships that may move come next, then the cards
    ring = keys.ring()
    ships = [k for k in ring if k[:1] == ("ship",)]
    cards = [k for k in ring if k[:1] == ("card",)]
    assert ships and ring.index(ships[-1]) < ring.index(cards[0]), ring


def test_a_turn_with_only_moves_starts_on_a_ship(app):
    keys = first_tab(app, lambda legal: A.Move in kinds(legal)
                            and A.Enter not in kinds(legal))
    assert keys.play.focus.key[:1] == ("ship",), keys.ring()


def test_a_ship_that_may_reach_the_wormhole_leads(app):
    """Saving a ship is what a player most likely does when a ship may: the focus
    starts on one that can reach the wormhole, before the platform and the other ships."""
    hole = GAME.new_game(3, 7).board.wormhole

    def saving(legal) -> bool:  # and the first ship that may move is not one of them
        moves = [a for a in legal if isinstance(a, A.Move)]
        savers = {a.src for a in moves if a.dst == hole}
        return bool(savers) and moves[0].src not in savers

    keys = first_tab(app, saving)
    ship = keys.play.focus.key
    assert ship[:1] == ("ship",), keys.ring()
    o = keys.view.options()
    assert keys.view.st.board.wormhole in o.moves[ship[1]], (ship, o.moves)
