"""A seat's counts read in one vocabulary on a monitor and at a table: the monitor's
player row said "supply 25" where a table's seat panel (and the rules: influence cubes)
said "influence 25" for the same cubes."""

from __future__ import annotations

import pygame

from game.merchants.rules.actions import Ballot
from game.merchants.view import MerchantsView
from game.scenes.play import PlayScene
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session


def _words_drawn(app, monkeypatch, paint) -> list[str]:
    """Every text ``paint()`` draws through the app's fonts."""
    drawn: list[str] = []
    real = app.fonts.draw

    def draw(surface, text, *rest, **kw):
        drawn.append(str(text))
        return real(surface, text, *rest, **kw)

    monkeypatch.setattr(app.fonts, "draw", draw)
    paint()
    monkeypatch.undo()
    return drawn


def test_the_monitor_row_and_the_table_panel_name_the_counts_alike(app, monkeypatch):
    session = bot_session("merchants", 2, 4, moves=12, humans=0)
    state = session.state
    seat = (state.active + 1) % 4
    canvas = pygame.Surface((1920, 1080))
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    view = play.view
    assert isinstance(view, MerchantsView)
    row = view.player_rows()[seat]
    monitor = _words_drawn(app, monkeypatch, lambda: view.paint_player_row(
        canvas, state, seat, row, False, view.looks()[seat]))
    counts = (f"influence {state.supply[seat]} · votes {state.votes_cast(seat)} · "
              f"ships {state.ships_claimed[seat]}")
    assert counts in monitor, monitor
    app.pop()

    table = TablePlayScene(app, session, autosave=False)
    app.push(table)
    tview = table.view
    stats = pygame.Rect(0, 0, 900, 120)
    words = _words_drawn(app, monkeypatch, lambda: tview.paint_stats(canvas, seat, stats))
    assert f"influence {state.supply[seat]} · ships {state.ships_claimed[seat]}" in words
    assert f"votes {state.votes_cast(seat)}" in words
    assert not any("supply" in w for w in monitor + words)


def test_a_table_panel_says_voted_once_its_seat_cast_a_voting_events_votes(app, monkeypatch):
    """In a voting event every seat votes at once: a seat done voting reads "voted" on its
    counts' line (the rules' ``voted``: public, where the votes went is not); a seat
    still voting does not."""
    session = bot_session("merchants", 3, 4, humans=0, at="ballot")
    state = session.state
    assert state.decision() == "ballot"
    done = state.pending_seats()[0]
    while done in state.pending_seats():
        session.apply(Ballot(done, 1))
    waiting = state.pending_seats()[0]
    table = TablePlayScene(app, session, autosave=False)
    app.push(table)
    tview, canvas = table.view, pygame.Surface((1920, 1080))
    stats = pygame.Rect(0, 0, 900, 120)
    done_words = _words_drawn(app, monkeypatch, lambda: tview.paint_stats(canvas, done, stats))
    waiting_words = _words_drawn(app, monkeypatch,
                                 lambda: tview.paint_stats(canvas, waiting, stats))
    assert any(w.startswith(f"votes {state.votes_cast(done)} · voted") for w in done_words)
    assert not any("voted" in w for w in waiting_words), waiting_words
