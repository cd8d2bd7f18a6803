"""The actor's legal Pandorum actions, sorted by what a player touches to take them,
and the texts of the decision buttons. Pure helpers of the board view (no drawing)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.boards.hex import Hex, direction_between, distance
from game.core.protocol import Action
from game.core.words import counted
from game.engine.boardview.routes import Route, sort_into
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
from game.pandorum.rules.construction import CARDS_NEEDED
from game.pandorum.rules.data import Card, Components

if TYPE_CHECKING:
    from game.pandorum.rules.state import PandorumState


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

    @property
    def moves_harvester(self) -> bool:
        """Whether the turn decision lets the harvester move: a card of the hand may be
        paid as the fee, or the permanent "free move" moves it for nothing."""
        return self.kind == "turn" and (bool(self.fees) or self.free is not None)

    @property
    def hand(self) -> dict[str, Action]:
        """The hand's cards a tap acts with: a construction's cards or a turn's fees (the
        two never both at once)."""
        return {**self.cards, **self.fees}


#: the Options field each action goes into (and what keys it there)
ROUTES: dict[type, Route] = {
    TakeCard: ("takes", "source"), PayFee: ("fees", "card"), MoveFree: ("free", None),
    MoveTo: ("moves", ("q", "r")), Build: ("builds", None), BuildCard: ("cards", "card"),
    ChooseDirection: ("dirs", "direction"), PlaceCard: ("slots", "slot"), Pass: ("passing", None),
}


def sort_actions(kind: str, actions: Sequence[Action]) -> Options:
    o = Options(kind=kind if actions else "none")
    sort_into(o, actions, ROUTES)
    return o


#: each project button its project over what it takes (``{}``: the rules' count of cards,
#: :data:`~game.pandorum.rules.construction.CARDS_NEEDED`), so that a row of them reads
#: evenly (wrapped by width, three to a row put "Module" over "(1 card)" beside "Base,
#: any hex")
BUILD_LABELS = {
    ("module", False): "Module\n({})",
    ("base", False): "Base\n({})",
    ("module_as_base", False): "Base from\n{}",
    ("base3", False): "Base from\n{}",
    ("module", True): "Module,\nany hex",
    ("base", True): "Base,\nany hex",
}


def build_label(b: Build) -> str:
    """A project button's label: the project over the cards it takes, as the rules count
    them ("Base\n(2 cards)"), or where it may go."""
    label = BUILD_LABELS.get((b.project, b.ignore))
    if label is None:
        return str(b)
    return label.format(counted(CARDS_NEEDED.get(b.project, 1), "card"))


#: what a card pays, by its effect (filled in from the card's fields)
PAYS_WORDS = {
    "adjacent_terrain": "{per} per adjacent {terrain} hex without a project",
    "adjacent_own": "{per} per adjacent project of yours",
    "own_on_terrain": "{per} per project of yours on {kinds}",
    "adjacent_own_kind": "{per} per adjacent {project} of yours",
    "own_near_pad": "{per} per project of yours next to the landing pad",
    "intranet": "{per} per project of yours on a straight line (you choose the direction)",
    "dome": "{per} per project of yours next to the red hexes here",
    "seismic": "{per} per red hex on straight lines to your projects",
    "external": "{per} per project of yours on the planet's edge",
    "adjacent_opponents": "{per} per adjacent opponent's project, taken from its owner",
    "block": "{flat}, or doubles {doubles} built with it",
}


def card_text(card: Card, comp: Components) -> str:
    """A card's construction condition (the rules' words) and income in words (for the
    detail line)."""
    title = comp.terrain_title
    kinds = ", ".join("this hex's type" if t == "site" else title(t) for t in card.on)
    pays = PAYS_WORDS.get(card.effect, card.effect).format(  # "lava (red) hex", once
        per=card.per, terrain=title(card.terrain), kinds=kinds, project=card.project,
        flat=card.flat, doubles=card.doubles).replace(" hex) hex", ") hex")
    return f"Build {comp.condition_text(card)}. Pays {pays}."


def move_list_label(st: PandorumState, action: Action) -> str:
    """The text of ``action`` on the "Moves" list, where the heading already names the
    player: no name, and each harvester stop told apart by its distance and direction
    ("Move 3 hexes north-east to a sand dunes hex"), not only by its terrain; a flight
    says that it spends the single-use forepart (as a tap on the board asks first)."""
    if isinstance(action, MoveTo):
        here, there = st.harvesters[st.turn], (action.q, action.r)
        where = st.hex_label(there)
        d = direction_between(here, there)
        if action.anywhere or d is None:
            spent = ", using up your forepart" if action.anywhere else ""
            return f"Fly to {where} at ({action.q}, {action.r}){spent}"
        n = distance(here, there)
        return f"Move {n} hex{'es' if n != 1 else ''} {DIRECTION_NAMES[d]} to {where}"
    if isinstance(action, PlaceCard) and st.decision() == "slot":
        text = f"put {st.step_card()} in the {action.slot}"
    else:
        text = str(action)
    return text[:1].upper() + text[1:]
