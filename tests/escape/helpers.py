"""Helpers to set up Andromeda Escape positions by hand for rule tests (each ends with
``touch()``: the state forgets what it worked out for the position before the change)."""

from __future__ import annotations

from game.escape.game import GAME
from game.escape.rules import EscapeState
from game.escape.rules.actions import ReturnMission, Skip
from game.escape.rules.data import DECKS


def fresh(players: int = 2, seed: int = 1, **options: object) -> EscapeState:
    """A new game with every player's first dealt mission returned (setup done)."""
    st = GAME.new_game(players, seed, options)
    while st.pending and st.pending[-1]["kind"] == "mission":
        st.apply(ReturnMission(st.dealt[st.current_player][0]))
    return st


def card_turn(players: int = 2) -> EscapeState:
    """A started game with an empty board and empty hands, every Lost Ship found: a clean
    position for card tests (the Lost Ship search is tested in test_setup_turn)."""
    st = fresh(players)
    clear_board(st)
    st.hands = [[] for _ in range(players)]
    st.lost_found = [True] * players
    st.touch()
    return st


def turn_start(st: EscapeState) -> bool:
    """True at the start of a turn: only the turn's main decision is pending."""
    return [f["kind"] for f in st.pending] == ["turn"]


def clear_board(st: EscapeState) -> None:
    st.occupant.clear()
    st.upright.clear()
    st.touch()


def place(st: EscapeState, ships: dict[str, int], upright: tuple[str, ...] = ()) -> None:
    """Put ships on fields, taking them from their owners' Launch Platforms."""
    for field, seat in ships.items():
        assert field in st.board.fields, field
        st.occupant[field] = seat
        st.platform[seat] -= 1
    st.upright.update(upright)
    st.touch()


def take_card_out(st: EscapeState, cid: str) -> None:
    """Remove a card from wherever it is (deck, open space, a hand, discard)."""
    for deck in DECKS:
        if cid in st.decks[deck]:
            st.decks[deck].remove(cid)
        if st.open[deck] == cid:
            st.open[deck] = None
    for hand in st.hands:
        if cid in hand:
            hand.remove(cid)
    if cid in st.discard:
        st.discard.remove(cid)
    st.touch()


def give(st: EscapeState, seat: int, cid: str) -> None:
    take_card_out(st, cid)
    st.hands[seat].append(cid)
    st.touch()


def set_missions(st: EscapeState, seat: int, mids: list[str]) -> None:
    for s in range(st.num_players):
        st.missions[s] = [m for m in st.missions[s] if m not in mids]
    st.mission_deck = [m for m in st.mission_deck if m not in mids]
    st.missions[seat] = list(mids)
    st.touch()


def ship_count(st: EscapeState, seat: int) -> int:
    return sum(1 for o in st.occupant.values() if o == seat)


def after_finishes(players: int, done: list[int], ships: dict[str, int],
                   platform: list[int]) -> EscapeState:
    """A started game in which the seats of ``done`` saved all their ships (Last Ship
    places in that order), every Lost Ship is found, ``ships`` are on the board and the
    Launch Platforms hold ``platform``."""
    st = fresh(players)
    clear_board(st)
    st.lost_found = [True] * players
    st.finish_order = list(done)
    st.finish_place = [done.index(s) + 1 if s in done else 0 for s in range(players)]
    st.platform = [len(ships)] * players  # ``place`` takes the ships off the platforms
    place(st, ships)
    st.platform = list(platform)
    st.touch()
    return st


def skip_to_swap(st: EscapeState) -> None:
    """Seat 0, stuck behind Blue's ships with an empty Launch Platform, skips onto the
    SWAP field: the SWAP reward's effect is next (Blue's ship directly in front of it)."""
    place(st, {"Z1-R4-1": 0, "Z1-R3-1": 1, "Z1-R2-1": 1, "Z3-R2-2": 1})
    st.platform[0] = 0
    st.skip_pos[0] = 3
    st.apply(Skip())
