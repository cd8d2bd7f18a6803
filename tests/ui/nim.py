"""A tiny two-to-three player Nim implementing the game protocol, for driving the UI.

A heap of stones; on a turn a player takes 1, 2 or 3. Whoever takes the last stone wins
(with the option "misere", only for 2 players, whoever takes it loses). Registered under
the catalogue id "escape" for UI tests only (see conftest.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.protocol import (
    TERMINAL,
    Action,
    ActionCodec,
    Bot,
    Event,
    Game,
    IllegalActionError,
    OptionSpec,
    Outcome,
    State,
)
from game.core.rng import Rng

codec = ActionCodec()


@codec.register
@dataclass(frozen=True)
class Take(Action):
    KIND = "take"
    stones: int


class NimState(State):
    game_id = "escape"

    def __init__(self, num_players: int, heap: int, misere: bool, rng: Rng) -> None:
        self.num_players, self.heap, self.misere, self.rng = num_players, heap, misere, rng
        self.turn = 0
        self.taken = [0] * num_players
        self.last: int | None = None

    @property
    def current_player(self) -> int:
        return TERMINAL if self.is_over else self.turn

    @property
    def is_over(self) -> bool:
        return self.heap == 0

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seat = self.current_player if seat is None else seat
        if self.is_over or seat != self.turn:
            return []
        return [Take(n) for n in (1, 2, 3) if n <= self.heap]

    def apply(self, action: Action) -> list[Event]:
        if not isinstance(action, Take) or action.stones not in (1, 2, 3):
            raise IllegalActionError("Take one, two or three stones.")
        if action.stones > self.heap:
            raise IllegalActionError(f"Only {self.heap} stones are left.")
        seat = self.turn
        self.heap -= action.stones
        self.taken[seat] += action.stones
        self.last = seat
        self.turn = (seat + 1) % self.num_players
        return [Event("take", f"{self.heap} stones left", seat, {"n": action.stones})]

    def describe(self, action: Action) -> str:
        assert isinstance(action, Take)
        word = "stone" if action.stones == 1 else "stones"
        return f"Seat {self.turn + 1} takes {action.stones} {word}"

    def outcome(self) -> Outcome:
        last = self.last if self.last is not None else 0
        winner = (last + 1) % self.num_players if self.misere else last
        scores = tuple(1 if s == winner else 0 for s in range(self.num_players))
        last_stone = tuple(1 if s == last else 0 for s in range(self.num_players))
        return Outcome(scores, Outcome.rank(scores),
                       (("Stones taken", tuple(self.taken)), ("Took the last stone", last_stone)),
                       "whoever moved last decides" if self.misere else None)

    def clone(self) -> NimState:
        return NimState.from_dict(self.to_dict())

    def view(self, seat: int) -> NimState:
        return self.clone()

    def to_dict(self) -> dict[str, Any]:
        return {"n": self.num_players, "heap": self.heap, "misere": self.misere,
                "rng": self.rng.to_dict(), "turn": self.turn, "taken": list(self.taken),
                "last": self.last}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> NimState:
        s = cls(d["n"], d["heap"], d["misere"], Rng.from_dict(d["rng"]))
        s.turn, s.taken, s.last = d["turn"], list(d["taken"]), d["last"]
        return s


class GreedyBot(Bot):
    level = "greedy"

    def choose(self, view: State) -> Action:
        assert isinstance(view, NimState)
        n = view.heap % 4
        return Take(n if n else 1)


class NimGame(Game):
    id = "escape"
    title = "Test Nim"
    min_players = 2
    max_players = 3
    bot_levels = ("random", "greedy")
    options = (
        OptionSpec("heap", "Heap size", (7, 10, 15), 10),
        OptionSpec("misere", "Last stone loses", (False, True), False, player_counts=(2,)),
    )
    hidden_information = False
    codec: ClassVar[ActionCodec] = codec

    def new_game(self, num_players: int, seed: int,
                 options: Mapping[str, Any] | None = None) -> State:
        self.check_players(num_players)
        opts = self.resolve_options(num_players, options)
        return NimState(num_players, opts["heap"], opts["misere"], Rng(seed))

    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        return NimState.from_dict(data)

    def validate_data(self) -> list[str]:
        return []

    def make_bot(self, level: str, seat: int, seed: int) -> Bot:
        if level == "greedy":
            return GreedyBot(seat, seed)
        return super().make_bot(level, seat, seed)


GAME = NimGame()
