"""What a click on the Starship Merchants board means: actions per board spot, button
labels, costs shown before committing, and the reason when a click is not a choice.

Pure functions of the (visible) state and the rules' legal actions; no drawing here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from game.core.protocol import Action
from game.core.words import in_words
from game.starship.rules import actions as A
from game.starship.rules.belt import energy_cost, has_room
from game.starship.rules.data import MINE_NAMES
from game.starship.rules.describe import PLACES
from game.starship.rules.dock import gear_kinds_to_transfer, obsolete_items, transfer_cost
from game.starship.rules.market import card_price, claim_price
from game.starship.rules.ship_supply import starship_price
from game.starship.rules.state import StarshipState

#: a board spot: (kind, ref), where the ref's type is the kind's (a ship's or a mine's
#: number, a quadrant's or a refinery's name, a (mark, side) pair, a market slot...)
SpotKey = tuple[str, Any]

#: actions that need a second choice (buy or lease) after the spot is picked
CONFIRM = (A.BuyShip,)
#: a Dock transfer of each thing on an obsolete console (a pilot card, a gear token), by
#: its spot kind: tapped, the thing is selected; the active console that takes it is the
#: second tap (the transfer to its ship), and "Set aside" is the transfer to ship -1
_TRANSFER: dict[str, Callable[[Any, int], Action]] = {
    "pilot": A.TransferPilot, "gear": A.TransferGear}
#: the spot kinds of the things a Dock transfer takes
ITEM_KINDS = tuple(_TRANSFER)


def explored(st: StarshipState) -> list[int]:
    """The mines just explored, shown on the bag until they are placed."""
    d = st.frame_of("explore", under=True)
    return list(d["drawn"]) if d is not None else []


def selects(key: SpotKey, acts: Sequence[Action]) -> bool:
    """Whether a tap on ``key`` (standing for ``acts``) selects it rather than acting: a
    stack (Buy or Lease), a thing of several actions, a pilot or gear to transfer."""
    return len(acts) != 1 or isinstance(acts[0], CONFIRM) or key[0] in ITEM_KINDS


def second_step(selected: Hashable | None, tmap: dict[SpotKey, list[Action]]
                ) -> dict[SpotKey, list[Action]]:
    """While a pilot or gear token is selected, the active consoles that take it (each
    one transfer); else nothing. "Set aside" stays a button."""
    if not (isinstance(selected, tuple) and selected and selected[0] in ITEM_KINDS):
        return {}
    return {("ship", a.ship): [a] for a in tmap.get(selected, [])
            if isinstance(a, (A.TransferPilot, A.TransferGear)) and a.ship >= 0}


def transfer_items(st: StarshipState, seat: int) -> list[tuple[int, SpotKey]]:
    """The pilot and gear tokens aboard ``seat``'s obsolete ships while it decides its
    Dock transfers (the rules' :func:`obsolete_items`, as (ship, spot key); none at any
    other time): they are drawn on their consoles to be tapped."""
    if st.frame_of("transfer") is None or st.turn != seat:
        return []
    return [(ship, (kind, ref)) for ship, kind, ref in obsolete_items(st, seat)]


def local_words(st: StarshipState, seat: int) -> str:
    """The label of ``seat``'s Local Space row: "ID card" while its ID card holds mines."""
    return "ID card" if st.players[seat]["id_card"] else "Local"


def spot_of(st: StarshipState, action: Action) -> SpotKey | None:
    """The board spot that stands for ``action`` (None: a button in the prompt)."""
    where = _SPOT_OF.get(type(action))
    return None if where is None else where(st, action)


#: the board spot of each kind of action that has one (:func:`spot_of`)
_SPOT_OF: dict[type, Callable[[StarshipState, Any], SpotKey]] = {
    A.Advance: lambda st, a: ("space", st.next_quadrant(st.player(st.turn)["pos"])),
    A.BuyShip: lambda st, a: ("stack", (a.mark, a.side)),
    **dict.fromkeys((A.PayLoan, A.RemoveShip, A.EquipShip, A.RunShip),
                    lambda st, a: ("ship", a.ship)),
    **dict.fromkeys((A.RedrawForSale, A.BuyCard), lambda st, a: ("forsale", a.slot)),
    A.BuyRefinery: lambda st, a: ("refinery", a.refinery),
    **dict.fromkeys((A.ClaimMine, A.Pickup), lambda st, a: ("mine", a.token)),
    A.Explore: lambda st, a: ("bag", None),
    A.RedrawDestinations: lambda st, a: ("dest_deck", None),
    A.Travel: lambda st, a: ("dest", a.slot),
    A.CollectWaiting: lambda st, a: ("space", "dock"),
    **dict.fromkeys((A.TransferPilot, A.TransferGear), lambda st, a: transferred(a)),
}


