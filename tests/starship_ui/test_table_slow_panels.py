"""A Starship table keeps up on a slow machine: every board panel lies inside the board's
picture, so a panel painted ahead is kept, and the next pass goes on to the next one.

Found playing three seats at a 1920x1080 table by fingers while the machine was busy:
the table froze and every tap was refused quietly. The Shipyard panel reached 16 pixels
above the board's picture (the room kept above the Mark boxes for price tags), so its
picture painted ahead was never kept (not drawn whole) and every pass painted it again as
its first panel; the Market panel, once measured slower than a pass's 2 ms, then never
came, and the board waited for it for ever. The rule that a pass paints at least one
panel is the engine's (``BoardView.may_paint_ahead``); this holds the Starship end.
"""

from __future__ import annotations

import pytest

from game.core.bots import RandomBot
from game.scenes.play import PlayScene
from game.scenes.table_play import TablePlayScene
from game.starship.view_layout import board_panels
from tests.starship_ui.driver import session
from tests.starship_ui.table_driver import StarshipFingers


class _Slow(dict):
    """Panel costs of a busy machine: every panel takes longer than a pass's budget (so
    each pass paints one panel, its first), whatever a pass measures."""

    def get(self, key, default=None):
        return 1.0

    def __setitem__(self, key, value) -> None:
        pass


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_board_panel_lies_inside_the_boards_picture(app, players):
    """On a monitor and at 1080p and 4K tables (the Shipyard panel reached 16 pixels
    above a 1080p table's board, 5 above a 4K one's)."""
    for size in (None, (1920, 1080), (3840, 2160)):
        s = session(players=players, humans=players, seed=12)
        scene = (PlayScene(app, s, autosave=False) if size is None
                 else TablePlayScene(app, s, autosave=False, size=size))
        app.push(scene)
        app.step(1 / 60)
        view = scene.view
        inside = view.scratch().get_rect()
        panels = board_panels(view.lay, players)
        assert {n: tuple(r) for n, r in panels.items() if not inside.contains(r)} == {}, size
        app.pop()


def test_a_three_seat_table_plays_on_when_every_panel_paints_slowly(app):
    """The moves of the game it froze in (seed 12, random choices), by fingers, every
    panel slower than a pass: each one is taken (before, the first move that changed the
    Shipyard and a panel after it did nothing: that panel was never painted)."""
    s = session(players=3, humans=3, seed=12)
    fingers = StarshipFingers.at_table(app, s)
    fingers.scene.view.ahead_costs = _Slow()
    done = 0
    for _top, seat in fingers.decisions(1000):
        fingers.play(RandomBot(seat, done).choose(s.state.view(seat)), seat)
        done += 1
        if done == 150:
            break
    assert done == 150
