"""The Head-Up Displays of the Andromeda Escape board, each inside its map rectangle.

VP Count, Skip, Last Ship, Lost Ship (each a section of :mod:`game.escape.view_scores`,
which a table's scores card shows too), the two Action Card decks with their open cards,
the Launch Platforms, the viewer's missions and hand. Every function draws from the
state it is given, which is the viewer's redacted view (``State.view``), never the full
state of a game with secrets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.words import counted
from game.engine.boardview.colours import MAY_CHOOSE
from game.engine.boardview.grid import cells
from game.engine.draw import panel, seat_disc
from game.engine.table.tablefonts import draw_fitted
from game.escape.rules.data import DECKS
from game.escape.rules.hidden import hidden_missions
from game.escape.rules.missions import held
from game.escape.view_decks import DeckPlace, face_up, face_words, paint_deck, pile_words
from game.escape.view_missions import mission_card
from game.escape.view_scores import Look, Section

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.table.cardframe import Scale
    from game.engine.theme import RGB, PlayerLook
    from game.escape.rules.state import EscapeState

def _hud(app: App, surface: pygame.Surface, rect: pygame.Rect, text: str) -> int:
    """A HUD's panel and heading; returns the y below the heading."""
    panel(surface, rect, app.theme, 12)
    title = title_rect(app, rect, text)
    app.fonts.draw(surface, app.fonts.fit(text, 24, rect.width - 20, True), title.topleft, 24,
                   app.theme.c("accent"), True)
    return title.bottom


def title_rect(app: App, rect: pygame.Rect, text: str) -> pygame.Rect:
    """Where the heading ``text`` of the HUD ``rect`` is drawn (:func:`_hud` draws it
    there): the focus ring of a card just below it passes under it."""
    return app.fonts.box(app.fonts.fit(text, 24, rect.width - 20, True),
                         (rect.left + 12, rect.top + 4), 24, True)


def hand_title(count: int, whose: str = "Your") -> str:
    """The hand HUD's heading: "Your hand (3)"."""
    return f"{whose} hand ({count})"


def section_hud(surface: pygame.Surface, app: App, rect: pygame.Rect, section: Section,
                st: EscapeState, looks: list[PlayerLook], names: list[str]) -> None:
    """One of the scores' sections (:data:`~game.escape.view_scores.SECTIONS`) in its HUD
    panel: its title, then its painter's body."""
    y = _hud(app, surface, rect, section.title)
    body = pygame.Rect(rect.left + 8, y, rect.width - 16, rect.bottom - y - 6)
    section.paint(surface, Look(app, round, looks, names), body, st)


def deck_faces(regions: dict[str, pygame.Rect]) -> dict[str, DeckPlace]:
    """Where each deck ("ALERT", "WARNING") draws on the map: its name band across its pile
    and its open card, their bodies under the band."""
    out = {}
    for deck in DECKS:
        pile, open_slot = (regions.get(f"{deck.lower()}_{k}") for k in ("deck", "open"))
        if pile is None or open_slot is None:
            continue
        band = pile.union(open_slot)
        band.height = 30
        body, face = (pygame.Rect(r.left, band.bottom + 4, r.width, r.bottom - band.bottom - 4)
                      for r in (pile, open_slot))
        out[deck] = DeckPlace(band, face, body)
    return out


def deck_words(regions: dict[str, pygame.Rect], app: App) -> tuple[pygame.Rect, ...]:
    """Where both decks write: their name bands, the piles' counts and "left", the open
    cards' letters and values. An open card's focus ring passes under the words beside
    it."""
    f, u = app.fonts, round
    return tuple(w for p in deck_faces(regions).values() if p.pile is not None
                 for w in (p.band, *pile_words(f, u, p.pile),
                           *face_words(f, u, p.card)))


def launch_name_row(rect: pygame.Rect, app: App) -> pygame.Rect:
    """Where a Launch Platform's player name and hand size are drawn (its first row, as
    :func:`launch_huds` draws it): the focus ring of the platform above passes under it."""
    return pygame.Rect(rect.left + 12, rect.top + 6, rect.width - 24,
                       app.fonts.line_height(24, True))


def deck_huds(surface: pygame.Surface, app: App, regions: dict[str, pygame.Rect],
              st: EscapeState, highlight: set[str]) -> None:
    """Both decks (face down, with counts) and their open cards (:func:`paint_deck`)."""
    for deck, place in deck_faces(regions).items():
        paint_deck(surface, app, round, deck, place, st, highlight, None)


def hand_size_badge(surface: pygame.Surface, app: App, topright: tuple[int, int],
                    count: int) -> int:
    """A face-down card outline with ``count`` beside it (cards in a player's hand),
    drawn leftwards from ``topright``; returns the width used."""
    f, t = app.fonts, app.theme
    label = f.draw(surface, str(count), topright, 24, t.c("text"), True, "topright")
    card = pygame.Rect(0, 0, 18, 26)
    card.midright = (label.left - 5, label.centery)
    pygame.draw.rect(surface, (60, 64, 100), card, border_radius=4)
    pygame.draw.rect(surface, t.c("text_dim"), card, 2, border_radius=4)
    return topright[0] - card.left


