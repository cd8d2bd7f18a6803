"""Station board: influence in sectors, bridge bonuses, scoring by connected groups.

Rulebook section "Station Board" (and Tourism/Station Policy senators, "Viva la
Revolution!").
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action
from game.merchants.rules.actions import RemoveStation, StationSpace, space_name
from game.merchants.rules.engine import Engine, player
from game.merchants.rules.payouts import (
    ordinal,
    payout_note,
    rank_with_ties_low,
    split_payouts,
)


def bridge_name(a: str, b: str) -> str:
    """A bridge in words: "between sector 1, B1 and sector 3, A1"."""
    return f"between {space_name(a)} and {space_name(b)}"


class StationRules(Engine):
    # ------------------------------------------------------------------ queries

    def empty_station_spaces(self, sectors: list[int] | None = None) -> list[str]:
        sector_of = self.c.topology.station_sector
        return sorted(
            s
            for s in sector_of
            if s not in self.station and (not sectors or sector_of[s] in sectors)
        )

    def station_influence(self, seat: int) -> int:
        return sum(1 for owner in self.station.values() if owner == seat)

    def largest_group(self, seat: int, sector: int) -> int:
        """Size of ``seat``'s largest orthogonally connected group in ``sector``."""
        topo = self.c.topology
        mine = {
            s for s, o in self.station.items() if o == seat and topo.station_sector[s] == sector
        }
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

    def _station_add(self, seat: int, space: str) -> None:
        if not self._take_token(seat):
            return
        self.station[space] = seat
        self._emit(
            "station",
            f"{player(seat)} places influence on Station {space_name(space)}",
            seat,
            space=space,
        )
        self._update_bridges()

    def _station_remove(self, seat: int, space: str) -> None:
        del self.station[space]
        self._return_token(seat)
        self._emit(
            "station_remove",
            f"{player(seat)} removes influence from Station {space_name(space)}",
            seat,
            space=space,
        )
        self._update_bridges()

    def _update_bridges(self) -> None:
        """Bridge bonuses: +3 when a seat holds both ends, -3 when it stops doing so."""
        bonus = int(self.c.game["bridge_bonus"])
        for seat in range(self.num_players):
            now = [
                i
                for i, (a, b) in enumerate(self.c.topology.bridges)
                if self.station.get(a) == seat and self.station.get(b) == seat
            ]
            before = self.bridges_done[seat]
            for i in now:
                if i not in before:
                    a, b = self.c.topology.bridges[i]
                    self._earn(seat, bonus, "Bridges", f"bridge {bridge_name(a, b)} completed")
            for i in before:
                if i not in now:
                    a, b = self.c.topology.bridges[i]
                    self._pay(seat, bonus, "Bridges", f"bridge {bridge_name(a, b)} broken")
            self.bridges_done[seat] = now

    # ------------------------------------------------------------------ decisions

    def _f_station_place(self, frame: dict[str, Any]) -> bool:
        if self.supply[frame["seat"]] <= 0:
            self._pop(frame)
            self._emit(
                "no_influence", f"{player(frame['seat'])} has no influence left", frame["seat"]
            )
            return False
        if not self.empty_station_spaces(frame["sectors"]):
            self._pop(frame)
            self._emit("no_effect", "No empty Station space: no effect", frame["seat"])
            return False
        return True

    def _legal_station_place(self, frame: dict[str, Any]) -> list[Action]:
        if self.supply[frame["seat"]] <= 0:
            return []
        return [StationSpace(s) for s in self.empty_station_spaces(frame["sectors"])]

    def _do_station_place(self, frame: dict[str, Any], action: StationSpace) -> None:
        self._pop(frame)
        self._station_add(frame["seat"], action.space)

    def _f_station_remove(self, frame: dict[str, Any]) -> bool:
        return self._wait(frame)

    def _legal_station_remove(self, frame: dict[str, Any]) -> list[Action]:
        return [RemoveStation(s) for s, o in sorted(self.station.items()) if o == frame["seat"]]

    def _do_station_remove(self, frame: dict[str, Any], action: RemoveStation) -> None:
        self._pop(frame)
        self._station_remove(frame["seat"], action.space)

    # ------------------------------------------------------------------ scoring

    def station_payouts(self) -> tuple[dict[int, int], list[str]]:
        """Money per seat from a Station scoring (with pending policies) and the reasons."""
        topo = self.c.topology
        table = self.c.tables["station"]["ranks"]
        if "station_policy" in self.policies:
            table = self.c.tables["policy"]["station_policy"]["ranks"]
        sectors = list(topo.sectors)
        totals = [
            sum(1 for s, _ in self.station.items() if topo.station_sector[s] == sec)
            for sec in sectors
        ]
        earned: dict[int, int] = {}
        notes: list[str] = []
        for rank, idx in enumerate(rank_with_ties_low(totals)):
            sector = sectors[idx]
            groups = {seat: self.largest_group(seat, sector) for seat in range(self.num_players)}
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
        if "tourism_policy" in self.policies:
            tourism = self.c.tables["policy"]["tourism_policy"]["sectors"]
            for seat in range(self.num_players):
                count = len({topo.station_sector[s] for s, o in self.station.items() if o == seat})
                if count:
                    earned[seat] = earned.get(seat, 0) + tourism[count - 1]
                    notes.append(
                        f"Tourism Policy: {player(seat)} in {count} sectors earns "
                        f"{tourism[count - 1]}"
                    )
        return earned, notes
