"""Layout of the Escape screen: every label inside its panel, nothing drawn over a HUD,
the ring as large as the board area allows, the seat list's names clear of their labels."""

from __future__ import annotations

import math

import pygame
import pytest

from game.core.session import Seat
from game.escape.view_geometry import DETAIL_MIN, PROMPT_MIN
from game.scenes.play import BOARD, SIDE, PlayScene
from tests.escape_ui.driver import Player, at_cards_to_take, session


def _outside_band(rect: pygame.Rect, gap: int = 3) -> list[tuple[int, int]]:
    """Pixels on the outline ``gap`` px outside ``rect``."""
    r = rect.inflate(2 * gap, 2 * gap)
    return ([(x, r.top) for x in range(r.left, r.right)]
            + [(x, r.bottom - 1) for x in range(r.left, r.right)]
            + [(r.left, y) for y in range(r.top, r.bottom)]
            + [(r.right - 1, y) for y in range(r.top, r.bottom)])




@pytest.mark.parametrize("players,moves", [(2, 0), (2, 30), (4, 0), (4, 40)])
def test_hud_drawing_stays_inside_its_rectangle(app, players, moves):
    """Around every HUD rectangle the background shows: no label (a Skip reward, a Last
    Ship place, a platform's name) spills over a panel's edge, and no overlay covers one."""
    from game.screenshot import bot_session

    s = bot_session("escape", 5, players=players, moves=moves)
    s.seats[1] = Seat("Heuristic bot 2 with a long name", s.seats[1].colour, s.seats[1].bot)
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    Player(app).frames(1)
    surface = app.draw()
    geo = play.view.geo
    background = app.theme.c("background")
    decks = {"alert_deck", "alert_open", "warning_deck", "warning_open"}
    for name, rect in geo.regions.items():
        if name in decks:  # the two decks share one coloured band: check the pair's outline
            continue
        bad = [p for p in _outside_band(rect) if tuple(surface.get_at(p))[:3] != background]
        assert not bad, f"{name}: drawn outside its panel at {bad[:5]}"
    for deck in ("alert", "warning"):
        pair = geo.regions[f"{deck}_deck"].union(geo.regions[f"{deck}_open"])
        bad = [p for p in _outside_band(pair) if tuple(surface.get_at(p))[:3] != background]
        assert not bad, f"{deck}: drawn outside its panels at {bad[:5]}"


def mission_choice(app):
    """A four-player game at its setup's mission choice, the human (seat 0) deciding:
    the session and the board view."""
    s = session(4, humans=1, seed=7)
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(1)
    return s, p.view


def test_mission_choice_leaves_the_hud_columns_free(app):
    """The three dealt missions (setup) fit between the HUD columns, frame included."""
    s, view = mission_choice(app)
    assert view.actor == 0 and s.state.dealt[0]
    rects = view.mission_choice_rects()
    frame = rects[0].unionall(rects).inflate(40, 90)
    for name, region in view.geo.regions.items():
        assert not frame.colliderect(region), name
    fonts = app.fonts
    for mid, r in zip(s.state.dealt[0], rects, strict=True):
        from game.escape.view_missions import mission_title
        for line in fonts.wrap(mission_title(s.state, mid), 24, r.width - 20, True):
            assert fonts.get(24, True).size(line)[0] <= r.width - 20


def test_ring_uses_the_free_height(app):
    """The ring is scaled as large as fits between the columns and between the prompt and
    detail space, larger than the plain per-axis squeeze of the 1920x1080 map would give."""
    s = session(2, humans=1, seed=7)
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    Player(app).frames(1)
    geo = play.view.geo
    assert geo.scale > min(geo.sx, geo.sy) * 1.03
    ring = pygame.Rect(0, 0, 2 * geo.ring_out, 2 * geo.ring_out)
    ring.center = geo.hole
    assert ring.top >= BOARD.top + PROMPT_MIN - 2
    assert ring.bottom <= BOARD.bottom - DETAIL_MIN + 2
    for name, region in geo.regions.items():  # no field or zone tint under a HUD
        closest = (min(max(geo.hole[0], region.left), region.right),
                   min(max(geo.hole[1], region.top), region.bottom))
        assert math.dist(closest, geo.hole) > geo.ring_out, name
    assert geo.prompt.height >= PROMPT_MIN - 12 and geo.detail.height >= 3 * 28


