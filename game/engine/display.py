"""Window placement: windows that fit the usable desktop, fullscreen on the window's display.

pygame-ce (2.5) keeps a window's top-left corner when ``set_mode`` gives it a new size,
so growing a window to 1920x1080 pushed its right and bottom edges (and Back) off a
1920x1080 screen, and leaving fullscreen put it wherever it was before. Here every change
of size or mode places the window itself:

* windowed: the requested size, shrunk (aspect kept) to fit the usable area of the display
  the window is on (the desktop without task bar or dock) with room for the title bar and
  borders, and centred in that area;
* fullscreen: ``set_mode((0, 0), FULLSCREEN)``, which pygame-ce opens at the desktop size
  of the window's display (borderless "desktop" fullscreen, no mode change); the window is
  first moved to that display's corner so the resize cannot carry it to a neighbour.

pygame-ce 2.5 has no call for display bounds, usable bounds or frame sizes, so they are
read from the SDL library pygame itself loaded, through ctypes. Where that library cannot
be found, the desktop sizes from ``pygame.display.get_desktop_sizes()`` are used (displays
side by side, no task bar) with :data:`FRAME_ALLOWANCE` for the frame. The headless
drivers (dummy, offscreen) have no desktop to fit: there the requested size is kept.
"""

from __future__ import annotations

import ctypes
import glob
import logging
import os
import sys
from dataclasses import dataclass
from functools import cache

import pygame

log = logging.getLogger(__name__)

#: the window frame (top, left, bottom, right) assumed when the window manager does not
#: report it yet: a title bar of about 36 px and thin borders on common desktops
FRAME_ALLOWANCE: tuple[int, int, int, int] = (36, 4, 4, 4)
#: video drivers without a visible desktop: windows keep their requested size there
HEADLESS_DRIVERS = frozenset({"dummy", "offscreen"})
#: the smallest window the app opens (canvas aspect), unless the desktop itself is smaller:
#: half the 1920x1080 canvas, so the 24 px text floor (:data:`game.engine.text.MIN_SIZE`)
#: is 12 px in the window, the size of a desktop's own small print. At 640x360 it was 8 px,
#: unreadable; 960x540 was checked on every screen (setup, settings, rules, each game,
#: results). The command line refuses less, an older settings file is raised to it, and
#: SDL keeps a window the player drags from getting smaller.
MIN_WINDOW: tuple[int, int] = (960, 540)


@dataclass(frozen=True)
class Desktop:
    """One display: its whole area and the usable part (without task bar or dock)."""

    bounds: pygame.Rect
    usable: pygame.Rect


class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int),
                ("h", ctypes.c_int)]


def _sdl_candidates() -> list[str]:
    """Where the SDL2 library that pygame loaded may be, most likely first."""
    found: list[str] = []
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps", encoding="utf-8") as maps:
                found += sorted({line.split()[-1] for line in maps
                                 if "libSDL2-2" in line or "libSDL2.so" in line})
        except OSError:
            pass
    if sys.platform == "win32":
        found.append("SDL2")  # an already loaded DLL is found by its name
    roots = [os.path.dirname(pygame.__file__), getattr(sys, "_MEIPASS", "")]
    for root in filter(None, roots):
        for pattern in ("SDL2.dll", ".dylibs/libSDL2*.dylib", "../pygame_ce.libs/libSDL2-2*",
                        "libSDL2*", "pygame_ce.libs/libSDL2-2*", "pygame/SDL2.dll"):
            found += sorted(glob.glob(os.path.join(root, pattern)))
    return found


@cache
def sdl() -> ctypes.CDLL | None:
    """The SDL2 library pygame uses (for the display calls pygame lacks), or None."""
    for name in _sdl_candidates():
        try:
            lib = ctypes.CDLL(name)
            lib.SDL_GetDisplayUsableBounds  # noqa: B018 - fails here if it is not SDL2
        except (OSError, AttributeError):
            continue
        lib.SDL_GetWindowFromID.restype = ctypes.c_void_p
        lib.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
        lib.SDL_GetWindowBordersSize.argtypes = [ctypes.c_void_p] + [ctypes.c_void_p] * 4
        lib.SDL_GetWindowSize.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        return lib
    log.info("SDL library not found: window placement uses the desktop sizes only")
    return None


