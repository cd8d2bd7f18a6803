"""Python's garbage collector kept out of the frames of a game.

A full (oldest-generation) collection walks every container object the process holds; with
a game's rules data, its history for undo, the views' caches and the fonts loaded it took
15 ms, inside whatever frame it fell in (measured: the frame the Merchants auction screen
opened in, 16-30 ms, issue #12). When a game screen opens, everything the process holds is
frozen (:func:`gc.freeze`: moved, at no cost, to a generation the collector no longer
walks), so later collections walk only what the game made since; leaving the screen thaws
it, and the next collection frees what the game and the screens before it left behind (no
collection is forced there: with many objects alive one takes longer than a frame).

Freezing also freezes garbage: objects in reference cycles that nothing reaches any more
(a closed game's scene, view and board pictures: hundreds of megabytes of surfaces at 4K)
would never be freed, and every game opened after another in one process kept the last
one's (measured: +330 MB a 4K table game; 3-12 GB in a test worker). So the screen that
opens collects first, once, as it opens (the opening frame, not a frame of play).
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Free what is garbage, then freeze every object the collector tracks now (a game
    screen is opening)."""
    gc.collect()
    gc.freeze()


def release() -> None:
    """Give what :func:`settle` froze back to the collector (a game screen closed)."""
    gc.unfreeze()
