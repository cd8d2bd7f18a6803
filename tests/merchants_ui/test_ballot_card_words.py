"""A ballot card at a table says in words whose votes it hides and how to see them
(found at session 27's five-seat table game by fingers: "mine: ?" was cryptic to a new
player): "your votes (hold the eye)", or "yours: hold eye" on a card too small for it,
until its owner holds the eye; then "your votes: N". Hidden from the other seats: the
words are the same whatever a seat voted (tests/merchants_ui/test_table_ballots.py
checks the pixels)."""

from __future__ import annotations

import pygame
import pytest

from game.merchants.view_table_seat import MerchantsSeatPanel
from tests.table.drawn_lines import drawn
from tests.table.test_ballot_long_press import FIVE, table, voting

HIDDEN = ("your votes (hold the eye)", "yours: hold eye")


def cards_shown(scene, seat: int, monkeypatch) -> list[str]:
    """Each of ``seat``'s ballot cards' words as its panel draws them (rows joined)."""
    cards: list[str] = []
    real = MerchantsSeatPanel.paint_ballot

    def noted(self, surface, r, words, live, hidden, shrink):
        lines = drawn(monkeypatch)
        real(self, surface, r, words, live, hidden, shrink)
        cards.append(" ".join(text for text, _size in lines))

    monkeypatch.setattr(MerchantsSeatPanel, "paint_ballot", noted)
    scene.paint_panel(seat, True, pygame.Surface(scene.panels[seat].orient.size))
    monkeypatch.undo()
    return cards


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_every_seats_ballot_cards_say_whose_votes_and_how_to_see_them(size, monkeypatch):
    s = voting()
    app, fingers = table(size, 55, s, FIVE)
    try:
        scene, st = fingers.scene, s.state
        for seat in range(len(FIVE)):
            cards = cards_shown(scene, seat, monkeypatch)
            assert len(cards) == len(st.candidates)
            for k, words in enumerate(cards):
                name = st.c.senators[st.candidates[k]].name
                assert name in words and f"{k + 1} · " in words, words
                assert any(hidden in words for hidden in HIDDEN), (FIVE[seat], words)
                assert "?" not in words
            eye = fingers.seat_spot(seat, "eye")  # its owner holds the eye: its votes
            finger = fingers.down(eye)
            fingers.frames(2)
            assert scene.is_peeking(seat)
            votes = [box[seat] for box in st.votes]
            cards = cards_shown(scene, seat, monkeypatch)
            for k, words in enumerate(cards):
                assert f"your votes: {votes[k]}" in words or f"yours: {votes[k]}" in words
                assert not any(hidden in words for hidden in HIDDEN)
            fingers.up(finger, eye)
            fingers.frames(2)
    finally:
        app.close()
