"""Small rules of English shared by every game's words (log, prompts, panels).

One place for them, so that no screen says "1 cards" or "0 ship(s)".
"""

from __future__ import annotations


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and ``noun``, the noun in the plural unless ``n`` is 1.

    >>> counted(1, "ship"), counted(0, "ship"), counted(2, "loan marker")
    ('1 ship', '0 ships', '2 loan markers')
    >>> counted(3, "Energy Point"), counted(2, "die", "dice")
    ('3 Energy Points', '2 dice')
    """
    return f"{n} {noun if n == 1 else plural or noun + 's'}"
