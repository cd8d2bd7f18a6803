"""Harvesters and Enhancing Harvesters: after a construction each played card goes into
one of the three slots (forepart: single use, centre: permanent, cargo: scored at the end);
a charged forepart is used up and its cards go to the box.

Decision ``slot``: put the next played card (``cards[0]``) into a slot. A slot that is
full (forepart charged, centre active) takes no more cards; cargo always does.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import Decision
from game.core.protocol import Action, Event
from game.pandorum.rules.actions import SLOTS, PlaceCard
from game.pandorum.rules.position import Position, colour_name

Frame = dict[str, Any]


def use_forepart(state: Position, seat: int, events: list[Event]) -> None:
    """Spend the charged forepart (single use): its cards go to the box."""
    used = state.forepart[seat]
    state.boxed.extend(used)
    state.forepart[seat] = []
    title = state.comp.foreparts[state.fore_ability[seat]].title
    events.append(
        Event(
            "forepart",
            f"{colour_name(seat)} uses the forepart ({title}); "
            f"its {len(used)} cards go to the box",
            seat,
        )
    )


def _slot_cards(state: Position, seat: int, slot: str) -> list[str]:
    return {"forepart": state.forepart, "centre": state.centre, "cargo": state.cargo}[slot][seat]


_PLACE = {slot: PlaceCard(slot) for slot in SLOTS}


def _legal(state: Position, frame: Frame, seat: int) -> list[Action]:
    slots: list[Action] = []
    if len(state.forepart[seat]) < state.fore_cost():
        slots.append(_PLACE["forepart"])
    if len(state.centre[seat]) < state.centre_cost():
        slots.append(_PLACE["centre"])
    slots.append(_PLACE["cargo"])
    return slots


def _handle(state: Position, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PlaceCard)
    seat = state.turn
    name = frame["cards"].pop(0)
    slot = _slot_cards(state, seat, action.slot)
    slot.append(name)
    events.append(
        Event(
            "slot",
            f"{colour_name(seat)} puts {name} in the harvester's {action.slot}",
            seat,
            data={"card": name, "slot": action.slot},
        )
    )
    if action.slot == "centre" and len(slot) == state.centre_cost():
        title = state.comp.mains[state.main_ability[seat]].title
        text = f"{colour_name(seat)}'s harvester gains {title} for the rest of the game"
    elif action.slot == "forepart" and len(slot) == state.fore_cost():
        title = state.comp.foreparts[state.fore_ability[seat]].title
        text = f"{colour_name(seat)}'s forepart is charged: {title} (single use)"
    else:
        text = ""
    if text:  # the slot is full now: its ability works
        events.append(Event("ability", text, seat))
    if not frame["cards"]:
        state.pending.pop()


def _describe(state: Position, frame: Frame, action: Action) -> str:
    assert isinstance(action, PlaceCard)
    return f"{colour_name(state.turn)} puts {frame['cards'][0]} in the {action.slot}"


def _refuse(state: Position, frame: Frame, action: Action) -> str | None:
    if isinstance(action, PlaceCard):
        if action.slot not in SLOTS:
            return f"A harvester has no {action.slot} slot: forepart, centre or cargo."
        if action.slot == "centre":
            return "The centre is full (its permanent ability is active): choose another slot."
        return "The forepart is full until its ability is used: choose another slot."
    return (f"Not now: {colour_name(state.turn)} must put {frame['cards'][0]} "
            "in a harvester slot.")


DECISIONS: tuple[Decision[Any], ...] = (
    Decision("slot", _legal, _handle, _describe, _refuse),
)
