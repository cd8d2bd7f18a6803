"""A keyboard player who only presses Enter plays every game to the end: whenever the
player must decide, the focus ring the play scene gives them (:mod:`game.scenes.
play_focus`) is on something that takes the decision on (a choice, its confirm, the
Merchants auction's "Start" button), never on something that only shows (a small board
that Enter draws large), so each Enter makes progress.

Every game at its most players, seat 0 a person and the rest Normal bots, played by
posted KEYDOWN/KEYUP events only, through the real app loop (Merchants' real-time
auctions by the seat's held auction key). Each human decision takes at most
:data:`MOST_PRESSES` presses of Enter; a press that neither logs an action, nor makes a
choice that opens a second step, nor opens a screen fails the test, naming the widget."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core import catalogue
from game.engine.auction.scene import AuctionScene
from game.merchants.view_auction import bot_limit
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from tests.merchants_ui.conftest import FakeClock
from tests.merchants_ui.driver import Table
from tests.uidriver import assert_results_shown, make_session
from tests.uikeys import KeyDriver

#: Enter presses one decision may take: a choice, the second step it opens, a confirm
MOST_PRESSES = 3


def enter_player(app, game_id: str, seed: int) -> tuple[int, int]:
    """Play ``game_id`` (seat 0 human) to the results by Enter alone; returns the human
    actions logged and the Enter presses made."""
    game = catalogue.get_game(game_id)
    session = make_session(game, players=game.max_players, humans=1, seed=seed)
    clock = FakeClock(time.monotonic())
    keys = KeyDriver(app)
    hands = Table(app, clock)  # Merchants' auction screen: the held auction key
    app.push(PlayScene(app, session, autosave=False))
    play = app.top
    if hasattr(play.view, "auction"):
        play.view.auction.clock = clock
    keys.frames(2)
    decisions = presses = 0
    on_decision = 0  # presses on the decision open now
    for _ in range(60000):
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, AuctionScene):  # let go at the Normal bot's price
            humans = [s for s, info in top.panel.seats.items() if not info.is_bot]
            hands.auction({h: bot_limit(session, h) or None for h in humans})
            continue
        assert top is play, f"unexpected scene {top!r}"
        view = play.view
        if view.actor is None or view.animating:
            clock.t += 0.1
            keys.frames(1, dt=0.1)
            continue
        if play.focus is None:  # the first decision: the player's first Enter shows the ring
            assert presses == 0, f"the focus ring was lost after {decisions} decisions"
            keys.key(pygame.K_RETURN)
            presses += 1
            assert play.focus is not None, "Enter showed no focus ring"
        focus = play.focus
        before = (len(session.log), view.choice(), [w.key for w in play.widgets])
        keys.key(pygame.K_RETURN)
        presses += 1
        on_decision += 1
        logged = [e for e in session.log[before[0]:] if e.seat == 0]
        if logged:
            decisions += 1
            on_decision = 0
            continue
        # a choice that opens a second step, a screen opened, or the focus on something
        # new the Enter brought up (never the same widget again: a board drawn large)
        moved_on = (isinstance(app.top, AuctionScene) or view.choice() != before[1]
                    or (play.focus is not None and play.focus is not focus
                        and play.focus.key not in before[2]))
        assert moved_on, (
            f"{game_id}: Enter on {focus.key!r} did not take the decision on "
            f"({session.state.describe(session.state.legal_actions(0)[0])!r} is open; "
            f"log {len(session.log)})")
        assert on_decision <= MOST_PRESSES, (
            f"{game_id}: {on_decision} presses of Enter and the decision still open")
    else:
        raise AssertionError(f"{game_id}: the game did not reach the results")
    assert_results_shown(app, session)
    return decisions, presses


@pytest.mark.parametrize("game_id", catalogue.GAME_IDS)
def test_enter_alone_plays_every_game_to_the_results(app, game_id):
    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    decisions, presses = enter_player(app, game_id, seed=4)
    assert decisions > 10
    # one Enter per decision but the first (which shows the ring) and the second steps
    assert presses <= 1 + MOST_PRESSES * decisions
    print(game_id, decisions, presses)


def test_under_the_auction_screen_the_focus_is_owed_not_parked_on_a_small_board(app):
    """Enter on "Start the auction now" opens the auction screen and the button goes
    away; the board then offers only its small boards, which decide nothing. The focus
    the play scene owes stays owed (no ring on the board behind the screen) rather than
    going to the Event Track's small board, where it had to be moved on again when the
    winner's decision came up, and where Enter only drew that board large; back on the
    board the ring is on the decision's first button."""
    from game.merchants.game import GAME
    from game.merchants.rules.actions import ChooseOrder
    from game.merchants.view_auction import in_auction
    from tests.uikeys import advance

    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    session = make_session(GAME, players=3, humans=1, seed=0)
    advance(session, lambda st: in_auction(st) and 0 in st.auction_eligible
            and st.money[0] >= 20)
    clock = FakeClock(time.monotonic())
    app.push(PlayScene(app, session, autosave=False))
    play = app.top
    play.view.auction.clock = clock
    keys, hands = KeyDriver(app), Table(app, clock)
    keys.frames(2)
    keys.key(pygame.K_RETURN)  # shows the ring: on "Start the auction now"
    assert play.focus is not None and play.focus.key == ("merchants", "start_auction")
    keys.key(pygame.K_RETURN)
    keys.frames(2)
    assert isinstance(app.top, AuctionScene)
    assert play.focus is None, play.focus.key
    assert play.focus_owed
    hands.auction({0: 20})  # lets go at 20: bought
    keys.frames(2)
    assert app.top is play and session.state.decision() == "order"
    assert play.focus is not None
    assert play.focus.key == ("merchants", "act", ChooseOrder(first="resource"))