@pytest.mark.parametrize("name", ["Ann", "Heuristic bot 2", "A very long player name indeed"])
def test_seat_list_name_never_overlaps_its_kind(app, name):
    s = session(2, humans=1, seed=7)
    s.seats[1] = Seat(name, s.seats[1].colour, "heuristic")
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    row = pygame.Rect(SIDE.left + 12, SIDE.top + 12, SIDE.width - 24, 64)
    (text, name_rect), (kind, kind_rect) = play.seat_row_texts(s.seats[1], row)
    assert kind == "bot: Normal"  # the player-facing level name
    assert not name_rect.colliderect(kind_rect)
    assert row.contains(name_rect) and row.contains(kind_rect)
    assert text == name or text.endswith("\u2026")


def test_open_card_is_read_before_it_is_taken(app):
    """Taking a card: the detail line gives each open card one line; the first tap on an
    open card shows all its text (state unchanged), the second tap takes it."""
    s, p, view, o = at_cards_to_take(app)
    deck = sorted(o.takes)[0]
    lines = view.detail_lines(s.state.view(0), o)
    width = view.geo.detail.width - 12
    assert all(app.fonts.get(24).size(text)[0] <= width for text, _ in lines)
    n = len(s.log)
    spot = view.geo.regions[f"{deck.lower()}_open"].center
    p.click(spot)
    assert len(s.log) == n and view.selected == ("open", deck)
    card = s.state.data.cards[s.state.open[deck]]
    shown = " ".join(text for text, _ in view.detail_lines(s.state.view(0), view.options()))
    assert card.text in shown and "again" in shown
    p.click(spot)
    assert len(s.log) > n and s.log[n].action == o.takes[deck]


def test_prompt_names_what_to_tap(app):
    """The main decision's prompt says what to touch: the Launch Platform when no ship can
    move, a card when moving is impossible but a card may be played."""
    from game.escape.rules.actions import Skip
    from game.escape.view_choices import Options

    s = session(2, humans=1, seed=7)
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    p = Player(app)
    p.frames(1)
    view = p.view
    assert view.actor == 0
    enter, move, card = object(), {"Z1-R4-1": {"Z1-R3-1": object()}}, {("ALERT", "A"): object()}
    prompt = view.prompt_text
    assert "Launch Platform" in prompt(Options(mode="main", moves={}, enters={"x": enter}))
    assert "green" in prompt(Options(mode="main", moves=move, enters={}))
    assert "Launch Platform" in prompt(Options(mode="main", moves=move, enters={"x": enter}))
    stuck = prompt(Options(mode="main", moves={}, enters={}, cards=card, skip=Skip()))
    assert "play a card" in stuck and "skip" in stuck
    assert "play a card" not in prompt(Options(mode="main", moves={}, enters={}, skip=Skip()))


def test_the_ring_under_the_mission_choice_answers_no_pointer(app):
    """While the dealt missions cover the ring, the pointer between them names no field
    below ("Zone 3, ring 3, field 1: empty" under a mission card) and a click there is
    taken by the panel: nothing is refused, nothing is chosen."""
    s, view = mission_choice(app)
    cover = view.mission_choice_panel()
    assert cover is not None
    under = [n for n in view.geo.fields if cover.collidepoint(view.geo.at(n))]
    assert under  # the panel does lie over fields of the ring
    spot = view.geo.at(under[0])
    assert view.hover_key(spot) is None
    before = len(s.log)
    assert view.touch_elsewhere(spot)
    assert len(s.log) == before and view.selected is None
    assert view.mission_choice_panel() is not None  # the choice still waits
