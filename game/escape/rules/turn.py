"""Basic Rules: a turn. "Only at the start of your turn, you may play one or more Action
Cards from your hand. After playing any number of cards, a player takes only one of the
following two actions: bring a new spaceship into play by placing it on the outer ring, or
move an already placed spaceship one field closer to the wormhole."

The ``turn`` decision offers exactly that: :class:`PlayCard` (see ``cards``), then
:class:`Enter` or :class:`Move`; :class:`Skip` only when every move crosses a dotted
route (or there is none: see ``skip``). An upright ship (a charged WARP) moves across 1 or
2 connections. Ships never share a field; the wormhole takes any number of them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.escape.rules import cards, skip, wormhole
from game.escape.rules.actions import Enter, Move, PlayCard, Skip
from game.escape.rules.position import TURN, EscapePosition, who

PROMPT = "Play cards, then bring in a ship or move one"


def move_options(st: EscapePosition, seat: int) -> list[tuple[Action, bool]]:
    """Every Enter and Move of the turn's action, each with whether it crosses a dotted
    route (a Move every way of which is dotted)."""
    out: list[tuple[Action, bool]] = []
    board = st.board
    occupant = st.occupant
    if st.platform[seat] > 0:
        out += [(Enter(f), False) for f in board.start_fields if f not in occupant]
    hole = board.wormhole
    saves: bool | None = None  # worked out when a ship reaches the wormhole
    upright, charged, warp = st.upright, st.charged, st.data.warp_max
    for f in st.ships_on_board(seat):
        depth = warp if f in upright and f not in charged else 1
        for to, dotted in board.reach(f, depth):
            if to == hole:
                if saves is None:
                    saves = st.can_save(seat)
                if saves:
                    out.append((Move(f, to), dotted))
            elif to not in occupant:
                out.append((Move(f, to), dotted))
    return out


def ship_problem(st: EscapePosition, seat: int, field: str) -> str | None:
    """Why the ship on ``field`` cannot move in ``seat``'s turn action now (None: it can);
    another player's ship is named by its owner (a seat placeholder: "That is Bob's
    ship.")."""
    owner = st.occupant.get(field)
    if owner is None:
        return "There is no ship on that field."
    if owner != seat:
        return f"That is {who(owner)}'s ship."
    if any(isinstance(a, Move) and a.src == field for a, _ in move_options(st, seat)):
        return None
    ahead = [t for t, _ in st.board.forward.get(field, ())]
    if st.board.wormhole in ahead and not st.can_save(seat):
        return "Without your Lost Ship you can't save your last ship."
    return "Every field in front of this ship is occupied: it has to wait."


def platform_problem(st: EscapePosition, seat: int, pad: int | None = None) -> str | None:
    """Why ``seat`` cannot bring a ship in now from its Launch Platform (None: it can);
    asked of ``pad``, another player's platform, names its owner (a seat placeholder:
    "That is Bob's Launch Platform.")."""
    if pad is not None and pad != seat:
        return f"That is {who(pad)}'s Launch Platform."
    if st.platform[seat] == 0:
        return "Your Launch Platform is empty."
    if all(f in st.occupant for f in st.board.start_fields):
        return "Every outer-ring field is occupied: no ship can come in."
    return None


def next_turn(st: EscapePosition) -> None:
    """End the turn: the next player still on the board starts theirs."""
    st.acted = False
    st.charged.clear()
    st.turns += 1
    for step in range(1, st.num_players + 1):
        nxt = (st.turn + step) % st.num_players
        if not st.finished(nxt):
            st.turn = nxt
            break
    st.pending.append({"kind": TURN})


# ------------------------------------------------------------------ the turn decision


def _legal(st: EscapePosition, frame: Frame, seat: int) -> list[Action]:
    acts: list[Action] = [PlayCard(c) for c in cards.playable_cards(st, seat)]
    moves = move_options(st, seat)
    acts += [a for a, _ in moves]
    if all(dotted for _, dotted in moves):
        acts.append(Skip())
    return acts


