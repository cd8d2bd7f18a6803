"""The auction screen at a table opens in steps: its first picture is painted a piece a
frame while the window keeps the table's last one, then shown whole, and it is the picture
a whole draw makes (a whole 4K auction screen at once took 11-18 ms)."""

from __future__ import annotations

import pygame

from game.core.auction import Phase
from game.engine.auction.overlay import AuctionOverlay, AuctionSeat
from game.engine.auction.scene import TableAuctionScene


def overlay(app, clock):
    seats = []
    for i, colour in enumerate(("red", "blue", "yellow", "green", "purple")):
        look = app.theme.player(colour)
        seats.append(AuctionSeat(i, f"Player {i + 1}", look.rgb, look.letter, look.text,
                                 key=None, bot_max=6 + i))
    return AuctionOverlay(seats, money={i: 30 + i for i in range(5)}, seed=3, fonts=app.fonts,
                          clock=clock, size=app.screen.get_size(), touch_first=True)


def test_the_first_picture_is_painted_a_piece_a_frame_then_shown_whole(app):
    now = [0.0]
    scene = TableAuctionScene(app, overlay(app, lambda: now[0]))
    app.canvas.fill((1, 2, 3))
    app.push(scene)
    pieces = 2 + len(scene.panel.layout.places)  # background, centre, each panel
    for _ in range(pieces - 1):
        app.step(1 / 60)
        assert app.changed_rects == [], "the window keeps its last picture"
    app.step(1 / 60)
    assert app.changed_rects is None, "then the whole picture is shown"
    shown = app.canvas.copy()
    whole = pygame.Surface(app.canvas.get_size())
    overlay(app, lambda: now[0]).draw(whole)
    assert shown.get_size() == whole.get_size()
    differ = [(x, y) for x in range(0, whole.get_width(), 5)
              for y in range(0, whole.get_height(), 5)
              if shown.get_at((x, y)) != whole.get_at((x, y))]
    assert not differ, f"{len(differ)} sampled pixels differ from a whole draw"
    app.step(1 / 60)
    assert app.changed_rects == [], "nothing changed: nothing drawn"


def test_one_panel_or_the_centre_at_most_is_painted_whole_in_a_frame(app):
    now = [0.0]
    scene = TableAuctionScene(app, overlay(app, lambda: now[0]))
    app.push(scene)
    for _ in range(10):
        app.step(1 / 60)
    places = [p.rect for p in scene.panel.layout.places]
    centre = scene.panel.layout.centre
    for seat in scene.panel.money:  # every panel changes at once
        scene.panel.money[seat] += 5
    scene.panel.auction.phase = Phase.PAUSED  # and the centre card's words
    painted = []
    for _ in range(7):
        app.changed_rects = []  # (a frame with nothing to draw leaves it as it was)
        app.step(1 / 60)
        painted.append([r for r in app.changed_rects or [] if r in places or r == centre])
    # the two panels sharing the bottom edge (five seats) have no number box: only their
    # money changed, a line of words repainted in the first frame; the three others lost
    # their count's box (laid out anew): painted whole, one a frame
    assert [len(p) for p in painted] == [1, 1, 1, 1, 0, 0, 0]
    assert painted[0] == [centre], "the centre first, then a panel a frame"
    shown = app.canvas.copy()
    whole = pygame.Surface(app.canvas.get_size())
    again = overlay(app, lambda: now[0])
    again.money = dict(scene.panel.money)
    again.auction.phase = Phase.PAUSED
    again.draw(whole)
    assert all(shown.get_at(r.center) == whole.get_at(r.center) for r in places)
    assert all(shown.get_at((x, y)) == whole.get_at((x, y))
               for x in range(0, whole.get_width(), 7) for y in range(0, whole.get_height(), 7))
