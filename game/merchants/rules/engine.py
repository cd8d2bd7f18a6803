"""The state's machinery: fields, the pending-decision stack, money, tokens and resources.

Rules are carried out by *frames* on a stack (``self.frames``, top = last). A frame is a
JSON-safe dict whose ``"t"`` names its handler ``_f_<t>(frame) -> bool``: the handler
does what it can and returns True when it waits for a decision, whose legal actions come
from ``_legal_<t>(frame)`` and which ``_do_<t>(frame, action)`` carries out. Handlers push
frames for sub-steps (:meth:`_then` runs them in the order given) and pop themselves when
done. Because the stack is plain data, ``to_dict`` saves a game in the middle of any step.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.core.protocol import Event, IllegalActionError, seat_ref
from game.core.rng import Rng
from game.merchants.rules.data import Components, components

#: Ledger categories, in the results screen's order.
CATEGORIES = (
    "Starting money",
    "Station",
    "Bridges",
    "Production",
    "Exploration",
    "Defense",
    "Invader ships",
    "Senate",
    "Senators",
    "Artifacts",
    "Special events",
    "Auctions",
)

#: Every serialised field of the state.
FIELDS = (
    "num_players",
    "first_player",
    "active",
    "money",
    "ledger",
    "supply",
    "deck",
    "discard",
    "slots",
    "event_pos",
    "special_tiles",
    "specials_revealed",
    "station",
    "bridges_done",
    "prod",
    "bonus_held",
    "planet",
    "planet_owner",
    "flipped",
    "claimed",
    "ships",
    "lane_tokens",
    "ship_supply",
    "ships_claimed",
    "dice",
    "candidates",
    "senate_deck",
    "senators_out",
    "votes",
    "policies",
    "frames",
    "over",
    "turn",
)


def json_copy(value: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, scalars); much faster than deepcopy."""
    if isinstance(value, dict):
        return {k: json_copy(v) if isinstance(v, (dict, list)) else v for k, v in value.items()}
    if isinstance(value, list):
        return [json_copy(v) if isinstance(v, (dict, list)) else v for v in value]
    return value


def player(seat: int) -> str:
    """The seat in log texts: a placeholder the interface fills with the player's name."""
    return seat_ref(seat)


