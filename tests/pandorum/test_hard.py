"""The Hard (search) bot: determinisations of a view are real, consistent and playable;
the evaluation ranks positions; the bot's choice depends only on its seat's view."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from game.core.bots import make_bot
from game.core.rng import Rng
from game.core.search import SearchBot, SearchBudget
from game.pandorum.bots import HeuristicBot
from game.pandorum.game import GAME
from game.pandorum.hard import (
    MOVES,
    OWN_TURNS,
    PRIOR,
    SPREAD,
    TACTICAL,
    PlayoutState,
    decide,
    normal_choice,
    own_bot,
    playout_state,
    playout_value,
    root_of,
)
from game.pandorum.rules import PandorumState
from game.pandorum.rules.actions import TakeCard
from game.pandorum.rules.evaluation import evaluate, worths
from game.pandorum.rules.hidden import card_pool, determinise, in_flight, unseen_cards
from game.pandorum.rules.position import HIDDEN


def played(players: int, seed: int, actions: int, systems: bool = True) -> PandorumState:
    """A game of Normal bots stopped after ``actions`` actions (or at its end)."""
    state = GAME.new_game(players, seed, {"systems": systems})
    bots = [HeuristicBot(s, seed + s) for s in range(players)]
    for _ in range(actions):
        if state.is_over:
            break
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat)))
    return state


def every_card(state: PandorumState) -> Counter[str]:
    """Where every card of the game is: hands, deck, market, box, slots, in flight."""
    out: Counter[str] = Counter(in_flight(state))
    for hand in state.hands:
        out.update(hand)
    out.update(state.deck)
    out.update(state.boxed)
    for name, count in state.market:
        out[name] += count
    for slots in (state.forepart, state.centre, state.cargo):
        for cards in slots:
            out.update(cards)
    return out


POSITIONS = [(players, seed, actions) for players in (2, 3, 4) for seed in (1, 2)
             for actions in (0, 37, 120, 210)]


@pytest.mark.parametrize(("players", "seed", "actions"), POSITIONS)
def test_determinisations_are_real_consistent_and_playable(players, seed, actions):
    state = played(players, seed, actions)
    seat = state.current_player if not state.is_over else 0
    view = state.view(seat)
    before = view.to_dict()
    production = {n for n, c in state.comp.cards.items() if c.type == "production"}
    for k in range(6):
        det = determinise(view, seat, Rng(k))
        # every card is a real one, and the game's 91 cards are all somewhere
        assert every_card(det) == card_pool(det) == every_card(state)
        assert sum(card_pool(det).values()) == 91
        assert all(HIDDEN not in hand for hand in det.hands) and HIDDEN not in det.deck
        # what the seat knows is unchanged: its hand, sizes, everything public
        assert det.hands[seat] == state.hands[seat]
        assert [len(h) for h in det.hands] == [len(h) for h in state.hands]
        assert len(det.deck) == len(state.deck)
        assert not production & set(det.deck), "production cards are never in the deck"
        dealt = ("hands", "deck", "boxed", "rng")  # the box's bottom: unseen production
        public = {k: v for k, v in det.to_dict().items() if k not in dealt}
        assert public == {k: v for k, v in before.items() if k not in dealt}
        assert len(det.boxed) == len(state.boxed) and HIDDEN not in det.boxed
        assert all(a in (b, HIDDEN) for a, b in zip(view.boxed, det.boxed, strict=True))
        assert {b for a, b in zip(view.boxed, det.boxed, strict=True) if a == HIDDEN} <= production
        assert det.view(seat).to_dict() | {"rng": 0} == before | {"rng": 0}
        if not state.is_over:
            assert det.legal_actions(seat) == state.legal_actions(seat)
            # playable: random moves from here break no rule
            rng = Rng(100 + k)
            for _ in range(60):
                if det.is_over:
                    break
                legal = det.legal_actions(det.current_player)
                det.apply(legal[rng.below(len(legal))])
    assert view.to_dict() == before, "determinising does not change the view"


def test_determinisations_vary_and_follow_the_seed():
    state = played(3, 4, 0)
    view = state.view(0)
    dets = [determinise(view, 0, Rng(k)) for k in range(8)]
    assert len({tuple(map(tuple, d.hands)) for d in dets}) > 1
    assert len({tuple(d.deck) for d in dets}) > 1
    a, b = determinise(view, 0, Rng(9)), determinise(view, 0, Rng(9))
    assert a.hands == b.hands and a.deck == b.deck


def test_determinisation_without_systems_cards():
    state = played(2, 3, 80, systems=False)
    det = determinise(state.view(1), 1, Rng(2))
    assert every_card(det) == card_pool(det) == every_card(state)
    assert not any(det.comp.card(n).type == "systems" for n in card_pool(det))


def test_a_broken_view_is_refused_with_a_clear_error():
    state = played(2, 5, 20)
    view = state.view(0)
    view.deck = view.deck[:-1]
    with pytest.raises(ValueError, match="hidden cards"):
        unseen_cards(view, 0)
    view = state.view(0)
    view.hands = [view.hands[0] + ["Ice Melter"] * 5, view.hands[1]]
    with pytest.raises(ValueError, match="more copies than the game has of Ice Melter"):
        determinise(view, 0, Rng(1))


def test_evaluation_is_in_range_and_ranks_the_leader_first():
    state = played(3, 6, 150)
    values = evaluate(state)
    assert len(values) == 3 and all(0.0 < v < 1.0 for v in values)
    w = worths(state)
    assert max(range(3), key=values.__getitem__) == max(range(3), key=w.__getitem__)
    richer = state.clone()
    richer.money[2] += 20
    assert evaluate(richer)[2] > values[2]
    assert evaluate(richer)[0] < values[0]


def test_cards_in_hand_are_worth_nothing_in_the_last_moves():
    state = played(2, 7, 100)
    more = state.clone()
    more.hands[0] = more.hands[0] + ["Ice Melter"]
    assert worths(more)[0] > worths(state)[0]
    state.ender, more.ender = 1, 1
    assert worths(more)[0] == worths(state)[0]


def test_hard_is_the_strongest_level_and_reproducible():
    assert GAME.bot_levels[-1] == "hard"
    state = _next_decision(played(2, 8, 40), {"turn"})
    budget = SearchBudget(playouts=40)
    choices = set()
    for _ in range(2):
        bot = make_bot(GAME, "hard", state.current_player, 11, budget)
        assert isinstance(bot, SearchBot)
        choices.add(bot.choose(state.view(state.current_player)))
        assert bot.last is not None and bot.last.playouts == 40
    assert len(choices) == 1
    assert choices <= set(state.legal_actions(state.current_player))


def _production(state: PandorumState) -> set[str]:
    return {n for n, c in state.comp.cards.items() if c.type == "production"}


def _swappable(state: PandorumState, seat: int) -> bool:
    """Whether ``seat`` holds a card that could as well be in the deck."""
    return bool(set(state.hands[seat]) - _production(state))


def _swap_hidden(state: PandorumState, seat: int) -> PandorumState:
    """The same position with the cards ``seat`` cannot see dealt differently: another
    seat's hand exchanged with cards from the deck, and the deck reversed."""
    other = state.clone()
    victim = next(s for s in range(other.num_players) if s != seat and _swappable(other, s))
    hand, deck = other.hands[victim], other.deck
    production = _production(other)
    for i, name in enumerate(hand):
        j = next((j for j, d in enumerate(deck) if d != name), None)
        if name in production or j is None:
            continue
        hand[i], deck[j] = deck[j], name
    hand.sort()
    deck.reverse()
    other.touch()
    return other


