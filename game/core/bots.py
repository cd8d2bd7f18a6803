"""Bots shared by every game. Game-specific heuristics live in each game's ``bots.py``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from game.core.protocol import Action, Bot, State


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
