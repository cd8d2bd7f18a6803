"""``python -m game screenshot merchants --auction``: the picture of Merchants' auction
screen open (on a monitor, or with ``--table`` at a table at the picture's size).

The game is played by its bots (seeded) through ``--moves`` moves, then on to the first
auction with a human seat in it (:func:`game.merchants.auction_shot.to_auction`), and the
screen is opened there with every human holding and the price at 17
(:func:`game.merchants.auction_shot.open_auction`). On a monitor seat 1 is the human
(the others bots); at a table every seat is a person.
"""

from __future__ import annotations

import os
from pathlib import Path


def render_auction(target: str, out: Path, size: tuple[int, int] = (1920, 1080),
                   seed: int = 1, players: int | None = None, moves: int = 0,
                   board: str | None = None, table: bool = False,
                   at: str | None = None, diagonal: float | None = None) -> None:
    """Write the auction screen's picture to ``out`` (the options as
    :func:`game.screenshot.render`'s); ValueError naming the problem when the target is
    not Merchants, ``at`` is given (the auction is the step played to) or no auction
    with a human in it comes."""
    if target != "merchants":
        raise ValueError(f"--auction shows the merchants auction screen, not {target!r}")
    if at is not None:
        raise ValueError("--auction plays on to the first auction itself: leave out --at")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.core.catalogue import get_game
    from game.core.session import Seat, Session
    from game.engine.app import App
    from game.merchants.auction_shot import open_auction, to_auction
    from game.scenes.play import PlayScene
    from game.scenes.table_play import TablePlayScene
    from game.screenshot import bot_session

    game = get_game(target)
    n = players if players is not None else (game.max_players if table else game.min_players)
    session = bot_session(target, seed, n, moves, humans=n if table else 1, board=board)
    bots = [Seat(s.name, s.colour, game.default_bot_level) for s in session.seats]
    to_auction(session, Session(game, bots, seed, session.options, session.state))
    wanted = (int(size[0]), int(size[1]))
    window = wanted if table else (1920, 1080)
    app = App(window=window, fullscreen=False, save_settings=False)
    try:
        if table:
            app.settings.table_mode = True
            if diagonal is not None:
                app.settings.screen_diagonal = diagonal
            play: PlayScene = TablePlayScene(app, session, size=window, autosave=False)
        else:
            play = PlayScene(app, session, autosave=False)
        app.push(play)
        open_auction(app, play)
        canvas = app.draw()
        image = canvas if canvas.get_size() == wanted else pygame.transform.smoothscale(
            canvas, wanted)
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(image, str(out))
    finally:
        app.close()
