"""The application's screens: title, game select, seat setup, play, results, settings,
rules reader, in-game menu, pass-the-device and load. Each is a :class:`game.engine.scene.Scene`
subclass referenced by class, never by a string name."""
