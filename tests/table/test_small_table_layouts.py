"""On the smallest screen table mode allows (32 inches: 40-pixel words at 4K), the boards
laid out for a monitor's 24-pixel words still show every word: nothing is dropped for lack
of room, and a card's rows stay inside the card. Starship's pictures shown scaled down
(a 1080p table's board square and short seat panels) keep their words at the table's
smallest text as shown, and its mine tokens hold their larger digits."""

from __future__ import annotations

import pygame
import pytest

from game.engine.table import fittext
from game.engine.text import Fonts
from game.merchants import view_draw as merchants_draw
from game.merchants import view_draw_parts as merchants_parts
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from game.starship.view_draw import MINE_SHORT, Painter
from game.starship.view_layout import token_for
from tests.table.test_text_sizes import SIZE, SMALLEST, SizesAsked, table_app


def frames(app, scene: TablePlayScene, count: int = 20) -> None:
    for _ in range(count):
        app.draw()


def small_table(game: str, players: int, moves: int):
    """An app on the smallest table (32 inches, 4K) playing ``game`` with every seat human
    after ``moves`` bot moves: (app, session, scene)."""
    app = table_app(SIZE, SMALLEST)
    session = bot_session(game, 1, players, moves, humans=players)
    scene = TablePlayScene(app, session, size=SIZE, autosave=False)
    app.push(scene)
    return app, session, scene


def test_starship_cards_show_every_line_inside_the_card_on_a_32_inch_table(monkeypatch):
    drawn: list[tuple[str, tuple[int, int], int]] = []
    real = fittext.narrow_text

    def note(surface, fonts, text, midtop, size, colour, bold, width):
        drawn.append((text, midtop, fonts.lift(size)))
        real(surface, fonts, text, midtop, size, colour, bold, width)

    monkeypatch.setattr(fittext, "narrow_text", note)
    app, session, scene = small_table("starship", 4, 90)
    try:
        frames(app, scene)
        view, st = scene.view, session.state
        regions = view.lay.regions
        assert scene.sizes.min_text == 40 and drawn
        words = [text for text, _at, _size in drawn]
        for slot, card in enumerate(st.dest_slots):  # every Destination line is there
            if card is None:
                continue
            dest = st.comp.destinations[card]
            rect = regions[f"destination_{slot + 1}"]
            inside = [t for t, at, _s in drawn if rect.collidepoint(at)]
            assert " ".join(inside).split()[:len(dest.name.split())] == dest.name.split()
            assert f"\u26a1{dest.cost} +{dest.bonus}cr" in inside
            for kind, value in dest.per_mine.items():
                assert f"+{value}/{MINE_SHORT.get(kind, 'mine')}" in " ".join(inside)
        for slot, card in enumerate(st.for_sale):  # and every For Sale card's name
            if card is not None:
                rect = regions[f"for_sale_{slot + 1}"]
                inside = " ".join(t for t, at, _s in drawn if rect.collidepoint(at))
                assert st.comp.card_name(card) in inside, (inside, st.comp.card_name(card))
        # every row drawn on a card or stack starts inside it, its capitals inside it too
        cards = [r for name, r in regions.items()
                 if name.startswith(("scout_stack", "tug_stack", "for_sale", "destination_",
                                     "market_deck", "destination_deck"))]
        font = app.fonts.get(40)
        for text, (x, y), _size in drawn:
            home = [r for r in cards if r.collidepoint(x, y)]
            if home:
                assert y + font.get_ascent() <= home[0].bottom + 2, (text, y, home[0])
        assert any(w.startswith("\u00d7") for w in words)  # a Scout stack's count
    finally:
        app.close()


def test_merchants_number_tables_keep_every_entry_on_a_32_inch_table(monkeypatch):
    rows_drawn: list[str] = []
    real = fittext.draw_rows

    def note(surface, fonts, rows, *args, **kwargs):
        rows_drawn.extend(rows)
        real(surface, fonts, rows, *args, **kwargs)

    monkeypatch.setattr(merchants_draw, "draw_rows", note)
    monkeypatch.setattr(merchants_parts, "draw_rows", note)  # (the boxed tables)
    monkeypatch.setattr(fittext, "draw_rows", note)
    app, session, scene = small_table("merchants", 5, 0)
    try:
        st = session.state
        for board in ("station", "senate", "event_track", "production"):
            scene.view.zoom(board)
            frames(app, scene, 8)
        text = " ".join(rows_drawn)
        for a, b in st.c.tables["senate"]["losers"]:  # the Senate's losing boxes
            assert f"{a}/{b}" in text
        ranks, _policy = st.scoring_table("station", "ranks")
        for a, b in ranks:  # the Station's "By rank": every pair (one was cut before)
            assert f"{a}/{b}" in text
        assert "Losing boxes" in text and "!: revealed" in text and "Station influence" in text
        assert "Deck" in rows_drawn  # "Deck 61" too wide for its box: on two lines
        # the legend's entries are kept whole on their lines
        assert any("1V/2V: vote" in row for row in rows_drawn)
    finally:
        app.close()


def _starship_table(size: tuple[int, int], diagonal: float, moves: int):
    app = table_app(size, diagonal)
    session = bot_session("starship", 1, 4, moves, humans=4)
    scene = TablePlayScene(app, session, size=size, autosave=False)
    app.push(scene)
    frames(app, scene, 4)
    return app, session, scene