def desktops() -> list[Desktop]:
    """Every display's bounds and usable area."""
    lib = sdl()
    out: list[Desktop] = []
    if lib is not None:
        for i in range(max(0, lib.SDL_GetNumVideoDisplays())):
            whole, usable = _Rect(), _Rect()
            if lib.SDL_GetDisplayBounds(i, ctypes.byref(whole)) != 0:
                continue
            if lib.SDL_GetDisplayUsableBounds(i, ctypes.byref(usable)) != 0:
                usable = whole
            out.append(Desktop(pygame.Rect(whole.x, whole.y, whole.w, whole.h),
                               pygame.Rect(usable.x, usable.y, usable.w, usable.h)))
    if not out:
        x = 0
        for w, h in pygame.display.get_desktop_sizes():
            out.append(Desktop(pygame.Rect(x, 0, w, h), pygame.Rect(x, 0, w, h)))
            x += w
    return out or [Desktop(pygame.Rect(0, 0, 1920, 1080), pygame.Rect(0, 0, 1920, 1080))]


def _main_window() -> int | None:
    """SDL's pointer to the app's window (pygame opens one; SDL numbers windows from 1)."""
    lib = sdl()
    if lib is None or pygame.display.get_surface() is None:
        return None
    found = None
    for window_id in range(1, 65):
        pointer = lib.SDL_GetWindowFromID(window_id)
        if pointer:
            found = pointer
    return found


def frame_size() -> tuple[int, int, int, int]:
    """The window frame (top, left, bottom, right) as the window manager reports it, or
    :data:`FRAME_ALLOWANCE` while it does not."""
    lib, window = sdl(), _main_window()
    if lib is not None and window is not None:
        sizes = [ctypes.c_int(0) for _ in range(4)]
        ok = lib.SDL_GetWindowBordersSize(window, *(ctypes.byref(s) for s in sizes)) == 0
        values = tuple(s.value for s in sizes)
        if ok and values[0] > 0:
            return values  # type: ignore[return-value]
    return FRAME_ALLOWANCE


def display_of(rect: pygame.Rect, screens: list[Desktop]) -> Desktop:
    """The display that holds the centre of ``rect`` (or the nearest one), as SDL decides."""
    for desk in screens:
        if desk.bounds.collidepoint(rect.center):
            return desk

    def distance(desk: Desktop) -> int:
        b = desk.bounds
        dx = max(b.left - rect.centerx, 0, rect.centerx - b.right)
        dy = max(b.top - rect.centery, 0, rect.centery - b.bottom)
        return dx * dx + dy * dy

    return min(screens, key=distance)


def fit_window(requested: tuple[int, int], usable: pygame.Rect,
               frame: tuple[int, int, int, int] = FRAME_ALLOWANCE) -> pygame.Rect:
    """The window's inner rectangle (screen coordinates): ``requested`` shrunk, aspect
    kept, until it and its ``frame`` (top, left, bottom, right) fit ``usable``; centred.

    >>> fit_window((1920, 1080), pygame.Rect(0, 0, 1920, 1040), (30, 0, 0, 0))
    Rect(63, 30, 1795, 1010)
    >>> fit_window((1280, 720), pygame.Rect(1920, 0, 1920, 1080), (30, 0, 0, 0))
    Rect(2240, 195, 1280, 720)
    """
    top, left, bottom, right = frame
    room_w = max(1, usable.width - left - right)
    room_h = max(1, usable.height - top - bottom)
    w, h = max(1, requested[0]), max(1, requested[1])
    if w > room_w or h > room_h:
        if w * room_h > h * room_w:  # the width is what limits
            w, h = room_w, h * room_w // w
        else:
            w, h = w * room_h // h, room_h
    size = (max(min(MIN_WINDOW[0], room_w), w), max(min(MIN_WINDOW[1], room_h), h))
    outer = pygame.Rect(0, 0, size[0] + left + right, size[1] + top + bottom)
    outer.center = usable.center
    return pygame.Rect(outer.left + left, outer.top + top, *size)


