"""The auction screen names what is up for auction while players gather and bid."""

from __future__ import annotations

import pygame

from game.engine.auction.overlay import AuctionOverlay, AuctionSeat


def test_caption_names_the_lot_until_the_result():
    now = [0.0]
    seats = [AuctionSeat(0, "Ann", (230, 90, 30), "R", key=pygame.K_LSHIFT),
             AuctionSeat(1, "Bob", (40, 120, 220), "B", key=pygame.K_LCTRL)]
    overlay = AuctionOverlay(seats, money={0: 30, 1: 30}, clock=lambda: now[0],
                             lot="a Station card")
    caption, big, _ = overlay.centre_text()
    assert caption.startswith("Up for auction: a Station card.") and big == "HOLD"
    plain = AuctionOverlay(seats, money={0: 30, 1: 30}, clock=lambda: now[0])
    assert "Up for auction" not in plain.centre_text()[0]
