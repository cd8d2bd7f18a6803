"""A whole game at a table in a real window, the X pointer as the one finger (xdotool).

Run under a real X server, by hand (not collected by pytest)::

    SDL_AUDIODRIVER=dummy xvfb-run -n 97 -s "-screen 0 1920x1080x24" \\
        .venv/bin/python -m tests.table.realwindow_play escape OUT_DIR

(a game of ``GAMES``: ``escape``, ``starship``, ``pandorum`` or ``merchants``; a third
argument ``WxH`` opens the window at that size, e.g. ``3840x2160`` under an X screen of
that size, for a 4K table.)

The app opens its window on the X server in table mode; the humans join at their edges
on the join screen and press Start (the top edge's copy), and every human decision is
made by the X pointer: ``xdotool`` moves it onto the canvas position the game's finger
driver names and presses and releases the button there (a touchscreen that delivers
only mouse events); the bots play on their own. A Merchants auction with a human seat
in it is held by the pointer on that seat's logo until the heuristic limit. Pictures of
the root window (``import -window root``) are saved as it goes: the join screen, a
refusal, decisions, a voting event, an auction, Starship's mines lit in other seats'
panels and a refused tap on one there, the results.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pygame

from game.core.session import Seat, Session
from game.engine.app import App
from game.engine.auction.scene import AuctionScene
from game.scenes.table_join import TableJoinScene
from game.scenes.table_play import TablePlayScene
from tests.uidriver import COLOURS, NAMES

#: game -> seats (None: a human; else a bot level), the places the humans join at
GAMES = {
    "escape": ([None, "heuristic", None, "heuristic"], ["top-left", "bottom-right"]),
    "merchants": ([None, "heuristic", "heuristic", None, "heuristic"],
                  ["bottom-left", "top-right"]),
    "starship": ([None, "heuristic", None, "heuristic"], ["left", "top-right"]),
    "pandorum": ([None, "heuristic", "heuristic", None], ["bottom-left", "right"]),
}


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)


class XPointer:
    """The X pointer as the one finger: ``down`` / ``up`` / ``tap`` at canvas positions
    (a mixin over a game's :class:`~tests.tablefingers.TableFingers`)."""

    app: App

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt)
            time.sleep(0.004)

    def settle(self) -> None:
        """Let the X server deliver the pointer's events and the app handle them."""
        time.sleep(0.03)
        self.frames(3)

    def screen_at(self, pos: tuple[float, float]) -> tuple[int, int]:
        view, scale = self.app.viewport.rect, self.app.viewport.scale
        return (view.x + round(pos[0] * scale), view.y + round(pos[1] * scale))

    def down(self, pos: tuple[float, float], finger: int | None = None) -> int:
        # as a person would, wait until the window shows what the pointer lands on (at 4K
        # an action's repaint takes frames, and a tap on a part not shown yet is refused)
        self.until_shown(pos)  # type: ignore[attr-defined]
        x, y = self.screen_at(pos)
        xdotool("mousemove", "--window", str(window_id()), str(x), str(y))
        self.settle()
        xdotool("mousedown", "1")
        self.settle()
        return -1

    def move(self, finger: int, pos: tuple[float, float]) -> None:
        x, y = self.screen_at(pos)
        xdotool("mousemove", "--window", str(window_id()), str(x), str(y))
        self.settle()

    def up(self, finger: int, pos: tuple[float, float]) -> None:
        xdotool("mouseup", "1")
        self.settle()

    def tap(self, pos: tuple[float, float]) -> None:
        self.up(self.down(pos), pos)


_WINDOW: list[int] = []


def window_id() -> int:
    """The app's X window (asked of SDL once: asked again in play it crashed SDL)."""
    if not _WINDOW:
        _WINDOW.append(int(pygame.display.get_wm_info()["window"]))
    return _WINDOW[0]


def shot(out: Path, name: str, app: App | None = None) -> None:
    """A picture of the root window (after ``app``'s table picture is brought up to
    date: a part a frame)."""
    for _ in range(20 if app is not None else 0):
        app.step(1 / 60)
    path = out / f"{name}.png"
    subprocess.run(["import", "-window", "root", str(path)], check=True)


