"""Pandorum's actions: one small frozen dataclass per decision.

A turn is a chain of single decisions (see ``state.py``): take a card (and the next one),
or pay the movement fee, move, choose what to build, choose each card, choose Intranet
directions, and put each played card in a harvester slot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from game.core.protocol import Action, ActionCodec

codec = ActionCodec()

A = TypeVar("A", bound=Action)
_INTERNED: dict[tuple[type, tuple[Any, ...]], Action] = {}


def interned(kind: type[A], *fields: Any) -> A:
    """One shared object per action value: legal lists are built for every position, and a
    frozen dataclass (safe to share) costs more to construct than a dict lookup. The
    values are card names, hexes and flags, so the table stays small."""
    key = (kind, fields)
    found = _INTERNED.get(key)
    if found is None:
        found = _INTERNED[key] = kind(*fields)
    return found  # type: ignore[return-value]  # built from ``kind`` above

DECK = "deck"
SLOTS = ("forepart", "centre", "cargo")
BUILD_KINDS = ("module", "base", "module_as_base", "base3")


@codec.register
@dataclass(frozen=True)
class TakeCard(Action):
    """Adding cards: take one card, from the deck (``source="deck"``) or a market stack."""

    KIND = "take"
    source: str

    def __str__(self) -> str:
        return "take a card from the deck" if self.source == DECK else f"take {self.source}"


@codec.register
@dataclass(frozen=True)
class PayFee(Action):
    """Movement: lay a card from the hand on the market as the movement fee."""

    KIND = "pay_fee"
    card: str

    def __str__(self) -> str:
        return f"pay {self.card} to move"


@codec.register
@dataclass(frozen=True)
class MoveFree(Action):
    """Movement without a fee (permanent ability "free move")."""

    KIND = "move_free"

    def __str__(self) -> str:
        return "move without a fee"


@codec.register
@dataclass(frozen=True)
class MoveTo(Action):
    """Move the harvester to hex (q, r); ``anywhere`` uses the single-use flight."""

    KIND = "move_to"
    q: int
    r: int
    anywhere: bool = False

    def __str__(self) -> str:
        how = " (flying anywhere)" if self.anywhere else ""
        return f"move to ({self.q}, {self.r}){how}"


@codec.register
@dataclass(frozen=True)
class Build(Action):
    """Choose the project to build: ``module``, ``base``, ``module_as_base`` (single use,
    one card) or ``base3`` (single use, three cards); ``ignore`` uses the single-use
    "ignore the conditions of construction"."""

    KIND = "build"
    project: str
    ignore: bool = False

    def __str__(self) -> str:
        names = {"module": "a module", "base": "a base",
                 "module_as_base": "a base from one card", "base3": "a base from three cards"}
        extra = ", ignoring the conditions" if self.ignore else ""
        return f"build {names.get(self.project, self.project)}{extra}"


#: the piece each project of :class:`Build` puts on the planet: a module, or a base (the
#: single-use variants, a base from one card or from three, build a base too)
PIECES = {"module": "module", "base": "base", "module_as_base": "base", "base3": "base"}


@codec.register
@dataclass(frozen=True)
class BuildCard(Action):
    """Play one card from the hand for the construction."""

    KIND = "build_card"
    card: str

    def __str__(self) -> str:
        return f"build with {self.card}"


@codec.register
@dataclass(frozen=True)
class ChooseDirection(Action):
    """Intranet Protection: the direction (0..5, see game.boards.hex.DIRECTIONS)."""

    KIND = "direction"
    direction: int

    def __str__(self) -> str:
        return f"point the Intranet line {DIRECTION_NAMES[self.direction % 6]}"


@codec.register
@dataclass(frozen=True)
class PlaceCard(Action):
    """Put the next played card into a harvester slot: forepart, centre or cargo."""

    KIND = "place"
    slot: str

    def __str__(self) -> str:
        return f"put the card in the {self.slot}"


@codec.register
@dataclass(frozen=True)
class Pass(Action):
    """Only when neither action is possible (no card to take and no legal move)."""

    KIND = "pass"

    def __str__(self) -> str:
        return "pass (no action possible)"


#: names of the six axial directions on a pointy-top map (game.boards.hex.DIRECTIONS order)
DIRECTION_NAMES = ("east", "north-east", "north-west", "west", "south-west", "south-east")
