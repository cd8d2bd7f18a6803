"""What the Starship view's table mixin (:mod:`view_table`) uses of the whole view,
declared once for the type checker.

:class:`~game.starship.view_table.StarshipTable` subclasses :class:`StarshipViewParts`.
At run time the class is empty (the declarations sit under ``TYPE_CHECKING``: a stub here
would shadow the real method of :class:`~game.starship.view.StarshipView` or its
BoardView base); for mypy they say what the mixin may use, so a member the view loses or
changes is a type error in the mixin rather than an AttributeError in a game.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from game.engine.boardview.parts import BoardViewParts

if TYPE_CHECKING:
    import pygame

    from game.core.protocol import Action
    from game.engine.theme import RGB
    from game.starship.rules.state import StarshipState
    from game.starship.view_actions import SpotKey
    from game.starship.view_draw import Marks, Painter
    from game.starship.view_layout import Spot


class StarshipViewParts(BoardViewParts):
    """The members of StarshipView beyond its base's
    (:class:`~game.engine.boardview.parts.BoardViewParts`) that its table mixin uses."""

    if TYPE_CHECKING:
        info: SpotKey | None
        page: int

        @property
        def st(self) -> StarshipState: ...
        def spots(self) -> list[Spot]: ...
        def target_map(self) -> dict[SpotKey, list[Action]]: ...
        def tap(self, key: SpotKey) -> None: ...
        def next_page(self) -> None: ...
        def prompt_text(self, look: Hashable | None = None) -> tuple[str, RGB]: ...
        def marks(self, viewer: int | None) -> Marks: ...
        def seat_key(self, seat: int, st: StarshipState, m: Marks) -> Hashable: ...
        def painter(self, surface: pygame.Surface, viewer: int | None,
                    cls: type[Painter] = ..., landed: bool = False,
                    shown_at: float | None = None) -> Painter: ...
