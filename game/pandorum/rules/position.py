"""What a Pandorum position holds, declared once: the fields, the Setup table's numbers and
the facts every rulebook section reads (slot costs, charged abilities, hex names).

:class:`Position` is the base of :class:`~game.pandorum.rules.state.PandorumState`; the
rule modules (``adding_cards``, ``movement``, ``construction``, ``harvesters``, ``ending``)
take a ``Position`` so that none of them imports ``state`` (which imports them all to build
the decision table): the rules package has no import loop.

Fields (one :class:`~game.core.fields.StateFields` declaration drives ``clone``, saves,
equality and the copy-on-write per-seat views):

* ``projects``  - hex -> (owner, "module" | "base");
* ``harvesters`` - each seat's hex;
* ``hands``, ``deck`` (top card last), ``market`` (stacks ``[name, count]``), ``boxed``;
* ``forepart`` / ``centre`` / ``cargo`` - the cards in each seat's harvester slots;
* ``pending`` - the decisions still to make this turn (top last), JSON-like frames:

  ``turn`` (take a card, pay a fee, move for free, or pass), ``take`` (``left`` more),
  ``move``, ``build`` (``site``), ``cards`` (``site``, ``project``, ``ignore``, ``need``,
  ``chosen``), ``direction`` (``site``, ``cards``, ``todo``, ``dirs``), ``slot``
  (``cards`` still to place).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar, NamedTuple

from game.boards.hex import Hex
from game.core.decisions import DecisionStack
from game.core.fields import FieldsMixin, StateFields
from game.core.protocol import TERMINAL, seat_ref
from game.core.rng import Rng
from game.pandorum.rules.actions import PIECES
from game.pandorum.rules.board import Board
from game.pandorum.rules.data import Ability, Components, components

#: a card a seat may not see (another hand, the deck)
HIDDEN = "?"
#: the steps that play their frame's cards one by one, and the frame's list of those left
STEP_CARDS = {"slot": "cards", "direction": "todo"}


class Building(NamedTuple):
    """The construction whose cards are being chosen (the ``cards`` frame): what it builds
    ("module" or "base": the single-use variants build a base too), the cards chosen so
    far and how many it takes."""

    piece: str
    chosen: tuple[str, ...]
    need: int


class HarvesterSlot(NamedTuple):
    """One ability slot of a harvester as its mat shows it: the slot ("forepart": single
    use, "centre": permanent), its ability (None: unknown), the cards in it, the cards it
    takes, and whether the ability works (charged, active)."""

    slot: str
    ability: Ability | None
    have: int
    cost: int
    working: bool


def colour_name(seat: int) -> str:
    """The seat in log texts: a placeholder the interface fills with the player's name."""
    return seat_ref(seat)


