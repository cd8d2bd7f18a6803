"""Merchants of Andromeda in table mode, played by fingers only (SDL finger events through
the app loop): a whole four-player game in which another seat holds its eye while the
deciding seat plays, a Senate action's ballots cast from the voter's panel while the voter
and another seat hold their eyes (three fingers at once), every voting event's ballots cast
by every seat's finger at once, each on its own panel, and every real-time auction held by
one finger per seat at once, each on its own panel at its own edge; the board shows
nobody's ballots; targets at least 10 mm on a 4K screen. Voting events in detail:
tests/merchants_ui/test_table_ballots.py."""

from __future__ import annotations

import pygame
import pytest

from game.engine.auction.scene import AuctionScene
from game.engine.table.edges import edge_of
from game.merchants.bots import HeuristicBot
from game.merchants.rules.actions import Bid, NoBid, PlaceCard, Vote
from game.merchants.view_auction import bot_limit
from game.scenes.passdevice import PassScene
from game.scenes.table_play import TablePlayScene
from tests.merchants_ui.driver import session
from tests.merchants_ui.table_driver import MerchantsFingers
from tests.tablefingers import assert_panels_face_their_edges
from tests.uidriver import assert_results_shown


def advance(s, until) -> None:
    """Play the session straight (heuristic choices, sealed bids) until ``until(state)``."""
    for _ in range(3000):
        if until(s.state):
            return
        seat = s.state.pending_seats()[0]
        s.apply(HeuristicBot(seat, len(s.log)).choose(s.state.view(seat)))
    pytest.fail("the position never came")


def start(app, clock, players: int = 4, humans: int = 4, seed: int = 3,
          look: float = 0.0, until=None, slots=None) -> tuple:
    """A table of the session, its auctions on ``clock`` (``look`` seconds to look at the
    board first, none to read a result); the seats at ``slots`` (default: the table's)."""
    s = session(players=players, humans=humans, seed=seed)
    if until is not None:
        advance(s, until)
    scene = TablePlayScene(app, s, autosave=False, slots=slots)
    app.push(scene)
    auction = scene.view.auction
    auction.clock, auction.result_seconds, auction.look_seconds = clock, 0.0, look
    fingers = MerchantsFingers(app)
    fingers.frames(2)
    return s, fingers


def hold_auction(fingers: MerchantsFingers, clock, s,
                 table: TablePlayScene) -> tuple[dict[int, int], int]:
    """Every human puts a finger on its own logo at once; each lets go at the price its
    heuristic limit says (0: holds to the end). Returns the fingers' release prices and
    the most fingers held at once."""
    scene = fingers.auction_scene()
    overlay = scene.panel
    humans = [seat for seat, info in overlay.seats.items() if not info.is_bot]
    for seat in humans:  # each seat's panel lies at its own edge of the table
        assert overlay.layout.place(seat).side == edge_of(table.slots[seat])
    release = {seat: bot_limit(s, seat) for seat in humans}
    held: dict[int, int] = {}
    most = 0

    def put(seat: int) -> None:
        held[seat] = fingers.new_finger()
        fingers.auction_post(pygame.FINGERDOWN, held[seat], fingers.logo(seat))

    for seat in humans:
        put(seat)
    fingers.frames(1)
    assert all(overlay.controls.held(seat) for seat in humans)
    while fingers.app.top is scene:
        a = overlay.auction
        most = max(most, sum(1 for seat in held if overlay.controls.held(seat)))
        if a.phase.value == "running":
            due = [seat for seat in list(held) if release[seat] and a.price is not None
                   and a.price <= release[seat] and a.holding.get(seat)]
            for seat in due:
                fingers.auction_post(pygame.FINGERUP, held.pop(seat), fingers.logo(seat))
            if due:
                fingers.frames(1)
                continue
        elif a.phase.value == "gathering":  # a new round after "cannot afford"
            for seat in humans:
                if seat in a.active and not a.holding.get(seat):
                    put(seat)
        clock.t += 1.0
        fingers.frames(1)
    for finger in held.values():  # after the auction: not a bid any more
        pygame.event.post(pygame.event.Event(pygame.FINGERUP, touch_id=1, finger_id=finger,
                                             x=0.5, y=0.5, dx=0.0, dy=0.0, pressure=1.0))
    fingers.frames(1)
    return release, most