@pytest.mark.parametrize(("players", "seed", "actions"), [(2, 21, 30), (3, 22, 90), (4, 23, 61)])
def test_hidden_information_does_not_change_the_choice(players, seed, actions):
    state = played(players, seed, actions)
    seat = state.current_player
    # a decision worth searching, while another seat holds a card that could be in the deck
    while len(state.legal_actions(seat)) < 3 or not any(
        _swappable(state, s) for s in range(players) if s != seat
    ):
        state.apply(HeuristicBot(seat, 0).choose(state.view(seat)))
        seat = state.current_player
    other = _swap_hidden(state, seat)
    assert other.hands != state.hands and other.deck != state.deck
    _assert_the_same_search(state, other, seat, playouts=60, seed=5)


def _assert_the_same_search(state: PandorumState, other: PandorumState, seat: int,
                            playouts: int, seed: int) -> None:
    """``other`` looks the same as ``state`` from ``seat``, and the Hard bot searches it
    the same way: the same choice from the same visits."""
    assert other.view(seat).to_dict() == state.view(seat).to_dict()
    budget = SearchBudget(playouts=playouts)
    first = make_bot(GAME, "hard", seat, seed, budget)
    second = make_bot(GAME, "hard", seat, seed, budget)
    assert first.choose(state.view(seat)) == second.choose(other.view(seat))
    assert isinstance(first, SearchBot) and isinstance(second, SearchBot)
    assert first.last is not None and second.last is not None
    assert first.last.visits == second.last.visits


