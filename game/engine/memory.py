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

The young collections (generations 0 and 1, 1-1.6 ms each at times) fell inside whatever
frame made the 700th new object, often a busy one (a 4.5 ms frame became 6). While a game
screen is open the collector's own trigger is raised to :data:`SAFETY` new objects, and
the frame loop runs the collection that is due at the end of a frame that finished early
(:func:`collect_due`, under :data:`SPARE_BEFORE` seconds of work): the same collections
as the collector's own, in quiet frames. The raised trigger is the safety: frames that
are never quiet (or code that runs no frames) still collect, only later.
"""

from __future__ import annotations

import gc

#: new objects (net of freed ones) before a young collection is due: CPython's default
YOUNG = 700
#: while a game screen is open the collector starts on its own only after this many new
#: objects (every frame busy for a while); otherwise the frame loop collects
SAFETY = 20 * YOUNG
#: a frame whose work took longer than this (seconds) leaves a due collection to the next
SPARE_BEFORE = 0.0025

#: the collector's thresholds before a game screen raised them (None: not raised)
_saved: tuple[int, int, int] | None = None


def settle() -> None:
    """Free what is garbage, then freeze every object the collector tracks now (a game
    screen is opening); from now on the frame loop runs the young collections."""
    global _saved
    gc.collect()
    gc.freeze()
    if _saved is None:
        _saved = gc.get_threshold()
        gc.set_threshold(SAFETY, _saved[1], _saved[2])


def release() -> None:
    """Give what :func:`settle` froze back to the collector and its own trigger (a game
    screen closed)."""
    global _saved
    gc.unfreeze()
    if _saved is not None:
        gc.set_threshold(*_saved)
        _saved = None


def held() -> bool:
    """Whether the frame loop runs the young collections (a game screen is open)."""
    return _saved is not None


def collect_due(spent: float) -> int | None:
    """At the end of a frame whose work took ``spent`` seconds: run the collection the
    collector would have run by now (the oldest generation whose count passed its
    threshold, as CPython chooses), if the frame finished early. Returns the generation
    collected (None: none was due, the frame was busy, or no game screen holds them)."""
    if _saved is None or spent > SPARE_BEFORE:
        return None
    counts = gc.get_count()
    if counts[0] < YOUNG:
        return None
    generation = 0
    for gen in (2, 1):
        if counts[gen] >= _saved[gen]:
            generation = gen
            break
    gc.collect(generation)
    return generation
