"""Escape's decks turn card at a table shows every open card's whole text, on every screen
table mode allows (32, 55 and 120 inches, 4K) and facing every way: no Action Card text
is cut, and it is never drawn below the table's smallest text."""

from __future__ import annotations

import pygame
import pytest

from game.engine.boardview.textlines import flow_text
from game.engine.table.tablefonts import Shrink
from game.escape.view_decks import decks_card
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.table.drawn_lines import drawn
from tests.table.test_text_sizes import SIZE, table_app


@pytest.mark.parametrize("diagonal", [32.0, 55.0, 120.0])
def test_every_open_card_text_is_whole_on_the_decks_card(diagonal):
    app = table_app(SIZE, diagonal)
    try:
        session = bot_session("escape", 1, 4, moves=20, humans=4)
        scene = TablePlayScene(app, session, size=SIZE, autosave=False)
        app.push(scene)
        view, sizes = scene.view, scene.sizes
        card = next(c for c in view.table_turn_cards() if c.name == "decks")
        st = view.st
        checked = 0
        for rotation in (0, 90, 180, 270):
            surface = pygame.Surface(card.upright_size(rotation))
            for cid, ct in st.data.cards.items():
                shown = st.clone()
                shown.open[ct.deck] = cid
                places = decks_card(surface, app, sizes.u, shown, set(), None,
                                    sizes.min_text)
                place = places[ct.deck]
                assert place.whole and flow_text(app.fonts, ct.text, place.areas,
                                                 place.size)[1], \
                    f"{diagonal}\": {ct.deck} {ct.letter} cut facing {rotation}"
                assert place.size >= sizes.min_text
                assert all(surface.get_rect().contains(a) for a in place.areas)
                # no word broken in two where the column beside the card is narrow (found
                # in play, session 12: "your spaceship" / "s upright" facing a side seat)
                flowed = flow_text(app.fonts, ct.text, place.areas, place.size)[0]
                words = " ".join(line for _area, shown in flowed for line in shown).split()
                assert words == ct.text.split(), \
                    f"{diagonal}\": {ct.deck} {ct.letter} facing {rotation}: {words}"
                checked += 1
        assert checked == 4 * len(st.data.cards)
    finally:
        app.close()


@pytest.mark.parametrize("diagonal", [32.0, 55.0, 120.0])
def test_open_card_texts_are_whole_on_a_1080p_table(diagonal, monkeypatch):
    """A 1080p table's smallest text (15 pixels on 55 inches) is under the fonts' own
    24-pixel floor: the decks card is drawn larger and shown shrunk, so every open card's
    text is drawn whole (it was cut with an ellipsis), its words the table's smallest text
    as shown, its open cards' targets inside the card, facing every way."""
    size = (1920, 1080)
    app = table_app(size, diagonal)
    lines = drawn(monkeypatch)
    try:
        checked = 0
        for moves in (0, 12, 30, 60):
            session = bot_session("escape", 2, 4, moves=moves, humans=4)
            if session.state.is_over:
                continue
            scene = TablePlayScene(app, session, size=size, autosave=False)
            view, sizes = scene.view, scene.sizes
            st = view.st
            k = Shrink.of(sizes).k
            assert k < 1
            for rotation in (0, 90, 180, 270):
                card = next(c for c in view.table_turn_cards() if c.name == "decks")
                upright = card.upright_size(rotation)
                lines.clear()
                card.paint(pygame.Surface(upright))
                words = " ".join(text for text, _px in lines)
                assert "\u2026" not in words, f"{diagonal}\" facing {rotation}: a text cut"
                for cid in st.open.values():
                    if cid is not None:
                        assert st.data.cards[cid].text.split()[-1] in words.split()
                        checked += 1
                assert min(px for _t, px in lines) * k >= sizes.min_text - 0.5
                box = pygame.Rect((0, 0), upright)
                assert all(box.contains(t.rect) for t in card.targets(upright))
        assert checked >= 8
    finally:
        app.close()


def test_the_scores_card_turned_a_quarter_names_every_seat_at_full_size(monkeypatch):
    """Seen in a real window: bots' names ("Easy bot 1") on the scores card turned a
    quarter read "Ea..." on a 1080p table; later (session 26) whole but shrunk to the
    table's floor and squeezed, a smudge beside "Ada" at full size, and "Heuristic bot 4"
    still cut. Now a name that fits is whole, a longer one shows its seat-numbered tail
    ("bot 3") at the size "Ada" has: uncut, and the bots told apart."""
    from tests.table.drawn_lines import rendered

    size = (1920, 1080)
    app = table_app(size, 55.0)
    try:
        session = bot_session("escape", 1, 4, moves=3, humans=0)
        scene = TablePlayScene(app, session, size=size, autosave=False)
        view = scene.view
        names = ["Ada", "Easy bot 2", "Normal bot 3", "Heuristic bot 4"]
        monkeypatch.setattr(type(view), "names", lambda self: names)
        lines = rendered(monkeypatch)
        card = next(c for c in view.table_turn_cards() if c.name == "scores")
        for rotation in (0, 90):
            lines.clear()
            card.paint(pygame.Surface(card.upright_size(rotation)))
            sizes = dict(lines)
            assert not [t for t, _ in lines if t.endswith("\u2026")], (rotation, lines)
            if rotation == 0:  # upright (tall and narrow) the seats are their discs alone
                continue
            for name in names:
                tail = " ".join(name.split()[-2:])
                shown = name if name in sizes else tail
                assert shown in sizes, (name, lines)
                assert sizes[shown] >= sizes["Ada"], (name, lines)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1848, 1040), (3840, 2160)])
@pytest.mark.parametrize("diagonal", [32, 55])
def test_a_seats_vp_and_skip_field_do_not_overlap_at_any_edge(size, diagonal, monkeypatch):
    """Each seat's VP and its Skip field lie apart inside their box, at the long edges and
    the short ones (seen in a real window at a 55-inch 1080p table: a short edge's "8 VP"
    ran over its "Skip field 1")."""
    from game.engine.text import Fonts
    from game.scenes.table_play import TablePlayScene
    from tests.escape_ui.driver import session
    from tests.table.test_text_sizes import table_app

    lines: list[tuple[str, pygame.Rect]] = []
    real = Fonts.draw

    def note(fonts, surface, text, pos, size_, *args, **kwargs):
        rect = real(fonts, surface, text, pos, size_, *args, **kwargs)
        lines.append((text, rect))
        return rect

    monkeypatch.setattr(Fonts, "draw", note)
    app = table_app(size, diagonal)
    try:
        s = session(players=4, humans=4, seed=5)
        scene = TablePlayScene(app, s, size=size, slots=("top", "left", "bottom", "right"),
                               autosave=False)
        view = scene.view
        for seat in range(4):
            area = scene.parts[seat].game
            lines.clear()
            view.paint_table_seat(pygame.Surface((area.right, area.bottom)), seat, area,
                                  False)
            box = view.seat_rects(seat, area)["vp"]
            score = next(r for t, r in lines if t.endswith(" VP"))
            skip = next(r for t, r in lines if t.startswith("Skip field"))
            assert not score.colliderect(skip), (scene.table.edge(seat), score, skip)
            assert box.contains(score) and box.contains(skip), (box, score, skip)
    finally:
        app.close()
