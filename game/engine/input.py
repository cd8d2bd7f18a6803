"""Input: mouse and touch unified into pointer events in canvas coordinates; key bindings.

SDL turns every touch into a FINGERDOWN/UP/MOTION (x, y normalised 0..1 to the window)
*and* synthesises mouse events for it, marked ``event.touch == True`` in pygame-ce. We
translate the finger events and drop the synthesised mouse events, so one tap is one
POINTER_DOWN + one POINTER_UP.

Pointer events carry ``pos`` (canvas pixels), ``button`` (1 left, 3 right; 1 for touch),
``finger`` (finger id, or -1 for the mouse) and ``is_touch``.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import pygame

POINTER_DOWN: int = pygame.event.custom_type()
POINTER_UP: int = pygame.event.custom_type()
POINTER_MOVE: int = pygame.event.custom_type()
POINTER_TYPES = (POINTER_DOWN, POINTER_UP, POINTER_MOVE)

#: default key for each bindable command (pygame key names, see pygame.key.name)
DEFAULT_BINDINGS: dict[str, str] = {
    "menu": "escape",
    "confirm": "return",
    "activate": "space",
    "next": "tab",
    "up": "up",
    "down": "down",
    "left": "left",
    "right": "right",
    "undo": "backspace",
    "moves": "m",
    "fullscreen": "f11",
}

#: what each command does, for the settings screen
COMMAND_LABELS: dict[str, str] = {
    "menu": "Menu / back",
    "confirm": "Confirm",
    "activate": "Press focused",
    "next": "Next item",
    "up": "Up",
    "down": "Down",
    "left": "Left / less",
    "right": "Right / more",
    "undo": "Undo",
    "moves": "Moves list / board",
    "fullscreen": "Fullscreen",
}


@dataclass
class Bindings:
    """Command -> key name. Keypad Enter also confirms; Shift+next goes back."""

    keys: dict[str, str]

    @classmethod
    def default(cls) -> Bindings:
        return cls(dict(DEFAULT_BINDINGS))

    def command(self, event: pygame.event.Event) -> str | None:
        """The command a KEYDOWN event triggers, or None."""
        if event.type != pygame.KEYDOWN:
            return None
        name = pygame.key.name(event.key)
        for command, key in self.keys.items():
            if key == name:
                if command == "next" and event.mod & pygame.KMOD_SHIFT:
                    return "prev"
                return command
        if event.key == pygame.K_KP_ENTER:
            return "confirm"
        return None


@dataclass
class Viewport:
    """Where the 1920x1080 canvas sits in the window (letterboxed, aspect kept)."""

    canvas: tuple[int, int]
    window: tuple[int, int]

    @property
    def scale(self) -> float:
        cw, ch = self.canvas
        ww, wh = self.window
        return min(ww / cw, wh / ch) if cw and ch else 1.0

    @property
    def rect(self) -> pygame.Rect:
        """The canvas's rectangle in window pixels."""
        s = self.scale
        w, h = round(self.canvas[0] * s), round(self.canvas[1] * s)
        return pygame.Rect((self.window[0] - w) // 2, (self.window[1] - h) // 2, w, h)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        r, s = self.rect, self.scale
        if s <= 0:
            return (0, 0)
        return (int((pos[0] - r.x) / s), int((pos[1] - r.y) / s))


def translate(event: pygame.event.Event, viewport: Viewport) -> pygame.event.Event | None:
    """A raw mouse/finger event as a pointer event in canvas coordinates.

    Returns None for events to drop (mouse events synthesised from touch), and the
    event itself for everything that is not mouse or touch input."""
    t = event.type
    if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
        if getattr(event, "touch", False):
            return None
        pos = viewport.to_canvas(event.pos)
        if t == pygame.MOUSEMOTION:
            button = 1 if event.buttons and event.buttons[0] else 0
            return pygame.event.Event(
                POINTER_MOVE, pos=pos, button=button, finger=-1, is_touch=False,
                pressed=bool(button),
            )
        if event.button in (4, 5):  # old-style wheel clicks: MOUSEWHEEL covers them
            return None
        kind = POINTER_DOWN if t == pygame.MOUSEBUTTONDOWN else POINTER_UP
        return pygame.event.Event(kind, pos=pos, button=event.button, finger=-1, is_touch=False)
    if t in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
        ww, wh = viewport.window
        pos = viewport.to_canvas((event.x * ww, event.y * wh))
        kind = {pygame.FINGERDOWN: POINTER_DOWN, pygame.FINGERUP: POINTER_UP}.get(t, POINTER_MOVE)
        return pygame.event.Event(
            kind, pos=pos, button=1, finger=int(event.finger_id), is_touch=True, pressed=True
        )
    if t == pygame.MOUSEWHEEL and getattr(event, "touch", False):
        return None
    return event


#: how a key is named to a player, where its pygame name reads otherwise
_LABELS = {
    "left shift": "Left Shift",
    "right shift": "Right Shift",
    "left ctrl": "Left Ctrl",
    "right ctrl": "Right Ctrl",
    "left alt": "Left Alt",
    "right alt": "Right Alt",
    "return": "Enter",
    "enter": "Keypad Enter",
    "space": "Space",
}


def key_code(name: str) -> int:
    """The pygame key code for a key name; ``ValueError`` for an unknown name."""
    return pygame.key.key_code(name)


def key_label(key: int | str) -> str:
    """A readable label for a key code or name ("Left Shift", "Space", "A")."""
    name = pygame.key.name(key) if isinstance(key, int) else key
    if not name:
        return f"key {key}"
    return _LABELS.get(name, name.title() if len(name) > 1 else name.upper())


def key_name_valid(name: str) -> bool:
    """Is ``name`` a key pygame knows ("return", "f11", "u")?"""
    with warnings.catch_warnings():  # key_code warns before pygame.init(); it still works
        warnings.simplefilter("ignore")
        try:
            pygame.key.key_code(name)
        except ValueError:
            return False
    return True


def validate_bindings(raw: Mapping[str, object], report: Callable[[str], None]) -> dict[str, str]:
    """Known commands with valid key names from ``raw``; defaults for the rest."""
    result = dict(DEFAULT_BINDINGS)
    for command, key in raw.items():
        if command not in DEFAULT_BINDINGS:
            report(f"unknown key binding {command!r} ignored")
        elif not isinstance(key, str) or not key_name_valid(key):
            default = DEFAULT_BINDINGS[command]
            report(f"key binding {command!r}: {key!r} is not a key; using {default!r}")
        else:
            result[command] = key
    return result
