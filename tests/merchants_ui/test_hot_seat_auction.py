"""Hot-seat Merchants: the real-time auction is a moment every human shares.

Every human bids in it at once on the one screen, so no pass-the-device cover asks one of
them to take the device first (before, "Pass to Ann" came up before every auction that
followed Bob's move), the board shows nobody's secrets while it is due or running (not
Bob's ballots to Ann), and Bob keeps the board afterwards if the next move is his. With
the move list open the auction is secret bids instead, and the covers are back.
"""

from __future__ import annotations

from game.engine.auction.scene import AuctionScene
from game.engine.gameview import PUBLIC
from game.merchants.bots import HeuristicBot, max_bid
from game.merchants.rules.actions import SealedBid
from game.merchants.rules.auction import in_auction
from game.scenes.passdevice import PassScene
from game.scenes.results import ResultsScene
from tests.merchants_ui.driver import Table, session


def test_no_cover_before_a_shared_auction_and_no_secrets_shown_in_it(app, clock):
    s = session(players=3, humans=2, seed=8)
    t = Table(app, clock)
    scene = t.start(s)
    covers: list[tuple[int, bool]] = []
    auctions_after: list[int | None] = []  # whose board it was when each auction came up
    last_shown: int | None = None
    for _ in range(3000):
        top = app.top
        if len(auctions_after) >= 6 or isinstance(top, ResultsScene):
            break
        if isinstance(top, PassScene):
            covers.append((top.seat, in_auction(s.state)))
            t.click(top.widgets[0].rect.center)
            continue
        if isinstance(top, AuctionScene):
            assert scene.view.viewer == PUBLIC and scene.viewer == PUBLIC
            auctions_after.append(last_shown)
            limits = {h: max_bid(s.state.view(h), h) for h in (0, 1)}
            t.auction({h: (p if p >= 6 else None) for h, p in limits.items()})
            assert scene.shown_to == last_shown  # the board goes back to whom it was shown
            continue
        view = t.view
        if in_auction(s.state):
            # the look at the board before the screen opens: the table's eyes, no ballots
            assert view.actor is not None and view.viewer == PUBLIC
            seen = view.visible_state(view.viewer)
            assert all(n == 0 for box in seen.votes for n in box)
            t.frames(1, dt=0.1)
            continue
        if view.actor is None:
            t.frames(1, dt=0.1)
            continue
        seat = view.actor
        assert view.viewer == seat
        last_shown = seat
        action = HeuristicBot(seat, len(s.log)).choose(s.state.view(seat))
        n = len(s.log)
        t.perform(action)
        assert len(s.log) > n and s.log[n].action == action
    assert len(auctions_after) >= 6
    assert 1 in auctions_after  # an auction came right after Bob's move ...
    assert not any(during for _, during in covers)  # ... and none was behind a cover
    assert covers  # the humans' own turns still pass the device


def test_secret_bids_from_the_move_list_pass_the_device_with_the_list_open(app, clock):
    """The keyboard fallback: "Moves" pressed in the look before a shared auction turns it
    into secret bids, so each human gives theirs behind a cover, and the list stays open
    behind each cover (it closed with the first, and the auction went back to the clock:
    a second press was needed)."""
    s = session(players=3, humans=2, seed=8)
    t = Table(app, clock)
    scene = t.start(s)
    scene.view.auction.look_seconds = 30.0  # time to open the move list during the look
    for _ in range(3000):
        top = app.top
        if isinstance(top, PassScene):
            t.click(top.widgets[0].rect.center)
            continue
        if in_auction(s.state):
            break
        view = t.view
        if view.actor is None:
            t.frames(1, dt=0.1)
            continue
        seat = view.actor
        t.perform(HeuristicBot(seat, len(s.log)).choose(s.state.view(seat)))
    assert in_auction(s.state) and scene.shared_moment()
    first = scene.current_actor()
    scene.toggle_moves()
    t.frames(2, dt=0.1)
    bidders: list[int] = []
    for _ in range(20):
        if len(bidders) == 2:
            break
        if scene.shown_to != scene.current_actor():
            assert isinstance(app.top, PassScene) and scene.show_moves  # the list waits
            t.click(app.top.widgets[0].rect.center)
            t.frames(1, dt=0.1)
        assert app.top is scene and scene.show_moves and not scene.shared_moment()
        assert scene.viewer == scene.view.actor != PUBLIC
        seat = scene.view.actor
        bid = next(b for b in t.widget_keys() if isinstance(b, tuple) and b[0] == "action")
        n = len(s.log)
        t.click(t.widget_rect(bid).center)  # "No bid", the first price button
        assert s.log[n].action == SealedBid(seat, 0)
        bidders.append(seat)
    assert bidders[0] == first and sorted(bidders) == [0, 1]
    assert not isinstance(app.top, AuctionScene)  # the clock never ran
    t.frames(3, dt=0.1)
    assert not in_auction(s.state) or s.state.turn > 1  # that auction is over ...
    assert not scene.show_moves  # ... and the list closed as the bot's turn came
