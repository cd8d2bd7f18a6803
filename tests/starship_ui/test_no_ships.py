"""A seat without ships says so where its consoles would stand, on a monitor and in its
table panel: the room stood empty (a player read it as a panel not drawn yet)."""

from __future__ import annotations

from game.scenes.play import PlayScene
from game.starship.rules import actions as A
from tests.starship_ui.driver import Player, board_drawn, session
from tests.starship_ui.table_driver import StarshipFingers
from tests.starship_ui.test_table_game import texts_drawn
from tests.uitext import assert_shown, text_inside


def test_a_monitor_seat_without_ships_says_so_in_its_area(app):
    s = session(players=3, humans=1, seed=5)
    app.push(PlayScene(app, s, autosave=False))
    Player(app).frames(2)
    view = app.top.view
    lines = board_drawn(app)
    for area in view.lay.seat_rects(3):
        consoles = view.lay.consoles_area(area)
        assert "No ships yet" in text_inside(lines, consoles)
        assert_shown(lines, "Buy or lease one at the Shipyard.", inside=consoles)
    # once a seat has a ship its area shows the console, not the note
    buy = next(a for a in s.state.legal_actions(0) if isinstance(a, A.BuyShip))
    s.apply(buy)
    app.top.view.touch()
    Player(app).frames(2)
    lines = board_drawn(app)
    areas = view.lay.seat_rects(3)
    assert "No ships" not in text_inside(lines, areas[0])


def test_a_table_panel_without_ships_says_so(app):
    s = session(players=3, humans=3, seed=5)
    with texts_drawn(app) as seen:
        StarshipFingers.at_table(app, s)
    assert seen.count("No ships yet") == 3, seen
