import pytest

from game.core.protocol import IllegalActionError, Outcome
from game.core.session import Seat, Session, parse_players
from tests.core.toygame import GAME, Draw, Play

SEATS = [Seat("Ann", "red"), Seat("Bob", "blue")]


def test_same_seed_and_actions_reproduce_the_game():
    a = Session.start(GAME, SEATS, seed=5)
    b = Session.start(GAME, SEATS, seed=5)
    assert a.state.to_dict() == b.state.to_dict()
    for _ in range(6):
        action = a.state.legal_actions()[-1]
        a.apply(action)
        b.apply(action)
    assert a.state.to_dict() == b.state.to_dict()


def test_illegal_action_leaves_state_unchanged():
    s = Session.start(GAME, SEATS, seed=5)
    before = s.state.to_dict()
    with pytest.raises(IllegalActionError) as info:
        s.apply(Play(42))
    assert "cannot" in info.value.reason
    assert s.state.to_dict() == before
    assert s.log == []


def test_undo_own_last_action_without_reveal():
    s = Session.start(GAME, SEATS, seed=5)
    card = s.state.hands[0][0]
    before = s.state.to_dict()
    s.apply(Play(card))
    assert s.undo_point(0) == 0
    assert s.undo(0)
    assert s.state.to_dict() == before


def test_undo_refused_after_hidden_information_revealed():
    s = Session.start(GAME, SEATS, seed=5)
    s.apply(Play(s.state.hands[0][0]))
    s.apply(Draw())  # seat 1 draws: reveals a card
    assert s.undo_point(0) is None
    before = s.state.to_dict()
    assert not s.undo(0)
    assert s.state.to_dict() == before


def test_undo_of_own_draw_is_refused():
    s = Session.start(GAME, SEATS, seed=5)
    s.apply(Draw())
    assert s.undo_point(0) is None


def test_parse_players():
    seats = parse_players("Ann,bot:random", GAME)
    assert seats[0] == Seat("Ann", "red", None)
    assert seats[1].bot == "random" and seats[1].colour == "blue"
    with pytest.raises(ValueError, match="no bot level"):
        parse_players("Ann,bot:genius", GAME)
    with pytest.raises(ValueError, match="2-3 players"):
        parse_players("Ann", GAME)
    with pytest.raises(ValueError, match="empty seat"):
        parse_players("Ann,,Bob", GAME)


def test_bot_decisions_depend_only_on_seed_and_position():
    seats = [Seat("a", "red", "random"), Seat("b", "blue", "random")]
    a = Session.start(GAME, seats, seed=3)
    b = Session.start(GAME, seats, seed=3)
    while not a.state.is_over:
        act = a.bot_action(a.pending_bots()[0])
        assert act == b.bot_action(b.pending_bots()[0])
        a.apply(act)
        b.apply(act)


def test_outcome_rank_ties_share_a_place():
    assert Outcome.rank([3, 3, 1]) == (1, 1, 3)
    assert Outcome.rank([(3, 1), (3, 2), (0, 9)]) == (2, 1, 3)
    assert Outcome((1, 2), (2, 1)).winners == (1,)


def test_unknown_option_and_bad_player_count_rejected():
    with pytest.raises(ValueError, match="no option"):
        Session.start(GAME, SEATS, 1, {"turbo": True})
    with pytest.raises(ValueError, match="not 4"):
        Session.start(GAME, SEATS * 2, 1)


def test_undo_refused_across_a_simultaneous_step():
    import dataclasses

    s = Session.start(GAME, SEATS, seed=5)
    s.apply(Play(s.state.hands[0][0]))
    assert not s.log[-1].simultaneous and s.undo_point(0) == 0
    # As if that decision had been an auction: every seat deciding at once.
    s.log[-1] = dataclasses.replace(s.log[-1], simultaneous=True)
    assert s.undo_point(0) is None


def test_auction_bids_are_logged_as_simultaneous_and_block_undo():
    from game.core.catalogue import get_game
    from game.core.protocol import SIMULTANEOUS

    game = get_game("merchants")
    seats = [Seat("Ann", "red"), Seat("Bob", "blue"), Seat("Cy", "yellow")]
    s = Session.start(game, seats, seed=3)
    while s.state.current_player != SIMULTANEOUS:
        s.apply(s.state.legal_actions()[0])
    bidder = s.state.pending_seats()[0]
    s.apply(s.state.legal_actions(bidder)[0])
    assert s.log[-1].simultaneous
    assert all(s.undo_point(seat) is None for seat in range(3))


def test_undo_says_why_it_is_unavailable():
    s = Session.start(GAME, SEATS, seed=5)
    assert s.undo_blocker(0) == "You have no move to take back yet."
    s.apply(Play(s.state.hands[0][0]))
    assert s.undo_blocker(0) is None
    s.apply(Draw())  # seat 1 draws: a card comes to light
    assert "something hidden came to light" in (s.undo_blocker(0) or "")


def test_parse_players_takes_the_levels_by_the_names_players_see():
    """The setup screen says Easy / Normal / Hard; the command line takes those names (any
    case) as well as the internal ones, and its error lists them."""
    from game.core.catalogue import get_game

    escape = get_game("escape")
    seats = parse_players("Ann,bot:Normal,bot:easy", escape)
    assert [s.bot for s in seats] == [None, "heuristic", "random"]
    assert parse_players("Ann,bot:heuristic", escape)[1].bot == "heuristic"
    with pytest.raises(ValueError, match=r"'genius' \(levels: easy, normal, hard\)"):
        parse_players("Ann,bot:genius", escape)
