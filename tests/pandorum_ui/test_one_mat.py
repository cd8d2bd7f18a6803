"""One painter draws a harvester mat on the monitor's strip and on a table's harvesters
card (:func:`game.pandorum.view_table_cards.paint_mat`): the two read alike. At a table a
working ability read "Title ✓" where the monitor reads "Title READY" (single use) or
"Title ON" (permanent), and the cargo row had no word before its boxes ("cargo empty"
when empty, bare boxes when not) where the monitor writes "cargo"."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.play import PlayScene
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.pandorum_ui.test_view import rendered_words
from tests.table.test_text_sizes import SIZE, table_app


def working(st, seat: int) -> tuple[str, str]:
    """Fill ``seat``'s forepart and centre slots (both abilities working) and give it
    cargo; the two rows' words as the monitor writes them."""
    card = next(iter(st.comp.cards))
    st.forepart[seat] = [card] * st.fore_cost()
    st.centre[seat] = [card] * st.centre_cost()
    st.cargo[seat] = [card]
    comp = st.comp
    return (f"{comp.foreparts[st.fore_ability[seat]].title} READY",
            f"{comp.mains[st.main_ability[seat]].title} ON")


@pytest.mark.parametrize("diagonal", [55.0, 120.0])
def test_a_table_mat_reads_as_the_monitor_mat(app, diagonal):
    session = bot_session("pandorum", 5, 3, 9, humans=3)
    rows = working(session.state, 0)
    view = PlayScene(app, session, autosave=False).view
    mats = view.mat_rects(3)
    with rendered_words(app) as monitor:
        view.draw_mat(pygame.Surface(app.canvas.get_size()), view.st, 0, mats[0], (), set(),
                      view.mat_headers(view.st, mats)[0])
    assert set(rows) | {"cargo"} <= set(monitor), monitor
    table = table_app(SIZE, diagonal)
    try:
        scene = TablePlayScene(table, bot_session("pandorum", 5, 3, 9, humans=3), size=SIZE,
                               autosave=False)
        table.push(scene)
        working(scene.view.st, 0)
        card = next(c for c in scene.view.table_turn_cards() if c.name == "harvesters")
        with rendered_words(table) as drawn:
            card.paint(pygame.Surface(card.rect.size))
        # a working row: "READY" / "ON" where its mat has the room, else a tick
        assert all(row in drawn or f"{row.rsplit(' ', 1)[0]} \u2713" in drawn
                   for row in rows), drawn
        assert "cargo" in drawn, drawn  # (main: no word before the boxes)
    finally:
        table.close()