def transferred(action: A.TransferPilot | A.TransferGear) -> SpotKey:
    """The pilot or gear token a Dock transfer moves, as its spot's key."""
    if isinstance(action, A.TransferPilot):
        return ("pilot", action.card)
    return ("gear", action.gear)


def transfer_item(st: StarshipState, key: SpotKey) -> tuple[str, int]:
    """A pilot's or gear token's name and what keeping it costs (``key``: ("pilot",
    card) or ("gear", kind)): the rules' :func:`transfer_cost`."""
    kind, ref = key
    name = st.comp.card_name(ref) if kind == "pilot" else st.comp.gear[ref].name
    return name, transfer_cost(st, kind, ref)


def targets(st: StarshipState, legal: Sequence[Action]) -> dict[SpotKey, list[Action]]:
    """Legal actions grouped by the board spot that stands for them."""
    out: dict[SpotKey, list[Action]] = {}
    for action in legal:
        key = spot_of(st, action)
        if key is not None:
            out.setdefault(key, []).append(action)
    return out


def buttons(st: StarshipState, legal: Sequence[Action]) -> list[Action]:
    """Actions offered as prompt buttons: those without a spot, plus Advance and waiting
    (also on the board, but worth a big obvious button)."""
    return [a for a in legal if spot_of(st, a) is None
            or isinstance(a, (A.Advance, A.CollectWaiting))]


def mine_label(st: StarshipState, token: int) -> str:
    flag = " (claimed)" if st.is_claimed(token) else ""
    return f"{MINE_NAMES[st.comp.mines[token].kind]} {st.mine_worth(token)}{flag}"


def price(st: StarshipState, action: Action) -> int | None:
    """The credits ``action`` costs the seat taking it now, as the rules charge them (a
    lease half the ship's price); None for an action that costs no credits."""
    what = _PRICES.get(type(action))
    return None if what is None else what(st, action)


#: the credits each kind of action costs (:func:`price`)
_PRICES: dict[type, Callable[[StarshipState, Any], int | None]] = {
    A.BuyShip: lambda st, a: starship_price(st, a.mark, a.side, a.lease),
    A.BuyCard: lambda st, a: (card_price(st, st.turn, st.for_sale[a.slot])
                              if st.for_sale[a.slot] else None),
    A.BuyRefinery: lambda st, a: st.comp.refineries[a.refinery].cost,
    A.ClaimMine: lambda st, a: claim_price(st, st.turn),
    A.PayLoan: lambda st, a: st.loan_marker_value(a.ship),
    **dict.fromkeys((A.TransferPilot, A.TransferGear),
                    lambda st, a: transfer_item(st, transferred(a))[1]),
}


def cost_badge(st: StarshipState, action: Action) -> str | None:
    """The price shown on a spot before it is chosen: energy in a run, credits otherwise
    (a stack's is its ship's whole price: a lease's is in its button)."""
    energy = energy_cost(st, action)
    if energy is not None:
        return f"-{energy}\u26a1"
    credits = price(st, action) if not getattr(action, "lease", False) else None
    return None if credits is None else f"{credits}cr"


def label(st: StarshipState, action: Action) -> str:
    """A short button text that needs no player name (the button belongs to the actor):
    its kind's words (:data:`_LABELS`, prices from :func:`price` and the rules' energy
    costs), else the action's own (Pass, Claim no mine, End the run...)."""
    words = _LABELS.get(type(action))
    return (words(st, action) if words is not None else None) or str(action).capitalize()


def _buy_ship(st: StarshipState, a: A.BuyShip) -> str:
    what, credits = f"Mark {A.roman(a.mark)} {a.side.title()}", price(st, a) or 0
    if a.lease:  # as many loan markers, each of the price paid
        loans = st.comp.rules["loan_markers_per_lease"]
        return f"Lease {what} for {credits} (+{loans} loans of {credits})"
    return f"Buy {what} for {credits}"


