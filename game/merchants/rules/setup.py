"""Game Setup: a new game of Merchants of Andromeda, following the rulebook step by step."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.merchants.rules.data import Components, components
from game.merchants.rules.state import MerchantsState


def setup(num_players: int, seed: int, comp: Components | None = None) -> dict[str, Any]:
    """The serialised state of a new game, following "Game Setup" step by step."""
    c = comp or components()
    topo = c.topology
    rng = Rng(seed)
    n = num_players
    first = rng.below(n)
    data: dict[str, Any] = {
        "num_players": n,
        "first_player": first,
        "active": first,
        "turn": 1,
        "money": [int(c.game["starting_money"])] * n,
        "ledger": [{"Starting money": int(c.game["starting_money"])} for _ in range(n)],
        "supply": [int(c.game["influence_per_player"])] * n,
        "discard": [],
        "slots": [None, None, None],
        "event_pos": 0,
        "over": False,
    }
    # Event track: 1 face-down special event tile on each special space, the rest to the box.
    tiles = sorted(c.specials)
    rng.shuffle(tiles)
    special_spaces = [s.index for s in topo.event_spaces if s.event == "special"]
    data["special_tiles"] = {str(i): tiles[k] for k, i in enumerate(special_spaces)}
    data["specials_revealed"] = []
    # Station: 1 influence on the space of each turn-order position.
    data["station"] = {}
    for seat in range(n):
        pos = (seat - first) % n + 1
        data["station"][topo.station_starts[pos]] = seat
        data["supply"][seat] -= 1
    data["bridges_done"] = [[] for _ in range(n)]
    # Production: a marker on START of every track, then +1 on the position's track.
    data["prod"] = [[0] * len(topo.track_resources) for _ in range(n)]
    for seat in range(n):
        data["supply"][seat] -= len(topo.track_resources)
        pos = (seat - first) % n + 1
        data["prod"][seat][topo.start_tracks[pos] - 1] += 1
    data["bonus_held"] = [0] * n
    # Exploration: a random face-down tile on every planet space.
    pile = list(c.tiles)
    rng.shuffle(pile)
    data["planet"] = dict(zip(sorted(topo.planet_of), pile, strict=True))
    data["planet_owner"], data["flipped"] = {}, []
    data["claimed"] = [[] for _ in range(n)]
    # Defense: 1 invader ship on the red space at the top of each lane.
    data["ships"] = {str(lane): 0 for lane in topo.lanes}
    data["lane_tokens"] = {str(lane): [None] * 5 for lane in topo.lanes}
    data["ship_supply"] = int(c.game["invader_ships"]) - len(topo.lanes)
    data["ships_claimed"] = [0] * n
    data["dice"] = []
    # Senate: 3 face-up candidates, the rest a face-down pile.
    senators = sorted(c.senators)
    rng.shuffle(senators)
    data["candidates"] = senators[: topo.ballot_boxes]
    data["senate_deck"] = senators[topo.ballot_boxes :]
    data["senators_out"], data["policies"] = [], []
    data["votes"] = [[0] * n for _ in range(topo.ballot_boxes)]
    # Action deck: events aside (and the 4+ cards with 3 players), 6 on top, two halves
    # with 10 events each.
    actions = [k.id for k in c.cards if not k.is_event and (n >= 4 or not k.four_plus)]
    events = [k.id for k in c.cards if k.is_event]
    rng.shuffle(actions)
    top = actions[: int(c.game["opening_pile"])]
    rest = actions[int(c.game["opening_pile"]) :]
    half = len(rest) // 2
    per = int(c.game["events_per_half"])
    piles = [rest[:half] + events[:per], rest[half:] + events[per : 2 * per]]
    for pile_ in piles:
        rng.shuffle(pile_)
    data["deck"] = top + piles[0] + piles[1]
    data["pending"] = [{"kind": "plan", "seat": first}]
    data["is_view"] = False
    data["rng"] = rng.to_dict()
    return data


def new_state(num_players: int, seed: int, comp: Components | None = None) -> MerchantsState:
    """A new game waiting for its first decision (the opening cards are revealed)."""
    c = comp or components()
    state = MerchantsState.from_fields(setup(num_players, seed, c), c=c)
    state.settle([])  # reveal the opening cards (setup: no log lines)
    return state
