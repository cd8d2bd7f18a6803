"""The notes a table screen's two-way middle tells: each toast facing the edge whose touch
caused it, else in both copies; the newest for each set of edges; gone after its time."""

from __future__ import annotations

from game.engine.scene import Scene
from game.engine.table.notes import MiddleNotes


def shown(app) -> Scene:
    scene = Scene(app)
    app.push(scene)
    return scene


def test_a_touchs_note_faces_its_edge_and_a_notice_both(app):
    notes, scene = MiddleNotes(), shown(app)
    assert not notes.take(app, Scene(app), None), "a screen not shown takes nothing"
    app.toast("Ann: touch Join at your edge first.", error=True)
    assert notes.take(app, scene, "top")
    assert not app.toasts.items
    assert notes.for_edge("top") == ("Ann: touch Join at your edge first.", True)
    assert notes.for_edge("bottom") is None
    app.toast("Saved.")
    notes.take(app, scene, "left")  # a short edge has no copy: both long edges are told
    assert notes.for_edge("bottom") == ("Saved.", False)
    assert notes.for_edge("top")[0].startswith("Ann:"), "a touch's own note stays first"
    app.toast("Bob: touch Join at your edge first.", error=True)
    notes.take(app, scene, "top")  # the same edge again: the newer takes its place
    assert [n.text for n in notes.items] == ["Saved.", "Bob: touch Join at your edge first."]
    assert not notes.take(app, scene, None), "nothing new"


def test_notes_go_after_their_time(app):
    notes = MiddleNotes()
    app.toast("Saved.")
    notes.take(app, shown(app), None)
    left = notes.items[0].left
    assert not notes.age(left / 2) and notes
    assert notes.age(left) and not notes
