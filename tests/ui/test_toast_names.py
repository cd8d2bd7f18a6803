"""Toasts never show the rules' raw seat placeholders: names are filled in, and a seat
that is not at the table is said in words ("{seat-1} is not in this auction")."""

from __future__ import annotations

from game.core.session import Seat, Session
from game.scenes.play import PlayScene
from tests.ui.conftest import Driver


def test_view_toasts_fill_seat_placeholders(nim, app):
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bea", "blue")], 1, {"heap": 7})
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    Driver(app).frames(1)
    play.view.toast("{seat1} is not in this auction.", error=True)
    assert app.toasts.history[-1] == "Bea is not in this auction."
    play.view.toast("{seat-1} is not in this auction.", error=True)
    assert app.toasts.history[-1] == "A seat not at this table is not in this auction."
    play.view.toast("Pay {seat7} first.", error=True)
    assert app.toasts.history[-1] == "Pay a seat not at this table first."
    assert not any("{seat" in text for text in app.toasts.history)


def test_a_board_refusal_leaves_with_the_board_other_toasts_stay(nim, app):
    """A refusal from the last move does not stand over the next screen (the results'
    first button): the play scene's leaving takes the board's toasts away, not the app's
    own (a failed save must still be read)."""
    from game.engine.scene import Scene

    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bea", "blue")], 1, {"heap": 7})
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    Driver(app).frames(1)
    play.view.toast("That is {seat1}'s heap.", error=True)
    app.toast("Could not save the game.", error=True)
    assert [t for t, _, _ in app.toasts.items] == ["That is Bea's heap.",
                                                    "Could not save the game."]
    app.replace(Scene(app))
    assert [t for t, _, _ in app.toasts.items] == ["Could not save the game."]
