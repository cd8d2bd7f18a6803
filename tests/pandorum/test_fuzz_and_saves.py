"""Random-bot games for 2-4 players, save/load round trips, views, clones."""

from __future__ import annotations

import json
import os

import pytest

from game.core.protocol import IllegalActionError
from game.core.saves import session_from_dict, session_to_dict
from game.core.session import PLAYER_COLOURS, Seat, Session
from game.core.simulate import play_one, simulate
from game.pandorum.game import GAME

SEEDS = int(os.environ.get("ANDROMEDA_FUZZ_SEEDS", "20"))


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_finish_without_errors(players):
    report = simulate("pandorum", [players], SEEDS, seed=1000 * players)
    assert report.errors == []
    assert report.finished == SEEDS


def test_random_games_without_systems_cards():
    report = simulate("pandorum", [2, 3, 4], 6, seed=77, options={"systems": False})
    assert report.errors == [] and report.finished == 6


def _session(players: int, seed: int) -> Session:
    seats = [Seat(f"bot {i}", PLAYER_COLOURS[i], "random") for i in range(players)]
    return Session.start(GAME, seats, seed)


@pytest.mark.parametrize(("players", "seed", "cut"), [(2, 3, 40), (3, 8, 120), (4, 2, 77)])
def test_save_load_round_trip_continues_identically(players, seed, cut):
    session = _session(players, seed)
    while len(session.log) < cut and not session.state.is_over:
        session.apply(session.bot_action(session.pending_bots()[0]))
    data = json.loads(json.dumps(session_to_dict(session)))
    loaded = session_from_dict(data)
    assert loaded.state.to_dict() == session.state.to_dict()
    restored = GAME.state_from_dict(json.loads(json.dumps(session.state.to_dict())))
    assert restored.to_dict() == session.state.to_dict()
    for _ in range(60):
        if session.state.is_over:
            break
        seat = session.pending_bots()[0]
        assert loaded.pending_bots()[0] == seat
        a, b = session.bot_action(seat), loaded.bot_action(seat)
        assert a == b
        assert [e.text for e in session.apply(a)] == [e.text for e in loaded.apply(b)]
        restored.apply(a)
    assert loaded.state.to_dict() == session.state.to_dict() == restored.to_dict()


def test_whole_game_replays_from_its_actions():
    session = play_one(GAME, ["random", "random"], 12)
    data = session_to_dict(session)
    again = session_from_dict(json.loads(json.dumps(data)))
    assert again.state.is_over and again.state.outcome() == session.state.outcome()


def test_view_hides_hands_and_deck_but_keeps_legal_actions():
    state = GAME.new_game(3, 4)
    view = state.view(1)
    assert view.hands[1] == state.hands[1]
    assert view.hands[0] == ["?"] * len(state.hands[0])
    assert set(view.deck) == {"?"} and len(view.deck) == len(state.deck)
    assert view.rng != state.rng
    assert state.view(0).legal_actions(0) == state.legal_actions(0)
    assert view.legal_actions(1) == []  # not seat 1's turn


def test_clone_is_independent():
    state = GAME.new_game(2, 6)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert copy.to_dict() != state.to_dict()
    assert GAME.new_game(2, 6).to_dict() == state.to_dict()


def test_describe_and_event_texts_are_words():
    state = GAME.new_game(2, 6)
    action = state.legal_actions()[0]
    assert state.describe(action).startswith("{seat0}")
    events = state.apply(action)
    assert events and all(e.text for e in events)


def test_state_from_dict_rejects_garbage():
    with pytest.raises(ValueError):
        GAME.state_from_dict({"players": 2})
    with pytest.raises(ValueError):
        GAME.state_from_dict([1, 2])  # type: ignore[arg-type]


def test_acting_out_of_turn_is_refused():
    state = GAME.new_game(2, 6)
    assert state.legal_actions(1) == []
    state2 = state.clone()
    state2.over = True
    with pytest.raises(IllegalActionError):
        state2.apply(state.legal_actions()[0])


def test_hex_names_in_the_log_read_as_english():
    state = GAME.new_game(2, 6)
    by_terrain = {t: h for h, t in state.board.cells.items()}
    assert state.hex_label(by_terrain["ice"]) == "an ice field hex"
    assert state.hex_label(by_terrain["sand"]) == "a sand dunes hex"


FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")


def _fixture(name: str):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as f:
        return json.load(f)


def test_a_save_written_by_the_previous_version_loads_and_plays_on():
    """main_session_3p.json and main_state_3p.json were written by the code before the
    decision table (3 players, 150 actions, a human and two bots): the session replays to
    exactly the position that version saved, and its bare position loads too."""
    session = session_from_dict(_fixture("main_session_3p.json"))
    old_position = _fixture("main_state_3p.json")
    assert session.state.to_dict() == old_position
    loaded = GAME.state_from_dict(old_position)
    assert loaded == session.state
    assert loaded.legal_actions() == session.state.legal_actions()
    for _ in range(40):  # both play on alike
        if loaded.is_over:
            break
        action = loaded.legal_actions()[-1]
        assert [e.text for e in loaded.apply(action)] == \
            [e.text for e in session.state.apply(action)]
    assert loaded == session.state


def test_a_position_missing_a_field_is_refused_naming_it():
    data = GAME.new_game(2, 6).to_dict()
    del data["cargo"]
    with pytest.raises(ValueError, match="cargo"):
        GAME.state_from_dict(data)
