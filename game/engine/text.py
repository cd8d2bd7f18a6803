"""Fonts and text: the bundled DejaVu Sans (assets/fonts, Bitstream Vera licence beside it).

Body text is at least 24 px on the 1920x1080 canvas so it reads from across a table.
"""

from __future__ import annotations

import functools
import io
import re
import weakref
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

import pygame

from game.paths import FONTS

REGULAR = FONTS / "DejaVuSans.ttf"
BOLD = FONTS / "DejaVuSans-Bold.ttf"

P = ParamSpec("P")
R = TypeVar("R")

#: the smallest text size the interface uses (canvas pixels)
MIN_SIZE = 24
#: rendered lines kept (a busy screen shows a few hundred)
TEXT_CACHE = 2000


#: a bare number as a word: "1", "12,", "3.", "#6", a signed one ("+12,": what a seat
#: earned), and a Roman one up to IV: what a wrap keeps with the word before it ("Mark I
#: Scout" / "#6" read as a line of its own in the game log, "equips the Mark" / "II Scout
#: #9" split a ship's name, and a scoring read "Dev" / "+12")
_NUMBER = re.compile(r"(?:[+\u2212-]?#?\d+|I{1,3}|IV)[.,;:!?]*")


def word_units(text: str, fits: Callable[[str], bool]) -> list[str]:
    """``text``'s words as a wrap places them: a bracketed group of words ("(2 to go)")
    one unit when ``fits`` says it holds on a line of its own, so that a wrap breaks
    before its "(" ("Forepart" / "(2 to go)") rather than inside it ("Forepart (2 to" /
    "go)"); else, or when it is never closed, its words one by one. A bare number stays
    with the word before it where the two fit a line ("field 1", "Normal bot 2"): a
    Moves list button read "... outer ring, field" / "1", the number alone."""
    out: list[str] = []
    group: list[str] = []
    depth = 0
    for word in text.split():
        if not group and not word.startswith("("):
            if out and _NUMBER.fullmatch(word) and fits(f"{out[-1]} {word}"):
                out[-1] = f"{out[-1]} {word}"
            else:
                out.append(word)
            continue
        group.append(word)
        depth += word.count("(") - word.count(")")
        if depth <= 0:
            together = " ".join(group)
            out += [together] if len(group) > 1 and fits(together) else group
            group, depth = [], 0
    return out + group


def _fits(font: pygame.font.Font, lead: str, width: int, unit: str) -> bool:
    """``unit`` after ``lead`` (a paragraph's indent) is no wider than ``width``."""
    return font.size(lead + unit)[0] <= width


def _rows(font: pygame.font.Font, lead: str, units: Sequence[str], width: int
          ) -> list[list[str]] | None:
    """``units`` placed on rows as a wrap fills them (each row as many as fit after
    ``lead``, a paragraph's indent); None when a unit alone is wider than ``width``."""
    rows: list[list[str]] = []
    for unit in units:
        if rows and font.size(lead + " ".join([*rows[-1], unit]))[0] <= width:
            rows[-1].append(unit)
        elif font.size(lead + unit)[0] <= width:
            rows.append([unit])
        else:
            return None
    return rows


def _no_lone_word(font: pygame.font.Font, lead: str, rows: list[list[str]], width: int
                  ) -> list[list[str]]:
    """``rows`` with no word or two left alone on a short row (under half the width) by
    the bracketed group after it (kept whole by :func:`word_units`, too wide to go
    beside them): the game log read "The run of the Mark II Tug #8" / "ends" / "(0
    Energy Points unspent)", and "... from the Mark I" / "Tug #1" / "(all they had; 4
    was due)". Words of the row above come down to them, the fewest that make the row
    no longer short ("The run of the" / "Mark II Tug #8 ends"), and so on up while a row
    is left short; the text takes no more rows than before."""
    def wide(row: list[str]) -> int:
        return int(font.size(lead + " ".join(row))[0])

    for i in range(1, len(rows) - 1):
        if not rows[i + 1][0].startswith("("):
            continue  # (a narrow column's words alone on their rows are left as they are)
        j = i
        while j >= 1 and 2 * wide(rows[j]) < width:  # a row left short in turn: the same
            above, row = rows[j - 1], rows[j]
            while (2 * wide(row) < width and len(above) > 1
                   and wide([above[-1], *row]) <= width):
                above, row = above[:-1], [above[-1], *row]
            rows = [*rows[:j - 1], above, row, *rows[j + 1:]]
            j -= 1
    return rows


