"""Bots shared by every game. Game-specific heuristics live in each game's ``bots.py``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from game.core.protocol import Action, Bot, Game, NoSuchBotLevel, State
from game.core.search import SearchBot, SearchBudget

#: what players read for each level (setup, tournament): Easy, Normal, Hard
LEVEL_NAMES = {"random": "Easy", "heuristic": "Normal", "hard": "Hard"}


class RandomBot(Bot):
    """Picks a uniformly random legal action: the fuzzer's bot."""

    level: ClassVar[str] = "random"
    needs_view: ClassVar[bool] = False

    def choose(self, view: State) -> Action:
        return self.choose_from(view.legal_actions(self.seat))

    def choose_from(self, legal: Sequence[Action]) -> Action:
        if not legal:
            raise RuntimeError(f"seat {self.seat} has no legal action to choose from")
        return self.rng.choice(legal)


def make_bot(
    game: Game, level: str, seat: int, seed: int, budget: SearchBudget | None = None
) -> Bot:
    """A bot of ``level`` for ``seat``: the game's own bots first (a game may have its own
    random bot, as Merchants has for its auctions), then the shared ones: ``random``, and
    ``hard`` (search with the game's hooks, within ``budget``)."""
    try:
        return game.make_bot(level, seat, seed)
    except NoSuchBotLevel:
        if level == "random":
            return RandomBot(seat, seed)
        hooks = game.search_hooks() if level == "hard" else None
        if hooks is None:
            raise
        return SearchBot(seat, seed, hooks, budget or SearchBudget())
