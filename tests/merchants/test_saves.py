"""Saves, clones and views: JSON-safe snapshots, replay round trips, redaction."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.saves import session_from_dict, session_to_dict
from game.core.session import PLAYER_COLOURS, Seat, Session
from game.merchants.game import GAME
from game.merchants.rules.actions import codec
from tests.merchants.helpers import new


def session(players=4, seed=3, levels=("random",)):
    seats = [Seat(f"b{i}", PLAYER_COLOURS[i], levels[i % len(levels)]) for i in range(players)]
    return Session.start(GAME, seats, seed)


def advance(sess, steps):
    for _ in range(steps):
        if sess.state.is_over:
            break
        sess.apply(sess.bot_action(sess.pending_bots()[0]))


def test_save_round_trip_mid_game_and_at_the_end():
    for players, steps in ((3, 37), (4, 95), (5, 10_000)):
        sess = session(players, seed=players, levels=("heuristic", "random"))
        advance(sess, steps)
        data = json.loads(json.dumps(session_to_dict(sess)))
        back = session_from_dict(data)
        assert back.state.to_dict() == sess.state.to_dict()
        # both continue identically
        advance(sess, 30)
        advance(back, 30)
        assert back.state.to_dict() == sess.state.to_dict()


def test_state_dict_clone_and_from_dict_are_faithful():
    s = new(4, 11)
    sess = session(4, 11)
    advance(sess, 60)
    s = sess.state
    text = json.dumps(s.to_dict())
    again = GAME.state_from_dict(json.loads(text))
    assert again.to_dict() == s.to_dict()
    assert again.legal_actions() == s.legal_actions()
    c = s.clone()
    assert c.to_dict() == s.to_dict()
    if c.legal_actions():
        c.apply(c.legal_actions()[0])
        assert c.to_dict() != s.to_dict()


def test_every_action_round_trips_through_the_codec():
    sess = session(3, 5)
    seen = set()
    while not sess.state.is_over:
        for action in sess.state.legal_actions():
            if action.KIND not in seen:
                seen.add(action.KIND)
                assert codec.decode(json.loads(json.dumps(action.to_dict()))) == action
        sess.apply(sess.bot_action(sess.pending_bots()[0]))
    assert {"place_card", "bid", "no_bid", "vote", "station_space"} <= seen


def test_view_redacts_hidden_information_but_keeps_legal_actions():
    sess = session(4, 8)
    advance(sess, 40)
    s = sess.state
    seat = s.pending_seats()[0]
    v = s.view(seat)
    assert all(k == -1 for k in v.deck) and len(v.deck) == len(s.deck)
    hidden = [x for x, t in v.planet.items() if t == "?"]
    assert len(hidden) == sum(1 for x, t in s.planet.items() if t and x not in s.flipped)
    assert all(t == "?" for t in v.senate_deck)
    assert v.legal_actions(seat) == s.legal_actions(seat)
    assert v.rng != s.rng
    json.dumps(v.to_dict())


def test_undo_is_blocked_after_a_reveal_and_allowed_otherwise():
    sess = session(3, 2)
    blocked = allowed = 0
    while not sess.state.is_over and (not blocked or not allowed):
        sess.apply(sess.bot_action(sess.pending_bots()[0]))
        last = sess.log[-1]
        if last.simultaneous or any(e.reveals for e in last.events):
            assert sess.undo_point(last.seat) is None  # a reveal, or a bid in an auction
            blocked += 1
        elif last.seat >= 0 and not any(e.reveals for e in sess.log[-2].events):
            assert sess.undo_point(last.seat) == len(sess.log) - 1
            allowed += 1
    assert blocked and allowed


FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize("name", ["main_save_mid_auction.json", "main_save_finished.json"])
def test_saves_written_before_the_decision_stack_still_load_and_play_on(name):
    data = json.loads((FIXTURES / name).read_text())
    back = session_from_dict(data)  # replays the actions and checks the saved snapshot
    assert back.state.to_dict() == data["snapshot"]
    if name == "main_save_finished.json":
        assert back.state.is_over and back.state.outcome().scores == (108, 68, 76)
        return
    assert back.state.decision() == "auction" and back.state.pending_seats() == (2, 3, 0)
    assert back.state.view(2).to_dict()["frames"][-1]["sealed"] == {"1": -1}
    advance(back, 10_000)
    assert back.state.is_over


def test_a_save_with_a_broken_frame_list_is_refused_in_words():
    raw = new(3, 1).to_dict()
    raw["frames"] = "plan"
    with pytest.raises(ValueError, match=r"not a Merchants of Andromeda state: .*frames"):
        GAME.state_from_dict(raw)
    del raw["frames"]
    with pytest.raises(ValueError, match="frames"):
        GAME.state_from_dict(raw)
