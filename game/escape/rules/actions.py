"""The decisions a player makes in Andromeda Escape, one at a time.

A turn's main decision offers :class:`PlayCard` (only at the start of the turn, so until
the turn's action is taken), :class:`Enter`, :class:`Move` and, when allowed,
:class:`Skip`. A card, a SWAP or a WARP then asks for its ships, fields or player with
:class:`ChooseField` / :class:`ChoosePlayer` (:class:`Decline` turns down a skip reward;
:class:`Cancel` takes a played card back while its player is still choosing its targets).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec

codec = ActionCodec()


@codec.register
@dataclass(frozen=True)
class ReturnMission(Action):
    """Setup: put one of the dealt mission cards back (the others are kept hidden)."""

    KIND = "return_mission"
    mission: str

    def __str__(self) -> str:
        return f"return mission {self.mission}"


@codec.register
@dataclass(frozen=True)
class PlayCard(Action):
    KIND = "play_card"
    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@codec.register
@dataclass(frozen=True)
class Enter(Action):
    """Bring a new spaceship into play on an empty outer-ring field."""

    KIND = "enter"
    field: str

    def __str__(self) -> str:
        return f"bring a ship onto {self.field}"


@codec.register
@dataclass(frozen=True)
class Move(Action):
    """Move a ship one field closer (an upright ship: across 1 or 2 connections)."""

    KIND = "move"
    src: str
    dst: str

    def __str__(self) -> str:
        return f"move {self.src} -> {self.dst}"


@codec.register
@dataclass(frozen=True)
class Skip(Action):
    KIND = "skip"

    def __str__(self) -> str:
        return "skip"


@codec.register
@dataclass(frozen=True)
class ChooseField(Action):
    KIND = "choose_field"
    field: str

    def __str__(self) -> str:
        return f"choose {self.field}"


@codec.register
@dataclass(frozen=True)
class ChoosePlayer(Action):
    KIND = "choose_player"
    player: int

    def __str__(self) -> str:
        return f"choose player {self.player + 1}"


@codec.register
@dataclass(frozen=True)
class TakeCard(Action):
    """After saving a ship: take the open card of this deck (ALERT or WARNING)."""

    KIND = "take_card"
    deck: str

    def __str__(self) -> str:
        return f"take the open {self.deck} card"


@codec.register
@dataclass(frozen=True)
class Decline(Action):
    """Do not use a skip reward (SWAP or WARP)."""

    KIND = "decline"

    def __str__(self) -> str:
        return "decline"


@codec.register
@dataclass(frozen=True)
class Cancel(Action):
    """Take back the Action Card being played, before its effect is carried out."""

    KIND = "cancel"
    TAKES_BACK = True

    def __str__(self) -> str:
        return "take the card back"
