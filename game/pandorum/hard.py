"""The Hard Pandorum bot: the shared search (:mod:`game.core.search`) with this game's
hooks, playing its playouts with the Normal bot's policy.

At the searching seat, "the Normal bot" below means the Normal bot's heuristic with the
Hard bot's own tuned numbers (:func:`own_bot`, table in :mod:`game.pandorum.hard_policy`,
found by self-play: :mod:`game.pandorum.hard_tune`); the other seats follow the Normal
bot itself.

Random play in Pandorum mostly measures how badly random constructions go (a random
card spent, a random slot filled, a random hex stopped on and paid for), so a playout of
random moves scores every choice about the same. Each iteration of the search therefore
plays on a :class:`PlayoutState`: a determinisation of the bot's view
(:func:`game.pandorum.rules.hidden.determinise`) in which

* the searching seat chooses among the root's candidates (:func:`root_of`): every legal
  action of the decision being made (what to do with the turn, where to go), except that
  adding cards is one candidate (the Normal bot's card) and where to go is one of the
  Normal bot's best :data:`MOVES` destinations; the Normal bot's own choice starts
  :data:`PRIOR` ahead. Then it follows the Normal bot to the end of the turn, and plays
  its next turn the Normal bot's way too (:data:`OWN_TURNS`). In between, each other seat
  plays a cheap model of a rival's turn (:mod:`game.pandorum.hard_rivals`, :data:`RIVALS`:
  low on cards it adds the Normal bot's cards, else it pays a fee and builds off its
  pieces), so a construction put off a turn can lose its market card and the end comes
  nearer; their Normal turns would cost most of a playout. The end announced by the
  searching seat stops the playout; by a rival, the searching seat plays its final move
  first;
* the playout stops there (or at the budget's cutoff, if sooner) and
  :func:`game.pandorum.rules.evaluation.gains` scores it: how much each seat's margin over
  the best other seat grew since the searched position, through a logistic of width
  :data:`SPREAD`. Centred on the searched position, it tells the moves of a turn apart as
  well when the bot is far behind or ahead as in a close game (an absolute win chance
  barely moves then), and its width sets the balance with the search's exploration.

Playing the next turn too is what makes the search better than the Normal bot: adding
cards is then worth what the next turn builds with them (a deck card is drawn at random
in each determinisation), a fee card what the next turn loses without it, a destination
what can be reached from it next; one turn alone judged those by the evaluation's flat
values, and the bot then played about as the Normal bot (see
docs/assumptions/pandorum.md, "Hard bot").

What to build and with which cards are searched the same way (the cards spent or kept
decide what the next turn can build). Two kinds of decision are not searched
(:func:`decide`): the second card of adding cards (the Normal bot's pick, as in the
playouts), and the Intranet direction and the slot of a construction (:data:`TACTICAL`),
whose outcome within the turn hides nothing: each candidate is played to the end of the
turn once and scored like a playout.

The bot still sees only its seat's view: the determinisation is dealt from the view, and
what the root keeps between playouts (:func:`root_of`) is read from the view alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.protocol import Action, Event, SearchHooks, State
from game.core.rng import Rng
from game.pandorum.bots import NORMAL, HeuristicBot
from game.pandorum.hard_policy import hard_policy
from game.pandorum.hard_rivals import rival_turn
from game.pandorum.rules.actions import MoveTo, TakeCard
from game.pandorum.rules.evaluation import evaluate, gains, margins
from game.pandorum.rules.hidden import determinise
from game.pandorum.rules.position import Position
from game.pandorum.rules.state import PandorumState

#: destinations the tree tries (the Normal bot's best): a flying forepart offers the whole
#: board, far more than a decision's playouts could try once each
MOVES = 4
#: currency by which a playout that began with the Normal bot's choice counts better: the
#: search leaves the Normal bot's move only for one that shows itself better by more than
#: this (at this budget many moves tie, and a tie broken against the Normal bot's
#: judgement was a loss on average). 2 while the rivals passed in the playouts; 1 since
#: their model turn (:data:`RIVALS`) makes the playouts trustworthier (session 8 pilots:
#: docs/assumptions/pandorum.md, "Hard bot")
PRIOR = 1.0
#: currency of margin gained that moves a value from 0.5 to 0.73: wide enough that a
#: construction's gain (up to ~10) does not saturate
SPREAD = 4.0
#: the search's UCB exploration constant (the core's default 0.7 outweighed differences
#: of a few currency at this value scale: the visits barely separated the moves); a
#: playout's value varies little between determinisations (the deck draws of one turn)
EXPLORATION = 0.1
#: the searching seat's own turns a playout plays (the other seats play the rivals' model
#: turn in between: their Normal turns cost most of a playout), unless the game's end is
#: announced first
OWN_TURNS = 2
#: between the searching seat's turns the other seats play :mod:`hard_rivals`' cheap
#: model of a rival's turn (False: they pass, as in sessions 1-7)
RIVALS = True


@dataclass(frozen=True)
class Root:
    """What every playout of one search shares, read from the view: the Normal bot's
    choice, the candidates the tree compares, and the margins of the searched position."""

    normal: Action
    candidates: tuple[Action, ...]
    before: tuple[float, ...]


class PlayoutState(PandorumState):
    """A determinised position played out with the Normal policy (see the module doc).
    Not a view, never saved."""

    searcher: int
    root: Root
    #: the action the playout began with (None before the first)
    first: Action | None
    horizon: int
    policy: list[HeuristicBot]

    def _compute_legal(self, seat: int) -> list[Action]:
        if self.turn_number >= self.horizon:
            return []  # the playout ends here: the evaluation decides
        legal = super()._compute_legal(seat)
        if len(legal) <= 1:
            return legal
        if self.first is None and seat == self.searcher:
            # the searched decision: the root's candidates (the hand and the public facts
            # they depend on are the view's, so they are legal here)
            return list(self.root.candidates)
        return [self.policy_choice(seat, legal)]

    def policy_choice(self, seat: int, legal: list[Action]) -> Action:
        """The Normal bot's action for ``seat``. It is given the determinised position as
        a plain state (it reads only its own hand and public facts, as on its view)."""
        bot = self.policy[seat]
        bot.same_game_on(len(self.projects))  # incomes change only when a project is built
        return bot.choose(_plain(self, seat, legal))

    def after_action(self, events: list[Event]) -> None:
        if RIVALS and not self.pending and self.turn == self.searcher and \
                self.ender is not None:
            # the searching seat's final move is over (a rival built its last project
            # before it): the playout ends here, the game not finished
            self.horizon = self.turn_number
            return
        super().after_action(events)
        if OWN_TURNS <= 1 or self.over or self.turn == self.searcher or \
                self.pending != [{"kind": "turn"}]:
            return
        if self.ender is not None:
            # the end was announced before the searching seat's turn just played (by it,
            # or by a rival before its final move): stop here
            self.horizon = self.turn_number
            return
        gap = (self.searcher - self.turn) % self.num_players
        if not RIVALS or self.turn_number + gap >= self.horizon:
            # the other seats pass: straight on to the searching seat's next turn (or, past
            # its last turn in the playout, to the end of the playout)
            self.turn_number += gap
            self.turn = self.searcher
            return
        # the other seats play the rivals' model turn (a rival's last project announces
        # the end: the others' final moves follow, the searching seat's among them)
        while self.turn != self.searcher and not self.over:
            rival_turn(self, self.policy[self.turn], self.rng, events)

    def apply(self, action: Action) -> list[Event]:
        if self.first is None:
            self.legal_actions(self.searcher)  # the root's candidates, checked below
            self.first = action
        return super().apply(action)


def _plain(state: PandorumState, seat: int, legal: list[Action]) -> PandorumState:
    """``state`` as a plain state whose legal actions for ``seat`` are ``legal``."""
    plain: PandorumState = state.share(state.rng)
    plain.__class__ = PandorumState
    plain._legal_cache = {seat: legal}
    return plain


def own_bot(view: PandorumState, seat: int) -> HeuristicBot:
    """The heuristic bot the Hard bot follows at its own decisions: the Normal bot's with
    the tuned numbers of :mod:`game.pandorum.hard_policy`."""
    return HeuristicBot(seat, 0, policy=hard_policy(view.num_players))


#: the last searched view, its seat and fingerprint, and its :class:`Root`
_last_root: list[tuple[State, int, tuple[Any, ...], Root]] = []


def root_of(view: State, seat: int) -> Root:
    """The :class:`Root` of a search from ``view``. The search asks once per playout with
    the same view: the last answer is kept (with the view itself and a fingerprint of its
    turn)."""
    assert isinstance(view, PandorumState)
    mark = (view.turn_number, tuple(f["kind"] for f in view.pending),
            tuple(len(h) for h in view.hands), len(view.deck))
    if _last_root:
        last, last_seat, last_mark, root = _last_root[0]
        if last is view and last_seat == seat and last_mark == mark:
            return root
    legal = view.legal_actions(seat)
    bot = own_bot(view, seat)
    normal = bot.choose(view)
    takes: list[Action] = [a for a in legal if isinstance(a, TakeCard)]
    if len(takes) > 1:  # adding cards: one candidate, the Normal bot's card
        pick = bot.preferred_take(_plain(view, seat, takes), takes)
        legal = [a for a in legal if a == pick or not isinstance(a, TakeCard)]
    moves = [a for a in legal if isinstance(a, MoveTo)]
    if len(moves) > MOVES:  # where to go: the Normal bot's best few destinations
        best = bot.ranked_moves(view, moves)[:MOVES]
        legal = [a for a in legal if not isinstance(a, MoveTo) or a in best]
    if normal not in legal:
        legal.append(normal)
    root = Root(normal, tuple(legal), tuple(margins(view)))
    _last_root[:] = [(view, seat, mark, root)]
    return root


def normal_choice(view: State, seat: int) -> Action:
    """The Normal bot's choice on ``view`` (kept for the search's playouts)."""
    return root_of(view, seat).normal


def playout_state(view: State, seat: int, rng: Rng) -> PlayoutState:
    """The search's determinisation: :func:`determinise` of ``seat``'s view, played out
    with the Normal policy for :data:`OWN_TURNS` of the seat's turns."""
    full = determinise(view, seat, rng)
    # turn numbers run on by one a turn, the other seats' turns too
    horizon = full.turn_number + 1 + full.num_players * (OWN_TURNS - 1)
    return _playout(full, seat, root_of(view, seat), horizon)


