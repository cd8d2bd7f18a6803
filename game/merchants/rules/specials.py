"""Special events: each player, from the active player in turn order, picks 1 of 2 options.

Rulebook section "Special Event Clarifications". An option a player cannot pay for (money,
resources, or influence: Station influence to remove, a token to place or to vote with) is
not offered; with neither possible the player does nothing.
"""

from __future__ import annotations

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.core.words import counted
from game.merchants.rules.actions import ChooseBoard, ChooseOption
from game.merchants.rules.base import MerchantsBase, player
from game.merchants.rules.data import Special
from game.merchants.rules.exploration import start_trip

CAT = "Special events"


def special_now(st: MerchantsBase) -> Special | None:
    """The special event whose option a seat chooses now (None: no such decision)."""
    top = st.frame_of("special")
    if top is None:
        return None
    return st.c.specials.get(top["tile"])


def special_feasible(st: MerchantsBase, seat: int, tile: str, option: int) -> bool:
    money = st.money[seat]
    if tile == "buy_local_act":
        return option == 1 or money >= 5
    if tile == "treaties":  # votes are influence: without a token, paying 5 casts nothing
        return option == 1 or (money >= 5 and st.supply[seat] > 0)
    if tile == "scandal":
        return option == 1 or money >= 8
    if tile == "trade_routes":
        return st.total_resources(seat) >= option
    if tile == "viva_la_revolution":
        if option == 1:
            return any(o == seat for o in st.station.values())
        return (
            money >= 6
            and st.supply[seat] > 0
            and len(st.station) < len(st.c.topology.station_sector)
        )
    return True  # new_holiday


def _special_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    if _special_legal(st, frame, frame["seat"]):
        return True
    st._pop(frame)
    st._emit("no_effect", f"{player(frame['seat'])} can take neither option", frame["seat"])
    return False


def _special_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    return [
        ChooseOption(o) for o in (1, 2) if special_feasible(st, frame["seat"], frame["tile"], o)
    ]


def _special_handle(st: MerchantsBase, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, ChooseOption)
    st._pop(frame)
    seat, tile, opt = frame["seat"], frame["tile"], action.option
    name = st.c.specials[tile].name
    st._emit(
        "special_choice",
        f"{player(seat)} chooses {name} option {st.c.specials[tile].option(opt)}",
        seat,
        tile=tile,
        option=opt,
    )
    produce = {"kind": "choose_resource", "seat": seat, "mode": "produce"}
    lose = {"kind": "choose_resource", "seat": seat, "mode": "lose"}
    if tile == "buy_local_act":
        if opt == 1:
            st._then(dict(produce))
        else:
            st._pay(seat, 5, CAT, name)
            st._then(dict(produce), dict(produce))
    elif tile == "treaties":
        if opt == 1:
            st._earn(seat, 3, CAT, name)
        else:
            st._pay(seat, 5, CAT, name)
            st._push("vote", seat=seat, left=2)
    elif tile == "scandal":
        if opt == 1:
            st._earn(seat, 4, CAT, name)
        else:
            st._pay(seat, 8, CAT, name)
            st._push("choose_board", seat=seat)
    elif tile == "trade_routes":
        st._earn(seat, 5 if opt == 1 else 8, CAT, name)
        st._then(*(dict(lose) for _ in range(opt)))
    elif tile == "viva_la_revolution":
        if opt == 1:
            st._push("station_remove", seat=seat)
        else:
            st._pay(seat, 6, CAT, name)
            st._push("station_place", seat=seat, sectors=[], why="special")
    elif tile == "new_holiday":
        if opt == 1:
            st._earn(seat, 3, CAT, name)
        else:
            st._earn(seat, 8, CAT, name)
            others = st.order_from(seat)[1:]
            st._then(*({"kind": "choose_resource", "seat": s, "mode": "produce"} for s in others))


def _special_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    if not isinstance(action, ChooseOption):
        return "Choose option 1 or 2 of the special event first."
    if action.option not in (1, 2):
        return "A special event has options 1 and 2."
    seat, tile, opt = frame["seat"], frame["tile"], action.option
    money = st.money[seat]
    price = {"buy_local_act": 5, "treaties": 5, "scandal": 8, "viva_la_revolution": 6}
    if opt == 2 and tile in price and money < price[tile]:
        return f"Option 2 costs {price[tile]}: you have {money}."
    if tile == "treaties" and opt == 2:
        return "You have no influence left to vote with."
    if tile == "trade_routes":
        return f"Option {opt} takes {counted(opt, 'resource')} you do not have."
    if tile == "viva_la_revolution":
        if opt == 1:
            return "You have no influence on the Station to remove."
        if st.supply[seat] <= 0:
            return "You have no influence left to place."
        return "The Station has no empty space."
    return None


# ------------------------------------------------------------------ Scandal!


def _choose_board_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    return [ChooseBoard("exploration"), ChooseBoard("defense")]


def _choose_board_handle(
    st: MerchantsBase, frame: Frame, action: Action, events: list[Event]
) -> None:
    assert isinstance(action, ChooseBoard)
    st._pop(frame)
    seat = frame["seat"]
    if action.board == "exploration":
        start_trip(st, seat, single=False)
    else:
        st._push("defend", seat=seat)


def _choose_board_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    if isinstance(action, ChooseBoard):
        return "Scandal! allows an Exploration or a Defense influence action."
    return "Choose an Exploration or a Defense influence action first."


#: The special events' decisions: each player's option, and Scandal!'s board.
DECISIONS: tuple[Decision[MerchantsBase], ...] = (
    Decision(
        "special", _special_legal, _special_handle, refuse=_special_refuse, auto=_special_auto
    ),
    Decision(
        "choose_board", _choose_board_legal, _choose_board_handle, refuse=_choose_board_refuse
    ),
)
