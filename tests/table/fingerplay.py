"""Seeded games played at a table by the games' finger drivers (real SDL finger events
through the app loop), with a look at every frame: what the window shows, what the panels
say. Shared by the table tests that watch a game being played rather than one position."""

from __future__ import annotations

from collections.abc import Callable

from game.escape.bots import HeuristicBot as EscapeBot
from game.merchants.bots import HeuristicBot as MerchantsBot
from game.pandorum.bots import HeuristicBot as PandorumBot
from game.scenes.table_play import TablePlayScene
from game.starship.bots import HeuristicBot as StarshipBot
from tests.escape_ui.driver import session as escape_session
from tests.escape_ui.table_driver import EscapeFingers
from tests.merchants_ui.driver import session as merchants_session
from tests.merchants_ui.table_driver import MerchantsFingers
from tests.pandorum_ui.driver import session as pandorum_session
from tests.pandorum_ui.table_driver import PandorumFingers
from tests.starship_ui.driver import session as starship_session
from tests.starship_ui.table_driver import StarshipFingers

#: each game's session maker, finger driver and the bot whose choices the fingers play
GAMES = {"escape": (escape_session, EscapeFingers, EscapeBot),
         "starship": (starship_session, StarshipFingers, StarshipBot),
         "pandorum": (pandorum_session, PandorumFingers, PandorumBot),
         "merchants": (merchants_session, MerchantsFingers, MerchantsBot)}

#: decisions no table scene plays by these fingers: Merchants' auctions (an auction
#: screen of their own: tests/merchants_ui/test_table_game.py holds them by fingers)
ELSEWHERE = ("auction",)

#: what looks at a frame: (app, settled) (settled: the table's still picture is whole on
#: the window; None when the table opened anew)
Look = Callable[[object, "bool | None"], None]


def watching(driver: type, look: Look) -> type:
    """``driver`` with ``look`` called after every frame; each finger event's frames run
    until the table's still picture is whole on the window, then ``look(app, True)``."""

    class Watching(driver):
        def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
            for _ in range(n):
                self.app.step(dt)
                look(self.app, False)
            for _ in range(200):
                top = self.app.top
                if not isinstance(top, TablePlayScene) or not top.still_busy:
                    break
                self.app.step(1 / 60)
                look(self.app, False)
            else:
                raise AssertionError("the table's picture does not settle")
            look(self.app, True)

    return Watching


def play_at_table(app, game_id: str, players: int, seed: int, decisions: int, look: Look,
                  skip: int = 0, humans: int | None = None) -> int:
    """Play ``decisions`` human decisions of a seeded game at a table by the game's
    fingers (each the heuristic bot's choice; ``humans`` human seats, the first ones, all
    by default, the others heuristic bots), ``look`` at every frame; first ``skip`` moves
    played straight by the session. A Merchants auction or voting event is
    played straight too, and the table opened again after it. How many were played."""
    make, driver, bot = GAMES[game_id]
    session = make(players=players, humans=players if humans is None else humans, seed=seed)
    fingers = watching(driver, look)(app)

    def straight() -> bool:
        return (session.state.decision() in ELSEWHERE or skip > len(session.log)
                ) and not session.state.is_over

    played = 0
    while played < decisions and not session.state.is_over:
        while straight():
            seat = next(iter(session.state.pending_seats()))
            session.apply(bot(seat, len(session.log)).choose(session.state.view(seat)))
        if session.state.is_over:
            break
        app.reset(TablePlayScene(app, session, autosave=False))
        look(app, None)
        fingers.frames(2)
        for _top, seat in fingers.decisions(3000):
            if not session.seats[seat].is_human:  # (the view acts for a bot: a frame)
                fingers.frames(1)
                continue
            fingers.play(bot(seat, len(session.log)).choose(session.state.view(seat)), seat)
            played += 1
            if played == decisions or straight():
                break
        else:
            break
    return played
