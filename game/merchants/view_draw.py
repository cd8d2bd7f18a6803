"""Drawing the six Merchants of Andromeda boards from their Tiled maps and a visible state.

Every position comes from the maps (nodes, links, regions) through a
:class:`~game.engine.boardview.mapfit.MapFit`; every piece from the state *as the viewer
may see it* (``state.view(seat)``: face-down tiles, the deck and others' ballot boxes are
redacted there). Two levels of detail: the zoomed board (labels, letters on tokens, tables)
and the thumbnails (spaces and coloured tokens only, no text but the title).

Each board's drawing is in two parts (``Ctx.part``): what depends only on the map, the
placement and the theme (the frame, links, spaces, fixed words: "static") and what the state
shows over it (pieces, markers, counts, tables, highlights: "state"). Every static piece is
drawn before anything of the state could cover it (the event marker's ring reaches the next
space: the state's part draws that space again over it), so the static part first, then the
state part, gives the same pixels as both in one go; :func:`draw_board` keeps each
placement's static picture (a few, in :class:`~game.engine.boardview.pictures.Pictures`)
when the caller says what lies under the board, and then draws only the state part over a
copy of it (an action's repaint of a board is then about a third of the work).

Nothing here changes state.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.boards.model import BoardMap, Node, Props
from game.engine.boardview.colours import SELECTED
from game.engine.boardview.grid import cells
from game.engine.boardview.mapfit import MapFit
from game.engine.boardview.pictures import Pictures
from game.engine.boardview.textlines import draw_lines
from game.engine.gameview import PUBLIC
from game.engine.table.fittext import clear_gap, draw_rows, label_in, legend
from game.engine.text import Fonts, whole_words
from game.engine.theme import Theme
from game.merchants.rules.actions import SLOT_NAMES
from game.merchants.rules.data import INVADER
from game.merchants.rules.defense import dice_words, lane_pays
from game.merchants.rules.exploration import artifact_table, artifacts_of
from game.merchants.rules.payouts import artifact_payout
from game.merchants.rules.state import HIDDEN_TILE, MerchantsState
from game.merchants.rules.turn import next_event
from game.merchants.view_draw_parts import (
    BOARD_BG,
    FACE_DOWN,
    HIGHLIGHT,
    MARKER,
    RGB,
    SPACE,
    SPACE_EDGE,
    Ctx,
    placed,
    regions_of,
    space_rect,
    square,
    table_lines,
    text,
    token,
)
from game.merchants.view_layout import (
    BOARD_INITIALS,
    CARD_SHORT,
    EVENT_SHORT,
    INVADER_COLOUR,
    RESOURCE_COLOURS,
)

#: static board pictures kept (one per board and placement: the zoomed boards and the
#: thumbnails of one layout are twelve), the least recently used dropped first
STATIC_KEPT = 16
_static = Pictures()


def forget_static() -> None:
    """Drop every kept static picture (the next drawing of each board makes it again:
    a test that records what is drawn sees all of it)."""
    _static.clear()


def draw_board(surface: pygame.Surface, place: MapFit, m: BoardMap, state: MerchantsState,
               ctx: Ctx, under: RGB | None = None) -> None:
    """One board: background, links, regions, spaces and pieces. ``under``: the flat
    colour the caller left under the board's frame, if so; its static part is then kept
    (:func:`static_picture`) and only the state part drawn over a copy of it (the same
    pixels)."""
    if under is None or ctx.part != "all" or not surface.get_clip().contains(place.frame):
        _draw_board(surface, place, m, state, ctx)
        return
    static_picture(surface, place, m, state, ctx, under)
    _draw_board(surface, place, m, state, replace(ctx, part="state"))


def static_picture(surface: pygame.Surface, place: MapFit, m: BoardMap,
                   state: MerchantsState, ctx: Ctx, under: RGB) -> None:
    """A board's static part (the area of its frame over ``under``) on ``surface``
    (canvas coordinates, holding the frame): its kept picture, else painted and kept; a
    view makes its boards' pictures with its layout's first picture, so no frame after an
    action makes one."""
    t = ctx.theme
    key = (place, ctx.detail, tuple(under), type(ctx.fonts).__name__,
           getattr(ctx.fonts, "floor", 0),  # a table's smallest text (its diagonal)
           tuple(t.c(name) for name in ("panel_border", "text", "text_dim", "accent")))

    def paint() -> None:
        surface.fill(under, place.frame)
        _draw_board(surface, place, m, state, replace(ctx, part="static"))

    _static.paint(surface, "static board", key, place.frame, paint, STATIC_KEPT)


def _draw_board(surface: pygame.Surface, place: MapFit, m: BoardMap, state: MerchantsState,
                ctx: Ctx) -> None:
    """:func:`draw_board` without the kept static picture (the parts ``ctx`` asks for)."""
    frame = place.frame
    if ctx.static:
        pygame.draw.rect(surface, BOARD_BG, frame, border_radius=10)
        pygame.draw.rect(surface, ctx.theme.c("panel_border"), frame, 2, border_radius=10)
        for link in m.links:
            pts = [place.point(x, y) for x, y in link.points] if link.points else [
                place.point(m.nodes[link.a].x, m.nodes[link.a].y),
                place.point(m.nodes[link.b].x, m.nodes[link.b].y)]
            if len(pts) < 2:
                continue
            if link.kind == "bridge":
                pygame.draw.lines(surface, (230, 190, 90), False, pts, max(2, place.length(8)))
            else:
                pygame.draw.lines(surface, SPACE_EDGE, False, pts, max(1, place.length(4)))
    DRAWERS[place.board](surface, place, m, state, ctx)
    if not ctx.live or not (ctx.selected or ctx.targets):
        return
    for node in m.nodes.values():
        if node.id in ctx.selected:
            r = space_rect(place, node)
            pygame.draw.rect(surface, SELECTED, r.inflate(10, 10), 5, border_radius=8)
        elif node.id in ctx.targets:
            r = space_rect(place, node)
            pygame.draw.rect(surface, HIGHLIGHT, r.inflate(8, 8), 4, border_radius=8)


# ------------------------------------------------------------------ event track


#: the event track's legend, between its two rows (! marks a revealed special event tile);
#: short enough to stay clear of the link joining the rows at the right end
EVENT_LEGEND = "1V/2V: vote  St Pr Ex De Se: scoring  ?: special  !: revealed"


def draw_event_track(surface: pygame.Surface, place: MapFit, m: BoardMap,
                     state: MerchantsState, ctx: Ctx) -> None:
    spaces = _event_spaces(place, m, state)
    for k, (r, fill, label, special, index) in enumerate(spaces):
        if ctx.static:
            square(surface, r, fill)
        if ctx.live if special else ctx.static:  # (a revealed special tile: "!")
            text(ctx, surface, label, (r.centerx, r.centery), 28, bold=True)
        if ctx.live and index == state.event_pos:
            ring = r.inflate(12, 12)
            pygame.draw.rect(surface, MARKER, ring, 5, border_radius=r.width // 4)
            if not ctx.static:  # the spaces drawn after it cover it, as in one go
                for after, fill2, label2, special2, _ in spaces[k + 1:]:
                    if after.colliderect(ring):
                        square(surface, after, fill2)
                        if not special2:
                            text(ctx, surface, label2, after.center, 28, bold=True)
    nodes = m.nodes_of("event_space")
    if ctx.detail and ctx.static and nodes:  # the legend, between the two rows
        ys = sorted({n.y for n in nodes})
        mid = (ys[0] + ys[-1]) / 2
        xs = [n.x for n in nodes]
        centre = place.point((min(xs) + max(xs)) / 2, mid)
        # (on lines under one another, within the track, where it does not fit one)
        legend(surface, ctx.fonts, EVENT_LEGEND, centre, place.length(max(xs) - min(xs)),
               ctx.theme.c("text_dim"), "center")
    for reg in m.regions.values():
        r = place.area(reg.rect)
        if reg.kind in ("deck", "discard"):
            deck = reg.kind == "deck"
            if ctx.static:
                square(surface, r, FACE_DOWN if deck else SPACE)
            words = f"Deck {len(state.deck)}" if deck else f"Used {len(state.discard)}"
            if ctx.live and ctx.detail and \
                    ctx.fonts.get(24, deck).size(words)[0] > r.width - 4:  # on two lines
                label_in(surface, ctx.fonts, words, r, ctx.theme.c("text"), deck)
            elif ctx.live:
                text(ctx, surface, words, r.center, 24, bold=deck)
        elif reg.kind == "hud" and ctx.live:
            text(ctx, surface, _event_hud(state), (r.left + 6, r.centery), 24,
                 ctx.theme.c("text_dim"), anchor="midleft")
        elif reg.kind == "active_board" and ctx.detail:
            for i, cell in enumerate(active_cells(r)):
                if ctx.static:
                    square(surface, cell, (40, 50, 92))
                if not ctx.live or i >= len(state.slots):
                    continue
                if f"slot{i}" in ctx.targets:
                    pygame.draw.rect(surface, HIGHLIGHT, cell.inflate(6, 6), 4, border_radius=8)
                draw_slot(surface, ctx.fonts, ctx.theme, cell, state, i)


def _event_spaces(place: MapFit, m: BoardMap, state: MerchantsState
                  ) -> list[tuple[pygame.Rect, RGB, str, bool, int]]:
    """The event track's spaces in order: rect, fill, label, whether the label is the
    state's (a special tile's "?" or "!") and index."""
    out = []
    for node in sorted(m.nodes_of("event_space"), key=lambda n: n.props["index"]):
        kind = str(node.props["event"])
        index = int(node.props["index"])
        fill = {"vote": (60, 90, 150), "score": (70, 110, 80), "special": (110, 70, 130),
                "start": (60, 60, 60), "end": (90, 60, 50)}.get(kind, SPACE)
        if kind == "vote":
            label = f"{node.props.get('votes', 1)}V"
        elif kind == "score":
            label = BOARD_INITIALS.get(str(node.props.get("board", "")), "$")
        else:
            label = EVENT_SHORT.get(kind, "")
            if kind == "special" and state.special_tiles.get(str(index)) in state.specials_revealed:
                label = "!"  # (a face-down tile is none of them, in a view too)
        out.append((space_rect(place, node), fill, label, kind == "special", index))
    return out


def slot_lines(state: MerchantsState, slot: int) -> list[str]:
    """A slot's card in short: its board, sectors or resources, and bottom resource."""
    card = state.slots[slot]
    if card is None:
        return ["empty"]
    c = state.c.card(card)
    lines = [CARD_SHORT.get(c.board, c.board)]  # its board in short ("Station")
    if c.sectors:
        lines.append("sec " + "/".join(str(s) for s in c.sectors))
    elif c.resources:
        lines.append("+".join(x[:2].title() for x in c.resources))
    return [*lines, "+" + c.bottom.title()]


