"""The Hard Escape bot: determinisations made from a view only, consistent with it and with
the components; the search never takes a card back; hidden information the seat cannot see
does not change its choice; it plays whole games."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.bots import make_bot
from game.core.protocol import TERMINAL, Action
from game.core.rng import Rng
from game.core.search import SearchBot, SearchBudget
from game.escape.bots import HeuristicBot, evaluate
from game.escape.game import GAME
from game.escape.hard import (
    CANDIDATES,
    HOOKS,
    NORMAL_PRIOR,
    OWN_DECISIONS,
    PlayoutState,
    mission_worth,
    own_lead,
    playout_values,
)
from game.escape.rules import EscapeState
from game.escape.rules.actions import Cancel, PlayCard
from game.escape.rules.data import DECKS
from game.escape.rules.determinise import Determinisation, determinise
from game.escape.rules.evaluation import leads
from game.escape.rules.hidden import drop_met_missions
from tests.escape.helpers import card_turn, fresh, give, place, set_missions


def _played(players: int, seed: int, steps: int) -> EscapeState:
    """A game after ``steps`` actions of Normal bots."""
    st = GAME.new_game(players, seed)
    bots = [HeuristicBot(s, seed * 10 + s) for s in range(players)]
    for _ in range(steps):
        if st.is_over:
            break
        st.apply(bots[st.current_player].choose(st.view(st.current_player)))
    return st


def _all_cards(st: EscapeState) -> Counter[str]:
    opened = [c for c in st.open.values() if c is not None]
    decks = [c for d in DECKS for c in st.decks[d]]
    return Counter([*opened, *decks, *st.discard, *(c for h in st.hands for c in h)])


def _all_missions(st: EscapeState) -> Counter[str]:
    return Counter([*st.mission_deck, *(m for ms in st.missions for m in ms),
                    *(m for ds in st.dealt for m in ds)])


POSITIONS = [(2, 3, 0), (2, 5, 20), (3, 7, 45), (4, 9, 70), (4, 11, 3)]


@pytest.mark.parametrize(("players", "seed", "steps"), POSITIONS)
def test_determinisations_match_the_view_and_the_components(
        players: int, seed: int, steps: int) -> None:
    st = _played(players, seed, steps)
    seat = st.current_player
    view = st.view(seat)
    varied = 0
    for k in range(25):
        d = determinise(view, seat, Rng(k))
        assert isinstance(d, Determinisation)
        # the seat's own information and everything public are as the seat saw them
        assert d.hands[seat] == st.hands[seat]
        assert d.missions[seat] == st.missions[seat] and d.dealt[seat] == st.dealt[seat]
        assert (d.occupant, d.vp, d.open, d.discard, d.scored, d.turn, d.pending) == (
            st.occupant, st.vp, st.open, st.discard, st.scored, st.turn, st.pending)
        assert [len(h) for h in d.hands] == [len(h) for h in st.hands]
        assert {d_: len(cs) for d_, cs in d.decks.items()} == {
            d_: len(cs) for d_, cs in st.decks.items()}
        for s in range(players):
            assert all(c in d.hands[s] for c in st.hands[s] if c in st.public_cards)
            cards = st.data.cards  # a hidden slot holds a card of the same deck
            assert [cards[c].deck for c in d.hands[s]] == [cards[c].deck for c in st.hands[s]]
        # the components are all there, once each
        assert _all_cards(d) == _all_cards(st)
        assert _all_missions(d) == _all_missions(st)
        # every deal is playable: the legal actions of the true rules, Cancel left out
        assert d.legal_actions(seat) == [
            a for a in st.legal_actions(seat) if not isinstance(a, Cancel)]
        varied += d.hands != st.hands or d.decks != st.decks or d.missions != st.missions
    assert varied >= 20  # the hidden parts really are dealt anew


@pytest.mark.parametrize("seed", range(6))
def test_determinisations_play_to_the_end(seed: int) -> None:
    st = _played(3, seed, 15 + seed * 7)
    seat = st.current_player
    d = determinise(st.view(seat), seat, Rng(seed))
    rng = Rng(seed + 100)
    for _ in range(3000):
        if d.is_over:
            break
        legal = d.legal_actions()
        assert legal and not any(isinstance(a, Cancel) for a in legal)
        d.apply(legal[rng.below(len(legal))])
    assert d.is_over and d.current_player == TERMINAL
    assert _all_cards(d) == _all_cards(st)


def test_no_other_player_is_dealt_a_mission_its_ships_already_meet() -> None:
    """Mission 2 (ships by the dotted routes) met by seat 1's ships: a held one would have
    been scored, so no determinisation gives it to seat 1."""
    st = card_turn(2)
    dotted = sorted(st.board.dotted_route_fields)
    m2 = [m for m, mt in st.data.missions.items() if mt.check == "fields_by_dotted_route"]
    need = st.data.missions[m2[0]].count
    place(st, {f: 1 for f in dotted[:need]})
    set_missions(st, 0, [m for m in st.mission_deck if m not in m2][:2])
    view = st.view(0)
    for k in range(40):
        d = determinise(view, 0, Rng(k))
        assert not set(d.missions[1]) & set(m2), k
        assert _all_missions(d) == _all_missions(st)
    # the swap itself: a met mission dealt to seat 1 goes back to the stack
    d = determinise(view, 0, Rng(0))
    j = d.mission_deck.index(m2[0])
    d.missions[1][0], d.mission_deck[j] = m2[0], d.missions[1][0]
    drop_met_missions(d, 0, Rng(3))
    assert not set(d.missions[1]) & set(m2) and m2[0] in d.mission_deck
    assert _all_missions(d) == _all_missions(st)


def test_the_search_never_takes_a_card_back() -> None:
    """With a card played and its target to choose, Cancel is legal in the game but never
    a candidate of the search: the Hard bot picks a target."""
    st = card_turn(2)
    place(st, {"Z1-R4-1": 0, "Z1-R3-1": 0, "Z2-R4-1": 1, "Z2-R3-1": 1})
    playable = None
    for cid in sorted(st.data.cards):
        trial = st.clone()
        give(trial, 0, cid)
        if cid in trial.playable_cards(0):
            trial.apply(PlayCard(cid))
            if trial.current_player == 0 and Cancel() in trial.legal_actions(0) and len(
                    [a for a in trial.legal_actions(0) if not isinstance(a, Cancel)]) > 1:
                playable = trial
                break
    assert playable is not None, "no card with a choice to make for its player"
    bot = make_bot(GAME, "hard", 0, 5, SearchBudget(playouts=40))
    choice = bot.choose(playable.view(0))
    assert not isinstance(choice, Cancel)
    assert isinstance(bot, SearchBot) and bot.last is not None
    assert all(not isinstance(a, Cancel) for a, _ in bot.last.visits)


def _hide_differently(st: EscapeState) -> EscapeState:
    """The same game for seat 0, with seat 1's hidden hand card, the deck orders and seat
    1's missions changed."""
    other = st.clone()
    alert = [c for c in other.hands[1] if c not in other.public_cards]
    if alert:
        deck = other.data.cards[alert[0]].deck
        i = other.hands[1].index(alert[0])
        swap = next(c for c in other.decks[deck] if other.data.cards[c].name !=
                    other.data.cards[alert[0]].name)
        j = other.decks[deck].index(swap)
        other.hands[1][i], other.decks[deck][j] = swap, alert[0]
    for d in DECKS:
        other.decks[d].reverse()
    hidden_m = [i for i, m in enumerate(other.missions[1]) if m not in other.scored[1]]
    if hidden_m:
        i = hidden_m[0]
        other.missions[1][i], other.mission_deck[0] = other.mission_deck[0], other.missions[1][i]
    other.touch()
    return other


