"""The Auction action through the view: the real-time screen with posted KEYDOWN/KEYUP
events and a fake clock, its result turned into the rules' actions."""

from __future__ import annotations

from game.engine.auction.scene import AuctionScene
from game.merchants.bots import HeuristicBot, resolve_auction
from game.merchants.rules.actions import Bid, NoBid, SealedBid
from game.merchants.rules.auction import in_auction
from game.merchants.view_auction import LOWEST_BID, bot_limit
from tests.merchants_ui.driver import Table, session


def advance_to_auction(s, auctions_before: int = 0) -> None:
    """Play every seat with the heuristic bot (straight on the session) until an auction
    starts, skipping ``auctions_before`` auctions."""
    seen = 0
    for _ in range(5000):
        st = s.state
        if in_auction(st) and not any(isinstance(e.action, SealedBid) and
                                      e.action.seat in st.auction_eligible
                                      for e in s.log[-len(st.auction_eligible):]):
            if seen == auctions_before:
                return
            seen += 1
        seat = st.pending_seats()[0]
        s.apply(HeuristicBot(seat, len(s.log)).choose(st.view(seat)))
    raise AssertionError("no auction reached")


def start_auction(app, clock, seed: int, skip: int = 0, money0: int | None = None,
                  players: int = 3):
    s = session(players=players, humans=1, seed=seed)
    advance_to_auction(s, skip)
    if money0 is not None:
        s.state.money[0] = money0
    t = Table(app, clock)
    t.start(s)
    t.frames(1)
    assert isinstance(app.top, AuctionScene)
    return s, t


def bot_limits(s) -> dict[int, int]:
    return {b: bot_limit(s, b) for b in (1, 2)}


def test_the_screen_lists_every_participant_and_bots_bid_their_max(app, clock):
    s, t = start_auction(app, clock, seed=11)
    overlay = t.auction_scene().panel
    assert sorted(overlay.seats) == sorted(s.state.auction_eligible) == [0, 1, 2]
    assert overlay.seats[0].key is not None and not overlay.seats[0].is_bot
    assert {b: overlay.seats[b].bot_max for b in (1, 2)} == bot_limits(s)


def test_a_human_wins_by_letting_go_first(app, clock):
    s, t = start_auction(app, clock, seed=11)
    limits = bot_limits(s)
    price = min(20, max(limits.values()) + 2)
    money = s.state.money[0]
    n = len(s.log)
    t.auction({0: price})
    assert not isinstance(app.top, AuctionScene)
    assert s.log[n].action == Bid(0, price)
    assert s.state.money[0] == money - price
    assert s.state.decision() == "order" and s.state.current_player == 0
    assert t.view.auction.results[-1].winner == 0


def test_a_bot_wins_when_the_human_holds_on(app, clock):
    s, t = start_auction(app, clock, seed=11)
    limits = bot_limits(s)
    best = max(limits.values())
    assert best >= LOWEST_BID, "pick a seed where a bot bids"
    winner = min(b for b in limits if limits[b] == best)
    money = s.state.money[winner]
    n = len(s.log)
    t.auction({0: None})
    action = s.log[n].action
    assert isinstance(action, Bid) and action.price == best and limits[action.seat] == best
    assert s.state.money[action.seat] == money - best or action.seat != winner
    assert not isinstance(app.top, AuctionScene)


def test_a_winner_who_cannot_pay_is_out_and_a_new_auction_runs(app, clock):
    s, t = start_auction(app, clock, seed=11, money0=8)
    n = len(s.log)
    t.auction({0: 15})
    actions = [e.action for e in s.log[n:n + 2]]
    assert actions[0] == Bid(0, 15)  # refused for money: out of this auction
    assert s.state.money[0] == 8
    assert isinstance(actions[1], (Bid, NoBid)) and actions[1].seat != 0
    result = t.view.auction.results[-1]
    assert result.excluded == (0,) and result.winner != 0


def test_all_bot_auction_resolves_without_the_screen(app, clock):
    s = session(players=3, humans=0, seed=11)
    advance_to_auction(s)
    limits = {b: bot_limit(s, b) for b in s.state.auction_eligible}
    expected = resolve_auction(s.state, limits)
    n = len(s.log)
    t = Table(app, clock)
    t.start(s)
    t.frames(1)
    assert not isinstance(app.top, AuctionScene)
    assert s.log[n].action == expected
    assert all(p == 0 or p >= 6 for p in limits.values())


def test_with_the_move_list_open_the_auction_is_secret_bids(app, clock):
    s = session(players=3, humans=1, seed=11)
    advance_to_auction(s)
    t = Table(app, clock)
    play = t.start(s)
    play.toggle_moves()  # the keyboard fallback: every legal move as a button
    t.frames(2)
    assert not isinstance(app.top, AuctionScene)
    n = len(s.log)
    target = next(w for w in play.widgets if getattr(w, "label", "") == "No bid")
    t.click(target.rect.center)
    assert s.log[n].action == SealedBid(0, 0)
    t.frames(3, dt=0.1)  # the bots give theirs: the auction is decided without the clock
    kinds = [ev.kind for e in s.log[n:] for ev in e.events]
    assert "auction_won" in kinds or "auction_end" in kinds
    assert not any(isinstance(e.action, (Bid, NoBid)) for e in s.log[n:])  # no clock
    # the list is the human's: it closed when the decision passed to the bots, so the
    # next auction the human is in opens its own screen unless they open the list again
    assert not play.show_moves


def test_the_human_panel_stays_upright_at_the_bottom_whoever_auctions(app, clock):
    """Auctions of different active players at five: the lone human's panel is always at
    the bottom (read upright on a desk screen), and every seat keeps its place (the fifth
    seat shares the bottom)."""
    sides_seen: list[dict[int, tuple]] = []
    actives: set[int] = set()
    for skip in range(3):
        s, t = start_auction(app, clock, seed=11, skip=skip, players=5)
        layout = t.auction_scene().panel.layout
        sides_seen.append({p.seat: (p.side, tuple(p.rect)) for p in layout.places})
        actives.add(s.state.active)
        app.pop()
        app.pop()
    assert len(actives) > 1  # the auctions were held by different players
    assert all(sides[0][0] == "bottom" for sides in sides_seen)
    assert all(sides == sides_seen[0] for sides in sides_seen)


def test_a_hard_seat_on_the_clock_lets_go_at_the_hard_bots_price():
    """The auction screen asks each bot seat's own level for its price: a Hard seat's
    limit is the Hard bot's evaluation-based price, seeded by the game and position."""
    from dataclasses import replace

    from game.core.rng import Rng
    from game.core.session import decision_seed
    from game.merchants.hard import auction_limit

    s = session(players=3, humans=1, seed=5)
    advance_to_auction(s, 0)
    s.seats[1] = replace(s.seats[1], bot="hard")
    rng = Rng(decision_seed(s.seed, len(s.log), 1), stream=2001)
    want = auction_limit("hard", s.state.view(1), 1, rng)
    assert bot_limit(s, 1) == (want if want >= LOWEST_BID else 0)
    assert bot_limit(s, 1) <= s.state.money[1]
