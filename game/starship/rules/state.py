"""The Starship Merchants position: players, ships, supplies, and whose decision it is.

A turn is one decision after another on a pending-decision stack (``self.pending``, top
last). A turn begins with a ``turn`` decision (act where you are, or advance); arriving in
a quadrant may push more (``arrived``, ``market_redraw``, ``loan_extra`` ...). When the
stack empties the turn passes clockwise. The quadrant rules live in :mod:`shipyard`,
:mod:`market`, :mod:`belt` and :mod:`dock`; this module is the bookkeeping they share.

Everything is plain JSON-like data, so ``to_dict``/``from_dict`` and ``clone`` are exact.

Pending decision kinds (``self.pending[-1]["kind"]``) and their fields, for interfaces:

* ``turn`` — act in your quadrant or ``Advance`` (``CollectWaiting`` while waiting);
* ``arrived`` — just advanced: act here or ``Pass``;
* ``market_redraw`` — on arriving in the Market: ``RedrawForSale(slot)`` or keep;
* ``equip`` {slot} — the ship that gets the card bought from For Sale ``slot``;
* ``claim`` — the optional claim after a Market purchase;
* ``loan_extra`` — more ``PayLoan`` or ``FinishPayoff``;
* ``remove_ship`` — over the ship limit after a purchase;
* ``run`` {ship, energy, free} — a Belt run: energy left, free (Grapples) pickups left;
  :func:`belt.energy_cost` gives each step's cost;
* ``explore`` {ship, drawn} — where the explored token(s) go;
* ``transfer`` {pilot_done, gear_done} — Dock transfers from obsolete ships;
* ``declare`` {forced} — the Final Run offer (forced at 150+).
"""

from __future__ import annotations

import copy
import marshal
from collections.abc import Callable
from typing import Any

from game.core.protocol import (
    TERMINAL,
    Action,
    Event,
    IllegalActionError,
    Outcome,
    State,
    seat_ref,
)
from game.core.rng import Rng
from game.starship.rules.actions import roman
from game.starship.rules.components import Components, components

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


