"""The Andromeda Escape position and every rule of a turn.

Decisions come one at a time from a pending-decision stack (``self.pending``):

* ``mission``: at setup each player returns one of the dealt Mission Cards;
* ``effect``: the next choice of an Action Card, SWAP, WARP or the Lost Ship's outer field
  (see ``effects``);
* ``take``: after saving a ship, which open Action Card to take.

With nothing pending, the player whose turn it is makes the turn's main decision: play an
Action Card (allowed until the turn's action is taken: "only at the start of your turn"),
bring a ship onto an empty outer-ring field, move a ship one field closer, or skip when
the rules allow. The turn ends once its action and everything it caused is resolved.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import (
    TERMINAL,
    Action,
    Event,
    IllegalActionError,
    Outcome,
    State,
    seat_ref,
)
from game.core.rng import Rng
from game.escape.rules import effects as fx
from game.escape.rules import scoring
from game.escape.rules.actions import (
    ChooseField,
    ChoosePlayer,
    Decline,
    Enter,
    Move,
    PlayCard,
    ReturnMission,
    Skip,
    TakeCard,
)
from game.escape.rules.board import EscapeBoard
from game.escape.rules.data import DECKS, EscapeData
from game.escape.rules.missions import CHECKS

SCHEMA = 1


def who(seat: int) -> str:
    """The seat in log texts: a ``{seatN}`` placeholder the interface fills with a name."""
    return seat_ref(seat)


class EscapeState(State):
    game_id = "escape"

    def __init__(
        self, board: EscapeBoard, data: EscapeData, num_players: int, options: Mapping[str, Any]
    ) -> None:
        n = num_players
        self.board = board
        self.data = data
        self.num_players = n
        self.options = dict(options)
        self.no_cards: bool = bool(self.options.get("no_cards", False))
        self.rng = Rng(0)
        self.occupant: dict[str, int] = {}
        self.upright: set[str] = set()
        #: upright ships set up during the current turn: they warp only "in a later turn"
        self.charged: set[str] = set()
        self.platform = [data.ships_per_player[n]] * n
        self.lost_found = [False] * n
        self.saved = [0] * n
        self.vp = [data.start_vp] * n
        self.vp_cards = [0] * n
        self.vp_missions = [0] * n
        self.skip_pos = [data.skip_start[s] for s in range(n)]
        self.skips = [0] * n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.public_cards: set[str] = set()
        self.decks: dict[str, list[str]] = {d: [] for d in DECKS}
        self.open: dict[str, str | None] = {d: None for d in DECKS}
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
        self.pending: list[dict[str, Any]] = []
        self.over = False
        self.end_reason = ""
        self.idle_skips = 0

    # ================================================================== setup

    def setup(self, seed: int) -> None:
        """Game Setup as printed: missions dealt, decks shuffled, one open card each,
        one ALERT card dealt to each player."""
        self.rng = Rng(seed)
        n, d = self.num_players, self.data
        if self.no_cards:
            return
        self.mission_deck = d.mission_ids(n)
        self.rng.shuffle(self.mission_deck)
        for s in range(n):
            self.dealt[s] = [self.mission_deck.pop() for _ in range(d.missions_dealt)]
        for deck in DECKS:
            self.decks[deck] = d.card_ids(deck)
            self.rng.shuffle(self.decks[deck])
            self.open[deck] = self.decks[deck].pop()
        for s in range(n):
            for _ in range(d.alert_dealt):
                self.hands[s].append(self.decks["ALERT"].pop())
        self.pending = [{"kind": "mission", "seat": s} for s in reversed(range(n))]

    # ================================================================== queries

    def ships_on_board(self, seat: int) -> list[str]:
        return [f for f in self.board.names if self.occupant.get(f) == seat]

    def finished(self, seat: int) -> bool:
        return seat in self.finish_order

    def active_seats(self) -> list[int]:
        return [s for s in range(self.num_players) if not self.finished(s)]

    def other_seats(self, seat: int) -> list[int]:
        return [s for s in self.active_seats() if s != seat]

    def can_save(self, seat: int) -> bool:
        """ "Without your Lost Ship, you can't save your Last Ship": a ship may go through
        the wormhole unless it is the last one left while the Lost Ship is still lost."""
        others = sum(1 for o in self.occupant.values() if o == seat) - 1 + self.platform[seat]
        return others > 0 or self.lost_found[seat]

    @property
    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        if self.pending:
            top = self.pending[-1]
            if top["kind"] == "effect":
                step = self._effect_step(top)
                return step.decider if step else top["owner"]
            return int(top["seat"])
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    def _effect_step(self, top: Mapping[str, Any]) -> fx.Step | None:
        return fx.viable_options(self, top["effect"], top["owner"], tuple(top["chosen"]))

    def move_options(self, seat: int) -> list[tuple[Action, bool]]:
        """Every Enter/Move of the turn's action with whether it crosses a dotted route."""
        out: list[tuple[Action, bool]] = []
        if self.platform[seat] > 0:
            out += [(Enter(f), False) for f in self.board.start_fields if f not in self.occupant]
        hole = self.board.wormhole
        for f in self.board.names:
            if self.occupant.get(f) != seat:
                continue
            reach: dict[str, bool] = {}  # destination -> every way there is dotted
            warps = f in self.upright and f not in self.charged
            depth = self.data.warp_max if warps else 1
            frontier = [(f, False)]
            for _ in range(depth):
                nxt = []
                for at, dotted in frontier:
                    for to, d in self.board.forward.get(at, ()):
                        way = dotted or d
                        reach[to] = reach.get(to, True) and way
                        if to != hole:
                            nxt.append((to, way))
                frontier = nxt
            for to, dotted in reach.items():
                if to == hole:
                    if self.can_save(seat):
                        out.append((Move(f, to), dotted))
                elif to not in self.occupant:
                    out.append((Move(f, to), dotted))
        return out

    def playable_cards(self, seat: int) -> list[str]:
        """The cards in hand that may be played now: executable and their VP payable."""
        if self.no_cards:
            return []
        ok: dict[str, bool] = {}
        for cid in self.hands[seat]:
            ct = self.data.cards[cid]
            if ct.name not in ok:
                ok[ct.name] = self.vp[seat] + ct.played >= 0 and fx.executable(
                    self, ct.effect, seat
                )
        return sorted(cid for cid in self.hands[seat] if ok[self.data.cards[cid].name])

    def card_problem(self, seat: int, cid: str) -> str | None:
        """Why ``seat`` cannot play card ``cid`` now, in words (None: it can)."""
        if self.no_cards:
            return "This game is played without cards."
        if cid not in self.hands[seat]:
            return "That card is not in your hand."
        if self.over or self.pending or self.acted or self.turn != seat:
            return "Cards are played only at the start of your turn."
        ct = self.data.cards[cid]
        if self.vp[seat] + ct.played < 0:
            return f"{ct.name} costs {-ct.played} VP and you have {self.vp[seat]}."
        if not fx.executable(self, ct.effect, seat):
            return f"{ct.name} cannot be carried out now: no ship or field fits its action."
        return None

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        cp = self.current_player
        if cp == TERMINAL or (seat is not None and seat != cp):
            return []
        if self.pending:
            top = self.pending[-1]
            if top["kind"] == "mission":
                return [ReturnMission(m) for m in self.dealt[cp]]
            if top["kind"] == "take":
                return [TakeCard(d) for d in DECKS if self.open[d] is not None]
            step = self._effect_step(top)
            acts: list[Action] = []
            if step is not None:
                if step.kind == "field":
                    acts = [ChooseField(str(o)) for o in step.options]
                else:
                    acts = [ChoosePlayer(int(o)) for o in step.options]
            if top.get("optional") and not top["chosen"]:
                acts.append(Decline())
            return acts
        acts = [PlayCard(c) for c in self.playable_cards(cp)]
        moves = self.move_options(cp)
        acts += [a for a, _ in moves]
        if all(dotted for _, dotted in moves):
            acts.append(Skip())
        return acts

    def prompt(self) -> str:
        """What the current decision is about, in words (for the UI)."""
        if self.over:
            return "The game is over."
        if self.pending:
            top = self.pending[-1]
            if top["kind"] == "mission":
                return "Choose a mission card to return"
            if top["kind"] == "take":
                return "Take an open Action Card"
            step = self._effect_step(top)
            return step.prompt if step else ""
        return "Play cards, then bring in a ship or move one"

    # ================================================================== apply

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalActionError("The game is over.")
        legal = self.legal_actions()
        if action not in legal:
            raise IllegalActionError(self._why_illegal(action))
        seat = self.current_player
        ev: list[Event] = []
        if isinstance(action, ReturnMission):
            self.pending.pop()
            self.dealt[seat].remove(action.mission)
            self.mission_deck.insert(0, action.mission)
            self.missions[seat] = self.dealt[seat]
            self.dealt[seat] = []
            ev.append(Event("return_mission", f"{who(seat)} returns a mission card", seat))
        elif isinstance(action, PlayCard):
            ev += self._play_card(seat, action.card)
        elif isinstance(action, Enter):
            self.idle_skips = 0
            self.acted = True
            self.enter_ship(seat, action.field)
            ev.append(
                Event(
                    "enter",
                    f"{who(seat)} brings a ship onto {self.board.where(action.field)}",
                    seat,
                    {"to": action.field},
                )
            )
        elif isinstance(action, Move):
            self.idle_skips = 0
            self.acted = True
            ev += self._move(seat, action.src, action.dst)
        elif isinstance(action, Skip):
            self.acted = True
            ev += self._skip(seat)
        elif isinstance(action, TakeCard):
            self.pending.pop()
            ev += self._take(seat, action.deck)
        elif isinstance(action, ChooseField | ChoosePlayer):
            top = self.pending[-1]
            top["chosen"].append(action.field if isinstance(action, ChooseField) else action.player)
            if self._effect_step(top) is None:
                self.pending.pop()
                fx.EFFECTS[top["effect"]].resolve(self, top["owner"], tuple(top["chosen"]))
                ev.append(
                    Event(
                        "effect",
                        self._effect_text(top),
                        top["owner"],
                        {"effect": top["effect"], "chosen": list(top["chosen"])},
                    )
                )
        elif isinstance(action, Decline):
            top = self.pending.pop()
            ev.append(Event("decline", f"{who(seat)} does not use the {top['source']}", seat))
        ev += self._after_change()
        ev += self._drop_blocked_placements()
        if not self.over and not self.pending and self.acted:
            self._end_turn()
        return ev

    def _why_illegal(self, action: Action) -> str:
        if self.pending and isinstance(action, Enter | Move | Skip | PlayCard):
            return f"First finish this decision: {self.prompt()}."
        if isinstance(action, Enter):
            if action.field not in self.board.start_fields:
                return "Ships enter only on the outer ring."
            if action.field in self.occupant:
                return "That field is occupied."
            return "You have no ship left on your Launch Platform."
        if isinstance(action, Move):
            if action.dst == self.board.wormhole and not self.can_save(self.current_player):
                return "Without your Lost Ship you can't save your last ship."
            if action.dst in self.occupant:
                return "That field is occupied."
            return "Ships move one field closer to the wormhole, along a connection."
        if isinstance(action, Skip):
            return "You can move, so you may not skip."
        if isinstance(action, PlayCard):
            return self.card_problem(self.current_player, action.card) or "Play it now."
        return f"{action} is not possible now."

    # ------------------------------------------------------------------ board changes

    def enter_ship(self, seat: int, field: str) -> None:
        self.platform[seat] -= 1
        self.occupant[field] = seat

    def remove_ship(self, field: str) -> int:
        self.upright.discard(field)
        self.charged.discard(field)
        return self.occupant.pop(field)

    def relocate_ship(self, src: str, dst: str) -> None:
        upright, charged = src in self.upright, src in self.charged
        seat = self.remove_ship(src)
        self.occupant[dst] = seat
        if upright:
            self.upright.add(dst)
        if charged:
            self.charged.add(dst)

    def swap_ships(self, a: str, b: str) -> None:
        self.occupant[a], self.occupant[b] = self.occupant[b], self.occupant[a]

    def set_upright(self, field: str) -> None:
        """Stand a ship up to charge a WARP; it may warp from the owner's next turn on."""
        self.upright.add(field)
        self.charged.add(field)

    def _move(self, seat: int, src: str, dst: str) -> list[Event]:
        warp = src in self.upright
        self.remove_ship(src)  # a moved upright ship lies down again
        how = " (warp)" if warp else ""
        if dst != self.board.wormhole:
            self.occupant[dst] = seat
            return [
                Event(
                    "move",
                    f"{who(seat)} moves a ship {self.board.move_phrase(src, dst)}{how}",
                    seat,
                    {"from": src, "to": dst, "warp": warp},
                )
            ]
        self.saved[seat] += 1
        ev = [
            Event(
                "save",
                f"{who(seat)} saves a ship through the wormhole{how}",
                seat,
                {"from": src, "to": dst, "warp": warp},
            )
        ]
        left = sum(1 for o in self.occupant.values() if o == seat) + self.platform[seat]
        if left == 0 and self.lost_found[seat]:
            ev += self._finish(seat)
        elif not self.no_cards:
            available = [d for d in DECKS if self.open[d] is not None]
            if len(available) == 1:
                ev += self._take(seat, available[0])
            elif available:
                self.pending.append({"kind": "take", "seat": seat})
        return ev

    def _skip(self, seat: int) -> list[Event]:
        d = self.data
        self.skips[seat] += 1
        self.idle_skips += 1
        self.skip_pos[seat] = self.skip_pos[seat] % d.skip_fields + 1
        reward = d.skip_rewards[self.skip_pos[seat]]
        ev = [
            Event(
                "skip",
                f"{who(seat)} skips: Skip disc to field {self.skip_pos[seat]} ({reward.upper()})",
                seat,
                {"field": self.skip_pos[seat], "reward": reward},
            )
        ]
        effect = fx.SKIP_EFFECTS.get(reward)
        if effect is not None:
            if fx.executable(self, effect, seat):
                self.pending.append(
                    {
                        "kind": "effect",
                        "effect": effect,
                        "owner": seat,
                        "source": reward.upper(),
                        "chosen": [],
                        "optional": True,
                    }
                )
            else:
                ev.append(Event("skip", f"{who(seat)} has no ship for a {reward.upper()}", seat))
        active = len(self.active_seats())
        if self.idle_skips >= d.stalemate_rounds * active and not self.pending:
            self.over = True
            self.end_reason = "stalemate"
            ev.append(
                Event(
                    "end", f"Nobody could move for {d.stalemate_rounds} rounds: the game ends", None
                )
            )
        return ev

    def _play_card(self, seat: int, cid: str) -> list[Event]:
        ct = self.data.cards[cid]
        self.idle_skips = 0
        self.hands[seat].remove(cid)
        self.public_cards.discard(cid)
        self.discard.append(cid)
        self.vp[seat] += ct.played
        self.vp_cards[seat] += ct.played
        self.pending.append(
            {
                "kind": "effect",
                "effect": ct.effect,
                "owner": seat,
                "source": ct.name,
                "chosen": [],
                "optional": False,
            }
        )
        sign = "+" if ct.played >= 0 else ""
        return [
            Event(
                "card",
                f"{who(seat)} plays {ct.name} ({sign}{ct.played} VP): {ct.text}",
                seat,
                {"card": cid},
                reveals=True,
            )
        ]

    def _take(self, seat: int, deck: str) -> list[Event]:
        cid = self.open[deck]
        assert cid is not None
        self.open[deck] = None
        self.hands[seat].append(cid)
        self.public_cards.add(cid)
        ev = [
            Event(
                "take",
                f"{who(seat)} takes {self.data.cards[cid].name}",
                seat,
                {"card": cid, "deck": deck},
                reveals=True,
            )
        ]
        if all(v is None for v in self.open.values()):
            for d in DECKS:
                if self.decks[d]:
                    new = self.decks[d].pop()
                    self.open[d] = new
                    ev.append(
                        Event(
                            "refill",
                            f"New open card: {self.data.cards[new].name}",
                            None,
                            {"card": new, "deck": d},
                            reveals=True,
                        )
                    )
        return ev

    def _effect_text(self, top: Mapping[str, Any]) -> str:
        """The effect in words, after it is resolved: fields by zone and ring, seats as
        placeholders; ``o<i>`` names the owner of the ship now on the i-th chosen field."""
        names: dict[str, str] = {}
        for i, c in enumerate(top["chosen"]):
            if isinstance(c, int):
                names[f"c{i}"] = who(c)
                continue
            names[f"c{i}"] = self.board.where(str(c))
            owner = self.occupant.get(str(c))
            names[f"o{i}"] = who(owner) if owner is not None else "nobody"
        text = fx.EFFECTS[top["effect"]].text.format(who=who(top["owner"]), **names)
        return f"{top['source']}: {text}"

    # ------------------------------------------------------------------ consequences

    def _after_change(self) -> list[Event]:
        """The Lost Ship search and position missions, checked after every change."""
        ev: list[Event] = []
        zones = set(self.board.zones)
        for s in range(self.num_players):
            if self.lost_found[s] or self.over:
                continue
            mine = {self.board.fields[f].zone for f, o in self.occupant.items() if o == s}
            if mine >= zones:
                # "grab your Lost Ship and place it on the outer ring": its owner places it
                # at once on an empty outer field of their choice; with the outer ring full
                # it waits on the Launch Platform and enters like any other ship.
                self.lost_found[s] = True
                self.platform[s] += self.data.lost_ships
                if fx.executable(self, fx.PLACE_LOST, s):
                    self.pending.append(
                        {
                            "kind": "effect",
                            "effect": fx.PLACE_LOST,
                            "owner": s,
                            "source": "Lost Ship",
                            "chosen": [],
                            "optional": False,
                        }
                    )
                    text = (f"{who(s)} has ships in all 3 fly zones, finds the Lost Ship and "
                            "places it on the outer ring")
                else:
                    text = (f"{who(s)} has ships in all 3 fly zones and finds the Lost Ship: "
                            "the outer ring is full, so it waits on the Launch Platform")
                ev.append(Event("lost_found", text, s))
        ev += self._check_missions()
        return ev

    def _drop_blocked_placements(self) -> list[Event]:
        """Two players may find their Lost Ships at once; when the one who places first
        takes the last empty outer field, the other's Lost Ship waits on the Launch
        Platform instead (it is already counted there)."""
        ev: list[Event] = []
        while (self.pending and self.pending[-1].get("effect") == fx.PLACE_LOST
               and not fx.executable(self, fx.PLACE_LOST, self.pending[-1]["owner"])):
            seat = self.pending.pop()["owner"]
            ev.append(Event("lost_found", f"The outer ring is full: the Lost Ship of {who(seat)} "
                            "waits on the Launch Platform", seat))
        return ev

    def _check_missions(self) -> list[Event]:
        ev: list[Event] = []
        for s in range(self.num_players):
            for mid in self.missions[s]:
                if mid in self.scored[s]:
                    continue
                mt = self.data.missions[mid]
                if CHECKS[mt.check](self, s, mt):
                    self.scored[s].append(mid)
                    self.vp[s] += mt.vp
                    self.vp_missions[s] += mt.vp
                    ev.append(
                        Event(
                            "mission",
                            f"{who(s)} accomplishes mission {mt.number} (+{mt.vp} VP): {mt.text}",
                            s,
                            {"mission": mid},
                            reveals=True,
                        )
                    )
        return ev

    def _finish(self, seat: int) -> list[Event]:
        """A player saved their last ship: Last Ship HUD place; the game ends when only
        one player still has ships (that player takes the next place)."""
        self.finish_order.append(seat)
        self.finish_place[seat] = len(self.finish_order)
        ev = [
            Event(
                "finish",
                f"{who(seat)} saved all ships: Last Ship place {self.finish_place[seat]}",
                seat,
                {"place": self.finish_place[seat]},
            )
        ]
        rest = self.active_seats()
        if len(rest) <= 1:
            for s in rest:
                self.finish_place[s] = len(self.finish_order) + 1
                ev.append(
                    Event(
                        "finish",
                        f"{who(s)} is the last player on the board: Last "
                        f"Ship place {self.finish_place[s]}",
                        s,
                        {"place": self.finish_place[s]},
                    )
                )
            self.over = True
            self.end_reason = "finished"
            self.pending.clear()
        ev += self._check_missions()
        if self.over:
            ev.append(Event("end", "The game is over", None))
        return ev

    def _end_turn(self) -> None:
        self.acted = False
        self.charged.clear()
        self.turns += 1
        for step in range(1, self.num_players + 1):
            nxt = (self.turn + step) % self.num_players
            if not self.finished(nxt):
                self.turn = nxt
                return

    # ================================================================== results

    def outcome(self) -> Outcome:
        if not self.over:
            raise ValueError("the game is not over yet")
        return scoring.outcome(self)

    def describe(self, action: Action) -> str:
        seat = self.current_player
        name = who(seat) if seat >= 0 else "?"
        if isinstance(action, ReturnMission):
            return f"{name} returns a mission card"
        if isinstance(action, PlayCard):
            return f"{name} plays {self.data.cards[action.card].name}"
        if isinstance(action, Enter):
            return f"{name} brings a ship onto {self.board.where(action.field)}"
        if isinstance(action, Move):
            return f"{name} moves a ship {self.board.move_phrase(action.src, action.dst)}"
        if isinstance(action, Skip):
            return f"{name} skips a turn"
        if isinstance(action, TakeCard):
            card = self.open.get(action.deck)
            return f"{name} takes {self.data.cards[card].name if card else action.deck}"
        if isinstance(action, ChoosePlayer):
            return f"{name} chooses {who(action.player)}"
        if isinstance(action, ChooseField):
            return f"{name} chooses {self.board.where(action.field)}"
        if isinstance(action, Decline):
            return f"{name} declines the reward"
        return f"{name}: {action}"

    # ================================================================== copies

    def clone(self) -> EscapeState:
        c = EscapeState.__new__(EscapeState)
        c.__dict__.update(self.__dict__)
        c.options = dict(self.options)
        c.rng = self.rng.copy()
        c.occupant = dict(self.occupant)
        c.upright = set(self.upright)
        c.charged = set(self.charged)
        for name in (
            "platform",
            "lost_found",
            "saved",
            "vp",
            "vp_cards",
            "vp_missions",
            "skip_pos",
            "skips",
            "discard",
            "mission_deck",
            "finish_place",
            "finish_order",
        ):
            setattr(c, name, list(getattr(self, name)))
        for name in ("hands", "missions", "scored", "dealt"):
            setattr(c, name, [list(x) for x in getattr(self, name)])
        c.public_cards = set(self.public_cards)
        c.decks = {d: list(v) for d, v in self.decks.items()}
        c.open = dict(self.open)
        c.pending = [dict(p, chosen=list(p.get("chosen", []))) for p in self.pending]
        return c

    def view(self, seat: int) -> EscapeState:
        """What ``seat`` may see. Hidden cards (other hands' cards never shown in public,
        other players' unrevealed missions, deck order) are dealt anew from the sorted pool
        of all unseen cards with a view-local RNG that depends on nothing hidden, so the
        view is the same whatever the hidden order is."""
        v = self.clone()
        rng = Rng(self.turns * 7919 + len(self.discard) * 31 + seat, stream=77)
        v.rng = Rng(seat, stream=78)
        others = [s for s in range(self.num_players) if s != seat]
        for deck in DECKS:
            slots = [
                (s, i)
                for s in others
                for i, c in enumerate(v.hands[s])
                if c not in v.public_cards and self.data.cards[c].deck == deck
            ]
            pool = sorted(v.decks[deck] + [v.hands[s][i] for s, i in slots])
            rng.shuffle(pool)
            for s, i in slots:
                v.hands[s][i] = pool.pop()
            v.decks[deck] = pool
        mslots = [
            (s, "missions", i)
            for s in others
            for i, m in enumerate(v.missions[s])
            if m not in v.scored[s]
        ]
        mslots += [(s, "dealt", i) for s in others for i in range(len(v.dealt[s]))]
        pool = sorted(v.mission_deck + [getattr(v, k)[s][i] for s, k, i in mslots])
        rng.shuffle(pool)
        for s, k, i in mslots:
            getattr(v, k)[s][i] = pool.pop()
        v.mission_deck = pool
        return v

    # ================================================================== saves

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "players": self.num_players,
            "options": dict(self.options),
            "rng": self.rng.to_dict(),
            "occupant": dict(sorted(self.occupant.items())),
            "upright": sorted(self.upright),
            "charged": sorted(self.charged),
            "platform": list(self.platform),
            "lost_found": list(self.lost_found),
            "saved": list(self.saved),
            "vp": list(self.vp),
            "vp_cards": list(self.vp_cards),
            "vp_missions": list(self.vp_missions),
            "skip_pos": list(self.skip_pos),
            "skips": list(self.skips),
            "hands": [list(h) for h in self.hands],
            "public_cards": sorted(self.public_cards),
            "decks": {d: list(v) for d, v in self.decks.items()},
            "open": dict(self.open),
            "discard": list(self.discard),
            "missions": [list(m) for m in self.missions],
            "scored": [list(m) for m in self.scored],
            "mission_deck": list(self.mission_deck),
            "dealt": [list(m) for m in self.dealt],
            "finish_place": list(self.finish_place),
            "finish_order": list(self.finish_order),
            "turn": self.turn,
            "turns": self.turns,
            "acted": self.acted,
            "pending": [
                dict(p, chosen=list(p.get("chosen", []))) if p["kind"] == "effect" else dict(p)
                for p in self.pending
            ],
            "over": self.over,
            "end_reason": self.end_reason,
            "idle_skips": self.idle_skips,
        }

    @classmethod
    def from_dict(cls, board: EscapeBoard, data: EscapeData, raw: Mapping[str, Any]) -> EscapeState:
        try:
            if raw.get("schema") != SCHEMA:
                raise ValueError(f"unknown escape state schema {raw.get('schema')!r}")
            st = cls(board, data, int(raw["players"]), raw.get("options", {}))
            st.rng = Rng.from_dict(raw["rng"])
            st.occupant = {str(k): int(v) for k, v in raw["occupant"].items()}
            st.upright = set(raw["upright"])
            st.charged = set(raw.get("charged", ()))
            for name in (
                "platform",
                "saved",
                "vp",
                "vp_cards",
                "vp_missions",
                "skip_pos",
                "skips",
                "finish_place",
                "finish_order",
            ):
                setattr(st, name, [int(x) for x in raw[name]])
            st.lost_found = [bool(x) for x in raw["lost_found"]]
            for name in ("hands", "missions", "scored", "dealt"):
                setattr(st, name, [[str(x) for x in row] for row in raw[name]])
            st.public_cards = set(raw["public_cards"])
            st.decks = {d: list(raw["decks"][d]) for d in DECKS}
            st.open = {d: raw["open"][d] for d in DECKS}
            st.discard = list(raw["discard"])
            st.mission_deck = list(raw["mission_deck"])
            st.turn, st.turns = int(raw["turn"]), int(raw["turns"])
            st.acted, st.over = bool(raw["acted"]), bool(raw["over"])
            st.end_reason, st.idle_skips = str(raw["end_reason"]), int(raw["idle_skips"])
            st.pending = [
                dict(p, chosen=list(p["chosen"])) if p["kind"] == "effect" else dict(p)
                for p in raw["pending"]
            ]
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"malformed Andromeda Escape state: {exc!r}") from exc
        unknown = [c for h in st.hands for c in h if c not in data.cards]
        unknown += [f for f in st.occupant if f not in board.fields]
        if unknown:
            raise ValueError(f"malformed Andromeda Escape state: unknown {unknown[:3]}")
        return st
