"""At a table every seat learns what it should, nothing more (game/scenes/table_notes.py).

A refusal is told in the panel of the seat whose tap was refused, facing it, and in no
other (in a Merchants vote every voter read one voter's refusal, and the refused voter,
done with its votes, read nothing); a public notice ("Undone: back to Ann's move.", a
window's notice) in every panel where a person sits, not only the deciding seats'.
Driven by posted FINGERDOWN / FINGERUP events (distinct finger ids, several at once);
what each panel shows is read from the words its paint draws.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.core.session import Seat, Session
from game.engine.app import App
from game.pandorum.bots import HeuristicBot
from game.pandorum.game import GAME as PANDORUM
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.merchants_ui.table_driver import MerchantsFingers
from tests.pandorum_ui.table_driver import PandorumFingers
from tests.table.drawn_lines import drawn

#: five seats, the first two on the halves of the bottom edge (the default seating)
FIVE = ("bottom-right", "bottom-left", "left", "top", "right")


def panel_words(scene: TablePlayScene, seat: int, lines: list[tuple[str, int]]) -> str:
    """Every word ``seat``'s panel draws as it is painted now (``lines``: from
    :func:`drawn`, installed), one string."""
    del lines[:]
    surface = pygame.Surface(scene.table.panels[seat].size)
    scene.paint_panel(seat, seat in scene.acting_seats(), surface)
    return " ".join(text for text, _ in lines)


@pytest.fixture
def opened() -> Iterator[list[App]]:
    """The apps a test opens, closed after it."""
    apps: list[App] = []
    yield apps
    for app in apps:
        app.close()


def merchants_vote(opened: list[App], size=(1920, 1080)) -> tuple[App, MerchantsFingers]:
    """Five people at the first voting event (everyone votes at once)."""
    s = bot_session("merchants", 1, 5, 0, humans=5, at="ballot")
    app = App(window=size, fullscreen=False, save_settings=False)
    opened.append(app)
    app.settings.table_mode = True
    app.settings.bot_delay = 0
    app.push(TablePlayScene(app, s, autosave=False, slots=FIVE, size=size))
    fingers = MerchantsFingers(app)
    fingers.frames(2)
    return app, fingers


def down_together(fingers, spots: list[tuple[int, int]]) -> list[int]:
    """Fingers down on ``spots`` in one frame (distinct ids); their ids."""
    for pos in spots:
        fingers.until_shown(pos)
    ids = [fingers.new_finger() for _ in spots]
    for finger, pos in zip(ids, spots, strict=True):
        fingers._post(pygame.FINGERDOWN, finger, pos)
    fingers.frames(1)
    return ids


def up_together(fingers, ids: list[int], spots: list[tuple[int, int]]) -> None:
    """Those fingers lift in one frame, in order."""
    for finger, pos in zip(ids, spots, strict=True):
        fingers._post(pygame.FINGERUP, finger, pos)
    fingers.frames(1)


def test_a_voter_refused_reads_it_and_no_other_voter_does(opened, monkeypatch):
    """Two voters each down to their last vote put two fingers on two ballot boxes at
    once, while a third voter votes: each double tap casts the last vote and its second
    tap is refused. Each of the two reads its own refusal in its own panel, which says
    whom the table waits for (no longer deciding: on main it read nothing), and no other
    panel tells a refusal (on main every voter still voting read both, "It is not your
    turn.", as if it were its own)."""
    app, fingers = merchants_vote(opened)
    scene, st = fingers.scene, fingers.scene.session.state
    refused, third = (0, 2), 3
    for seat in refused:  # vote down to the last vote, one tap at a time
        while st.votes_left(seat) > 1:
            fingers.tap(fingers.seat_spot(seat, "ballot0"))
            st = scene.session.state
    assert all(st.votes_left(seat) == 1 for seat in refused)
    assert st.votes_left(third) >= 1 and not scene.notes
    spots = [fingers.seat_spot(seat, f"ballot{k}") for seat in refused for k in (0, 1)]
    spots.append(fingers.seat_spot(third, "ballot1"))
    votes = st.votes_cast(third)
    ids = down_together(fingers, spots)
    up_together(fingers, ids, spots)
    st = scene.session.state
    assert st.votes_cast(third) == votes + 1, "the third voter's vote counts"
    assert all(st.votes_left(seat) == 0 for seat in refused)
    assert not app.toasts.items, "no toast at the bottom of a table"
    lines = drawn(monkeypatch)
    told = {seat: panel_words(scene, seat, lines) for seat in range(5)}
    for seat in refused:
        assert told[seat].count("Your part is done") == 1, (seat, told[seat])
    for seat in set(range(5)) - set(refused):
        assert "part is done" not in told[seat] and "turn." not in told[seat], (seat, told[seat])
    fingers.frames(300, dt=0.05)  # the words go after a few seconds
    assert not scene.notes


def pandorum_at_table(opened: list[App], humans: int = 3) -> tuple[App, PandorumFingers]:
    """Pandorum, three seats (the first ``humans`` people), at a 1080p table."""
    seats = [Seat(name, colour, None if i < humans else "heuristic") for i, (name, colour)
             in enumerate([("Ann", "red"), ("Bob", "blue"), ("Cleo", "yellow")])]
    s = Session.start(PANDORUM, seats, 5)
    app = App(window=(1920, 1080), fullscreen=False, save_settings=False)
    opened.append(app)
    app.settings.table_mode = True
    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    return app, PandorumFingers.at_table(app, s)


def until_undo(fingers: PandorumFingers) -> int:
    """Play the heuristic bot's moves by fingers until Undo is live; the deciding seat."""
    for scene, seat in fingers.decisions():
        if scene.can_undo():
            return seat
        action = HeuristicBot(seat, len(scene.session.log)).choose(
            scene.session.state.view(seat))
        fingers.play(action, seat)
    raise AssertionError("Undo never came up")


def test_undone_is_told_to_every_seat_where_a_person_sits(opened, monkeypatch):
    """Undo, tapped by the deciding seat: "Undone: back to ...'s move." is every person's
    news (on main only the deciding seat's panel told it); a bot's panel, facing nobody,
    is not told."""
    _app, fingers = pandorum_at_table(opened, humans=2)
    seat = until_undo(fingers)
    scene = fingers.scene
    undo = next(b for b, _ in scene.shared_buttons() if b.key == "undo")
    n = len(scene.session.log)
    fingers.tap(undo.rect.center)
    assert len(scene.session.log) < n, "the undo was taken"
    lines = drawn(monkeypatch)
    told = {s: panel_words(scene, s, lines) for s in range(3)}
    for person in (0, 1):
        assert "Undone: back to" in told[person], (person, seat, told[person])
    assert "Undone" not in told[2], "the bot's panel"


def test_why_undo_is_grey_is_the_tapping_seats_alone(opened, monkeypatch):
    """A tap on the greyed Undo is answered (why not) in the tapping seat's panel, the
    only seat whose finger Undo takes."""
    app, fingers = pandorum_at_table(opened, humans=3)
    scene = fingers.scene
    undo = next(b for b, _ in scene.shared_buttons() if b.key == "undo")
    assert not undo.enabled
    seat = scene.acting_seats()[0]
    fingers.tap(undo.rect.center)
    why = app.toasts.history[-1]
    assert "Undo" in why or "take back" in why, why
    lines = drawn(monkeypatch)
    told = {s: panel_words(scene, s, lines) for s in range(3)}
    assert why in told[seat], told
    assert all(why not in told[s] for s in range(3) if s != seat), told


@pytest.mark.parametrize("humans", [1, 3])
def test_a_notice_no_tap_caused_is_every_persons(humans, opened, monkeypatch):
    """A notice nobody's tap caused (the window's, a save from the menu, a failed
    autosave) is told in every panel where a person sits (on main only the deciding
    seat's), and stays out of the bots' panels."""
    app, fingers = pandorum_at_table(opened, humans=humans)
    scene = fingers.scene
    app.toast("1920 x 1200 does not fit this screen: the window is 1920 x 1080")
    fingers.frames(2)
    lines = drawn(monkeypatch)
    for seat in range(3):
        words = panel_words(scene, seat, lines)
        assert ("does not fit this screen" in words) == (seat < humans), (seat, words)


def test_a_refusal_goes_when_its_seat_decides_again(opened):
    """The active player and another voter are refused after their last votes; the others
    vote; the vote over, the active player decides again at once: its refusal ("Your part
    is done: waiting for ...") spoke of the vote and leaves its panel under the new prompt,
    while the other refused voter, still waiting, keeps reading its own for its time (on
    main the first read the stale refusal under its own turn's prompt)."""
    _app, fingers = merchants_vote(opened)
    scene, st = fingers.scene, fingers.scene.session.state
    active = st.active
    refused = (active, (active + 2) % 5)
    for seat in refused:
        while st.votes_left(seat) > 1:
            fingers.tap(fingers.seat_spot(seat, "ballot0"))
            st = scene.session.state
    spots = [fingers.seat_spot(seat, f"ballot{k}") for seat in refused for k in (0, 1)]
    up_together(fingers, down_together(fingers, spots), spots)
    said = {seat: [t for t, _ in scene.notes_for(seat)]
            for seat in refused}
    assert all(any("part is done" in t for t in said[seat]) for seat in refused), said
    for _ in range(20):  # the others vote, one tap each at a time, to the vote's end
        st = scene.session.state
        voters = [v for v in scene.acting_seats() if st.decision() == "ballot"]
        if not voters:
            break
        fingers.tap(fingers.seat_spot(voters[0], "ballot0"))
    for _ in range(30):  # a few frames (well under a notice's time) for the next decision
        if active in scene.acting_seats():
            break
        fingers.frames(1)
    assert scene.session.state.decision() != "ballot" and active in scene.acting_seats()
    assert not [t for t, _ in scene.notes_for(active)
                if "part is done" in t]
    assert [t for t, _ in scene.notes_for(refused[1])
            if "part is done" in t]
