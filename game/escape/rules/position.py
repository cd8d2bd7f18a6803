"""The Andromeda Escape position: its fields, declared once, and the plain facts about it.

:class:`EscapePosition` holds what is on the table (ships, discs, cards, missions, whose turn)
and answers the questions every rule section asks (whose ships are where, may this player
save a ship). It changes the board only through the few moves every rule uses (bring a ship
in, take one off, move, swap, stand one upright), so that the rules after a change (the Lost
Ship search, the position missions) look only at the players whose ships moved.

The rule sections (``setup``, ``turn``, ``cards``, ``skip``, ``wormhole``, ``lost_ship``,
``missions``) take an ``EscapePosition``; ``state`` puts them together. Nothing here imports a
rule section, so the rules package has no import loop.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self

from game.core.decisions import DecisionStack, Frame
from game.core.fields import FieldsMixin, StateFields
from game.core.protocol import seat_ref
from game.core.rng import Rng
from game.escape.rules.board import EscapeBoard
from game.escape.rules.data import DECKS, EscapeData

#: the turn's main decision (play cards, then bring in a ship, move one, or skip): the
#: bottom frame of the stack from the start of a turn until its action is taken
TURN = "turn"


def who(seat: int) -> str:
    """The seat in log texts: a ``{seatN}`` placeholder the interface fills with a name."""
    return seat_ref(seat)


class EscapePosition(FieldsMixin, DecisionStack):
    """Fields and queries of a game in progress (see the module docstring)."""

    FIELDS: ClassVar[StateFields] = StateFields(
        data=(
            "options",
            "occupant",  # field -> seat of the ship on it
            "upright",  # fields whose ship stands upright (charging a WARP)
            "charged",  # upright ships set up this turn: they warp only "in a later turn"
            "platform", "lost_found", "saved", "vp", "vp_cards", "vp_missions",
            "skip_pos", "skips",
            "hands", "public_cards", "decks", "open", "discard",
            "missions", "scored", "mission_deck", "dealt",
            "finish_place", "finish_order",
            "pending",
        ),
        values=("num_players", "turn", "turns", "acted", "over", "end_reason", "idle_skips"),
        shared=("board", "data"),
    )
    #: data fields held as sets (saved as sorted lists)
    SETS: ClassVar[tuple[str, ...]] = ("upright", "charged", "public_cards")

    occupant: dict[str, int]
    upright: set[str]
    charged: set[str]
    hands: list[list[str]]
    public_cards: set[str]
    decks: dict[str, list[str]]
    open: dict[str, str | None]
    pending: list[Frame]
    #: seats whose ships moved since the rules after a change last ran (None: anyone's may
    #: have; not saved, so None on any copy)
    _moved: set[int] | None = None
    #: each seat's ships in board order, until ships move (see ``ships_on_board``)
    _ships: dict[int, list[str]] | None = None
    #: the current effect step, worked out once per position (see ``effects.current_step``)
    _step_memo: tuple[Any, int, Any] | None = None

    def __init__(
        self, board: EscapeBoard, data: EscapeData, num_players: int, options: Mapping[str, Any]
    ) -> None:
        n = num_players
        self.board = board
        self.data = data
        self.num_players = n
        self.options = dict(options)
        self.rng = Rng(0)
        self.occupant = {}
        self.upright = set()
        self.charged = set()
        self.platform = [data.ships_per_player[n]] * n
        self.lost_found = [False] * n
        self.saved = [0] * n
        self.vp = [data.start_vp] * n
        self.vp_cards = [0] * n
        self.vp_missions = [0] * n
        self.skip_pos = [data.skip_start[s] for s in range(n)]
        self.skips = [0] * n
        self.hands = [[] for _ in range(n)]
        self.public_cards = set()
        self.decks = {d: [] for d in DECKS}
        self.open = {d: None for d in DECKS}
        self.discard: list[str] = []
        self.missions: list[list[str]] = [[] for _ in range(n)]
        self.scored: list[list[str]] = [[] for _ in range(n)]
        self.mission_deck: list[str] = []
        self.dealt: list[list[str]] = [[] for _ in range(n)]
        self.finish_place = [0] * n
        self.finish_order: list[int] = []
        self.turn = 0
        self.turns = 0
        self.acted = False
        self.pending = [{"kind": TURN}]
        self.over = False
        self.end_reason = ""
        self.idle_skips = 0

    # ------------------------------------------------------------------ facts

    @property
    def no_cards(self) -> bool:
        """The 2-player variant without Mission and Action Cards."""
        return bool(self.options.get("no_cards", False))

    @property
    def is_over(self) -> bool:
        return self.over

    def ships_on_board(self, seat: int) -> list[str]:
        """``seat``'s ships, in board order (outer ring first); worked out once until ships
        move (do not change the list)."""
        memo = self._ships
        if memo is None:
            memo = self._ships = {}
        found = memo.get(seat)
        if found is None:
            order = self.board.order
            found = memo[seat] = sorted((f for f, o in self.occupant.items() if o == seat),
                                        key=order.__getitem__)
        return found

    def ships_left(self, seat: int) -> int:
        """Ships on the board and on the Launch Platform."""
        return [*self.occupant.values()].count(seat) + self.platform[seat]

    def finished(self, seat: int) -> bool:
        return seat in self.finish_order

    def active_seats(self) -> list[int]:
        return [s for s in range(self.num_players) if not self.finished(s)]

    def other_seats(self, seat: int) -> list[int]:
        return [s for s in self.active_seats() if s != seat]

    def can_save(self, seat: int) -> bool:
        """ "Without your Lost Ship, you can't save your Last Ship": a ship may go through
        the wormhole unless it is the last one left while the Lost Ship is still lost."""
        return self.ships_left(seat) > 1 or self.lost_found[seat]

    def clone(self) -> Self:
        """An independent copy that keeps the legal actions already worked out for this
        position (a bot looking ahead applies one of them to the copy at once)."""
        new = super().clone()
        cache = self.__dict__.get("_legal_cache")
        if cache:
            new._legal_cache = dict(cache)
        return new

    # ------------------------------------------------------------------ board changes

    def moved_seats(self) -> list[int]:
        """The seats whose ships moved since :meth:`moves_checked` (all when not known):
        the Lost Ship search and the position missions look only at a player's own ships."""
        if self._moved is None:
            return list(range(self.num_players))
        return sorted(self._moved)

    def moves_checked(self) -> None:
        self._moved = set()

    def _ships_moved(self, seat: int) -> None:
        self._ships = None
        if self._moved is not None:
            self._moved.add(seat)

    def touch(self) -> None:
        """Forget what was worked out for this position (after a change outside ``apply``)."""
        super().touch()
        self._moved = None
        self._ships = None
        self._step_memo = None

    def enter_ship(self, seat: int, field: str) -> None:
        """Bring a ship of ``seat`` from its Launch Platform onto ``field``."""
        self.platform[seat] -= 1
        self.put_ship(seat, field)

    def put_ship(self, seat: int, field: str) -> None:
        """A lying ship of ``seat`` lands on the empty ``field``."""
        self.occupant[field] = seat
        self._ships_moved(seat)

    def remove_ship(self, field: str) -> int:
        self.upright.discard(field)
        self.charged.discard(field)
        seat = self.occupant.pop(field)
        self._ships_moved(seat)
        return seat

    def relocate_ship(self, src: str, dst: str) -> None:
        upright, charged = src in self.upright, src in self.charged
        seat = self.remove_ship(src)
        self.put_ship(seat, dst)
        if upright:
            self.upright.add(dst)
        if charged:
            self.charged.add(dst)

    def swap_ships(self, a: str, b: str) -> None:
        self.occupant[a], self.occupant[b] = self.occupant[b], self.occupant[a]
        self._ships_moved(self.occupant[a])
        self._ships_moved(self.occupant[b])

    def set_upright(self, field: str) -> None:
        """Stand a ship up to charge a WARP; it may warp from the owner's next turn on."""
        self.upright.add(field)
        self.charged.add(field)
