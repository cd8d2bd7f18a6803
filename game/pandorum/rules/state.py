"""The Pandorum game state: setup, the two actions, construction, harvesters, the end.

A turn is one of two actions ("Gameplay"), broken into single decisions kept on a
pending-decision stack (``self.pending``, top = last):

* ``turn``       - choose the action: take a card (adding cards), pay a card (movement),
                   move without a fee (permanent ability), or pass when nothing is possible
* ``take``       - take the next card (``left`` more to take)
* ``move``       - choose the destination
* ``build``      - choose the project: module, base, or a single-use variant
* ``cards``      - choose the cards of the construction one by one
* ``direction``  - choose the direction of each Intranet Protection card
* ``slot``       - put each played card into a harvester slot

When the stack empties, the turn ends. Entries are JSON-safe dicts, so ``to_dict`` is a
plain copy.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from game.boards.hex import Hex, direction_between, distance
from game.core.protocol import (
    TERMINAL,
    Action,
    Event,
    IllegalActionError,
    Outcome,
    State,
    seat_ref,
)
from game.core.rng import Rng
from game.pandorum.rules.actions import (
    DECK,
    DIRECTION_NAMES,
    Build,
    BuildCard,
    ChooseDirection,
    MoveFree,
    MoveTo,
    Pass,
    PayFee,
    PlaceCard,
    TakeCard,
)
from game.pandorum.rules.board import Board, Placement, assemble, load_parts
from game.pandorum.rules.data import Components, components
from game.pandorum.rules.income import Income, allowed_sites, construction_income

HIDDEN = "?"
#: cards a project kind needs: module 1, base 2, single-use variants
CARDS_NEEDED = {"module": 1, "base": 2, "module_as_base": 1, "base3": 3}
FOREPART_FOR = {"module_as_base": "module_as_base", "base3": "base_of_three"}


def colour_name(seat: int) -> str:
    """The seat in log texts: a placeholder the interface fills with the player's name."""
    return seat_ref(seat)


def _copy_entry(entry: dict[str, Any]) -> dict[str, Any]:
    """A copy of a pending-decision entry (its values are scalars, lists or a dict)."""
    return {k: copy.copy(v) if isinstance(v, list | dict) else v for k, v in entry.items()}


