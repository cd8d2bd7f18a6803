"""The keyboard focus ring on a board is seen, and told apart from the board's own marks.

A board marks "may choose" (green dashed), "selected" (yellow solid) and the pointer
(white); the focus ring is the theme's ``focus`` colour, which is none of those nor a
player's colour, drawn as a solid band edged in dark. Each game is rendered with the
focus on a target (beside a selected thing where the game has one) and the picture is
read: the band is there all round the focused target, and the selected thing shows its
yellow and no focus colour.
"""

from __future__ import annotations

import math

import pygame
import pytest

from game.core.catalogue import load_game
from game.engine.boardview.focusring import FocusTarget
from game.engine.theme import Theme
from tests.uidriver import make_session
from tests.uikeys import KeyDriver, advance, focus_ring_pixels, open_at, ring_shown


def distance(a, b) -> float:
    return math.dist(tuple(a)[:3], tuple(b)[:3])


def test_the_focus_colour_is_no_mark_and_no_player():
    """Far from every mark's colour and every player's (shape tells them apart too: the
    focus is a solid dark-edged band, "may choose" dashed, a player's piece filled)."""
    theme = Theme.load()
    focus = theme.c("focus")
    for mark in ("may_choose", "selected", "hover", "accent", "ok", "error"):
        assert distance(focus, theme.c(mark)) > 110, mark
    for name in ("red", "blue", "yellow", "green", "purple"):
        assert distance(focus, theme.player(name).rgb) > 90, name


