"""Drawing for the auction screens: seat panels facing their players, and a huge centre
number drawn twice (upright for the bottom of the table, turned over for the top).

Left and right players read the number on their own panel, which repeats it facing them.
Status is told by words *and* colour (and a thick border while a seat holds), never by
colour alone.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

import pygame

from game.core.auction import Status
from game.engine.auction.layout import Place
from game.engine.text import Fonts

RGB = tuple[int, int, int]

BACKGROUND: RGB = (12, 16, 32)
CENTRE: RGB = (20, 26, 48)
PANEL: RGB = (30, 37, 62)
TEXT: RGB = (236, 240, 248)
DIM: RGB = (150, 158, 182)
HELD_GLOW: RGB = (255, 255, 255)
MONEY: RGB = (255, 214, 70)

#: the narrowest room for a wide panel's words (name, status, hint) beside the number
WIDE_TEXT_MIN = 260

STATUS_COLOURS: dict[Status, RGB] = {
    Status.WAITING: (240, 180, 60),
    Status.IN: (80, 210, 130),
    Status.BID: (255, 214, 70),
    Status.OUT: (120, 126, 145),
    Status.CANNOT_AFFORD: (240, 90, 90),
}


@dataclass(frozen=True)
class PanelInfo:
    """What one seat's panel shows."""

    name: str
    colour: RGB
    letter: str
    letter_colour: RGB
    status_text: str
    status_colour: RGB
    hint: str
    number: str  # the price/count facing this player ("" for none)
    number_colour: RGB
    held: bool
    #: the seat's money ("$7"; money is public), drawn at the end of the name line
    money: str = ""
    #: the hint is a warning (the price is above the seat's money): drawn in red
    warning: bool = False


def fit_size(fonts: Fonts, text: str, size: int, width: int, bold: bool = True) -> int:
    """The largest font size <= ``size`` at which ``text`` fits ``width`` pixels."""
    while size > 24 and fonts.get(size, bold).size(text)[0] > width:
        size = int(size * 0.9)
    return max(24, size)  # the smallest text size (a smaller request renders at 24 anyway)


#: digits that read as digits when turned over (180 degrees), and what they read as
_TURNED = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}


def reads_otherwise_turned(text: str) -> bool:
    """True for a number that reads as another one turned over ("6" and "9", "16" and
    "91", ...): every price is shown both ways up, so these get an underline."""
    if not text.isdigit() or any(d not in _TURNED for d in text):
        return False
    return "".join(_TURNED[d] for d in reversed(text)) != text


