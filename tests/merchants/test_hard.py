"""The Hard Merchants bot: determinisation from a view, the evaluation, the search's choice
(blind to what its seat cannot see), and its auction bids."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.auction import BID, TICK, Auction, BotBidder
from game.core.bots import make_bot
from game.core.protocol import SIMULTANEOUS
from game.core.rng import Rng
from game.core.search import SearchBot, SearchBudget
from game.merchants import hard
from game.merchants.bots import HeuristicBot, RandomMerchantsBot
from game.merchants.game import GAME
from game.merchants.hard import (
    HOOKS,
    LOWEST_BID,
    auction_limit,
    hard_bid,
    lot_worth,
    playout_state,
    reservation_price,
)
from game.merchants.rules import MerchantsState
from game.merchants.rules.actions import SealedBid
from game.merchants.rules.evaluation import evaluate, projected_money
from game.merchants.rules.hidden import determinise
from game.merchants.rules.state import HIDDEN_TILE
from tests.merchants.helpers import quiet, step


def positions(players: int, seed: int, every: int = 7) -> list[MerchantsState]:
    """Positions of a game between Normal bots, one every ``every`` actions."""
    state = GAME.new_game(players, seed)
    bots = [HeuristicBot(s, seed * 10 + s) for s in range(players)]
    out = []
    count = 0
    while not state.is_over:
        if count % every == 0:
            out.append(state.clone())
        seat = actor(state)
        state.apply(bots[seat].choose(state.view(seat)))
        count += 1
    return out


def actor(state: MerchantsState) -> int:
    cp = state.current_player
    return state.pending_seats()[0] if cp == SIMULTANEOUS else cp


def first_half_events(state: MerchantsState) -> int:
    """Events among the deck's cards that came from the opening pile and first half."""
    c = state.c
    actions = [k for k in c.cards if not k.is_event and (state.num_players >= 4 or not k.four_plus)]
    opening = int(c.game["opening_pile"])
    first = opening + (len(actions) - opening) // 2 + int(c.game["events_per_half"])
    drawn = len(actions) + int(c.game["event_cards"]) - len(state.deck)
    return sum(c.card(k).is_event for k in state.deck[: max(0, first - drawn)])


# --------------------------------------------------------------------------- determinise


@pytest.mark.parametrize("players", [3, 4, 5])
def test_determinise_fills_every_hidden_part_from_what_is_unseen(players):
    for seed in (1, 2):
        for real in positions(players, seed):
            for seat in range(players):
                view = real.view(seat)
                world = determinise(view, seat, Rng(seed * 100 + seat))
                assert not world.is_view
                assert Counter(world.deck) == Counter(real.deck)
                assert first_half_events(world) == first_half_events(real)
                assert Counter(world.planet.values()) == Counter(real.planet.values())
                assert HIDDEN_TILE not in world.planet.values()
                assert HIDDEN_TILE not in world.special_tiles.values()
                assert set(world.special_tiles.values()) <= set(world.c.specials)
                assert len(set(world.special_tiles.values())) == len(world.special_tiles)
                assert Counter(world.senate_deck) == Counter(real.senate_deck)
                for other in range(players):  # everyone's number of votes, own boxes as is
                    assert sum(b[other] for b in world.votes) == sum(b[other] for b in real.votes)
                assert [b[seat] for b in world.votes] == [b[seat] for b in real.votes]
                # what the seat sees is unchanged: its view of the world is its view
                mine = world.view(seat).to_dict()
                seen = view.to_dict()
                assert mine == seen
                assert world.legal_actions(actor(world)) == real.legal_actions(actor(real))


def test_determinised_states_play_to_the_end():
    for seed in range(4):
        real = positions(4, seed, every=29)[2]
        seat = actor(real)
        world = determinise(real.view(seat), seat, Rng(seed))
        bots = [RandomMerchantsBot(s, seed) for s in range(4)]
        while not world.is_over:
            s = actor(world)
            world.apply(bots[s].choose_from(world.legal_actions(s)))
        assert sum(world.outcome().scores) > 0


def test_determinise_draws_other_seats_secret_bids_but_keeps_its_own():
    s = auction_position(13)
    s.apply(SealedBid(1, 9))
    s.apply(SealedBid(2, 12))
    view = s.view(0)
    assert view.pending[-1]["sealed"] == {"1": -1, "2": -1}
    world = determinise(view, 0, Rng(3))
    sealed = world.pending[-1]["sealed"]
    assert set(sealed) == {"1", "2"}
    assert all(p == 0 or LOWEST_BID - 1 <= p <= min(20, s.money[int(k)])
               for k, p in sealed.items())
    theirs = determinise(s.view(1), 1, Rng(3)).pending[-1]["sealed"]
    assert theirs["1"] == 9 and theirs["2"] != -1