@functools.cache
def _face(path: Path) -> bytes | None:
    """The font file's bytes, read once a process (None: it is missing, the default font
    stands in). Every size is loaded from these bytes in memory: a screen's first frames
    load several new sizes, and from the file each read it again (0.3 ms a size, more
    than twice that when the disk cache was cold: the Merchants auction's first frame
    took 11-23 ms so)."""
    try:
        return path.read_bytes()
    except OSError:
        return None


def load_font(size: int, bold: bool = False) -> pygame.font.Font:
    """A new font of the bundled face (bold or regular) at ``size`` pixels, any size, from
    the face's bytes in memory (:func:`_face`)."""
    data = _face(BOLD if bold else REGULAR)
    return pygame.font.Font(io.BytesIO(data) if data is not None else None, size)


class Fonts:
    """A cache of loaded fonts by (size, bold)."""

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}
        #: rendered lines, least recently used first (an LRU: emptying a full cache at
        #: once made the next frame render every label again, one slow frame)
        self._text_cache: OrderedDict[tuple[str, int, bool, tuple[int, ...]],
                                      pygame.Surface] = OrderedDict()
        self._wrap_cache: dict[tuple[str, int, int, bool], list[str]] = {}
        self._fit_cache: dict[tuple[str, int, int, bool], str] = {}
        self._width_cache: dict[tuple[str, int, bool], int] = {}

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(MIN_SIZE, int(size))
        key = (size, bold)
        font = self._cache.get(key)
        if font is None:
            font = self._cache[key] = load_font(size, bold)
        return font

    def render(
        self, text: str, size: int, colour: tuple[int, ...], bold: bool = False
    ) -> pygame.Surface:
        """Rendered, anti-aliased text; cached because scenes redraw the same labels."""
        key = (text, size, bold, tuple(colour))
        cache = self._text_cache
        surf = cache.get(key)
        if surf is None:
            surf = cache[key] = self.get(size, bold).render(text, True, colour)
            if len(cache) > TEXT_CACHE:
                cache.popitem(last=False)
        else:
            cache.move_to_end(key)
        return surf

    def draw(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[int, int],
        size: int,
        colour: tuple[int, ...],
        bold: bool = False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        """Draw one line of text with ``anchor`` (a pygame.Rect attribute name) at ``pos``."""
        surf = self.render(text, size, colour, bold)
        rect = surf.get_rect(**{anchor: pos})
        surface.blit(surf, rect)
        return rect

    def draw_in(self, surface: pygame.Surface, text: str, pos: tuple[int, int], size: int,
                colour: tuple[int, ...], width: int, bold: bool = False,
                anchor: str = "topleft") -> pygame.Rect:
        """:meth:`draw` in at most ``width`` pixels: whole, squeezed sideways when a little
        too wide, else cut (:func:`squeezed`). One method for every squeezed line, so what
        records :meth:`draw` in the UI tests records these too."""
        surf = squeezed(self, text, size, colour, width, bold)
        rect = surf.get_rect(**{anchor: pos})
        surface.blit(surf, rect)
        return rect

    def box(self, text: str, pos: tuple[int, int], size: int, bold: bool = False,
            anchor: str = "topleft") -> pygame.Rect:
        """Where :meth:`draw` puts ``text`` with these arguments, measured, not drawn: a
        painter's word places, worked out once for its drawing and for the holes a
        focus ring leaves under them."""
        rect = pygame.Rect((0, 0), self.get(size, bold).size(text))
        setattr(rect, anchor, pos)
        return rect

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """``text`` cut with an ellipsis so that it fits ``width`` pixels (cached: a
        panel repainted after an action fits the same names and lines again, and cutting
        a long one measures it once a character)."""
        key = (text, size, width, bold)
        fitted = self._fit_cache.get(key)
        if fitted is None:
            if len(self._fit_cache) > 2000:
                self._fit_cache.clear()
            fitted = self._fit_cache[key] = self._fit(text, size, width, bold)
        return fitted

    def _fit(self, text: str, size: int, width: int, bold: bool) -> str:
        font = self.get(size, bold)
        if font.size(text)[0] <= width:
            return text
        while text and font.size(text + "…")[0] > width:
            text = text[:-1]
        return text.rstrip() + "…"  # cut after a word: "Bob…", not "Bob …"

    def fit_name(self, name: str, tail: str, size: int, width: int, bold: bool = False
                 ) -> str:
        """``name`` and the words after it (``tail``: "'s hand") in ``width`` pixels, the
        name cut (:meth:`fit`) rather than the words: a heading made of a long player
        name, cut at its end, lost what it was the heading of ("Wwwwwwwwwww's pla...")."""
        return self.fit(name, size, width - self.width(tail, size, bold), bold) + tail

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split ``text`` into lines no wider than ``width``; blank lines are kept (cached)."""
        key = (text, size, width, bold)
        lines = self._wrap_cache.get(key)
        if lines is None:
            if len(self._wrap_cache) > 2000:
                self._wrap_cache.clear()
            lines = self._wrap(text, size, width, bold)
            self._wrap_cache[key] = lines
        return list(lines)

    def _wrap(self, text: str, size: int, width: int, bold: bool) -> list[str]:
        font = self.get(size, bold)
        lines: list[str] = []
        for para in text.split("\n"):
            if not para.strip():
                lines.append("")
                continue
            indent = len(para) - len(para.lstrip(" "))
            line = " " * indent
            words = word_units(para, functools.partial(_fits, font, line, width))
            rows = _rows(font, line, words, width)
            if rows is not None:  # every word fits a line: no word is broken
                lines += [line + " ".join(row) for row in _no_lone_word(font, line, rows, width)]
                continue
            limit = width - font.size(line)[0]
            pieces = [piece for word in words for piece in hyphen_pieces(font, word, limit)]
            rows = _rows(font, line, pieces, width)
            if rows is not None:  # a word wider than a line: broken with a hyphen
                lines += [line + " ".join(row) for row in rows]
                continue
            for word in pieces:  # a line too narrow for even two letters: cut bare
                trial = word if not line.strip() else f"{line} {word}"
                if not line.strip():
                    trial = " " * indent + word
                if font.size(trial)[0] <= width or not line.strip():
                    line = trial
                else:
                    lines.append(line)
                    line = " " * indent + word
                while font.size(line)[0] > width and len(line) > 1:
                    cut = len(line) - 1
                    while cut > 1 and font.size(line[:cut])[0] > width:
                        cut -= 1
                    lines.append(line[:cut])
                    line = line[cut:]
            lines.append(line)
        return lines

    def width(self, text: str, size: int, bold: bool = False) -> int:
        """``text``'s width in pixels at ``size`` (cached: a layout that tries many sizes
        and places measures the same words again and again)."""
        key = (text, size, bold)
        width = self._width_cache.get(key)
        if width is None:
            if len(self._width_cache) > 20000:
                self._width_cache.clear()
            width = self._width_cache[key] = self.get(size, bold).size(text)[0]
        return width

    def line_height(self, size: int, bold: bool = False) -> int:
        return self.get(size, bold).get_linesize()

    def short_name(self, name: str, width: int, sizes: Sequence[int] = (26, 24),
                   bold: bool = True) -> tuple[str, int]:
        """A player's name and the text size to show it in ``width`` pixels, trying each
        of ``sizes`` (largest first): whole if it fits, else its last words when they hold
        the seat's number and a letter ("Heuristic bot 2" -> "bot 2", which still tells
        the bots apart; never a bare "2"); else its first word whole ("Wolfgang Amadeus"
        -> "Wolfgang", where a cut read "Wolfga…"); else, at the smallest size, cut
        (:meth:`fit`)."""
        words = name.split()
        for size in sizes:
            if self.width(name, size, bold) <= width:
                return name, size
            for i in range(1, len(words)):
                tail = " ".join(words[i:])
                if (any(ch.isdigit() for ch in tail) and any(ch.isalpha() for ch in tail)
                        and self.width(tail, size, bold) <= width):
                    return tail, size
        for size in sizes:
            if len(words) > 1 and self.width(words[0], size, bold) <= width:
                return words[0], size
        return self.fit(name, sizes[-1], width, bold), sizes[-1]


#: how far a word may be squeezed sideways to keep it whole, at a table and on a button
#: (its letters keep their height, which is what reading from afar needs)
NARROWEST = 0.72


def hyphen_pieces(font: pygame.font.Font, word: str, limit: int) -> list[str]:
    """``word`` broken with a hyphen into pieces no wider than ``limit`` pixels
    ("Destin-", "ations"): in two halves as even as can be ("Gany-" "mede"), a longer
    word in as many pieces as it needs, the longest first piece that fits first. A word
    that fits, or of three letters or fewer, is one piece; no piece is shorter than two
    letters (so a piece may still be too wide for an absurdly narrow ``limit``)."""
    out: list[str] = []
    while font.size(word)[0] > limit and len(word) > 3:
        splits = [(max(font.size(word[:k] + "-")[0], font.size(word[k:])[0]), k)
                  for k in range(2, len(word) - 1)]
        even = [(wide, k) for wide, k in splits if wide <= limit]
        if even:
            k = min(even)[1]
        else:  # more than two pieces: the longest first piece that fits
            k = max((k for k in range(2, len(word) - 1)
                     if font.size(word[:k] + "-")[0] <= limit), default=2)
        out.append(word[:k] + "-")
        word = word[k:]
    return [*out, word]


def hyphened(fonts: Fonts, text: str, size: int, limit: int, bold: bool = False) -> str:
    """``text`` with every word wider than ``limit`` pixels broken with a hyphen into
    pieces that fit (:func:`hyphen_pieces`): what a painter wraps on whole words itself."""
    font = fonts.get(size, bold)
    return " ".join(piece for word in text.split()
                    for piece in hyphen_pieces(font, word, limit))


def whole_words(fonts: Fonts, text: str, size: int, width: int, bold: bool = False
                ) -> list[str]:
    """``text`` wrapped for ``width`` without ever breaking a word (a word wider than
    ``width`` gets a line of its own, to be squeezed by :func:`squeezed`), nor a bracketed
    group that fits a line (:func:`word_units`); a line break in ``text`` always starts a
    line (a row of like buttons, each its name over what it pays, reads evenly)."""
    return [" ".join(row) for part in text.split("\n")
            for row in _filled(fonts, _units(fonts, part, size, width, bold), size, width, bold)]


def _units(fonts: Fonts, part: str, size: int, width: int, bold: bool) -> list[str]:
    """``part``'s words as a wrap for ``width`` places them (:func:`word_units`)."""
    return word_units(part, lambda unit: fonts.width(unit, size, bold) <= width)


