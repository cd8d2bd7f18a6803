"""The keyboard focus ring of a board target covers no word on the board, in all four
games (session 13; tests/ui/test_focus_under_headings.py checked only the headings above
a few things). Found so: Pandorum's next-column card letters, Starship's neighbouring
ship cards and counts, Merchants' panel titles ("Planet 3", "Exploration") under the
ring of the thing next to them.

For mid-game positions of a four-player game (Ann's turn, the rest played by bots), the
screen is drawn twice: as it is, and with every text line drawn blank (``Fonts.render``
gives a transparent picture of the same size, so the layout does not move). The pixels
that differ are the words. Then the focus ring of every focusable board target is drawn
on a copy of the screen, and no pixel it changes may be a word's pixel.

The table views (touch, no keyboard focus) draw no focus ring; a 4K window shows the same
canvas scaled, so the 1080p canvas is the one checked."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.core.catalogue import get_game
from game.engine.boardview.focusring import FocusTarget
from game.scenes.play import PlayScene
from tests.uidriver import make_session

#: game, and the actions played (by the bots; Ann by the heuristic) before each position
#: checked: positions where a ring met words before session 13
POSITIONS = [
    ("escape", (100, 131)),
    ("starship", (0, 21, 67, 77, 173, 195, 206, 251)),
    ("pandorum", (0, 6, 37, 74, 111, 131, 147, 178, 249)),
    ("merchants", (28, 90)),
]


def played(game_id: str, actions: int):
    """A four-player session (Ann human, three bots) after ``actions`` actions."""
    game = get_game(game_id)
    s = make_session(game, players=4, humans=1, seed=3, bot=game.bot_levels[1])
    bot = importlib.import_module(f"game.{game_id}.bots").HeuristicBot
    for n in range(actions):
        seat = s.state.pending_seats()[0]
        s.apply(s.bot_action(seat) if seat else bot(0, n).choose(s.state.view(0)))
    return s


def screen(app, session, blank: bool) -> tuple[PlayScene, pygame.Surface]:
    """The play scene of ``session`` drawn afresh, and a copy of the canvas; ``blank``:
    every text line drawn as a transparent picture of its size."""
    from game.merchants.view_draw import forget_static

    forget_static()
    play = PlayScene(app, session, autosave=False)
    app.reset(play)
    real = app.fonts.render
    if blank:
        def render(text, size, colour, bold=False):
            return pygame.Surface(real(text, size, colour, bold).get_size(), pygame.SRCALPHA)

        app.fonts.render = render
    try:
        for _ in range(3):
            app.dirty = True
            app.step(1 / 60)
    finally:
        if blank:
            del app.fonts.render
    return play, app.canvas.copy()


def changed(a: pygame.Surface, b: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where ``a`` and ``b`` differ."""
    same = pygame.mask.from_threshold(a, (0, 0, 0), (1, 1, 1, 255), b)
    same.invert()
    return same


def rings_over_words(app, session) -> list[str]:
    """Each focusable board target whose focus ring covers pixels of words: its key,
    how many pixels and where."""
    play, full = screen(app, session, blank=False)
    _, bare = screen(app, session, blank=True)
    words = changed(full, bare)
    targets = [w for w in play.focusables() if isinstance(w, FocusTarget)]
    assert targets, "no board target to focus: the position tests nothing"
    out = []
    for w in targets:
        ringed = full.copy()
        w.draw(ringed, app, True)
        ring = changed(ringed, full)
        assert ring.count() > 100, f"no focus ring drawn round {w.key}"
        hit = ring.overlap_mask(words, (0, 0))
        if hit.count():
            boxes = [tuple(r) for r in hit.get_bounding_rects()[:3]]
            out.append(f"{w.key}: {hit.count()} px at {boxes}")
    return out


@pytest.mark.parametrize("game_id,positions", POSITIONS)
def test_no_focus_ring_covers_a_word(app, game_id, positions):
    found = []
    for n in positions:
        found += [f"after {n}: {hit}" for hit in rings_over_words(app, played(game_id, n))]
    assert not found, "focus rings over words:\n" + "\n".join(found)
