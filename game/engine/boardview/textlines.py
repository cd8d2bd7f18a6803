"""Text cut to a number of lines: the prompt's words, a card's text in a detail box.

Every board writes words into a box of a few lines; when they do not fit, the last line
shown ends in an ellipsis (and the view may offer the whole text elsewhere: a box beside
the card, a tap). One rule for every game: wrap at the box's width, keep ``rows`` lines,
fit the last one with " …" appended. A text that must be shown whole (a card's text at a
table) is sized instead: :func:`text_size` finds the largest size, down to a floor, at
which :func:`flow_text` pours it whole into its areas.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine.text import Fonts
from game.engine.theme import RGB

#: appended to the last line shown when a text is cut
ELLIPSIS = " \u2026"


def cut_wrapped(fonts: Fonts, lines: Sequence[str], size: int, width: int, rows: int,
                bold: bool = False) -> tuple[list[str], bool]:
    """At most ``rows`` of the already wrapped ``lines``; True when some were left out
    (the last one kept then ends in an ellipsis, fitted to ``width``)."""
    if len(lines) <= rows:
        return list(lines), False
    if rows <= 0:
        return [], True
    out = list(lines[:rows])
    out[-1] = fonts.fit(out[-1] + ELLIPSIS, size, width, bold)
    return out, True


def shared_lines(fonts: Fonts, entries: Sequence[Sequence[str]], size: int, width: int,
                 room: int, read: int | None, most: int) -> tuple[list[str], bool]:
    """Several texts, each already wrapped (``entries``), in ``room`` lines: all of them
    whole when they fit; else entry ``read`` (the one the player points at; None: none)
    whole and the others sharing the lines left (at least one each), or, with nothing
    read, all sharing the room (at most ``most`` lines each, at least one; a line left
    over goes to the first ones); a cut one ends in an ellipsis. The lines, and whether
    any text was cut. (With nothing read each was cut to ``most`` lines whatever the
    room: three long senators took twelve lines of ten and ran over the hint lines.)"""
    if sum(len(w) for w in entries) <= room:
        return [line for w in entries for line in w], False
    even, over = divmod(room, max(1, len(entries)))
    budget = [max(1, min(most, even + (i < over))) for i in range(len(entries))]
    if read is not None and read < len(entries):
        share = max(1, (room - len(entries[read])) // max(1, len(entries) - 1))
        budget = [len(w) if i == read else share for i, w in enumerate(entries)]
    lines: list[str] = []
    for w, rows in zip(entries, budget, strict=True):
        lines += cut_wrapped(fonts, w, size, width, rows)[0]
    return lines, True


def cut_lines(fonts: Fonts, text: str, size: int, width: int, rows: int,
              bold: bool = False) -> tuple[list[str], bool]:
    """``text`` wrapped at ``width`` in at most ``rows`` lines; True when it was cut."""
    return cut_wrapped(fonts, fonts.wrap(text, size, width, bold), size, width, rows, bold)


def draw_lines(surface: pygame.Surface, fonts: Fonts, lines: Sequence[str],
               topleft: tuple[int, int], size: int, colour: RGB, bold: bool = False,
               step: int | None = None, anchor: str = "topleft") -> int:
    """``lines`` from ``topleft`` down, each ``step`` pixels below the last (default: the
    font's line height), each placed by its ``anchor`` ("midtop": centred on x); the y
    just below the last line's step."""
    x, y = topleft
    step = fonts.line_height(size, bold) if step is None else step
    for line in lines:
        fonts.draw(surface, line, (x, y), size, colour, bold, anchor)
        y += step
    return y


def text_size(f: Fonts, text: str, areas: Sequence[pygame.Rect], size: int, floor: int
              ) -> int:
    """The largest of ``size``, ``size`` - 2, ... (down to ``floor``) at which ``text``
    goes whole into ``areas``, else ``floor``: found by halving the sizes left (a smaller
    size never needs more room), so a card text seen for the first time is wrapped at
    three or four sizes, not at every one (4 ms of a frame at 4K)."""
    sizes = [*range(size, floor, -2), floor] if size > floor else [size]
    low, high = 0, len(sizes) - 1  # the answer is in sizes[low..high]
    while low < high:
        mid = (low + high) // 2
        if flow_text(f, text, areas, sizes[mid])[1]:
            high = mid
        else:
            low = mid + 1
    return sizes[low]


def flow_text(f: Fonts, text: str, areas: Sequence[pygame.Rect], size: int
              ) -> tuple[list[tuple[pygame.Rect, list[str]]], bool]:
    """``text`` wrapped at ``size`` into ``areas`` one after another: the lines of each
    area, and whether the whole text went in (else the last line ends with an ellipsis)."""
    lh = f.line_height(size)
    words = text.split()
    out: list[tuple[pygame.Rect, list[str]]] = []
    for area in areas:
        lines = f.wrap(" ".join(words), size, area.width)
        room = max(0, area.height // lh)
        if area is not areas[-1]:  # a word too wide for this area goes whole to the next
            room = min(room, _whole_lines(lines, words))
        shown, rest = lines[:room], lines[room:]
        out.append((area, shown))
        if not rest:
            return out, True
        if area is areas[-1]:
            if shown:
                shown[-1] = f.fit(shown[-1] + ELLIPSIS, size, area.width)
            return out, False
        words = words[sum(len(line.split()) for line in shown):]
    return out, not words


def flow_paragraphs(f: Fonts, paragraphs: Sequence[str], areas: Sequence[pygame.Rect],
                    size: int) -> tuple[list[tuple[pygame.Rect, list[str]]], bool]:
    """:func:`flow_text` for ``paragraphs``, each starting a line, poured one after
    another into ``areas`` (the next begins below the last's lines, in the area it ended
    in): the lines of each area a paragraph used, and whether they all went in (else the
    last line shown ends with an ellipsis)."""
    lh = f.line_height(size)
    left = list(areas)
    out: list[tuple[pygame.Rect, list[str]]] = []
    for text in paragraphs:
        placed, whole = flow_text(f, text, left, size)
        used = [(area, lines) for area, lines in placed if lines]
        out += used
        if not whole:
            if not used and out:  # no line of it found room: the one before says so
                area, lines = out[-1]
                lines[-1] = f.fit(lines[-1] + ELLIPSIS, size, area.width)
            return out, False
        area, lines = placed[-1]
        below = pygame.Rect(area.left, area.top + len(lines) * lh, area.width,
                            max(0, area.height - len(lines) * lh))
        left = [below, *left[len(placed):]]
    return out, True


def _whole_lines(lines: Sequence[str], words: Sequence[str]) -> int:
    """How many of ``lines``, from the first, hold only whole ``words``: ``Fonts.wrap``
    breaks a word wider than the line in two ("spaceship" / "s upright")."""
    at = 0
    for n, line in enumerate(lines):
        tokens = line.split()
        if tokens != list(words[at:at + len(tokens)]):
            return n
        at += len(tokens)
    return len(lines)
