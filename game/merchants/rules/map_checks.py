"""The six Merchants maps checked object by object, before the rules read them.

:func:`map_problems` names the file, the layer, the object (name and Tiled id), what is
wrong and what would be right, so a designer who edits a board in Tiled can find the
object at once; :func:`game.merchants.rules.validate.validate_data` runs it first and only
reads the topology from maps that pass.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.boards.checks import property_problems, where
from game.boards.model import BoardMap, MapError
from game.boards.track import tracks
from game.merchants.rules.data import BOARDS

EVENTS = ("start", "none", "vote", "score", "special", "end")
EVENT_SPACES = 20
POSITIONS = ("P1", "P2", "P3", "P4", "P5")

_SPECS: dict[str, tuple[str, dict[str, tuple[str, str]]]] = {
    "event_track": ("event_space", {
        "index": ("int", "its place on the track: START 0, events 1..20, END 21"),
        "event": ("string", "one of " + ", ".join(EVENTS)),
    }),
    "station": ("station_space", {"sector": ("int", "the sector it lies in, 1..4")}),
    "production": ("track_space", {
        "index": ("int", "its column: 0 for START"),
        "track": ("int", "the track 1..4"),
        "resource": ("string", "the track's resource"),
    }),
    "exploration": ("planet_space", {"planet": ("int", "the planet 1..3")}),
    "defense": ("lane_space", {
        "lane": ("int", "the lane 1..5"),
        "slot": ("int", "its place in the lane, 1 (top) to 5"),
    }),
}


def map_problems(maps: Mapping[str, BoardMap]) -> list[str]:
    """Every problem of the maps' objects that would stop the rules reading them."""
    problems: list[str] = []
    for name, (kind, spec) in _SPECS.items():
        problems += property_problems(maps[name], kind, spec)
    if problems:
        return problems
    problems += _event_track(maps["event_track"])
    problems += _station(maps["station"])
    for name, kind, group in (("production", "track_space", "track"),):
        try:
            tracks(maps[name], group=group, kind=kind)
        except MapError as exc:
            problems.append(str(exc))
    return problems


def _event_track(board: BoardMap) -> list[str]:
    spaces = board.nodes_of("event_space")
    try:
        tracks(board, kind="event_space")
    except MapError as exc:
        return [str(exc)]
    spaces.sort(key=lambda n: int(n.props["index"]))
    problems: list[str] = []
    if len(spaces) != EVENT_SPACES + 2:
        problems.append(
            f"{board.path}: the event track has {len(spaces)} 'event_space' points; it needs "
            f"{EVENT_SPACES + 2}: START (index 0, event 'start'), {EVENT_SPACES} event spaces "
            f"(index 1..{EVENT_SPACES}) and END (index {EVENT_SPACES + 1}, event 'end')")
    elif int(spaces[0].props["index"]) != 0:
        problems.append(f"{where(board, spaces[0])}: index {spaces[0].props['index']}; the "
                        "event track's START has index 0")
    for i, node in enumerate(spaces):
        event = node.props["event"]
        first, last = i == 0, i == len(spaces) - 1
        wanted = "start" if first else "end" if last else None
        if wanted and event != wanted:
            problems.append(f"{where(board, node)}: event {event!r}; the "
                            f"{'first' if first else 'last'} space must be {wanted!r}")
        elif not wanted and event not in EVENTS[1:5]:
            problems.append(f"{where(board, node)}: event {event!r}; use one of "
                            + ", ".join(EVENTS[1:5]))
        elif event == "vote" and node.props.get("votes") not in (1, 2):
            problems.append(f"{where(board, node)}: votes {node.props.get('votes')!r}; a "
                            "voting event casts 1 or 2 (int property 'votes')")
        elif event == "score" and node.props.get("board") not in BOARDS:
            problems.append(f"{where(board, node)}: board {node.props.get('board')!r}; a "
                            "scoring event names one of " + ", ".join(BOARDS))
    specials = [n for n in spaces if n.props["event"] == "special"]
    if len(specials) != 3:
        problems.append(f"{board.path}: {len(specials)} spaces have event 'special'; the "
                        "rulebook prints exactly 3")
    end = [n for n in spaces if n.props["event"] == "end"]
    if end and sorted(str(end[0].props.get("order", "")).split(",")) != sorted(BOARDS):
        problems.append(f"{where(board, end[0])}: property 'order' is "
                        f"{end[0].props.get('order')!r}; it lists every board once, in "
                        "scoring order, e.g. " + ",".join(BOARDS))
    return problems


def _station(board: BoardMap) -> list[str]:
    problems: list[str] = []
    holder: dict[str, str] = {}
    for node in board.nodes_of("station_space"):
        start = str(node.props.get("start", ""))
        if not start:
            continue
        if start not in POSITIONS:
            problems.append(f"{where(board, node)}: start {start!r}; use one of "
                            f"{', '.join(POSITIONS)}, or leave it empty")
        elif start in holder:
            problems.append(f"{where(board, node)}: start {start!r} is also on "
                            f"{holder[start]}; each position starts on one space")
        else:
            holder[start] = node.label
    missing = [p for p in POSITIONS if p not in holder]
    if missing and not problems:
        problems.append(
            f"{board.path}: no 'station_space' has start {', '.join(missing)}; give one space "
            f"each of {', '.join(POSITIONS)} in its 'start' property")
    return problems
