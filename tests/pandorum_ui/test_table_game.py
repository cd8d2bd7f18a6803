"""Pandorum in table mode, played by fingers only (SDL finger events through the app loop):
a whole four-player game in which, at every decision, another seat holds its peek eye
with a second finger while the acting seat plays (holding its own eye with a third to
tap a card of its hand); hidden hands face down unless their owner peeks; every panel
facing its edge; finger targets of 10 mm or more; no pass-the-device screen."""

from __future__ import annotations

import pygame
import pytest

from game.pandorum.bots import HeuristicBot
from game.pandorum.rules.actions import MoveTo, PayFee
from game.scenes.table_play import TablePlayScene
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.table_driver import PandorumFingers
from tests.uidriver import assert_results_shown

#: the face of a card (cream); a face-down card shows the table's card back
FACE = (236, 232, 220)


def start(app, players: int = 4, humans: int = 4, seed: int = 5) -> tuple:
    s = session(players=players, humans=humans, seed=seed)
    app.push(TablePlayScene(app, s, autosave=False))
    fingers = PandorumFingers(app)
    fingers.frames(2)
    return s, fingers


def first_card_colour(fingers: PandorumFingers, seat: int) -> tuple[int, int, int] | None:
    """The canvas colour near the right end of ``seat``'s first hand card (None: no card)."""
    scene = fingers.scene
    rects = scene.view.seat_rects(seat, scene.parts[seat].game)
    if "card0" not in rects:
        return None
    rect = rects["card0"]
    point = fingers.orient(seat).to_canvas((rect.right - scene.sizes.u(4), rect.centery))
    return tuple(fingers.settled().get_at(point))[:3]


def test_whole_four_player_game_by_fingers_with_a_peek_during_every_move(app):
    s, fingers = start(app)
    done, peeks_seen = [], 0
    for top, seat in fingers.decisions(3000):
        view = top.view
        assert view.badge_angle() == top.facing(), "the planet's numbers face the actor"
        action = HeuristicBot(seat, len(s.log)).choose(s.state.view(seat))
        other = (seat + 1) % 4
        hidden = first_card_colour(fingers, other)
        assert hidden is None or hidden != FACE, "a hand is face down unless its owner peeks"
        eye = fingers.seat_spot(other, "eye")
        holding = fingers.down(eye)  # another seat peeks at its hand meanwhile
        assert top.is_peeking(other) and not top.is_peeking(seat)
        shown = first_card_colour(fingers, other)
        if shown is not None:
            assert shown == FACE, "the peeking seat sees its cards face up"
            peeks_seen += 1
        fingers.play(action, seat)
        assert top.is_peeking(other)
        fingers.up(holding, eye)
        assert not top.is_peeking(other)
        done.append(action)
    fingers.frames(120, dt=0.05)
    kinds = {type(a).__name__ for a in done}
    assert {"TakeCard", "PayFee", "MoveTo", "Build", "BuildCard", "ChooseDirection",
            "PlaceCard"} <= kinds, kinds
    assert peeks_seen > 20
    assert_results_shown(app, s)


def test_the_prompt_never_names_a_chosen_card_unless_its_owner_peeks(app):
    s, fingers = start(app, players=2, humans=2, seed=3)
    scene = fingers.scene
    seat = scene.view.actor
    o = scene.view.options()
    card = sorted(o.fees)[0]
    fingers.tap(fingers.hand_card(seat, card))
    assert scene.view.selected == ("fee", card) and len(s.log) == 0
    words = [scene.view.table_prompt(seat)] + [t for t, _ in scene.view.table_details(
        seat, False)] + [spec[0] for spec in scene.view.table_buttons(seat)]
    assert not any(card in w for w in words), words
    assert any(card in t for t, _ in scene.view.table_details(seat, True))


