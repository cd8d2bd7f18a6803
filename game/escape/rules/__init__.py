"""Andromeda Escape rules (pure Python). The game definition, ``GAME``, stands above them in
:mod:`game.escape.game`, beside the bots; nothing here imports outside ``rules/`` of this game.

Modules, by rulebook name: ``setup`` (Game Setup), ``turn`` (Basic Rules: a turn),
``skip`` (Skip), ``wormhole`` (Through the Wormhole, Last Ship, End of the Game),
``lost_ship`` (Lost Ship), ``cards`` (Action Cards) with ``effects`` (what each card, SWAP
and WARP does), ``missions`` (Mission Cards), ``scoring`` (And the Winner is ...). Beside
them: ``board`` (the ring board from the Tiled map), ``data`` (component numbers from
assets/data/escape), ``validate`` (their checks), ``actions`` (the decisions), ``position``
(the state's fields and plain facts), ``state`` (the decision table, views, saves).
Imports go one way: ``position`` <- rule sections <- ``state``.
"""

from game.escape.rules.actions import codec
from game.escape.rules.board import EscapeBoard
from game.escape.rules.state import EscapeState

__all__ = ["EscapeBoard", "EscapeState", "codec"]
