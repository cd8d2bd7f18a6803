"""Bot decisions in a second process: a search bot uses the machine's second core and never
holds the interpreter lock the frames need.

What crosses the pipe for one decision (:class:`Job`) is small and exact:

* the game it is for (:class:`Table`: game id, custom board, player count, seed, options).
  The process builds that game's start state once and takes from it the objects a state
  shares and never saves (component data, the board: the ``shared`` fields of
  :class:`~game.core.fields.StateFields`), which stay the same all game long;
* the seat's view as its declared fields (:func:`pack_state`: ``marshal`` of the data and
  value fields and the RNG, about 2 KB and 0.02 ms mid-game; pickling the view whole is not
  possible, component data holds mapping proxies). :func:`unpack_state` rebuilds a state
  equal to the view, as ``clone`` would;
* the bot: its level, seat, the state of its RNG (seeded for this decision) and the search
  budget. The process makes the same bot with :func:`game.core.bots.make_bot`.

So a decision in the process is the one the bot makes inline: same seed and playouts, same
choice. One decision is in the process at a time; later ones wait in this process, so a
request cancelled before it started is never sent. Cancelling the one running sets a shared
flag that the search asks before every playout (:attr:`game.core.search.SearchBot.stop`):
it stops within one playout, and its answer is dropped.

The process is started with the ``spawn`` method on every system (what Windows and macOS
use anyway, and what a one-file build supports through ``multiprocessing.freeze_support``
in ``game/__main__.py``). It starts on first use (or :meth:`ThinkerProcess.warm`: the play
screen of a game with a Hard bot), is reused, and is a daemon: it dies with the app. It
imports only the pure side (``game.core`` and the games' rules), never pygame.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import logging
import marshal
import multiprocessing
import threading
import time
import traceback
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.fields import FieldsMixin
from game.core.protocol import Action, Bot, State
from game.core.search import SearchBot, SearchBudget

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

    from game.core.session import Session
    from game.engine.botrequest import Request

log = logging.getLogger(__name__)

#: start states the process keeps (one per game being played; a few for tests and benches)
TABLES_KEPT = 4
#: attributes a state may carry besides its declared fields: caches rebuilt on demand
_REBUILT = frozenset({"rng", "_cow", "_legal_cache"})


class CannotSend(ValueError):
    """This decision cannot be made in the process (the message says why); the caller
    makes it in the thread instead."""


class DecisionDropped(RuntimeError):
    """A decision that was cancelled while the process made it: its answer is not used."""


# ----------------------------------------------------------------------------- the wire


def pack_state(state: State) -> bytes:
    """A state's declared fields and RNG, marshalled (see the module docstring)."""
    if not isinstance(state, FieldsMixin):
        raise CannotSend(f"{type(state).__name__} does not declare its fields")
    fields = state.FIELDS
    own = state.__dict__
    stray = sorted(set(own) - set(fields.data) - set(fields.values) - set(fields.shared)
                   - _REBUILT)
    if stray:
        raise CannotSend(f"{type(state).__name__} has undeclared attributes {stray}")
    try:
        return marshal.dumps((tuple(own[n] for n in fields.data),
                              tuple(own[n] for n in fields.values), state.rng.to_dict()))
    except ValueError as exc:  # marshal: an object it cannot write
        raise CannotSend(f"{type(state).__name__}: {exc}") from exc


def unpack_state(blob: bytes, like: State) -> State:
    """The state :func:`pack_state` packed, of ``like``'s class, sharing ``like``'s
    ``shared`` objects (they are the same in every position of a game)."""
    from game.core.rng import Rng

    if not isinstance(like, FieldsMixin):
        raise TypeError(f"{type(like).__name__} does not declare its fields")
    data, values, rng = marshal.loads(blob)
    fields = like.FIELDS
    new = object.__new__(type(like))
    dst = new.__dict__
    dst.update(zip(fields.data, data, strict=True))
    dst.update(zip(fields.values, values, strict=True))
    for name in fields.shared:
        dst[name] = like.__dict__[name]
    dst["rng"] = Rng.from_dict(rng)
    return new


@dataclass(frozen=True)
class Table:
    """The game a decision belongs to, enough to build its start state."""

    game_id: str
    board: str | None
    players: int
    seed: int
    options_json: str

    @classmethod
    def of(cls, session: Session) -> Table:
        return cls(session.game.id, session.board, len(session.seats), session.seed,
                   json.dumps(session.options, sort_keys=True))


@dataclass(frozen=True)
class Job:
    """One decision for the process."""

    id: int
    table: Table
    level: str
    seat: int
    bot_rng: dict[str, int]
    budget: SearchBudget | None
    view: bytes


class BotProcessError(RuntimeError):
    """A bot failed in the bot process: its error's type and message (the process sends
    text, not the exception object, so nothing but plain data crosses back)."""


@dataclass(frozen=True)
class Answer:
    """What the process says back: the action, or the error, for job ``id``."""

    id: int
    action: Action | None = None
    playouts: int = 0
    stopped: bool = False
    #: the bot's error, as "Type: message" (this side raises it as a BotProcessError)
    error: str | None = None
    trace: str = ""


