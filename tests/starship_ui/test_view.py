"""The Starship Merchants board view: drawn from the map, targets, selection, reasons, keys."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.core.session import Seat, Session
from game.engine.boardview.colours import MAY_CHOOSE as TARGET
from game.scenes.play import BOARD, PlayScene
from game.starship.bots import HeuristicBot
from game.starship.game import GAME
from game.starship.rules import actions as A
from game.starship.view import StarshipView
from game.starship.view_actions import spot_of
from game.starship.view_draw import SELECTED
from game.starship.view_motion import Floater, Glide
from tests.starship_ui.driver import Player, session


def advance_until(s: Session, done, limit: int = 2000) -> None:
    """Play heuristic moves for every seat until ``done(state)`` (a test position)."""
    bots = [HeuristicBot(i, 100 + i) for i in range(s.state.num_players)]
    for _ in range(limit):
        if done(s.state):
            return
        seat = s.state.pending_seats()[0]
        s.apply(bots[seat].choose(s.state.view(seat)))
    raise AssertionError("position not reached")


def open_scene(app, s: Session) -> Player:
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(2)
    return p


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> set:
    step = 7
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right, step)
            for y in range(rect.top, rect.bottom, step)}


@pytest.mark.parametrize("players,moves", [(2, 0), (3, 60), (4, 200), (2, 10_000)])
def test_board_renders_at_several_points(app, players, moves):
    seats = [Seat(n, c, "heuristic") for n, c in
             zip(["Ann", "Bob", "Cleo", "Dev"], ["red", "blue", "yellow", "green"],
                 strict=False)][:players]
    s = Session.start(GAME, seats, 5)
    for _ in range(moves):
        if s.state.is_over:
            break
        s.apply(s.bot_action(s.state.pending_seats()[0]))
    app.push(PlayScene(app, s, autosave=False))
    app.settings.bot_delay = 99  # keep the position on screen
    app.step(0.01)
    view = app.top.view
    assert isinstance(view, StarshipView)
    surface = app.draw()
    assert len(pixels(surface, BOARD)) > 40  # a drawn board, not a blank fill
    # every seat's area shows its colour (the strip at its left edge)
    for seat, spot in enumerate(sp for sp in view.spots() if sp.kind == "seat"):
        look = app.theme.player(s.seats[seat].colour)
        strip = pygame.Rect(spot.rect.x + 2, spot.rect.y + 20, 8, spot.rect.height - 40)
        assert look.rgb in pixels(surface, strip)
    # every ship of every player has its console on the board
    consoles = {sp.ref for sp in view.spots() if sp.kind == "ship"}
    assert consoles == {sid for p in s.state.players for sid in p["ships"]}


def test_first_turn_highlights_exactly_the_mark_i_stacks_and_selection_offers_buy_or_lease(app):
    s = session(players=2, humans=1, seed=3)
    p = open_scene(app, s)
    view = p.view
    legal = s.state.legal_actions(0)
    assert view.actor == 0
    expected = {spot_of(view.st, a) for a in legal}
    assert set(view.target_map()) == expected
    assert expected <= {("stack", (1, "scout")), ("stack", (1, "tug"))}
    key = ("stack", (1, "scout"))
    surface = app.draw()
    frame = view.spot_rect(key).inflate(6, 6)
    assert tuple(surface.get_at((frame.centerx, frame.top + 1)))[:3] == TARGET
    p.click(view.point_for(key))
    assert view.selected == key
    assert len(s.log) == 0  # a stack click asks buy or lease first
    buttons = {w.key[2] for w in p.play.widgets
               if isinstance(w.key, tuple) and w.key[:2] == ("starship", "act")}
    assert buttons == {a for a in legal if isinstance(a, A.BuyShip) and a.side == "scout"}
    surface = app.draw()
    frame = view.spot_rect(key).inflate(8, 8)
    assert tuple(surface.get_at((frame.centerx, frame.top + 1)))[:3] == SELECTED
    lease = A.BuyShip(1, "scout", True)
    p.press_action_button(lease)
    assert s.log[0].action == lease
    assert s.state.player(0)["credits"] < 15
    assert s.state.ships[s.state.player(0)["ships"][0]]["loans"] == 2


def test_illegal_click_shows_a_reason_and_changes_nothing(app):
    s = session(players=2, humans=1, seed=3)
    p = open_scene(app, s)
    view = p.view
    before = s.state.to_dict()
    p.click(view.point_for(("forsale", 0)))
    assert app.toasts.history[-1] == "Market Cards are bought in the Market."
    p.click(view.point_for(("space", "market")))
    assert "first turn" in app.toasts.history[-1]
    p.click(view.point_for(("stack", (3, "tug"))))
    assert "not for sale" in app.toasts.history[-1]
    assert s.state.to_dict() == before and len(s.log) == 0


def seat0_may(action_type, kinds: tuple[str, ...]):
    """A test position: seat 0 decides a ``kinds`` decision and may take an
    ``action_type`` action."""
    def reached(state) -> bool:
        kind = state.pending[-1]["kind"] if state.pending else None
        return (state.turn == 0 and kind in kinds
                and any(isinstance(a, action_type) for a in state.legal_actions()))
    return reached


in_run_with_pickups = seat0_may(A.Pickup, ("run",))
can_buy_a_card = seat0_may(A.BuyCard, ("turn", "arrived"))


def at_card_purchase(app, players: int = 2) -> tuple[Player, Session, A.BuyCard]:
    """The board open where seat 0 (human) may buy a For Sale card; one such purchase."""
    s = session(players=players, humans=1, seed=3)
    advance_until(s, can_buy_a_card)
    p = open_scene(app, s)
    return p, s, next(a for a in s.state.legal_actions(0) if isinstance(a, A.BuyCard))


def test_belt_run_targets_show_costs_and_the_energy_budget(app):
    s = session(players=2, humans=1, seed=4)
    advance_until(s, in_run_with_pickups)
    p = open_scene(app, s)
    view = p.view
    legal = s.state.legal_actions(0)
    assert set(view.target_map()) == {spot_of(view.st, a) for a in legal
                                      if spot_of(view.st, a) is not None}
    pickup = next(a for a in legal if isinstance(a, A.Pickup))
    run = s.state.pending[-1]
    energy = run["energy"]
    # hovering a pickup shows its cost and what is left before committing
    pos = view.point_for(("mine", pickup.token))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    p.frames(1)
    from game.starship.rules.belt import pickup_cost

    cost = pickup_cost(s.state, run, pickup.token)
    text, _ = view.prompt_text(view.hover)
    assert f"{energy - cost} energy left after" in text
    p.click(pos)
    assert s.log[-1].action == pickup
    assert pickup.token in s.state.ships[run["ship"]]["cargo"]


def test_keyboard_tab_and_enter_buy_a_ship(app):
    s = session(players=2, humans=1, seed=3)
    p = open_scene(app, s)
    for _ in range(10):  # Tab to a stack, Enter selects it
        p.key(pygame.K_TAB)
        focus = p.play.focus
        if focus is not None and focus.key in p.view.target_map():
            break
    p.key(pygame.K_RETURN)
    assert p.view.selected is not None
    for _ in range(10):  # Tab to a Buy/Lease button, Enter plays it
        p.key(pygame.K_TAB)
        focus = p.play.focus
        if focus is not None and focus.key[:2] == ("starship", "act"):
            break
    p.key(pygame.K_RETURN)
    assert len(s.log) >= 1 and isinstance(s.log[0].action, A.BuyShip)


def test_pawns_glide_when_a_player_advances(app):
    app.settings.animation_speed = 1.0
    s = session(players=2, humans=1, seed=3)
    advance_until(s, lambda st: st.turn == 0 and st.player(0)["started"]
                  and A.Advance() in st.legal_actions())
    p = open_scene(app, s)
    p.perform(A.Advance())
    assert p.view.animating
    p.frames(40, dt=1 / 30)
    assert not p.view.animating


def _tap(p: Player, pos: tuple[int, int]) -> None:
    """A finger tap (SDL's normalised coordinates) plus the mouse events SDL synthesises."""
    x, y = pos[0] / 1920, pos[1] / 1080
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, x=x, y=y, dx=0, dy=0, finger_id=1,
                                             touch_id=1, pressure=1.0))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=True))
    p.frames(1)