def test_stray_touches_do_nothing(app):
    s, fingers = start(app, players=2, humans=2, seed=3)
    scene = fingers.scene
    seat = scene.view.actor
    deck = fingers.market("deck")
    arm = fingers.down(scene.table.board.topleft)  # an arm resting on the board's corner
    rest = fingers.down(deck)  # a hand resting on the deck
    fingers.frames(100)  # > HOLD_LIMIT
    fingers.up(rest, deck)
    fingers.up(arm, scene.table.board.topleft)
    assert len(s.log) == 0 and scene.router.rejected >= 2
    other = 1 - seat  # the other seat cannot take cards from its panel or the board
    fingers.tap(fingers.seat_spot(other, "card0"))
    assert len(s.log) == 0
    fingers.tap(deck)  # a real tap does
    assert len(s.log) == 1 and s.log[0].action.source == "deck"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_panel_faces_its_edge(app, players):
    """Each seat's badge is drawn at its panel's upright top-left, turned with its edge."""
    s, fingers = start(app, players=players, humans=players)
    scene = fingers.scene
    canvas = fingers.settled()
    for seat in range(players):
        header = scene.parts[seat].header
        badge = pygame.Rect(header.topleft, (header.height, header.height))
        look = app.theme.player(s.seats[seat].colour)
        for rect, share in ((badge, 0.3), (badge.move(header.height * 3, 0), 0.0)):
            area = canvas.subsurface(fingers.orient(seat).rect_to_canvas(rect))
            mask = pygame.mask.from_threshold(area, look.rgb, (2, 2, 2, 255))
            seen = mask.count() / (rect.width * rect.height)
            assert seen > share if share else seen < 0.05, (seat, rect, seen)


@pytest.mark.parametrize("diagonal", [32.0, 55.0, 86.0])
def test_every_finger_target_is_at_least_10_mm(app, diagonal):
    """At 3840x2160 on a screen of ``diagonal`` inches, every place a finger may touch
    (hexes, the market, hand cards, buttons, peek eyes) is 10 mm or more on both sides."""
    from game.screenshot import bot_session

    app.settings.screen_diagonal = diagonal
    spots, kinds = [], set()
    for moves in range(30, 70, 4):  # several decisions: taking, paying, moving, building
        s = bot_session("pandorum", 4, 4, moves=moves, humans=4)
        scene = TablePlayScene(app, s, autosave=False, size=(3840, 2160))
        scene.sync_actor()
        if scene.view.actor is not None:  # keys and sizes only: the scenes may go
            spots += [(spot.key, spot.rect.size) for spot in scene.spots()]
    kinds = {key[0] for key, _ in spots} | {key[1][1] for key, _ in spots if key[0] == "board"}
    assert {"peek", "seat", "turned", "button", "hex"} <= kinds, kinds
    mm = scene.sizes.mm_per_px
    small = [(key, size) for key, size in spots if min(size) * mm < 10]
    assert not small, f"targets under 10 mm on a {diagonal}-inch screen: {small}"


def test_a_harvester_glides_in_small_rectangles_and_stays_where_it_lands(app):
    """While a harvester glides only the rectangles round it are drawn again; once it
    has landed, the table's still picture shows it on its new hex (its colour there)."""
    app.settings.animation_speed = 1.0
    s, fingers = start(app, players=2, humans=2, seed=3)
    scene = fingers.scene
    view = scene.view
    seat = view.actor
    card = sorted(view.options().fees)[0]
    fingers.perform(PayFee(card), seat)
    move = next(a for a in view.legal_actions() if isinstance(a, MoveTo))
    fingers.perform(move, seat)
    assert view.animating
    for _ in range(3):  # the board's new picture is made a step a frame, then it glides
        if scene.still.shows(next(p for p in scene.still_parts() if p.name == "board")):
            break
        fingers.frames(1)
    assert view.animating
    rects = view.moving_rects(scene.viewer)
    assert rects and all(r.width * 4 < scene.table.board.width for r in rects)
    fingers.frames(60, dt=0.05)
    assert not view.animating
    canvas = fingers.settled()
    spot = view.harvester_spots(s.state)[seat]
    look = app.theme.player(s.seats[seat].colour)
    area = canvas.subsurface(pygame.Rect(spot[0] - 6, spot[1] - 6, 12, 12))
    assert pygame.mask.from_threshold(area, look.rgb, (2, 2, 2, 255)).count() > 20
