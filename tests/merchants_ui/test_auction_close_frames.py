"""The frame in which an auction screen closes: the auction's result is a move of the play
screen below, so its board's repaint is painted ahead while the auction's last picture
stays up, and the play screen then shows exactly what a whole redraw shows (issue 12: no
frame over budget when the auction closes)."""

from __future__ import annotations

import pygame

from game.engine.auction.scene import AuctionScene
from tests.merchants_ui.test_new_player import auction_table


def test_the_auction_picture_stays_while_the_board_is_painted_ahead(app):
    s, t = auction_table(app)
    play = app.top
    play.ahead_frames = 3  # the closing frame and the key's release frame keep it
    t.frames(2)
    scene = t.auction_scene()
    human = next(seat for seat, info in scene.panel.seats.items() if not info.is_bot)
    pictures: list[bytes] = []
    frames = t.frames

    def recorded(n: int) -> None:
        for _ in range(n):
            if isinstance(app.top, AuctionScene):
                pictures.append(pygame.image.tobytes(app.canvas, "RGB"))
            frames(1)

    t.frames = recorded
    moves = len(s.log)
    t.auction({human: 30})
    t.frames = frames
    assert app.top is play and len(s.log) > moves  # the auction's result was played
    # the frame of the result and the next keep the auction's last picture
    assert pygame.image.tobytes(app.canvas, "RGB") == pictures[-1]
    assert app.changed_rects == []
    t.frames(2)
    shown = pygame.image.tobytes(app.canvas, "RGB")
    assert shown != pictures[-1]
    app.dirty = True  # a whole redraw of the same moment shows the same
    t.frames(1)
    assert pygame.image.tobytes(app.canvas, "RGB") == shown
