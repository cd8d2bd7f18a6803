"""A card lying face down in a seat's panel at a table: every table game draws hidden cards
with this one back, so nothing of a card shows until its owner peeks (docs/table-mode.md,
"Hidden cards: peek by holding")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine.boardview.colours import SELECTED

if TYPE_CHECKING:
    from game.engine.app import App

#: the back of every face-down card
CARD_BACK = (58, 62, 104)


def card_back(surface: pygame.Surface, app: App, u: Callable[[float], int],
              rect: pygame.Rect, mark: str, selected: bool = False) -> None:
    """A card face down (the same back for every card: nothing of it shows)."""
    pygame.draw.rect(surface, CARD_BACK, rect, border_radius=u(10))
    pygame.draw.rect(surface, app.theme.c("text_dim"), rect, u(3), border_radius=u(10))
    inner = rect.inflate(-u(16), -u(16))
    if inner.width > 0 and inner.height > 0:
        pygame.draw.rect(surface, (80, 86, 140), inner, u(2), border_radius=u(6))
    app.fonts.draw(surface, mark, rect.center, min(u(30), rect.height // 2),
                   app.theme.c("text_dim"), True, "center")
    if selected:
        pygame.draw.rect(surface, SELECTED, rect.inflate(u(8), u(8)), u(5), border_radius=u(12))
