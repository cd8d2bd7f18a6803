"""Andromeda Escape's scores and tracks: VP Count, Skip, Last Ship, Lost Ship, each a
section with a title and one painter of its body.

A monitor draws each section in its own HUD panel on the map (its region), a table
stacks them on the scores turn card; both call the same painters, at the canvas's scale
``u`` (``round`` on a monitor) in the body box they are given, so a track reads the
same wherever it is shown. Words too long for their place are drawn smaller down to
``floor`` (a table's smallest text; 0 on a monitor) before they are cut; the seats'
letters in their discs are never below it.

Drawing only; every painter draws from the state it is given.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.engine.boardview.grid import split
from game.engine.boardview.textlines import draw_lines
from game.engine.draw import seat_disc
from game.engine.table.cardframe import (
    TURN_CARD_RADIUS,
    paint_card_frame,
    section_heading,
    section_heading_h,
    stacked,
)
from game.engine.table.tablefonts import draw_fitted, floor_fonts
from game.escape.rules.skip import reward_name
from game.escape.view_draw import draw_ship

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.table.cardframe import Scale
    from game.engine.text import Fonts
    from game.engine.theme import PlayerLook
    from game.escape.rules.data import CardType
    from game.escape.rules.state import EscapeState

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")
#: a track's cell and the field number behind a Skip cell's discs
CELL, FAINT = (20, 24, 48), (52, 60, 104)
#: one seat's row of the VP Count (1080p pixels)
ROW = 36


def vp(amount: int, signed: bool = False) -> str:
    """Victory points as every Escape screen words them: "3 VP" (``signed``: a change,
    "+2 VP")."""
    return f"{amount:+d} VP" if signed else f"{amount} VP"


def card_values(played: int, held: int) -> str:
    """An Action Card's two VP values in words (its face's \u25b7 and \u25b7| symbols),
    wherever a card is read: "played -2 VP, held at the end +1 VP"."""
    return f"played {vp(played, True)}, held at the end {vp(held, True)}"


def card_line(ct: CardType) -> str:
    """An Action Card read in one line: its name, values and text."""
    return f"{ct.name} ({card_values(ct.played, ct.held)}): {ct.text}"


class Look(NamedTuple):
    """What a section's painter draws with: the app, the scale, the seats' looks and
    names, the smallest text (``floor``)."""

    app: App
    u: Scale
    looks: list[PlayerLook]
    names: list[str]
    floor: int = 0

    @property
    def fonts(self) -> Fonts:
        return floor_fonts(self.app.fonts, self.floor)


Painter = Callable[[pygame.Surface, Look, pygame.Rect, "EscapeState"], None]


def score_name(fonts: Fonts, name: str, room: int, u: Scale) -> tuple[str, int]:
    """A seat's name and its size in a VP Count row, in ``room`` pixels: whole where it
    fits at 26 or 24, else its seat-numbered tail ("Normal bot 3" -> "bot 3") or first word
    (:meth:`~game.engine.text.Fonts.short_name`), which read at full size where the whole
    name, shrunk to the table's floor and squeezed, read as a smudge beside "Ada"; a single
    long word stays whole (drawn smaller: a cut name tells no one apart)."""
    shown, size = fonts.short_name(name, room, (u(26), u(24)), False)
    return (name, u(26)) if shown.endswith("\u2026") else (shown, size)


def vp_rows(surface: pygame.Surface, k: Look, box: pygame.Rect, st: EscapeState) -> None:
    """A row a seat, the rows sharing the box's height: its disc, its name where there is
    room, its VP (a number: the heading says VP; the disc and the number larger in a
    taller row, two seats on a monitor)."""
    f, u, ink = k.fonts, k.u, k.app.theme.c("text")
    step = box.height // max(1, st.num_players)
    r = min(u(22), step // 2 - u(3))
    for s in range(st.num_players):
        cy = box.top + s * step + step // 2
        seat_disc(surface, (box.left + r + 2, cy), r, k.looks[s], f)
        score = f.draw(surface, str(st.vp[s]), (box.right - u(4), cy),
                       min(u(44), step - u(6)), ink, True, "midright")
        left = box.left + 2 * r + u(14)
        room = score.left - u(12) - left
        if room >= u(60):  # a long name shortened, smaller down to the floor, squeezed, cut
            shown, size = score_name(f, k.names[s], room, u)
            draw_fitted(f, surface, shown, (left, cy), size, room, k.floor, ink, False,
                        "midleft")


def skip_cells(surface: pygame.Surface, k: Look, box: pygame.Rect, st: EscapeState) -> None:
    """The Skip fields: each its reward on top, its number large and faint behind the
    discs of the seats on it."""
    f, u = k.fonts, k.u
    for i, cell in enumerate(split(box, st.data.skip_fields, u(8), True), 1):
        pygame.draw.rect(surface, CELL, cell, border_radius=u(8))
        f.draw(surface, str(i), (cell.right - u(6), cell.bottom + u(2)), u(48), FAINT, True,
               "bottomright")
        words = draw_fitted(f, surface, reward_name(st.data.skip_rewards.get(i, "")),
                            (cell.centerx, cell.top + u(2)), u(24), cell.width - u(6), k.floor,
                            k.app.theme.c("text"), False, "midtop")
        here = [s for s in range(st.num_players) if st.skip_pos[s] == i]
        below = pygame.Rect(cell.left, words.bottom, cell.width, cell.bottom - words.bottom)
        disc_grid(surface, k, below.inflate(-u(4), -u(2)), [k.looks[s] for s in here])


def disc_grid(surface: pygame.Surface, k: Look, area: pygame.Rect,
              looks: list[PlayerLook]) -> None:
    """Seat discs in rows across ``area``, centred, as many to a row as it holds; rows
    that do not all fit its height overlap."""
    if not looks:
        return
    r = k.u(15)
    cols = max(1, min(len(looks), area.width // (2 * r + 4)))
    rows = -(-len(looks) // cols)
    down = min(2 * r + 2, (area.height - 2 * r) // max(1, rows - 1)) if rows > 1 else 0
    for n, look in enumerate(looks):
        row, col = divmod(n, cols)
        in_row = min(cols, len(looks) - row * cols)
        x = area.centerx + (2 * col - in_row + 1) * (r + 2)
        seat_disc(surface, (x, area.top + r + row * down), r, look, k.fonts)


def last_ship_cells(surface: pygame.Surface, k: Look, box: pygame.Rect,
                    st: EscapeState) -> None:
    """The Last Ship places with their VP: the ship of who took each, else its place
    ("1st" over "9 VP" where the cell holds both lines, beside the VP where it is wide
    enough, else the VP alone)."""
    f, u, t = k.fonts, k.u, k.app.theme
    places = st.data.last_ship_vp
    for i, (points, cell) in enumerate(zip(places, split(box, len(places), u(8), True),
                                       strict=True)):
        pygame.draw.rect(surface, CELL, cell, border_radius=u(8))
        who = [s for s in range(st.num_players) if st.finish_place[s] == i + 1]
        two = 2 * f.line_height(u(24), True) <= cell.height - u(4)
        if who:
            r = min(u(22), cell.height // 2 - 2)
            draw_ship(surface, k.app, (cell.left + r + u(6), cell.centery), r, k.looks[who[0]],
                      letter=r >= u(20))
        elif two:
            f.draw(surface, ORDINALS[i], (cell.centerx, cell.centery + 1), u(24),
                   t.c("text_dim"), False, "midbottom")
            f.draw(surface, vp(points), (cell.centerx, cell.centery - 1), u(24), t.c("text"),
                   True, "midtop")
            continue
        elif f.width(ORDINALS[i] + " 00", u(24)) <= cell.width - u(12):
            f.draw(surface, ORDINALS[i], (cell.left + u(6), cell.centery), u(24),
                   t.c("text_dim"), False, "midleft")
        f.draw(surface, str(points), (cell.right - u(6), cell.centery), u(26), t.c("text"), True,
               "midright")


def lost_ships(surface: pygame.Surface, k: Look, box: pygame.Rect, st: EscapeState) -> None:
    """The Lost Ships still waiting to be found; a found one leaves a tick in its place."""
    u, n = k.u, st.num_players
    w = box.width // max(1, n)
    r = max(u(12), min(u(28), box.height // 2 - u(2), w // 2 - u(6)))
    for s in range(n):
        c = (box.left + s * w + w // 2, box.centery)
        look = k.looks[s]
        if st.lost_found[s]:
            pygame.draw.circle(surface, look.rgb, c, r, 2)
            k.fonts.draw(surface, "\u2713", c, u(28), look.rgb, True, "center")
        else:
            draw_ship(surface, k.app, c, r, look, letter=r >= u(20))


class Section(NamedTuple):
    """One of the scores' sections: its title, the monitor's map region it fills, the
    height of its body on a table card (1080p pixels, per seat where ``per_seat``), what
    it shows (its cache key) and its painter."""

    title: str
    region: str
    body: int
    per_seat: bool
    shown: Callable[[EscapeState], Hashable]
    paint: Painter


SECTIONS = (
    Section("VP Count", "vp_track", ROW, True, lambda st: tuple(st.vp), vp_rows),
    Section("Skip", "skip", 66, False, lambda st: tuple(st.skip_pos), skip_cells),
    Section("Last Ship", "last_ship", 46, False, lambda st: tuple(st.finish_place),
            last_ship_cells),
    Section("Lost Ship", "lost_ship", 44, False, lambda st: tuple(st.lost_found), lost_ships),
)


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
