"""A whole game of Starship Merchants by keyboard only, from the title screen to the results.

Four seats, two of them people at one keyboard (hot-seat) and two Normal bots; every human
decision is made with Tab / Shift+Tab / the arrows and Enter / Space on the board's focus
ring (stacks, consoles, mines, cards, the track) and the prompt's buttons (Buy / Lease,
the holds' keep-or-drop choices, Dock transfers, "More"), never a click.
"""

from __future__ import annotations

from game.starship.bots import HeuristicBot
from game.starship.rules.actions import BuyShip, KeepMine
from game.starship.view import StarshipView
from game.starship.view_actions import spot_of
from tests.uidriver import assert_results_shown
from tests.uikeys import KeyDriver, NoveltyChooser, setup_by_keys


class Keys(KeyDriver):
    """The keys that take each Starship action: the spot that stands for it on the board,
    then (a stack, a console with several uses) the prompt button that says which."""

    view_type = StarshipView

    def press_button(self, action) -> None:
        """The prompt button of ``action``, paging with "More" when it is not shown."""
        for _ in range(20):
            if self.has(("starship", "act", action)):
                self.press(("starship", "act", action))
                return
            self.press(("starship", "more"))
        raise AssertionError(f"paged through the buttons without finding {action!r}")

    def perform(self, action) -> None:
        view = self.view
        spot = spot_of(view.st, action)
        if spot is None:
            self.press_button(action)
            return
        n = len(view.session.log)
        self.press(spot)
        if len(view.session.log) == n:  # the spot was selected: its buttons say which
            assert view.selected == spot, (spot, view.selected)
            self.press_button(action)


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
    session = setup_by_keys(keys, "starship", players=4, humans=("Ann", "Bob"), seed=190).session
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
    assert {"BuyShip/buy", "BuyShip/lease", "KeepMine/hold", "KeepMine/local", "Advance",
            "RunShip", "Pickup", "Travel"} <= set(choose.taken)
