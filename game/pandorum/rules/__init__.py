"""Pandorum's pure rules: component data, the assembled hex board, the state, scoring.

``GAME`` is what the catalogue looks for; ``validate_data()`` checks the shipped data and
maps (used by ``python -m game validate`` and the tests).
"""

from __future__ import annotations

from game.pandorum.rules.game import GAME, PandorumGame
from game.pandorum.rules.state import PandorumState
from game.pandorum.rules.validate import validate_data

__all__ = ["GAME", "PandorumGame", "PandorumState", "validate_data"]
