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
    return f"{n} {_noun(n, noun, plural)}"


#: the numbers a sentence writes in words
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten")


def in_words(n: int, noun: str, plural: str | None = None) -> str:
    """:func:`counted` with the number in words up to ten, for a sentence that reads a
    count from a game's data rather than repeat it in its own words.

    >>> in_words(2, "gear kind"), in_words(1, "loan marker"), in_words(12, "card")
    ('two gear kinds', 'one loan marker', '12 cards')
    """
    number = NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)
    return f"{number} {_noun(n, noun, plural)}"


def _noun(n: int, noun: str, plural: str | None) -> str:
    """``noun`` in the plural unless ``n`` is 1."""
    return noun if n == 1 else plural or noun + "s"


def first(ask: str) -> str:
    """The refusal of an action that is not the one a decision asks: what it asks, first
    (a decision's ``ask``, as its prompt says it after the decider's name: one wording in
    both places).

    >>> first("remove 1 of your influence from the Station")
    'Remove 1 of your influence from the Station first.'
    """
    return f"{ask[:1].upper()}{ask[1:]} first."
