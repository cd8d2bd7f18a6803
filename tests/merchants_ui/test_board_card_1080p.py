"""Merchants at a 1080p table: the zoomed board's card is drawn larger and shown shrunk
(the table's smallest text there, 15 pixels on 55 inches, is under the fonts' own 24), so
its words are whole: the Event Track's action slots were cut ("Resou…", "Influen…"),
seen playing in a real window; its targets stay on the spaces as shown."""

from __future__ import annotations

import pygame
import pytest

from game.merchants.view_auction import influence_words
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.table.drawn_lines import drawn
from tests.table.test_text_sizes import table_app


@pytest.mark.parametrize("diagonal", [32.0, 55.0])
def test_the_event_track_card_has_no_cut_words_at_1080p(diagonal, monkeypatch):
    size = (1920, 1080)
    app = table_app(size, diagonal)
    words = drawn(monkeypatch)
    try:
        seen_slots = 0
        for moves in (0, 3, 8, 15):
            session = bot_session("merchants", 2, 5, moves, humans=5)
            scene = TablePlayScene(app, session, size=size, autosave=False)
            view = scene.view
            view.zoom("event_track")
            k = view.card_look().k
            assert k < 1
            card = next(c for c in view.table_turn_cards() if c.name == "board")
            upright = card.upright_size(scene.facing())
            words.clear()  # (the card's picture is kept by its key: painted afresh here)
            view.paint_board_card("event_track", view.public(), frozenset(), frozenset(),
                                  pygame.Surface(upright))
            texts = [text for text, _px in words]
            assert not [w for w in texts if w.endswith("\u2026")], (moves, texts)
            assert min(px for _t, px in words) * k >= scene.sizes.min_text - 0.5
            seen_slots += sum(1 for w in texts if w in ("Resource", "Influence", "Auction"))
            box = pygame.Rect((0, 0), upright)
            for target in card.targets(upright):
                assert box.contains(target.rect)
                assert min(target.rect.size) * scene.sizes.mm_per_px >= 10, target.key
        assert seen_slots >= 3
    finally:
        app.close()


def test_the_auction_winner_reads_its_choice_whole_at_1080p(monkeypatch):
    """The winner of an auction chooses which action of the card goes first: at a
    1080p table on half a long edge its buttons read "Resource first" and "Influence
    first" whole ("Take the resource ..." was cut), its prompt speaks to it and names
    the card it won, the line under it what the card's actions do."""
    size = (1920, 1080)
    app = table_app(size, 55)
    try:
        session = bot_session("merchants", 1, 5, 0, humans=5, at="order")
        scene = TablePlayScene(app, session, size=size, autosave=False,
                               slots=("bottom-left", "bottom-right", "left", "top", "right"))
        scene.sync_actor()
        seat = next(iter(session.state.pending_seats()))
        name = session.seats[seat].name
        prompt = scene.view.table_prompt(seat)
        card = session.state.c.card(session.state.pending[-1]["card"])
        assert prompt == f"You won the {card.name} card at auction: take which action first?"
        assert name not in prompt
        buttons = scene.seat_buttons(seat)
        assert sorted(b.label for b in buttons) == ["Influence first", "Resource first"]
        lines = drawn(monkeypatch)
        scene.paint_panel(seat, True, pygame.Surface(scene.panels[seat].orient.size))
        words = [text for text, _size in lines]
        assert "Resource first" in words and "Influence first" in words
        # the card bought is named in the panel, and what its actions do (one line)
        assert f"the {card.name} card" in " ".join(words)
        assert (f"Resource: produce 1 {card.bottom}. Influence: {influence_words(card)}."
                in words)
        next(b for b in buttons if b.label == "Resource first").activate()
        assert session.log[-1].action.first == "resource"
    finally:
        app.close()


def test_a_prompt_to_its_own_seat_starts_with_a_capital():
    """"Ann: explore the next tile, ..." reads "Explore the next tile, ..." in Ann's own
    panel (its name is the panel's; it read "explore ..." in a 4K picture)."""
    app = table_app((3840, 2160), 55)
    try:
        session = bot_session("merchants", 1, 3, 40, humans=3)
        scene = TablePlayScene(app, session, size=(3840, 2160), autosave=False)
        scene.sync_actor()
        seat = scene.view.actor
        assert seat is not None
        name = session.seats[seat].name
        assert scene.view.prompt().startswith(f"{name}: ")
        prompt = scene.view.table_prompt(seat)
        assert prompt[:1].isupper() and not prompt.startswith(name), prompt
    finally:
        app.close()