def test_whole_four_player_game_by_fingers(app, clock):
    s, fingers = start(app, clock)
    table = fingers.scene
    done: list = []
    auctions = votes = peeks = together = 0
    most_fingers = 0
    for _ in range(6000):
        top = app.top
        assert not isinstance(top, PassScene), "no pass-the-device screen at a table"
        if isinstance(top, AuctionScene):
            n = len(s.log)
            _, most = hold_auction(fingers, clock, s, table)
            most_fingers = max(most_fingers, most)
            assert any(isinstance(e.action, (Bid, NoBid)) for e in s.log[n:])
            auctions += 1
            continue
        if not isinstance(top, TablePlayScene) or s.state.is_over:
            break
        voters = top.acting_seats() if s.state.decision() == "ballot" else []
        if voters and not top.view.animating:  # a voting event: every seat at once
            ballots = {seat: HeuristicBot(seat, len(s.log)).choose(s.state.view(seat))
                       for seat in voters}
            order = voters[1:] + voters[:1]  # lifted out of turn order
            n = len(s.log)
            fingers.vote_together({seat: b.candidate for seat, b in ballots.items()}, order)
            assert [e.action for e in s.log[n:]] == [ballots[seat] for seat in order]
            together = max(together, len(voters))
            votes += len(voters)
            done += [ballots[seat] for seat in order]
            continue
        decided = fingers.decision(HeuristicBot)
        if decided is None:
            continue
        seat, action = decided
        other = (seat + 1) % 4
        eyes = [(other, fingers.seat_spot(other, "eye"))]
        if isinstance(action, Vote):  # the voter reads its own ballots as it votes
            eyes.append((seat, fingers.seat_spot(seat, "eye")))
        holding = [fingers.down(eye) for _, eye in eyes]
        assert all(top.is_peeking(who) for who, _ in eyes)
        peeks += 1
        fingers.play(action, seat)
        for finger, (who, eye) in zip(holding, eyes, strict=True):
            fingers.up(finger, eye)
            assert not top.is_peeking(who)
        votes += isinstance(action, Vote)
        done.append(action)
    fingers.frames(60, dt=0.05)
    assert s.state.is_over, "the game did not end"
    kinds = {type(a).__name__ for a in done}
    assert {"PlaceCard", "Vote", "Ballot", "StationSpace"} <= kinds, kinds
    assert auctions >= 10 and votes >= 20 and peeks > 100
    assert together == 4, "a voting event's ballots cast by every seat's finger at once"
    assert most_fingers == 4, "an auction held by every seat's finger at once"
    assert_results_shown(app, s)


def test_the_board_shows_nobodys_ballots_and_a_peek_shows_ones_own(app, clock):
    s, fingers = start(app, clock, players=3, humans=3, seed=3)
    st = s.state
    st.votes[0][1] = 2  # seat 1 has two votes in box 1, seat 2 one in box 2
    st.votes[1][2] = 1
    scene = fingers.scene
    view = scene.view
    view.touch()
    assert view.public().votes == [[0, 0, 0] for _ in st.votes]  # what the board is drawn from
    assert view.public().deck[0] != st.deck[0] or not st.deck
    rect = view.seat_rects(1, scene.parts[1].game)["ballot0"]
    area = fingers.orient(1).rect_to_canvas(rect)
    covered = pygame.image.tobytes(fingers.settled().subsurface(area), "RGB")
    eye = fingers.seat_spot(1, "eye")
    finger = fingers.down(eye)
    shown = pygame.image.tobytes(fingers.settled().subsurface(area), "RGB")
    assert shown != covered, "its owner sees its own votes while holding the eye"
    assert view.table_seat_key(1, True) != view.table_seat_key(1, False)
    assert 2 in view.table_seat_key(1, True)[5] and view.table_seat_key(1, False)[5] is None
    fingers.up(finger, eye)
    again = pygame.image.tobytes(fingers.settled().subsurface(area), "RGB")
    assert again == covered, "let go: covered again"


def test_a_senate_actions_ballot_is_cast_from_the_voters_panel_not_the_board(app, clock):
    s, fingers = start(app, clock, players=3, humans=3, seed=3,
                       until=lambda st: st.decision() == "vote")
    scene = fingers.scene
    seat = scene.view.actor
    keys = [spot.key for spot in scene.spots()]
    assert not any(k[0] == "turned" and "senate" in str(k) for k in keys), keys
    ballots = [k for k in keys if k[0] == "seat" and k[1] == seat and k[2][0] == "ballot"]
    assert len(ballots) == len(s.state.candidates)
    assert "tap a box; hold to read" in scene.view.table_prompt(seat)
    n = len(s.log)
    # another seat's finger on its own ballot cards does nothing (it does not vote now)
    other = (seat + 1) % 3
    fingers.tap(fingers.seat_spot(other, "ballot0"))
    assert len(s.log) == n
    fingers.tap(fingers.seat_spot(seat, "ballot1"))
    assert s.log[n].action == Vote(2)


