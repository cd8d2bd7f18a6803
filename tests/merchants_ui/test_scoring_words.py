"""The prompt panel's "Last scoring" names every seat's earnings, also with a card shown.

A card shown at the panel's foot took the room of the scoring's last lines: at five
seats "Station: Ann +8, Bob +4, Cleo" lost Cleo's +16 and every seat after, with nothing
to say so. The lines now go on beside the card; where even that is short, the last line
shown ends in "…".
"""

from __future__ import annotations

import pygame

from game.merchants.rules.turn import decision_card
from tests.merchants_ui.test_view import at_decision
from tests.uitext import recorder

#: a five-seat scoring of two boards, each seat earning in each
EARNED = {"Station": {0: 8, 1: 4, 2: 16, 3: 12, 4: 2},
          "Production": {0: 6, 1: 3, 2: 9, 3: 1, 4: 14}}


def words_drawn(monkeypatch, t) -> str:
    view = t.view
    drawn = recorder(monkeypatch, view.app.fonts)
    view.paint_prompt(pygame.Surface((1920, 1080)))
    return " ".join(drawn)


def test_every_seat_of_the_last_scoring_is_named_with_the_card_shown(app, clock, monkeypatch):
    t = at_decision(app, clock, "place_card", players=5)
    view = t.view
    assert decision_card(view.st) is not None and not view.info()
    view.scoring, view.scoring_title = EARNED, "Station scoring"
    text = words_drawn(monkeypatch, t)
    names = [seat.name for seat in view.session.seats]
    for board, per in EARNED.items():
        assert f"{board}:" in text
        for seat, amount in per.items():
            assert f"{names[seat]} +{amount}" in text, (board, names[seat], text)
    assert "…" not in text


def test_a_scoring_too_long_for_the_room_says_that_more_follows(app, clock, monkeypatch):
    t = at_decision(app, clock, "place_card", players=5)
    view = t.view
    many = {f"Board {k}": dict(EARNED["Station"]) for k in range(12)}
    view.scoring, view.scoring_title = many, "Final scoring"
    text = words_drawn(monkeypatch, t)
    assert "Board 0:" in text and "Board 11:" not in text
    assert "…" in text
