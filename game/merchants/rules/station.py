"""Station board: influence in sectors, bridge bonuses, scoring by connected groups.

Rulebook section "Station Board" (and Tourism/Station Policy senators, "Viva la
Revolution!").
"""

from __future__ import annotations

from collections.abc import Mapping

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.merchants.rules.actions import RemoveStation, StationSpace, place_name
from game.merchants.rules.base import MerchantsBase, player, wait_or_skip
from game.merchants.rules.payouts import (
    ordinal,
    payout_note,
    rank_with_ties_low,
    split_payouts,
)


def bridge_name(a: str, b: str) -> str:
    """A bridge in words, by the sectors the Station board labels: "between sectors 1 and
    3" (short enough for the log's narrow column)."""
    one, other = (place_name(space).removeprefix("sector ") for space in (a, b))
    return f"between sectors {one} and {other}"


# ------------------------------------------------------------------ queries


def empty_station_spaces(st: MerchantsBase, sectors: list[int] | None = None) -> list[str]:
    sector_of = st.c.topology.station_sector
    return sorted(
        s for s in sector_of if s not in st.station and (not sectors or sector_of[s] in sectors)
    )


def largest_group(
    st: MerchantsBase, seat: int, sector: int, station: Mapping[str, int] | None = None
) -> int:
    """Size of ``seat``'s largest orthogonally connected group in ``sector`` (of the
    influence in ``station``, a trial placement, when given)."""
    topo = st.c.topology
    placed = st.station if station is None else station
    mine = {s for s, o in placed.items() if o == seat and topo.station_sector[s] == sector}
    best, seen = 0, set()
    for start in mine:
        if start in seen:
            continue
        stack, size = [start], 0
        seen.add(start)
        while stack:
            cur = stack.pop()
            size += 1
            for nxt in topo.station_adj[cur]:
                if nxt in mine and nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        best = max(best, size)
    return best


# ------------------------------------------------------------------ changes


def _station_add(st: MerchantsBase, seat: int, space: str) -> None:
    if not st._take_token(seat):
        return
    st.station[space] = seat
    st._emit(
        "station",
        f"{player(seat)} places influence on Station {place_name(space)}",
        seat,
        space=space,
    )
    _update_bridges(st)


def _station_remove(st: MerchantsBase, seat: int, space: str) -> None:
    del st.station[space]
    st._return_token(seat)
    st._emit(
        "station_remove",
        f"{player(seat)} removes influence from Station {place_name(space)}",
        seat,
        space=space,
    )
    _update_bridges(st)


def _update_bridges(st: MerchantsBase) -> None:
    """Bridge bonuses: +3 when a seat holds both ends, -3 when it stops doing so."""
    bonus = int(st.c.game["bridge_bonus"])
    for seat in range(st.num_players):
        now = [
            i
            for i, (a, b) in enumerate(st.c.topology.bridges)
            if st.station.get(a) == seat and st.station.get(b) == seat
        ]
        before = st.bridges_done[seat]
        for i in now:
            if i not in before:
                a, b = st.c.topology.bridges[i]
                st._earn(seat, bonus, "Bridges", f"bridge {bridge_name(a, b)} completed")
        for i in before:
            if i not in now:
                a, b = st.c.topology.bridges[i]
                st._pay(seat, bonus, "Bridges", f"bridge {bridge_name(a, b)} broken")
        st.bridges_done[seat] = now


# ------------------------------------------------------------------ decisions


def _place_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """No influence left, or no empty space the card allows: the step has no effect."""
    if st.supply[frame["seat"]] <= 0:
        st._pop(frame)
        st._emit("no_influence", f"{player(frame['seat'])} has no influence left", frame["seat"])
        return False
    if not empty_station_spaces(st, frame["sectors"]):
        st._pop(frame)
        st._emit("no_effect", "No empty Station space: no effect", frame["seat"])
        return False
    return True


