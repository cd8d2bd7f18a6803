"""Merchants ballots at a table: every voter reads every senator whole from its own panel.

A voter on half a long edge had only box 1's senator in its panel (the details under its
prompt were cut after a few lines) and a tap on a ballot box votes, so boxes 2 and 3 could
not be read. A long press on a ballot box now reads that senator whole over the voter's
panel, facing it, while held, and casts no vote; a short tap still votes. By real finger
events (FINGERDOWN, FINGERUP), frames of the app loop between them.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.session import Session
from game.engine.app import App
from game.engine.table.edges import place_seats
from game.engine.table.readcard import read_layout, read_rect
from game.engine.table.seatpanel import PANEL_DEPTH, SIDE_DEPTH, panel_parts
from game.engine.table.touch import LONG_PRESS
from game.engine.tablesetup import TableSizes
from game.merchants.rules.actions import Ballot
from game.merchants.rules.data import components
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.merchants_ui.table_driver import MerchantsFingers
from tests.table.drawn_lines import drawn

#: five seats, the first two on the halves of the bottom edge (the default seating)
FIVE = ("bottom-right", "bottom-left", "left", "top", "right")


def voting(players: int = 5) -> Session:
    """Every seat human, at the first voting event (everyone votes at once)."""
    return bot_session("merchants", 1, players, 0, humans=players, at="ballot")


def table(size: tuple[int, int], diagonal: int, s: Session,
          slots: tuple[str, ...] = FIVE) -> tuple[App, MerchantsFingers]:
    app = App(window=size, fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    app.settings.screen_diagonal = diagonal
    app.push(TablePlayScene(app, s, autosave=False, slots=slots, size=size))
    fingers = MerchantsFingers(app)
    fingers.frames(2)
    return app, fingers


def hold(fingers: MerchantsFingers, pos: tuple[int, int], seconds: float) -> int:
    """A finger down at ``pos`` held (frames of 1/60 s) for ``seconds``; its id."""
    finger = fingers.down(pos)
    fingers.frames(round(seconds * 60))
    return finger


def words(lines: list[tuple[str, int]]) -> list[str]:
    return " ".join(text for text, _ in lines).split()


@pytest.mark.parametrize("diagonal", [32, 55, 120])
@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_a_long_press_on_box_2_reads_it_whole_and_votes_not_a_tap_votes(size, diagonal,
                                                                        monkeypatch):
    s = voting()
    app, fingers = table(size, diagonal, s)
    try:
        scene = fingers.scene
        seat = 1  # Bob, half of the bottom edge
        assert scene.table.slots[seat] == "bottom-left" and seat in scene.acting_seats()
        senator = s.state.c.senators[s.state.candidates[1]]
        votes = [list(box) for box in s.state.votes]
        n = len(s.log)
        box2 = fingers.seat_spot(seat, "ballot1")
        others = {k: pygame.image.tobytes(fingers.settled().subsurface(o.canvas_rect), "RGB")
                  for k, o in enumerate(scene.table.panels) if k != seat}
        lines = drawn(monkeypatch)
        finger = hold(fingers, box2, LONG_PRESS + 0.2)
        canvas = fingers.settled()
        assert scene.reading == {seat: ("ballot", 2)}
        # the whole text was drawn, title first, never cut
        shown = words(lines)
        whole = f"Box 2 · {senator.name} {senator.text}".split()
        start = next(i for i in range(len(shown)) if shown[i:i + len(whole)] == whole)
        assert start >= 0 and not any("\u2026" in w for w in shown[start:start + len(whole)])
        # only the reader's panel changed: the others (and so the other seats) see nothing
        for k, o in enumerate(scene.table.panels):
            if k != seat:
                assert pygame.image.tobytes(canvas.subsurface(o.canvas_rect), "RGB") == \
                    others[k], k
        fingers.up(finger, box2)
        fingers.frames(2)
        assert len(s.log) == n and [list(box) for box in s.state.votes] == votes
        assert scene.reading == {} and seat in scene.acting_seats()
        # a short tap on the same box votes
        fingers.tap(box2)
        assert s.log[n].action == Ballot(seat, 2)
    finally:
        app.close()


def test_a_voter_reads_every_box_from_a_top_half_edge_while_another_votes():
    """Two fingers at once: Dev (half of the top edge) reads box 3 while Ann (half of the
    bottom edge) votes; Dev's reading ends when he lifts, and he then votes box 1."""
    s = voting()
    slots = ("bottom-right", "bottom-left", "left", "top-left", "top-right")
    app, fingers = table((1920, 1080), 32, s, slots)
    try:
        scene = fingers.scene
        dev, ann = 3, 0
        box3 = fingers.seat_spot(dev, "ballot2")
        finger = hold(fingers, box3, LONG_PRESS + 0.1)
        assert scene.reading == {dev: ("ballot", 3)}
        fingers.tap(fingers.seat_spot(ann, "ballot0"))
        assert s.log[-1].action == Ballot(ann, 1) and scene.reading == {dev: ("ballot", 3)}
        fingers.up(finger, box3)
        assert scene.reading == {} and not any(
            isinstance(e.action, Ballot) and e.action.seat == dev for e in s.log)
        fingers.tap(fingers.seat_spot(dev, "ballot0"))
        assert s.log[-1].action == Ballot(dev, 1)
    finally:
        app.close()


