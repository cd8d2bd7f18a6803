"""Component data: cards, tiles, senators, special events, payout tables and board topology.

Counts and tables live in ``assets/data/merchants/*.toml``; board topology (spaces,
adjacency, bridges, lanes, the event sequence) in ``maps/merchants/*.tmx``, read only
through :func:`game.boards.tiled.load_map`. Everything is loaded once into frozen
:class:`Components`; :func:`validate_data` checks every printed count and rule that the
game relies on and returns the problems in words.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.boards.model import BoardMap
from game.boards.tiled import load_map
from game.paths import data_file, map_file

GAME_ID = "merchants"
BOARDS = ("station", "production", "exploration", "defense", "senate")
MAP_NAMES = ("event_track", "station", "production", "exploration", "defense", "senate")
INVADER = "invader"


@dataclass(frozen=True)
class Card:
    """One action card (events are plain cards with ``board == "event"``)."""

    id: int
    board: str  # station, production, exploration, defense, senate, explore_defend, event
    bottom: str = ""  # resource of the Resource action
    sectors: tuple[int, ...] = ()  # station cards
    resources: tuple[str, ...] = ()  # production cards
    four_plus: bool = False

    @property
    def is_event(self) -> bool:
        return self.board == "event"


@dataclass(frozen=True)
class Senator:
    id: str
    name: str
    kind: str  # "scoring" (a policy for a board's next scoring) or "immediate"
    board: str
    text: str


@dataclass(frozen=True)
class Special:
    id: str
    name: str
    option1: str
    option2: str


@dataclass(frozen=True)
class EventSpace:
    index: int
    event: str  # start, none, vote, score, special, end
    votes: int = 0
    board: str = ""


@dataclass(frozen=True)
class Topology:
    """What the rules need from the six maps (pixel positions stay in the maps)."""

    event_spaces: tuple[EventSpace, ...]  # START .. END by index
    end_order: tuple[str, ...]
    station_sector: Mapping[str, int]  # space -> sector
    station_adj: Mapping[str, tuple[str, ...]]
    bridges: tuple[tuple[str, str], ...]
    station_starts: Mapping[int, str]  # turn-order position 1..5 -> space
    track_length: int
    bonus_columns: tuple[int, ...]
    track_resources: tuple[str, ...]  # track 1..4 -> resource
    start_tracks: Mapping[int, int]  # turn-order position -> track advanced at setup
    planet_of: Mapping[str, int]  # space -> planet
    planet_adj: Mapping[str, tuple[str, ...]]
    lanes: Mapping[int, tuple[str, ...]]  # lane -> spaces from slot 1 (top) to 5 (bottom)
    lane_resources: Mapping[str, str]  # lane space -> resource
    ballot_boxes: int

    @property
    def sectors(self) -> tuple[int, ...]:
        return tuple(sorted(set(self.station_sector.values())))

    @property
    def planets(self) -> tuple[int, ...]:
        return tuple(sorted(set(self.planet_of.values())))


@dataclass(frozen=True)
class Components:
    game: Mapping[str, Any]
    auction: Mapping[str, int]
    resources: tuple[str, ...]
    cards: tuple[Card, ...]  # the 60 action cards then the 20 events
    tiles: tuple[str, ...]  # the 38 planet tiles (resource, artifact or invader names)
    artifacts: tuple[str, ...]
    senators: Mapping[str, Senator]
    specials: Mapping[str, Special]
    tables: Mapping[str, Any]
    topology: Topology

    def card(self, card_id: int) -> Card:
        return self.cards[card_id - 1]


def _toml(name: str) -> dict[str, Any]:
    with Path(data_file(GAME_ID, name)).open("rb") as fh:
        return tomllib.load(fh)


def load_maps() -> dict[str, BoardMap]:
    """The six board maps, through the one Tiled loader."""
    return {name: load_map(map_file(f"merchants/{name}.tmx")) for name in MAP_NAMES}


def _links(board: BoardMap, kind: str) -> dict[str, tuple[str, ...]]:
    adj: dict[str, list[str]] = {}
    for link in board.links:
        if link.kind == kind:
            adj.setdefault(link.a, []).append(link.b)
            adj.setdefault(link.b, []).append(link.a)
    return {k: tuple(sorted(v)) for k, v in adj.items()}


def topology_from_maps(maps: Mapping[str, BoardMap]) -> Topology:
    """Read the rules' topology from the six loaded maps."""
    track = sorted(maps["event_track"].nodes_of("event_space"), key=lambda n: n.props["index"])
    events = tuple(
        EventSpace(
            int(n.props["index"]),
            str(n.props["event"]),
            int(n.props.get("votes", 0)),
            str(n.props.get("board", "")),
        )
        for n in track
    )
    end = [n for n in track if n.props["event"] == "end"]
    end_order = tuple(str(end[0].props.get("order", "")).split(",")) if end else ()

    st = maps["station"]
    spaces = st.nodes_of("station_space")
    sector = {n.id: int(n.props["sector"]) for n in spaces}
    adj = _links(st, "adjacent")
    starts = {int(str(n.props["start"])[1:]): n.id for n in spaces if n.props.get("start")}
    bridges = tuple((lk.a, lk.b) for lk in st.links if lk.kind == "bridge")

    prod = maps["production"].nodes_of("track_space")
    length = max(int(n.props["index"]) for n in prod)
    columns = tuple(sorted({int(n.props["index"]) for n in prod if n.props.get("bonus")}))
    res_by_track = {int(n.props["track"]): str(n.props["resource"]) for n in prod}
    start_tracks: dict[int, int] = {}
    for n in prod:
        if int(n.props["index"]) == 0:
            for pos in str(n.props.get("positions", "")).split(","):
                if pos.strip():
                    start_tracks[int(pos.strip()[1:])] = int(n.props["track"])

    ex = maps["exploration"]
    planet_of = {n.id: int(n.props["planet"]) for n in ex.nodes_of("planet_space")}
    planet_adj = _links(ex, "adjacent")

    de = maps["defense"].nodes_of("lane_space")
    lanes: dict[int, list[tuple[int, str]]] = {}
    lane_res: dict[str, str] = {}
    for n in de:
        lanes.setdefault(int(n.props["lane"]), []).append((int(n.props["slot"]), n.id))
        if n.props.get("resource"):
            lane_res[n.id] = str(n.props["resource"])
    return Topology(
        event_spaces=events,
        end_order=end_order,
        station_sector=sector,
        station_adj={s: adj.get(s, ()) for s in sector},
        bridges=bridges,
        station_starts=starts,
        track_length=length,
        bonus_columns=columns,
        track_resources=tuple(res_by_track[t] for t in sorted(res_by_track)),
        start_tracks=start_tracks,
        planet_of=planet_of,
        planet_adj={s: planet_adj.get(s, ()) for s in planet_of},
        lanes={lane: tuple(name for _, name in sorted(v)) for lane, v in sorted(lanes.items())},
        lane_resources=lane_res,
        ballot_boxes=len(maps["senate"].nodes_of("ballot_box")),
    )


