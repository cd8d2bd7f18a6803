"""The quadrant track, read from the board map ``maps/starship-merchants.tmx``.

The pawns travel the track spaces in increasing ``index`` order and wrap around; each
space names its ``quadrant``. The rules take the quadrant order from here, so changing
the map changes the loop.
"""

from __future__ import annotations

from game.boards.model import BoardMap, MapError
from game.boards.tiled import load_map
from game.boards.track import tracks
from game.paths import map_file
from game.starship.rules.data import QUADRANTS

MAP_NAME = "starship-merchants.tmx"


def board_map() -> BoardMap:
    return load_map(map_file(MAP_NAME))


def track_from_map(board: BoardMap) -> tuple[str, ...]:
    """The quadrants in travel order, read through the shared track model
    (:func:`game.boards.track.tracks`: a duplicate or missing ``index`` is an error naming
    the space); :class:`MapError` if the map's track is unusable."""
    if board.layout != "track":
        raise MapError(f"{board.path}: map property 'layout' must be 'track', "
                       f"not {board.layout!r}")
    found = tracks(board, kind="space", loop=True)
    if len(found) != 1:
        raise MapError(f"{board.path}: the 'space' points must form one track; their "
                       f"'track' properties name {len(found)}: {', '.join(map(repr, found))}")
    loop = next(iter(found.values()))
    order: list[str] = []
    for node in loop.spaces:
        quadrant = node.props.get("quadrant")
        if quadrant not in QUADRANTS:
            raise MapError(
                f"{board.path}: layer {node.layer!r}: object {node.label}: property "
                f"'quadrant' is {quadrant!r}; use one of {', '.join(QUADRANTS)}")
        if quadrant in order:
            raise MapError(
                f"{board.path}: layer {node.layer!r}: object {node.label}: quadrant "
                f"{quadrant!r} is visited twice; the track visits each quadrant once")
        order.append(str(quadrant))
    if len(order) != len(QUADRANTS):
        missing = [q for q in QUADRANTS if q not in order]
        raise MapError(f"{board.path}: the track must visit {', '.join(QUADRANTS)} once "
                       f"each; add a 'space' point for {', '.join(missing)}")
    return tuple(order)


def load_track() -> tuple[str, ...]:
    return track_from_map(board_map())
