"""A table seat's first row: a credit change rises in the room kept after the credits,
never over "cr", the Local Space after it or the row's frame; the Local Space tokens
stand far enough apart that a chosen one's frame keeps clear of a lit neighbour's
(session 26: the "-8" rose by its height from the row and crossed "cr" and the frame; the
tokens were 6 px apart at a table, so the frames touched)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine.app import App
from game.scenes.table_play import TablePlayScene
from game.starship.view_motion import Floater
from tests.starship_ui.driver import session

SIZES = [((1920, 1080), 32.0), ((3840, 2160), 55.0)]


def table(size: tuple[int, int], diagonal: float, players: int, speed: float = 1.0
          ) -> tuple[App, TablePlayScene]:
    app = App(window=size, fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    app.settings.screen_diagonal = diagonal
    app.settings.animation_speed = speed
    app.settings.bot_delay = 0
    scene = TablePlayScene(app, session(players=players, humans=0, seed=5), autosave=False)
    app.push(scene)
    return app, scene


def row_words(scene: TablePlayScene, seat: int) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """``seat``'s first row in its panel (``in_panel``), and its credits' words and Local
    Space (label and tokens) in it."""
    view, area = scene.view, scene.parts[seat].game
    plan = view.seat_plan(seat, area)
    painter = view.seat_painter(pygame.Surface((1, 1)), seat, area)
    bold = painter.f.get(24, True)
    credits = f"{view.st.players[seat]['credits']} cr"
    end = plan.info.x + 4 + painter.info_w(seat) - 16
    w, h = bold.size(credits)
    words = [pygame.Rect(end - w, plan.info.centery - h // 2, w, h), plan.local, *plan.tokens]
    if plan.local.y > plan.info.y:  # two rows: the Local Space is the row below
        words = words[:1]
    return (view.in_panel(seat, area, plan.info),
            [view.in_panel(seat, area, r) for r in words])


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size,diagonal", SIZES)
def test_a_credit_change_rises_inside_its_row_clear_of_the_credits(size, diagonal, players):
    app, scene = table(size, diagonal, players)
    try:
        seen = 0
        for _ in range(1500):
            app.step(1 / 30)
            if app.top is not scene or seen >= 40:
                break
            for a in [a for a in scene.view.animations if isinstance(a, Floater)]:
                area = scene.parts[a.seat].game
                moving = scene.view.table_seat_moving(a.seat, area)
                if not moving:
                    continue
                row, words = row_words(scene, a.seat)
                for rect, _picture in moving:
                    assert row.contains(rect), (players, a.seat, a.text, rect, row)
                    assert rect.collidelist(words) == -1, (players, a.seat, a.text, rect,
                                                           words)
                    seen += 1
        assert seen >= 10
    finally:
        app.close()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size,diagonal", SIZES)
def test_a_chosen_local_token_frame_keeps_clear_of_its_lit_neighbours_at_a_table(
        size, diagonal, players):
    """As on a monitor (test_view): a selected token's frame is ``inflate(8, 8)``, a lit
    one's ``inflate(6, 6)``, both in the seat's drawing, where the plan's tokens are."""
    app, scene = table(size, diagonal, players, speed=0.0)
    try:
        view = scene.view
        for seat, count in itertools.product(range(players), range(2, 8)):
            view.st.players[seat]["local"] = list(range(count))
            view.version += 1  # (a new position: the plan is worked out again)
            tokens = view.seat_plan(seat, scene.parts[seat].game).tokens
            assert len(tokens) == count + len(view.st.players[seat]["id_card"])
            for a, b in itertools.pairwise(tokens):
                if a.y == b.y:
                    assert not a.inflate(8, 8).colliderect(b.inflate(6, 6)), (seat, count)
    finally:
        app.close()
