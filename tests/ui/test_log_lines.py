"""The play scene's log: one line per thing that happened, seats by name."""

from __future__ import annotations

from types import SimpleNamespace

from game.core.protocol import Event
from game.core.session import Seat
from game.scenes.play import _entry_lines

SESSION = SimpleNamespace(seats=[Seat("Ann", "red"), Seat("Bob", "blue")])


def texts(text, events):
    return [line[1] for line in _entry_lines(SESSION, 0, text, events)]


def test_an_event_repeating_the_action_is_shown_once_and_others_follow():
    out = texts("{seat0} buys a Scout for 22", [
        Event("buy", "{seat0} buys a Scout for 22.", 0),
        Event("obsolete", "{seat0}'s Mark I Scout is now obsolete", 0),
    ])
    assert out == ["Ann buys a Scout for 22", "Ann's Mark I Scout is now obsolete"]


def test_an_event_retelling_the_action_replaces_its_line():
    out = texts("{seat0} picks up Ice-9 3", [
        Event("pickup", "{seat0} picks up Ice-9 3 from their Local Space (1 energy)", 0)])
    assert out == ["Ann picks up Ice-9 3 from their Local Space (1 energy)"]


def test_an_action_without_events_is_its_own_line_and_empty_texts_are_skipped():
    assert texts("{seat1} passes", []) == ["Bob passes"]
    assert texts("", [Event("bid", "", 0)]) == []
