"""Board art for Tiled's image layers: each non-hex map drawn as the game draws its board.

``make_tiled_project.py`` calls :func:`draw_art` for every shipped map and adds the PNG as
a locked image layer ``board art`` under the objects, so a designer sees the board (zone
wedges and the wormhole for Escape, tinted quadrants and the travel loop for Starship,
boards, sectors, planets and spaces for Merchants) instead of grey pins. Colours come from
the games' own views, so the art stays in step with what the game draws. The art shows
the map as shipped; an object moved later is drawn by Tiled on top of it.
"""

from __future__ import annotations

import itertools
import math
import os
from pathlib import Path

BACKGROUND = (14, 18, 38)
PANEL, BORDER, TEXT, DIM = (30, 38, 72), (86, 104, 170), (236, 240, 255), (160, 170, 205)
SPACE_FILL, SPACE_EDGE, ARROW = (16, 20, 40), (150, 165, 215), (120, 134, 190)
BRIDGE = (232, 200, 80)
#: Merchants region tints by class (the board panels of the game's view)
REGION_TINTS = {"sector": (34, 50, 86), "planet": (40, 56, 60), "lane": (52, 40, 60),
                "track": (36, 46, 80)}


def draw_art(path: Path, out: Path) -> None:
    """Render the map at ``path`` to the PNG ``out`` (map size, flat colours: small)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.boards.tiled import load_map

    pygame.init()
    board = load_map(path)
    surf = pygame.Surface((board.width, board.height))
    surf.fill(BACKGROUND)
    fonts = {size: pygame.font.Font(None, size) for size in (22, 30, 44)}
    if board.layout == "ring":
        _escape_zones(surf, board, fonts)
    for region in board.regions.values():
        _region(surf, region, fonts)
    if board.layout == "track":
        _track_arrows(surf, board)
    for link in board.links:
        colour = BRIDGE if link.kind == "bridge" else ARROW
        if link.props.get("dotted"):
            _dashed(surf, colour, link.points)
        else:
            pygame.draw.lines(surf, colour, False, link.points, 5 if link.kind == "bridge" else 3)
    for node in board.nodes.values():
        _node(surf, board, node, fonts)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(out))


def _region(surf, region, fonts) -> None:
    import pygame

    from game.starship.view_draw import QUADRANT_TINT

    r = pygame.Rect(round(region.rect.x), round(region.rect.y), round(region.rect.w),
                    round(region.rect.h))
    title = str(region.props.get("title", region.id.replace("_", " ")))
    if region.kind == "quadrant":
        pygame.draw.rect(surf, QUADRANT_TINT.get(str(region.props.get("quadrant")), PANEL), r)
        pygame.draw.rect(surf, BORDER, r, 1)
        surf.blit(fonts[44].render(title, True, DIM), (r.x + 10, r.y + 8))
        return
    tint = REGION_TINTS.get(region.kind)
    pygame.draw.rect(surf, tint or PANEL, r, border_radius=10)
    pygame.draw.rect(surf, BORDER, r, 2, border_radius=10)
    surf.blit(fonts[30 if tint else 22].render(title, True, TEXT if tint else DIM),
              (r.x + 8, r.y + 6))


def _node(surf, board, node, fonts) -> None:
    import pygame

    from game.escape.view_draw import FIELD_EDGE, FIELD_FILL, START_EDGE

    at = (round(node.x), round(node.y))
    if node.kind == "wormhole":
        for radius, colour in ((60, (60, 30, 110)), (44, (110, 60, 170)), (26, (170, 120, 230))):
            pygame.draw.circle(surf, colour, at, radius)
        return
    if node.kind == "field":
        pygame.draw.circle(surf, FIELD_FILL, at, 26)
        pygame.draw.circle(surf, START_EDGE if node.props.get("start") else FIELD_EDGE, at, 26, 3)
        return
    if node.kind == "space" and board.layout == "track":  # Starship's quadrant spaces
        pygame.draw.circle(surf, FIELD_FILL, at, 44)
        pygame.draw.circle(surf, FIELD_EDGE, at, 44, 3)
        label = fonts[30].render(str(node.props.get("quadrant", node.id)).title(), True, TEXT)
        surf.blit(label, label.get_rect(midbottom=(at[0], at[1] - 48)))
        return
    box = pygame.Rect(0, 0, 44, 44)
    box.center = at
    pygame.draw.rect(surf, SPACE_FILL, box, border_radius=6)
    pygame.draw.rect(surf, SPACE_EDGE, box, 2, border_radius=6)


def _escape_zones(surf, board, fonts) -> None:
    """The fly zones as tinted wedges around the wormhole, numbered, as the game shows."""
    import pygame

    from game.escape.view_draw import ZONE_EDGES, ZONE_TINTS

    holes = board.nodes_of("wormhole")
    fields = board.nodes_of("field")
    if not holes or not fields:
        return
    hx, hy = holes[0].x, holes[0].y
    zones = sorted({int(f.props.get("zone", 0)) for f in fields})
    reach = max(math.dist((hx, hy), (f.x, f.y)) for f in fields) + 60
    half_slot = math.pi / len(zones) - math.radians(2)
    for k, zone in enumerate(zones):
        mine = [f for f in fields if int(f.props.get("zone", 0)) == zone]
        angles = [math.atan2(f.y - hy, f.x - hx) for f in mine]
        mean = math.atan2(sum(map(math.sin, angles)), sum(map(math.cos, angles)))
        spread = max(abs(math.remainder(a - mean, math.tau)) for a in angles)
        half = min(spread + math.radians(14), half_slot)
        arc = [mean - half + 2 * half * i / 48 for i in range(49)]
        wedge = [(hx, hy), *((hx + reach * math.cos(a), hy + reach * math.sin(a)) for a in arc)]
        pygame.draw.polygon(surf, ZONE_TINTS[k % len(ZONE_TINTS)], wedge)
        pygame.draw.polygon(surf, ZONE_EDGES[k % len(ZONE_EDGES)], wedge, 2)
        label_at = (round(hx + (reach - 30) * math.cos(mean)),
                    round(hy + (reach - 30) * math.sin(mean)))
        pygame.draw.circle(surf, ZONE_EDGES[k % len(ZONE_EDGES)], label_at, 24)
        text = fonts[44].render(str(zone), True, (10, 12, 24))
        surf.blit(text, text.get_rect(center=label_at))


def _track_arrows(surf, board) -> None:
    """Arrows along each track in travel order (a loop closes back to its start)."""
    import pygame

    from game.boards.track import tracks

    for track in tracks(board, loop=None).values():
        spaces = list(track.spaces)
        pairs = list(itertools.pairwise(spaces))
        if track.loop or board.layout == "track":
            pairs.append((spaces[-1], spaces[0]))
        for a, b in pairs:
            d = math.dist((a.x, a.y), (b.x, b.y)) or 1
            ux, uy = (b.x - a.x) / d, (b.y - a.y) / d
            start = (a.x + ux * 50, a.y + uy * 50)
            end = (b.x - ux * 50, b.y - uy * 50)
            pygame.draw.line(surf, ARROW, start, end, 4)
            left = (end[0] - ux * 18 - uy * 10, end[1] - uy * 18 + ux * 10)
            right = (end[0] - ux * 18 + uy * 10, end[1] - uy * 18 - ux * 10)
            pygame.draw.polygon(surf, ARROW, [end, left, right])


def _dashed(surf, colour, points) -> None:
    import pygame

    for (ax, ay), (bx, by) in itertools.pairwise(points):
        d = math.dist((ax, ay), (bx, by))
        steps = max(1, int(d // 14))
        for i in range(0, steps, 2):
            t0, t1 = i / steps, min(1.0, (i + 1) / steps)
            pygame.draw.line(surf, colour, (ax + (bx - ax) * t0, ay + (by - ay) * t0),
                             (ax + (bx - ax) * t1, ay + (by - ay) * t1), 4)


def main(argv: list[str]) -> int:
    """``python build_scripts/make_board_art.py MAP.tmx OUT.png``: redraw one map's art
    (e.g. a custom board's, after moving things on it)."""
    if len(argv) != 2:
        print("usage: make_board_art.py MAP.tmx OUT.png")
        return 2
    draw_art(Path(argv[0]), Path(argv[1]))
    return 0


if __name__ == "__main__":
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    raise SystemExit(main(sys.argv[1:]))
