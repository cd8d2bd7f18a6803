"""Every decision a Merchants of Andromeda player makes, one frozen dataclass per kind.

All actions except the auction's and the voting event's are taken by
``state.current_player``; the auction's :class:`Bid`, :class:`NoBid` and :class:`SealedBid`
and the voting event's :class:`Ballot` carry the seat because those are simultaneous steps.

An action's ``str`` is the choice as a player makes it ("claim the tile on planet 2, C3":
a button's words, which must tell two spaces of a planet apart); ``did()``, where a
decision has no log wording of its own, is what the log says happened ("claims a tile on
planet 2", after the player's name: by the names the boards show, :func:`place_name`).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec

codec = ActionCodec()

SLOT_NAMES = ("Resource", "Influence", "Auction")

_SPACE_PREFIX = {"S": "sector", "E": "planet", "L": "lane", "T": "track"}


def space_name(space: str) -> str:
    """A board space as players say it: map ids ``"S3:B4"`` (Station sector 3, column B,
    row 4), ``"E2:B2"`` (planet 2), ``"L3:4"`` (lane 3, space 4) read as "sector 3, B4",
    "planet 2, B2", "lane 3, space 4".

    >>> space_name("S3:B4"), space_name("L3:4"), space_name("odd")
    ('sector 3, B4', 'lane 3, space 4', 'odd')
    """
    head, sep, tail = space.partition(":")
    kind = _SPACE_PREFIX.get(head[:1])
    if not sep or kind is None or not head[1:].isdigit():
        return space
    if kind == "lane" and tail.isdigit():
        tail = f"space {tail}"
    return f"{kind} {head[1:]}, {tail}"


def place_name(space: str) -> str:
    """A board space as the log and a table's news say it: by the planet or Station
    sector the boards label, without the column and row (no board marks them; the Moves
    list's :func:`space_name` keeps them to tell a choice's spaces apart). A lane's space
    keeps its number, as the Defense board counts them.

    >>> place_name("E2:B2"), place_name("S3:B4"), place_name("L3:4"), place_name("odd")
    ('planet 2', 'sector 3', 'lane 3, space 4', 'odd')
    """
    head = space.partition(":")[0]
    if _SPACE_PREFIX.get(head[:1]) in ("planet", "sector") and head[1:].isdigit():
        return f"{_SPACE_PREFIX[head[:1]]} {head[1:]}"
    return space_name(space)


@codec.register
@dataclass(frozen=True)
class PlaceCard(Action):
    """Plan step: put the revealed card below action ``slot`` (0 Resource, 1 Influence,
    2 Auction) of the active player board."""

    KIND = "place_card"
    slot: int

    def __str__(self) -> str:
        return f"place the card below {SLOT_NAMES[self.slot]}"


@codec.register
@dataclass(frozen=True)
class ChooseOrder(Action):
    """Which of two actions to take first: "resource"/"influence" (auction winner) or
    "explore"/"defend" (Explore & Defend)."""

    KIND = "choose_order"
    first: str

    def __str__(self) -> str:
        return f"take the {self.first} action first"


@codec.register
@dataclass(frozen=True)
class StationSpace(Action):
    """Place 1 influence on an empty Station space."""

    KIND = "station_space"
    space: str

    def __str__(self) -> str:
        return f"place influence on Station {space_name(self.space)}"

    def did(self) -> str:
        return f"places influence on Station {place_name(self.space)}"


@codec.register
@dataclass(frozen=True)
class RemoveStation(Action):
    """Remove 1 of your own influence from a Station space."""

    KIND = "remove_station"
    space: str

    def __str__(self) -> str:
        return f"remove influence from Station {space_name(self.space)}"

    def did(self) -> str:
        return f"removes influence from Station {place_name(self.space)}"


@codec.register
@dataclass(frozen=True)
class ExploreTile(Action):
    """Flip the face-down planet tile on ``space``."""

    KIND = "explore_tile"
    space: str

    def __str__(self) -> str:
        return f"explore the tile on {space_name(self.space)}"

    def did(self) -> str:
        return f"explores a tile on {place_name(self.space)}"


@codec.register
@dataclass(frozen=True)
class LeavePlanet(Action):
    """Stop exploring and claim tiles."""

    KIND = "leave_planet"

    def __str__(self) -> str:
        return "leave the planet"

    def did(self) -> str:
        return "leaves the planet"


@codec.register
@dataclass(frozen=True)
class ClaimTile(Action):
    """Claim an explored tile (influence goes on its space)."""

    KIND = "claim_tile"
    space: str

    def __str__(self) -> str:
        return f"claim the tile on {space_name(self.space)}"

    def did(self) -> str:
        return f"claims a tile on {place_name(self.space)}"


@codec.register
@dataclass(frozen=True)
class ChooseDefenders(Action):
    """Defense: the lane numbers of the 2 dice placed in the Defender box (the other 3
    go to the Invaders box)."""

    KIND = "choose_defenders"
    lanes: tuple[int, int]

    def lanes_words(self, joiner: str = " and ") -> str:
        """"lanes 2 and 5" (``joiner`` between), or "lane 2 twice" for two dice alike
        (both defend one lane)."""
        first, second = self.lanes
        return f"lane {first} twice" if first == second else f"lanes {first}{joiner}{second}"

    def __str__(self) -> str:
        return f"defend {self.lanes_words()}"

    def did(self) -> str:
        return f"defends {self.lanes_words()}"


@codec.register
@dataclass(frozen=True)
class PlaceDefense(Action):
    """Explore & Defend: place 1 influence in a lane that is not secure."""

    KIND = "place_defense"
    lane: int

    def __str__(self) -> str:
        return f"defend lane {self.lane}"

    def did(self) -> str:
        return f"defends lane {self.lane}"


@codec.register
@dataclass(frozen=True)
class Vote(Action):
    """Cast 1 vote in ballot box ``candidate`` (1-3)."""

    KIND = "vote"
    candidate: int

    def __str__(self) -> str:
        return f"vote for candidate {self.candidate}"


@codec.register
@dataclass(frozen=True)
class Ballot(Action):
    """A voting event, in which every seat votes at once: ``seat`` casts 1 vote in ballot
    box ``candidate`` (1-3). It carries its seat because several seats decide together."""

    KIND = "ballot"
    seat: int
    candidate: int

    def __str__(self) -> str:
        return f"vote for candidate {self.candidate}"


@codec.register
@dataclass(frozen=True)
class ChooseOption(Action):
    """Special event: option 1 or 2."""

    KIND = "choose_option"
    option: int

    def __str__(self) -> str:
        return f"choose option {self.option}"

    def did(self) -> str:
        return f"chooses option {self.option}"


@codec.register
@dataclass(frozen=True)
class ChooseResource(Action):
    """Pick a resource to produce or to lose."""

    KIND = "choose_resource"
    resource: str

    def __str__(self) -> str:
        return f"choose {self.resource}"


@codec.register
@dataclass(frozen=True)
class ChooseBoard(Action):
    """Scandal!: take an influence action on "exploration" or "defense"."""

    KIND = "choose_board"
    board: str

    def __str__(self) -> str:
        return f"take {self._board_action}"

    @property
    def _board_action(self) -> str:
        article = "an" if self.board[:1] in "aeiou" else "a"
        return f"{article} {self.board.title()} influence action"

    def did(self) -> str:
        return f"takes {self._board_action}"


@codec.register
@dataclass(frozen=True)
class Bid(Action):
    """Auction: ``seat`` let go first, bidding ``price``; they win at once (or are out and
    a new auction starts if they cannot afford it)."""

    KIND = "bid"
    seat: int
    price: int

    def __str__(self) -> str:
        return f"bid {self.price}"


@codec.register
@dataclass(frozen=True)
class NoBid(Action):
    """Auction: the asking price reached the end with no bid (reported by ``seat``)."""

    KIND = "no_bid"
    seat: int

    def __str__(self) -> str:
        return "let the auction run out"


@codec.register
@dataclass(frozen=True)
class SealedBid(Action):
    """Auction without a clock: ``seat``'s highest price (0 = no bid), kept secret. When
    every seat still in has given one, the highest wins at its own price, ties by seat
    order from the active player (the result a real-time auction would have)."""

    KIND = "sealed_bid"
    seat: int
    price: int

    def __str__(self) -> str:
        return "give a secret highest bid"
