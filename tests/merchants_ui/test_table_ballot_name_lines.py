"""A senator's name on a ballot card at a 4K table takes one line where it can (session 29).

At a 55-inch 4K table of five the bottom seats' ballot cards are 348 pixels wide (324 of
room for words at 34 pixels), and every name broke over two lines: "3 · Station Policy"
measures 325 pixels, one too many, and "2 · Defense Policy" 343. A line a little too wide
is now squeezed sideways rather than wrapped, and of the wordings a card holds whole the
one whose names take the fewest lines is shown ("Exploration Policy" over "1 · your
votes (hold the eye)"). Measured on the settled canvas, each card turned upright: the rows
of pixels in the name's colour (the theme's accent) form one line, inside the card's
edge; and the name is drawn whole, never cut.
"""

from __future__ import annotations

import pygame
import pytest

from game.merchants.view_table_seat import MerchantsSeatPanel
from tests.merchants_ui.test_table_ballot_lines import runs
from tests.table.drawn_lines import drawn
from tests.table.test_ballot_long_press import FIVE, table, voting


def accent_rows(card: pygame.Surface, accent: tuple[int, int, int], edge: int
                ) -> tuple[list[bool], list[int]]:
    """Per row inside the card's ``edge`` (top and bottom), whether a pixel of it is
    (nearly) the ``accent`` colour; and the columns where one is."""
    w, h = card.get_size()
    rows, columns = [], set()
    for y in range(edge, h - edge):
        hit = False
        for x in range(w):
            r, g, b = card.get_at((x, y))[:3]
            if abs(r - accent[0]) + abs(g - accent[1]) + abs(b - accent[2]) < 40:
                hit = True
                columns.add(x)
        rows.append(hit)
    return rows, sorted(columns)


def name_lines(fingers, seat: int) -> list[tuple[int, list[tuple[int, int]], list[int]]]:
    """Per ballot card of ``seat``: its width, the runs of rows of its name's colour and
    the columns they cover, measured on the settled canvas with the card upright."""
    scene = fingers.scene
    u, accent = scene.sizes.u, fingers.app.theme.c("accent")
    canvas = fingers.settled()
    orient = fingers.orient(seat)
    rects = scene.view.seat_rects(seat, scene.parts[seat].game)
    out = []
    for k in range(len(scene.view.st.candidates)):
        where = orient.rect_to_canvas(rects[f"ballot{k}"])
        card = pygame.transform.rotate(canvas.subsurface(where).copy(), -orient.rotation)
        rows, columns = accent_rows(card, accent, u(4))
        out.append((card.get_width(), runs(rows), columns))
    return out


def names_drawn(scene, seat: int, monkeypatch) -> list[list[str]]:
    """Each of ``seat``'s ballot cards' lines as its panel draws them."""
    cards: list[list[str]] = []
    real = MerchantsSeatPanel.paint_ballot

    def noted(self, surface, r, words, live, hidden, shrink):
        lines = drawn(monkeypatch)
        real(self, surface, r, words, live, hidden, shrink)
        cards.append([text for text, _size in lines])

    monkeypatch.setattr(MerchantsSeatPanel, "paint_ballot", noted)
    scene.paint_panel(seat, True, pygame.Surface(scene.panels[seat].orient.size))
    monkeypatch.undo()
    return cards


@pytest.mark.parametrize("peek", [False, True], ids=["hidden", "eye-held"])
def test_every_seats_ballot_names_take_one_line_at_4k(peek, monkeypatch):
    s = voting()
    app, fingers = table((3840, 2160), 55, s, FIVE)
    try:
        scene, st = fingers.scene, s.state
        u = scene.sizes.u
        for seat in range(len(FIVE)):
            finger = None
            if peek:  # its owner holds the eye: "your votes: 2" instead
                eye = fingers.seat_spot(seat, "eye")
                finger = fingers.down(eye)
                fingers.frames(2)
                assert scene.is_peeking(seat)
            for k, (width, lines, columns) in enumerate(name_lines(fingers, seat)):
                what = (FIVE[seat], k, lines, width)
                assert len(lines) == 1, what  # the name on one line
                # inside the card's green edge (4 wide, 1080p), with room to spare
                assert columns[0] >= u(4) + 2 and columns[-1] < width - u(4) - 2, what
            for k, shown in enumerate(names_drawn(scene, seat, monkeypatch)):
                name = st.c.senators[st.candidates[k]].name
                assert any(name in line for line in shown), (FIVE[seat], shown)
                assert not any("\u2026" in line for line in shown), (FIVE[seat], shown)
            if finger is not None:
                fingers.up(finger, eye)
                fingers.frames(2)
    finally:
        app.close()
