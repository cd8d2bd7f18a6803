"""The shipped Merchants data and maps checked against every printed count and rule."""

from __future__ import annotations

from game.merchants.rules.data import BOARDS, Components, build_components


def validate_data(comp: Components | None = None) -> list[str]:
    """Every way the shipped data breaks a printed count or a rule; empty when all is well."""
    try:
        c = comp or build_components()
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
            f"exploration map: {len(top.planet_of)} planet spaces for {len(c.tiles)} tiles"
        )
    if len(top.planets) != 3:
        problems.append("exploration map: the rulebook prints 3 planets")
    if len(c.artifacts) > len(c.tables["artifacts"]["sets"]):
        problems.append("tables: the artifact table must cover a set of every artifact kind")
    if c.tables["artifacts"]["sets"] != [1, 3, 6, 10, 15, 21]:
        problems.append("tables: the artifact set table differs from the printed one")
    if len(c.senators) != 9:
        problems.append(f"senators: {len(c.senators)}, the rulebook prints 9")
    if len(c.specials) != 6:
        problems.append(f"special events: {len(c.specials)}, the rulebook prints 6")
    spaces = top.event_spaces
    if [s.index for s in spaces] != list(range(len(spaces))) or len(spaces) != 22:
        problems.append("event track: START, 20 event spaces and END, indexed 0..21")
    else:
        if spaces[0].event != "start" or spaces[-1].event != "end":
            problems.append("event track: the first space is START and the last END")
        middle = spaces[1:-1]
        if sum(s.event == "special" for s in middle) != 3:
            problems.append("event track: exactly 3 special-event spaces")
        for s in middle:
            if s.event not in ("none", "vote", "score", "special"):
                problems.append(f"event track space {s.index}: unknown event {s.event!r}")
            if s.event == "vote" and s.votes not in (1, 2):
                problems.append(f"event track space {s.index}: a voting event casts 1 or 2")
            if s.event == "score" and s.board not in BOARDS:
                problems.append(f"event track space {s.index}: unknown board {s.board!r}")
    if sorted(top.end_order) != sorted(BOARDS):
        problems.append("event track: END must list every board once in its scoring order")
    if len(top.sectors) != 4:
        problems.append("station map: the rulebook prints 4 sectors")
    if sorted(top.station_starts) != [1, 2, 3, 4, 5]:
        problems.append("station map: starting spaces P1..P5 are needed")
    for a, b in top.bridges:
        if top.station_sector.get(a) == top.station_sector.get(b):
            problems.append(f"station map: bridge {a}-{b} must join two sectors")
    for space, nbrs in top.station_adj.items():
        for other in nbrs:
            if top.station_sector.get(other) != top.station_sector[space]:
                problems.append(f"station map: adjacency {space}-{other} crosses sectors")
    if len(top.track_resources) != 4 or sorted(top.track_resources) != sorted(c.resources):
        problems.append("production map: 4 tracks, one per resource")
    if sorted(top.start_tracks) != [1, 2, 3, 4, 5]:
        problems.append("production map: every position P1..P5 needs a starting track")
    if not top.bonus_columns or min(top.bonus_columns) < 1:
        problems.append("production map: Station bonus columns must lie after START")
    if sorted(top.lanes) != [1, 2, 3, 4, 5] or any(len(v) != 5 for v in top.lanes.values()):
        problems.append("defense map: 5 lanes of 5 spaces")
    if set(c.game["die_faces"]) != {1, 2, 3, 4, 5}:
        problems.append("defense dice: faces must show the lanes 1-5")
    if top.ballot_boxes != 3:
        problems.append("senate map: 3 ballot boxes")
    if len(c.tables["station"]["ranks"]) != 4 or len(c.tables["production"]["ranks"]) != 4:
        problems.append("tables: station and production tables have 4 ranks")
    if len(c.tables["exploration"]["planets"]) != 3:
        problems.append("tables: exploration payouts for 3 planets")
    for sid, sen in c.senators.items():
        if sen.kind == "scoring" and sid not in c.tables["policy"]:
            problems.append(f"tables: senator {sid} needs its policy table")
    return problems
