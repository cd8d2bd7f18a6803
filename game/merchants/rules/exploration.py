"""Exploration board: flipping planet tiles along a path, claiming, scoring by planet.

Rulebook sections "Exploration Board", "Exploration Exceptions", "Claiming Planet Tiles",
"Scoring Exploration", "Scoring Artifacts" and the Explore half of "Explore & Defend".

The ``explore`` frame holds one trip: ``trip`` (spaces flipped, in order), ``claims``
(how many tiles may be claimed), ``must_leave``, ``phase`` ("flip" or "claim") and
``chosen`` (tiles claimed so far). ``single`` marks Explore & Defend: explore 1 tile and
claim it.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.decisions import Decision, Frame, automatic
from game.core.protocol import Action, Event
from game.merchants.rules.actions import ClaimTile, ExploreTile, LeavePlanet, place_name
from game.merchants.rules.base import MerchantsBase, player
from game.merchants.rules.data import INVADER
from game.merchants.rules.payouts import artifact_payout, payout_note, split_payouts


def start_trip(st: MerchantsBase, seat: int, single: bool) -> None:
    """Push an exploration trip (``single``: the Explore half of Explore & Defend)."""
    st._push(
        "explore",
        seat=seat,
        single=single,
        trip=[],
        claims=0,
        leave=False,
        phase="flip",
        chosen=[],
    )


def explorable(st: MerchantsBase) -> list[str]:
    """Spaces with a face-down tile and no influence."""
    return sorted(
        s
        for s, tile in st.planet.items()
        if tile is not None and s not in st.planet_owner and s not in st.flipped
    )


def _next_tiles(st: MerchantsBase, frame: Frame) -> list[str]:
    """The tiles the trip may flip next: any to start, then one next to the last."""
    trip = frame["trip"]
    if not trip:
        return explorable(st)
    planet, owner, flipped = st.planet, st.planet_owner, st.flipped
    return sorted(
        s
        for s in st.c.topology.planet_adj[trip[-1]]
        if planet.get(s) is not None and s not in owner and s not in flipped
    )


def _explore_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    seat, trip = frame["seat"], frame["trip"]
    if frame["phase"] == "flip":
        options = _next_tiles(st, frame)
        if not trip and not options:
            st._pop(frame)
            st._emit("no_effect", "No planet tile can be explored: no effect", seat)
            return False
        if trip and (frame.get("must_leave") or not options):
            if not options and not frame.get("must_leave"):
                st._emit("dead_end", f"{player(seat)} reaches a dead end", seat)
            frame["phase"] = "claim"
            return False
        return True
    wanted = min(frame["claims"], len(trip))
    left = [s for s in trip if s not in frame["chosen"]]
    if len(frame["chosen"]) >= wanted:
        _finish_trip(st, frame)
        return False
    if len(left) <= wanted - len(frame["chosen"]):
        frame["chosen"] += left
        _finish_trip(st, frame)
        return False
    return True


def _may_leave(frame: Frame) -> bool:
    """A trip under way may leave the planet after any tile (unless a tile made it stop)."""
    return bool(frame["trip"]) and not frame.get("must_leave")


def _explore_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    if frame["phase"] == "claim":
        return [ClaimTile(s) for s in frame["trip"] if s not in frame["chosen"]]
    out: list[Action] = [ExploreTile(s) for s in _next_tiles(st, frame)]
    if _may_leave(frame):
        out.append(LeavePlanet())
    return out


def _explore_handle(st: MerchantsBase, frame: Frame, action: Action, events: list[Event]) -> None:
    _TRIP_STEPS[type(action)](st, frame, action)


def _leave(st: MerchantsBase, frame: Frame, action: Action) -> None:
    seat = frame["seat"]
    st._emit("leave", f"{player(seat)} leaves the planet", seat)
    frame["phase"] = "claim"


def _claim(st: MerchantsBase, frame: Frame, action: Action) -> None:
    assert isinstance(action, ClaimTile)
    frame["chosen"].append(action.space)


def _refuse_claim(st: MerchantsBase, frame: Frame, action: Action) -> str:
    assert isinstance(action, ClaimTile)
    if frame["phase"] == "flip":
        return "Tiles are claimed after you leave the planet."
    if action.space in frame["chosen"]:
        return "You already claimed that tile."
    return "Claim one of the tiles you explored on this trip."


def _refuse_leave(st: MerchantsBase, frame: Frame, action: Action) -> str:
    if frame["phase"] == "claim":
        return "Claim a tile you explored first."
    return "Explore a tile first." if not frame["trip"] else "You must stop here: claim your tile."


def _refuse_flip(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    assert isinstance(action, ExploreTile)
    space = action.space
    if frame["phase"] == "claim":
        return "Claim a tile you explored first."
    if space not in st.planet:
        return f"{space} is not a planet space."
    if st.planet[space] is None or space in st.planet_owner:
        return "That tile has been claimed."
    if space in st.flipped:
        return "That tile is already face up."
    if frame["trip"]:
        return "Explore a tile next to the last tile you flipped."
    return None


def _explore_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    refuse = _TRIP_REFUSALS.get(type(action))  # (another action: the core refuses it
    # with what the trip asks, first: its ``ask``)
    return refuse(st, frame, action) if refuse is not None else None


def _explore_ask(st: MerchantsBase, frame: Frame) -> str:
    """What a trip asks: its first tile; then the next tile or leaving the planet (both
    legal: the refusal of another action said only "Explore a face-down planet tile
    first."); at its last step, which tile to claim."""
    if frame["phase"] == "claim":
        return "claim a tile you explored"
    if _may_leave(frame):
        return "explore the next tile, or leave the planet"
    return "explore a face-down planet tile"


def _flip(st: MerchantsBase, frame: Frame, action: Action) -> None:
    assert isinstance(action, ExploreTile)
    space = action.space
    seat, trip = frame["seat"], frame["trip"]
    tile = st.planet[space]
    earlier_all_invaders = all(st.planet[s] == INVADER for s in trip)
    trip.append(space)
    st.flipped.append(space)
    st._emit(
        "flip",
        f"{player(seat)} flips {tile} on {place_name(space)}",
        seat,
        reveals=True,
        space=space,
        tile=tile,
    )
    if frame["single"]:
        frame["claims"], frame["must_leave"] = 1, True
    elif tile == INVADER:
        # the first-tile exception: while only invaders were found, keep going
        frame["claims"], frame["must_leave"] = 1, not earlier_all_invaders
    elif len(trip) > 1 and earlier_all_invaders:
        frame["claims"], frame["must_leave"] = 1, True
    else:
        frame["claims"], frame["must_leave"] = 2, False


def _finish_trip(st: MerchantsBase, frame: Frame) -> None:
    """Claim the chosen tiles, put influence on their spaces, turn the rest face down."""
    st._pop(frame)
    seat = frame["seat"]
    gained = False
    for space in frame["chosen"]:
        tile = st.planet[space]
        assert tile is not None
        st.planet[space] = None
        st.claimed[seat].append(tile)
        st._emit(
            "claim",
            f"{player(seat)} claims {tile} from {place_name(space)}",
            seat,
            space=space,
            tile=tile,
        )
        if st._take_token(seat):
            st.planet_owner[space] = seat
        if tile in st.c.topology.track_resources:
            st._gain(seat, tile)
            gained = True
    for space in frame["trip"]:
        if space in st.flipped:
            st.flipped.remove(space)
    if gained:
        st._bonus_checks([seat])


#: What one action of an exploration trip does (the trip is one decision kind).
_TRIP_STEPS: dict[type[Action], Callable[[MerchantsBase, Frame, Action], None]] = {
    ExploreTile: _flip,
    LeavePlanet: _leave,
    ClaimTile: _claim,
}


#: Why an action of an exploration trip is refused, by kind of action.
_TRIP_REFUSALS: dict[type[Action], Callable[[MerchantsBase, Frame, Action], str | None]] = {
    ExploreTile: _refuse_flip,
    LeavePlanet: _refuse_leave,
    ClaimTile: _refuse_claim,
}


# ------------------------------------------------------------------ scoring


def exploration_payouts(st: MerchantsBase) -> tuple[dict[int, int], list[str]]:
    table = st.scoring_table("exploration", "planets")[0]
    earned: dict[int, int] = {}
    notes = []
    for i, planet in enumerate(st.c.topology.planets):
        counts = {s: 0 for s in range(st.num_players)}
        for space, owner in st.planet_owner.items():
            if st.c.topology.planet_of[space] == planet:
                counts[owner] += 1
        pay = split_payouts(counts, table[i])
        for seat, amount in pay.items():
            earned[seat] = earned.get(seat, 0) + amount
        notes.append(payout_note(f"planet {planet}", table[i], pay))
    return earned, notes


def artifact_table(st: MerchantsBase) -> list[int]:
    if "artifact_policy" in st.policies:
        return list(st.c.tables["policy"]["artifact_policy"]["sets"])
    return list(st.c.tables["artifacts"]["sets"])


def artifacts_of(st: MerchantsBase, seat: int) -> list[str]:
    """The artifact tiles ``seat`` claimed, sorted (the rulebook keeps them face up in
    front of their owner: the Exploration board shows them, the bots count them)."""
    return sorted(t for t in st.claimed[seat] if t in st.c.artifacts)


def artifact_score(st: MerchantsBase, seat: int) -> int:
    return artifact_payout(artifacts_of(st, seat), artifact_table(st))


def _artifacts_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    st._pop(frame)
    for seat in range(st.num_players):
        st._earn(seat, artifact_score(st, seat), "Artifacts", "artifact sets")
    if "artifact_policy" in st.policies:
        st.policies.remove("artifact_policy")
    return False


#: The Exploration board's decision (one trip: flip tiles, leave, claim) and the artifact
#: scoring step of the game end.
DECISIONS: tuple[Decision[MerchantsBase], ...] = (
    Decision(
        "explore", _explore_legal, _explore_handle, refuse=_explore_refuse, auto=_explore_auto,
        ask=_explore_ask,
    ),
    automatic("artifacts", _artifacts_auto),
)
