"""The search bots think in a second process (game.engine.botprocess): the seat's view
crosses exactly, a decision there is the inline one (same seed and playouts, same choice),
a cancelled search stops within one playout of the cancel, a cancelled request that never
started is never sent, and a process that dies fails its decision and is replaced."""

from __future__ import annotations

import time

import pytest

from game.core.catalogue import get_game
from game.core.search import SearchBudget
from game.core.session import Seat, Session
from game.engine.botprocess import CannotSend, DecisionDropped, job_for, pack_state, unpack_state
from game.engine.botworker import BotWorker
from game.screenshot import bot_session

GAMES = ("escape", "starship", "pandorum", "merchants")


@pytest.fixture(scope="module")
def worker():
    bots = BotWorker()
    yield bots
    bots.close()


def _hard(game_id: str, playouts: int, moves: int = 6, seed: int = 3) -> Session:
    """A game at its largest player count, ``moves`` Normal moves in, Hard bots seated."""
    game = get_game(game_id)
    session = bot_session(game_id, seed, game.max_players, moves=moves, level="heuristic")
    session.seats = [Seat(s.name, s.colour, "hard") for s in session.seats]
    session.bot_budget = SearchBudget(playouts=playouts)
    return session


def _searching(session: Session) -> tuple[int, object, int]:
    """Play on until a Hard decision really searches; (seat, its choice, playouts)."""
    for _ in range(60):
        seat = session.pending_bots()[0]
        bot = session.bot_for(seat)
        action = bot.choose(session.state.view(seat))
        if bot.last is not None and bot.last.playouts > 0:
            return seat, action, bot.last.playouts
        session.apply(action)
    raise AssertionError("no searched decision in 60 moves")


def _thinking(game_id: str, playouts: int) -> tuple[Session, int]:
    """A position where the Hard bot searches, its bots given ``playouts``; (it, the seat)."""
    probe = _hard(game_id, 2)
    seat, _, _ = _searching(probe)
    return Session(probe.game, probe.seats, probe.seed, probe.options, probe.state.clone(),
                   list(probe.log), bot_budget=SearchBudget(playouts=playouts)), seat


def _wait_for(check, seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < end, "the bot process never got there"
        time.sleep(0.01)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_view_crosses_to_the_process_exactly(game_id):
    session = _hard(game_id, 10, moves=12)
    start = get_game(game_id).new_game(len(session.seats), session.seed, session.options)
    for seat in range(len(session.seats)):
        view = session.state.view(seat)
        again = unpack_state(pack_state(view), start)
        assert again == view and type(again) is type(view)
        assert again.legal_actions(seat) == view.legal_actions(seat)
        if again.legal_actions(seat):
            again.apply(again.legal_actions(seat)[0])
            assert session.state.view(seat) == view  # the copy owns its data


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hard_decision_in_the_process_is_the_inline_one(worker, game_id):
    session = _hard(game_id, 24)
    seat, inline, playouts = _searching(session)
    request = worker.decide("t", session, seat)
    assert request.wait(120)
    assert request.result() == inline and request.playouts == playouts == 24
    assert worker.process.alive  # it was the process that decided


def test_a_cancelled_search_stops_within_one_playout(worker):
    session, seat = _thinking("escape", 10**7)
    process = worker.process
    request = worker.decide("long", session, seat)
    _wait_for(lambda: request.future.running() and process.progress.value >= 3)
    pid = process._proc.pid
    request.cancel()
    begun = process.progress.value  # playouts begun when the flag went up
    assert request.wait(60)
    with pytest.raises(DecisionDropped):
        request.result()
    assert 1 <= request.playouts <= begun + 1
    # the same process serves the next decision, undisturbed
    quick = _hard("escape", 24)
    seat, inline, _ = _searching(quick)
    again = worker.decide("next", quick, seat)
    assert again.wait(120) and again.result() == inline
    assert process._proc.pid == pid


def test_a_request_cancelled_before_it_started_is_never_sent(worker):
    session, seat = _thinking("escape", 10**7)
    process = worker.process
    first = worker.decide("first", session, seat)
    _wait_for(lambda: first.future.running())
    answered = process.answered
    second = worker.decide("second", session, seat)
    second.cancel()
    first.cancel()
    assert first.wait(60) and second.future.cancelled()
    quick = _hard("escape", 24)
    seat, inline, _ = _searching(quick)
    third = worker.decide("third", quick, seat)
    assert third.wait(120) and third.result() == inline
    assert process.answered == answered + 2  # the first and the third: never the second


def test_a_process_that_dies_fails_its_decision_and_is_replaced(worker):
    session, seat = _thinking("escape", 10**7)
    process = worker.process
    request = worker.decide("doomed", session, seat)
    _wait_for(lambda: request.future.running() and process.progress.value >= 1)
    old = process._proc
    old.kill()
    assert request.wait(60)
    with pytest.raises(RuntimeError, match="bot process stopped"):
        request.result()
    quick = _hard("escape", 24)
    seat, inline, _ = _searching(quick)
    again = worker.decide("after", quick, seat)
    assert again.wait(120) and again.result() == inline
    assert process._proc is not None and process._proc.pid != old.pid


def test_a_game_outside_the_catalogue_decides_in_the_thread(nim):
    session = Session.start(nim, [Seat("A", "red", "greedy"), Seat("B", "blue", "greedy")], 1,
                            {"heap": 10})
    with pytest.raises(CannotSend, match="does not declare its fields"):
        job_for(session, 0, session.bot_for(0))


def test_leaving_the_game_stops_the_hard_bot_thinking_in_the_process(app, monkeypatch):
    from game.engine.botworker import shared_worker
    from game.scenes.play import PlayScene
    from game.scenes.title import TitleScene

    monkeypatch.setattr(PlayScene, "bot_wait", 0.0)  # as on screen: frames never wait
    session, _ = _thinking("escape", 10**7)
    session.seats = [Seat(s.name, s.colour, "hard") for s in session.seats]
    moves = len(session.log)
    play = PlayScene(app, session, autosave=False)
    app.push(TitleScene(app))
    app.push(play)
    process = shared_worker().process
    for _ in range(3000):
        app.step(1 / 60)
        if play.thinking is not None and play.thinking.future.running() \
                and process.progress.value >= 2:
            break
        time.sleep(0.01)
    request = play.thinking
    assert request is not None and request.future.running()
    app.pop()  # the player leaves while the Hard bot thinks
    begun = process.progress.value
    assert request.wait(60)
    with pytest.raises(DecisionDropped):
        request.result()
    assert request.playouts <= begun + 1
    app.step(1 / 60)
    assert len(session.log) == moves and play.thinking is None


def test_a_game_with_a_hard_bot_starts_the_process_before_its_first_decision(app):
    from game.engine.botworker import shared_worker
    from game.scenes.play import PlayScene

    process = shared_worker().process
    process.close()  # no process running: the scene must start one
    answered = process.answered
    game = get_game("escape")
    seats = [Seat("Ann", "red"), *(Seat(f"Hard {i}", c, "hard")
                                   for i, c in enumerate(("blue", "yellow"), 1))]
    session = Session.start(game, seats, 5)
    assert session.pending_bots() == []  # Ann moves first: no decision is asked for
    assert not process._starting and process.pid is None
    app.push(PlayScene(app, session, autosave=False))
    assert process._starting or process.pid is not None  # started by the scene
    assert process.warm(wait=60) and process.answered == answered
