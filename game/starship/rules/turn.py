"""A turn: act in your quadrant, or advance to the next one and act or pass there.

You may stay in a quadrant only by acting there (the Dock's action happens on arrival,
so nobody stays there except to wait after the Final Run). On the first turn everyone
stays in the Shipyard and buys or leases a Mark I Starship. When a turn's decisions are
all made, play passes clockwise (:func:`end_turn`).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.starship.rules import actions as A
from game.starship.rules import belt, dock, market, shipyard
from game.starship.rules.describe import PLACES, describe
from game.starship.rules.position import Position

QUADRANT_RULES: dict[str, ModuleType] = {
    "shipyard": shipyard,
    "market": market,
    "belt": belt,
    "dock": dock,
}
QUADRANT_NAMES = PLACES

Act = Callable[[Position, int, Action, list[Event]], None]

_ADVANCE, _PASS, _COLLECT = A.Advance(), A.Pass(), A.CollectWaiting()


def _legal_turn(state: Position, d: Frame, seat: int) -> list[Action]:
    p = state.players[seat]
    if p["waiting"]:
        return [_COLLECT]
    if not p["started"]:
        return shipyard.first_turn_options(state, seat)
    return [*QUADRANT_RULES[p["pos"]].options(state, seat), _ADVANCE]


def _handle_turn(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    state.pending.pop()
    _ACTS[type(action)](state, state.turn, action, events)


def collect_waiting(state: Position, seat: int, action: Action, events: list[Event]) -> None:
    pay = int(state.comp.rules["waiting_pay"])
    state.earn(seat, pay, "Waiting in the Dock")
    events.append(
        Event("wait", f"{state.name(seat)} waits in the Dock and collects {pay}.", seat)
    )


def advance(state: Position, seat: int, events: list[Event]) -> None:
    p = state.player(seat)
    left = p["pos"]
    p["pos"] = state.next_quadrant(left)
    events.append(
        Event(
            "move",
            f"{state.name(seat)} advances to {QUADRANT_NAMES[p['pos']]}.",
            seat,
            {"from": left, "to": p["pos"]},
        )
    )
    if left == "dock" and not state.refineries_open:
        state.refineries_open = True
        events.append(
            Event("refineries", "The Refinery cards are turned face up and are for sale.")
        )
    QUADRANT_RULES[p["pos"]].arrive(state, seat, events)


def _pass(state: Position, seat: int, action: Action, events: list[Event]) -> None:
    events.append(Event("pass", f"{state.name(seat)} passes.", seat))


def _legal_arrived(state: Position, d: Frame, seat: int) -> list[Action]:
    return [*QUADRANT_RULES[state.players[seat]["pos"]].options(state, seat), _PASS]


def end_turn(state: Position, events: list[Event]) -> None:
    """The turn's decisions are made: check the game end, else the next seat clockwise."""
    state.turns_taken += 1
    if dock.check_game_end(state, events):
        return
    state.turn = (state.turn + 1) % state.num_players
    if state.turn == 0:
        state.round += 1
    state.pending.append({"kind": "turn"})


#: What each action taken as a turn's action (or on arrival) does, by action type: the
#: quadrants' own actions plus moving, passing and waiting.
_ACTS: dict[type[Action], Act] = {
    A.Advance: lambda state, seat, action, events: advance(state, seat, events),
    A.Pass: _pass,
    A.CollectWaiting: collect_waiting,
    **shipyard.ACTS,
    **market.ACTS,
    **belt.ACTS,
}


# ---------------------------------------------------------------- refusals


def why_not_here(state: Position, seat: int, action: Action) -> str | None:
    """Why a quadrant action is not ``seat``'s choice on this turn (None: no rule of the
    turn or of the quadrants forbids it)."""
    refuse = _WHY_NOT.get(type(action))
    return refuse(state, seat, action) if refuse is not None else None


def _why_not_advance(state: Position, seat: int, action: Action) -> str | None:
    if state.pending and state.pending[-1]["kind"] != "turn":
        return "You have already moved this turn: finish what you do here."
    return _not_acting(state, seat)


