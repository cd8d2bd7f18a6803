"""A whole game of Starship Merchants by keyboard only, from the title screen to the results.

Four seats, two of them people at one keyboard (hot-seat) and two Normal bots; every human
decision is made with Tab / Shift+Tab / the arrows and Enter / Space on the board's focus
ring (stacks, consoles, mines, cards, the track) and the prompt's buttons (Buy / Lease,
the holds' keep-or-drop choices, Dock transfers, "More"), never a click.
"""

from __future__ import annotations

import pytest

from game.starship.bots import HeuristicBot
from game.starship.game import GAME
from game.starship.rules.actions import BuyShip, KeepMine
from game.starship.view import StarshipView
from tests.starship.helpers import give_ship, set_turn
from tests.starship_ui.driver import take
from tests.uidriver import make_session
from tests.uikeys import KeyDriver, advance, offered, open_at, whole_game_by_keys


class Keys(KeyDriver):
    """The keys that take each Starship action: the spot that stands for it on the board,
    then (a stack, a console with several uses) the prompt button that says which."""

    view_type = StarshipView
    #: a card's price tag lies across its ring's top (its text box below clears the ring):
    #: the least seen is a small refinery card's, about four fifths
    ring_seen = 0.75

    def press_button(self, action) -> None:
        """The prompt button of ``action``, paging with "More" when it is not shown."""
        for _ in range(20):
            if self.has(("starship", "act", action)):
                self.press(("starship", "act", action))
                return
            self.press(("starship", "more"))
        raise AssertionError(f"paged through the buttons without finding {action!r}")

    def perform(self, action) -> None:
        take(self.view, action, self.press, self.press_button)


def kind(action) -> str:
    """A decision's kind, buying told from leasing and the hold from Local Space."""
    name = type(action).__name__
    if isinstance(action, BuyShip):
        return f"{name}/{'lease' if action.lease else 'buy'}"
    if isinstance(action, KeepMine):
        return f"{name}/{'hold' if action.into_hold else 'local'}"
    return name


def test_whole_four_seat_game_by_keyboard_only(app):
    keys = Keys(app)
    _, choose = whole_game_by_keys(keys, "starship", 4, 190, HeuristicBot, kind)
    assert keys.decisions[0] > 40 and keys.decisions[1] > 40, keys.decisions
    assert {"BuyShip/buy", "BuyShip/lease", "KeepMine/hold", "KeepMine/local", "Advance",
            "RunShip", "Pickup", "Travel"} <= set(choose.taken)


def over_the_ship_limit(session) -> None:
    """Seat 0 at the Shipyard with three Mark II ships (one leased) and 25 credits: the
    first Mark III it buys lowers the limit to 3 (tests/starship/test_shipyard.py). A
    position made by hand: no bot plays after it (every seat is a person), as the bots
    and undo replay the game from its actions."""
    s = session.state
    s.mark_token = 2
    s.scout_stacks[1], s.tug_slots[1] = [], None
    s.scout_stacks[2], s.tug_slots[2] = [], None
    for card in (7, 8):
        give_ship(s, 0, card)
    give_ship(s, 0, 9, loans=2)
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 25
    s.touch()


@pytest.mark.parametrize("kind_name, seed, prepare", [
    ("RemoveShip", 1, over_the_ship_limit),
    ("TransferPilot", 6, None),
    ("DeclineFinalRun", 1, None),
])
def test_the_rare_decisions_by_keyboard_only(app, kind_name, seed, prepare):
    """The kinds of decision the whole game above did not raise, each reached in a
    seeded game (or a prepared position) and made by keys."""
    session = make_session(GAME, players=4 if prepare else 2, humans=4 if prepare else 1,
                           seed=seed)
    if prepare is not None:
        prepare(session)
        keys = open_at(app, session, Keys)
        keys.perform(BuyShip(3, "scout", False))
        assert session.log[-1].action == BuyShip(3, "scout", False)
    else:
        advance(session, offered(kind_name))
        keys = open_at(app, session, Keys)
    action = next(a for a in session.state.legal_actions(0) if type(a).__name__ == kind_name)
    n = len(session.log)
    keys.check_reachable(0)
    keys.perform(action)
    assert session.log[n].action == action and session.log[n].seat == 0
    if kind_name == "RemoveShip":  # the ship chosen left the game: back at the limit
        assert action.ship not in session.state.ships
        assert len(session.state.active_ships(0)) == 3
