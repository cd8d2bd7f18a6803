"""``validate_data()``: every problem in Pandorum's shipped data and board parts, in words."""

from __future__ import annotations

from game.boards.hex import spiral
from game.boards.model import MapError
from game.boards.tiled import load_map, shown_path
from game.core.protocol import RulesDataError
from game.core.rng import Rng
from game.pandorum.rules.board import assemble, load_parts, part_files
from game.pandorum.rules.data import check_components, components


def validate_data() -> list[str]:
    """Problems with the card data, harvester mats, setup numbers and the seven parts."""
    try:
        comp = components()
    except (RulesDataError, KeyError, TypeError, ValueError) as exc:
        return [f"pandorum data: {exc}"]
    problems = check_components(comp)
    files = part_files()
    terrain_problems = _unknown_terrains(files, set(comp.terrains))
    if terrain_problems:
        return [*problems, *terrain_problems]
    try:
        central, outer = load_parts()
    except (MapError, RulesDataError) as exc:
        return [*problems, str(exc)]
    pads = [h for h, t in central.cells.items() if t in comp.pad_terrains()]
    if pads != [(0, 0)]:
        problems.append(f"{shown_path(files[0])}: the landing pad ({', '.join(comp.pad_terrains())}"
                        f" terrain) must be the centre hex, and the only one; found {len(pads)}")
    for part, file in zip(outer, files[1:], strict=True):
        if any(t in comp.pad_terrains() for t in part.cells.values()):
            problems.append(f"{shown_path(file)}: only the central part has a landing pad; "
                            "give this hex another terrain")
    if any(central.cells.get(h) in comp.red_terrains() for h in spiral((0, 0), 1)):
        problems.append(f"{shown_path(files[0])}: the pad's neighbours must not be red "
                        "(harvesters could not leave)")
    if not problems:
        board = assemble(central, outer, Rng(0), comp.part_radius)
        used = {t for c in comp.cards.values() for t in c.terrains}
        missing = used - set(board.cells.values())
        if missing:
            problems.append(f"pandorum maps: no hex of type {sorted(missing)}")
    return problems


def _unknown_terrains(files: tuple[str, ...], known: set[str]) -> list[str]:
    """One message per tileset tile whose terrain is not a Pandorum terrain (a typo in
    ``terrain.tsx`` is reported once, at the tile, not at every hex that uses it); a part
    that cannot be loaded is reported once, by the loader's message."""
    used: dict[tuple[str, int, str], dict[str, int]] = {}
    problems: list[str] = []
    for file in files:
        try:
            board_map = load_map(file)
        except MapError as exc:
            problems.append(str(exc))
            continue
        for cell in board_map.hex_cells:
            if cell.terrain not in known:
                per_map = used.setdefault((cell.tileset, cell.tile_id, cell.terrain), {})
                per_map[board_map.path] = per_map.get(board_map.path, 0) + 1
    for (tileset, tile_id, terrain), per_map in sorted(used.items()):
        where = ", ".join(f"{n} in {p}" for p, n in per_map.items())
        problems.append(
            f"{tileset}: tile {tile_id} has terrain {terrain!r}, which is not a Pandorum "
            f"terrain (use one of {', '.join(sorted(known))}); hexes using it: {where}")
    return problems
