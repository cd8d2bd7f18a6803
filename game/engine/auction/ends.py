"""What is up for auction, at the centre card's short ends, turned to the seats at the
left and right edges of a table.

The centre card's caption and big price are drawn twice, upright and turned over, for
the two long edges; a seat at a short edge reads its price on its own panel but had no
word of the lot (found at a five-seat table game, session 27). At a table each end of
the card turned toward a seated short edge carries the lot ("Up for auction: the Station
card (...)") on up to three lines facing that seat, as its panel is turned. Both ends are
kept free whenever one is used, so the caption and the big price stay centred on the
card (:func:`words_area`). Sizes are 1080p pixels times ``unit``; each end's words are
rendered and turned once per lot (kept with the screen's pieces).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence

import pygame

from game.engine.auction.layout import Place
from game.engine.auction.render import TEXT, has_piece, pieces, remember, u
from game.engine.auction.strips import Placed, costly
from game.engine.boardview.textlines import cut_lines
from game.engine.text import Fonts, even_words

#: sides of the table whose seats read the lot at an end of the centre card
END_SIDES = ("left", "right")
#: each end's depth into the card (1080p pixels): three lines of the lot at 26 px
END_DEPTH = 118
#: the lot's text sizes at an end (1080p pixels), largest first
END_SIZES = (28, 26, 24)
#: the most lines of the lot at an end (the last cut with "…" past them)
END_LINES = 3
#: the words' margin from the end's edges (1080p pixels)
END_PAD = 10


def words_area(card: pygame.Rect, ends: Sequence[str], unit: float = 1.0) -> pygame.Rect:
    """The part of the centre ``card`` its caption and big text use: the card without
    its two ends when the lot is drawn at either (``ends``), else the whole card."""
    if not ends:
        return pygame.Rect(card)
    return card.inflate(-2 * u(END_DEPTH, unit), 0)


def end_place(card: pygame.Rect, side: str, unit: float = 1.0) -> Place:
    """The end of ``card`` toward ``side``, as a panel turned to that side's seat."""
    depth = u(END_DEPTH, unit)
    x = card.x if side == "left" else card.right - depth
    return Place(-1, side, pygame.Rect(x, card.y, depth, card.height))


def end_lines(fonts: Fonts, lot: str, width: int, height: int, unit: float = 1.0
              ) -> tuple[int, list[str]]:
    """(size, lines) of the lot's words in an end ``width`` x ``height`` as its seat
    reads it: the largest of :data:`END_SIZES` whose lines go in, the card's name on a
    line of its own above what it does ("(place 1 influence ...") where they go in so,
    else run on; else at the least size, on at most :data:`END_LINES` lines (the last
    cut with "…")."""
    text = f"Up for auction: {lot}"
    room = width - 2 * u(END_PAD, unit)
    sizes = [u(s, unit) for s in END_SIZES]
    for words in (text.replace(" (", "\n(", 1), text):
        for size in sizes:
            lines = even_words(fonts, words, size, room)  # (centred: even lines)
            if len(lines) <= END_LINES and len(lines) * fonts.line_height(size) <= height:
                return size, lines
    return sizes[-1], cut_lines(fonts, text, sizes[-1], room, END_LINES)[0]


def _key(lot: str, place: Place, unit: float) -> Hashable:
    return ("end", lot, place.side, place.rect.size, unit)


def _upright(fonts: Fonts, lot: str, place: Place, unit: float) -> pygame.Surface:
    """The end's words as its seat reads them, on a clear picture of the end's size."""
    width, height = place.upright_size
    size, lines = end_lines(fonts, lot, width, height - 2 * u(END_PAD, unit), unit)
    picture = pygame.Surface((width, height), pygame.SRCALPHA)
    lh = fonts.line_height(size)
    y = height - u(END_PAD, unit) - len(lines) * lh  # at the end's edge nearest its seat
    for line in lines:
        words = fonts.render(line, size, TEXT)
        picture.blit(words, words.get_rect(midtop=(width // 2, y)))
        y += lh
    return picture


def _piece(fonts: Fonts, lot: str, place: Place, unit: float) -> pygame.Surface:
    """The end's words turned to its seat (kept)."""
    key = _key(lot, place, unit)
    piece = pieces(fonts).get(key)
    if piece is None:
        piece = pygame.transform.rotate(_upright(fonts, lot, place, unit), place.angle)
        remember(fonts, key, piece)
    return piece


def end_pieces(fonts: Fonts, card: pygame.Rect, lot: str, ends: Sequence[str],
               unit: float = 1.0) -> list[Placed]:
    """The lot's words at each end of ``card`` toward ``ends``, with where they go."""
    if not lot:
        return []
    places = [end_place(card, side, unit) for side in ends]
    return [(_piece(fonts, lot, p, unit), p.rect.topleft) for p in places]


def end_steps(fonts: Fonts, card: pygame.Rect, lot: str, ends: Sequence[str],
              unit: float = 1.0) -> Iterator[None]:
    """Render the ends' words not kept yet, a step each (two at 4K: drawn, then turned;
    each is new memory)."""
    for side in ends if lot else ():
        place = end_place(card, side, unit)
        if has_piece(fonts, _key(lot, place, unit)):
            continue
        if costly(place.rect.size):
            _upright(fonts, lot, place, unit)
            yield
        _piece(fonts, lot, place, unit)
        yield


def table_ends(edges: Sequence[str] | None) -> tuple[str, ...]:
    """The short sides of a table with a seat at them (``edges``: each seat's edge slot,
    "left", "bottom-right", ...), whose seats read the lot at the card's ends; none away
    from a table."""
    sides = {slot.split("-")[0] for slot in edges or ()}
    return tuple(side for side in END_SIDES if side in sides)
