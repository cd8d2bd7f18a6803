"""One seat's panel on the auction screen, painted straight onto the picture from small
turned pieces.

A panel is laid out upright, as its player reads it (:func:`plan_panel`: where the logo,
each line of words and the number box go, measured without rendering anything), then
painted at its place on the canvas (:func:`paint_panel`): the rounded card and the number
box are drawn there directly, and each line of words and the logo is a small piece
rendered upright and turned once (kept in :func:`~game.engine.auction.render.pieces`),
put where turning the whole panel would have put it (:meth:`Place.rect_to_canvas`).
Turning a whole panel (a third of a 4K screen's width) took longer than a frame; a
change of words now renders at most the lines that changed, and
:func:`panel_steps` renders them ahead, one piece a step, in frames where nothing happens.

Every size is the 1080p one times ``unit`` (the canvas height / 1080): at a 4K table the
words are drawn at 4K, twice the 1080p pixels, for reading across the table.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from dataclasses import dataclass, replace

import pygame

from game.core.auction import Status
from game.engine.auction.layout import Place
from game.engine.auction.render import (
    BACKGROUND,
    CENTRE,
    DIM,
    HELD_GLOW,
    MONEY,
    PANEL,
    RGB,
    STATUS_COLOURS,
    TEXT,
    WIDE_TEXT_MIN,
    PanelInfo,
    fit_size,
    has_piece,
    pieces,
    remember,
    render_number,
    u,
)
from game.engine.auction.strips import costly
from game.engine.text import Fonts


@dataclass(frozen=True)
class Words:
    """One line of a panel: its text and look, and its rectangle on the upright panel."""

    text: str
    size: int
    colour: RGB
    bold: bool
    rect: pygame.Rect


@dataclass(frozen=True)
class PanelPlan:
    """Where everything of one panel goes, upright (its player's view)."""

    upright: tuple[int, int]
    logo: tuple[int, int]
    radius: int
    letter_size: int
    number_box: pygame.Rect
    border: int
    words: tuple[Words, ...]


def panel_geometry(lw: int, lh: int, has_number: bool, unit: float = 1.0
                   ) -> tuple[tuple[int, int], int, pygame.Rect, pygame.Rect]:
    """Where things go on an upright ``lw`` x ``lh`` panel: (logo centre, logo radius,
    number box, words box); the number box is 0 wide when there is no number to show."""
    pad = u(22, unit)
    if lw >= 2 * lh:
        # wide (top and bottom of the table): logo | name, status, hint | number
        r = int(min(lh * 0.36, lw * 0.17))
        logo = (pad + r + u(4, unit), lh // 2)
        number_w = int(min(lw * 0.3, 220 * unit)) if has_number else 0
        text_x = logo[0] + r + pad
        if lw - number_w - 2 * pad - text_x < WIDE_TEXT_MIN * unit:
            # two seats share a side (five players): the words need the room more than
            # the number, which the centre shows the same way up for this side
            number_w = 0
        number_box = pygame.Rect(lw - number_w - pad, pad, number_w, lh - 2 * pad)
        text_box = pygame.Rect(text_x, int(lh * 0.12), 0, 0)
        text_box.width = max(u(40, unit), number_box.x - text_box.x - pad)
    else:
        # narrow (the left and right ends): logo and number on top, the words below
        r = int(min(lh * 0.22, lw * 0.2))
        logo = (pad + r + u(4, unit), pad + r + u(6, unit))
        number_box = pygame.Rect(logo[0] + r + pad, pad, 0, 2 * r + u(12, unit))
        number_box.width = (lw - pad - number_box.x) if has_number else 0
        text_box = pygame.Rect(pad, number_box.bottom + u(10, unit), lw - 2 * pad, 0)
    return logo, r, number_box, text_box


def plan_panel(place: Place, info: PanelInfo, fonts: Fonts, unit: float = 1.0) -> PanelPlan:
    """Lay out ``info`` on ``place``'s upright panel (measures text; renders nothing)."""
    lw, lh = place.upright_size
    logo, r, number_box, text_box = panel_geometry(lw, lh, bool(info.number), unit)
    name_size, hint_size, least = u(32, unit), u(26, unit), u(24, unit)
    gap, bottom = u(4, unit), lh - u(8, unit)
    words: list[Words] = []

    def line(text: str, x: int, y: int, size: int, colour: RGB, bold: bool) -> Words:
        w, h = fonts.get(size, bold).size(text)
        words.append(Words(text, size, colour, bold, pygame.Rect(x, y, w, h)))
        return words[-1]

    x0, y, text_w = text_box.x, text_box.y, text_box.width
    # a name too long beside its money is drawn smaller before it is cut (a five-seat
    # table's bottom panels read "Normal b… $35")
    name_size = fit_size(fonts, f"{info.name}  {info.money}".strip(), name_size, text_w,
                         least=least)
    money_w = fonts.get(name_size, True).size(info.money)[0] + u(16, unit) if info.money else 0
    name = fonts.fit(info.name, name_size, text_w - money_w, bold=True)
    right = line(name, x0, y, name_size, TEXT, True).rect.right
    if info.money:  # beside the name, so that it reads as this seat's money
        line(info.money, right + u(16, unit), y, name_size, MONEY, True)
    y += fonts.line_height(name_size, True) + gap
    hint = fonts.wrap(info.hint, hint_size, text_w, info.warning)[:3]
    status_size = fit_size(fonts, info.status_text, u(46, unit), text_w, least=least)
    # a narrow panel has room for one hint line under a 46 px status: a longer hint (a
    # warning about money) takes room from the status word rather than losing its end
    hint_h = fonts.line_height(hint_size, info.warning)
    while (status_size > u(30, unit) and y + fonts.line_height(status_size, True) + gap
           + len(hint) * hint_h > bottom):
        status_size -= u(4, unit)
    line(info.status_text, x0, y, status_size, info.status_colour, True)
    y += fonts.line_height(status_size, True) + gap
    hint_colour = STATUS_COLOURS[Status.CANNOT_AFFORD] if info.warning else DIM
    for text in hint:
        if y + hint_h > bottom:
            break
        line(text, x0, y, hint_size, hint_colour, info.warning)
        y += hint_h
    box = number_box if info.number and number_box.width > 0 else pygame.Rect(0, 0, 0, 0)
    return PanelPlan((lw, lh), logo, r, max(least, int(r * 1.1)), box,
                     u(12 if info.held else 5, unit), tuple(w for w in words if w.text))


def paint_panel(surface: pygame.Surface, place: Place, info: PanelInfo, fonts: Fonts,
                unit: float = 1.0) -> None:
    """Paint ``info``'s panel (without its number) at ``place`` on ``surface``, over
    whatever was there; the pieces are rendered only when not kept yet."""
    plan = plan_panel(place, info, fonts, unit)
    rect, radius = place.rect, u(22, unit)
    for corner in ("topleft", "topright", "bottomleft", "bottomright"):
        # the rounded card covers all the rest: only its corners show the background
        square = pygame.Rect(0, 0, radius, radius)
        setattr(square, corner, getattr(rect, corner))
        surface.fill(BACKGROUND, square)
    pygame.draw.rect(surface, PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, info.status_colour, rect, plan.border, border_radius=radius)
    logo, at = _logo(place, plan, info, fonts, unit)
    surface.blit(logo, at)
    for words in plan.words:
        surface.blit(_words(fonts, words, place.angle), place.rect_to_canvas(words.rect))
    if plan.number_box.width > 0:
        clear_number_box(surface, place.rect_to_canvas(plan.number_box), unit)


def paint_words_change(surface: pygame.Surface, place: Place, before: PanelInfo,
                       now: PanelInfo, fonts: Fonts, unit: float = 1.0
                       ) -> list[pygame.Rect] | None:
    """Repaint, over ``before``'s panel at ``place``, only the lines of words that
    ``now`` changes, when nothing else of the panel (its card, border, logo, number box,
    where its lines go) changes: the lines' old places filled with the card's colour, the
    new lines put there (their pieces are rendered ahead in quiet frames). Returns the
    areas painted on the canvas, or None when more than words changed (paint it whole).

    Much cheaper than the whole panel at a 4K table, so that a panel left to a later
    frame (one painted whole a frame) need not keep stale words: the price's start
    changes every human's hint from "Keep holding" to "Let go to bid"."""
    old, new = plan_panel(place, before, fonts, unit), plan_panel(place, now, fonts, unit)
    look = ("colour", "letter", "letter_colour", "held", "status_colour")
    if (replace(old, words=()) != replace(new, words=())
            or any(getattr(before, k) != getattr(now, k) for k in look)):
        return None
    gone = [w for w in old.words if w not in new.words]
    cleared = [place.rect_to_canvas(w.rect) for w in gone]
    for area in cleared:
        surface.fill(PANEL, area)
    painted = list(cleared)
    for words in new.words:
        at = place.rect_to_canvas(words.rect)
        if words not in old.words or at.collidelist(cleared) >= 0:
            surface.blit(_words(fonts, words, place.angle), at)
            painted.append(at)
    return painted


def panel_steps(place: Place, info: PanelInfo, fonts: Fonts, unit: float = 1.0
                ) -> Iterator[None]:
    """Render the pieces ``info``'s panel needs and does not have yet, one per step (a
    step at most one line of words or one logo), so that painting it renders nothing."""
    plan = plan_panel(place, info, fonts, unit)
    if not has_piece(fonts, _logo_key(place, plan, info)):
        reach = _logo_reach(plan, unit)
        if place.angle % 360 and costly((2 * reach, 2 * reach)):  # drawn, then turned
            remember(fonts, _upright_key(plan, info),  # (a step each at 4K: each is
                     _upright_logo(plan, info, fonts, unit))  # new memory)
            yield
        _logo(place, plan, info, fonts, unit)
        yield
    for words in plan.words:
        if not has_piece(fonts, _words_key(words, place.angle)):
            if place.angle % 360 and costly(words.rect.size):  # rendered, then turned:
                fonts.render(words.text, words.size, words.colour, words.bold)  # (a step
                yield  # each at 4K, both new memory)
            _words(fonts, words, place.angle)
            yield


def _words_key(words: Words, angle: int) -> Hashable:
    return ("words", words.text, words.size, words.colour, words.bold, angle % 360)


def _words(fonts: Fonts, words: Words, angle: int) -> pygame.Surface:
    """One line rendered and turned by ``angle`` (kept)."""
    key = _words_key(words, angle)
    piece = pieces(fonts).get(key)
    if piece is None:
        piece = fonts.render(words.text, words.size, words.colour, words.bold)
        piece = pygame.transform.rotate(piece, angle) if angle % 360 else piece
        remember(fonts, key, piece)
    return piece


def _logo_key(place: Place, plan: PanelPlan, info: PanelInfo) -> Hashable:
    return ("logo", _upright_key(plan, info), place.angle % 360)


def _logo_reach(plan: PanelPlan, unit: float) -> int:
    """How far the logo's picture reaches from its centre: the held glow, a pixel more."""
    return plan.radius + u(9, unit) + 1


def _logo(place: Place, plan: PanelPlan, info: PanelInfo, fonts: Fonts, unit: float
          ) -> tuple[pygame.Surface, tuple[int, int]]:
    """The company logo (its disc, letter and, while held, the glow), turned like the
    panel (kept), and where it goes on the canvas."""
    reach = _logo_reach(plan, unit)
    upright = pygame.Rect(plan.logo[0] - reach, plan.logo[1] - reach, 2 * reach, 2 * reach)
    key = _logo_key(place, plan, info)
    piece = pieces(fonts).get(key)
    if piece is None:
        piece = pieces(fonts).pop(_upright_key(plan, info), None)  # (made a step before)
        if piece is None:
            piece = _upright_logo(plan, info, fonts, unit)
        piece = pygame.transform.rotate(piece, place.angle) if place.angle % 360 else piece
        remember(fonts, key, piece)
    return piece, place.rect_to_canvas(upright).topleft


def _upright_key(plan: PanelPlan, info: PanelInfo) -> Hashable:
    return ("upright logo", info.colour, info.letter, info.letter_colour, info.held,
            plan.radius, plan.letter_size)


def _upright_logo(plan: PanelPlan, info: PanelInfo, fonts: Fonts, unit: float
                  ) -> pygame.Surface:
    """The logo as its player reads it (not kept: see :func:`_logo`)."""
    reach = _logo_reach(plan, unit)
    piece = pygame.Surface((2 * reach, 2 * reach), pygame.SRCALPHA)
    centre, r = (reach, reach), plan.radius
    if info.held:
        pygame.draw.circle(piece, HELD_GLOW, centre, r + u(9, unit))
    pygame.draw.circle(piece, (0, 0, 0), centre, r + u(3, unit))
    pygame.draw.circle(piece, info.colour, centre, r)
    letter = fonts.render(info.letter, plan.letter_size, info.letter_colour, bold=True)
    piece.blit(letter, letter.get_rect(center=centre))
    return piece


def draw_panel_number(surface: pygame.Surface, place: Place, info: PanelInfo, fonts: Fonts,
                      unit: float = 1.0) -> pygame.Rect | None:
    """The price or count on a seat's panel, turned like the panel, in its number box;
    returns the box on the canvas (None: no number box)."""
    piece = number_piece(fonts, place, info.number, info.number_colour, unit)
    if piece is None:
        return None
    number, centre = piece
    surface.blit(number, number.get_rect(center=centre))
    return number_area(place, unit)


def clear_number_box(surface: pygame.Surface, area: pygame.Rect, unit: float = 1.0) -> None:
    """Paint a panel's number box (``area`` on the canvas) empty again, as
    :func:`paint_panel` left it."""
    surface.fill(PANEL, area)
    pygame.draw.rect(surface, CENTRE, area, border_radius=u(16, unit))


def number_area(place: Place, unit: float = 1.0) -> pygame.Rect | None:
    """``place``'s number box on the canvas (None: the panel has none)."""
    box = panel_geometry(*place.upright_size, True, unit)[2]
    return place.rect_to_canvas(box) if box.width > 0 else None


def number_piece(fonts: Fonts, place: Place, text: str, colour: RGB, unit: float = 1.0
                 ) -> tuple[pygame.Surface, tuple[int, int]] | None:
    """``text`` rendered for ``place``'s number box and turned like the panel, with its
    centre on the canvas (None: the panel has no number box); rendered and turned once
    per text, colour and place (see :func:`pieces`)."""
    key = number_key(place, text, colour, unit)
    if key is None:
        return None
    lw, lh = place.upright_size
    box = panel_geometry(lw, lh, True, unit)[2]
    angle = place.angle % 360
    number = pieces(fonts).get(key)
    if number is None:
        number = render_number(fonts, text, _number_size(fonts, box, text, unit), colour)
        number = pygame.transform.rotate(number, angle) if angle else number
        remember(fonts, key, number)
    x, y = box.center  # upright panel coordinates -> turned (counter-clockwise) ones
    turned_xy = {0: (x, y), 90: (y, lw - x), 180: (lw - x, lh - y), 270: (lh - y, x)}
    if angle not in turned_xy:  # pragma: no cover - the table has four sides
        raise ValueError(f"a panel turned by {place.angle} degrees")
    tx, ty = turned_xy[angle]
    tw, th = (lw, lh) if angle in (0, 180) else (lh, lw)
    centre = place.rect.center
    return number, (centre[0] - tw // 2 + tx, centre[1] - th // 2 + ty)


def _number_size(fonts: Fonts, box: pygame.Rect, text: str, unit: float) -> int:
    """The text size of ``text`` in a number ``box``."""
    return fit_size(fonts, text, int(box.height * 0.72), box.width - u(16, unit),
                    least=u(24, unit))


def number_steps(fonts: Fonts, place: Place, text: str, colour: RGB, unit: float = 1.0
                 ) -> Iterator[None]:
    """Make :func:`number_piece` when it is not kept yet, a step; at 4K the text rendered
    in one step, underlined and turned in the next (each is new memory: 0.3-0.4 MB,
    about 100 page faults)."""
    key = number_key(place, text, colour, unit)
    if key is None or has_piece(fonts, key):
        return
    box = panel_geometry(*place.upright_size, True, unit)[2]
    if costly(box.size):
        fonts.render(text, _number_size(fonts, box, text, unit), colour, bold=True)
        yield
    number_piece(fonts, place, text, colour, unit)
    yield


def number_key(place: Place, text: str, colour: RGB, unit: float = 1.0
               ) -> Hashable | None:
    """The piece key of ``text`` on ``place``'s number box (None: no number box)."""
    box = panel_geometry(*place.upright_size, bool(text), unit)[2]
    if not text or box.width <= 0:
        return None
    return ("number", text, colour, place.angle % 360, box.size)