def test_touch_taps_work_like_clicks_and_count_once(app):
    s = session(players=2, humans=1, seed=3)
    p = open_scene(app, s)
    view = p.view
    key = ("stack", (1, "tug"))
    _tap(p, view.point_for(key))
    assert view.selected == key and len(s.log) == 0
    buy = next(a for a in s.state.legal_actions(0)
               if isinstance(a, A.BuyShip) and a.side == "tug" and not a.lease)
    _tap(p, p.button(("starship", "act", buy)).center)
    assert [e.action for e in s.log[:1]] == [buy]
    assert len(s.state.player(0)["ships"]) == 1  # one tap, one purchase


def test_buying_a_market_card_then_highlights_exactly_the_ships_that_can_equip_it(app):
    p, s, buy = at_card_purchase(app)
    view = p.view
    card = s.state.for_sale[buy.slot]
    p.click(view.point_for(("forsale", buy.slot)))
    assert s.log[-1].action == buy
    equip = [a for a in s.state.legal_actions(0) if isinstance(a, A.EquipShip)]
    assert equip and set(view.target_map()) == {("ship", a.ship) for a in equip}
    credits = s.state.player(0)["credits"]
    p.click(view.point_for(("ship", equip[0].ship)))
    assert s.state.player(0)["credits"] < credits
    ship = s.state.ships[equip[0].ship]
    assert card == ship["pilot"] or s.state.comp.market_cards[card][1] in ship["gear"]


def test_pickups_glide_to_the_hold(app):
    app.settings.animation_speed = 1.0
    s = session(players=2, humans=1, seed=4)
    advance_until(s, in_run_with_pickups)
    p = open_scene(app, s)
    pickup = next(a for a in s.state.legal_actions(0) if isinstance(a, A.Pickup))
    p.perform(pickup)
    assert ("mine", pickup.token) in {t.piece for t in p.view.animations if isinstance(t, Glide)}
    p.frames(40, dt=1 / 30)
    assert not p.view.animating