def _filled(fonts: Fonts, units: Sequence[str], size: int, width: int, bold: bool
            ) -> list[list[str]]:
    """``units`` on rows, each row as many as fit ``width`` (a unit wider alone)."""
    rows: list[list[str]] = []
    for unit in units:
        if rows and fonts.width(" ".join([*rows[-1], unit]), size, bold) <= width:
            rows[-1].append(unit)
        else:
            rows.append([unit])
    return rows


def even_words(fonts: Fonts, text: str, size: int, width: int, bold: bool = False
               ) -> list[str]:
    """``text`` on as many lines as :func:`whole_words` fills for ``width``, filled
    evenly: each run of its lines wrapped for the narrowest width that takes no more of
    them. A greedy wrap leaves what is over on a short last line (a Moves list button
    read "Remove influence from Station sector 1," / "A3"); this one brings words down to
    it ("Remove influence from" / "Station sector 1, A3"), the way :func:`_no_lone_word`
    mends the log. The words are grouped as for ``width`` (a bracketed group or a number
    with its word kept whole), and a bracketed note the greedy wrap starts a line with
    keeps its line ("Lease Mark I Scout for 4" / "(+2 loans of 4)"). A button's label,
    whose lines are centred, reads as one block so."""
    lines: list[str] = []
    for part in text.split("\n"):
        units = _units(fonts, part, size, width, bold)
        rows = _filled(fonts, units, size, width, bold)
        if len(rows) > 1:  # (a line alone is as even as it gets)
            named = _names_whole(fonts, units, size, width, bold)
            if named != units:
                kept = _filled(fonts, named, size, width, bold)
                rows = kept if len(kept) <= len(rows) else rows
            runs: list[list[list[str]]] = []
            for row in rows:
                if not runs or row[0].startswith("("):
                    runs.append([])
                runs[-1].append(row)
            rows = [even for run in runs for even in _evenly(fonts, run, size, width, bold)]
        lines += [" ".join(row) for row in rows]
    return lines


