"""Andromeda Escape in table mode, played by fingers only (SDL finger events through the
app loop): a whole four-player game in which, at every decision, another seat holds its
peek area with a second finger while the acting seat plays; stray touches; the mouse as
one finger; no pass-the-device screen."""

from __future__ import annotations

import pygame
import pytest

from game.escape.bots import HeuristicBot
from game.escape.view_draw import DECK_COLOURS
from game.scenes.table_play import TablePlayScene
from tests.escape_ui.driver import session
from tests.escape_ui.table_driver import EscapeFingers
from tests.tablefingers import assert_panels_face_their_edges
from tests.uidriver import assert_results_shown


def start(app, players: int = 4, humans: int = 4, seed: int = 5) -> tuple:
    s = session(players=players, humans=humans, seed=seed)
    return s, EscapeFingers.at_table(app, s)


def face_colour(fingers: EscapeFingers, seat: int) -> tuple[tuple[int, int, int], str] | None:
    """The canvas colour of the top edge of ``seat``'s first hand card (or mission), and
    the colour it has face up; None when the seat holds no card."""
    st = fingers.scene.view.st
    if st.hands[seat] and not st.dealt[seat]:
        name, expected = "card0", DECK_COLOURS[st.data.cards[st.hands[seat][0]].deck]
    elif st.missions[seat] or st.dealt[seat]:
        kind = "dealt" if st.dealt[seat] else "mission"
        name, expected = f"{kind}0", fingers.app.theme.c("panel_border")
    else:
        return None
    scene = fingers.scene
    rect = scene.view.seat_rects(seat, scene.parts[seat].game)[name]
    point = fingers.orient(seat).to_canvas((rect.centerx, rect.top + 1))
    return tuple(fingers.settled().get_at(point))[:3], expected


def test_whole_four_player_game_by_fingers_with_a_peek_during_every_move(app):
    s, fingers = start(app)
    done, peeks_seen = [], 0
    for top, seat in fingers.decisions(3000):
        action = HeuristicBot(seat, len(s.log)).choose(s.state.view(seat))
        other = (seat + 1) % 4
        eye = fingers.seat_spot(other, "eye")
        holding = fingers.down(eye)  # another seat peeks at its cards meanwhile
        assert top.is_peeking(other) and not top.is_peeking(seat)
        shown = face_colour(fingers, other)
        if shown is not None:
            assert shown[0] == shown[1], "the peeking seat sees its cards face up"
            peeks_seen += 1
        fingers.play(action, seat)
        assert top.is_peeking(other)
        fingers.up(holding, eye)
        assert not top.is_peeking(other)
        if app.top is top:
            hidden = face_colour(fingers, other)
            if hidden is not None:
                assert hidden[0] != hidden[1], "let go: the cards are face down again"
        done.append(action)
    fingers.frames(120, dt=0.05)
    kinds = {type(a).__name__ for a in done}
    assert {"ReturnMission", "Enter", "Move", "TakeCard", "PlayCard"} <= kinds, kinds
    assert peeks_seen > 20
    assert_results_shown(app, s)


def test_stray_touches_do_nothing(app):
    s, fingers = start(app, players=2, humans=2, seed=3)
    scene = fingers.scene
    seat = scene.view.actor
    eye = fingers.seat_spot(seat, "eye")
    holding = fingers.down(eye)
    mids = list(scene.view.st.dealt[seat])
    target = fingers.seat_spot(seat, "dealt0")
    # an arm resting on the empty board, and a hand resting on a mission card: nothing
    # is played (the resting hand reads the mission to its own seat: a long press)
    arm = fingers.down(scene.table.board.topleft)
    rest = fingers.down(target)
    fingers.frames(100)  # > HOLD_LIMIT
    assert scene.reading == {seat: ("mission", mids[0])}
    fingers.up(rest, target)
    fingers.up(arm, scene.table.board.topleft)
    assert len(s.log) == 0 and scene.router.rejected >= 1 and scene.reading == {}
    # the other seat cannot act in the acting seat's panel... nor on its own
    other = 1 - seat
    fingers.tap(fingers.seat_spot(other, "platform"))
    assert len(s.log) == 0
    # a finger that lands beside a target and slides onto it does not act either
    beside = (target[0], scene.table.board.top + 5)
    slide = fingers.down(beside)
    fingers.move(slide, target)
    fingers.up(slide, target)
    assert len(s.log) == 0
    # a real tap does
    fingers.tap(target)
    fingers.up(holding, eye)
    assert len(s.log) == 1 and s.log[0].action.mission == mids[0]


def test_a_mouse_only_touchscreen_plays_with_one_finger(app):
    s, fingers = start(app, players=2, humans=2, seed=3)
    scene = fingers.scene
    seat = scene.view.actor
    pos = fingers.seat_spot(seat, "dealt1")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=False))
    fingers.frames(1)
    assert len(s.log) == 1
    # mouse events SDL makes from a touch are not handled twice
    pos = fingers.seat_spot(scene.view.actor, "dealt0")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=True))
    fingers.frames(1)
    assert len(s.log) == 1


def test_peek_only_in_a_human_seats_own_panel(app):
    _s, fingers = start(app, players=2, humans=1, seed=3)
    scene = fingers.scene
    bot_eye = fingers.seat_spot(1, "eye")
    f = fingers.down(bot_eye)
    assert not scene.is_peeking(1)
    fingers.up(f, bot_eye)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_panel_faces_its_edge(app, players):
    """Each seat's name is drawn in its panel's header as its seat reads it: the header's
    badge sits at the panel's upright top-left, turned onto the canvas with its edge."""
    s, fingers = start(app, players=players, humans=players)
    assert_panels_face_their_edges(fingers, s.seats)


def test_a_refusal_is_told_in_the_deciding_seats_panel(app):
    """Toasts read one way at the bottom of the screen: at a table the words go to the
    panel of the seat that decides (here: Undo with nothing to undo)."""
    _s, fingers = start(app, players=2, humans=2, seed=3)
    scene = fingers.scene
    undo = next(b for b, _ in scene.shared_buttons() if b.key == "undo")
    assert not undo.enabled
    fingers.tap(undo.rect.center)
    assert not app.toasts.items, "no toast at the bottom of a table"
    seat = scene.view.actor
    told = [text for text, _ in scene.notes_for(seat)]
    assert told and "undo" in told[0].lower()
    assert scene.notes_for(1 - seat) == []
    fingers.frames(300, dt=0.05)  # the words go after a few seconds
    assert scene.notes == []


@pytest.mark.parametrize("diagonal", [32.0, 55.0, 86.0])
def test_every_finger_target_is_at_least_10_mm(app, diagonal):
    """At 3840x2160 on a screen of ``diagonal`` inches, every place a finger may touch
    (board, turn cards, panels, buttons, peek areas) is 10 mm or more on both sides."""
    from game.screenshot import bot_session

    app.settings.screen_diagonal = diagonal
    s = bot_session("escape", 2, 4, moves=40, humans=4)
    scene = TablePlayScene(app, s, autosave=False, size=(3840, 2160))
    scene.sync_actor()
    assert scene.view.actor is not None
    spots = scene.spots()
    assert len(spots) > 10
    mm = scene.sizes.mm_per_px
    small = [(spot.key, spot.rect.size) for spot in spots
             if min(spot.rect.size) * mm < 10]
    assert not small, f"targets under 10 mm on a {diagonal}-inch screen: {small}"
