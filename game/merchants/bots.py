"""Merchants of Andromeda bots: a random bot for fuzzing and a heuristic bot.

Both see only ``state.view(seat)``. Values are rough money equivalents (money is the
score): a resource is worth about 2-3, an influence action 3-7 depending on the board,
the bot's position there and how many scorings are left.

:func:`max_bid` is the auction interface shared with the real-time clock: the highest
price ``seat`` would pay for the card on auction (0 = never bids). Without a clock,
each bot gives its ``max_bid`` as a :class:`SealedBid`; the rules give the card to the
highest at its own price, ties by seat order from the active player — what the simulator
uses. :func:`resolve_auction` computes the same result from a table of bids.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from game.core.bots import RandomBot
from game.core.protocol import Action, Bot, State
from game.merchants.rules.actions import (
    Ballot,
    Bid,
    ChooseBoard,
    ChooseDefenders,
    ChooseOption,
    ChooseOrder,
    ExploreTile,
    LeavePlanet,
    NoBid,
    PlaceCard,
    PlaceDefense,
    RemoveStation,
    SealedBid,
    Vote,
)
from game.merchants.rules.data import INVADER, Card
from game.merchants.rules.exploration import artifacts_of, explorable
from game.merchants.rules.state import HIDDEN_TILE, MerchantsState
from game.merchants.rules.station import empty_station_spaces, largest_group

RESOURCE_VALUE = 2.5
BASE_INFLUENCE = {
    "station": 4.0, "production": 0.0, "exploration": 5.5, "defense": 4.5, "senate": 3.0,
    "explore_defend": 6.0,
}


# --------------------------------------------------------------------------- valuations


def scorings_left_share(view: MerchantsState) -> float:
    """Share of the game's scoring still ahead (1.0 at the start, small near the end)."""
    total = len(view.c.topology.event_spaces) - 1
    return 0.35 + 0.65 * (total - view.event_pos) / total


def resource_value(view: MerchantsState, seat: int, resource: str) -> float:
    """A resource is worth more on the seat's lowest track (Station bonuses) and where it
    takes or keeps the lead."""
    i = view.resource_index(resource)
    mine = view.prod[seat]
    value = RESOURCE_VALUE
    if mine[i] >= view.c.topology.track_length:
        return 0.0
    if mine[i] == min(mine):
        nxt = [c for c in view.c.topology.bonus_columns if c > mine[i]]
        if nxt and nxt[0] - mine[i] == 1 and sum(1 for v in mine if v == mine[i]) == 1:
            value += 4.0
        else:
            value += 1.0
    best_other = max((view.prod[s][i] for s in range(view.num_players) if s != seat),
                     default=0)
    if mine[i] in (best_other, best_other - 1):
        value += 1.5
    return value


def station_space_value(
    view: MerchantsState, seat: int, space: str, station: dict[str, int] | None = None
) -> float:
    """What influence on ``space`` is worth to ``seat`` (with the Station as ``station``,
    a trial position, when given: the view's own data is shared and never changed)."""
    topo = view.c.topology
    placed = view.station if station is None else station
    value = 1.0
    for a, b in topo.bridges:
        if space in (a, b):
            other = b if space == a else a
            if placed.get(other) == seat:
                value += 3.0
    sector = topo.station_sector[space]
    before = largest_group(view, seat, sector, placed)
    after = largest_group(view, seat, sector, {**placed, space: seat})
    value += 1.5 * (after - before) * scorings_left_share(view) * 2
    return value


def influence_value(view: MerchantsState, seat: int, card: Card) -> float:
    share = scorings_left_share(view)
    if card.board == "production":
        return sum(resource_value(view, seat, r) for r in card.resources)
    if card.board == "station":
        spaces = empty_station_spaces(view, list(card.sectors))
        if not spaces:
            return 0.0
        return max(station_space_value(view, seat, s) for s in spaces) + 1.0
    if card.board == "exploration" and not explorable(view):
        return 0.0
    return BASE_INFLUENCE[card.board] * share


def card_value(view: MerchantsState, seat: int, card: Card) -> float:
    """Money equivalent of taking both actions of ``card`` (the auction prize)."""
    return resource_value(view, seat, card.bottom) + influence_value(view, seat, card)


def max_bid(view: State, seat: int) -> int:
    """The highest price ``seat`` would pay for the card on auction; 0 = never bids.

    A bot bids up to a little under the card's value to it, never more than it has."""
    assert isinstance(view, MerchantsState)
    card_id = view.slots[2]
    if card_id is None:
        return 0
    value = card_value(view, seat, view.c.card(card_id))
    price = min(int(value) - 1, view.money[seat], int(view.c.auction["start_price"]))
    return price if price >= int(view.c.auction["min_bid"]) else 0


