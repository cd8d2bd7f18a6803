"""Gameplay: in a turn a player performs one of the two actions - adding cards, or
harvester movement and construction - and passes only when neither is possible.

Decision ``turn``: take the first card (then ``take`` asks for the rest), pay a card from
the hand as the movement fee (only a card after which the harvester could stop somewhere),
move without a fee (permanent "free move"), or pass.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import Decision
from game.core.protocol import Action, Event
from game.pandorum.rules.actions import MoveFree, MoveTo, Pass, PayFee, TakeCard, interned
from game.pandorum.rules.adding_cards import refuse_take, take_card, take_sources
from game.pandorum.rules.movement import can_move, move_free, pay_fee, payable_fees
from game.pandorum.rules.position import Position, colour_name

Frame = dict[str, Any]


def _legal(state: Position, frame: Frame, seat: int) -> list[Action]:
    actions: list[Action] = list(take_sources(state))
    hand = state.hands[seat]
    if state.has_permanent(seat, "free_move"):
        if can_move(state, seat, hand):
            actions.append(MoveFree())
    else:
        actions.extend(interned(PayFee, name) for name in payable_fees(state, seat, hand))
    return actions or [Pass()]


def _handle(state: Position, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = state.turn
    state.pending.pop()
    if isinstance(action, TakeCard):
        take = {"kind": "take", "left": state.cards_per_take(seat)}
        state.pending.append(take)
        take_card(state, seat, take, action, events)
    elif isinstance(action, PayFee):
        pay_fee(state, seat, action, events)
    elif isinstance(action, MoveFree):
        move_free(state, seat, events)
    else:
        events.append(Event("pass", f"{colour_name(seat)} cannot act and passes", seat))


def _describe(state: Position, frame: Frame, action: Action) -> str:
    return f"{colour_name(state.turn)}: {action}"


def _refuse(state: Position, frame: Frame, action: Action) -> str | None:
    seat = state.turn
    free = state.has_permanent(seat, "free_move")
    if isinstance(action, MoveTo):
        if free:
            return "Press Move first: your harvester moves without a fee."
        return ("To move, first pay a card from your hand: tap a card, then one of the hexes "
                "it lights up.")
    if isinstance(action, PayFee):
        if free:
            return "Your harvester moves for free now: press Move."
        if action.card not in state.hands[seat]:
            return f"{action.card} is not in your hand."
        return (f"After paying {action.card} your harvester could not stop anywhere: no "
                "straight line leads to a project, the pad, or a hex you could build on.")
    if isinstance(action, MoveFree):
        if not free:
            return "Moving without a fee needs the permanent Free move: pay a card to move."
        return ("Your harvester could not stop anywhere: no straight line leads to a project, "
                "the pad, or a hex you could build on.")
    if isinstance(action, Pass):
        return "You may only pass when you can neither add cards nor move."
    return refuse_take(state, action) or (
        f"Not now: {colour_name(seat)} must add cards or pay a card to move."
    )


DECISIONS: tuple[Decision[Any], ...] = (
    Decision("turn", _legal, _handle, _describe, _refuse),
)
