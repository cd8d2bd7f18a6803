"""Voting events: every seat votes at once (a simultaneous step), the votes are recorded
whatever order they came in, and the position after the event is the one the rulebook's
turn order gives; views hide where anyone voted; saves, replays and older saves hold."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from game.core.protocol import SIMULTANEOUS, IllegalActionError
from game.core.saves import session_from_dict, session_to_dict
from game.core.session import PLAYER_COLOURS, Seat, Session
from game.merchants.game import GAME
from game.merchants.rules.actions import Ballot, Vote
from tests.merchants.helpers import play, quiet, step


def voting(players: int = 3, first: int = 1, votes: int = 2):
    """A quiet board with a voting event of ``votes`` votes each just revealed."""
    s = quiet(players, first=first)
    space = next(e.index for e in s.c.topology.event_spaces
                 if e.event == "vote" and e.votes == votes)
    s.event_pos = space - 1
    step(s, {"kind": "event"})
    return s


def test_a_voting_event_asks_every_seat_at_once_from_the_active_player():
    s = voting(3, first=1)
    assert s.decision() == "ballot" and s.current_player == SIMULTANEOUS
    assert s.pending_seats() == (1, 2, 0)
    for seat in (0, 1, 2):
        assert s.legal_actions(seat) == [Ballot(seat, c) for c in (1, 2, 3)]
    play(s, Ballot(0, 3))  # the last in turn order votes first
    assert s.pending_seats() == (1, 2, 0)  # one vote of two: still voting
    play(s, Ballot(0, 1))
    assert s.pending_seats() == (1, 2) and s.legal_actions(0) == []
    with pytest.raises(IllegalActionError, match="not your turn"):
        s.apply(Ballot(0, 2))
    with pytest.raises(IllegalActionError, match="no ballot box 4"):
        s.apply(Ballot(1, 4))
    play(s, Ballot(2, 2), Ballot(1, 2), Ballot(2, 2), Ballot(1, 1))
    assert not s.pending
    assert [list(box) for box in s.votes] == [[1, 1, 0], [0, 1, 2], [1, 0, 0]]


def _orders(players: int, votes: int):
    """Every interleaving of the seats' votes (each seat's own votes in its order)."""
    slots = [seat for seat in range(players) for _ in range(votes)]
    return sorted(set(itertools.permutations(slots)))


def test_any_order_of_the_seats_votes_gives_the_position_of_turn_order():
    choices = {0: [3, 1], 1: [2, 2], 2: [1, 3]}  # seat -> its two ballot boxes
    in_turn_order = voting(3, first=1)
    for seat in (1, 2, 0):
        play(in_turn_order, *(Ballot(seat, c) for c in choices[seat]))
    expected = in_turn_order.to_dict()
    orders = _orders(3, 2)
    assert len(orders) == 90
    for order in orders:
        s = voting(3, first=1)
        used = {seat: 0 for seat in choices}
        for seat in order:
            play(s, Ballot(seat, choices[seat][used[seat]]))
            used[seat] += 1
        assert s.to_dict() == expected, order


def test_who_has_voted_is_public_and_each_seat_reads_only_its_own_votes():
    """A seat's panel says "voted" once it cast a voting event's votes (``voted``) and
    shows its own votes per box (``own_votes``); another seat's view holds zeros."""
    s = voting(3, first=0)
    assert not any(s.voted(seat) for seat in range(3))
    play(s, Ballot(2, 3), Ballot(2, 1), Ballot(1, 2))
    assert [s.voted(seat) for seat in range(3)] == [False, False, True]
    assert [s.view(0).voted(seat) for seat in range(3)] == [False, False, True]
    assert s.own_votes(2) == (1, 0, 1) and s.own_votes(1) == (0, 1, 0)
    assert s.view(2).own_votes(2) == (1, 0, 1) and s.view(0).own_votes(2) == (0, 0, 0)
    play(s, Ballot(1, 2), Ballot(0, 1), Ballot(0, 1))
    assert s.decision() != "ballot" and not any(s.voted(seat) for seat in range(3))


