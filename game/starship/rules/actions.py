"""Every decision a Starship Merchants player takes, one frozen dataclass each.

A turn is broken into single decisions (advance or act, which card, which ship, each
pickup of a Belt run, ...); the state's pending-decision stack says which are legal.
``str(action)`` is a short text; the state's ``describe`` gives the full log sentence.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec
from game.starship.rules.data import components

codec = ActionCodec()


@codec.register
@dataclass(frozen=True)
class Advance(Action):
    """Move the pawn to the next quadrant (clockwise) and then act or pass there."""

    KIND = "advance"

    def __str__(self) -> str:
        return "advance to the next quadrant"


@codec.register
@dataclass(frozen=True)
class Pass(Action):
    """Take no action in the quadrant just entered."""

    KIND = "pass"

    def __str__(self) -> str:
        return "pass"


# ---------------------------------------------------------------- Shipyard


@codec.register
@dataclass(frozen=True)
class BuyShip(Action):
    """Buy (full price) or lease (half price, two loan markers) a Scout or Tug of a Mark."""

    KIND = "buy_ship"
    mark: int
    side: str  # "scout" or "tug"
    lease: bool

    def __str__(self) -> str:
        verb = "lease" if self.lease else "buy"
        return f"{verb} a Mark {_roman(self.mark)} {self.side.title()}"


@codec.register
@dataclass(frozen=True)
class PayLoan(Action):
    """Pay off one loan marker on a ship."""

    KIND = "pay_loan"
    ship: int

    def __str__(self) -> str:
        return f"pay off a loan marker on {_ship(self.ship)}"


@codec.register
@dataclass(frozen=True)
class FinishPayoff(Action):
    KIND = "finish_payoff"

    def __str__(self) -> str:
        return "stop paying off loans"


@codec.register
@dataclass(frozen=True)
class RemoveShip(Action):
    """Remove a ship from the game to get back under a lower ship limit."""

    KIND = "remove_ship"
    ship: int

    def __str__(self) -> str:
        return f"remove {_ship(self.ship)} from the game"


# ---------------------------------------------------------------- Market


@codec.register
@dataclass(frozen=True)
class RedrawForSale(Action):
    """On arriving in the Market: discard one For Sale card and draw a replacement."""

    KIND = "redraw_for_sale"
    slot: int

    def __str__(self) -> str:
        return f"redraw For Sale card {self.slot + 1}"


@codec.register
@dataclass(frozen=True)
class KeepForSale(Action):
    KIND = "keep_for_sale"

    def __str__(self) -> str:
        return "keep both For Sale cards"


@codec.register
@dataclass(frozen=True)
class BuyCard(Action):
    """Buy the Market Card in a For Sale slot (then choose the ship that equips it)."""

    KIND = "buy_card"
    slot: int

    def __str__(self) -> str:
        return f"buy For Sale card {self.slot + 1}"


@codec.register
@dataclass(frozen=True)
class EquipShip(Action):
    KIND = "equip"
    ship: int

    def __str__(self) -> str:
        return f"equip {_ship(self.ship)}"


@codec.register
@dataclass(frozen=True)
class BuyRefinery(Action):
    KIND = "buy_refinery"
    refinery: str

    def __str__(self) -> str:
        return f"buy the {self.refinery} refinery"


@codec.register
@dataclass(frozen=True)
class ClaimMine(Action):
    """Flip a Mine Token in your Local Space flag-side up."""

    KIND = "claim_mine"
    token: int

    def __str__(self) -> str:
        return f"claim {_mine(self.token)}"


@codec.register
@dataclass(frozen=True)
class SkipClaim(Action):
    KIND = "skip_claim"

    def __str__(self) -> str:
        return "claim no mine"


# ---------------------------------------------------------------- Belt


@codec.register
@dataclass(frozen=True)
class RunShip(Action):
    KIND = "run_ship"
    ship: int

    def __str__(self) -> str:
        return f"run {_ship(self.ship)}"


@codec.register
@dataclass(frozen=True)
class Explore(Action):
    KIND = "explore"

    def __str__(self) -> str:
        return "explore"


@codec.register
@dataclass(frozen=True)
class KeepMine(Action):
    """After exploring: put a drawn token in the ship's hold or in your Local Space."""

    KIND = "keep_mine"
    token: int
    into_hold: bool

    def __str__(self) -> str:
        where = "the hold" if self.into_hold else "Local Space"
        return f"put {_mine(self.token)} in {where}"


@codec.register
@dataclass(frozen=True)
class Pickup(Action):
    """Load a Mine Token from Local, Known or an opponent's Local Space."""

    KIND = "pickup"
    token: int

    def __str__(self) -> str:
        return f"pick up {_mine(self.token)}"


@codec.register
@dataclass(frozen=True)
class RedrawDestinations(Action):
    KIND = "redraw_destinations"

    def __str__(self) -> str:
        return "redraw both Destination cards"


@codec.register
@dataclass(frozen=True)
class Travel(Action):
    KIND = "travel"
    slot: int

    def __str__(self) -> str:
        return f"travel to Destination {self.slot + 1}"


@codec.register
@dataclass(frozen=True)
class EndRun(Action):
    KIND = "end_run"

    def __str__(self) -> str:
        return "end the run"


# ---------------------------------------------------------------- Dock


@codec.register
@dataclass(frozen=True)
class TransferPilot(Action):
    """Move the pilot of an obsolete ship to an active ship (or set it aside: ship -1)."""

    KIND = "transfer_pilot"
    card: str
    ship: int

    def __str__(self) -> str:
        where = "aside" if self.ship < 0 else f"to {_ship(self.ship)}"
        return f"transfer pilot {components().card_name(self.card)} {where}"


@codec.register
@dataclass(frozen=True)
class TransferGear(Action):
    KIND = "transfer_gear"
    gear: str
    ship: int

    def __str__(self) -> str:
        where = "aside" if self.ship < 0 else f"to {_ship(self.ship)}"
        return f"transfer {components().gear[self.gear].a_token} {where}"


@codec.register
@dataclass(frozen=True)
class FinishTransfers(Action):
    KIND = "finish_transfers"

    def __str__(self) -> str:
        return "finish transfers"


@codec.register
@dataclass(frozen=True)
class DeclareFinalRun(Action):
    KIND = "declare_final_run"

    def __str__(self) -> str:
        return "declare the Final Run"


@codec.register
@dataclass(frozen=True)
class DeclineFinalRun(Action):
    KIND = "decline_final_run"

    def __str__(self) -> str:
        return "do not declare the Final Run"


@codec.register
@dataclass(frozen=True)
class CollectWaiting(Action):
    """Waiting in the Dock after the Final Run: collect the waiting pay."""

    KIND = "collect_waiting"

    def __str__(self) -> str:
        return "wait in the Dock"


def _roman(mark: int) -> str:
    return ("I", "II", "III", "IV")[mark - 1] if 1 <= mark <= 4 else str(mark)


roman = _roman


def _ship(card: int) -> str:
    """A ship by its card: "the Mark II ship #8" (the number heads its Starship Console)."""
    ships = components().ships
    mark = f"Mark {_roman(ships[card].mark)} " if card in ships else ""
    return f"the {mark}ship #{card}"


def _mine(token: int) -> str:
    """A Mine Token by its face ("Cobalt 4"), never by its internal number."""
    mines = components().mines
    return mines[token].label if token in mines else f"mine token {token}"
