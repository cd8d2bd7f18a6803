"""Production board: resource tracks, Station bonuses, scoring by track.

Rulebook sections "Producing Resources", "Production Board", "Station Bonuses".
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action
from game.merchants.rules.actions import ChooseResource
from game.merchants.rules.engine import Engine, player
from game.merchants.rules.payouts import (
    ordinal,
    payout_note,
    rank_with_ties_low,
    split_payouts,
)


class ProductionRules(Engine):
    def bonus_level(self, seat: int) -> int:
        """How many Station bonus columns all 4 of the seat's markers have reached."""
        low = min(self.prod[seat])
        return sum(1 for col in self.c.topology.bonus_columns if low >= col)

    def _f_bonus_check(self, frame: dict[str, Any]) -> bool:
        """Gain a Station bonus per column newly reached, lose one per column left."""
        seat = frame["seat"]
        level, held = self.bonus_level(seat), self.bonus_held[seat]
        if level > held:
            self.bonus_held[seat] = held + 1
            self._emit("station_bonus", f"{player(seat)} earns a Station bonus", seat)
            self._push("station_place", seat=seat, sectors=[], why="bonus")
        elif level < held:
            self.bonus_held[seat] = held - 1
            self._emit("station_bonus_lost", f"{player(seat)} loses a Station bonus", seat)
            self._push("station_remove", seat=seat)
        else:
            self._pop(frame)
        return False

    # ------------------------------------------------------------------ choose a resource

    def _f_choose_resource(self, frame: dict[str, Any]) -> bool:
        return self._wait(frame)

    def _legal_choose_resource(self, frame: dict[str, Any]) -> list[Action]:
        names = self.c.topology.track_resources
        if frame["mode"] == "lose":
            return [
                ChooseResource(r) for i, r in enumerate(names) if self.prod[frame["seat"]][i] > 0
            ]
        return [ChooseResource(r) for r in names]

    def _do_choose_resource(self, frame: dict[str, Any], action: ChooseResource) -> None:
        self._pop(frame)
        seat = frame["seat"]
        if frame["mode"] == "lose":
            self._lose(seat, action.resource)
        else:
            self._gain(seat, action.resource)
        self._bonus_checks([seat])

    # ------------------------------------------------------------------ scoring

    def production_payouts(self) -> tuple[dict[int, int], list[str]]:
        table = self.c.tables["production"]["ranks"]
        if "production_policy" in self.policies:
            table = self.c.tables["policy"]["production_policy"]["ranks"]
        names = self.c.topology.track_resources
        leaders = [max(self.prod[s][t] for s in range(self.num_players)) for t in range(len(names))]
        earned: dict[int, int] = {}
        notes = []
        for rank, track in enumerate(rank_with_ties_low(leaders)):
            positions = {s: self.prod[s][track] for s in range(self.num_players)}
            pay = split_payouts(positions, table[rank])  # START (0) never scores
            for seat, amount in pay.items():
                earned[seat] = earned.get(seat, 0) + amount
            notes.append(
                payout_note(f"{names[track]} track ranks {ordinal(rank + 1)}", table[rank], pay)
            )
        return earned, notes

    def _mining_grants(self) -> None:
        """Mining Grants: the farthest-left seats on each track produce 1 of it."""
        for track, res in enumerate(self.c.topology.track_resources):
            low = min(self.prod[s][track] for s in range(self.num_players))
            for seat in range(self.num_players):
                if self.prod[seat][track] == low:
                    self._gain(seat, res)
        self._bonus_checks(self.order_from(self.active))
