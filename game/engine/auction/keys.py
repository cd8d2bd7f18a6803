"""Default auction keys per seat, chosen to survive being held all together.

Why these five (full reasoning in docs/assumptions/auction.md):

* A keyboard reads its keys through a matrix of row and column lines. Three keys held on
  the corners of a rectangle make the fourth "ghost" (or, on keyboards that block, make a
  key vanish); and a keyboard in USB boot/6KRO mode reports at most 6 ordinary keys.
* The modifier keys (Ctrl, Shift, Alt, GUI) are different: every keyboard must let them
  combine with anything (shortcuts), so makers wire them on lines of their own, and the
  USB report carries them as a separate bitmap outside the 6-key array.
* With at most **two ordinary keys** held, no three ordinary keys can form a rectangle, so
  nothing ghosts, and 2 ordinary + any modifiers fits every 6KRO report.

So seats 1-5 default to Left Shift, Left Ctrl, Space, Right Ctrl, Enter (Return). Avoided:
Right Shift (Windows offers Filter Keys after it is held for 8 s, and an auction lasts up
to 18 s), Right Alt (AltGr: on Windows it also sends a fake Left Ctrl, which would make
seat 2 bid), the Windows/Command keys (they open the start menu and steal focus), Left
Alt (Alt+Shift switches the input language on Windows; Alt+Space opens the window menu).
Every key is rebindable; the key-test screen shows what a given keyboard does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine.input import key_code

#: default key per seat id (pygame key names, stable across keyboard layouts)
DEFAULT_AUCTION_KEYS: tuple[str, ...] = (
    "left shift",
    "left ctrl",
    "space",
    "right ctrl",
    "return",
)

#: keys never offered for the auction (see the module docstring)
DISCOURAGED_KEYS: dict[str, str] = {
    "right shift": "Windows offers Filter Keys after Right Shift is held for 8 seconds",
    "right alt": "AltGr also sends Left Ctrl on Windows",
    "left meta": "opens the start menu and steals the focus",
    "right meta": "opens the start menu and steals the focus",
    "left gui": "opens the start menu and steals the focus",
    "right gui": "opens the start menu and steals the focus",
    "escape": "Escape is the menu key",
    "tab": "Alt+Tab and Ctrl+Tab switch windows",
}

def default_key(seat: int) -> int:
    """The default auction key of a seat id (seats beyond the list get none: -1)."""
    if 0 <= seat < len(DEFAULT_AUCTION_KEYS):
        return key_code(DEFAULT_AUCTION_KEYS[seat])
    return -1


def validate_auction_keys(raw: object, report: Callable[[str], None]) -> list[str]:
    """Key names per seat from a settings value (a list of names); defaults replace
    missing, unknown, discouraged or duplicated names, and each problem is reported."""
    result = list(DEFAULT_AUCTION_KEYS)
    if not isinstance(raw, list):
        report(f"auction keys {raw!r} must be a list of key names; using the defaults")
        return result
    for seat, name in enumerate(raw[: len(result)]):
        if not isinstance(name, str):
            report(f"auction key for seat {seat + 1}: {name!r} is not a key name")
            continue
        try:
            key_code(name)
        except ValueError:
            report(f"auction key for seat {seat + 1}: {name!r} is not a key")
            continue
        if name in DISCOURAGED_KEYS:
            report(f"auction key for seat {seat + 1}: {name!r} {DISCOURAGED_KEYS[name]}")
            continue
        result[seat] = name
    seen: set[str] = set()
    for seat, name in enumerate(result):
        if name in seen:
            spare = next(k for k in DEFAULT_AUCTION_KEYS if k not in result)
            report(f"auction key {name!r} is used twice; seat {seat + 1} gets {spare!r}")
            result[seat] = spare
        seen.add(result[seat])
    return result


def keys_for_seats(seats: Sequence[int], names: Sequence[str] | None = None) -> dict[int, int]:
    """Key code per seat id from per-seat key names (the defaults when None)."""
    names = list(names) if names is not None else list(DEFAULT_AUCTION_KEYS)
    out: dict[int, int] = {}
    for seat in seats:
        if 0 <= seat < len(names):
            out[seat] = key_code(names[seat])
        else:
            out[seat] = default_key(seat)
    return out
