"""The auction overlay driven by posted pygame events and a fake clock."""

from __future__ import annotations

import pygame
import pytest

from game.core.auction import AuctionResult, Phase, Status
from game.engine.auction import AuctionOverlay, AuctionSeat
from game.engine.auction.keys import default_key
from game.engine.input import POINTER_DOWN, POINTER_UP
from tests.auction.conftest import key_down, key_up, run_frame

COLOURS = [(230, 97, 30), (40, 130, 220), (240, 228, 66), (0, 170, 120), (190, 110, 220)]
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]
KEYS = [default_key(s) for s in range(5)]


def seat(i: int, bot_max: int | None = None) -> AuctionSeat:
    return AuctionSeat(i, NAMES[i], COLOURS[i], NAMES[i][0],
                       key=None if bot_max is not None else KEYS[i], bot_max=bot_max)


def make(clock, n=3, *, money=None, bots=None, sounds=None, results=None, **kw):
    bots = bots or {}
    seats = [seat(i, bots.get(i)) for i in range(n)]
    money = money if money is not None else {i: 35 for i in range(n)}
    return AuctionOverlay(
        seats, money=money, clock=clock, result_seconds=kw.pop("result_seconds", 0.0),
        sound=sounds.append if sounds is not None else None,
        on_result=results.append if results is not None else None, **kw,
    )


def hold_all(ov, clock, at):
    humans = [s for s, info in ov.seats.items() if not info.is_bot]
    run_frame(ov, clock, [(at, key_down(KEYS[s])) for s in humans])


# ---------------------------------------------------------------- keyboard


def test_all_in_by_held_keys_starts_the_lead_in(clock):
    ov = make(clock)
    run_frame(ov, clock, [(100.0, key_down(KEYS[0])), (100.1, key_down(KEYS[1]))])
    assert ov.auction.phase is Phase.GATHERING
    assert ov.auction.status[2] is Status.WAITING
    run_frame(ov, clock, [(100.5, key_down(KEYS[2]))])
    assert ov.auction.phase is Phase.LEAD_IN and ov.auction.count == 3
    run_frame(ov, clock, [], end=103.5)
    assert ov.auction.price == 20


def test_lead_in_release_is_not_a_bid(clock):
    ov = make(clock)
    hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [(101.5, key_up(KEYS[1]))])
    assert ov.result is None and ov.auction.phase is Phase.GATHERING
    run_frame(ov, clock, [(102.0, key_down(KEYS[1]))])
    run_frame(ov, clock, [], end=105.0)
    assert ov.auction.phase is Phase.RUNNING and ov.auction.price == 20


@pytest.mark.parametrize(("release_at", "price"), [(103.0, 20), (107.5, 16), (113.9, 10),
                                                   (117.99, 6)])
def test_key_release_bids_the_price_shown_at_that_moment(clock, release_at, price):
    ov = make(clock)
    hold_all(ov, clock, 100.0)
    # the frame runs late (0.3 s after the key-up): the price is still the key-up's
    run_frame(ov, clock, [(release_at, key_up(KEYS[2]))], end=release_at + 0.3)
    assert ov.result == AuctionResult(2, price, (), 1)


def test_two_releases_in_one_frame_event_order_decides(clock):
    for first, second in ((0, 1), (1, 0)):
        clock.t = 100.0
        ov = make(clock)
        hold_all(ov, clock, 100.0)
        run_frame(ov, clock, [(108.2, key_up(KEYS[first])), (108.2, key_up(KEYS[second]))])
        assert ov.result == AuctionResult(first, 15, (), 1)


def test_five_releases_in_one_frame_the_first_event_wins(clock):
    ov = make(clock, n=5)
    hold_all(ov, clock, 100.0)
    order = [3, 1, 4, 0, 2]
    run_frame(ov, clock, [(110.5, key_up(KEYS[s])) for s in order])
    assert ov.result == AuctionResult(3, 13, (), 1)
    assert [s for s, st in ov.auction.status.items() if st is Status.BID] == [3]


def test_key_auto_repeat_is_not_a_new_hold(clock):
    ov = make(clock, n=2)
    hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [(100.5, key_down(KEYS[0])), (100.6, key_down(KEYS[0]))])
    run_frame(ov, clock, [(103.9, key_up(KEYS[0]))])
    assert ov.result == AuctionResult(0, 20, (), 1)