def _travel(st: StarshipState, a: A.Travel) -> str | None:
    dest = st.dest_slots[a.slot]
    return (f"Travel to {st.comp.destinations[dest].name} ({energy_cost(st, a)} energy, "
            "ends the run)" if dest else None)


def _transfer(st: StarshipState, a: A.TransferPilot | A.TransferGear) -> str:
    where = "set aside" if a.ship < 0 else f"\u2192 ship {a.ship}"
    name, cost = transfer_item(st, transferred(a))
    return f"{name} {where} ({cost}cr)"


#: each kind of action's button words (:func:`label`; None: the action's own)
_LABELS: dict[type, Callable[[StarshipState, Any], str | None]] = {
    A.Advance: lambda st, a: f"Advance to {PLACES[st.next_quadrant(st.player(st.turn)['pos'])]}",
    A.BuyShip: _buy_ship,
    A.PayLoan: lambda st, a: f"Pay {price(st, a)} off ship {a.ship}'s loan",
    A.FinishPayoff: lambda st, a: "Done paying loans",
    A.RemoveShip: lambda st, a: f"Remove ship {a.ship}",
    A.RedrawForSale: lambda st, a: (f"Discard {st.comp.card_name(st.for_sale[a.slot])} and "
                                    "redraw" if st.for_sale[a.slot] else "Redraw"),
    A.KeepForSale: lambda st, a: "Keep both cards",
    A.BuyCard: lambda st, a: (f"Buy {st.comp.card_name(st.for_sale[a.slot])} for "
                              f"{price(st, a)}" if st.for_sale[a.slot] else None),
    A.EquipShip: lambda st, a: f"Equip ship {a.ship}",
    A.BuyRefinery: lambda st, a: f"Buy {st.comp.refineries[a.refinery].name} for {price(st, a)}",
    A.ClaimMine: lambda st, a: f"Claim {mine_label(st, a.token)} for {price(st, a)}",
    A.RunShip: lambda st, a: f"Run ship {a.ship} ({st.energy(a.ship)} energy)",
    A.Explore: lambda st, a: f"Explore ({energy_cost(st, a)} energy)",
    A.KeepMine: lambda st, a: (f"{mine_label(st, a.token)} "
                               f"{'into the hold' if a.into_hold else 'to Local Space'}"),
    A.Pickup: lambda st, a: f"Pick up {mine_label(st, a.token)} ({energy_cost(st, a)} energy)",
    A.RedrawDestinations: lambda st, a: f"Redraw both Destinations ({energy_cost(st, a)} energy)",
    A.Travel: _travel,
    **dict.fromkeys((A.TransferPilot, A.TransferGear), _transfer),
    A.DeclareFinalRun: lambda st, a: f"Declare the Final Run (+{st.comp.rules['final_run_bonus']})",
    A.DeclineFinalRun: lambda st, a: "Not yet",
    A.CollectWaiting: lambda st, a: f"Wait in the Dock (+{st.comp.rules['waiting_pay']})",
}


def spot_name(description: str) -> str:
    """A spot's name: its description up to the first parenthesis or colon ("Mark I
    Scouts", "Ore Scanner", "Titan Refuge")."""
    for mark in (" (", ":"):
        description = description.split(mark)[0]
    return description.strip()


def table_label(st: StarshipState, action: Action, chosen: bool,
                names: Sequence[str], bare: bool = False) -> str:
    """A panel button's words, short enough to go whole into a panel's button: once a
    stack is chosen (the prompt names it) Buy and Lease leave the ship out ("Lease for 4
    (+2 loans of 4)" with the ship did not go into a button at 1080p); a pickup from
    another seat's Local Space says whose mine it is ("Dev's Cobalt 3": one of Ann's and
    one of Dev's read the same side by side; "Pick up Cobalt 3 from Dev (3 energy)" was
    cut in half in a long edge's button at 4K), without its cost when ``bare`` (the
    prompt says it once: :meth:`pickup_cost`); an explored mine is loaded or left ("Load
    Cobalt 3", "Leave Cobalt 3": the prompt says where; "Cobalt 3 to Local Space" was cut
    beside two other buttons)."""
    text = label(st, action)
    if chosen and isinstance(action, A.BuyShip):
        text = text.replace(f" Mark {A.roman(action.mark)} {action.side.title()}", "")
    if isinstance(action, A.Pickup):
        where, owner = st.token_location(action.token)
        if where == "local" and owner is not None and owner != st.turn:
            text = text.replace("Pick up ", f"{names[owner]}'s ", 1)
        if bare:
            text = text.removesuffix(f" ({energy_cost(st, action)} energy)")
    if isinstance(action, A.KeepMine):
        verb = "Load" if action.into_hold else "Leave"
        text = f"{verb} {mine_label(st, action.token)}"
    return text


