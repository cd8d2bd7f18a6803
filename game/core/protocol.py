"""The game protocol shared by all four games.

One protocol serves every game, so bots, saves, the simulator, undo and the UI are written
once. The shape follows OpenSpiel (a ``Game`` definition that makes ``State`` objects with
``legal_actions``/``apply``) and python-chess (small hashable move values, readable errors).

* :class:`Game` — immutable definition: id, title, player counts, options, ``new_game``.
* :class:`State` — a position: whose decision it is, what they may do, ``apply``, scoring,
  per-seat redacted views, and a JSON-safe ``to_dict``.
* :class:`Action` — a frozen, hashable dataclass per kind of decision. Compound rule steps
  are broken into one decision at a time (a pending-decision stack in the state).
* :class:`Event` — what happened, for the log and for animations.

The pure side (this package, ``game.boards`` and every game's rules) never imports pygame.
"""

from __future__ import annotations

import dataclasses
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from game.core.rng import Rng

#: ``State.current_player`` during a step in which several seats decide at once
#: (auctions, votes): ask ``State.pending_seats()`` who still has to act.
SIMULTANEOUS = -1
#: ``State.current_player`` once the game is over.
TERMINAL = -2


class IllegalActionError(ValueError):
    """An action that the rules do not allow now.

    ``reason`` is a sentence a player understands ("That field is occupied."), shown as is
    by the UI.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class NoSuchBotLevel(ValueError):
    """A bot level the game does not offer."""


class RulesDataError(ValueError):
    """Shipped component data (a card list, a map) breaks a rule the game relies on."""


# --------------------------------------------------------------------------- actions


class Action:
    """Base class of every action. Subclasses are ``@dataclass(frozen=True)``.

    Field values must be JSON-like scalars (int, str, bool, None) or tuples of them
    (nested tuples allowed); :meth:`to_dict` gives the stable save form and
    :meth:`ActionCodec.decode` turns it back. ``KIND`` names the action in saves.
    """

    KIND: ClassVar[str] = ""
    #: whether the action only takes back its own player's choice in progress (Escape's
    #: taking a played card back): a person's way out of a misclick, never a bot's choice
    #: (:func:`game.core.bots.bot_choices`)
    TAKES_BACK: ClassVar[bool] = False

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.KIND}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            data[f.name] = _to_json(getattr(self, f.name))
        return data


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


A = TypeVar("A", bound=type[Action])


class ActionCodec:
    """A per-game registry of action classes, for turning save dicts back into actions.

    >>> codec = ActionCodec()
    >>> @codec.register
    ... @dataclass(frozen=True)
    ... class Move(Action):
    ...     KIND = "move"
    ...     path: tuple[int, ...]
    >>> codec.decode(Move((1, 2)).to_dict())
    Move(path=(1, 2))
    """

    def __init__(self) -> None:
        self._kinds: dict[str, type[Action]] = {}

    def register(self, cls: A) -> A:
        if not cls.KIND:
            raise TypeError(f"{cls.__name__} needs a KIND")
        if cls.KIND in self._kinds:
            raise TypeError(f"duplicate action kind {cls.KIND!r}")
        self._kinds[cls.KIND] = cls
        return cls

    def decode(self, data: Mapping[str, Any]) -> Action:
        """Build an action from its dict form; ``ValueError`` names what is wrong."""
        if not isinstance(data, Mapping):
            raise ValueError(f"an action must be an object, got {type(data).__name__}")
        kind = data.get("kind")
        cls = self._kinds.get(kind)  # type: ignore[arg-type]
        if cls is None:
            raise ValueError(f"unknown action kind {kind!r}")
        names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        given = set(data) - {"kind"}
        if given != names:
            raise ValueError(f"action {kind!r} needs fields {sorted(names)}, got {sorted(given)}")
        try:
            return cls(**{k: _from_json(data[k]) for k in names})
        except TypeError as exc:  # pragma: no cover - dataclass signature mismatch
            raise ValueError(f"bad action {kind!r}: {exc}") from exc


# --------------------------------------------------------------------------- events


@dataclass(frozen=True)
class Event:
    """Something that happened, in words for the game log and as data for animations.

    ``reveals`` is True when the event shows information some seat did not have before
    (a card drawn from a deck, a hidden card shown): undo may not go back past it.
    """

    kind: str
    text: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)
    reveals: bool = False


# --------------------------------------------------------------------------- seat names

_SEAT_REF = re.compile(r"\{seat(-?\d+)\}")


def seat_ref(seat: int) -> str:
    """A placeholder for a seat in log texts ("{seat0} saves a ship").

    The rules do not know the players' names or chosen colours; the interface fills them in
    with :func:`name_seats`."""
    return f"{{seat{seat}}}"


def name_seats(text: str, names: Sequence[str] | None = None) -> str:
    """Replace seat placeholders by names (or "Player N" when no names are given).

    >>> name_seats("{seat1} pays {seat0}", ["Ann", "Bob"])
    'Bob pays Ann'
    >>> name_seats("{seat2} wins")
    'Player 3 wins'
    >>> name_seats("{seat-1} is not in this auction", ["Ann", "Bob"])
    'A seat not at this table is not in this auction'
    """

    def fill(match: re.Match[str]) -> str:
        i = int(match.group(1))
        if names is not None and 0 <= i < len(names):
            return names[i]
        if names is None and i >= 0:
            return f"Player {i + 1}"
        return "A seat not at this table" if match.start() == 0 else "a seat not at this table"

    return _SEAT_REF.sub(fill, text)


# --------------------------------------------------------------------------- outcome


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game.

    ``scores[seat]`` is the final score; ``ranking[seat]`` the place (1 = winner, equal
    places for a tie the rules leave standing); ``breakdown`` maps each score category,
    in display order, to per-seat values; ``tiebreak`` says in words what decided between
    tied seats, or None.
    """

    scores: tuple[int, ...]
    ranking: tuple[int, ...]
    breakdown: tuple[tuple[str, tuple[int, ...]], ...] = ()
    tiebreak: str | None = None

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.ranking) if place == 1)

    @staticmethod
    def rank(keys: Sequence[Sequence[int] | int]) -> tuple[int, ...]:
        """Places from sort keys (higher is better); equal keys share a place.

        >>> Outcome.rank([5, 9, 5, 1])
        (2, 1, 2, 4)
        """
        norm = [tuple(k) if isinstance(k, Sequence) else (k,) for k in keys]
        return tuple(1 + sum(1 for other in norm if other > mine) for mine in norm)

    def to_dict(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "ranking": list(self.ranking),
            "breakdown": [[name, list(vals)] for name, vals in self.breakdown],
            "tiebreak": self.tiebreak,
        }


