"""Special events: each player, from the active player in turn order, picks 1 of 2 options.

Rulebook section "Special Event Clarifications". An option a player cannot pay for (money,
resources, or Station influence to remove) is not offered; with neither possible the
player does nothing.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action
from game.merchants.rules.actions import ChooseBoard, ChooseOption
from game.merchants.rules.engine import Engine, player

CAT = "Special events"


class SpecialRules(Engine):
    def special_feasible(self, seat: int, tile: str, option: int) -> bool:
        money = self.money[seat]
        if tile in ("buy_local_act", "treaties"):
            return option == 1 or money >= 5
        if tile == "scandal":
            return option == 1 or money >= 8
        if tile == "trade_routes":
            return self.total_resources(seat) >= option
        if tile == "viva_la_revolution":
            if option == 1:
                return any(o == seat for o in self.station.values())
            return (
                money >= 6
                and self.supply[seat] > 0
                and len(self.station) < len(self.c.topology.station_sector)
            )
        return True  # new_holiday

    def _f_special(self, frame: dict[str, Any]) -> bool:
        if self._legal_special(frame):
            return True
        self._pop(frame)
        self._emit("no_effect", f"{player(frame['seat'])} can take neither option", frame["seat"])
        return False

    def _legal_special(self, frame: dict[str, Any]) -> list[Action]:
        return [
            ChooseOption(o)
            for o in (1, 2)
            if self.special_feasible(frame["seat"], frame["tile"], o)
        ]

    def _do_special(self, frame: dict[str, Any], action: ChooseOption) -> None:
        self._pop(frame)
        seat, tile, opt = frame["seat"], frame["tile"], action.option
        name = self.c.specials[tile].name
        self._emit(
            "special_choice",
            f"{player(seat)} chooses {name} option {opt}: "
            + (self.c.specials[tile].option1 if opt == 1 else self.c.specials[tile].option2),
            seat,
            tile=tile,
            option=opt,
        )
        produce = {"t": "choose_resource", "seat": seat, "mode": "produce"}
        lose = {"t": "choose_resource", "seat": seat, "mode": "lose"}
        if tile == "buy_local_act":
            if opt == 1:
                self._then(dict(produce))
            else:
                self._pay(seat, 5, CAT, name)
                self._then(dict(produce), dict(produce))
        elif tile == "treaties":
            if opt == 1:
                self._earn(seat, 3, CAT, name)
            else:
                self._pay(seat, 5, CAT, name)
                self._push("vote", seat=seat, left=2)
        elif tile == "scandal":
            if opt == 1:
                self._earn(seat, 4, CAT, name)
            else:
                self._pay(seat, 8, CAT, name)
                self._push("choose_board", seat=seat)
        elif tile == "trade_routes":
            self._earn(seat, 5 if opt == 1 else 8, CAT, name)
            self._then(*(dict(lose) for _ in range(opt)))
        elif tile == "viva_la_revolution":
            if opt == 1:
                self._push("station_remove", seat=seat)
            else:
                self._pay(seat, 6, CAT, name)
                self._push("station_place", seat=seat, sectors=[], why="special")
        elif tile == "new_holiday":
            if opt == 1:
                self._earn(seat, 3, CAT, name)
            else:
                self._earn(seat, 8, CAT, name)
                others = self.order_from(seat)[1:]
                self._then(
                    *({"t": "choose_resource", "seat": s, "mode": "produce"} for s in others)
                )

    # ------------------------------------------------------------------ Scandal!

    def _f_choose_board(self, frame: dict[str, Any]) -> bool:
        return True

    def _legal_choose_board(self, frame: dict[str, Any]) -> list[Action]:
        return [ChooseBoard("exploration"), ChooseBoard("defense")]

    def _do_choose_board(self, frame: dict[str, Any], action: ChooseBoard) -> None:
        self._pop(frame)
        seat = frame["seat"]
        if action.board == "exploration":
            self._push(
                "explore",
                seat=seat,
                single=False,
                trip=[],
                claims=0,
                leave=False,
                phase="flip",
                chosen=[],
            )
        else:
            self._push("defend", seat=seat)
