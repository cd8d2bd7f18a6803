"""A whole game of Andromeda Escape by keyboard only, from the title screen to the results.

Four seats, two of them people at one keyboard (hot-seat, with the pass-the-device cover)
and two Normal bots; every human decision is made with Tab / Shift+Tab / the arrows and
Enter / Space on the board's focus ring and the prompt's buttons, never a click.
"""

from __future__ import annotations

from game.escape.bots import HeuristicBot
from game.escape.rules import actions as A
from game.escape.view import EscapeView
from tests.uikeys import KeyDriver, whole_game_by_keys

BUTTON = "escape", "button"


class Keys(KeyDriver):
    """The keys that take each Escape action (the view's focus ring and buttons)."""

    view_type = EscapeView

    def perform(self, action) -> None:
        if isinstance(action, A.ReturnMission):
            self.press(("mission", action.mission))
        elif isinstance(action, A.PlayCard):
            self.press(("card", action.card))  # read it: "Play" comes up
            self.press((*BUTTON, "play"))
        elif isinstance(action, A.Enter):
            self.press(("platform", self.view.actor))
            self.press(("place", action.field))
        elif isinstance(action, A.Move):
            self.press(("ship", action.src))
            self.press(("place", action.dst))
        elif isinstance(action, A.ChooseField):
            self.press(("place", action.field))
        elif isinstance(action, A.ChoosePlayer):
            self.press(("platform", action.player))
        elif isinstance(action, A.TakeCard):  # the open card: read it, then take it
            self.press(("open", action.deck), times=2)
        elif isinstance(action, A.Skip):
            self.press((*BUTTON, "skip"))
        elif isinstance(action, A.Decline):
            self.press((*BUTTON, "decline"))
        elif isinstance(action, A.Cancel):
            self.press((*BUTTON, "takeback"))
        else:  # pragma: no cover - a new action kind needs its keys here
            raise AssertionError(f"no keys for {action!r}")


def test_whole_four_seat_game_by_keyboard_only(app):
    keys = Keys(app)
    _, choose = whole_game_by_keys(keys, "escape", 4, 11, HeuristicBot)
    assert keys.decisions[0] > 20 and keys.decisions[1] > 20, keys.decisions
    # all ten kinds of decision came up, and each was taken by keys
    assert len(choose.taken) == 10, sorted(choose.taken)
