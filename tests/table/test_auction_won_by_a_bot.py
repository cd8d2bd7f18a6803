"""A real-time auction at a table with a human in it, won by a bot: its bid is played and
the game goes on (it was refused as "not your turn" at a table, whose seats that decide
are the humans, and the same auction opened again and again: seen playing Merchants in a
real window, tests/table/realwindow_play.py)."""

from __future__ import annotations

import pygame

from game.engine.auction.scene import AuctionScene
from game.merchants.rules.actions import Bid
from game.merchants.view_auction import in_auction
from game.scenes.table_play import TablePlayScene
from tests.merchants_ui.conftest import FakeClock
from tests.merchants_ui.test_table_game import start


def test_a_bot_that_wins_an_auction_at_a_table_has_its_bid_played(app):
    clock = FakeClock()
    # one human (Ann) and three bots; play on to the first auction Ann is in
    s, fingers = start(app, clock, players=4, humans=1, seed=3,
                       until=lambda st: in_auction(st) and 0 in st.auction_eligible
                       and len(st.auction_eligible) > 1)
    view = next(sc for sc in app.stack if isinstance(sc, TablePlayScene)).view
    fingers.frames(3)
    assert isinstance(app.top, AuctionScene)
    overlay = app.top.panel
    logo = overlay.layout.place(0).rect.center
    finger = fingers.new_finger()
    fingers.auction_post(pygame.FINGERDOWN, finger, logo)  # Ann holds to the end
    n = len(s.log)
    for _ in range(600):
        if not isinstance(app.top, AuctionScene):
            break
        clock.t += 1.0
        fingers.frames(1)
    fingers._post(pygame.FINGERUP, finger, logo)  # let go after the auction: no bid
    fingers.frames(1)
    result = view.auction.results[-1]
    assert result.winner not in (None, 0), result  # a bot let go first: it bought the lot
    bids = [e.action for e in s.log[n:] if isinstance(e.action, Bid)]
    assert bids and bids[-1] == Bid(result.winner, result.price), (bids, result)
    assert "It is not your turn." not in app.toasts.history
