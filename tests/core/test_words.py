"""Counted nouns: no screen says "1 cards" or "0 ship(s)"."""

from __future__ import annotations

from game.core.words import counted
from tests.starship_ui.test_view import session


def test_one_is_singular_and_every_other_count_plural():
    assert [counted(n, "ship") for n in (0, 1, 2)] == ["0 ships", "1 ship", "2 ships"]
    assert counted(1, "more card") == "1 more card"
    assert counted(2, "die", "dice") == "2 dice"


def test_a_starship_seat_counts_its_ships_in_words():
    from game.starship.view_text import describe_spot

    st = session(players=2, humans=1, seed=3).state
    assert describe_spot(st, ("seat", 0), ["Ann", "Bob"]) == (
        "Ann: 15 credits, 0 ships, no refineries")