# --------------------------------------------------------------------------- options


@dataclass(frozen=True)
class OptionSpec:
    """A setup option a game offers (shown in seat setup, stored in saves)."""

    key: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    #: player counts for which the option may be chosen (None: all)
    player_counts: tuple[int, ...] | None = None
    help: str = ""


# --------------------------------------------------------------------------- state


class State(ABC):
    """A position in a game. Mutable: :meth:`apply` changes it in place.

    Implementations own a :class:`~game.core.rng.Rng` in ``self.rng`` and never touch the
    global ``random`` module, so the same seed and actions always give the same game.
    """

    game_id: ClassVar[str] = ""
    num_players: int
    rng: Rng

    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to decide next, :data:`SIMULTANEOUS`, or :data:`TERMINAL`."""

    def pending_seats(self) -> tuple[int, ...]:
        """Seats that may act now (several during a simultaneous step)."""
        cp = self.current_player
        return () if cp == TERMINAL else (cp,)

    @abstractmethod
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action ``seat`` (default: the current player) may take now, in a
        stable order. Empty when it is not that seat's decision."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action``; raise :class:`IllegalActionError` (state unchanged)
        when it is not legal now."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def outcome(self) -> Outcome:
        """The result; only valid once :attr:`is_over`."""

    @abstractmethod
    def clone(self) -> State: ...

    @abstractmethod
    def view(self, seat: int) -> State:
        """A copy showing only what ``seat`` may see: other hands, hidden missions and
        deck orders are redacted. ``legal_actions(seat)`` still works on it."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe snapshot (including the RNG state)."""

    def describe(self, action: Action) -> str:
        """The action in words for the log ("Red moves a ship to 2-B-3")."""
        return str(action)

    def canonical(self, action: Action) -> Action:
        """``action`` read from a save, in the form the rules take now: a game whose
        rules changed how a decision is made maps the older saved form to the new one
        here (the same move), so that older saves still replay. Default: unchanged."""
        return action


# --------------------------------------------------------------------------- search hooks

#: a full state consistent with ``view`` as ``seat`` saw it, hidden parts drawn with ``rng``
Determinise = Callable[[State, int, Rng], State]
#: per-seat value of a (possibly unfinished) position, each in [0, 1], higher is better
Evaluate = Callable[[State], Sequence[float]]
#: a game's own choice for ``seat`` from its view, made without the tree, or None to search
Decide = Callable[[State, int, Rng], Action | None]