def _swap_boxed_production(state: PandorumState, seat: int) -> PandorumState | None:
    """The same position with one of another seat's production cards exchanged with a
    different one from the box's unseen part (None if there is none): what the view hides
    since session 17 (before, it showed the box, and the Hard bot dealt from it)."""
    production = _production(state)
    unseen = state.boxed[:state.boxed_unseen()]
    for victim in range(state.num_players):
        for i, name in enumerate(state.hands[victim] if victim != seat else []):
            j = next((j for j, b in enumerate(unseen) if b != name), None)
            if name in production and j is not None:
                other = state.clone()
                other.hands[victim][i], other.boxed[j] = unseen[j], name
                other.hands[victim].sort()
                other.touch()
                return other
    return None


@pytest.mark.parametrize(("players", "seed", "actions"), [(2, 31, 20), (4, 33, 41)])
def test_the_boxed_production_cards_do_not_change_the_choice(players, seed, actions):
    state = played(players, seed, actions)
    seat = state.current_player
    while len(state.legal_actions(seat)) < 3:
        state.apply(HeuristicBot(seat, 0).choose(state.view(seat)))
        seat = state.current_player
    other = _swap_boxed_production(state, seat)
    assert other is not None and other.boxed != state.boxed and other.hands != state.hands
    _assert_the_same_search(state, other, seat, playouts=40, seed=7)


def test_hard_plays_whole_games_at_every_player_count():
    for players in (2, 4):
        state = GAME.new_game(players, 30 + players)
        hard = make_bot(GAME, "hard", 0, 3, SearchBudget(playouts=4, cutoff=4))
        normal = [HeuristicBot(s, s) for s in range(players)]
        while not state.is_over:
            seat = state.current_player
            bot = hard if seat == 0 else normal[seat]
            state.apply(bot.choose(state.view(seat)))
        assert state.outcome().scores


def test_playouts_follow_the_normal_bot_and_stop_after_the_seats_turns():
    state = played(3, 12, 0)
    seat = state.current_player
    view = state.view(seat)
    playout = playout_state(view, seat, Rng(4))
    assert isinstance(playout, PlayoutState)
    # the searcher chooses freely in its turn, adding cards being one choice (the Normal
    # bot's card); the margins start where they are
    legal = state.legal_actions(seat)
    takes = [a for a in legal if isinstance(a, TakeCard)]
    assert len(takes) > 1
    pick = own_bot(view, seat).preferred_take(state.view(seat), takes)
    assert playout.legal_actions(seat) == [a for a in legal if a not in takes or a == pick]
    assert playout_value(playout) == pytest.approx([0.5] * 3)
    rng = Rng(8)
    turns = []
    while playout.legal_actions(playout.current_player):
        legal = playout.legal_actions(playout.current_player)
        if playout.first is not None:
            # past its searched decision the searching seat plays the Hard bot's own
            # policy, every other seat the Normal bot's
            plain = PandorumState.from_dict(playout.to_dict())
            mover = own_bot(plain, seat) if playout.turn == seat else \
                HeuristicBot(playout.turn, 0)
            assert legal == [mover.choose(plain)]
        if not turns or turns[-1] != playout.turn_number:
            turns.append(playout.turn_number)
            assert playout.turn == seat, "the other seats play only the rivals' model turn"
        playout.apply(legal[rng.below(len(legal))])
    assert len(turns) == OWN_TURNS
    assert not playout.is_over and len(playout_value(playout)) == 3


def test_the_search_value_of_a_finished_or_plain_position_is_the_evaluation():
    state = played(2, 13, 90)
    assert playout_value(state) == evaluate(state)


def test_the_tree_tries_the_normal_bots_best_destinations_only():
    state = GAME.new_game(2, 14)
    bots = [HeuristicBot(s, s) for s in range(2)]
    while not (state.top()["kind"] == "move" and len(state.legal_actions()) > MOVES):
        seat = state.current_player
        bots[seat].reseed(0)
        state.apply(bots[seat].choose(state.view(seat)))
    seat = state.current_player
    playout = playout_state(state.view(seat), seat, Rng(1))
    tried = playout.legal_actions(seat)
    assert len(tried) == MOVES and set(tried) < set(state.legal_actions(seat))
    normal = own_bot(state, seat).choose(state.view(seat))
    assert normal in tried
    # the search's choice is one of them
    hard = make_bot(GAME, "hard", seat, 2, SearchBudget(playouts=12))
    assert hard.choose(state.view(seat)) in tried


