"""Saves made before the rules moved onto the shared decision stack still load, and a
seat's view shares the public data but never another seat's hidden information."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.saves import session_from_dict, session_to_dict
from game.starship.rules import actions as A
from game.starship.rules.state import StarshipState
from tests.starship.helpers import do, started

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize("name", ["save_main_midgame.json", "save_main_finished.json"])
def test_saves_written_by_the_previous_version_load(name):
    """The fixtures were written by main's code before this change (seed + actions +
    snapshot); replaying them must reach the very snapshot they hold."""
    data = json.loads((FIXTURES / name).read_text())
    session = session_from_dict(data, name)  # raises SaveError if the snapshot differs
    assert session.state.to_dict() == json.loads(json.dumps(data["snapshot"]))
    assert session.state.is_over == (name == "save_main_finished.json")
    resaved = session_to_dict(session)
    assert resaved.pop("summary")["moves"] == len(data["actions"])  # new: for the lists
    assert resaved == data


def test_a_loaded_old_save_plays_on():
    data = json.loads((FIXTURES / "save_main_midgame.json").read_text())
    session = session_from_dict(data)
    for _ in range(20):
        seat = session.pending_bots()[0]
        session.apply(session.bot_action(seat))
    assert len(session.log) == len(data["actions"]) + 20


def test_state_from_dict_names_a_missing_field():
    s = started(2)
    raw = s.to_dict()
    del raw["bag"]
    with pytest.raises(ValueError, match=r"not a Starship Merchants state.*'bag'"):
        StarshipState.from_dict(raw)


def test_view_hides_what_the_seat_may_not_see_even_when_the_state_changes():
    s = started(3)
    v = s.view(1)
    bag, deck, dests = list(v.bag), list(v.market_deck), list(v.dest_deck)
    assert bag == sorted(s.bag) and deck == sorted(s.market_deck)
    # The real state reorders and draws its hidden piles: the view does not follow.
    s.bag.reverse()
    s.market_deck.reverse()
    s.dest_deck.pop()
    assert (v.bag, v.market_deck, v.dest_deck) == (bag, deck, dests)
    assert v.rng.to_dict() != s.rng.to_dict()


def test_a_view_copies_its_data_before_changing_it():
    """Views share the state's data (cheap); a bot looking ahead on its view must not
    change the real game."""
    s = started(2)
    before = s.to_dict()
    v = s.view(0)
    assert v.players is s.players  # shared, not copied
    do(v, A.Advance(), A.KeepForSale())
    assert v.player(0)["pos"] == "market"
    assert s.to_dict() == before and s.player(0)["pos"] == "shipyard"


def test_a_view_keeps_its_seats_legal_actions():
    s = started(2)
    legal = s.legal_actions(0)
    assert s.view(0).legal_actions(0) == legal
    assert s.view(1).legal_actions(1) == []
