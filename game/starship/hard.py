"""The Hard Starship Merchants bot: the shared search (:mod:`game.core.search`) with this
game's hooks.

The search decides where to go and what to do there (:data:`SEARCHED`); the steps of a
Belt run and a few small choices follow the Normal bot (:func:`decide`).

Each search iteration plays on a :class:`PlayoutState`: a determinisation of the bot's view
(:func:`game.starship.rules.hidden.determinise`: the decks and the bag shuffled) in which
every other seat, and the bot itself after its first :data:`OWN_DECISIONS_IN_TREE`
decisions, has one legal action: the Normal bot's choice. The tree so branches only on the
decisions the bot is making now, and every playout is a plausible continuation (ships run,
loans paid, Destinations travelled to) rather than random play, which in this game mostly
measures how badly random runs and purchases go. A playout ends :data:`HORIZON_ROUNDS`
rounds of turns after it starts (or at the budget's cutoff, or the game end) and is scored
by :func:`game.starship.rules.evaluation.evaluate`, which counts ships, cargo, claims and
loans in credits, from the margins where the playout began (so the scores of the moves
being compared sit in the logistic's steep middle); a short horizon keeps the luck of the
draws out of the comparison.
"""

from __future__ import annotations

from game.core.protocol import Action, Event, SearchHooks, State
from game.core.rng import Rng
from game.starship.bots import HeuristicBot
from game.starship.rules.evaluation import evaluate, margins
from game.starship.rules.hidden import determinise
from game.starship.rules.state import StarshipState

#: the bot's own decisions (with a choice) the tree branches on; later ones follow Normal
OWN_DECISIONS_IN_TREE = 1
#: the decisions the search makes: where to stay or advance and what to do there (buy,
#: lease, pay off, run which ship, shop, claim), loans, redraws and the Final Run. A Belt
#: run's steps, explorations, equipping, transfers and ship removals follow the Normal
#: bot (its run planner is a knapsack over the whole run: the search, with tens of
#: playouts over a dozen steps, does not beat it, and they are most of the decisions)
SEARCHED = frozenset({"turn", "arrived", "claim", "declare", "loan_extra", "market_redraw"})
#: rounds of turns (every seat once) a playout lasts before it is scored
HORIZON_ROUNDS = 2
#: added to the searching seat's value when its first move is the Normal bot's choice: a
#: prior that settles near-ties for the tested policy, so the search departs from Normal
#: play only where its playouts see a gain (about one credit of margin, or more)
NORMAL_PRIOR = 0.1
#: moves the search compares at the root: the Normal bot's choice and the best others by
#: their immediate effect on the evaluation (a playout budget of tens cannot tell a
#: dozen moves apart)
CANDIDATES = 4


class PlayoutState(StarshipState):
    """A determinised position in which every seat but the searching one follows the
    Normal bot, and which offers no action once its horizon is reached (the search then
    scores it). Not a view, never saved or shown."""

    searcher: int
    own_left: int
    stop_at: int
    policy: dict[int, HeuristicBot]
    baseline: tuple[float, ...]
    normal_choice: Action | None
    candidates: tuple[Action, ...]
    first: Action | None

    def _compute_legal(self, seat: int) -> list[Action]:
        if self.turns_taken >= self.stop_at:
            return []
        legal = super()._compute_legal(seat)
        if len(legal) <= 1:
            return legal
        if seat == self.searcher and self.own_left > 0:
            if self.first is None:
                return [a for a in legal if a in self.candidates] or legal
            return legal
        return [self.policy[seat].pick(self, legal)]

    def apply(self, action: Action) -> list[Event]:
        if self.first is None:
            self.first = action
        if self.turn == self.searcher and len(self.legal_actions(self.searcher)) > 1:
            self.own_left -= 1
        return super().apply(action)


def playout_state(view: State, seat: int, rng: Rng) -> PlayoutState:
    """The search's determinisation: :func:`determinise` of ``seat``'s view, with the
    Normal policy for the other seats and a horizon."""
    full = determinise(view, seat, rng)
    state = object.__new__(PlayoutState)
    state.__dict__.update(full.__dict__)
    state.searcher = seat
    state.own_left = OWN_DECISIONS_IN_TREE
    state.stop_at = full.turns_taken + HORIZON_ROUNDS * full.num_players
    state.policy = {s: HeuristicBot(s, rng.below(2**31)) for s in range(full.num_players)}
    state.baseline = margins(full)
    state.normal_choice, state.candidates = _root_moves(view, seat)
    state.first = None
    state.touch()
    return state


#: the last view asked about, with the Normal bot's choice there and the root candidates
#: (a search determinises the same view once per iteration)
_last_root: list[tuple[State, int, Action, tuple[Action, ...]]] = []


def _root_moves(view: State, seat: int) -> tuple[Action, tuple[Action, ...]]:
    """What the Normal bot would do in ``view`` (with a fixed seed: reproducible) and the
    :data:`CANDIDATES` moves the search compares: that one and the others whose immediate
    result the evaluation likes best (ties in the order of the legal actions)."""
    if _last_root and _last_root[0][0] is view and _last_root[0][1] == seat:
        return _last_root[0][2], _last_root[0][3]
    assert isinstance(view, StarshipState)
    choice = HeuristicBot(seat, 0).choose(view)
    legal = view.legal_actions(seat)
    scored = []
    for i, action in enumerate(legal):
        if action == choice:
            continue
        after = view.clone()
        after.apply(action)
        scored.append((-margins(after)[seat], i, action))
    scored.sort(key=lambda t: (t[0], t[1]))
    candidates = (choice, *(a for _, _, a in scored[: CANDIDATES - 1]))
    _last_root[:] = [(view, seat, choice, candidates)]
    return choice, candidates


def decide(view: State, seat: int, rng: Rng) -> Action | None:
    """The Normal bot's move for the decisions the search leaves to it (see
    :data:`SEARCHED`); None: search."""
    assert isinstance(view, StarshipState)
    if not view.pending or view.pending[-1]["kind"] in SEARCHED:
        return None
    return HeuristicBot(seat, rng.below(2**31)).choose(view)


def _values(state: State) -> tuple[float, ...]:
    """The evaluation of a playout's end, measured from where the playout began, with
    the prior for the Normal bot's move (see :data:`NORMAL_PRIOR`)."""
    values = evaluate(state, getattr(state, "baseline", None))
    if isinstance(state, PlayoutState) and state.first == state.normal_choice:
        seat = state.searcher
        bonus = list(values)
        bonus[seat] = min(1.0, bonus[seat] + NORMAL_PRIOR)
        return tuple(bonus)
    return values


#: the hooks :meth:`StarshipGame.search_hooks` gives the shared search
HOOKS = SearchHooks(determinise=playout_state, evaluate=_values, decide=decide)
