"""The arrow keys reach every focusable thing from every other, on every game's board
(:func:`game.engine.focusmove.toward`). A keyboard player who sees a lit field cannot
"Tab to it" once the fields are one Tab stop: the arrows are the only way there.

Found on Escape's ring: with the twelve outer fields lit, no arrow went from the field at
ten o'clock to the one at eleven (Up wrapped to the bottom of its column, Right ran
along the row to two o'clock), and nothing on the board led into the four fields at the
top and the bottom; on Merchants' exploration board a node below two diagonal ones was
never reached (Down from them missed it by one rounded pixel of the cone).
"""

from __future__ import annotations

import importlib
from collections.abc import Hashable, Iterator, Sequence

import pytest

from game.core import catalogue
from game.core.session import PLAYER_COLOURS, Seat, Session
from game.engine.focusmove import toward
from game.engine.widgets import Widget
from game.escape.bots import HeuristicBot
from game.escape.game import GAME as ESCAPE
from game.scenes.play import PlayScene
from tests.uidriver import ARROWS, BoardDriver

#: human decisions looked at per game (each also with every piece it may pick up chosen)
DECISIONS = 40


def arrow_edges(ring: Sequence[Widget]) -> dict[int, set[int]]:
    """Where each arrow leads from each widget of ``ring`` (indices), as
    :meth:`~game.engine.scene.Scene.move_focus_toward` moves it (the lane at its centre)."""
    edges: dict[int, set[int]] = {}
    for i, here in enumerate(ring):
        others = [j for j in range(len(ring)) if j != i]
        edges[i] = set()
        for direction in ARROWS.values():
            got = toward(here.rect, [ring[j].rect for j in others], direction)
            if got is not None:
                edges[i].add(others[got])
    return edges


def reached(edges: dict[int, set[int]], start: int, within: set[int] | None = None
            ) -> set[int]:
    """The widgets the arrows reach from ``start`` (only through ``within``, when given)."""
    seen, todo = {start}, [start]
    while todo:
        for j in edges[todo.pop()]:
            if j not in seen and (within is None or j in within):
                seen.add(j)
                todo.append(j)
    return seen


def unreached(ring: Sequence[Widget]) -> list[tuple[Hashable, list[Hashable]]]:
    """Each widget of ``ring`` from which the arrows miss some other, with what they miss."""
    edges = arrow_edges(ring)
    out = []
    for i, w in enumerate(ring):
        seen = reached(edges, i)
        if len(seen) < len(ring):
            out.append((w.key, [ring[j].key for j in range(len(ring)) if j not in seen]))
    return out


def decisions(app, game_id: str, seed: int) -> Iterator[PlayScene]:
    """A three-seat game (seat 0 a person, two heuristic bots) on the play screen: each
    of seat 0's first ``DECISIONS`` decisions, then with each piece it may pick up chosen
    in turn (a ship, a card: what lights its destinations); the heuristic bot's choice is
    then taken."""
    game = catalogue.get_game(game_id)
    bots = importlib.import_module(f"game.{game_id}.bots")
    seats = [Seat("Ada", PLAYER_COLOURS[0], None)] + [
        Seat(f"Bot {i}", PLAYER_COLOURS[i], "heuristic") for i in (1, 2)]
    session = Session.start(game, seats, seed)
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    seen = 0
    for _ in range(3000):
        if seen >= DECISIONS or session.state.is_over:
            return
        app.step(0.1)
        view = play.view
        if app.top is not play or view.actor is None:
            continue  # a bot's turn, an auction of its own
        seen += 1
        n = len(session.log)
        yield play
        for target in [t for t in view.targets() if t.focus and not t.acts and not t.reads]:
            target.choose()
            app.step(0.05)
            if len(session.log) != n or app.top is not play:
                break
            yield play
            view.select(None)
            app.step(0.05)
        if len(session.log) == n and app.top is play and view.actor == 0:
            play.submit(bots.HeuristicBot(0, n).choose(session.state.view(0)))


@pytest.mark.parametrize("game_id", catalogue.GAME_IDS)
def test_the_arrows_reach_every_focusable_thing_from_every_other(app, game_id):
    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    looked = 0
    for seed in (7, 5, 11, 2):
        for play in decisions(app, game_id, seed):
            ring = play.focusables()
            assert not unreached(ring), (game_id, seed, play.view.selected, unreached(ring))
            looked += 1
        app.pop()
    assert looked >= 4 * DECISIONS


def test_the_arrows_walk_every_lit_field_of_escapes_ring_by_posted_keys(app):
    """A ship brought in lights the twelve free outer fields. From each field each arrow
    key (posted) is pressed: walking the fields with them reaches every field from every
    other, without passing through Cancel or the buttons (the fields are one Tab stop)."""
    s = Session.start(ESCAPE, [Seat("Ada", "red", None), Seat("Bot", "blue", "heuristic"),
                               Seat("Cleo", "yellow", "heuristic")], 7)
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    drive = BoardDriver(app)
    for i in range(200):
        drive.frames(1, dt=0.1)
        if play.view.actor != 0:
            continue
        if play.view.options().mode == "main" and play.view.options().enters:
            break
        play.submit(HeuristicBot(0, i).choose(s.state.view(0)))
    play.view.choose_platform(0)
    drive.frames(1)
    ring = play.focusables()
    fields = [w for w in ring if w.key[:1] == ("place",)]
    assert len(fields) == 12, [w.key for w in ring]
    index = {w.key: i for i, w in enumerate(ring)}
    edges: dict[int, set[int]] = {}
    for i, field in enumerate(ring):
        edges[i] = set()
        if field not in fields:
            continue
        for key in ARROWS:
            play.set_focus(next(w for w in play.focusables() if w.key == field.key))
            drive.key(key)
            assert play.focus is not None
            edges[i].add(index[play.focus.key])
    lit = {index[w.key] for w in fields}
    for i in lit:
        missed = lit - reached(edges, i, within=lit)
        assert not missed, (ring[i].key, [ring[j].key for j in missed])
