"""Final scoring ("And the Winner is ...") with a per-category breakdown and the tie rule.

Score = VP Count (start 3 + played Action Cards + missions scored during the game)
        + Last Ship HUD VP + end values of Action Cards still in hand.
Missions met only at the end (6 or 7 for the player still on the board) are already in
the mission total when the game ends (``wormhole.finish``).

Tie rule (the rulebook prints none): among equal scores, the better Last Ship place wins
(it saved all its ships sooner); then more ships saved; otherwise the tie stands.
"""

from __future__ import annotations

from game.core.protocol import Outcome
from game.escape.rules.position import EscapePosition

NO_PLACE = 99


def last_ship_vp(st: EscapePosition, seat: int) -> int:
    place = st.finish_place[seat]
    table = st.data.last_ship_vp
    return table[place - 1] if 1 <= place <= len(table) else 0


def held_vp(st: EscapePosition, seat: int) -> int:
    return sum(st.data.cards[c].held for c in st.hands[seat])


def outcome(st: EscapePosition) -> Outcome:
    n = st.num_players
    start = tuple(st.data.start_vp for _ in range(n))
    played = tuple(st.vp_cards)
    missions = tuple(st.vp_missions)
    last = tuple(last_ship_vp(st, s) for s in range(n))
    held = tuple(held_vp(st, s) for s in range(n))
    scores = tuple(start[s] + played[s] + missions[s] + last[s] + held[s] for s in range(n))
    places = [st.finish_place[s] or NO_PLACE for s in range(n)]
    keys = [(scores[s], -places[s], st.saved[s]) for s in range(n)]
    ranking = Outcome.rank(keys)
    plain = Outcome.rank(list(scores))
    tiebreak = None
    if ranking != plain:
        tiebreak = ("Equal VP: the player who saved all ships sooner (Last Ship place), "
                    "then more ships saved, ranks higher")
    # the variant without cards leaves out what the cards give: rows that could only
    # read 0 for everyone (found in play, as in Pandorum without its Systems cards)
    breakdown: tuple[tuple[str, tuple[int, ...]], ...] = (
        (("Start", start), ("Last Ship", last)) if st.no_cards else
        (("Start", start), ("Played cards", played), ("Missions", missions),
         ("Last Ship", last), ("Cards in hand", held)))
    return Outcome(scores, ranking, breakdown, tiebreak)
