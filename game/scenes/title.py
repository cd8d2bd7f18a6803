"""The title screen where the command line and the tools take it from
(``from game.scenes.title import TitleScene``). The screen itself is
:class:`game.scenes.home.TitleScene`; it is taken here through the flow
(:mod:`game.scenes.flow`), so that wherever the title opens, the flow every screen leads on
through is in place. Nothing under ``game/scenes`` imports this module."""

from game.scenes.flow import TitleScene

__all__ = ["TitleScene"]
