"""Starship's green price tags cover no words: a target's tag stood half over its card's top
and covered the top of the card's title ("Scout", "Callisto", "Gear O"), the Mark's header
above a stack ("◆ II") or the seat's title above a ship's console; a refinery's covered the
"Refineries" heading. Now a tag stands above a card's corner, a stack's and a console's in
their bottom-right corner, a refinery's is the card's own cost row (game/starship/
view_draw.py ``badge_rect``).

A seeded game is played with the person at seat 0 (their choices a Normal bot's), on a
monitor and at a table; at each of their decisions the board is painted afresh and every
line of words it draws is measured (its letters' ink, not the font's line box), and every
price tag it draws: no tag meets a word."""

from __future__ import annotations

from functools import partial

import pygame
import pytest

from game.engine.app import App
from game.engine.table import fittext
from game.engine.text import Fonts
from game.scenes.play import PlayScene
from game.scenes.table_play import TablePlayScene
from game.starship.bots import HeuristicBot
from game.starship.view_draw import USED, Painter
from game.starship.view_tags import BADGE_SIZE, badge_rect
from tests.starship_ui.driver import session


def _ink(picture: pygame.Surface, at: pygame.Rect) -> pygame.Rect:
    box = picture.get_bounding_rect()
    return pygame.Rect(at.x + box.x, at.y + box.y, box.width, box.height)


def drawn(paint, monkeypatch) -> tuple[list[tuple[str, pygame.Rect]], list[pygame.Rect]]:
    """Every line of words ``paint()`` draws (by the fonts or squeezed into a width) with
    the rectangle of its letters, and every price tag it draws."""
    words: list[tuple[str, pygame.Rect]] = []
    tags: list[pygame.Rect] = []
    draw, narrow, pill = Fonts.draw, fittext.narrow_text, Painter.pill

    def drawn_words(self, surface, text, pos, size, colour, bold=False, anchor="topleft"):
        rect = draw(self, surface, text, pos, size, colour, bold, anchor)
        if text.strip():
            words.append((text, _ink(self.render(text, size, colour, bold), rect)))
        return rect

    def squeezed(surface, fonts, text, midtop, size, colour, bold, width):
        narrow(surface, fonts, text, midtop, size, colour, bold, width)
        if text.strip():
            picture = fittext.squeezed(fonts, text, size, colour, width, bold)
            words.append((text, _ink(picture, picture.get_rect(midtop=midtop))))

    def tag(self, text, size=24, rect=None, **anchor):
        drawn_at = pill(self, text, size, rect, **anchor)
        if size == BADGE_SIZE:  # (a price tag, not the Known Space's label)
            tags.append(pygame.Rect(drawn_at))
        return drawn_at

    with monkeypatch.context() as m:
        m.setattr(Fonts, "draw", drawn_words)
        m.setattr(fittext, "narrow_text", squeezed)
        m.setattr(Painter, "pill", tag)
        paint()
    return words, tags


def covered_words(view, table: bool, monkeypatch) -> list[tuple[pygame.Rect, str]]:
    """The board painted afresh (on a monitor with the seats' areas): each price tag
    drawn and the words under it."""
    view._layers, view._panels = {}, {}
    view.layer_pictures.clear()
    if table:
        card = view.table_turn_cards()[0]
        words, tags = drawn(lambda: card.paint(pygame.Surface(card.rect.size)), monkeypatch)
    else:
        words, tags = drawn(lambda: view.top_layer(0), monkeypatch)
    return [(tag, text) for tag in tags for text, rect in words if rect.colliderect(tag)]


@pytest.mark.parametrize("window,table,players,decisions", [
    ((1920, 1080), False, 2, 60),
    ((1920, 1080), True, 2, 40),
    ((3840, 2160), True, 4, 6),
])
def test_no_price_tag_covers_a_word(window, table, players, decisions, monkeypatch):
    app = App(window=window, fullscreen=False, save_settings=False)
    try:
        app.settings.bot_delay = 0
        app.settings.animation_speed = 0
        s = session(players=players, humans=1, seed=3)
        scene = (TablePlayScene if table else PlayScene)(app, s, autosave=False)
        app.push(scene)
        me = HeuristicBot(0, 7)
        kinds: set[str] = set()
        taken = 0
        for _ in range(2000):
            app.step(1 / 60)
            if s.state.is_over or taken >= decisions:
                break
            view = scene.view
            if view.actor != 0:
                continue
            marks = view.marks(None if table else 0)
            kinds |= {key[0] for key in marks.badges if key in marks.targets}
            assert covered_words(view, table, monkeypatch) == [], len(s.log)
            scene.apply(me.choose(s.state.view(0)))
            taken += 1
        assert taken >= decisions
        assert "stack" in kinds
        if decisions > 10:  # far enough for a run and a visit to the Market
            assert {"dest", "forsale"} <= kinds, kinds
    finally:
        app.close()


def test_a_refinerys_tag_is_its_cost_row_inside_the_card(app):
    """Refinery cards stand side by side under their heading: a tag above one covered
    the heading and its neighbours' tags; it is the card's cost row, inside the card."""
    fonts = app.fonts
    card = pygame.Rect(500, 300, 64, 58)
    tag = badge_rect(fonts, "18cr", card, "refinery")
    assert card.contains(tag)
    assert tag.bottom >= card.bottom - 4 and tag.height >= fonts.get(24).get_ascent()


def test_a_recommissioned_stacks_last_row_is_clear_of_its_tag(app, monkeypatch):
    """A Re-commissioned Mark II card had five rows, its last "Re-com": the stack's price
    tag, on the card's bottom-right corner, covered it (seen playing at 960x540). It has
    four, its energy and holds on one, its last "Used" (with "x2" on a Scout's)."""
    s = session(players=2, humans=1, seed=3)
    st = s.state
    for mark in (1, 2):  # the standard Mark I and II ships sold
        st.scout_stacks[mark] = [c for c in st.scout_stacks[mark]
                                 if st.comp.ships[c].recommissioned]
        st.tug_slots[mark] = None
    st.mark_token = 2
    app.push(PlayScene(app, s, autosave=False))
    app.step(1 / 60)
    view = app.top.view
    painter = view.painter(app.canvas, 0)
    for side in ("scout", "tug"):
        card = view.lay.region(f"{side}_stack_2")
        words, _tags = drawn(partial(painter.stack, 2, side, card, True), monkeypatch)
        assert any(text.split()[0] == USED for text, _r in words), words
        tag = badge_rect(app.fonts, "10cr", card, "stack")
        assert [text for text, rect in words if rect.colliderect(tag)] == [], side