@pytest.mark.parametrize(("players", "steps", "seed"),
                         [(2, 4, 1), (2, 18, 2), (2, 33, 3), (4, 40, 4)])
def test_hidden_information_does_not_change_the_hard_choice(
        players: int, steps: int, seed: int) -> None:
    st = _played(players, seed, steps)
    while st.current_player != 0 or len(st.legal_actions(0)) < 3:
        st.apply(HeuristicBot(st.current_player, 0).choose(st.view(st.current_player)))
    other = _hide_differently(st)
    assert (other.hands, other.decks, other.missions) != (st.hands, st.decks, st.missions)
    choices = []
    for game in (st, other):
        bot = make_bot(GAME, "hard", 0, 77, SearchBudget(playouts=40))
        assert isinstance(bot, SearchBot)
        choices.append((bot.choose(game.view(0)), bot.last.visits if bot.last else None))
    assert choices[0] == choices[1]


def test_a_playout_is_valued_by_the_expected_lead_it_gained() -> None:
    st = _played(3, 4, 30)
    seat = st.current_player
    d = HOOKS.determinise(st.view(seat), seat, Rng(1))
    assert isinstance(d, PlayoutState)
    assert d.horizon == d.turns + 1 + 2  # its own turn and a round of the others'
    assert d.before == leads(d)  # measured from where the playout starts
    assert playout_values(d) == pytest.approx((0.5, 0.5, 0.5))  # nothing gained
    d.vp[seat] += 6
    values = playout_values(d)
    others = [v for s, v in enumerate(values) if s != seat]
    assert values[seat] > 0.9 and all(v < 0.5 for v in others)
    assert all(0.0 < v < 1.0 for v in values)
    # the Normal bot's move at the root gets a small prior
    d.vp[seat] -= 6
    d.first = d.normal
    assert playout_values(d)[seat] == pytest.approx(0.5 + NORMAL_PRIOR)
    two = _played(2, 4, 30)
    d2 = HOOKS.determinise(two.view(two.current_player), two.current_player, Rng(1))
    assert isinstance(d2, PlayoutState) and d2.horizon > d2.turns + 1  # and the reply