def test_an_auction_is_opened_from_any_seat_in_it(app, clock):
    s, fingers = start(app, clock, players=3, humans=3, seed=3, look=30.0)
    for _ in range(3000):
        scene = fingers.scene
        if scene.view.auction.waiting():
            break
        view = scene.view
        if view.actor is None or view.animating:
            fingers.frames(1, dt=0.1)
            continue
        action = HeuristicBot(view.actor, len(s.log)).choose(s.state.view(view.actor))
        fingers.perform(action, view.actor)
    else:
        pytest.fail("no auction came")
    scene = fingers.scene
    eligible = s.state.auction_eligible
    opener = eligible[-1]
    assert len(scene.acting_seats()) == len(eligible) >= 2
    assert "Auction in" in scene.view.table_prompt(opener)
    fingers.tap(fingers.button(opener, ("merchants", "start_auction")))
    fingers.frames(2)
    assert isinstance(app.top, AuctionScene)


@pytest.mark.parametrize("decision", [PlaceCard, Vote])
def test_every_finger_target_is_at_least_10_mm_at_4k(app, decision):
    from game.screenshot import bot_session

    for moves in range(0, 400, 3):
        s = bot_session("merchants", 4, 4, moves=moves, humans=4)
        if s.state.voting == (decision is Vote) and not s.state.is_over:
            break
    scene = TablePlayScene(app, s, autosave=False, size=(3840, 2160))
    scene.sync_actor()
    assert scene.view.actor is not None
    spots = scene.spots()
    assert len(spots) > 3
    mm = scene.sizes.mm_per_px
    small = [(spot.key, spot.rect.size) for spot in spots if min(spot.rect.size) * mm < 10]
    assert not small, f"targets under 10 mm on a 55-inch 4K screen: {small}"


def test_the_auction_at_a_4k_table_holds_a_finger_per_seat_at_its_own_edge(clock):
    """A 3840x2160 window, five seats (two sharing the bottom edge): the auction screen is
    drawn at 4K and puts each seat's logo at its own edge, in the same order as the table's
    panels, and counts four fingers held at once, one per panel."""
    from game.engine.app import App
    from game.merchants.rules.auction import in_auction

    app = App(window=(3840, 2160), fullscreen=False, save_settings=False)
    try:
        app.settings.bot_delay, app.settings.animation_speed = 0, 0
        _s, fingers = start(app, clock, players=5, humans=5, until=in_auction)
        table = app.stack[-2]
        assert isinstance(table, TablePlayScene) and table.size == (3840, 2160)
        overlay = fingers.auction_scene().panel
        # drawn at the table's own resolution (crisp), not a 1080p picture scaled up
        assert overlay.layout.size == app.canvas.get_size() == (3840, 2160)
        for seat in overlay.seats:
            assert overlay.layout.place(seat).side == edge_of(table.slots[seat])
        # the two bottom seats sit in the table's order, left to right
        left = table.slots.index("bottom-left")
        right = table.slots.index("bottom-right")
        assert overlay.layout.place(left).rect.x < overlay.layout.place(right).rect.x
        holders = [seat for seat in overlay.seats if seat != 2]
        for k, seat in enumerate(holders):
            fingers.auction_post(pygame.FINGERDOWN, 500 + k, fingers.logo(seat))
        fingers.frames(1)
        assert [overlay.controls.held(seat) for seat in sorted(overlay.seats)] == [
            seat != 2 for seat in sorted(overlay.seats)]
    finally:
        app.close()


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_panel_faces_its_edge_and_the_board_card_faces_the_voter(app, clock, players):
    """Each seat's badge is drawn at its panel's upright top-left turned onto the canvas
    with its edge; the zoomed board's card is turned toward the seat that votes."""
    from game.engine.table.transform import EDGE_ROTATION

    s, fingers = start(app, clock, players=players, humans=players,
                       until=lambda st: st.decision() == "vote")
    scene = fingers.scene
    assert_panels_face_their_edges(fingers, s.seats)
    voter = scene.view.actor
    turned = EDGE_ROTATION[scene.table.edge(voter)]
    assert scene.facing() == turned
    assert scene.turned["board"].orient.rotation == turned
