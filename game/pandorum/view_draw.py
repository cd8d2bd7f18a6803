"""Pandorum drawing helpers: terrain symbols, projects, harvesters, card tiles, mats.

Every terrain has a fill colour (``assets/data/pandorum/terrain.toml``) AND a symbol drawn
over it, so the planet reads without colour; projects differ by shape (a module is a
square, a base a larger house shape with a double rim) as well as by the owner's colour,
letter and pattern. Nothing here changes the game state.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.boards.hex import neighbours
from game.engine.boardview.colours import SELECTED
from game.engine.boardview.memo import Kept
from game.engine.boardview.shapes import INK, hatch, hex_rgb
from game.engine.draw import pattern
from game.engine.theme import PlayerLook

if TYPE_CHECKING:
    from game.boards.hex import Hex
    from game.engine.app import App
    from game.pandorum.rules.data import Components, Terrain
    from game.pandorum.view_layout import PlanetGeometry

RGB = tuple[int, int, int]

#: a hex that may be chosen: (cream) white dashes on a dark halo (INK), so one of the two stands out
#: on every terrain colour, from the pale ice field to the dark landing pad and the green
#: spore jungle (where the panels' green MAY_CHOOSE would vanish)
MARK: RGB = (255, 248, 225)
FLY: RGB = (120, 200, 255)
CHOSEN: RGB = SELECTED  # what the player chose (one meaning in every game)
PAYS: RGB = (255, 196, 64)

#: cargo colours of the card types (the rules name them; these are their RGB and letter)
CARGO_LOOK: dict[str, tuple[RGB, str]] = {
    "white": ((236, 236, 236), "W"),
    "blue": ((50, 120, 225), "B"),
    "yellow": ((240, 212, 60), "Y"),
    "green": ((70, 175, 95), "G"),
    "purple": ((160, 100, 210), "P"),
    "orange": ((240, 145, 45), "O"),
    "black": ((40, 40, 46), "K"),
}

#: short type tags on card tiles (a second cue beside the type colour)
TYPE_TAG = {"production": "PROD", "generator": "GEN", "logistics": "LOG",
            "laboratory": "LAB", "protection": "PROT", "systems": "SYS", "block": "BLOCK"}


def cargo_rgb(colour: str) -> RGB:
    return CARGO_LOOK.get(colour, ((150, 150, 150), "?"))[0]


# ---------------------------------------------------------------- terrain symbols


def terrain_symbol(surface: pygame.Surface, terrain: str, c: tuple[int, int], s: int,
                   ink: RGB) -> None:
    """A small symbol for ``terrain`` centred at ``c``, about ``2*s`` pixels wide."""
    x, y = c
    w = max(2, s // 5)
    if terrain == "rock":  # two mountain peaks
        pygame.draw.polygon(surface, ink, [(x - s, y + s * 2 // 3), (x - s // 3, y - s * 2 // 3),
                                           (x + s // 6, y + s * 2 // 3)], w)
        pygame.draw.polygon(surface, ink, [(x - s // 6, y + s * 2 // 3), (x + s // 2, y - s // 3),
                                           (x + s, y + s * 2 // 3)], w)
    elif terrain == "sand":  # dunes: two waves
        for dy in (-s // 3, s // 3):
            pts = [(x - s + i * s // 4, y + dy + round(math.sin(i * math.pi / 2) * s / 4))
                   for i in range(9)]
            pygame.draw.lines(surface, ink, False, pts, w)
    elif terrain == "ice":  # snowflake
        for k in range(3):
            a = math.pi / 3 * k + math.pi / 2
            dx, dy = round(math.cos(a) * s), round(math.sin(a) * s)
            pygame.draw.line(surface, ink, (x - dx, y - dy), (x + dx, y + dy), w)
    elif terrain == "crystal":  # a cut gem
        pts = [(x, y - s), (x + s * 2 // 3, y), (x, y + s), (x - s * 2 // 3, y)]
        pygame.draw.polygon(surface, ink, pts, w)
        pygame.draw.line(surface, ink, (x - s * 2 // 3, y), (x + s * 2 // 3, y), max(1, w - 1))
    elif terrain == "jungle":  # a tree
        pygame.draw.line(surface, ink, (x, y + s), (x, y - s // 4), w)
        pygame.draw.circle(surface, ink, (x, y - s // 3), s * 2 // 3, w)
    elif terrain == "lava":  # a flame
        pts = [(x, y - s), (x + s * 2 // 3, y + s // 6), (x + s // 3, y + s * 5 // 6),
               (x - s // 3, y + s * 5 // 6), (x - s * 2 // 3, y + s // 6)]
        pygame.draw.polygon(surface, ink, pts, w)
        pygame.draw.line(surface, ink, (x, y - s // 5), (x, y + s // 2), w)
    elif terrain == "pad":  # landing circle with an H
        pygame.draw.circle(surface, ink, c, s, w)
        pygame.draw.line(surface, ink, (x - s // 3, y - s // 2), (x - s // 3, y + s // 2), w)
        pygame.draw.line(surface, ink, (x + s // 3, y - s // 2), (x + s // 3, y + s // 2), w)
        pygame.draw.line(surface, ink, (x - s // 3, y), (x + s // 3, y), w)
    else:  # an unknown terrain: a plain dot
        pygame.draw.circle(surface, ink, c, max(2, s // 3))


def terrain_hex(surface: pygame.Surface, poly: list[tuple[int, int]], terrain: Terrain | None,
                hatching: int) -> RGB:
    """A hex of ``terrain`` (None: unknown, grey) over ``poly``, a red one hatched; returns
    the ink of its symbol (light on the landing pad, else a darker shade of the fill)."""
    fill = hex_rgb(terrain.colour) if terrain is not None else (136, 136, 136)
    pygame.draw.polygon(surface, fill, poly)
    if terrain is not None and terrain.red:
        hatch(surface, poly, (60, 0, 0), hatching)
    r, g, b = (max(0, v - 110) for v in fill)
    return (235, 235, 245) if terrain is not None and terrain.pad else (r, g, b)


def planet_layer(geo: PlanetGeometry, cells: dict[Hex, str], comp: Components,
                 edge: frozenset[Hex], background: RGB) -> pygame.Surface:
    """The planet's terrain (cached by the view: it never changes during a game)."""
    box = geo.box
    layer = pygame.Surface(box.size)
    layer.fill(background)
    s = max(7, geo.radius * 3 // 10)
    for h, terrain in cells.items():
        poly = [(x - box.x, y - box.y) for x, y in geo.corners(h)]
        ink = terrain_hex(layer, poly, comp.terrains.get(terrain), max(8, geo.radius // 4))
        cx, cy = geo.center(h)
        if terrain == "pad":  # its symbol large, in the middle
            terrain_symbol(layer, terrain, (cx - box.x, cy - box.y), geo.radius // 2, ink)
        else:
            terrain_symbol(layer, terrain, (cx - box.x, cy - box.y - geo.radius // 2), s, ink)
        pygame.draw.polygon(layer, (20, 22, 34), poly, 2)
    # the gameboard's edge (External Protection counts it): a bright rim on the sides
    # that face off the planet
    for h in edge:  # (the side facing a hex off the planet: the one whose middle is nearest it)
        poly = [(x - box.x, y - box.y) for x, y in geo.corners(h)]
        sides = list(zip(poly, poly[1:] + poly[:1], strict=True))
        for n in neighbours(h):
            if n not in cells:
                off = (geo.center(n)[0] - box.x, geo.center(n)[1] - box.y)
                a, b = min(sides, key=lambda s: math.dist(
                    ((s[0][0] + s[1][0]) / 2, (s[0][1] + s[1][1]) / 2), off))
                pygame.draw.line(layer, (205, 215, 255), a, b, 4)
    return layer


# ---------------------------------------------------------------- pieces


def draw_module(surface: pygame.Surface, c: tuple[int, int], size: int, look: PlayerLook,
                app: App, letter: bool = True) -> None:
    """A module: a square in the owner's colour, pattern and letter."""
    rect = pygame.Rect(0, 0, size, size)
    rect.center = c
    pygame.draw.rect(surface, INK, rect.inflate(4, 4), border_radius=5)
    pygame.draw.rect(surface, look.rgb, rect, border_radius=4)
    pattern(surface, rect.inflate(-4, -4), look)
    if letter:
        _letter(surface, app, look, "module", c, size)


def draw_base(surface: pygame.Surface, c: tuple[int, int], size: int, look: PlayerLook,
              app: App, letter: bool = True) -> None:
    """A base: a larger house shape (roof on top) with a double rim."""
    x, y = c
    half = size // 2
    pts = [(x - half, y + half), (x - half, y - half // 3), (x, y - half - half // 2),
           (x + half, y - half // 3), (x + half, y + half)]
    pygame.draw.polygon(surface, INK, [(px + (2 if px > x else -2 if px < x else 0),
                                        py + (2 if py > y else -3)) for px, py in pts])
    pygame.draw.polygon(surface, look.rgb, pts)
    inner = pygame.Rect(x - half + 4, y - half // 3, size - 8, half + half // 3 - 3)
    pattern(surface, inner, look)
    pygame.draw.polygon(surface, (250, 250, 250), pts, 2)
    if letter:
        _letter(surface, app, look, "base", c, size)


def letter_place(what: str, c: tuple[int, int], size: int) -> tuple[tuple[int, int], int]:
    """Where a project ("base" or "module") of ``size`` at ``c`` centres its seat's letter
    (a little low in a base's house) and the letter's text size: the focus ring of a hex
    beside it passes under it."""
    return ((c[0], c[1] + size // 2 // 6) if what == "base" else c), max(24, int(size * 0.62))


def _letter(surface: pygame.Surface, app: App, look: PlayerLook, what: str,
            c: tuple[int, int], size: int) -> None:
    at, text_size = letter_place(what, c, size)
    label = app.fonts.render(look.letter, text_size, look.text, bold=True)
    pygame.draw.rect(surface, look.rgb, label.get_rect(center=at).inflate(2, -6),
                     border_radius=4)
    surface.blit(label, label.get_rect(center=at))


_SPRITES: Kept[pygame.Surface] = Kept(200)


def draw_piece(surface: pygame.Surface, what: str, c: tuple[int, int], size: int,
               look: PlayerLook, app: App, letter: bool = True) -> None:
    """A project on the planet ("base" or "module"), from a sprite drawn once per kind,
    look and size (a layer repaint then costs one copy per project); at a table without
    the seat's ``letter`` (it reads one way), by colour, pattern and shape."""

    def draw() -> pygame.Surface:
        sprite = pygame.Surface((2 * size + 8, 2 * size + 8), pygame.SRCALPHA)
        mid = (size + 4, size + 4)
        (draw_base if what == "base" else draw_module)(sprite, mid, size, look, app, letter)
        return sprite

    surface.blit(_SPRITES.get((what, look.name, size, letter), draw),
                 (c[0] - size - 4, c[1] - size - 4))


def draw_harvester(surface: pygame.Surface, c: tuple[int, int], r: int, look: PlayerLook,
                   app: App, ring: RGB | None = None, letter: bool = True) -> None:
    """A harvester: a round vehicle with four wheels, in the owner's colour and letter
    (at a table its pattern instead: a letter reads one way)."""
    x, y = c
    for dx in (-r, r):
        for dy in (-r // 2, r // 2):
            pygame.draw.circle(surface, INK, (x + dx * 4 // 5, y + dy), max(3, r // 3))
    pygame.draw.circle(surface, INK, c, r + 2)
    pygame.draw.circle(surface, look.rgb, c, r)
    if not letter:
        pattern(surface, pygame.Rect(x - r * 2 // 3, y - r * 2 // 3, r * 4 // 3, r * 4 // 3),
                look)
    pygame.draw.circle(surface, (250, 250, 250), c, r, 2)
    if letter:
        label = app.fonts.render(look.letter, 24, look.text, bold=True)
        surface.blit(label, label.get_rect(center=c))
    if ring is not None:
        pygame.draw.circle(surface, ring, c, r + 6, 4)


def coin(surface: pygame.Surface, c: tuple[int, int], r: int) -> None:
    """The galactic currency token."""
    pygame.draw.circle(surface, (120, 90, 10), c, r + 2)
    pygame.draw.circle(surface, (245, 200, 60), c, r)
    pygame.draw.circle(surface, (150, 110, 20), c, r * 2 // 3, 2)


def card_back(surface: pygame.Surface, rect: pygame.Rect,
              u: Callable[[float], int] = int) -> None:
    """A face-down card (the deck's); ``u``: the table's 1080p unit, at a table."""
    pygame.draw.rect(surface, (60, 50, 120), rect, border_radius=u(5))
    pygame.draw.rect(surface, (190, 180, 255), rect, u(2), border_radius=u(5))
    pygame.draw.line(surface, (190, 180, 255), rect.topleft, rect.bottomright, u(2))
    pygame.draw.line(surface, (190, 180, 255), rect.topright, rect.bottomleft, u(2))

