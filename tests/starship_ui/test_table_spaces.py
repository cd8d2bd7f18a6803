"""At a table the track spaces' names are drawn larger, on wider plates than a monitor's;
the green frame round a plate (the space a pawn may move to) was repainted only over the
monitor's plate, so its two ends stayed on the board after the pawn had moved there
("|Market|", found in play at a table). The layer painted in pieces equals the layer
painted whole after each of the first moves."""

from __future__ import annotations

import pygame

from game.starship.bots import HeuristicBot
from game.starship.view_layout import name_plate
from game.starship.view_table import StarshipTable
from tests.starship_ui.driver import session
from tests.starship_ui.table_driver import StarshipFingers


def _layer(view) -> bytes:
    """The board's layer as the table's board card shows it (its own ``top_layer`` is
    the bare backdrop round the card)."""
    board = super(StarshipTable, view).top_layer(None)
    return board.subsurface(view.rect).copy().get_view("2").raw


def test_a_space_frame_leaves_nothing_behind_at_a_table(app) -> None:
    s = session(players=4, humans=4, seed=5)
    fingers = StarshipFingers.at_table(app, s)
    view = fingers.scene.view
    painter = view.painter(pygame.Surface((8, 8)), None)
    lifted = [q for q, c in view.lay.spaces.items() if name_plate(painter.f, q, c).width > 116]
    assert lifted, "at a table some names are wider than a monitor's plate"
    compared = 0
    for _top, seat in fingers.decisions(60):
        action = HeuristicBot(seat, len(s.log)).choose(s.state.view(seat))
        fingers.perform(action, seat)
        fingers.settled()
        shown = _layer(view)
        view.on_layer.forget()
        view.layer_pictures.clear()
        view.touch()
        fingers.settled()
        assert _layer(view) == shown, f"the layer in pieces differs after {action!r}"
        compared += 1
        if compared >= 12:
            break
    assert compared >= 12
