"""The hand's title row stands clear of the cards' focus rings (monitor).

A focused hand card's ring (REACH outside the card) crossed the "N cards" count beside
"Your hand": the ring passed under the words, its band cut round them, and read as a line
through the count. The hand's tiles now start below the title's words by more than a
ring's reach, and the title row below the market's last row by as much, so no card's
ring, the hand's or the market's, touches "Your hand" or its count. Checked by geometry
(each target's ring box against the title words' boxes) in positions of several games,
and by Tab (posted KEYDOWN events) on a drawn hand card: its ring's pixels stop short of
the count's box.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.words import counted
from game.engine.boardview.focusring import REACH
from game.pandorum.bots import HeuristicBot
from game.pandorum.view_table_cards import title_row
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import start


def positions(s, wanted: int = 4, limit: int = 600):
    """Play heuristic moves for every seat; yield at up to ``wanted`` of the first seat's
    decisions over cards (hands of growing size)."""
    seen = 0
    for _ in range(limit):
        st = s.state
        if st.is_over:
            return
        seat = next(iter(st.pending_seats()))
        if seat == 0 and st.top()["kind"] in ("cards", "turn", "take") and st.hands[0]:
            yield
            seen += 1
            if seen == wanted:
                return
            for _ in range(7):  # on a few moves before the next look
                if s.state.is_over:
                    return
                seat = next(iter(s.state.pending_seats()))
                s.apply(HeuristicBot(seat, len(s.log)).choose(s.state.view(seat)))
            continue
        s.apply(HeuristicBot(seat, len(s.log)).choose(st.view(seat)))


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 8), (4, 5)])
def test_no_cards_ring_touches_the_hands_title(app, players, seed):
    s = session(players=players, humans=1, seed=seed)
    checked = 0
    for _ in positions(s):
        p = start(app, s)
        view = p.view
        side = view.side(0)
        words = title_row(None, app, int, side.hand_title, "Your hand",
                                 counted(len(view.st.hands[0]), "card"))
        rings = [(t.key, t.rect.inflate(2 * REACH, 2 * REACH)) for t in view.targets()
                 if t.key[1] in ("card", "market")]
        assert rings
        for key, ring in rings:
            for box in words:
                assert not ring.colliderect(box), (key, ring, box, side.hand_title)
        # every tile of the hand and the market, targets or not (a ring goes round any
        # card a decision lets the player focus)
        for tile in [*side.hand.values(), *side.market.values()]:
            ring = tile.inflate(2 * REACH, 2 * REACH)
            assert not any(ring.colliderect(box) for box in words), (tile, words)
        app.pop()
        checked += 1
    assert checked >= 2


def test_a_focused_hand_cards_ring_leaves_the_count_untouched(app):
    """Tab to a hand card: no pixel of the ring's colour round the count (its box and 8 px
    either side of it): on main the ring's band ran through that row, cut round the
    count's box."""
    s = session(players=3, humans=1, seed=8)
    next(positions(s, wanted=1))
    p = start(app, s)
    view = p.view
    side = view.side(0)
    count = title_row(None, app, int, side.hand_title, "Your hand",
                             counted(len(view.st.hands[0]), "card"))[1].inflate(16, 0)
    # the hand card under the count: the first row's rightmost
    goal = min(side.hand, key=lambda n: (side.hand[n].top, -side.hand[n].right))
    for _ in range(40):
        key = getattr(p.play.focus, "key", None)
        if key == ("pandorum", "card", goal):
            break
        p.key(pygame.K_RIGHT if key and key[:2] == ("pandorum", "card") else pygame.K_TAB)
    else:
        raise AssertionError(f"the keys never reached {goal}")
    canvas = app.draw()
    blue = app.theme.c("focus")
    ring = side.hand[key[2]].inflate(2 * REACH, 2 * REACH)
    lit = pygame.mask.from_threshold(canvas.subsurface(ring), blue, (4, 4, 4, 255)).count()
    assert lit > ring.width, "the ring is drawn"
    near = pygame.mask.from_threshold(canvas.subsurface(count), blue, (4, 4, 4, 255))
    assert near.count() == 0, (count, near.count())


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_at_a_table_a_hand_cards_tap_ring_leaves_the_count_untouched(size):
    """At a table there is no focus ring; a tap's ring (TableFrames.mark_tap: u(6)
    round the tapped card) round any card of a seat's hand stays off the "N cards" count
    in its stats box, in every seat's panel (the cards start u(8) right of the box)."""
    from game.engine.app import App
    from game.scenes.table_play import TablePlayScene
    from tests.pandorum_ui.table_driver import PandorumFingers

    s = session(players=4, humans=4, seed=5)  # (the start: hands of 3 and 4 cards)
    for _ in range(1):
        seat = next(iter(s.state.pending_seats()))
        s.apply(HeuristicBot(seat, len(s.log)).choose(s.state.view(seat)))
    app = App(window=size, fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    try:
        app.push(TablePlayScene(app, s, autosave=False, size=size))
        fingers = PandorumFingers(app)
        fingers.frames(2)
        scene, view = fingers.scene, fingers.scene.view
        u, f = view.table.u, app.fonts
        for seat in range(4):
            rects = view.seat_rects(seat, scene.parts[seat].game)
            box = rects["stats"]
            count = f.box(counted(len(s.state.hands[seat]), "card"),
                          (box.centerx, box.bottom - u(6)), view.table.text(22), False,
                          "midbottom")
            cards = [r for k, r in rects.items() if k.startswith("card")]
            assert len(cards) == len(s.state.hands[seat]) >= 2, (seat, rects)
            for card in cards:
                assert not card.inflate(2 * u(6), 2 * u(6)).colliderect(count), (seat, card)
    finally:
        app.close()
