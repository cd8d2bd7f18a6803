"""Andromeda Escape on a table: the pictures of its table parts, drawn upright at the
canvas's scale (``u``: 1080p pixels to canvas pixels).

* the scores *turn card* of the shared board (turned toward the acting seat by the table
  scene): the scores with the Skip, Last Ship and Lost Ship tracks (the decks card is in
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
from game.engine.draw import seat_disc
from game.engine.table.cardframe import (
    TURN_CARD_RADIUS,
    Scale,
    paint_card_frame,
    section_heading,
    section_heading_h,
    stacked,
)
from game.engine.table.tablefonts import FloorFonts, draw_fitted
from game.escape.view_draw import DECK_COLOURS, HELD_SYMBOL, PLAY_SYMBOL, draw_ship
from game.escape.view_hud import ORDINALS

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.text import Fonts
    from game.engine.theme import PlayerLook
    from game.escape.rules.state import EscapeState

CARD_FACE = (26, 30, 56)


#: the narrowest column of the scores card (1080p pixels) that still holds names and tracks
SCORES_MIN_WIDTH = 250


def score_heights(app: App, u: Scale, players: int, log_lines: int) -> list[int]:
    """The heights of the scores card's sections: VP (with each seat's Lost Ship), Skip,
    Last Ship, the last moves."""
    top = section_heading_h(app, u)
    heights = [top + players * u(36), top + u(60), top + u(46)]
    if log_lines:
        heights.append(top + log_lines * app.fonts.line_height(u(24)))
    return heights


def score_name(fonts: Fonts, name: str, room: int, u: Scale) -> tuple[str, int]:
    """A seat's name and its size on the scores card, in ``room`` pixels: whole where it
    fits at 26 or 24, else its seat-numbered tail ("Normal bot 3" -> "bot 3") or first word
    (:meth:`~game.engine.text.Fonts.short_name`), which read at full size where the whole
    name, shrunk to the table's floor and squeezed, read as a smudge beside "Ada"; a single
    long word stays whole (drawn smaller: a cut name tells no one apart)."""
    shown, size = fonts.short_name(name, room, (u(26), u(24)), False)
    return (name, u(26)) if shown.endswith("\u2026") else (shown, size)


def scores_card(surface: pygame.Surface, app: App, u: Scale, st: EscapeState,
                looks: list[PlayerLook], names: list[str], log: Sequence[str] = (),
                floor: int = 0) -> None:
    """Every seat's VP and Lost Ship, then the Skip track, the Last Ship places and the
    last moves (``log``, oldest first). Words too long for their place are drawn smaller
    down to ``floor`` (the table's smallest text) before they are cut; the seats' letters
    in their discs are never below it."""
    t, f = app.theme, FloorFonts(app.fonts, floor)
    paint_card_frame(surface, app, u, TURN_CARD_RADIUS)
    n = st.num_players
    boxes = stacked(surface.get_size(), score_heights(app, u, n, len(log)), u)
    if boxes[0].width < u(SCORES_MIN_WIDTH):  # no room for the last moves: leave them out
        log = ()
        boxes = stacked(surface.get_size(), score_heights(app, u, n, 0), u)
    vp_box, skip_box, last_box = boxes[:3]
    if log:
        y = section_heading(surface, app, u, boxes[3], "Last moves")
        draw_lines(surface, f, [f.fit(line, u(24), boxes[3].width) for line in log],
                   (boxes[3].left, y), u(24), t.c("text"))
    y = section_heading(surface, app, u, vp_box, "Scores \u00b7 Lost Ship", floor)
    for s in range(n):  # a name where it fits, else the seat's disc and letter alone
        cy = y + u(18)
        seat_disc(surface, (vp_box.left + u(16), cy), u(15), looks[s], f)
        lost = (vp_box.left + u(52), cy)  # the seat's Lost Ship: waiting, or found (tick)
        if st.lost_found[s]:
            f.draw(surface, "\u2713", lost, u(28), looks[s].rgb, True, "center")
        else:
            draw_ship(surface, app, lost, u(13), looks[s], letter=False)
        room = vp_box.width - u(190)
        if room >= u(60):  # a long name shortened, smaller down to the floor, squeezed, cut
            shown, size = score_name(f, names[s], room, u)
            draw_fitted(f, surface, shown, (vp_box.left + u(76), cy), size, room, floor,
                        t.c("text"), False, "midleft")
        f.draw(surface, f"{st.vp[s]} VP", (vp_box.right, cy), u(30), t.c("text"), True,
               "midright")
        y += u(36)
    y = section_heading(surface, app, u, skip_box, "Skip")
    cells = st.data.skip_fields
    cw = (skip_box.width - (cells - 1) * u(8)) // cells
    for i in range(1, cells + 1):
        cell = pygame.Rect(skip_box.left + (i - 1) * (cw + u(8)), y, cw, u(60))
        pygame.draw.rect(surface, (20, 24, 48), cell, border_radius=u(8))
        reward = st.data.skip_rewards.get(i, "")
        label = reward.upper() if reward in ("swap", "warp") else reward
        words = f"{i} {label}"
        if label and f.get(u(24)).size(words)[0] > cw - u(8):
            words = label  # a narrow cell: the reward alone (the cells go 1, 2, 3...)
        draw_fitted(f, surface, words, (cell.left + u(6), cell.top + u(2)), u(24), cw - u(8),
                    floor, t.c("text"))
        here = [s for s in range(n) if st.skip_pos[s] == i]
        for k, s in enumerate(here):
            # a disc of 14 (not 12): its letter at least the table's smallest text
            seat_disc(surface, (cell.left + u(18) + k * u(30), cell.bottom - u(16)), u(14),
                      looks[s], f)
    y = section_heading(surface, app, u, last_box, "Last Ship")
    places = st.data.last_ship_vp
    pw = (last_box.width - (len(places) - 1) * u(8)) // max(1, len(places))
    for i, vp in enumerate(places):
        cell = pygame.Rect(last_box.left + i * (pw + u(8)), y, pw, u(46))
        pygame.draw.rect(surface, (20, 24, 48), cell, border_radius=u(8))
        who = [s for s in range(n) if st.finish_place[s] == i + 1]
        if who:
            draw_ship(surface, app, (cell.left + u(22), cell.centery), u(16), looks[who[0]],
                      letter=False)
        elif pw >= u(100):  # a narrow cell shows the VP alone
            f.draw(surface, ORDINALS[i], (cell.left + u(6), cell.centery), u(24),
                   t.c("text_dim"), False, "midleft")
        f.draw(surface, f"{vp}", (cell.right - u(6), cell.centery), u(26), t.c("text"),
               True, "midright")


def values_label(played: int, held: int) -> str:
    """An Action Card's two VP values: when played, when still held at the end."""
    return f"{PLAY_SYMBOL}{played:+d} {HELD_SYMBOL}{held:+d}"


def mini_card(surface: pygame.Surface, app: App, u: Scale, rect: pygame.Rect, deck: str,
              letter: str, played: int, held: int, *, selected: bool = False,
              enabled: bool = True) -> None:
    """An Action Card face up: deck colour frame, its letter, its two VP values."""
    t, f = app.theme, app.fonts
    frame = DECK_COLOURS.get(deck, (200, 200, 200))
    pygame.draw.rect(surface, CARD_FACE if enabled else (36, 38, 52), rect,
                     border_radius=u(10))
    pygame.draw.rect(surface, frame, rect, u(4), border_radius=u(10))
    big = min(u(44), rect.height // 2)
    f.draw(surface, f"{deck[0]}{letter}", (rect.centerx, rect.top + u(4)), big, frame, True,
           "midtop")
    f.draw(surface, f.fit(values_label(played, held), u(24), rect.width - u(6)),
           (rect.centerx, rect.bottom - u(4)), u(24),
           t.c("text") if enabled else t.c("text_dim"), False, "midbottom")
    if selected:
        pygame.draw.rect(surface, SELECTED, rect.inflate(u(8), u(8)), u(5), border_radius=u(12))


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
