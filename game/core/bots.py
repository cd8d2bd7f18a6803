"""Bots shared by every game. Game-specific heuristics live in each game's ``bots.py``."""

from __future__ import annotations

from typing import ClassVar

from game.core.protocol import Action, Bot, State


class RandomBot(Bot):
    """Picks a uniformly random legal action: the fuzzer's bot."""

    level: ClassVar[str] = "random"

    def choose(self, view: State) -> Action:
        actions = view.legal_actions(self.seat)
        if not actions:
            raise RuntimeError(f"seat {self.seat} has no legal action to choose from")
        return self.rng.choice(actions)
