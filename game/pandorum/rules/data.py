"""Pandorum component data: terrains, the 91 project cards, harvester mats, cargo, setup.

Everything the rulebook leaves unprinted lives in ``assets/data/pandorum/*.toml`` and is
explained in ``docs/assumptions/pandorum.md``; this module only reads and checks it.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.protocol import RulesDataError
from game.paths import data_file

GAME_ID = "pandorum"

CARD_TYPES = ("production", "generator", "logistics", "laboratory", "protection", "systems",
              "block")
BUILD_WAYS = ("only", "any3", "red3")
EFFECTS = ("adjacent_terrain", "adjacent_own", "own_on_terrain", "adjacent_own_kind",
           "own_near_pad", "intranet", "dome", "seismic", "external", "adjacent_opponents",
           "block")
FOREPART_ABILITIES = ("module_as_base", "base_of_three", "fly_anywhere", "ignore_conditions")
MAIN_ABILITIES = ("free_move", "take_three", "cross_red", "draw_after_fee")
TOTAL_CARDS = 91


@dataclass(frozen=True)
class Terrain:
    id: str
    title: str
    buildable: bool
    red: bool
    pad: bool
    colour: str


@dataclass(frozen=True)
class Card:
    """One card name (all its copies are identical)."""

    name: str
    type: str
    copies: int
    build: str  # only | any3 | red3
    terrains: tuple[str, ...]
    effect: str
    per: int = 1
    terrain: str = ""  # adjacent_terrain: the hex type paid for
    on: tuple[str, ...] = ()  # own_on_terrain: hex types paid for ("site" = the site's type)
    project: str = ""  # adjacent_own_kind: "module" or "base"
    flat: int = 0  # block: the flat payment
    doubles: str = ""  # block: the card whose income it can double

    @property
    def chooses_direction(self) -> bool:
        """Whether its builder chooses a direction for it (Intranet Protection: "projects
        that are on a straight line in one direction ... The direction is chosen by the
        player")."""
        return self.effect == "intranet"



@dataclass(frozen=True)
class Ability:
    id: str
    title: str
    text: str


@dataclass(frozen=True)
class Mat:
    id: str
    title: str
    forepart: str
    main: str


@dataclass(frozen=True)
class CargoColour:
    colour: str
    card_type: str
    per_card: int


@dataclass(frozen=True)
class Components:
    terrains: Mapping[str, Terrain]
    cards: Mapping[str, Card]  # by name, in file order
    foreparts: Mapping[str, Ability]
    mains: Mapping[str, Ability]
    mats: tuple[Mat, ...]
    slot_costs: Mapping[int, tuple[int, int]]  # players -> (forepart, centre)
    cargo: tuple[CargoColour, ...]
    projects: Mapping[int, tuple[int, int]]  # players -> (modules, bases)
    production_per_player: int
    deck_cards_per_player: int
    market_stacks: int
    cards_per_take: int
    start_money: int
    module_visit: int
    base_visit: int
    central_part: str
    outer_parts: tuple[str, ...]
    part_radius: int
    stall_rounds: int

    def card(self, name: str) -> Card:
        try:
            return self.cards[name]
        except KeyError:
            raise RulesDataError(f"unknown Pandorum card {name!r}") from None

    def colour_of(self, name: str) -> str:
        kind = self.card(name).type
        for c in self.cargo:
            if c.card_type == kind:
                return c.colour
        raise RulesDataError(f"no cargo colour for card type {kind!r}")

    def terrain_title(self, terrain: str) -> str:
        """A hex type in words, as a sentence names it ("rock plateau"; an unknown id
        as it is)."""
        return self.terrains[terrain].title.lower() if terrain in self.terrains else terrain

    def condition_text(self, card: Card) -> str:
        """Where ``card`` may be built, in its hex types' titles: "only on rock plateau",
        "on sand dunes, ice field, spore jungle" or "... next to a red hex" (the refusal
        of a card that cannot be built and the card's text say it alike)."""
        names = ", ".join(map(self.terrain_title, card.terrains))
        if card.build == "only":
            return f"only on {names}"
        if card.build == "any3":
            return f"on {names}"
        return f"on {names} next to a red hex"

    def red_terrains(self) -> frozenset[str]:
        return frozenset(t.id for t in self.terrains.values() if t.red)

    def pad_terrains(self) -> frozenset[str]:
        return frozenset(t.id for t in self.terrains.values() if t.pad)


def _read(name: str) -> dict[str, Any]:
    path = data_file(GAME_ID, name)
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise RulesDataError(f"{path}: missing") from exc
    except tomllib.TOMLDecodeError as exc:
        raise RulesDataError(f"{path}: {exc}") from exc


def _card(raw: Mapping[str, Any]) -> Card:
    try:
        return Card(
            name=str(raw["name"]), type=str(raw["type"]), copies=int(raw["copies"]),
            build=str(raw["build"]), terrains=tuple(raw["terrains"]), effect=str(raw["effect"]),
            per=int(raw.get("per", 1)), terrain=str(raw.get("terrain", "")),
            on=tuple(raw.get("on", ())), project=str(raw.get("project", "")),
            flat=int(raw.get("flat", 0)), doubles=str(raw.get("doubles", "")),
        )
    except KeyError as exc:
        raise RulesDataError(f"cards.toml: card {raw.get('name', '?')!r} lacks {exc}") from exc


@cache
def components() -> Components:
    """All component data, read once."""
    terrain_raw = _read("terrain.toml")
    terrains = {
        t["id"]: Terrain(t["id"], t.get("title", t["id"]), bool(t.get("buildable", False)),
                         bool(t.get("red", False)), bool(t.get("pad", False)),
                         str(t.get("colour", "#888888")))
        for t in terrain_raw["terrain"]
    }
    cards: dict[str, Card] = {}
    for raw in _read("cards.toml")["card"]:
        card = _card(raw)
        if card.name in cards:
            raise RulesDataError(f"cards.toml: duplicate card name {card.name!r}")
        cards[card.name] = card
    harv = _read("harvesters.toml")
    slot_costs: dict[int, tuple[int, int]] = {}
    for side in harv["side"].values():
        for n in side["players"]:
            slot_costs[int(n)] = (int(side["forepart"]), int(side["centre"]))
    setup = _read("setup.toml")
    return Components(
        terrains=terrains,
        cards=cards,
        foreparts={k: Ability(k, v["title"], v["text"]) for k, v in harv["forepart"].items()},
        mains={k: Ability(k, v["title"], v["text"]) for k, v in harv["main"].items()},
        mats=tuple(Mat(m["id"], m["title"], m["forepart"], m["main"]) for m in harv["mat"]),
        slot_costs=slot_costs,
        cargo=tuple(CargoColour(c["colour"], c["card_type"], int(c["per_card"]))
                    for c in harv["cargo"]),
        projects={int(k): (int(v["modules"]), int(v["bases"]))
                  for k, v in setup["projects"].items()},
        production_per_player=int(setup["deal"]["production_per_player"]),
        deck_cards_per_player=int(setup["deal"]["deck_cards_per_player"]),
        market_stacks=int(setup["deal"]["market_stacks"]),
        cards_per_take=int(setup["deal"]["cards_per_take"]),
        start_money=int(setup["money"]["start"]),
        module_visit=int(setup["money"]["module_visit"]),
        base_visit=int(setup["money"]["base_visit"]),
        central_part=str(setup["board"]["central_part"]),
        outer_parts=tuple(setup["board"]["outer_parts"]),
        part_radius=int(setup["board"]["part_radius"]),
        stall_rounds=int(setup["end"]["stall_rounds"]),
    )


def check_components(comp: Components) -> list[str]:
    """Every way the data breaks a printed count or a rule the code relies on."""
    problems: list[str] = []
    total = sum(c.copies for c in comp.cards.values())
    if total != TOTAL_CARDS:
        problems.append(f"cards.toml: {total} cards, the rulebook prints {TOTAL_CARDS}")
    buildable = {t.id for t in comp.terrains.values() if t.buildable}
    if not comp.red_terrains():
        problems.append("terrain.toml: no red terrain")
    if len(comp.pad_terrains()) != 1:
        problems.append("terrain.toml: exactly one landing pad terrain is needed")
    for kind in CARD_TYPES:
        if not any(c.type == kind for c in comp.cards.values()):
            problems.append(f"cards.toml: no card of type {kind!r}")
    for card in comp.cards.values():
        where = f"cards.toml: {card.name!r}"
        if card.type not in CARD_TYPES:
            problems.append(f"{where}: unknown type {card.type!r}")
        if card.copies < 1:
            problems.append(f"{where}: copies must be at least 1")
        if card.build not in BUILD_WAYS:
            problems.append(f"{where}: build must be one of {BUILD_WAYS}")
        want = 1 if card.build == "only" else 3
        if len(card.terrains) != want or len(set(card.terrains)) != want:
            problems.append(f"{where}: build {card.build!r} needs {want} different hex types")
        for t in card.terrains:
            if t not in buildable:
                problems.append(f"{where}: {t!r} is not a buildable hex type")
        if card.effect not in EFFECTS:
            problems.append(f"{where}: unknown effect {card.effect!r}")
        if card.effect == "adjacent_terrain" and card.terrain not in comp.terrains:
            problems.append(f"{where}: production names unknown hex type {card.terrain!r}")
        if card.effect == "own_on_terrain" and not card.on:
            problems.append(f"{where}: logistics needs 'on' hex types")
        for t in card.on:
            if t != "site" and t not in buildable:
                problems.append(f"{where}: logistics names unbuildable hex type {t!r}")
        if card.effect == "adjacent_own_kind" and card.project not in ("module", "base"):
            problems.append(f"{where}: laboratory project must be module or base")
        if card.effect == "block":
            if card.type != "block":
                problems.append(f"{where}: only blocks have the block effect")
            if card.doubles not in comp.cards:
                problems.append(f"{where}: doubles unknown card {card.doubles!r}")
            elif comp.cards[card.doubles].type == "systems":
                problems.append(f"{where}: a block must not depend on Systems (game option)")
        elif card.type == "block":
            problems.append(f"{where}: a block must have the block effect")
        if card.type == "systems" and card.effect != "adjacent_opponents":
            problems.append(f"{where}: Systems take from opponents (adjacent_opponents)")
        if card.effect == "dome" and card.build != "red3":
            problems.append(f"{where}: Dome Protection must be built next to a red hex")
    production = sum(c.copies for c in comp.cards.values() if c.type == "production")
    if production < comp.production_per_player * 4:
        problems.append(f"cards.toml: {production} production cards, 4 players need "
                        f"{comp.production_per_player * 4}")
    if set(comp.foreparts) != set(FOREPART_ABILITIES):
        problems.append(f"harvesters.toml: foreparts must be {FOREPART_ABILITIES}")
    if set(comp.mains) != set(MAIN_ABILITIES):
        problems.append(f"harvesters.toml: main parts must be {MAIN_ABILITIES}")
    if len(comp.mats) != 4:
        problems.append("harvesters.toml: there are 4 harvester mats")
    if sorted(m.forepart for m in comp.mats) != sorted(FOREPART_ABILITIES) or sorted(
        m.main for m in comp.mats
    ) != sorted(MAIN_ABILITIES):
        problems.append("harvesters.toml: each ability must sit on exactly one mat")
    if comp.slot_costs.get(2) != (3, 5) or comp.slot_costs.get(3) != (3, 5) or \
            comp.slot_costs.get(4) != (2, 4):
        problems.append("harvesters.toml: printed slot costs are 3/5 (2-3 players), 2/4 (4)")
    if comp.projects != {2: (12, 6), 3: (8, 4), 4: (6, 3)}:
        problems.append("setup.toml: the printed project table is 12/6, 8/4, 6/3")
    if not comp.cargo or comp.cargo[0].colour != "white" or comp.cargo[0].card_type != "block":
        problems.append("harvesters.toml: cargo scoring starts with white (Blocks)")
    if sorted(c.card_type for c in comp.cargo) != sorted(CARD_TYPES):
        problems.append("harvesters.toml: each card type needs exactly one cargo colour")
    if len(comp.outer_parts) != 6:
        problems.append("setup.toml: the gameboard has a central part and 6 outer parts")
    return problems