#: a numbered name's number ("Mark I", "Mark III", "#9"): no trailing stop
_NAME_NUMBER = re.compile(r"#?\d+|I{1,3}|IV")


def _names_whole(fonts: Fonts, units: Sequence[str], size: int, width: int, bold: bool
                 ) -> list[str]:
    """``units`` with a numbered name's number kept with the capitalised word after it
    where the two fit ``width`` ("Mark I Tug", "Mark III Scout"): an even wrap split
    them ("Buy Mark I" / "Tug for 8"); a count after a colon goes with the word it
    counts ("Mission 2 (6 VP):" / "4 fields", not "(6 VP): 4" / "fields"). A number
    after its word ("Deuterium 8") or ending in a stop ("sector 1,") stays as it is."""
    out: list[str] = []
    for unit in units:
        last = out[-1].split() if out else []
        if len(last) > 1 and last[-2].endswith(":") and _NAME_NUMBER.fullmatch(last[-1]):
            # a count after a colon counts what follows: "(6 VP):" / "4 fields by ..."
            out[-1], unit = " ".join(last[:-1]), f"{last[-1]} {unit}"
        elif (out and unit[:1].isupper() and _NAME_NUMBER.fullmatch(last[-1])
              and fonts.width(f"{out[-1]} {unit}", size, bold) <= width):
            out[-1] = f"{out[-1]} {unit}"
            continue
        out.append(unit)
    return out


