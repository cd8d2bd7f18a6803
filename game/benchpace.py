"""What every frame benchmark stands on: the pace of a frame and the headless display.

The frames benchmark (:mod:`game.framebench`) and the table's decision latency
(:mod:`game.tablelatency`) both run the app's frames at 60 a second, as
:meth:`game.engine.app.App.run` paces them on screen, on SDL's dummy video and audio
drivers; both take the two from here, so neither has to reach into the other for them.
"""

from __future__ import annotations

import os

#: one frame, in seconds: 60 a second (``game.engine.app.FPS``; not imported from there,
#: so that measuring code can be imported without pygame)
FRAME = 1 / 60


def headless() -> None:
    """Use SDL's dummy video and audio drivers unless the caller chose others (set before
    pygame opens a display)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
