"""A game in progress: definition, seats, seed, options, the action log and the state.

The action log is the source of truth: a seed plus the actions reproduce the game exactly,
which is what saves store, what undo replays and what a bug report needs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.bots import LEVEL_NAMES, level_of, levels_text, make_bot
from game.core.decisions import DecisionStack
from game.core.names import NAME_MAX_LEN, name_problem
from game.core.protocol import SIMULTANEOUS, Action, Bot, Event, Game, State
from game.core.rng import Rng
from game.core.search import SearchBudget
from game.paths import BoardError, board_files, board_in_use, use_board

PLAYER_COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green", "purple")


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a human with a name, or a bot of some level."""

    name: str
    colour: str
    bot: str | None = None  # None for a human, else the bot level

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "colour": self.colour, "bot": self.bot}

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        """A seat from its save form, checked as the setup screen checks it: the name by
        :func:`game.core.names.name_problem`, a player colour, a text bot level or null.
        ``ValueError`` says what is wrong."""
        if not isinstance(data, Mapping):
            raise ValueError("a seat must be an object with a name, colour and bot")
        name, colour, bot = data.get("name"), data.get("colour"), data.get("bot")
        if not isinstance(name, str) or not isinstance(colour, str):
            raise ValueError("a seat needs a text name and colour")
        problem = name_problem(name)
        if problem is not None:
            raise ValueError(f"the name {name[:NAME_MAX_LEN]!r} {problem}")
        if colour not in PLAYER_COLOURS:
            raise ValueError(f"{colour[:20]!r} is not a player colour "
                             f"({', '.join(PLAYER_COLOURS)})")
        if bot is not None and not isinstance(bot, str):
            raise ValueError(f"seat {name!r}: bot level must be text or null")
        return cls(name, colour, bot)


def parse_players(spec: str, game: Game) -> list[Seat]:
    """Seats from a command-line SPEC such as ``Ann,bot:normal,bot:easy`` (the levels by
    their player-facing names, or the internal ones: ``bot:heuristic``).

    ``bot`` alone means the game's default level (Normal). Raises ``ValueError`` with a
    message for the command line."""
    parts = [p.strip() for p in spec.split(",")]
    if any(not p for p in parts):
        raise ValueError(f"--players {spec!r}: empty seat in the list")
    game.check_players(len(parts))
    seats: list[Seat] = []
    for i, part in enumerate(parts):
        colour = PLAYER_COLOURS[i]
        if part.startswith("bot:") or part == "bot":
            level = level_of(part[4:]) if part[4:] else game.default_bot_level
            if level not in game.bot_levels:
                raise ValueError(
                    f"--players: {game.title} has no bot level {part[4:]!r} "
                    f"(levels: {levels_text(game.bot_levels)})"
                )
            shown = LEVEL_NAMES.get(level, level.title())
            seats.append(Seat(f"{shown} bot {i + 1}", colour, level))
        else:
            problem = name_problem(part)
            if problem is not None:
                raise ValueError(f"--players: the name {part!r} {problem}")
            seats.append(Seat(part, colour, None))
    return seats


@dataclass(frozen=True)
class LogEntry:
    seat: int
    action: Action
    events: tuple[Event, ...]
    #: taken in a step where several seats decide at once (an auction, a vote)
    simultaneous: bool = False


def actor_of(state: State, action: Action) -> int:
    """The seat taking ``action``: its own ``seat`` field in a simultaneous step (a game on
    the decision stack says itself, open seats of a real-time auction included)."""
    if isinstance(state, DecisionStack):
        actor = state.actor(action)
        if actor is not None:
            return actor
    seat = getattr(action, "seat", None)
    if isinstance(seat, int) and state.current_player == SIMULTANEOUS:
        return seat
    return state.current_player


def decision_seed(seed: int, index: int, seat: int) -> int:
    """Seed for a bot's decision at action ``index``: bots stay reproducible across
    save/load because their randomness depends only on the game seed and position."""
    return Rng.seed_from(seed ^ (index * 0x9E3779B97F4A7C15), seat)


def board_problems_for(game: Game, board: str | Path) -> list[str]:
    """Why ``game`` cannot be played on the custom ``board`` (empty: it can): the board's
    files must fit the game (:func:`game.paths.board_files`), then the game's own checks
    (``Game.validate_data``, which read every map through the one loader) run on it.

    This is the check a save's board must pass; :func:`game.boards.custom.board_problems`
    runs each map through the loader first, to name every broken map once."""
    try:
        board_files(game.id, board)
    except BoardError as exc:
        return [str(exc)]
    with board_in_use(game.id, board):
        try:
            return list(game.validate_data())
        except Exception as exc:  # a validator must report, never crash
            return [f"{game.id}: the board cannot be checked ({type(exc).__name__}: {exc})"]


