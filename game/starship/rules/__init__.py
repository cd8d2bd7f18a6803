"""Starship Merchants rules: pure Python, no pygame.

``GAME`` is the game definition; ``validate_data()`` checks the shipped component data
and the board map. Modules by rulebook section: :mod:`setup`, :mod:`turn`,
:mod:`shipyard`, :mod:`market`, :mod:`belt`, :mod:`dock`, :mod:`scoring`; component data
in :mod:`components`; the track from the board map in :mod:`track`.
"""

from game.boards.model import MapError
from game.starship.rules.components import validate_data as _validate_components
from game.starship.rules.game import GAME, StarshipGame
from game.starship.rules.state import StarshipState


def validate_data() -> list[str]:
    """Every problem with the shipped data files and the board map; empty when all is well."""
    problems = _validate_components()
    try:
        from game.starship.rules.track import board_map, track_from_map

        board = board_map()
        track_from_map(board)
        wanted = ["known_space", "for_sale_1", "for_sale_2", "refinery_space",
                  "destination_1", "destination_2", "dock_berths",
                  *(f"{part}_{m}" for part in ("mark_box", "scout_stack", "tug_stack")
                    for m in range(1, 5))]
        for name in wanted:
            if name not in board.regions and name not in board.nodes:
                problems.append(f"{board.path}: the board needs an object named {name!r}")
    except (MapError, OSError) as exc:
        problems.append(str(exc))
    return problems


__all__ = ["GAME", "StarshipGame", "StarshipState", "validate_data"]