def _evenly(fonts: Fonts, rows: list[list[str]], size: int, width: int, bold: bool
            ) -> list[list[str]]:
    """``rows`` (a greedy wrap's for ``width``) refilled for the narrowest width that
    takes no more rows, never past ``width`` (a word wider than it is alone on its row as
    before). The width is found by halving on the units' own widths and a space's
    (sums, no text measured: a table's row of buttons tries each label at many widths,
    and measuring each trial's lines made the label's first wrap four times slower),
    then the rows are filled for it as measured; where a pixel of kerning makes them
    more, a pixel or two wider, else as they were."""
    if len(rows) < 2:
        return rows
    units = [unit for row in rows for unit in row]
    wide = [fonts.width(unit, size, bold) for unit in units]
    space = fonts.width(" ", size, bold)

    def count(limit: int) -> int:
        n, line = 0, -1
        for w in wide:
            if line >= 0 and line + space + w <= limit:
                line += space + w
            else:
                n, line = n + 1, w
        return n

    low = min(width, max(wide)) - 1
    high = min(width, max(fonts.width(" ".join(row), size, bold) for row in rows))
    while high - low > 1:
        mid = (low + high) // 2
        if count(mid) <= len(rows):
            high = mid
        else:
            low = mid
    for limit in range(high, min(width, high + 3) + 1):
        even = _filled(fonts, units, size, limit, bold)
        if len(even) <= len(rows):
            return even
    return rows


def squeezed(fonts: Fonts, text: str, size: int, colour: tuple[int, ...], width: int,
             bold: bool = False) -> pygame.Surface:
    """``text`` rendered at ``size`` in at most ``width`` pixels: as it is when it fits,
    squeezed sideways down to :data:`NARROWEST` when a little too wide, else cut."""
    surf = fonts.render(text, size, colour, bold)
    if surf.get_width() <= width:
        return surf
    if surf.get_width() * NARROWEST <= width:
        return pygame.transform.smoothscale(surf, (width, surf.get_height()))
    return fonts.render(fonts.fit(text, size, width, bold), size, colour, bold)


#: no answer kept yet (an answer may be None)
_MISSING = object()


def kept_per_fonts(most: int) -> Callable[[Callable[Concatenate[Fonts, P], R]],
                                          Callable[Concatenate[Fonts, P], R]]:
    """A function of ``fonts`` and hashable arguments, its answers kept per fonts object
    (the ``most`` used last of each), and only while that fonts object lives.

    A ``functools.lru_cache`` keyed by the fonts kept every fonts object it had seen
    alive, and with it the lines each had rendered (:data:`TEXT_CACHE` of them) and its
    loaded fonts: one app in play has one, but a test worker made an app a test and grew
    past 4 GB so. Kept weakly here, the answers go with their fonts."""

    def wrap(work: Callable[Concatenate[Fonts, P], R]) -> Callable[Concatenate[Fonts, P], R]:
        #: by the fonts object's id, each dropped when its fonts go (a WeakKeyDictionary
        #: made every look-up 8 times as slow as the lru_cache: a weak reference a call)
        memos: dict[int, OrderedDict[Any, R]] = {}

        @functools.wraps(work)
        def kept(fonts: Fonts, /, *args: P.args, **kwargs: P.kwargs) -> R:
            memo = memos.get(id(fonts))
            if memo is None:
                memo = memos[id(fonts)] = OrderedDict()
                weakref.finalize(fonts, memos.pop, id(fonts), None)
            key = (args, tuple(kwargs.items())) if kwargs else args
            answer = memo.get(key, _MISSING)
            if answer is not _MISSING:
                memo.move_to_end(key)
                return answer  # type: ignore[return-value]
            answer = memo[key] = work(fonts, *args, **kwargs)
            if len(memo) > most:
                memo.popitem(last=False)
            return answer

        kept.memos = memos  # type: ignore[attr-defined]  # for tests: what is kept
        return kept

    return wrap
