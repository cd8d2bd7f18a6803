"""Starship Merchants rules: pure Python, no pygame.

``GAME`` is the game definition; ``validate_data()`` (also ``GAME.validate_data()``)
checks the shipped component data and the board map. Modules by rulebook section:
:mod:`setup`, :mod:`turn`, :mod:`shipyard`, :mod:`market`, :mod:`belt`, :mod:`dock`,
:mod:`scoring`; component data in :mod:`components`; the track from the board map in
:mod:`track`.
"""

from game.starship.rules.game import GAME, StarshipGame
from game.starship.rules.state import StarshipState
from game.starship.rules.validate import validate_data

__all__ = ["GAME", "StarshipGame", "StarshipState", "validate_data"]
