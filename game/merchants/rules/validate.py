"""The shipped Merchants data and maps checked against every printed count and rule."""

from __future__ import annotations

from game.boards.model import BoardMap
from game.merchants.rules.data import BOARDS, Components, build_components, load_maps


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
