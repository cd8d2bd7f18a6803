"""Board scorings, the game end and the outcome.

Rulebook sections "Scoring" (each board's scoring, triggered by an event space), "Game
End" and "End Game Scoring", and who wins: most money, ties to the most Station
influence, then shared. The payouts themselves are computed by each board's module.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.decisions import Decision, Frame, automatic
from game.core.protocol import Event, Outcome
from game.merchants.rules.base import MerchantsBase
from game.merchants.rules.defense import score_defense
from game.merchants.rules.exploration import exploration_payouts
from game.merchants.rules.production import production_payouts
from game.merchants.rules.senate import score_senate
from game.merchants.rules.station import station_payouts

#: Ledger categories, in the results screen's order.
CATEGORIES = (
    "Starting money",
    "Station",
    "Bridges",
    "Production",
    "Exploration",
    "Defense",
    "Invader ships",
    "Senate",
    "Senators",
    "Artifacts",
    "Special events",
    "Auctions",
)
#: The ledger categories a scoring pays (the boards', the invader ships', the artifacts'),
#: all within the move whose event (its data's "scoring": "Station scoring", "Final
#: scoring") starts the scoring.
SCORED = ("Station", "Production", "Exploration", "Defense", "Invader ships", "Senate",
          "Artifacts")

Payouts = Callable[[MerchantsBase], tuple[dict[int, int], list[str]]]

#: Boards scored by a payout table: (payouts, the senator policies a scoring uses up).
_PAYOUT_BOARDS: dict[str, tuple[Payouts, tuple[str, ...]]] = {
    "station": (station_payouts, ("station_policy", "tourism_policy")),
    "production": (production_payouts, ("production_policy",)),
    "exploration": (exploration_payouts, ("exploration_policy",)),
}


def _score_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """Score ``frame["board"]`` (the Senate scores in two phases, see :mod:`senate`)."""
    board = frame["board"]
    if board == "senate":
        return score_senate(st, frame)
    st._pop(frame)
    if board == "defense":
        score_defense(st)
        return False
    payouts, used = _PAYOUT_BOARDS[board]
    earned, notes = payouts(st)
    title = board.title()
    for note in notes:
        st._emit("scoring", f"{title} scoring: {note}")
    for seat in sorted(earned):
        st._earn(seat, earned[seat], title, f"{title} scoring")
    st.policies = [p for p in st.policies if p not in used]
    return False


# ------------------------------------------------------------------ game end


def _game_end_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """Advance to END and score every board in the printed order, then artifacts."""
    st._pop(frame)
    st.event_pos = len(st.c.topology.event_spaces) - 1
    st._emit("game_end", "The action deck has run out: final scoring",
             scoring="Final scoring")
    steps = [{"kind": "score", "board": b, "final": True} for b in st.c.topology.end_order]
    steps.append({"kind": "artifacts"})
    steps.append({"kind": "finish"})
    st._then(*steps)
    return False


def _finish_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    st._pop(frame)
    st.over = True
    st._emit("over", "The game is over")
    return False


def outcome(st: MerchantsBase) -> Outcome:
    """Most money wins; ties go to the most Station influence; then shared."""
    n = st.num_players
    influence = [st.station_influence(s) for s in range(n)]
    ranking = Outcome.rank([(st.money[s], influence[s]) for s in range(n)])
    top_money = max(st.money)
    tied = [s for s in range(n) if st.money[s] == top_money]
    tiebreak = None
    if len(tied) > 1:
        best = max(influence[s] for s in tied)
        winners = [s for s in tied if influence[s] == best]
        tiebreak = (
            "most influence on the Station board"
            if len(winners) == 1
            else "tied on money and Station influence: the victory is shared"
        )
    breakdown = tuple(
        (cat, tuple(st.ledger[s].get(cat, 0) for s in range(n))) for cat in CATEGORIES
    )
    return Outcome(tuple(st.money), ranking, breakdown, tiebreak)


#: The scoring steps: a board's scoring, the game end, the end of the game.
DECISIONS: tuple[Decision[MerchantsBase], ...] = (
    automatic("score", _score_auto),
    automatic("game_end", _game_end_auto),
    automatic("finish", _finish_auto),
)
