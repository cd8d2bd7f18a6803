"""Construction income: what each played card pays, by its type ("Card Types").

Shared rules for every card: the hex being built on never pays (the new project does not
bring currency by itself), and only the builder's own projects count, except for Systems,
which count opponents' projects and take the money from their owners.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from game.boards.hex import Hex
from game.pandorum.rules.board import Board
from game.pandorum.rules.data import Card, Components

#: projects on the board: hex -> (owner seat, "module" | "base")
Projects = Mapping[Hex, tuple[int, str]]


@dataclass(frozen=True)
class Income:
    """What one card of a construction pays.

    ``amount`` is the total; ``hexes`` the hexes that earned it (for the log and the
    construction preview); ``takes`` maps an opponent to what a Systems card takes from
    them (before capping at what they own); ``doubled`` is set when a Block doubled a card.
    """

    card: str
    amount: int
    hexes: tuple[Hex, ...] = ()
    takes: Mapping[int, int] = field(default_factory=dict)
    doubled: str = ""


def meets_condition(card: Card, board: Board, site: Hex) -> bool:
    """The card's construction condition at ``site`` (one of the three printed ways)."""
    if site not in board.buildable:
        return False
    if board.terrain(site) not in card.terrains:
        return False
    if card.build == "red3":
        return any(n in board.red for n in board.adjacent(site))
    return True


def allowed_sites(card: Card, board: Board) -> frozenset[Hex]:
    """Every hex where ``card``'s condition holds (projects aside); cached on the board."""
    found = board.allowed_cache.get(card.name)
    if found is None:
        # the same as meets_condition at every hex, from the board's terrain index
        found = frozenset().union(*(board.buildable_by_terrain.get(t, ()) for t in card.terrains))
        if card.build == "red3":
            found &= board.near_red
        board.allowed_cache[card.name] = found
    return found


def _own(projects: Projects, seat: int, site: Hex) -> list[Hex]:
    return [h for h, (owner, _) in projects.items() if owner == seat and h != site]


def intranet_line(board: Board, projects: Projects, seat: int, site: Hex,
                  direction: int) -> list[Hex]:
    """Own projects on the straight line from ``site``; other players' projects, red hexes
    and the landing pad interrupt it, empty hexes do not."""
    found: list[Hex] = []
    for h in board.ray(site, direction):
        if h in board.red or h in board.pads:
            break
        owner = projects.get(h)
        if owner is not None:
            if owner[0] != seat:
                break
            found.append(h)
    return found


def seismic_reds(board: Board, projects: Projects, seat: int, site: Hex) -> list[Hex]:
    """Red hexes lying between ``site`` and one of the builder's projects on a straight
    line with no other player's project and no landing pad on the way."""
    counted: list[Hex] = []
    for d in range(6):
        reds: list[Hex] = []
        upto = 0
        for h in board.ray(site, d):
            if h in board.pads:
                break
            owner = projects.get(h)
            if owner is not None:
                if owner[0] != seat:
                    break
                upto = len(reds)
            elif h in board.red:
                reds.append(h)
        counted.extend(reds[:upto])
    return counted


def dome_projects(board: Board, projects: Projects, seat: int, site: Hex) -> list[Hex]:
    """Own projects next to the red group(s) that the site adjoins."""
    group = board.red_group(n for n in board.adjacent(site) if n in board.red)
    return [h for h in _own(projects, seat, site) if any(n in group for n in board.adjacent(h))]


def card_income(card: Card, board: Board, projects: Projects, seat: int, site: Hex,
                direction: int | None = None) -> Income:
    """What ``card`` alone pays for a construction at ``site`` (Blocks: the flat amount)."""
    effect = card.effect
    hexes: list[Hex]
    if effect == "adjacent_terrain":
        hexes = [n for n in board.adjacent(site)
                 if board.terrain(n) == card.terrain and n not in projects]
    elif effect == "adjacent_own":
        hexes = [n for n in board.adjacent(site) if projects.get(n, (None,))[0] == seat]
    elif effect == "adjacent_own_kind":
        hexes = [n for n in board.adjacent(site)
                 if projects.get(n) == (seat, card.project)]
    elif effect == "own_on_terrain":
        kinds = {board.terrain(site) if t == "site" else t for t in card.on}
        hexes = [h for h in _own(projects, seat, site) if board.terrain(h) in kinds]
    elif effect == "own_near_pad":
        hexes = [h for h in _own(projects, seat, site) if h in board.near_pad]
    elif effect == "intranet":
        hexes = [] if direction is None else intranet_line(board, projects, seat, site,
                                                          direction)
    elif effect == "dome":
        hexes = dome_projects(board, projects, seat, site)
    elif effect == "seismic":
        hexes = seismic_reds(board, projects, seat, site)
    elif effect == "external":
        hexes = [h for h in _own(projects, seat, site) if h in board.edge]
    elif effect == "adjacent_opponents":
        hexes = [n for n in board.adjacent(site)
                 if n in projects and projects[n][0] != seat]
        takes: dict[int, int] = {}
        for h in hexes:
            takes[projects[h][0]] = takes.get(projects[h][0], 0) + card.per
        return Income(card.name, card.per * len(hexes), tuple(sorted(hexes)), takes)
    elif effect == "block":
        return Income(card.name, card.flat)
    else:  # pragma: no cover - validate_data rejects unknown effects
        raise ValueError(f"unknown effect {effect!r}")
    return Income(card.name, card.per * len(hexes), tuple(sorted(hexes)))


def construction_income(names: Sequence[str], comp: Components, board: Board,
                        projects: Projects, seat: int, site: Hex,
                        directions: Mapping[str, int] | None = None) -> list[Income]:
    """Income of every card of one construction, Blocks resolved.

    A Block played together with the card it names doubles that card's income instead
    of paying its flat amount; the builder gets whichever is larger (the rulebook lets
    the player choose how to play a Block, and the larger one is always their choice).
    """
    directions = directions or {}
    base = {n: card_income(comp.card(n), board, projects, seat, site, directions.get(n))
            for n in names}
    result: list[Income] = []
    for n in names:
        card = comp.card(n)
        inc = base[n]
        if card.effect == "block" and card.doubles in base:
            twin = base[card.doubles]
            if twin.amount >= inc.amount:
                inc = Income(n, twin.amount, twin.hexes, dict(twin.takes), doubled=twin.card)
        result.append(inc)
    return result
