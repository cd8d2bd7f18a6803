"""Mission Cards: the seven printed missions as checks on a position (names match
missions.toml ``check``), and scoring them the moment they are accomplished.

Position missions (1-5) are checked after every change of the board, for every player:
a mission counts the moment it is accomplished, whoever's turn it is. Missions 6 and 7
are met by the player's place in the Last Ship order (see ``wormhole.finish``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from game.core.protocol import Event
from game.escape.rules.data import MissionType
from game.escape.rules.position import EscapePosition, who

Check = Callable[[EscapePosition, int, MissionType], bool]


def start_fields_in_zone(st: EscapePosition, seat: int, m: MissionType) -> bool:
    """Mission 1: ``count`` starting positions of one fly zone at the same time."""
    per_zone: dict[int, int] = {}
    fields = st.board.fields
    for f, owner in st.occupant.items():
        if owner == seat and fields[f].start:
            z = fields[f].zone
            per_zone[z] = per_zone.get(z, 0) + 1
    return max(per_zone.values(), default=0) >= m.count


def fields_by_dotted_route(st: EscapePosition, seat: int, m: MissionType) -> bool:
    """Mission 2: ``count`` second-ring fields next to a dotted route at the same time."""
    return sum(1 for f in st.board.dotted_route_fields if st.occupant.get(f) == seat) >= m.count


def all_inner_fields(st: EscapePosition, seat: int, m: MissionType) -> bool:
    """Mission 3: every field of the inner ring."""
    inner = st.board.inner_fields
    return len(inner) == m.count and all(st.occupant.get(f) == seat for f in inner)


def line_with_dotted(st: EscapePosition, seat: int, m: MissionType) -> bool:
    """Mission 4: ``count`` ships in a connected line that uses a dotted route."""
    occ = st.occupant
    return any(ln.dotted and all(occ.get(f) == seat for f in ln.fields)
               for ln in st.board.lines(m.count) if occ.get(ln.fields[0]) == seat)


def line_in_zone(st: EscapePosition, seat: int, m: MissionType) -> bool:
    """Mission 5: ``count`` ships in a connected line inside one zone (no dotted route)."""
    occ = st.occupant
    return any(not ln.dotted and all(occ.get(f) == seat for f in ln.fields)
               for ln in st.board.lines(m.count) if occ.get(ln.fields[0]) == seat)


def finish_place(st: EscapePosition, seat: int, m: MissionType) -> bool:
    """Missions 6 and 7: be the ``count``-th to have saved all ships."""
    return st.finish_place[seat] == m.count


CHECKS: dict[str, Check] = {
    "start_fields_in_zone": start_fields_in_zone,
    "fields_by_dotted_route": fields_by_dotted_route,
    "all_inner_fields": all_inner_fields,
    "line_with_dotted": line_with_dotted,
    "line_in_zone": line_in_zone,
    "finish_place": finish_place,
}


def held(st: EscapePosition, seat: int) -> list[str]:
    """The Mission Cards ``seat`` holds: the three dealt at setup until one is given back,
    then the ones kept (accomplished or not)."""
    return st.dealt[seat] or st.missions[seat]


#: checks whose ``count`` is a number of ships: none is met with fewer ships on the board
SHIP_COUNTS = frozenset({"start_fields_in_zone", "fields_by_dotted_route", "all_inner_fields",
                         "line_with_dotted", "line_in_zone"})


def check(st: EscapePosition, seats: Iterable[int] | None = None) -> list[Event]:
    """Score every mission (of ``seats``) accomplished now that was not scored yet: shown
    to all."""
    events: list[Event] = []
    ships = [0] * st.num_players
    for o in st.occupant.values():
        ships[o] += 1
    for s in range(st.num_players) if seats is None else seats:
        for mid in st.missions[s]:
            if mid in st.scored[s]:
                continue
            mt = st.data.missions[mid]
            if mt.check in SHIP_COUNTS and ships[s] < mt.count:
                continue
            if CHECKS[mt.check](st, s, mt):
                st.scored[s].append(mid)
                st.vp[s] += mt.vp
                st.vp_missions[s] += mt.vp
                events.append(Event(
                    "mission", f"{who(s)} accomplishes mission {mt.number} (+{mt.vp} VP): "
                    f"{mt.text}", s, {"mission": mid}, reveals=True))
    return events
