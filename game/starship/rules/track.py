"""The quadrant track, read from the board map ``maps/starship-merchants.tmx``.

The pawns travel the track spaces in increasing ``index`` order and wrap around; each
space names its ``quadrant``. The rules take the quadrant order from here, so changing
the map changes the loop.
"""

from __future__ import annotations

from game.boards.model import BoardMap, MapError
from game.boards.tiled import load_map
from game.paths import map_file
from game.starship.rules.data import QUADRANTS

MAP_NAME = "starship-merchants.tmx"


def board_map() -> BoardMap:
    return load_map(map_file(MAP_NAME))


def track_from_map(board: BoardMap) -> tuple[str, ...]:
    """The quadrants in travel order; :class:`MapError` if the map's track is unusable."""
    spaces = board.nodes_of("space")
    if board.layout != "track":
        raise MapError(f"{board.path}: layout must be 'track', not {board.layout!r}")
    try:
        ordered = sorted(spaces, key=lambda n: int(n.props["index"]))
        order = tuple(str(n.props["quadrant"]) for n in ordered)
    except (KeyError, TypeError, ValueError) as exc:
        raise MapError(
            f"{board.path}: every 'space' needs an int index and a quadrant ({exc!r})"
        ) from exc
    if sorted(order) != sorted(QUADRANTS):
        raise MapError(
            f"{board.path}: the track must visit {', '.join(QUADRANTS)} once "
            f"each, found {', '.join(order)}"
        )
    return order


def load_track() -> tuple[str, ...]:
    return track_from_map(board_map())
