"""A monitor's words for the mouse, said for a finger at a table.

The games' prompts and the rules' refusals were written for a screen played with a mouse
("Click the ship that gets the card.", "run a ship first (click one of your ships)"). At a
table nobody has a mouse: a seat taps, or holds a finger still to read. The table's own
prompts are worded for fingers where they are made (each game's ``table_prompt``); what a
table shows in the monitor's words (a game's prompt it does not reword, a refusal from the
rules told in a seat's panel) goes through :func:`finger_words`, which says "tap" for
"click". Monitor mode never calls it: its words stay as they are (after a key, the
keyboard's: :func:`game.engine.inputwords.key_words`).
"""

from __future__ import annotations

import re

#: "click" in each of its forms, and the finger's word for it
_CLICK = re.compile(r"\b([Cc])lick(s|ed|ing)?\b")
_TAP = {"": "ap", "s": "aps", "ed": "apped", "ing": "apping"}


def finger_words(text: str) -> str:
    """``text`` with the mouse's "click" said as a finger's "tap" (its case and form
    kept: "Click" -> "Tap", "clicked" -> "tapped")."""
    return _CLICK.sub(lambda m: ("T" if m.group(1) == "C" else "t") + _TAP[m.group(2) or ""],
                      text)
