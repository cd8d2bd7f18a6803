"""The Hard Merchants bot: the shared search (:mod:`game.core.search`) with this game's hooks,
and its auction bids priced from the evaluation.

**Search.** Each iteration plays on a :class:`PlayoutState`, a determinisation of the bot's
view (:func:`game.merchants.rules.hidden.determinise`) whose other seats, and the bot
itself after its first :data:`OWN_DECISIONS_IN_TREE` decisions, have one legal action each:
the Normal bot's choice on their own view. The tree so branches on the bot's next few
decisions only (the moves it is choosing between), and every playout is a plausible game
(opponents who bid, place and vote sensibly) instead of random play, which in this game
mostly measures how badly random auctions go. The playout is cut off after the budget's
``cutoff`` moves and scored by :func:`game.merchants.rules.evaluation.evaluate`.

**Auctions.** The search does not bid (a price ladder of 16 steps per seat would swamp
it). :func:`reservation_price` prices the lot for the bot: over a few determinisations it
compares its projected lead over the best other seat after *it* wins the card (and plays
its two actions) with the lead after the opponent most likely to win it does (the one
whose Normal price is highest, at that price), or nobody. The card is worth the difference
to it — its own gain plus what it denies an opponent. :func:`hard_bid` then bids just
above the highest price it expects from the others (their Normal prices, from public
information), never above its reservation price or its money. The real-time clock uses
the same number as the price the bot lets go at, after its usual human-like reaction
delay (:mod:`game.core.auction`).
"""

from __future__ import annotations

from statistics import fmean

from game.core.auction import AuctionRules
from game.core.protocol import Action, Event, SearchHooks, State
from game.core.rng import Rng
from game.merchants.bots import HeuristicBot, max_bid
from game.merchants.rules.actions import Bid, NoBid, SealedBid
from game.merchants.rules.evaluation import evaluate, projected_money
from game.merchants.rules.hidden import determinise
from game.merchants.rules.state import MerchantsState

#: the bot's own decisions the tree branches on; later ones follow the Normal policy
OWN_DECISIONS_IN_TREE = 2
#: determinisations used to price one auction lot
AUCTION_SAMPLES = 4
#: moves played after an auction, at most, to see the prize's actions through
AUCTION_HORIZON = 40
#: the lowest price the real-time clock accepts (the end price itself cannot be bid)
LOWEST_BID = AuctionRules().lowest_bid


class PlayoutState(MerchantsState):
    """A determinised position in which every seat but the searching one follows the
    Normal bot (see the module doc). Not a view, never saved."""

    searcher: int
    own_left: int
    policy_bots: dict[int, HeuristicBot]

    def _compute_legal(self, seat: int) -> list[Action]:
        legal = super()._compute_legal(seat)
        if len(legal) <= 1:
            return legal
        if self.decision() == "auction" or seat != self.searcher or self.own_left <= 0:
            return [self.policy_choice(seat)]
        return legal

    def pending_seats(self) -> tuple[int, ...]:
        """In a voting event (every seat at once) the searching seat votes first: the
        search plays a simultaneous step seat by seat, the first seat listed first, and
        its tree's first moves must be the searcher's own."""
        seats = super().pending_seats()
        if len(seats) > 1 and self.searcher in seats and self.decision() == "ballot":
            return (self.searcher, *(s for s in seats if s != self.searcher))
        return seats

    def policy_choice(self, seat: int) -> Action:
        """The Normal bot's action for ``seat``, on its own view of this position."""
        view = MerchantsState.view(self, seat)
        view.__class__ = MerchantsState
        view._legal_cache = {}
        return self.policy_bots[seat].choose(view)

    def apply(self, action: Action) -> list[Event]:
        seats = self.pending_seats()
        if (
            seats
            and seats[0] == self.searcher
            and self.decision() != "auction"
            and len(self.legal_actions(self.searcher)) > 1
        ):
            self.own_left -= 1
        return super().apply(action)


def playout_state(view: State, seat: int, rng: Rng) -> PlayoutState:
    """The search's determinisation: :func:`determinise` of ``seat``'s view, with the
    Normal policy for the other seats."""
    assert isinstance(view, MerchantsState)
    full = determinise(view, seat, rng)
    state = object.__new__(PlayoutState)
    state.__dict__.update(full.__dict__)
    state.searcher = seat
    state.own_left = OWN_DECISIONS_IN_TREE
    state.policy_bots = {
        s: HeuristicBot(s, rng.below(2**31)) for s in range(full.num_players)
    }
    state._legal_cache = {}
    return state


