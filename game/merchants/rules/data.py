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

    @property
    def name(self) -> str:
        """The card's printed name: its board's ("Station"), or "Explore & Defend"."""
        return "Explore & Defend" if self.board == "explore_defend" else self.board.title()


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

    def option(self, n: int) -> str:
        """Option ``n`` (1 or 2) numbered as the tile prints it ("1: Earn 3 money."), as the
        log, the prompt's texts and its buttons say it."""
        return f"{n}: {self.option1 if n == 1 else self.option2}"


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