def slot_rows(fonts: Fonts, state: MerchantsState, slot: int, cell: pygame.Rect
              ) -> list[tuple[str, int, bool]]:
    """Action slot ``slot``'s words in ``cell`` (text, top, bold), on the Event Track's
    active player board and a monitor's right column alike: the action in bold, then as
    many of its card's lines (:func:`slot_lines`) as the cell holds with half a line to
    spare ("Resource" over "Defense" on a third of the Event Track's board), centred."""
    lh = fonts.line_height(24)
    rows = [SLOT_NAMES[slot], *slot_lines(state, slot)][:max(1, (cell.height - lh // 2) // lh)]
    top = cell.centery - len(rows) * lh // 2
    return [(words, top + k * lh, k == 0) for k, words in enumerate(rows)]


def draw_slot(surface: pygame.Surface, fonts: Fonts, theme: Theme, cell: pygame.Rect,
              state: MerchantsState, slot: int) -> None:
    """Action slot ``slot``'s words in ``cell`` (:func:`slot_rows`), a word a little too
    wide squeezed; the card's dim while the slot is empty."""
    dim = theme.c("text" if state.slots[slot] is not None else "text_dim")
    for words, top, bold in slot_rows(fonts, state, slot, cell):
        fonts.draw_in(surface, words, (cell.centerx, top), 24,
                      theme.c("text") if bold else dim, cell.width - 8, bold, "midtop")


def active_cells(r: pygame.Rect) -> list[pygame.Rect]:
    """The three action slots inside the event track's active player board region."""
    return cells(r.left + 4, r.top + 4, r.width // 3 * 3 - 8, 3, 3, r.height - 8)


def _event_hud(state: MerchantsState) -> str:
    s = next_event(state)
    if s is None:
        return "Final scoring"
    what = {"none": "no event", "vote": f"vote ({s.votes})", "special": "special event",
            "score": f"{s.board.title()} scoring", "end": "the end"}.get(s.event, s.event)
    return f"Next event: {what}"


# ------------------------------------------------------------------ station


def draw_station(surface: pygame.Surface, place: MapFit, m: BoardMap, state: MerchantsState,
                 ctx: Ctx) -> None:
    sectors = placed(place, m, "sector") if ctx.static else []
    for _reg, r in sectors:  # every outline before the titles above them
        pygame.draw.rect(surface, (40, 50, 92), r, 2, border_radius=6)
    for reg, r in sectors:
        text(ctx, surface, f"Sector {reg.props.get('sector')}", (r.left + 2, r.top - 2), 24,
             ctx.theme.c("accent"), True, "bottomleft")
    for node in m.nodes_of("station_space"):
        r = space_rect(place, node)
        if ctx.static:
            square(surface, r, SPACE)
        if not ctx.live:
            continue
        owner = state.station.get(node.id)
        if owner is not None:
            token(surface, ctx, r.center, int(r.width * 0.42), owner)
        elif node.props.get("start"):
            text(ctx, surface, str(node.props["start"]), r.center, 24, ctx.theme.c("text_dim"))
    table, policy = state.scoring_table("station", "ranks")
    for _reg, r in placed(place, m, "scoring_table") if ctx.live and ctx.detail else ():
        pairs = [f"{a}/{b}" for a, b in table]
        lines = ["Policy" if policy else "By rank"]
        lines += ["  ".join(pairs[i:i + 2]) for i in range(0, len(pairs), 2)]
        table_lines(surface, r, lines, ctx)


def heading(kind: str, props: Props, r: pygame.Rect) -> tuple[str, tuple[int, int], bool, str]:
    """The words a board drawn large shows just above a region or space of ``kind`` at
    ``r``, where and how (bold, anchor): a planet's name (:func:`draw_exploration`), a
    bonus column's header, a production track's resource from its start space's left
    (:func:`draw_production`). The painters draw them and a space's focus ring passes
    under them (:func:`board_words`), both from here."""
    above = (r.centerx, r.top - 2)
    if kind == "planet":
        return f"Planet {props.get('planet')}", above, True, "midbottom"
    if kind == "bonus_column":
        return "bonus", above, False, "midbottom"
    return str(props.get("resource", "")).title(), (r.left, r.top - 2), True, "bottomleft"


def board_words(place: MapFit, m: BoardMap, fonts: Fonts) -> list[pygame.Rect]:
    """Where a board drawn large puts the words beside its spaces (each :func:`heading`):
    a space's focus ring passes under them rather than over them."""
    heads = [heading(kind, reg.props, r) for kind in ("planet", "bonus_column")
             for reg, r in placed(place, m, kind)]
    heads += [heading(node.kind, node.props, space_rect(place, node))
              for node in m.nodes_of("track_space") if int(node.props["index"]) == 0]
    return [fonts.box(words, at, 24, bold, anchor) for words, at, bold, anchor in heads]


# ------------------------------------------------------------------ production

#: under the production tracks: what the bonus columns give (rulebook, Station Bonuses)
PRODUCTION_LEGEND = "Bonus: all 4 markers at or past a bonus column = 1 Station influence"


def draw_production(surface: pygame.Surface, place: MapFit, m: BoardMap,
                    state: MerchantsState, ctx: Ctx) -> None:
    columns = regions_of(m, "bonus_column")
    # each column's header above it, clear of the first row
    for reg, r in placed(place, m, "bonus_column") if ctx.static else ():
        pygame.draw.rect(surface, (44, 60, 60), r, border_radius=6)
        words, pos, bold, anchor = heading(reg.kind, reg.props, r)
        text(ctx, surface, words, pos, 24, ctx.theme.c("accent"), bold, anchor)
    if columns and ctx.detail and ctx.static:  # what the columns mean, under the tracks
        low = max(reg.rect.y + reg.rect.h for reg in columns)
        left = min(reg.rect.x for reg in columns)
        corner = place.point(left - 140, low + 12)
        legend(surface, ctx.fonts, PRODUCTION_LEGEND, corner,  # (within the board)
               place.frame.right - 12 - corner[0], ctx.theme.c("text_dim"), "topleft")
    spaces: dict[tuple[int, int], Node] = {}
    for node in m.nodes_of("track_space"):
        spaces[(int(node.props["track"]), int(node.props["index"]))] = node
        if not ctx.static:
            continue
        r = space_rect(place, node)
        res = str(node.props.get("resource", ""))
        if int(node.props["index"]) == 0:
            # the start space in the resource's colour; its name above it, where the
            # markers waiting on the start space cannot cover it
            square(surface, r, RESOURCE_COLOURS.get(res, SPACE))
            words, pos, bold, anchor = heading(node.kind, node.props, r)
            text(ctx, surface, words, pos, 24, RESOURCE_COLOURS.get(res, ctx.theme.c("text")),
                 bold, anchor)
        else:
            square(surface, r, SPACE)
            text(ctx, surface, str(node.props["index"]), (r.centerx, r.top + 2), 24,
                 ctx.theme.c("text_dim"), anchor="midtop")
    # markers: every seat has one per track; several on a space sit side by side
    for t in range(len(state.c.topology.track_resources)) if ctx.live else ():
        at: dict[int, list[int]] = {}
        for seat in range(state.num_players):
            at.setdefault(state.prod[seat][t], []).append(seat)
        for index, seats in at.items():
            marker = spaces.get((t + 1, index))
            if marker is None:
                continue
            r = space_rect(place, marker)
            radius = max(4, place.length(13))
            n = len(seats)
            span = min(r.width + place.length(20), 2 * radius * n)
            for k, seat in enumerate(seats):
                dx = 0 if n == 1 else -span / 2 + radius + k * (span - 2 * radius) / (n - 1)
                # at the square's foot, below the space's number
                dy = r.height // 2 - max(radius, 12) - 1 if ctx.detail else 0
                token(surface, ctx, (round(r.centerx + dx), r.centery + dy), radius, seat)
    table, policy = state.scoring_table("production", "ranks")
    for _reg, r in placed(place, m, "scoring_table") if ctx.live and ctx.detail else ():
        lines = ["Policy!" if policy else "Rank"] + [f"{i + 1}: {a}/{b}"
                                                    for i, (a, b) in enumerate(table)]
        table_lines(surface, r, lines, ctx)


# ------------------------------------------------------------------ exploration


def artifact_lines(state: MerchantsState, ctx: Ctx, width: int) -> list[str]:
    """The Exploration board's artifact box: what a set of each size pays (the Artifact
    Policy's table once it is in force), then each seat's claimed artifacts, by the letter
    on its tokens, with what they would pay now; the rulebook keeps them face up in front
    of their owner ("All player information, including money and artifact tiles, is
    public"), and a screen has no table top, so the board they came from shows them."""
    table = artifact_table(state)
    head = "Artifact Policy sets: " if "artifact_policy" in state.policies else "Artifact sets: "
    held = []
    for seat in range(state.num_players):
        arts = artifacts_of(state, seat)
        if arts:
            held.append(f"{ctx.looks[seat].letter} {', '.join(arts)}: "
                        f"{artifact_payout(arts, table)}")
    lead = "Collected, paying now:"
    rows = [lead if held else "Collected: none yet"]
    for entry in held:  # a seat's entry is kept whole on a row where it fits one
        joined = f"{lead} {entry}" if rows[-1] == lead else f"{rows[-1]} · {entry}"
        if ctx.fonts.width(joined, 24) <= width or ctx.fonts.width(entry, 24) > width:
            rows[-1] = joined
        else:
            rows.append(entry)
    return [head + "  ".join(f"{i + 1}:{v}" for i, v in enumerate(table)), *rows]


def draw_exploration(surface: pygame.Surface, place: MapFit, m: BoardMap,
                     state: MerchantsState, ctx: Ctx) -> None:
    for reg, r in placed(place, m, "planet") if ctx.static else ():
        pygame.draw.ellipse(surface, (34, 46, 80), r)
        words, pos, bold, anchor = heading(reg.kind, reg.props, r)
        text(ctx, surface, words, pos, 24, ctx.theme.c("accent"), bold, anchor)
    if not ctx.live:
        return
    payouts = state.scoring_table("exploration", "planets")[0]
    for reg, r in placed(place, m, "payout"):
        a, b = payouts[int(reg.props.get("planet", 1)) - 1]
        table_lines(surface, r, [f"1st {a}  2nd {b}"], ctx)
    for _reg, r in placed(place, m, "artifact_table") if ctx.detail else ():
        table_lines(surface, r, artifact_lines(state, ctx, r.width - 16), ctx)
    flipped = set(state.flipped)
    for node in m.nodes_of("planet_space"):
        r = space_rect(place, node)
        tile = state.planet.get(node.id)
        owner = state.planet_owner.get(node.id)
        if tile is None:
            square(surface, r, (30, 36, 60))
        elif tile == HIDDEN_TILE or node.id not in flipped:  # face down (even in the full state)
            square(surface, r, FACE_DOWN)
            text(ctx, surface, "?", r.center, 24, ctx.theme.c("text_dim"))
        else:  # face up: an invader ("X"), else its first two letters ("Ic", "Re")
            invader = tile == INVADER
            square(surface, r, INVADER_COLOUR if invader else RESOURCE_COLOURS.get(
                tile, (210, 190, 120)), MARKER)
            text(ctx, surface, "X" if invader else tile[:2].title(), r.center, 24, (0, 0, 0),
                 True)
        if owner is not None:
            token(surface, ctx, r.center, int(r.width * 0.4), owner)


# ------------------------------------------------------------------ defense


def draw_defense(surface: pygame.Surface, place: MapFit, m: BoardMap, state: MerchantsState,
                 ctx: Ctx) -> None:
    for node in m.nodes_of("lane_space") if ctx.static else ():
        r = space_rect(place, node)
        res = str(node.props.get("resource", "") or "")
        square(surface, r, RESOURCE_COLOURS.get(res, SPACE) if res else SPACE)
        if res:
            text(ctx, surface, res[:2].title(), (r.centerx, r.top + 2), 24, (0, 0, 0),
                 anchor="midtop")
    if not ctx.live:
        return
    for node in m.nodes_of("lane_start"):
        r = space_rect(place, node)
        lane = int(node.props["lane"])
        secure = state.is_secure(lane)
        square(surface, r, (60, 130, 80) if secure else (150, 50, 50))
        if state.ships.get(str(lane)) == 0:
            _ship(surface, r, ctx)
        text(ctx, surface, f"{lane}", (r.centerx, r.centery - 4), 28, bold=True)
    for node in m.nodes_of("lane_space"):
        r = space_rect(place, node)
        lane, slot = int(node.props["lane"]), int(node.props["slot"])
        owner = state.lane_tokens[str(lane)][slot - 1]
        if owner is not None:
            token(surface, ctx, r.center, int(r.width * 0.38), owner)
        if state.ships.get(str(lane)) == slot:
            _ship(surface, r, ctx)
    for reg, r in placed(place, m, "dice_box"):
        side = str(reg.props.get("side", ""))
        lines = [side.title() + " dice"]
        if side == "invaders" and state.dice:
            lines.append(f"Rolled: {dice_words(state.dice)}")
        table_lines(surface, r, lines, ctx)
    pays = lane_pays(state)  # (by whether a lane is secure)
    for _reg, r in placed(place, m, "scoring_table"):
        table_lines(surface, r, [f"Secure: {pays[True][0]}/{pays[True][1]}",
                                  f"Not secure: {pays[False][0]}/{pays[False][1]}"], ctx)
    for _reg, r in placed(place, m, "ship_supply"):
        table_lines(surface, r, [f"Ship supply: {state.ship_supply}"], ctx)


def _ship(surface: pygame.Surface, r: pygame.Rect, ctx: Ctx) -> None:
    """An invader ship: a red triangle pointing down the lane."""
    inner = r.inflate(-r.width // 4, -r.height // 4)
    pts = [(inner.left, inner.top), (inner.right, inner.top), (inner.centerx, inner.bottom)]
    pygame.draw.polygon(surface, INVADER_COLOUR, pts)
    pygame.draw.polygon(surface, (0, 0, 0), pts, 2)


# ------------------------------------------------------------------ senate


def draw_senate(surface: pygame.Surface, place: MapFit, m: BoardMap, state: MerchantsState,
                ctx: Ctx) -> None:
    for node in m.nodes_of("ballot_box"):
        r = space_rect(place, node)
        cand = int(node.props["candidate"])
        if ctx.static:
            pygame.draw.ellipse(surface, SPACE, r)
            pygame.draw.ellipse(surface, SPACE_EDGE, r, 2)
            text(ctx, surface, f"Box {cand}", (r.centerx, r.centery - 14), 24, bold=True)
        # tallies stay hidden until scoring: only the viewer's own votes are shown
        # (none to the whole table's eyes in a shared moment)
        seat = ctx.viewer
        if seat is not None and seat != PUBLIC and ctx.live:
            mine = state.votes[cand - 1][seat]
            text(ctx, surface, f"you: {mine}", (r.centerx, r.centery + 16), 24,
                 ctx.theme.c("text_dim"))
    for reg, r in placed(place, m, "senator_slot"):
        cand = int(reg.props.get("candidate", 1))
        if ctx.static:
            square(surface, r, (44, 40, 80))
        if cand - 1 < len(state.candidates) and ctx.detail and ctx.live:
            sen = state.senator_in(cand)  # its name in whole words, a long one squeezed
            draw_rows(surface, ctx.fonts, whole_words(ctx.fonts, sen.name, 24, r.width - 10,
                                                      True)[:3],
                      (r.centerx, r.top + 6), ctx.fonts.line_height(24, True), r.width - 8,
                      ctx.theme.c("accent"), "midtop", True)
            kind = "at next scoring" if sen.kind == "scoring" else "immediate"
            # on two lines when the card is narrower than the words (a small window)
            kind_lines = ctx.fonts.wrap(kind, 24, r.width - 10)
            bottom = r.bottom - 6 - (len(kind_lines) - 1) * ctx.fonts.line_height(24)
            draw_lines(surface, ctx.fonts, kind_lines, (r.centerx, bottom), 24,
                       ctx.theme.c("text_dim"), anchor="midbottom")
    for _reg, r in placed(place, m, "deck"):
        if ctx.static:
            square(surface, r, FACE_DOWN)
        if not ctx.live:
            continue
        # the senators' draw pile: "Pile 5" where it fits (a bare number reads as nothing)
        count = str(len(state.senate_deck))
        words = f"Pile {count}"
        if ctx.fonts.get(24, True).size(words)[0] > r.width - 8:
            words = count
        text(ctx, surface, words, r.center, 24, bold=True)
    losers = state.c.tables["senate"]["losers"]
    # at a table its larger words keep clear of the ballot boxes below it, widening it
    # into the free row left of it (up to the pile) rather than onto Box 3
    boxes = [space_rect(place, node) for node in m.nodes_of("ballot_box")]
    piles = [r.right for _reg, r in placed(place, m, "deck")]
    for _reg, r in placed(place, m, "scoring_table") if ctx.live else ():
        table_lines(surface, r, ["Losing boxes pay", "  ".join(f"{a}/{b}" for a, b in losers)],
                    ctx, clear_of=boxes,
                    wider_to=max(piles, default=r.left) + clear_gap(ctx.fonts))


DRAWERS = {
    "event_track": draw_event_track, "station": draw_station, "production": draw_production,
    "exploration": draw_exploration, "defense": draw_defense, "senate": draw_senate,
}

