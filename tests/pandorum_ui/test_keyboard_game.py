"""A whole game of Pandorum by keyboard only, from the title screen to the results.

Four seats, two of them people at one keyboard (hot-seat) and two Normal bots; every human
decision is made with Tab / Shift+Tab / the arrows and Enter / Space on the board's focus
ring (the lit hexes, the market stacks and the deck, the cards in hand) and the prompt's
buttons (build, direction, slot, pass), never a click.
"""

from __future__ import annotations

from game.pandorum.bots import HeuristicBot
from game.pandorum.rules.actions import TakeCard
from tests.pandorum_ui.driver import Player
from tests.uidriver import assert_results_shown
from tests.uikeys import KeyDriver, NoveltyChooser, setup_by_keys


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
    session = setup_by_keys(keys, "pandorum", players=4, humans=("Ann", "Bob"), seed=5).session
    choose = NoveltyChooser(HeuristicBot, session, kind=kind)
    done = keys.play_by_keys(session, choose, limit=1500)
    assert_results_shown(app, session)
    assert keys.checked == len(done)
    assert keys.decisions[0] > 40 and keys.decisions[1] > 40, keys.decisions
    humans = [e.action for e in session.log if e.seat in (0, 1)]
    assert humans == done
    # every kind of decision the game put to a person was answered by keys
    assert choose.offered - set(choose.taken) <= choose.crowded, (
        sorted(choose.offered - set(choose.taken)), sorted(choose.crowded))
    assert {"TakeCard/deck", "TakeCard/market", "PayFee", "MoveTo", "Build", "BuildCard",
            "PlaceCard", "MoveFree", "ChooseDirection"} <= set(choose.taken)