class Position(FieldsMixin, DecisionStack):
    """The fields of a Pandorum game and the facts read from them (no decisions here)."""

    game_id = "pandorum"

    FIELDS: ClassVar[StateFields] = StateFields(
        data=(
            "options", "projects", "harvesters", "hands", "deck", "market", "boxed",
            "forepart", "centre", "cargo", "fore_ability", "main_ability", "money", "earned",
            "modules_left", "bases_left", "pending",
        ),
        values=(
            "num_players", "turn", "turn_number", "built_this_turn", "turns_without_build",
            "ender", "final_turns", "over", "end_reason",
        ),
        shared=("comp", "board"),
    )

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

    # ------------------------------------------------------------------ the decision stack

    def decider(self, frame: Mapping[str, Any]) -> int:
        """Every decision of a turn is the player whose turn it is."""
        return self.turn

    @property
    def current_player(self) -> int:
        # one player decides everything in a turn: no need to read the frame
        return TERMINAL if self.over else self.turn

    def pending_seats(self) -> tuple[int, ...]:
        return () if self.over or not self.pending else (self.turn,)

    def actor(self, action: object) -> int | None:
        return None if self.over or not self.pending else self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    def top(self) -> dict[str, Any]:
        """The decision to make now (the handlers change it in place)."""
        return self.pending[-1]

    def site(self) -> Hex | None:
        """The hex of the construction being decided (the build, cards and direction
        frames name it; a saved frame's list read back as numbers), else None."""
        frame = self.frame_of("build", "cards", "direction")
        return None if frame is None else (int(frame["site"][0]), int(frame["site"][1]))

    def step_card(self) -> str | None:
        """The card the pending step plays, the first its frame has left (:data:`STEP_CARDS`):
        the next card to put into a harvester slot, or the next Intranet card to point;
        else None."""
        frame = self.frame_of(*STEP_CARDS)
        cards = frame[STEP_CARDS[frame["kind"]]] if frame is not None else ()
        return str(cards[0]) if cards else None

    def building(self) -> Building | None:
        """The construction whose cards are being chosen (:class:`Building`), else None:
        the prompt names its project and counts its cards, the previews and the bot add
        a card to those chosen, and the rules build what it says once the last is
        chosen."""
        top = self.frame_of("cards")
        if top is None:
            return None
        return Building(PIECES[top["project"]],
                        tuple(top["chosen"]), int(top["need"]))

    def still_to_take(self) -> int:
        """Adding cards: how many more cards the take decision wants (its frame's
        ``left``); 0 with nothing pending."""
        return int(self.top().get("left", 1)) if self.pending else 0

    # ------------------------------------------------------------------ harvester facts

    def fore_cost(self) -> int:
        """Cards that charge the forepart (Harvesters: 3, or 2 with four players)."""
        return self.comp.slot_costs[self.num_players][0]

    def centre_cost(self) -> int:
        """Cards that activate the centre (Harvesters: 5, or 4 with four players)."""
        return self.comp.slot_costs[self.num_players][1]

    def fore_charged(self, seat: int) -> bool:
        return len(self.forepart[seat]) >= self.fore_cost()

    def has_permanent(self, seat: int, ability: str) -> bool:
        """Whether ``seat``'s centre holds enough cards for its permanent ``ability``."""
        return self.main_ability[seat] == ability and len(self.centre[seat]) >= self.centre_cost()

    def can_use_fore(self, seat: int, ability: str) -> bool:
        """Whether ``seat``'s forepart is charged with the single-use ``ability``."""
        return self.fore_ability[seat] == ability and self.fore_charged(seat)

    def slot_needs(self, seat: int) -> dict[str, int]:
        """How many more cards each enhancement slot needs before its ability works
        (0 = charged / active); cargo has no size and is not listed."""
        return {
            "forepart": max(0, self.fore_cost() - len(self.forepart[seat])),
            "centre": max(0, self.centre_cost() - len(self.centre[seat])),
        }

    def harvester_slots(self, seat: int) -> tuple[HarvesterSlot, HarvesterSlot]:
        """``seat``'s two ability slots, forepart then centre (:class:`HarvesterSlot`):
        what each mat and a read ability say of them."""
        comp, need = self.comp, self.slot_needs(seat)
        return (HarvesterSlot("forepart", comp.foreparts.get(self.fore_ability[seat]),
                              len(self.forepart[seat]), self.fore_cost(),
                              need["forepart"] == 0),
                HarvesterSlot("centre", comp.mains.get(self.main_ability[seat]),
                              len(self.centre[seat]), self.centre_cost(), need["centre"] == 0))

    def cargo_colours(self, seat: int) -> Counter[str]:
        """``seat``'s cargo by colour (each card's colour, ``colour_of``): what its mat
        shows box by box, what the count pays (``scoring.cargo_awards``) and what the bot
        weighs a card for the cargo against."""
        return Counter(self.comp.colour_of(c) for c in self.cargo[seat])

    def boxed_unseen(self) -> int:
        """How many cards at the bottom of the box nobody has seen: the production cards
        Setup step 1 put there ("put the rest of the production cards in the box"), as
        opposed to the cards of a used forepart, which lay face up in a harvester.

        Not a saved field (older saves would no longer match their snapshot): it is the
        setup count (production copies less those dealt), or fewer when the box does not
        start with that many production cards (a position built by hand, without a deal)."""
        comp = self.comp
        dealt = comp.production_per_player * self.num_players
        count = sum(c.copies for c in comp.cards.values() if c.type == "production") - dealt
        for i, name in enumerate(self.boxed[:max(count, 0)]):
            if name not in comp.cards or comp.cards[name].type != "production":
                return i
        return min(max(count, 0), len(self.boxed))

    def with_systems(self) -> bool:
        """Whether the Systems cards are in this game: the rulebook's "If you do not want
        to use system cards, remove them from the deck" is the option ``systems`` (on
        unless set off). The deal, the unseen cards and the results' breakdown ask it."""
        return bool(self.options.get("systems", True))

    def projects_left(self, seat: int) -> int:
        return self.modules_left[seat] + self.bases_left[seat]

    def market_names(self) -> list[str]:
        return [name for name, _ in self.market]

    def cards_per_take(self, seat: int) -> int:
        """Adding cards: two, three with the permanent "take three"."""
        extra = 1 if self.has_permanent(seat, "take_three") else 0
        return self.comp.cards_per_take + extra

    def transfer(self, payer: int, payee: int, amount: int, category: str) -> None:
        """Move currency between players, booked under ``category`` for the results."""
        self.money[payer] -= amount
        self.money[payee] += amount
        self.earned[payer][category] -= amount
        self.earned[payee][category] += amount

    # ------------------------------------------------------------------ text

    def hex_label(self, h: Hex) -> str:
        """"a spore jungle hex": a hex in the log's words."""
        title = self.comp.terrain_title(self.board.cells.get(h, "?"))
        article = "an" if title[:1] in "aeiou" else "a"
        return f"{article} {title} hex"
