"""The Andromeda Escape game definition (``GAME``, what the catalogue loads): options, new
games, loading, bots, validation.

It composes the ring board and the rules from ``rules/`` with the Normal bot (``bots``) and
the Hard search's hooks (``hard``), and stands above all of them: the rules below import
nothing of this game outside ``rules/``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

from game.boards.model import BoardMap
from game.core.protocol import Bot, Game, OptionSpec, SearchHooks
from game.escape.bots import HeuristicBot
from game.escape.hard import HOOKS
from game.escape.rules import validate
from game.escape.rules.actions import codec
from game.escape.rules.board import EscapeBoard
from game.escape.rules.data import EscapeData, default_data
from game.escape.rules.state import EscapeState
from game.paths import map_file

MAP_NAME = "andromeda-escape.tmx"


class EscapeGame(Game):
    id: ClassVar[str] = "escape"
    title: ClassVar[str] = "Andromeda Escape"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    layout: ClassVar[str] = "ring"
    blurb: ClassVar[str] = (
        "Race your fleet through three crowded fly zones into the wormhole. "
        "Secret missions, action cards, and a Lost Ship to find."
    )
    rulebook: ClassVar[str] = "andromeda-escape.txt"
    bot_levels: ClassVar[tuple[str, ...]] = ("random", "heuristic", "hard")
    hidden_information: ClassVar[bool | None] = True
    codec = codec
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "no_cards", "2-player variant without cards", (False, True), False,
            player_counts=(2,),
            help="No Mission or Action Cards: beat the start player by being the first "
                 "to navigate all your spaceships through the wormhole.",
        ),
    )

    def __init__(self, board_map: BoardMap | None = None, data: EscapeData | None = None,
                 map_path: Path | None = None) -> None:
        self._board_map = board_map
        self._map_path = map_path
        self._data = data
        self._board: EscapeBoard | None = None

    # ------------------------------------------------------------------ components

    @property
    def data(self) -> EscapeData:
        if self._data is None:
            self._data = default_data()
        return self._data

    @property
    def board(self) -> EscapeBoard:
        """The board topology from the Tiled map (loaded through the one Tiled loader)."""
        board_map = self._board_map
        if board_map is None:
            from game.boards.tiled import load_map

            board_map = load_map(self._map_path or map_file(MAP_NAME))
        if self._board is None or self._board.map is not board_map:
            self._board = EscapeBoard(board_map)
        return self._board

    # ------------------------------------------------------------------ protocol

    def new_game(self, num_players: int, seed: int,
                 options: Mapping[str, Any] | None = None) -> EscapeState:
        self.check_players(num_players)
        opts = self.resolve_options(num_players, options)
        if opts["no_cards"] and num_players not in self.data.no_cards_players:
            raise ValueError("the game without cards is a 2-player variant")
        state = EscapeState(self.board, self.data, num_players, opts)
        state.setup(seed)
        return state

    def state_from_dict(self, data: Mapping[str, Any]) -> EscapeState:
        if not isinstance(data, Mapping):
            raise ValueError("an Andromeda Escape state must be an object")
        return EscapeState.from_dict(self.board, self.data, data)

    def make_bot(self, level: str, seat: int, seed: int) -> Bot:
        if level == "heuristic":
            return HeuristicBot(seat, seed)
        return super().make_bot(level, seat, seed)

    def search_hooks(self) -> SearchHooks:
        """The Hard bot's determinisation and evaluation (``game.escape.hard``)."""
        return HOOKS

    # ------------------------------------------------------------------ validation

    def validate_data(self) -> list[str]:
        """Problems in the data files and the map that would break a rule (empty: fine)."""
        try:
            data = self.data
        except ValueError as exc:
            return [str(exc)]
        return validate.validate_data(data, lambda: self.board)


GAME = EscapeGame()
