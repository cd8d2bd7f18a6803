"""A seat area's title row reads its player's name whole (session 25): with four seats,
some holding refinery tags, "Hard bot 2" was cut to "Har…" in the room the tags left; the
tags now stand beside the consoles when the title row has no room for them."""

from __future__ import annotations

import pygame

from game.core.names import NAME_MAX_LEN
from game.core.session import Seat, Session
from game.scenes.play import PlayScene
from game.starship.bots import HeuristicBot
from game.starship.game import GAME
from game.starship.view import StarshipView
from game.starship.view_layout import Layout
from game.starship.view_seats import TITLE_SIZE, SeatPainter, draw_title
from tests.uidriver import COLOURS, BoardDriver

#: the longest names setup takes, one of them as wide as letters come
LONG_NAMES = ("Alexandra Horvat", "Hard bot 2", "W" * NAME_MAX_LEN, "Maximilian Smith")


def with_refineries(names: tuple[str, ...], refineries: int, seed: int = 5) -> Session:
    """A game of ``names`` played by bots until they hold ``refineries`` refinery cards
    between them, at seat 0's turn."""
    seats = [Seat(n, COLOURS[i], None if i == 0 else "heuristic") for i, n in enumerate(names)]
    s = Session.start(GAME, seats, seed, None)
    bots = [HeuristicBot(i, 100 + i) for i in range(len(names))]
    for _ in range(3000):
        held = sum(len(p["refineries"]) for p in s.state.players)
        if held >= refineries and 0 in s.state.pending_seats():
            return s
        seat = s.state.pending_seats()[0]
        s.apply(bots[seat].choose(s.state.view(seat)))
    raise AssertionError("no such position")


def test_every_name_reads_whole_beside_refinery_tags(app, monkeypatch):
    s = with_refineries(LONG_NAMES, 5)
    assert sum(1 for p in s.state.players if p["refineries"]) >= 3  # tags in most seats
    rendered: list[tuple[str, int]] = []
    real = app.fonts.render

    def spy(text, size, colour, bold=False):
        surface = real(text, size, colour, bold)
        rendered.append((text, surface.get_width()))
        return surface

    monkeypatch.setattr(app.fonts, "render", spy)
    app.push(PlayScene(app, s, autosave=False))
    BoardDriver(app).frames(2)
    view = app.top.view
    assert isinstance(view, StarshipView)
    titles = [text for text, _w in rendered if "\u2022" in text]
    for seat, name in enumerate(LONG_NAMES):
        where = "Dock \u2713" if s.state.players[seat]["waiting"] else (
            s.state.players[seat]["pos"].title())
        assert f"{name} \u2022 {where}" in titles, (name, titles)
    assert not [t for t in titles if "\u2026" in t]  # nothing cut


def test_a_title_squeezes_a_little_before_it_cuts(app, monkeypatch):
    shown: list[str] = []
    real = app.fonts.render
    monkeypatch.setattr(app.fonts, "render", lambda text, *a: shown.append(text) or real(
        text, *a))
    white = (255, 255, 255)

    def ink(name: str, width: int) -> tuple[int, pygame.Rect]:
        picture = pygame.Surface((800, 60), pygame.SRCALPHA)
        size = draw_title(picture, app.fonts, name, "Shipyard", (10, 5), width, white)
        return size, picture.get_bounding_rect()

    size, box = ink("W" * NAME_MAX_LEN, 420)  # at 24 px, squeezed, whole
    assert size == 24 and box.right <= 10 + 420 and shown[-1] == "W" * 16 + " \u2022 Shipyard"
    size, box = ink("Ann", 420)  # fits: as it is
    assert size == TITLE_SIZE and shown[-1] == "Ann \u2022 Shipyard"
    assert box.width >= app.fonts.width(shown[-1], TITLE_SIZE, True) - 6  # not squeezed
    _size, box = ink("W" * NAME_MAX_LEN, 200)  # no room at all: cut, the quadrant kept
    assert box.right <= 10 + 200 and shown[-1].endswith("\u2026 \u2022 Shipyard")


def test_the_tags_stand_beside_the_consoles_clear_of_them(app):
    """Five tags (every refinery) beside two consoles: in the seat's area, on none of its
    consoles; beside three wide consoles there is no room (the title row keeps them)."""
    s = with_refineries(LONG_NAMES, 5)
    app.push(PlayScene(app, s, autosave=False))
    BoardDriver(app).frames(2)
    view = app.top.view
    assert isinstance(view, StarshipView)
    painter = view.painter(app.canvas, 0, SeatPainter)
    assert isinstance(painter, SeatPainter)
    area = view.lay.seat_rects(len(LONG_NAMES))[1]
    two, three = (Layout.console_rects(area, n) for n in (2, 3))
    tags = ["Deu", "Ice", "Ice", "Co", "ACo"]
    boxes = painter.tags_aside(area, two, tags)
    assert boxes is not None and len(boxes) == 5
    for box in boxes:
        assert area.contains(box) and box.collidelist(two) < 0
        assert box.collidelist([b for b in boxes if b is not box]) < 0
    assert painter.tags_aside(area, three, tags) is None
    assert painter.tags_aside(area, [], tags) is None  # "No ships yet" stands there
