"""What a board view's mixins use of the board-view base, declared once for the type
checker.

A game's view is one class made of mixins (its prompt, its panels, its table part...) on
:class:`~game.engine.boardview.base.BoardView`. A mixin that reads the view's state or
calls its methods subclasses its game's *parts* class (``game/<game>/view_host.py``),
which subclasses :class:`BoardViewParts`: here the members every game's mixins use of the
base (and of :class:`~game.engine.gameview.GameView` under it), there only the game's own.
At run time the class is empty (the declarations sit under ``TYPE_CHECKING``: a stub would
shadow the base's real method); for mypy they say what a mixin may use, so a member the
base loses or changes is a type error in the mixin rather than an AttributeError in a game.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from game.core.protocol import Action
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.boardview.memo import Memo
    from game.engine.boardview.motion import Tween
    from game.engine.tablesetup import TableSizes
    from game.engine.theme import PlayerLook


class BoardViewParts:
    """The members of a board view's base that its game's mixins read or call."""

    if TYPE_CHECKING:
        app: App
        session: Session
        #: the table's sizes (table mode), else None
        table: TableSizes | None
        #: the selection's and the hover's keys (Any: each game's own key shapes)
        selected: Any
        hover: Any
        actor: int | None
        viewer: int | None
        version: int
        painting_ahead: bool
        memo: Memo
        animations: list[Tween]

        def names(self) -> list[str]: ...
        def say(self, text: str) -> str: ...
        def looks(self) -> list[PlayerLook]: ...
        def legal_actions(self) -> list[Action]: ...
        def seen(self, viewer: int | None) -> Any: ...
        def visible_state(self, viewer: int | None) -> Any: ...
        def act(self, action: Action) -> bool: ...
        def submit(self, action: Action) -> bool: ...
        def cancel(self) -> bool: ...
        def sel(self, kind: str) -> Any: ...
        def peekable(self, seat: int) -> bool: ...
        def may_paint_ahead(self, name: str | None = None) -> bool: ...
        def layers_key(self, viewer: int | None) -> tuple[Hashable, ...]: ...
        def cached_panel(self, surface: pygame.Surface, name: str, rect: pygame.Rect,
                         key: Hashable, paint: Callable[[pygame.Surface], object],
                         opaque: bool = False) -> None: ...
