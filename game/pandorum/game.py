"""The Pandorum game definition (``GAME``, what the catalogue loads), with the Systems
cards option.

Made here, above ``rules/``: the Normal bot (``bots``) and the Hard bot's hooks (``hard``,
which plays its own turns by ``hard_policy`` and its rivals' by ``hard_rivals``). The rules
import none of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.protocol import Bot, Game, OptionSpec, SearchHooks, State
from game.pandorum.bots import HeuristicBot
from game.pandorum.hard import HOOKS
from game.pandorum.rules.actions import codec
from game.pandorum.rules.state import PandorumState
from game.pandorum.rules.validate import validate_data


class PandorumGame(Game):
    id: ClassVar[str] = "pandorum"
    title: ClassVar[str] = "Pandorum"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    layout: ClassVar[str] = "hex"
    blurb: ClassVar[str] = (
        "Build modules and bases on a modular hex planet; cards are both your "
        "fuel and your blueprints."
    )
    rulebook: ClassVar[str] = "pandorum.txt"
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "systems", "Systems cards", (True, False), True,
            help="Game option: Systems cards take currency from other players. "
                 "Choose Off to remove them from the deck for a friendlier game.",
        ),
    )
    bot_levels: ClassVar[tuple[str, ...]] = ("random", "heuristic", "hard")
    hidden_information: ClassVar[bool | None] = True
    codec = codec

    def new_game(self, num_players: int, seed: int,
                 options: Mapping[str, Any] | None = None) -> PandorumState:
        self.check_players(num_players)
        opts = self.resolve_options(num_players, options)
        return PandorumState.new(num_players, seed, opts)

    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        if not isinstance(data, Mapping):
            raise ValueError("a Pandorum position must be an object")
        return PandorumState.from_dict(data)

    def validate_data(self) -> list[str]:
        """Problems in the shipped cards, mats, setup numbers and board parts (for
        ``python -m game validate``)."""
        return validate_data()

    def make_bot(self, level: str, seat: int, seed: int) -> Bot:
        if level == "heuristic":
            return HeuristicBot(seat, seed)
        return super().make_bot(level, seat, seed)

    def search_hooks(self) -> SearchHooks:
        """The Hard bot's hooks (``game.pandorum.hard``): the view's hidden cards dealt
        from the unseen pool (``hidden``), playouts with the Normal policy, positions
        scored by ``evaluation``."""
        return HOOKS


GAME = PandorumGame()
