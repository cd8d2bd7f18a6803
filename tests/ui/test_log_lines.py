"""The play scene's log: one line per thing that happened, seats by name."""

from __future__ import annotations

import random
from itertools import pairwise
from types import SimpleNamespace

import pytest

from game.core.catalogue import get_game
from game.core.protocol import Event
from game.core.session import Seat, Session
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


def test_a_closing_full_stop_is_dropped_but_an_ellipsis_stays():
    assert texts("{seat0} pays 4 to remove a loan marker.", [
        Event("wait", "{seat1} waits...", 1)]) == [
        "Ann pays 4 to remove a loan marker", "Bob waits..."]


def test_an_event_retelling_the_action_replaces_its_line():
    out = texts("{seat0} picks up Ice-9 3", [
        Event("pickup", "{seat0} picks up Ice-9 3 from their Local Space (1 energy)", 0)])
    assert out == ["Ann picks up Ice-9 3 from their Local Space (1 energy)"]


def test_an_action_without_events_is_its_own_line_and_empty_texts_are_skipped():
    assert texts("{seat1} passes", []) == ["Bob passes"]
    assert texts("", [Event("bid", "", 0)]) == []


def styled(text, events, seat=0):
    return [(line[1], line[2]) for line in _entry_lines(SESSION, seat, text, events)]


def test_every_decision_starts_with_one_bright_line_and_its_consequences_follow_dim():
    # the event retelling the action replaces its line and takes its style (not dim)
    assert styled("{seat0} places the card below Influence", [
        Event("place", "{seat0} places a Senate card below Influence", 0),
        Event("reveal", "{seat0} reveals a Station card", 0),
    ]) == [("Ann places a Senate card below Influence", False),
           ("Ann reveals a Station card", True)]
    # an event repeating the action: the action's line, bright, once
    assert styled("{seat0} casts a vote", [Event("vote", "{seat0} casts a vote", 0),
                                           Event("turn", "{seat1}'s turn", 1)]) == [
        ("Ann casts a vote", False), ("Bob's turn", True)]


def test_when_other_things_happen_first_the_decision_stays_on_top_in_the_rules_order():
    assert styled("{seat0} defends lanes 2 and 5", [
        Event("invader", "The invader ship in lane 4 moves to space 1", None),
        Event("defend", "{seat0} places influence in lane 2, space 5", 0),
    ]) == [("Ann defends lanes 2 and 5", False),
           ("The invader ship in lane 4 moves to space 1", True),
           ("Ann places influence in lane 2, space 5", True)]


@pytest.mark.parametrize("game_id", ["escape", "starship", "pandorum", "merchants"])
def test_in_real_games_every_decision_with_words_starts_with_its_bright_line(game_id):
    """Over a random game's first 300 decisions: each decision that says anything opens
    with one bright line, and the rest of its lines are dim."""
    game = get_game(game_id)
    seats = [Seat(n, c) for n, c in (("Ann", "red"), ("Bob", "blue"), ("Cleo", "yellow"))]
    session = Session.start(game, seats, 4, None)
    rng = random.Random(4)
    checked = 0
    for _ in range(300):
        state = session.state
        if state.is_over:
            break
        seat = (state.pending_seats() or (state.current_player(),))[0]
        action = rng.choice(state.legal_actions(seat))
        text = state.describe(action)
        lines = _entry_lines(session, seat, text, session.apply(action))
        if not lines or not text:
            continue
        checked += 1
        first, *rest = lines
        assert first[2] is False, lines
        # one style in every game: no line closes with a full stop (Starship's events
        # were sentences, its actions and every other game's lines were not)
        assert not any(t.endswith(".") and not t.endswith("..") for _, t, _ in lines), lines
        assert all(is_event for _, _, is_event in rest), lines
    assert checked > 100


def starship_logged(seed: int, kind: type, steps: int):
    """A two-seat Starship game played at random but for ``kind`` of action, taken
    whenever legal: each decision's (seat, whether it was ``kind``, its log lines)."""
    session = Session.start(get_game("starship"), [Seat("Ann", "red"), Seat("Bob", "blue")],
                            seed, None)
    rng = random.Random(seed)
    for _ in range(steps):
        state = session.state
        if state.is_over:
            return
        seat = (state.pending_seats() or (state.current_player(),))[0]
        legal = state.legal_actions(seat)
        wanted = [a for a in legal if isinstance(a, kind)]
        action = wanted[0] if wanted else rng.choice(legal)
        text = state.describe(action)
        yield seat, bool(wanted), _entry_lines(session, seat, text, session.apply(action))


def test_a_starship_travel_is_told_once_then_the_new_destination():
    """Found in play: "Ada travels to Hygiea Yard for 2 energy", then the new Destination,
    then "Ada sends the Mark I Scout #2 to Hygiea Yard (2 energy); the run ends": the same
    step twice. The rules' event now comes before the card drawn in its place, so it
    retells the action in one bright line and the new card follows, dim."""
    from game.starship.rules.actions import Travel

    travels = 0
    for seat, travelled, lines in starship_logged(3, Travel, 3000):
        if not travelled:
            continue
        travels += 1
        words = [t for _, t, _ in lines]
        assert len(words) == 2, words
        assert words[0].startswith(("Ann", "Bob")[seat] + " sends the Mark ") and \
            words[0].endswith("; the run ends"), words
        assert lines[0][2] is False and lines[1][2] is True, lines
        assert words[1].startswith("New Destination: "), words
        if travels == 3:
            break
    assert travels == 3


def test_two_loan_markers_paid_off_one_ship_read_as_two_payments():
    """Found in a 720p picture: arriving at the Shipyard paid a marker, the extra payment
    paid the ship's other one, and the log said "Bob pays 7 to remove a loan marker from
    the Mark II Tug #7" twice. The ship's last marker says so."""
    from game.starship.rules.actions import PayLoan

    said = [t for _seat, _paid, lines in starship_logged(9, PayLoan, 4000)
            for _, t, _ in lines if "loan marker from" in t]
    last = [t for t in said if "the last loan marker from" in t]
    assert last and len(last) < len(said), said
    # a ship leased with two markers: the first paid says "a", the second "the last"
    assert any(a.replace(" a loan marker ", " the last loan marker ") == b
               for a, b in pairwise(said)), said
