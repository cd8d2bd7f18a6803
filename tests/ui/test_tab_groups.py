"""Tab / Shift+Tab over a ring with groups (:func:`game.engine.focusmove.tab_step`): a
group (a map's lit hexes) is one stop, where its first member stands; a step onto it
lands on that member."""

from __future__ import annotations

from game.engine.focusmove import tab_step

#: a ring: a lone widget, three hexes, two buttons, two more hexes of the same map (the
#: lit hexes after a chosen one and the prompt's buttons)
RING = [None, "map", "map", "map", None, None, "map", "map"]


def test_tab_from_any_hex_goes_past_the_whole_map():
    assert tab_step(RING, 1, +1) == 4
    assert tab_step(RING, 2, +1) == 4
    assert tab_step(RING, 7, +1) == 4  # a later member: on from the group's stop
    assert tab_step(RING, 0, +1) == 1  # onto the map: its first member
    assert tab_step(RING, 5, +1) == 0  # round the end


def test_shift_tab_lands_on_the_groups_first_member():
    assert tab_step(RING, 4, -1) == 1
    assert tab_step(RING, 3, -1) == 0
    assert tab_step(RING, 0, -1) == 5


def test_no_groups_is_the_plain_ring_and_no_focus_starts_at_an_end():
    plain = [None] * 4
    assert [tab_step(plain, i, +1) for i in range(4)] == [1, 2, 3, 0]
    assert [tab_step(plain, i, -1) for i in range(4)] == [3, 0, 1, 2]
    assert tab_step(RING, None, +1) == 0
    assert tab_step(RING, None, -1) == 5
    assert tab_step([], None, +1) is None


def test_a_ring_of_one_group_alone_steps_through_it():
    assert tab_step(["map"] * 3, 1, +1) == 2
    assert tab_step(["map"] * 3, 0, -1) == 2
