"""The Hard bot's evaluation of an Andromeda Escape position: each seat's expected final
score, and from it each seat's chance to win.

A game is won on VP, and most of a winner's lead comes at the end: the Last Ship places
(9 / 4 / 2 VP), the finish-place missions (6: be 2nd, 7 VP; 7: be 3rd, 9 VP) and the
position missions. How far a seat's ships have come is worth nothing in itself; it decides
the race for those places. So :func:`expected_scores` counts, for every seat:

* the VP it has (start, played cards, missions met) and the end value of its hand, each
  ALERT card in it :data:`ALERT_OPTION` VP more at 3-4 players (a card kept can still be
  played later, where it gains most: without it the search played ALERT cards for any
  small gain, twice as many as the Normal bot, and lost more VP on them than they won);
* the Last Ship VP and finish-place missions it can expect from its place in the race:
  each pair of seats is compared by the moves each still needs to save every ship
  (:func:`remaining_moves`; the seat moving sooner in the round gains
  :data:`FIRST_MOVER` moves) through a logistic of width :data:`RACE_WIDTH` times the
  square root of the moves both still need, and the places follow from those pairwise
  chances (:func:`place_chances`);
* each position mission still to meet, at a share of its VP that grows with the progress
  toward it (:data:`MISSION_LINEAR` x progress + :data:`MISSION_SQUARE` x progress²),
  nothing once too few ships are left to meet it.

Measured on 60 games of Normal bots per player count (seeds 3000-3059; the seat leading
by the measure a quarter, half and three quarters into the game against the seat that
won): at 4 players the leader by these expected scores wins 45 / 43 / 58 % of the games,
the leader by the Normal bot's own score (``bots.evaluate``) 22 / 23 / 47 % (fair share
25 %); at 2 players 63 / 58 / 68 % against 55 / 58 / 67 %. :func:`win_chances` turns
the expected scores into chances to win with a softmax of width :data:`WIN_SPREAD` VP.

Pure rules-side code: no pygame, no bots, used by ``game.escape.hard``.
"""

from __future__ import annotations

import math

from game.escape.rules.position import EscapePosition

#: the race's uncertainty: two seats needing a and b more moves are compared through a
#: logistic of width RACE_WIDTH x sqrt(a + b) moves (fitted on Normal bots' games: the
#: finishing order is far from settled by the moves left, less so as they shrink)
RACE_WIDTH = 0.45
#: moves the seat that moves sooner in the round is ahead of a seat with as many to go
FIRST_MOVER = 0.5
#: share of a position mission's VP credited per unit of progress toward it ...
MISSION_LINEAR = 0.2
#: ... and per unit of progress squared (the last ship of a mission counts most)
MISSION_SQUARE = 0.4
#: VP of expected score that make a seat's chance to win e times another's
WIN_SPREAD = 4.0
#: moves a seat needs when its Last Ship can never be saved (the Lost Ship is out of reach)
STRANDED = 60.0
#: VP an ALERT card in hand is worth beyond its end value, by player count: the chance to
#: play it later, where it gains most (see :func:`expected_scores`); 0 at 2 players, where
#: the race decides most games and a card's step in it is worth its price
ALERT_OPTION = {2: 0.0, 3: 1.0, 4: 1.0}


def mission_progress(st: EscapePosition, seat: int, mid: str, own: set[str]) -> float:
    """0..1: how close ``seat`` (ships on ``own``) is to position mission ``mid`` (0 for the
    finish-place missions)."""
    mt = st.data.missions[mid]
    b = st.board
    if mt.check == "start_fields_in_zone":
        per = [sum(1 for f in b.start_fields if f in own and b.fields[f].zone == z)
               for z in b.zones]
        return max(per, default=0) / mt.count
    if mt.check == "fields_by_dotted_route":
        return min(1.0, sum(1 for f in b.dotted_route_fields if f in own) / mt.count)
    if mt.check == "all_inner_fields":
        return sum(1 for f in b.inner_fields if f in own) / max(1, len(b.inner_fields))
    if mt.check in ("line_with_dotted", "line_in_zone"):
        want = mt.check == "line_with_dotted"
        best = max((sum(1 for f in ln.fields if f in own) for ln in b.lines(mt.count)
                    if ln.dotted == want), default=0)
        return best / mt.count
    return 0.0


