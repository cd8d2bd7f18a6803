"""The rule for a player's name, shared by the setup name field and the save loader.

One rule in one place: what a player can type in seat setup is exactly what a save may
hold, so a hand-edited save can never carry a name the screens cannot draw (a NUL, a lone
surrogate, only zero-width characters, thousands of characters).
"""

from __future__ import annotations

#: the longest name the setup field accepts (and the seat panels are laid out for)
NAME_MAX_LEN = 16


def name_char_allowed(ch: str) -> bool:
    """A character the name field accepts: printable (no control, format, surrogate,
    private-use, unassigned or zero-width characters; the plain space is allowed)."""
    return ch.isprintable()


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player's name, or None when it can.

    >>> name_problem("Ann") is None
    True
    >>> name_problem("A\\x00nn")
    'contains a character that cannot be shown (U+0000)'
    """
    if not isinstance(name, str):
        return "must be text"
    if not name.strip():
        return "is empty"
    if len(name) > NAME_MAX_LEN:
        return f"is longer than {NAME_MAX_LEN} characters"
    for ch in name:
        if not name_char_allowed(ch):
            return f"contains a character that cannot be shown (U+{ord(ch):04X})"
    return None


def shown(text: str) -> str:
    """``text`` with every character the screens cannot draw replaced by "?": for file
    names and paths in messages (a file name may hold undecodable bytes, which Python
    turns into lone surrogates).

    >>> shown("save" + chr(0xDCFF) + ".json")
    'save?.json'
    """
    return "".join(ch if name_char_allowed(ch) else "?" for ch in text)
