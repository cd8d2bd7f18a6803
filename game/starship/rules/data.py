"""Component data of Starship Merchants, loaded from ``assets/data/starship/*.toml``.

The rulebook counts the cards and tokens but does not print them; the values chosen are
in the data files and explained in docs/assumptions/starship.md. Everything here is
immutable and loaded once (:func:`components`).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.core.protocol import RulesDataError
from game.paths import data_file

GAME_ID = "starship"
MINE_KINDS: tuple[str, ...] = ("cobalt", "ice9", "deuterium")
MINE_NAMES: Mapping[str, str] = MappingProxyType(
    {"cobalt": "Cobalt", "ice9": "Ice-9", "deuterium": "Deuterium"}
)
SIDES: tuple[str, ...] = ("scout", "tug")
QUADRANTS: tuple[str, ...] = ("shipyard", "market", "belt", "dock")


@dataclass(frozen=True)
class ShipSide:
    cost: int  # the full price ("pay the bank its cost in Credits")
    energy: int
    cargo: int

    @property
    def half_price(self) -> int:
        """Half the full price: what a lease pays, and what each of its Loan Markers costs
        to pay off (rulebook "Ship Loans": "paying half price", "Each Loan Marker costs
        half the Starship's full price"). The rulebook prints no rounding because its
        costs halve exactly; :func:`component_problems` refuses an odd cost, so neither
        is rounded here."""
        return self.cost // 2


@dataclass(frozen=True)
class ShipCard:
    id: int
    mark: int
    recommissioned: bool
    obsolete_at: int  # the Mark whose first purchase makes it obsolete; 0 = never
    scout: ShipSide
    tug: ShipSide

    def side(self, name: str) -> ShipSide:
        return self.scout if name == "scout" else self.tug


@dataclass(frozen=True)
class MineToken:
    id: int
    kind: str
    value: int
    claimed: int

    def worth(self, is_claimed: bool) -> int:
        return self.claimed if is_claimed else self.value

    @property
    def label(self) -> str:
        return f"{MINE_NAMES[self.kind]} {self.value}"


@dataclass(frozen=True)
class Destination:
    id: str
    name: str
    cost: int
    bonus: int
    per_mine: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Refinery:
    id: str
    name: str
    cost: int
    per_mine: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Pilot:
    id: str
    name: str
    cost: int
    text: str
    energy: int = 0
    per_mine: Mapping[str, int] = field(default_factory=dict)
    run_bonus: int = 0
    destination_bonus: int = 0
    empty_hold_bonus: int = 0
    market_discount: int = 0
    claim_cost: int | None = None
    opponent_pickup_cost: int | None = None


@dataclass(frozen=True)
class GearKind:
    id: str
    name: str
    count: int
    cost: int
    text: str
    energy: int = 0
    cargo: int = 0
    explore_cost: int | None = None
    free_pickups: int = 0
    explore_draw: int = 1

    @property
    def a_token(self) -> str:
        """The token with its article, for log texts: "an Ore Scanner token"."""
        article = "an" if self.name[:1] in "AEIOU" else "a"
        return f"{article} {self.name} token"


@dataclass(frozen=True)
class Components:
    rules: Mapping[str, Any]
    ships: Mapping[int, ShipCard]
    mines: Mapping[int, MineToken]
    destinations: Mapping[str, Destination]
    refineries: Mapping[str, Refinery]
    pilots: Mapping[str, Pilot]
    gear: Mapping[str, GearKind]
    #: market card id -> ("pilot", pilot id) or ("gear", gear kind)
    market_cards: Mapping[str, tuple[str, str]]

    def card_cost(self, card: str) -> int:
        kind, ref = self.market_cards[card]
        return self.pilots[ref].cost if kind == "pilot" else self.gear[ref].cost

    def card_name(self, card: str) -> str:
        kind, ref = self.market_cards[card]
        return self.pilots[ref].name if kind == "pilot" else self.gear[ref].name

    def ship_limit(self, mark: int) -> int:
        return int(self.rules["ship_limit"][str(mark)])


def _read(name: str) -> dict[str, Any]:
    path: Path = data_file(GAME_ID, name)
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise RulesDataError(f"{path}: {exc}") from exc


def _per_mine(raw: Any, where: str) -> Mapping[str, int]:
    raw = dict(raw or {})
    for kind in raw:
        if kind not in (*MINE_KINDS, "any"):
            raise RulesDataError(f"{where}: unknown mine kind {kind!r}")
    return MappingProxyType({k: int(v) for k, v in raw.items()})


def load_components() -> Components:
    """Read and build every component; :class:`RulesDataError` names a malformed file."""
    rules = _read("rules.toml")
    try:
        ships = {}
        for raw in _read("ships.toml")["ship"]:
            card = ShipCard(
                int(raw["id"]),
                int(raw["mark"]),
                bool(raw["recommissioned"]),
                int(raw["obsolete_at"]),
                ShipSide(**raw["scout"]),
                ShipSide(**raw["tug"]),
            )
            ships[card.id] = card
        mines: dict[int, MineToken] = {}
        for raw in _read("mines.toml")["grade"]:
            for _ in range(int(raw["count"])):
                tid = len(mines)
                mines[tid] = MineToken(tid, raw["kind"], int(raw["value"]), int(raw["claimed"]))
        dests = {}
        for raw in _read("destinations.toml")["destination"]:
            dests[raw["id"]] = Destination(
                raw["id"],
                raw["name"],
                int(raw["cost"]),
                int(raw["bonus"]),
                _per_mine(raw.get("per_mine"), f"destination {raw['id']}"),
            )
        refineries = {}
        for raw in _read("refineries.toml")["refinery"]:
            refineries[raw["id"]] = Refinery(
                raw["id"],
                raw["name"],
                int(raw["cost"]),
                _per_mine(raw.get("per_mine"), f"refinery {raw['id']}"),
            )
        market = _read("market.toml")
        pilots = {}
        for raw in market["pilot"]:
            raw = dict(raw)
            raw["per_mine"] = _per_mine(raw.get("per_mine"), f"pilot {raw['id']}")
            pilots[raw["id"]] = Pilot(**raw)
        gear = {gid: GearKind(id=gid, **raw) for gid, raw in market["gear"].items()}
    except (KeyError, TypeError, ValueError) as exc:
        raise RulesDataError(f"starship component data: {exc!r}") from exc
    cards: dict[str, tuple[str, str]] = {f"pilot:{pid}": ("pilot", pid) for pid in pilots}
    for gid, kind in gear.items():
        for n in range(kind.count):
            cards[f"gear:{gid}:{n + 1}"] = ("gear", gid)
    return Components(
        MappingProxyType(rules),
        MappingProxyType(ships),
        MappingProxyType(mines),
        MappingProxyType(dests),
        MappingProxyType(refineries),
        MappingProxyType(pilots),
        MappingProxyType(gear),
        MappingProxyType(cards),
    )


@cache
def components() -> Components:
    """The shipped components, loaded once."""
    return load_components()


def component_problems() -> list[str]:
    """Problems with the shipped data, each naming the file: empty when all is well.

    Checks every count the rulebook prints and the properties the rules rely on
    (even ship costs for leases, claimed side worth more, known mine kinds)."""
    try:
        comp = load_components()
    except RulesDataError as exc:
        return [str(exc)]
    problems: list[str] = []

    def expect(what: str, got: int, want: int, where: str) -> None:
        if got != want:
            problems.append(f"{where}: {want} {what} expected, found {got}")

    ships = list(comp.ships.values())
    expect("starship cards", len(ships), 20, "ships.toml")
    for mark, want in ((1, 6), (2, 4), (3, 3), (4, 5)):
        got = sum(1 for s in ships if s.mark == mark and not s.recommissioned)
        expect(f"Mark {mark} cards", got, want, "ships.toml")
    expect(
        "Re-commissioned Mark II cards",
        sum(1 for s in ships if s.recommissioned and s.mark == 2),
        2,
        "ships.toml",
    )
    for s in ships:
        for side in SIDES:
            st = s.side(side)
            if st.cost <= 0 or st.cost % 2:
                problems.append(
                    f"ships.toml: ship {s.id} {side} cost {st.cost} must be even "
                    "and positive (a lease is half price)"
                )
            if st.energy <= 0 or st.cargo <= 0:
                problems.append(f"ships.toml: ship {s.id} {side} needs energy and cargo")
        if s.scout.energy <= s.tug.energy or s.tug.cargo <= s.scout.cargo:
            problems.append(f"ships.toml: ship {s.id}: Scouts have more energy, Tugs more holds")
        if s.obsolete_at and s.obsolete_at != s.mark + 2:
            problems.append(
                f"ships.toml: ship {s.id}: Mark {s.mark} turns obsolete at Mark "
                f"{s.mark + 2}, not {s.obsolete_at}"
            )
        if s.mark in (1, 2) and not s.obsolete_at:
            problems.append(f"ships.toml: ship {s.id}: Mark {s.mark} ships turn obsolete")
    mines = list(comp.mines.values())
    expect("mine tokens", len(mines), 60, "mines.toml")
    for kind, want in (("deuterium", 16), ("ice9", 21), ("cobalt", 23)):
        expect(f"{kind} tokens", sum(1 for m in mines if m.kind == kind), want, "mines.toml")
    for m in mines:
        if not m.value < m.claimed <= 2 * m.value:
            problems.append(f"mines.toml: {m.label}: claimed side must be worth nearly double")
    expect("destination cards", len(comp.destinations), 18, "destinations.toml")
    for d in comp.destinations.values():
        if d.cost < 1:
            problems.append(f"destinations.toml: {d.id} must cost at least 1 energy")
    expect("refinery cards", len(comp.refineries), 5, "refineries.toml")
    for kind, want in (("deuterium", 1), ("ice9", 2), ("cobalt", 2)):
        got = sum(1 for r in comp.refineries.values() if kind in r.per_mine)
        expect(f"{kind} refineries", got, want, "refineries.toml")
    expect("pilot cards", len(comp.pilots), 11, "market.toml")
    for name in ("Zip Wasbu", "Hon Smitty", "Hal Morbius"):
        if name not in {p.name for p in comp.pilots.values()}:
            problems.append(f"market.toml: the rulebook's pilot {name} is missing")
    expect("gear cards", sum(g.count for g in comp.gear.values()), 21, "market.toml")
    for gid, want in (
        ("survey_robot", 4),
        ("mining_module", 5),
        ("grapples", 4),
        ("ore_scanner", 4),
        ("fuel_tank", 4),
    ):
        got = comp.gear[gid].count if gid in comp.gear else 0
        expect(f"{gid} tokens", got, want, "market.toml")
    if "survey_robot" in comp.gear and comp.gear["survey_robot"].explore_cost != 1:
        problems.append("market.toml: a Survey Robot makes exploring cost 1")
    expect("market cards", len(comp.market_cards), 32, "market.toml")
    expect("Starship Consoles", int(comp.rules.get("starship_consoles", 0)), 16, "rules.toml")
    for n, row in comp.rules["starships_to_use"].items():
        marks = row["marks"]
        if row["recommissioned"] > marks[1]:
            problems.append(f"rules.toml: {n} players: more Re-commissioned than Mark II cards")
        for mark, count in enumerate(marks, start=1):
            have = sum(1 for s in ships if s.mark == mark)
            if count > have or count < 1:
                problems.append(f"rules.toml: {n} players use {count} Mark {mark} cards")
    return problems
