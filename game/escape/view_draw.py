"""Drawing pieces of the Andromeda Escape board: the static ring layer, ships.

Everything here only draws; nothing changes game state. Colours that belong to this
board (fly-zone tints, deck colours) are defined here; interface colours and player
looks come from the theme.
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

import pygame

from game.engine.boardview.memo import Kept
from game.engine.boardview.shapes import dotted_line
from game.engine.draw import pattern
from game.engine.theme import PlayerLook
from game.escape.view_geometry import Geometry

if TYPE_CHECKING:
    from game.engine.app import App

#: fly zone tints (muted, so ships in player colours stand out on them)
ZONE_TINTS: tuple[tuple[int, int, int], ...] = ((58, 44, 104), (22, 78, 92), (92, 58, 36))
ZONE_EDGES: tuple[tuple[int, int, int], ...] = ((150, 120, 240), (80, 200, 220), (230, 160, 90))
#: frame colours of the two Action Card decks
DECK_COLOURS: dict[str, tuple[int, int, int]] = {"ALERT": (214, 72, 96),
                                                  "WARNING": (232, 176, 40)}
FIELD_FILL = (16, 20, 40)
FIELD_EDGE = (150, 165, 215)
START_EDGE = (235, 240, 255)
LINK = (120, 134, 190)
PLAY_SYMBOL = "\u25b7"  # the rulebook's "when played" symbol
HELD_SYMBOL = "\u25b7|"  # "at the end of the game, still in hand"


# ---------------------------------------------------------------------- static layer


def paint_board(surf: pygame.Surface, geo: Geometry, app: App) -> None:
    """The parts of the board that never change: zones, connections, fields, wormhole, on
    the theme's background colour (the view's bottom layer, painted once per layout)."""
    surf.fill(app.theme.c("background"), geo.rect)
    board = geo.board
    _zones(surf, geo, app)
    for link in board.map.links:
        if link.kind != "connection":
            continue
        pts = [geo.point(x, y) for x, y in link.points] or [geo.at(link.a), geo.at(link.b)]
        dotted = bool(link.props.get("dotted", False))
        for a, b in itertools.pairwise(pts):
            if dotted:
                dotted_line(surf, a, b, LINK, 5, 16)
            else:
                pygame.draw.line(surf, LINK, a, b, 5)
    _wormhole(surf, geo)
    for name, c in geo.fields.items():
        f = board.fields[name]
        pygame.draw.circle(surf, FIELD_FILL, c, geo.field_r)
        edge = START_EDGE if f.start else FIELD_EDGE
        pygame.draw.circle(surf, edge, c, geo.field_r, 4 if f.start else 3)
        if f.start:  # the entry fields carry an inner ring: "ships enter here"
            pygame.draw.circle(surf, FIELD_EDGE, c, geo.field_r - 9, 1)


def _zones(surf: pygame.Surface, geo: Geometry, app: App) -> None:
    board = geo.board
    zones = board.zones
    if not zones:
        return
    half_slot = math.pi / len(zones) - math.radians(2)
    for zone in zones:
        names = [n for n in board.fields if board.fields[n].zone == zone]
        angles = [geo.angle(n) for n in names]
        mean = math.atan2(sum(math.sin(a) for a in angles), sum(math.cos(a) for a in angles))
        spread = max(abs(math.remainder(a - mean, math.tau)) for a in angles)
        half = min(spread + math.radians(14), half_slot)
        dists = [math.dist(geo.hole, geo.fields[n]) for n in names]
        r_in = max(geo.hole_r + 6, min(dists) - geo.field_r * 1.5)
        r_out = geo.ring_out
        steps = 48
        outer = [(geo.hole[0] + r_out * math.cos(mean - half + 2 * half * i / steps),
                  geo.hole[1] + r_out * math.sin(mean - half + 2 * half * i / steps))
                 for i in range(steps + 1)]
        inner = [(geo.hole[0] + r_in * math.cos(mean + half - 2 * half * i / steps),
                  geo.hole[1] + r_in * math.sin(mean + half - 2 * half * i / steps))
                 for i in range(steps + 1)]
        k = zones.index(zone) % len(ZONE_TINTS)
        pygame.draw.polygon(surf, ZONE_TINTS[k], outer + inner)
        pygame.draw.polygon(surf, ZONE_EDGES[k], outer + inner, 2)
        # the zone number sits on the outer ring, between two entry fields
        r_label = max(dists)
        pos = (round(geo.hole[0] + r_label * math.cos(mean)),
               round(geo.hole[1] + r_label * math.sin(mean)))
        radius = round(26 * geo.unit)
        pygame.draw.circle(surf, ZONE_EDGES[k], pos, radius)
        pygame.draw.circle(surf, (10, 12, 24), pos, radius, 3)
        label = app.fonts.render(str(zone), round(36 * geo.unit), (10, 12, 24), True)
        if geo.bare:  # a table: the number reads from outside the ring, where it is
            label = pygame.transform.rotate(label, -(math.degrees(mean) + 270))
        surf.blit(label, label.get_rect(center=pos))


def _wormhole(surf: pygame.Surface, geo: Geometry) -> None:
    r = geo.hole_r
    for i in range(8, 0, -1):
        k = i / 8
        colour = (int(30 + 200 * (1 - k)), int(20 + 160 * (1 - k) ** 2), int(90 + 160 * (1 - k)))
        pygame.draw.circle(surf, colour, geo.hole, max(2, int(r * k)))
    for i in range(3):  # a spiral hint: three arcs
        start = i * math.tau / 3
        rect = pygame.Rect(0, 0, int(r * 1.3), int(r * 1.3))
        rect.center = geo.hole
        pygame.draw.arc(surf, (240, 230, 255), rect, start, start + 1.6, 3)
    pygame.draw.circle(surf, (220, 200, 255), geo.hole, r, 3)


# ---------------------------------------------------------------------- pieces

_SPRITES: Kept[pygame.Surface] = Kept(400)


def _ship(app: App, look: PlayerLook, r: int, upright: bool, letter: bool) -> pygame.Surface:
    """A ship's sprite in the seat colour with its pattern and (``letter``) its seat's
    letter; on a table the letter is left off, as it would read one way only.

    A lying ship is a round token; an upright ship (charging a WARP) stands as a tall
    rocket with a white outline and an arrow: a different shape, not only a colour."""
    if upright:
        w, h = int(r * 1.9), int(r * 3.1)
    else:
        w = h = 2 * r
    pad = 6
    size = (w + 2 * pad, h + 2 * pad)
    body = pygame.Surface(size, pygame.SRCALPHA)
    body.fill((*look.rgb, 255))
    pattern(body, body.get_rect(), look)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    shape = _upright_shape(pad, w, h) if upright else []
    if upright:
        pygame.draw.polygon(mask, (255, 255, 255, 255), shape)
    else:
        pygame.draw.circle(mask, (255, 255, 255, 255), (pad + r, pad + r), r)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if upright:
        pygame.draw.polygon(body, (255, 255, 255, 255), shape, 4)
        centre = (pad + w // 2, pad + int(h * 0.58))
    else:
        pygame.draw.circle(body, (0, 0, 0, 255), (pad + r, pad + r), r, 3)
        centre = (pad + r, pad + r)
    if letter:
        size_txt = max(24, int(r * 1.05))
        label = app.fonts.render(look.letter, size_txt, look.text, bold=True)
        plate = label.get_rect(center=centre).inflate(6, -6)
        pygame.draw.rect(body, (*look.rgb, 255), plate, border_radius=6)
        body.blit(label, label.get_rect(center=centre))
    return body


def _upright_shape(pad: int, w: int, h: int) -> list[tuple[int, int]]:
    """A standing rocket: pointed nose, straight hull, two fins."""
    cx = pad + w // 2
    top, bottom = pad, pad + h
    hull = int(w * 0.36)
    return [(cx, top), (cx + hull, top + h // 3), (cx + hull, bottom - h // 5),
            (pad + w, bottom), (cx, bottom - h // 8), (pad, bottom),
            (cx - hull, bottom - h // 5), (cx - hull, top + h // 3)]


def draw_ship(surface: pygame.Surface, app: App, centre: tuple[float, float], r: int,
              look: PlayerLook, upright: bool = False, letter: bool = True) -> pygame.Rect:
    """A ship of radius ``r`` centred at ``centre`` (its sprite made once per look and
    size, :func:`_ship`); returns where it was drawn."""
    sprite = _SPRITES.get((look.name, r, upright, letter),
                          lambda: _ship(app, look, r, upright, letter))
    c = (round(centre[0]), round(centre[1]))
    rect = sprite.get_rect(center=c)
    if upright:  # charging: a bright halo with sparks, and the ship stands taller
        pygame.draw.circle(surface, (255, 255, 255), c, r + 6, 4)
        for k in range(8):
            a = k * math.tau / 8 + math.tau / 16
            inner = (c[0] + (r + 9) * math.cos(a), c[1] + (r + 9) * math.sin(a))
            outer = (c[0] + (r + 17) * math.cos(a), c[1] + (r + 17) * math.sin(a))
            pygame.draw.line(surface, (255, 255, 255), inner, outer, 3)
        rect.centery -= r // 3
    surface.blit(sprite, rect)
    return rect
