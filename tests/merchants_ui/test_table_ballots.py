"""Voting events at a table, by fingers only: every seat votes at once from its own panel.

* fingers of four seats go down together on their own ballot cards and lift in an order
  that is neither seat order nor turn order: the position equals the same votes cast in
  turn order, and the log records each finger's vote;
* a bot's votes arrive without waiting for the humans;
* nothing shows where anyone voted: the same table with every seat voting box 1 or every
  seat voting box 3 draws the same pixels (the shared board and every panel), before and
  after the last vote, while the rules hold different votes; holding the eye shows a seat
  its own votes, in its own panel only;
* a save in the middle of a vote loads and the vote goes on; a replay of the seed and the
  action list gives the same game;
* hot-seat play (no table) still passes the device between the humans' votes.
"""

from __future__ import annotations

import json
from functools import partial

import pygame

from game.core.saves import session_from_dict, session_to_dict
from game.core.session import Session
from game.merchants.bots import HeuristicBot
from game.merchants.rules.actions import Ballot
from game.scenes.passdevice import PassScene
from game.scenes.play import PlayScene
from game.scenes.table_play import TablePlayScene
from tests.merchants_ui.driver import Table, session
from tests.merchants_ui.table_driver import MerchantsFingers


def to_ballot(players: int, humans: int, seed: int = 3) -> Session:
    """A session played by heuristic choices up to its first voting event."""
    s = session(players=players, humans=humans, seed=seed)
    while s.state.decision() != "ballot":
        seat = s.state.pending_seats()[0]
        s.apply(HeuristicBot(seat, len(s.log)).choose(s.state.view(seat)))
    return s


def at_table(app, s: Session) -> MerchantsFingers:
    """A table for ``s``, pushed over whatever the app shows (a table left under it is
    paused and takes no fingers)."""
    app.push(TablePlayScene(app, s, autosave=False))
    fingers = MerchantsFingers(app)
    fingers.frames(2)
    return fingers


def vote_rounds(fingers: MerchantsFingers, boxes: dict[int, list[int]], order: list[int]) -> None:
    """Each seat's votes (seat -> boxes), one round of fingers down together per vote."""
    for k in range(max(len(b) for b in boxes.values())):
        fingers.vote_together({seat: b[k] for seat, b in boxes.items() if k < len(b)},
                              [seat for seat in order if k < len(boxes.get(seat, ()))])


def replayed(s: Session, actions) -> Session:
    fresh = Session.start(s.game, s.seats, s.seed, s.options)
    for action in actions:
        fresh.apply(action)
    return fresh


def in_turn_order(s: Session, start: int, ballots: list[Ballot]) -> dict:
    """The position after the session's first ``start`` actions and ``ballots`` cast in
    turn order from the active player (each seat's own votes in the order it cast them)."""
    fresh = replayed(s, s.actions[:start])
    for seat in fresh.state.pending_seats():
        for ballot in ballots:
            if ballot.seat == seat:
                fresh.apply(ballot)
    assert fresh.state.decision() != "ballot"
    return fresh.state.to_dict()


def after_the_vote(s: Session, start: int) -> dict:
    """The position the moment the voting event that began at action ``start`` closed
    (the game may have gone on since: a bot's turn)."""
    end = start
    while end < len(s.log) and isinstance(s.log[end].action, Ballot):
        end += 1
    return replayed(s, s.actions[:end]).state.to_dict()


def test_fingers_down_together_out_of_order_give_the_turn_order_result(app):
    s = to_ballot(players=5, humans=4, seed=7)  # seat 4 is a bot
    start = len(s.log)
    voters = s.state.pending_seats()
    assert voters == (0, 1, 2, 3, 4)  # the bot is last in turn order...
    fingers = at_table(app, s)
    scene = fingers.scene
    # ... and votes at once, before any human has touched the table
    assert 4 not in s.state.pending_seats() and len(s.log) > start
    humans = scene.acting_seats()
    assert sorted(humans) == [0, 1, 2, 3]
    left = {seat: s.state.votes_left(seat) for seat in humans}
    boxes = {seat: [(seat + k) % 3 + 1 for k in range(left[seat])] for seat in humans}
    order = [2, 0, 3, 1]
    assert order != sorted(order) and order != [v for v in voters if v in humans]
    vote_rounds(fingers, boxes, order)
    cast = [e.action for e in s.log[start:] if isinstance(e.action, Ballot)]
    mine = [a for a in cast if a.seat != 4]
    assert mine == [Ballot(seat, boxes[seat][k]) for k in range(max(left.values()))
                    for seat in order if k < left[seat]]
    assert s.state.decision() != "ballot"
    assert after_the_vote(s, start) == in_turn_order(s, start, cast)
    for seat in humans:
        assert sum(box[seat] for box in s.state.votes) >= left[seat]


def canvas_parts(fingers: MerchantsFingers) -> dict[str, bytes]:
    """The settled canvas's pixels: the shared board and each seat's panel."""
    scene = fingers.scene
    canvas = fingers.settled()
    parts = {"board": pygame.image.tobytes(canvas.subsurface(scene.table.board), "RGB")}
    for seat, orient in enumerate(scene.table.panels):
        parts[f"seat{seat}"] = pygame.image.tobytes(canvas.subsurface(orient.canvas_rect),
                                                    "RGB")
    return parts


