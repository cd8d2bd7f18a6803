"""Andromeda Escape on a table: the pictures of its table parts, drawn upright at the
canvas's scale (``u``: 1080p pixels to canvas pixels).

* the scores *turn card* of the shared board (turned toward the acting seat by the table
  scene): the sections of :mod:`game.escape.view_scores` (VP Count, Skip, Last Ship, Lost
  Ship, each drawn as the monitor's HUD draws it) and the last moves (the decks card is in
  :mod:`game.escape.view_table_decks`);
* the small cards of a seat panel: a hand card or a mission, face up (while its owner
  peeks) or face down, and the peek area (an eye: hold it to look).

Drawing only; every function draws from the state it is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.words import counted
from game.engine.boardview.colours import SELECTED
from game.engine.boardview.textlines import draw_lines
from game.engine.table.cardframe import (
    TURN_CARD_RADIUS,
    Scale,
    paint_card_frame,
    section_heading,
    section_heading_h,
    stacked,
)
from game.escape.view_decks import CARD_FACE
from game.escape.view_scores import SECTIONS, Look

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.theme import PlayerLook
    from game.escape.rules.state import EscapeState



#: the narrowest column of the scores card (1080p pixels) that still holds names and tracks
SCORES_MIN_WIDTH = 250


def score_heights(app: App, u: Scale, players: int, log_lines: int) -> list[int]:
    """The heights of the scores card's sections (:data:`SECTIONS`), then the last
    moves'."""
    top = section_heading_h(app, u)
    heights = [top + u(s.body) * (players if s.per_seat else 1) for s in SECTIONS]
    if log_lines:
        heights.append(top + log_lines * app.fonts.line_height(u(24)))
    return heights


def scores_card(surface: pygame.Surface, app: App, u: Scale, st: EscapeState,
                looks: list[PlayerLook], names: list[str], log: Sequence[str] = (),
                floor: int = 0) -> None:
    """The scores' sections (VP Count, Skip, Last Ship, Lost Ship: as the monitor's HUDs
    show them), then the last moves (``log``, oldest first). Words too long for their
    place are drawn smaller down to ``floor`` (the table's smallest text) before they are
    cut."""
    paint_card_frame(surface, app, u, TURN_CARD_RADIUS)
    n = st.num_players
    boxes = stacked(surface.get_size(), score_heights(app, u, n, len(log)), u)
    if boxes[0].width < u(SCORES_MIN_WIDTH):  # no room for the last moves: leave them out
        log = ()
        boxes = stacked(surface.get_size(), score_heights(app, u, n, 0), u)
    look = Look(app, u, looks, names, floor)
    for section, box in zip(SECTIONS, boxes, strict=False):
        y = section_heading(surface, app, u, box, section.title, floor)
        section.paint(surface, look, pygame.Rect(box.left, y, box.width, box.bottom - y), st)
    if log:
        f = look.fonts
        y = section_heading(surface, app, u, boxes[-1], "Last moves", floor)
        draw_lines(surface, f, [f.fit(line, u(24), boxes[-1].width) for line in log],
                   (boxes[-1].left, y), u(24), app.theme.c("text"))


def mission_face(surface: pygame.Surface, app: App, u: Scale, rect: pygame.Rect,
                 number: int, vp: int, done: bool, selected: bool = False) -> None:
    """A mission card face up: its number and VP (tap it for its text while peeking)."""
    t, f = app.theme, app.fonts
    pygame.draw.rect(surface, CARD_FACE, rect, border_radius=u(10))
    pygame.draw.rect(surface, t.c("ok") if done else t.c("accent"), rect, u(4),
                     border_radius=u(10))
    f.draw(surface, f"M{number}", (rect.centerx, rect.top + u(4)), min(u(32), rect.height // 2),
           t.c("ok") if done else t.c("accent"), True, "midtop")
    f.draw(surface, f"{vp} VP" + (" \u2713" if done else ""), (rect.centerx,
                                                               rect.bottom - u(4)),
           u(24), t.c("text"), False, "midbottom")
    if selected:
        pygame.draw.rect(surface, SELECTED, rect.inflate(u(8), u(8)), u(5), border_radius=u(12))


def platform_box(surface: pygame.Surface, app: App, u: Scale, rect: pygame.Rect,
                 look: PlayerLook, ships: int, mark: tuple[int, int, int] | None) -> None:
    """The seat's Launch Platform: its waiting ships (tap it to bring one in)."""
    t, f = app.theme, app.fonts
    pygame.draw.rect(surface, (22, 26, 50), rect, border_radius=u(12))
    pygame.draw.rect(surface, look.rgb, rect, u(3), border_radius=u(12))
    r = max(4, min(u(13), rect.height // 4))
    step = 2 * r + u(6)
    room = max(1, (rect.width - u(20)) // step)
    for k in range(min(ships, room)):
        c = (rect.left + u(10) + r + k * step, rect.top + u(8) + r)
        pygame.draw.circle(surface, (0, 0, 0), c, r + 2)
        pygame.draw.circle(surface, look.rgb, c, r)
    label = f"{counted(ships, 'ship')} waiting" if ships else "all launched"
    f.draw(surface, f.fit(label, u(24), rect.width - u(16)),
           (rect.left + u(10), rect.bottom - u(6)), u(24), t.c("text"), False, "bottomleft")
    if mark is not None:
        pygame.draw.rect(surface, mark, rect.inflate(u(8), u(8)), u(5), border_radius=u(16))
