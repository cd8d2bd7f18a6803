"""The Senate board at a table (issue 13): its "Losing boxes pay" table keeps a clear gap
from every ballot box and stays on the board, at every screen diagonal (at 32 inches its
larger words had grown the box onto Box 3; at 55 it stood 5 px from it)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.table.fittext import clear_gap
from game.merchants import view_draw
from game.merchants.view_draw_parts import space_rect
from game.screenshot import bot_session

SIZE = (3840, 2160)


@pytest.fixture(scope="module")
def voting():
    """Five seats at the first vote (the Senate board zoomed)."""
    return bot_session("merchants", 1, 5, 0, humans=5, at="vote")


@pytest.mark.parametrize("diagonal", [32, 43, 55, 120])
def test_the_losing_boxes_table_keeps_clear_of_the_ballot_boxes(voting, diagonal,
                                                                monkeypatch):
    from game.engine.app import App
    from game.engine.table.tablefonts import table_fonts
    from game.scenes.table_play import TablePlayScene

    app = App(window=SIZE, fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    app.settings.screen_diagonal = diagonal
    try:
        scene = TablePlayScene(app, voting, size=SIZE, autosave=False)
        app.push(scene)
        view = scene.view
        assert view.zoomed() == "senate"
        boxes: list[pygame.Rect] = []
        real = view_draw.table_lines

        def drawn(*args, **kwargs):
            box = real(*args, **kwargs)
            if box is not None and kwargs.get("clear_of"):
                boxes.append(box)
            return box

        monkeypatch.setattr(view_draw, "table_lines", drawn)
        card = next(c for c in view.table_turn_cards() if c.name == "board")
        size = card.upright_size(scene.facing())
        surface = pygame.Surface(size)
        view.paint_board_card("senate", view.public(), frozenset(), frozenset(), surface)
        place = view.card_place("senate", size)
        ballots = [space_rect(place, n) for n in view.maps["senate"].nodes_of("ballot_box")]
        gap = clear_gap(table_fonts(app.fonts, view.table))
        assert len(boxes) == 1 and len(ballots) == 3
        table = boxes[0]
        for ballot in ballots:
            assert not table.inflate(2 * gap - 2, 2 * gap - 2).colliderect(ballot), (
                diagonal, table, ballot)
        assert place.frame.contains(table)
    finally:
        app.close()
