"""The auction screen's drawing caches and the work done ahead: a tick of the price, the
first frames of a rehearsed screen and a seat letting go render nothing once quiet frames
prepared them; a frame drawing only what changed gives the same picture as a whole
drawing; at a 4K table every size is doubled."""

from __future__ import annotations

import pygame
import pytest

from game.core.auction import Phase, Status
from game.engine.auction import keep
from game.engine.auction.render import pieces
from game.engine.text import Fonts
from tests.auction.conftest import key_down, key_up, preparation_counter, run_frame
from tests.auction.test_overlay import KEYS, hold_all, make


def _running(clock, fonts: Fonts):
    ov = make(clock, 4, fonts=fonts, bots={3: 9}, lot="the Senate card")
    hold_all(ov, clock, clock.t)
    while ov.auction.phase is not Phase.RUNNING:
        clock.t += 0.5
        run_frame(ov, clock, [])
    return ov


def _after_quiet_frames(clock, fonts: Fonts, frames: int):
    """A running auction drawn on a surface, after ``frames`` quiet frames (the clock
    stands still: nothing happens, each frame draws what changed: nothing)."""
    pieces(fonts).clear()
    ov = _running(clock, fonts)
    surface = pygame.Surface((1920, 1080))
    ov.draw(surface)
    for _ in range(frames):
        run_frame(ov, clock, [])
        ov.draw(surface, holds=True)
    return ov, surface


def test_a_tick_after_quiet_frames_renders_nothing_and_repaints_no_panel(clock, monkeypatch):
    fonts = Fonts()
    ov, surface = _after_quiet_frames(clock, fonts, 200)
    made = preparation_counter(monkeypatch, fonts)
    price = ov.auction.price
    clock.t += 1.0
    run_frame(ov, clock, [])
    assert ov.auction.price is not None and ov.auction.price < price
    changed = ov.draw(surface, holds=True)
    assert made == []
    panels = {tuple(p.rect) for p in ov.layout.places}
    assert changed and not any(tuple(r) in panels for r in changed)
    fresh = _fresh_picture(ov)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(fresh, "RGB")


def _fresh_picture(ov, size: tuple[int, int] = (1920, 1080)) -> pygame.Surface:
    """The same screen drawn whole with every cache emptied (the caches are put back:
    the screen goes on as it was)."""
    kept, shown = dict(pieces(ov.fonts)), ov._shown
    pictures = dict(keep.kept(ov.fonts))
    pieces(ov.fonts).clear()
    keep.forget(ov.fonts)
    surface = pygame.Surface(size)
    ov.draw(surface)
    pieces(ov.fonts).update(kept)
    keep.forget(ov.fonts)
    keep.kept(ov.fonts).update(pictures)
    ov._shown = shown
    return surface


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_a_rehearsed_screen_prepares_nothing_in_its_first_frames(clock, monkeypatch, size):
    """The rehearsal (a screen of its own, never shown, run a step at a time before the
    real one opens) renders every piece of the opening frame and of the frame in which
    the humans hold; those frames then render no text, load no font and turn no piece,
    and show the same picture as a screen drawn with every cache empty."""
    fonts = Fonts()
    pieces(fonts).clear()
    steps = sum(1 for _ in make(clock, 4, fonts=fonts, bots={3: 9}, size=size,
                                lot="the Senate card").rehearse())
    assert steps > 10  # spread: one piece per step
    made = preparation_counter(monkeypatch, fonts)
    ov = make(clock, 4, fonts=fonts, bots={3: 9}, size=size, lot="the Senate card")
    surface = pygame.Surface(size)
    assert ov.draw(surface, holds=False) is None
    opening = pygame.image.tobytes(surface, "RGB")
    hold_all(ov, clock, clock.t)
    changed = ov.draw(surface, holds=True)
    assert made == []
    assert changed  # only the panels and the centre were drawn again
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(
        _fresh_picture(ov, size), "RGB")
    ov2 = make(clock, 4, fonts=fonts, bots={3: 9}, size=size, lot="the Senate card")
    assert opening == pygame.image.tobytes(_fresh_picture(ov2, size), "RGB")