def test_unbound_keys_do_nothing(clock):
    ov = make(clock, n=2)
    hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [(104.0, key_down(pygame.K_a)), (104.2, key_up(pygame.K_a))])
    assert ov.result is None and ov.auction.phase is Phase.RUNNING


# ---------------------------------------------------------------- focus


def test_focus_loss_system_key_ups_are_not_bids(clock):
    """SDL posts a key-up for every held key and then the focus-lost event."""
    ov = make(clock)
    hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [], end=108.0)
    assert ov.auction.price == 15
    run_frame(ov, clock, [(108.3, key_up(KEYS[0])), (108.3, key_up(KEYS[1])),
                          (108.3, key_up(KEYS[2])),
                          (108.3, pygame.event.Event(pygame.WINDOWFOCUSLOST))])
    assert ov.result is None and ov.auction.phase is Phase.PAUSED
    assert all(st is Status.WAITING for st in ov.auction.status.values())
    run_frame(ov, clock, [], end=150.0)
    assert ov.result is None
    run_frame(ov, clock, [(150.0, pygame.event.Event(pygame.WINDOWFOCUSGAINED))])
    assert ov.auction.phase is Phase.GATHERING
    hold_all(ov, clock, 151.0)
    run_frame(ov, clock, [(155.2, key_up(KEYS[1]))])
    assert ov.result == AuctionResult(1, 19, (), 1)


def test_focus_loss_as_activeevent_and_key_ups_after_it(clock):
    ov = make(clock, n=2)
    hold_all(ov, clock, 100.0)
    lost = pygame.event.Event(pygame.ACTIVEEVENT, gain=0, state=2)
    run_frame(ov, clock, [(106.0, lost), (106.0, key_up(KEYS[0])), (106.0, key_up(KEYS[1]))])
    assert ov.result is None and ov.auction.phase is Phase.PAUSED
    # the mouse leaving the window (state 1) is not a focus change
    gained_mouse = pygame.event.Event(pygame.ACTIVEEVENT, gain=1, state=1)
    run_frame(ov, clock, [(107.0, gained_mouse)])
    assert ov.auction.phase is Phase.PAUSED
    run_frame(ov, clock, [(108.0, pygame.event.Event(pygame.ACTIVEEVENT, gain=1, state=2))])
    assert ov.auction.phase is Phase.GATHERING


# ---------------------------------------------------------------- touch and mouse


def finger(ov, kind, seat_id, finger_id):
    x, y = ov.layout.place(seat_id).rect.center
    w, h = ov.layout.size
    return pygame.event.Event(kind, finger_id=finger_id, touch_id=1, x=x / w, y=y / h,
                              dx=0.0, dy=0.0, pressure=1.0)


def synthesised_mouse(ov, kind, seat_id):
    return pygame.event.Event(kind, button=1, pos=ov.layout.place(seat_id).rect.center,
                              touch=True)


def test_touch_fingers_on_logos_hold_and_a_lifted_finger_bids(clock):
    seats = [AuctionSeat(i, NAMES[i], COLOURS[i], NAMES[i][0]) for i in range(4)]  # no keys
    ov = AuctionOverlay(seats, money={i: 30 for i in range(4)}, clock=clock, result_seconds=0)
    down = []
    for s in range(4):
        down += [(100.0, finger(ov, pygame.FINGERDOWN, s, 10 + s)),
                 (100.0, synthesised_mouse(ov, pygame.MOUSEBUTTONDOWN, s))]
    run_frame(ov, clock, down)
    assert ov.auction.phase is Phase.LEAD_IN
    # SDL's mouse copy of the lift comes first and must not count; the finger does
    run_frame(ov, clock, [(109.4, synthesised_mouse(ov, pygame.MOUSEBUTTONUP, 2))])
    assert ov.result is None
    run_frame(ov, clock, [(109.5, finger(ov, pygame.FINGERUP, 2, 12))])
    assert ov.result == AuctionResult(2, 14, (), 1)


def test_touch_outside_every_logo_holds_nothing(clock):
    seats = [AuctionSeat(0, "Ann", COLOURS[0], "A")]
    ov = AuctionOverlay(seats, clock=clock, result_seconds=0)
    centre = pygame.event.Event(pygame.FINGERDOWN, finger_id=1, touch_id=1, x=0.5, y=0.5,
                                dx=0.0, dy=0.0, pressure=1.0)
    run_frame(ov, clock, [(100.0, centre)])
    assert ov.auction.phase is Phase.GATHERING