def test_credit_changes_rise_beside_the_seats_credits(app):
    app.settings.animation_speed = 1.0
    p = open_scene(app, session(players=2, humans=1, seed=3))
    p.perform(A.BuyShip(1, "scout", True))
    floaters = [f for f in p.view.animations if isinstance(f, Floater)]
    assert floaters and floaters[0].text.startswith("-")
    # it rises at the credits' left, never over them (it hid "cr" as it passed, session
    # 26), and inside the seat's area, from a frame's start to its end
    floater = floaters[0]
    area = p.view.lay.seat_rects(2)[floater.seat]
    credits = f"{p.view.st.players[floater.seat]['credits']} cr"
    words = app.fonts.box(credits, (area.right - 10, area.y + 2), 30, True, "topright")
    seen = 0
    while floater in p.view.animations:
        plate = p.view.floater_plate(floater)
        assert not plate.colliderect(words) and area.contains(plate), (plate, words, area)
        seen += 1
        p.frames(1, dt=1 / 30)
    assert seen > 10
    p.frames(60, dt=1 / 30)
    assert not p.view.animating


def test_track_spaces_and_pawns_cover_no_card_or_supply_slot():
    from game.starship.view_layout import Layout, space_box

    lay = Layout(BOARD)
    slots = {n: r for n, r in lay.regions.items()
             if not n.startswith(("quadrant_", "hud_", "game_log", "bank"))}
    for q, centre in lay.spaces.items():
        box = space_box(centre)
        assert lay.quadrants[q].contains(box), q
        assert [n for n, r in slots.items() if box.colliderect(r)] == [], q


def test_a_long_name_is_shortened_in_the_seat_title_but_the_quadrant_stays(app):
    from game.starship.view_draw import seat_title

    title = seat_title(app.fonts, "Heuristic bot 2", "Market", 300)
    assert title.endswith(" \u2022 Market")
    assert title.startswith("Heuristic")
    assert app.fonts.get(26, True).size(title)[0] <= 300
    assert seat_title(app.fonts, "Ann", "Belt", 300) == "Ann \u2022 Belt"


def test_a_mark_whose_scout_stack_is_empty_says_its_tug_card_is_the_last_one():
    from game.starship.view_text import describe_spot

    s = session(players=2, humans=1, seed=3)
    st = s.state
    # two players use one Mark III card, and setup flips it Tug-side up
    assert not st.scout_stacks.get(3) and st.tug_slots.get(3) is not None
    text = describe_spot(st, ("stack", (3, "scout")), ["Ann", "Bob"])
    assert "Only the Tug card is left" in text
    assert "Only the Tug" not in describe_spot(st, ("stack", (1, "scout")), ["Ann", "Bob"])


@pytest.mark.parametrize("players", [2, 4])
def test_hovering_a_card_shows_its_whole_text_beside_it_inside_the_board(app, players):
    from game.starship.view_text import TIP, TIP_KINDS, describe_spot

    s = session(players=players, humans=1, seed=3)
    p = open_scene(app, s)
    view = p.view
    cards = [sp for sp in view.spots() if sp.kind in TIP_KINDS]
    assert {sp.kind for sp in cards} >= {"forsale", "dest"}
    for spot in cards:
        text = describe_spot(view.st, spot.key, view.names())
        box = TIP.rect(app.fonts, text, spot.rect, view.rect)
        assert view.rect.contains(box), spot.key
        assert not box.colliderect(spot.rect), spot.key
    # hovering the first For Sale card draws the box (its cream face) where it belongs
    spot = next(sp for sp in cards if sp.kind == "forsale")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0), touch=False))
    p.frames(1)
    surface = app.draw()
    text = describe_spot(view.st, spot.key, view.names())
    box = TIP.rect(app.fonts, text, spot.rect, view.rect)
    assert tuple(surface.get_at((box.x + 4, box.centery)))[:3] == (246, 240, 220)


def test_a_chosen_local_token_frame_keeps_clear_of_its_lit_neighbours():
    """A selected mine token's frame reaches 4 px past it (``rect.inflate(8, 8)``), a lit
    neighbour's 3 px (``inflate(6, 6)``): in a seat's Local Space they touched (tokens 6 px
    apart), so the chosen one did not stand out (session 26). Every player count, up to
    the tokens a row holds."""
    from game.starship.view_layout import Layout, seat_spots

    for players in (2, 3, 4):
        s = session(players=players, humans=0, seed=3)
        st = s.state
        area = Layout(BOARD).seat_rects(players)[0]
        for count in range(2, 9):
            st.players[0]["local"] = list(range(count))
            mines = [sp.rect for sp in seat_spots(st, 0, area) if sp.kind == "mine"]
            assert len(mines) == count + len(st.players[0]["id_card"])
            for a, b in itertools.pairwise(mines):
                if a.y == b.y:
                    assert not a.inflate(8, 8).colliderect(b.inflate(6, 6)), (players, count)