def test_the_normal_bots_choice_starts_ahead_by_the_prior():
    state = played(2, 15, 0)
    seat = state.current_player
    view = state.view(seat)
    playout = playout_state(view, seat, Rng(3))
    assert playout.root.normal == own_bot(view, seat).choose(state.view(seat))
    assert root_of(view, seat) is playout.root  # kept for the next playout
    assert normal_choice(view, seat) == playout.root.normal
    other = next(a for a in playout.legal_actions(seat) if a != playout.root.normal)
    playout.first = other
    plain = playout_value(playout)[seat]
    playout.first = playout.root.normal
    favoured = playout_value(playout)[seat]
    assert plain == pytest.approx(0.5)
    assert favoured == pytest.approx(1 / (1 + math.exp(-PRIOR / SPREAD)))


def _next_decision(state: PandorumState, kinds: set[str]) -> PandorumState:
    """``state`` played on by Normal bots to the next decision of one of ``kinds`` with
    more than one choice."""
    while not (state.top()["kind"] in kinds and len(state.legal_actions()) > 1):
        seat = state.current_player
        state.apply(HeuristicBot(seat, 0).choose(state.view(seat)))
    return state


def test_the_second_card_taken_is_the_normal_bots():
    state = _next_decision(played(2, 16, 0), {"take"})
    seat = state.current_player
    assert decide(state.view(seat), seat, Rng(1)) == own_bot(state, seat).choose(
        state.view(seat))


def test_a_construction_decision_takes_the_best_scored_turn_and_ignores_hidden_cards():
    state = _next_decision(played(2, 17, 0), set(TACTICAL))
    seat = state.current_player
    view = state.view(seat)
    choice = decide(view, seat, Rng(2))
    assert choice in state.legal_actions(seat)
    # each candidate played to the end of the turn: the choice scores best
    scores = {}
    for action in root_of(view, seat).candidates:
        playout = playout_state(view, seat, Rng(5))
        playout.horizon = playout.turn_number + 1
        playout.legal_actions(seat)
        playout.apply(action)
        while playout.legal_actions(playout.turn):
            playout.apply(playout.legal_actions(playout.turn)[0])
        scores[action] = playout_value(playout)[seat]
    assert scores[choice] == max(scores.values())
    # whatever the other hands and the deck hold
    assert decide(_swap_hidden(state, seat).view(seat), seat, Rng(9)) == choice


@pytest.mark.parametrize(("players", "seed", "kind"), [(2, 18, "build"), (2, 19, "cards"),
                                                        (4, 20, "build")])
def test_what_to_build_and_with_which_cards_are_searched_blind_to_hidden_cards(
        players, seed, kind):
    assert kind not in TACTICAL
    state = _next_decision(played(players, seed, 0), {kind})
    seat = state.current_player
    view = state.view(seat)
    assert decide(view, seat, Rng(1)) is None, "left to the search"
    # the search compares every legal choice, and its playouts run on to the next turn
    assert set(root_of(view, seat).candidates) == set(state.legal_actions(seat))
    playout = playout_state(view, seat, Rng(3))
    assert playout.horizon == playout.turn_number + 1 + players * (OWN_TURNS - 1)
    # a searched choice, the same whatever the other hands and the deck hold
    budget = SearchBudget(playouts=24)
    first = make_bot(GAME, "hard", seat, 7, budget)
    choice = first.choose(view)
    assert choice in state.legal_actions(seat)
    assert isinstance(first, SearchBot) and first.last is not None
    assert first.last.playouts == 24
    assert any(_swappable(state, s) for s in range(players) if s != seat)
    other = _swap_hidden(state, seat)
    assert other.hands != state.hands and other.view(seat).to_dict() == view.to_dict()
    assert make_bot(GAME, "hard", seat, 7, budget).choose(other.view(seat)) == choice


def test_the_playouts_quick_fee_choice_plays_as_the_normal_bot():
    # weighing only the fee cards the best construction uses is an approximation: on
    # these games it chooses exactly as the Normal bot at every turn
    compared = 0
    for players, seed in [(2, 1), (4, 3)]:
        state = GAME.new_game(players, seed)
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat)
            normal = HeuristicBot(seat, 0).choose(view)
            if state.top()["kind"] == "turn":
                assert HeuristicBot(seat, 0, quick_fees=True).choose(view) == normal
                compared += 1
            state.apply(normal)
    assert compared > 100
