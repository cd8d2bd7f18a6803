"""The play scene's bots, deciding off the frame (a mixin of :class:`PlayScene`).

A bot's decision is made off the frame (:mod:`game.engine.botworker`: a thread, or the
bot process for the search bots) from the moment it is its turn; the move is played in a
later frame, once the decision is there, the bot delay has passed and the board is not
animating. Every request is tagged with
(generation, log length, seat): undo, load, error recovery and leaving the game bump the
generation, so a decision for a position the game has left is dropped.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

from game.engine.botprocess import wants_process
from game.engine.botrequest import Request
from game.engine.botworker import shared_worker

if TYPE_CHECKING:
    from game.core.protocol import Action, Event
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.gameview import GameView

log = logging.getLogger(__name__)

#: longest time (s) one frame spends on instant bot moves, so the window stays responsive
BOT_BUDGET = 0.03


class PlayBots:
    """Bots for the play scene (mixed into PlayScene, which provides the attributes)."""

    app: App
    session: Session
    view: GameView
    bot_wait: float
    thinking: Request | None
    generation: int
    bot_timer: float
    bot_error: str | None
    cover_up: bool
    #: the app frame in which a bot's move was last played (its board is painted from the
    #: next frame: :meth:`PlayFrames.paint_board_ahead`)
    bot_played_frame: int = -1
    if TYPE_CHECKING:  # PlayScene's, declared for the type checker only (a stub at run
        # time would shadow the real methods)
        def apply(self, action: Action) -> list[Event]: ...

        def recover(self, message: str) -> None: ...

    def pending_bots(self) -> list[int]:
        """``Session.pending_bots``, asked once per position (the rules may work hard to
        say whose decision it is, and every frame asks, idle ones too)."""
        key = (id(self.session.state), len(self.session.log), self.generation)
        memo = getattr(self, "_pending_memo", None)
        if memo is None or memo[0] != key:
            memo = self._pending_memo = (key, self.session.pending_bots())
        return list(memo[1])

    def warm_bots(self) -> None:
        """A game with bots starts the bot worker's thread now, as the screen opens (its
        start was 2-6 ms of the frame of the first bot's request), and one with a bot
        that thinks in the bot process starts the process, while the board is shown, so
        its first decision does not wait for it (about a second)."""
        try:
            bots = [bot for seat in range(len(self.session.seats))
                    if (bot := self.session.bot_for(seat)) is not None]
            worker = shared_worker() if bots else None
            if worker is not None and any(wants_process(bot) for bot in bots):
                worker.warm(wait=0)
        except Exception:  # a bot that cannot be made fails when its move is due
            log.exception("preparing the bots failed")

    def drop_thinking(self) -> None:
        """Forget a decision in the making: the game it was for is gone."""
        self.generation += 1
        if self.thinking is not None:
            self.thinking.cancel()
            self.thinking = None

    def request_bot(self, seat: int) -> Request:
        """The worker's decision for ``seat`` at this position, asked for once: a request
        for another position (the game moved on) is dropped and a new one made."""
        tag = (self.generation, len(self.session.log), seat)
        if self.thinking is not None and self.thinking.tag == tag:
            return self.thinking
        if self.thinking is not None:
            self.thinking.cancel()
        # the bot is seeded from the log length now and reads a copy of the state
        self.thinking = shared_worker().decide(tag, self.session, seat)
        return self.thinking

    def bot_move(self, seat: int) -> bool | None:
        """Play the bot's decision if the worker has made it: True when played, None when
        it is still thinking, False when the bot failed (the bots stop, the game goes on)."""
        try:
            request = self.request_bot(seat)
            if self.bot_wait > 0:
                request.wait(self.bot_wait)
            if not request.done():
                return None
            self.thinking = None
            self.apply(request.result())
            self.bot_played_frame = self.app.frames
        except Exception as exc:  # a bot bug must not crash the table: stop the bots
            self.bot_error = f"The bot {self.session.seats[seat].name} failed: {exc}"
            self.recover(self.bot_error)
            return False
        return True

    def run_bots(self, bots: list[int], dt: float) -> None:
        """Bots think in the worker from the moment it is their turn; a decision is played
        once the bot delay has passed and the board is not animating."""
        here = [(self.generation, len(self.session.log), seat) for seat in bots]
        if self.thinking is None or self.thinking.tag not in here:
            self.bot_move_request(bots[0])
        if self.view.animating:
            self.bot_timer = 0.0
            return
        delay = self.app.settings.bot_delay
        if delay <= 0:  # instant bots: every ready decision, at most BOT_BUDGET per frame,
            # until a move starts an animation (the next waits for it to end: played on
            # over a glide, the moves of a busy frame's real time jumbled the glides, and
            # how far a game got in a frame hung on the machine's load)
            deadline = time.monotonic() + BOT_BUDGET
            while bots and time.monotonic() < deadline and not self.session.state.is_over:
                if not self.bot_move(bots[0]) or self.view.animating:
                    break
                bots = self.pending_bots()
            return
        self.bot_timer += dt
        if self.bot_timer >= delay and self.bot_move(bots[0]) is not None:
            self.bot_timer = 0.0

    def bot_move_request(self, seat: int) -> None:
        """Start the bot thinking (a failure shows when its move is due)."""
        try:
            self.request_bot(seat)
        except Exception:
            log.exception("starting the bot of seat %s failed", seat)

    def bot_thinking(self) -> bool:
        return (self.bot_error is None and not self.cover_up
                and bool(self.pending_bots()))
