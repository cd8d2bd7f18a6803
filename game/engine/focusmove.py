"""Where an arrow key moves the keyboard focus: to the nearest focusable thing that lies
that way on the screen (spatial navigation, as TV and console menus and Android's focus
finder do), not to the next one in the list. Tab / Shift+Tab keep the list order (a
designed order: on a board, the targets that complete a decision lead).

The rule, for an arrow pointing in direction *d* from the focused widget's rectangle:

* **candidates** are the other widgets whose centre lies beyond the focused widget's
  centre in direction *d* (the half-plane ahead);
* a candidate is **in the beam** when it overlaps the focused widget's extent across *d*
  (the same row for Left/Right, the same column for Up/Down): in-beam candidates win;
  next come those **in the cone** (their centre no farther off sideways than ahead,
  give or take ``ROUNDING`` px of rounded rectangles: a card more below than beside the
  focus is "down", not "left"); with nothing in the beam or the cone, those in the
  **wide cone** (at most ``WIDE`` (2) times as far off sideways as ahead: on Escape's
  ring of twelve the next field up from the one at ten o'clock lies 1.74 times as far
  aside as above); one farther off sideways is never taken (Up must not jump to a
  button far to the right that lies a little higher: it would read as a wrong key).
  For Up/Down a cone candidate may still beat the beam when it lies wholly before the
  best in-beam one (a row just below that is offset sideways beats a tile far down the
  screen), as Android's focus finder does; for Left/Right the row wins unless its best
  is not next door (below) and a cone candidate wholly before it is (a ship just above
  a card's row on Escape: Left from the card ran along the row to the far ship, and no
  arrow from anywhere led to the near one);
* among those, one **next door** wins before anything farther: a candidate whose centre
  lies no farther off sideways than ahead (the cone) and at most ``NEXT_DOOR`` (1.25)
  times as far from the focused widget's centre as the nearest other widget's, whichever
  way that one lies. On a hex map the six neighbours lie one hex width away, the hex
  straight above two rows up 1.7 widths: Up from a hex goes to the lit neighbour half a
  hex aside, not past it (found in play on the Pandorum planet: the weighing below
  preferred the hex two rows up, 48 px ahead against 30 px aside counted twice). Menus,
  card rows and consoles move as before (tests/ui/test_arrow_focus.py, every game played
  by keys);
* among those, the **nearest** wins: the gap between the facing edges along *d* plus
  ``SIDEWAYS`` times the offset of the centres across *d* (so a thing straight ahead
  beats one as near but off to the side); on a tie (within a pixel: a hex cell's two
  neighbours below it) the one nearer the **lane** wins, the line across *d* the arrows
  have been walking along since the key last changed axis, so Down, Down, Down on a hex
  map zig-zags down one column instead of drifting to one side; then the earlier one in
  the list (the Tab order), so the choice is deterministic;
* **nothing that way** (in the beam, the cone or the wide cone): the focus wraps to the
  far side of the same row or column (the in-beam widget farthest the other way), as a
  game menu whose last item leads back to the first. A player then always sees the key
  do something, stays on the line they were walking along, and reaches the whole row or
  column with one key; a dead key at an edge reads as a broken keyboard on a screen
  without a pointer. With nothing else in that row or column the focus stays put.

Tab / Shift+Tab walk the list, but a **group** (the widgets that name the same
``tab_group``: the lit hexes of a map, the fields a ship of Escape may go to) is one
stop, as a composite widget (a grid, a toolbar) is one Tab stop on the web: Tab from
any of its members goes on past the group, a Tab that enters it lands on its first
member (the nearest the ship, or the chosen hex), and the arrows move within it
(:func:`tab_step`). Found in play: after a hex was chosen, Tab walked the other lit
hexes one by one (up to some 90 on a flight) before it reached the hand or the market.

So the arrows must reach every widget from every other: tests/ui/test_arrow_reach.py
builds the arrow graph of seeded positions of all four games (each piece that may be
picked up chosen in turn) and checks it is strongly connected (before the wide cone,
the rounding and the next door beside a row, four of Escape's twelve lit outer fields
were reached from no other field, one of Merchants' exploration nodes from nowhere).

Pure geometry on rectangles: :func:`toward` and :func:`tab_step` are tested without a
window.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

import pygame

#: the four arrow commands: (axis, sign) - axis 0 is x, 1 is y; sign +1 towards larger
DIRECTIONS: dict[str, tuple[int, int]] = {
    "left": (0, -1), "right": (0, 1), "up": (1, -1), "down": (1, 1),
}
#: how much a sideways offset of the centres counts against a candidate, per pixel,
#: compared with a pixel of distance straight ahead
SIDEWAYS = 2.0
#: a candidate is **next door** when its centre lies at most this many times as far
#: from the focused one's as the nearest other's (whichever way): a hex's six neighbours
#: lie one hex width away, the hex two rows up 1.7 widths, the next but one across 2
NEXT_DOOR = 1.25
#: pixels a centre may lie off the cone's edge and still count as in it: a diagonal
#: neighbour on a map drawn at 45 degrees lies 57 px aside and 56 px ahead once the
#: rectangles are rounded (Merchants' exploration board: Down from its left node missed
#: the one below it, so nothing ever reached that node)
ROUNDING = 2.0
#: with nothing in the beam or the cone, a candidate whose centre lies at most this many
#: times as far off sideways as ahead is still that way (the wide cone): on Escape's ring
#: of twelve the next field up from the one at ten o'clock lies 1.74 times as far aside
#: as above; a button far to the right a little higher (32 times) is not "up"
WIDE = 2.0


def _span(rect: pygame.Rect, axis: int, sign: int) -> tuple[float, float]:
    """The rectangle's (near, far) extent along ``axis``, measured in the direction
    ``sign`` (so "near" is the edge met first when going that way)."""
    lo, hi = (rect.left, rect.right) if axis == 0 else (rect.top, rect.bottom)
    return (sign * lo, sign * hi) if sign > 0 else (sign * hi, sign * lo)


def _centre(rect: pygame.Rect, axis: int) -> float:
    return (rect.left + rect.right) / 2 if axis == 0 else (rect.top + rect.bottom) / 2


def _overlaps(a: pygame.Rect, b: pygame.Rect, axis: int) -> bool:
    """Do the extents of ``a`` and ``b`` along ``axis`` overlap (not merely touch)?"""
    if axis == 0:
        return a.left < b.right and b.left < a.right
    return a.top < b.bottom and b.top < a.bottom


def across_centre(rect: pygame.Rect, direction: str) -> float:
    """The centre of ``rect`` across ``direction`` (its x for Up/Down): where a lane of
    arrows in that direction starting from it runs."""
    return _centre(rect, 1 - DIRECTIONS[direction][0])


def toward(origin: pygame.Rect, rects: Sequence[pygame.Rect], direction: str,
           lane: float | None = None) -> int | None:
    """The index in ``rects`` of the rectangle an arrow ``direction`` ("up", "down",
    "left", "right") moves the focus to from ``origin`` (see the module docstring for the
    rule, wrapping included); None when no other rectangle lies that way nor in the same
    row or column. ``rects`` are the other focusable widgets, in Tab order; ``lane``
    (default: the origin's own centre across) breaks ties between equally near ones."""
    axis, sign = DIRECTIONS[direction]
    across = 1 - axis
    here = sign * _centre(origin, axis)
    _, origin_far = _span(origin, axis, sign)
    origin_across = _centre(origin, across)
    keep_to = origin_across if lane is None else lane

    def gap(rect: pygame.Rect) -> float:
        return max(0.0, _span(rect, axis, sign)[0] - origin_far)

    def score(rect: pygame.Rect) -> float:
        return gap(rect) + SIDEWAYS * abs(_centre(rect, across) - origin_across)

    def in_cone(rect: pygame.Rect) -> bool:
        return (abs(_centre(rect, across) - origin_across)
                <= sign * _centre(rect, axis) - here + ROUNDING)

    def in_wide_cone(rect: pygame.Rect) -> bool:
        return abs(_centre(rect, across) - origin_across) <= WIDE * (
            sign * _centre(rect, axis) - here)

    def away(rect: pygame.Rect) -> float:
        return math.dist(rect.center, origin.center)

    nearest = min((away(r) for r in rects), default=0.0)

    def next_door(rect: pygame.Rect) -> bool:
        return in_cone(rect) and away(rect) <= NEXT_DOOR * nearest

    ahead = [i for i, r in enumerate(rects) if sign * _centre(r, axis) > here]
    if ahead:
        beam = [i for i in ahead if _overlaps(rects[i], origin, across)]
        cone = [i for i in ahead if i not in beam and in_cone(rects[i])]
        if beam:
            best = min(beam, key=lambda i: (score(rects[i]), i))
            best_near, _ = _span(rects[best], axis, sign)
            before = [i for i in cone if _span(rects[i], axis, sign)[1] <= best_near]
            # a row wholly before the best in the column competes with it; beside the
            # row, only a neighbour next door when the row's best is not (a ship just
            # above a card's row on Escape: Left from the card ran along the row to the
            # far ship, and no arrow from anywhere led to the near one)
            pool = beam + (before if axis == 1 else [] if next_door(rects[best]) else
                           [i for i in before if next_door(rects[i])])
        else:
            # nothing in the beam or the cone: the nearest in the wide cone (a field up
            # and to the right on Escape's ring, one step along it)
            pool = cone or [i for i in ahead if in_wide_cone(rects[i])]
        # a neighbour that lies that way before anything farther (up from a hex: the lit
        # neighbour half a hex aside, not the hex straight above it two rows up)
        pool = [i for i in pool if next_door(rects[i])] or pool
        if pool:
            scores = {i: score(rects[i]) for i in pool}
            least = min(scores.values())
            tied = [i for i in pool if scores[i] <= least + 1.0]
            return min(tied, key=lambda i: (abs(_centre(rects[i], across) - keep_to),
                                            scores[i], i))
    # nothing that way: the far side of the same row or column
    line = [i for i, r in enumerate(rects) if _overlaps(r, origin, across)
            and sign * _centre(r, axis) < here]
    if not line:
        return None
    return min(line, key=lambda i: (sign * _centre(rects[i], axis),
                                    abs(_centre(rects[i], across) - origin_across), i))


def tab_step(groups: Sequence[Hashable | None], at: int | None, step: int) -> int | None:
    """The index Tab (``step`` +1) or Shift+Tab (-1) moves the focus to in a ring whose
    widgets name the groups ``groups`` (None: a widget on its own), from index ``at``
    (None: nothing in the ring has the focus: Tab goes to the first stop, Shift+Tab to the
    last). A group is one stop, where its first member stands (the chosen hex, with the
    other lit hexes after the prompt's buttons, is still one stop): Tab from any member
    goes on to the stop after it, and a step onto the group lands on that first member.
    A ring of one group alone is stepped through one by one. None: an empty ring."""
    n = len(groups)
    if n == 0:
        return None
    heads: dict[Hashable, int] = {}
    for i, g in enumerate(groups):
        if g is not None:
            heads.setdefault(g, i)
    stops = [i for i, g in enumerate(groups) if g is None or heads[g] == i]
    if at is None:
        return stops[0] if step > 0 else stops[-1]
    if len(stops) == 1:
        return (at + step) % n
    g = groups[at]
    here = stops.index(at if g is None else heads[g])
    return stops[(here + step) % len(stops)]
