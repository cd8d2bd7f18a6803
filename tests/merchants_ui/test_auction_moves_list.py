"""The Moves list in an auction (the keyboard player's way to bid, without the clock): the
secret bids on one page, the rule said once above a grid of prices, played by posted
keys alone."""

from __future__ import annotations

import pygame

from game.engine.auction.scene import AuctionScene
from game.merchants.rules.actions import Bid, NoBid, SealedBid
from game.scenes.play_chrome import BOARD
from tests.merchants_ui.driver import Table, session
from tests.merchants_ui.test_auction_view import advance_to_auction


def open_the_list_by_keys(app, clock) -> tuple[object, Table]:
    """An auction with the board in view for a look (so the clock has not opened), then
    Tab to "Moves" and Enter."""
    s = session(players=3, humans=1, seed=11)
    advance_to_auction(s)
    t = Table(app, clock)
    t.start(s)
    t.view.auction.look_seconds = 30.0
    t.frames(1)
    for _ in range(len(t.play.widgets) + 1):
        if t.play.focus is not None and t.play.focus.key == "moves":
            break
        t.key(pygame.K_TAB)
    t.key(pygame.K_RETURN)
    assert t.play.show_moves
    t.frames(2)
    assert not isinstance(app.top, AuctionScene)
    return s, t


def price_buttons(t: Table) -> list:
    return [w for w in t.play.widgets if isinstance(w.key, tuple) and w.key[0] == "action"]


def test_the_auction_moves_list_is_one_page_of_prices_under_one_heading(app, clock):
    s, t = open_the_list_by_keys(app, clock)
    buttons = price_buttons(t)
    sealed = [a for a in s.state.legal_actions(0) if isinstance(a, SealedBid)]
    assert [b.label for b in buttons] == ["No bid", *(str(p) for p in range(6, 21))]
    assert len(sealed) == 16
    assert len(buttons) == 16  # 20 down to 6, and no bid: all on the one page
    assert t.widget_rect("next-page") is None and t.widget_rect("prev-page") is None
    assert all(BOARD.contains(b.rect) for b in buttons)
    assert len({b.rect.top for b in buttons}) == 2  # two rows of eight
    # the rule is said once, above the prices; no clock move ("first to let go") is offered
    lines = [text for text, _ in t.play.moves._lines]
    assert any("secret highest bid" in line for line in lines)
    offered = {a for a in s.state.legal_actions(0)
               if ("action", s.state.legal_actions(0).index(a)) in t.widget_keys()}
    assert not any(isinstance(a, (Bid, NoBid)) for a in offered)


def test_a_price_is_bid_by_tab_arrows_and_enter(app, clock):
    s, t = open_the_list_by_keys(app, clock)
    # "Moves" pressed by keys hands the focus to the list's first button, "No bid"
    assert getattr(t.play.focus, "label", "") == "No bid"
    for key in (pygame.K_DOWN, pygame.K_RIGHT):
        t.key(key)
    assert t.play.focus.label == "14"  # the second row starts at 13
    frame = s.state.pending[-1]
    bots = {int(seat): price for seat, price in frame["sealed"].items()}
    assert sorted(bots) == [1, 2] and max(bots.values()) < 14  # given during the look
    n = len(s.log)
    t.key(pygame.K_RETURN)
    assert s.log[n].action == SealedBid(0, 14)
    won = [ev for ev in s.log[n].events if ev.kind == "auction_won"]
    assert len(won) == 1 and won[0].seat == 0 and won[0].data["price"] == 14
    assert s.state.money[0] == 35 - 14
    assert not isinstance(app.top, AuctionScene)
