"""Player turns (Plan Actions, Take Actions, Discard) and the events revealed on the way.

Rulebook sections: "Player Turns", "Event Cards", "Resolving Events". The Auction action is
in :mod:`auction`, the game end in :mod:`scoring`.
"""

from __future__ import annotations

from game.core.decisions import Decision, Frame, automatic
from game.core.protocol import Action, Event
from game.core.words import counted
from game.merchants.rules.actions import SLOT_NAMES, ChooseOrder, PlaceCard
from game.merchants.rules.auction import start_auction
from game.merchants.rules.base import MerchantsBase, player
from game.merchants.rules.data import Card, EventSpace
from game.merchants.rules.exploration import start_trip
from game.merchants.rules.senate import start_voting

# ------------------------------------------------------------------ 1. plan actions


def _plan_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """Reveal cards until all 3 actions of the active player board have a card."""
    seat = frame["seat"]
    if all(s is not None for s in st.slots):
        st._pop(frame)
        st._push("act", seat=seat, step=0)
        return False
    if not st.deck:
        st._pop(frame)
        st._push("game_end")
        return False
    card = st.c.card(st.deck.pop(0))
    if card.is_event:
        st._emit(
            "reveal", f"{player(seat)} reveals an event card", seat, reveals=True, card=card.id
        )
        # "After fully resolving the event, place the event card in the discard pile"
        st._then({"kind": "event"}, {"kind": "discard_event", "card": card.id})
        return False
    st._emit(
        "reveal",
        f"{player(seat)} reveals {describe_card(card)}",
        seat,
        reveals=True,
        card=card.id,
    )
    free = [i for i, s in enumerate(st.slots) if s is None]
    if len(free) == 1:
        _place_card(st, seat, card.id, free[0])
        return False
    st._push("place_card", seat=seat, card=card.id)
    return True


def _place_card(st: MerchantsBase, seat: int, card: int, slot: int) -> None:
    st.slots[slot] = card
    st._emit(
        "place_card",
        f"{player(seat)} places the card below {SLOT_NAMES[slot]}",
        seat,
        card=card,
        slot=slot,
    )


def _place_card_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    return [PlaceCard(i) for i, s in enumerate(st.slots) if s is None]


def _place_card_handle(
    st: MerchantsBase, frame: Frame, action: Action, events: list[Event]
) -> None:
    assert isinstance(action, PlaceCard)
    st._pop(frame)
    _place_card(st, frame["seat"], frame["card"], action.slot)


# ------------------------------------------------------------------ 2. take actions


def _act_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """Resource, Influence, Auction from left to right, then discard."""
    seat, step = frame["seat"], frame["step"]
    frame["step"] = step + 1
    if step == 0:
        _resource_action(st, seat, st.c.card(st.slots[0]))  # type: ignore[arg-type]
    elif step == 1:
        influence_action(st, seat, st.c.card(st.slots[1]))  # type: ignore[arg-type]
    elif step == 2:
        card = st.c.card(st.slots[2])  # type: ignore[arg-type]
        st._emit("auction", f"{player(seat)} auctions {describe_card(card)}", seat, card=card.id)
        start_auction(st, seat, card.id)
    else:
        st._pop(frame)
        st.discard.extend(s for s in st.slots if s is not None)
        st.slots = [None, None, None]
        if not st.deck:
            st._push("game_end")
        else:
            st.turn += 1
            st.active = (seat + 1) % st.num_players
            st._emit("turn", f"{player(st.active)}'s turn", st.active)
            st._push("plan", seat=st.active)
    return False


def _resource_action(st: MerchantsBase, seat: int, card: Card) -> None:
    st._gain(seat, card.bottom)
    st._bonus_checks([seat])


def influence_action(st: MerchantsBase, seat: int, card: Card) -> None:
    """Dispatch an influence action to the board of the card's icon."""
    board = card.board
    if board == "station":
        st._push("station_place", seat=seat, sectors=list(card.sectors), why="action")
    elif board == "production":
        for res in card.resources:
            st._gain(seat, res)
        st._bonus_checks([seat])
    elif board == "exploration":
        start_trip(st, seat, single=False)
    elif board == "defense":
        st._push("defend", seat=seat)
    elif board == "senate":
        st._push("vote", seat=seat, left=2)
    elif board == "explore_defend":
        st._push("order", seat=seat, options=["explore", "defend"], card=card.id)
    else:  # pragma: no cover - validated data
        raise ValueError(f"card {card.id} has no influence action")


# ------------------------------------------------------------------ either order


def _order_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    return [ChooseOrder(o) for o in frame["options"]]


def _order_handle(st: MerchantsBase, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, ChooseOrder)
    st._pop(frame)
    seat = frame["seat"]
    card = st.c.card(frame["card"])
    first = action.first
    steps: list[Frame] = []
    for part in sorted(frame["options"], key=lambda o: o != first):
        steps.append({"kind": "part", "seat": seat, "part": part, "card": card.id})
    st._then(*steps)


def _part_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """One half of a two-part action (auction prize or Explore & Defend)."""
    st._pop(frame)
    seat, part, card = frame["seat"], frame["part"], st.c.card(frame["card"])
    if part == "resource":
        _resource_action(st, seat, card)
    elif part == "influence":
        influence_action(st, seat, card)
    elif part == "explore":
        start_trip(st, seat, single=True)
    elif part == "defend":
        st._push("defend_one", seat=seat)
    return False