def remaining_moves(st: EscapePosition, seat: int) -> float:
    """The turns ``seat`` still needs to save every ship if nothing stood in its way: a ship
    on ring r needs r moves, one on the Launch Platform or still lost one more than the
    outer ring. A Last Ship that can never be saved (the Lost Ship not found and too few
    ships left to search all zones) counts :data:`STRANDED` more."""
    b = st.board
    fields = b.fields
    entry = b.outer_ring + 1
    ships = st.ships_on_board(seat)
    moves = float(st.platform[seat] * entry + sum(fields[f].ring for f in ships))
    if not st.lost_found[seat]:
        moves += entry
        if len(ships) + st.platform[seat] < len(b.zones):
            moves += STRANDED
    return moves


def place_chances(st: EscapePosition) -> list[list[float]]:
    """For every seat, the chance of each finishing place (index 0: first): a seat that
    has finished has its place; the others are ranked by pairwise races on
    :func:`remaining_moves` (independent comparisons, combined as a Poisson-binomial count of
    the seats finishing before it, behind those already finished)."""
    n = st.num_players
    done = [p for p in st.finish_place if p]
    rems = [remaining_moves(st, s) for s in range(n)]
    order = [(s - st.turn) % n for s in range(n)]
    out: list[list[float]] = []
    for s in range(n):
        if st.finish_place[s]:
            out.append([1.0 if i == st.finish_place[s] - 1 else 0.0 for i in range(n)])
            continue
        ahead = [1.0]  # ahead[k]: the chance that k racing seats finish before s
        for t in range(n):
            if t == s or st.finish_place[t]:
                continue
            lead = rems[t] - rems[s] + (FIRST_MOVER if order[s] < order[t] else -FIRST_MOVER)
            width = RACE_WIDTH * math.sqrt(max(1.0, rems[s] + rems[t]))
            first = 1.0 / (1.0 + math.exp(-lead / width))
            nxt = [0.0] * (len(ahead) + 1)
            for k, p in enumerate(ahead):
                nxt[k] += p * first
                nxt[k + 1] += p * (1.0 - first)
            ahead = nxt
        chances = [0.0] * n
        for k, p in enumerate(ahead):
            chances[min(n - 1, len(done) + k)] += p
        out.append(chances)
    return out


def expected_scores(st: EscapePosition) -> list[float]:
    """Every seat's expected final score (see the module docstring). On a finished game,
    the final scores."""
    n = st.num_players
    if st.over:
        from game.escape.rules.scoring import outcome

        return [float(x) for x in outcome(st).scores]
    places = place_chances(st)
    table = st.data.last_ship_vp
    cards = st.data.cards
    option = ALERT_OPTION.get(n, 0.0)
    missions = st.data.missions
    out = []
    for s in range(n):
        chances = places[s]
        value = float(st.vp[s]) + sum(cards[c].held + (option if cards[c].deck == "ALERT"
                                                      else 0.0) for c in st.hands[s])
        value += sum(p * table[k] for k, p in enumerate(chances) if k < len(table))
        ships = st.ships_on_board(s)
        left = len(ships) + st.platform[s] + (0 if st.lost_found[s] else 1)
        own: set[str] | None = None
        for mid in st.missions[s]:
            if mid in st.scored[s]:
                continue
            mt = missions[mid]
            if mt.check == "finish_place":
                if mt.count <= n:
                    value += mt.vp * chances[mt.count - 1]
                continue
            if left < mt.count:
                continue
            if own is None:
                own = set(ships)
            progress = mission_progress(st, s, mid, own)
            value += mt.vp * (MISSION_LINEAR * progress + MISSION_SQUARE * progress * progress)
        out.append(value)
    return out


def win_chances(st: EscapePosition) -> tuple[float, ...]:
    """Each seat's chance to win: a softmax of :func:`expected_scores` with width
    :data:`WIN_SPREAD` VP (sums to 1)."""
    scores = expected_scores(st)
    top = max(scores)
    weights = [math.exp((x - top) / WIN_SPREAD) for x in scores]
    total = sum(weights)
    return tuple(w / total for w in weights)


def leads(st: EscapePosition) -> list[float]:
    """Every seat's expected final score less the best other seat's: what a seat playing
    to win maximises."""
    scores = expected_scores(st)
    return [x - max(y for j, y in enumerate(scores) if j != s) for s, x in enumerate(scores)]
