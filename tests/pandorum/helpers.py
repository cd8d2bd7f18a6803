"""Hand-built Pandorum positions for rule tests: a small board and a state around it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.boards.hex import Hex, spiral
from game.core.rng import Rng
from game.pandorum.rules.adding_cards import add_to_market
from game.pandorum.rules.board import Board
from game.pandorum.rules.state import PandorumState


def tiny_board(terrain: Mapping[Hex, str] | None = None, radius: int = 3,
               default: str = "rock") -> Board:
    """A hexagon of ``radius`` around (0, 0): the pad at the centre, ``default`` elsewhere,
    ``terrain`` overriding single hexes."""
    cells = {h: default for h in spiral((0, 0), radius)}
    cells[(0, 0)] = "pad"
    cells.update(terrain or {})
    return Board(cells)


def make_state(board: Board | None = None, players: int = 2,
               hands: Sequence[Sequence[str]] | None = None,
               deck: Sequence[str] = (), market: Sequence[str] = (),
               fore: Sequence[str] | None = None, main: Sequence[str] | None = None,
               money: Sequence[int] | None = None) -> PandorumState:
    """A position at the start of seat 0's turn; ``deck`` lists cards top first."""
    state = PandorumState(players, board or tiny_board(), Rng(7), {"systems": True})
    for seat, hand in enumerate(hands or []):
        state.hands[seat] = sorted(hand)
    state.deck = list(reversed(deck))
    for name in market:
        add_to_market(state, name)
    state.fore_ability = list(fore or ["module_as_base", "base_of_three", "fly_anywhere",
                                       "ignore_conditions"][:players])
    state.main_ability = list(main or ["free_move", "take_three", "cross_red",
                                       "draw_after_fee"][:players])
    if money is not None:
        state.money = list(money)
    return state


def charge(state: PandorumState, seat: int, slot: str, card: str = "Fusion Block") -> None:
    """Fill a harvester slot so its ability works."""
    if slot == "forepart":
        state.forepart[seat] = [card] * state.fore_cost()
    else:
        state.centre[seat] = [card] * state.centre_cost()
    state.touch()  # the position changed outside apply: forget the cached legal actions
