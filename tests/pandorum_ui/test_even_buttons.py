"""A row of the prompt's buttons reads evenly (found in play: the Intranet's direction
buttons read "East +0" on one line beside "North-east" over "+0")."""

from __future__ import annotations

from game.engine.widgets import Button, button_lines
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, start


def shown_lines(app, button: Button) -> tuple[str, ...]:
    """The lines a button shows: its label's (wrapped), then its note's."""
    if button.note:
        return (button.label, button.note)
    return button_lines(app.fonts, button.label, button.size, button.rect)[0]


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
