"""The decision table: every decision kind explains a refused action in a player's words,
``why_not`` is None for every legal action, and the board's refusal toasts come from it."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalActionError
from game.core.rng import Rng
from game.starship.rules import actions as A
from game.starship.rules.state import DECISIONS, StarshipState
from game.starship.view_actions import why_not as spot_why_not
from tests.starship.helpers import (
    do,
    give_ship,
    new,
    put_local,
    set_turn,
    started,
    take_token,
    token_of,
)


def _top(s: StarshipState, *frames: dict) -> StarshipState:
    """Seat 0 faces ``frames`` (last on top)."""
    s.pending = [dict(f) for f in frames]
    s.touch()
    return s


def _turn() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    return [
        (s, A.BuyCard(0), "Market Cards are bought in the Market."),
        (s, A.BuyShip(3, "tug", False), "Mark III is not for sale: Mark I ships are."),
        (s, A.RunShip(s.player(1)["ships"][0]), "That is {seat1}'s ship."),
        (new(2), A.Advance(), "On your first turn you stay in the Shipyard and buy a Mark I ship."),
    ]


def _arrived() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    do(s, A.Advance(), A.KeepForSale())
    assert s.pending[-1]["kind"] == "arrived"
    return [(s, A.Advance(), "You have already moved this turn: act here or pass.")]


def _market_redraw() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    do(s, A.Advance())
    assert s.pending[-1]["kind"] == "market_redraw"
    return [(s, A.BuyCard(0), "First choose whether to discard and redraw a For Sale card.")]


def _equip() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    set_turn(s, 0, "market")
    theirs = s.player(1)["ships"][0]
    _top(s, {"kind": "claim"}, {"kind": "equip", "slot": 0})
    return [
        (s, A.EquipShip(theirs), "That is {seat1}'s ship."),
        (s, A.SkipClaim(), "First choose the ship that gets the card."),
    ]


def _claim() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    set_turn(s, 0, "market")
    theirs = put_local(s, 1, token_of(s, "cobalt", 2))
    s.player(0)["credits"] = 50
    _top(s, {"kind": "claim"})
    return [(s, A.ClaimMine(theirs), "You may claim only mines in your own Local Space.")]


def _loan_extra() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    set_turn(s, 0, "shipyard")
    ship = s.player(0)["ships"][0]
    _top(s, {"kind": "loan_extra"})
    label = s.ship_label(ship, capital=True)
    return [
        (s, A.PayLoan(ship), f"{label} has no loan markers."),
        (s, A.Pass(), "Pay off more loan markers or stop paying first."),
    ]


def _remove_ship() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    set_turn(s, 0, "shipyard")
    _top(s, {"kind": "remove_ship"})
    theirs = s.player(1)["ships"][0]
    return [(s, A.RemoveShip(theirs), "That is {seat1}'s ship.")]


def _run() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    set_turn(s, 0, "belt")
    ship = s.player(0)["ships"][0]
    aboard = s.bag[0]
    s.ships[ship]["cargo"].append(take_token(s, aboard))
    _top(s, {"kind": "run", "ship": ship, "energy": 1, "free": 0})
    return [
        (s, A.Explore(), "Exploring costs 2 energy; 1 left."),
        (s, A.Pickup(aboard), "Mines aboard a ship stay there until the Dock."),
        (s, A.Advance(), "Finish the run first: explore, pick up, travel, or end it."),
    ]


def _explore() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    set_turn(s, 0, "belt")
    ship = s.player(0)["ships"][0]
    drawn, other = s.bag[0], s.bag[1]
    full = s.cargo_capacity(ship)
    s.ships[ship]["cargo"] = s.bag[2 : 2 + full]
    _top(s, {"kind": "explore", "ship": ship, "drawn": [drawn]})
    return [
        (s, A.KeepMine(drawn, True),
         "The ship's cargo holds are full: the mine goes to Local Space."),
        (s, A.KeepMine(other, False), "Keep one of the mines just drawn."),
    ]


def _transfer() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    set_turn(s, 0, "dock")
    old = s.player(0)["ships"][0]
    s.ships[old]["pilot"] = "pilot:nova_reyes"
    give_ship(s, 0, 13)
    s.mark_token = 3
    _top(s, {"kind": "dock_end", "unloaded": []},
         {"kind": "transfer", "pilot_done": True, "gear_done": []})
    theirs = s.player(1)["ships"][0]
    return [(s, A.TransferPilot("pilot:nova_reyes", -1), "Only one pilot may be transferred."),
            (s, A.TransferPilot("pilot:nova_reyes", theirs), "That is {seat1}'s ship.")]


def _declare() -> list[tuple[StarshipState, A.Action, str]]:
    s = started(2)
    set_turn(s, 0, "dock")
    s.player(0)["credits"] = 160
    _top(s, {"kind": "declare", "forced": True, "unloaded": []})
    return [(s, A.DeclineFinalRun(),
             "With 150 credits or more you must declare the Final Run.")]


CASES = {
    "turn": _turn,
    "arrived": _arrived,
    "market_redraw": _market_redraw,
    "equip": _equip,
    "claim": _claim,
    "loan_extra": _loan_extra,
    "remove_ship": _remove_ship,
    "run": _run,
    "explore": _explore,
    "transfer": _transfer,
    "declare": _declare,
}


def test_every_decision_kind_has_a_refusal_case():
    assert set(CASES) == set(DECISIONS.kinds)


@pytest.mark.parametrize("kind", sorted(CASES))
def test_refused_actions_are_explained_and_legal_ones_are_not(kind):
    for s, action, reason in CASES[kind]():
        assert action not in s.legal_actions()
        assert s.why_not(action) == reason
        before = s.to_dict()
        with pytest.raises(IllegalActionError) as err:
            s.apply(action)
        assert err.value.reason == reason
        assert s.to_dict() == before
        assert s.legal_actions(), "every decision offers something"
        for legal in s.legal_actions():
            assert s.why_not(legal) is None


def test_why_not_is_none_for_every_legal_action_through_a_game():
    s = new(3, seed=11)
    rng = Rng(5)
    seen = set()
    while not s.is_over:
        legal = s.legal_actions()
        seen.add(s.pending[-1]["kind"])
        assert all(s.why_not(a) is None for a in legal)
        s.apply(legal[rng.below(len(legal))])
    assert {"turn", "arrived", "run", "market_redraw"} <= seen
    assert s.why_not(A.Pass()) == "The game is over."


def test_not_your_turn():
    s = started(2)
    assert s.why_not(A.Advance(), seat=1) is not None
    assert s.legal_actions(1) == []


def test_board_taps_ask_the_rules():
    """The view's toast for a refused tap is the rules' own reason for that action."""
    s = started(2)
    assert spot_why_not(s, 0, ("forsale", 0)) == s.why_not(A.BuyCard(0))
    assert spot_why_not(s, 0, ("stack", (2, "scout"))) == s.why_not(A.BuyShip(2, "scout", False))
    assert spot_why_not(s, 0, ("space", "shipyard")) == "You are already in the Shipyard."
    assert spot_why_not(s, 0, ("space", "belt")).startswith("Pawns move one quadrant clockwise")
    assert spot_why_not(s, 0, ("bag", None)) == s.why_not(A.Explore())
    ship = s.player(0)["ships"][0]
    set_turn(s, 0, "belt")
    s.ships[ship]["ran"] = True
    s.touch()
    assert spot_why_not(s, 0, ("ship", ship)) == "This ship has already run this business cycle."
