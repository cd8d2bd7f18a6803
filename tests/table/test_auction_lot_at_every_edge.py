"""Every seat at a table reads what is up for auction and the price from its own edge
(found at session 27's five-seat table game by fingers: the lot was drawn for the long
edges only, in the centre card's caption, upright and turned over). A seat at a short
edge reads its price on its own panel and the lot at the end of the centre card toward
it, turned as its panel is; the card's caption and big price keep clear of the ends."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import Seat, Session
from game.engine.auction import ends, render
from game.engine.auction.ends import END_LINES, end_pieces, end_place, words_area
from game.engine.auction.keep import forget
from game.merchants.auction_shot import SHOT_PRICE, open_auction, to_auction
from game.merchants.view_auction import auction_lot
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.table.drawn_lines import rendered
from tests.table.test_text_sizes import table_app


@pytest.mark.parametrize("size, players", [((1920, 1080), 5), ((3840, 2160), 3),
                                           ((3840, 2160), 4), ((3840, 2160), 5)])
def test_a_seat_at_a_short_edge_reads_the_lot_and_the_price_facing_it(size, players,
                                                                       monkeypatch):
    app = table_app(size, 55)
    try:
        session = bot_session("merchants", 3, players, 0, humans=players)
        bots = [Seat(s.name, s.colour, "heuristic") for s in session.seats]
        to_auction(session, Session(session.game, bots, 3, session.options, session.state))
        lot = auction_lot(session.state)
        play = TablePlayScene(app, session, size=size, autosave=False)
        app.push(play)
        open_auction(app, play)
        overlay = app.top.panel
        render.pieces(overlay.fonts).clear()  # drawn afresh: every word rendered now
        forget(overlay.fonts)
        at_ends: dict[str, list[str]] = {}  # the lines each end's words rendered
        real = ends._upright

        def noted(fonts, words, place, unit):
            with monkeypatch.context() as patch:
                lines = rendered(patch)
                picture = real(fonts, words, place, unit)
            at_ends[place.side] = [text for text, _size in lines]
            return picture

        monkeypatch.setattr(ends, "_upright", noted)
        overlay.draw(app.canvas)
        card = overlay.layout.centre
        sides = {p.side for p in overlay.layout.places}
        assert {"left", "right"} <= sides  # the table seats someone at both short edges
        assert set(overlay.ends) == {"left", "right"}
        placed = dict(zip(overlay.ends, end_pieces(overlay.fonts, card, lot, overlay.ends,
                                                   overlay.unit), strict=True))
        for place in overlay.layout.places:
            info = overlay.panel_info(place.seat)
            if place.side not in ("left", "right"):
                continue
            # its price on its own panel, turned to it
            assert info.number == str(SHOT_PRICE)
            # the lot at the card's end toward it, whole, on at most three lines
            end = end_place(card, place.side, overlay.unit)
            piece, at = placed[place.side]
            assert pygame.Rect(at, piece.get_size()) == end.rect and card.contains(end.rect)
            assert end.angle == place.angle  # turned as its panel is
            nearer = end.rect.left == card.left if place.side == "left" else (
                end.rect.right == card.right)
            assert nearer, place.side
            lines = at_ends[place.side]
            assert " ".join(lines).split() == f"Up for auction: {lot}".split(), lines
            assert 1 < len(lines) <= END_LINES
        # the caption and the big price keep off the ends
        inner = words_area(card, overlay.ends, overlay.unit)
        caption, big, colour = overlay.centre_text()
        for area in render.big_areas(overlay.fonts, inner, caption, big, colour,
                                     overlay.unit):
            assert inner.contains(area)
        for side in overlay.ends:
            assert not inner.colliderect(end_place(card, side, overlay.unit).rect)
    finally:
        app.close()


def test_the_long_edges_caption_keeps_every_waiting_name_beside_the_ends():
    """The ends narrow the caption: the longest lot with five names still to hold goes on
    three lines whole at a 1080p table (two cut the names off: "Waiting fo…")."""
    from game.engine.auction.overlay import AuctionOverlay, AuctionSeat
    from game.engine.tablesetup import TableSizes
    from game.engine.text import Fonts

    pygame.init()
    sides = ("bottom", "bottom", "left", "top", "right")
    names = ("Annabelle", "Bob", "Cleo", "Dev", "Eli")
    seats = [AuctionSeat(s, name, (200, 60, 60), name[0], key=pygame.K_a + s, side=side)
             for s, (name, side) in enumerate(zip(names, sides, strict=True))]
    lot = ("the Explore & Defend card (claim 1 planet tile and defend 1 lane, produce 1 "
           "crystal)")
    overlay = AuctionOverlay(seats, clock=lambda: 100.0, fonts=Fonts(),
                             table=TableSizes((1920, 1080), 55), lot=lot, touch_first=True,
                             ends=("left", "right"))
    caption = overlay.centre_text()[0]
    assert caption.endswith("Waiting for " + ", ".join(names))
    width = overlay.words_area.width - 60
    lines = overlay.fonts.wrap(caption, 24, width)
    assert len(lines) == 3
    picture = render.caption_surface(overlay.fonts, caption, width)
    assert picture.get_height() == 3 * overlay.fonts.get(24).get_height()
    assert picture.get_height() in render.caption_heights(overlay.fonts)
