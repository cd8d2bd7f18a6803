"""The Hard Andromeda Escape bot: the shared search (:mod:`game.core.search`) with this
game's hooks.

Each iteration plays on a :class:`PlayoutState`: a
:class:`~game.escape.rules.determinise.Determinisation` of the bot's view (hidden cards and
missions dealt anew from what the seat has not seen) in which

* the searching seat's first :data:`OWN_DECISIONS` decisions with a choice branch, among
  the :func:`root_candidates` (the best few moves one step on, and every card);
* every other decision, its own later ones and the other seats', is greedy: the action
  after which that seat's margin is best (a one-step lookahead, as the Normal bot's);
* play stops once the searching seat's turn and :data:`ROUNDS` rounds of the other seats'
  turns (by player count) are played, and the evaluation scores the position.

With 2 players the opponent's reply is played out; with 3 or 4, a round of three
opponents' turns cost too much of the budget (and with random replies it drowned the
choice in noise: Hard won 8 of 40 four-player games against Normals), so the search stops
at the end of its own turn there. Random follow-ups also undervalued every Action Card (a
card with a random target and a random move after it), hence the greedy ones.

The evaluation (:func:`playout_values`) is centred on the greedy line (:func:`greedy_line`:
where play stops when every decision, the searching seat's too, is the greedy one, as the
Normal bot plays): how much better each seat's margin (``bots.margins``, the Normal bot's
scoring) is, through a logistic of width :data:`SPREAD` VP. Centred there, the moves worth
searching lie around 0.5 where the logistic is steep, so the shared exploration constant
still lets the best of them collect the most visits at a few dozen playouts; centred on the
searched position, every move of a turn gaining several VP looked alike (all near 1).

Play-then-Cancel: a determinisation never offers ``Cancel`` (it is excluded from the
search's candidate actions, in the tree and in playouts, not given a value).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.core.protocol import Action, Event, State
from game.core.rng import Rng
from game.core.search import SearchHooks
from game.escape.bots import margins, search_values
from game.escape.rules.actions import PlayCard
from game.escape.rules.determinise import Determinisation, determinise
from game.escape.rules.state import EscapeState

#: rounds of the other seats' turns played after the searching seat's turn, by player count
ROUNDS = {2: 1, 3: 0, 4: 0}
#: VP of margin over the greedy line that moves a seat's value from 0.5 to 0.73
SPREAD = 0.5
#: root moves searched: the best this many by their margin one step on, and every card
CANDIDATES = 5
#: the searching seat's decisions with a choice that the search branches on
OWN_DECISIONS = 1


class PlayoutState(Determinisation):
    """A determinisation that knows the margins of the searched position, where only the
    searching seat's first :data:`OWN_DECISIONS` decisions with a choice branch: every
    other decision (its own follow-ups, the other seats') is the greedy one, the action
    whose position has the best margin for the seat taking it."""

    before: list[float]
    searcher: int
    own_left: int
    #: the root moves the search considers (None: all)
    candidates: frozenset[Action] | None = None

    def _compute_legal(self, seat: int) -> list[Action]:
        legal = super()._compute_legal(seat)
        if len(legal) <= 1:
            return legal
        if seat == self.searcher and self.own_left > 0:
            if self.candidates is not None and self.own_left == OWN_DECISIONS:
                return [a for a in legal if a in self.candidates] or legal
            return legal
        return [self.greedy(seat, legal)]

    def ranked(self, seat: int, legal: list[Action]) -> list[tuple[float, Action]]:
        """``legal`` with ``seat``'s margin one step on, best first (stable on ties)."""
        out = []
        for i, action in enumerate(legal):
            nxt: EscapeState = self.share(self.rng)
            nxt.__class__ = EscapeState  # plain rules: no greedy choices inside the lookahead
            nxt._legal_cache = {seat: legal}
            nxt.apply(action)
            out.append((-margins(nxt)[seat], i, action))
        out.sort(key=lambda t: (t[0], t[1]))
        return [(-v, a) for v, _, a in out]

    def greedy(self, seat: int, legal: list[Action]) -> Action:
        """The action of ``legal`` after which ``seat``'s margin is best (first on ties)."""
        return self.ranked(seat, legal)[0][1]

    def apply(self, action: Action) -> list[Event]:
        seat = self.current_player
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


def greedy_line(view: State, seat: int, rng: Rng) -> list[float]:
    """The margins where the all-greedy line (every decision greedy, the searching seat's
    too: the Normal bot's way) stops, in one determinisation: the baseline a searched move
    must beat. Worked out once per view (kept on it: a view is made for one decision)."""
    known = view.__dict__.get("_greedy_line")
    if known is not None and known[0] == seat:
        return list(known[1])
    st = _determinisation(view, seat, rng, 0)
    while st.legal_actions():
        st.apply(st.legal_actions()[0])
    line = margins(st)
    view.__dict__["_greedy_line"] = (seat, tuple(line))
    return line


def root_candidates(view: State, seat: int, rng: Rng) -> frozenset[Action]:
    """The root moves worth searching: the :data:`CANDIDATES` best by ``seat``'s margin one
    step on (the greedy choice among them) and every card (a card's worth shows only after
    its targets). Worked out once per view, like :func:`greedy_line`: with a few dozen
    playouts the search cannot visit twenty moves often enough to tell them apart."""
    known = view.__dict__.get("_candidates")
    if known is not None and known[0] == seat:
        return frozenset(known[1])
    st = _determinisation(view, seat, rng, 0)
    legal = Determinisation._compute_legal(st, seat)
    ranked = [a for _, a in st.ranked(seat, legal)]
    chosen = frozenset(ranked[:CANDIDATES] + [a for a in legal if isinstance(a, PlayCard)])
    view.__dict__["_candidates"] = (seat, chosen)
    return chosen


def playout_state(view: State, seat: int, rng: Rng) -> PlayoutState:
    """The search's determinisation of ``seat``'s view, stopping after :data:`ROUNDS`
    rounds of the other seats' turns, scored against the greedy line."""
    st = _determinisation(view, seat, rng, OWN_DECISIONS)
    st.before = greedy_line(view, seat, rng)
    st.candidates = root_candidates(view, seat, rng)
    return st


def playout_values(st: State) -> Sequence[float]:
    """Each seat's margin gained over the greedy line, as a value in (0, 1)."""
    if not isinstance(st, PlayoutState):
        return search_values(st)
    now = margins(st)
    return tuple(1.0 / (1.0 + math.exp(-(a - b) / SPREAD)) for a, b in zip(now, st.before,
                                                                           strict=True))


#: what :meth:`EscapeGame.search_hooks` gives the search
HOOKS = SearchHooks(playout_state, playout_values)
