"""At a table the auction screen paints one panel whole a frame, and the price's start
changes the centre card and every human's panel at once (the hint "Keep holding" becomes
"Let go to bid"): the panels left to the next frames showed the lead-in's last count and
"Keep holding" for up to three frames. Their changed lines and number boxes are painted
at once (cheap), so the first running frame shows running panels."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.core.auction import Phase
from game.engine.auction.keep import paint_number_box, paint_seat_panel
from game.engine.auction.overlay import AuctionOverlay, AuctionSeat
from game.engine.auction.panel import paint_words_change
from game.engine.auction.render import DIM, TEXT
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
    assert scene.panel.shown_picture() == scene.panel.picture_key(), \
        "every panel is shown as it is now"
    expected = pygame.Surface(app.canvas.get_size())
    for place, info in zip(places, infos, strict=True):
        paint_seat_panel(expected, place, info, scene.panel.fonts, scene.panel.unit)
        area = place.rect
        differ = [(x, y) for x in range(area.left, area.right, 3)
                  for y in range(area.top, area.bottom, 3)
                  if app.canvas.get_at((x, y)) != expected.get_at((x, y))]
        assert not differ, f"seat {place.seat}'s panel is not the running one"


def test_a_panel_whose_words_alone_changed_is_repainted_as_a_whole_paint_makes_it(app):
    """The lines that changed are painted again over the panel's last picture, and the
    panel is then the very pixels a whole paint gives; a panel whose look changed (its
    border: a seat let go) is left to the whole paint."""
    now = [0.0]
    ov = overlay(app, lambda: now[0])
    place = ov.layout.places[0]
    before = replace(ov.panel_info(place.seat), status_text="IN", hint="Keep holding",
                     number="1", number_colour=DIM)
    after = replace(before, hint="Let go to bid", number="20", number_colour=TEXT)
    surface = pygame.Surface(app.canvas.get_size())
    paint_seat_panel(surface, place, before, ov.fonts, ov.unit)
    painted = paint_words_change(surface, place, before, after, ov.fonts, ov.unit)
    assert painted and all(place.rect.contains(r) for r in painted)
    paint_number_box(surface, place, after, ov.fonts, ov.unit)
    whole = pygame.Surface(surface.get_size())
    paint_seat_panel(whole, place, after, ov.fonts, ov.unit)
    area = place.rect
    assert all(surface.get_at((x, y)) == whole.get_at((x, y))
               for x in range(area.left, area.right, 2) for y in range(area.top, area.bottom, 2))
    assert paint_words_change(surface, place, before, replace(after, held=not before.held),
                              ov.fonts, ov.unit) is None
