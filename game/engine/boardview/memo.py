"""Values a view works out once per position and reuses until what they depend on changes.

A board view asks the same questions many times a frame (the actor's options sorted by
what they touch, what a viewer may see, where the side panel's pieces go, which board
spot stands for which action); each answer holds until its key changes (usually the
view's ``version``, with the viewer or the layout where the answer depends on them).
:class:`Memo` keeps one answer per name, with the key it was worked out for (or a family
of answers for that key, :meth:`Memo.within`). A cache
only: dropping it changes nothing but the time a frame takes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class Memo:
    """One kept answer per name, for the key it was worked out for."""

    def __init__(self) -> None:
        self._kept: dict[str, tuple[Hashable, Any]] = {}

    def get(self, name: str, key: Hashable, work_out: Callable[[], T]) -> T:
        """The answer ``name`` for ``key``: kept from the last call with an equal key,
        else ``work_out()`` (kept in its place)."""
        kept = self._kept.get(name)
        if kept is None or kept[0] != key:
            kept = self._kept[name] = (key, work_out())
        return kept[1]

    def within(self, name: str, key: Hashable, item: Hashable, work_out: Callable[[], T]) -> T:
        """Answer ``item`` of the family ``name`` for ``key``: a family keeps several
        answers for one key (each viewer's visible state, each card's preview), all
        dropped together when the key changes; ``work_out()`` makes a missing one."""
        answers: dict[Hashable, Any] = self.get(name, key, dict)
        if item not in answers:
            answers[item] = work_out()
        value: T = answers[item]
        return value

    def forget(self, name: str | None = None) -> None:
        """Drop answer ``name`` (None: every answer), so it is worked out again."""
        if name is None:
            self._kept.clear()
        else:
            self._kept.pop(name, None)


class Kept(Generic[T]):
    """Answers kept by key for as long as the program runs, at most ``limit`` of them (all
    dropped when one more would pass it): pictures and layouts a board draws again and
    again (a piece's sprite, a card text's place), asked with a key saying all they depend
    on. A cache only, as :class:`Memo`."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._kept: dict[Hashable, T] = {}

    def get(self, key: Hashable, work_out: Callable[[], T]) -> T:
        """The answer for ``key``: kept, else ``work_out()`` (kept from now on)."""
        if key not in self._kept:
            if len(self._kept) > self.limit:
                self._kept.clear()
            self._kept[key] = work_out()
        return self._kept[key]
