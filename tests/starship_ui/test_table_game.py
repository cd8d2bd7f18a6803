"""Starship Merchants in table mode, played by fingers only (SDL finger events through the
app loop): a whole four-player game in which, at every decision, another seat holds its
read area with a second finger (its card texts appear in its own panel) while the deciding
seat plays; the board turned toward the deciding seat; panels facing their edges; finger
targets of at least 10 mm; nothing on the board's old seat and prompt places."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from game.scenes.table_play import TablePlayScene
from game.starship.bots import HeuristicBot
from game.starship.view_draw import QUADRANT_TINT
from tests.starship_ui.driver import session
from tests.starship_ui.table_driver import StarshipFingers
from tests.uidriver import assert_results_shown


def start(app, players: int = 4, humans: int = 4, seed: int = 5) -> tuple:
    s = session(players=players, humans=humans, seed=seed)
    return s, StarshipFingers.at_table(app, s)


@contextmanager
def texts_drawn(app) -> Iterator[list[str]]:
    """Every text the app's fonts draw inside the ``with`` block."""
    real, seen = app.fonts.draw, []

    def record(surface, text, *args, **kwargs):
        seen.append(text)
        return real(surface, text, *args, **kwargs)

    app.fonts.draw = record
    try:
        yield seen
    finally:
        del app.fonts.draw


def test_whole_four_player_game_by_fingers_with_a_read_during_every_move(app):
    s, fingers = start(app)
    done, reads_seen = [], 0
    for top, seat in fingers.decisions(4000):
        view = top.view
        action = HeuristicBot(seat, len(s.log)).choose(s.state.view(seat))
        other = (seat + 1) % 4
        read = fingers.read_area(other)
        paints = top.panels[other].paints
        with texts_drawn(app) as shown:
            holding = fingers.down(read)
            fingers.settled()
        assert top.is_peeking(other) and not top.is_peeking(seat)
        ships = view.st.players[other]["ships"]
        if top.panels[other].paints == paints:
            # the panel shows the picture of this very read already (the last hold read
            # the same lines and nothing was shown between): copied, not drawn again
            assert top.panels[other].ready(top.panel_key(other, top.acting_seats()))
            assert view.table_seat_key(other, True)[0] == "read"
            shown = [line for line, _colour in view.read_lines(other)]
        if ships:  # its consoles are read out in its panel (wrapped: their first words)
            assert any(f"Ship {ships[0]} (" in text for text in shown), shown[:20]
            reads_seen += 1
        else:
            assert not any(text.startswith("Ship ") for text in shown)
        fingers.play(action, seat)
        assert top.is_peeking(other)
        fingers.up(holding, read)
        assert not top.is_peeking(other)
        done.append(action)
    fingers.frames(120, dt=0.05)
    kinds = {type(a).__name__ for a in done}
    assert {"BuyShip", "Advance", "RunShip", "Travel"} <= kinds, kinds
    assert reads_seen > 20
    assert_results_shown(app, s)


def test_the_board_turns_toward_the_deciding_seat(app):
    """Two seats face each other: the Shipyard quadrant (the map's top left) lies at the
    top left of the square for the bottom seat and at its bottom right for the top seat."""
    s, fingers = start(app, players=2, humans=2, seed=3)
    scene = fingers.scene

    def shipyard_corner() -> str:
        canvas = fingers.settled()
        card, orient = fingers.board_card()
        scale = card.rect.width / 1080
        upright = (round(10 * scale), round(300 * scale))  # the Shipyard's left margin
        seen = tuple(canvas.get_at(orient.to_canvas(upright)))[:3]
        # (the square is scaled down on a small table: its colours blend a little)
        tint = QUADRANT_TINT["shipyard"]
        assert max(abs(a - b) for a, b in zip(seen, tint, strict=True)) <= 4, seen
        x, y = orient.to_canvas(upright)
        return "top left" if (x < card.rect.centerx and y < card.rect.centery) else "other"

    assert scene.view.actor == 0 and scene.facing() == 0
    assert shipyard_corner() == "top left"
    action = HeuristicBot(0, 0).choose(s.state.view(0))
    fingers.perform(action, 0)
    assert scene.view.actor == 1 and scene.facing() == 180
    assert shipyard_corner() == "other"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_area_faces_its_edge(app, players):
    """A seat's area in its panel has its colour strip on its upright left side: turned
    with the panel, the strip is where the seat, looking at its panel, sees its left."""
    s, fingers = start(app, players=players, humans=players)
    scene = fingers.scene
    canvas = fingers.settled()
    view = scene.view
    for seat in range(players):
        game = scene.parts[seat].game
        drawn, _k = view.seat_drawing(seat, game)
        look = app.theme.player(s.seats[seat].colour)
        orient = fingers.orient(seat)

        def colour(x: int, seat=seat, game=game, orient=orient, y=drawn.centery) -> tuple:
            at = view.in_panel(seat, game, pygame.Rect(x, y, 1, 1)).topleft
            return tuple(canvas.get_at(orient.to_canvas(at)))[:3]

        def near(rgb: tuple, want: tuple) -> bool:
            return max(abs(a - b) for a, b in zip(rgb, want, strict=True)) <= 8

        assert near(colour(drawn.left + 6), look.rgb), seat
        assert not near(colour(drawn.right - 14), look.rgb), seat


