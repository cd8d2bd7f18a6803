"""A painter's words lie inside the boxes its word function gives, the boxes a focus ring
passes under (session 14: tests/ui/test_focus_over_words.py checks whole screens at a few
positions; this draws one face at a time, so a face's words that leave its boxes fail
here whatever the position).

A face is drawn twice on a blank surface: as it is, and with every text line drawn as a
transparent picture of its size; the pixels that differ are its words, and none may lie
outside the boxes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pytest

from game.core.catalogue import get_game
from game.escape import view_decks
from game.escape.rules.data import CardType
from game.escape.view_hud import deck_huds, deck_words
from game.merchants.rules.data import load_maps
from game.merchants.view_draw import board_words, draw_exploration
from game.merchants.view_draw_parts import Ctx
from game.merchants.view_layout import make_layout
from game.pandorum.view_table_cards import card_face as tile_face
from game.pandorum.view_table_cards import face_words
from game.scenes.play import PlayScene
from game.starship.view_seats import SeatPainter
from tests.ui.test_focus_over_words import played


def stray_words(app, paint: Callable[[pygame.Surface], object],
                boxes: Sequence[pygame.Rect], size: tuple[int, int] = (800, 400)) -> int:
    """How many word pixels ``paint`` draws outside ``boxes`` on a surface of ``size``
    (and that it drew some)."""
    pictures = []
    real = app.fonts.render
    for blank in (False, True):
        surface = pygame.Surface(size, pygame.SRCALPHA)
        if blank:
            def render(text, size, colour, bold=False):
                return pygame.Surface(real(text, size, colour, bold).get_size(),
                                      pygame.SRCALPHA)

            app.fonts.render = render
        try:
            paint(surface)
        finally:
            if blank:
                del app.fonts.render
        pictures.append(surface)
    words = pygame.mask.from_threshold(pictures[0], (0, 0, 0, 0), (1, 1, 1, 1), pictures[1])
    words.invert()
    assert words.count() > 50, "no words drawn: the face tests nothing"
    inside = pygame.mask.Mask(words.get_size())
    for box in boxes:
        inside.draw(pygame.mask.Mask(box.size, fill=True), box.topleft)
    return words.count() - words.overlap_mask(inside, (0, 0)).count()


@pytest.mark.parametrize("size", [(180, 76), (180, 50), (120, 76)])
def test_escape_card_words_hold_its_face(app, size):
    """A hand's card (a low one on one line, a narrow one with its letter alone)."""
    rect = pygame.Rect((20, 30), size)
    card = CardType("WARNING", "F", 1, -2, 3, "", "")
    assert stray_words(app, lambda s: view_decks.face_up(s, app, round, rect, card),
                       view_decks.face_words(app.fonts, round, rect)) == 0


def test_escape_deck_words_hold_the_decks(app):
    """Both decks' names, counts and open cards."""
    st = get_game("escape").new_game(3, seed=3)
    assert st.open, "no open card: the test would miss its words"
    regions = {"alert_deck": pygame.Rect(20, 20, 120, 190),
               "alert_open": pygame.Rect(150, 20, 120, 190),
               "warning_deck": pygame.Rect(400, 20, 120, 190),
               "warning_open": pygame.Rect(530, 20, 120, 190)}
    assert stray_words(app, lambda s: deck_huds(s, app, regions, st, set()),
                       deck_words(regions, app)) == 0


@pytest.mark.parametrize("count,badge", [(1, ""), (3, "+4")])
def test_pandorum_tile_words_hold_its_face(app, count, badge):
    """A market or hand tile: its cargo letter, its name, a count and a badge."""
    st = get_game("pandorum").new_game(3, seed=3)
    name = sorted(st.comp.cards)[0]
    rect = pygame.Rect(20, 20, 300, 40)
    assert stray_words(app, lambda s: tile_face(s, app, int, rect, st, name, count, badge),
                       face_words(app.fonts, int, rect)) == 0


def test_pandorum_mat_words_hold_its_rows(app):
    """Every seat's harvester mat (its header, ability rows with their titles and the
    cargo row), mid-game: its words inside its header and the boxes of its rows."""
    session = played("pandorum", 131)  # cargo held, rows working and not
    view, st = PlayScene(app, session, autosave=False).view, session.state
    mats = view.mat_rects(st.num_players)
    boxes = (*(view.mat_header(mat) for mat in mats), *view.mat_words(mats, st))
    heads = view.mat_headers(st, mats)
    for seat, mat in enumerate(mats):
        assert stray_words(app, lambda s, seat=seat, mat=mat: view.draw_mat(
            s, st, seat, mat, (), set(), heads[seat]), boxes, (1920, 1080)) == 0, \
            f"seat {seat}'s mat"


def test_merchants_planet_names_hold_the_exploration_board(app):
    """The Exploration board drawn large (its static part: the planets and their names)."""
    maps = load_maps()
    place = make_layout(pygame.Rect(0, 0, 1450, 980)).main_placement("exploration",
                                                                     maps["exploration"])
    st = get_game("merchants").new_game(3, seed=3)
    ctx = Ctx(app.fonts, app.theme, list(app.theme.players.values()), part="static")
    assert stray_words(app, lambda s: draw_exploration(s, place, maps["exploration"], st, ctx),
                       board_words(place, maps["exploration"], app.fonts), (1920, 1080)) == 0


@pytest.mark.parametrize("actions", [67, 251])
def test_starship_words_hold_the_seats_and_known_space(app, actions):
    """Every seat area (its title row, consoles, Local Space) and Known Space with its
    price tag, mid-game: their words inside the board's word boxes and price tags."""
    session = played("starship", actions)
    play = PlayScene(app, session, autosave=False)
    app.reset(play)
    view, spots = play.view, play.view.spots()
    boxes = (*view.words(), *(rect for _, rect in view.tags(view.viewer).values()))

    def paint(surface, spot):
        painter = view.painter(surface, view.viewer, SeatPainter)
        if spot.kind == "seat":
            painter.seat(spot, spots, None)
        else:
            painter.known(spots)
            painter.known_pill()

    for spot in spots:
        if spot.kind in ("seat", "known"):
            assert stray_words(app, lambda s, spot=spot: paint(s, spot), boxes,
                               (1920, 1080)) == 0, f"{spot.key} after {actions}"
