"""The pending-decision stack every game's rules stand on.

A turn in every game is one decision after another. The state keeps the decisions still to be
made in ``self.pending`` (a list of *frames*, top last); each frame is a plain dict with a
``"kind"`` and whatever fields that kind needs (JSON-like data, so saves and copies are exact).

Each game declares, per decision kind, in one explicit :class:`DecisionTable`:

* ``legal(state, frame, seat)`` — the actions ``seat`` may take for this decision;
* ``handle(state, frame, action, events)`` — carry out one of them (pop or replace the frame,
  push follow-up decisions, append :class:`~game.core.protocol.Event` s);
* ``describe(state, frame, action)`` — the action in words for the game log (optional);
* ``refuse(state, frame, action)`` — why an action the player tried is not allowed, in words a
  player understands (optional; a generic sentence listing what *is* allowed otherwise);
* ``ask(state, frame)`` — what this decision asks, in a player's words ("take 1 or 2"),
  for a prompt to say after the decider's name (optional; :meth:`DecisionStack.asks`), and
  for the refusal of another kind of action that ``refuse`` says nothing of ("Take 1 or 2
  first.");
* ``auto(state, frame, events)`` — optional: the part of the step that needs no decision,
  run by :meth:`DecisionStack.settle` whenever the frame comes on top (reveal a card, score a
  board, skip a decision nobody can take). It returns True when the top frame now waits for
  a decision. A kind made only of such work (no decision at all) is built with
  :func:`automatic`.

:class:`DecisionStack` implements ``legal_actions``, ``apply``, ``describe`` and
:meth:`DecisionStack.why_not` from that table, once for all four games: a view never
re-derives a rule, it asks ``why_not``. Legal actions are computed once per position and
reused by ``apply`` (and handed to a seat's view, since a seat's own options are never hidden
from it).

>>> from dataclasses import dataclass
>>> from game.core.protocol import Action, Event, Outcome, TERMINAL
>>> @dataclass(frozen=True)
... class Take(Action):
...     KIND = "take"
...     n: int
>>> def legal_take(state, frame, seat):
...     return [Take(n) for n in (1, 2) if n <= state.left]
>>> def handle_take(state, frame, action, events):
...     state.left -= action.n
...     events.append(Event("take", f"took {action.n}", state.turn))
...     state.pending.pop()
>>> def ask_take(state, frame):
...     return f"take 1 or 2 of the {state.left} left"
>>> class Nim(DecisionStack):
...     DECISIONS = DecisionTable(Decision("take", legal_take, handle_take, ask=ask_take))
...     def __init__(self):
...         self.num_players, self.turn, self.left, self.pending = 2, 0, 3, [{"kind": "take"}]
...     def decider(self, frame):
...         return self.turn
...     def after_action(self, events):
...         if self.left and not self.pending:
...             self.turn = 1 - self.turn
...             self.pending.append({"kind": "take"})
...     @property
...     def is_over(self):
...         return self.left == 0
...     def outcome(self):
...         return Outcome((0, 0), (1, 1))
...     def clone(self): ...
...     def view(self, seat): ...
...     def to_dict(self): ...
>>> nim = Nim()
>>> nim.legal_actions(), nim.asks()
([Take(n=1), Take(n=2)], 'take 1 or 2 of the 3 left')
>>> [e.text for e in nim.apply(Take(2))], nim.current_player
(['took 2'], 1)
>>> nim.why_not(Take(2))
'You cannot take now. You may: take.'
>>> _ = nim.apply(Take(1)); nim.is_over, nim.asks()
(True, '')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from game.core.protocol import (
    SIMULTANEOUS,
    TERMINAL,
    Action,
    Event,
    IllegalActionError,
    State,
)
from game.core.words import first

#: Automatic steps run in a row before :meth:`DecisionStack.settle` calls it a loop.
SETTLE_LIMIT = 100_000

#: One pending decision: ``{"kind": ..., **fields}``, JSON-like.
Frame = dict[str, Any]

S = TypeVar("S", bound="DecisionStack")

Legal = Callable[[S, Frame, int], list[Action]]
Handle = Callable[[S, Frame, Action, list[Event]], None]
Describe = Callable[[S, Frame, Action], str]
Refuse = Callable[[S, Frame, Action], "str | None"]
Auto = Callable[[S, Frame, list[Event]], bool]
Ask = Callable[[S, Frame], str]


@dataclass(frozen=True)
class Decision(Generic[S]):
    """One kind of pending decision: what may be done, and what doing it does."""

    kind: str
    legal: Legal[S]
    handle: Handle[S]
    describe: Describe[S] | None = None
    refuse: Refuse[S] | None = None
    auto: Auto[S] | None = None
    #: what this decision asks, in a player's words (a prompt says it after the decider's
    #: name; :meth:`DecisionStack.why_not` refuses with it another kind of action that
    #: ``refuse`` says nothing of: "... first."): one wording for both
    ask: Ask[S] | None = None


def _no_actions(state: Any, frame: Frame, seat: int) -> list[Action]:
    return []


def _not_a_decision(state: Any, frame: Frame, action: Action, events: list[Event]) -> None:
    raise IllegalActionError(f"{frame['kind']} is carried out by the rules, not chosen")


def automatic(kind: str, run: Auto[S]) -> Decision[S]:
    """A step with no decision in it (``run`` pops or replaces its frame and returns True
    only when it pushed a decision that waits); :meth:`DecisionStack.settle` runs it."""
    return Decision(kind, _no_actions, _not_a_decision, auto=run)


class DecisionTable(Generic[S]):
    """Every decision kind of one game, by name; built once, explicitly, in one place.

    >>> DecisionTable(Decision("a", list, print), Decision("a", list, print))
    Traceback (most recent call last):
    ...
    ValueError: decision kind 'a' is declared twice
    """

    def __init__(self, *decisions: Decision[S]) -> None:
        self._by_kind: dict[str, Decision[S]] = {}
        for decision in decisions:
            if decision.kind in self._by_kind:
                raise ValueError(f"decision kind {decision.kind!r} is declared twice")
            self._by_kind[decision.kind] = decision

    @classmethod
    def merged(cls, *parts: Iterable[Decision[S]]) -> DecisionTable[S]:
        """One table from the decision lists of several rule modules (one per rulebook
        section), still rejecting a kind declared twice."""
        return cls(*(d for part in parts for d in part))

    def __getitem__(self, kind: str) -> Decision[S]:
        try:
            return self._by_kind[kind]
        except KeyError:
            raise KeyError(f"no decision kind {kind!r} in this game") from None

    def __contains__(self, kind: object) -> bool:
        return kind in self._by_kind

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(self._by_kind)


class DecisionStack(State):
    """A state whose turn is a stack of pending decisions read through a
    :class:`DecisionTable`.

    A subclass provides ``DECISIONS``, ``pending`` (the frames, top last), ``decider(frame)``
    (whose decision a frame is) and ``after_action(events)`` (what happens once a handler has
    run: end the turn when the stack is empty, check the game end...). A simultaneous step
    (an auction, a vote) is a frame whose ``"seats"`` lists the seats still to act; each
    acts with an action carrying its own ``seat`` field. Such a frame may also list
    ``"open"``: seats whose actions are still accepted though the step no longer waits for
    them (a seat that gave a secret bid may still win a real-time auction).

    Legal actions are cached per position: any change to the state outside :meth:`apply`
    (a test setting up a position, say) must call :meth:`touch` afterwards.
    """

    DECISIONS: ClassVar[DecisionTable[Any]]
    pending: list[Frame]
    _legal_cache: dict[int, list[Action]]

    # ------------------------------------------------------------------ hooks

    def decider(self, frame: Frame) -> int:
        """The seat that makes the decision ``frame`` (not called for simultaneous frames)."""
        seat = frame.get("seat")
        if not isinstance(seat, int):
            raise NotImplementedError(f"{type(self).__name__} must say who decides {frame}")
        return seat

    def after_action(self, events: list[Event]) -> None:
        """Called after every handled action (the stack may be empty now)."""

    # ------------------------------------------------------------------ protocol

    @property
    def current_player(self) -> int:
        if self.is_over or not self.pending:
            return TERMINAL
        top = self.pending[-1]
        if "seats" in top:
            return SIMULTANEOUS
        return self.decider(top)

    def pending_seats(self) -> tuple[int, ...]:
        if self.is_over or not self.pending:
            return ()
        top = self.pending[-1]
        if "seats" in top:
            return tuple(top["seats"])
        return (self.decider(top),)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        cache = self.__dict__.get("_legal_cache")
        if cache is None:
            cache = self._legal_cache = {}
        if seat is None:
            seats = self.pending_seats()
            if len(seats) != 1:
                return []
            seat = seats[0]
        found = cache.get(seat)
        if found is None:
            found = cache[seat] = self._compute_legal(seat)
        return found

    def _compute_legal(self, seat: int) -> list[Action]:
        if seat not in self.pending_seats() and seat not in self._open_seats():
            return []
        top = self.pending[-1]
        return self.DECISIONS[top["kind"]].legal(self, top, seat)

    def touch(self) -> None:
        """Forget the cached legal actions (after changing the state outside ``apply``)."""
        self._legal_cache = {}

    def _open_seats(self) -> tuple[int, ...]:
        if self.is_over or not self.pending:
            return ()
        return tuple(self.pending[-1].get("open", ()))

    def actor(self, action: Action) -> int | None:
        """The seat taking ``action``: its ``seat`` field in a simultaneous step."""
        if self.pending and "open" in self.pending[-1] and not self.is_over:
            seat = getattr(action, "seat", None)
            ok = isinstance(seat, int) and (
                seat in self.pending_seats() or seat in self._open_seats()
            )
            return seat if ok else None
        seats = self.pending_seats()
        if len(seats) == 1:
            return seats[0]
        seat = getattr(action, "seat", None)
        return seat if isinstance(seat, int) and seat in seats else None

    def apply(self, action: Action) -> list[Event]:
        if self.is_over:
            raise IllegalActionError("The game is over.")
        seat = self.actor(action)
        if seat is None or action not in self.legal_actions(seat):
            raise IllegalActionError(self.why_not(action) or "That is not allowed now.")
        events: list[Event] = []
        self.before_change()  # first: a copy-on-write view copies its frames here too
        top = self.pending[-1]
        self.DECISIONS[top["kind"]].handle(self, top, action, events)
        self.settle(events)
        self.after_action(events)
        return events

    def settle(self, events: list[Event]) -> list[Event]:
        """Run the ``auto`` part of the frames coming on top until one waits for a decision
        or the stack is empty (after every action, and once when a game is set up).
        Games whose decisions have no ``auto`` are not affected."""
        table = self.DECISIONS
        steps = 0
        while self.pending:
            top = self.pending[-1]
            auto = table[top["kind"]].auto
            if auto is None or auto(self, top, events):
                break
            steps += 1
            if steps > SETTLE_LIMIT:
                raise RuntimeError(f"the rules did not settle: {top['kind']} keeps running")
        self._legal_cache = {}
        return events

    def before_change(self) -> None:
        """Called before a handler changes the state (copy-on-write views hook in here)."""

    def why_not(self, action: Action, seat: int | None = None) -> str | None:
        """None when ``action`` is legal now, else the reason in a player's words: the
        decision's own ``refuse`` sentence, else, for another kind of action than it
        takes, what the decision asks, first (its ``ask``), else what the player may do
        instead."""
        if self.is_over:
            return "The game is over."
        if seat is None:
            seat = self.actor(action)
        if seat is not None and action in self.legal_actions(seat):
            return None
        if seat is None or not self.pending:
            return "It is not your turn."
        top = self.pending[-1]
        decision = self.DECISIONS[top["kind"]]
        if decision.refuse is not None:
            reason = decision.refuse(self, top, action)
            if reason:
                return reason
        options = self.legal_actions(seat)
        if not options:
            return "It is not your decision now."
        names = sorted({self._short(a) for a in options})
        if decision.ask is not None and self._short(action) not in names:
            # another kind of action than the decision asks for: what it asks, first (one
            # wording with the prompt's; its own refusal said nothing of this action)
            return first(decision.ask(self, top))
        hint = ", ".join(names[:6]) + (" ..." if len(names) > 6 else "")
        return f"You cannot {self._short(action)} now. You may: {hint}."

    @staticmethod
    def _short(action: Action) -> str:
        return action.KIND.replace("_", " ") or type(action).__name__.lower()

    def describe(self, action: Action) -> str:
        """The log text for ``action`` taken now (before it is applied)."""
        if self.pending:
            top = self.pending[-1]
            describe = self.DECISIONS[top["kind"]].describe
            if describe is not None:
                return describe(self, top, action)
        return str(action)

    def asks(self) -> str:
        """What the decision now asks, in a player's words (its ``ask``), for a prompt to
        say after the decider's name; empty when that decision declares no ``ask``, when
        nothing is pending or once the game is over (as :meth:`decision` says "none")."""
        if self.is_over or not self.pending:
            return ""
        top = self.pending[-1]
        ask = self.DECISIONS[top["kind"]].ask
        return ask(self, top) if ask is not None else ""

    def top(self) -> Mapping[str, Any] | None:
        """The decision to make now (read-only use), or None."""
        return self.pending[-1] if self.pending else None

    def decision(self) -> str:
        """The kind of the decision to make now (the top frame's), or "none" once the game
        is over or nothing is pending: what the views and bots branch on."""
        return str(self.pending[-1]["kind"]) if self.pending and not self.is_over else "none"

    def frame_of(self, *kinds: str, under: bool = False) -> Frame | None:
        """The decision to make now if its kind is one of ``kinds``, or with ``under`` the
        latest such frame anywhere on the stack (a step may wait under another: a Starship
        run under the explore step that places its mines); else None, and None once the
        game is over, as :meth:`decision` says (a finished game may keep its last frames)."""
        if self.is_over:
            return None
        frames = reversed(self.pending) if under else self.pending[-1:]
        return next((d for d in frames if d["kind"] in kinds), None)
