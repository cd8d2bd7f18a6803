"""An Action Card face up writes its letters and values apart, inside the card, at every
size it is drawn: found in session 29, a table seat's card on a 1080p screen (120 x 72
pixels, its words at the fonts' smallest size, larger than the table's scale) drew "AC"
over its "played" value."""

from __future__ import annotations

import itertools

from game.escape.view_decks import face_lines
from tests.escape.helpers import card_turn, give
from tests.escape_ui.driver import session
from tests.escape_ui.table_driver import EscapeFingers


def test_a_table_seats_cards_write_their_words_apart(app):
    s = session(players=2, humans=2, seed=3)
    st = card_turn(2)
    for cid in ("ALERT-C1", "WARNING-E1", "ALERT-A1"):
        give(st, 0, cid)
    s.state = st
    fingers = EscapeFingers.at_table(app, s)
    scene = fingers.scene
    u = scene.view.table.u
    rects = scene.view.seat_rects(0, scene.parts[0].game)
    for k, cid in enumerate(st.hands[0]):
        ct = st.data.cards[cid]
        rect = rects[f"card{k}"]
        lines = face_lines(app.fonts, u, rect, ct)
        assert ct.letter in "".join(line.text for line in lines)
        for line in lines:
            assert rect.contains(line.box), (cid, line)
        for a, b in itertools.combinations(lines, 2):
            assert not a.box.colliderect(b.box), (cid, a.text, b.text)
