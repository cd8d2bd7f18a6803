"""Table mode: a touchscreen lying flat with players on every side (docs/table-mode.md).

* :mod:`.edges` places the seats at the edges (slots) and leaves the board in the middle;
* :mod:`.transform` maps between the canvas and a seat panel's upright coordinates;
* :mod:`.panel` caches a panel's picture after rotating it;
* :mod:`.middle` shows a middle card twice, for the bottom and the top edge;
* :mod:`.seatpanel` draws the frame every seat panel shares (name, lit edge, prompt);
* :mod:`.touch` routes several fingers at once and rejects stray touches;
* the sizes (the screen's diagonal in pixels: 10 mm finger targets) are
  :mod:`game.engine.tablesetup`'s, which stands below the table;
* :mod:`.contract` is what a game's board view declares to join table mode.
"""