def build_components(maps: Mapping[str, BoardMap] | None = None) -> Components:
    """Everything from the data files and the maps (``maps`` for tests)."""
    comp = _toml("components.toml")
    cards_raw = _toml("cards.toml")["card"]
    cards = [
        Card(
            id=int(c["id"]),
            board=str(c["board"]),
            bottom=str(c.get("bottom", "")),
            sectors=tuple(int(s) for s in c.get("sectors", ())),
            resources=tuple(str(r) for r in c.get("resources", ())),
            four_plus=bool(c.get("four_plus", False)),
        )
        for c in cards_raw
    ]
    first_event = len(cards) + 1
    cards += [Card(id=first_event + i, board="event") for i in range(comp["game"]["event_cards"])]
    resources = tuple(comp["resources"]["names"])
    t = comp["tiles"]
    tiles: list[str] = []
    for res in resources:
        tiles += [res] * int(t["resource_each"])
    for art in t["artifacts"]:
        tiles += [art] * int(t["artifact_each"])
    tiles += [INVADER] * int(t["invaders"])
    return Components(
        game=comp["game"],
        auction=comp["auction"],
        resources=resources,
        cards=tuple(cards),
        tiles=tuple(tiles),
        artifacts=tuple(t["artifacts"]),
        senators={
            s["id"]: Senator(s["id"], s["name"], s["kind"], s["board"], s["text"])
            for s in comp["senator"]
        },
        specials={
            s["id"]: Special(s["id"], s["name"], s["option1"], s["option2"])
            for s in comp["special"]
        },
        tables=_toml("tables.toml"),
        topology=topology_from_maps(maps if maps is not None else load_maps()),
    )


def components() -> Components:
    """The components, loaded once per set of map files (the shipped maps, or a custom
    board's while one is played)."""
    return _components(tuple(str(map_file(f"merchants/{n}.tmx")) for n in MAP_NAMES))


@cache
def _components(_files: tuple[str, ...]) -> Components:
    return build_components()


