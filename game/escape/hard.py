"""The Hard Andromeda Escape bot: the shared search (:mod:`game.core.search`) with this
game's hooks.

Why the search needs its own evaluation: the Normal bot scores a position by the ships'
progress (one VP per ring) and its VP; but progress is worth nothing at the end, only the
race for the Last Ship places and the finish-place missions it decides, and missions win
most games. Searched with the Normal bot's scoring, Hard played like Normal (50 % at 2
players). The search scores positions with
:func:`game.escape.rules.evaluation.expected_scores` instead: VP held, the end value of the
hand, the Last Ship VP and finish-place missions from the race, the position missions by
progress.

Each iteration plays on a :class:`PlayoutState`: a
:class:`~game.escape.rules.determinise.Determinisation` of the bot's view (hidden cards and
missions dealt anew from what the seat has not seen) in which

* the searching seat's first :data:`OWN_DECISIONS` decisions with a choice branch, among
  the :func:`root_candidates` (the Normal bot's choice, the best few moves one step on by
  the evaluation, and every card);
* the searching seat's later decisions (a card's targets, the move after a card) are the
  action after which its expected lead (:func:`~game.escape.rules.evaluation.leads`) is
  best; the other seats' are the Normal bot's way (the action after which its score,
  ``bots.evaluate``, is best: the opponents the bot meets are modelled as they play);
* play stops once the searching seat's turn and :data:`ROUNDS` rounds of the other seats'
  turns (by player count) are played, and the evaluation scores the position.

The value of a playout (:func:`playout_values`) is how much each seat's expected lead grew
from the determinisation it started in (so what the hidden cards dealt to it are worth
there cancels out), through a logistic of width :data:`SPREAD` VP: the moves worth
comparing lie in the logistic's steep middle, where the exploration constant
:data:`EXPLORATION` lets the best of a handful collect the most visits at a few dozen
playouts. A playout that began with the Normal bot's move adds :data:`NORMAL_PRIOR` to the
searching seat's value, so the search departs from Normal only for a clear gain (a
version without it, and with a fixed race width, chose another move than Normal in about
half its decisions and won 20 of 40 games against it).

The mission to give back at setup is settled without search (:func:`decide`; the search
values missions only by progress, which is nil then): at 4 players the one the Hard bot
met least often when it kept it (:data:`MISSION_MET`: the Normal bot keeps mission 1
first, which Hard almost never meets among four, and gives back finish-place missions it
meets about half the time), elsewhere the Normal bot's choice.

Play-then-Cancel: a determinisation never offers ``Cancel`` (it is excluded from the
search's candidate actions, in the tree and in playouts, not given a value).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from game.core.protocol import Action, Event, SearchHooks, State
from game.core.rng import Rng
from game.escape.bots import HeuristicBot, evaluate
from game.escape.rules.actions import PlayCard, ReturnMission
from game.escape.rules.determinise import Determinisation, determinise
from game.escape.rules.evaluation import leads, win_chances
from game.escape.rules.state import EscapeState

#: rounds of the other seats' turns played after the searching seat's turn, by player count
ROUNDS = {2: 1, 3: 1, 4: 1}
#: VP of expected lead gained that move a seat's value from 0.5 to 0.73
SPREAD = 1.0
#: root moves searched besides the Normal bot's choice and the cards: the best this many
#: by the searching seat's expected lead one step on
CANDIDATES = 4
#: the searching seat's decisions with a choice that the search branches on
OWN_DECISIONS = 1
#: added to the searching seat's value when its first move is the Normal bot's choice: the
#: search departs from Normal play only where its playouts see a clear gain
NORMAL_PRIOR = 0.1
#: the UCB exploration constant (values are logistic of VP gained, see :data:`SPREAD`)
EXPLORATION = 0.7
#: by player count and mission number, the share of the games in which the Hard bot met a
#: mission it kept (measured in about 100 of its 4-player games against Normal bots, seeds
#: 5000-5039, see docs/assumptions/escape.md): which mission to give back at setup. At 2-3 players
#: (not measured) it gives back the Normal bot's choice.
MISSION_MET = {4: {1: 0.05, 2: 0.5, 3: 0.05, 4: 0.05, 5: 0.1, 6: 0.45, 7: 0.45}}

#: a seat's score of a position, higher is better
Score = Callable[[EscapeState, int], float]


def own_lead(st: EscapeState, seat: int) -> float:
    """The searching seat's policy score: its expected lead (``evaluation.leads``)."""
    return leads(st)[seat]



