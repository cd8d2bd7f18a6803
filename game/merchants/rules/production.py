"""Production board: resource tracks, Station bonuses, scoring by track.

Rulebook sections "Producing Resources", "Production Board", "Station Bonuses".
"""

from __future__ import annotations

from game.core.decisions import Decision, Frame, automatic
from game.core.protocol import Action, Event
from game.merchants.rules.actions import ChooseResource
from game.merchants.rules.base import MerchantsBase, player, wait_or_skip
from game.merchants.rules.payouts import (
    ordinal,
    payout_note,
    rank_with_ties_low,
    split_payouts,
)


def bonus_level(st: MerchantsBase, seat: int) -> int:
    """How many Station bonus columns all 4 of the seat's markers have reached."""
    low = min(st.prod[seat])
    return sum(1 for col in st.c.topology.bonus_columns if low >= col)


def _bonus_check_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """Gain a Station bonus per column newly reached, lose one per column left."""
    seat = frame["seat"]
    level, held = bonus_level(st, seat), st.bonus_held[seat]
    if level > held:
        st.bonus_held[seat] = held + 1
        st._emit("station_bonus", f"{player(seat)} earns a Station bonus", seat)
        st._push("station_place", seat=seat, sectors=[], why="bonus")
    elif level < held:
        st.bonus_held[seat] = held - 1
        st._emit("station_bonus_lost", f"{player(seat)} loses a Station bonus", seat)
        st._push("station_remove", seat=seat)
    else:
        st._pop(frame)
    return False


# ------------------------------------------------------------------ choose a resource


def _choose_resource_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    names = st.c.topology.track_resources
    if frame["mode"] == "lose":
        return [ChooseResource(r) for i, r in enumerate(names) if st.prod[frame["seat"]][i] > 0]
    return [ChooseResource(r) for r in names]


def _choose_resource_handle(
    st: MerchantsBase, frame: Frame, action: Action, events: list[Event]
) -> None:
    assert isinstance(action, ChooseResource)
    st._pop(frame)
    seat = frame["seat"]
    if frame["mode"] == "lose":
        st._lose(seat, action.resource)
    else:
        st._gain(seat, action.resource)
    st._bonus_checks([seat])


def _choose_resource_describe(st: MerchantsBase, frame: Frame, action: Action) -> str:
    assert isinstance(action, ChooseResource)
    verb = "loses" if frame["mode"] == "lose" else "produces"
    return f"{player(frame['seat'])} {verb} 1 {action.resource}"


def _resource_ask(st: MerchantsBase, frame: Frame) -> str:
    """What a resource choice asks: one to produce, or (a loss) one to lose."""
    return "choose a resource to " + ("lose" if frame["mode"] == "lose" else "produce")


def _choose_resource_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    if not isinstance(action, ChooseResource):
        return None  # (the core refuses with the ask, first)
    if action.resource not in st.c.topology.track_resources:
        return f"{action.resource} is not a resource."
    if frame["mode"] == "lose":
        return f"You have no {action.resource} to lose."
    return None


#: The Production board's decision (which resource to produce or lose) and the Station
#: bonus check after every change of the tracks.
DECISIONS: tuple[Decision[MerchantsBase], ...] = (
    Decision(
        "choose_resource",
        _choose_resource_legal,
        _choose_resource_handle,
        describe=_choose_resource_describe,
        refuse=_choose_resource_refuse,
        auto=wait_or_skip,
        ask=_resource_ask,
    ),
    automatic("bonus_check", _bonus_check_auto),
)


# ------------------------------------------------------------------ scoring


def production_payouts(st: MerchantsBase) -> tuple[dict[int, int], list[str]]:
    table = st.scoring_table("production", "ranks")[0]
    names = st.c.topology.track_resources
    leaders = [max(st.prod[s][t] for s in range(st.num_players)) for t in range(len(names))]
    earned: dict[int, int] = {}
    notes = []
    for rank, track in enumerate(rank_with_ties_low(leaders)):
        positions = {s: st.prod[s][track] for s in range(st.num_players)}
        pay = split_payouts(positions, table[rank])  # START (0) never scores
        for seat, amount in pay.items():
            earned[seat] = earned.get(seat, 0) + amount
        notes.append(
            payout_note(f"{names[track]} track ranks {ordinal(rank + 1)}", table[rank], pay)
        )
    return earned, notes


def mining_grants(st: MerchantsBase) -> None:
    """Mining Grants: the farthest-left seats on each track produce 1 of it."""
    for track, res in enumerate(st.c.topology.track_resources):
        low = min(st.prod[s][track] for s in range(st.num_players))
        for seat in range(st.num_players):
            if st.prod[seat][track] == low:
                st._gain(seat, res)
    st._bonus_checks(st.order_from(st.active))
