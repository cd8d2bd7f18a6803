"""A whole game of Merchants of Andromeda by keyboard only, from the title screen to the
results.

Five seats, two of them people at one keyboard (hot-seat) and three Normal bots. Every
human board decision is made with Tab / Shift+Tab / the arrows and Enter / Space on the
board's focus ring (action slots, Station spaces, planet tiles, lanes, ballot boxes) and
the prompt's buttons; each voting event's secret ballots are cast by both humans in turn
behind the pass-the-device cover; before each auction a human presses "Start the auction
now" by keys, and every real-time auction is played by both humans holding their own
auction key at once and letting go at their price. Never a click.
"""

from __future__ import annotations

import random

import pytest

from game.engine.auction.scene import AuctionScene
from game.merchants.bots import HeuristicBot, max_bid
from game.merchants.game import GAME
from game.merchants.rules.actions import (
    Ballot,
    Bid,
    ChooseDefenders,
    ChooseOrder,
    NoBid,
    SealedBid,
    StationSpace,
)
from game.merchants.rules.auction import in_auction
from game.merchants.view import MerchantsView
from tests.merchants_ui.driver import Table
from tests.uidriver import make_session
from tests.uikeys import KeyDriver, advance, offered, open_at, whole_game_by_keys

START = ("merchants", "start_auction")


class Keys(KeyDriver):
    """The keys that take each Merchants action, and the held keys of the auctions."""

    view_type = MerchantsView
    skip = (Bid, NoBid, SealedBid)  # the auction screen's

    def __init__(self, app, clock) -> None:
        super().__init__(app)
        self.hands = Table(app, clock)  # its auction(): KEYDOWN / KEYUP of held keys
        self.auctions = 0
        self.started = 0

    def perform(self, action) -> None:
        view = self.view
        if isinstance(action, ChooseDefenders):  # two lanes: a die, then its pair
            first, second = action.lanes
            self.press(("node", "defense", view.lane_node(first)))
            assert view.selected_lane == first
            self.press(("node", "defense", view.lane_node(second)))
            return
        spot = view.target_of(action)
        self.press(spot if spot is not None else ("merchants", "act", action))

    def waits(self, view) -> bool:
        """An auction is due: a human opens it at once with "Start the auction now"."""
        if in_auction(view.state) and view.actor is not None and self.has(START):
            self.press(START)
            self.started += 1
            return True
        return super().waits(view) or in_auction(view.state)

    def other_scene(self, top) -> bool:
        """The real-time auction: each human holds their key and lets go at the price
        the heuristic bot would stop at (holds to the end under 6: never lets go)."""
        if not isinstance(top, AuctionScene):
            return False
        assert self.session is not None
        state = self.session.state
        humans = [s for s, info in top.panel.seats.items() if not info.is_bot]
        limits = {h: max_bid(state.view(h), h) for h in humans}
        self.hands.auction({h: (p if p >= 6 else None) for h, p in limits.items()})
        self.auctions += 1
        return True


def test_whole_five_seat_game_by_keyboard_only(app, clock):
    keys = Keys(app, clock)

    def clocked(play) -> None:  # the auctions' clock moves with the frames
        play.view.auction.clock = clock

    session, choose = whole_game_by_keys(keys, "merchants", 5, 10, HeuristicBot,
                                         ready=clocked)
    assert keys.decisions[0] > 15 and keys.decisions[1] > 15, keys.decisions
    assert {"PlaceCard", "StationSpace", "ExploreTile", "Ballot"} <= set(choose.taken)
    ballots = {e.action.seat for e in session.log if isinstance(e.action, Ballot)}
    assert {0, 1} <= ballots  # both humans cast secret ballots
    # every auction ran on the real-time screen, opened by a key, with both humans
    # holding theirs; each human won at least once at their own price
    assert keys.auctions >= session.state.turn and keys.started == keys.auctions
    won = {e.action.seat for e in session.log if isinstance(e.action, Bid)}
    assert {0, 1} <= won
    # (the bots' secret bids come in as the screen runs; no human ever fell back on one)
    assert not any(isinstance(e.action, SealedBid) and e.seat in (0, 1) for e in session.log)