def render_number(fonts: Fonts, text: str, size: int, colour: RGB) -> pygame.Surface:
    """``text`` rendered bold, underlined just below the baseline when it reads as another
    number turned over (the convention on dice and billiard balls for 6 and 9)."""
    surf = fonts.render(text, size, colour, bold=True)
    if not reads_otherwise_turned(text):
        return surf
    surf = surf.copy()
    font = fonts.get(size, True)
    thick = max(3, size // 14)
    y = min(surf.get_height() - thick, font.get_ascent() + max(2, font.get_descent() // -3))
    inset = surf.get_width() // 10
    pygame.draw.rect(surf, colour, (inset, y, surf.get_width() - 2 * inset, thick))
    return surf


def panel_geometry(lw: int, lh: int, has_number: bool
                   ) -> tuple[tuple[int, int], int, pygame.Rect, pygame.Rect]:
    """Where things go on an upright ``lw`` x ``lh`` panel: (logo centre, logo radius,
    number box, words box); the number box is 0 wide when there is no number to show."""
    pad = 22
    if lw >= 2 * lh:
        # wide (top and bottom of the table): logo | name, status, hint | number
        r = int(min(lh * 0.36, lw * 0.17))
        logo = (pad + r + 4, lh // 2)
        number_w = int(min(lw * 0.3, 220)) if has_number else 0
        text_x = logo[0] + r + pad
        if lw - number_w - 2 * pad - text_x < WIDE_TEXT_MIN:
            # two seats share a side (five players): the words need the room more than
            # the number, which the centre shows the same way up for this side
            number_w = 0
        number_box = pygame.Rect(lw - number_w - pad, pad, number_w, lh - 2 * pad)
        text_box = pygame.Rect(text_x, int(lh * 0.12), 0, 0)
        text_box.width = max(40, number_box.x - text_box.x - pad)
    else:
        # narrow (the left and right ends): logo and number on top, the words below
        r = int(min(lh * 0.22, lw * 0.2))
        logo = (pad + r + 4, pad + r + 6)
        number_box = pygame.Rect(logo[0] + r + pad, pad, 0, 2 * r + 12)
        number_box.width = (lw - pad - number_box.x) if has_number else 0
        text_box = pygame.Rect(pad, number_box.bottom + 10, lw - 2 * pad, 0)
    return logo, r, number_box, text_box


def draw_panel(surface: pygame.Surface, place: Place, info: PanelInfo, fonts: Fonts) -> None:
    """Draw one seat's panel upright for its player, turned to face them."""
    turned = panel_surface(place, info, fonts)
    surface.blit(turned, turned.get_rect(center=place.rect.center))
    draw_panel_number(surface, place, info, fonts)


def panel_surface(place: Place, info: PanelInfo, fonts: Fonts) -> pygame.Surface:
    """One seat's panel without its number, drawn upright, then turned to face its player
    (the costly part of a frame: kept by place and what it shows, see :func:`pieces`;
    :func:`draw_panel_number` puts the number on top)."""
    key = ("panel", place.side, tuple(place.rect), info)
    turned = pieces(fonts).get(key)
    if turned is None:
        turned = _panel_surface(place, info, fonts)
        remember(fonts, key, turned)
    return turned


def _panel_surface(place: Place, info: PanelInfo, fonts: Fonts) -> pygame.Surface:
    lw, lh = place.upright_size
    panel = pygame.Surface((lw, lh), pygame.SRCALPHA)
    radius = 22
    pygame.draw.rect(panel, PANEL, panel.get_rect(), border_radius=radius)
    border = 12 if info.held else 5
    pygame.draw.rect(panel, info.status_colour, panel.get_rect(), border, border_radius=radius)

    logo, r, number_box, text_box = panel_geometry(lw, lh, bool(info.number))
    if info.held:
        pygame.draw.circle(panel, HELD_GLOW, logo, r + 9)
    pygame.draw.circle(panel, (0, 0, 0), logo, r + 3)
    pygame.draw.circle(panel, info.colour, logo, r)
    letter = fonts.render(info.letter, max(24, int(r * 1.1)), info.letter_colour, bold=True)
    panel.blit(letter, letter.get_rect(center=logo))

    x0, y, text_w = text_box.x, text_box.y, text_box.width
    money_w = fonts.get(32, True).size(info.money)[0] + 16 if info.money else 0
    name = fonts.fit(info.name, 32, text_w - money_w, bold=True)
    right = fonts.draw(panel, name, (x0, y), 32, TEXT, bold=True).right
    if info.money:  # beside the name, so that it reads as this seat's money
        fonts.draw(panel, info.money, (right + 16, y), 32, MONEY, bold=True)
    y += fonts.line_height(32, True) + 4
    hint = fonts.wrap(info.hint, 26, text_w, info.warning)[:3]
    status_size = fit_size(fonts, info.status_text, 46, text_w)
    # a narrow panel has room for one hint line under a 46 px status: a longer hint (a
    # warning about money) takes room from the status word rather than losing its end
    while (status_size > 30 and y + fonts.line_height(status_size, True) + 4
           + len(hint) * fonts.line_height(26, info.warning) > lh - 8):
        status_size -= 4
    fonts.draw(panel, info.status_text, (x0, y), status_size, info.status_colour, bold=True)
    y += fonts.line_height(status_size, True) + 4
    hint_colour = STATUS_COLOURS[Status.CANNOT_AFFORD] if info.warning else DIM
    for line in hint:
        if y + fonts.line_height(26, info.warning) > lh - 8:
            break
        fonts.draw(panel, line, (x0, y), 26, hint_colour, bold=info.warning)
        y += fonts.line_height(26, info.warning)

    if info.number and number_box.width > 0:
        pygame.draw.rect(panel, CENTRE, number_box, border_radius=16)
    return pygame.transform.rotate(panel, place.angle) if place.angle else panel


def draw_panel_number(surface: pygame.Surface, place: Place, info: PanelInfo,
                      fonts: Fonts) -> None:
    """The price or count on a seat's panel, turned like the panel, in its number box."""
    piece = number_piece(fonts, place, info.number, info.number_colour)
    if piece is not None:
        number, centre = piece
        surface.blit(number, number.get_rect(center=centre))


def number_piece(fonts: Fonts, place: Place, text: str, colour: RGB
                 ) -> tuple[pygame.Surface, tuple[int, int]] | None:
    """``text`` rendered for ``place``'s number box and turned like the panel, with its
    centre on the canvas (None: the panel has no number box); rendered and turned once
    per text, colour and place (see :func:`pieces`)."""
    key = number_key(place, text, colour)
    if key is None:
        return None
    lw, lh = place.upright_size
    box = panel_geometry(lw, lh, True)[2]
    angle = place.angle % 360
    number = pieces(fonts).get(key)
    if number is None:
        size = fit_size(fonts, text, int(box.height * 0.72), box.width - 16)
        number = render_number(fonts, text, size, colour)
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


def number_key(place: Place, text: str, colour: RGB) -> Hashable | None:
    """The piece key of ``text`` on ``place``'s number box (None: no number box)."""
    box = panel_geometry(*place.upright_size, bool(text))[2]
    if not text or box.width <= 0:
        return None
    return ("number", text, colour, place.angle % 360, box.size)


#: rendered (and turned) texts of the auction screens, per Fonts: prices repeat from one
#: auction to the next, so a tick of the price blits what an earlier one rendered
_PIECES: WeakKeyDictionary[Fonts, dict[Hashable, Any]] = WeakKeyDictionary()
#: the most pieces kept per Fonts (a few hundred small surfaces)
MAX_PIECES = 400


def pieces(fonts: Fonts) -> dict[Hashable, Any]:
    """The rendered pieces kept for ``fonts``."""
    cache = _PIECES.get(fonts)
    if cache is None:
        cache = _PIECES[fonts] = {}
    return cache


#: full-screen pictures of finished auction screens, by size, for the next one: making
#: two screens' worth of pixels was the costliest part of an auction's first frame
_SPARE: dict[tuple[int, int], list[pygame.Surface]] = {}
#: the empty table (background and centre card) per size and card, drawn once
_TABLES: dict[tuple[tuple[int, int], tuple[int, ...]], pygame.Surface] = {}


def take_picture(like: pygame.Surface) -> pygame.Surface:
    """A full-screen picture in ``like``'s size and pixel format (a spare one if any)."""
    spare = _SPARE.get(like.get_size())
    return spare.pop() if spare else pygame.Surface(like.get_size(), 0, like)


def give_picture(picture: pygame.Surface) -> None:
    """Keep a picture no screen shows any more for the next auction screen."""
    spare = _SPARE.setdefault(picture.get_size(), [])
    if len(spare) < 4:
        spare.append(picture)


def prepare_pictures(like: pygame.Surface, centre: pygame.Rect) -> bool:
    """One step of getting the next auction screen's pictures ready (a spare picture, or
    the empty table); False when there was nothing left to do. Called in quiet frames
    before an auction screen opens, so its first frame only copies and draws words."""
    if len(_SPARE.get(like.get_size(), [])) < 2:
        give_picture(pygame.Surface(like.get_size(), 0, like))
        return True
    if (like.get_size(), tuple(centre)) not in _TABLES:
        empty_table(like, centre)
        return True
    return False


def empty_table(like: pygame.Surface, centre: pygame.Rect) -> pygame.Surface:
    """The background with the centre card, without words (kept per size and card)."""
    key = (like.get_size(), tuple(centre))
    table = _TABLES.get(key)
    if table is None:
        table = pygame.Surface(like.get_size(), 0, like)
        table.fill(BACKGROUND)
        pygame.draw.rect(table, CENTRE, centre, border_radius=28)
        _TABLES.clear()
        _TABLES[key] = table
    return table


def has_piece(fonts: Fonts, key: Hashable) -> bool:
    return key in pieces(fonts)


def remember(fonts: Fonts, key: Hashable, piece: Any) -> None:
    cache = pieces(fonts)
    if len(cache) >= MAX_PIECES:
        cache.clear()
    cache[key] = piece


def caption_surface(fonts: Fonts, caption: str, width: int) -> pygame.Surface:
    """The centre caption on one line (shrunk down to 24 px), or wrapped on two lines at
    24 px when even that is too wide (a long lot and several names waiting)."""
    size = fit_size(fonts, caption, 40, width, bold=False)
    if fonts.get(size).size(caption)[0] <= width:
        return fonts.render(caption, size, DIM)
    lines = fonts.wrap(caption, 24, width)
    if len(lines) > 2:  # more than two lines: the rest is cut with an ellipsis
        lines = [lines[0], fonts.fit(" ".join(lines[1:]), 24, width)]
    rendered = [fonts.render(line, 24, DIM) for line in lines]
    out = pygame.Surface((max(r.get_width() for r in rendered),
                          sum(r.get_height() for r in rendered)), pygame.SRCALPHA)
    y = 0
    for r in rendered:
        out.blit(r, r.get_rect(midtop=(out.get_width() // 2, y)))
        y += r.get_height()
    return out


def draw_centre(
    surface: pygame.Surface,
    rect: pygame.Rect,
    caption: str,
    big: str,
    big_colour: RGB,
    fonts: Fonts,
) -> None:
    """The shared countdown: the same card upright in the lower half and turned over in
    the upper half, so both long sides of the table read it the right way up."""
    pygame.draw.rect(surface, CENTRE, rect, border_radius=28)
    for piece, at in centre_pieces(fonts, rect, caption, big, big_colour):
        surface.blit(piece, at)
    y = rect.centery
    pygame.draw.line(surface, PANEL, (rect.x + 40, y), (rect.right - 40, y), 3)


def centre_key(rect: pygame.Rect, caption: str, big: str, big_colour: RGB) -> Hashable:
    return ("centre", caption, big, big_colour, tuple(rect))


def centre_pieces(fonts: Fonts, rect: pygame.Rect, caption: str, big: str,
                  big_colour: RGB) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """The caption and the big text of the countdown card, each upright in the lower half
    and turned over (mirrored through the card's centre) in the upper half, with where
    they go; rendered once per caption, text, colour and card size."""
    key = centre_key(rect, caption, big, big_colour)
    cached: list[tuple[pygame.Surface, tuple[int, int]]] | None = pieces(fonts).get(key)
    if cached is not None:
        return cached
    half_w, half_h = rect.width, rect.height // 2
    cap = caption_surface(fonts, caption, half_w - 60)
    room = half_h - cap.get_height() - 24
    size = fit_size(fonts, big, int(room * 1.25), half_w - 80)
    big_surf = render_number(fonts, big, size, big_colour)
    if big_surf.get_height() > room:
        scale = room / big_surf.get_height()
        big_surf = pygame.transform.smoothscale(
            big_surf, (max(1, int(big_surf.get_width() * scale)), room)
        )
    baseline = half_h - cap.get_height() - 18
    out: list[tuple[pygame.Surface, tuple[int, int]]] = []
    for piece, at in ((cap, cap.get_rect(midbottom=(half_w // 2, half_h - 14))),
                      (big_surf, big_surf.get_rect(midbottom=(half_w // 2, baseline)))):
        out.append((piece, (rect.x + at.x, rect.centery + at.y)))
        turned = pygame.transform.flip(piece, True, True)  # turned over: 180 degrees
        out.append((turned, (rect.x + half_w - at.right, rect.centery - at.bottom)))
    remember(fonts, key, out)
    return out
