"""The words a hint says for the way the player gives input: the keyboard's.

The games write their desktop prompts and hints once, for a pointer ("Tap it again or
press Take.", "Tap a lit hex ...": a mouse click or a finger on a touch monitor, which the
board cannot tell apart). A player who moves the focus ring with Tab and the arrows and
chooses with Enter was told to "tap" (found in play). While the last input was a key, the
board view says its hints through :func:`key_words` (``GameView.say``): "choose" for "tap"
or "click", "press Enter on it again" for "tap it again", "move the focus to" for "tap (or
hover)" and "point at or tap". One wording per game, reworded here for every game. (A
table's words for fingers are :func:`game.engine.table.wording.finger_words`.)
"""

from __future__ import annotations

import re
from functools import partial

#: a pointer's gestures as the keyboard does them, in order: "tap X again" (choose the
#: chosen thing once more), "tap (or hover)" / "point at or tap" (read a thing), "tap"
_KEYS = (
    (re.compile(r"\b(?:[Tt]ap|[Cc]lick) ((?:it|one|(?:the|that) \w+)) again\b"),
     r"press {confirm} on \1 again"),
    (re.compile(r"\b(?:[Tt]ap \(or hover\)|[Pp]oint at or tap|[Tt]ap or point at)"),
     "move the focus to"),
    (re.compile(r"\b(?:[Tt]ap|[Cc]lick)\b"), "choose"),
)


#: words after which "tap" is a noun ("a tap on a blue hex"), not the gesture asked for
_NOUN_AFTER = frozenset({"a", "one", "each", "the", "first", "second", "every", "another"})


def key_words(text: str, confirm: str = "Enter") -> str:
    """``text`` as a keyboard player reads it: "Tap it again or press Take." -> "Press
    Enter on it again or press Take.", "Move your harvester: tap a highlighted hex." ->
    "Move your harvester: choose a highlighted hex.", "Tap (or hover) a card" -> "Move
    the focus to a card" (a capital kept where the gesture had one). Only the gesture
    asked for is reworded: a capital "Tap" inside a clause is a name ("Geothermal Tap",
    a Pandorum card: found in play, "puts Geothermal Choose into a harvester slot"),
    "a tap" a noun. ``confirm``: the name of the key that chooses (the player may have
    bound another than Enter)."""
    for pattern, words in _KEYS:
        said = words.replace("{confirm}", confirm.replace("\\", "\\\\"))
        text = pattern.sub(partial(_said_for_keys, said), text)
    return text


def _said_for_keys(words: str, match: re.Match[str]) -> str:
    """``words`` (with the match's groups filled in) for the gesture ``match`` found, a
    capital first letter where it had one; the match itself where it is no gesture."""
    before = match.string[:match.start()].rstrip()
    said = match.expand(words)
    if match.group(0)[:1].isupper():
        if before and before[-1] not in ".:;!?(\"'\u201c":
            return match.group(0)  # a name ("Geothermal Tap"), not the start of a clause
        return said[:1].upper() + said[1:]
    if before.split(" ")[-1].lower() in _NOUN_AFTER:
        return match.group(0)  # "a tap on ...": the noun
    return said
