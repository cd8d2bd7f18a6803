"""Andromeda Escape's two Action Card decks and a card face up, one painter each, at the
canvas's scale ``u`` (``round`` on a monitor).

A deck's section (:func:`paint_deck`) is drawn where its :class:`DeckPlace` says: the
monitor's deck HUDs place a band over the face-down pile and the open card
(:func:`game.escape.view_hud.deck_faces`); a table's decks turn card (:func:`decks_card`)
is split between the decks (side by side on a card turned a quarter), each a band with
the count over the open card and the card's whole text beside and below it: at the
largest size down to the table's smallest text (``floor``) that holds it, the card made
smaller where the text needs the room (tests/escape_ui/test_table_cards.py checks every
card text at 32, 55 and 120 inches, facing each way). A card face up (:func:`face_up`:
the open cards, a hand) writes where :func:`face_lines` says, so a focus ring can pass
under its words.

Drawing and placing only; every painter draws from the state it is given.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.engine.boardview.colours import MAY_CHOOSE, SELECTED
from game.engine.boardview.memo import Kept
from game.engine.boardview.textlines import draw_lines, flow_text, text_size
from game.engine.table.cardframe import TURN_CARD_RADIUS, paint_card_frame, split_card
from game.engine.table.tablefonts import draw_fitted, floor_fonts
from game.escape.rules.data import DECKS, CardType
from game.escape.view_draw import DECK_COLOURS, HELD_SYMBOL, PLAY_SYMBOL

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.table.cardframe import Scale
    from game.engine.text import Fonts
    from game.escape.rules.state import EscapeState

#: an Action Card's face, and the face of one that cannot be played now (dimmed)
CARD_FACE, CARD_FACE_OFF = (26, 30, 56), (36, 38, 52)
#: the face-down pile's fill
PILE = (44, 40, 70)
#: a deck band's words
BAND_INK = (12, 12, 20)


def decks_key(st: EscapeState, takes: set[str]) -> Hashable:
    """Everything both decks show (a cache key of their painting, on a monitor's HUDs
    and a table's decks card): the piles' counts, the open cards, which may be taken."""
    return (tuple(len(d) for d in st.decks.values()), tuple(sorted(st.open.items())),
            tuple(sorted(takes)), st.no_cards)


def values_label(played: int, held: int) -> str:
    """An Action Card's two VP values: when played, when still held at the end."""
    return f"{PLAY_SYMBOL}{played:+d} {HELD_SYMBOL}{held:+d}"


class Line(NamedTuple):
    """A line of words on a card: its text, size, weight and box."""

    text: str
    size: int
    bold: bool
    box: pygame.Rect


def face_lines(f: Fonts, u: Scale, rect: pygame.Rect, ct: CardType, named: bool = False
               ) -> list[Line]:
    """Where the Action Card ``ct`` face up in ``rect`` writes: its two VP values along the
    bottom, on one line where it holds them, else when played over when held; above them
    its deck's initial and its letter ("AF"), as large as the room left and half the card
    allow, or its letter alone on a card too narrow for any two letters at that size (a
    monitor's open card, under its deck's name); all on one line on a low card. The sizes
    and places are the card's, whatever is on it: a deck's open cards keep one look as
    they change, and :func:`face_words` holds any card's words. ``named``: a card in a
    hand, with no deck's band over it, says its deck's name ("ALERT D", "WARN. D" where
    that is too wide) at the values' size where that fits: two letters alone read as a
    code to a new player (the monitor's hand)."""
    code = ct.deck[0] + ct.letter  # "AF"
    name = deck_name(f, u, rect, ct) if named else None
    if rect.height < u(60):  # a low card (a long hand's grid): one line across its middle
        whole = f"{name or code}  {values_label(ct.played, ct.held)}"
        line = f.box(whole, rect.center, u(24), False, "center")  # (as wide as any card's)
        line.inflate_ip(rect.width - u(12) - line.width, 0)
        return [Line(f.fit(whole, u(24), line.width), u(24), False, line)]
    values = [values_label(ct.played, ct.held)]
    if f.width(values_label(0, 0), u(24)) > rect.width - u(6):  # (any values: the card's)
        values = [f"{PLAY_SYMBOL}{ct.played:+d}", f"{HELD_SYMBOL}{ct.held:+d}"]
    lines, y = [], rect.bottom - u(4)
    for text in reversed(values):
        text = f.fit(text, u(24), rect.width - u(6))
        lines.append(Line(text, u(24), False, f.box(text, (rect.centerx, y), u(24), False,
                                                    "midbottom")))
        y -= u(26)
    if name is not None:
        return [Line(name, u(24), True, f.box(name, (rect.centerx, rect.top + u(4)), u(24),
                                               True, "midtop")), *lines]
    size = min(u(44), rect.height // 2)  # (capitals: their height is the font's ascent)
    while size > u(24) and f.get(size, True).get_ascent() > y - rect.top - u(4):
        size -= 2
    if f.get(size, True).get_ascent() > y - rect.top - u(4) and len(values) == 2:
        return letters_beside(f, u, rect, code, values)
    title = code if f.width("WW", size, True) <= rect.width - u(8) else ct.letter
    return [Line(title, size, True, f.box(title, (rect.centerx, rect.top + u(4)), size, True,
                                          "midtop")), *lines]


def letters_beside(f: Fonts, u: Scale, rect: pygame.Rect, title: str, values: list[str]
                   ) -> list[Line]:
    """A card too low for its letters over its two values (a table seat's card on a
    1080p screen, where the smallest text is drawn larger than the table's scale: "AC"
    was drawn over "\u25b7-1"): the values stacked on the right, the letters centred in
    the room left of any card's values (their box: it holds any card's letters), as large
    as that room allows, the letter alone where the two do not fit."""
    right, mid = rect.right - u(5), rect.centery
    widest = max(f.width(f"{PLAY_SYMBOL}+0", u(24)), f.width(f"{HELD_SYMBOL}+0", u(24)))
    area = pygame.Rect(rect.left + u(5), rect.top + u(4), rect.width - widest - u(14),
                       rect.height - u(8))
    if f.width(title, u(24), True) > area.width:
        title = title[1:]
    size = next((s for s in range(u(44), u(24), -2) if f.width(title, s, True) <= area.width
                 and f.get(s, True).get_ascent() <= area.height), u(24))
    lines = [Line(title, size, True, area)]
    for text, anchor in zip(values, ("bottomright", "topright"), strict=True):
        lines.append(Line(text, u(24), False, f.box(text, (right, mid), u(24), False, anchor)))
    return lines


def deck_name(f: Fonts, u: Scale, rect: pygame.Rect, ct: CardType) -> str | None:
    """A hand card's deck and letter in words ("ALERT D", else "WARN. D"), None where
    neither fits the card's width at the values' size (bold)."""
    for name in (ct.name, f"{ct.deck[:4]}. {ct.letter}"):
        if f.width(name, u(24), True) <= rect.width - u(12):
            return name
    return None


def face_words(f: Fonts, u: Scale, rect: pygame.Rect, named: bool = False
               ) -> tuple[pygame.Rect, ...]:
    """Where any Action Card face up in ``rect`` writes (the widest letters and values):
    a focus ring beside the card passes under them."""
    widest = CardType("WARNING" if named else "W", "W", 1, 0, 0, "", "")
    return tuple(line.box for line in face_lines(f, u, rect, widest, named))


def face_up(surface: pygame.Surface, app: App, u: Scale, rect: pygame.Rect, ct: CardType, *,
            selected: bool = False, enabled: bool = True, named: bool = False) -> None:
    """The Action Card ``ct`` face up: deck colour frame, its letter, its two VP values."""
    t, f = app.theme, app.fonts
    frame = DECK_COLOURS.get(ct.deck, (200, 200, 200))
    pygame.draw.rect(surface, CARD_FACE if enabled else CARD_FACE_OFF, rect,
                     border_radius=u(10))
    pygame.draw.rect(surface, frame, rect, u(4), border_radius=u(10))
    ink = t.c("text") if enabled else t.c("text_dim")
    for n, line in enumerate(face_lines(f, u, rect, ct, named)):
        f.draw(surface, line.text, line.box.center, line.size,
               frame if n == 0 and enabled else ink, line.bold, "center")
    if selected:
        pygame.draw.rect(surface, SELECTED, rect.inflate(u(8), u(8)), u(5), border_radius=u(12))


@dataclass(frozen=True)
class DeckPlace:
    """Where a deck's section draws: its band (its name, and its count where there is no
    ``pile``), its open card (the tap area), the face-down pile with its count (a
    monitor's), the areas the open card's text flows through (beside the card, then
    below it: a table's) at ``size``, and whether the whole text goes in at that size."""

    band: pygame.Rect
    card: pygame.Rect
    pile: pygame.Rect | None = None
    areas: tuple[pygame.Rect, ...] = ()
    size: int = 0
    whole: bool = True


def pile_words(f: Fonts, u: Scale, pile: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a face-down pile writes its count (a number as wide as "000") and "left"."""
    return (f.box("000", (pile.centerx, pile.centery - u(12)), u(40), True, "center"),
            f.box("left", (pile.centerx, pile.bottom - u(4)), u(24), False, "midbottom"))


def paint_deck(surface: pygame.Surface, app: App, u: Scale, deck: str, place: DeckPlace,
               st: EscapeState, takes: set[str], selected: str | None, floor: int = 0
               ) -> None:
    """A deck's section at ``place``: its band, its pile, its open card (ringed where it
    may be taken, ``takes``) and the card's text; "not used" in the 2-player variant that
    plays without cards. The band's words are drawn smaller down to ``floor`` (a table's
    smallest text) where they are too long, then cut."""
    t, f = app.theme, floor_fonts(app.fonts, floor)
    colour, band, card, pile = DECK_COLOURS[deck], place.band, place.card, place.pile
    pygame.draw.rect(surface, colour, band, border_radius=u(8))
    label = deck if pile is not None or st.no_cards else f"{deck} \u00b7 " \
        f"{len(st.decks[deck])} left"
    draw_fitted(f, surface, label, band.center, min(u(26), band.height - u(6)),
                band.width - u(12), floor, BAND_INK, True, "center")
    cid = None if st.no_cards else st.open.get(deck)
    if cid is None:
        body = card if pile is None or not st.no_cards else card.union(pile)
        pygame.draw.rect(surface, t.c("panel_border"), body, u(2), border_radius=u(8))
        f.draw(surface, "not used" if st.no_cards else "none", body.center, u(24),
               t.c("text_dim"), False, "center")
    if st.no_cards:
        return
    if pile is not None:
        pygame.draw.rect(surface, PILE, pile, border_radius=u(8))
        pygame.draw.rect(surface, colour, pile, u(3), border_radius=u(8))
        number, left = pile_words(f, u, pile)
        f.draw(surface, str(len(st.decks[deck])), number.center, u(40), t.c("text"), True,
               "center")
        f.draw(surface, "left", left.topleft, u(24), t.c("text_dim"))
    if cid is not None:
        ct = st.data.cards[cid]
        face_up(surface, app, u, card, ct, selected=selected == deck)
        for area, shown in flow_text(app.fonts, ct.text, place.areas, place.size)[0] \
                if place.areas else ():
            draw_lines(surface, app.fonts, shown, area.topleft, place.size, t.c("text"))
    if deck in takes:
        pygame.draw.rect(surface, MAY_CHOOSE, card.inflate(u(10), u(10)), u(5),
                         border_radius=u(12))


# ---------------------------------------------------------------------- a table's decks card

#: the face-up card's size in a section (1080p pixels), and the smaller sizes (shares of
#: it) tried, largest first, when its text needs the room
CARD_SIZE = (130, 110)
CARD_SHRINK = (1.0, 0.85, 0.7, 0.6)
#: the narrowest text column beside the card (1080p pixels); narrower, the text goes below
BESIDE_MIN = 110


#: deck layouts worked out, by (fonts, section, scale, floor, text): a text is
#: wrapped at several sizes and card sizes to find its place, once (see :func:`warm_decks`)
_PLACES: Kept[DeckPlace] = Kept(512)


def deck_place(f: Fonts, box: pygame.Rect, u: Scale, floor: int, text: str) -> DeckPlace:
    """The section ``box``'s layout for an open card with ``text`` (the VP values on one
    line on the card): the largest card at which the text goes whole at the floor or
    more, at the largest size that holds it; else the smallest card, the text at the
    floor (cut: the test says so). Worked out once per text and place."""
    return _PLACES.get((id(f), tuple(box), u(100), floor, text),
                       lambda: _deck_place(f, box, u, floor, text))


def _deck_place(f: Fonts, box: pygame.Rect, u: Scale, floor: int, text: str) -> DeckPlace:
    band = pygame.Rect(box.left, box.top, box.width, u(40))
    top = band.bottom + u(8)
    least = f.width(values_label(0, 0), u(24)) + u(10)  # the values line, never cut
    place = None
    for share in CARD_SHRINK:
        card = pygame.Rect(box.left, top, max(least, round(u(CARD_SIZE[0]) * share)),
                           round(u(CARD_SIZE[1]) * share))
        beside = pygame.Rect(card.right + u(12), card.top, box.right - card.right - u(12),
                             card.height)
        below = pygame.Rect(box.left, card.bottom + u(8), box.width,
                            box.bottom - card.bottom - u(8))
        areas = tuple(a for a in (beside, below) if a.width >= u(BESIDE_MIN) and a.height > 0)
        size = text_size(f, text, areas, u(24), floor)
        place = DeckPlace(band, card, None, areas, size, flow_text(f, text, areas, size)[1])
        if place.whole:
            return place
    assert place is not None
    return place


def deck_places(app: App, size: tuple[int, int], u: Scale, st: EscapeState, floor: int
                ) -> dict[str, DeckPlace]:
    """Each deck's section layout on a decks card of ``size`` for ``st``'s open cards."""
    out = {}
    for deck, box in zip(DECKS, split_card(size, len(DECKS), u), strict=True):
        cid = None if st.no_cards else st.open.get(deck)
        text = "" if cid is None else st.data.cards[cid].text
        out[deck] = deck_place(app.fonts, box, u, floor, text)
    return out


def decks_card(surface: pygame.Surface, app: App, u: Scale, st: EscapeState,
               takes: set[str], selected: str | None, floor: int = 0
               ) -> dict[str, DeckPlace]:
    """Both decks (:func:`paint_deck`: as the monitor's deck HUDs, with each open card's
    whole text and the count in the band). Returns where each
    deck's section drew (tests read whether a text was cut)."""
    paint_card_frame(surface, app, u, TURN_CARD_RADIUS)
    places = deck_places(app, surface.get_size(), u, st, floor)
    for deck, place in places.items():
        paint_deck(surface, app, u, deck, place, st, takes, selected, floor)
    return places


def warm_decks(app: App, sizes: Sequence[tuple[int, int]], u: Scale, st: EscapeState,
               floor: int) -> None:
    """Lay out every Action Card's text on a decks card of each of ``sizes`` and render
    its lines, as the screen opens: the first paint of a newly opened card then only
    copies them (wrapping a new text at several sizes was up to 5 ms of a 4K frame)."""
    f, ink = app.fonts, app.theme.c("text")
    for size in sizes:
        for deck, box in zip(DECKS, split_card(size, len(DECKS), u), strict=True):
            for ct in (c for c in st.data.cards.values() if c.deck == deck):
                place = deck_place(f, box, u, floor, ct.text)
                for _area, lines in flow_text(f, ct.text, place.areas, place.size)[0]:
                    for line in lines:
                        f.render(line, place.size, ink)
