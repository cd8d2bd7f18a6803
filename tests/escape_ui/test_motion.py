"""Which ship glides where: the pairing of the board before and after an action."""

from __future__ import annotations

from game.core.protocol import Event
from game.escape.game import GAME
from game.escape.view_motion import plan_flights


def _state():
    st = GAME.new_game(2, 1)
    st.occupant.clear()
    return st


def _at(st):
    return lambda name: (round(st.board.fields[name].x), round(st.board.fields[name].y))


def test_a_swap_glides_both_ships():
    st = _state()
    a, b = st.board.names[0], st.board.names[1]
    old = {a: 0, b: 1}
    st.occupant.update({a: 1, b: 0})
    glides = plan_flights(st, old, list(st.saved), [], _at(st))
    assert sorted(glides) == [(0, a, b), (1, b, a)]


def test_a_saved_ship_goes_into_the_wormhole_and_a_returned_one_to_the_platform():
    st = _state()
    inner, outer = st.board.inner_fields[0], st.board.outer_fields[0]
    old = {inner: 0, outer: 1}
    saved_before = list(st.saved)
    st.saved[0] += 1
    glides = plan_flights(st, old, saved_before, [], _at(st))
    assert (0, inner, st.board.wormhole) in glides
    assert (1, outer, None) in glides  # WARNING A: back onto the Launch Platform


def test_the_event_names_the_move_when_pairs_are_ambiguous():
    st = _state()
    f = st.board
    src1, src2 = f.outer_fields[0], f.outer_fields[1]
    dst = f.forward[src2][0][0]
    old = {src1: 0, src2: 0}
    st.occupant.update({src1: 0, dst: 0})
    ev = Event("move", "", 0, {"from": src2, "to": dst})
    assert plan_flights(st, old, list(st.saved), [ev], _at(st)) == [(0, src2, dst)]
    # an entry from the platform
    old = dict(st.occupant)
    st.occupant[f.outer_fields[2]] = 1
    assert plan_flights(st, old, list(st.saved), [], _at(st)) == [(1, None, f.outer_fields[2])]
