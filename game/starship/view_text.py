"""The words of the Starship Merchants board: details of every board thing (card texts,
console chips, stack symbols) for the prompt and the box beside a card, and where that box
goes. Pure text and geometry from a visible state; no drawing here.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.protocol import Action
from game.core.words import counted
from game.engine.boardview.tipbox import TipBox
from game.starship.rules import actions as A
from game.starship.rules.belt import energy_cost
from game.starship.rules.data import MINE_NAMES
from game.starship.rules.ship_supply import card_for, stack_count
from game.starship.rules.state import StarshipState
from game.starship.view_actions import SpotKey, label, transfer_item

#: what each Gear card is called by its letter on the board
GEAR_LETTER = {"survey_robot": "S", "mining_module": "M", "grapples": "G",
               "ore_scanner": "O", "fuel_tank": "F"}

#: beside the energy pips of a run: what the green price tags on the board mean
BUDGET_LEGEND = "green tags: energy a tap costs"
#: hovered spots whose card text is shown in a box beside them
TIP_KINDS = ("forsale", "refinery", "dest")
#: the box with a card's whole text, beside the card (22 px text, 420 px wide)
TIP = TipBox()


def describe_spot(st: StarshipState, key: SpotKey, names: Sequence[str]) -> str:
    """Details of a board thing for the prompt line (pilot and gear names, card texts)."""
    kind, ref = key
    comp = st.comp
    if kind == "ship" and ref in st.ships:
        ship = st.ships[ref]
        card = comp.ships[ref]
        parts = [f"Ship {ref} ({names[ship['owner']]}): Mark {A.roman(card.mark)} "
                 f"{ship['side'].title()}, \u26a1{st.energy(ref)} = {st.energy(ref)} energy, "
                 f"{st.cargo_capacity(ref)} holds"]
        if card.obsolete_at:
            parts.append(f"obsolete at Mark {A.roman(card.obsolete_at)}")
        if ship["pilot"]:
            parts.append(f"pilot {comp.card_name(ship['pilot'])}")
        if ship["gear"]:
            parts.append("gear " + ", ".join(comp.gear[g].name for g in ship["gear"]))
        if ship["loans"]:
            parts.append(f"L = {counted(ship['loans'], 'loan')} of {st.loan_marker_value(ref)}")
        if ship["destination"] is not None:
            dest = comp.destinations[ship["destination"]]
            parts.append(f"\u2192{dest.bonus} = bound for {dest.name}, bonus {dest.bonus}")
        return "; ".join(parts)
    if kind == "mine" and ref in comp.mines:
        return mine_text(st, ref)
    if kind == "forsale" and (sale := st.for_sale[ref]):
        return f"{comp.card_name(sale)} ({comp.card_cost(sale)}): {card_text(st, sale)}"
    if kind == "dest" and (dest_id := st.dest_slots[ref]):
        d = comp.destinations[dest_id]
        extra = "".join(f", +{v} per {MINE_NAMES.get(k, 'mine')}" for k, v in d.per_mine.items())
        return f"{d.name}: travel {d.cost} energy, bonus {d.bonus}{extra}"
    if kind == "refinery" and ref in comp.refineries:
        r = comp.refineries[ref]
        bonus = ", ".join(f"+{v} per {MINE_NAMES.get(k, k)}" for k, v in r.per_mine.items())
        return f"{r.name} ({r.cost}): {bonus} delivered by all your ships"
    if kind == "stack":
        limit = comp.ship_limit(st.mark_token)
        text = (f"Mark {A.roman(ref[0])} {ref[1].title()}s (Scouts: more energy, Tugs: more "
                f"holds). Ship limit now {limit}; obsolete ships do not count")
        top = card_for(st, *ref)
        if top is not None:  # the card's symbols in words
            stats = comp.ships[top].side(ref[1])
            text += (f". On the card: {stats.cost}cr = price, \u26a1{stats.energy} = "
                     f"{stats.energy} energy a run, \u25a2{stats.cargo} = {stats.cargo} cargo "
                     "holds")
            if comp.ships[top].recommissioned:
                text += ", Used = a Re-commissioned ship (cheaper)"
            if ref[1] == "scout" and (left := stack_count(st, *ref)):
                text += f", \u00d7{left} = {counted(left, 'card')} left"
        scouts = stack_count(st, ref[0], "scout")
        if not scouts and stack_count(st, ref[0], "tug"):
            text += ". Only the Tug card is left: it can be bought as either side"
        elif ref[1] == "scout" and top is None and scouts:
            text += (". Re-commissioned Mark IIs go on sale once every standard Mark II "
                     "ship is bought")
        return text
    if (kind == "pilot" and ref in comp.market_cards) or (kind == "gear" and ref in comp.gear):
        name, cost = transfer_item(st, key)
        text = card_text(st, ref) if kind == "pilot" else comp.gear[ref].text
        return f"{name} ({cost}cr to keep): {text}"
    if kind == "gear_supply":
        return "Gear: " + ", ".join(f"{GEAR_LETTER[g]} {k.name}" for g, k in comp.gear.items())
    if kind == "seat" and 0 <= ref < len(st.players):
        p = st.players[ref]
        refs = ", ".join(comp.refineries[r].name for r in p["refineries"]) or "no refineries"
        return f"{names[ref]}: {p['credits']} credits, {counted(len(p['ships']), 'ship')}, {refs}"
    if kind == "known":
        return f"Known Space: mines anyone can pick up for {comp.rules['pickup_cost']} energy"
    if kind == "bag":
        return f"The bag: {len(st.bag)} mines to explore"
    if kind == "dest_deck":
        cost = comp.rules["redraw_destinations_cost"]
        return (f"Destination deck: {len(st.dest_deck)} cards. In a run, a tap here "
                f"discards both Destination cards and draws two new ones for {cost} energy")
    return ""


def item_prompt(st: StarshipState, key: SpotKey, lit: bool) -> str:
    """The prompt while a pilot or gear token to transfer is selected: what keeping it
    costs and where it may go (``lit``: an active console takes it)."""
    name, cost = transfer_item(st, key)
    where = "the lit ship that takes it, or set it aside" if lit else "set it aside"
    return f"Keep {name} for {cost}cr: choose {where}."


def card_text(st: StarshipState, card: str) -> str:
    """A Market card's text (a pilot's or a gear's)."""
    kind, ref = st.comp.market_cards[card]
    return st.comp.pilots[ref].text if kind == "pilot" else st.comp.gear[ref].text


def mine_text(st: StarshipState, token: int) -> str:
    flag = ", claimed" if st.is_claimed(token) else ""
    return f"{MINE_NAMES[st.comp.mines[token].kind]} mine worth {st.mine_worth(token)}{flag}"



def choice_text(st: StarshipState, acts: Sequence[Action]) -> str:
    """The prompt line for a target under the pointer (or held): what a tap takes, and in
    a run its energy cost in words ("-1⚡ = 1 energy, 4 energy left after")."""
    text = " / ".join(label(st, a) for a in acts[:2])
    run = st.frame_of("run")
    cost = energy_cost(st, acts[0]) if run is not None else None
    if run is not None and cost is not None:  # the "-1⚡" badge in words
        text += f": -{cost}\u26a1 = {cost} energy, {run['energy'] - cost} energy left after"
    return text
