"""The Andromeda Escape state: the decision table, what follows every action, per-seat
views and saves.

Decisions come one at a time from the pending-decision stack (``self.pending``, top last),
read through one :class:`~game.core.decisions.DecisionTable` built from the rule sections:

* ``mission`` (``setup``): at setup each player gives back one of the dealt Mission Cards;
* ``turn`` (``turn``): the turn's main decision: play Action Cards, then bring in a ship,
  move one, or skip when the rules allow;
* ``effect`` (``cards``): the next choice of an Action Card, SWAP, WARP or the Lost Ship's
  outer field; a played card may be taken back here;
* ``take`` (``wormhole``): after saving a ship, which open Action Card to take.

After every action the Lost Ship search and the position missions run for the players whose
ships moved;
once the stack is empty the next player's turn starts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.decisions import DecisionTable, Frame
from game.core.protocol import Action, Event, Outcome
from game.core.rng import Rng
from game.escape.rules import (
    cards,
    effects,
    hidden,
    lost_ship,
    missions,
    scoring,
    setup,
    turn,
    wormhole,
)
from game.escape.rules.board import EscapeBoard
from game.escape.rules.data import EscapeData
from game.escape.rules.position import TURN, EscapePosition, who

__all__ = ["SCHEMA", "EscapeState", "who"]

#: the saved form's version: saves of earlier versions of this module load unchanged
SCHEMA = 1

#: what each decision is about, for the prompt bar (the effect's own words for an effect)
PROMPTS: dict[str, str] = {
    setup.MISSION: "Choose a mission card to return",
    wormhole.TAKE: "Take an open Action Card",
    TURN: turn.PROMPT,
}


class EscapeState(EscapePosition):
    """A game of Andromeda Escape (fields and queries: :class:`EscapePosition`)."""

    game_id = "escape"
    DECISIONS: ClassVar[DecisionTable[Any]] = DecisionTable.merged(
        setup.DECISIONS, turn.DECISIONS, cards.DECISIONS, wormhole.DECISIONS
    )

    def setup(self, seed: int) -> None:
        """Game Setup as printed (see ``setup.deal``)."""
        setup.deal(self, seed)

    # ------------------------------------------------------------------ the stack

    def decider(self, frame: Frame) -> int:
        """The seat named by the frame, the turn player's main decision, or whoever makes
        an effect's next choice (WARNING C and E: the chosen opponent)."""
        seat = frame.get("seat")
        if seat is not None:
            return int(seat)
        if frame["kind"] == TURN:
            return self.turn
        step = effects.current_step(self, frame)
        return step.decider if step else int(frame["owner"])

    def after_action(self, events: list[Event]) -> None:
        """The Lost Ship search and the missions of the players whose ships moved; then
        the next turn."""
        self._step_memo = None
        moved = self.moved_seats()
        if moved:
            self.moves_checked()
            events += lost_ship.search(self, moved)
            events += missions.check(self, moved)
        events += lost_ship.drop_blocked_placements(self)
        if not self.over and not self.pending:
            turn.next_turn(self)

    # ------------------------------------------------------------------ questions a view asks

    def prompt(self) -> str:
        """What the current decision is about, in words (for the UI)."""
        if self.over:
            return "The game is over."
        top = self.pending[-1]
        if top["kind"] == effects.EFFECT:
            step = effects.current_step(self, top)
            return step.prompt if step else ""
        return PROMPTS[top["kind"]]

    def resolving(self) -> cards.Resolving | None:
        """The effect being carried out: whose, its source, its card or Skip reward, the
        choices made (None: no effect is under way)."""
        return cards.resolving(self)

    def effect_source(self) -> str:
        """What caused the effect under way, as the log names it (a card's name, "SWAP",
        "WARP", "Lost Ship"); "" with no effect under way."""
        step = cards.resolving(self)
        return step.source if step is not None else ""

    def move_options(self, seat: int) -> list[tuple[Action, bool]]:
        """Every Enter/Move of the turn's action with whether it crosses a dotted route."""
        return turn.move_options(self, seat)

    def playable_cards(self, seat: int) -> list[str]:
        """The cards in hand that may be played now: executable and their VP payable."""
        return cards.playable_cards(self, seat)

    def card_problem(self, seat: int, cid: str) -> str | None:
        """Why ``seat`` cannot play card ``cid`` now, in words (None: it can)."""
        return cards.card_problem(self, seat, cid)

    def ship_problem(self, seat: int, field: str) -> str | None:
        """Why the ship on ``field`` cannot move in ``seat``'s turn now (None: it can)."""
        return turn.ship_problem(self, seat, field)

    def platform_problem(self, seat: int, pad: int | None = None) -> str | None:
        """Why ``seat`` cannot bring a ship in from the Launch Platform (None: it can);
        asked of ``pad``, another player's platform, names its owner."""
        return turn.platform_problem(self, seat, pad)

    def outcome(self) -> Outcome:
        if not self.over:
            raise ValueError("the game is not over yet")
        return scoring.outcome(self)

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> EscapeState:
        """What ``seat`` may see, sharing everything public with this state. Hidden cards
        (other hands' cards never shown in public, other players' unrevealed missions, deck
        order) are dealt anew from the sorted pool of all unseen cards (``hidden.redeal``)
        with a view-local RNG that depends on nothing hidden, so the view is the same
        whatever the hidden order is."""
        v = self.share(Rng(seat, stream=78), seat)
        hidden.redeal(v, seat, Rng(self.turns * 7919 + len(self.discard) * 31 + seat, stream=77))
        return v

    # ------------------------------------------------------------------ saves

    def to_dict(self) -> dict[str, Any]:
        """The saved form (schema 1, as earlier versions wrote it): the turn's main
        decision is implied (pending from the start of a turn until its action), the
        sets are sorted lists."""
        out = self.fields_to_dict()
        out["schema"] = SCHEMA
        out["players"] = out.pop("num_players")
        for name in self.SETS:
            out[name] = sorted(out[name])
        out["pending"] = [f for f in out["pending"] if f["kind"] != TURN]
        return out

    @classmethod
    def from_dict(cls, board: EscapeBoard, data: EscapeData, raw: Mapping[str, Any]) -> EscapeState:
        """Rebuild a state from :meth:`to_dict`; ValueError names what is wrong."""
        if raw.get("schema") != SCHEMA:
            raise ValueError(f"unknown Andromeda Escape state schema {raw.get('schema')!r}")
        try:
            fields = {**raw, "num_players": int(raw["players"])}
            fields.setdefault("charged", [])
            st = cls.from_fields(fields, board=board, data=data)
            for name in cls.SETS:
                setattr(st, name, set(getattr(st, name)))
            st.occupant = {str(k): int(v) for k, v in st.occupant.items()}
            if not st.over and not st.acted:
                st.pending.insert(0, {"kind": TURN})
            bad = [f.get("kind") for f in st.pending if f.get("kind") not in cls.DECISIONS]
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"malformed Andromeda Escape state: {exc!r}") from exc
        unknown = [c for h in st.hands for c in h if c not in data.cards]
        unknown += [f for f in st.occupant if f not in board.fields]
        unknown += [f"decision {k!r}" for k in bad]
        if unknown:
            raise ValueError(f"malformed Andromeda Escape state: unknown {unknown[:3]}")
        return st
