"""Finger routing: capture at down, who may touch what, stray touches rejected."""

from __future__ import annotations

import pygame

from game.engine.table.touch import HOLD_LIMIT, LONG_PRESS, Spot, TouchRouter


def spots(log):
    return [
        Spot("board", pygame.Rect(400, 400, 100, 100), None, on_tap=lambda: log.append("board")),
        Spot("p0", pygame.Rect(0, 900, 100, 100), 0, on_tap=lambda: log.append("p0")),
        Spot("p1", pygame.Rect(0, 0, 100, 100), 1, on_tap=lambda: log.append("p1")),
        Spot("peek1", pygame.Rect(200, 0, 80, 80), 1, "hold",
             on_hold=lambda on: log.append(("peek1", on))),
        Spot("menu", pygame.Rect(900, 0, 60, 60), None, on_tap=lambda: log.append("menu"),
             anyone=True),
    ]


def test_tap_acts_on_lift_inside():
    log, r = [], TouchRouter()
    r.down(5, (450, 450), 0.0, spots(log), [0])
    assert log == []
    assert r.up(5, (455, 452), 0.2)
    assert log == ["board"]


def test_only_the_acting_seat_acts_on_the_board_and_its_panel():
    log, r = [], TouchRouter()
    assert r.down(1, (50, 50), 0.0, spots(log), [0]) is None  # seat 1's panel, seat 0 acts
    r.up(1, (50, 50), 0.1)
    assert r.down(2, (50, 950), 0.0, spots(log), [0]).key == "p0"
    r.up(2, (50, 950), 0.1)
    assert r.down(3, (450, 450), 0.0, spots(log), [0, 1]) is None  # nobody owns the board
    r.up(3, (450, 450), 0.1)
    assert log == ["p0"]
    assert r.rejected == 2


def test_peek_while_another_seat_acts_two_fingers_at_once():
    log, r = [], TouchRouter()
    r.down(10, (220, 20), 0.0, spots(log), [0])  # seat 1 holds its peek area
    r.down(11, (450, 450), 0.1, spots(log), [0])  # seat 0 taps the board meanwhile
    r.up(11, (450, 450), 0.2)
    assert log == [("peek1", True), "board"]
    r.up(10, (220, 20), 3.0)  # a long hold is fine for a peek
    assert log[-1] == ("peek1", False)


def test_touch_outside_every_target_is_a_stray_and_never_acts():
    log, r = [], TouchRouter()
    assert r.down(7, (700, 700), 0.0, spots(log), [0]) is None
    assert r.strays() == [7]
    r.move(7, (450, 450))  # sliding onto a target does not make it act
    assert not r.up(7, (450, 450), 0.1)
    assert log == [] and r.rejected == 1 and r.strays() == []


def test_a_resting_hand_on_a_target_does_not_act():
    log, r = [], TouchRouter()
    r.down(4, (450, 450), 0.0, spots(log), [0])
    assert not r.up(4, (450, 450), HOLD_LIMIT + 0.5)
    assert log == [] and r.rejected == 1


def test_sliding_off_a_target_cancels():
    log, r = [], TouchRouter()
    r.down(4, (450, 450), 0.0, spots(log), [0])
    r.move(4, (600, 600))
    assert not r.up(4, (600, 600), 0.1)
    assert log == []


def test_menu_answers_anyone_and_mouse_is_a_finger():
    log, r = [], TouchRouter()
    r.down(-1, (910, 10), 0.0, spots(log), [])
    r.up(-1, (910, 10), 0.1)
    assert log == ["menu"]


def test_release_all_lets_peeks_go():
    log, r = [], TouchRouter()
    r.down(1, (220, 20), 0.0, spots(log), [])
    r.release_all(0.5)
    assert log == [("peek1", True), ("peek1", False)] and not r.fingers


def readable(log):
    """A panel tap spot of seat 0 that a long press reads (a Merchants ballot box)."""
    return [Spot("box", pygame.Rect(0, 900, 100, 100), 0, on_tap=lambda: log.append("tap"),
                 on_read=lambda on: log.append(("read", on)))]


def test_a_short_tap_on_a_readable_spot_acts_and_reads_nothing():
    log, r = [], TouchRouter()
    r.down(1, (50, 950), 0.0, readable(log), [0])
    assert r.waiting()  # the frames must go on to see a long press
    r.tick(LONG_PRESS - 0.05)
    assert r.up(1, (50, 950), LONG_PRESS - 0.02)
    assert log == ["tap"] and not r.waiting()


def test_a_long_press_reads_while_held_and_never_acts():
    log, r = [], TouchRouter()
    r.down(1, (50, 950), 0.0, readable(log), [0])
    r.tick(LONG_PRESS)
    assert log == [("read", True)] and not r.waiting()
    r.tick(LONG_PRESS + 2.0)  # held on: it keeps reading, once
    assert not r.up(1, (50, 950), LONG_PRESS + 2.1)
    assert log == [("read", True), ("read", False)]


def test_a_long_press_lifted_before_a_frame_saw_it_does_not_act():
    log, r = [], TouchRouter()
    r.down(1, (50, 950), 0.0, readable(log), [0])
    assert not r.up(1, (50, 950), LONG_PRESS + 0.01)
    assert log == []


def test_sliding_off_ends_the_reading_and_coming_back_does_not_tap():
    log, r = [], TouchRouter()
    r.down(1, (50, 950), 0.0, readable(log), [0])
    r.tick(LONG_PRESS)
    r.move(1, (300, 950))
    assert log == [("read", True), ("read", False)]
    r.move(1, (50, 950))
    r.tick(LONG_PRESS + 1)  # it read once: no second reading, and no tap on the lift
    assert not r.up(1, (50, 950), LONG_PRESS + 1)
    assert log == [("read", True), ("read", False)]


def test_a_released_reading_finger_stops_reading():
    log, r = [], TouchRouter()
    r.down(1, (50, 950), 0.0, readable(log), [0])
    r.tick(1.0)
    r.release_all(1.1)  # the scene paused (a menu opened)
    assert log == [("read", True), ("read", False)]
