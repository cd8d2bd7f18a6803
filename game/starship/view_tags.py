"""Where Starship's green price tags stand on the board and in the seats' areas: beside or
in their card so that no word of the board is under them (:func:`badge_rect`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.table import fittext

if TYPE_CHECKING:
    from game.engine.text import Fonts

#: text size of a target's price tag
BADGE_SIZE = 20


def has_pill(kind: str) -> bool:
    """Whether a target of ``kind`` (a spot's kind) shows its price as a green pill: a
    mine token has no price tag, a refinery's price is its own cost row (:func:`cost_row`)."""
    return kind not in ("mine", "refinery")


def pill_rect(fonts: Fonts, text: str, size: int = 24, **anchor: tuple[int, int]
              ) -> pygame.Rect:
    """Where a price tag of ``text`` placed by ``anchor`` stands (:meth:`Painter.pill`)."""
    return fonts.render(text, size, (0, 0, 0), True).get_rect(**anchor).inflate(10, 2)


def badge_rect(fonts: Fonts, text: str, card: pygame.Rect, kind: str = "") -> pygame.Rect:
    """Where the price tag of a target of ``kind`` (a spot's kind) on ``card`` sits, so
    that no word is under it: most cards' above the top-right corner but for the rim; a
    Shipyard stack's (cards lie above it) on its bottom-right corner, where its short last
    row leaves room (at a table straddling it); a console's (its seat's title lies above)
    inside its bottom-right corner; a refinery's is its own cost row (:func:`cost_row`)."""
    if kind == "refinery":
        return cost_row(fonts, card)
    if kind == "stack":
        if fittext.lifted_size(fonts, 24) > 24:
            return pill_rect(fonts, text, BADGE_SIZE, midright=(card.right + 6, card.bottom))
        return pill_rect(fonts, text, BADGE_SIZE, bottomright=(card.right + 6, card.bottom + 3))
    if kind == "ship":
        return pill_rect(fonts, text, BADGE_SIZE, bottomright=(card.right - 4, card.bottom - 4))
    return pill_rect(fonts, text, BADGE_SIZE, bottomright=(card.right + 6, card.top + 3))


def cost_row(fonts: Fonts, card: pygame.Rect) -> pygame.Rect:
    """A refinery card's cost row (its second, :meth:`Painter.refinery_card`): where its
    price is written, and where its price tag is when it is a target (a green row)."""
    height, ascent = fonts.line_height(24), fonts.get(24).get_ascent()
    top = card.y + 3 + min(height - 2, card.height - 6 - ascent)
    return pygame.Rect(card.x + 3, top, card.width - 6, min(height, card.bottom - 2 - top))
