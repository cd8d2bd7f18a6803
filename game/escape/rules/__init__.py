"""Andromeda Escape rules (pure Python): ``GAME`` is the game definition.

Modules, by rulebook name: ``board`` (the ring board from the Tiled map), ``data``
(component numbers from assets/data/escape), ``actions`` (the decisions), ``state`` (setup,
a turn, Skip, the wormhole, the Lost Ship, the end), ``effects`` (Action Cards, SWAP,
WARP), ``missions`` (the seven missions), ``scoring`` (final scoring and ties).
"""

from game.escape.rules.actions import codec
from game.escape.rules.board import EscapeBoard
from game.escape.rules.game import EscapeGame
from game.escape.rules.state import EscapeState

GAME = EscapeGame()

__all__ = ["GAME", "EscapeBoard", "EscapeGame", "EscapeState", "codec"]
