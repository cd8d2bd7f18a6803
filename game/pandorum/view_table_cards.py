"""Pandorum on a table: the pictures of its table parts, drawn upright at the canvas's scale
(``u``: 1080p pixels to canvas pixels).

* the two *turn cards* beside the planet (turned toward the seat whose turn it is by the
  table scene): the market (the deck and the open stacks, which the acting seat taps to
  take cards) and the harvesters (every seat's mat: money, pieces left, the two abilities
  with their slots, the cargo by colour);
* a seat panel's things: its money and pieces, its hand as one small card per card, face
  down unless its owner holds the peek eye (then face up with its cargo colour and name).

Drawing only; every function draws from the state it is given. The face-down back and the
eye are the table's common ones (:mod:`game.escape.view_table_cards`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.engine.boardview.colours import MAY_CHOOSE, SELECTED
from game.engine.boardview.shapes import dashed_rect, ink_on, pips
from game.engine.draw import seat_badge
from game.engine.table.cardframe import TURN_CARD_RADIUS, Scale, item_columns, paint_card_frame
from game.engine.table.tablefonts import FloorFonts, draw_fitted, fitted
from game.engine.text import NARROWEST, squeezed, whole_words
from game.pandorum.view_draw import (
    CARGO_LOOK,
    PAYS,
    card_back,
    cargo_rgb,
    coin,
    draw_base,
    draw_module,
)

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.text import Fonts
    from game.engine.theme import RGB, PlayerLook
    from game.pandorum.rules.position import HarvesterSlot
    from game.pandorum.rules.state import PandorumState

#: a mat's name keeps NAME_GAP from the first of its head's numbers, and is on a tag
#: ending the cargo row where a head leaves it less than NAME_LEAST (1080p pixels)
NAME_GAP, NAME_LEAST = 30, 30
#: the smallest tile of the market card (1080p pixels)
TILE_H, TILE_MIN_W = 52, 200
#: a mat's cargo row: its word, then a box CARGO_BOX wide every CARGO_STEP from CARGO_X
#: (its left's; 1080p pixels)
CARGO_X, CARGO_STEP, CARGO_BOX = 84, 50, 44
#: a monitor mat's head height, and how much wider than it each side and lower its slot
#: rows are (:func:`mat_rows`; a table's mat is four even rows)
MONITOR_ROWS = (38, 2, 4)
#: an ability row's tag: its slot's single use (forepart) or permanent (centre) ability
SLOT_TAGS = {"forepart": "1x", "centre": "\u221e"}


# ---------------------------------------------------------------- market card
def market_rects(app: App, u: Scale, size: tuple[int, int],
                 names: Sequence[str | None]) -> dict[str, pygame.Rect]:
    """Where the deck and each open stack go on the market card of ``size``, in the
    places ``names`` gives them (None: a place left empty)."""
    rects = item_columns(size, len(names), u(TILE_H), u(TILE_MIN_W), u,
                         u(14) + app.fonts.line_height(u(28), True) + u(6))
    return {name: rect for name, rect in zip(names, rects, strict=True) if name is not None}


def market_card(surface: pygame.Surface, app: App, u: Scale, vis: PandorumState,
                takes: set[str], selected: str | None, floor: int,
                names: Sequence[str | None]) -> None:
    """The deck and the open stacks (dashed where the acting seat may take, solid around
    the stack it tapped to read), in the places ``names`` gives them (None: a place left
    empty); a card's name too long for it is drawn smaller down to ``floor`` (the table's
    smallest text) before it is cut."""
    paint_card_frame(surface, app, u, TURN_CARD_RADIUS)
    # the boxed cards (out of the game) by its name; the deck's count is on the deck
    title_row(surface, app, u, pygame.Rect(u(6), u(14), surface.get_width() - u(12),
                                           app.fonts.line_height(u(28), True)),
              "Market", f"box {len(vis.boxed)}")
    stack_tiles(surface, app, u, market_rects(app, u, surface.get_size(), names), vis,
                selected, takes, floor)


def stack_tiles(surface: pygame.Surface, app: App, u: Scale, rects: dict[str, pygame.Rect],
                vis: PandorumState, selected: str | None, takes: Collection[str],
                floor: int | None = None, dashed: bool = False) -> None:
    """The deck and the open stacks at ``rects`` (:func:`market_tile`), each with its rim
    (:func:`mark`): solid round the ``selected`` one, else where the acting seat may take
    (``takes``); on the monitor's side panel and on a table's market card."""
    for source, rect in rects.items():
        market_tile(surface, app, u, rect, vis, source, floor)
        mark(surface, u, rect, source == selected, source in takes, dashed)


def title_row(surface: pygame.Surface | None, app: App, u: Scale, rect: pygame.Rect,
              name: str, count: str) -> tuple[pygame.Rect, pygame.Rect]:
    """A title row (the market's on the monitor and on its card, the monitor's hand's):
    its name (bold, at the left) and its count (at the right, cut to the room the name
    leaves it, left out where that is under 60 px). Where each goes (with no
    ``surface``: measured, not drawn): a card's focus ring passes under them."""
    f, t = app.fonts, app.theme
    at, end = (rect.left + u(8), rect.centery), (rect.right - u(8), rect.centery)
    head = f.box(name, at, u(28), True, "midleft")
    room = end[0] - head.right - u(12)
    count = f.fit(count, u(24), room) if room > u(60) else ""
    if surface is not None:
        f.draw(surface, name, at, u(28), t.c("accent"), True, "midleft")
    if surface is not None and count:
        f.draw(surface, count, end, u(24), t.c("text_dim"), False, "midright")
    return head, f.box(count, end, u(24), False, "midright")


def market_tile(surface: pygame.Surface, app: App, u: Scale, rect: pygame.Rect,
                vis: PandorumState, source: str, floor: int | None = None) -> None:
    """A market tile: the deck (a card back and the cards left) or an open stack (its card
    face up, :func:`card_face`)."""
    if source != "deck":
        card_face(surface, app, u, rect, vis, source, dict(vis.market).get(source, 1),
                  floor=floor)
        return
    f = app.fonts
    pygame.draw.rect(surface, (44, 40, 92), rect, border_radius=u(8))
    back = pygame.Rect(rect.left + u(6), rect.top + u(6), u(30), rect.height - u(12))
    card_back(surface, back, u)
    room, label = rect.width - u(50), f"Deck ({len(vis.deck)})"
    if f.width(label, u(24), True) * NARROWEST > room:  # a narrow tile: the count alone
        label = str(len(vis.deck))  # (beside the card back; was "Deck…", the count cut)
    draw_fitted(f, surface, label, (back.right + u(8), rect.centery), u(24), room, u(24),
                app.theme.c("text"), True, "midleft")


def mark(surface: pygame.Surface, u: Scale, rect: pygame.Rect, chosen: bool,
         may: bool, dashed: bool = False) -> None:
    """A market or hand card's rim, on a monitor as at a table: solid, chosen; else
    dashed (at a table a thin rim in the may-choose colour, unless ``dashed``), may
    choose."""
    if chosen:
        pygame.draw.rect(surface, SELECTED, rect.inflate(u(8), u(8)), u(5),
                         border_radius=u(10))
    elif may and dashed:
        dashed_rect(surface, rect, MAY_CHOOSE)
    elif may:
        pygame.draw.rect(surface, MAY_CHOOSE, rect.inflate(u(6), u(6)), u(3),
                         border_radius=u(10))


def face_words(f: Fonts, u: Scale, *rects: pygame.Rect,
               faces: Sequence[tuple[str, int, str]] = ()) -> tuple[pygame.Rect, ...]:
    """Where :func:`card_face` writes on cards of ``rects`` (it draws at these), two boxes
    a card: its cargo letter centred in the colour block at its left (as wide as a "W"),
    and its line of words from the block to its right edge (the name from the left, the
    count and badge from the right), two lines tall where ``faces`` (a card's name,
    count and badge, in the order of ``rects``) puts its name on two (:func:`name_lines`).
    A tile's focus ring passes under the words of the tiles beside it."""
    out = []
    for i, rect in enumerate(rects):
        block = min(u(30), rect.width)
        lines, size = name_lines(f, u, rect, *faces[i]) if i < len(faces) else ((), u(24))
        high = f.line_height(size) + (line_step(f, size, rect) if len(lines) > 1 else 0)
        line = pygame.Rect(rect.left + block + u(6), 0, rect.width - block - u(12), high)
        line.centery = rect.centery
        out += [f.box("W", (rect.left + block // 2, rect.centery), u(24), True, "center"), line]
    return tuple(out)


def name_room(f: Fonts, u: Scale, rect: pygame.Rect, count: int, badge: str) -> int:
    """The width a card face of ``rect`` leaves its name beside its count and badge."""
    block = min(u(30), rect.width)
    right = rect.right - u(6)
    if badge:
        right -= f.width(badge, u(24), True) + u(10) // 2 + u(4)
    if count > 1:
        right -= f.width(f"x{count}", u(24), True) + u(4)
    return right - rect.left - block - u(8)


def line_step(f: Fonts, size: int, rect: pygame.Rect) -> int:
    """From one line of a two-line name to the next on a card face of ``rect``."""
    return min(f.line_height(size), rect.height // 2)


def name_lines(f: Fonts, u: Scale, rect: pygame.Rect, name: str, count: int = 1,
               badge: str = "", floor: int | None = None) -> tuple[tuple[str, ...], int]:
    """The lines a card face of ``rect`` writes ``name`` on, and their size: one line at
    its size, smaller down to ``floor`` (a table's smallest text; on a monitor, None, its
    size), or squeezed a little sideways (:data:`NARROWEST`); else two lines on whole
    words where the tile is tall enough for two (a market of three columns read
    "External Pr…"); only past that one line, cut."""
    size, room = u(24), name_room(f, u, rect, count, badge)
    low = size if floor is None else floor
    words, drawn = fitted(f, name, size, room, low)
    if words == name or f.width(name, drawn) * NARROWEST <= room:
        return (name,), drawn
    for two in range(size, low - 1, -1):
        if line_step(f, two, rect) < two:
            continue
        for width in (room, int(room / NARROWEST)):  # (each line squeezed a little at most)
            lines = whole_words(f, name, two, width)
            if len(lines) == 2 and all(f.width(line, two) * NARROWEST <= room
                                       for line in lines):
                return tuple(lines), two
    return (name,), drawn


def card_face(surface: pygame.Surface, app: App, u: Scale, rect: pygame.Rect,
              vis: PandorumState, name: str, count: int = 1, badge: str = "",
              floor: int | None = None, dim: bool = False) -> None:
    """A card face up (greyed where ``dim``): its cargo colour block and letter, its name
    (at a table smaller down to ``floor`` where it is too long; on a screen, ``floor``
    None, at its size; then squeezed a little sideways, cut only past that), the count
    of same-name cards and an optional badge (+N: what it pays)."""
    f, comp = app.fonts, vis.comp
    colour = comp.colour_of(name) if name in comp.cards else "white"
    fill = cargo_rgb(colour)
    pygame.draw.rect(surface, (120, 118, 112) if dim else (236, 232, 220), rect,
                     border_radius=u(8))
    block = pygame.Rect(rect.left, rect.top, min(u(30), rect.width), rect.height)
    pygame.draw.rect(surface, fill, block, border_top_left_radius=u(8),
                     border_bottom_left_radius=u(8))
    letter, line = face_words(f, u, rect)
    f.draw(surface, CARGO_LOOK.get(colour, ((0, 0, 0), "?"))[1], letter.center, u(24),
           ink_on(fill), True, "center")
    right = line.right
    if badge:
        label = f.render(badge, u(24), (15, 15, 25), True)
        box = label.get_rect(midright=(right, rect.centery)).inflate(u(10), -u(2))
        pygame.draw.rect(surface, PAYS, box, border_radius=u(8))
        surface.blit(label, label.get_rect(center=box.center))
        right = box.left - u(4)
    if count > 1:
        f.draw(surface, f"x{count}", (right, rect.centery), u(24), (20, 20, 30), True,
               "midright")
    room = name_room(f, u, rect, count, badge)  # (beside the badge and count drawn)
    if floor is None or room > u(20):
        lines, size = name_lines(f, u, rect, name, count, badge, floor)
        step = line_step(f, size, rect)
        for i, words in enumerate(lines):
            # (one line: at its size or smaller, squeezed a little, cut only past that)
            draw_fitted(f, surface, words, (line.left, rect.centery + (2 * i + 1 - len(lines))
                                            * step // 2),
                        size, room, size, (20, 20, 30), False, "midleft")


# ---------------------------------------------------------------- harvester mats
@dataclass(frozen=True)
class MatPlan:
    """One harvester mat's layout for :func:`paint_mat` (the monitor's strip and a table's
    harvesters card fill it each its own way): the ``head`` line (a ``badge`` square at its
    left, the stats at its right at ``stats``' size and gap), the seat's ``name``: beside
    the badge as ``beside`` (:func:`mat_names`) says, else (None) on a tag ending the
    cargo row,
    the forepart, centre and cargo ``rows``, their words at ``size`` (smaller down to
    ``floor`` where too long, then squeezed a little, cut only past that)."""

    rect: pygame.Rect
    head: pygame.Rect
    badge: int
    name: str
    beside: MatName | None
    rows: dict[str, pygame.Rect]
    u: Scale = int
    size: int = 24
    floor: int = 24
    stats: tuple[int, int] = (24, 32)
    fill: RGB = (22, 26, 50)


class MatName(NamedTuple):
    """A mat's name beside its badge (:func:`mat_names`): its words, size and weight, the
    head it fits in (of those tried: :data:`view_panels.MAT_HEADS`) and its room there."""

    shown: str
    size: int
    bold: bool
    head: int
    room: int


def head_room(app: App, u: Scale, head: pygame.Rect, badge: int, vis: PandorumState,
              seat: int, size: int = 24, gap: int = 32) -> int:
    """The width a mat's ``head`` (its ``badge`` at the left, the stats at ``size`` and
    ``gap`` at the right) leaves the name: from the badge to :data:`NAME_GAP` before the
    first number."""
    left = stats(None, app, u, head.right, 0, vis, seat, None, len(vis.hands[seat]), size,
                 gap=gap)
    return left - u(max(0, NAME_GAP - gap)) - (head.left + badge + u(8))


def mat_names(f: Fonts, u: Scale, names: Sequence[str], rooms: Sequence[Sequence[int]],
              floor: int) -> list[MatName] | None:
    """Each mat's name beside its badge, one rule on a monitor and at a table (``rooms``:
    by seat, what each head tried leaves it, :func:`head_room`; the roomier last): every
    name whole where each has room (at 26 or 24 px, a table's smallest text, in the first
    head that holds it; then squeezed a little sideways, bold, then not: four mats showed
    "bot 2" for "Normal bot 2", which fits so), else every name's short form ("bot 2", a
    first name: :meth:`~game.engine.text.Fonts.short_name`), so that the mats read alike
    (as a bot's money reached two digits its mat alone turned back to "bot 4"). None
    where a mat's roomiest head leaves no more than :data:`NAME_LEAST`: every name goes
    on a tag ending its cargo row (:func:`name_tag`; a four-seat table's mats showed no
    name)."""
    sizes = (u(26), u(24), *([floor] if floor < u(24) else []))

    def whole(name: str, room: Sequence[int]) -> MatName | None:
        for k, space in enumerate(room):
            size = next((size for size in sizes if f.width(name, size, True) <= space), 0)
            if size:
                return MatName(name, size, True, k, space)
        bold = next((bold for bold in (True, False)
                     if f.width(name, sizes[-1], bold) * NARROWEST <= room[-1]), None)
        return None if bold is None else MatName(name, sizes[-1], bold, len(room) - 1,
                                                 room[-1])

    if min(room[-1] for room in rooms) <= u(NAME_LEAST):
        return None
    out = [whole(name, room) for name, room in zip(names, rooms, strict=True)]
    if all(name is not None for name in out):
        return [name for name in out if name is not None]
    return [MatName(*f.short_name(name, room[0], sizes), True, 0, room[0])
            for name, room in zip(names, rooms, strict=True)]


def mat_rows(rect: pygame.Rect, u: Scale, h: int, wider: int = 0, gap: int = 0
             ) -> tuple[pygame.Rect, dict[str, pygame.Rect]]:
    """A mat's head (``h`` tall) and its forepart, centre and cargo rows, one every ``h``
    from ``gap`` below the head, ``wider`` than it each side: a monitor's mat its head
    and rows (:data:`MONITOR_ROWS`), a table's four even rows (:func:`table_mat_rows`)."""
    head = pygame.Rect(rect.left + u(8), rect.top + u(6), rect.width - u(16), h)
    return head, {slot: pygame.Rect(head.left - wider, head.bottom + gap + k * h,
                                    head.width + 2 * wider, h - u(2))
                  for k, slot in enumerate(("forepart", "centre", "cargo"))}


def table_mat_rows(rect: pygame.Rect, u: Scale) -> tuple[pygame.Rect, dict[str, pygame.Rect]]:
    """A table mat's four even rows: its head, then its forepart, centre and cargo."""
    return mat_rows(rect, u, (rect.height - u(12)) // 4)


def table_mat_plans(app: App, u: Scale, size: tuple[int, int], vis: PandorumState,
                    names: Sequence[str], floor: int) -> list[MatPlan]:
    """Every mat on a table's harvesters card of ``size`` (:func:`table_mat_rows`); the
    names by :func:`mat_names`."""
    mats = [(rect, *table_mat_rows(rect, u)) for rect in mat_rects(size, vis.num_players, u)]
    shown = mat_names(app.fonts, u, names, [[head_room(app, u, head, head.height, vis, seat)]
                                            for seat, (_, head, _) in enumerate(mats)], floor)
    return [MatPlan(rect, head, head.height, names[seat],
                    None if shown is None else shown[seat], rows, u,
                    min(u(24), head.height * 2 // 3), floor)
            for seat, (rect, head, rows) in enumerate(mats)]


def row_words(f: Fonts, plan: MatPlan, held: HarvesterSlot
              ) -> tuple[str, pygame.Rect, pygame.Rect, int, int]:
    """A mat's ability row (the rules' ``held`` slot) as :func:`paint_mat` writes it: its
    title ("READY" or "ON" after it once working where that fits, else a tick, squeezed a
    little sideways; the title cut before the tick only where even that has no room),
    where its tag (:data:`SLOT_TAGS`) and its title go, the title's room and the pips'
    radius."""
    slot, ability, _have, cost, done = held
    row, u, size, low = plan.rows[slot], plan.u, plan.size, min(plan.size, plan.floor)
    r = max(3, min(u(8), row.height // 4))
    room = row.width - u(50) - cost * (2 * r + 4)
    title = ability.title if ability is not None else "?"
    label = f"{title} {'READY' if slot == 'forepart' else 'ON'}" if done else title
    if done and fitted(f, label, size, room, low, True)[0] != label:
        label = f"{title} \u2713"
        if f.width(label, low, True) * NARROWEST > room:  # (not whole even squeezed)
            label = f"{f.fit(title, low, room - f.width(' ✓', low, True), True)} \u2713"
    return (label, f.box(SLOT_TAGS[slot], (row.left + u(18), row.centery), size, True, "center"),
            f.box(label, (row.left + u(42), row.centery), size, done, "midleft"), room, r)


def paint_mat(surface: pygame.Surface, app: App, plan: MatPlan, vis: PandorumState,
              seat: int, look: PlayerLook, leads: set[str], active: Sequence[str] = ()
              ) -> None:
    """One harvester mat (:class:`MatPlan`): badge, name, money, pieces and cards left;
    the forepart (single use) and centre (permanent) abilities with their slots filled
    (green once working); the cargo by colour (a gold rim where the seat leads it; the
    word "cargo" left out where the boxes need its room); the rows in ``active`` dashed."""
    u, t, f = plan.u, app.theme, FloorFonts(app.fonts, plan.floor)
    rect, head, cargo, size = plan.rect, plan.head, plan.rows["cargo"], plan.size
    turn = not vis.is_over and vis.turn == seat
    pygame.draw.rect(surface, plan.fill, rect, border_radius=u(12))
    pygame.draw.rect(surface, look.rgb if turn else t.c("panel_border"), rect,
                     u(5) if turn else u(2), border_radius=u(12))
    seat_badge(surface, pygame.Rect(head.left, head.centery - plan.badge // 2, plan.badge,
                                    plan.badge), look, f, border=None)
    stats(surface, app, u, head.right, head.centery, vis, seat, look,
          cards=len(vis.hands[seat]), size=plan.stats[0], gap=plan.stats[1])
    end = cargo.right
    if plan.beside is None:
        end = name_tag(surface, f, u, cargo, plan.name, look, size) - u(8)
    else:
        shown = plan.beside
        draw_fitted(f, surface, shown.shown, (head.left + plan.badge + u(8), head.centery),
                    shown.size, shown.room, min(shown.size, plan.floor), t.c("text"),
                    shown.bold, "midleft")
    for slot_held in vis.harvester_slots(seat):
        slot, _ability, have, cost, done = slot_held
        row = plan.rows[slot]
        label, tag_at, label_at, room, r = row_words(f, plan, slot_held)
        if done:
            pygame.draw.rect(surface, (40, 90, 60), row, border_radius=u(8))
        f.draw(surface, SLOT_TAGS[slot], tag_at.center, size, t.c("text_dim"), True, "center")
        pips(surface, row.right - cost * (2 * r + 4) - u(4), row.centery, have, cost,
             SELECTED, r)
        draw_fitted(f, surface, label, label_at.midleft, size, room, min(size, plan.floor),
                    t.c("ok") if done else t.c("text"), done, "midleft")
    word, x, _ = cargo_words(f, u, cargo, len(vis.cargo_colours(seat)), end, size)
    if word:
        f.draw(surface, "cargo", (cargo.left + u(4), cargo.centery), size, t.c("text_dim"),
               False, "midleft")
    x = cargo_boxes(surface, f, u, vis, seat, leads, size, x, u(CARGO_STEP), end,
                    lambda x: pygame.Rect(x, cargo.top + u(3), u(CARGO_BOX), cargo.height - u(6)))
    if not vis.cargo[seat]:
        f.draw(surface, "empty", (x, cargo.centery), size, t.c("text_dim"), False, "midleft")
    for slot in active:  # inside the row: the centre row between stays plain
        dashed_rect(surface, plan.rows[slot], MAY_CHOOSE, -4)


def cargo_words(f: Fonts, u: Scale, row: pygame.Rect, held: int, end: int, size: int
                ) -> tuple[bool, int, int]:
    """Where a mat's cargo ``row`` writes, with ``held`` colours and room up to ``end``:
    whether its word "cargo" shows (left out where the boxes need its room), the x of
    its first box (:func:`cargo_boxes`) and the x its words end at, a box's gap past
    the last box or the word "empty" (where a further box would go): what
    :func:`paint_mat` draws, and a focus ring passes under with that gap to spare."""
    x, step, gap = row.left + u(CARGO_X), u(CARGO_STEP), u(CARGO_STEP - CARGO_BOX)
    word = x + held * step - gap <= end
    x = x if word else row.left + u(4)
    return word, x, min(end, x + held * step if held else x + f.width("empty", size) + gap)


# ---------------------------------------------------------------- harvesters card
def harvesters_card(surface: pygame.Surface, app: App, u: Scale, vis: PandorumState,
                    looks: Sequence[PlayerLook], names: Sequence[str],
                    leads: dict[str, tuple[int, ...]], floor: int = 0) -> None:
    """Every seat's harvester mat, one under another (side by side when turned a quarter);
    an ability's title too long for its row drawn smaller down to ``floor``, then cut."""
    paint_card_frame(surface, app, u, TURN_CARD_RADIUS)
    plans = table_mat_plans(app, u, surface.get_size(), vis, names, floor)
    for seat, plan in enumerate(plans):
        paint_mat(surface, app, plan, vis, seat, looks[seat], set(led_colours(leads, seat)))


def led_colours(paid: Mapping[str, Sequence[int]], seat: int) -> tuple[str, ...]:
    """The cargo colours the rules' count (``cargo_awards``: colour -> pay by seat) pays
    ``seat`` for, sorted: those it holds the single most of, rimmed gold on its mat."""
    return tuple(sorted(c for c, pay in paid.items() if pay[seat] > 0))


def mat_rects(size: tuple[int, int], players: int, u: Scale) -> list[pygame.Rect]:
    """Each seat's mat on the harvesters card of ``size`` (upright)."""
    return item_columns(size, players, u(150), u(260), u, u(14))


def name_tag(surface: pygame.Surface, f: Fonts, u: Scale, row: pygame.Rect, name: str,
             look: PlayerLook, size: int) -> int:
    """``name`` on a tag of its seat's colour (its letter's ink) at the right end of a
    mat's ``row``, in at most half the row: whole, else its short form ("bot 2", a first
    name; :meth:`~game.engine.text.Fonts.short_name`). A four-seat mat has no room for
    the name beside its badge and stats, and showed none: a player had to match the
    badge's letter with the seat panels'. Returns the tag's left edge."""
    words, drawn = f.short_name(name, row.width // 2 - u(16), (size,))
    tag = pygame.Rect(0, row.top + u(2), f.width(words, drawn, True) + u(16), row.height - u(4))
    tag.right = row.right
    pygame.draw.rect(surface, look.rgb, tag, border_radius=u(6))
    f.draw(surface, words, tag.center, drawn, look.text, True, "center")
    return tag.left


def cargo_boxes(surface: pygame.Surface, f: Fonts, u: Scale, vis: PandorumState, seat: int,
                leads: set[str], size: int, x: int, step: int, right: int,
                box_at: Callable[[int], pygame.Rect]) -> int:
    """``seat``'s cargo by colour, a box (``box_at`` an x) every ``step`` from ``x``: its
    letter and count, a thick gold rim where the seat holds the single most cards of the
    colour (paid at the end). Every colour held is shown: where they would pass ``right``
    the boxes stand closer and narrower (a four-seat mat had room for five of the seven,
    and the rest went unseen). Returns the x after them."""
    counts = vis.cargo_colours(seat)
    held = [cargo for cargo in vis.comp.cargo if counts.get(cargo.colour)]
    full = box_at(x).width
    gap = step - full
    if held and x + len(held) * step - gap > right:
        step = max(gap + 1, (right - x + gap) // len(held))
    for cargo in held:
        box = box_at(x)
        box.width = min(full, step - gap)
        fill = cargo_rgb(cargo.colour)
        pygame.draw.rect(surface, fill, box, border_radius=u(6))
        lead = cargo.colour in leads
        pygame.draw.rect(surface, PAYS if lead else (230, 230, 240), box,
                         u(3) if lead else u(1), border_radius=u(6))
        letter = CARGO_LOOK.get(cargo.colour, ((0, 0, 0), "?"))[1]
        words = squeezed(f, f"{letter}{counts[cargo.colour]}", size, ink_on(fill),
                         box.width - 2, True)
        surface.blit(words, words.get_rect(center=box.center))
        x += step
    return x


def mat_key(vis: PandorumState, seat: int) -> tuple[object, ...]:
    """All :func:`paint_mat` shows of ``seat``'s state (its picture's key, with the name,
    the look and the leads)."""
    return (not vis.is_over and vis.turn == seat, len(vis.hands[seat]), vis.bases_left[seat],
            vis.modules_left[seat], vis.money[seat], vis.harvester_slots(seat),
            tuple(sorted(vis.cargo_colours(seat).items())))


def stats(surface: pygame.Surface | None, app: App, u: Scale, right: int, cy: int,
          vis: PandorumState, seat: int, look: PlayerLook | None, cards: int | None = None,
          size: int = 24, money: bool = True, gap: int = 32) -> int:
    """Money (unless not ``money``), modules and bases left (and the cards in hand),
    right-aligned at ``right`` with their icons, ``gap`` from one number to the next icon;
    returns the x left of them (with no ``surface`` or ``look``: measured, not drawn)."""
    t, f = app.theme, app.fonts
    items = [(str(cards), "cards")] if cards is not None else []
    items += [(str(vis.bases_left[seat]), "base"), (str(vis.modules_left[seat]), "module")]
    for text, icon in items + ([(str(vis.money[seat]), "coin")] if money else []):
        if surface is None or look is None:
            right -= f.width(text, u(size), True) + u(gap)
            continue
        r = f.draw(surface, text, (right, cy), u(size), t.c("accent") if icon == "coin"
                   else t.c("text"), True, "midright")
        at = (r.left - u(13), cy)
        if icon == "coin":
            coin(surface, at, u(11))
        elif icon == "module":
            draw_module(surface, at, u(20), look, app, letter=False)
        elif icon == "base":
            draw_base(surface, (at[0], cy + u(2)), u(22), look, app, letter=False)
        else:
            card_back(surface, pygame.Rect(r.left - u(22), cy - u(13), u(18), u(26)), u)
        right = r.left - u(gap)
    return right