@pytest.mark.parametrize("size", [SIZE, (1920, 1080)])
@pytest.mark.parametrize("diagonal", [55, SMALLEST])
def test_starship_words_are_the_smallest_text_as_shown_on_the_table(size, diagonal,
                                                                   monkeypatch):
    """The board's square and a short seat panel show their pictures scaled down (a
    1080p table's square is 608 pixels, the board is drawn 1080 wide): every word in
    them, at the scale it is shown, is at least the table's smallest text."""
    app, _session, scene = _starship_table(size, diagonal, 60)
    try:
        view, floor = scene.view, scene.sizes.min_text
        shown: list[tuple[str, float]] = []
        asked = SizesAsked(monkeypatch, locate_below=999)

        def smallest() -> int:
            least = min(s for s, _where in asked.sizes)
            asked.sizes.clear()
            return least

        view.on_layer.forget()
        view.layer_pictures.clear()
        view.touch()
        card = view.table_turn_cards()[0]
        card.paint(pygame.Surface(card.rect.size))
        shown.append(("board", smallest() * view.board_shown_at()))
        for seat in range(4):
            area = scene.parts[seat].game
            panel = pygame.Surface((area.right, area.bottom))
            for peeking in (False, True):
                view.paint_table_seat(panel, seat, area, peeking)
                k = 1.0 if peeking else view.seat_drawing(seat, area)[1]
                shown.append((f"seat {seat}{' read' if peeking else ''}", smallest() * k))
        small = [(what, round(px, 1)) for what, px in shown if px < floor]
        assert not small, f"words under {floor} px as shown on the table: {small}"
    finally:
        app.close()


@pytest.mark.parametrize("size", [SIZE, (1920, 1080)])
def test_starship_mine_digits_have_room_on_a_32_inch_table(size, monkeypatch):
    """A mine token in a seat's Local Space and in Known Space is as large as its digit,
    drawn at the table's smallest text, asks: the digit and a margin inside the token
    (a diamond's inner square too)."""
    drawn: list[tuple[pygame.Rect, int, str]] = []
    real = Painter.mine

    def note(painter, token, rect, moving=False):
        where = "hold" if rect.width < token_for(painter.drawn(24)) - 4 else "row"
        drawn.append((pygame.Rect(rect), painter.drawn(24), where))
        real(painter, token, rect, moving)

    monkeypatch.setattr(Painter, "mine", note)
    app, session, scene = _starship_table(size, SMALLEST, 90)
    try:
        view = scene.view
        view.on_layer.forget()
        view.layer_pictures.clear()
        view.touch()
        card = view.table_turn_cards()[0]
        card.paint(pygame.Surface(card.rect.size))
        for seat in range(4):
            area = scene.parts[seat].game
            view.paint_table_seat(pygame.Surface((area.right, area.bottom)), seat, area, False)
        st = session.state
        tokens = sum(len(p["local"]) + len(p["id_card"]) for p in st.players) + len(st.known)
        rows = [(r, digits) for r, digits, where in drawn if where == "row"]
        assert tokens and len(rows) >= tokens
        font = app.fonts.get(max(d for _r, d in rows), True)
        wide, high = font.size("8")[0], font.get_ascent() * 3 // 4
        for rect, _digits in rows:
            # the diamond's corners lie 2 px beyond the token: its inner square
            inner = (rect.width + 4) / 2
            assert wide <= inner and high <= inner, (rect.size, wide, high)
    finally:
        app.close()


#: (players, seed, bot moves) of Starship positions on a 32-inch table: among them the
#: refineries for sale with two-digit costs ("+3 1…" was drawn on a 1080p table) and
#: Ganymede Port as a Destination ("Gany…" at 1080p and 4K)
POSITIONS = [(2, 1, 45), (2, 1, 135), (3, 2, 30), (3, 3, 90), (4, 1, 60), (4, 4, 120),
             (4, 2, 150)]


@pytest.mark.parametrize("size", [SIZE, (1920, 1080)])
def test_no_starship_board_word_is_cut_on_a_32_inch_table(size, monkeypatch):
    """Over seeded positions on the smallest table, at 4K and 1080p: the board's picture
    cuts no text with an ellipsis (a refinery's cost takes a row of its own, squeezed
    sideways a little; a word too long for a card even squeezed is broken with a hyphen,
    as the Destination deck's "Destin-" / "ations"), and every Destination card shows
    its whole name."""
    cut: list[str] = []
    real_fit = Fonts.fit

    def fit(fonts, text, size_, width, bold=False):
        out = real_fit(fonts, text, size_, width, bold)
        if out != text:
            cut.append(f"{text!r} drawn as {out!r}")
        return out

    drawn: list[tuple[str, tuple[int, int]]] = []
    real_narrow = fittext.narrow_text

    def narrow(surface, fonts, text, midtop, *args):
        drawn.append((text, midtop))
        real_narrow(surface, fonts, text, midtop, *args)

    monkeypatch.setattr(Fonts, "fit", fit)
    monkeypatch.setattr(fittext, "narrow_text", narrow)
    app = table_app(size, SMALLEST)
    refineries = names = 0
    try:
        for players, seed, moves in POSITIONS:
            session = bot_session("starship", seed, players, moves, humans=players)
            scene = TablePlayScene(app, session, size=size, autosave=False)
            app.push(scene)
            view, st = scene.view, session.state
            view.on_layer.forget()
            view.layer_pictures.clear()
            view.touch()
            cut.clear()
            drawn.clear()
            card = view.table_turn_cards()[0]
            card.paint(pygame.Surface(card.rect.size))
            assert not cut, (players, seed, moves, cut)
            refineries += len(st.refinery_supply) if st.refineries_open else 0
            for slot, dest in enumerate(st.dest_slots):
                if dest is None:
                    continue
                rect = view.lay.regions[f"destination_{slot + 1}"]
                inside = " ".join(t for t, at in drawn if rect.collidepoint(at))
                whole = inside.replace("- ", "")
                name = st.comp.destinations[dest].name
                assert whole.startswith(name), (name, inside)
                names += "-" in inside
            app.pop()
    finally:
        app.close()
    assert refineries and names  # the positions hold both cases
