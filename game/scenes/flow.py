"""The flow: where each screen leads. The map of the screens:

    title ── New game ──> select ── a game ──> setup ── Start game ──> A GAME
      ├── Continue ──> the one unfinished game, or the list of them ──> A GAME
      ├── Load game ──> load ── a save ──> A GAME
      ├── Settings ──> settings
      └── Rules ──> rules

    A GAME = play, or in table mode: table join ── Start ──> table play;
             it opens over a fresh title, alone (:meth:`Flow.start`)

    play ── Menu (Esc) ──> menu ── Load game / Rules / Settings ──> load / rules / settings
                              └── Quit to title ──> title
    play ── the next human's turn, in a game with secrets ──> pass the device ── Esc ──> menu
    play ── game over ──> results ── Play again ──> A GAME
                                  └── Back to title ──> title
    table play ── game over ──> table results (the same two ways)

This module stands above every screen and is the only one that knows them all. A screen
imports no other screen that leads on from it: it asks for its way on by the way's name
(``ways().results(app, session)``, :mod:`game.scenes.ways`), and the flow below answers.
Importing this module puts the flow in place there, and the screens package imports it
first (``game/scenes/__init__.py``), so every screen, however made, has its ways on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.scenes.title import TitleScene
from game.scenes.ways import InPlay, install

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.scene import Scene

__all__ = ["Flow"]


class Flow:
    """Each way of :class:`~game.scenes.ways.Ways`: the screen it leads to.

    Each way imports its screen when it is first taken: the app opens on the title, and
    importing every screen first showed it about 0.2 s later, of a start-up near 0.5 s
    (``python -m game bench``; the play and table screens take the most)."""

    def title(self, app: App) -> Scene:
        return TitleScene(app)

    def select(self, app: App) -> Scene:
        from game.scenes.select import SelectScene

        return SelectScene(app)

    def setup(self, app: App, game_id: str) -> Scene:
        from game.scenes.setup import SetupScene

        return SetupScene(app, game_id)

    def play(self, app: App, session: Session, **options: Any) -> Scene:
        from game.scenes.play import PlayScene
        from game.scenes.table_join import TableJoinScene

        if app.settings.table_mode:
            return TableJoinScene(app, session, **options)
        return PlayScene(app, session, **options)

    def start(self, app: App, game: Scene) -> None:
        app.reset(self.title(app))
        app.push(game)

    def table_play(self, app: App, session: Session, **options: Any) -> Scene:
        from game.scenes.table_play import TablePlayScene

        return TablePlayScene(app, session, **options)

    def pass_device(self, app: App, game: InPlay, seat: int) -> Scene:
        from game.scenes.passdevice import PassScene

        return PassScene(app, game, seat)

    def menu(self, app: App, game: InPlay) -> Scene:
        from game.scenes.menu import MenuScene

        return MenuScene(app, game)

    def results(self, app: App, session: Session) -> Scene:
        from game.scenes.results import ResultsScene

        return ResultsScene(app, session)

    def table_results(self, app: App, session: Session, slots: tuple[str, ...],
                      size: tuple[int, int] | None) -> Scene:
        from game.scenes.results_table import TableResultsScene

        return TableResultsScene(app, session, slots, size)

    def load(self, app: App) -> Scene:
        from game.scenes.load import LoadScene

        return LoadScene(app)

    def continue_games(self, app: App) -> Scene:
        from game.scenes.load import ContinueScene

        return ContinueScene(app)

    def settings(self, app: App) -> Scene:
        from game.scenes.settings import SettingsScene

        return SettingsScene(app)

    def rules(self, app: App, game_id: str | None = None) -> Scene:
        from game.scenes.rulebook import RulesScene

        return RulesScene(app, game_id)


install(Flow())
