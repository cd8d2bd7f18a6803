"""A prompt button's focus ring clears the prompt's words (found playing by keys: with
"Build with Spore Farm" focused, its ring struck the descenders of the card text's last
line, "project." above it). Driven by posted KEYDOWN events; the words' inked pixels are
measured as drawn."""

from __future__ import annotations

import pygame

from game.engine.text import Fonts
from game.engine.widgets import Button
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, start


def choosing_a_module_card(s) -> bool:
    st = s.state
    return (st.turn == 0 and st.top()["kind"] == "cards" and st.top()["need"] == 1
            and not st.top()["chosen"])


def test_a_focused_prompt_button_rings_none_of_the_words_above_it(app, monkeypatch):
    s = session(players=3, humans=1, seed=8)
    advance(s, choosing_a_module_card)
    p = start(app, s)
    view = p.view
    card = "Crystal Drill"  # its text takes the detail's three lines: "... project."
    assert card in view.options().cards
    inked: list[tuple[str, pygame.Rect]] = []
    real = Fonts.draw

    def note(fonts, surface, text, *args, **kwargs):
        rect = real(fonts, surface, text, *args, **kwargs)
        size, colour = args[1], args[2]
        bold = args[3] if len(args) > 3 else kwargs.get("bold", False)
        ink = fonts.render(text, size, colour, bold).get_bounding_rect().move(rect.topleft)
        inked.append((text, ink))
        return rect

    monkeypatch.setattr(Fonts, "draw", note)
    p.enter(("pandorum", "card", card))  # Tab to the card, Enter: "Build with ...?"
    focus = p.play.focus
    assert isinstance(focus, Button) and focus.key == ("pandorum", "button", "build-card"), focus
    ring = focus.rect.inflate(10, 10)  # (widgets._focus_ring)
    box = view.side(0).prompt
    above = [(text, ink) for text, ink in inked
             if box.contains(ink) and ink.bottom <= focus.rect.top]
    assert [text for text, _ in above][-1] == "project.", above  # the detail's third line
    assert not [text for text, ink in above if ink.colliderect(ring)], (ring, above)