def _place_card_describe(st: MerchantsBase, frame: Frame, action: Action) -> str:
    # name the card: the first card of the game is revealed during setup, whose events no
    # log shows
    assert isinstance(action, PlaceCard)
    card = describe_card(st.c.card(frame["card"]))
    return f"{player(frame['seat'])} places {card} below {SLOT_NAMES[action.slot]}"


def _place_card_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    if not isinstance(action, PlaceCard):
        return "Place the revealed card below an empty action slot first."
    if not 0 <= action.slot < len(st.slots):
        return "There are 3 action slots: Resource, Influence and Auction."
    return f"There is already a card below {SLOT_NAMES[action.slot]}."


#: how the log tells which action of a card its taker did first (the auction winner's
#: Resource and Influence actions, or Explore & Defend's two parts): what happened, as
#: the step's other lines say it ("Ann wins the auction for 9", "Ann produces 1 helium")
_ORDER_SAID = {
    "resource": "takes the resource action first, then the influence action",
    "influence": "takes the influence action first, then the resource action",
    "explore": "explores first, then defends",
    "defend": "defends first, then explores",
}


def _order_describe(st: MerchantsBase, frame: Frame, action: Action) -> str:
    assert isinstance(action, ChooseOrder)
    said = _ORDER_SAID.get(action.first, f"takes the {action.first} action first")
    return f"{player(frame['seat'])} {said}"


def _order_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    options = " or ".join(frame["options"])
    if not isinstance(action, ChooseOrder):
        return f"Choose which action to take first ({options})."
    return f"Choose {options} to go first."


# ------------------------------------------------------------------ events


def next_event(st: MerchantsBase) -> EventSpace | None:
    """The event space the marker moves to next (None: it stands on the last, the end)."""
    spaces = st.c.topology.event_spaces
    return spaces[st.event_pos + 1] if st.event_pos + 1 < len(spaces) else None


def _event_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """Advance the event marker and resolve the event it lands on."""
    st._pop(frame)
    st.event_pos += 1
    space = st.c.topology.event_spaces[st.event_pos]
    start = st.active
    if space.event == "none":
        st._emit("event", f"Event space {space.index}: no event")
    elif space.event == "vote":
        st._emit(
            "event",
            f"Event space {space.index}: voting event, "
            f"{counted(space.votes, 'vote')} each",
        )
        start_voting(st, space.votes)  # every seat at once (see senate.py)
    elif space.event == "score":
        title = f"{space.board.title()} scoring"
        st._emit("event", f"Event space {space.index}: {title}", scoring=title)
        st._push("score", board=space.board, final=False)
    elif space.event == "special":
        tile = st.special_tiles[str(space.index)]
        st.specials_revealed.append(tile)
        spec = st.c.specials[tile]
        st._emit(
            "special",
            f"Special event: {spec.name}. {spec.option(1)} {spec.option(2)}",
            reveals=True,
            tile=tile,
        )
        st._then(*({"kind": "special", "seat": s, "tile": tile} for s in st.order_from(start)))
    return False


def _discard_event_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    st._pop(frame)
    st.discard.append(frame["card"])
    return False


def decision_card(st: MerchantsBase) -> int | None:
    """The card the decision now is about: the one revealed to place, the one up for
    auction, or the one whose two actions' order is asked (won at auction, or Explore &
    Defend); None for any other decision."""
    top = st.frame_of("place_card", "auction", "order")
    if top is None:
        return None
    return int(top["card"])


def card_details(card: Card, short: bool = False) -> str:
    """A card's Station sectors or resources in words ("sectors 1 or 4", "metal + ice"),
    as the log and the card drawn in the prompt panel say them; empty for neither.
    ``short``: as the prompt names the card to place ("sector 1/4", "helium+crystal"), so
    that the longest card's words fit its four lines."""
    if card.sectors:
        if short:
            return "sector " + "/".join(str(s) for s in card.sectors)
        return "sectors " + " or ".join(str(s) for s in card.sectors)
    return ("+" if short else " + ").join(card.resources)


def describe_card(card: Card) -> str:
    """A card in words for the log."""
    if card.is_event:
        return "an event card"
    details = f" ({words})" if (words := card_details(card)) else ""
    name = card.name
    article = "an" if name[0] in "AEIOU" else "a"
    return f"{article} {name} card{details} with {card.bottom} at the bottom"


#: A turn's steps: plan (reveal and place cards), take the actions left to right, the
#: order of a two-part action, and the event cards revealed on the way.
DECISIONS: tuple[Decision[MerchantsBase], ...] = (
    automatic("plan", _plan_auto),
    Decision(
        "place_card",
        _place_card_legal,
        _place_card_handle,
        describe=_place_card_describe,
        refuse=_place_card_refuse,
    ),
    automatic("act", _act_auto),
    Decision("order", _order_legal, _order_handle, describe=_order_describe,
             refuse=_order_refuse),
    automatic("part", _part_auto),
    automatic("event", _event_auto),
    automatic("discard_event", _discard_event_auto),
)
