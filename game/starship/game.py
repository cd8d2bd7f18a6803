"""The Starship Merchants game definition (``GAME``, what the catalogue loads).

A new game is the rules' setup on the track from the board map; the Normal bot comes from
``bots`` and the Hard search's hooks from ``hard``. This module sits above the three, so the
rules never reach up to a bot.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.protocol import ActionCodec, Bot, Game, SearchHooks
from game.starship.bots import HeuristicBot
from game.starship.hard import HOOKS
from game.starship.rules.actions import codec as _codec
from game.starship.rules.data import components
from game.starship.rules.setup import setup
from game.starship.rules.state import StarshipState
from game.starship.rules.track import load_track
from game.starship.rules.validate import validate_data


class StarshipGame(Game):
    id: ClassVar[str] = "starship"
    title: ClassVar[str] = "Starship Merchants"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    layout: ClassVar[str] = "track"
    blurb: ClassVar[str] = (
        "Buy starships, lease them on credit, mine the Belt and deliver cargo "
        "before your fleet turns obsolete."
    )
    rulebook: ClassVar[str] = "starship-merchants.txt"
    bot_levels: ClassVar[tuple[str, ...]] = ("random", "heuristic", "hard")
    hidden_information: ClassVar[bool | None] = False
    codec: ClassVar[ActionCodec] = _codec

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> StarshipState:
        self.check_players(num_players)
        self.resolve_options(num_players, options)
        return setup(num_players, seed, load_track(), components())

    def state_from_dict(self, data: Mapping[str, Any]) -> StarshipState:
        if not isinstance(data, Mapping):
            raise ValueError("a Starship Merchants state must be an object")
        return StarshipState.from_dict(data)

    def validate_data(self) -> list[str]:
        """Problems with the shipped component data and board map (empty: all well)."""
        return validate_data()

    def make_bot(self, level: str, seat: int, seed: int) -> Bot:
        if level == "heuristic":
            return HeuristicBot(seat, seed)
        return super().make_bot(level, seat, seed)

    def search_hooks(self) -> SearchHooks:
        """The Hard bot's hooks: determinise a view, play the Normal policy, evaluate."""
        return HOOKS


GAME = StarshipGame()
