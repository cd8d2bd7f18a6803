"""A whole game of Andromeda Escape by keyboard only, from the title screen to the results.

Four seats, two of them people at one keyboard (hot-seat, with the pass-the-device cover)
and two Normal bots; every human decision is made with Tab / Shift+Tab / the arrows and
Enter / Space on the board's focus ring and the prompt's buttons, never a click.
"""

from __future__ import annotations

from game.escape.bots import HeuristicBot
from game.escape.rules.actions import (
    Cancel,
    ChooseField,
    ChoosePlayer,
    Decline,
    Enter,
    Move,
    PlayCard,
    ReturnMission,
    Skip,
    TakeCard,
)
from game.escape.view import EscapeView
from tests.uidriver import assert_results_shown
from tests.uikeys import KeyDriver, NoveltyChooser, setup_by_keys

BUTTON = "escape", "button"


class Keys(KeyDriver):
    """The keys that take each Escape action (the view's focus ring and buttons)."""

    view_type = EscapeView

    def perform(self, action) -> None:
        if isinstance(action, ReturnMission):
            self.press(("mission", action.mission))
        elif isinstance(action, PlayCard):
            self.press(("card", action.card))  # read it: "Play" comes up
            self.press((*BUTTON, "play"))
        elif isinstance(action, Enter):
            self.press(("platform", self.view.actor))
            self.press(("place", action.field))
        elif isinstance(action, Move):
            self.press(("ship", action.src))
            self.press(("place", action.dst))
        elif isinstance(action, ChooseField):
            self.press(("place", action.field))
        elif isinstance(action, ChoosePlayer):
            self.press(("platform", action.player))
        elif isinstance(action, TakeCard):  # the open card: read it, then take it
            self.press(("open", action.deck), times=2)
        elif isinstance(action, Skip):
            self.press((*BUTTON, "skip"))
        elif isinstance(action, Decline):
            self.press((*BUTTON, "decline"))
        elif isinstance(action, Cancel):
            self.press((*BUTTON, "takeback"))
        else:  # pragma: no cover - a new action kind needs its keys here
            raise AssertionError(f"no keys for {action!r}")


def test_whole_four_seat_game_by_keyboard_only(app):
    keys = Keys(app)
    session = setup_by_keys(keys, "escape", players=4, humans=("Ann", "Bob"), seed=11).session
    choose = NoveltyChooser(HeuristicBot, session)
    done = keys.play_by_keys(session, choose, limit=1500)
    assert_results_shown(app, session)
    assert keys.checked == len(done)
    assert keys.decisions[0] > 20 and keys.decisions[1] > 20, keys.decisions
    assert len(done) == sum(keys.decisions.values())
    humans = [e for e in session.log if e.seat in (0, 1)]
    assert [e.action for e in humans] == done
    # every kind of decision the game put to a person was answered by keys
    assert choose.offered - set(choose.taken) <= choose.crowded, (
        sorted(choose.offered - set(choose.taken)), sorted(choose.crowded))
    assert {"ReturnMission", "Enter", "Move", "TakeCard", "PlayCard"} <= choose.offered
