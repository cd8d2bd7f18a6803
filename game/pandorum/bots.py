"""Pandorum bots. They see only ``state.view(seat)``.

The heuristic bot plans greedily, one decision at a time (the session keeps one bot per
seat and reseeds it before each decision; the only thing it keeps, a cache of card incomes,
is emptied then, so nothing is remembered between decisions; the plan is recomputed from
the view):

* it values a construction by the currency its cards pay now (the rules' own income
  preview), plus a bonus per project (a project earns later: it feeds generators,
  laboratories and lines, and opponents pay to stop on it), minus a cost per card spent;
* it moves when the best construction it can reach beats adding cards, paying the card
  it needs least; otherwise it adds cards, taking market cards that would pay well
  somewhere on the board and the deck otherwise;
* in its final move (someone has built their last project) it never adds cards, which
  would score nothing, and when an opponent is one project from the end it prefers
  building now to adding cards;
* it fills the harvester's centre first (a permanent ability for the rest of the game),
  then puts cards in cargo where that wins or keeps a colour majority, and charges the
  forepart with the rest; single-use abilities are used whenever the plan values them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import ClassVar

from game.boards.hex import Hex
from game.core.protocol import Action, Bot, State
from game.pandorum.rules.actions import (
    DECK,
    PIECES,
    Build,
    BuildCard,
    ChooseDirection,
    MoveFree,
    MoveTo,
    PayFee,
    PlaceCard,
    TakeCard,
)
from game.pandorum.rules.income import allowed_sites
from game.pandorum.rules.state import CARDS_NEEDED, HIDDEN, PandorumState

#: value of one card kept in hand, in currency
CARD_COST = 1.0
#: future worth of a project beyond its immediate income
PROJECT_BONUS = {"module": 2.0, "base": 3.5}
#: what spending a charged forepart costs (its cards go to the box)
FORE_COST = 1.5
#: a move must beat this to be preferred to adding cards
ADD_VALUE = 1.0
#: a market card must pay at least this somewhere to be taken instead of a deck card
MARKET_PICK = 3
#: how much less adding cards is worth when an opponent is one project from the end
END_NEAR = 1.5


@dataclass(frozen=True)
class Policy:
    """The numbers the heuristic plays by. The defaults are the Normal bot's (the
    constants above); the Hard bot plays its own turns by a tuned table
    (``game.pandorum.hard_policy``)."""

    #: a card kept in hand (:data:`CARD_COST`)
    card: float = CARD_COST
    #: a module's and a base's future worth (:data:`PROJECT_BONUS`)
    module: float = PROJECT_BONUS["module"]
    base: float = PROJECT_BONUS["base"]
    #: spending a charged forepart (:data:`FORE_COST`)
    fore: float = FORE_COST
    #: what adding cards is worth (:data:`ADD_VALUE`)
    add: float = ADD_VALUE
    #: added to adding cards with at most :attr:`low_hand` cards in hand
    low_hand_bonus: float = 1.5
    low_hand: int = 2
    #: a market card's least income to be taken instead of a deck card (:data:`MARKET_PICK`)
    market_pick: int = MARKET_PICK
    #: taken off adding cards when an opponent is one project from the end (:data:`END_NEAR`)
    end_near: float = END_NEAR
    #: how many cards stopping at an opponent's project costs per currency of its fee
    stop_fee: float = 2.0
    #: a card in cargo must lead a colour by more than this (else the forepart)
    cargo_lead: int = 0
    #: added to adding cards with the permanent "take three" active
    three_credit: float = 0.0
    #: added to paying a fee to move with the permanent "draw a card after paying a fee"
    draw_credit: float = 0.0


#: the Normal bot's numbers
NORMAL = Policy()


class Plan:
    """The best construction at one site: the project kind, the cards, and its value."""

    __slots__ = ("build", "cards", "value")

    def __init__(self, build: Build, cards: tuple[str, ...], value: float) -> None:
        self.build, self.cards, self.value = build, cards, value


class HeuristicBot(Bot):
    level: ClassVar[str] = "heuristic"

    def __init__(self, seat: int, seed: int, quick_fees: bool = False,
                 policy: Policy = NORMAL) -> None:
        super().__init__(seat, seed)
        #: the numbers it plays by (the Normal bot's unless given)
        self.policy = policy
        #: weigh only the fee cards the best construction needs (see :meth:`_fee_choice`):
        #: the Hard bot's playouts, where this choice is most of the time spent
        self.quick_fees = quick_fees
        #: (site, card) -> what the card alone pays there, for the current decision only
        self._income_cache: dict[tuple[Hex, str], int] = {}
        self._projects_seen = -1

    def reseed(self, seed: int) -> None:
        """A new decision: forget the incomes worked out for the last position."""
        super().reseed(seed)
        self._income_cache = {}

    def same_game_on(self, projects: int) -> None:
        """A new decision in the one game this bot follows, where ``projects`` have been
        built: the incomes worked out stay (a card's income depends only on the projects
        on the board, and they are only ever added) unless one was built since."""
        if projects != self._projects_seen:
            self._income_cache = {}
            self._projects_seen = projects

    def choose(self, view: State) -> Action:
        assert isinstance(view, PandorumState)
        actions = view.legal_actions(self.seat)
        if not actions:
            raise RuntimeError(f"seat {self.seat} has no legal action")
        if len(actions) == 1:
            return actions[0]
        kind = view.decision()
        chooser = {
            "turn": self._turn, "take": self._take, "move": self._move, "build": self._build,
            "cards": self._cards, "direction": self._direction, "slot": self._slot,
        }[kind]
        choice = chooser(view, actions)
        return choice if choice in actions else actions[0]

    # ------------------------------------------------------------------ evaluation

    def _singles(self, view: PandorumState, site: Hex, names: Sequence[str]) -> dict[str, int]:
        """What each card alone would pay at ``site`` (Intranet: its best direction).
        Cached for this decision: the position does not change while the bot thinks."""
        seat = self.seat
        cache = self._income_cache
        out: dict[str, int] = {}
        for name in names:
            key = (site, name)
            if key not in cache:
                cache[key] = view.best_income(seat, site, [name], name).amount
            out[name] = cache[key]
        return out

    def _combo_value(self, view: PandorumState, site: Hex, combo: tuple[str, ...],
                     singles: dict[str, int]) -> float:
        total = float(sum(singles[n] for n in combo))
        names = set(combo)
        for n in combo:  # a block with its named card doubles it instead of paying 2
            card = view.comp.card(n)
            if card.effect == "block" and card.doubles in names:
                total += max(0, singles[card.doubles] - singles[n])
        return total

    def best_plan(self, view: PandorumState, site: Hex, hand: list[str]) -> Plan | None:
        """The most valuable construction at ``site`` with ``hand`` (None: nothing)."""
        options = view.build_options(self.seat, site, hand)
        if not options:
            return None
        names = sorted(set(hand) - {HIDDEN})
        singles = self._singles(view, site, names)
        best: Plan | None = None
        pol = self.policy
        for option in options:
            pool = view.eligible_names(self.seat, site, hand, option.ignore)
            need = CARDS_NEEDED[option.project]
            what = PIECES[option.project]
            fore = pol.fore if option.ignore or option.project in ("module_as_base", "base3") \
                else 0.0
            bonus = pol.module if what == "module" else pol.base
            base = bonus - need * pol.card - fore
            ranked = sorted(pool, key=lambda n: -singles[n])[:7]
            for combo in combinations(ranked, need):
                value = base + self._combo_value(view, site, combo, singles)
                if best is None or value > best.value:
                    best = Plan(option, combo, value)
        return best

    def _stop_value(self, view: PandorumState, h: Hex,
                    hand: list[str]) -> tuple[float, Plan | None]:
        if h in view.board.pads:
            return (-self.policy.card, None)
        if h in view.projects:
            return (-self.policy.card - self.policy.stop_fee * view.stop_cost(self.seat, h),
                    None)
        plan = self.best_plan(view, h, hand)
        return (-99.0, None) if plan is None else (plan.value, plan)

    def _move_value(self, view: PandorumState, move: MoveTo, hand: list[str]) -> float:
        value, _ = self._stop_value(view, (move.q, move.r), hand)
        return value - self.policy.fore if move.anywhere else value

    def _best_stop(self, view: PandorumState,
                   hand: list[str]) -> tuple[float, MoveTo | None, Plan | None]:
        """The best destination with ``hand``, its value and the construction there."""
        best: tuple[float, MoveTo | None, Plan | None] = (-99.0, None, None)
        for move in view.destinations(self.seat, hand):
            value, plan = self._stop_value(view, (move.q, move.r), hand)
            if move.anywhere:
                value -= self.policy.fore
            if value > best[0]:
                best = (value, move, plan)
        return best

    def _best_move(self, view: PandorumState, hand: list[str]) -> tuple[float, MoveTo | None]:
        value, move, _ = self._best_stop(view, hand)
        return value, move

    def ranked_moves(self, view: PandorumState, moves: Sequence[MoveTo]) -> list[MoveTo]:
        """``moves`` best first, as this bot values stopping there with its hand (ties
        keep their order)."""
        hand = view.hands[self.seat]
        return sorted(moves, key=lambda m: -self._move_value(view, m, hand))

    # ------------------------------------------------------------------ decisions

    def _turn(self, view: PandorumState, actions: list[Action]) -> Action:
        hand = view.hands[self.seat]
        takes = [a for a in actions if isinstance(a, TakeCard)]
        pol = self.policy
        add_value = pol.add if takes else -50.0
        if len(hand) <= pol.low_hand:
            add_value += pol.low_hand_bonus
        if takes and self._last_move(view):
            # cards left in hand score nothing at the end: any construction beats adding
            # cards, but stopping at an opponent's project (and paying) does not
            add_value = -pol.card
        elif takes and self._end_near(view):
            add_value -= pol.end_near
        if takes and pol.three_credit and view.has_permanent(self.seat, "take_three"):
            add_value += pol.three_credit
        if MoveFree() in actions:
            value, _ = self._best_move(view, hand)
            if value + pol.card >= add_value:
                return MoveFree()
        best_fee = self._fee_choice(view, [a for a in actions if isinstance(a, PayFee)], hand)
        refund = pol.draw_credit if view.has_permanent(self.seat, "draw_after_fee") else 0.0
        if best_fee[1] is not None and best_fee[0] + refund >= add_value:
            return best_fee[1]
        if takes:
            return self._take(view, actions)
        return best_fee[1] or actions[0]

    def _fee_choice(self, view: PandorumState, fees: list[Action],
                    hand: list[str]) -> tuple[float, Action | None]:
        """The fee card to pay (the first whose payment leaves the best move) and that
        move's value; (-99, None) without fees. With ``quick_fees``, a fee card the best
        construction with the whole hand does not use is taken to leave that construction's
        value (fewer cards rarely do better: only when the card kept a better-paying pair
        out of the seven names the plan weighs), so only the cards it uses are weighed."""
        best: tuple[float, Action | None] = (-99.0, None)
        used: list[str] | None = None
        full = -99.0
        if self.quick_fees and fees:
            full, _, plan = self._best_stop(view, hand)
            used = list(plan.cards) if plan else []
        for fee in fees:
            assert isinstance(fee, PayFee)
            rest = list(hand)
            rest.remove(fee.card)
            if used is not None and fee.card not in used:
                value = full
            else:
                value, _ = self._best_move(view, rest)
            if value > best[0]:
                best = (value, fee)
            if used is not None and value >= full:
                break
        return best

    def _last_move(self, view: PandorumState) -> bool:
        """Whether this is the bot's final move: someone has built their last project."""
        return view.ender is not None

    def _end_near(self, view: PandorumState) -> bool:
        """Whether an opponent may build their last project before this bot's next turn,
        leaving it only one more move: then a construction now beats adding cards."""
        return any(view.projects_left(s) <= 1 for s in range(view.num_players)
                   if s != self.seat)

    def _potential(self, view: PandorumState, name: str) -> int:
        """The best a card would pay on an empty hex the harvester can reach next."""
        allowed = allowed_sites(view.comp.card(name), view.board)
        sites = [h for h in view.straight_reach(self.seat)
                 if h in allowed and h not in view.projects]
        best = 0
        for site in sites:
            best = max(best, self._singles(view, site, [name])[name])
        return best

    def preferred_take(self, view: PandorumState, actions: list[Action]) -> Action:
        """The card this bot would take among ``actions`` (the market card that pays best
        near its harvester, else the deck)."""
        return self._take(view, actions)

    def _take(self, view: PandorumState, actions: list[Action]) -> Action:
        best: tuple[int, Action | None] = (self.policy.market_pick - 1, None)
        for action in actions:
            if isinstance(action, TakeCard) and action.source != DECK:
                value = self._potential(view, action.source)
                if value > best[0]:
                    best = (value, action)
        if best[1] is not None:
            return best[1]
        if TakeCard(DECK) in actions:
            return TakeCard(DECK)
        return next((a for a in actions if isinstance(a, TakeCard)), actions[0])

    def _move(self, view: PandorumState, actions: list[Action]) -> Action:
        _, move = self._best_move(view, view.hands[self.seat])
        return move or actions[0]

    def _site(self, view: PandorumState) -> Hex:
        """The construction's site, as the rules read it off the pending frame."""
        site = view.site()
        assert site is not None, "a construction decision names its site"
        return site

    def _build(self, view: PandorumState, actions: list[Action]) -> Action:
        plan = self.best_plan(view, self._site(view), view.hands[self.seat])
        return plan.build if plan else actions[0]

    def _cards(self, view: PandorumState, actions: list[Action]) -> Action:
        building = view.building()
        assert building is not None, "a cards decision is a construction's"
        site, chosen = self._site(view), building.chosen
        pool = [a.card for a in actions if isinstance(a, BuildCard)]
        singles = self._singles(view, site, sorted(set(pool) | set(chosen)))
        need = building.need - len(chosen)
        best: tuple[float, str] = (-99.0, pool[0])
        for combo in combinations(sorted(pool, key=lambda n: -singles[n])[:7], need):
            value = self._combo_value(view, site, tuple(chosen) + combo, singles)
            if value > best[0]:
                best = (value, combo[0])
        return BuildCard(best[1])

    def _direction(self, view: PandorumState, actions: list[Action]) -> Action:
        best = (-1, 0)
        for d in range(6):
            total = sum(i.amount for i in view.pointed_income(self.seat, d))
            if total > best[0]:
                best = (total, d)
        return ChooseDirection(best[1])

    def _slot(self, view: PandorumState, actions: list[Action]) -> Action:
        card = view.step_card()
        assert card is not None, "a slot decision has a card to place"
        if PlaceCard("centre") in actions:
            return PlaceCard("centre")
        colour = view.comp.colour_of(card)
        mine = view.cargo_colours(self.seat)[colour]
        theirs = max((view.cargo_colours(s)[colour] for s in range(view.num_players)
                      if s != self.seat), default=0)
        if mine + 1 > theirs + self.policy.cargo_lead or PlaceCard("forepart") not in actions:
            return PlaceCard("cargo")
        return PlaceCard("forepart")