def at_least_min(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` raised, side by side, to :data:`MIN_WINDOW` (an older settings file kept
    a 640x360 window).

    >>> at_least_min((640, 360)), at_least_min((1000, 400)), at_least_min((1280, 720))
    ((960, 540), (1000, 540), (1280, 720))
    """
    return max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1]))


def window_for(requested: tuple[int, int]) -> tuple[int, int]:
    """The size of the window :func:`open_windowed` would open for ``requested`` on the
    display the app is on now (headless: ``requested`` itself, there is no desktop)."""
    if headless():
        return requested
    return fit_window(requested, current_display().usable, frame_size()).size


def set_minimum_size(size: tuple[int, int]) -> bool:
    """Tell SDL the window may not be dragged smaller than ``size``; False where the SDL
    library or the window is not found (the window then takes any size it is given)."""
    lib, window = sdl(), _main_window()
    if lib is None or window is None:
        return False
    lib.SDL_SetWindowMinimumSize.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    lib.SDL_SetWindowMinimumSize(window, max(1, size[0]), max(1, size[1]))
    return True


def minimum_size() -> tuple[int, int] | None:
    """The smallest size SDL lets the player drag the window to (None: unknown)."""
    lib, window = sdl(), _main_window()
    if lib is None or window is None:
        return None
    lib.SDL_GetWindowMinimumSize.argtypes = [ctypes.c_void_p] * 3
    w, h = ctypes.c_int(0), ctypes.c_int(0)
    lib.SDL_GetWindowMinimumSize(window, ctypes.byref(w), ctypes.byref(h))
    return w.value, h.value


def current_display() -> Desktop:
    """The display the app's window is on; before it opens, the one with the mouse pointer
    (where pygame-ce opens a new window), else the first."""
    screens = desktops()
    surface = pygame.display.get_surface()
    if surface is not None:
        x, y = pygame.display.get_window_position()
        return display_of(pygame.Rect(x, y, *surface.get_size()), screens)
    lib = sdl()
    if lib is not None:
        mx, my = ctypes.c_int(0), ctypes.c_int(0)
        lib.SDL_GetGlobalMouseState(ctypes.byref(mx), ctypes.byref(my))
        return display_of(pygame.Rect(mx.value, my.value, 1, 1), screens)
    return screens[0]


def headless() -> bool:
    return pygame.display.get_driver() in HEADLESS_DRIVERS


def open_windowed(requested: tuple[int, int]) -> pygame.Surface:
    """A resizable window of ``requested`` size, fitted to and centred on its display, that
    the player cannot drag smaller than :data:`MIN_WINDOW` (or the desktop, if smaller).
    Headless (pictures, tests) the window is ``requested`` as it is."""
    if headless():
        return pygame.display.set_mode(requested, pygame.RESIZABLE)
    desk = current_display()
    rect = fit_window(requested, desk.usable, frame_size())
    screen = pygame.display.set_mode(rect.size, pygame.RESIZABLE)
    pygame.display.set_window_position(rect.topleft)
    # the frame is known only once the window manager has framed the window: refit
    frame = frame_size()
    better = fit_window(requested, desk.usable, frame)
    if better != rect:
        screen = pygame.display.set_mode(better.size, pygame.RESIZABLE)
        pygame.display.set_window_position(better.topleft)
    set_minimum_size(fit_window(MIN_WINDOW, desk.usable, frame).size)
    return screen


def open_fullscreen() -> pygame.Surface:
    """Borderless fullscreen over the whole display the window is on."""
    if not headless() and pygame.display.get_surface() is not None:
        desk = current_display()
        if not pygame.display.is_fullscreen():
            pygame.display.set_window_position(desk.bounds.topleft)
    return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)


__all__ = ["FRAME_ALLOWANCE", "MIN_WINDOW", "Desktop", "at_least_min", "current_display",
           "desktops", "display_of", "fit_window", "frame_size", "minimum_size",
           "open_fullscreen", "open_windowed", "set_minimum_size", "window_for"]