def _not_acting(state: Position, seat: int) -> str | None:
    """Why ``seat`` takes no quadrant action at all now (waiting, or the first turn)."""
    p = state.player(seat)
    if p["waiting"]:
        return "You wait in the Dock until everyone is back."
    if not p["started"]:
        return "On your first turn you stay in the Shipyard and buy a Mark I ship."
    return None


def _why_not_buy_ship(state: Position, seat: int, action: Action) -> str | None:
    assert isinstance(action, A.BuyShip)
    if state.player(seat)["waiting"]:
        return "You wait in the Dock until everyone is back."
    return shipyard.why_not_buy(state, seat, action)


def _why_not_pay_loan(state: Position, seat: int, action: Action) -> str | None:
    assert isinstance(action, A.PayLoan)
    if state.player(seat)["pos"] != "shipyard":
        return _not_acting(state, seat) or "Loans are paid off in the Shipyard."
    return _not_acting(state, seat) or shipyard.why_not_pay_loan(state, seat, action.ship)


def _why_not_buy_card(state: Position, seat: int, action: Action) -> str | None:
    assert isinstance(action, A.BuyCard)
    return market.why_not_buy_card(state, seat, action.slot) or _not_acting(state, seat)


def _why_not_buy_refinery(state: Position, seat: int, action: Action) -> str | None:
    assert isinstance(action, A.BuyRefinery)
    return market.why_not_buy_refinery(state, seat, action.refinery) or _not_acting(state, seat)


def _why_not_claim(state: Position, seat: int, action: Action) -> str | None:
    assert isinstance(action, A.ClaimMine)
    if state.player(seat)["pos"] != "market":
        return "Mines are claimed in the Market and picked up by a ship running in the Belt."
    return _not_acting(state, seat) or market.why_not_claim(state, seat, action.token)


def _why_not_run_ship(state: Position, seat: int, action: Action) -> str | None:
    assert isinstance(action, A.RunShip)
    return belt.why_not_run_ship(state, seat, action.ship) or _not_acting(state, seat)


_RUN_STEPS: dict[type[Action], str] = {
    A.Pickup: "Mines are picked up by a ship running in the Belt",
    A.Explore: "You explore with a ship running in the Belt",
    A.Travel: "Ships travel to a Destination at the end of a run in the Belt",
    A.RedrawDestinations: "Destinations are redrawn by a ship running in the Belt",
}


def _why_not_run_step(state: Position, seat: int, action: Action) -> str | None:
    what = _RUN_STEPS[type(action)]
    if state.player(seat)["pos"] != "belt":
        return f"{what}: advance to the Belt and run a ship there."
    return f"{what}: run a ship first (choose one of your ships)."


def _why_not_wait(state: Position, seat: int, action: Action) -> str | None:
    return "Only players back in the Dock after the Final Run wait there."


_WHY_NOT: dict[type[Action], Callable[[Position, int, Action], str | None]] = {
    A.Advance: _why_not_advance,
    A.CollectWaiting: _why_not_wait,
    A.BuyShip: _why_not_buy_ship,
    A.PayLoan: _why_not_pay_loan,
    A.BuyCard: _why_not_buy_card,
    A.BuyRefinery: _why_not_buy_refinery,
    A.ClaimMine: _why_not_claim,
    A.RunShip: _why_not_run_ship,
    A.Pickup: _why_not_run_step,
    A.Explore: _why_not_run_step,
    A.Travel: _why_not_run_step,
    A.RedrawDestinations: _why_not_run_step,
}


def _refuse_turn(state: Position, d: Frame, action: Action) -> str | None:
    return why_not_here(state, state.turn, action)


def _refuse_arrived(state: Position, d: Frame, action: Action) -> str | None:
    if isinstance(action, A.Advance):
        return "You have already moved this turn: act here or pass."
    return why_not_here(state, state.turn, action)


DECISIONS: list[Decision[Position]] = [
    Decision("turn", _legal_turn, _handle_turn, describe, _refuse_turn),
    Decision("arrived", _legal_arrived, _handle_turn, describe, _refuse_arrived),
]
