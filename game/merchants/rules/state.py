"""The Merchants of Andromeda state: setup, the decision protocol, views, saves, outcome.

The rules themselves live in one module per rulebook section (turn, station, production,
exploration, defense, senate, specials); this class mixes them together.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import SIMULTANEOUS, TERMINAL, Action, Event, Outcome, State
from game.core.rng import Rng
from game.merchants.rules.actions import (
    SLOT_NAMES,
    Bid,
    ChooseResource,
    NoBid,
    PlaceCard,
    SealedBid,
    Vote,
)
from game.merchants.rules.data import Components, components
from game.merchants.rules.defense import DefenseRules
from game.merchants.rules.engine import CATEGORIES, player
from game.merchants.rules.exploration import ExplorationRules
from game.merchants.rules.production import ProductionRules
from game.merchants.rules.senate import SenateRules
from game.merchants.rules.specials import SpecialRules
from game.merchants.rules.station import StationRules
from game.merchants.rules.turn import TurnRules, describe_card

HIDDEN = -1  # a redacted deck card / senator in a view
HIDDEN_TILE = "?"


def setup(num_players: int, seed: int, comp: Components | None = None) -> dict[str, Any]:
    """The serialised state of a new game, following "Game Setup" step by step."""
    c = comp or components()
    topo = c.topology
    rng = Rng(seed)
    n = num_players
    first = rng.below(n)
    data: dict[str, Any] = {
        "num_players": n,
        "first_player": first,
        "active": first,
        "turn": 1,
        "money": [int(c.game["starting_money"])] * n,
        "ledger": [{"Starting money": int(c.game["starting_money"])} for _ in range(n)],
        "supply": [int(c.game["influence_per_player"])] * n,
        "discard": [],
        "slots": [None, None, None],
        "event_pos": 0,
        "over": False,
    }
    # Event track: 1 face-down special event tile on each special space, the rest to the box.
    tiles = sorted(c.specials)
    rng.shuffle(tiles)
    special_spaces = [s.index for s in topo.event_spaces if s.event == "special"]
    data["special_tiles"] = {str(i): tiles[k] for k, i in enumerate(special_spaces)}
    data["specials_revealed"] = []
    # Station: 1 influence on the space of each turn-order position.
    data["station"] = {}
    for seat in range(n):
        pos = (seat - first) % n + 1
        data["station"][topo.station_starts[pos]] = seat
        data["supply"][seat] -= 1
    data["bridges_done"] = [[] for _ in range(n)]
    # Production: a marker on START of every track, then +1 on the position's track.
    data["prod"] = [[0] * len(topo.track_resources) for _ in range(n)]
    for seat in range(n):
        data["supply"][seat] -= len(topo.track_resources)
        pos = (seat - first) % n + 1
        data["prod"][seat][topo.start_tracks[pos] - 1] += 1
    data["bonus_held"] = [0] * n
    # Exploration: a random face-down tile on every planet space.
    pile = list(c.tiles)
    rng.shuffle(pile)
    data["planet"] = dict(zip(sorted(topo.planet_of), pile, strict=True))
    data["planet_owner"], data["flipped"] = {}, []
    data["claimed"] = [[] for _ in range(n)]
    # Defense: 1 invader ship on the red space at the top of each lane.
    data["ships"] = {str(lane): 0 for lane in topo.lanes}
    data["lane_tokens"] = {str(lane): [None] * 5 for lane in topo.lanes}
    data["ship_supply"] = int(c.game["invader_ships"]) - len(topo.lanes)
    data["ships_claimed"] = [0] * n
    data["dice"] = []
    # Senate: 3 face-up candidates, the rest a face-down pile.
    senators = sorted(c.senators)
    rng.shuffle(senators)
    data["candidates"] = senators[: topo.ballot_boxes]
    data["senate_deck"] = senators[topo.ballot_boxes :]
    data["senators_out"], data["policies"] = [], []
    data["votes"] = [[0] * n for _ in range(topo.ballot_boxes)]
    # Action deck: events aside (and the 4+ cards with 3 players), 6 on top, two halves
    # with 10 events each.
    actions = [k.id for k in c.cards if not k.is_event and (n >= 4 or not k.four_plus)]
    events = [k.id for k in c.cards if k.is_event]
    rng.shuffle(actions)
    top = actions[: int(c.game["opening_pile"])]
    rest = actions[int(c.game["opening_pile"]) :]
    half = len(rest) // 2
    per = int(c.game["events_per_half"])
    piles = [rest[:half] + events[:per], rest[half:] + events[per : 2 * per]]
    for pile_ in piles:
        rng.shuffle(pile_)
    data["deck"] = top + piles[0] + piles[1]
    data["frames"] = [{"t": "plan", "seat": first}]
    data["rng"] = rng.to_dict()
    return data


class MerchantsState(
    TurnRules,
    StationRules,
    ProductionRules,
    ExplorationRules,
    DefenseRules,
    SenateRules,
    SpecialRules,
    State,
):
    """A Merchants of Andromeda position (see :mod:`game.merchants.rules` for the protocol)."""

    game_id = "merchants"

    def __init__(
        self,
        data: dict[str, Any],
        comp: Components | None = None,
        run: bool = True,
        fresh: bool = False,
    ) -> None:
        self._load(data, comp, fresh)
        self.is_view = bool(data.get("is_view", False))
        if run:
            self._run()
            self._events = []

    # ------------------------------------------------------------------ protocol

    @property
    def current_player(self) -> int:
        if self.over or not self.frames:
            return TERMINAL
        top = self.frames[-1]
        if top["t"] == "auction":
            return SIMULTANEOUS
        return int(top["seat"])

    def pending_seats(self) -> tuple[int, ...]:
        if self.over or not self.frames:
            return ()
        top = self.frames[-1]
        if top["t"] == "auction":
            return tuple(s for s in top["eligible"] if str(s) not in top["sealed"])
        return (int(top["seat"]),)

    @property
    def auction_eligible(self) -> tuple[int, ...]:
        """Seats still in the current auction (empty when no auction is running)."""
        top = self.frames[-1] if self.frames else None
        return tuple(top["eligible"]) if top and top["t"] == "auction" else ()

    @property
    def decision(self) -> str:
        """The kind of the pending decision (the top frame's name), or "" when over."""
        return self.frames[-1]["t"] if self.frames and not self.over else ""

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.over or not self.frames:
            return []
        top = self.frames[-1]
        if top["t"] == "auction":
            return self._legal_auction(top, seat)
        if seat is not None and seat != top["seat"]:
            return []
        return getattr(self, "_legal_" + top["t"])(top)

    def apply(self, action: Action) -> list[Event]:
        if self.over or not self.frames:
            raise self._fail("The game is over.")
        top = self.frames[-1]
        if top["t"] == "auction":
            if not isinstance(action, (Bid, NoBid, SealedBid)):
                raise self._fail("An auction is running: bid or let it run out.")
            if action.seat not in top["eligible"]:
                raise self._fail(f"{player(action.seat)} is not in this auction.")
            if isinstance(action, (Bid, SealedBid)) and action not in self._legal_auction(
                top, action.seat
            ):
                lo, hi = self.c.auction["min_bid"], self.c.auction["start_price"]
                raise self._fail(
                    f"Bids run from {hi} down to {lo}: at {lo - 1} the auction ends with no "
                    f"winner (a secret bid: 0, or {lo} up to the money you have, once per "
                    "auction)."
                )
        elif action not in self._legal_frame(top):
            raise self._fail(f"{player(top['seat'])} cannot {action} now.")
        self._events = []
        getattr(self, "_do_" + top["t"])(top, action)
        self._run()
        events, self._events = self._events, []
        return events

    def _legal_frame(self, top: dict[str, Any]) -> list[Action]:
        return getattr(self, "_legal_" + top["t"])(top)

    @property
    def is_over(self) -> bool:
        return self.over

    # ------------------------------------------------------------------ scoring dispatch

    def _f_score(self, frame: dict[str, Any]) -> bool:
        board = frame["board"]
        if board == "senate":
            return self._score_senate(frame)
        self._pop(frame)
        if board == "defense":
            self._score_defense()
            return False
        if board == "station":
            earned, notes = self.station_payouts()
            used = ("station_policy", "tourism_policy")
        elif board == "production":
            earned, notes = self.production_payouts()
            used = ("production_policy",)
        else:
            earned, notes = self.exploration_payouts()
            used = ("exploration_policy",)
        for note in notes:
            self._emit("scoring", f"{board.title()} scoring: {note}")
        for seat in sorted(earned):
            self._earn(seat, earned[seat], board.title(), f"{board.title()} scoring")
        self.policies = [p for p in self.policies if p not in used]
        return False

    # ------------------------------------------------------------------ outcome

    def outcome(self) -> Outcome:
        """Most money wins; ties go to the most Station influence; then shared."""
        if not self.over:
            raise ValueError("the game is not over")
        n = self.num_players
        keys = [(self.money[s], self.station_influence(s)) for s in range(n)]
        ranking = Outcome.rank(keys)
        top_money = max(self.money)
        tied = [s for s in range(n) if self.money[s] == top_money]
        tiebreak = None
        if len(tied) > 1:
            best = max(self.station_influence(s) for s in tied)
            winners = [s for s in tied if self.station_influence(s) == best]
            tiebreak = (
                "most influence on the Station board"
                if len(winners) == 1
                else "tied on money and Station influence: the victory is shared"
            )
        breakdown = tuple(
            (cat, tuple(self.ledger[s].get(cat, 0) for s in range(n))) for cat in CATEGORIES
        )
        return Outcome(tuple(self.money), ranking, breakdown, tiebreak)

    # ------------------------------------------------------------------ copies and views

    def to_dict(self) -> dict[str, Any]:
        data = self._dump()
        if self.is_view:
            data["is_view"] = True
        return data

    def clone(self) -> MerchantsState:
        return MerchantsState(self.to_dict(), self.c, run=False, fresh=True)

    def view(self, seat: int) -> MerchantsState:
        """What ``seat`` sees: the deck order, face-down planet and special event tiles,
        the senator pile and the other seats' ballot boxes are hidden."""
        data = self._dump()
        data["is_view"] = True
        data["deck"] = [HIDDEN] * len(self.deck)
        data["planet"] = {
            s: (t if t is None or s in self.flipped else HIDDEN_TILE)
            for s, t in self.planet.items()
        }
        revealed = set(self.specials_revealed)
        data["special_tiles"] = {
            k: (v if v in revealed else HIDDEN_TILE) for k, v in self.special_tiles.items()
        }
        data["senate_deck"] = [HIDDEN_TILE] * len(self.senate_deck)
        data["votes"] = [[v if s == seat else 0 for s, v in enumerate(box)] for box in self.votes]
        for frame in data["frames"]:
            if frame["t"] == "auction":  # other seats' secret bids
                frame["sealed"] = {
                    k: (v if k == str(seat) else HIDDEN) for k, v in frame["sealed"].items()
                }
        data["rng"] = Rng(0).to_dict()
        return MerchantsState(data, self.c, run=False, fresh=True)

    def votes_cast(self, seat: int) -> int:
        """How many votes ``seat`` has in the ballot boxes (public: votes are cast openly,
        only the tallies per box are hidden in a view)."""
        total_tokens = int(self.c.game["influence_per_player"])
        on_boards = (
            self.station_influence(seat)
            + len(self.c.topology.track_resources)
            + sum(1 for o in self.planet_owner.values() if o == seat)
            + sum(1 for lane in self.lane_tokens.values() for o in lane if o == seat)
        )
        return total_tokens - self.supply[seat] - on_boards

    def describe(self, action: Action) -> str:
        if isinstance(action, (Bid, NoBid, SealedBid)):
            who = player(action.seat)
            if isinstance(action, Bid):
                return f"{who} bids {action.price}"
            if isinstance(action, SealedBid):
                return ""  # secret, and nothing happens yet: no log line
            return "The auction runs out with no bid"
        cp = self.current_player
        who = player(cp) if cp >= 0 else "Someone"
        top = self.frames[-1] if self.frames else {}
        if isinstance(action, PlaceCard) and top.get("t") == "place_card":
            # name the card: the first card of the game is revealed during setup, whose
            # events no log shows
            card = describe_card(self.c.card(top["card"]))
            return f"{who}: place {card} below {SLOT_NAMES[action.slot]}"
        if isinstance(action, ChooseResource) and top.get("t") == "choose_resource":
            verb = "lose" if top.get("mode") == "lose" else "produce"
            return f"{who}: {verb} 1 {action.resource}"
        if isinstance(action, Vote):
            # votes are cast openly but the tallies stay hidden until scoring: the log,
            # which every player reads, does not name the ballot box
            return f"{who}: cast a vote"
        return f"{who}: {action}"
