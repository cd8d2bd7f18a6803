"""Protocol duties: saves, clones, redacted views, codec, events, data validation, map."""

from __future__ import annotations

import json

import pytest

from game.boards.model import BoardMap, Node
from game.core.catalogue import get_game
from game.core.protocol import Event
from game.core.saves import session_from_dict, session_to_dict
from game.core.session import Seat, Session
from game.starship.game import GAME
from game.starship.rules import StarshipState, validate_data
from game.starship.rules import actions as A
from game.starship.rules import data as comp_mod
from game.starship.rules.track import board_map, track_from_map
from tests.starship.helpers import do, started


def _play(session: Session, steps: int) -> None:
    for _ in range(steps):
        if session.state.is_over:
            return
        session.apply(session.bot_action(session.pending_bots()[0]))


def _session(n: int, seed: int, level: str = "random") -> Session:
    seats = [Seat(f"b{i}", "red", level) for i in range(n)]
    return Session.start(GAME, seats, seed)


def test_game_is_in_the_catalogue_with_its_bot_levels():
    assert get_game("starship") is GAME
    assert GAME.bot_levels == ("random", "heuristic", "hard")
    assert GAME.make_bot("heuristic", 0, 1).level == "heuristic"
    with pytest.raises(ValueError):
        GAME.new_game(5, 1)


def test_to_dict_is_json_safe_and_round_trips():
    s = _session(3, 4)
    _play(s, 150)
    data = s.state.to_dict()
    again = GAME.state_from_dict(json.loads(json.dumps(data)))
    assert again.to_dict() == data
    assert again.legal_actions() == s.state.legal_actions()
    with pytest.raises(ValueError):
        GAME.state_from_dict({"num_players": 2})


@pytest.mark.parametrize("n", [2, 3, 4])
def test_save_load_gives_identical_continuations(n):
    a = _session(n, 21 + n, "heuristic")
    _play(a, 90)
    b = session_from_dict(json.loads(json.dumps(session_to_dict(a))))
    assert b.state.to_dict() == a.state.to_dict()
    _play(a, 400)
    _play(b, 400)
    assert b.state.to_dict() == a.state.to_dict()
    assert [e.action for e in b.log] == [e.action for e in a.log]


def test_clone_is_independent():
    s = started(2)
    c = s.clone()
    do(c, A.Advance(), A.KeepForSale(), A.Pass())
    assert s.player(0)["pos"] == "shipyard" and c.player(0)["pos"] == "market"
    assert c.rng is not s.rng
    assert s.to_dict() != c.to_dict()


def test_view_hides_bag_and_deck_orders_but_keeps_legal_actions():
    s = started(3)
    v = s.view(1)
    assert isinstance(v, StarshipState)
    assert v.bag == sorted(s.bag) and v.market_deck == sorted(s.market_deck)
    assert v.dest_deck == sorted(s.dest_deck)
    assert v.rng != s.rng
    assert v.legal_actions(0) == s.legal_actions(0)
    assert v.players == s.players and v.for_sale == s.for_sale  # public information


def test_every_action_round_trips_through_the_codec():
    s = _session(4, 8)
    seen = set()
    for _ in range(1500):
        if s.state.is_over:
            break
        for action in s.state.legal_actions():
            if action.KIND not in seen:
                seen.add(action.KIND)
                assert GAME.codec.decode(json.loads(json.dumps(action.to_dict()))) == action
                assert s.state.describe(action)
        _play(s, 1)
    assert {"advance", "buy_ship", "run_ship", "explore", "keep_mine"} <= seen


def test_drawing_hidden_things_is_a_revealing_event():
    s = started(2)
    events = do(s, A.Advance(), A.RedrawForSale(0))
    assert [e.kind for e in events if e.reveals] == ["for_sale"]
    assert all(isinstance(e, Event) and e.text for e in events)


def test_describe_reads_like_a_log_line():
    s = started(2)
    card = s.tug_slots[1]  # the last Mark I card in a 2-player game
    assert s.describe(A.BuyShip(1, "scout", True)) == \
        f"{{seat0}} leases the Mark I Scout #{card} for 4 with two loan markers"


def test_log_texts_name_ships_and_mines_as_players_see_them():
    """A whole game's log: ships by Mark, type and console number, mines by their face,
    never a bare internal number ("ship 13", "mine 40"); seats only as placeholders."""
    import re

    from game.core.simulate import play_one

    session = play_one(GAME, ["heuristic", "random", "heuristic"], 5)
    replay = GAME.new_game(3, 5)
    texts = []
    for entry in session.log:
        texts.append(replay.describe(entry.action))
        texts.extend(e.text for e in replay.apply(entry.action))
    bare = re.compile(r"\b(ship|mine|token) \d|\(s\)|Player \d|\ba [AEIOU]")
    assert not [t for t in texts if bare.search(t)]
    assert any(re.search(r"Mark I+V? (Re-commissioned )?(Scout|Tug) #\d+", t) for t in texts)
    assert any("unloads" in t for t in texts)


def test_shipped_data_validates():
    assert validate_data() == [] and GAME.validate_data() == []


def test_validate_data_catches_a_wrong_count(monkeypatch):
    real = comp_mod._read

    def fewer_destinations(name):
        data = real(name)
        if name == "destinations.toml":
            data["destination"] = data["destination"][:-1]
        return data

    monkeypatch.setattr(comp_mod, "_read", fewer_destinations)
    problems = validate_data()
    assert any("18 destination cards expected, found 17" in p for p in problems)


def test_the_map_is_a_track_with_the_boards_parts():
    board = board_map()
    assert board.layout == "track" and (board.width, board.height) == (1920, 1080)
    assert track_from_map(board) == ("shipyard", "market", "belt", "dock")
    names = set(board.nodes) | set(board.regions)
    for part in ("known_space", "for_sale_1", "for_sale_2", "refinery_space",
                 "destination_1", "destination_2", "dock_berths", "bag",
                 *(f"mark_box_{m}" for m in range(1, 5)),
                 *(f"scout_stack_{m}" for m in range(1, 5)),
                 *(f"tug_stack_{m}" for m in range(1, 5))):
        assert part in names, part
    assert len(board.regions_of("hud")) >= 4


def test_the_rules_follow_the_maps_track_order():
    spaces = {f"s{i}": Node(f"s{i}", "space", 0, 0, {"index": i, "quadrant": q})
              for i, q in enumerate(["dock", "shipyard", "market", "belt"])}
    board = BoardMap("x.tmx", "track", 10, 10, nodes=spaces)
    track = track_from_map(board)
    assert track == ("dock", "shipyard", "market", "belt")
    from game.starship.rules.setup import setup

    s = setup(2, 1, track, comp_mod.components())
    assert s.next_quadrant("belt") == "dock" and s.next_quadrant("dock") == "shipyard"
    broken = BoardMap("x.tmx", "track", 10, 10, nodes=dict(list(spaces.items())[:3]))
    with pytest.raises(ValueError):
        track_from_map(broken)


def test_undo_allowed_until_something_hidden_is_revealed():
    seats = [Seat("a", "red"), Seat("b", "blue")]
    session = Session.start(GAME, seats, 3)
    session.apply(A.BuyShip(1, "scout", False))
    session.apply(A.BuyShip(1, "tug", True))
    session.apply(A.Advance())
    assert session.undo(0) and session.state.player(0)["pos"] == "shipyard"
    session.apply(A.Advance())
    session.apply(A.RedrawForSale(0))  # draws a hidden Market card
    assert session.undo_point(0) is None and not session.undo(0)
