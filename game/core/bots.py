"""Bots shared by every game. Game-specific heuristics live in each game's ``bots.py``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from game.core.protocol import Action, Bot, Game, NoSuchBotLevel, State
from game.core.search import SearchBot, SearchBudget

#: what players read for each level (setup, tournament): Easy, Normal, Hard
LEVEL_NAMES = {"random": "Easy", "heuristic": "Normal", "hard": "Hard"}
#: the player-facing level names (lower case) and the internal levels they stand for
ALIASES = {shown.lower(): level for level, shown in LEVEL_NAMES.items()}


def level_of(name: str) -> str:
    """The internal level a command line's ``name`` stands for: a player-facing name in
    any case ("Normal" -> "heuristic") or an internal level as it is."""
    return ALIASES.get(name.lower(), name)


def levels_text(levels: list[str] | tuple[str, ...]) -> str:
    """A game's levels as a player names them on the command line: "easy, normal, hard"."""
    return ", ".join(LEVEL_NAMES.get(level, level).lower() for level in levels)


def bot_choices(legal: Sequence[Action]) -> list[Action]:
    """The legal actions a bot chooses among: all but those that only take the player's
    own choice back (:attr:`Action.TAKES_BACK`), which return to a decision the bot
    already made (an Easy bot took back more than half the cards it played); all of them
    when nothing else is legal."""
    return [a for a in legal if not a.TAKES_BACK] or list(legal)


class RandomBot(Bot):
    """Picks a uniformly random legal action: the Easy bot, and the fuzzer's. It never
    takes its own choice back unless ``take_backs`` (a fuzzer's, to play those too)."""

    level: ClassVar[str] = "random"
    needs_view: ClassVar[bool] = False

    def __init__(self, seat: int, seed: int, take_backs: bool = False) -> None:
        super().__init__(seat, seed)
        self.take_backs = take_backs

    def choose(self, view: State) -> Action:
        return self.choose_from(view.legal_actions(self.seat))

    def choose_from(self, legal: Sequence[Action]) -> Action:
        if not legal:
            raise RuntimeError(f"seat {self.seat} has no legal action to choose from")
        return self.rng.choice(legal if self.take_backs else bot_choices(legal))


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