#: seatings of 3-5 players, whole edges and two seats on a long edge
SEATINGS = [("bottom", "left", "right"), ("bottom-left", "bottom-right", "top"),
            ("bottom", "left", "top", "right"),
            ("bottom-left", "bottom-right", "top-left", "top-right"), FIVE,
            ("bottom-left", "bottom-right", "left", "top-left", "top-right")]


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("diagonal", [32, 55, 120])
def test_every_senator_reads_whole_over_every_panel(size, diagonal):
    """Every senator of the game (the longest is 235 characters), read over every seat's
    panel of every seating, 1080p and 4K, 32-120 inches: every word in, at least the
    table's smallest text as shown."""
    pygame.font.init()
    from game.engine.text import Fonts

    fonts = Fonts()
    sizes = TableSizes(size, diagonal)
    senators = list(components().senators.values())
    seen = set()
    for slots in SEATINGS:
        layout = place_seats(size, slots, sizes.u(PANEL_DEPTH), sizes.u(6), sizes.u(SIDE_DEPTH))
        for orient in layout.panels:
            parts = panel_parts(orient.size, sizes)
            box = read_rect(parts, sizes)
            seen.add(box.size)
            for k, sen in enumerate(senators):
                lay = read_layout(fonts, box.size, sizes, f"Box {k % 3 + 1} · {sen.name}",
                                  sen.text)
                assert lay.whole, (slots, orient.size, sen.name)
                assert lay.shown_size >= sizes.min_text - 1, (lay.shown_size, sizes.min_text)
                assert words([(" ".join(lay.text), 0)]) == sen.text.split()
    assert len(seen) >= 3  # whole long edges, halves, short edges


@pytest.mark.parametrize("diagonal", [32, 55, 120])
def test_side_seat_ballot_cards_of_a_1080p_table_hold_their_lines(diagonal, monkeypatch):
    """Found in play (session 12): at a 1080p table of five, the ballot cards of the seats
    at the short edges are 64 pixels high, too low for "1 · Exploration" / "Policy" /
    "mine: ?" at the table's smallest text: the lines were drawn over each other and out
    of the card. Each senator now goes on one line, its number on the "mine" line; every
    line inside its card, none over another, none cut."""
    from game.engine.table.tablefonts import drawn_size
    from game.engine.text import NARROWEST
    from game.merchants.view_table_seat import MerchantsSeatPanel

    cards: list[tuple[int, pygame.Rect, float, list]] = []
    painting: list[int] = []
    real_seat, real_words = MerchantsSeatPanel.paint_table_seat, MerchantsSeatPanel.ballot_words

    def seat_painted(self, surface, seat, area, peeking):
        painting[:] = [seat]
        return real_seat(self, surface, seat, area, peeking)

    def words_of(self, r, votes, peekable):
        shrink, laid = real_words(self, r, votes, peekable)
        cards.append((painting[0], pygame.Rect(r), shrink, laid))
        return shrink, laid

    monkeypatch.setattr(MerchantsSeatPanel, "paint_table_seat", seat_painted)
    monkeypatch.setattr(MerchantsSeatPanel, "ballot_words", words_of)
    s = voting()
    app, fingers = table((1920, 1080), diagonal, s)
    try:
        scene, f, st = fingers.scene, app.fonts, s.state
        sides = {seat for seat, slot in enumerate(scene.table.slots) if slot in ("left", "right")}
        checked = 0
        for seat, r, shrink, laid in cards:
            if seat not in sides:
                continue
            width, height = drawn_size(r.size, shrink)
            for k, card in enumerate(laid):
                lh = f.line_height(card.size, True)
                words = " ".join(text for text, _paragraph in card.rows)
                assert st.c.senators[st.candidates[k]].name in words and f"{k + 1} ·" in words
                assert card.pitch >= lh and card.top >= 0
                assert card.top + (len(card.rows) - 1) * card.pitch + lh <= height
                room = width - round(scene.sizes.u(12) / shrink)
                assert all(f.get(card.size, True).size(text)[0] * NARROWEST <= room
                           for text, _ in card.rows)
                checked += 1
        assert checked >= 2 * len(st.candidates)
    finally:
        app.close()
