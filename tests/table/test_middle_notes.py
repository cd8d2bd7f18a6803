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
    left = max(notes.items[0].left)
    assert not notes.age(left / 2) and notes
    assert notes.age(left) and not notes


def test_a_notice_for_both_copies_waits_in_a_copy_telling_its_own_refusal(app):
    """The window's notice came as the join screen opened, then the top edge's Start was
    refused: the top copy told the refusal, and the notice, whose time had run out
    meanwhile, was only ever read from the bottom edge. Its time now runs in each copy
    while that copy tells it."""
    notes, scene = MiddleNotes(), shown(app)
    notice = "3840 x 2160 does not fit this screen: the window is 3696 x 2080"
    app.toast(notice)
    notes.take(app, scene, None)
    notes.age(0.1)
    app.toast("Ann: touch Join at your edge first.", error=True)
    notes.take(app, scene, "top")
    assert notes.for_edge("bottom")[0] == notice
    assert notes.for_edge("top")[0].startswith("Ann:")
    seen: dict[str, set[str]] = {"bottom": set(), "top": set()}
    for _ in range(400):  # 10 s in frames of 1/40 s
        notes.age(1 / 40)
        for edge in seen:
            told = notes.for_edge(edge)
            if told is not None:
                seen[edge].add(told[0])
    assert notice in seen["top"], "the top edge reads the notice after its refusal"
    assert notice in seen["bottom"]
    assert not notes, "every note goes once each copy has told it for its time"