def fingers_for(game: str, app: App):
    if game == "escape":
        from tests.escape_ui.table_driver import EscapeFingers as Base
    elif game == "starship":
        from tests.starship_ui.table_driver import StarshipFingers as Base
    elif game == "pandorum":
        from tests.pandorum_ui.table_driver import PandorumFingers as Base
    else:
        from tests.merchants_ui.table_driver import MerchantsFingers as Base

    class Fingers(XPointer, Base):  # type: ignore[misc, valid-type]
        def perform(self, action, seat: int) -> None:
            from game.escape.rules.actions import ReturnMission
            from game.pandorum.rules.actions import BuildCard, PayFee

            if isinstance(action, PayFee | BuildCard):  # one finger cannot hold the eye:
                spot = self.hand_card(seat, action.card)  # the card read by a long press,
                self.down(spot)
                self.frames(40)  # > LONG_PRESS
                assert self.scene.reading.get(seat, (None,))[:2] == ("pandorum", "hand")
                self.up(-1, spot)
                self.tap(spot)  # then chosen (the hexes it reaches light up)
                self.tap(spot)  # and paid (or built with)
                return
            if isinstance(action, ReturnMission):  # one finger: each read by a long press,
                st = self.scene.view.st  # then the one given back tapped
                played = len(self.scene.session.log)
                for k in range(len(st.dealt[seat])):
                    spot = self.seat_spot(seat, f"dealt{k}")
                    self.down(spot)
                    self.frames(40)  # > LONG_PRESS
                    assert self.scene.reading.get(seat, (None,))[0] == "mission"
                    self.up(-1, spot)
                assert len(self.scene.session.log) == played  # reading gave none back
                self.tap(self.seat_spot(seat, f"dealt{st.dealt[seat].index(action.mission)}"))
                return
            super().perform(action, seat)

    return Fingers(app)


def join(fingers, app: App, places: list[str], out: Path) -> None:
    scene = app.top
    assert isinstance(scene, TableJoinScene)
    start = next(b for b in scene.middle_buttons() if b.key == "start")
    fingers.tap(scene.middle.orient("top").rect_to_canvas(start.rect).center)
    fingers.frames(10)
    shot(out, "01-join-refused-from-the-top")
    for place in places:
        fingers.tap(scene.place_orient(place).canvas_rect.center)
    fingers.frames(5)
    shot(out, "02-join-seated")
    fingers.tap(scene.middle.orient("top").rect_to_canvas(start.rect).center)
    fingers.frames(20)
    assert isinstance(app.top, TablePlayScene), app.top


#: X key names of the auction's default keys (game.engine.auction.keys), by seat
X_KEYS = ("Shift_L", "Control_L", "space", "Control_R", "Return")


def hold_auction(fingers, app: App, session: Session, out: Path) -> bool:
    """The first human seat holds its logo with the pointer (the one finger), every other
    human seat its auction key (a keyboard beside a mouse-only screen); each lets go at
    its heuristic limit. True when a human was in it."""
    from game.merchants.view_auction import bot_limit

    scene = app.top
    overlay = scene.panel
    humans = [seat for seat, info in overlay.seats.items() if not info.is_bot]
    if not humans:
        while app.top is scene:
            fingers.frames(1)
        return False
    pointer, keys = humans[0], humans[1:]
    logged = len(session.log)
    logo = overlay.layout.place(pointer).rect.center
    release = {seat: bot_limit(session, seat) for seat in humans}
    held = set(humans)
    fingers.down(logo)
    for seat in keys:
        xdotool("keydown", X_KEYS[seat])
    fingers.settle()
    shots = 0
    while app.top is scene:
        a = overlay.auction
        if shots == 0 and a.phase.value == "running":
            shot(out, "20-auction-held")
            shots = 1
        for seat in sorted(held):
            if (a.phase.value == "running" and release[seat] and a.price is not None
                    and a.price <= release[seat] and a.holding.get(seat)):
                if seat == pointer:
                    fingers.up(-1, logo)
                else:
                    xdotool("keyup", X_KEYS[seat])
                held.discard(seat)
        fingers.frames(1)
    xdotool("mouseup", "1")
    for seat in keys:
        xdotool("keyup", X_KEYS[seat])
    fingers.settle()
    driver = fingers.scene.view.auction
    print(f"auction: result {driver.results[-1] if driver.results else None}; logged "
          f"{[e.action for e in session.log[logged:]]}", flush=True)
    return True