def test_quiet_frames_render_the_result_before_a_seat_lets_go(clock, monkeypatch):
    """While the price runs, quiet frames imagine each human letting go (and the next
    tick) and render what the screen would show: the frame in which a human lets go,
    the result frame, renders nothing; its picture equals a fresh drawing."""
    fonts = Fonts()
    ov, surface = _after_quiet_frames(clock, fonts, 300)
    made = preparation_counter(monkeypatch, fonts)
    run_frame(ov, clock, [(clock.t, key_up(KEYS[1]))])
    assert ov.result is not None and ov.result.winner == 1
    changed = ov.draw(surface, holds=True)
    assert made == []
    assert changed and sum(r.width * r.height for r in changed) < 1920 * 1080
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(
        _fresh_picture(ov), "RGB")


def test_frames_that_draw_only_what_changed_end_as_a_whole_drawing(clock):
    """A whole auction drawn frame after frame on the same surface, each frame drawing
    only what changed (holds, the count, ticks, a bid, the result): at every step the
    picture is the one a whole drawing gives."""
    fonts = Fonts()
    ov = make(clock, 5, fonts=fonts, bots={3: 9, 4: 12}, size=(3840, 2160),
              lot="the Senate card")
    surface = pygame.Surface((3840, 2160))
    ov.draw(surface)
    script = [[(clock.t + 0.1, key_down(KEYS[0]))], [(clock.t + 0.2, key_down(KEYS[1]))],
              [(clock.t + 0.3, key_down(KEYS[2]))]]
    for events in script:
        run_frame(ov, clock, events)
        ov.draw(surface, holds=True)
    checked = 0
    while ov.result is None:
        clock.t += 0.5
        events = [(clock.t, key_up(KEYS[2]))] if ov.auction.price == 15 else []
        run_frame(ov, clock, events)
        ov.draw(surface, holds=True)
        whole = pygame.Surface((3840, 2160))
        ov.draw(whole)  # (draws afresh: the next frame of ``surface`` is partial again)
        ov._shown = (ov.picture_key(), (3840, 2160))
        assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(whole, "RGB")
        checked += 1
    assert ov.result.winner == 2 and ov.result.price == 15 and checked > 10


def test_at_a_4k_table_every_word_is_drawn_twice_the_1080p_size():
    """A table's auction screen is drawn at its own resolution with every size doubled
    at 3840x2160 (not a 1080p picture scaled up): each line of each panel is laid out at
    twice the 1080p font size, twice as far from the panel's corner."""
    from game.engine.auction.layout import make_layout
    from game.engine.auction.panel import plan_panel
    from game.engine.auction.render import STATUS_COLOURS, PanelInfo

    fonts = Fonts()
    info = PanelInfo(name="Cleo", colour=(240, 228, 66), letter="Y",
                     letter_colour=(0, 0, 0), status_text="IN",
                     status_colour=STATUS_COLOURS[Status.IN], hint="Let go to bid",
                     number="17", number_colour=(236, 240, 248), held=True, money="$35")
    small, big = (make_layout(range(5), size) for size in ((1920, 1080), (3840, 2160)))
    for lo, hi in zip(small.places, big.places, strict=True):
        a, b = plan_panel(lo, info, fonts, 1.0), plan_panel(hi, info, fonts, 2.0)
        assert [w.text for w in a.words] == [w.text for w in b.words]
        for wa, wb in zip(a.words, b.words, strict=True):
            assert wb.size == 2 * wa.size
            assert abs(wb.rect.x - 2 * wa.rect.x) <= 4 and abs(wb.rect.y - 2 * wa.rect.y) <= 4
        assert abs(b.radius - 2 * a.radius) <= 2


def test_a_table_screen_tells_each_seat_to_touch_its_logo_first(clock):
    ov = make(clock, 3, touch_first=True)
    info = ov.panel_info(0)
    assert info.status_text == "TOUCH & HOLD"
    assert info.hint.startswith("Finger on your logo, or hold ")
    assert make(clock, 3).panel_info(0).status_text == "HOLD KEY"