def test_votes_left_says_who_votes_now_and_how_many_votes_each_still_casts():
    """A seat's ballot cards at a table are live while ``votes_left`` is over 0: every
    seat with votes left in a voting event, the one seat of a Senate action, no one
    else (nor once the game is over)."""
    s = voting(3, first=0)
    play(s, Ballot(2, 3), Ballot(2, 1), Ballot(1, 2))
    assert [s.votes_left(seat) for seat in range(3)] == [2, 1, 0]
    play(s, Ballot(1, 2), Ballot(0, 1), Ballot(0, 1))
    assert [s.votes_left(seat) for seat in range(3)] == [0, 0, 0]
    step(s, {"kind": "vote", "seat": 1, "left": 2})
    assert [s.votes_left(seat) for seat in range(3)] == [0, 2, 0]
    play(s, Vote(3))
    assert [s.votes_left(seat) for seat in range(3)] == [0, 1, 0]
    s.over = True
    assert s.votes_left(1) == 0


def test_nobody_sees_where_another_seat_voted_until_the_tally():
    s = voting(3, first=0)
    events = play(s, Ballot(2, 3), Ballot(1, 2))
    assert all("3" not in e.text and "box" not in e.data for e in events)
    assert s.describe(Ballot(0, 3)) == "{seat0} casts a vote"
    for seat in range(3):
        v = s.view(seat)
        assert [box[other] for box in v.votes for other in range(3) if other != seat] == [0] * 6
        assert v.votes_cast(2) == v.votes_cast(1) == 1  # how many is public
        frame = v.pending[-1]
        assert set(frame) == {"kind", "seats", "left"}  # no box in the frame


def test_a_seat_without_influence_is_skipped_and_one_running_out_stops():
    s = quiet(3, first=0)
    s.supply = [0, 1, 5]
    space = next(e.index for e in s.c.topology.event_spaces
                 if e.event == "vote" and e.votes == 2)
    s.event_pos = space - 1
    events = step(s, {"kind": "event"})
    assert [e.seat for e in events if e.kind == "no_influence"] == [0]
    assert s.pending_seats() == (1, 2)
    events = play(s, Ballot(1, 1))
    assert [e.seat for e in events if e.kind == "no_influence"] == [1]
    assert s.pending_seats() == (2,)
    play(s, Ballot(2, 1), Ballot(2, 1))
    assert not s.pending and s.supply == [0, 0, 3]


def _seats(humans: int, players: int):
    return [Seat(f"p{i}", PLAYER_COLOURS[i], None if i < humans else "heuristic")
            for i in range(players)]


def _to_vote(players: int = 4, seed: int = 5) -> Session:
    """A session played by heuristic choices up to its first voting event."""
    from game.merchants.bots import HeuristicBot

    sess = Session.start(GAME, _seats(players, players), seed)
    while sess.state.decision() != "ballot":
        seat = sess.state.pending_seats()[0]
        sess.apply(HeuristicBot(seat, len(sess.log)).choose(sess.state.view(seat)))
    return sess


def test_a_save_mid_vote_loads_replays_and_undo_stops_at_the_vote():
    sess = _to_vote()
    seats = sess.state.pending_seats()
    last = seats[-1]
    first = seats[0]
    sess.apply(Ballot(last, 2))  # seats late in turn order vote first
    sess.apply(Ballot(seats[-2], 1))
    assert sess.log[-1].seat == seats[-2] and sess.log[-1].simultaneous
    assert sess.undo_point(last) is None  # a vote cannot be taken back
    data = json.loads(json.dumps(session_to_dict(sess)))
    back = session_from_dict(data)
    assert back.state.to_dict() == sess.state.to_dict()
    assert back.state.pending_seats() == sess.state.pending_seats()
    assert first in back.state.pending_seats()
    assert back.state.legal_actions(first) == sess.state.legal_actions(first)
    again = Session.start(GAME, sess.seats, sess.seed)
    for action in sess.actions:
        again.apply(action)
    assert again.state.to_dict() == sess.state.to_dict()


def test_an_older_save_that_voted_in_turn_order_still_replays():
    """Saves written before voting events were simultaneous hold seat-less ``Vote``s in
    turn order: each is the vote of the first seat still voting."""
    sess = _to_vote()
    seats = sess.state.pending_seats()
    left = sess.state.pending[-1]["left"]
    old = [*sess.actions] + [Vote(1) for seat in seats for _ in range(left[seat])]
    data = json.loads(json.dumps(session_to_dict(sess)))
    data["actions"] = [a.to_dict() for a in old]
    data.pop("snapshot")
    back = session_from_dict(data)
    assert back.state.decision() != "ballot"
    for seat in seats:
        assert back.state.votes[0][seat] == left[seat]
    # the log now holds what those votes were: each seat's Ballot, in turn order
    tail = [e.action for e in back.log[len(sess.log):]]
    assert tail == [Ballot(seat, 1) for seat in seats for _ in range(left[seat])]