def test_determinise_refuses_a_seat_not_at_the_table():
    with pytest.raises(ValueError, match="seat 5 is not at this 3-player table"):
        determinise(GAME.new_game(3, 1).view(0), 5, Rng(1))


# --------------------------------------------------------------------------- the proof


def hide_differently(real: MerchantsState, seat: int, rng: Rng) -> MerchantsState:
    """The same position with everything ``seat`` cannot see changed: the deck order,
    the face-down planet tiles, the senator pile, the other seats' ballot boxes and the
    random stream."""
    other = real.clone()
    rng.shuffle(other.deck)
    hidden = [s for s, t in other.planet.items() if s not in other.flipped and t is not None]
    tiles = [other.planet[s] for s in hidden]
    rng.shuffle(tiles)
    other.planet.update(zip(hidden, tiles, strict=True))
    rng.shuffle(other.senate_deck)
    for p in range(other.num_players):
        if p != seat:
            total = sum(box[p] for box in other.votes)
            for box in other.votes:
                box[p] = 0
            for _ in range(total):
                other.votes[rng.below(len(other.votes))][p] += 1
    other.rng = Rng(rng.below(1000))
    other.touch()
    return other


def test_hidden_information_does_not_change_the_hard_bots_choice():
    budget = SearchBudget(playouts=12)
    checked = 0
    for real in positions(3, 5, every=11)[1:]:
        seat = actor(real)
        if len(real.legal_actions(seat)) < 2 or real.decision() == "auction":
            continue
        changed = hide_differently(real, seat, Rng(checked))
        assert changed.deck != real.deck or changed.planet != real.planet
        assert changed.view(seat).to_dict() == real.view(seat).to_dict()
        picks = [SearchBot(seat, 77, HOOKS, budget).choose(s.view(seat)) for s in (real, changed)]
        assert picks[0] == picks[1]
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_the_same_seed_and_playouts_make_the_same_choice():
    real = positions(3, 2, every=13)[3]
    seat = actor(real)
    bot = make_bot(GAME, "hard", seat, 5, SearchBudget(playouts=10))
    again = make_bot(GAME, "hard", seat, 5, SearchBudget(playouts=10))
    assert bot.choose(real.view(seat)) == again.choose(real.view(seat))


# --------------------------------------------------------------------------- evaluation


def test_evaluation_is_a_value_per_seat_favouring_the_projected_leader():
    state = positions(3, 3, every=50)[1]
    values = evaluate(state)
    assert len(values) == 3 and all(0.0 < v < 1.0 for v in values)
    richer = state.clone()
    richer.money[0] += 300  # now the leader by far: the others fall behind it
    assert evaluate(richer)[0] > values[0]
    assert all(evaluate(richer)[s] < values[s] for s in (1, 2))
    assert projected_money(richer)[0] == projected_money(state)[0] + 300


def test_projected_money_counts_the_boards_still_to_score():
    state = quiet(3)
    state.station = {}
    state.prod = [[3, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 0]]
    early = projected_money(state)
    state.event_pos = 19  # only the final Production scoring is left
    late = projected_money(state)
    # seat 0 leads the metal track, seat 1 is 2nd, seat 2 has nothing anywhere
    assert early[0] - early[2] > late[0] - late[2] > late[1] - late[2] > 0


def test_playout_state_gives_other_seats_the_normal_bots_choice():
    real = positions(3, 4, every=17)[2]
    seat = actor(real)
    world = playout_state(real.view(seat), seat, Rng(2))
    mover = actor(world)
    assert len(world.legal_actions(mover)) == (
        1 if mover != seat else len(real.legal_actions(mover)))


# --------------------------------------------------------------------------- auctions


def auction_position(card: int, active: int = 1, full_sectors: tuple[int, ...] = (),
                     money: tuple[int, int, int] = (35, 35, 35)) -> MerchantsState:
    """A 3-player auction of ``card`` late in the game (one Defense scoring and the end
    left), with the deck holding exactly the unseen cards."""
    s = quiet(3, first=active)
    senate = [k.id for k in s.c.cards if k.board == "senate"][:2]
    s.slots = [*senate, card]
    s.deck = [k.id for k in s.c.cards if k.id not in s.slots and not k.four_plus]
    s.event_pos = 19
    for space, sector in s.c.topology.station_sector.items():
        if sector in full_sectors:
            s.station.setdefault(space, 2)
    s.money = list(money)
    step(s, {"kind": "act", "seat": active, "step": 2})
    assert s.decision() == "auction"
    return s