@dataclass(frozen=True)
class SearchHooks:
    """What a game gives the search (:mod:`game.core.search`, the Hard bot): how to fill
    in hidden information, and how good an unfinished position is for each seat.

    It is part of the game's side of the protocol (:meth:`Game.search_hooks` hands it
    over), so it stands here beside ``Game``; the search imports it from here."""

    determinise: Determinise
    evaluate: Evaluate
    #: decisions the game settles itself (Merchants' auction bids, priced from the
    #: evaluation); None, or a None answer: search
    decide: Decide | None = None
    #: the UCB exploration constant for this game's value scale; None: the budget's
    exploration: float | None = None



class Game(ABC):
    """An immutable game definition."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    #: bot levels this game offers, weakest first; "random" is always there
    bot_levels: ClassVar[tuple[str, ...]] = ("random",)
    #: True when players hold secrets (hands, missions): hot-seat play then covers the
    #: screen between two humans' turns. None: the play scene compares two seats' views.
    hidden_information: ClassVar[bool | None] = None
    codec: ClassVar[ActionCodec]
    #: what the title screen shows: board kind ("ring", "track", "hex", "boards"), a
    #: one-sentence pitch and the rulebook's file name in the shared rulebooks folder
    layout: ClassVar[str] = ""
    blurb: ClassVar[str] = ""
    rulebook: ClassVar[str] = ""

    @abstractmethod
    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> State:
        """A fresh game; raises ``ValueError`` for an unsupported player count or option."""

    @abstractmethod
    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        """Rebuild a state from :meth:`State.to_dict`; ``ValueError`` if it is malformed."""

    @abstractmethod
    def validate_data(self) -> list[str]:
        """Problems in the shipped component data and maps that would break a rule, each
        naming the file and the item (empty: fine). Run by ``python -m game validate``."""

    def make_bot(self, level: str, seat: int, seed: int) -> Bot:
        """This game's own bot of ``level`` for ``seat`` (its heuristic, say); raises
        :class:`NoSuchBotLevel` for a level it does not build itself. Call
        :func:`game.core.bots.make_bot`, which also knows the shared levels (random, hard)."""
        raise NoSuchBotLevel(
            f"{self.title} has no bot level {level!r}; try {', '.join(self.bot_levels)}"
        )

    @property
    def default_bot_level(self) -> str:
        """The level an empty seat gets unless a player chooses: Normal (the heuristic),
        which answers at once; Hard thinks for its time budget on every move."""
        return "heuristic" if "heuristic" in self.bot_levels else self.bot_levels[-1]

    def search_hooks(self) -> SearchHooks | None:
        """How the Hard (search) bot fills in hidden information and scores a position
        for this game; None when the game has no Hard level yet."""
        return None

    def check_players(self, num_players: int) -> None:
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players}-{self.max_players} players, "
                f"not {num_players}"
            )

    def resolve_options(
        self, num_players: int, options: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        """Defaults filled in, unknown keys and bad values rejected with a clear message."""
        given = dict(options or {})
        result: dict[str, Any] = {}
        for spec in self.options:
            value = given.pop(spec.key, spec.default)
            if value not in spec.choices:
                raise ValueError(
                    f"option {spec.key!r} must be one of {list(spec.choices)}, not {value!r}"
                )
            if (
                value != spec.default
                and spec.player_counts is not None
                and num_players not in spec.player_counts
            ):
                raise ValueError(
                    f"option {spec.key!r} is only for {list(spec.player_counts)} players"
                )
            result[spec.key] = value
        if given:
            raise ValueError(f"{self.title} has no option {sorted(given)[0]!r}")
        return result


class Bot(ABC):
    """A computer player. It sees only ``state.view(seat)``.

    A session keeps one bot per seat for the whole game and calls :meth:`reseed` before
    each decision, so a decision depends only on the game seed and the position (saves and
    replays reproduce it) while the bot itself is built once.
    """

    level: ClassVar[str]
    #: False for a bot that needs nothing but the legal actions (the random bot): the
    #: session then skips building the seat's view and calls :meth:`choose_from`.
    needs_view: ClassVar[bool] = True

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = Rng(seed, stream=1000 + seat)

    def reseed(self, seed: int) -> None:
        """Start the next decision's randomness from ``seed``."""
        self.rng = Rng(seed, stream=1000 + self.seat)

    @abstractmethod
    def choose(self, view: State) -> Action:
        """Pick one of ``view.legal_actions(self.seat)``."""

    def choose_from(self, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` without a view (only for ``needs_view = False`` bots)."""
        raise NotImplementedError(f"{type(self).__name__} needs a view to choose")