def test_two_fingers_on_one_logo_bid_when_the_last_lifts(clock):
    seats = [AuctionSeat(0, "Ann", COLOURS[0], "A"), AuctionSeat(1, "Bob", COLOURS[1], "B")]
    ov = AuctionOverlay(seats, clock=clock, result_seconds=0)
    run_frame(ov, clock, [(100.0, finger(ov, pygame.FINGERDOWN, 0, 1)),
                          (100.0, finger(ov, pygame.FINGERDOWN, 0, 2)),
                          (100.0, finger(ov, pygame.FINGERDOWN, 1, 3))])
    run_frame(ov, clock, [(105.0, finger(ov, pygame.FINGERUP, 0, 1))])
    assert ov.result is None
    run_frame(ov, clock, [(106.0, finger(ov, pygame.FINGERUP, 0, 2))])
    assert ov.result == AuctionResult(0, 17, (), 1)


def test_a_real_mouse_is_a_single_testers_finger(clock):
    seats = [AuctionSeat(0, "Ann", COLOURS[0], "A")]
    ov = AuctionOverlay(seats, clock=clock, result_seconds=0)
    pos = ov.layout.place(0).rect.center
    run_frame(ov, clock, [(100.0, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos,
                                                     touch=False))])
    run_frame(ov, clock, [(104.2, pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5),
                                                     touch=False))])
    assert ov.result == AuctionResult(0, 19, (), 1)


def test_engine_pointer_events_work_like_fingers(clock):
    seats = [AuctionSeat(0, "Ann", COLOURS[0], "A"), AuctionSeat(1, "Bob", COLOURS[1], "B")]
    ov = AuctionOverlay(seats, clock=clock, result_seconds=0)

    def pointer(kind, s, fid):
        return pygame.event.Event(kind, pos=ov.layout.place(s).rect.center, button=1,
                                  finger=fid, is_touch=fid >= 0)

    run_frame(ov, clock, [(100.0, pointer(POINTER_DOWN, 0, 4)),
                          (100.0, pointer(POINTER_DOWN, 1, -1))])
    run_frame(ov, clock, [(112.0, pointer(POINTER_UP, 1, -1))])
    assert ov.result == AuctionResult(1, 11, (), 1)


# ---------------------------------------------------------------- outcomes


def test_winner_who_cannot_afford_is_out_and_the_rest_bid_again(clock):
    results = []
    ov = make(clock, money={0: 35, 1: 8, 2: 35}, results=results)
    hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [(104.5, key_up(KEYS[1]))])  # bids 19 with 8
    assert ov.result is None
    assert ov.auction.status[1] is Status.CANNOT_AFFORD
    assert ov.auction.phase is Phase.LEAD_IN  # seats 0 and 2 still hold: 3-2-1 again
    caption, _big, _ = ov.centre_text()
    assert "Bob cannot pay 19" in caption
    run_frame(ov, clock, [(110.0, key_up(KEYS[0]))])  # clock from 107.5: price 18
    assert ov.result == AuctionResult(0, 18, (1,), 2)
    assert results == [ov.result]


def test_no_bid_until_five_no_winner(clock):
    results = []
    ov = make(clock, results=results)
    hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [], end=116.99)
    assert ov.auction.price == 7 and ov.centre_text()[0] == "Let go to bid"
    run_frame(ov, clock, [], end=117.99)
    assert ov.auction.price == 6 and ov.result is None
    assert ov.centre_text()[0] == "Last chance: let go to bid; at 5 nobody wins"
    run_frame(ov, clock, [(118.0, key_up(KEYS[0]))])
    assert ov.result == AuctionResult(None, None, (), 1)
    assert results == [ov.result]
    assert ov.centre_text()[1] == "NO BID"


def test_bots_bid_at_their_price_on_the_same_clock(clock):
    ov = make(clock, n=3, bots={1: 13, 2: 9}, seed=4)
    hold_all(ov, clock, 100.0)  # the human; the bots are in from the start
    assert ov.auction.phase is Phase.LEAD_IN
    run_frame(ov, clock, [], end=120.0)
    assert ov.result.winner == 1 and ov.result.price == 13
    bid = next(e for e in ov.log if e.kind == "bid")
    assert 110.15 <= bid.at <= 110.40  # price 13 shows at 110.0


def test_a_quick_human_beats_a_bot_at_the_same_price(clock):
    ov = make(clock, n=2, bots={1: 13}, seed=4)
    hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [(110.1, key_up(KEYS[0]))], end=110.6)
    assert ov.result == AuctionResult(0, 13, (), 1)


