"""Ending the Game: when a player builds their last project every other player makes one
more move; and (the rulebook is silent, see docs/assumptions/pandorum.md) the game also ends when
the deck is empty and nobody has built for ``stall_rounds`` rounds. Here too: the end of a
turn, which hands the next one to the next player."""

from __future__ import annotations

from game.core.protocol import Event
from game.pandorum.rules.position import Position, colour_name
from game.pandorum.rules.scoring import outcome


def end_turn(state: Position, events: list[Event]) -> None:
    """The current player's turn is over: check the end, else the next player's turn."""
    seat = state.turn
    if state.built_this_turn:
        state.turns_without_build = 0
    else:
        state.turns_without_build += 1
    state.built_this_turn = False
    if state.ender is None and state.projects_left(seat) == 0:
        state.ender = seat
        state.final_turns = state.num_players - 1
        events.append(
            Event(
                "last",
                f"{colour_name(seat)} has built their last project: "
                "every other player makes one more move",
                seat,
            )
        )
    elif state.final_turns is not None:
        state.final_turns -= 1
    if state.final_turns == 0:
        finish(state, "last project built", events)
        return
    stall = state.comp.stall_rounds * state.num_players
    if not state.deck and state.turns_without_build >= stall:
        rounds = state.comp.stall_rounds
        finish(state, f"the deck is empty and nobody has built for {rounds} rounds", events)
        return
    state.turn = (seat + 1) % state.num_players
    state.turn_number += 1
    state.pending = [{"kind": "turn"}]


def finish(state: Position, reason: str, events: list[Event]) -> None:
    """The game is over: no decision left; the final scores in the log."""
    state.over = True
    state.end_reason = reason
    state.pending = []
    out = outcome(state)
    text = ", ".join(f"{colour_name(s)} {v}" for s, v in enumerate(out.scores))
    events.append(
        Event("end", f"Game over ({reason}): {text}", data={"scores": list(out.scores)})
    )