def test_a_voting_event_saves_as_the_per_seat_vote_steps_older_versions_wrote():
    """Older versions took a voting event's votes one seat after another, a ``vote`` step
    per seat still to vote (the first in turn order on top): the ballot is saved that way,
    so an older save made in the middle of a voting event still matches its snapshot, and
    it loads back into one simultaneous step."""
    sess = _to_vote()
    seats = sess.state.pending_seats()
    first = seats[0]
    left = list(sess.state.pending[-1]["left"])
    old = [*sess.actions, Vote(3)]  # an older save: the first seat in turn order voted
    data = json.loads(json.dumps(session_to_dict(sess)))
    sess.apply(Ballot(first, 3))
    left[first] -= 1
    frames = sess.state.to_dict()["frames"]
    expected = [{"t": "vote", "seat": seat, "left": left[seat]}
                for seat in reversed(seats) if left[seat]]
    assert frames[-len(expected):] == expected
    assert frames[-len(expected) - 1]["t"] == "discard_event"
    data["actions"] = [a.to_dict() for a in old]
    data["snapshot"] = json.loads(json.dumps(sess.state.to_dict()))
    back = session_from_dict(data)  # the replay matches the older snapshot
    assert back.state.decision() == "ballot"
    again = GAME.state_from_dict(json.loads(json.dumps(back.state.to_dict())))
    assert again.pending[-1] == back.state.pending[-1]
    assert again.pending_seats() == back.state.pending_seats()
    for seat in seats:
        assert again.legal_actions(seat) == back.state.legal_actions(seat)


def test_a_treaties_vote_stays_one_seats_vote_after_a_save():
    s = quiet(3, first=0)
    s.specials_revealed.append("treaties")
    space = next(e.index for e in s.c.topology.event_spaces if e.event == "special")
    s.event_pos = space
    s._push("discard_event", card=0)
    s._push("vote", seat=2, left=2)  # the last seat chose Treaties' votes
    s.touch()
    again = GAME.state_from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.decision() == "vote" and again.legal_actions(2) == [Vote(1), Vote(2), Vote(3)]


@pytest.mark.parametrize("name", ["main_save_finished.json", "main_save_mid_auction.json"])
def test_the_fixture_saves_voted_in_voting_events(name):
    """The older fixtures do pass through voting events (their Votes are now Ballots)."""
    data = json.loads((Path(__file__).parent / "fixtures" / name).read_text())
    back = session_from_dict(data)
    assert any(isinstance(e.action, Ballot) for e in back.log)


def test_the_hard_bot_votes_its_own_ballot_from_the_search_even_when_not_listed_first():
    from game.core.rng import Rng
    from game.core.search import SearchBot, SearchBudget
    from game.merchants.hard import HOOKS, playout_state

    s = _to_vote().state  # a real game's first voting event (the deck as dealt)
    seat = s.pending_seats()[2]  # third in turn order
    view = s.view(seat)
    playout = playout_state(view, seat, Rng(5))
    assert playout.pending_seats()[0] == seat  # the searcher's ballot is played first
    assert sorted(playout.pending_seats()) == sorted(s.pending_seats())
    bot = SearchBot(seat, 11, HOOKS, SearchBudget(playouts=40))
    choice = bot.choose(view)
    assert choice in s.legal_actions(seat)
    assert bot.last is not None and bot.last.playouts == 40
    assert bot.last.visits  # the root's moves were its own ballots
    assert {a for a, _ in bot.last.visits} <= set(s.legal_actions(seat))


def test_a_screenshot_can_be_taken_at_a_voting_event():
    from game.screenshot import bot_session

    sess = bot_session("merchants", 1, 5, moves=2, humans=5, at="ballot")
    assert sess.state.decision() == "ballot"
    assert [type(e.action) for e in sess.log[-2:]] == [Ballot, Ballot]
    with pytest.raises(ValueError, match="ended before"):
        bot_session("merchants", 1, 3, humans=3, at="no_such_step")
