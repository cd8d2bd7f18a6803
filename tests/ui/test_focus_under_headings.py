"""The keyboard focus ring passes under the headings round the thing focused: found in
play (session 12), the ring round Merchants' first action slot was drawn over "Ann's
player board" above it, and round Pandorum's first Market card over "Market". In each
game a thing just below a heading is focused by keys' focus (``Scene.set_focus``) and
the heading's words, as drawn, show no pixel of the ring's colour."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.core.catalogue import get_game
from game.scenes.play import PlayScene
from tests.uidriver import make_session
from tests.uitext import Line

#: game, a word of the focused target's key, the heading above it (its first words)
CASES = [
    ("merchants", "'slot'", "Ann's player board"),
    ("pandorum", "'market'", "Market"),
    ("escape", "'card'", "Your hand ("),
    ("starship", "'ship'", "Ann \u2022 "),
]


def recorder(real, lines: list[Line]):
    """``Fonts.draw`` that also notes each line drawn on the board's or the canvas's
    pictures (at least 1400 pixels wide) in ``lines``."""
    def record(surface, text, pos, size, colour, bold=False, anchor="topleft"):
        rect = real(surface, text, pos, size, colour, bold, anchor)
        if surface.get_width() >= 1400:
            lines.append(Line(text, rect, surface.get_clip(), size, bold))
        return rect
    return record


def focused_screen(app, game_id: str, want: str) -> tuple[PlayScene, list[Line]]:
    """A four-player game (Ann human, three bots) played by its bots up to Ann's first
    decision with a focus target whose key holds ``want``, shown with the focus on it;
    with every line of text its first frames drew (fresh: nothing kept yet)."""
    if game_id == "merchants":
        from game.merchants.view_draw import forget_static

        forget_static()
    game = get_game(game_id)
    s = make_session(game, players=4, humans=1, seed=3, bot=game.bot_levels[1])
    bot = importlib.import_module(f"game.{game_id}.bots").HeuristicBot
    for n in range(600):
        if s.state.pending_seats()[0] != 0 or (game_id == "merchants"
                                               and s.state.decision() == "auction"):
            seat = s.state.pending_seats()[0]
            s.apply(s.bot_action(seat) if seat else bot(0, n).choose(s.state.view(0)))
            continue
        play = PlayScene(app, s, autosave=False)
        app.reset(play)
        lines: list[Line] = []
        app.fonts.draw = recorder(app.fonts.draw, lines)
        try:
            app.step(1 / 60)
            app.step(1 / 60)
            hit = [w for w in play.focusables() if want in str(getattr(w, "key", ""))]
            if hit and play.view.actor == 0:
                play.set_focus(hit[0])
                app.dirty = True
                app.step(1 / 60)
                app.step(1 / 60)
                return play, lines
        finally:
            del app.fonts.draw
        s.apply(bot(0, n).choose(s.state.view(0)))
    raise AssertionError(f"no {want} to focus in {game_id}")


@pytest.mark.parametrize("game_id,want,heading", CASES)
def test_the_focus_ring_passes_under_the_heading_above_the_thing_focused(app, game_id, want,
                                                                         heading):
    play, lines = focused_screen(app, game_id, want)
    focus = play.focus
    assert focus is not None
    heads = [line for line in lines if line.text.startswith(heading)]
    assert heads, f"{heading!r} not drawn"
    ring = focus.rect.inflate(34, 34)
    near = [line for line in heads if line.rect.colliderect(ring)]
    assert near, f"{heading!r} is not beside the focused {focus.key}: the case tests nothing"
    colour = app.theme.c("focus")
    canvas = app.canvas
    for line in near:
        box = line.rect.clip(canvas.get_rect())
        over = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)
                if tuple(canvas.get_at((x, y)))[:3] == tuple(colour)[:3]]
        assert not over, f"the focus ring is drawn over {line.text!r} at {over[:3]}"
    # and the ring is still drawn round the thing focused, where nothing passes over it
    band = pygame.mask.from_threshold(canvas.subsurface(ring.clip(canvas.get_rect())),
                                      colour, (1, 1, 1, 255))
    assert band.count() > 100
