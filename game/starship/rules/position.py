"""The Starship Merchants position: players, ships, supplies and the pending decisions,
with the queries and bookkeeping every rulebook section shares.

:class:`Position` holds the data (declared once in ``FIELDS``: that declaration drives
``clone``, saving and equality) and answers questions about it (a ship's energy, where a
mine token lies, what a Marker is worth); it knows nothing of the decision table. The rule
sections (:mod:`turn`, :mod:`shipyard`, :mod:`market`, :mod:`belt`, :mod:`dock`) work on a
``Position`` and each declare their decisions; :class:`~game.starship.rules.state.StarshipState`
puts them in one table on top, so no rules module imports one that imports it back.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import DecisionStack, Frame
from game.core.fields import FieldsMixin, StateFields
from game.core.protocol import Event, seat_ref
from game.core.rng import Rng
from game.starship.rules.actions import roman
from game.starship.rules.data import Components, Pilot, ShipSide, components

#: Score categories of Outcome.breakdown, in display order; they add up to the credits.
LEDGER: tuple[str, ...] = (
    "Starting credits",
    "Mine deliveries",
    "Pilot bonuses",
    "Destination bonuses",
    "Refinery bonuses",
    "Final Run bonus",
    "Waiting in the Dock",
    "Starships and loans",
    "Market cards and refineries",
    "Mine claims",
    "Transfers",
)


#: player key (absent until used) for mines that left the game aboard an obsolete ship
#: during the Final Run: kept aboard, out of everyone's reach
OUT_OF_PLAY = "mines_out_of_play"


def new_player(credits: int) -> dict[str, Any]:
    return {
        "credits": credits,
        "pos": "shipyard",
        "started": False,  # has made the mandatory first-turn Mark I purchase
        "belt_visited": False,
        "id_card": [],  # starting mines, until the first arrival in the Belt
        "local": [],  # Local Space
        "ships": [],  # ship ids in purchase order
        "refineries": [],
        "aside_pilot": None,  # set aside at the Dock for the next ship bought
        "aside_gear": [],
        "waiting": False,  # back in the Dock after the Final Run
        "ledger": {name: 0 for name in LEDGER},
    }


class Position(FieldsMixin, DecisionStack):
    """The data of a game in progress and the queries the rules ask of it (abstract: the
    game's state, :class:`~game.starship.rules.state.StarshipState`, adds the decision
    table and the protocol)."""

    FIELDS = StateFields(
        data=(
            "players", "ships", "scout_stacks", "tug_slots", "market_deck", "market_discard",
            "for_sale", "refinery_supply", "bag", "known", "claimed", "dest_deck",
            "dest_discard", "dest_slots", "dock_order", "pending",
        ),
        values=(
            "num_players", "track", "turn", "round", "turns_taken", "mark_token",
            "refineries_open", "final_run", "declarer", "over",
        ),
        shared=("comp",),
        int_keyed=("ships", "scout_stacks", "tug_slots"),
    )

    def __init__(
        self, num_players: int, rng: Rng, track: tuple[str, ...], comp: Components | None = None
    ) -> None:
        self.comp = comp or components()
        self.num_players = num_players
        self.rng = rng
        self.track = tuple(track)
        self.turn = 0  # the seat whose turn it is
        self.round = 1
        self.turns_taken = 0
        self.players: list[dict[str, Any]] = []
        self.ships: dict[int, dict[str, Any]] = {}
        self.mark_token = 1
        self.scout_stacks: dict[int, list[int]] = {}  # top of stack = index 0
        self.tug_slots: dict[int, int | None] = {}
        self.market_deck: list[str] = []
        self.market_discard: list[str] = []
        self.for_sale: list[str | None] = [None, None]
        self.refineries_open = False
        self.refinery_supply: list[str] = []
        self.bag: list[int] = []
        self.known: list[int] = []
        self.claimed: list[int] = []  # flag-side-up tokens (sorted)
        self.dest_deck: list[str] = []
        self.dest_discard: list[str] = []
        self.dest_slots: list[str | None] = [None, None]
        self.final_run = False
        self.declarer: int | None = None
        self.dock_order: list[int] = []  # seats in the order they settled in the Dock
        self.pending: list[Frame] = []
        self.over = False

    # ------------------------------------------------------------------ queries

    def player(self, seat: int) -> dict[str, Any]:
        return self.players[seat]

    def name(self, seat: int) -> str:
        """The seat in log texts: a placeholder the interface fills with the player's name."""
        return seat_ref(seat)

    def not_your_ship(self, seat: int, ship: int) -> str | None:
        """Why ``seat`` may not use ``ship`` as its own (None: it may), its owner named ("That
        is Bob's ship."): one wording wherever a ship is chosen (the Belt and the Market
        said "another player's ship", the Shipyard "not one of your ships")."""
        if ship not in self.ships:
            return "There is no such ship."
        owner = self.ships[ship]["owner"]
        return None if owner == seat else f"That is {self.name(owner)}'s ship."

    def ship_label(self, ship_id: int, capital: bool = False) -> str:
        """A ship as players name it: "the Mark II Tug #8" — Mark, type and the card number
        printed at the head of its Starship Console (two Mark IV Scouts differ only by it);
        "The Mark II Tug #8" with ``capital`` at the start of a sentence."""
        card = self.comp.ships[ship_id]
        side = self.ships[ship_id]["side"] if ship_id in self.ships else "scout"
        recomm = " Re-commissioned" if card.recommissioned else ""
        article = "The" if capital else "the"
        return f"{article} Mark {roman(card.mark)}{recomm} {side.title()} #{ship_id}"

    def next_quadrant(self, quadrant: str) -> str:
        return self.track[(self.track.index(quadrant) + 1) % len(self.track)]

    def is_obsolete(self, ship_id: int) -> bool:
        card = self.comp.ships[ship_id]
        return bool(card.obsolete_at) and self.mark_token >= card.obsolete_at

    def active_ships(self, seat: int) -> list[int]:
        """The seat's ships that are not obsolete, in purchase order."""
        mark, cards = self.mark_token, self.comp.ships
        return [
            s for s in self.players[seat]["ships"]
            if not cards[s].obsolete_at or mark < cards[s].obsolete_at
        ]

    def ship_side(self, ship_id: int) -> ShipSide:
        return self.comp.ships[ship_id].side(self.ships[ship_id]["side"])

    def loan_marker_value(self, ship_id: int) -> int:
        """What paying off one Loan Marker on the ship costs: half its full price."""
        return self.ship_side(ship_id).half_price

    def has_loans(self, seat: int) -> bool:
        return any(self.ships[s]["loans"] for s in self.players[seat]["ships"])

    def pilot_of(self, ship_id: int) -> Pilot | None:
        """The ship's pilot card data, or None (also None aboard an obsolete ship)."""
        card = self.ships[ship_id]["pilot"]
        if card is None or self.is_obsolete(ship_id):
            return None
        return self.comp.pilots[self.comp.market_cards[card][1]]

    def active_pilots(self, seat: int) -> list[Pilot]:
        ships, pilots, cards = self.ships, self.comp.pilots, self.comp.market_cards
        return [
            pilots[cards[card][1]]
            for s in self.active_ships(seat)
            if (card := ships[s]["pilot"]) is not None
        ]

    def cargo_capacity(self, ship_id: int) -> int:
        gear = self.ships[ship_id]["gear"]
        extra = sum(self.comp.gear[g].cargo for g in gear) if gear else 0
        return self.ship_side(ship_id).cargo + extra

    def hold_room(self, ship_id: int) -> int:
        """How many of the ship's cargo holds are empty (a Belt run may load as many)."""
        return self.cargo_capacity(ship_id) - len(self.ships[ship_id]["cargo"])

    def energy(self, ship_id: int) -> int:
        pilot = self.pilot_of(ship_id)
        extra = sum(self.comp.gear[g].energy for g in self.ships[ship_id]["gear"])
        return self.ship_side(ship_id).energy + extra + (pilot.energy if pilot else 0)

    def token_location(self, token: int) -> tuple[str, int | None]:
        """Where a mine token is: ("bag"|"known"|"local"|"id_card"|"ship"|"out_of_play"|
        "drawn", owner)."""
        # A token lies in exactly one place; the small public piles are looked at first.
        if token in self.known:
            return ("known", None)
        for seat, p in enumerate(self.players):
            if token in p["local"]:
                return ("local", seat)
            if token in p["id_card"]:
                return ("id_card", seat)
            if token in p.get(OUT_OF_PLAY, ()):
                return ("out_of_play", seat)
        for sid, ship in self.ships.items():
            if token in ship["cargo"]:
                return ("ship", sid)
        if token in self.bag:
            return ("bag", None)
        return ("drawn", None)

    def local_mines(self, seat: int) -> list[int]:
        """The mines in ``seat``'s Local Space row as a player sees it: those still on its
        ID card (Setup; they join Local Space on its first Belt arrival), then Local Space's."""
        p = self.players[seat]
        return [*p["id_card"], *p["local"]]

    def seat_mines(self, seat: int) -> list[int]:
        """Every mine in ``seat``'s area: its Local Space row's (:meth:`local_mines`), then
        its ships' holds', ship by ship."""
        holds = [t for s in self.players[seat]["ships"] for t in self.ships[s]["cargo"]]
        return self.local_mines(seat) + holds

    def is_claimed(self, token: int) -> bool:
        return token in self.claimed

    def mine_worth(self, token: int) -> int:
        """What mine ``token`` is worth now: its claimed value once claimed (its flag side
        up), else its value (a delivery pays it; the interface shows it on the token)."""
        return self.comp.mines[token].worth(self.is_claimed(token))

    def pay(self, seat: int, amount: int, category: str) -> int:
        """Take up to ``amount`` credits (never below 0); returns what was paid."""
        p = self.players[seat]
        paid: int = min(amount, p["credits"])
        p["credits"] -= paid
        p["ledger"][category] -= paid
        return paid

    def earn(self, seat: int, amount: int, category: str) -> None:
        p = self.players[seat]
        p["credits"] += amount
        p["ledger"][category] += amount

    def draw_market_card(self, events: list[Event]) -> str | None:
        """Top card of the Market deck, reshuffling the discards when it runs out."""
        card = self._draw("market_deck", "market_discard", events,
                          "The Market discards are shuffled into a new deck.")
        if card is not None:
            text = f"{self.comp.card_name(card)} goes on sale."
            events.append(Event("for_sale", text, data={"card": card}, reveals=True))
        return card

    def draw_destination(self, events: list[Event]) -> str | None:
        """Top Destination card, reshuffling the discards when the deck runs out."""
        card = self._draw("dest_deck", "dest_discard", events,
                          "The Destination discards are shuffled.")
        if card is not None:
            dest = self.comp.destinations[card]
            text = f"New Destination: {dest.name} (cost {dest.cost})."
            events.append(Event("destination", text, data={"card": card}, reveals=True))
        return card

    def _draw(self, deck: str, discard: str, events: list[Event], reshuffled: str) -> str | None:
        """The top card of the deck field ``deck``; an empty deck is first replaced by the
        shuffled ``discard`` pile (a new list: never changed in place, views share it)."""
        if not getattr(self, deck) and getattr(self, discard):
            cards = list(getattr(self, discard))
            self.rng.shuffle(cards)
            setattr(self, deck, cards)
            setattr(self, discard, [])
            events.append(Event("reshuffle", reshuffled))
        pile: list[str] = getattr(self, deck)
        return pile.pop(0) if pile else None

    def draw_from_bag(self) -> int | None:
        if not self.bag:
            return None
        return self.bag.pop(self.rng.below(len(self.bag)))
