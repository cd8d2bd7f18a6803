"""A whole Merchants game on a monitor in a real X window: the X pointer clicks (xdotool),
the human's auction key is held and let go with xdotool on the real clock.

Run under a real X server, by hand (not collected by pytest)::

    Xvfb :91 -screen 0 1920x1080x24 &
    DISPLAY=:91 SDL_AUDIODRIVER=dummy PYTHONPATH=. \\
        .venv/bin/python -m tests.merchants_ui.realwindow_monitor OUT_DIR [SEED]

Seat 1 is the human (it takes what the heuristic bot would, on its own view), against a
Hard bot and two Normal ones; the human lets go in each auction at the heuristic limit.
Pictures of the root window are saved as it goes (the first auction, some decisions, the
results).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from game.core import catalogue
from game.core.session import Seat, Session
from game.engine.app import App
from game.engine.auction.scene import AuctionScene
from game.merchants.bots import HeuristicBot
from game.merchants.view_auction import bot_limit
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from tests.merchants_ui.driver import Table
from tests.table.realwindow_play import X_KEYS, XPointer, shot, window_id, xdotool


class Pointer(XPointer, Table):
    """The monitor driver's clicks made by the X pointer."""

    def click(self, pos: tuple[float, float], button: int = 1) -> None:
        self.tap(pos)

    def until_shown(self, pos: tuple[float, float], limit: int = 120) -> None:
        """Nothing to wait for: a monitor's play screen shows a decision in the frame
        after it (the table drivers wait here for a part the window does not show yet)."""


def hold_auction(drv: Pointer, app: App, session: Session, scene: AuctionScene) -> None:
    """Seat 0 holds its key and lets go at its heuristic limit (again in a new round)."""
    overlay = scene.panel
    limit = bot_limit(session, 0)
    xdotool("keydown", X_KEYS[0])
    held = True
    while app.top is scene:
        a = overlay.auction
        if held and a.phase.value == "running" and limit and a.price is not None \
                and a.price <= limit:
            xdotool("keyup", X_KEYS[0])
            held = False
        if a.phase.value == "gathering" and not held and 0 in a.active \
                and not a.holding.get(0):
            xdotool("keydown", X_KEYS[0])
            held = True
        drv.frames(1)
        time.sleep(0.01)
    xdotool("keyup", X_KEYS[0])
    drv.settle()


def play(out: Path, seed: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    seats = [Seat("Ann", "red", None), Seat("Hal", "blue", "hard"),
             Seat("Nora", "yellow", "heuristic"), Seat("Ned", "green", "heuristic")]
    session = Session.start(catalogue.get_game("merchants"), seats, seed, None)
    app = App(window=(1920, 1080), fullscreen=False, save_settings=False)
    app.settings.bot_delay = 0.2
    drv = Pointer(app, None)
    app.push(PlayScene(app, session, autosave=False))
    drv.frames(10)
    window_id()
    decisions = auctions = 0
    while not session.state.is_over and not isinstance(app.top, ResultsScene):
        top = app.top
        if isinstance(top, AuctionScene):
            if 0 in top.panel.seats:
                if auctions == 0:
                    shot(out, "20-auction")
                hold_auction(drv, app, session, top)
                auctions += 1
            else:
                drv.frames(1)
            continue
        view = top.view if isinstance(top, PlayScene) else None
        if view is None or view.actor != 0 or view.animating:
            drv.frames(1)
            time.sleep(0.005)
            continue
        action = HeuristicBot(0, len(session.log)).choose(session.state.view(0))
        n = len(session.log)
        drv.perform(action)
        for _ in range(200):  # up to 2 s of wall time: a busy X server delivers late
            if any(e.action == action for e in session.log[n:]):
                break
            drv.frames(1)
            time.sleep(0.01)
        if not any(e.action == action for e in session.log[n:]):
            shot(out, f"99-missed-{decisions}")
            raise AssertionError(
                f"{action!r} not taken: decision {session.state.decision()}, pending "
                f"{list(session.state.pending_seats())}, point {view.point_for(action)}, "
                f"logged since {[e.action for e in session.log[n:]]}, toasts "
                f"{app.toasts.history[-2:]}")
        decisions += 1
        if decisions in (1, 10, 30):
            shot(out, f"04-decision-{decisions}", app)
    drv.frames(60)
    shot(out, "90-results")
    print(f"over={session.state.is_over} human decisions={decisions} human auctions="
          f"{auctions} top={type(app.top).__name__}", flush=True)


if __name__ == "__main__":  # the bot process is spawned: it imports this module again
    play(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 9)
