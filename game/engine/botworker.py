"""Bot decisions off the frame: one background thread thinks, the frame only picks up.

A frame must never wait for a bot (the Escape heuristic looks ahead for several ms, other
bots may search far longer). The play scene hands the worker a decision to make::

    request = worker.submit(tag, bot.choose, state.view(seat))   # at once, returns
    ...
    if request.done():                                          # in a later update
        if request.tag == current_tag():                        # else: stale, dropped
            session.apply(request.result())

``tag`` names the position the decision is for (the play scene uses its generation
counter, the log length and the seat): a result whose tag no longer matches (the player
undid, loaded, left the game, or another seat acted first) is simply never applied. The
argument is a snapshot (a seat's view is a copy of the state), so the thread never reads
state the frame is changing. Bots are seeded from the game seed and the log length when
the request is made, so a decision made in the thread is the one made inline: same seed
and actions, same game.

One worker thread serves the whole app (decisions are short and one at a time); it is a
daemon, so an app that quits never waits for a bot. The interpreter's thread switch
interval is lowered to 1 ms while the worker exists, so a frame that wants the GIL back
from a thinking bot gets it within a millisecond instead of the default 5 ms.
"""

from __future__ import annotations

import queue
import sys
import threading
from collections.abc import Callable, Hashable
from concurrent.futures import Future
from typing import Any

#: the longest time (s) the frame may wait for the GIL held by a thinking bot
SWITCH_INTERVAL = 0.001


class Request:
    """One decision on its way: ``tag`` (what position it is for) and its future."""

    def __init__(self, tag: Hashable) -> None:
        self.tag = tag
        self.future: Future[Any] = Future()

    def done(self) -> bool:
        return self.future.done()

    def wait(self, timeout: float | None) -> bool:
        """Block until the decision is made (tests and benchmarks); True when it is."""
        try:
            self.future.exception(timeout)
        except TimeoutError:
            return False
        return True

    def result(self) -> Any:
        """The decision; raises what the bot raised."""
        return self.future.result(0)

    def cancel(self) -> None:
        """Nobody wants this decision any more (it is skipped if not started yet)."""
        self.future.cancel()


class BotWorker:
    """A daemon thread running submitted decisions in order."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[tuple[Request, Callable[..., Any], tuple[Any, ...]]] = (
            queue.SimpleQueue())
        self._thread = threading.Thread(target=self._run, name="bot-worker", daemon=True)
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        self._thread.start()

    def submit(self, tag: Hashable, fn: Callable[..., Any], *args: Any) -> Request:
        """Run ``fn(*args)`` in the worker; returns at once."""
        request = Request(tag)
        self._jobs.put((request, fn, args))
        return request

    def _run(self) -> None:
        while True:
            request, fn, args = self._jobs.get()
            if not request.future.set_running_or_notify_cancel():
                continue  # dropped before it started
            try:
                request.future.set_result(fn(*args))
            except BaseException as exc:  # handed to the frame, which reports it
                request.future.set_exception(exc)


_shared: BotWorker | None = None
_lock = threading.Lock()


def shared_worker() -> BotWorker:
    """The app's one bot worker (started on first use)."""
    global _shared
    with _lock:
        if _shared is None:
            _shared = BotWorker()
        return _shared