def job_for(session: Session, seat: int, bot: Bot, job_id: int = 0) -> Job:
    """The decision ``bot`` (seeded for this position) is to make for ``seat`` now, for the
    process; :class:`CannotSend` when it must be made in this process."""
    from game.core.catalogue import get_game

    try:
        known = get_game(session.game.id)
    except (KeyError, LookupError) as exc:
        raise CannotSend(f"{session.game.id!r} is not a catalogued game") from exc
    if type(known) is not type(session.game):
        raise CannotSend(f"{session.game.id!r} is not the catalogued game")
    level = session.seats[seat].bot
    if level is None or level != bot.level:
        raise CannotSend(f"seat {seat} has no {bot.level!r} bot")
    budget = bot.budget if isinstance(bot, SearchBot) else session.bot_budget
    return Job(job_id, Table.of(session), level, seat, bot.rng.to_dict(), budget,
               pack_state(session.state.view(seat)))


# ----------------------------------------------------------------------------- the process


class _Thinker:
    """The process side: start states per table, one bot per (table, seat, level)."""

    def __init__(self, stop: Any, progress: Any) -> None:
        self.stop, self.progress = stop, progress
        self.tables: OrderedDict[Table, State] = OrderedDict()
        self.bots: dict[tuple[Table, int, str, SearchBudget | None], Bot] = {}
        self.board: tuple[str, str | None] | None = None

    def start_state(self, table: Table) -> State:
        from game.core.catalogue import get_game
        from game.paths import use_board

        if self.board != (table.game_id, table.board):
            use_board(table.game_id, table.board)
            self.board = (table.game_id, table.board)
        start = self.tables.get(table)
        if start is None:
            game = get_game(table.game_id)
            start = game.new_game(table.players, table.seed, json.loads(table.options_json))
            self.tables[table] = start
            while len(self.tables) > TABLES_KEPT:
                dropped, _ = self.tables.popitem(last=False)
                self.bots = {k: b for k, b in self.bots.items() if k[0] != dropped}
        self.tables.move_to_end(table)
        return start

    def decide(self, job: Job) -> Answer:
        from game.core.bots import make_bot
        from game.core.catalogue import get_game
        from game.core.rng import Rng

        view = unpack_state(job.view, self.start_state(job.table))
        key = (job.table, job.seat, job.level, job.budget)
        bot = self.bots.get(key)
        if bot is None:
            game = get_game(job.table.game_id)
            bot = self.bots[key] = make_bot(game, job.level, job.seat, 0, job.budget)
        bot.rng = Rng.from_dict(job.bot_rng)
        if isinstance(bot, SearchBot):
            bot.last = None
            bot.stop = self.stopper(job.id)
        if not bot.needs_view:
            return Answer(job.id, bot.choose_from(view.legal_actions(job.seat)))
        action = bot.choose(view)
        last = bot.last if isinstance(bot, SearchBot) else None
        if last is None:
            return Answer(job.id, action)
        return Answer(job.id, action, last.playouts, last.stopped)

    def stopper(self, job_id: int) -> Callable[[], bool]:
        """The search's stop question: counts the playouts begun (for the parent and the
        tests) and says whether this job was cancelled."""
        progress, stop = self.progress, self.stop
        progress.value = 0

        def stopped() -> bool:
            progress.value += 1
            return bool(stop.value == job_id)

        return stopped


def serve(conn: Connection, stop: Any, progress: Any) -> None:
    """The process's loop: a :class:`Job` in, an :class:`Answer` out, until ``None`` or the
    pipe closes."""
    thinker = _Thinker(stop, progress)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        try:
            answer = thinker.decide(job)
        except Exception as exc:  # the bot's error goes to the frame, which reports it
            answer = Answer(job.id, error=f"{type(exc).__name__}: {exc}",
                            trace=traceback.format_exc())
        conn.send(answer)


# ----------------------------------------------------------------------------- this side