def _values(state: State) -> tuple[float, ...]:
    assert isinstance(state, MerchantsState)
    return evaluate(state)


# --------------------------------------------------------------------------- auctions


def _lead(money: list[float], seat: int) -> float:
    return money[seat] - max(m for s, m in enumerate(money) if s != seat)


def _after(state: MerchantsState, action: Action, rng: Rng) -> MerchantsState:
    """``state`` after ``action`` and the Normal bots' play until the turn is over."""
    out = state.clone()
    out.apply(action)
    turn = out.turn
    bots = {s: HeuristicBot(s, rng.below(2**31)) for s in range(out.num_players)}
    for _ in range(AUCTION_HORIZON):
        if out.is_over or out.turn != turn:
            break
        seat = out.pending_seats()[0]
        out.apply(bots[seat].choose(out.view(seat)))
    return out


def expected_rival(view: MerchantsState, seat: int) -> tuple[int | None, int]:
    """The other seat most likely to win the lot if ``seat`` does not, and its price:
    the highest Normal price among the seats still in (public information only)."""
    best, rival = 0, None
    for other in view.auction_eligible:
        if other == seat:
            continue
        price = max_bid(view, other)
        if price > best:
            best, rival = price, other
    return rival, best


def lot_worth(view: MerchantsState, seat: int, rng: Rng, samples: int = AUCTION_SAMPLES) -> float:
    """What winning the lot at the lowest price is worth to ``seat``, in money: its
    projected lead over the best other seat after it wins the card (and plays its two
    actions) minus its lead after the expected rival wins it (or nobody does), averaged
    over ``samples`` determinisations of its view."""
    rival, rival_price = expected_rival(view, seat)
    gains = []
    for _ in range(samples):
        world = determinise(view, seat, rng)
        won = _after(world, Bid(seat, LOWEST_BID), rng)
        if rival is not None and rival_price >= LOWEST_BID:
            lost = _after(world, Bid(rival, rival_price), rng)
        else:
            lost = _after(world, NoBid(seat), rng)
        gains.append(_lead(projected_money(won), seat) - _lead(projected_money(lost), seat))
    return fmean(gains)


def reservation_price(view: MerchantsState, seat: int, rng: Rng,
                      samples: int = AUCTION_SAMPLES) -> int:
    """The most ``seat`` should pay for the lot on auction (0 = not worth the lowest bid):
    the lowest price plus :func:`lot_worth`, capped by its money and the start price."""
    if seat not in view.auction_eligible:
        return 0
    cap = min(view.money[seat], int(view.c.auction["start_price"]))
    if cap < LOWEST_BID:
        return 0
    price = min(cap, int(LOWEST_BID + lot_worth(view, seat, rng, samples)))
    return price if price >= LOWEST_BID else 0


def hard_bid(view: MerchantsState, seat: int, rng: Rng) -> int:
    """The price the Hard bot bids (or lets go at on the clock): one above the highest
    price it expects from the others, never above its reservation price; 0 = no bid."""
    limit = reservation_price(view, seat, rng)
    if limit < LOWEST_BID:
        return 0
    _, rival_price = expected_rival(view, seat)
    return min(limit, max(LOWEST_BID, rival_price + 1))


def decide(view: State, seat: int, rng: Rng) -> Action | None:
    """The Hard bot's auction bid as a secret bid; None (search) for every other decision."""
    assert isinstance(view, MerchantsState)
    if view.decision() != "auction" or seat not in view.pending_seats():
        return None
    return SealedBid(seat, hard_bid(view, seat, rng))


#: the hooks :meth:`MerchantsGame.search_hooks` gives the shared search
HOOKS = SearchHooks(determinise=playout_state, evaluate=_values, decide=decide)


def auction_limit(level: str, view: MerchantsState, seat: int, rng: Rng) -> int:
    """The price a bot of ``level`` lets go at on the real-time clock (0 = never): the
    Hard bot's :func:`hard_bid`, every other level's Normal price (``max_bid``). The clock
    (:class:`game.core.auction.BotBidder`) adds the human-like reaction delay."""
    if level == "hard":
        return hard_bid(view, seat, rng)
    return max_bid(view, seat)
