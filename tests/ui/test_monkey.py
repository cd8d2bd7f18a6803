"""A monkey at every board: seeded random input (clicks and taps anywhere and on the
screen's widgets, two fingers at once, drags, the wheel, and the keys a player uses: Tab,
Shift+Tab, arrows, Enter, Space, Backspace for undo, M for the move list) posted as real
pygame events into each game's play scene, on the monitor and at a table, with two human
seats and bots in the rest.

Whatever the monkey does, nothing may raise, and the game stays the game: the seed and
the action log it left rebuild exactly the state on the board (what a save relies on).
The monkey must also have got somewhere: human moves were made, so the test cannot pass
by clicking nothing. ANDROMEDA_FUZZ_SEEDS scales the games (default 20: 3 games of
150 events each, a player count each in turn)."""

from __future__ import annotations

import json
import os
import random

import pygame
import pytest

from game.core import catalogue
from game.core.session import PLAYER_COLOURS, Seat, Session
from game.engine.scene import Scene
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from game.scenes.table_play import TablePlayScene
from tests.table.test_text_sizes import table_app
from tests.ui.conftest import Driver

#: games per test (a player count each, in turn) and events per game
ROUNDS = max(2, int(os.environ.get("ANDROMEDA_FUZZ_SEEDS", "20")) // 6)
EVENTS = 150
KEYS = (pygame.K_TAB, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_RETURN, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_m)


def finger(kind: int, fid: int, pos: tuple[int, int], size: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(
        kind, touch_id=1, finger_id=fid, x=pos[0] / size[0], y=pos[1] / size[1],
        dx=0.0, dy=0.0, pressure=1.0))


def spot(rng: random.Random, scene: Scene, size: tuple[int, int]) -> tuple[int, int]:
    """Somewhere to press: one of the top screen's widgets (a board target, a button, a
    pass-the-device cover's) or a table's tap spots half the time, else anywhere."""
    rects = [w.rect for w in scene.widgets if w.visible and w.key != "menu"]
    if isinstance(scene, TablePlayScene):  # the table's tap spots: seats' cards, the board
        rects += [s.rect for s in scene.spots() if s.key != "menu"]
    if rects and rng.random() < 0.5:
        rect = rng.choice(rects)
        return (rng.randint(rect.left, max(rect.left, rect.right - 1)),
                rng.randint(rect.top, max(rect.top, rect.bottom - 1)))
    return rng.randrange(size[0]), rng.randrange(size[1])


def poke(rng: random.Random, drive: Driver, keys: bool) -> None:
    """One random thing a player (or a toddler) does; ``keys``: a keyboard is there (not
    at a table, where a tap takes the keys' share)."""
    size, scene = drive.app.screen.get_size(), drive.app.top
    roll = rng.random()
    if roll < 0.35 or (roll < 0.55 and not keys):
        drive.click(spot(rng, scene, size))
    elif roll < 0.55:
        mod = pygame.KMOD_SHIFT if rng.random() < 0.2 else 0
        drive.key(rng.choice(KEYS), mod)
    elif roll < 0.75:  # a tap, or two fingers down at once and lifted in either order
        fingers = [(fid, spot(rng, scene, size)) for fid in range(1, rng.choice((2, 3)))]
        for fid, pos in fingers:
            finger(pygame.FINGERDOWN, fid, pos, size)
        rng.shuffle(fingers)
        for fid, pos in fingers:
            finger(pygame.FINGERUP, fid, pos, size)
        drive.frames(1)
    elif roll < 0.9:  # a drag with the mouse
        start, end = spot(rng, scene, size), spot(rng, scene, size)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1,
                                             touch=False))
        for k in range(1, 4):
            at = (start[0] + (end[0] - start[0]) * k // 3, start[1] + (end[1] - start[1]) * k // 3)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                                 buttons=(1, 0, 0), touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1,
                                             touch=False))
        drive.frames(1)
    else:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)),
                                             flipped=False, precise_x=0.0, precise_y=0.0))
        drive.frames(1)
    drive.frames(rng.randint(0, 2), dt=0.1)


def humans_moved(session: Session) -> int:
    return sum(1 for entry in session.log if session.seats[entry.seat].bot is None)


def play_monkey(game_id: str, table: bool, players: int, seed: int) -> Session:
    """One game of ``players`` (two humans, random bots) poked for :data:`EVENTS` events
    (or to its end); the session it left."""
    game = catalogue.get_game(game_id)
    seats = [Seat(name, PLAYER_COLOURS[i], None if i < 2 else "random")
             for i, name in enumerate(["Ada", "Bob", "Cleo", "Dev", "Eli"][:players])]
    session = Session.start(game, seats, seed)
    if table:
        app = table_app((1920, 1080), 32.0)
        scene: PlayScene = TablePlayScene(app, session, size=(1920, 1080), autosave=False)
    else:
        from game.engine.app import App

        app = App(window=(1920, 1080), fullscreen=False, save_settings=False)
        scene = PlayScene(app, session, autosave=False)
    try:
        app.settings.bot_delay = 0
        app.settings.animation_speed = 0
        app.push(scene)
        drive = Driver(app)
        drive.frames(1)
        rng = random.Random(seed * 7 + table)
        for _ in range(EVENTS):
            if not app.running or session.state.is_over:
                break
            if isinstance(app.top, MenuScene):  # a finger found the menu: back to the board
                app.pop()
            assert scene in app.stack, type(app.top).__name__
            poke(rng, drive, keys=not table)
    finally:
        app.close()
    return session


@pytest.mark.parametrize("table", [False, True], ids=["monitor", "table"])
@pytest.mark.parametrize("game_id", catalogue.GAME_IDS)
def test_a_monkey_at_the_board_breaks_nothing(home, game_id: str, table: bool) -> None:
    game = catalogue.get_game(game_id)
    counts = range(game.min_players, game.max_players + 1)
    moved = 0
    for n in range(ROUNDS):
        players = counts[n % len(counts)]
        session = play_monkey(game_id, table, players, 100 + 10 * n + players)
        moved += humans_moved(session)
        rebuilt = Session(game, session.seats, session.seed, session.options,
                          game.new_game(players, session.seed, session.options))
        rebuilt.replay(session.actions)
        assert json.dumps(rebuilt.state.to_dict(), sort_keys=True) == \
            json.dumps(session.state.to_dict(), sort_keys=True), (players, session.seed)
    assert moved > 0, "the monkey made no move: it tested nothing"