def _place_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    if st.supply[frame["seat"]] <= 0:
        return []
    return [StationSpace(s) for s in empty_station_spaces(st, frame["sectors"])]


def _place_handle(st: MerchantsBase, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, StationSpace)
    st._pop(frame)
    _station_add(st, frame["seat"], action.space)


def _sectors_words(sectors: list[int]) -> str:
    return " or ".join(str(s) for s in sectors)


def _place_ask(st: MerchantsBase, frame: Frame) -> str:
    """What a placement asks, in the card's sectors if it names them."""
    sectors = frame["sectors"]
    where = f" in sector {_sectors_words(sectors)}" if sectors else ""
    return f"place 1 influence on an empty Station space{where}"


def _place_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    sectors = frame["sectors"]
    if not isinstance(action, StationSpace):
        return None  # (the core refuses with the ask, first)
    sector = st.c.topology.station_sector.get(action.space)
    if sector is None:
        return f"{action.space} is not a Station space."
    if action.space in st.station:
        return "That Station space is taken."
    if sectors and sector not in sectors:
        return f"This card places influence only in sector {_sectors_words(sectors)}."
    return None


def _remove_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    return [RemoveStation(s) for s, o in sorted(st.station.items()) if o == frame["seat"]]


def _remove_handle(st: MerchantsBase, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, RemoveStation)
    st._pop(frame)
    _station_remove(st, frame["seat"], action.space)


def _remove_ask(st: MerchantsBase, frame: Frame) -> str:
    """What a removal from the Station asks (the same whatever the frame)."""
    return "remove 1 of your influence from the Station"


def _remove_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    if not isinstance(action, RemoveStation):
        return None  # (the core refuses with the ask, first)
    if st.station.get(action.space) != frame["seat"]:
        return "You can only remove your own influence from the Station."
    return None


#: The Station board's decisions: place influence (card action, Station bonus, Viva la
#: Revolution! option 2) and remove your own (bonus lost, Viva la Revolution! option 1).
DECISIONS: tuple[Decision[MerchantsBase], ...] = (
    Decision(
        "station_place", _place_legal, _place_handle, refuse=_place_refuse, auto=_place_auto,
        ask=_place_ask,
    ),
    Decision(
        "station_remove", _remove_legal, _remove_handle, refuse=_remove_refuse, auto=wait_or_skip,
        ask=_remove_ask,
    ),
)


# ------------------------------------------------------------------ scoring


def station_payouts(st: MerchantsBase) -> tuple[dict[int, int], list[str]]:
    """Money per seat from a Station scoring (with pending policies) and the reasons."""
    topo = st.c.topology
    table = st.scoring_table("station", "ranks")[0]
    sectors = list(topo.sectors)
    totals = [
        sum(1 for s, _ in st.station.items() if topo.station_sector[s] == sec) for sec in sectors
    ]
    earned: dict[int, int] = {}
    notes: list[str] = []
    for rank, idx in enumerate(rank_with_ties_low(totals)):
        sector = sectors[idx]
        groups = {seat: largest_group(st, seat, sector) for seat in range(st.num_players)}
        pay = split_payouts(groups, table[rank])
        for seat, amount in pay.items():
            earned[seat] = earned.get(seat, 0) + amount
        notes.append(
            payout_note(
                f"sector {sector} ranks {ordinal(rank + 1)} ({totals[idx]} influence)",
                table[rank],
                pay,
            )
        )
    if "tourism_policy" in st.policies:
        tourism = st.c.tables["policy"]["tourism_policy"]["sectors"]
        for seat in range(st.num_players):
            count = len({topo.station_sector[s] for s, o in st.station.items() if o == seat})
            if count:
                earned[seat] = earned.get(seat, 0) + tourism[count - 1]
                notes.append(
                    f"Tourism Policy: {player(seat)} in {count} sectors earns {tourism[count - 1]}"
                )
    return earned, notes
