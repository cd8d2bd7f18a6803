"""The Hard Pandorum bot: the shared search (:mod:`game.core.search`) with this game's
hooks, playing its playouts with the Normal bot's policy.

Random play in Pandorum mostly measures how badly random constructions go (a random
card spent, a random slot filled, a random hex stopped on and paid for), so a playout of
random moves scores every choice about the same. Each iteration of the search therefore
plays on a :class:`PlayoutState`: a determinisation of the bot's view
(:func:`game.pandorum.rules.hidden.determinise`) in which

* the searching seat branches on its next :data:`OWN_DECISIONS` decision(s) with a real
  choice - the one being made: what to do with the turn, where to go, what to build,
  which slot - and then follows the Normal bot to the end of its turn; adding cards is
  one branch (the Normal bot's card), not one per market stack. Branching on more of the
  turn's decisions averaged every good move with the bad destinations tried below it at
  the playouts this budget allows (with a free move the bot kept adding cards instead);
  where to go is chosen among the Normal bot's best :data:`MOVES` destinations, and the
  Normal bot's own choice starts :data:`PRIOR` ahead;
* every other seat follows the Normal bot (only once ``ROUNDS`` reaches their turns);
* nothing is legal once the searching seat's turn and :data:`ROUNDS` rounds of the other
  seats' turns after it have been played: the playout stops there (or at the budget's
  cutoff, if sooner) and :func:`game.pandorum.rules.evaluation.gains` scores it: how
  much each seat's margin over the best other seat grew since the searched position,
  through a logistic of width :data:`SPREAD`. Centred on the searched position, it
  tells the moves of a turn apart as well when the bot is far behind or ahead as in a
  close game (an absolute win chance barely moves then), and its width sets the balance
  with the search's exploration.

The bot still sees only its seat's view: the determinisation is dealt from the view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.protocol import Action, Event, State
from game.core.rng import Rng
from game.core.search import SearchHooks
from game.pandorum.bots import HeuristicBot
from game.pandorum.rules.actions import MoveTo, TakeCard
from game.pandorum.rules.evaluation import evaluate, gains, margins
from game.pandorum.rules.hidden import determinise
from game.pandorum.rules.state import PandorumState

#: the searching seat's decisions with a choice that the tree branches on
OWN_DECISIONS = 1
#: destinations the tree tries (the Normal bot's best): a flying forepart offers the whole
#: board, far more than a decision's playouts could try once each
MOVES = 4
#: currency by which a playout that began with the Normal bot's choice counts better: the
#: search leaves the Normal bot's move only for one that shows itself better by more than
#: this (at this budget many moves tie, and a tie broken against the Normal bot's
#: judgement was a loss on average)
PRIOR = 2.0
#: currency of margin gained that moves a value from 0.5 to 0.73: wide enough that a
#: construction's gain (up to ~10) does not saturate
SPREAD = 4.0
#: the search's UCB exploration constant (the core's default 0.7 outweighed differences
#: of a few currency at this value scale: the visits barely separated the moves); a
#: playout's value varies little between determinisations (the deck draws of one turn)
EXPLORATION = 0.1
#: rounds of the other seats' turns played after the searching seat's turn before the
#: evaluation (0: the playout stops when the searching seat's turn is over)
ROUNDS = 0


class PlayoutState(PandorumState):
    """A determinised position played out with the Normal policy (see the module doc).
    Not a view, never saved."""

    searcher: int
    #: the margins of the searched position (``evaluation.margins``)
    before: list[float]
    #: the Normal bot's choice at the searched position, and the action the playout began with
    normal: Action
    first: Action | None
    own_left: int
    search_turn: int
    horizon: int
    policy: list[HeuristicBot]

    def _compute_legal(self, seat: int) -> list[Action]:
        if self.turn_number >= self.horizon:
            return []  # the playout ends here: the evaluation decides
        legal = super()._compute_legal(seat)
        if len(legal) <= 1:
            return legal
        if not self._branching(seat) or self.pending[-1]["kind"] == "take":
            return [self.policy_choice(seat, legal)]
        takes: list[Action] = [a for a in legal if isinstance(a, TakeCard)]
        if len(takes) > 1:  # adding cards: one branch, starting with the Normal bot's card
            pick = self.policy[seat].preferred_take(self._plain(seat, takes), takes)
            legal = [a for a in legal if a == pick or not isinstance(a, TakeCard)]
        moves = [a for a in legal if isinstance(a, MoveTo)]
        if len(moves) > MOVES:  # where to go: the Normal bot's best few destinations
            best = self.policy[seat].ranked_moves(self._plain(seat, legal), moves)[:MOVES]
            legal = [a for a in legal if not isinstance(a, MoveTo) or a in best]
        return legal

    def _branching(self, seat: int) -> bool:
        """Whether the tree branches here: the searching seat, in its turn, with
        decisions of its own still to search."""
        return seat == self.searcher and self.own_left > 0 and \
            self.turn_number == self.search_turn

    def policy_choice(self, seat: int, legal: list[Action]) -> Action:
        """The Normal bot's action for ``seat``. It is given the determinised position as
        a plain state (it reads only its own hand and public facts, as on its view)."""
        bot = self.policy[seat]
        return bot.choose(self._plain(seat, legal))

    def _plain(self, seat: int, legal: list[Action]) -> PandorumState:
        """This position as a plain state whose legal actions for ``seat`` are ``legal``,
        for the Normal bot (which is told to forget the incomes of the last one)."""
        plain: PandorumState = self.share(self.rng)
        plain.__class__ = PandorumState
        plain._legal_cache = {seat: legal}
        self.policy[seat].reseed(0)
        return plain

    def apply(self, action: Action) -> list[Event]:
        if self.first is None:
            self.first = action
        if self._branching(self.turn) and len(self.legal_actions(self.turn)) > 1:
            self.own_left -= 1
        return super().apply(action)


def playout_state(view: State, seat: int, rng: Rng) -> PlayoutState:
    """The search's determinisation: :func:`determinise` of ``seat``'s view, played out
    with the Normal policy up to :data:`ROUNDS` rounds after this turn."""
    full = determinise(view, seat, rng)
    state = object.__new__(PlayoutState)
    state.__dict__.update(full.__dict__)
    state._legal_cache = {}
    state.searcher = seat
    state.before = margins(full)
    state.normal = normal_choice(view, seat)
    state.first = None
    state.own_left = OWN_DECISIONS
    state.search_turn = full.turn_number
    # turn numbers run on by one a turn: the searching seat's turn, then ROUNDS times each
    # other seat's (ROUNDS = 1: the playout stops as the searching seat's next turn begins)
    state.horizon = full.turn_number + 1 + ROUNDS * (full.num_players - 1)
    state.policy = [HeuristicBot(s, 0) for s in range(full.num_players)]
    return state


#: the last searched view, its seat and fingerprint, and the Normal bot's choice there
_last_normal: list[tuple[State, int, tuple[Any, ...], Action]] = []


def normal_choice(view: State, seat: int) -> Action:
    """The Normal bot's choice on ``view``. The search asks once per playout with the same
    view: the last answer is kept (with the view itself and a fingerprint of its turn)."""
    assert isinstance(view, PandorumState)
    mark = (view.turn_number, tuple(f["kind"] for f in view.pending),
            tuple(len(h) for h in view.hands), len(view.deck))
    if _last_normal:
        last, last_seat, last_mark, choice = _last_normal[0]
        if last is view and last_seat == seat and last_mark == mark:
            return choice
    choice = HeuristicBot(seat, 0).choose(view)
    _last_normal[:] = [(view, seat, mark, choice)]
    return choice


def playout_value(state: State) -> Sequence[float]:
    """The search's evaluation: :func:`gains` on a playout (the Normal bot's move counted
    :data:`PRIOR` currency better), :func:`evaluate` otherwise."""
    if isinstance(state, PlayoutState):
        before = list(state.before)
        if state.first == state.normal:
            before[state.searcher] -= PRIOR
        return gains(state, before, SPREAD)
    return evaluate(state)


#: what :meth:`PandorumGame.search_hooks` gives the search
HOOKS = SearchHooks(playout_state, playout_value, exploration=EXPLORATION)
