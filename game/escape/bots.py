"""Andromeda Escape bots. They see only ``state.view(seat)``.

* ``random``: the core :class:`~game.core.bots.RandomBot` (for fuzzing).
* ``heuristic``: one-step lookahead on a position score. Each legal action is tried on a
  copy of the view; the bot's own follow-up choices (card targets, the card to take, the
  turn's move after playing a card) are settled greedily; the resulting position is scored
  by :func:`evaluate`: VP on the track and in hand, ship progress toward the wormhole,
  the Lost Ship search (and never stranding the Last Ship), partial progress on its hidden
  missions, and the opponents' progress.
"""

from __future__ import annotations

from typing import ClassVar

from game.core.bots import RandomBot, bot_choices
from game.core.protocol import Action, Bot, State
from game.escape.rules.actions import ReturnMission
from game.escape.rules.evaluation import mission_progress
from game.escape.rules.position import TURN
from game.escape.rules.state import EscapeState

__all__ = ["HeuristicBot", "RandomBot", "evaluate", "mission_keep_value"]

#: how much a mission is worth keeping, as a share of its VP (how often it is met)
MISSION_EASE = {1: 0.8, 2: 0.5, 3: 0.25, 4: 0.45, 5: 0.5, 6: 0.35, 7: 0.35}
#: weight of one ring of progress, in VP
PROGRESS = 1.0
#: how much of the best opponent's position counts against the bot
OPPONENT = 0.6
#: share of a mission's VP credited for partial progress toward it
PARTIAL = 0.6


def _position(st: EscapeState, seat: int, ships: list[str], know_missions: bool) -> float:
    """The value of ``seat``'s position; ``ships``: the fields of its ships on the board."""
    b = st.board
    fields = b.fields
    top = b.outer_ring + 1
    cards = st.data.cards
    value = float(st.vp[seat]) + sum(cards[c].held for c in st.hands[seat])
    value += PROGRESS * (st.saved[seat] * top + sum(top - fields[f].ring for f in ships))
    upright = st.upright
    value += 0.4 * sum(1 for f in ships if f in upright)
    if st.finish_place[seat]:
        table = st.data.last_ship_vp
        place = st.finish_place[seat]
        value += table[place - 1] if place <= len(table) else 0
    if st.lost_found[seat]:
        value += 4.0
    else:
        value += 1.2 * len({fields[f].zone for f in ships})
        if len(ships) + st.platform[seat] < len(b.zones):
            value -= 25.0  # the Lost Ship can no longer be found: the Last Ship is stranded
    if know_missions:
        own = set(ships)
        for mid in st.missions[seat]:
            if mid not in st.scored[seat]:
                progress = mission_progress(st, seat, mid, own)
                value += PARTIAL * st.data.missions[mid].vp * progress ** 2
    return value


def evaluate(st: EscapeState, seat: int) -> float:
    """How good the position is for ``seat`` (higher is better)."""
    if st.is_over:
        out = st.outcome()
        best_other = max(sc for s, sc in enumerate(out.scores) if s != seat)
        return 1000.0 * (out.ranking[seat] == 1) + out.scores[seat] - best_other
    ships: list[list[str]] = [[] for _ in range(st.num_players)]
    for f, o in st.occupant.items():
        ships[o].append(f)
    mine = _position(st, seat, ships[seat], True)
    others = [_position(st, s, ships[s], False) for s in range(st.num_players) if s != seat]
    return mine - OPPONENT * max(others, default=0.0)


def mission_keep_value(st: EscapeState, mid: str) -> float:
    mt = st.data.missions[mid]
    ease = MISSION_EASE.get(mt.number, 0.3)
    if mt.check == "finish_place" and mt.count >= st.num_players:
        ease *= 0.6  # only the player left on the board gets it
    return mt.vp * ease


class HeuristicBot(Bot):
    level: ClassVar[str] = "heuristic"

    def choose(self, view: State) -> Action:
        assert isinstance(view, EscapeState)
        actions = bot_choices(view.legal_actions(self.seat))
        if not actions:
            raise RuntimeError(f"seat {self.seat} has no legal action to choose from")
        if len(actions) == 1:
            return actions[0]
        if isinstance(actions[0], ReturnMission):
            return min(actions, key=lambda a: (mission_keep_value(view, a.mission),  # type: ignore[attr-defined]
                                               a.mission))  # type: ignore[attr-defined]
        best, best_value = actions[0], float("-inf")
        for action in actions:
            nxt = view.clone()
            nxt.apply(action)
            value = self._settle(nxt) + self.rng.random() * 1e-3
            if value > best_value:
                best, best_value = action, value
        return best

    def _settle(self, st: EscapeState) -> float:
        """Score after the bot's own forced follow-ups, chosen greedily."""
        for _ in range(8):
            if st.is_over or st.current_player != self.seat:
                return evaluate(st, self.seat)
            actions = bot_choices(st.legal_actions())
            if st.decision() == TURN:
                # back at the main decision after a card: count the best plain move
                moves = [a for a, _ in st.move_options(self.seat)] or actions
                return max(self._after(st, a) for a in moves)
            st = max((self._next(st, a) for a in actions), key=lambda s: evaluate(s, self.seat))
        return evaluate(st, self.seat)

    def _next(self, st: EscapeState, action: Action) -> EscapeState:
        nxt = st.clone()
        nxt.apply(action)
        return nxt

    def _after(self, st: EscapeState, action: Action) -> float:
        return evaluate(self._next(st, action), self.seat)
