"""Starship Merchants bots. They see only ``state.view(seat)``.

The heuristic bot builds a fleet early (buying outright when it can, leasing while the
fleet is small), runs every ship each business cycle, plans each Belt run as a small
knapsack over pickups, explorations and the two Destinations, buys gear that adds energy
or holds, pays loans down when cash allows, and declares the Final Run when ahead.
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from game.core.bots import RandomBot
from game.core.protocol import Action, Bot, State
from game.starship.rules import actions as A
from game.starship.rules import belt, market
from game.starship.rules.evaluation import mean_mine_value
from game.starship.rules.ship_supply import card_for, starship_price
from game.starship.rules.state import StarshipState

__all__ = ["HeuristicBot", "RandomBot"]

#: Gear kinds the bot values, per token, in credits of expected income per cycle.
GEAR_VALUE = {"fuel_tank": 4.0, "mining_module": 3.5, "survey_robot": 4.0,
              "grapples": 1.5, "ore_scanner": 2.0}


class HeuristicBot(Bot):
    level: ClassVar[str] = "heuristic"

    def choose(self, view: State) -> Action:
        assert isinstance(view, StarshipState)
        legal = view.legal_actions(self.seat)
        if not legal:
            raise RuntimeError(f"seat {self.seat} has no legal action")
        return self.pick(view, legal)

    def pick(self, s: StarshipState, legal: list[Action]) -> Action:
        """The choice among ``legal`` (the seat's legal actions in ``s``): the Hard bot's
        playouts ask this directly, with their own list of legal actions."""
        if len(legal) == 1:
            return legal[0]
        kind = s.pending[-1]["kind"]
        handler = getattr(self, f"_{kind}", None)
        choice = handler(s, s.pending[-1], legal) if handler else None
        return choice if choice in legal else self.rng.choice(legal)

    # ------------------------------------------------------------ turn structure

    def _turn(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        p = s.player(self.seat)
        if not p["started"]:
            return self._best_ship(s, legal) or legal[0]
        stay = self._quadrant_choice(s, legal)
        return stay if stay is not None else A.Advance()

    def _arrived(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        choice = self._quadrant_choice(s, legal)
        return choice if choice is not None else A.Pass()

    def _quadrant_choice(self, s: StarshipState, legal: list[Action]) -> Action | None:
        pos = s.player(self.seat)["pos"]
        if pos == "belt":
            runs = [a for a in legal if isinstance(a, A.RunShip)]
            if runs:
                return max(runs, key=lambda a: s.energy(a.ship))
        elif pos == "shipyard":
            return self._shipyard(s, legal)
        elif pos == "market":
            return self._market(s, legal)
        return None

    # ------------------------------------------------------------ shipyard

    def _ship_value(self, energy: int, cargo: int) -> float:
        """Rough credits one run earns: fill holds by exploring, spare energy to travel."""
        explores = min(cargo, energy // 2)
        return explores * mean_mine_value() + (energy - 2 * explores) * 1.5

    def _best_ship(self, s: StarshipState, legal: list[Action]) -> Action | None:
        buys = [a for a in legal if isinstance(a, A.BuyShip)]
        if not buys:
            return None
        credits = s.player(self.seat)["credits"]

        def score(a: A.BuyShip) -> tuple[bool, float]:
            card = card_for(s, a.mark, a.side)
            assert card is not None  # a legal purchase has a card
            side = s.comp.ships[card].side(a.side)
            outright = not a.lease
            return (outright, self._ship_value(side.energy, side.cargo) / side.cost
                    + (0.5 if outright and credits - side.cost >= 0 else 0))

        return max(buys, key=score)

    def _shipyard(self, s: StarshipState, legal: list[Action]) -> Action | None:
        p = s.player(self.seat)
        credits = p["credits"]
        fleet = len(s.active_ships(self.seat))
        late = credits >= 80 or s.final_run  # (then no ship is bought: none is weighed)
        buy = None if late else self._best_ship(s, legal)
        if buy is not None:
            assert isinstance(buy, A.BuyShip)
            card = card_for(s, buy.mark, buy.side)
            price = starship_price(s, buy.mark, buy.side, buy.lease)
            assert card is not None and price is not None
            # Obsolete-soon Mark I ships are not worth buying once Mark II is on sale.
            soon_obsolete = fleet >= 2 and s.comp.ships[card].obsolete_at and \
                s.comp.ships[card].obsolete_at <= s.mark_token + 1
            if not soon_obsolete and (not buy.lease or fleet < 3) and credits - price >= 0:
                return buy
        loans = [a for a in legal if isinstance(a, A.PayLoan)]
        if loans and credits >= 25:
            return loans[0]
        return None

    def _loan_extra(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        loans = [a for a in legal if isinstance(a, A.PayLoan)]
        credits = s.player(self.seat)["credits"]
        if loans and credits - s.loan_marker_value(loans[0].ship) >= 12:
            return loans[0]
        return A.FinishPayoff()

    def _remove_ship(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        ships = [a.ship for a in legal if isinstance(a, A.RemoveShip)]
        worst = min(ships, key=lambda ship: s.energy(ship) + 2 * s.cargo_capacity(ship))
        return A.RemoveShip(worst)

    # ------------------------------------------------------------ market

    def _card_value(self, s: StarshipState, card: str) -> float:
        kind, ref = s.comp.market_cards[card]
        if kind == "gear":
            return GEAR_VALUE.get(ref, 1.0)
        pilot = s.comp.pilots[ref]
        return (2.0 * pilot.energy + pilot.run_bonus + 0.5 * pilot.destination_bonus
                + 1.5 * sum(pilot.per_mine.values()) + 0.5 * pilot.empty_hold_bonus + 1.0)

    def _market(self, s: StarshipState, legal: list[Action]) -> Action | None:
        credits = s.player(self.seat)["credits"]
        if credits >= 80 or s.final_run:
            return None
        best: Action | None = None
        best_score = 0.0
        for a in legal:
            if isinstance(a, A.BuyCard):
                card = s.for_sale[a.slot]
                if card is None:
                    continue
                price = market.card_price(s, self.seat, card)
                score = self._card_value(s, card) / price
                if credits - price >= 6 and score > best_score and score >= 0.55:
                    best, best_score = a, score
            elif isinstance(a, A.BuyRefinery):
                score = self._refinery_value(s, a.refinery)
                if credits - s.comp.refineries[a.refinery].cost >= 8 and score > best_score:
                    best, best_score = a, score
        return best

    def _refinery_value(self, s: StarshipState, rid: str) -> float:
        ref = s.comp.refineries[rid]
        holds = sum(s.cargo_capacity(x) for x in s.active_ships(self.seat))
        bonus = sum(ref.per_mine.values()) * holds / 3
        return bonus / ref.cost if bonus >= ref.cost / 4 else 0.0

    def _market_redraw(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        worst = [a for a in legal if isinstance(a, A.RedrawForSale)
                 and (card := s.for_sale[a.slot]) is not None
                 and self._card_value(s, card) < 2.0]
        return worst[0] if worst else A.KeepForSale()

    def _equip(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        ships = [a.ship for a in legal if isinstance(a, A.EquipShip)]
        return A.EquipShip(max(ships, key=lambda ship: (s.comp.ships[ship].mark, s.energy(ship))))

    def _claim(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        claims = [a for a in legal if isinstance(a, A.ClaimMine)]
        credits = s.player(self.seat)["credits"]
        if claims and credits >= 30 and credits < 80:
            best = max(claims, key=lambda a: s.comp.mines[a.token].claimed)
            mine = s.comp.mines[best.token]
            if mine.claimed - mine.value >= 5:
                return best
        return A.SkipClaim()

    # ------------------------------------------------------------ belt

    def _run(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        plan = self._plan_run(s, d)
        return plan if plan in legal else A.EndRun()

    def _plan_run(self, s: StarshipState, d: dict[str, Any]) -> Action:
        """First step of the best plan: pickups/explorations (knapsack) + a destination."""
        ship, energy = d["ship"], d["energy"]
        room = s.hold_room(ship)
        items: list[tuple[float, int, Action]] = []  # (value, cost, action)
        free = d["free"]
        for a in belt.run_options(s, d):
            if isinstance(a, A.Pickup):
                cost = belt.pickup_cost(s, d, a.token)
                items.append((float(s.mine_worth(a.token)), cost or 0, a))
        items.sort(key=lambda it: -it[0])
        ecost = belt.explore_cost(s, ship)
        can_explore = bool(s.bag)
        mean = mean_mine_value()
        best_total, best_first = 0.0, cast(Action, A.EndRun())
        dests: list[tuple[int, float, Action | None]] = [(0, 0.0, None)]
        for slot, card in enumerate(s.dest_slots):
            if card is not None:
                dest = s.comp.destinations[card]
                value = dest.bonus + sum(dest.per_mine.values()) * 1.0
                dests.append((dest.cost, value, A.Travel(slot)))
        for dcost, dvalue, travel in dests:
            budget = energy - dcost
            if budget < 0:
                continue
            total, first = self._knapsack(items, room, budget, ecost if can_explore else None,
                                          mean, free)
            total += dvalue
            if total > best_total:
                best_total = total
                best_first = first if first is not None else (travel or A.EndRun())
        return best_first

    @staticmethod
    def _knapsack(items: list[tuple[float, int, Action]], room: int, budget: int,
                  ecost: int | None, mean: float, free: int) -> tuple[float, Action | None]:
        """Greedy fill: take the best-value pickups while they beat exploring per hold."""
        total, first = 0.0, None
        chosen = 0
        for value, cost, action in items:
            if chosen >= room:
                break
            if cost <= budget and (ecost is None or value >= mean or cost < ecost
                                   or budget < ecost):
                total += value
                budget -= cost
                chosen += 1
                first = first or action
        while ecost is not None and chosen < room and budget >= ecost:
            total += mean
            budget -= ecost
            chosen += 1
            first = first or A.Explore()
        return total, first

    def _explore(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        keeps = [a for a in legal if isinstance(a, A.KeepMine)]
        return max(keeps, key=lambda a: (s.comp.mines[a.token].value, a.into_hold))

    # ------------------------------------------------------------ dock

    def _transfer(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        credits = s.player(self.seat)["credits"]
        for a in legal:
            if isinstance(a, A.TransferGear) and a.ship >= 0 and credits >= 30 \
                    and a.gear in ("fuel_tank", "survey_robot", "mining_module"):
                return a
        return A.FinishTransfers()

    def _declare(self, s: StarshipState, d: dict[str, Any], legal: list[Action]) -> Action:
        mine = s.player(self.seat)["credits"] + int(s.comp.rules["final_run_bonus"])
        best_other = max(p["credits"] for i, p in enumerate(s.players) if i != self.seat)
        return A.DeclareFinalRun() if mine >= best_other + 25 else A.DeclineFinalRun()

