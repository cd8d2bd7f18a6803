"""One bot decision on its way from the worker (thread or process) to the frame.

Its own module so that both the worker (:mod:`game.engine.botworker`) and the bot process
(:mod:`game.engine.botprocess`) use it without importing each other."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from concurrent.futures import Future
from typing import Any


class Request:
    """One decision on its way: ``tag`` (what position it is for) and its future."""

    def __init__(self, tag: Hashable) -> None:
        self.tag = tag
        self.future: Future[Any] = Future()
        #: called by :meth:`cancel` (the process uses it to stop a running search)
        self.on_cancel: Callable[[], None] | None = None
        #: playouts the search made (decisions made in the process)
        self.playouts = 0

    def done(self) -> bool:
        return self.future.done()

    def wait(self, timeout: float | None) -> bool:
        """Block until the decision is made (tests and benchmarks); True when it is."""
        try:
            self.future.exception(timeout)
        except TimeoutError:
            return False
        except Exception:  # cancelled: it is settled too
            return True
        return True

    def result(self) -> Any:
        """The decision; raises what the bot raised."""
        return self.future.result(0)

    def cancel(self) -> None:
        """Nobody wants this decision any more: skipped if not started yet, stopped (a
        search in the process) or left to finish unread (a thread) if it is running."""
        self.future.cancel()
        if self.on_cancel is not None:
            self.on_cancel()