def _act(st: EscapePosition) -> int:
    """The turn's one action is taken: no more cards this turn."""
    st.acted = True
    st.pending.pop()
    return st.turn


def _enter(st: EscapePosition, action: Enter, events: list[Event]) -> None:
    seat = _act(st)
    st.idle_skips = 0
    st.enter_ship(seat, action.field)
    events.append(Event("enter", f"{who(seat)} brings a ship onto "
                        f"{st.board.where(action.field)}", seat, {"to": action.field}))


def _move(st: EscapePosition, action: Move, events: list[Event]) -> None:
    seat = _act(st)
    st.idle_skips = 0
    src, dst = action.src, action.dst
    warp = src in st.upright
    st.remove_ship(src)  # a moved upright ship lies down again
    if dst == st.board.wormhole:
        wormhole.save_ship(st, seat, warp, events, src)
        return
    st.put_ship(seat, dst)
    how = " (warp)" if warp else ""
    events.append(Event("move", f"{who(seat)} moves a ship {st.board.move_phrase(src, dst)}{how}",
                        seat, {"from": src, "to": dst, "warp": warp}))


#: what each action of the turn decision does
_DO: dict[type[Action], Callable[[EscapePosition, Any, list[Event]], None]] = {
    PlayCard: lambda st, a, events: cards.play(st, st.turn, a.card, events),
    Enter: _enter,
    Move: _move,
    Skip: lambda st, a, events: skip.skip(st, _act(st), events),
}


def _handle(st: EscapePosition, frame: Frame, action: Action, events: list[Event]) -> None:
    _DO[type(action)](st, action, events)


#: the log text of each action of the turn decision
_SAY: dict[type[Action], Callable[[EscapePosition, Any], str]] = {
    PlayCard: lambda st, a: f"plays {st.data.cards[a.card].name}",
    Enter: lambda st, a: f"brings a ship onto {st.board.where(a.field)}",
    Move: lambda st, a: f"moves a ship {st.board.move_phrase(a.src, a.dst)}",
    Skip: lambda st, a: "skips a turn",
}


def _describe(st: EscapePosition, frame: Frame, action: Action) -> str:
    say = _SAY.get(type(action))
    return f"{who(st.turn)} {say(st, action) if say else action}"


def _refuse_enter(st: EscapePosition, action: Enter) -> str | None:
    if action.field not in st.board.start_fields:
        return "Ships enter only on the outer ring."
    if action.field in st.occupant:
        return "That field is occupied."
    return platform_problem(st, st.turn)


def _refuse_move(st: EscapePosition, action: Move) -> str | None:
    seat = st.turn
    if st.occupant.get(action.src) != seat:  # no ship, or another player's: worded as one
        return ship_problem(st, seat, action.src)
    if action.dst == st.board.wormhole and not st.can_save(seat):
        return "Without your Lost Ship you can't save your last ship."
    if action.dst in st.occupant:
        return "That field is occupied."
    if action.src in st.upright and action.src in st.charged:
        return "This ship was set upright this turn: it may warp from your next turn on."
    return "Ships move one field closer to the wormhole, along a connection."


#: why each action of the turn decision is refused
_REFUSE: dict[type[Action], Callable[[EscapePosition, Any], str | None]] = {
    PlayCard: lambda st, a: cards.card_problem(st, st.turn, a.card),
    Enter: _refuse_enter,
    Move: _refuse_move,
    Skip: lambda st, a: "You can move, so you may not skip.",
}


def _refuse(st: EscapePosition, frame: Frame, action: Action) -> str:
    refuse = _REFUSE.get(type(action))
    reason = refuse(st, action) if refuse else None
    return reason or f"There is nothing to choose now: {PROMPT.lower()}."


DECISIONS = [Decision(TURN, _legal, _handle, _describe, _refuse)]
