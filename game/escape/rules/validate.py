"""Checks of the component data and the map against the printed rules: what
``python -m game validate`` reports for Andromeda Escape (``EscapeGame.validate_data``)."""

from __future__ import annotations

from collections.abc import Callable

from game.escape.rules.board import EscapeBoard
from game.escape.rules.data import DECKS, EscapeData
from game.escape.rules.effects import EFFECTS
from game.escape.rules.missions import CHECKS

#: the HUD rectangles the board view needs on the map
HUD_REGIONS = ("vp_track", "skip", "last_ship", "lost_ship", "alert_deck", "warning_deck",
               "alert_open", "warning_open", "missions", "hand",
               *(f"launch_{i}" for i in range(1, 5)))


def data_problems(data: EscapeData) -> list[str]:
    """Component counts that break a printed rule (empty when all is well)."""
    problems: list[str] = []
    if len(data.missions) != 15:
        problems.append(f"missions.toml: {len(data.missions)} mission cards, the game has 15")
    numbers = sorted({m.number for m in data.missions.values()})
    if numbers != list(range(1, 8)):
        problems.append(f"missions.toml: missions {numbers}, the rulebook prints 1-7")
    if len(data.cards) != 36:
        problems.append(f"cards.toml: {len(data.cards)} action cards, the game has 36")
    for deck in DECKS:
        n = len(data.card_ids(deck))
        if n != data.deck_sizes.get(deck):
            problems.append(f"cards.toml: {deck} deck has {n} cards, [decks] says "
                            f"{data.deck_sizes.get(deck)}")
    if sorted(data.ships_per_player) != [2, 3, 4]:
        problems.append("setup.toml: ships_per_player must list 2, 3 and 4 players")
    for n, ships in data.ships_per_player.items():
        if ships + data.lost_ships > 10:
            problems.append(f"setup.toml: {ships} ships + Lost Ship exceed a set of 10 ships")
        dealt = n * data.missions_dealt
        if dealt > len(data.mission_ids(n)):
            problems.append(f"setup.toml: {n} players need {dealt} mission cards")
    if len(data.skip_start) < 4 or any(not 1 <= v <= data.skip_fields for v in data.skip_start):
        problems.append("setup.toml: skip.start needs a field 1..fields for each of 4 seats")
    if sorted(data.skip_rewards) != list(range(1, data.skip_fields + 1)):
        problems.append("setup.toml: skip.rewards needs one reward per Skip field")
    if not data.missions_kept < data.missions_dealt:
        problems.append("setup.toml: players must return at least one mission card")
    return problems


def validate_data(data: EscapeData, load_board: Callable[[], EscapeBoard]) -> list[str]:
    """Problems in the data files and the map that would break a rule (empty: fine)."""
    problems = data_problems(data)
    for effect in sorted({c.effect for c in data.cards.values()} - set(EFFECTS)):
        problems.append(f"cards.toml: unknown effect {effect!r}")
    for check in sorted({m.check for m in data.missions.values()} - set(CHECKS)):
        problems.append(f"missions.toml: unknown check {check!r}")
    try:
        board = load_board()
    except ValueError as exc:
        return [*problems, str(exc)]
    counts = {m.check: m.count for m in data.missions.values()}
    problems += board.validate(counts)
    outer = len(board.start_fields)
    for n, ships in data.ships_per_player.items():
        if n * (ships + data.lost_ships) <= outer:
            problems.append(f"{board.map.path}: {outer} outer fields hold every ship of a "
                            f"{n}-player game: the rings would never be crowded")
    for name in HUD_REGIONS:
        if name not in board.map.regions:
            problems.append(f"{board.map.path}: HUD rectangle {name!r} is missing")
    return problems