def test_hard_is_the_last_level_and_plays_a_whole_game() -> None:
    assert GAME.bot_levels[-1] == "hard"
    st = GAME.new_game(2, 12)
    bots = [make_bot(GAME, "hard", 0, 3, SearchBudget(playouts=8)), HeuristicBot(1, 4)]
    for _ in range(2000):
        if st.is_over:
            break
        seat = st.current_player
        action = bots[seat].choose(st.view(seat))
        assert action in st.legal_actions(seat)
        st.apply(action)
    assert st.is_over


@pytest.mark.parametrize("players", [2, 4])
def test_the_mission_a_seat_gave_back_is_never_dealt_to_another(players: int) -> None:
    st = fresh(players, seed=6)
    for seat in range(players):
        returned = [m for m in GAME.new_game(players, 6).dealt[seat] if m not in st.missions[seat]]
        view = st.view(seat)
        for k in range(15):
            d = determinise(view, seat, Rng(k))
            assert returned[0] in d.mission_deck
            assert all(returned[0] not in d.missions[s] for s in range(players))


def test_hard_gives_back_the_mission_worth_least_keeping() -> None:
    """At setup the search values the two kept missions, as the Normal bot does."""
    from game.escape.bots import mission_keep_value

    agree = 0
    for seed in range(12):
        st = GAME.new_game(2, seed)
        seat = st.current_player
        worth = {m: mission_keep_value(st, m) for m in st.dealt[seat]}
        bot = make_bot(GAME, "hard", seat, seed, SearchBudget(playouts=30))
        choice = bot.choose(st.view(seat))
        # within 0.05 VP of the least: 1.47 and 1.5 are near enough
        agree += worth[choice.mission] <= min(worth.values()) + 0.05  # type: ignore[attr-defined]
    assert agree >= 11


def test_at_4_players_hard_gives_back_the_mission_it_meets_least() -> None:
    """At 4 players the mission given back is the one least worth by the Hard bot's own
    record (VP x the share met), not the Normal bot's guess: mission 1 (5 VP, rarely met
    among four) goes back before a finish-place mission the Normal bot would return."""
    from game.escape.bots import mission_keep_value

    differs = 0
    for seed in range(40):
        st = GAME.new_game(4, seed)
        seat = st.current_player
        view = st.view(seat)
        worth = {m: mission_worth(view, m) for m in st.dealt[seat]}
        bot = make_bot(GAME, "hard", seat, seed, SearchBudget(playouts=4))
        choice = bot.choose(view).mission  # type: ignore[attr-defined]
        assert worth[choice] == min(worth.values())
        numbers = {st.data.missions[m].number: m for m in st.dealt[seat]}
        if 1 in numbers and {6, 7} & set(numbers):
            assert st.data.missions[choice].number != 6 and st.data.missions[choice].number != 7
            normal = min(st.dealt[seat], key=lambda m: (mission_keep_value(st, m), m))
            differs += normal != choice
    assert differs >= 1


def _greedy_by_hand(d: PlayoutState, seat: int) -> Action:
    """The action of the full legal list after which ``seat``'s score is best: the
    searching seat's expected lead, the Normal bot's score for the others."""
    full = Determinisation._compute_legal(d, seat)
    values = []
    for action in full:
        plain = d.clone()
        plain.__class__ = EscapeState
        plain.touch()
        plain.apply(action)
        values.append(own_lead(plain, seat) if seat == d.searcher else evaluate(plain, seat))
    return full[values.index(max(values))]


def test_only_the_searching_seat_branches_and_only_on_its_first_choices() -> None:
    st = _played(2, 8, 12)
    seat = st.current_player
    d = HOOKS.determinise(st.view(seat), seat, Rng(2))
    assert isinstance(d, PlayoutState) and d.own_left == OWN_DECISIONS
    full = [a for a in st.legal_actions(seat) if not isinstance(a, Cancel)]
    assert d.candidates is not None and len(full) > CANDIDATES
    # the root candidates: the Normal bot's choice, the best few one step on, every card
    cards = [a for a in full if isinstance(a, PlayCard)]
    assert d.legal_actions(seat) == [a for a in full if a in d.candidates]
    assert _greedy_by_hand(d, seat) in d.candidates and set(cards) <= d.candidates
    assert d.normal == HeuristicBot(seat, 0).choose(st.view(seat)) and d.normal in d.candidates
    assert len(d.candidates) <= 1 + CANDIDATES + len(cards)
    greedy = 0
    while d.legal_actions():
        legal = d.legal_actions()
        actor = d.current_player
        if actor != seat or d.own_left == 0:
            assert legal == [_greedy_by_hand(d, actor)]
            greedy += 1
        d.apply(legal[-1])
    assert d.own_left < OWN_DECISIONS and greedy >= 1
    assert d.is_over or d.turns == d.horizon  # stopped after the opponent's reply
