"""Draw the application icon and write it as PNG, Windows ICO and macOS ICNS.

    .venv/bin/python build_scripts/icon.py

The icon is drawn with pygame (a spiral galaxy, Andromeda, with a small trader ship in
front of it on a rounded dark-blue tile), rendered large and scaled down, so it stays
legible at 16 px. The output files (``build_scripts/icon.png``, ``icon.ico``,
``icon.icns``) are committed; run this script again only to change the design.
PyInstaller takes the ``.ico`` on Windows and the ``.icns`` on macOS; a Linux executable
carries no icon (desktop files point at the PNG).

ICO and ICNS are written with the standard library: both are small containers of PNG
images (ICO entries may be PNG since Windows Vista; ICNS types ``icp4``..``ic10`` are PNG).
"""

from __future__ import annotations

import io
import math
import os
import random
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # the SDL driver must be chosen first

HERE = Path(__file__).resolve().parent
MASTER = 1024
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08",
              512: b"ic09", 1024: b"ic10"}


def draw(size: int = MASTER, seed: int = 7) -> pygame.Surface:
    """The icon at ``size`` pixels, drawn from a fixed seed so it never changes by itself."""
    rng = random.Random(seed)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size / 1024
    # Rounded tile with a vertical gradient, clipped by a rounded-rectangle mask.
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        t = y / size
        colour = (int(12 + 18 * t), int(18 + 22 * t), int(48 + 50 * t), 255)
        pygame.draw.line(tile, colour, (0, y), (size, y))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, size, size), border_radius=int(190 * s))
    tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(tile, (0, 0))

    cx, cy = size * 0.5, size * 0.47
    # Background stars.
    for _ in range(90):
        x, y = rng.uniform(60, 964) * s, rng.uniform(60, 964) * s
        r = rng.choice((1.5, 2.0, 2.5, 3.5)) * s
        pygame.draw.circle(surf, (200, 210, 255, rng.randint(90, 200)), (x, y), max(1.0, r))
    # Two logarithmic spiral arms of glowing dots, squashed into an ellipse and tilted.
    glow = pygame.Surface((size, size), pygame.SRCALPHA)
    tilt = math.radians(-28)
    for arm in range(2):
        for i in range(900):
            t = i / 900 * 3.2 * math.pi
            radius = 40 * s * math.exp(0.25 * t) + rng.gauss(0, 12 * s)
            angle = t + arm * math.pi + rng.gauss(0, 0.12)
            x, y = radius * math.cos(angle), radius * math.sin(angle) * 0.45
            x, y = x * math.cos(tilt) - y * math.sin(tilt), x * math.sin(tilt) + y * math.cos(tilt)
            if radius > 430 * s:
                continue
            warm = min(1.0, max(0.0, 1 - abs(radius) / (430 * s)))
            colour = (int(150 + 105 * warm), int(160 + 70 * warm), int(255 - 60 * warm),
                      int(110 + 120 * warm))
            pygame.draw.circle(glow, colour, (cx + x, cy + y), max(1.0, (5 + 7 * warm) * s))
    surf.blit(glow, (0, 0))
    # Bright core.
    for r, alpha in ((120, 30), (85, 45), (60, 70), (40, 120), (24, 190), (12, 255)):
        pygame.draw.ellipse(surf, (255, 236, 190, alpha),
                            (cx - r * s, cy - r * 0.62 * s, 2 * r * s, 2 * r * 0.62 * s))
    # A trader ship in the lower right: an orange arrowhead with a cyan engine trail.
    ship = [(700, 820), (900, 700), (800, 870), (770, 800)]
    pts = [(x * s, y * s) for x, y in ship]
    pygame.draw.line(surf, (90, 220, 255, 255), (770 * s, 800 * s), (640 * s, 900 * s),
                     max(2, int(22 * s)))
    pygame.draw.polygon(surf, (255, 150, 40, 255), pts)
    pygame.draw.polygon(surf, (255, 230, 200, 255), pts, max(1, int(10 * s)))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    return pygame.transform.smoothscale(master, (size, size))


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows ICO holding one PNG per size (ICONDIR, ICONDIRENTRY list, image data)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for px in sizes:
        data = images[px]
        side = 0 if px >= 256 else px  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS ICNS holding PNG elements ('icns', total length, then type+length+data)."""
    body = b""
    for px in sorted(images):
        data = images[px]
        body += ICNS_TYPES[px] + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.init()
    master = draw()
    pngs = {px: png_bytes(scaled(master, px)) for px in set(ICO_SIZES) | set(ICNS_TYPES)}
    (HERE / "icon.png").write_bytes(pngs[256])
    # The window icon the running app sets (game/engine/app.py) is the same picture.
    (HERE.parent / "assets" / "icon.png").write_bytes(pngs[256])
    (HERE / "icon.ico").write_bytes(ico_bytes({px: pngs[px] for px in ICO_SIZES}))
    (HERE / "icon.icns").write_bytes(icns_bytes({px: pngs[px] for px in ICNS_TYPES}))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"wrote {HERE / name} ({(HERE / name).stat().st_size // 1024} KB)")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
