"""Questions about a Starship position the interface and the bots ask of the rules (they
counted them themselves before): how many cards a Shipyard stack holds, which mines lie in
a seat's Local Space row and its area, which decision of a kind is pending."""

from __future__ import annotations

from game.starship.rules import actions as A
from game.starship.rules.evaluation import _run_in_progress
from game.starship.rules.ship_supply import stack_count
from tests.starship.helpers import do, new, set_turn, started


def test_stack_count_follows_purchases() -> None:
    """A Scout stack counts its cards; the Tug slot holds one card or none: buying the
    Tug flips the Scout stack's top card into the slot (one Scout fewer, the Tug still 1)."""
    s = new(2)
    scouts = len(s.scout_stacks[1])
    assert scouts > 1
    assert (stack_count(s, 1, "scout"), stack_count(s, 1, "tug")) == (scouts, 1)
    do(s, A.BuyShip(1, "tug", False))
    assert (stack_count(s, 1, "scout"), stack_count(s, 1, "tug")) == (scouts - 1, 1)
    s.scout_stacks[1], s.tug_slots[1] = [], None
    assert (stack_count(s, 1, "scout"), stack_count(s, 1, "tug")) == (0, 0)
    assert stack_count(s, 9, "scout") == 0  # no such Mark: nothing left


def test_local_and_seat_mines() -> None:
    """A seat's Local Space row shows its ID card's mines, then Local Space's; its area
    adds the mines in its ships' holds, ship by ship."""
    s = started(2)
    p = s.player(0)
    id_card = list(p["id_card"])
    assert id_card and s.local_mines(0) == id_card
    ship = p["ships"][0]
    token = s.bag.pop()
    s.ships[ship]["cargo"].append(token)
    p["local"].append(s.bag.pop())
    assert s.local_mines(0) == [*id_card, p["local"][0]]
    assert s.seat_mines(0) == [*id_card, p["local"][0], token]
    assert token not in s.seat_mines(1)


def test_frame_of_finds_the_pending_decision() -> None:
    """``frame_of(kind)`` is the decision to make now when it is of that kind; with
    ``under``, the latest of that kind on the stack (a run under its explore step); none
    of either once the game is over, as ``decision()`` says."""
    s = started(2)
    set_turn(s, 0)
    assert s.frame_of("turn") is s.pending[-1]
    assert s.frame_of("run") is None
    run = {"kind": "run", "ship": s.player(0)["ships"][0], "energy": 3, "free": 0}
    s.pending += [run, {"kind": "explore", "ship": run["ship"], "drawn": [0]}]
    assert s.frame_of("run") is None, "the explore step is the decision now"
    assert s.frame_of("run", under=True) is run
    assert s.frame_of("explore")["drawn"] == [0]
    # the evaluation values the energy of the run waiting under the explore step
    assert _run_in_progress(s, 0) > 0 and _run_in_progress(s, 1) == 0
    s.over = True  # a finished game keeps its last frames, but nothing is decided now
    assert s.frame_of("explore") is None and s.frame_of("run", under=True) is None
    assert s.decision() == "none"


def test_mine_worth_and_hold_room() -> None:
    """A mine is worth its value, its claimed value once claimed; a ship's empty holds
    are its capacity less the mines aboard."""
    s = started(2)
    ship, token = s.player(0)["ships"][0], s.bag[-1]
    mine = s.comp.mines[token]
    assert s.mine_worth(token) == mine.value
    s.claimed.append(token)
    assert s.mine_worth(token) == mine.claimed != mine.value
    room = s.cargo_capacity(ship)
    assert room > 0 and s.hold_room(ship) == room
    s.ships[ship]["cargo"].append(s.bag.pop())
    assert s.hold_room(ship) == room - 1
