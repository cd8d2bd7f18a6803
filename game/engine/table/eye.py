"""The peek area every table game draws in a seat's panel: an eye over "hold" (shut while
nobody holds it, open while its owner holds a finger on it). See docs/table-mode.md,
"Hidden cards: peek by holding"."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.engine.app import App


def peek_eye(surface: pygame.Surface, app: App, u: Callable[[float], int],
             rect: pygame.Rect, open_: bool) -> None:
    """The peek area: an eye (open while its owner holds it) over "hold"."""
    t = app.theme
    pygame.draw.rect(surface, t.c("button_hover") if open_ else t.c("button"), rect,
                     border_radius=u(12))
    pygame.draw.rect(surface, t.c("accent") if open_ else t.c("panel_border"), rect, u(3),
                     border_radius=u(12))
    eye = pygame.Rect(0, 0, int(rect.width * 0.7), int(rect.height * 0.34))
    eye.center = (rect.centerx, rect.top + int(rect.height * 0.38))
    pygame.draw.ellipse(surface, t.c("text"), eye, u(3))
    if open_:
        pygame.draw.circle(surface, t.c("accent"), eye.center, max(2, eye.height // 2 - u(2)))
    else:
        pygame.draw.line(surface, t.c("text"), eye.bottomleft, eye.topright, u(3))
    app.fonts.draw(surface, "hold", (rect.centerx, rect.bottom - u(4)), u(24), t.c("text"),
                   False, "midbottom")
