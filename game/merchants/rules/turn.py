"""Player turns (Plan Actions, Take Actions, Discard), the auction step, events and game end.

Rulebook sections: "Player Turns", "Event Cards", "Resolving Events", "Real-Time
Auctions", "Auction Outcome", "Game End", "End Game Scoring".
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action
from game.merchants.rules.actions import (
    SLOT_NAMES,
    Bid,
    ChooseOrder,
    NoBid,
    PlaceCard,
    SealedBid,
)
from game.merchants.rules.data import Card
from game.merchants.rules.engine import Engine, player


class TurnRules(Engine):
    # ------------------------------------------------------------------ 1. plan actions

    def _f_plan(self, frame: dict[str, Any]) -> bool:
        """Reveal cards until all 3 actions of the active player board have a card."""
        seat = frame["seat"]
        if all(s is not None for s in self.slots):
            self._pop(frame)
            self._push("act", seat=seat, step=0)
            return False
        if not self.deck:
            self._pop(frame)
            self._push("game_end")
            return False
        card = self.c.card(self.deck.pop(0))
        if card.is_event:
            self._emit(
                "reveal", f"{player(seat)} reveals an event card", seat, reveals=True, card=card.id
            )
            # "After fully resolving the event, place the event card in the discard pile"
            self._then({"t": "event"}, {"t": "discard_event", "card": card.id})
            return False
        self._emit(
            "reveal",
            f"{player(seat)} reveals {describe_card(card)}",
            seat,
            reveals=True,
            card=card.id,
        )
        free = [i for i, s in enumerate(self.slots) if s is None]
        if len(free) == 1:
            self._place_card(seat, card.id, free[0])
            return False
        self._push("place_card", seat=seat, card=card.id)
        return True

    def _place_card(self, seat: int, card: int, slot: int) -> None:
        self.slots[slot] = card
        self._emit(
            "place_card",
            f"{player(seat)} places the card below {SLOT_NAMES[slot]}",
            seat,
            card=card,
            slot=slot,
        )

    def _f_place_card(self, frame: dict[str, Any]) -> bool:
        return True

    def _legal_place_card(self, frame: dict[str, Any]) -> list[Action]:
        return [PlaceCard(i) for i, s in enumerate(self.slots) if s is None]

    def _do_place_card(self, frame: dict[str, Any], action: PlaceCard) -> None:
        self._pop(frame)
        self._place_card(frame["seat"], frame["card"], action.slot)

    # ------------------------------------------------------------------ 2. take actions

    def _f_act(self, frame: dict[str, Any]) -> bool:
        """Resource, Influence, Auction from left to right, then discard."""
        seat, step = frame["seat"], frame["step"]
        frame["step"] = step + 1
        if step == 0:
            self._resource_action(seat, self.c.card(self.slots[0]))  # type: ignore[arg-type]
        elif step == 1:
            self._influence_action(seat, self.c.card(self.slots[1]))  # type: ignore[arg-type]
        elif step == 2:
            card = self.c.card(self.slots[2])  # type: ignore[arg-type]
            self._emit(
                "auction", f"{player(seat)} auctions {describe_card(card)}", seat, card=card.id
            )
            self._push("auction", card=self.slots[2], eligible=self.order_from(seat), sealed={})
        else:
            self._pop(frame)
            self.discard.extend(s for s in self.slots if s is not None)
            self.slots = [None, None, None]
            if not self.deck:
                self._push("game_end")
            else:
                self.turn += 1
                self.active = (seat + 1) % self.num_players
                self._emit("turn", f"{player(self.active)}'s turn", self.active)
                self._push("plan", seat=self.active)
        return False

    def _resource_action(self, seat: int, card: Card) -> None:
        self._gain(seat, card.bottom)
        self._bonus_checks([seat])

    def _influence_action(self, seat: int, card: Card) -> None:
        """Dispatch an influence action to the board of the card's icon."""
        board = card.board
        if board == "station":
            self._push("station_place", seat=seat, sectors=list(card.sectors), why="action")
        elif board == "production":
            for res in card.resources:
                self._gain(seat, res)
            self._bonus_checks([seat])
        elif board == "exploration":
            self._push(
                "explore",
                seat=seat,
                single=False,
                trip=[],
                claims=0,
                leave=False,
                phase="flip",
                chosen=[],
            )
        elif board == "defense":
            self._push("defend", seat=seat)
        elif board == "senate":
            self._push("vote", seat=seat, left=2)
        elif board == "explore_defend":
            self._push("order", seat=seat, options=["explore", "defend"], card=card.id)
        else:  # pragma: no cover - validated data
            raise ValueError(f"card {card.id} has no influence action")

    # ------------------------------------------------------------------ either order

    def _f_order(self, frame: dict[str, Any]) -> bool:
        return True

    def _legal_order(self, frame: dict[str, Any]) -> list[Action]:
        return [ChooseOrder(o) for o in frame["options"]]

    def _do_order(self, frame: dict[str, Any], action: ChooseOrder) -> None:
        self._pop(frame)
        seat = frame["seat"]
        card = self.c.card(frame["card"])
        first = action.first
        steps: list[dict[str, Any]] = []
        for part in sorted(frame["options"], key=lambda o: o != first):
            steps.append({"t": "part", "seat": seat, "part": part, "card": card.id})
        self._then(*steps)

    def _f_part(self, frame: dict[str, Any]) -> bool:
        """One half of a two-part action (auction prize or Explore & Defend)."""
        self._pop(frame)
        seat, part, card = frame["seat"], frame["part"], self.c.card(frame["card"])
        if part == "resource":
            self._resource_action(seat, card)
        elif part == "influence":
            self._influence_action(seat, card)
        elif part == "explore":
            self._push(
                "explore",
                seat=seat,
                single=True,
                trip=[],
                claims=0,
                leave=False,
                phase="flip",
                chosen=[],
            )
        elif part == "defend":
            self._push("defend_one", seat=seat)
        return False

    # ------------------------------------------------------------------ 3. auction

    def _f_auction(self, frame: dict[str, Any]) -> bool:
        """Wait for bids; settle the secret bids once every seat still in has given one."""
        eligible = frame["eligible"]
        if not eligible:
            self._pop(frame)
            self._emit("auction_end", "Nobody can afford a bid: the auction has no winner")
            return False
        if any(str(s) not in frame["sealed"] for s in eligible):
            return True
        bids = {s: frame["sealed"][str(s)] for s in eligible}
        best = max(bids.values())
        if best < self.c.auction["min_bid"]:
            self._pop(frame)
            self._emit("auction_end", "Nobody bids: the auction ends with no winner")
            return False
        self._auction_won(frame, next(s for s in eligible if bids[s] == best), best)
        return False

    def _legal_auction(self, frame: dict[str, Any], seat: int | None = None) -> list[Action]:
        lo, hi = self.c.auction["min_bid"], self.c.auction["start_price"]
        seats = frame["eligible"] if seat is None else [seat]
        out: list[Action] = []
        for s in seats:
            if s in frame["eligible"]:
                out += [Bid(s, p) for p in range(hi, lo - 1, -1)]
                out.append(NoBid(s))
                if str(s) not in frame["sealed"]:
                    top = min(hi, self.money[s])
                    out += [SealedBid(s, p) for p in range(top, lo - 1, -1)]
                    out.append(SealedBid(s, 0))
        return out

    def _do_auction(self, frame: dict[str, Any], action: Bid | NoBid | SealedBid) -> None:
        if isinstance(action, NoBid):
            self._pop(frame)
            self._emit("auction_end", "The auction ends with no winner")
            return
        if isinstance(action, SealedBid):
            frame["sealed"][str(action.seat)] = action.price
            return
        seat, price = action.seat, action.price
        if self.money[seat] < price:
            frame["eligible"].remove(seat)
            frame["sealed"].pop(str(seat), None)
            self._emit(
                "auction_out",
                f"{player(seat)} bids {price} but cannot afford it "
                "and is out; a new auction starts",
                seat,
                price=price,
            )
            return
        self._auction_won(frame, seat, price)

    def _auction_won(self, frame: dict[str, Any], seat: int, price: int) -> None:
        """The winner pays the bank and takes both card actions, in either order."""
        self._pop(frame)
        card = self.c.card(frame["card"])
        self._emit(
            "auction_won",
            f"{player(seat)} wins the auction for {price}",
            seat,
            price=price,
            card=card.id,
        )
        self._pay(seat, price, "Auctions", "auction, to the bank")
        self._push("order", seat=seat, options=["resource", "influence"], card=card.id)

    # ------------------------------------------------------------------ events

    def _f_event(self, frame: dict[str, Any]) -> bool:
        """Advance the event marker and resolve the event it lands on."""
        self._pop(frame)
        self.event_pos += 1
        space = self.c.topology.event_spaces[self.event_pos]
        start = self.active
        if space.event == "none":
            self._emit("event", f"Event space {space.index}: no event")
        elif space.event == "vote":
            self._emit(
                "event",
                f"Event space {space.index}: voting event, {space.votes} "
                f"vote{'s' if space.votes > 1 else ''} each",
            )
            self._then(
                *({"t": "vote", "seat": s, "left": space.votes} for s in self.order_from(start))
            )
        elif space.event == "score":
            self._emit("event", f"Event space {space.index}: {space.board.title()} scoring")
            self._push("score", board=space.board, final=False)
        elif space.event == "special":
            tile = self.special_tiles[str(space.index)]
            self.specials_revealed.append(tile)
            spec = self.c.specials[tile]
            self._emit(
                "special",
                f"Special event: {spec.name}. 1: {spec.option1} 2: {spec.option2}",
                reveals=True,
                tile=tile,
            )
            self._then(*({"t": "special", "seat": s, "tile": tile} for s in self.order_from(start)))
        return False

    def _f_discard_event(self, frame: dict[str, Any]) -> bool:
        self._pop(frame)
        self.discard.append(frame["card"])
        return False

    # ------------------------------------------------------------------ game end

    def _f_game_end(self, frame: dict[str, Any]) -> bool:
        """Advance to END and score every board in the printed order, then artifacts."""
        self._pop(frame)
        self.event_pos = len(self.c.topology.event_spaces) - 1
        self._emit("game_end", "The action deck has run out: final scoring")
        steps = [{"t": "score", "board": b, "final": True} for b in self.c.topology.end_order]
        steps.append({"t": "artifacts"})
        steps.append({"t": "finish"})
        self._then(*steps)
        return False

    def _f_finish(self, frame: dict[str, Any]) -> bool:
        self._pop(frame)
        self.over = True
        self._emit("over", "The game is over")
        return False


def describe_card(card: Card) -> str:
    """A card in words for the log."""
    if card.is_event:
        return "an event card"
    details = ""
    if card.sectors:
        details = " (sectors " + " or ".join(str(s) for s in card.sectors) + ")"
    elif card.resources:
        details = " (" + " + ".join(card.resources) + ")"
    name = "Explore & Defend" if card.board == "explore_defend" else card.board.title()
    article = "an" if name[0] in "AEIOU" else "a"
    return f"{article} {name} card{details} with {card.bottom} at the bottom"
