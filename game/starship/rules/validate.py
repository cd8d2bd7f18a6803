"""``validate_data()``: the shipped component data and the board map, checked together."""

from __future__ import annotations

from game.boards.model import MapError
from game.starship.rules.data import component_problems

#: Board parts the interface and the rules expect to find on the map, by object name.
BOARD_PARTS: tuple[str, ...] = (
    "known_space",
    "for_sale_1",
    "for_sale_2",
    "refinery_space",
    "market_deck",
    "destination_1",
    "destination_2",
    "destination_deck",
    "dock_berths",
    "bag",
    *(f"{part}_{m}" for part in ("mark_box", "scout_stack", "tug_stack") for m in range(1, 5)),
)


def validate_data() -> list[str]:
    """Every problem with the data files and the board map; empty when all is well."""
    problems = component_problems()
    try:
        from game.starship.rules.track import board_map, track_from_map

        board = board_map()
        track_from_map(board)
        for name in BOARD_PARTS:
            if name not in board.regions and name not in board.nodes:
                problems.append(f"{board.path}: no object is named {name!r}; the board "
                                "needs it (a rectangle where its cards or tokens lie, as on "
                                "the shipped map)")
        seats = {int(r.props.get("seat", -1)) for r in board.regions_of("hud")}
        if not {0, 1, 2, 3} <= seats:
            missing = sorted({0, 1, 2, 3} - seats)
            problems.append(f"{board.path}: no rectangle of class 'hud' has seat "
                            f"{', '.join(map(str, missing))}; each seat 0..3 needs one "
                            "(int property 'seat')")
    except (MapError, OSError, ValueError) as exc:
        problems.append(str(exc))
    return problems
