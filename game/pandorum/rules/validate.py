"""``validate_data()``: every problem in Pandorum's shipped data and board parts, in words."""

from __future__ import annotations

from game.boards.hex import spiral
from game.boards.model import MapError
from game.core.protocol import RulesDataError
from game.core.rng import Rng
from game.pandorum.rules.board import assemble, load_parts
from game.pandorum.rules.data import check_components, components


def validate_data() -> list[str]:
    """Problems with the card data, harvester mats, setup numbers and the seven parts."""
    try:
        comp = components()
    except (RulesDataError, KeyError, TypeError, ValueError) as exc:
        return [f"pandorum data: {exc}"]
    problems = check_components(comp)
    try:
        central, outer = load_parts()
    except (MapError, RulesDataError) as exc:
        return [*problems, f"pandorum maps: {exc}"]
    pads = [h for h, t in central.cells.items() if t in comp.pad_terrains()]
    if pads != [(0, 0)]:
        problems.append(f"{comp.central_part}: the landing pad must be the centre hex")
    for part in outer:
        if any(t in comp.pad_terrains() for t in part.cells.values()):
            problems.append(f"{part.id}: only the central part has a landing pad")
    for part in (central, *outer):
        for h, t in part.cells.items():
            if t not in comp.terrains:
                problems.append(f"{part.id}: hex {h} has unknown terrain {t!r}")
    if any(central.cells.get(h) in comp.red_terrains() for h in spiral((0, 0), 1)):
        problems.append(f"{comp.central_part}: the pad's neighbours must not be red "
                        "(harvesters could not leave)")
    if not problems:
        board = assemble(central, outer, Rng(0), comp.part_radius)
        used = {t for c in comp.cards.values() for t in c.terrains}
        missing = used - set(board.cells.values())
        if missing:
            problems.append(f"pandorum maps: no hex of type {sorted(missing)}")
    return problems
