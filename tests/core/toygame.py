"""A tiny card game implementing the protocol, so the core can be tested on its own.

Each player holds hidden cards from a shuffled deck of 1..9. On a turn a player either
plays a card from hand (its value scores, publicly) or draws one (revealed to the
drawer only). The game ends when the deck and every hand are empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.protocol import (
    TERMINAL,
    Action,
    ActionCodec,
    Event,
    Game,
    IllegalActionError,
    Outcome,
    State,
)
from game.core.rng import Rng

codec = ActionCodec()


@codec.register
@dataclass(frozen=True)
class Play(Action):
    KIND = "play"
    card: int


@codec.register
@dataclass(frozen=True)
class Draw(Action):
    KIND = "draw"


class ToyState(State):
    game_id = "toy"

    def __init__(self, num_players: int, rng: Rng) -> None:
        self.num_players = num_players
        self.rng = rng
        self.deck = list(range(1, 10))
        rng.shuffle(self.deck)
        self.hands: list[list[int]] = [[self.deck.pop()] for _ in range(num_players)]
        self.scores = [0] * num_players
        self.turn = 0

    @property
    def current_player(self) -> int:
        return TERMINAL if self.is_over else self.turn

    @property
    def is_over(self) -> bool:
        return not self.deck and not any(self.hands)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seat = self.current_player if seat is None else seat
        if self.is_over or seat != self.turn:
            return []
        actions: list[Action] = [Play(c) for c in sorted(set(self.hands[seat]))]
        if self.deck:
            actions.append(Draw())
        return actions

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError("You cannot do that now.")
        seat = self.turn
        if isinstance(action, Play):
            self.hands[seat].remove(action.card)
            self.scores[seat] += action.card
            events = [Event("play", f"Seat {seat} plays {action.card}", seat)]
        else:
            self.hands[seat].append(self.deck.pop())
            events = [Event("draw", f"Seat {seat} draws a card", seat, reveals=True)]
        self.turn = (self.turn + 1) % self.num_players
        while not self.is_over and not self.legal_actions():
            self.turn = (self.turn + 1) % self.num_players
        return events

    def outcome(self) -> Outcome:
        return Outcome(
            tuple(self.scores), Outcome.rank(self.scores), (("Played", tuple(self.scores)),)
        )

    def clone(self) -> ToyState:
        return ToyState.from_dict(self.to_dict())

    def view(self, seat: int) -> ToyState:
        v = self.clone()
        v.hands = [h if i == seat else [0] * len(h) for i, h in enumerate(v.hands)]
        v.deck = [0] * len(v.deck)
        return v

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.num_players,
            "rng": self.rng.to_dict(),
            "deck": list(self.deck),
            "hands": [list(h) for h in self.hands],
            "scores": list(self.scores),
            "turn": self.turn,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ToyState:
        s = cls.__new__(cls)
        s.num_players = d["n"]
        s.rng = Rng.from_dict(d["rng"])
        s.deck = list(d["deck"])
        s.hands = [list(h) for h in d["hands"]]
        s.scores = list(d["scores"])
        s.turn = d["turn"]
        return s


class ToyGame(Game):
    id = "toy"
    title = "Toy"
    min_players = 2
    max_players = 3
    codec: ClassVar[ActionCodec] = codec

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> State:
        self.check_players(num_players)
        return ToyState(num_players, Rng(seed))

    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        return ToyState.from_dict(data)

    def validate_data(self) -> list[str]:
        return []


GAME = ToyGame()