def launch_huds(surface: pygame.Surface, app: App, pads: dict[int, pygame.Rect],
                st: EscapeState, looks: list[PlayerLook], names: list[str],
                marks: dict[int, RGB | None], current: int | None) -> None:
    """Each player's Launch Platform (:func:`platform_box`, ringed in its seat's colour of
    ``marks``) under a row with their name and hand size."""
    f, t = app.fonts, app.theme
    for i, rect in pads.items():
        if i >= st.num_players:
            pygame.draw.rect(surface, (24, 28, 52), rect, 2, border_radius=12)
            continue
        row = launch_name_row(rect, app)  # (the ring of the platform above passes under)
        platform_box(surface, app, round, rect, looks[i], st.platform[i], marks.get(i),
                     i == current, row.bottom - rect.top)
        name_w = row.width
        if not st.no_cards:  # hand size: a small card with the count, so names keep room
            name_w -= hand_size_badge(surface, app, (row.right, row.top + 2),
                                      len(st.hands[i])) + 10
        # a long name squeezed a little before it is cut (as on the buttons)
        draw_fitted(f, surface, names[i], row.topleft, 24, name_w, 24, t.c("text"), True)


def platform_box(surface: pygame.Surface, app: App, u: Scale, rect: pygame.Rect,
                 look: PlayerLook, ships: int, mark: tuple[int, int, int] | None,
                 current: bool = False, top: int = 0) -> None:
    """A seat's Launch Platform (a monitor's HUD, a table seat's panel): a frame in the
    seat's colour (thicker in its turn), the ships waiting there in a row, below the
    ``top`` pixels kept for words, with their count, and ``mark``'s ring (may choose,
    chosen) around it."""
    t, f = app.theme, app.fonts
    pygame.draw.rect(surface, (22, 26, 50), rect, border_radius=u(12))
    pygame.draw.rect(surface, look.rgb, rect, u(4) if current else u(2), border_radius=u(12))
    r, y = min(u(11), rect.height // 5), (rect.top + top + rect.bottom) // 2
    count = f.draw(surface, counted(ships, "ship") if ships else "empty",
                   (rect.right - u(12), y), u(24), t.c("text"), ships > 0, "midright")
    step = min(2 * r + u(6), (count.left - rect.left - u(24)) // max(1, ships))
    for k in range(ships):
        c = (rect.left + u(14) + r + k * step, y)
        pygame.draw.circle(surface, (0, 0, 0), c, r + 2)
        pygame.draw.circle(surface, look.rgb, c, r)
    if mark is not None:
        pygame.draw.rect(surface, mark, rect.inflate(u(8), u(8)), u(5), border_radius=u(16))


def hand_card_rects(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where the cards of a hand of ``count`` go inside the hand HUD (two columns)."""
    top = rect.top + 40
    h = min(76, (rect.bottom - top - 6) // max(1, -(-count // 2)) - 8)
    return cells(rect.left + 6, top, rect.width - 12, count, 2, h)


def hand_hud(surface: pygame.Surface, app: App, rect: pygame.Rect, st: EscapeState,
             seat: int, whose: str, playable: frozenset[str] | None, selected: str | None
             ) -> None:
    """The hand of ``whose`` ("Your", "Ann's"); ``playable`` None when the seat is not
    choosing a card now (all cards plain), else the cards that can be played (others
    dimmed)."""
    hand = st.hands[seat]
    _hud(app, surface, rect, hand_title(len(hand), whose))
    empty = "Game without cards" if st.no_cards else "" if hand else "No cards"
    if empty:
        app.fonts.draw(surface, empty, rect.center, 24, app.theme.c("text_dim"), False, "center")
        return
    for cid, r in zip(hand, hand_card_rects(rect, len(hand)), strict=True):
        face_up(surface, app, round, r, st.data.cards[cid], selected=cid == selected,
                enabled=playable is None or cid in playable, named=True)
        if playable and cid in playable:
            pygame.draw.rect(surface, MAY_CHOOSE, r.inflate(6, 6), 3, border_radius=12)


def mission_rows(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    top = rect.top + 40
    h = min(92, (rect.bottom - top - 60) // max(1, count))
    return cells(rect.left + 8, top, rect.width - 16, count, 1, h, row_gap=6)


def missions_hud(surface: pygame.Surface, app: App, rect: pygame.Rect, st: EscapeState,
                 seat: int, title: str, looks: list[PlayerLook], selected: str | None) -> None:
    """The viewer's missions (face up for them only) and everyone's achieved missions."""
    f, t = app.fonts, app.theme
    _hud(app, surface, rect, title)
    if st.no_cards:
        f.draw(surface, "Game without cards", rect.center, 24, t.c("text_dim"), False, "center")
        return
    own = held(st, seat)
    for mid, r in zip(own, mission_rows(rect, max(2, len(own))), strict=False):
        mission_card(surface, app, round, r, st, mid, done=mid in st.scored[seat],
                     selected=mid == selected)
    # achieved missions of the others are public
    others = [(s, m) for s in range(st.num_players) if s != seat for m in st.scored[s]]
    y = rect.bottom - 34
    x = rect.left + 12
    if others:
        x = f.draw(surface, "Achieved:", (x, y), 24, t.c("text_dim")).right + 10
        for s, m in others:
            label = f"#{st.data.missions[m].number}"
            seat_disc(surface, (x + 13, y + 14), 13, looks[s], f)
            x = f.draw(surface, label, (x + 30, y), 24, t.c("text")).right + 12
            if x > rect.right - 60:
                break
    else:
        hidden = f"Others: {hidden_missions(st, seat)} hidden"
        f.draw(surface, f.fit(hidden, 24, rect.width - 24), (x, y), 24, t.c("text_dim"))
