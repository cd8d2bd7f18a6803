"""Per-seat views: nothing hidden reaches a seat, a view shares the public data (copy on
write) and neither side's changes leak into the other."""

from __future__ import annotations

from game.core.session import PLAYER_COLOURS, Seat, Session
from game.merchants.game import GAME
from game.merchants.rules.actions import SealedBid, Vote
from game.merchants.rules.state import HIDDEN, HIDDEN_TILE
from tests.merchants.helpers import play, quiet, step


def mid_game(seed=8, steps=60):
    seats = [Seat(f"b{i}", PLAYER_COLOURS[i], "heuristic") for i in range(4)]
    sess = Session.start(GAME, seats, seed)
    for _ in range(steps):
        sess.apply(sess.bot_action(sess.pending_bots()[0]))
    return sess


def test_a_view_hides_the_deck_tiles_senators_and_other_seats_ballots():
    s = quiet(4)
    step(s, {"kind": "vote", "seat": 1, "left": 2})
    play(s, Vote(2), Vote(3))
    v = s.view(0)
    assert v.deck == [HIDDEN] * len(s.deck)
    face_down = [x for x, t in s.planet.items() if t is not None and x not in s.flipped]
    assert face_down and all(v.planet[x] == HIDDEN_TILE for x in face_down)
    assert set(v.special_tiles.values()) == {HIDDEN_TILE}
    assert v.senate_deck == [HIDDEN_TILE] * len(s.senate_deck)
    assert [box[1] for box in v.votes] == [0, 0, 0]  # seat 1's ballots are secret
    assert [box[1] for box in s.view(1).votes] == [0, 1, 1]  # but not from seat 1
    assert v.votes_cast(1) == 2  # votes are cast openly: how many is public
    assert v.is_view and not s.is_view


def test_the_public_view_hides_every_seats_ballots_and_secret_bids():
    """A seat number no player has (the table's shared board, a shared moment's screen:
    ``game.engine.gameview.PUBLIC``) sees what every seat may see: nobody's ballots or
    secret bids, not even seat 0's, and the hidden deck."""
    s = quiet(4)
    step(s, {"kind": "vote", "seat": 0, "left": 2})
    play(s, Vote(2), Vote(3))
    public = s.view(-1)
    assert public.votes == [[0] * 4 for _ in s.votes] and public.votes_cast(0) == 2
    assert public.deck == [HIDDEN] * len(s.deck)
    senate = next(k.id for k in s.c.cards if k.board == "senate")
    s.slots = [senate, senate, senate]
    step(s, {"kind": "act", "seat": 0, "step": 2})
    play(s, SealedBid(0, 9))
    assert s.view(-1).pending[-1]["sealed"] == {"0": HIDDEN}


def test_changing_hidden_information_in_the_state_leaves_another_seats_view_as_it_was():
    s = quiet(4)
    senate = next(k.id for k in s.c.cards if k.board == "senate")
    s.slots = [senate, senate, senate]
    step(s, {"kind": "act", "seat": 0, "step": 2})
    play(s, SealedBid(1, 9))
    v = s.view(2)
    before = v.to_dict()
    s.deck.reverse()
    space = next(x for x, t in s.planet.items() if t is not None)
    s.planet[space] = "invader" if s.planet[space] != "invader" else "ore"
    s.senate_deck.reverse()
    s.special_tiles[next(iter(s.special_tiles))] = "scandal"
    s.votes[0][1] = 5
    s.pending[-1]["sealed"]["1"] = 12
    assert v.to_dict() == before
    assert v.pending[-1]["sealed"] == {"1": HIDDEN}


def test_a_view_shares_the_public_data_and_copies_it_only_when_it_plays_on():
    sess = mid_game()
    s = sess.state
    seat = s.pending_seats()[0]
    v = s.view(seat)
    assert v.station is s.station and v.prod is s.prod  # shared, not copied
    snapshot = s.to_dict()
    v.apply(v.legal_actions(seat)[0])  # a bot looking ahead
    assert s.to_dict() == snapshot
    assert v.station is not s.station


def test_heuristic_bots_never_change_the_state_through_their_views():
    sess = mid_game(seed=5, steps=0)
    for _ in range(400):
        if sess.state.is_over:
            break
        seat = sess.pending_bots()[0]
        snapshot = sess.state.to_dict()
        action = sess.bot_action(seat)
        assert sess.state.to_dict() == snapshot
        sess.apply(action)
