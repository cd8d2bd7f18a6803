"""The actor's legal Pandorum actions, sorted by what a player touches to take them,
and the texts of the decision buttons. Pure helpers of the board view (no drawing)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.boards.hex import Hex
from game.core.protocol import Action
from game.pandorum.rules.actions import (
    DIRECTION_NAMES,
    Build,
    BuildCard,
    ChooseDirection,
    MoveFree,
    MoveTo,
    Pass,
    PayFee,
    PlaceCard,
    TakeCard,
)


@dataclass
class Options:
    """Legal actions by the thing that takes them (empty when nobody at the device acts)."""

    kind: str = "none"  # the pending decision: turn, take, move, build, cards, direction, slot
    takes: dict[str, TakeCard] = field(default_factory=dict)  # "deck" or a market name
    fees: dict[str, PayFee] = field(default_factory=dict)  # hand card -> pay it to move
    free: MoveFree | None = None
    moves: dict[Hex, MoveTo] = field(default_factory=dict)
    builds: list[Build] = field(default_factory=list)
    cards: dict[str, BuildCard] = field(default_factory=dict)
    dirs: dict[int, ChooseDirection] = field(default_factory=dict)
    slots: dict[str, PlaceCard] = field(default_factory=dict)
    passing: Pass | None = None

    @property
    def any(self) -> bool:
        return self.kind != "none"


def sort_actions(kind: str, actions: Sequence[Action]) -> Options:
    o = Options(kind=kind if actions else "none")
    for a in actions:
        if isinstance(a, TakeCard):
            o.takes[a.source] = a
        elif isinstance(a, PayFee):
            o.fees[a.card] = a
        elif isinstance(a, MoveFree):
            o.free = a
        elif isinstance(a, MoveTo):
            o.moves[(a.q, a.r)] = a
        elif isinstance(a, Build):
            o.builds.append(a)
        elif isinstance(a, BuildCard):
            o.cards[a.card] = a
        elif isinstance(a, ChooseDirection):
            o.dirs[a.direction] = a
        elif isinstance(a, PlaceCard):
            o.slots[a.slot] = a
        elif isinstance(a, Pass):
            o.passing = a
    return o


BUILD_LABELS = {
    ("module", False): "Module (1 card)",
    ("base", False): "Base (2 different cards)",
    ("module_as_base", False): "Base from 1 card (forepart)",
    ("base3", False): "Base from 3 cards (forepart)",
    ("module", True): "Module, ignore conditions (forepart)",
    ("base", True): "Base, ignore conditions (forepart)",
}


def build_label(b: Build) -> str:
    return BUILD_LABELS.get((b.project, b.ignore), str(b))


def direction_label(d: int) -> str:
    return DIRECTION_NAMES[d % 6].capitalize()