def at_random(session):
    """A person who takes any legal option (seeded by the position): one who takes the
    Scandal! special event, which heuristic players never do."""
    return lambda seat: random.Random(len(session.log)).choice(
        session.state.legal_actions(seat))


@pytest.mark.parametrize("kind_name, seed, anyhow", [
    ("ClaimTile", 0, False),
    ("ChooseBoard", 5, True),
])
def test_the_rare_decisions_by_keyboard_only(app, clock, kind_name, seed, anyhow):
    """The kinds of decision the whole game above did not raise (claiming a planet
    tile; Scandal!'s choice of board), each reached in a seeded three-seat game and
    made by keys."""
    session = make_session(GAME, players=3, humans=1, seed=seed)
    advance(session, offered(kind_name), at_random(session) if anyhow else None)
    keys = open_at(app, session, lambda a: Keys(a, clock))
    action = next(a for a in session.state.legal_actions(0) if type(a).__name__ == kind_name)
    n = len(session.log)
    keys.check_reachable(0)
    keys.perform(action)
    assert session.log[n].action == action and session.log[n].seat == 0


def test_every_board_is_read_large_by_keys(app, clock):
    """A keyboard player reads any board large, as a tap on its small board does: Tab to
    it (the small boards are last in the focus ring), Enter; Enter on the decision's
    board brings its spaces back into the ring, and the decision is made."""
    session = make_session(GAME, players=3, humans=1, seed=0)
    advance(session, offered("StationSpace"))
    keys = open_at(app, session, lambda a: Keys(a, clock))
    view = keys.view
    assert view.zoomed() == "station"
    for board in ("senate", "defense", "exploration", "production", "event_track"):
        keys.press(("merchants", "thumb", board))
        assert view.zoomed() == board
        assert not [k for k in keys.ring() if k[:2] == ("node", "station")]
        assert keys.scene.focus.key == ("merchants", "thumb", board)  # the focus stays
        keys.check_landing()  # its ring drawn all round the small board
    keys.press(("merchants", "thumb", "station"))
    assert view.zoomed() == "station"
    keys.check_reachable(0)
    action = next(a for a in session.state.legal_actions(0) if isinstance(a, StationSpace))
    keys.perform(action)
    assert session.log[-1].action == action


def test_after_an_auction_won_by_keys_the_focus_is_on_the_winners_decision(app, clock):
    """The auction screen is opened by Enter on "Start the auction now" and won by the
    held key; back on the board the winner decides which action of the card comes first,
    and the focus ring is on that decision's first button, so the next Enter takes it.
    The focus went to the first small board (Event Track) instead, where Enter does
    nothing new: a keyboard player pressed Enter on and on and nothing happened (found
    by keys in a real window)."""
    from game.scenes.play import PlayScene

    session = make_session(GAME, players=3, humans=1, seed=0)
    advance(session, lambda st: in_auction(st) and 0 in st.auction_eligible
            and st.money[0] >= 20)
    keys = open_at(app, session, lambda a: Keys(a, clock))
    keys.scene.view.auction.clock = clock
    n = len(session.log)
    keys.press(START)
    keys.frames(2)
    assert isinstance(app.top, AuctionScene)
    keys.hands.auction({0: 20})  # lets go as the count starts: bought at 20
    keys.frames(3)
    assert isinstance(app.top, PlayScene)
    assert any(isinstance(e.action, Bid) and e.action.seat == 0 for e in session.log[n:])
    assert list(session.state.pending_seats()) == [0]
    focus = app.top.focus
    assert session.state.decision() == "order"
    first = ("merchants", "act", ChooseOrder(first="resource"))
    assert app.top.view.widgets()[0].key == first  # what Tab reaches first
    assert focus is not None and focus.key == first, focus.key if focus else None
