"""Lost Ship: every player starts one ship short; it is found once the player has ships
"searching" in all 3 fly zones at the same time, and is then placed on the outer ring.

The search runs after every change of the board, for every player. The owner places the
found ship at once on an empty outer field of their choice (the ``place_lost`` effect);
with the outer ring full it waits on the Launch Platform and enters like any other ship.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.protocol import Event
from game.escape.rules import effects as fx
from game.escape.rules.position import EscapePosition, who

SOURCE = "Lost Ship"


def search(st: EscapePosition, seats: Iterable[int] | None = None) -> list[Event]:
    """Find the Lost Ship of every player (of ``seats``) with ships in all fly zones now."""
    events: list[Event] = []
    zones = set(st.board.zones)
    fields = st.board.fields
    for s in range(st.num_players) if seats is None else seats:
        if st.lost_found[s] or st.over:
            continue
        mine = {fields[f].zone for f, o in st.occupant.items() if o == s}
        if not mine >= zones:
            continue
        st.lost_found[s] = True
        st.platform[s] += st.data.lost_ships
        if fx.executable(st, fx.PLACE_LOST, s):
            st.pending.append(fx.effect_frame(fx.PLACE_LOST, s, SOURCE, optional=False))
            # where it goes is the owner's choice, told by the placement's own line
            text = f"{who(s)} has ships in all 3 fly zones and finds the Lost Ship"
        else:
            text = (f"{who(s)} has ships in all 3 fly zones and finds the Lost Ship: "
                    "the outer ring is full, so it waits on the Launch Platform")
        events.append(Event("lost_found", text, s))
    return events


def drop_blocked_placements(st: EscapePosition) -> list[Event]:
    """Two players may find their Lost Ships at once; when the one who places first
    takes the last empty outer field, the other's Lost Ship waits on the Launch
    Platform instead (it is already counted there)."""
    events: list[Event] = []
    while (st.pending and st.pending[-1].get("effect") == fx.PLACE_LOST
           and not fx.executable(st, fx.PLACE_LOST, st.pending[-1]["owner"])):
        seat = st.pending.pop()["owner"]
        events.append(Event("lost_found", f"The outer ring is full: the Lost Ship of {who(seat)} "
                            "waits on the Launch Platform", seat))
    return events