class PandorumState(State):
    game_id = "pandorum"

    def __init__(
        self,
        num_players: int,
        board: Board,
        rng: Rng,
        options: Mapping[str, Any] | None = None,
        comp: Components | None = None,
    ) -> None:
        self.comp = comp or components()
        self.num_players = num_players
        self.options: dict[str, Any] = dict(options or {})
        self.rng = rng
        self.board = board
        n = num_players
        modules, bases = self.comp.projects[n]
        self.projects: dict[Hex, tuple[int, str]] = {}
        self.harvesters: list[Hex] = [board.pad] * n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []  # the top card is the last one
        self.market: list[list[Any]] = []  # stacks [name, count], in arrival order
        self.boxed: list[str] = []
        self.forepart: list[list[str]] = [[] for _ in range(n)]
        self.centre: list[list[str]] = [[] for _ in range(n)]
        self.cargo: list[list[str]] = [[] for _ in range(n)]
        self.fore_ability: list[str] = [""] * n
        self.main_ability: list[str] = [""] * n
        self.money: list[int] = [self.comp.start_money] * n
        #: currency by category: construction, stops (visit fees), systems
        self.earned: list[dict[str, int]] = [
            {"construction": 0, "stops": 0, "systems": 0} for _ in range(n)
        ]
        self.modules_left: list[int] = [modules] * n
        self.bases_left: list[int] = [bases] * n
        self.turn = 0
        self.turn_number = 1
        self.pending: list[dict[str, Any]] = [{"kind": "turn"}]
        self.built_this_turn = False
        self.turns_without_build = 0
        self.ender: int | None = None
        self.final_turns: int | None = None
        self.over = False
        self.end_reason = ""

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(cls, num_players: int, seed: int, options: Mapping[str, Any]) -> PandorumState:
        """Setup steps 1-8 of the rulebook."""
        comp = components()
        rng = Rng(seed)
        central, outer = load_parts()
        board = assemble(central, outer, rng, comp.part_radius)
        state = cls(num_players, board, rng, options, comp)
        with_systems = bool(options.get("systems", True))
        production: list[str] = []
        deck: list[str] = []
        for card in comp.cards.values():
            if card.type == "systems" and not with_systems:
                continue
            (production if card.type == "production" else deck).extend([card.name] * card.copies)
        # 1. production cards: 3 to each player, the rest to the box
        rng.shuffle(production)
        for seat in range(num_players):
            for _ in range(comp.production_per_player):
                state.hands[seat].append(production.pop())
        state.boxed.extend(production)
        # 2. the deck, one card each, a market of 4
        rng.shuffle(deck)
        state.deck = deck
        for seat in range(num_players):
            for _ in range(comp.deck_cards_per_player):
                if state.deck:
                    state.hands[seat].append(state.deck.pop())
        for hand in state.hands:
            hand.sort()
        state._refill_market([])
        # 3. harvester foreparts and main parts, dealt independently at random
        fores = [m.forepart for m in comp.mats]
        mains = [m.main for m in comp.mats]
        rng.shuffle(fores)
        rng.shuffle(mains)
        state.fore_ability = fores[:num_players]
        state.main_ability = mains[:num_players]
        return state

    # ------------------------------------------------------------------ basics

    @property
    def current_player(self) -> int:
        return TERMINAL if self.over else self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    def fore_cost(self) -> int:
        return self.comp.slot_costs[self.num_players][0]

    def centre_cost(self) -> int:
        return self.comp.slot_costs[self.num_players][1]

    def fore_charged(self, seat: int) -> bool:
        return len(self.forepart[seat]) >= self.fore_cost()

    def has_permanent(self, seat: int, ability: str) -> bool:
        return self.main_ability[seat] == ability and len(self.centre[seat]) >= self.centre_cost()

    def can_use_fore(self, seat: int, ability: str) -> bool:
        return self.fore_ability[seat] == ability and self.fore_charged(seat)

    def slot_needs(self, seat: int) -> dict[str, int]:
        """How many more cards each enhancement slot needs before its ability works
        (0 = charged / active); cargo has no size and is not listed."""
        return {
            "forepart": max(0, self.fore_cost() - len(self.forepart[seat])),
            "centre": max(0, self.centre_cost() - len(self.centre[seat])),
        }

    def projects_left(self, seat: int) -> int:
        return self.modules_left[seat] + self.bases_left[seat]

    def market_names(self) -> list[str]:
        return [name for name, _ in self.market]

    def cards_per_take(self, seat: int) -> int:
        extra = 1 if self.has_permanent(seat, "take_three") else 0
        return self.comp.cards_per_take + extra

    def top(self) -> dict[str, Any]:
        return self.pending[-1]

    # ------------------------------------------------------------------ market

    def _add_to_market(self, name: str) -> None:
        for stack in self.market:
            if stack[0] == name:
                stack[1] += 1
                return
        self.market.append([name, 1])

    def _refill_market(self, events: list[Event]) -> None:
        """At least 4 cards (same-name cards stacked count as one) while the deck lasts."""
        while len(self.market) < self.comp.market_stacks and self.deck:
            name = self.deck.pop()
            self._add_to_market(name)
            events.append(
                Event(
                    "market",
                    f"{name} is added to the market from the deck",
                    data={"card": name},
                    reveals=True,
                )
            )

    def _take_from_market(self, name: str) -> None:
        for i, stack in enumerate(self.market):
            if stack[0] == name:
                stack[1] -= 1
                if stack[1] == 0:
                    del self.market[i]
                return
        raise IllegalActionError(f"There is no {name} in the market.")

    # ------------------------------------------------------------------ legality helpers

    def eligible_names(self, seat: int, site: Hex, hand: list[str], ignore: bool) -> list[str]:
        """Distinct card names in ``hand`` that may be built at ``site``."""
        if site not in self.board.buildable or site in self.projects:
            return []
        names = sorted(set(hand) - {HIDDEN})
        if ignore:
            return names
        return [n for n in names if site in allowed_sites(self.comp.card(n), self.board)]

    def _kinds_possible(self, seat: int, eligible: int, every: int) -> list[Build]:
        """Projects buildable with ``eligible`` distinct cards meeting the condition and
        ``every`` distinct cards in all (for "ignore the conditions")."""
        options: list[Build] = []
        mods, bases = self.modules_left[seat], self.bases_left[seat]
        if mods and eligible >= 1:
            options.append(Build("module"))
        if bases and eligible >= 2:
            options.append(Build("base"))
        if bases and eligible >= 1 and self.can_use_fore(seat, "module_as_base"):
            options.append(Build("module_as_base"))
        if bases and eligible >= 3 and self.can_use_fore(seat, "base_of_three"):
            options.append(Build("base3"))
        if self.can_use_fore(seat, "ignore_conditions"):
            if mods and every >= 1:
                options.append(Build("module", True))
            if bases and every >= 2:
                options.append(Build("base", True))
        return options

    def build_options(self, seat: int, site: Hex, hand: list[str]) -> list[Build]:
        """Every project ``seat`` could build at an empty ``site`` with ``hand``."""
        if site not in self.board.buildable or site in self.projects:
            return []
        eligible = len(self.eligible_names(seat, site, hand, False))
        return self._kinds_possible(seat, eligible, len(set(hand)))

    def buildable_sites(self, seat: int, hand: list[str]) -> set[Hex]:
        """Empty hexes where ``seat`` could build something with ``hand``."""
        names = set(hand) - {HIDDEN}
        every = len(names)
        if self._kinds_possible(seat, 0, every):  # ignoring the conditions
            return {h for h in self.board.buildable if h not in self.projects}
        need = next((k for k in (1, 2, 3) if self._kinds_possible(seat, k, every)), 0)
        if not need:
            return set()
        counts: dict[Hex, int] = {}
        for name in names:
            for h in allowed_sites(self.comp.card(name), self.board):
                counts[h] = counts.get(h, 0) + 1
        return {h for h, c in counts.items() if c >= need and h not in self.projects}

    def straight_reach(self, seat: int) -> tuple[Hex, ...]:
        """Hexes the harvester may stop on in a straight line, whatever is there."""
        return self.board.reach(self.harvesters[seat], self.has_permanent(seat, "cross_red"))

    def _free_stop(self, h: Hex) -> bool:
        return h in self.board.pads or h in self.projects

    def destinations(self, seat: int, hand: list[str]) -> list[MoveTo]:
        """Legal moves: straight lines, never stopping on (or crossing, without the
        permanent ability) red hexes; an empty hex only with something to build there.
        The single-use flight adds every other hex (except red ones)."""
        sites = self.buildable_sites(seat, hand)
        reach = {h for h in self.straight_reach(seat) if self._free_stop(h) or h in sites}
        moves = [MoveTo(q, r) for q, r in sorted(reach)]
        if self.can_use_fore(seat, "fly_anywhere"):
            start = self.harvesters[seat]
            for h in sorted(self.board.cells):
                if h == start or h in reach or h in self.board.red:
                    continue
                if self._free_stop(h) or h in sites:
                    moves.append(MoveTo(h[0], h[1], True))
        return moves

    def can_move(self, seat: int, hand: list[str]) -> bool:
        """Whether some destination exists (cheaper than listing them)."""
        start = self.harvesters[seat]
        fly = self.can_use_fore(seat, "fly_anywhere")
        reach = self.straight_reach(seat)
        if any(self._free_stop(h) for h in reach):
            return True
        if fly and (
            any(p != start for p in self.board.pads) or any(h != start for h in self.projects)
        ):
            return True
        sites = self.buildable_sites(seat, hand)
        if fly:
            return bool(sites - {start})
        return any(h in sites for h in reach)

    def _without(self, hand: list[str], name: str) -> list[str]:
        rest = list(hand)
        rest.remove(name)
        return rest

    def _take_sources(self) -> list[TakeCard]:
        out = [TakeCard(DECK)] if self.deck else []
        return out + [TakeCard(name) for name in self.market_names()]

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.over:
            return []
        if seat is not None and seat != self.turn:
            return []
        seat = self.turn
        top = self.top()
        kind = top["kind"]
        hand = self.hands[seat]
        if kind == "turn":
            actions: list[Action] = list(self._take_sources())
            if self.has_permanent(seat, "free_move"):
                if self.can_move(seat, hand):
                    actions.append(MoveFree())
            else:
                for name in sorted(set(hand)):
                    if self.can_move(seat, self._without(hand, name)):
                        actions.append(PayFee(name))
            return actions or [Pass()]
        if kind == "take":
            return list(self._take_sources())
        if kind == "move":
            return list(self.destinations(seat, hand))
        site = tuple(top.get("site", ()))
        if kind == "build":
            return list(self.build_options(seat, site, hand))  # type: ignore[arg-type]
        if kind == "cards":
            chosen = top["chosen"]
            names = self.eligible_names(seat, site, hand, top["ignore"])  # type: ignore[arg-type]
            return [BuildCard(n) for n in names if n not in chosen]
        if kind == "direction":
            return [ChooseDirection(d) for d in range(6)]
        if kind == "slot":
            slots: list[Action] = []
            if len(self.forepart[seat]) < self.fore_cost():
                slots.append(PlaceCard("forepart"))
            if len(self.centre[seat]) < self.centre_cost():
                slots.append(PlaceCard("centre"))
            slots.append(PlaceCard("cargo"))
            return slots
        raise AssertionError(f"unknown pending decision {kind!r}")  # pragma: no cover

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalActionError("The game is over.")
        legal = self.legal_actions()
        if action not in legal:
            raise IllegalActionError(self._why_illegal(action))
        seat = self.turn
        events: list[Event] = []
        kind = self.top()["kind"]
        if isinstance(action, TakeCard):
            self._apply_take(seat, action, events)
        elif isinstance(action, PayFee):
            self._apply_fee(seat, action, events)
        elif isinstance(action, MoveFree):
            self.pending.pop()
            self.pending.append({"kind": "move"})
            events.append(Event("fee", f"{colour_name(seat)} moves without a fee", seat))
        elif isinstance(action, MoveTo):
            self._apply_move(seat, action, events)
        elif isinstance(action, Build):
            self._apply_build(seat, action, events)
        elif isinstance(action, BuildCard):
            self._apply_build_card(seat, action, events)
        elif isinstance(action, ChooseDirection):
            self._apply_direction(seat, action, events)
        elif isinstance(action, PlaceCard):
            self._apply_place(seat, action, events)
        elif isinstance(action, Pass):
            self.pending.pop()
            events.append(Event("pass", f"{colour_name(seat)} cannot act and passes", seat))
        else:  # pragma: no cover - legal_actions never lists other kinds
            raise IllegalActionError(f"Unknown action in {kind}.")
        if not self.pending and not self.over:
            self._end_turn(events)
        return events

    def _why_illegal(self, action: Action) -> str:
        kind = self.top()["kind"]
        wanted = {
            "turn": "add cards or pay a card to move",
            "take": "take another card",
            "move": "choose where their harvester goes",
            "build": "choose what to build",
            "cards": "choose a card for the construction",
            "direction": "choose the Intranet direction",
            "slot": "put the played card in a harvester slot",
        }[kind]
        if isinstance(action, MoveTo) and kind == "move":
            return (
                "Your harvester cannot stop there: it moves in a straight line, never onto "
                "or across a red hex, and an empty hex needs a card you can build there."
            )
        if isinstance(action, BuildCard) and kind == "cards":
            return (
                f"{action.card} cannot be used here: it must be in your hand, meet its "
                "construction condition, and a base needs two different cards."
            )
        return f"Not now: {colour_name(self.turn)} must {wanted}."

    # -- adding cards

    def _apply_take(self, seat: int, action: TakeCard, events: list[Event]) -> None:
        top = self.top()
        if top["kind"] == "turn":
            self.pending.pop()
            top = {"kind": "take", "left": self.cards_per_take(seat)}
            self.pending.append(top)
        if action.source == DECK:
            name = self.deck.pop()
            events.append(
                Event(
                    "draw",
                    f"{colour_name(seat)} takes a card from the deck",
                    seat,
                    data={"card": name, "private": True},
                    reveals=True,
                )
            )
        else:
            self._take_from_market(action.source)
            name = action.source
            events.append(
                Event(
                    "take",
                    f"{colour_name(seat)} takes {name} from the market",
                    seat,
                    data={"card": name},
                )
            )
            self._refill_market(events)
        self.hands[seat].append(name)
        self.hands[seat].sort()
        top["left"] -= 1
        if top["left"] <= 0 or not self._take_sources():
            self.pending.pop()

    # -- movement

    def _apply_fee(self, seat: int, action: PayFee, events: list[Event]) -> None:
        self.pending.pop()
        self.hands[seat].remove(action.card)
        self._add_to_market(action.card)
        events.append(
            Event(
                "fee",
                f"{colour_name(seat)} pays {action.card} to the market to move",
                seat,
                data={"card": action.card},
            )
        )
        self.pending.append({"kind": "move"})
        if self.has_permanent(seat, "draw_after_fee") and self._take_sources():
            self.pending.append({"kind": "take", "left": 1})

    def _apply_move(self, seat: int, action: MoveTo, events: list[Event]) -> None:
        self.pending.pop()
        h = (action.q, action.r)
        frm = self.harvesters[seat]
        self.harvesters[seat] = h
        if action.anywhere:
            self._use_forepart(seat, events)
        d = direction_between(frm, h)
        how = "flies" if action.anywhere or d is None else "moves"
        n = distance(frm, h)
        steps = "" if d is None else f" {n} hex{'es' if n > 1 else ''}"
        events.append(
            Event(
                "move",
                f"{colour_name(seat)} {how}{steps} to {self.hex_label(h)}",
                seat,
                data={"from": list(frm), "to": list(h)},
            )
        )
        if h in self.board.pads:
            return
        project = self.projects.get(h)
        if project is None:
            self.pending.append({"kind": "build", "site": list(h)})
            return
        owner, what = project
        if owner == seat:
            return
        due = self.comp.base_visit if what == "base" else self.comp.module_visit
        paid = min(due, self.money[seat])
        self._transfer(seat, owner, paid, "stops")
        short = "" if paid == due else f" (of {due} due)"
        events.append(
            Event(
                "pay",
                f"{colour_name(seat)} pays {paid} to {colour_name(owner)} for "
                f"stopping at their {what}{short}",
                seat,
                data={"to": owner, "amount": paid},
            )
        )

    def _transfer(self, payer: int, payee: int, amount: int, category: str) -> None:
        self.money[payer] -= amount
        self.money[payee] += amount
        self.earned[payer][category] -= amount
        self.earned[payee][category] += amount

    def _use_forepart(self, seat: int, events: list[Event]) -> None:
        used = self.forepart[seat]
        self.boxed.extend(used)
        self.forepart[seat] = []
        title = self.comp.foreparts[self.fore_ability[seat]].title
        events.append(
            Event(
                "forepart",
                f"{colour_name(seat)} uses the forepart ({title}); "
                f"its {len(used)} cards go to the box",
                seat,
            )
        )

    # -- construction

    def _apply_build(self, seat: int, action: Build, events: list[Event]) -> None:
        site = self.top()["site"]
        self.pending.pop()
        if action.ignore or action.project in FOREPART_FOR:
            self._use_forepart(seat, events)
        self.pending.append(
            {
                "kind": "cards",
                "site": site,
                "project": action.project,
                "ignore": action.ignore,
                "need": CARDS_NEEDED[action.project],
                "chosen": [],
            }
        )

    def _apply_build_card(self, seat: int, action: BuildCard, events: list[Event]) -> None:
        top = self.top()
        self.hands[seat].remove(action.card)
        top["chosen"].append(action.card)
        if len(top["chosen"]) < top["need"]:
            return
        self.pending.pop()
        site: Hex = (top["site"][0], top["site"][1])
        what = "module" if top["project"] == "module" else "base"
        self.projects[site] = (seat, what)
        if what == "module":
            self.modules_left[seat] -= 1
        else:
            self.bases_left[seat] -= 1
        self.built_this_turn = True
        cards = list(top["chosen"])
        events.append(
            Event(
                "build",
                f"{colour_name(seat)} builds a {what} at "
                f"{self.hex_label(site)} with {' and '.join(cards)}",
                seat,
                data={"site": list(site), "project": what, "cards": cards},
            )
        )
        self.pending.append({"kind": "slot", "cards": list(cards)})
        intranet = [c for c in cards if self.comp.card(c).effect == "intranet"]
        if intranet:
            self.pending.append(
                {
                    "kind": "direction",
                    "site": list(site),
                    "cards": cards,
                    "todo": intranet,
                    "dirs": {},
                }
            )
        else:
            self._pay_income(seat, site, cards, {}, events)

    def _apply_direction(self, seat: int, action: ChooseDirection, events: list[Event]) -> None:
        top = self.top()
        name = top["todo"].pop(0)
        top["dirs"][name] = action.direction
        events.append(
            Event(
                "direction",
                f"{colour_name(seat)} points {name} {DIRECTION_NAMES[action.direction % 6]}",
                seat,
            )
        )
        if top["todo"]:
            return
        self.pending.pop()
        site: Hex = (top["site"][0], top["site"][1])
        self._pay_income(seat, site, top["cards"], top["dirs"], events)

    def income_preview(
        self, seat: int, site: Hex, cards: list[str], directions: Mapping[str, int] | None = None
    ) -> list[Income]:
        """What each card would pay if ``seat`` built with ``cards`` at ``site`` now."""
        return construction_income(
            cards, self.comp, self.board, self.projects, seat, site, directions
        )

    def _pay_income(
        self, seat: int, site: Hex, cards: list[str], dirs: Mapping[str, int], events: list[Event]
    ) -> None:
        for inc in self.income_preview(seat, site, cards, dirs):
            if inc.takes:
                for victim, due in sorted(inc.takes.items()):
                    got = min(due, self.money[victim])
                    self._transfer(victim, seat, got, "systems")
                    events.append(
                        Event(
                            "systems",
                            f"{inc.card}: {colour_name(seat)} takes "
                            f"{got} from {colour_name(victim)}",
                            seat,
                            data={"card": inc.card, "from": victim, "amount": got},
                        )
                    )
                continue
            if self.comp.card(inc.card).type == "systems":
                # a Systems card never pays from the bank: here no opponent is next to it
                events.append(
                    Event(
                        "systems",
                        f"{inc.card}: no opponent's project next to it, "
                        f"{colour_name(seat)} takes nothing",
                        seat,
                        data={"card": inc.card, "amount": 0},
                    )
                )
                continue
            self.money[seat] += inc.amount
            self.earned[seat]["construction"] += inc.amount
            note = f" (doubling {inc.doubled})" if inc.doubled else ""
            events.append(
                Event(
                    "income",
                    f"{inc.card} pays {inc.amount} to {colour_name(seat)}{note}",
                    seat,
                    data={
                        "card": inc.card,
                        "amount": inc.amount,
                        "hexes": [list(h) for h in inc.hexes],
                    },
                )
            )

    # -- harvester slots

    def _apply_place(self, seat: int, action: PlaceCard, events: list[Event]) -> None:
        top = self.top()
        name = top["cards"].pop(0)
        slot = {"forepart": self.forepart, "centre": self.centre, "cargo": self.cargo}[action.slot][
            seat
        ]
        slot.append(name)
        events.append(
            Event(
                "slot",
                f"{colour_name(seat)} puts {name} in the harvester's {action.slot}",
                seat,
                data={"card": name, "slot": action.slot},
            )
        )
        if action.slot == "centre" and len(slot) == self.centre_cost():
            title = self.comp.mains[self.main_ability[seat]].title
            events.append(
                Event(
                    "ability",
                    f"{colour_name(seat)}'s harvester gains {title} for the rest of the game",
                    seat,
                )
            )
        if action.slot == "forepart" and len(slot) == self.fore_cost():
            title = self.comp.foreparts[self.fore_ability[seat]].title
            events.append(
                Event(
                    "ability",
                    f"{colour_name(seat)}'s forepart is charged: {title} (single use)",
                    seat,
                )
            )
        if not top["cards"]:
            self.pending.pop()

    # ------------------------------------------------------------------ end of turn / game

    def _end_turn(self, events: list[Event]) -> None:
        seat = self.turn
        if self.built_this_turn:
            self.turns_without_build = 0
        else:
            self.turns_without_build += 1
        self.built_this_turn = False
        if self.ender is None and self.projects_left(seat) == 0:
            self.ender = seat
            self.final_turns = self.num_players - 1
            events.append(
                Event(
                    "last",
                    f"{colour_name(seat)} has built their last project: "
                    "every other player makes one more move",
                    seat,
                )
            )
        elif self.final_turns is not None:
            self.final_turns -= 1
        if self.final_turns == 0:
            self._finish("last project built", events)
            return
        stall = self.comp.stall_rounds * self.num_players
        if not self.deck and self.turns_without_build >= stall:
            rounds = self.comp.stall_rounds
            self._finish(f"the deck is empty and nobody has built for {rounds} rounds", events)
            return
        self.turn = (seat + 1) % self.num_players
        self.turn_number += 1
        self.pending = [{"kind": "turn"}]

    def _finish(self, reason: str, events: list[Event]) -> None:
        self.over = True
        self.end_reason = reason
        self.pending = []
        out = self.outcome()
        text = ", ".join(f"{colour_name(s)} {v}" for s, v in enumerate(out.scores))
        events.append(
            Event("end", f"Game over ({reason}): {text}", data={"scores": list(out.scores)})
        )

    def cargo_awards(self) -> list[tuple[str, tuple[int, ...]]]:
        """Cargo scoring by colour, starting with white: only the single player with the
        most cards of a colour is paid for them; a tie for the most pays nobody."""
        rows: list[tuple[str, tuple[int, ...]]] = []
        for colour in self.comp.cargo:
            counts = [
                sum(1 for c in self.cargo[s] if self.comp.card(c).type == colour.card_type)
                for s in range(self.num_players)
            ]
            best = max(counts)
            pay = [0] * self.num_players
            if best > 0 and counts.count(best) == 1:
                winner = counts.index(best)
                pay[winner] = best * colour.per_card
            rows.append((colour.colour, tuple(pay)))
        return rows

    def outcome(self) -> Outcome:
        n = self.num_players
        cargo = self.cargo_awards()
        scores = tuple(self.money[s] + sum(row[1][s] for row in cargo) for s in range(n))
        breakdown: list[tuple[str, tuple[int, ...]]] = [
            ("Construction", tuple(self.earned[s]["construction"] for s in range(n))),
            ("Harvester stops", tuple(self.earned[s]["stops"] for s in range(n))),
            ("Systems", tuple(self.earned[s]["systems"] for s in range(n))),
        ]
        if self.comp.start_money:
            breakdown.insert(0, ("Starting currency", (self.comp.start_money,) * n))
        breakdown.extend((f"Cargo ({colour})", pay) for colour, pay in cargo)
        # no "Total" row: the results screen adds the final score under the breakdown
        ranking = Outcome.rank(scores)
        tied = len(set(ranking)) < n
        return Outcome(
            scores,
            ranking,
            tuple(breakdown),
            "equal totals share the place (the rulebook has no tie-break)" if tied else None,
        )

    # ------------------------------------------------------------------ text

    def hex_label(self, h: Hex) -> str:
        terrain = self.board.cells.get(h, "?")
        title = self.comp.terrains[terrain].title if terrain in self.comp.terrains else terrain
        article = "an" if title[:1].lower() in "aeiou" else "a"
        return f"{article} {title.lower()} hex"

    def describe(self, action: Action) -> str:
        who = colour_name(self.turn)
        if isinstance(action, MoveTo):
            how = " flying anywhere" if action.anywhere else ""
            return f"{who} moves the harvester{how} to {self.hex_label((action.q, action.r))}"
        if isinstance(action, PlaceCard) and self.pending and self.top()["kind"] == "slot":
            return f"{who} puts {self.top()['cards'][0]} in the {action.slot}"
        if isinstance(action, Build):
            # "Ann starts a base" reads as the first step of what the build events finish
            return f"{who} starts {str(action).removeprefix('build ')}"
        if isinstance(action, BuildCard):
            return f"{who} builds with {action.card}"
        if isinstance(action, ChooseDirection):
            return f"{who} points the Intranet line {DIRECTION_NAMES[action.direction % 6]}"
        return f"{who}: {action}"

    # ------------------------------------------------------------------ copies, views, saves

    def clone(self) -> PandorumState:
        other = copy.copy(self)
        for name in (
            "projects",
            "harvesters",
            "deck",
            "boxed",
            "fore_ability",
            "main_ability",
            "money",
            "modules_left",
            "bases_left",
            "options",
        ):
            setattr(other, name, copy.copy(getattr(self, name)))
        for name in ("hands", "market", "forepart", "centre", "cargo", "earned"):
            setattr(other, name, [copy.copy(x) for x in getattr(self, name)])
        other.pending = [_copy_entry(e) for e in self.pending]
        other.rng = self.rng.copy()
        return other

    def view(self, seat: int) -> PandorumState:
        """What ``seat`` may see: other hands and the deck order are hidden, and the RNG is
        replaced so nothing can be predicted from it."""
        other = self.clone()
        for s in range(self.num_players):
            if s != seat:
                other.hands[s] = [HIDDEN] * len(self.hands[s])
        other.deck = [HIDDEN] * len(self.deck)
        other.rng = Rng(0)
        return other

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.num_players,
            "options": dict(self.options),
            "rng": self.rng.to_dict(),
            "board": self.board.to_list(),
            "placements": [[p.part, list(p.centre), p.rotation] for p in self.board.placements],
            "projects": [[q, r, o, k] for (q, r), (o, k) in sorted(self.projects.items())],
            "harvesters": [list(h) for h in self.harvesters],
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "market": [list(s) for s in self.market],
            "boxed": list(self.boxed),
            "forepart": [list(x) for x in self.forepart],
            "centre": [list(x) for x in self.centre],
            "cargo": [list(x) for x in self.cargo],
            "fore_ability": list(self.fore_ability),
            "main_ability": list(self.main_ability),
            "money": list(self.money),
            "earned": copy.deepcopy(self.earned),
            "modules_left": list(self.modules_left),
            "bases_left": list(self.bases_left),
            "turn": self.turn,
            "turn_number": self.turn_number,
            "pending": copy.deepcopy(self.pending),
            "built_this_turn": self.built_this_turn,
            "turns_without_build": self.turns_without_build,
            "ender": self.ender,
            "final_turns": self.final_turns,
            "over": self.over,
            "end_reason": self.end_reason,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PandorumState:
        try:
            n = int(data["players"])
            board = Board(
                {(int(q), int(r)): str(t) for q, r, t in data["board"]},
                [
                    Placement(str(p), (int(c[0]), int(c[1])), int(rot))
                    for p, c, rot in data.get("placements", [])
                ],
            )
            state = cls(n, board, Rng.from_dict(data["rng"]), data.get("options", {}))
            state.projects = {(int(q), int(r)): (int(o), str(k)) for q, r, o, k in data["projects"]}
            state.harvesters = [(int(h[0]), int(h[1])) for h in data["harvesters"]]
            state.hands = [[str(c) for c in h] for h in data["hands"]]
            state.deck = [str(c) for c in data["deck"]]
            state.market = [[str(name), int(count)] for name, count in data["market"]]
            state.boxed = [str(c) for c in data["boxed"]]
            state.forepart = [list(x) for x in data["forepart"]]
            state.centre = [list(x) for x in data["centre"]]
            state.cargo = [list(x) for x in data["cargo"]]
            state.fore_ability = list(data["fore_ability"])
            state.main_ability = list(data["main_ability"])
            state.money = [int(m) for m in data["money"]]
            state.earned = [dict(e) for e in data["earned"]]
            state.modules_left = [int(m) for m in data["modules_left"]]
            state.bases_left = [int(b) for b in data["bases_left"]]
            state.turn = int(data["turn"])
            state.turn_number = int(data["turn_number"])
            state.pending = copy.deepcopy(list(data["pending"]))
            state.built_this_turn = bool(data["built_this_turn"])
            state.turns_without_build = int(data["turns_without_build"])
            state.ender = data["ender"]
            state.final_turns = data["final_turns"]
            state.over = bool(data["over"])
            state.end_reason = str(data["end_reason"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a Pandorum position: {exc}") from exc
        if len(state.hands) != n or len(state.money) != n:
            raise ValueError("not a Pandorum position: per-player lists have the wrong length")
        return state