@dataclass
class Session:
    game: Game
    seats: list[Seat]
    seed: int
    options: dict[str, Any]
    state: State
    log: list[LogEntry] = field(default_factory=list)
    #: a custom board (map file or folder) the game is played on; None: the shipped maps
    board: str | None = None
    #: the Hard bots' search budget (None: the default, one second a decision)
    bot_budget: SearchBudget | None = field(default=None, repr=False, compare=False)
    _bots: dict[int, Bot] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def start(
        cls, game: Game, seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None,
        board: str | None = None,
    ) -> Session:
        """A new game; ``board`` is a custom board to play on (put in use by
        :func:`game.paths.use_board`; validate it first: :func:`board_problems_for` or
        :func:`game.boards.custom.board_problems`), None for the shipped maps."""
        game.check_players(len(seats))
        use_board(game.id, board)
        opts = game.resolve_options(len(seats), options)
        for seat in seats:
            if seat.bot is not None and seat.bot not in game.bot_levels:
                raise ValueError(f"{game.title} has no bot level {seat.bot!r}")
        state = game.new_game(len(seats), seed, opts)
        return cls(game, list(seats), seed, opts, state, board=board)

    @property
    def actions(self) -> list[Action]:
        return [entry.action for entry in self.log]

    def apply(self, action: Action) -> list[Event]:
        """Apply an action for whoever's decision it is and record it."""
        seat = actor_of(self.state, action)
        simultaneous = self.state.current_player == SIMULTANEOUS
        events = self.state.apply(action)
        self.log.append(LogEntry(seat, action, tuple(events), simultaneous))
        return events

    def bot_for(self, seat: int) -> Bot | None:
        """The seat's bot (one for the whole session), seeded for the decision now."""
        level = self.seats[seat].bot
        if level is None:
            return None
        seed = decision_seed(self.seed, len(self.log), seat)
        bot = self._bots.get(seat)
        if bot is None or bot.level != level:
            bot = self._bots[seat] = make_bot(self.game, level, seat, seed, self.bot_budget)
        else:
            bot.reseed(seed)
        return bot

    def bot_action(self, seat: int) -> Action:
        """The action the bot at ``seat`` takes now, from its redacted view (a bot that
        needs only the legal actions gets just those)."""
        bot = self.bot_for(seat)
        if bot is None:
            raise ValueError(f"seat {seat} is not a bot")
        if not bot.needs_view:
            return bot.choose_from(self.state.legal_actions(seat))
        return bot.choose(self.state.view(seat))

    def pending_bots(self) -> list[int]:
        """Bot seats that may act now."""
        if self.state.is_over:
            return []
        return [s for s in self.state.pending_seats() if self.seats[s].bot is not None]

    # ------------------------------------------------------------------ undo

    def undo_point(self, seat: int) -> int | None:
        """Log index to rewind to for undoing ``seat``'s last action, or None when undo is
        not allowed: no such action, hidden information was revealed since, or a step in
        which several seats decided at once (an auction, a vote) lies in between; taking
        back a real-time bid would let a player bid again knowing the others' prices."""
        return self._undo_scan(seat)[0]

    def undo_blocker(self, seat: int) -> str | None:
        """Why ``seat`` cannot undo now, in a player's words (None: it can)."""
        return self._undo_scan(seat)[1]

    def _undo_scan(self, seat: int) -> tuple[int | None, str | None]:
        for i in range(len(self.log) - 1, -1, -1):
            entry = self.log[i]
            if entry.simultaneous:
                return None, ("Undo stops at an auction or a vote: everyone decided at once, "
                              "so a bid or a vote cannot be taken back.")
            if any(ev.reveals for ev in entry.events):
                return None, ("Undo stops where something hidden came to light since your "
                              "last move (a card drawn or turned up).")
            if entry.seat == seat:
                return i, None
        return None, "You have no move to take back yet."

    def undo(self, seat: int) -> bool:
        """Rewind to before ``seat``'s last action; False (nothing changed) if not allowed."""
        point = self.undo_point(seat)
        if point is None:
            return False
        self.replay(self.actions[:point])
        return True

    def replay(self, actions: Sequence[Action]) -> None:
        """Rebuild the state from the seed by applying ``actions``."""
        fresh = Session.start(self.game, self.seats, self.seed, self.options, self.board)
        for action in actions:
            fresh.apply(action)
        self.state, self.log = fresh.state, fresh.log
