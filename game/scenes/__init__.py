"""The application's screens: title, game select, seat setup, play, results, settings,
rules reader, in-game menu, pass-the-device and load. Each is a :class:`game.engine.scene.Scene`
subclass; where each leads is said once, in :mod:`game.scenes.flow`, which stands above
them all (the screens ask it through :mod:`game.scenes.ways`).

Importing the package puts the flow in place, so a screen always has its ways on, however
it was made (the command line, a tool that builds one screen, a test)."""

from game.scenes import flow as _flow  # noqa: F401 - puts the flow in place (see above)