class Engine:
    """Fields and helpers shared by every rules section (mixed into the state)."""

    num_players: int
    first_player: int
    active: int
    money: list[int]
    ledger: list[dict[str, int]]
    supply: list[int]
    deck: list[int]
    discard: list[int]
    slots: list[int | None]
    event_pos: int
    special_tiles: dict[str, str]
    specials_revealed: list[str]
    station: dict[str, int]
    bridges_done: list[list[int]]
    prod: list[list[int]]
    bonus_held: list[int]
    planet: dict[str, str | None]
    planet_owner: dict[str, int]
    flipped: list[str]
    claimed: list[list[str]]
    ships: dict[str, int | None]
    lane_tokens: dict[str, list[int | None]]
    ship_supply: int
    ships_claimed: list[int]
    dice: list[int | None]
    candidates: list[str]
    senate_deck: list[str]
    senators_out: list[str]
    votes: list[list[int]]
    policies: list[str]
    frames: list[dict[str, Any]]
    over: bool
    turn: int
    rng: Rng
    c: Components
    _events: list[Event]

    # ------------------------------------------------------------------ construction

    def _load(
        self, data: dict[str, Any], comp: Components | None = None, fresh: bool = False
    ) -> None:
        """Take the fields from ``data`` (copied unless ``fresh``: made for this state)."""
        self.c = comp or components()
        for name in FIELDS:
            setattr(self, name, data[name] if fresh else json_copy(data[name]))
        self.rng = Rng.from_dict(data["rng"])
        self._events = []

    def _dump(self) -> dict[str, Any]:
        data = {name: json_copy(getattr(self, name)) for name in FIELDS}
        data["rng"] = self.rng.to_dict()
        return data

    # ------------------------------------------------------------------ the stack

    def _push(self, t: str, **fields: Any) -> None:
        self.frames.append({"t": t, **fields})

    def _then(self, *frames: dict[str, Any]) -> None:
        """Push frames so that they run in the order given (before what is below)."""
        for frame in reversed(frames):
            self.frames.append(frame)

    def _pop(self, frame: dict[str, Any]) -> None:
        if self.frames and self.frames[-1] is frame:
            self.frames.pop()
        else:  # pragma: no cover - a handler popping out of order is a bug
            raise RuntimeError(f"frame {frame['t']} is not on top")

    def _run(self) -> None:
        """Carry out automatic steps until a decision is needed or the game is over."""
        guard = 0
        while self.frames:
            guard += 1
            if guard > 100_000:  # pragma: no cover
                raise RuntimeError("the rules loop did not settle")
            frame = self.frames[-1]
            if getattr(self, "_f_" + frame["t"])(frame):
                return

    def _wait(self, frame: dict[str, Any]) -> bool:
        """A decision frame: wait if it has any legal action, else skip it."""
        if getattr(self, "_legal_" + frame["t"])(frame):
            return True
        self._pop(frame)
        return False

    def _emit(
        self, kind: str, text: str, seat: int | None = None, reveals: bool = False, **data: Any
    ) -> None:
        self._events.append(Event(kind, text, seat, data, reveals))

    def _fail(self, reason: str) -> IllegalActionError:
        return IllegalActionError(reason)

    # ------------------------------------------------------------------ seats

    def order_from(self, seat: int) -> list[int]:
        """Every seat in turn order, starting with ``seat``."""
        n = self.num_players
        return [(seat + i) % n for i in range(n)]

    def position(self, seat: int) -> int:
        """Turn-order position 1..n (P1 = the first player)."""
        return (seat - self.first_player) % self.num_players + 1

    # ------------------------------------------------------------------ money

    def _earn(self, seat: int, amount: int, category: str, why: str = "") -> None:
        if amount <= 0:
            return
        self.money[seat] += amount
        self.ledger[seat][category] = self.ledger[seat].get(category, 0) + amount
        self._emit(
            "money",
            f"{player(seat)} earns {amount}" + (f" ({why})" if why else ""),
            seat,
            amount=amount,
            category=category,
        )

    def _pay(self, seat: int, amount: int, category: str, why: str = "") -> int:
        """Take money (never below 0); returns what was actually paid."""
        paid = min(amount, self.money[seat])
        if paid <= 0:
            return 0
        self.money[seat] -= paid
        self.ledger[seat][category] = self.ledger[seat].get(category, 0) - paid
        self._emit(
            "money",
            f"{player(seat)} pays {paid}" + (f" ({why})" if why else ""),
            seat,
            amount=-paid,
            category=category,
        )
        return paid

    # ------------------------------------------------------------------ influence tokens

    def _take_token(self, seat: int) -> bool:
        """Take 1 influence from the seat's supply; False when they have none left."""
        if self.supply[seat] <= 0:
            self._emit("no_influence", f"{player(seat)} has no influence left", seat)
            return False
        self.supply[seat] -= 1
        return True

    def _return_token(self, seat: int, count: int = 1) -> None:
        self.supply[seat] += count

    # ------------------------------------------------------------------ resources

    def resource_index(self, resource: str) -> int:
        return self.c.topology.track_resources.index(resource)

    def _gain(self, seat: int, resource: str, count: int = 1) -> None:
        """Produce: advance on the resource's track (no effect at the end of it)."""
        i = self.resource_index(resource)
        end = self.c.topology.track_length
        before = self.prod[seat][i]
        self.prod[seat][i] = min(end, before + count)
        got = self.prod[seat][i] - before
        self._emit(
            "produce",
            f"{player(seat)} produces {got} {resource}",
            seat,
            resource=resource,
            count=got,
        )

    def _lose(self, seat: int, resource: str, count: int = 1) -> None:
        i = self.resource_index(resource)
        before = self.prod[seat][i]
        self.prod[seat][i] = max(0, before - count)
        self._emit(
            "lose_resource",
            f"{player(seat)} loses {before - self.prod[seat][i]} {resource}",
            seat,
            resource=resource,
        )

    def total_resources(self, seat: int) -> int:
        return sum(self.prod[seat])

    def _bonus_checks(self, seats: Iterable[int]) -> None:
        """Schedule Station bonus checks for ``seats`` (in that order)."""
        self._then(*({"t": "bonus_check", "seat": s} for s in seats))
