"""Escape's decks turn card at a table shows every open card's whole text, on every screen
table mode allows (32, 55 and 120 inches, 4K) and facing every way: no Action Card text
is cut, and it is never drawn below the table's smallest text."""

from __future__ import annotations

import pygame
import pytest

from game.engine.boardview.textlines import flow_text
from game.escape.view_table_decks import decks_card
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.table.test_text_sizes import SIZE, table_app


@pytest.mark.parametrize("diagonal", [32.0, 55.0, 120.0])
def test_every_open_card_text_is_whole_on_the_decks_card(diagonal):
    app = table_app(SIZE, diagonal)
    try:
        session = bot_session("escape", 1, 4, moves=20, humans=4)
        scene = TablePlayScene(app, session, size=SIZE, autosave=False)
        app.push(scene)
        view, sizes = scene.view, scene.sizes
        card = next(c for c in view.table_turn_cards() if c.name == "decks")
        st = view.st
        checked = 0
        for rotation in (0, 90, 180, 270):
            surface = pygame.Surface(card.upright_size(rotation))
            for cid, ct in st.data.cards.items():
                shown = st.clone()
                shown.open[ct.deck] = cid
                places = decks_card(surface, app, sizes.u, shown, set(), None,
                                    sizes.min_text)
                place = places[ct.deck]
                assert place.whole and flow_text(app.fonts, ct.text, place.areas,
                                                 place.size)[1], \
                    f"{diagonal}\": {ct.deck} {ct.letter} cut facing {rotation}"
                assert place.size >= sizes.min_text
                assert all(surface.get_rect().contains(a) for a in place.areas)
                checked += 1
        assert checked == 4 * len(st.data.cards)
    finally:
        app.close()
