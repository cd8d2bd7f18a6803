"""The Starship Merchants state: the position (:mod:`position`) run by one decision table.

A turn is one decision after another on the pending-decision stack (``self.pending``, top
last; :class:`~game.core.decisions.DecisionStack` does ``legal_actions``, ``apply``,
``why_not`` and ``describe`` from :data:`DECISIONS`). A turn begins with a ``turn``
decision (act where you are, or advance); arriving in a quadrant may push more. When the
stack empties the turn passes clockwise (:func:`turn.end_turn`).

The decision kinds, by rulebook section, and their frame fields (for interfaces):

* :mod:`turn` — ``turn`` (act in your quadrant, ``Advance``, or ``CollectWaiting`` while
  waiting), ``arrived`` (just advanced: act here or ``Pass``);
* :mod:`shipyard` — ``loan_extra`` (more ``PayLoan`` or ``FinishPayoff``), ``remove_ship``
  (over the ship limit after a purchase);
* :mod:`market` — ``market_redraw`` (on arrival: ``RedrawForSale(slot)`` or keep),
  ``equip`` {slot} (the ship that gets the card bought from For Sale ``slot``), ``claim``
  (the optional claim after a Market purchase);
* :mod:`belt` — ``run`` {ship, energy, free} (a Belt run: energy left, free Grapples
  pickups left; :func:`belt.energy_cost` gives each step's cost), ``explore`` {ship,
  drawn} (where the explored token(s) go);
* :mod:`dock` — ``transfer`` {pilot_done, gear_done} (transfers from obsolete ships),
  ``declare`` {forced} (the Final Run offer, forced at 150+). A ``dock_end`` {unloaded}
  frame waits under ``transfer`` and becomes ``declare`` or goes: it is never decided.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.decisions import DecisionTable, Frame
from game.core.protocol import TERMINAL, Event, Outcome
from game.core.rng import Rng
from game.starship.rules import belt, dock, market, shipyard, turn
from game.starship.rules.data import components
from game.starship.rules.position import LEDGER, Position, new_player
from game.starship.rules.scoring import outcome

#: Every decision kind of the game, one table (see the module docstring).
DECISIONS: DecisionTable[Any] = DecisionTable.merged(
    turn.DECISIONS, shipyard.DECISIONS, market.DECISIONS, belt.DECISIONS, dock.DECISIONS
)


class StarshipState(Position):
    game_id = "starship"
    DECISIONS = DECISIONS

    # ------------------------------------------------------------------ protocol

    @property
    def is_over(self) -> bool:
        return self.over

    def decider(self, frame: Frame) -> int:
        return self.turn

    # One seat decides at a time (no simultaneous steps): the turn's seat. These two are
    # asked several times per action, so they skip the general frame inspection.
    @property
    def current_player(self) -> int:
        return TERMINAL if self.over or not self.pending else self.turn

    def pending_seats(self) -> tuple[int, ...]:
        return () if self.over or not self.pending else (self.turn,)

    def after_action(self, events: list[Event]) -> None:
        while not self.pending and not self.over:
            turn.end_turn(self, events)

    def outcome(self) -> Outcome:
        return outcome(self)

    def view(self, seat: int) -> StarshipState:
        """What ``seat`` may see: the order of the bag and of both decks is hidden (each
        sorted here), and the RNG is the view's own. The data is shared with this state
        (copy-on-write); the hidden fields are replaced, never changed in place."""
        v = self.share(Rng(0, stream=7 + seat), seat)
        v.bag = sorted(self.bag)
        v.market_deck = sorted(self.market_deck)
        v.dest_deck = sorted(self.dest_deck)
        return v

    def to_dict(self) -> dict[str, Any]:
        return self.fields_to_dict()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> StarshipState:
        try:
            return cls.from_fields(data, comp=components())
        except ValueError as exc:
            raise ValueError(f"not a Starship Merchants state: {exc}") from exc


__all__ = ["DECISIONS", "LEDGER", "StarshipState", "new_player"]