#: the first turn's prompt (a table says it shorter: view_table.TABLE_PROMPTS)
FIRST_TURN = "First turn: buy or lease a Mark I ship (choose a Scout or Tug stack)."
#: the prompt after exploring (a table's buttons say "Load" and "Leave": TABLE_PROMPTS)
EXPLORED = "Explored: keep the mine aboard or in Local Space?"
#: the prompt after exploring with every hold full, when the one place left is Local
#: Space (found in play: it asked "aboard or in Local Space?" over a lone Leave button)
EXPLORED_FULL = "Explored: the holds are full, so the mine goes to Local Space."
#: the same after an Ore Scanner drew two mines: one stays, the other goes back to the bag
#: (short enough for the monitor's two prompt lines: "(the other goes back to the bag)"
#: was cut)
EXPLORED_FULL_TWO = "Holds full: choose the mine for Local Space; the other goes back."


def prompt(st: StarshipState, seat: int) -> str:
    """What the actor is asked to do now, in a sentence."""
    if not st.pending:
        return ""
    d = st.pending[-1]
    kind = d["kind"]
    p = st.player(seat)
    here = PLACES[p["pos"]]
    nxt = PLACES[st.next_quadrant(p["pos"])]
    if kind == "turn":
        if p["waiting"]:
            return "You wait in the Dock until everyone is back."
        if not p["started"]:
            return FIRST_TURN
        return f"{p['pos'].title()}: act here, or advance to {nxt}."
    if kind == "explore":
        if has_room(st, d["ship"]):
            return EXPLORED
        return EXPLORED_FULL_TWO if len(d["drawn"]) > 1 else EXPLORED_FULL
    texts = {
        "arrived": f"You are in {here}: act here, or pass.",
        "market_redraw": "Discard and redraw a For Sale card? (choose it)",
        "equip": "Choose the ship that gets the card.",
        "claim": "You may claim a mine in your Local Space.",
        "loan_extra": "Loans paid. Choose a ship to pay off more, or stop.",
        "remove_ship": "Over the ship limit: choose a ship to remove.",
        "transfer": ("Obsolete ships leave: keep one pilot and up to "
                     f"{in_words(gear_kinds_to_transfer(st), 'gear kind')}?"),
        "declare": (f"{st.comp.rules['must_declare_at']}+ credits: you must declare the "
                    "Final Run." if d.get("forced") else "You may declare the Final Run."),
    }
    if kind == "equip" and (sale := st.for_sale[d["slot"]]):
        return f"Choose the ship that gets {st.comp.card_name(sale)}."
    if kind == "run":
        return f"Ship {d['ship']} runs: {d['energy']} of {st.energy(d['ship'])} energy left."
    return texts.get(kind, "Choose your move.")


# ---------------------------------------------------------------------- reasons


def spot_action(st: StarshipState, seat: int, key: SpotKey,
                selected: Hashable | None = None) -> Action | None:
    """The action a tap on board spot ``key`` asks for in the decision now (None: the spot
    stands for no action), so that a refused tap can ask the rules why; a console tapped
    while a pilot or gear token is ``selected`` asks to transfer it there."""
    kind, ref = key
    if kind == "ship" and isinstance(selected, tuple) and selected and selected[0] in _TRANSFER:
        return _TRANSFER[selected[0]](selected[1], ref)
    top, make = st.top(), _TAPS.get(kind)
    return None if make is None else make(ref, "" if top is None else top["kind"], st.player(seat))


def _set_aside(transfer: Callable[[Any, int], Action]
               ) -> Callable[[Any, str, dict[str, Any]], Action]:
    """What a tap on a pilot or gear token alone asks for: keeping it and setting it aside
    (ship -1), so that a refused tap hears the rules' reason why it cannot be kept."""
    return lambda ref, dk, p: transfer(ref, -1)