def test_a_rehearsal_holds_keyless_humans_by_finger(clock, monkeypatch):
    """Seats without a key (a table without a keyboard) are held by a finger in the
    rehearsal: the frame in which every finger is down renders nothing either."""
    from game.engine.auction import AuctionOverlay, AuctionSeat
    from tests.auction.test_overlay import COLOURS, NAMES

    def screen() -> AuctionOverlay:
        seats = [AuctionSeat(i, NAMES[i], COLOURS[i], NAMES[i][0]) for i in range(3)]
        return AuctionOverlay(seats, money={i: 35 for i in range(3)}, clock=clock,
                              fonts=fonts, size=(3840, 2160), touch_first=True)

    fonts = Fonts()
    pieces(fonts).clear()
    for _ in screen().rehearse():
        pass
    made = preparation_counter(monkeypatch, fonts)
    ov = screen()
    surface = pygame.Surface((3840, 2160))
    ov.draw(surface)
    w, h = ov.layout.size
    fingers = []
    for i, place in enumerate(ov.layout.places):
        x, y = place.rect.center
        fingers.append((clock.t, pygame.event.Event(
            pygame.FINGERDOWN, touch_id=0, finger_id=i, x=(x + 0.5) / w, y=(y + 0.5) / h,
            dx=0.0, dy=0.0, pressure=1.0)))
    run_frame(ov, clock, fingers)
    assert ov.auction.phase is Phase.LEAD_IN
    ov.draw(surface, holds=True)
    assert made == []


def test_imagining_what_comes_next_changes_nothing_of_the_auction(clock):
    """Two screens of the same auction played by the same inputs, one rendering the
    futures in its quiet frames and one not: the same events, shown words and result
    at every frame (the futures are played on copies of the machine)."""
    from tests.auction.conftest import FakeClock

    clocks = [FakeClock(clock.t), FakeClock(clock.t)]
    screens = [make(c, 4, bots={3: 11}, money={0: 35, 1: 12, 2: 35, 3: 35}, lot="a card")
               for c in clocks]
    screens[1].anticipating = False
    for ov, c in zip(screens, clocks, strict=True):
        hold_all(ov, c, c.t)
    for frame in range(120):
        seen = []
        for ov, c in zip(screens, clocks, strict=True):
            c.t += 0.25
            events = [(c.t, key_up(KEYS[1]))] if ov.auction.price == 14 else []
            run_frame(ov, c, events)
            seen.append((ov.picture_key(), [e.kind for e in ov.log], ov.result))
        assert seen[0] == seen[1], frame
    assert screens[0].result is not None and screens[0]._ahead is not None


def test_a_long_name_beside_its_money_is_drawn_smaller_before_it_is_cut():
    """Found in play: a five-seat auction's bottom panels read "Normal b… $35". The name
    and its money are drawn a size smaller where that keeps the name whole."""
    from game.engine.auction.layout import make_layout
    from game.engine.auction.panel import plan_panel
    from game.engine.auction.render import STATUS_COLOURS, PanelInfo

    fonts = Fonts()
    info = PanelInfo(name="Normal bot 5", colour=(200, 100, 220), letter="P",
                     letter_colour=(0, 0, 0), status_text="IN",
                     status_colour=STATUS_COLOURS[Status.IN], hint="Bot",
                     number="", number_colour=(236, 240, 248), held=False, money="$35")
    plans = [plan_panel(place, info, fonts, 1.0)
             for place in make_layout(range(5), (1920, 1080)).places]
    names = [next(w for w in plan.words if w.text.startswith("Normal")) for plan in plans]
    assert all(w.text == "Normal bot 5" for w in names), [w.text for w in names]
    assert any(w.size < 32 for w in names)  # (a narrow panel's, smaller)
    assert all(w.size == 32 for w, plan in zip(names, plans, strict=True)
               if plan.upright[0] > 1000)  # a wide panel's as before