def count(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    """Pixels of ``colour`` inside ``rect`` (clipped to the surface)."""
    area = rect.clip(surface.get_rect())
    mask = pygame.mask.from_threshold(surface.subsurface(area), tuple(colour), (1, 1, 1, 255))
    return mask.count()


def open_game(app, game_id: str, seed: int, until) -> KeyDriver:
    game = load_game(game_id)
    session = make_session(game, players=game.max_players, humans=1, seed=seed)
    advance(session, until)
    return open_at(app, session)


def legal(state, kind: str) -> list:
    return [a for a in state.legal_actions(0) if type(a).__name__ == kind]


def escape_ship_chosen(app):
    """A ship selected (yellow), the focus on where it may go."""
    keys = open_game(app, "escape", 11, lambda st: st.current_player == 0
                   and legal(st, "Move") and len(st.occupant) > 6)
    move = legal(keys.view.st, "Move")[0]
    keys.press(("ship", move.src))
    keys.focus_on(("place", move.dst))
    return keys, keys.view.geo.target_rect(move.src)


def starship_stack_chosen(app):
    """A stack of ships selected (yellow), the focus on its Buy button."""
    keys = open_game(app, "starship", 3, lambda st: True)
    keys.ring_seen = 0.85  # a stack's price tag lies over its ring's top (89 % seen)
    keys.press(("stack", (1, "scout")))
    buy = next(k for k in keys.ring() if isinstance(k, tuple) and k[:2] == ("starship", "act"))
    keys.focus_on(buy)
    return keys, keys.view.spot_rect(("stack", (1, "scout")))


def pandorum_card_chosen(app):
    """A card chosen to pay the fee with (yellow), the focus on a hex it lights."""
    keys = open_game(app, "pandorum", 21, lambda st: st.current_player == 0
                   and legal(st, "PayFee"))
    card = legal(keys.view.st, "PayFee")[0].card
    keys.press(("pandorum", "card", card))
    hexes = [k for k in keys.ring() if k[:2] == ("pandorum", "hex")]
    keys.focus_on(hexes[len(hexes) // 2])
    view = keys.view
    return keys, view.side_layout(view.st.view(0), 0, view.options()).hand[card]


def merchants_station(app):
    """The focus on a Station space among the green ones (nothing selected)."""
    keys = open_game(app, "merchants", 5, lambda st: st.current_player == 0
                   and legal(st, "StationSpace"))
    spaces = [k for k in keys.ring() if k[:2] == ("node", "station")]
    keys.focus_on(spaces[1])
    return keys, None


@pytest.mark.parametrize("case", [escape_ship_chosen, starship_stack_chosen,
                                  pandorum_card_chosen, merchants_station],
                         ids=["escape", "starship", "pandorum", "merchants"])
def test_the_focus_ring_is_seen_and_told_from_the_selection(app, case):
    keys, selected_rect = case(app)
    app.dirty = True
    surface = app.draw()
    theme = app.theme
    focus = keys.scene.focus
    assert focus is not None
    if isinstance(focus, FocusTarget):  # a board target: the band, dark-edged, all round
        band, edge = ring_shown(surface, focus, (theme.c("focus"), theme.c("shade")))
        assert band > 0.95 and edge > 0.6, (band, edge)
    else:  # a prompt button: the widgets' own ring, in the same colour
        assert focus_ring_pixels(surface, focus, theme.c("focus")) >= 2 * sum(focus.rect.size)
    if selected_rect is not None:  # the selection shows yellow, and no focus colour
        around = selected_rect.inflate(12, 12)
        assert count(surface, around, theme.c("selected")) > sum(selected_rect.size)
        assert count(surface, around, theme.c("focus")) == 0


def escape_field(app):
    keys, _ = escape_ship_chosen(app)
    return keys, keys.scene.focus.rect.center


def starship_stack(app):
    keys = open_game(app, "starship", 3, lambda st: True)
    keys.focus_on(("stack", (1, "tug")))
    return keys, keys.view.point_for(("stack", (1, "tug")))


def pandorum_market_stack(app):
    keys = open_game(app, "pandorum", 21, lambda st: st.current_player == 0
                     and legal(st, "TakeCard"))
    stack = next(k for k in keys.ring() if k[:2] == ("pandorum", "market") and k[2] != "deck")
    keys.focus_on(stack)
    return keys, keys.scene.focus.rect.center


@pytest.mark.parametrize("case", [escape_field, starship_stack, pandorum_market_stack],
                         ids=["escape", "starship", "pandorum"])
def test_the_focus_shows_what_pointing_shows(app, case):
    """A player without a mouse reads before choosing: the focus on a target shows what
    the pointer resting on it shows (the same hover: a field's name, a stack's or a
    card's text), and leaving the board's targets takes it away."""
    keys, point = case(app)
    view = keys.view
    assert view.hover is not None
    assert view.hover == view.hover_key(point)
    keys.focus_on("menu")
    assert view.hover is None


def test_the_ring_passes_under_the_marks_it_is_given():
    """Where a ring would cross another thing's mark (``under``), the surface keeps what it
    showed there; everywhere else the ring is drawn exactly as without ``under``."""
    from game.engine.boardview.focusring import REACH, focus_ring

    colour, edge = (90, 190, 250), (10, 12, 20)
    card = pygame.Rect(100, 100, 80, 120)
    tag = pygame.Rect(130, card.bottom + 4, 50, 22)  # straddles the ring's bottom
    plain, holed = (pygame.Surface((400, 400)) for _ in range(2))
    for s in (plain, holed):
        s.fill((200, 60, 60))
    plain_box = focus_ring(plain, card, colour, edge)
    holed_box = focus_ring(holed, card, colour, edge, under=[tag, pygame.Rect(0, 0, 5, 5)])
    assert plain_box == holed_box == card.inflate(2 * REACH, 2 * REACH)
    covered = [(x, y) for x in range(tag.left, tag.right) for y in range(tag.top, tag.bottom)
               if plain.get_at((x, y))[:3] != (200, 60, 60)]
    assert len(covered) > 100  # without the hole the ring covers the tag
    assert all(holed.get_at(p)[:3] == (200, 60, 60) for p in covered)
    for y in range(400):
        for x in range(400):
            if not tag.collidepoint(x, y):
                assert holed.get_at((x, y)) == plain.get_at((x, y)), (x, y)


def test_a_focused_starship_card_leaves_its_neighbours_price_tags_readable(app):
    """The focus ring (and the wider frame pointing at a card shows) of one market stack
    passes under the price tag of the stack below it: the tag's pixels are those of the
    board with nothing focused."""
    from game.starship.game import GAME

    keys = open_at(app, make_session(GAME, 4, humans=1, seed=5))
    view = keys.view
    tags = view.tags(view.viewer)
    scout, tug = ("stack", (1, "scout")), ("stack", (1, "tug"))
    assert scout in tags and tug in tags, tags
    below = tags[tug][1]
    app.dirty = True
    before = app.draw().subsurface(below).copy()
    keys.focus_on(scout)
    keys.frames(2)
    ring = next(t for t in view.targets() if t.key == scout)
    assert below in ring.under
    app.dirty = True
    after = app.draw().subsurface(below)
    differ = sum(before.get_at((x, y)) != after.get_at((x, y))
                 for x in range(below.width) for y in range(below.height))
    assert differ == 0, f"{differ} pixels of the Tug stack's price tag changed"
