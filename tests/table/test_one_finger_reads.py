"""One finger reads its own hidden cards: a long press on a card the deciding seat may tap.

A touchscreen that sends only mouse events is one finger: it cannot hold the eye and tap
a hidden card at once, so at Escape's setup a mission was given back without being read.
A long press (the mouse held still, :data:`~game.engine.table.touch.LONG_PRESS`) on one of
the deciding seat's own hidden cards reads it over that seat's panel, facing it, while
held, and chooses nothing; a short click still chooses. The card is shown only in its
owner's panel and only while held: the board and every other panel stay as they were.
"""

from __future__ import annotations

import pygame

from game.engine.table.touch import LONG_PRESS
from game.scenes.table_play import TablePlayScene
from tests.escape_ui.driver import session as escape_session
from tests.escape_ui.table_driver import EscapeFingers
from tests.pandorum_ui.driver import session as pandorum_session
from tests.pandorum_ui.table_driver import PandorumFingers
from tests.table.drawn_lines import drawn


def mouse(kind: int, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=False))


def pictures(fingers, seat: int) -> dict[str, bytes]:
    """The settled canvas's board and every panel but ``seat``'s."""
    scene = fingers.scene
    canvas = fingers.settled()
    out = {"board": pygame.image.tobytes(canvas.subsurface(scene.table.board), "RGB")}
    for k, orient in enumerate(scene.table.panels):
        if k != seat:
            out[f"seat{k}"] = pygame.image.tobytes(canvas.subsurface(orient.canvas_rect), "RGB")
    return out


def test_the_mouse_held_on_a_mission_reads_it_and_a_click_gives_one_back(app, monkeypatch):
    s = escape_session(players=3, humans=3, seed=3)
    fingers = EscapeFingers.at_table(app, s)
    scene = fingers.scene
    seat = scene.view.actor
    mids = list(scene.view.st.dealt[seat])
    mission = scene.view.st.data.missions[mids[0]]
    pos = fingers.seat_spot(seat, "dealt0")
    before = pictures(fingers, seat)
    lines = drawn(monkeypatch)
    mouse(pygame.MOUSEBUTTONDOWN, pos)
    fingers.frames(round(LONG_PRESS * 60) + 6)
    assert scene.reading == {seat: ("mission", mids[0])}
    assert pictures(fingers, seat) == before  # only its owner's panel shows it
    shown = " ".join(text for text, _ in lines).split()
    assert " ".join(mission.text.split()) in " ".join(shown)
    mouse(pygame.MOUSEBUTTONUP, pos)
    fingers.frames(2)
    assert len(s.log) == 0 and scene.reading == {} and list(scene.view.st.dealt[seat]) == mids
    assert pictures(fingers, seat) == before
    # a click gives the mission back
    mouse(pygame.MOUSEBUTTONDOWN, pos)
    fingers.frames(1)
    mouse(pygame.MOUSEBUTTONUP, pos)
    fingers.frames(1)
    assert len(s.log) == 1 and s.log[0].action.mission == mids[0]


def test_a_long_press_on_a_hand_card_reads_it_and_a_tap_chooses_it(app, monkeypatch):
    s = pandorum_session(players=2, humans=2, seed=3)
    app.push(TablePlayScene(app, s, autosave=False))
    fingers = PandorumFingers(app)
    fingers.frames(2)
    scene, view = fingers.scene, fingers.scene.view
    seat = view.actor
    card = sorted(view.options().fees)[0]
    pos = fingers.hand_card(seat, card)
    before = pictures(fingers, seat)
    lines = drawn(monkeypatch)
    finger = fingers.down(pos)
    fingers.frames(round(LONG_PRESS * 60) + 6)
    key = ("pandorum", "hand", view.hand_places(seat).index(card))
    assert scene.reading == {seat: key}
    assert any(text.startswith(card) for text, _ in lines)  # its name, at the card's top
    assert pictures(fingers, seat) == before
    fingers.up(finger, pos)
    assert view.selected is None and len(s.log) == 0 and scene.reading == {}
    fingers.tap(pos)
    assert view.selected == ("fee", card)