def test_hard_bot_never_bids_above_its_money():
    for money in (0, 5, LOWEST_BID, 8, 11):
        s = auction_position(13, money=(money, 35, 35))
        view = s.view(0)
        for seed in range(3):
            assert reservation_price(view, 0, Rng(seed)) <= money
            bid = hard_bid(view, 0, Rng(seed))
            assert bid <= money and (bid == 0 or bid >= LOWEST_BID)
        action = make_bot(GAME, "hard", 0, 1, SearchBudget(playouts=4)).choose(view)
        assert isinstance(action, SealedBid) and action.price <= money
        s.apply(action)  # and the rules take it


def test_hard_bot_values_a_card_it_can_use_above_one_it_cannot():
    """Sectors 2 and 4 of the Station are full: card 5 (sectors 2 or 4) gives only its
    metal, card 9 (sectors 1 or 4, metal too) also a Station influence."""
    useless = auction_position(5, full_sectors=(2, 4), money=(35, 0, 0)).view(0)
    useful = auction_position(9, full_sectors=(2, 4), money=(35, 0, 0)).view(0)
    for seed in range(3):
        assert lot_worth(useful, 0, Rng(seed)) > lot_worth(useless, 0, Rng(seed)) > 0


def test_hard_bot_bids_more_when_the_card_is_worth_more_to_it(monkeypatch):
    """Late in the game, the Station full, a rival (seat 1) expected to pay up to 14: the
    bot lets the rival overpay for a Senate card (votes are worth little this late), bids
    its limit for a card worth a little, and one above the rival's price (15) for a
    Defense card that is worth more than that to it."""
    monkeypatch.setattr(hard, "expected_rival", lambda view, seat: (1, 14))
    views = [auction_position(card, full_sectors=(1, 2, 3, 4), money=(35, 35, 0)).view(0)
             for card in (47, 13, 14, 36)]  # senate, production x2, defense
    worths = [lot_worth(v, 0, Rng(0)) for v in views]
    bids = [hard_bid(v, 0, Rng(0)) for v in views]
    assert worths == sorted(worths) and worths[0] < 0 < worths[1]
    assert bids == sorted(bids) and bids[0] == 0 and bids[-1] == 15
    for v, bid in zip(views[1:3], bids[1:3], strict=True):
        assert bid == reservation_price(v, 0, Rng(0)) < 15  # its limit: below the rival's


def test_hard_bids_stay_within_the_money_in_real_games():
    for real in positions(4, 6, every=3):
        if real.decision() != "auction":
            continue
        for seat in real.pending_seats():
            bid = hard_bid(real.view(seat), seat, Rng(seat))
            assert bid == 0 or LOWEST_BID <= bid <= min(real.money[seat], 20)


def test_on_the_clock_the_hard_bot_lets_go_at_its_price_after_a_reaction_delay():
    """The real-time auction (game.core.auction): a Hard and a Normal bot hold from the
    start; the Normal bot does not want this Defense card, so the Hard bot, expecting no
    rival, waits for the lowest price and lets go a human-like moment after it shows."""
    s = auction_position(36, full_sectors=(1, 2, 3, 4), money=(35, 35, 0))
    hard_price = auction_limit("hard", s.view(0), 0, Rng(0))
    normal_price = auction_limit("heuristic", s.view(1), 1, Rng(0))
    assert normal_price == 0 and hard_price == LOWEST_BID
    clock = Auction([0, 1], now=0.0, bots=[BotBidder(0, hard_price), BotBidder(1, normal_price)],
                    money=dict(enumerate(s.money)), seed=4)
    events = clock.update(60.0)
    bid = next(e for e in events if e.kind == BID)
    shown = next(e for e in events if e.kind == TICK and e.price == hard_price)
    assert (bid.seat, bid.price) == (0, hard_price)
    assert 0.15 <= bid.at - shown.at <= 0.40
    assert clock.result is not None and clock.result.winner == 0


def test_setup_screen_and_seat_labels_name_the_levels_easy_normal_hard(app):
    import pygame

    from game.core.session import Seat
    from game.scenes.play import PlayScene
    from game.scenes.setup import SetupScene
    from game.screenshot import bot_session

    scene = SetupScene(app, "merchants", seed=1)
    app.push(scene)
    app.draw()
    kinds = next(w for w in scene.widgets if w.key == ("kind", 1))
    assert [label for _, label in kinds.options] == [
        "Human", "Bot: Easy", "Bot: Normal", "Bot: Hard"]
    assert scene.seats[1].bot == "heuristic"  # Normal is the default: it answers at once
    play = PlayScene(app, bot_session("merchants", 1, 3), autosave=False)
    row = play.seat_row_texts(Seat("Bot 2", "blue", "hard"), pygame.Rect(0, 0, 600, 64))
    assert row[1][0] == "bot: Hard"
