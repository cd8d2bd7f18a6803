"""What each command-line argument accepts: argparse types that turn a word into a value or
refuse it with a one-line reason (a typo must neither run for days nor end in a traceback).
Used by :mod:`game.__main__`."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path

from game.core.catalogue import GAME_IDS


def size(text: str) -> tuple[int, int]:
    try:
        if len(text) > 20:
            raise ValueError(text)
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a size like 1280x720") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise argparse.ArgumentTypeError(
            f"{shown(text)}: size must be between 320x240 and 8192x8192")
    return w, h


def window(text: str) -> tuple[int, int]:
    """A window size: a size (:func:`size`) no smaller than the smallest window whose
    text reads (``display.MIN_WINDOW``; pictures and benches may be smaller)."""
    from game.engine.display import MIN_WINDOW

    w, h = size(text)
    if w < MIN_WINDOW[0] or h < MIN_WINDOW[1]:
        raise argparse.ArgumentTypeError(
            f"{shown(text)}: the smallest window is {MIN_WINDOW[0]}x{MIN_WINDOW[1]} "
            "(text in a smaller one is too small to read)")
    return w, h


def seed(text: str) -> int:
    try:
        value = int(text) if len(text) <= 30 else int("x")
    except ValueError:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a whole number") from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"{text!r}: seed must be between 0 and 2^63-1")
    return value


def bounded(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high`` (sensible limits: a
    typo such as ``--games 1000000000000000`` must not run until killed)."""

    def parse(text: str) -> int:
        try:
            value = int(text) if len(text) <= 20 else None
        except ValueError:
            value = None
        if value is None:
            raise argparse.ArgumentTypeError(f"{shown(text)} is not a whole number")
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"{shown(text)} must be from {low:,} to {high:,}")
        return value

    return parse


def diagonal(text: str) -> float:
    """``--diagonal``: a table screen's diagonal in inches, in the range table mode lays
    out for (game.engine.tablesetup.DIAGONAL_RANGE)."""
    from game.engine.tablesetup import check_diagonal

    try:
        return check_diagonal(float(text) if len(text) <= 20 else text)
    except ValueError as exc:
        message = str(exc) if "outside" in str(exc) else f"{shown(text)} is not a number"
        raise argparse.ArgumentTypeError(message) from None


def point(text: str) -> tuple[int, int]:
    """``--hold``: a point X,Y of the picture, in pixels from its top-left corner."""
    try:
        if len(text) > 20:
            raise ValueError(text)
        x, y = (int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{shown(text)} is not a point like 1200,1900 (X,Y in pixels)") from None
    if x < 0 or y < 0:
        raise argparse.ArgumentTypeError(
            f"{shown(text)}: X and Y count pixels from the picture's top-left corner, "
            "from 0")
    return x, y


def png(text: str) -> Path:
    """``--out``: a .png file name whose folder exists and can be written."""
    if not text or "\x00" in text:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a file name")
    path = Path(text)
    if path.suffix.lower() != ".png":
        raise argparse.ArgumentTypeError(f"{path}: the file name must end in .png")
    folder = path.parent
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{path} is a folder; give a file name ending in .png")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"{path}: folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"{path}: folder {folder} cannot be written")
    return path


def shown(text: str, limit: int = 40) -> str:
    """An argument quoted for an error message, cut short."""
    return repr(text if len(text) <= limit else text[:limit] + "...")


def one_line(message: str) -> str:
    """The error message on one printable line (control characters escaped)."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)


def counts(text: str) -> list[int]:
    try:
        if len(text) > 40:
            raise ValueError(text)
        counts = [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{shown(text)} is not a list of player counts like 2,3,4"
        ) from None
    return counts


def game_id(text: str) -> str:
    if text not in GAME_IDS:
        raise argparse.ArgumentTypeError(
            f"unknown game {shown(text)}; choose one of {', '.join(GAME_IDS)}"
        )
    return text
