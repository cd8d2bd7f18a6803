"""Gameplay, action 1 - Adding Cards: take two cards (three with the permanent "take
three") from the deck and the market in any combination, and the rules of the market (at
least four stacks while the deck lasts; cards of one name stack as one).

Decision ``take``: the next card of the action (``left`` more). The first card is taken
in the ``turn`` decision (see :mod:`game.pandorum.rules.gameplay`), which hands over here.
"""

from __future__ import annotations

from bisect import insort
from typing import Any

from game.core.decisions import Decision
from game.core.protocol import Action, Event, IllegalActionError
from game.core.words import counted
from game.pandorum.rules.actions import DECK, TakeCard, interned
from game.pandorum.rules.position import Position, colour_name

Frame = dict[str, Any]


# ---------------------------------------------------------------------- the market

def add_to_market(state: Position, name: str) -> None:
    """A card joins the market, on the stack of its name if there is one."""
    for stack in state.market:
        if stack[0] == name:
            stack[1] += 1
            return
    state.market.append([name, 1])


def refill_market(state: Position, events: list[Event]) -> None:
    """At least 4 cards (same-name cards stacked count as one) while the deck lasts."""
    while len(state.market) < state.comp.market_stacks and state.deck:
        name = state.deck.pop()
        add_to_market(state, name)
        events.append(
            Event(
                "market",
                f"{name} is added to the market from the deck",
                data={"card": name},
                reveals=True,
            )
        )


def take_from_market(state: Position, name: str) -> None:
    for i, stack in enumerate(state.market):
        if stack[0] == name:
            stack[1] -= 1
            if stack[1] == 0:
                del state.market[i]
            return
    raise IllegalActionError(f"There is no {name} in the market.")


def take_sources(state: Position) -> list[TakeCard]:
    """Where a card may be taken from now: the deck (if not empty) and each market stack."""
    out = [interned(TakeCard, DECK)] if state.deck else []
    return out + [interned(TakeCard, name) for name, _ in state.market]


def take_card(state: Position, seat: int, frame: Frame, action: TakeCard,
              events: list[Event]) -> None:
    """Take one card into ``seat``'s hand; ``frame`` is the ``take`` decision counting
    the cards still to take (popped when the action is done)."""
    if action.source == DECK:
        name = state.deck.pop()
        events.append(
            Event(
                "draw",
                f"{colour_name(seat)} takes a card from the deck",
                seat,
                data={"card": name, "private": True},
                reveals=True,
            )
        )
    else:
        take_from_market(state, action.source)
        name = action.source
        events.append(
            Event(
                "take",
                f"{colour_name(seat)} takes {name} from the market",
                seat,
                data={"card": name},
            )
        )
        refill_market(state, events)
    insort(state.hands[seat], name)  # hands stay sorted
    frame["left"] -= 1
    if frame["left"] <= 0 or not (state.deck or state.market):
        state.pending.pop()


def refuse_take(state: Position, action: Action) -> str | None:
    """Why a ``TakeCard`` is not possible (None: it is not a take at all)."""
    if not isinstance(action, TakeCard):
        return None
    if action.source == DECK:
        return "The deck is empty: take a card from the market."
    return f"There is no {action.source} in the market any more."


# ---------------------------------------------------------------------- the decision

def _legal(state: Position, frame: Frame, seat: int) -> list[Action]:
    return list(take_sources(state))


def _handle(state: Position, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, TakeCard)
    take_card(state, state.turn, frame, action, events)


def _describe(state: Position, frame: Frame, action: Action) -> str:
    return f"{colour_name(state.turn)}: {action}"


def _refuse(state: Position, frame: Frame, action: Action) -> str | None:
    left = frame.get("left", 1)
    return refuse_take(state, action) or (
        f"Not now: {colour_name(state.turn)} must take {counted(left, 'more card')} "
        "(the deck or a market stack)."
    )


DECISIONS: tuple[Decision[Any], ...] = (
    Decision("take", _legal, _handle, _describe, _refuse),
)
