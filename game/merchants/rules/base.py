"""The base of the Merchants state: its fields, and the helpers every rulebook section uses.

Rules are carried out by *frames* on the decision stack (``self.pending``, top = last; see
:mod:`game.core.decisions`). A frame is a JSON-safe dict whose ``"kind"`` names its entry in
the decision table (:mod:`game.merchants.rules.state`): a decision (legal actions, handler,
log text, refusal reason) and/or an automatic part run when the frame comes on top. Steps
push frames for sub-steps (:meth:`MerchantsBase._then` runs them in the order given) and pop
themselves when done. Because the stack is plain data, a game saves in the middle of any step.

Rules emit events through :meth:`MerchantsBase._emit` (deep helpers such as ``_earn`` emit
too); :meth:`MerchantsBase.settle`, run by ``apply`` after every handler, hands them to the
list ``apply`` returns.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from game.core.decisions import DecisionStack, Frame
from game.core.fields import FieldsMixin, StateFields
from game.core.protocol import Event, seat_ref
from game.merchants.rules.data import Components, Senator

#: the log placeholders of seats 0..7, made once (every log line names a seat)
_SEAT_REFS = tuple(seat_ref(seat) for seat in range(8))


def player(seat: int) -> str:
    """The seat in log texts: a placeholder the interface fills with the player's name."""
    return _SEAT_REFS[seat] if 0 <= seat < len(_SEAT_REFS) else seat_ref(seat)


class MerchantsBase(FieldsMixin, DecisionStack):
    """Fields and helpers shared by every rulebook section; :class:`MerchantsState` adds
    the decision table, views and saves."""

    FIELDS: ClassVar[StateFields] = StateFields(
        data=(
            "money",
            "ledger",
            "supply",
            "deck",
            "discard",
            "slots",
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
            "ships_claimed",
            "dice",
            "candidates",
            "senate_deck",
            "senators_out",
            "votes",
            "policies",
            "pending",
        ),
        values=(
            "num_players",
            "first_player",
            "active",
            "event_pos",
            "ship_supply",
            "over",
            "turn",
            "is_view",
        ),
        shared=("c",),
    )

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
    pending: list[Frame]
    over: bool
    turn: int
    is_view: bool
    c: Components
    #: events emitted since the last action (handed over by :meth:`settle`)
    _events: list[Event]

    # ------------------------------------------------------------------ the stack

    def _push(self, kind: str, **fields: Any) -> None:
        self.pending.append({"kind": kind, **fields})

    def _then(self, *frames: dict[str, Any]) -> None:
        """Push frames so that they run in the order given (before what is below)."""
        for frame in reversed(frames):
            self.pending.append(frame)

    def _pop(self, frame: dict[str, Any]) -> None:
        if self.pending and self.pending[-1] is frame:
            self.pending.pop()
        else:  # pragma: no cover - a handler popping out of order is a bug
            raise RuntimeError(f"frame {frame['kind']} is not on top")

    def decider(self, frame: Frame) -> int:
        seat: int = frame["seat"]  # every Merchants decision frame names its seat
        return seat

    def before_change(self) -> None:
        self.own_data()
        self._events = []

    def settle(self, events: list[Event]) -> list[Event]:
        """Run the automatic steps (see :meth:`DecisionStack.settle`), then hand every
        event emitted since the last action (by its handler too) to ``events``."""
        super().settle(events)
        events.extend(self.__dict__.pop("_events", ()))
        return events

    @property
    def is_over(self) -> bool:
        return self.over

    def _emit(
        self, kind: str, text: str, seat: int | None = None, reveals: bool = False, **data: Any
    ) -> None:
        self.__dict__.setdefault("_events", []).append(Event(kind, text, seat, data, reveals))

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

    # ------------------------------------------------------------------ public queries

    def station_influence(self, seat: int) -> int:
        """Influence ``seat`` has on the Station board (the tie-break, Viva la Revolution!)."""
        return sum(1 for owner in self.station.values() if owner == seat)

    def scoring_table(self, board: str, part: str) -> tuple[Any, bool]:
        """Board ``board``'s scoring table ``part`` in force ("ranks", "planets", "secure"
        ...), and whether a senator's policy replaced the board's own (the rules score by
        it; the boards print it)."""
        policy = f"{board}_policy" in self.policies
        tables = self.c.tables["policy"][f"{board}_policy"] if policy else self.c.tables[board]
        return tables[part], policy

    def is_secure(self, lane: int) -> bool:
        """A Defense lane whose 5 spaces all hold influence."""
        return None not in self.lane_tokens[str(lane)]

    @property
    def auction_eligible(self) -> tuple[int, ...]:
        """Seats still in the current auction (empty when no auction is running)."""
        top = self.frame_of("auction")
        return () if top is None else tuple(top["open"])

    def senator_in(self, box: int) -> Senator:
        """The senator standing for election in ballot box ``box`` (1 to 3, as the boxes,
        votes and ballots number them): every box has one."""
        return self.c.senators[self.candidates[box - 1]]

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

    def _bonus_checks(self, seats: Iterable[int]) -> None:
        """Schedule Station bonus checks for ``seats`` (in that order)."""
        self._then(*({"kind": "bonus_check", "seat": s} for s in seats))


def wait_or_skip(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """The automatic part of a decision its player may be unable to take (nothing to
    remove, no resource to lose): wait when it has a legal action, else skip it."""
    if st.DECISIONS[frame["kind"]].legal(st, frame, frame["seat"]):
        return True
    st._pop(frame)
    return False
