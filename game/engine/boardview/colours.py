"""The one meaning of the choice colours in every game, read from ``assets/theme.json``.

* ``MAY_CHOOSE`` (green): a place, piece or card the player may choose now;
* ``SELECTED`` (yellow): what the player has chosen and is acting with;
* ``HOVER`` (white): the thing under the mouse pointer.

Shapes carry the same meaning (dashed rings / outlines for "may choose", solid for
"selected"), so colour is never the only cue. Module constants, so drawing helpers that
have no app at hand use the same colours as the views.
"""

from __future__ import annotations

from game.engine.theme import RGB, Theme

_THEME = Theme.load()

MAY_CHOOSE: RGB = _THEME.c("may_choose")
SELECTED: RGB = _THEME.c("selected")
HOVER: RGB = _THEME.c("hover")