class ThinkerProcess:
    """This side of the bot process: a queue of decisions, the pipe and its reader thread.

    :meth:`submit` never blocks the frame: the process is started (on first use) and read
    by a daemon thread; ``on_answer`` is called from that thread after each decision."""

    def __init__(self, on_answer: Callable[[], None] | None = None) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._lock = threading.Lock()
        self._waiting: deque[tuple[Request, Job]] = deque()
        self._running: tuple[Request, Job] | None = None
        self._ids = itertools.count(1)
        self._conn: Connection | None = None
        self._proc: Any = None
        self._starting = False
        self.stop = self._ctx.RawValue("q", 0)  # the id of the job to stop
        self.progress = self._ctx.RawValue("q", 0)  # playouts the running job has begun
        self.on_answer = on_answer
        #: decisions answered (tests and the bench read it)
        self.answered = 0

    def submit(self, request: Request, session: Session, seat: int, bot: Bot) -> None:
        """Send ``bot``'s decision for ``seat`` to the process, answered on ``request``
        (:class:`CannotSend`, raised at once, when it cannot go)."""
        job = job_for(session, seat, bot, next(self._ids))
        request.on_cancel = lambda: self._cancel(job.id)
        with self._lock:
            self._waiting.append((request, job))
            self._send_next()

    def warm(self, wait: float = 0.0) -> bool:
        """Start the process now (it starts with the first decision otherwise); wait up
        to ``wait`` seconds for it to be ready. True when it is."""
        with self._lock:
            if self._conn is None and not self._starting:
                self._start_link()
        end = time.monotonic() + wait
        while self._conn is None and time.monotonic() < end:
            time.sleep(0.01)
        return self._conn is not None

    @property
    def pid(self) -> int | None:
        """The process's id while it runs."""
        proc = self._proc
        return None if proc is None else proc.pid

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    def close(self) -> None:
        """Stop the process (its running decision is dropped)."""
        with self._lock:
            conn, proc = self._conn, self._proc
            self._conn = self._proc = None
            self.stop.value = -1
        if conn is not None:
            with contextlib.suppress(OSError):
                conn.send(None)
        if proc is not None:
            proc.join(1.0)
            if proc.is_alive():
                proc.terminate()
                proc.join(1.0)

    # -------------------------------------------------------------- internals
    def _cancel(self, job_id: int) -> None:
        with self._lock:
            if self._running is not None and self._running[1].id == job_id:
                self.stop.value = job_id  # the search stops before its next playout

    def _send_next(self) -> None:
        """With the lock held: send the next wanted decision if the process is free."""
        if self._running is not None:
            return
        while self._waiting:
            request, job = self._waiting[0]
            if request.future.cancelled():
                self._waiting.popleft()
                continue
            if self._conn is None:
                if not self._starting:
                    self._start_link()
                return
            self._waiting.popleft()
            if not request.future.set_running_or_notify_cancel():
                continue
            self._running = (request, job)
            self.progress.value = 0  # from now on, this job's playouts
            try:
                self._conn.send(job)
            except OSError as exc:
                self._running = None
                request.future.set_exception(RuntimeError(f"the bot process is gone: {exc}"))
                continue
            return

    def _start_link(self) -> None:
        """With the lock held: start the process from the reader thread."""
        self._starting = True
        threading.Thread(target=self._link, name="bot-process-link", daemon=True).start()

    def _link(self) -> None:
        """The reader thread: start the process, then take its answers."""
        from game.engine import botprocess  # the target's module, importable by name

        try:
            here, there = self._ctx.Pipe()
            proc = self._ctx.Process(target=botprocess.serve, name="bot-thinker",
                                     args=(there, self.stop, self.progress), daemon=True)
            proc.start()
            there.close()
        except Exception as exc:  # no process: every waiting decision fails, loudly
            log.exception("the bot process could not start")
            with self._lock:
                self._starting = False
                failed = list(self._waiting)
                self._waiting.clear()
            for request, _ in failed:
                if request.future.set_running_or_notify_cancel():
                    request.future.set_exception(
                        RuntimeError(f"the bot process could not start: {exc}"))
            return
        with self._lock:
            self._conn, self._proc, self._starting = here, proc, False
            self._send_next()
        self._read(here)

    def _read(self, conn: Connection) -> None:
        while True:
            try:
                answer: Answer = conn.recv()
            except (EOFError, OSError):
                self._lost(conn)
                return
            with self._lock:
                running, self._running = self._running, None
                self.answered += 1
                cancelled = self.stop.value == answer.id
                self._send_next()
            if running is not None and running[1].id != answer.id:  # never: one at a time
                running[0].future.set_exception(RuntimeError(
                    f"the bot process answered job {answer.id} for job {running[1].id}"))
            elif running is not None:
                _resolve(running[0], answer, cancelled)
            if self.on_answer is not None:
                self.on_answer()

    def _lost(self, conn: Connection) -> None:
        """The process ended (closed, or crashed): fail its decision; the next decision
        starts a new process."""
        with self._lock:
            if self._conn is conn:
                self._conn, self._proc = None, None
            running, self._running = self._running, None
            if self._waiting:
                self._send_next()
        if running is not None and not running[0].future.done():
            running[0].future.set_exception(RuntimeError("the bot process stopped"))


def _resolve(request: Request, answer: Answer, cancelled: bool) -> None:
    request.playouts = answer.playouts
    if answer.error is not None:
        log.error("a bot failed in the bot process:\n%s", answer.trace)
        request.future.set_exception(BotProcessError(answer.error))
    elif cancelled or answer.action is None:
        request.future.set_exception(DecisionDropped("the decision was cancelled"))
    else:
        request.future.set_result(answer.action)


def wants_process(bot: Bot) -> bool:
    """Does ``bot`` think in the process? The search bots do (a decision takes the whole
    thinking budget); the one-step bots decide in a few ms at most, less than the process
    round trip costs them (measured: docs/STATUS.md), and stay in the thread."""
    return isinstance(bot, SearchBot)


__all__ = ["Answer", "CannotSend", "DecisionDropped", "Job", "Table", "ThinkerProcess",
           "job_for", "pack_state", "serve", "unpack_state", "wants_process"]