def snap(fingers: MerchantsFingers, into: list[dict[str, bytes]]) -> None:
    into.append(canvas_parts(fingers))


def test_nobody_can_see_where_anyone_voted_until_they_hold_their_own_eye(app):
    """Two tables at the same vote: on one every seat votes box 1, on the other box 3.
    Every pixel of the board and of every panel is the same on both, while the fingers
    press the cards, halfway and once all are in; only a seat holding its own eye sees a
    difference, in its own panel."""
    pictures = []
    for box in (1, 3):
        s = to_ballot(players=4, humans=4)
        fingers = at_table(app, s)
        humans = fingers.scene.acting_seats()
        left = {seat: s.state.votes_left(seat) for seat in humans}
        before = list(s.state.votes[box - 1])
        half = humans[1:3]  # two seats vote, the other two not yet
        pressed: list[dict[str, bytes]] = []
        fingers.vote_together({seat: box for seat in half}, half[::-1],
                              partial(snap, fingers, pressed))
        middle = canvas_parts(fingers)
        assert all(s.state.votes[box - 1][seat] == before[seat] + 1 for seat in half)
        assert set(fingers.scene.acting_seats()) >= set(humans) - set(half)
        rest = {seat: [box] * (left[seat] - (seat in half)) for seat in humans}
        vote_rounds(fingers, {seat: b for seat, b in rest.items() if b}, humans[::-1])
        assert s.state.decision() != "ballot"
        assert all(s.state.votes[box - 1][seat] == before[seat] + left[seat] for seat in humans)
        end = canvas_parts(fingers)
        eye = fingers.seat_spot(0, "eye")
        finger = fingers.down(eye)
        peeked = canvas_parts(fingers)
        fingers.up(finger, eye)
        pictures.append((pressed[0], middle, end, peeked))
    (down1, middle1, end1, peek1), (down3, middle3, end3, peek3) = pictures
    assert down1 == down3, [k for k in down1 if down1[k] != down3[k]]  # fingers on the cards
    assert middle1 == middle3, [k for k in middle1 if middle1[k] != middle3[k]]
    assert end1 == end3, [k for k in end1 if end1[k] != end3[k]]
    # a seat holding its eye sees its own votes (box 1 or box 3), nobody else's
    assert peek1["seat0"] != peek3["seat0"]
    assert {k: v for k, v in peek1.items() if k != "seat0"} == {
        k: v for k, v in peek3.items() if k != "seat0"}


def test_a_save_in_the_middle_of_a_vote_loads_and_the_vote_goes_on(app):
    s = to_ballot(players=4, humans=4)
    start = len(s.log)
    fingers = at_table(app, s)
    humans = fingers.scene.acting_seats()
    left = {seat: s.state.votes_left(seat) for seat in humans}
    fingers.vote_together({humans[-1]: 2, humans[1]: 1}, [humans[-1], humans[1]])
    if left[humans[-1]] == 1:  # it has voted: its finger on its cards does nothing now
        n = len(s.log)
        fingers.tap(fingers.seat_spot(humans[-1], "ballot0"))
        assert len(s.log) == n and humans[-1] not in fingers.scene.acting_seats()
    data = json.loads(json.dumps(session_to_dict(s)))
    back = session_from_dict(data)
    assert back.state.to_dict() == s.state.to_dict()
    fingers = at_table(app, back)
    still = fingers.scene.acting_seats()
    assert humans[0] in still and humans[2] in still
    rest = {seat: [3] * back.state.votes_left(seat) for seat in still}
    vote_rounds(fingers, rest, still[::-1])
    assert back.state.decision() != "ballot"
    cast = [e.action for e in back.log[start:] if isinstance(e.action, Ballot)]
    assert len(cast) == sum(left.values())
    assert after_the_vote(back, start) == in_turn_order(back, start, cast)
    assert replayed(back, back.actions).state.to_dict() == back.state.to_dict()


def test_hot_seat_votes_pass_the_device_between_the_humans(app, clock):
    """Without a table the humans vote one after another, in turn order, each behind a
    pass-the-device cover (a bot votes in between, never shown)."""
    s = to_ballot(players=4, humans=3)  # seat 3 is a bot
    start = len(s.log)
    total = sum(s.state.votes_left(seat) for seat in range(4))
    order = [seat for seat in s.state.pending_seats() if seat != 3]
    t = Table(app, clock)
    t.start(s)
    voted, covers = [], 0
    for _ in range(200):
        top = app.top
        if s.state.decision() != "ballot":
            break
        if isinstance(top, PassScene):
            covers += 1
            t.click(top.widgets[0].rect.center)
            continue
        assert isinstance(top, PlayScene)
        seat = t.view.actor
        if seat is None:  # the bot votes
            t.frames(1)
            continue
        if not voted or voted[-1] != seat:
            voted.append(seat)
        t.perform(Ballot(seat, 2))
    assert voted == order
    assert covers >= len(order) - 1
    cast = [e.action for e in s.log[start:start + total]]
    assert all(isinstance(a, Ballot) for a in cast) and {a.seat for a in cast} == {0, 1, 2, 3}
