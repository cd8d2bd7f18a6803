"""Which side of the auction screen each seat's panel takes (engine/auction/layout.py):
the same every turn off a table, the seat's own edge at a table."""

from __future__ import annotations

from game.engine.auction.layout import seat_sides, table_sides


def test_the_first_human_sits_at_the_bottom_and_the_others_follow_round_the_table():
    assert table_sides(4, [2, 3]) == {2: "bottom", 3: "top", 0: "left", 1: "right"}
    assert table_sides(3, []) == {0: "bottom", 1: "top", 2: "left"}


def test_off_a_table_the_panels_keep_table_order_whoever_takes_part():
    sides, shown = seat_sides(5, [1], [0, 3, 1])
    assert sides[1] == "bottom" and sides[0] == "bottom"  # the fifth seat shares the bottom
    assert shown == [1, 3, 0]


def test_at_a_table_each_panel_lies_at_its_seats_edge_in_slot_order():
    edges = ["top-left", "bottom-right", "left", "bottom-left"]
    sides, shown = seat_sides(4, [0, 1, 2, 3], [0, 1, 2, 3], edges)
    assert sides == {0: "top", 1: "bottom", 2: "left", 3: "bottom"}
    assert shown == [3, 1, 2, 0]
