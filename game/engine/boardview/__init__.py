"""The board-view base every game's view stands on (see :mod:`.base` and docs/engine.md):
:class:`BoardView`, the :class:`Target` vocabulary, :class:`Tween` animations, the prompt,
button row and detail text every board has, and the one meaning of the choice colours."""

from game.engine.boardview.base import BoardView
from game.engine.boardview.colours import HOVER, MAY_CHOOSE, SELECTED
from game.engine.boardview.motion import Tween, ease_out, lerp
from game.engine.boardview.prompt import ButtonSpec, button_row, draw_prompt, draw_text_block
from game.engine.boardview.targets import Target, target_at

__all__ = ["HOVER", "MAY_CHOOSE", "SELECTED", "BoardView", "ButtonSpec", "Target", "Tween",
           "button_row", "draw_prompt", "draw_text_block", "ease_out", "lerp", "target_at"]
