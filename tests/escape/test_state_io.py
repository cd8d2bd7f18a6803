"""Views hide what they must, states round-trip through JSON, saves replay identically,
the 2-player variant, scoring and ties, and the data and map validation."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game.boards.model import BoardMap, Link, Node
from game.core.protocol import Outcome, name_seats
from game.core.saves import load_session, session_from_dict, session_to_dict
from game.core.session import Seat, Session
from game.escape.game import GAME, EscapeGame
from game.escape.rules.actions import Move, PlayCard, ReturnMission, codec
from game.escape.rules.hidden import hidden_missions
from game.escape.rules.scoring import outcome
from tests.escape.helpers import clear_board, fresh, place, turn_start


def _play(session: Session, steps: int) -> None:
    for _ in range(steps):
        if session.state.is_over:
            return
        seat = session.state.current_player
        session.apply(session.bot_action(seat))


def _session(players: int, seed: int, level: str = "random") -> Session:
    seats = [Seat(f"P{i}", "red", level) for i in range(players)]
    return Session.start(GAME, seats, seed)


# ---------------------------------------------------------------- views


def test_view_hides_other_hands_missions_and_deck_order() -> None:
    differs = 0
    for seed in range(10):
        st = GAME.new_game(3, seed)
        v = st.view(0)
        assert v.dealt[0] == st.dealt[0] and v.hands[0] == st.hands[0]
        assert v.legal_actions(0) == st.legal_actions(0)
        assert v.open == st.open
        assert sorted(v.dealt[1] + v.dealt[2] + v.mission_deck) == sorted(
            st.dealt[1] + st.dealt[2] + st.mission_deck)
        assert sorted(v.decks["ALERT"] + v.hands[1] + v.hands[2]) == sorted(
            st.decks["ALERT"] + st.hands[1] + st.hands[2])
        differs += (v.dealt[1] != st.dealt[1]) + (v.hands[2] != st.hands[2])
        differs += v.decks["WARNING"] != st.decks["WARNING"]
        assert v.rng != st.rng
    assert differs >= 20


def test_view_keeps_public_cards_and_revealed_missions() -> None:
    st = fresh(2)
    clear_board(st)
    taken = st.open["WARNING"]
    st.hands[1].append(taken)
    st.public_cards.add(taken)
    st.scored[1] = [st.missions[1][0]]
    v = st.view(0)
    assert taken in v.hands[1]
    assert v.missions[1][0] == st.missions[1][0]


def test_hidden_missions_counts_what_the_others_keep_secret() -> None:
    """At setup each other player will keep two of its three dealt missions; after it,
    its kept missions are hidden until accomplished (then shown to all)."""
    st = GAME.new_game(3, 4)
    assert hidden_missions(st, 0) == hidden_missions(st.view(0), 0) == 4
    st.apply(ReturnMission(st.dealt[st.current_player][0]))
    assert hidden_missions(st, 0) == 4
    st = fresh(3)
    st.scored[1] = [st.missions[1][0]]
    assert hidden_missions(st, 0) == 3 and hidden_missions(st.view(0), 2) == 3


def test_hidden_changes_in_the_real_state_never_reach_a_view() -> None:
    """A view shares what is public; what it may not see is its own copy."""
    s = _session(3, 8)
    _play(s, 30)
    st = s.state
    v = st.view(0)
    seen = (v.hands[1:], v.decks, v.missions[1:], v.mission_deck, v.dealt[1:])
    seen = json.loads(json.dumps(seen))
    st.hands[1].append(st.decks["ALERT"].pop())
    st.decks["WARNING"].reverse()
    st.missions[2].reverse()
    st.mission_deck.append(st.mission_deck.pop(0))
    assert json.loads(json.dumps(
        (v.hands[1:], v.decks, v.missions[1:], v.mission_deck, v.dealt[1:]))) == seen


def test_a_bot_trying_moves_on_its_view_leaves_the_game_alone() -> None:
    """Copy on write: the first change to a view copies its data."""
    for point in (0, 25, 60):
        s = _session(2, 40 + point)
        _play(s, point)
        st = s.state
        before = st.to_dict()
        v = st.view(st.current_player)
        v.apply(v.legal_actions()[-1])
        assert st.to_dict() == before


def test_view_does_not_leak_the_deck_order() -> None:
    """Two games that differ only in hidden order give the same view arrangement."""
    a = GAME.new_game(2, 21)
    b = a.clone()
    b.decks["WARNING"] = list(reversed(b.decks["WARNING"]))
    assert a.view(0).decks["WARNING"] == b.view(0).decks["WARNING"]


# ---------------------------------------------------------------- saves


@pytest.mark.parametrize("players", [2, 3, 4])
def test_to_dict_round_trip_and_clone(players: int) -> None:
    s = _session(players, 7)
    _play(s, 60)
    st = s.state
    raw = json.loads(json.dumps(st.to_dict()))
    back = GAME.state_from_dict(raw)
    assert back.to_dict() == st.to_dict()
    assert back.legal_actions() == st.legal_actions()
    c = st.clone()
    c.occupant.clear()
    c.pending.append({"kind": "take", "seat": 0})
    assert st.to_dict() == raw


FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize("name", sorted(p.name for p in FIXTURES.glob("main-*.json")))
def test_saves_made_before_the_decision_table_still_load(name: str) -> None:
    """Saves written by main's code (commit a461f40, before the rules moved onto the
    decision table): finished, at a turn, mid-card effect, the variant. They replay to the
    same position (the loader compares the snapshot) and play on."""
    raw = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    s = load_session(FIXTURES / name)
    assert len(s.log) == len(raw["actions"]) and s.state.to_dict() == raw["snapshot"]
    _play(s, 2000)
    assert s.state.is_over


def test_state_from_dict_rejects_bad_data() -> None:
    raw = GAME.new_game(2, 1).to_dict()
    with pytest.raises(ValueError):
        GAME.state_from_dict({**raw, "schema": 99})
    with pytest.raises(ValueError):
        GAME.state_from_dict({k: v for k, v in raw.items() if k != "hands"})
    with pytest.raises(ValueError):
        GAME.state_from_dict({**raw, "occupant": {"nowhere": 0}})


@pytest.mark.parametrize(("players", "points"), [(2, (0, 5, 40, 90)), (4, (3, 70, 150))])
def test_save_load_gives_identical_continuations(players: int, points: tuple[int, ...]) -> None:
    for point in points:
        s = _session(players, 100 + point)
        _play(s, point)
        loaded = session_from_dict(json.loads(json.dumps(session_to_dict(s))))
        assert loaded.state.to_dict() == s.state.to_dict()
        _play(s, 400)
        _play(loaded, 400)
        assert [e.action for e in loaded.log] == [e.action for e in s.log]
        assert loaded.state.to_dict() == s.state.to_dict()


def test_every_action_round_trips_through_the_codec() -> None:
    s = _session(3, 5)
    for _ in range(200):
        if s.state.is_over:
            break
        for action in s.state.legal_actions():
            assert codec.decode(action.to_dict()) == action
            assert s.state.describe(action)
        _play(s, 1)


def test_log_texts_read_well() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R4-2": 0})
    said = st.describe(Move("Z1-R4-2", "Z1-R3-1"))
    assert said == "{seat0} moves a ship from zone 1, outer ring to zone 1, ring 3"
    assert name_seats(said, ["Ann", "Bob"]) == (
        "Ann moves a ship from zone 1, outer ring to zone 1, ring 3"
    )
    ev = st.apply(Move("Z1-R4-2", "Z1-R3-1"))
    assert ev[0].text == said
    assert GAME.new_game(2, 1).describe(ReturnMission("M1-1")) == "{seat0} returns a mission card"


def test_undo_is_blocked_after_a_card_is_revealed() -> None:
    s = _session(2, 3)
    for _ in range(300):  # play on until a card can be played while undo is still open
        st = s.state
        seat = st.current_player
        plays = [a for a in st.legal_actions() if isinstance(a, PlayCard)]
        if plays and turn_start(st) and s.undo_point(seat) is not None:
            break
        _play(s, 1)
    else:
        pytest.fail("no card became playable")
    s.apply(plays[0])
    assert s.undo_point(seat) is None


# ---------------------------------------------------------------- variant and scoring


def test_two_player_variant_without_cards() -> None:
    st = GAME.new_game(2, 4, {"no_cards": True})
    assert st.hands == [[], []] and st.dealt == [[], []] and turn_start(st)
    assert st.open == {"ALERT": None, "WARNING": None}
    with pytest.raises(ValueError):
        GAME.new_game(3, 4, {"no_cards": True})
    clear_board(st)
    st.platform = [0, 0]
    st.lost_found = [True, True]
    place(st, {"Z1-R1-1": 1, "Z2-R1-1": 0})
    st.platform = [0, 0]
    place(st, {"Z3-R1-1": 0})
    st.platform = [0, 0]
    st.apply(Move("Z2-R1-1", st.board.wormhole))
    assert st.hands[0] == [] and turn_start(st)  # no card for a saved ship
    st.apply(Move("Z1-R1-1", st.board.wormhole))  # the second player beats the start player
    out = st.outcome()
    assert out.winners == (1,)
    # no card rows, which could only read 0 for both (found in play)
    assert [label for label, _ in out.breakdown] == ["Start", "Last Ship"]
    with_cards = fresh(2)
    with_cards.over = True
    assert [label for label, _ in with_cards.outcome().breakdown] == [
        "Start", "Played cards", "Missions", "Last Ship", "Cards in hand"]


def test_tie_rule_prefers_the_earlier_last_ship() -> None:
    st = fresh(2)
    st.over = True
    st.hands = [[], []]
    st.finish_place = [2, 1]
    st.vp_cards = [5, 0]  # 3 + 5 + 4 = 12 and 3 + 9 = 12
    out = outcome(st)
    assert out.scores == (12, 12)
    assert out.ranking == (2, 1) and out.tiebreak
    assert Outcome.rank(list(out.scores)) == (1, 1)


# ---------------------------------------------------------------- data and map


def test_shipped_data_and_map_validate() -> None:
    assert GAME.validate_data() == []
    b = GAME.board
    assert b.map.layout == "ring" and (b.map.width, b.map.height) == (1920, 1080)
    assert len(b.inner_fields) == 3
    assert b.map.nodes[b.wormhole].x == b.map.width / 2
    for f in b.fields:  # every field reaches the wormhole
        at = {f}
        for _ in range(b.outer_ring):
            at = {t for x in at if x != b.wormhole for t, _ in b.forward[x]} | (at & {b.wormhole})
        assert b.wormhole in at


def _broken(transform) -> list[str]:
    good = GAME.board.map
    nodes = dict(good.nodes)
    links = list(good.links)
    nodes, links = transform(nodes, links)
    return EscapeGame(board_map=replace(good, nodes=nodes, links=tuple(links))).validate_data()


def test_validate_finds_a_fourth_inner_field() -> None:
    def add(nodes, links):
        nodes["extra"] = Node("extra", "field", 10, 10, {"zone": 1, "ring": 1})
        return nodes, [*links, Link("extra", "wormhole", "connection", {"dotted": False})]

    assert any("exactly 3 fields" in p for p in _broken(add))


def test_validate_finds_missing_dotted_routes() -> None:
    def undot(nodes, links):
        return nodes, [lk for lk in links if not lk.props.get("dotted")]

    problems = _broken(undot)
    assert any("mission 2" in p for p in problems) and any("mission 4" in p for p in problems)


def test_validate_finds_a_link_skipping_a_ring() -> None:
    def skip(nodes, links):
        return nodes, [*links, Link("Z1-R4-1", "Z1-R2-1", "connection", {"dotted": False})]

    assert any("neighbouring rings" in p for p in _broken(skip))


def test_rules_follow_the_map() -> None:
    """A hand-built map changes the topology: rules read it, not constants."""
    nodes = {
        "wormhole": Node("wormhole", "wormhole", 0, 0),
        **{f"A{z}": Node(f"A{z}", "field", z, 0, {"zone": z, "ring": 1}) for z in (1, 2, 3)},
        **{f"B{z}": Node(f"B{z}", "field", z, 1, {"zone": z, "ring": 2, "start": True})
           for z in (1, 2, 3)},
    }
    links = [Link(f"A{z}", "wormhole", "connection", {}) for z in (1, 2, 3)]
    links += [Link(f"B{z}", f"A{z}", "connection", {}) for z in (1, 2, 3)]
    game = EscapeGame(board_map=BoardMap("tiny.tmx", "ring", 100, 100, nodes=nodes,
                                         links=tuple(links)))
    st = game.new_game(2, 1, {"no_cards": True})
    assert set(st.board.start_fields) == {"B1", "B2", "B3"}
    st.apply(st.legal_actions()[0])
    assert st.occupant == {"B1": 0}
    st.turn = 0
    assert Move("B1", "A1") in st.legal_actions()
