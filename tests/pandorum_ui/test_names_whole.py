"""Card and seat names read whole (found in play: a market of three columns read
"External Pr…"; a four-player mat read "bot 2" for "Normal bot 2")."""

from __future__ import annotations

import pygame

from game.scenes.play import PlayScene
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, alone, rendered_words


def three_column_market(app):
    """A 4-player bot game at a turn whose market is laid out in three columns."""
    s = session(players=4, humans=0, seed=2)
    advance(s, lambda s: len(s.log) >= 124, 200)
    app.push(PlayScene(app, s, autosave=False))  # (no frame: the bots wait)
    view = app.top.view
    # (the side panel laid out for the hand of a seat with many cards)
    sides = [view.side_layout(view.st, seat, view.options()) for seat in range(4)]
    side = next(side for side in sides if len({r.left for r in side.market.values()}) == 3)
    return view, side


def test_every_card_name_is_read_whole_in_a_three_column_market(app):
    """Each card of the game, alone or two of a kind, is drawn whole (on two lines where
    one would cut it) in a tile of a three-column market: no text ends in "…"."""
    from game.pandorum.view_table_cards import card_face

    view, side = three_column_market(app)
    tile = next(r for key, r in side.market.items() if key != "deck")
    surface = pygame.Surface(app.canvas.get_size())
    two_lines = 0
    with rendered_words(app) as rendered:
        for name in view.st.comp.cards:
            for count in (1, 2):
                rendered.clear()
                card_face(surface, app, int, tile, view.st, name, count=count)
                shown = [text for text in rendered if text not in ("x2",) and len(text) > 1]
                assert " ".join(shown) == name, (name, rendered)
                two_lines += len(shown) == 2
    assert two_lines  # (External Protection, Central Laboratory...)


def test_a_two_line_name_is_inside_its_word_box(app):
    """A focus ring passes under a tile's words: the box given for a two-line name holds
    both its lines as drawn."""
    from game.pandorum.view_table_cards import card_face, face_words

    view, side = three_column_market(app)
    tile = next(r for key, r in side.market.items() if key != "deck")
    surface = pygame.Surface(app.canvas.get_size())
    surface.fill((0, 0, 0))
    card_face(surface, app, int, tile, view.st, "External Protection", count=2)
    _letter, line = face_words(app.fonts, int, tile, faces=[("External Protection", 2, "")])
    ink = [(x, y) for x in range(tile.left + 32, tile.right - 8)  # (not its round corners)
           for y in range(tile.top, tile.bottom)
           if sum(surface.get_at((x, y))[:3]) < 300]  # dark words on the cream face
    assert ink and all(line.collidepoint(pt) for pt in ink)
    assert line.height > 2 * app.fonts.line_height(24) * 0.9


NAMES = ("Ada", "Normal bot 2", "Hard bot 3", "Normal bot 4")


def four_named_seats(app):
    """A four-seat game of Ada and three bots named as the setup screen names them, on
    the screen: its session and view."""
    from game.core.session import Seat, Session
    from game.pandorum.game import GAME

    seats = [Seat(name, colour, None if i == 0 else "heuristic")
             for i, (name, colour) in enumerate(zip(NAMES, ("red", "blue", "yellow", "green"),
                                                    strict=True))]
    s = Session.start(GAME, seats, 7, None)
    app.push(PlayScene(app, s, autosave=False))
    return s, app.top.view


def test_four_mats_show_the_seats_names_whole(app):
    """Four mats showed "bot 2" for "Normal bot 2" (the short form, while the whole name
    fits with the mat's numbers a little closer together, squeezed a little at most): each
    seat's name is now drawn whole on its mat, inside the mat's header."""
    _, view = four_named_seats(app)
    with rendered_words(app) as rendered:
        app.draw()
    assert not any(text.endswith("…") or text in ("bot 2", "bot 3", "bot 4")
                   for text in rendered), rendered
    for seat, name in enumerate(NAMES):
        assert name in rendered, (name, rendered)
        assert view.mat_headers(view.st, view.mat_rects(4))[seat][0] == name


def test_the_mats_read_alike_when_one_name_loses_its_room(app):
    """Found in play: as one bot's money reached two digits its mat alone turned back to
    "bot 4", the strip reading "Normal bot 2 / bot 3 / bot 4". Every mat shows the whole
    name, or every mat its short form."""
    s, view = four_named_seats(app)
    rects = view.mat_rects(4)
    s.state.money[3] = 88  # its numbers take the room the whole name had
    assert alone(app, view, rects, 3).shown == "bot 4"
    assert alone(app, view, rects, 1).shown == "Normal bot 2"
    view.touch()
    with rendered_words(app) as rendered:
        app.draw()
    assert {"bot 2", "bot 3", "bot 4"} <= set(rendered), rendered  # (whole: the side panel)
    assert [head[0] for head in view.mat_headers(s.state, rects)] == [
        "Ada", "bot 2", "bot 3", "bot 4"]
