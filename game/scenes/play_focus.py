"""Where the keyboard focus goes in the play scene (a mixin of :class:`PlayScene`).

One rule for every game, for a keyboard player (a player who has the focus ring):

* **the focus is never lost**: when the focused thing goes away (a move taken, a card
  played, a bot's turn between), it goes to what Tab reaches first on the board
  (:meth:`PlayFocus.keep_focus`);
* **until the player moves it, the owed focus follows the board**: a focus the rule
  above put on the board (not the player) goes on to what Tab reaches first whenever
  that changes (a decision coming up under it);
* **the owed focus goes only to what decides**: a widget that only shows something
  (``only_shows``: Merchants' small boards, which Enter draws large) is never where the
  rules above put the focus; while the board offers nothing else, the focus stays owed
  and comes onto the decision when it comes up. While Merchants' auction screen covered
  the board, the board offered only its small boards, so the owed focus went to the
  first of them, and only the rule above moved it on to the winner's decision ("which
  action first?"); whatever stopped that (a key the board took meanwhile makes the focus
  the player's own) left it there: Enter drew the small board large, again and again,
  and the player had to find the decision's buttons with Tab;
* **a new decision never starts on a thing that only shows**: when the decision changes
  (an action taken, undone, a new turn) while the focus sits on a board thing that only
  shows now (``Target.reads``: a card that cannot be played now), it goes to what Tab
  reaches first, as the owed focus does (found in play: a decision began with the ring on
  the card read in the last one, which could not be played now); on a thing that may
  still be chosen it stays (the next of several cards for one base). Such a thing is
  never where the owed focus goes either; Tab still reaches it, to read it;
* **a choice that opens a second step moves the focus on to it**: choosing a thing to act
  with (a ship to move, a stack to buy from, a card to pay or build with, the first
  defender lane) puts the focus on the first thing that finishes the decision now (the
  board view's :meth:`~game.engine.gameview.GameView.finishing_widgets`: the targets that
  complete it, then the primary buttons), the chosen thing itself left out. A choice that
  opens nothing new to finish it (a card chosen to be read, which cannot be played now)
  leaves the focus where it is;
* **Escape steps back**: while something is chosen, the menu key drops the choice (as the
  "Cancel" button and a right click do) and puts the focus back on the chosen thing; with
  nothing chosen it opens the menu, as before.

Before, each game did its own: in Pandorum and Andromeda Escape a chosen card kept the
focus (a second Enter on it confirmed), while Starship's Buy / Lease, Escape's fields for a
chosen ship and Merchants' second lane took it; and Escape always opened the menu, never
going back a step. A player then had to learn per game where the ring would be. The
second step's first thing was chosen as the rule because it is where every game's next
key press is wanted, and the whole ring still lies a Tab or an arrow away.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.gameview import GameView
    from game.engine.widgets import Widget

#: what :meth:`PlayFocus.before_key` notes: the choice, the keys of the widgets that
#: finish the decision, and the focused widget's key (None: not a keyboard choice)
Marks = tuple[Hashable | None, tuple[Hashable, ...], Hashable | None]


class PlayFocus:
    """The keyboard focus of the play scene (mixed into PlayScene, which provides the
    attributes and the Scene methods)."""

    view: GameView
    session: Session
    focus: Widget | None
    focus_owed: bool
    show_moves: bool
    cover_up: bool
    #: the key of the widget whose choice opened the current second step (Escape's
    #: way back), or None
    step_from: Hashable | None = None
    #: the key of the widget the owed focus went to, until the player presses a key
    #: (:meth:`keep_focus` moves it on while the board changes under it), or None
    auto_focus: Hashable | None = None
    #: the decision the focus was last placed for (:meth:`decision_mark`)
    decision_at: Hashable = None
    if TYPE_CHECKING:  # the Scene's and PlayScene's, for the type checker only
        def focusables(self) -> list[Widget]: ...
        def set_focus(self, widget: Widget | None) -> None: ...
        def board_widgets(self) -> list[Widget]: ...
        def refresh_after_input(self) -> None: ...

    def keep_focus(self, had_focus: bool, board: list[Widget]) -> None:
        """A keyboard player never loses the focus ring: when the focused thing goes away
        (a stack chosen, a move taken, a card played), the focus goes to what Tab reaches
        first on the board (the choices that finish the decision lead), at once or, in a
        bot's turn or under the pass-the-device cover, as soon as the board offers
        something again. Without it the ring vanished and the next Enter did nothing.
        A player who never had the focus (the mouse, a finger) gets no ring from this.
        A focus placed so, which the player has not moved since, goes on to what Tab
        reaches first when that changes (a decision coming up under it). A new decision
        (:meth:`decision_mark`) with the focus on a board thing that only shows now (a
        card that cannot be played) starts it on what Tab reaches first there; on a thing
        that may still be chosen it stays (Pandorum's cards for a base, chosen one by
        one)."""
        mark, self.decision_at = self.decision_at, self.decision_mark()
        if (self.focus is not None and mark != self.decision_at and self.focus in board
                and self.focus.only_shows and self.view.actor is not None):
            first = self.first_on_board(board)
            if first is not None:
                self.set_focus(first)
                self.auto_focus = first.key
                return
        if self.focus is not None:
            self.focus_owed = False
            if self.auto_focus is not None and self.focus.key == self.auto_focus:
                first = self.first_on_board(board)
                if first is not None and first.key != self.auto_focus:
                    self.set_focus(first)
                    self.auto_focus = first.key
            return
        self.focus_owed |= had_focus
        first = self.first_on_board(board) if self.focus_owed else None
        if first is not None:
            self.set_focus(first)
            self.focus_owed = False
            self.auto_focus = first.key

    def decision_mark(self) -> Hashable:
        """What names the decision open now: the actions taken so far and who acts."""
        return (len(self.session.log), self.view.actor)

    def first_on_board(self, board: Sequence[Widget]) -> Widget | None:
        """What Tab reaches first among the board's widgets that decide something (None:
        it offers nothing to decide). A widget that only shows something
        (``only_shows``: Merchants' small boards) is never where the focus goes by
        itself: Enter there draws a board large and the decision waits, so a player
        pressing Enter on the ring the scene gave them made no progress."""
        ring = self.focusables()
        return next((w for w in board if w in ring and not w.only_shows), None)

    # ------------------------------------------------------------ a second step
    def board_in_view(self) -> bool:
        """The game's board view takes input now (not the Moves list, not a cover)."""
        return not self.show_moves and not self.cover_up

    def finishing(self, leave_out: Hashable | None) -> list[Widget]:
        """The focusable widgets that finish the decision now, but ``leave_out``'s."""
        ring = self.focusables()
        return [w for w in self.view.finishing_widgets()
                if w in ring and (leave_out is None or w.key != leave_out)]

    def before_key(self) -> Marks:
        """What a key press may change, noted before it is handled."""
        focused = self.focus.key if self.focus is not None else None
        if not self.board_in_view() or focused is None:
            return (None, (), None)
        return (self.view.choice(), tuple(w.key for w in self.finishing(focused)), focused)

    def after_key(self, before: Marks) -> None:
        """After a handled key: a choice it made that opens a second step moves the
        focus to that step's first thing (see the module docstring)."""
        chose, finishing, focused = before
        if focused is None or not self.board_in_view():
            return
        self.refresh_after_input()
        now = self.view.choice()
        if now is None or now == chose:
            return
        self.step_from = focused
        ahead = self.finishing(focused)
        if ahead and tuple(w.key for w in ahead) != finishing:
            self.set_focus(ahead[0])

    def step_back(self) -> bool:
        """The menu key while something is chosen: drop the choice, and the focus goes
        back to the thing chosen (a keyboard player's); False when nothing was chosen."""
        if not self.board_in_view() or self.view.choice() is None:
            return False
        if self.focus is not None and self.focus.wants_text:
            return False
        had_focus, back_to = self.focus is not None, self.step_from
        if not self.view.step_back():
            return False
        self.step_from = None
        self.refresh_after_input()
        if had_focus:
            ring = self.focusables()
            chosen = next((w for w in ring if back_to is not None and w.key == back_to), None)
            target = chosen or self.focus or self.first_on_board(self.board_widgets())
            if target is not None:
                self.set_focus(target)
        return True