def starship_reach(fingers, app: App, action, seat: int, out: Path, seen: dict[str, int]
                   ) -> None:
    """Starship: before a pickup from another seat's Local Space (tapped where it lies,
    in that seat's panel), the first time, a picture of the lit mines; the first time a
    mine there is not lit, a tap on it first: refused, the rules' reason in the running
    seat's panel (pictured), nothing taken."""
    from game.starship.rules.actions import Pickup
    from game.starship.view_actions import why_not

    scene = fingers.scene
    view, st = scene.view, scene.view.st
    if not isinstance(action, Pickup):
        return
    where, owner = st.token_location(action.token)
    if where != "local" or owner == seat:
        return
    seen["reach"] = seen.get("reach", 0) + 1
    if seen["reach"] == 1:
        shot(out, "05-reach-lit", app)
    tmap = view.target_map()
    unlit = [(other, t) for other in range(len(scene.parts)) if other != seat
             for t in view.table_reach_targets(seat, other, scene.parts[other].game)
             if t.key not in tmap]
    if unlit and not seen.get("refused"):
        other, target = unlit[0]
        played = len(scene.session.log)
        fingers.tap(fingers.topmost([fingers.orient(other).rect_to_canvas(target.rect)],
                                    ("reach", seat, other, target.key)))
        assert len(scene.session.log) == played
        said = [text for text, _c in scene.notes_for(seat)]
        print(f"refused: {said} (rules: {why_not(st, seat, target.key)!r})", flush=True)
        shot(out, "06-reach-refused", app)
        seen["refused"] = 1


def play(game: str, out: Path, seed: int = 4, size: tuple[int, int] = (1920, 1080)) -> int:
    out.mkdir(parents=True, exist_ok=True)
    levels, places = GAMES[game]
    from game.core import catalogue

    seats = [Seat(NAMES[i], COLOURS[i], level) for i, level in enumerate(levels)]
    session = Session.start(catalogue.get_game(game), seats, seed, None)
    app = App(window=size, fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    app.settings.bot_delay = 0.1
    app.settings.table_seats = []
    app.push(TableJoinScene(app, session, autosave=False))
    fingers = fingers_for(game, app)
    fingers.frames(10)
    window_id()
    join(fingers, app, places, out)
    shot(out, "03-first-move", app)
    bot = __import__(f"game.{game}.bots", fromlist=["HeuristicBot"]).HeuristicBot
    decisions = auctions = ballots = 0
    seen: dict[str, int] = {}  # Starship: taps in other seats' panels (starship_reach)
    for _ in range(20000):
        top = app.top
        if isinstance(top, AuctionScene):
            auctions += hold_auction(fingers, app, session, out)
            continue
        if not isinstance(top, TablePlayScene) or session.state.is_over:
            break
        humans = [s for s in top.acting_seats() if session.seats[s].is_human]
        if game == "merchants" and session.state.decision() == "ballot" and humans:
            if ballots == 0:
                shot(out, "10-ballot", app)
            for seat in humans:
                choice = bot(seat, len(session.log)).choose(session.state.view(seat))
                fingers.tap(fingers.seat_spot(seat, f"ballot{choice.candidate - 1}"))
            ballots += 1
            continue
        seat = fingers.actor()
        if seat is None:
            continue
        if not session.seats[seat].is_human:
            fingers.frames(1)
            continue
        action = bot(seat, len(session.log)).choose(session.state.view(seat))
        if game == "starship":
            starship_reach(fingers, app, action, seat, out, seen)
        fingers.play(action, seat)
        decisions += 1
        if decisions in (5, 30, 60):
            shot(out, f"04-decision-{decisions}", app)
    for _ in range(400):
        fingers.frames(1, dt=0.05)
        if not isinstance(app.top, TablePlayScene):
            break
    fingers.frames(30)
    shot(out, "90-results")
    print(f"{game}: over={session.state.is_over} human decisions={decisions} "
          f"human auctions={auctions} ballot rounds={ballots} "
          f"screen={type(app.top).__name__} toasts={app.toasts.history[-5:]} "
          f"taps in other seats' panels={seen}")
    app.close()
    return 0 if session.state.is_over else 1


if __name__ == "__main__":
    wide, high = (sys.argv[3] if len(sys.argv) > 3 else "1920x1080").split("x")
    sys.exit(play(sys.argv[1], Path(sys.argv[2]), size=(int(wide), int(high))))
