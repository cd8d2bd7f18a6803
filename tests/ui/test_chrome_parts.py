"""The play scene's chrome repaints part by part (the top bar, each seat's row, the log
scrolled by its new lines) and its picture always equals a whole repaint: across a whole
bot game of every kind, after the log is scrolled back and forth, and after an undo."""

from __future__ import annotations

import pygame
import pytest

from game.core.catalogue import built_games, get_game
from game.scenes.play import PlayScene
from game.scenes.play_chrome import CHROME_AREAS
from game.screenshot import bot_session


def chrome_pixels(play: PlayScene) -> list[bytes]:
    """The chrome's two areas as the scene's cached layer holds them now."""
    layer = play.chrome.get(play.chrome_key(), play.draw_chrome)
    return [pygame.image.tobytes(layer.subsurface(area), "RGB") for area in CHROME_AREAS]


def whole_chrome(app, play: PlayScene) -> list[bytes]:
    """The same chrome painted whole by a scene made afresh on the same session."""
    fresh = PlayScene(app, play.session, autosave=False)
    fresh.lines, fresh.log_back, fresh.generation = play.lines, play.log_back, play.generation
    fresh.shown_to = play.shown_to
    fresh.sync_actor()
    fresh.refresh_widgets()
    return chrome_pixels(fresh)


@pytest.mark.parametrize("game_id", built_games())
def test_the_chrome_painted_in_parts_matches_a_whole_repaint_all_game_long(app, game_id):
    game = get_game(game_id)
    session = bot_session(game_id, 3, game.max_players, moves=0, humans=0, level="random")
    play = PlayScene(app, session, autosave=False)
    play.refresh_widgets()
    chrome_pixels(play)
    log_lines_drawn = []
    for step in range(400):
        state = session.state
        if state.is_over:
            break
        seat = state.pending_seats()[0]
        play.apply(session.bot_action(seat))
        ours = chrome_pixels(play)  # the layer repainted in parts...
        log_lines_drawn.append(play._log_painter.drawn)
        if step % 7 == 0 or step < 12:
            assert ours == whole_chrome(app, play), f"{game_id}: the chrome differs at {step}"
    assert ours == whole_chrome(app, play)
    # ...and in parts for real: most actions draw a few log lines, not the whole log
    assert sorted(log_lines_drawn)[len(log_lines_drawn) // 2] <= 4, log_lines_drawn


def test_scrolling_the_log_back_and_an_undo_match_a_whole_repaint(app):
    session = bot_session("escape", 2, 4, moves=30, humans=1, level="random")
    play = PlayScene(app, session, autosave=False)
    play.refresh_widgets()
    chrome_pixels(play)
    for back in (3, 9, 0, 5, 0):
        play.log_back = back
        assert chrome_pixels(play) == whole_chrome(app, play), f"scrolled back {back}"
    for _ in range(20):  # the human's first action that may be undone (no card drawn)
        while session.state.pending_seats()[0] != 0:
            play.apply(session.bot_action(session.state.pending_seats()[0]))
        play.apply(session.state.legal_actions(0)[0])
        chrome_pixels(play)
        play.sync_actor()
        play.shown_to = 0
        if play.can_undo():
            break
    assert play.can_undo()
    play.undo()
    assert chrome_pixels(play) == whole_chrome(app, play), "after the undo"


def test_the_top_bar_says_who_decides_at_once_whole(app, monkeypatch):
    """Five seats deciding together (a Merchants vote) read "Everyone decides" (the seat
    rows show who; five names did not fit beside the title and three buttons); once some
    have decided, those left are named whole: the text shrinks (never below 28 px)
    rather than end in "…"."""
    session = bot_session("merchants", 4, 5, moves=0, humans=0, level="random")
    session.seats = [s.__class__(**{**s.__dict__, "name": n}) for s, n in
                     zip(session.seats, ["Annabelle", "Bartholomew", "Cleopatra",
                                         "Demetrius", "Evangeline"], strict=True)]
    play = PlayScene(app, session, autosave=False)
    drawn: list[tuple[str, int]] = []
    real = app.fonts.draw

    def draw(surface, text, pos, size, *args, **kwargs):
        drawn.append((text, size))
        return real(surface, text, pos, size, *args, **kwargs)

    monkeypatch.setattr(app.fonts, "draw", draw)
    for _ in range(600):
        if len(session.state.pending_seats()) == 5:
            break
        session.apply(session.bot_action(session.state.pending_seats()[0]))
    else:
        pytest.fail("no step where all five seats decide at once")
    assert play.turn_text() == (None, "Everyone decides")
    for _ in range(2):  # two decide: three are left to decide
        session.apply(session.bot_action(session.state.pending_seats()[0]))
    left = [session.seats[s].name for s in session.state.pending_seats()]
    seat, text = play.turn_text()
    assert len(left) == 3 and seat is None, (left, text)
    assert text == f"{left[0]}, {left[1]} and {left[2]} decide", text
    play.draw_top_bar(pygame.Surface((1920, 1080)))
    sizes = [size for words, size in drawn if words == text]
    assert sizes and 28 <= sizes[0] <= 40, drawn
