"""What the Escape view's mixins (:mod:`view_prompt`, :mod:`view_panels`,
:mod:`view_table`) use of the whole view, declared once for the type checker.

Each mixin subclasses :class:`EscapeViewParts`. At run time the class is empty (the
declarations sit under ``TYPE_CHECKING``: a stub here would shadow the real method of
:class:`~game.escape.view.EscapeView` or its BoardView base); for mypy they say what the
mixins may use, so a member the view loses or changes is a type error in the mixin rather
than an AttributeError in a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.boardview.parts import BoardViewParts

if TYPE_CHECKING:
    from collections.abc import Iterable

    import pygame

    from game.engine.boardview.prompt import ButtonSpec
    from game.engine.boardview.targets import Target
    from game.engine.theme import RGB
    from game.escape.rules.state import EscapeState
    from game.escape.view_choices import Options
    from game.escape.view_geometry import Geometry


class EscapeViewParts(BoardViewParts):
    """The members of EscapeView beyond its base's
    (:class:`~game.engine.boardview.parts.BoardViewParts`) that its mixins read or call."""

    if TYPE_CHECKING:
        geo: Geometry | None

        @property
        def st(self) -> EscapeState: ...
        def options(self) -> Options: ...
        def playable(self, seat: int) -> frozenset[str] | None: ...
        def platform_mark(self, seat: int, o: Options, players: bool = True) -> RGB | None: ...
        def card_targets(self, o: Options, cards: Iterable[tuple[str, pygame.Rect]],
                         under: tuple[pygame.Rect, ...] = ()) -> list[Target]: ...
        def card_reason(self, cid: str, o: Options) -> str | None: ...
        def prompt_text(self, o: Options) -> str: ...
        def button_specs(self) -> list[ButtonSpec]: ...
        def detail_lines(self, vis: EscapeState, o: Options, legend: bool = True
                         ) -> list[tuple[str, str]]: ...
        def choose_platform(self, seat: int) -> None: ...
        def choose_open(self, deck: str) -> None: ...
        def choose_mission(self, mid: str) -> None: ...
