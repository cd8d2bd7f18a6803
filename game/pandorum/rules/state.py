"""The Pandorum game state: the decision table of every rulebook section, a new game,
per-seat views and saves.

A turn is one of two actions ("Gameplay"), broken into single decisions kept on the
pending-decision stack of :class:`~game.core.decisions.DecisionStack` (``self.pending``,
top = last). Each decision kind is declared - legal actions, handler, log text, refusal
reason - in the module of its rulebook section:

=============  ==============================================  =========================
kind           what is decided                                 module
=============  ==============================================  =========================
``turn``       take a card, pay a fee, move free, or pass      ``gameplay``
``take``       the next card of the adding-cards action        ``adding_cards``
``move``       the harvester's destination                     ``movement``
``build``      the project: module, base, single-use variant   ``construction``
``cards``      the cards of the construction, one by one       ``construction``
``direction``  each Intranet Protection card's direction       ``construction``
``slot``       the harvester slot of each played card          ``harvesters``
=============  ==============================================  =========================

When the stack empties the turn ends (``ending``). The fields are declared once in
:class:`~game.pandorum.rules.position.Position`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.boards.hex import Hex
from game.core.decisions import DecisionTable
from game.core.protocol import Event, Outcome
from game.core.rng import Rng
from game.pandorum.rules import (
    adding_cards,
    construction,
    ending,
    gameplay,
    harvesters,
    movement,
    scoring,
)
from game.pandorum.rules.actions import Build, MoveTo
from game.pandorum.rules.board import Board, Placement, assemble, load_parts
from game.pandorum.rules.construction import CARDS_NEEDED, FOREPART_FOR
from game.pandorum.rules.data import components
from game.pandorum.rules.income import Income
from game.pandorum.rules.position import HIDDEN, Position, colour_name
from game.pandorum.rules.setup import deal

__all__ = ["CARDS_NEEDED", "FOREPART_FOR", "HIDDEN", "PandorumState", "colour_name"]

class PandorumState(Position):
    """A Pandorum game: :class:`Position`'s fields plus the decision table."""

    DECISIONS: ClassVar[DecisionTable[Any]] = DecisionTable.merged(
        gameplay.DECISIONS,
        adding_cards.DECISIONS,
        movement.DECISIONS,
        construction.DECISIONS,
        harvesters.DECISIONS,
    )

    @classmethod
    def new(cls, num_players: int, seed: int, options: Mapping[str, Any]) -> PandorumState:
        """Setup steps 1-8 of the rulebook, from ``seed``."""
        comp = components()
        rng = Rng(seed)
        central, outer = load_parts()
        board = assemble(central, outer, rng, comp.part_radius)
        state = cls(num_players, board, rng, options, comp)
        deal(state)
        return state

    def after_action(self, events: list[Event]) -> None:
        if not self.pending and not self.over:
            ending.end_turn(self, events)

    # ------------------------------------------------------------------ rules a view asks

    def eligible_names(self, seat: int, site: Hex, hand: list[str], ignore: bool) -> list[str]:
        """Distinct card names in ``hand`` that may be built at ``site``."""
        return construction.eligible_names(self, seat, site, hand, ignore)

    def build_options(self, seat: int, site: Hex, hand: list[str]) -> list[Build]:
        """Every project ``seat`` could build at an empty ``site`` with ``hand``."""
        return construction.build_options(self, seat, site, hand)

    def buildable_sites(self, seat: int, hand: list[str]) -> set[Hex]:
        """Empty hexes where ``seat`` could build something with ``hand``."""
        return construction.buildable_sites(self, seat, hand)

    def income_preview(self, seat: int, site: Hex, cards: list[str],
                       directions: Mapping[str, int] | None = None) -> list[Income]:
        """What each card would pay if ``seat`` built with ``cards`` at ``site`` now."""
        return construction.income_preview(self, seat, site, cards, directions)

    def best_income(self, seat: int, site: Hex, cards: list[str], name: str) -> Income:
        """What ``name`` would pay built with ``cards`` at ``site`` (Intranet: its best
        direction; see ``construction``)."""
        return construction.best_income(self, seat, site, cards, name)

    def construction_pay(self, seat: int, name: str) -> Income:
        """What card ``name`` would pay in the construction being decided (see
        ``construction``)."""
        return construction.construction_pay(self, seat, name)

    def best_single_pay(self, seat: int, site: Hex, hand: list[str]) -> int | None:
        """The most one card of ``hand`` would pay built at ``site`` (see
        ``construction``)."""
        return construction.best_single_pay(self, seat, site, hand)

    def pointed_income(self, seat: int, d: int) -> list[Income]:
        """Intranet: each card's income with the card being pointed going ``d`` (see
        ``construction``)."""
        return construction.pointed_income(self, seat, d)

    def pointed_pay(self, seat: int, d: int) -> Income:
        """Intranet: what the card being pointed would pay going ``d`` (see
        ``construction``)."""
        return construction.pointed_pay(self, seat, d)

    def straight_reach(self, seat: int) -> tuple[Hex, ...]:
        """Hexes the harvester may stop on in a straight line, whatever is there."""
        return movement.straight_reach(self, seat)

    def destinations(self, seat: int, hand: list[str]) -> list[MoveTo]:
        """Legal moves of ``seat``'s harvester with ``hand`` (see ``movement``)."""
        return movement.destinations(self, seat, hand)

    def can_move(self, seat: int, hand: list[str]) -> bool:
        """Whether some destination exists with ``hand``."""
        return movement.can_move(self, seat, hand)

    def visit_fee(self, h: Hex) -> int:
        """What stopping on the project at ``h`` is due to its owner."""
        return movement.visit_fee(self, h)

    def stop_cost(self, seat: int, h: Hex) -> int:
        """What ``seat`` would pay for stopping at ``h`` now."""
        return movement.stop_cost(self, seat, h)

    def moves_after_fee(self, seat: int, card: str) -> list[MoveTo]:
        """The moves legal right after ``seat`` pays ``card`` as the movement fee."""
        return movement.moves_after_fee(self, seat, card)

    def cargo_awards(self) -> list[tuple[str, tuple[int, ...]]]:
        """Cargo currency by colour (see ``scoring``)."""
        return scoring.cargo_awards(self)

    def outcome(self) -> Outcome:
        return scoring.outcome(self)

    # ------------------------------------------------------------------ views and saves

    def view(self, seat: int) -> PandorumState:
        """What ``seat`` may see: other hands, the deck order and the production cards put
        in the box at setup (unseen: they would tell the other hands' production cards)
        are hidden, and the RNG is replaced so nothing can be predicted from it.
        Copy-on-write: nothing is copied until someone applies an action to the view;
        hidden fields are replaced, never changed in place (the rest is shared with this
        state)."""
        other = self.share(Rng(seat, stream=91), seat)
        other.hands = [
            hand if s == seat else [HIDDEN] * len(hand) for s, hand in enumerate(self.hands)
        ]
        other.deck = [HIDDEN] * len(self.deck)
        unseen = self.boxed_unseen()
        if unseen:
            other.boxed = [HIDDEN] * unseen + self.boxed[unseen:]
        return other

    def to_dict(self) -> dict[str, Any]:
        """The declared fields, JSON-safe, with the board (hex keys become lists). The
        layout is the one saves had before the fields were declared once: a session save
        keeps this as its snapshot and compares it after replaying the moves, so older
        saves still load."""
        out = self.fields_to_dict()
        out["players"] = out.pop("num_players")
        out["projects"] = [[q, r, o, k] for (q, r), (o, k) in sorted(self.projects.items())]
        out["board"] = self.board.to_list()
        out["placements"] = [[p.part, list(p.centre), p.rotation] for p in self.board.placements]
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PandorumState:
        """A position from :meth:`to_dict` (older versions wrote the same layout).
        ``ValueError`` names what is wrong."""
        try:
            raw = dict(data)
            raw["num_players"] = n = int(raw.pop("players"))
            raw["projects"] = {}
            board = Board(
                {(int(q), int(r)): str(t) for q, r, t in data["board"]},
                [Placement(str(p), (int(c[0]), int(c[1])), int(rot))
                 for p, c, rot in data.get("placements", [])],
            )
            state = cls.from_fields(raw, comp=components(), board=board)
            state.projects = {(int(q), int(r)): (int(o), str(k))
                              for q, r, o, k in data["projects"]}
            state.harvesters = [(int(h[0]), int(h[1])) for h in data["harvesters"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a Pandorum position: {exc}") from exc
        lists = ("hands", "money", "harvesters", "forepart", "centre", "cargo", "earned")
        if any(len(getattr(state, name)) != n for name in lists):
            raise ValueError("not a Pandorum position: per-player lists have the wrong length")
        return state
