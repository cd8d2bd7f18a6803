"""The modular board: seven parts assembled in axial coordinates; lines and adjacency."""

from __future__ import annotations

from game.boards.hex import distance, neighbours, spiral
from game.core.rng import Rng
from game.pandorum.game import GAME
from game.pandorum.rules.board import assemble, load_parts, rotate, slot_centres


def test_parts_load_through_the_tiled_loader():
    central, outer = load_parts()
    assert central.central and central.cells[(0, 0)] == "pad"
    assert len(outer) == 6 and all(len(p.cells) == 19 for p in outer)
    assert all(not p.central for p in outer)


def test_rotation_is_sixty_degrees():
    assert rotate((1, 0), 1) == (0, 1)
    assert rotate((1, 0), 3) == (-1, 0)
    assert rotate((2, -1), 6) == (2, -1)
    for k in range(6):
        assert distance((0, 0), rotate((3, -1), k)) == distance((0, 0), (3, -1))


def test_assembled_board_has_no_gaps_or_overlaps():
    central, outer = load_parts()
    board = assemble(central, outer, Rng(3), 2)
    assert len(board.cells) == 7 * 19
    # each outer part touches the central part and its two neighbouring parts
    for c in slot_centres(2):
        part = set(spiral(c, 2))
        assert part <= set(board.cells)
        touching = {n for h in part for n in neighbours(h) if n in board.cells and n not in part}
        assert touching & set(spiral((0, 0), 2))
    assert board.pads == {(0, 0)}
    assert len(board.near_pad) == 6


def test_arrangement_depends_on_the_seed():
    boards = {tuple(sorted(GAME.new_game(2, s).board.cells.items())) for s in range(6)}
    assert len(boards) > 1
    placements = GAME.new_game(2, 9).board.placements
    assert placements[0].part == "part-center"
    assert sorted(p.part for p in placements[1:]) == [f"part-{x}" for x in "abcdef"]


def test_straight_lines_and_adjacency_cross_part_borders():
    board = GAME.new_game(2, 1).board
    ray = board.ray((0, 0), 0)  # east from the pad to the board edge
    # 2 hexes in the centre part, then 3 in the outer part centred at (5, -2)
    assert ray == ((1, 0), (2, 0), (3, 0), (4, 0), (5, 0))
    assert distance((3, 0), (5, -2)) == 2
    assert ray[-1] in board.edge
    # a hex on the centre part's rim is adjacent to hexes of outer parts
    rim = (2, 0)
    outer_neighbours = [n for n in board.adjacent(rim) if distance(n, (0, 0)) > 2]
    assert outer_neighbours and len(board.adjacent(rim)) == 6


def test_edge_is_the_outer_rim():
    board = GAME.new_game(2, 1).board
    assert (0, 0) not in board.edge
    assert all(len(board.adjacent(h)) < 6 for h in board.edge)
    assert all(len(board.adjacent(h)) == 6 for h in board.cells if h not in board.edge)
    assert len(board.edge) == 42


def test_a_part_that_is_not_a_hexagon_is_reported(tmp_path):
    import shutil

    import pytest

    from game.boards.tiled import clear_cache
    from game.core.protocol import RulesDataError
    from game.pandorum.rules.board import part_from_map
    from game.paths import map_file

    shutil.copy(map_file("pandorum/terrain.tsx"), tmp_path / "terrain.tsx")
    text = map_file("pandorum/part-a.tmx").read_text(encoding="utf-8")
    head, data = text.split("<data encoding=\"csv\">\n")
    first_row, rest = data.split(",\n", 1)
    cells = first_row.split(",")
    cells[cells.index(next(c for c in cells if c != "0"))] = "0"  # drop one hex
    broken = tmp_path / "part-x.tmx"
    broken.write_text(head + "<data encoding=\"csv\">\n" + ",".join(cells) + ",\n" + rest,
                      encoding="utf-8")
    clear_cache()
    with pytest.raises(RulesDataError, match="a hexagon of radius 2: exactly 19 tiles"):
        part_from_map(str(broken), 2)
    assert len(part_from_map(str(map_file("pandorum/part-a.tmx")), 2).cells) == 19