def _playout(full: Position, seat: int, root: Root, horizon: int) -> PlayoutState:
    """A :class:`PlayoutState` copy-on-write of the determinisation ``full``."""
    state = object.__new__(PlayoutState)
    state.__dict__.update(full.__dict__)
    state._legal_cache = {}
    state.searcher = seat
    state.root = root
    state.first = None
    state.horizon = horizon  # turn numbers run on by one a turn
    own = hard_policy(full.num_players)
    state.policy = [HeuristicBot(s, 0, quick_fees=True, policy=own if s == seat else NORMAL)
                    for s in range(full.num_players)]
    return state


#: the decisions inside a construction that are not searched: Intranet directions and
#: slots. Their outcome within the turn is known from the view (nothing hidden is drawn),
#: so :func:`decide` plays each candidate to the end of the turn once. What to build and
#: with which cards are searched like the turn's first decision: the cards spent or kept
#: decide what the next turn can build, which only the playout's next turn shows (2
#: players, seeds 10000-10039: 29 wins of 40 against 25 when they were settled here)
TACTICAL = frozenset({"direction", "slot"})


def decide(view: State, seat: int, rng: Rng) -> Action | None:
    """The decisions the search leaves out: the second card of adding cards (the Normal
    bot's pick, as in the playouts) and the :data:`TACTICAL` ones (each candidate played
    to the end of the turn by the Normal bot and scored like a playout). None: search."""
    assert isinstance(view, PandorumState)
    kind = view.decision()  # ("none" once nothing is pending)
    if kind == "take":
        return own_bot(view, seat).choose(view)
    if kind not in TACTICAL:
        return None
    root = root_of(view, seat)
    full = determinise(view, seat, rng)
    best: tuple[float, Action] | None = None
    for action in root.candidates:
        state = _playout(full, seat, root, full.turn_number + 1)
        state.legal_actions(seat)
        state.apply(action)
        while state.legal_actions(state.turn):
            state.apply(state.legal_actions(state.turn)[0])
        value = playout_value(state)[seat]
        if best is None or value > best[0] or (value == best[0] and action == root.normal):
            best = (value, action)
    assert best is not None
    return best[1]


def playout_value(state: State) -> Sequence[float]:
    """The search's evaluation: :func:`gains` on a playout (the Normal bot's move counted
    :data:`PRIOR` currency better), :func:`evaluate` otherwise."""
    if isinstance(state, PlayoutState):
        before = list(state.root.before)
        if state.first == state.root.normal:
            before[state.searcher] -= PRIOR
        return gains(state, before, SPREAD)
    return evaluate(state)


#: what :meth:`PandorumGame.search_hooks` gives the search
HOOKS = SearchHooks(playout_state, playout_value, decide=decide, exploration=EXPLORATION)