def validate_data(comp: Components | None = None) -> list[str]:
    """Every way the shipped data breaks a printed count or a rule; empty when all is well.

    The maps are checked object by object first (:mod:`map_checks`), so a bad map is
    reported by file and object, not by what the rules failed to read from it."""
    from game.boards.model import MapError
    from game.merchants.rules.map_checks import map_problems

    maps: dict[str, BoardMap] | None = None
    if comp is None:
        try:
            maps = load_maps()
        except MapError as exc:
            return [str(exc)]
        map_issues = map_problems(maps)
        if map_issues:
            return map_issues

    def _file(name: str) -> str:  # as messages name a map: the loaded path, or shipped name
        return maps[name].path if maps else f"merchants/{name}.tmx"

    try:
        c = comp or build_components(maps)
    except Exception as exc:
        return [f"merchants data cannot be loaded: {type(exc).__name__}: {exc}"]
    problems: list[str] = []
    top = c.topology
    actions = [k for k in c.cards if not k.is_event]
    events = [k for k in c.cards if k.is_event]
    if len(c.cards) != 80:
        problems.append(f"cards: {len(c.cards)} action cards, the rulebook prints 80")
    if len(events) != 20:
        problems.append(f"cards: {len(events)} event cards, expected 20")
    if [k.id for k in c.cards] != list(range(1, len(c.cards) + 1)):
        problems.append("cards: ids must run 1, 2, 3, ... in file order")
    if sum(k.four_plus for k in actions) != 6:
        problems.append("cards: exactly 6 cards must carry the 4+ players icon")
    valid_boards = {*BOARDS, "explore_defend"}
    for k in actions:
        if k.board not in valid_boards:
            problems.append(f"card {k.id}: unknown board {k.board!r}")
        if k.bottom not in c.resources:
            problems.append(f"card {k.id}: bottom resource {k.bottom!r} is not a resource")
        if k.board == "station" and (len(k.sectors) != 2 or not set(k.sectors) <= set(top.sectors)):
            problems.append(f"card {k.id}: a Station card lists 2 of the sectors {top.sectors}")
        if k.board == "production" and (
            len(k.resources) != 2 or not set(k.resources) <= set(c.resources)
        ):
            problems.append(f"card {k.id}: a Production card lists 2 resources")
    for n in (3, 4, 5):
        non_events = sum(1 for k in actions if n >= 4 or not k.four_plus)
        if non_events % (3 * n):
            problems.append(
                f"cards: {non_events} action cards with {n} players do not give "
                "every player the same number of full turns"
            )
    if len(c.tiles) != 38:
        problems.append(f"tiles: {len(c.tiles)} planet tiles, the rulebook prints 38")
    if len(top.planet_of) != len(c.tiles):
        problems.append(
            f"{_file('exploration')}: {len(top.planet_of)} 'planet_space' points; one is "
            f"needed for each of the {len(c.tiles)} planet tiles"
        )
    if len(top.planets) != 3:
        problems.append(f"{_file('exploration')}: the 'planet_space' points name planets "
                        f"{list(top.planets)}; the rulebook prints 3 (1..3)")
    if len(c.artifacts) > len(c.tables["artifacts"]["sets"]):
        problems.append("tables: the artifact table must cover a set of every artifact kind")
    if c.tables["artifacts"]["sets"] != [1, 3, 6, 10, 15, 21]:
        problems.append("tables: the artifact set table differs from the printed one")
    if len(c.senators) != 9:
        problems.append(f"senators: {len(c.senators)}, the rulebook prints 9")
    if len(c.specials) != 6:
        problems.append(f"special events: {len(c.specials)}, the rulebook prints 6")
    if len(top.sectors) != 4:
        problems.append(f"{_file('station')}: the 'station_space' points have sectors "
                        f"{list(top.sectors)}; the rulebook prints 4 (1..4)")
    for a, b in top.bridges:
        if top.station_sector.get(a) == top.station_sector.get(b):
            problems.append(f"{_file('station')}: the 'bridge' line from {a!r} to {b!r} must "
                            "join spaces of two different sectors")
    for space, nbrs in top.station_adj.items():
        for other in nbrs:
            if top.station_sector.get(other) != top.station_sector[space]:
                problems.append(f"{_file('station')}: the 'adjacent' line from {space!r} to "
                                f"{other!r} crosses sectors; use a 'bridge' line there")
    if len(top.track_resources) != 4 or sorted(top.track_resources) != sorted(c.resources):
        problems.append(f"{_file('production')}: the 'track_space' points need tracks 1..4, "
                        f"one per resource ({', '.join(c.resources)}); found "
                        f"{', '.join(top.track_resources)}")
    if sorted(top.start_tracks) != [1, 2, 3, 4, 5]:
        problems.append(f"{_file('production')}: the START spaces' 'positions' must list "
                        "each of P1..P5 once")
    if not top.bonus_columns or min(top.bonus_columns) < 1:
        problems.append(f"{_file('production')}: at least one 'track_space' after START "
                        "(index 1 or more) needs bonus = true")
    if sorted(top.lanes) != [1, 2, 3, 4, 5] or any(len(v) != 5 for v in top.lanes.values()):
        found = ", ".join(f"lane {k}: {len(v)}" for k, v in top.lanes.items())
        problems.append(f"{_file('defense')}: 5 lanes (1..5) of 5 'lane_space' points each "
                        f"are needed; found {found}")
    if set(c.game["die_faces"]) != {1, 2, 3, 4, 5}:
        problems.append("defense dice: faces must show the lanes 1-5")
    if top.ballot_boxes != 3:
        problems.append(f"{_file('senate')}: {top.ballot_boxes} 'ballot_box' points; the "
                        "rulebook prints 3")
    if len(c.tables["station"]["ranks"]) != 4 or len(c.tables["production"]["ranks"]) != 4:
        problems.append("tables: station and production tables have 4 ranks")
    if len(c.tables["exploration"]["planets"]) != 3:
        problems.append("tables: exploration payouts for 3 planets")
    for sid, sen in c.senators.items():
        if sen.kind == "scoring" and sid not in c.tables["policy"]:
            problems.append(f"tables: senator {sid} needs its policy table")
    return problems
