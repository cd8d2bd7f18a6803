"""An open card read in full below the ring shows all of its text.

The detail area holds three lines. A long card's text took them all, and the hint
"Tap it again or press "Take …" to take it." after it pushed the card's own last words
into "…", as if the card went on. The hint is now left out where it would cut the card
(the prompt's "Take" button says as much); every card reads whole.
"""

from __future__ import annotations

import pygame

from game.engine.boardview.prompt import draw_text_block
from tests.escape_ui.driver import at_cards_to_take


def test_every_open_card_reads_whole_and_the_hint_shows_where_there_is_room(app):
    s, _, view, o = at_cards_to_take(app)
    deck = sorted(o.takes)[0]
    view.selected = ("open", deck)
    fonts, real = app.fonts, app.fonts.draw
    surface = pygame.Surface((1920, 1080))
    hints = 0
    drawn: list[str] = []

    def record(surf, text, *args, **kwargs):
        drawn.append(text)
        return real(surf, text, *args, **kwargs)

    for cid, ct in s.state.data.cards.items():
        vis = s.state.view(0)
        vis.__dict__["open"] = {**vis.open, deck: cid}
        drawn.clear()
        fonts.draw = record
        try:
            draw_text_block(surface, fonts, app.theme, view.geo.detail,
                            view.detail_lines(vis, o))
        finally:
            del fonts.draw
        shown = " ".join(drawn)
        assert "\u2026" not in shown, (ct.name, drawn)
        assert ct.text.split()[-1] in shown
        hints += shown.endswith("to take it.")
    assert 0 < hints < len(s.state.data.cards)  # the short cards keep their hint
