"""A row of the prompt's buttons reads evenly (found in play: the Intranet's direction
buttons read "East +0" on one line beside "North-east" over "+0")."""

from __future__ import annotations

import pygame

from game.engine.widgets import Button
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, rendered_words, start


def shown_lines(app, button: Button) -> tuple[str, ...]:
    """The lines a button shows, as drawn."""
    with rendered_words(app) as drawn:
        button.draw(pygame.Surface((1920, 1080)), app, False)
    return tuple(drawn)


def test_the_direction_buttons_read_evenly(app):
    s = session(players=4, humans=1, seed=4)
    advance(s, lambda s: s.state.turn == 0 and s.state.top()["kind"] == "direction", 1500)
    p = start(app, s)
    view = p.view
    buttons = view.buttons()
    assert len(buttons) == 6
    rows: dict[int, list[tuple[str, ...]]] = {}
    for b in buttons:
        rows.setdefault(b.rect.top, []).append(shown_lines(app, b))
    assert len(rows) == 2
    for row in rows.values():  # each button: the direction's name over what it pays
        assert {len(lines) for lines in row} == {2}, row
        assert all(lines[1].startswith("+") and lines[1][1:].isdigit() for lines in row), row
    pays = {d: view.direction_pays(d)[0] for d in view.options().dirs}
    assert sorted(int(lines[1]) for row in rows.values() for lines in row) == sorted(
        pays.values())


def test_the_slot_buttons_read_evenly(app):
    """"Forepart (2 to go)" took two lines beside "Cargo (blue)" on one: each slot button
    now names its slot over what it still needs (the cargo: its colour)."""
    s = session(players=3, humans=1, seed=4)
    advance(s, lambda s: s.state.turn == 0 and s.state.top()["kind"] == "slot", 900)
    p = start(app, s)
    st = s.state
    shown = {b.key[2][1]: shown_lines(app, b) for b in p.view.buttons()}
    need = st.slot_needs(0)
    assert shown == {"forepart": ("Forepart", f"{need['forepart']} to go"),
                     "centre": ("Centre", f"{need['centre']} to go"),
                     "cargo": ("Cargo", st.comp.colour_of(st.top()["cards"][0]))}
