"""Andromeda Escape's Mission Cards: their words (:func:`mission_name`,
:func:`mission_title`) and one painter for a card face up (:func:`mission_card`), so a
mission looks the same wherever it is shown: the monitor's missions HUD and setup choice,
a table seat's panel. Drawing only, from the state it is given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.boardview.colours import MAY_CHOOSE, SELECTED
from game.engine.boardview.textlines import draw_lines
from game.escape.view_scores import ORDINALS, vp

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.table.cardframe import Scale
    from game.escape.rules.data import MissionType
    from game.escape.rules.state import EscapeState

#: short names of the seven printed missions, by the rule that checks them (the card's
#: full text is shown when a mission is tapped)
MISSION_TITLES: dict[str, str] = {
    "start_fields_in_zone": "{count} starting fields in one zone",
    "fields_by_dotted_route": "{count} fields by dotted routes",
    "all_inner_fields": "All {count} inner-ring fields",
    "line_with_dotted": "Line of {count} over a dotted route",
    "line_in_zone": "Line of {count} inside one zone",
}
#: a mission card's face
MISSION_FACE = (20, 24, 48)
#: the height from which a card (not a row) has room for its whole text (1080p pixels)
TALL = 200
DONE = " \u2713"


def mission_title(st: EscapeState, mid: str) -> str:
    """A mission's short title ("Line of 4 inside one zone"), its card's text shortened."""
    mt = st.data.missions[mid]
    if mt.check == "finish_place":
        return f"Be {ORDINALS[mt.count - 1]} to save all ships"
    template = MISSION_TITLES.get(mt.check)
    return template.format(count=mt.count) if template else mt.text


def mission_name(mt: MissionType) -> str:
    """A mission named with its VP, as every list, reading and button says it:
    "Mission 5 (6 VP)"."""
    return f"Mission {mt.number} ({vp(mt.vp)})"


def mission_card(surface: pygame.Surface, app: App, u: Scale, rect: pygame.Rect,
                 st: EscapeState, mid: str, *, done: bool = False, selected: bool = False,
                 choosable: bool = False, note: str = "") -> None:
    """Mission ``mid`` face up in ``rect`` at the canvas's scale ``u`` (``round`` on a
    monitor): a row twice as wide as tall (the monitor's HUD) holds its name over its
    title, a tall card (the monitor's setup choice) its number, VP, title, text and
    ``note`` ("give back") at the bottom, a small card (a table's panel) its number and
    VP. ``done``: achieved (green, ticked); ``selected``: the yellow ring; ``choosable``:
    the green ring of a card that may be chosen now (a dealt one to give back)."""
    t, f = app.theme, app.fonts
    mt = st.data.missions[mid]
    ink, tick = (t.c("ok"), DONE) if done else (t.c("accent"), "")
    pygame.draw.rect(surface, MISSION_FACE, rect, border_radius=u(10))
    pygame.draw.rect(surface, t.c("ok") if done else t.c("panel_border"), rect,
                     u(4) if done else u(3), border_radius=u(10))
    if rect.width >= 2 * rect.height:
        f.draw(surface, mission_name(mt) + tick, (rect.left + u(10), rect.top + u(4)), u(24),
               ink, True)
        width = rect.width - u(20)
        lines = f.wrap(mission_title(st, mid), u(24), width)
        room = max(1, (rect.height - u(32)) // u(26))
        if len(lines) > room:  # the last line that fits ends in an ellipsis
            lines = [*lines[:room - 1], f.fit(" ".join(lines[room - 1:]) + " \u2026", u(24),
                                              width)]
        draw_lines(surface, f, lines, (rect.left + u(10), rect.top + u(32)), u(24),
                   t.c("text"), step=u(26))
    elif rect.height >= u(TALL):
        x, width = rect.centerx, rect.width - u(20)
        f.draw(surface, f"Mission {mt.number}", (x, rect.top + u(10)), u(28), ink, True,
               "midtop")
        f.draw(surface, vp(mt.vp) + tick, (x, rect.top + u(46)), u(40), t.c("text"), True,
               "midtop")
        title = f.wrap(mission_title(st, mid), u(24), width, True)[:2]
        y = draw_lines(surface, f, title, (x, rect.top + u(100)), u(24), ink, True, u(28),
                       "midtop")
        draw_lines(surface, f, f.wrap(mt.text, u(24), width)[:8], (x, y + u(6)), u(24),
                   t.c("text"), False, u(28), "midtop")
        if note:
            f.draw(surface, note, (x, rect.bottom - u(10)), u(24), t.c("text_dim"), False,
                   "midbottom")
    else:
        f.draw(surface, f"M{mt.number}", (rect.centerx, rect.top + u(4)),
               min(u(32), rect.height // 2), ink, True, "midtop")
        f.draw(surface, vp(mt.vp) + tick, (rect.centerx, rect.bottom - u(4)), u(24),
               t.c("text"), False, "midbottom")
    if choosable:
        pygame.draw.rect(surface, MAY_CHOOSE, rect.inflate(u(6), u(6)), u(3),
                         border_radius=u(12))
    if selected:
        pygame.draw.rect(surface, SELECTED, rect.inflate(u(8), u(8)), u(5), border_radius=u(12))
