"""The zoomed board's turn card at a 4K table is drawn from the board's kept static picture
(made once per board and placement) plus the state's part: the same pixels as the card
drawn in one go, for every board, all game long (issue 13: the card's repaint after an
action was 2 ms at 4K, half of it the board's static frame, links and words); the static
pictures are made as the screen opens, not in a frame of play."""

from __future__ import annotations

import pygame

from game.merchants import view_draw, view_table
from game.merchants.view_layout import BOARD_ORDER
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session


def card(view, board: str, size: tuple[int, int]) -> bytes:
    state = view.public()
    targets, selected = view.marks()
    surface = pygame.Surface(size)
    view.paint_board_card(board, state, targets[board], selected[board], surface)
    return pygame.image.tobytes(surface, "RGB")


def test_the_board_card_from_kept_static_pictures_matches_one_drawn_in_one_go(
        app, monkeypatch):
    session = bot_session("merchants", 5, 5, moves=0, humans=0, level="random")
    scene = TablePlayScene(app, session, size=(3840, 2160), autosave=False)
    # the test plays the moves: the screen's own (instant) bots would play as many as 30
    # ms of its first frame allow, on a fast machine to the end of the game
    app.settings.bot_delay = 1000.0
    app.push(scene)
    app.step(1 / 60)  # the screen opens: every board's static picture is made
    view = scene.view
    size = view.lay.main.size
    one_go = view_table.draw_board

    def without_kept(surface, place, m, state, ctx, under=None):
        one_go(surface, place, m, state, ctx)

    parts: list[str] = []
    draw_part = view_draw._draw_board

    def recorded(surface, place, m, state, ctx):
        parts.append(ctx.part)
        draw_part(surface, place, m, state, ctx)

    monkeypatch.setattr(view_draw, "_draw_board", recorded)
    checked = 0
    for step in range(160):
        if session.state.is_over:
            break
        seat = session.state.pending_seats()[0]
        view.on_events(session.apply(session.bot_action(seat)))
        if step % 9:
            continue
        for board in BOARD_ORDER:
            parts.clear()
            kept = card(view, board, size)
            assert parts == ["state"], "only the state's part is drawn over the picture"
            with monkeypatch.context() as m:
                m.setattr(view_table, "draw_board", without_kept)
                whole = card(view, board, size)
            assert kept == whole, f"the {board} card differs after action {step}"
            checked += 1
    assert checked >= 40