def test_a_read_area_works_only_in_a_human_seats_own_panel(app):
    _s, fingers = start(app, players=2, humans=1, seed=3)
    scene = fingers.scene
    bot_read = fingers.read_area(1)
    f = fingers.down(bot_read)
    assert not scene.is_peeking(1)
    fingers.up(f, bot_read)
    own = fingers.read_area(0)
    f = fingers.down(own)
    assert scene.is_peeking(0)
    fingers.up(f, own)
    assert not scene.is_peeking(0)


def test_reading_covers_the_consoles_and_they_take_no_taps(app):
    """The deciding seat holds its read area: its ships' texts (pilot, gear) replace its
    consoles in its panel, which take no taps until it lets go."""
    from game.screenshot import bot_session

    s = bot_session("starship", 4, 4, moves=115, humans=4)  # seat 0 may run a ship
    fingers = StarshipFingers.at_table(app, s)
    scene = fingers.scene
    seat = scene.view.actor

    def own_targets() -> list:
        return [spot.key for spot in scene.spots() if spot.key[:2] == ("seat", seat)]

    fingers.settled()
    had = own_targets()
    assert had, "its consoles are targets"
    read = fingers.read_area(seat)
    with texts_drawn(app) as shown:
        f = fingers.down(read)
        fingers.settled()
    first = scene.view.st.players[seat]["ships"][0]
    assert any(f"Ship {first} (" in text for text in shown)
    assert own_targets() == []
    fingers.up(f, read)
    fingers.settled()
    assert own_targets() == had


def test_a_seat_that_does_not_decide_cannot_act(app):
    """Once the first seat has played, its fingers on its own panel or on the board are
    strays while the second seat decides; the second seat's tap acts."""
    s, fingers = start(app, players=2, humans=2, seed=3)
    scene = fingers.scene
    assert scene.view.actor == 0
    fingers.perform(HeuristicBot(0, 0).choose(s.state.view(0)), 0)
    assert len(s.log) == 1 and scene.view.actor == 1
    before = scene.router.rejected
    fingers.tap(fingers.in_panel(0, scene.parts[0].game))
    fingers.tap(fingers.in_panel(0, scene.parts[0].buttons))
    assert len(s.log) == 1 and scene.router.rejected == before + 2
    action = HeuristicBot(1, 1).choose(s.state.view(1))
    fingers.perform(action, 1)
    assert len(s.log) == 2 and s.log[1].action == action


@pytest.mark.parametrize("moves", [20, 90, 200])
def test_every_finger_target_is_at_least_10_mm(app, moves):
    """At 3840x2160 on a 55-inch screen, every place a finger may touch (the turned board,
    the deciding seat's consoles and mines, buttons, read areas) is 10 mm or more."""
    from game.screenshot import bot_session

    app.settings.screen_diagonal = 55.0
    s = bot_session("starship", 4, 4, moves=moves, humans=4)
    scene = TablePlayScene(app, s, autosave=False, size=(3840, 2160))
    scene.sync_actor()
    if scene.view.actor is None:
        pytest.skip("the game is over at this many moves")
    spots = scene.spots()
    assert len(spots) > 5
    mm = scene.sizes.mm_per_px
    small = [(spot.key, spot.rect.size) for spot in spots if min(spot.rect.size) * mm < 10]
    assert not small, f"targets under 10 mm: {small}"


def test_the_board_alone_in_the_middle(app):
    """No seat area and no prompt on the shared board: the square holds the quadrants,
    the seats' things are in their panels."""
    _s, fingers = start(app, players=4, humans=4)
    view = fingers.scene.view
    kinds = {spot.kind for spot in view.spots()}
    assert not kinds & {"seat", "ship"}
    square = view.table_turn_cards()[0].rect
    assert square.width == square.height
    # the view draws the square at its own size (at least the map's 1080), the card shows
    # it scaled to the table's square
    assert view.rect.width == view.rect.height >= max(1080, square.width)
    assert all(view.rect.inflate(2, 2).contains(spot.rect) for spot in view.spots())
