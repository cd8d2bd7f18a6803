"""The results screen explains the scoring in words (issue 15, item 10): every category row
says what it counts (the game's help.toml), the final score row too, and a sentence says
how ties break (and what decided this game's tie)."""

from __future__ import annotations

import copy
import dataclasses

import pygame
import pytest

from game.core import catalogue
from game.engine.app import App
from game.scenes.helptext import load_help
from game.scenes.results import TABLE, ResultsScene
from game.screenshot import finished_session
from tests.ui.conftest import Driver
from tests.uitext import (
    WINDOW_SIZES,
    assert_no_overlap,
    assert_no_text_overlap,
    assert_readable,
    assert_shown,
    drawn,
    lines_inside,
)

GAMES = [g.id for g in catalogue.CATALOGUE]


@pytest.fixture(scope="module")
def finished():
    """One finished bot game per game and player count (seeded), shared by the tests."""
    cache: dict[tuple[str, int], object] = {}

    def get(game_id: str, players: int):
        if (game_id, players) not in cache:
            cache[game_id, players] = finished_session(game_id, 3, players)
        return cache[game_id, players]

    return get


@pytest.mark.parametrize("game_id", GAMES)
def test_every_category_has_words(game_id, finished):
    game = catalogue.get_game(game_id)
    help_ = load_help(game_id)
    assert help_.problem is None and help_.ties.startswith("Ties:")
    for players in {game.min_players, game.max_players}:
        outcome = finished(game_id, players).state.outcome()
        for name, _ in outcome.breakdown:
            assert help_.explain(name), f"{game_id}: no words for {name!r}"
        # the screen says the final score is "the sum of the rows above": it must be
        for seat, score in enumerate(outcome.scores):
            assert sum(values[seat] for _, values in outcome.breakdown) == score


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("window", WINDOW_SIZES)
def test_each_row_says_what_it_counts(home, game_id, window, finished):
    game = catalogue.get_game(game_id)
    session = finished(game_id, game.max_players)
    app = App(window=window, fullscreen=False)
    try:
        app.push(ResultsScene(app, session))
        Driver(app).frames(1)
        lines = drawn(app)
        outcome, help_ = session.state.outcome(), load_help(game_id)
        for name, _ in outcome.breakdown:
            assert_shown(lines, name, inside=TABLE)
            assert_shown(lines, help_.explain(name), inside=TABLE)
        assert_shown(lines, "Final score", inside=TABLE)
        assert_shown(lines, "the sum of the rows above", inside=TABLE)
        assert_shown(lines, help_.ties, inside=TABLE)
        assert_no_text_overlap(lines_inside(lines, TABLE))
        assert_readable(app, lines)
        buttons = {str(w.key): w.rect for w in app.top.widgets}
        assert_no_overlap({**buttons, "table": TABLE})
    finally:
        app.close()


def test_a_decided_tie_is_told_after_the_rule(app, finished, monkeypatch):
    session = finished("merchants", 3)
    outcome = session.state.outcome()
    tied = type(outcome)(outcome.scores, outcome.ranking, outcome.breakdown,
                         "most influence on the Station board")
    monkeypatch.setattr(type(session.state), "outcome", lambda self: tied)
    app.push(ResultsScene(app, session))
    Driver(app).frames(1)
    text = " ".join(line.text for line in drawn(app) if TABLE.contains(line.rect))
    assert "Ties: the tied player with most influence on the Station board wins" in text
    assert "Here: most influence on the Station board." in text


def test_a_tie_the_rule_alone_decides_is_told_once(app, finished, monkeypatch):
    """Pandorum's tie has no tie-break: the outcome's reason is the help's own sentence,
    so the screen says it once (it read "Ties: equal totals share the place (...). Here:
    equal totals share the place (...).")."""
    session = finished("pandorum", 2)
    outcome = session.state.outcome()
    reason = "equal totals share the place (the rulebook has no tie-break)"
    tied = type(outcome)(outcome.scores, outcome.ranking, outcome.breakdown, reason)
    monkeypatch.setattr(type(session.state), "outcome", lambda self: tied)
    scene = ResultsScene(app, session)
    assert scene.ties_text() == f"Ties: {reason}."
    app.push(scene)
    Driver(app).frames(1)
    text = " ".join(line.text for line in drawn(app) if TABLE.contains(line.rect))
    assert text.count("equal totals share") == 1 and "Here:" not in text


def test_play_again_still_works_by_a_tap(app, finished):
    session = finished("escape", 2)
    app.push(ResultsScene(app, session))
    drive = Driver(app)
    drive.frames(1)
    drive.tap(drive.widget(label="Play again").rect.center)
    from game.scenes.play import PlayScene

    assert isinstance(app.top, PlayScene) and app.top.session.seed == session.seed + 1
    assert pygame.display.get_surface() is not None


#: the bots' own names, as the setup screen gives them (long: they took the rows' room)
BOT_NAMES = ["Normal bot 1", "Hard bot 2", "Easy bot 3", "Normal bot 4", "Hard bot 5"]


@pytest.mark.parametrize("game_id", GAMES)
def test_long_names_leave_every_row_its_words(app, finished, game_id):
    """With the bots' own names at the largest player count, every row's words are shown
    whole (they were cut: "fees paid and received for stopping on others' p..."), each
    name whole (on two lines where the column is narrow), and rows sharing their words
    (Pandorum's seven cargo colours) say them once."""
    game = catalogue.get_game(game_id)
    session = copy.copy(finished(game_id, game.max_players))  # its seats renamed
    session.seats = [dataclasses.replace(seat, name=BOT_NAMES[i])
                     for i, seat in enumerate(session.seats)]
    app.push(ResultsScene(app, session))
    Driver(app).frames(1)
    lines = lines_inside(drawn(app), TABLE)
    help_ = load_help(game_id)
    notes = [help_.explain(name) for name, _ in session.state.outcome().breakdown]
    for note in notes:
        assert_shown(lines, note, inside=TABLE)
    for seat in session.seats:
        assert_shown(lines, seat.name, inside=TABLE)
    text = " ".join(line.text for line in lines)
    for note in set(notes):
        assert text.count(note) == 1, f"{note!r} said {text.count(note)} times"
    assert_no_text_overlap(lines)