class PlayoutState(Determinisation):
    """A determinisation where only the searching seat's first :data:`OWN_DECISIONS`
    decisions with a choice branch; every other decision has one legal action (see the
    module docstring)."""

    searcher: int
    own_left: int
    #: each seat's expected lead where the playout started
    before: list[float]
    #: the root moves the search considers (None: all)
    candidates: frozenset[Action] | None = None
    #: the Normal bot's choice at the root, and the move the playout made there
    normal: Action | None = None
    first: Action | None = None

    def _compute_legal(self, seat: int) -> list[Action]:
        legal = super()._compute_legal(seat)
        if len(legal) <= 1:
            return legal
        if seat == self.searcher:
            if self.own_left <= 0:
                return [self.greedy(seat, legal, own_lead)]
            if self.candidates is not None and self.own_left == OWN_DECISIONS:
                return [a for a in legal if a in self.candidates] or legal
            return legal
        return [self.greedy(seat, legal, evaluate)]

    def ranked(self, seat: int, legal: list[Action], score: Score) -> list[tuple[float, Action]]:
        """``legal`` with ``seat``'s ``score`` one step on, best first (stable on ties)."""
        out = []
        for i, action in enumerate(legal):
            nxt: EscapeState = self.share(self.rng)
            nxt.__class__ = EscapeState  # plain rules: no greedy choices inside the lookahead
            nxt._legal_cache = {seat: legal}
            nxt.apply(action)
            out.append((-score(nxt, seat), i, action))
        out.sort(key=lambda t: (t[0], t[1]))
        return [(-v, a) for v, _, a in out]

    def greedy(self, seat: int, legal: list[Action], score: Score) -> Action:
        """The action of ``legal`` after which ``seat``'s ``score`` is best (first on ties)."""
        return self.ranked(seat, legal, score)[0][1]

    def apply(self, action: Action) -> list[Event]:
        seat = self.current_player
        if self.first is None:
            self.first = action
        if seat == self.searcher and self.own_left > 0 and len(self.legal_actions(seat)) > 1:
            self.own_left -= 1
        return super().apply(action)


def _determinisation(view: State, seat: int, rng: Rng, own: int) -> PlayoutState:
    st = determinise(view, seat, rng)
    st.__class__ = PlayoutState
    assert isinstance(st, PlayoutState)
    st.searcher = seat
    st.own_left = own
    st.horizon = st.turns + 1 + ROUNDS[st.num_players] * (st.num_players - 1)
    return st


def root_candidates(view: State, seat: int, rng: Rng) -> tuple[Action, frozenset[Action]]:
    """The root moves worth searching: the Normal bot's choice, the :data:`CANDIDATES` best
    by ``seat``'s expected lead one step on, and every card (a card's worth shows only
    after its targets). Worked out once per view (kept on it: a view is made for one
    decision): with a few dozen playouts the search cannot visit twenty moves often
    enough to tell them apart."""
    known = view.__dict__.get("_candidates")
    if known is not None and known[0] == seat:
        return known[1], known[2]
    assert isinstance(view, EscapeState)
    normal = HeuristicBot(seat, 0).choose(view)
    st = _determinisation(view, seat, rng, 0)
    legal = Determinisation._compute_legal(st, seat)
    ranked = [a for _, a in st.ranked(seat, legal, own_lead)]
    chosen = frozenset([normal, *ranked[:CANDIDATES],
                        *(a for a in legal if isinstance(a, PlayCard))])
    view.__dict__["_candidates"] = (seat, normal, chosen)
    return normal, chosen


def playout_state(view: State, seat: int, rng: Rng) -> PlayoutState:
    """The search's determinisation of ``seat``'s view, stopping after :data:`ROUNDS`
    rounds of the other seats' turns, scored from where it started."""
    st = _determinisation(view, seat, rng, OWN_DECISIONS)
    st.before = leads(st)
    st.normal, st.candidates = root_candidates(view, seat, rng)
    return st


def playout_values(st: State) -> Sequence[float]:
    """Each seat's expected lead gained since the playout started, as a value in (0, 1)."""
    if not isinstance(st, PlayoutState):
        assert isinstance(st, EscapeState)
        return win_chances(st)
    now = leads(st)
    values = [1.0 / (1.0 + math.exp(-(a - b) / SPREAD)) for a, b in zip(now, st.before,
                                                                        strict=True)]
    if st.first is not None and st.first == st.normal:
        values[st.searcher] = min(1.0, values[st.searcher] + NORMAL_PRIOR)
    return tuple(values)


def mission_worth(view: EscapeState, mid: str) -> float:
    """The VP the Hard bot can expect from keeping mission ``mid``: its VP times the share
    of games in which it met it (:data:`MISSION_MET`, at the view's player count)."""
    mt = view.data.missions[mid]
    return mt.vp * MISSION_MET[view.num_players].get(mt.number, 0.0)


def decide(view: State, seat: int, rng: Rng) -> Action | None:
    """The mission to give back at setup: where :data:`MISSION_MET` has the player count,
    the one worth least (:func:`mission_worth`), else the Normal bot's (the one it values
    least keeping); None (search) for every other decision."""
    assert isinstance(view, EscapeState)
    legal = view.legal_actions(seat)
    if legal and isinstance(legal[0], ReturnMission):
        if view.num_players in MISSION_MET:
            return min(legal, key=lambda a: (mission_worth(view, a.mission),  # type: ignore[attr-defined]
                                             a.mission))  # type: ignore[attr-defined]
        return HeuristicBot(seat, rng.below(2**31)).choose(view)
    return None


#: what :meth:`EscapeGame.search_hooks` gives the search
HOOKS = SearchHooks(playout_state, playout_values, decide=decide, exploration=EXPLORATION)
