"""What the Merchants of Andromeda view's mixins (its panels, prompt, Senate reading and
table parts) use of one another and of the whole view, declared once for the type checker.

Each mixin subclasses :class:`MerchantsViewParts`. At run time the class is empty (the
declarations sit under ``TYPE_CHECKING``: a stub here would shadow the real method of
:class:`~game.merchants.view.MerchantsView` or of a mixin before it); for mypy they say what a
mixin may use, so a member the view loses or changes is a type error in the mixin rather
than an AttributeError in a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.boardview.parts import BoardViewParts

if TYPE_CHECKING:
    import pygame

    from game.boards.model import BoardMap
    from game.core.protocol import Action
    from game.merchants.rules.state import MerchantsState
    from game.merchants.view_auction import AuctionDriver
    from game.merchants.view_layout import Layout, Placement

#: per board, the node ids marked "may choose" and "selected" (MerchantsView.marks)
Marks = tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]


class MerchantsViewParts(BoardViewParts):
    """The members of MerchantsView beyond its base's
    (:class:`~game.engine.boardview.parts.BoardViewParts`) that its mixins use."""

    if TYPE_CHECKING:
        rect: pygame.Rect
        lay: Layout
        maps: dict[str, BoardMap]
        auction: AuctionDriver
        #: the latest scoring: category -> seat -> money, and its title
        scoring: dict[str, dict[int, int]]
        scoring_title: str

        @property
        def st(self) -> MerchantsState: ...
        @property
        def selected_lane(self) -> int | None: ...
        def zoomed(self) -> str: ...
        def zoom(self, board: str) -> None: ...
        def main_placement(self) -> Placement: ...
        def focused_target(self) -> Any: ...
        def _scene(self) -> object: ...
        def marks(self) -> Marks: ...
        def spots(self) -> dict[tuple[Any, ...], list[Action]]: ...
        def activate(self, key: tuple[Any, ...]) -> None: ...
        def board_actions(self) -> list[Action]: ...
        def target_of(self, action: Action) -> Any: ...
        def button_actions(self) -> list[Action]: ...
        def button_label(self, action: Action) -> str: ...
        def prompt(self) -> str: ...
        def info(self) -> list[str]: ...
        def read_senator(self) -> int | None: ...
        def senator_words(self, index: int) -> str: ...