def test_result_is_shown_then_reported_once(clock):
    results = []
    ov = make(clock, n=2, results=results, result_seconds=2.5)
    hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [(105.0, key_up(KEYS[0]))])
    assert ov.result is not None and results == [] and not ov.done
    run_frame(ov, clock, [], end=107.4)
    assert results == []
    run_frame(ov, clock, [], end=107.6)
    run_frame(ov, clock, [], end=109.0)
    assert results == [AuctionResult(0, 18, (), 1)] and ov.done


def test_the_buyer_panel_shows_the_money_left_once_paid(clock):
    """"BOUGHT AT 18" stands beside the buyer's money after paying (35 - 18), not the 35
    the auction began with; the others' money is unchanged."""
    ov = make(clock, n=3, result_seconds=2.5)
    hold_all(ov, clock, 100.0)
    assert ov.panel_info(0).money == "$35"
    run_frame(ov, clock, [(105.0, key_up(KEYS[0]))])
    assert ov.result == AuctionResult(0, 18, (), 1)
    assert (ov.panel_info(0).status_text, ov.panel_info(0).money) == ("BOUGHT AT 18", "$17")
    assert [ov.panel_info(s).money for s in (1, 2)] == ["$35", "$35"]


def test_sounds_tick_each_second_and_a_distinct_bid(clock):
    sounds = []
    ov = make(clock, n=2, sounds=sounds)
    hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [(106.5, key_up(KEYS[0]))])
    # 3 lead-in counts + prices 20, 19, 18, 17 -> 7 ticks, then the bid
    assert sounds == ["tick"] * 7 + ["bid"]


def test_no_app_variant_one_press_knocks(clock):
    ov = make(clock, n=3, variant="no_app")
    assert ov.auction.phase is Phase.LEAD_IN and ov.auction.count == 23
    run_frame(ov, clock, [(101.0, key_down(KEYS[0]))])  # "22": too early
    assert ov.result is None
    assert "too early" in ov.centre_text()[0]
    run_frame(ov, clock, [(101.2, key_up(KEYS[0]))])
    run_frame(ov, clock, [(105.5, key_down(KEYS[2])), (105.5, key_down(KEYS[1]))])
    assert ov.result == AuctionResult(2, 18, (), 1)


def test_no_app_knock_by_touch(clock):
    seats = [AuctionSeat(0, "Ann", COLOURS[0], "A"), AuctionSeat(1, "Bob", COLOURS[1], "B")]
    ov = AuctionOverlay(seats, clock=clock, result_seconds=0, variant="no_app")
    run_frame(ov, clock, [(112.2, finger(ov, pygame.FINGERDOWN, 1, 5))])
    assert ov.result == AuctionResult(1, 11, (), 1)


# ---------------------------------------------------------------- drawing


def test_centre_countdown_reads_the_same_from_both_long_sides(clock):
    ov = make(clock, n=4)
    hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [], end=106.2)
    surface = pygame.Surface(ov.layout.size)
    ov.draw(surface)
    c = ov.layout.centre
    lower = surface.subsurface(pygame.Rect(c.x, c.centery + 4, c.width, c.height // 2 - 30))
    upper = surface.subsurface(pygame.Rect(c.x, c.y + 30, c.width, c.height // 2 - 34))
    turned = pygame.transform.rotate(upper.copy(), 180)
    # the same picture, turned over (compare a coarse thumbnail)
    a = pygame.transform.scale(lower.copy(), (40, 10))
    b = pygame.transform.scale(turned, (40, 10))
    diff = sum(
        abs(a.get_at((x, y))[i] - b.get_at((x, y))[i])
        for x in range(40) for y in range(10) for i in range(3)
    )
    assert diff / (40 * 10 * 3) < 12
    assert ov.centre_text()[1] == "17"


@pytest.mark.parametrize("end", [100.0, 101.0, 106.0, 130.0])
def test_every_phase_draws(clock, end):
    ov = make(clock, n=5, bots={4: 8}, money={0: 35, 1: 35, 2: 35, 3: 35, 4: 35})
    if end > 100.0:
        hold_all(ov, clock, 100.0)
    run_frame(ov, clock, [], end=end)
    ov.draw(pygame.Surface((1920, 1080)))
    for s in range(5):
        info = ov.panel_info(s)
        assert info.status_text
