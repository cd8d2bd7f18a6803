"""A focus ring stays whole at the screen's edge (session 25): a focused widget or board
target touching the edge (Merchants' small boards at the bottom, Pandorum's mats, a
Starship console) had the side of its ring that lay outside the screen cut off. Each ring
is drawn inside the widget on the sides where it would leave the screen."""

from __future__ import annotations

import pygame
import pytest

from game.engine.boardview.focusring import FocusTarget
from game.engine.widgets import BoardTarget, Button, Widget
from game.scenes.play import PlayScene
from game.screenshot import bot_session

SIZE = (400, 300)
EDGES = {"left": {"left": 0}, "right": {"right": SIZE[0]}, "top": {"top": 0},
         "bottom": {"bottom": SIZE[1]}}


def sides_shown(surface: pygame.Surface, rect: pygame.Rect, colour) -> set[str]:
    """The sides of ``rect`` on which the ring's ``colour`` shows: along the row and the
    column through its centre, left and right of it, above and below it."""
    colour = tuple(colour)[:3]
    w, h = surface.get_size()
    cx, cy = rect.center

    def has(points) -> bool:
        return any(tuple(surface.get_at(p))[:3] == colour for p in points)

    found = set()
    if has((x, cy) for x in range(0, cx - rect.width // 4)):
        found.add("left")
    if has((x, cy) for x in range(cx + rect.width // 4, w)):
        found.add("right")
    if has((cx, y) for y in range(0, cy - rect.height // 4)):
        found.add("top")
    if has((cx, y) for y in range(cy + rect.height // 4, h)):
        found.add("bottom")
    return found


def widgets(rect: pygame.Rect) -> list[Widget]:
    return [Button(rect, "Go", lambda: None), BoardTarget(rect, lambda: None, key="b"),
            BoardTarget(rect, lambda: None, key="r", round_=True),
            FocusTarget(rect, lambda: None, key="f"),
            FocusTarget(rect, lambda: None, key="fr", round_=True)]


@pytest.mark.parametrize("edge", EDGES)
def test_a_ring_at_the_screens_edge_shows_all_round(app, edge):
    rect = pygame.Rect(0, 0, 120, 90)
    rect.center = (SIZE[0] // 2, SIZE[1] // 2)
    for key, value in EDGES[edge].items():
        setattr(rect, key, value)
    colour = app.theme.c("focus")
    for widget in widgets(rect):
        surface = pygame.Surface(SIZE)
        widget.draw(surface, app, True)
        shown = sides_shown(surface, rect, colour)
        assert shown == {"left", "right", "top", "bottom"}, (type(widget).__name__, shown)


def test_a_ring_away_from_the_edge_is_where_it_was(app):
    rect = pygame.Rect(100, 80, 120, 90)
    colour = app.theme.c("focus")
    for widget in widgets(rect):
        surface = pygame.Surface(SIZE)
        widget.draw(surface, app, True)
        inside = surface.subsurface(rect.inflate(-4, -4))
        assert not any(tuple(inside.get_at((x, y)))[:3] == tuple(colour)[:3]
                       for x in range(inside.get_width()) for y in (inside.get_height() // 2,))


def test_merchants_small_boards_at_the_bottom_show_their_whole_ring(app):
    """Merchants' small boards stand at the screen's bottom edge: focused, the bottom of
    the ring shows under the board (it was below the screen)."""
    s = bot_session("merchants", 5, 4, 7, humans=1)
    app.push(PlayScene(app, s, autosave=False))
    for _ in range(400):
        app.step(1 / 60)
        thumbs = [w for w in app.top.view.widgets() if "thumb" in str(w.key)]
        if thumbs:
            break
    low = max(thumbs, key=lambda w: w.rect.bottom)
    assert low.rect.bottom > 1080 - 17  # the ring reaches past the edge
    app.top.set_focus(low)
    app.dirty = True
    canvas = app.draw()
    assert sides_shown(canvas, low.rect, app.theme.c("focus")) == {
        "left", "right", "top", "bottom"}