class StarshipState(State):
    game_id = "starship"

    def __init__(
        self, num_players: int, rng: Rng, track: tuple[str, ...], comp: Components | None = None
    ) -> None:
        self.comp = comp or components()
        self.num_players = num_players
        self.rng = rng
        self.track = list(track)
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
        self.pending: list[dict[str, Any]] = []
        self.over = False

    # ------------------------------------------------------------------ protocol

    @property
    def current_player(self) -> int:
        return TERMINAL if self.over else self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.over or (seat is not None and seat != self.turn) or not self.pending:
            return []
        return self._legal(self.pending[-1])

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalActionError("The game is over.")
        legal = self.legal_actions()
        if action not in legal:
            raise IllegalActionError(self._why_illegal(action, legal))
        events: list[Event] = []
        self._handle(self.pending[-1], action, events)
        while not self.pending and not self.over:
            self._end_turn(events)
        return events

    def outcome(self) -> Outcome:
        from game.starship.rules.scoring import outcome

        return outcome(self)

    def clone(self) -> StarshipState:
        # Every field but the RNG and the shared immutable components is plain JSON-like
        # data; marshal copies it exactly and far faster than copy.deepcopy.
        new = copy.copy(self)
        plain = {k: v for k, v in vars(self).items() if k not in ("comp", "rng")}
        vars(new).update(marshal.loads(marshal.dumps(plain)))
        new.rng = self.rng.copy()
        return new

    def view(self, seat: int) -> StarshipState:
        """Hidden: the order of the bag and of both decks (sorted here), and the RNG."""
        v = self.clone()
        v.bag.sort()
        v.market_deck.sort()
        v.dest_deck.sort()
        v.rng = Rng(0, stream=7 + seat)
        return v

    def to_dict(self) -> dict[str, Any]:
        data = {k: copy.deepcopy(v) for k, v in vars(self).items() if k not in ("comp", "rng")}
        data["rng"] = self.rng.to_dict()
        data["ships"] = {str(k): v for k, v in self.ships.items()}
        data["scout_stacks"] = {str(k): v for k, v in self.scout_stacks.items()}
        data["tug_slots"] = {str(k): v for k, v in self.tug_slots.items()}
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> StarshipState:
        try:
            state = cls(int(data["num_players"]), Rng.from_dict(data["rng"]), tuple(data["track"]))
            for key, value in data.items():
                if key in ("rng", "comp"):
                    continue
                if not hasattr(state, key):
                    raise ValueError(f"unknown field {key!r}")
                setattr(state, key, copy.deepcopy(value))
            state.ships = {int(k): v for k, v in data["ships"].items()}
            state.scout_stacks = {int(k): v for k, v in data["scout_stacks"].items()}
            state.tug_slots = {int(k): v for k, v in data["tug_slots"].items()}
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"not a Starship Merchants state: {exc!r}") from exc
        return state

    def describe(self, action: Action) -> str:
        from game.starship.rules.describe import describe

        return describe(self, action)

    # ------------------------------------------------------------------ helpers

    def player(self, seat: int) -> dict[str, Any]:
        return self.players[seat]

    def name(self, seat: int) -> str:
        """The seat in log texts: a placeholder the interface fills with the player's name."""
        return seat_ref(seat)

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
        return [s for s in self.players[seat]["ships"] if not self.is_obsolete(s)]

    def ship_side(self, ship_id: int):
        return self.comp.ships[ship_id].side(self.ships[ship_id]["side"])

    def loan_marker_value(self, ship_id: int) -> int:
        return self.ship_side(ship_id).cost // 2

    def has_loans(self, seat: int) -> bool:
        return any(self.ships[s]["loans"] for s in self.players[seat]["ships"])

    def pilot_of(self, ship_id: int):
        """The ship's pilot card data, or None (also None aboard an obsolete ship)."""
        card = self.ships[ship_id]["pilot"]
        if card is None or self.is_obsolete(ship_id):
            return None
        return self.comp.pilots[self.comp.market_cards[card][1]]

    def active_pilots(self, seat: int) -> list[Any]:
        return [p for s in self.active_ships(seat) if (p := self.pilot_of(s)) is not None]

    def cargo_capacity(self, ship_id: int) -> int:
        extra = sum(self.comp.gear[g].cargo for g in self.ships[ship_id]["gear"])
        return self.ship_side(ship_id).cargo + extra

    def energy(self, ship_id: int) -> int:
        pilot = self.pilot_of(ship_id)
        extra = sum(self.comp.gear[g].energy for g in self.ships[ship_id]["gear"])
        return self.ship_side(ship_id).energy + extra + (pilot.energy if pilot else 0)

    def token_location(self, token: int) -> tuple[str, int | None]:
        """Where a mine token is: ("bag"|"known"|"local"|"id_card"|"ship"|"out_of_play"|
        "drawn", owner)."""
        if token in self.bag:
            return ("bag", None)
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
        return ("drawn", None)

    def is_claimed(self, token: int) -> bool:
        return token in self.claimed

    def pay(self, seat: int, amount: int, category: str) -> int:
        """Take up to ``amount`` credits (never below 0); returns what was paid."""
        p = self.players[seat]
        paid = min(amount, p["credits"])
        p["credits"] -= paid
        p["ledger"][category] -= paid
        return paid

    def earn(self, seat: int, amount: int, category: str) -> None:
        p = self.players[seat]
        p["credits"] += amount
        p["ledger"][category] += amount

    def draw_market_card(self, events: list[Event]) -> str | None:
        """Top card of the Market deck, reshuffling the discards when it runs out."""
        if not self.market_deck and self.market_discard:
            self.market_deck = self.market_discard
            self.market_discard = []
            self.rng.shuffle(self.market_deck)
            events.append(Event("reshuffle", "The Market discards are shuffled into a new deck."))
        if not self.market_deck:
            return None
        card = self.market_deck.pop(0)
        events.append(
            Event(
                "for_sale",
                f"{self.comp.card_name(card)} goes on sale.",
                data={"card": card},
                reveals=True,
            )
        )
        return card

    def draw_destination(self, events: list[Event]) -> str | None:
        if not self.dest_deck and self.dest_discard:
            self.dest_deck = self.dest_discard
            self.dest_discard = []
            self.rng.shuffle(self.dest_deck)
            events.append(Event("reshuffle", "The Destination discards are shuffled."))
        if not self.dest_deck:
            return None
        card = self.dest_deck.pop(0)
        dest = self.comp.destinations[card]
        events.append(
            Event(
                "destination",
                f"New Destination: {dest.name} (cost {dest.cost}).",
                data={"card": card},
                reveals=True,
            )
        )
        return card

    def draw_from_bag(self) -> int | None:
        if not self.bag:
            return None
        return self.bag.pop(self.rng.below(len(self.bag)))

    # ------------------------------------------------------------------ turn machinery

    def _end_turn(self, events: list[Event]) -> None:
        from game.starship.rules.dock import check_game_end

        self.turns_taken += 1
        if check_game_end(self, events):
            return
        self.turn = (self.turn + 1) % self.num_players
        if self.turn == 0:
            self.round += 1
        self.pending.append({"kind": "turn"})

    def _legal(self, decision: dict[str, Any]) -> list[Action]:
        return _DISPATCH[decision["kind"]][0](self, decision)

    def _handle(self, decision: dict[str, Any], action: Action, events: list[Event]) -> None:
        _DISPATCH[decision["kind"]][1](self, decision, action, events)

    def _why_illegal(self, action: Action, legal: list[Action]) -> str:
        kinds = sorted({str(a) for a in legal})
        hint = "; ".join(kinds[:6]) + (" ..." if len(kinds) > 6 else "")
        return f"You cannot {action} now. You may: {hint}."


Legal = Callable[[StarshipState, dict[str, Any]], list[Action]]
Handle = Callable[[StarshipState, dict[str, Any], Action, list[Event]], None]
_DISPATCH: dict[str, tuple[Legal, Handle]] = {}


def decision(kind: str) -> Callable[[tuple[Legal, Handle]], None]:
    """Register the legal-actions and handler functions of a pending-decision kind."""

    def register(pair: tuple[Legal, Handle]) -> None:
        if kind in _DISPATCH:
            raise RuntimeError(f"duplicate decision kind {kind}")
        _DISPATCH[kind] = pair

    return register


__all__ = ["LEDGER", "StarshipState", "decision", "new_player"]
