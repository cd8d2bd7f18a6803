"""Through the Wormhole, Last Ship and End of the Game.

A ship that reaches the wormhole is saved: it leaves the game and its player takes an open
Action Card (the ``take`` decision when both spaces hold one; both are refilled only once
neither does). A player who saves their last ship takes the next place in the Last Ship
HUD and takes no card; the game ends the moment only one player still has ships.
"""

from __future__ import annotations

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.escape.rules import missions
from game.escape.rules.actions import TakeCard
from game.escape.rules.data import DECKS
from game.escape.rules.position import EscapePosition, who

TAKE = "take"


def save_ship(st: EscapePosition, seat: int, warp: bool, events: list[Event], src: str) -> None:
    """``seat``'s ship from ``src`` went through the wormhole (already off the board)."""
    st.saved[seat] += 1
    how = " (warp)" if warp else ""
    events.append(Event("save", f"{who(seat)} saves a ship through the wormhole{how}", seat,
                        {"from": src, "to": st.board.wormhole, "warp": warp}))
    if st.ships_left(seat) == 0 and st.lost_found[seat]:
        finish(st, seat, events)
    elif not st.no_cards:
        available = [d for d in DECKS if st.open[d] is not None]
        if len(available) == 1:
            take(st, seat, available[0], events)
        elif available:
            st.pending.append({"kind": TAKE, "seat": seat})


def take(st: EscapePosition, seat: int, deck: str, events: list[Event]) -> None:
    """Take the open card of ``deck`` into the hand; refill both spaces once both are empty."""
    cid = st.open[deck]
    assert cid is not None
    st.open[deck] = None
    st.hands[seat].append(cid)
    st.public_cards.add(cid)
    events.append(Event("take", f"{who(seat)} takes {st.data.cards[cid].name}", seat,
                        {"card": cid, "deck": deck}, reveals=True))
    if all(v is None for v in st.open.values()):
        for d in DECKS:
            if st.decks[d]:
                new = st.decks[d].pop()
                st.open[d] = new
                events.append(Event("refill", f"New open card: {st.data.cards[new].name}", None,
                                    {"card": new, "deck": d}, reveals=True))


def finish(st: EscapePosition, seat: int, events: list[Event]) -> None:
    """A player saved their last ship: Last Ship HUD place; the game ends when only one
    player still has ships (that player takes the next place)."""
    st.finish_order.append(seat)
    st.finish_place[seat] = len(st.finish_order)
    events.append(Event("finish", f"{who(seat)} saved all ships: Last Ship place "
                        f"{st.finish_place[seat]}", seat, {"place": st.finish_place[seat]}))
    rest = st.active_seats()
    if len(rest) <= 1:
        for s in rest:
            st.finish_place[s] = len(st.finish_order) + 1
            events.append(Event("finish", f"{who(s)} is the last player on the board: Last "
                                f"Ship place {st.finish_place[s]}", s,
                                {"place": st.finish_place[s]}))
        st.over = True
        st.end_reason = "finished"
        st.pending.clear()
    events += missions.check(st)
    if st.over:
        events.append(Event("end", "The game is over", None))


# ------------------------------------------------------------------ the take decision


def _legal(st: EscapePosition, frame: Frame, seat: int) -> list[Action]:
    return [TakeCard(d) for d in DECKS if st.open[d] is not None]


def _handle(st: EscapePosition, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, TakeCard)
    st.pending.pop()
    take(st, int(frame["seat"]), action.deck, events)


def _describe(st: EscapePosition, frame: Frame, action: Action) -> str:
    card = st.open.get(action.deck) if isinstance(action, TakeCard) else None
    name = st.data.cards[card].name if card else str(action)
    return f"{who(int(frame['seat']))} takes {name}"


def _refuse(st: EscapePosition, frame: Frame, action: Action) -> str:
    if isinstance(action, TakeCard):
        if action.deck not in DECKS:
            return f"There is no {action.deck} deck: take the open ALERT or WARNING card."
        return f"The open {action.deck} space is empty: take the other open card."
    return "Ship saved: first take one of the open Action Cards."


DECISIONS = [Decision(TAKE, _legal, _handle, _describe, _refuse)]
