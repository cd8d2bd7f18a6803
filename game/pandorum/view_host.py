"""What the Pandorum view's mixins (:mod:`view_prompt`, :mod:`view_preview`,
:mod:`view_panels`, :mod:`view_planet`) use of the whole view, declared once for the type
checker.

Each mixin subclasses :class:`PandorumViewParts`. At run time the class is empty (the
declarations sit under ``TYPE_CHECKING``: a stub here would shadow the real method of
:class:`~game.pandorum.view.PandorumView`, another mixin or the BoardView base); for mypy
they say what the mixins may use, so a member the view loses or changes is a type error in
the mixin rather than an AttributeError in a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from game.boards.hex import Hex
    from game.core.protocol import Action
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.boardview import Tween
    from game.engine.boardview.memo import Memo
    from game.engine.table.sizing import TableSizes
    from game.engine.theme import PlayerLook
    from game.pandorum.rules.actions import MoveTo
    from game.pandorum.rules.state import PandorumState
    from game.pandorum.view_layout import Panels, PlanetGeometry
    from game.pandorum.view_options import Options
    from game.pandorum.view_prompt import Side


class PandorumViewParts:
    """The members of PandorumView (its mixins and its BoardView base) that the mixins
    read or call."""

    if TYPE_CHECKING:
        app: App
        session: Session
        geo: PlanetGeometry | None
        panels: Panels
        table: TableSizes | None
        selected: Any
        hover: Any
        actor: int | None
        planned: MoveTo | None
        painting_ahead: bool
        memo: Memo
        animations: list[Tween]

        @property
        def st(self) -> PandorumState: ...
        def names(self) -> list[str]: ...
        def looks(self) -> list[PlayerLook]: ...
        def kind(self) -> str: ...
        def options(self) -> Options: ...
        def side(self, viewer: int | None) -> Side: ...
        def site(self) -> Hex | None: ...
        def act(self, action: Action) -> bool: ...
        def cancel(self) -> bool: ...
        def choose_market(self, source: str) -> None: ...
        def may_paint_ahead(self, name: str | None = None) -> bool: ...
        def badge_angle(self) -> int: ...
        # view_prompt
        def prompt_lines(self, o: Options) -> tuple[str, str]: ...
        def detail_text(self, o: Options, hover: Any = None) -> str: ...
        def mat_rects(self, n: int) -> list[pygame.Rect]: ...
        def slot_rects(self, mat: pygame.Rect) -> dict[str, pygame.Rect]: ...
        # view_preview
        def card_pays(self, name: str) -> tuple[int, tuple[Hex, ...]]: ...
        def direction_pays(self, d: int) -> tuple[int, tuple[Hex, ...]]: ...
        def site_best(self, h: Hex) -> int | None: ...
        def move_preview(self, o: Options) -> list[MoveTo]: ...
        def paying_hexes(self, o: Options, hover: Any = None) -> tuple[tuple[Hex, ...], str]: ...
