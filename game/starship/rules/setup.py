"""Setup by player count (rulebook "Setup" and "Starships To Use")."""

from __future__ import annotations

from game.core.rng import Rng
from game.starship.rules.data import Components
from game.starship.rules.position import new_player
from game.starship.rules.state import StarshipState


def setup(num_players: int, seed: int, track: tuple[str, ...], comp: Components) -> StarshipState:
    state = StarshipState(num_players, Rng(seed), track, comp)
    rules = comp.rules
    use = rules["starships_to_use"][str(num_players)]
    # A. Shipyard: the stacks by Mark; Re-commissioned cards at the bottom of Mark II;
    # one card of each stack flipped Tug-side up beside it; the Mark token on Mark I.
    for mark, count in enumerate(use["marks"], start=1):
        standard = sorted(
            s.id for s in comp.ships.values() if s.mark == mark and not s.recommissioned
        )
        recom = sorted(s.id for s in comp.ships.values() if s.mark == mark and s.recommissioned)
        n_recom = int(use["recommissioned"]) if mark == 2 else 0
        stack = standard[: count - n_recom] + recom[:n_recom]
        state.tug_slots[mark] = stack.pop(0)
        state.scout_stacks[mark] = stack
    # B. Market: shuffled deck, two cards For Sale, refineries face down.
    state.market_deck = sorted(comp.market_cards)
    state.rng.shuffle(state.market_deck)
    state.for_sale = [state.market_deck.pop(0), state.market_deck.pop(0)]
    state.refinery_supply = list(comp.refineries)
    # C. Belt: shuffled Destination deck, two face up.
    state.dest_deck = sorted(comp.destinations)
    state.rng.shuffle(state.dest_deck)
    state.dest_slots = [state.dest_deck.pop(0), state.dest_deck.pop(0)]
    # General: the bag, 15 credits and 2 random mines each (on the Corporate ID card).
    state.bag = sorted(comp.mines)
    for _ in range(num_players):
        player = new_player(int(rules["starting_credits"]))
        player["ledger"]["Starting credits"] = int(rules["starting_credits"])
        player["id_card"] = [state.draw_from_bag() for _ in range(int(rules["starting_mines"]))]
        state.players.append(player)
    state.pending.append({"kind": "turn"})
    return state
