"""Andromeda Escape on a table: the decks turn card, both Action Card decks with their open
cards and each open card's whole text (drawn upright at the canvas's scale, ``u``).

The card is split between the two decks, each section as tall as the card allows (side by
side on a card turned a quarter, which is wide and short). In a section: a band with the
deck's name and cards left, the open card face up (its letter and VP values), its text
beside it and below it. Every open card's text is shown whole, never cut: at the largest
size down to the table's smallest text (``floor``) that holds it, with the face-up card made
smaller where the text needs the room (tests/escape_ui/test_table_cards.py checks every
card text at 32, 55 and 120 inches, the card facing each way).

Drawing and placing only; every function draws from the state it is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine.boardview.memo import Kept
from game.engine.boardview.textlines import flow_text, text_size
from game.engine.table.cardframe import TURN_CARD_RADIUS, Scale, paint_card_frame, split_card
from game.escape.view_decks import DECKS, DeckPlace, paint_deck, values_label

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.text import Fonts
    from game.escape.rules.state import EscapeState

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
    """Both decks (:func:`~game.escape.view_decks.paint_deck`: as the monitor's deck
    HUDs, with each open card's whole text and the count in the band). Returns where each
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
            for ct in st.data.cards.values():
                if ct.deck != deck:
                    continue
                place = deck_place(f, box, u, floor, ct.text)
                for _area, lines in flow_text(f, ct.text, place.areas, place.size)[0]:
                    for line in lines:
                        f.render(line, place.size, ink)
