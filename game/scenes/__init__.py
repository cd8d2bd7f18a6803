"""The application's screens: title, game select, seat setup, play, results, settings,
rules reader, in-game menu, pass-the-device and load. Each is a :class:`game.engine.scene.Scene`
subclass; where each leads is said once, in :mod:`game.scenes.flow`, which stands above
them all (the screens ask it through :mod:`game.scenes.ways`)."""
