"""What the player may choose now on the Escape board, grouped by what they touch.

:func:`sort_actions` groups the rules' legal actions by the ship, field, card, player or
button that takes them; :data:`CHOICE_WORDS` words each as the Moves list offers it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core.protocol import Action
from game.engine.boardview.routes import Route, sort_into
from game.escape.rules.actions import (
    Cancel,
    ChooseField,
    ChoosePlayer,
    Decline,
    Enter,
    Move,
    PlayCard,
    ReturnMission,
    Skip,
    TakeCard,
)
from game.escape.view_missions import mission_name, mission_title

if TYPE_CHECKING:
    from game.escape.rules.state import EscapeState

@dataclass
class Options:
    """The actor's legal actions, sorted by what the player touches to take them."""

    mode: str = "none"  # none, main, effect, take, mission
    #: ship field -> destination -> action
    moves: dict[str, dict[str, Action]] = field(default_factory=dict)
    enters: dict[str, Action] = field(default_factory=dict)  # outer field -> Enter
    #: card id -> the rules' PlayCard of that very card (one per playable copy)
    cards: dict[str, Action] = field(default_factory=dict)
    skip: Action | None = None
    fields: dict[str, Action] = field(default_factory=dict)  # effect: field -> ChooseField
    players: dict[int, Action] = field(default_factory=dict)  # effect: seat -> ChoosePlayer
    decline: Action | None = None
    #: effect: take back the Action Card being played (before its effect is chosen)
    cancel: Action | None = None
    takes: dict[str, Action] = field(default_factory=dict)  # deck -> TakeCard
    missions: dict[str, Action] = field(default_factory=dict)  # mission id -> ReturnMission


@dataclass(frozen=True)
class Leads:
    """What a main decision's focus starts on (``Target.lead``): what a player most likely
    does first. Saving a ship through the wormhole (the ships that may, ``saving``); else
    bringing a ship in while the platform may (``entering``: the heuristic bot did in 54%
    of the turns that also had a move, one ship of several the rest); else moving a ship;
    a card only when nothing may move or come in (cards were played in 10% of the turns
    that allowed one). The board's targets and a table seat's panel ask the same."""

    saving: frozenset[str]
    entering: bool
    moving: bool

    def ship(self, field: str) -> bool:
        return field in self.saving or not (self.saving or self.entering)

    def card(self, playable: bool) -> bool:
        return playable and not self.moving and not self.entering


def leads(o: Options, wormhole: str) -> Leads:
    """:class:`Leads` of the options ``o`` on a board whose wormhole is ``wormhole``."""
    saving = frozenset(n for n, to in o.moves.items() if wormhole in to)
    return Leads(saving, bool(o.enters) and not saving, bool(o.moves))


#: the "Moves" list's words for each choice, without the name the list's heading shows;
#: a field named exactly (the log's "zone 1, outer ring" names four fields), a mission
#: given back named (the log keeps it secret, but only its owner sees the list: three
#: "return mission M5-1" choices said nothing a player knows)
CHOICE_WORDS: dict[type[Action], Callable[[EscapeState, list[str], Any], str]] = {
    ReturnMission: lambda st, names, a: f"Give back {mission_name(st.data.missions[a.mission])}"
                                        f": {mission_title(st, a.mission)}",
    PlayCard: lambda st, names, a: f"Play {st.data.cards[a.card].name}",
    Enter: lambda st, names, a: f"Bring a ship onto {st.board.where(a.field, exact=True)}",
    Move: lambda st, names, a: f"Move {st.board.move_phrase(a.src, a.dst, exact=True)}",
    Skip: lambda st, names, a: "Skip a turn",
    ChooseField: lambda st, names, a: f"Choose {st.board.where(a.field, exact=True)}",
    ChoosePlayer: lambda st, names, a: f"Choose {names[a.player]}",
    TakeCard: lambda st, names, a: f"Take {st.data.cards[str(st.open[a.deck])].name}",
    Decline: lambda st, names, a: "Decline the reward",
    Cancel: lambda st, names, a: f"Take back {st.effect_source()}",
}


#: the Options field each action goes into (and what keys it there); moves are sorted by
#: :func:`sort_actions` itself
ROUTES: dict[type, Route] = {
    Enter: ("enters", "field"), Skip: ("skip", None), PlayCard: ("cards", "card"),
    ChooseField: ("fields", "field"), ChoosePlayer: ("players", "player"), Cancel: ("cancel", None),
    Decline: ("decline", None), TakeCard: ("takes", "deck"), ReturnMission: ("missions", "mission"),
}


def sort_actions(decision: str, actions: Sequence[Action]) -> Options:
    """Group legal actions by the thing on the board (or in the hand) that takes them; the
    mode is the rules' ``decision`` (:meth:`EscapeState.decision`; the turn's is "main"),
    "none" where the player has nothing to choose."""
    o = Options()
    for a in actions:
        if isinstance(a, Move):
            o.moves.setdefault(a.src, {})[a.dst] = a
    sort_into(o, actions, ROUTES)
    o.mode = ("main" if decision == "turn" else decision) if actions else "none"
    return o

