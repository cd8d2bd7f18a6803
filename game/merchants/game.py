"""The Merchants of Andromeda game definition (``GAME``, what the catalogue loads): id,
title, player counts, bots, data checks.

Merchants has its own Easy bot (random legal actions, a random secret bid in auctions)
beside the Normal one, both in ``bots``; the Hard bot's hooks, bids included, are in
``hard``. Those import the rules, and this module imports them all: the rules import none
of them back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.protocol import Bot, Game, OptionSpec, SearchHooks
from game.merchants.bots import HeuristicBot, RandomMerchantsBot
from game.merchants.hard import HOOKS
from game.merchants.rules.actions import codec
from game.merchants.rules.data import components
from game.merchants.rules.setup import new_state
from game.merchants.rules.state import MerchantsState
from game.merchants.rules.validate import validate_data


class MerchantsGame(Game):
    id: ClassVar[str] = "merchants"
    title: ClassVar[str] = "Merchants of Andromeda"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    layout: ClassVar[str] = "boards"
    blurb: ClassVar[str] = (
        "Spread influence over six boards of a space station and win real-time "
        "auctions: the first to let go buys."
    )
    rulebook: ClassVar[str] = "merchants-of-andromeda.txt"
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    bot_levels: ClassVar[tuple[str, ...]] = ("random", "heuristic", "hard")
    hidden_information: ClassVar[bool | None] = True
    codec = codec

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> MerchantsState:
        self.check_players(num_players)
        self.resolve_options(num_players, options)
        return new_state(num_players, seed)

    def state_from_dict(self, data: Mapping[str, Any]) -> MerchantsState:
        try:
            return MerchantsState.from_dict(data, components())
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ValueError(f"not a Merchants of Andromeda state: {exc}") from exc

    def make_bot(self, level: str, seat: int, seed: int) -> Bot:
        if level == "random":
            return RandomMerchantsBot(seat, seed)
        if level == "heuristic":
            return HeuristicBot(seat, seed)
        return super().make_bot(level, seat, seed)

    def search_hooks(self) -> SearchHooks:
        """The Hard bot's hooks: determinisation with Normal opponents, the projected-money
        evaluation and auction bids priced from it (:mod:`game.merchants.hard`)."""
        return HOOKS

    def validate_data(self) -> list[str]:
        return validate_data()


GAME = MerchantsGame()
