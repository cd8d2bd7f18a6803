"""Starship Merchants rules: pure Python, no pygame.

The game definition, ``GAME``, stands above them in :mod:`game.starship.game`, beside
the bots; nothing here imports outside ``rules/`` of this game. ``validate_data()`` (also
``GAME.validate_data()``) checks the shipped component data and the board map.

Modules by rulebook section: :mod:`setup`, :mod:`turn`, :mod:`shipyard`, :mod:`market`,
:mod:`belt`, :mod:`dock`, :mod:`scoring`; component data in :mod:`data`; the track
from the board map in :mod:`track`.
"""

from game.starship.rules.state import StarshipState
from game.starship.rules.validate import validate_data

__all__ = ["StarshipState", "validate_data"]
