"""At a table the auction screen paints one panel whole a frame, and the price's start
changes the centre card and every human's panel at once (the hint "Keep holding" becomes
"Let go to bid"): the panels left to the next frames still show their number as it is
now, the price and not the lead-in's last count."""

from __future__ import annotations

import pygame

from game.core.auction import Phase
from game.engine.auction.keep import paint_number_box
from game.engine.auction.overlay import AuctionOverlay, AuctionSeat
from game.engine.auction.panel import number_area
from game.engine.auction.scene import TableAuctionScene

KEYS = (pygame.K_a, pygame.K_g, pygame.K_l)


def overlay(app, clock) -> AuctionOverlay:
    """Three humans holding keys and two bots, each seat with a number box."""
    seats = []
    for i, colour in enumerate(("red", "blue", "yellow", "green")):
        look = app.theme.player(colour)
        human = i < len(KEYS)
        seats.append(AuctionSeat(i, f"Player {i + 1}", look.rgb, look.letter, look.text,
                                 key=KEYS[i] if human else None,
                                 bot_max=None if human else 9))
    return AuctionOverlay(seats, money={i: 30 for i in range(4)}, seed=3, fonts=app.fonts,
                          clock=clock, size=app.screen.get_size(), touch_first=True)


def test_the_first_running_frame_shows_the_price_on_every_panel(app):
    now = [0.0]
    scene = TableAuctionScene(app, overlay(app, lambda: now[0]))
    app.push(scene)
    for key in KEYS:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, scancode=0,
                                             unicode=""))
    auction = scene.panel.auction
    seen = set()
    while auction.phase is not Phase.RUNNING:
        assert now[0] < 10, "the lead-in never ended"
        seen.add(auction.phase)
        now[0] += 1 / 60
        app.step(1 / 60)
    assert Phase.LEAD_IN in seen, "frames were drawn during the lead-in"
    places = scene.panel.layout.places
    infos = [scene.panel.panel_info(place.seat) for place in places]
    assert {info.number for info in infos} == {"20"}
    assert {info.hint for info in infos[:len(KEYS)]} == {"Let go to bid"}
    assert scene.panel.shown_picture() != scene.panel.picture_key(), \
        "panels left to the next frames (else this test shows nothing)"
    expected = pygame.Surface(app.canvas.get_size())
    for place, info in zip(places, infos, strict=True):
        area = number_area(place, scene.panel.unit)
        assert area is not None
        paint_number_box(expected, place, info, scene.panel.fonts, scene.panel.unit)
        differ = [(x, y) for x in range(area.left, area.right, 3)
                  for y in range(area.top, area.bottom, 3)
                  if app.canvas.get_at((x, y)) != expected.get_at((x, y))]
        assert not differ, f"seat {place.seat}'s number box does not show 20"
