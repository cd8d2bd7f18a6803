"""A whole game of Pandorum by keyboard only, from the title screen to the results.

Four seats, two of them people at one keyboard (hot-seat) and two Normal bots; every human
decision is made with Tab / Shift+Tab / the arrows and Enter / Space on the board's focus
ring (the lit hexes, the market stacks and the deck, the cards in hand) and the prompt's
buttons (build, direction, slot, pass), never a click.
"""

from __future__ import annotations

from game.pandorum.bots import HeuristicBot
from game.pandorum.game import GAME
from game.pandorum.rules.actions import Pass, TakeCard
from tests.pandorum_ui.driver import Player
from tests.uidriver import make_session
from tests.uikeys import KeyDriver, open_at, whole_game_by_keys


class Keys(KeyDriver, Player):
    """The driver's keyboard gestures (:meth:`Player.perform_by_keys`), each focus move
    and choice checked as a player sees it (:meth:`KeyDriver.press`)."""

    def enter(self, key, times: int = 1) -> None:
        self.press(key, times)

    def perform(self, action) -> None:
        self.perform_by_keys(action)


def kind(action) -> str:
    """A decision's kind, the deck told from a market stack."""
    name = type(action).__name__
    if isinstance(action, TakeCard):
        return f"{name}/{'deck' if action.source == 'deck' else 'market'}"
    return name


def test_whole_four_seat_game_by_keyboard_only(app):
    keys = Keys(app)
    _, choose = whole_game_by_keys(keys, "pandorum", 4, 5, HeuristicBot, kind)
    assert keys.decisions[0] > 40 and keys.decisions[1] > 40, keys.decisions
    assert {"TakeCard/deck", "TakeCard/market", "PayFee", "MoveTo", "Build", "BuildCard",
            "PlaceCard", "MoveFree", "ChooseDirection"} <= set(choose.taken)


def test_passing_when_nothing_is_possible_by_keyboard_only(app):
    """The one kind the whole game above did not raise: no deck, no market and an empty
    hand leave only Pass (a position made by hand, tests/pandorum/test_movement.py; both
    seats people, as the bots replay the game from its actions)."""
    session = make_session(GAME, players=2, humans=2, seed=5)
    state = session.state
    state.deck, state.market, state.hands[0] = [], [], []
    state.touch()
    assert state.legal_actions(0) == [Pass()]
    keys = open_at(app, session, Keys)
    keys.check_reachable(0)
    keys.perform(Pass())
    assert session.log[-1].action == Pass() and session.state.current_player == 1