#: a ship console's action in the decisions that choose a ship (else a loan's payment in
#: the Shipyard, a run elsewhere)
_SHIP_STEPS = {"equip": A.EquipShip, "remove_ship": A.RemoveShip, "loan_extra": A.PayLoan}
#: what a tap on each kind of spot asks for: (its ref, the decision's kind, the player)
_TAPS: dict[str, Callable[[Any, str, dict[str, Any]], Action]] = {
    "space": lambda ref, dk, p: (A.CollectWaiting() if ref == "dock" and p["waiting"]
                                 else A.Advance()),
    "stack": lambda ref, dk, p: A.BuyShip(ref[0], ref[1], False),
    "forsale": lambda ref, dk, p: A.RedrawForSale(ref) if dk == "market_redraw" else A.BuyCard(ref),
    "mine": lambda ref, dk, p: A.Pickup(ref) if dk == "run" else A.ClaimMine(ref),
    "ship": lambda ref, dk, p: _SHIP_STEPS.get(
        dk, A.PayLoan if p["pos"] == "shipyard" else A.RunShip)(ref),
    **{kind: _set_aside(transfer) for kind, transfer in _TRANSFER.items()},
    "refinery": lambda ref, dk, p: A.BuyRefinery(ref),
    "dest": lambda ref, dk, p: A.Travel(ref),
    "bag": lambda ref, dk, p: A.Explore(),
    "dest_deck": lambda ref, dk, p: A.RedrawDestinations(),
}


def why_not(st: StarshipState, seat: int, key: SpotKey,
            selected: Hashable | None = None) -> str:
    """Why a tap on ``key`` is not one of ``seat``'s choices now, in words: the rules'
    refusal of the action the spot stands for (:meth:`StarshipState.why_not`); the view
    adds only what a spot that stands for no action is."""
    kind, ref = key
    fallback = "That is not one of your choices now."
    action = spot_action(st, seat, key, selected)
    if kind == "space" and isinstance(action, A.Advance):
        here = st.player(seat)["pos"]
        if ref == here:
            return f"You are already in {PLACES[ref]}."
        reason = st.why_not(action, seat)
        nxt = st.next_quadrant(here)
        if reason is None and ref != nxt:
            return f"Pawns move one quadrant clockwise: the next is {PLACES[nxt]}."
        return reason or fallback
    if action is not None:
        return st.why_not(action, seat) or fallback
    if kind == "mark":
        return f"The Mark token is on Mark {A.roman(st.mark_token)}."
    if kind in ("market_deck", "gear_supply"):
        return "Buy the For Sale cards; the deck refills them."
    return fallback


def twin_key(st: StarshipState, action: Action) -> Hashable:
    """What makes ``action`` differ for the rules: a pickup, the mine's kind, value and
    claim and whose Local Space (or Known Space) it lies in (two such mines are alike to
    the rules: a mine's claimed worth follows from its kind and value); any other action,
    itself."""
    if not isinstance(action, A.Pickup):
        return action
    mine = st.comp.mines[action.token]
    return ("pickup", st.token_location(action.token), mine.kind, mine.value,
            st.is_claimed(action.token))


def distinct(st: StarshipState, acts: Sequence[Action]) -> list[Action]:
    """``acts`` with one button for alike mines (:func:`twin_key`): two Cobalt 3s in one
    Local Space were two identical buttons."""
    first: dict[Hashable, Action] = {}
    for action in acts:
        first.setdefault(twin_key(st, action), action)
    return list(first.values())


def likeliest_first(st: StarshipState, acts: Sequence[Action]) -> list[Action]:
    """``acts`` with the pickups the most valuable first, the rest where they were (the
    rules list mines by number: the Deuterium 8 a run came for was on the ninth page)."""
    picks = sorted((a for a in acts if isinstance(a, A.Pickup)),
                   key=lambda a: -st.mine_worth(a.token))
    rest = iter(picks)
    return [next(rest) if isinstance(a, A.Pickup) else a for a in acts]


def listed_label(st: StarshipState, action: Action, names: Sequence[str]) -> str:
    """A "Moves" list button's words: :func:`label`, a pickup saying where the mine lies
    ("Pick up Cobalt 2 from Dev's Local Space (3 energy)"): alike mines in different
    places are different actions to the rules."""
    text = label(st, action)
    if not isinstance(action, A.Pickup):
        return text
    where, owner = st.token_location(action.token)
    place = ("Known Space" if where == "known" else
             "your Local Space" if owner == st.turn else
             f"{names[owner]}'s Local Space" if owner is not None else "")
    if not place:
        return text
    return text.replace(" (", f" from {place} (", 1)