def resolve_auction(view: MerchantsState, bids: dict[int, int] | None = None) -> Action:
    """The no-clock auction: the highest max bid wins at its own price, ties by seat order
    from the active player (the order of ``view.auction_eligible``)."""
    eligible = view.auction_eligible
    bids = bids if bids is not None else {s: max_bid(view, s) for s in eligible}
    best, winner = 0, None
    for seat in eligible:
        if bids.get(seat, 0) > best:
            best, winner = bids[seat], seat
    if winner is None:
        return NoBid(eligible[0])
    return Bid(winner, best)


# --------------------------------------------------------------------------- bots


class RandomMerchantsBot(RandomBot):
    """Uniformly random legal actions; in an auction, a random secret highest bid."""

    def choose_from(self, legal: Sequence[Action]) -> Action:
        sealed = [a for a in legal if isinstance(a, SealedBid)]
        return super().choose_from(sealed or legal)


class HeuristicBot(Bot):
    """Values cards and boards in money, bids below value, votes for helpful senators."""

    level: ClassVar[str] = "heuristic"

    def choose(self, view: State) -> Action:
        assert isinstance(view, MerchantsState)
        if view.auction_eligible:
            return SealedBid(self.seat, max_bid(view, self.seat))
        actions = view.legal_actions(self.seat)
        if len(actions) == 1:
            return actions[0]
        handler = self.DECIDE.get(view.decision())
        return handler(self, view, actions) if handler else self.rng.choice(actions)

    def _best(self, actions: Sequence[Action], score: Callable[[Any], float]) -> Action:
        scored = [(score(a), i) for i, a in enumerate(actions)]
        top = max(s for s, _ in scored)
        return actions[self.rng.choice([i for s, i in scored if s >= top - 1e-9])]

    # ------------------------------------------------------------------ plan

    def _place_card(self, view: MerchantsState, actions: list[Action]) -> Action:
        card = view.c.card(view.pending[-1]["card"])
        infl = influence_value(view, self.seat, card)
        free = {a.slot for a in actions if isinstance(a, PlaceCard)}
        if 1 in free and infl >= 5.0:
            return PlaceCard(1)
        if 2 in free and infl < 3.5:
            return PlaceCard(2)
        if 0 in free:
            return PlaceCard(0)
        return PlaceCard(1 if 1 in free else 2)

    def _order(self, view: MerchantsState, actions: list[Action]) -> Action:
        prefer = ("resource", "explore")
        for a in actions:
            if isinstance(a, ChooseOrder) and a.first in prefer:
                return a
        return actions[0]

    # ------------------------------------------------------------------ station

    def _station_place(self, view: MerchantsState, actions: list[Action]) -> Action:
        return self._best(actions, lambda a: station_space_value(view, self.seat, a.space))

    def _station_remove(self, view: MerchantsState, actions: list[Action]) -> Action:
        def loss(a: Action) -> float:
            assert isinstance(a, RemoveStation)
            without = {s: o for s, o in view.station.items() if s != a.space}
            return -station_space_value(view, self.seat, a.space, without)
        return self._best(actions, loss)

    # ------------------------------------------------------------------ production

    def _choose_resource(self, view: MerchantsState, actions: list[Action]) -> Action:
        if view.pending[-1]["mode"] == "lose":
            return self._best(actions, lambda a: view.prod[self.seat][
                view.resource_index(a.resource)])
        return self._best(actions, lambda a: resource_value(view, self.seat, a.resource))

    # ------------------------------------------------------------------ exploration

    def _explore(self, view: MerchantsState, actions: list[Action]) -> Action:
        frame = view.pending[-1]
        seat = self.seat
        if frame["phase"] == "claim":
            return self._best(actions, lambda a: self._tile_value(view, view.planet[a.space]))
        trip = frame["trip"]
        tiles = [a for a in actions if isinstance(a, ExploreTile)]
        good = sum(1 for s in trip if view.planet[s] != INVADER)
        if (trip and good >= 2) or (trip and good == 1 and self._invader_risk(view) > 0.3):
            return LeavePlanet()
        if not tiles:
            return LeavePlanet()
        if not trip:
            counts = {p: 0 for p in view.c.topology.planets}
            for space, owner in view.planet_owner.items():
                if owner == seat:
                    counts[view.c.topology.planet_of[space]] += 1
            adj = view.c.topology.planet_adj
            free = set(explorable(view))

            def start(a: ExploreTile) -> float:
                planet = view.c.topology.planet_of[a.space]
                payout: float = view.c.tables["exploration"]["planets"][planet - 1][0]
                return payout / 10 + sum(1 for n in adj[a.space] if n in free) * 0.3 \
                    - counts[planet] * 0.2
            return self._best(tiles, start)
        return self.rng.choice(tiles)

    @staticmethod
    def _invader_risk(view: MerchantsState) -> float:
        hidden = [s for s, t in view.planet.items() if t == HIDDEN_TILE]
        if not hidden:
            return 1.0
        total = view.c.tiles.count(INVADER)
        seen = sum(t == INVADER for c in view.claimed for t in c)
        seen += sum(1 for s in view.flipped if view.planet[s] == INVADER)
        return max(0, total - seen) / len(hidden)

    def _tile_value(self, view: MerchantsState, tile: str | None) -> float:
        if tile in view.c.artifacts:
            return 5.0 if tile not in artifacts_of(view, self.seat) else 2.0
        if tile in view.c.topology.track_resources:
            return resource_value(view, self.seat, tile)
        return 0.0

    # ------------------------------------------------------------------ defense

    def _defend(self, view: MerchantsState, actions: list[Action]) -> Action:
        return self._best(actions, lambda a: self._defense_value(view, a))

    def _defense_value(self, view: MerchantsState, action: ChooseDefenders) -> float:
        ships = dict(view.ships)
        tokens = {k: list(v) for k, v in view.lane_tokens.items()}
        invaders = [die for die in view.dice if die is not None]
        for lane in action.lanes:
            invaders.remove(lane)
        value = 0.0
        for lane in invaders:
            key = str(lane)
            pos = ships[key]
            if pos is not None and pos < 5:
                ships[key] = pos + 1
                if tokens[key][pos] == self.seat:
                    value -= 2.5
                elif tokens[key][pos] is not None:
                    value += 0.5
                tokens[key][pos] = None
        for lane in action.lanes:
            key = str(lane)
            free = [i for i, t in enumerate(tokens[key]) if t is None]
            if not free:
                continue
            slot = max(free)
            tokens[key][slot] = self.seat
            if ships[key] == slot + 1:
                value += 4.0
                ships[key] = None
            else:
                res = view.c.topology.lane_resources.get(view.c.topology.lanes[lane][slot])
                if res:
                    value += resource_value(view, self.seat, res)
            mine = sum(1 for t in tokens[key] if t == self.seat)
            value += 1.0 + 0.5 * mine
        return value

    def _defend_one(self, view: MerchantsState, actions: list[Action]) -> Action:
        def value(a: PlaceDefense) -> float:
            key = str(a.lane)
            tokens = view.lane_tokens[key]
            slot = max(i for i, t in enumerate(tokens) if t is None)
            if view.ships[key] == slot + 1:
                return 4.0
            res = view.c.topology.lane_resources.get(view.c.topology.lanes[a.lane][slot])
            return (resource_value(view, self.seat, res) if res else 0.0) + \
                0.5 * sum(1 for t in tokens if t == self.seat)
        return self._best(actions, value)

    # ------------------------------------------------------------------ senate

    def _vote(self, view: MerchantsState, actions: list[Action]) -> Action:
        def value(a: Vote | Ballot) -> float:
            senator = view.candidates[a.candidate - 1]
            mine = view.votes[a.candidate - 1][self.seat]
            return self._senator_value(view, senator) + (1.5 if mine else 0.0)
        return self._best(actions, value)

    def _senator_value(self, view: MerchantsState, senator: str) -> float:
        seat = self.seat
        money = view.money
        if senator == "budget_cuts":
            return 2.0 if money[seat] < max(money) else -3.0
        if senator == "mining_grants":
            behind = sum(1 for t in range(4) if view.prod[seat][t] == min(
                view.prod[s][t] for s in range(view.num_players)))
            return behind * 0.8
        if senator == "invader_policy":
            return 2.0 if view.ships_claimed[seat] == max(view.ships_claimed) else -1.0
        if senator == "artifact_policy":
            return 0.5 * len(artifacts_of(view, seat)) - 1.0
        if senator == "tourism_policy":
            sectors = {view.c.topology.station_sector[s] for s, o in view.station.items()
                       if o == seat}
            return len(sectors) * 0.7 - 1.0
        return 0.5

    # ------------------------------------------------------------------ special events

    def _special(self, view: MerchantsState, actions: list[Action]) -> Action:
        tile = view.pending[-1]["tile"]
        options = {a.option for a in actions if isinstance(a, ChooseOption)}
        second = {
            "trade_routes": view.total_resources(self.seat) >= 8,
            "viva_la_revolution": view.money[self.seat] > 25,
            "new_holiday": view.num_players <= 4,
        }
        want = 2 if second.get(tile, False) else 1
        return ChooseOption(want if want in options else min(options))

    def _choose_board(self, view: MerchantsState, actions: list[Action]) -> Action:
        return ChooseBoard("exploration" if explorable(view) else "defense")

    #: The heuristic for each kind of decision (others: a random legal action).
    DECIDE: ClassVar[dict[str, Callable[[HeuristicBot, MerchantsState, list[Action]], Action]]] = {
        "place_card": _place_card,
        "order": _order,
        "station_place": _station_place,
        "station_remove": _station_remove,
        "choose_resource": _choose_resource,
        "explore": _explore,
        "defend": _defend,
        "defend_one": _defend_one,
        "vote": _vote,
        "ballot": _vote,
        "special": _special,
        "choose_board": _choose_board,
    }
