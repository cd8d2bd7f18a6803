"""Bot decisions off the frame: the frame asks, a worker thinks, a later frame picks up.

A frame must never wait for a bot (the Escape heuristic looks ahead for several ms, the
search bots think for a second). The play scene asks the worker for a decision::

    request = worker.decide(tag, session, seat)                 # at once, returns
    ...
    if request.done():                                          # in a later update
        if request.tag == current_tag():                        # else: stale, dropped
            session.apply(request.result())

``tag`` names the position the decision is for (the play scene uses its generation
counter, the log length and the seat): a result whose tag no longer matches (the player
undid, loaded, left the game, or another seat acted first) is never applied, and
:meth:`Request.cancel` stops the thinking. Bots are seeded from the game seed and the log
length when the request is made, and read a snapshot (the seat's view), so a decision made
off the frame is the one made inline: same seed and actions, same game.

Where a decision is made:

* the search bots (Hard) think in a second process (:mod:`game.engine.botprocess`): the
  machine's second core, and no share of the interpreter lock the frames need. Cancelling
  stops the search within one playout;
* the one-step bots (Easy, Normal) decide in one daemon thread: their decisions take a few
  ms at most, less than the process round trip would add. The interpreter's thread switch
  interval is lowered to 1 ms while the thread exists, so a frame that wants the lock back
  from a deciding bot gets it within a millisecond instead of the default 5 ms.

Whoever wants to know when a decision is ready (the app, to wake its loop) registers a
callable in :data:`listeners`; it is called from the worker's thread.
"""

from __future__ import annotations

import logging
import queue
import sys
import threading
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

from game.engine.botprocess import CannotSend, ThinkerProcess, wants_process
from game.engine.botrequest import Request

if TYPE_CHECKING:
    from game.core.session import Session

log = logging.getLogger(__name__)

#: the longest time (s) the frame may wait for the GIL held by a deciding bot
SWITCH_INTERVAL = 0.001

#: called (from a worker thread, no arguments) whenever a decision is ready
listeners: list[Callable[[], None]] = []


def _notify() -> None:
    for listener in list(listeners):
        try:
            listener()
        except Exception:  # a listener's failure must not stop the bots
            log.exception("a bot decision listener failed")


class BotWorker:
    """A daemon thread for the quick bots and, started on first use, a process for the
    search bots. ``processes=False`` makes every decision in the thread (the frame bench
    compares the two)."""

    def __init__(self, processes: bool = True) -> None:
        self._jobs: queue.SimpleQueue[tuple[Request, Callable[..., Any], tuple[Any, ...]]] = (
            queue.SimpleQueue())
        self._thread = threading.Thread(target=self._run, name="bot-worker", daemon=True)
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        self._thread.start()
        self.processes = processes
        self._process: ThinkerProcess | None = None

    @property
    def process(self) -> ThinkerProcess:
        """The bot process's handle (the process itself starts with its first decision)."""
        if self._process is None:
            self._process = ThinkerProcess(on_answer=_notify)
        return self._process

    def warm(self, wait: float = 30.0) -> bool:
        """Start the bot process now rather than with the first Hard decision (the bench
        times frames, not the start-up); True once it is ready."""
        return self.processes and self.process.warm(wait)

    def submit(self, tag: Hashable, fn: Callable[..., Any], *args: Any) -> Request:
        """Run ``fn(*args)`` in the worker thread; returns at once."""
        request = Request(tag)
        self._jobs.put((request, fn, args))
        return request

    def decide(self, tag: Hashable, session: Session, seat: int) -> Request:
        """The decision of the bot at ``seat`` in ``session``'s position now, made off the
        frame (see the module docstring for where); returns at once."""
        bot = session.bot_for(seat)  # seeded for this position
        if bot is None:
            raise ValueError(f"seat {seat} is not a bot")
        if self.processes and wants_process(bot):
            request = Request(tag)
            try:
                self.process.submit(request, session, seat, bot)
                return request
            except CannotSend as exc:
                log.info("deciding in the thread: %s", exc)
        if not getattr(bot, "needs_view", True):
            return self.submit(tag, bot.choose_from, session.state.legal_actions(seat))
        return self.submit(tag, bot.choose, session.state.view(seat))

    def close(self) -> None:
        """Stop the bot process, if it runs (the thread is a daemon)."""
        if self._process is not None:
            self._process.close()

    def _run(self) -> None:
        while True:
            request, fn, args = self._jobs.get()
            if not request.future.set_running_or_notify_cancel():
                continue  # dropped before it started
            try:
                request.future.set_result(fn(*args))
            except BaseException as exc:  # handed to the frame, which reports it
                request.future.set_exception(exc)
            _notify()


_shared: BotWorker | None = None
_lock = threading.Lock()


def shared_worker() -> BotWorker:
    """The app's one bot worker (started on first use)."""
    global _shared
    with _lock:
        if _shared is None:
            _shared = BotWorker()
        return _shared


def use_shared_worker(worker: BotWorker | None) -> BotWorker | None:
    """Make ``worker`` the app's bot worker (the bench compares thread and process);
    returns the one it replaces (None: the next :func:`shared_worker` makes a new one)."""
    global _shared
    with _lock:
        before, _shared = _shared, worker
        return before
