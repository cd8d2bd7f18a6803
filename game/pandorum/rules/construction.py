"""Construction: after stopping on an empty hex the player has to build there - a module
(one card) or a base (two cards of different names), every card meeting its construction
condition - and is paid by each card (Cards with Projects, see ``income``).

Decisions:

* ``build``     - choose the project: module, base, or a single-use variant of the forepart
  (a module as a base, a base of three cards, ignoring the conditions);
* ``cards``     - choose the cards one by one;
* ``direction`` - the direction of each Intranet Protection card, then the income is paid
  and the cards go to the harvester slots (decision ``slot``, see ``harvesters``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.boards.hex import Hex
from game.core.decisions import Decision
from game.core.protocol import Action, Event
from game.pandorum.rules.actions import (
    DIRECTION_NAMES,
    PIECES,
    Build,
    BuildCard,
    ChooseDirection,
)
from game.pandorum.rules.harvesters import use_forepart
from game.pandorum.rules.income import (
    Income,
    allowed_sites,
    card_income,
    construction_income,
)
from game.pandorum.rules.position import HIDDEN, Position, colour_name

Frame = dict[str, Any]

#: cards a project kind needs: module 1, base 2, single-use variants
CARDS_NEEDED = {"module": 1, "base": 2, "module_as_base": 1, "base3": 3}
#: the forepart ability each single-use project kind spends
FOREPART_FOR = {"module_as_base": "module_as_base", "base3": "base_of_three"}


# ---------------------------------------------------------------------- what may be built

def eligible_names(state: Position, seat: int, site: Hex, hand: list[str],
                   ignore: bool) -> list[str]:
    """Distinct card names in ``hand`` that may be built at ``site``."""
    if site not in state.board.buildable or site in state.projects:
        return []
    names = sorted(set(hand) - {HIDDEN})
    if ignore:
        return names
    return [n for n in names if site in allowed_sites(state.comp.card(n), state.board)]


def kinds_possible(state: Position, seat: int, eligible: int, every: int) -> list[Build]:
    """Projects buildable with ``eligible`` distinct cards meeting the condition and
    ``every`` distinct cards in all (for "ignore the conditions")."""
    options: list[Build] = []
    mods, bases = state.modules_left[seat], state.bases_left[seat]
    if mods and eligible >= 1:
        options.append(Build("module"))
    if bases and eligible >= 2:
        options.append(Build("base"))
    if bases and eligible >= 1 and state.can_use_fore(seat, "module_as_base"):
        options.append(Build("module_as_base"))
    if bases and eligible >= 3 and state.can_use_fore(seat, "base_of_three"):
        options.append(Build("base3"))
    if state.can_use_fore(seat, "ignore_conditions"):
        if mods and every >= 1:
            options.append(Build("module", True))
        if bases and every >= 2:
            options.append(Build("base", True))
    return options


def build_options(state: Position, seat: int, site: Hex, hand: list[str]) -> list[Build]:
    """Every project ``seat`` could build at an empty ``site`` with ``hand``."""
    if site not in state.board.buildable or site in state.projects:
        return []
    eligible = len(eligible_names(state, seat, site, hand, False))
    return kinds_possible(state, seat, eligible, len(set(hand)))


def buildable_sites(state: Position, seat: int, hand: list[str],
                    among: Iterable[Hex] | None = None) -> set[Hex]:
    """Empty hexes (of ``among``, default the whole board) where ``seat`` could build
    something with ``hand``."""
    board, projects = state.board, state.projects
    buildable = board.buildable
    targets = [h for h in (buildable if among is None else among)
               if h in buildable and h not in projects]
    names = set(hand) - {HIDDEN}
    every = len(names)
    if kinds_possible(state, seat, 0, every):  # ignoring the conditions
        return set(targets)
    need = next((k for k in (1, 2, 3) if kinds_possible(state, seat, k, every)), 0)
    if not need or not targets:
        return set()
    if need == 1:  # one card meeting its condition is enough: no counting
        wanted = set(targets)
        found: set[Hex] = set()
        for name in names:
            found |= allowed_sites(state.comp.card(name), board) & wanted
        return found
    return {h for h, c in site_counts(state, names, targets).items() if c >= need}


def site_counts(state: Position, names: Iterable[str], targets: Iterable[Hex]) -> dict[Hex, int]:
    """For each of the ``targets`` that some card of ``names`` may be built on: how many
    of ``names`` may (hexes no card allows are left out)."""
    board = state.board
    wanted = set(targets)
    counts: dict[Hex, int] = {}
    for name in names:
        for h in allowed_sites(state.comp.card(name), board) & wanted:
            counts[h] = counts.get(h, 0) + 1
    return counts


def income_preview(state: Position, seat: int, site: Hex, cards: list[str],
                   directions: Mapping[str, int] | None = None) -> list[Income]:
    """What each card would pay if ``seat`` built with ``cards`` at ``site`` now."""
    return construction_income(cards, state.comp, state.board, state.projects, seat, site,
                               directions)


def best_income(state: Position, seat: int, site: Hex, cards: list[str], name: str) -> Income:
    """What card ``name`` would pay if ``seat`` built with ``cards`` (``name`` among them)
    at ``site`` now: its income (amount, hexes, whom it takes from), an Intranet card's in
    its best direction (the last of equals); ``Income(name, 0)`` where it pays nothing.
    The view's "+N" on a card and on a hex ask it, and the heuristic bot for each card
    alone (then no Block is resolved: the card's own income, asked directly, as the bot's
    look-ahead asks it tens of thousands of times a game)."""
    card = state.comp.card(name)
    directions = range(5, -1, -1) if card.chooses_direction else (None,)  # last first
    if cards == [name]:
        return max((card_income(card, state.board, state.projects, seat, site, d)
                    for d in directions), key=_amount)
    incomes = [inc for d in directions
               for inc in income_preview(state, seat, site, cards,
                                         None if d is None else {name: d})
               if inc.card == name]
    return max(incomes, key=_amount, default=Income(name, 0))


def construction_pay(state: Position, seat: int, name: str) -> Income:
    """What card ``name`` would pay in the construction being decided, with the cards
    chosen so far and ``name`` (:func:`best_income`): a card of the hand previewed while
    the project or the cards are chosen. Nothing (0) outside a construction."""
    site = state.site()
    if site is None:
        return Income(name, 0)
    building = state.building()  # (None while the project is asked: none chosen yet)
    chosen = [c for c in (building.chosen if building else ()) if c != name] + [name]
    return best_income(state, seat, site, chosen, name)


def best_single_pay(state: Position, seat: int, site: Hex, hand: list[str]) -> int | None:
    """The most one card of ``hand`` would pay built at empty ``site`` now (its
    :func:`best_income` alone; any card of the hand where the single-use "ignore the
    conditions" could build it), 0 where none pays; None where ``hand`` builds nothing
    there. The "+N" a view puts on a hex the harvester could go to. (A card never pays
    less than nothing, so the answer is the largest amount; a hand of unseen cards names
    none: None too.)"""
    options = build_options(state, seat, site, hand)
    if not options:
        return None
    ignore = any(b.ignore for b in options)
    amounts = [best_income(state, seat, site, [name], name).amount
               for name in eligible_names(state, seat, site, hand, ignore)]
    return max(amounts, default=None)


def _amount(income: Income) -> int:
    return income.amount


def pointed_income(state: Position, seat: int, d: int) -> list[Income]:
    """Intranet: what each card of the construction being pointed would pay with the card
    pointed now (``step_card``) going direction ``d``, those pointed before keeping theirs;
    nothing outside a direction decision. The prompt's buttons and the bot weigh each
    direction by it."""
    top, name = state.frame_of("direction"), state.step_card()
    if top is None or name is None:
        return []
    return income_preview(state, seat, _site(top), list(top["cards"]),
                          dict(top["dirs"], **{name: d}))


def pointed_pay(state: Position, seat: int, d: int) -> Income:
    """Intranet: what the card being pointed (``step_card``) would pay going direction
    ``d``, its part of :func:`pointed_income`; nothing outside a direction decision. What
    each direction's button (a table: its hex) says it pays."""
    name = state.step_card() or ""
    return next((inc for inc in pointed_income(state, seat, d) if inc.card == name),
                Income(name, 0))


def _site(frame: Frame) -> Hex:
    site = frame["site"]
    return (site[0], site[1])


# ---------------------------------------------------------------------- build: the project

def _legal_build(state: Position, frame: Frame, seat: int) -> list[Action]:
    return list(build_options(state, seat, _site(frame), state.hands[seat]))


def _handle_build(state: Position, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Build)
    state.pending.pop()
    if action.ignore or action.project in FOREPART_FOR:
        use_forepart(state, state.turn, events)
    state.pending.append(
        {
            "kind": "cards",
            "site": frame["site"],
            "project": action.project,
            "ignore": action.ignore,
            "need": CARDS_NEEDED[action.project],
            "chosen": [],
        }
    )


def _describe_build(state: Position, frame: Frame, action: Action) -> str:
    # "Ann starts a base" reads as the first step of what the build events finish
    return f"{colour_name(state.turn)} starts {str(action).removeprefix('build ')}"


def _refuse_build(state: Position, frame: Frame, action: Action) -> str | None:
    if isinstance(action, Build):
        return (f"You cannot {action} here: it needs enough cards meeting the construction "
                "condition, a project piece left, and for the variants a charged forepart.")
    return f"Not now: {colour_name(state.turn)} must choose what to build."


# ---------------------------------------------------------------------- cards: one by one

def _legal_cards(state: Position, frame: Frame, seat: int) -> list[Action]:
    chosen = frame["chosen"]
    names = eligible_names(state, seat, _site(frame), state.hands[seat], frame["ignore"])
    return [BuildCard(n) for n in names if n not in chosen]


def _handle_cards(state: Position, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, BuildCard)
    seat = state.turn
    state.hands[seat].remove(action.card)
    frame["chosen"].append(action.card)
    if len(frame["chosen"]) < frame["need"]:
        return
    state.pending.pop()
    site, what = _site(frame), PIECES[frame["project"]]  # (the single-use variants: a base)
    state.projects[site] = (seat, what)
    if what == "module":
        state.modules_left[seat] -= 1
    else:
        state.bases_left[seat] -= 1
    state.built_this_turn = True
    cards = list(frame["chosen"])
    events.append(
        Event(
            "build",
            f"{colour_name(seat)} builds a {what} at "
            f"{state.hex_label(site)} with {' and '.join(cards)}",
            seat,
            data={"site": list(site), "project": what, "cards": cards},
        )
    )
    state.pending.append({"kind": "slot", "cards": list(cards)})
    intranet = [c for c in cards if state.comp.card(c).chooses_direction]
    if intranet:
        state.pending.append(
            {"kind": "direction", "site": list(site), "cards": cards, "todo": intranet,
             "dirs": {}}
        )
    else:
        pay_income(state, seat, site, cards, {}, events)


def _describe_cards(state: Position, frame: Frame, action: Action) -> str:
    assert isinstance(action, BuildCard)
    return f"{colour_name(state.turn)} builds with {action.card}"


def _refuse_cards(state: Position, frame: Frame, action: Action) -> str | None:
    if not isinstance(action, BuildCard):
        return f"Not now: {colour_name(state.turn)} must choose a card for the construction."
    name = action.card
    if name in frame["chosen"]:
        return f"{name} is already in this base: a base needs different cards."
    if name not in state.hands[state.turn]:
        return f"{name} is not in your hand."
    if name not in state.comp.cards:
        return f"There is no card called {name}."
    where = state.hex_label(_site(frame))
    condition = state.comp.condition_text(state.comp.card(name))
    return f"{name} cannot be built on {where}: it is built {condition}."


# ---------------------------------------------------------------------- direction: Intranet

_DIRECTIONS = tuple(ChooseDirection(d) for d in range(6))


def _legal_direction(state: Position, frame: Frame, seat: int) -> list[Action]:
    return list(_DIRECTIONS)


def _handle_direction(state: Position, frame: Frame, action: Action,
                      events: list[Event]) -> None:
    assert isinstance(action, ChooseDirection)
    seat = state.turn
    name = frame["todo"].pop(0)
    frame["dirs"][name] = action.direction
    events.append(
        Event(
            "direction",
            f"{colour_name(seat)} points {name} {DIRECTION_NAMES[action.direction % 6]}",
            seat,
        )
    )
    if frame["todo"]:
        return
    state.pending.pop()
    pay_income(state, seat, _site(frame), frame["cards"], frame["dirs"], events)


def _describe_direction(state: Position, frame: Frame, action: Action) -> str:
    assert isinstance(action, ChooseDirection)
    return (f"{colour_name(state.turn)} points the Intranet line "
            f"{DIRECTION_NAMES[action.direction % 6]}")


def _refuse_direction(state: Position, frame: Frame, action: Action) -> str | None:
    if isinstance(action, ChooseDirection):
        return "A line runs in one of the six directions (0 to 5)."
    return f"Not now: {colour_name(state.turn)} must choose the Intranet direction."


# ---------------------------------------------------------------------- income

def pay_income(state: Position, seat: int, site: Hex, cards: list[str],
               dirs: Mapping[str, int], events: list[Event]) -> None:
    """Each card of a finished construction pays (Systems cards take from opponents)."""
    for inc in income_preview(state, seat, site, cards, dirs):
        if inc.takes:
            for victim, due in sorted(inc.takes.items()):
                got = min(due, state.money[victim])
                state.transfer(victim, seat, got, "systems")
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
        if state.comp.card(inc.card).type == "systems":
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
        state.money[seat] += inc.amount
        state.earned[seat]["construction"] += inc.amount
        note = f" (doubling {inc.doubled})" if inc.doubled else ""
        events.append(
            Event(
                "income",
                f"{inc.card} pays {inc.amount} to {colour_name(seat)}{note}" if inc.amount
                else f"{inc.card} pays {colour_name(seat)} nothing here{note}",
                seat,
                data={"card": inc.card, "amount": inc.amount,
                      "hexes": [list(h) for h in inc.hexes]},
            )
        )


DECISIONS: tuple[Decision[Any], ...] = (
    Decision("build", _legal_build, _handle_build, _describe_build, _refuse_build),
    Decision("cards", _legal_cards, _handle_cards, _describe_cards, _refuse_cards),
    Decision("direction", _legal_direction, _handle_direction, _describe_direction,
             _refuse_direction),
)
