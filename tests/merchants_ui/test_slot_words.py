"""The three action slots read alike wherever they are drawn: on the monitor's right
column and on the Event Track's active player board (one painter, view_draw.draw_slot):
the action in bold, then as many of the card's lines as the slot holds, "empty" when no
card is there (the Event Track said only the action's name, so an empty slot and a taken
one read the same there)."""

from __future__ import annotations

import pygame

from game.merchants.view_draw import active_cells
from game.merchants.view_draw_parts import placed
from game.merchants.view_layout import CARD_SHORT
from tests.merchants_ui.driver import Table, session
from tests.merchants_ui.test_new_player import seen
from tests.merchants_ui.test_view import advance
from tests.uitext import assert_shown, text_inside


def slots_drawn(t: Table) -> tuple[list[str], list[str]]:
    """The words in the right column's slots and in the Event Track's slots, per slot."""
    view = t.view
    view.zoom("event_track")
    t.frames(1)
    view._right_parts = None  # (the right column's parts are kept pictures too)
    lines = seen(t.app)
    track = [cell for _reg, r in placed(view.main_placement(), view.maps["event_track"],
                                        "active_board") for cell in active_cells(r)]
    for cell in [*view.lay.slots, *track]:  # every word of a slot whole and inside it
        for line in lines:
            if cell.collidepoint(line.rect.center):
                assert_shown(lines, line.text, inside=pygame.Rect(cell))
    return ([text_inside(lines, cell) for cell in view.lay.slots],
            [text_inside(lines, cell) for cell in track])


def test_empty_slots_say_so_on_the_event_track_too(app, clock):
    s = session(players=3, humans=1, seed=5)
    advance(s, lambda st: st.turn > 1 and all(card is None for card in st.slots))
    t = Table(app, clock)
    t.start(s)
    t.frames(1)
    column, track = slots_drawn(t)
    assert column == track == ["Resource empty", "Influence empty", "Auction empty"]


def test_a_taken_slot_names_its_card_in_both_places(app, clock):
    s = session(players=3, humans=1, seed=7)
    advance(s, lambda st: st.slots[0] is not None and st.slots[2] is None)
    t = Table(app, clock)
    t.start(s)
    t.frames(1)
    board = CARD_SHORT.get(s.state.c.card(s.state.slots[0]).board)
    column, track = slots_drawn(t)
    assert column[0].startswith(f"Resource {board} ") and column[0].endswith(
        "+" + s.state.c.card(s.state.slots[0]).bottom.title())
    assert track[0].startswith(f"Resource {board}")  # as many lines as the slot holds
    assert column[2] == track[2] == "Auction empty"
