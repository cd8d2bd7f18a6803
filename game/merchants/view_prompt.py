"""The words and buttons of the Merchants of Andromeda prompt panel.

What the current decision asks, in a player's words (:meth:`MerchantsPrompt.prompt`); the
texts a player reads whole there (special event options, the senators when voting, the
card up for auction, the senator pointed at or tapped); the buttons for choices the board
cannot express (which action first, options, resources, defender dice pairs, "Start the
auction now"); and the latest scoring's summary. Mixed into
:class:`~game.merchants.view.MerchantsView`; nothing here draws or changes the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import pygame

from game.core.protocol import Action, Event
from game.engine.boardview.grid import cells
from game.engine.boardview.textlines import cut_lines, shared_lines
from game.engine.movegrid import MoveGrid
from game.engine.widgets import Button, Widget
from game.merchants.rules.actions import (
    SLOT_NAMES,
    Ballot,
    Bid,
    ChooseDefenders,
    NoBid,
    PlaceCard,
    SealedBid,
    Vote,
)
from game.merchants.rules.auction import won_card
from game.merchants.rules.defense import dice_words
from game.merchants.rules.scoring import SCORED
from game.merchants.rules.specials import special_now
from game.merchants.rules.turn import card_details
from game.merchants.view_auction import auction_lot, won_card_words
from game.merchants.view_host import MerchantsViewParts


class MerchantsPrompt(MerchantsViewParts):
    """The prompt panel's words and buttons (see the module docstring)."""

    #: the prompt's most lines: four hold the longest card words ("Ann: place the
    #: Production (helium+crystal) card, bottom crystal below an empty action slot.")
    PROMPT_LINES = 4
    INFO_LINES = 4  # per info entry

    # ------------------------------------------------------------ the decision in words
    def prompt(self) -> str:
        """The current decision in words."""
        st = self.st
        names = [s.name for s in self.session.seats]
        if st.is_over:
            return "The game is over."
        d = st.decision()
        frame = st.pending[-1] if st.pending else {}
        if d == "auction":
            wait = self.auction.seconds_to_open()
            if wait is not None:
                return f"Auction in {wait} s: look at the board and the card."
            return "Auction! Everyone holds their key or touches their logo."
        seat = frame.get("seat")
        who = names[seat] if isinstance(seat, int) else "Someone"
        if d == "place_card":
            return (f"{who}: place the {self.card_words(frame['card'])} below an empty "
                    "action slot.")
        won = won_card(st)
        if won is not None:  # the card named: a table has no log to tell what was sold,
            # and the winner chooses by it
            return f"{who} won the {st.c.card(won).name} card at auction: take which action first?"
        if d == "order":
            return f"{who}: Explore & Defend card, which board first?"
        if d == "station_place" and not frame.get("sectors"):
            # a Station bonus or a special event: any empty space
            lead = "Station bonus! Place" if frame.get("why") == "bonus" else "place"
            return f"{who}: {lead} 1 influence on any empty Station space."
        if d == "explore":  # the tiles flipped so far named (a tile shows two letters)
            found = ", ".join(str(st.planet.get(s)) for s in frame.get("trip") or [])
            if found:  # (a claim is made of a trip's tiles: it always has some)
                lead = "" if frame.get("phase") == "claim" else "found: "
                return f"{who}: {st.asks()} ({lead}{found})."
        if d == "defend":
            dice = dice_words(st.dice)
            if self.selected_lane is not None:
                return (f"{who}: dice {dice}. Lane {self.selected_lane} defends; tap the "
                        "second defender lane.")
            return f"{who}: dice {dice}. Tap 2 lanes for the defender dice (3 invade)."
        if d == "defend_one":
            return f"{who}: place 1 influence in a lane that is not secure."
        if d == "vote":
            return f"{who}: vote in a ballot box ({frame.get('left', 1)} left)."
        if d == "ballot":  # a voting event: every seat votes at once, in secret
            if self.actor is None:
                return "Voting event: everyone votes."
            return f"{names[self.actor]}: vote in a ballot box ({st.votes_left(self.actor)} left)."
        if d == "special":
            spec = special_now(st)
            name = spec.name if spec else "Special event"
            stop = "" if name.endswith((".", "!", "?")) else "."  # "Viva la Revolution!"
            return f"{who}: {name}{stop} Choose an option."
        if d == "choose_board":
            return f"{who}: take an Exploration or Defense influence action."
        # what the rules ask, as their refusal of another action says it (a card's Station
        # sectors, the Station, a face-down tile, a resource to produce or lose)
        ask = st.asks()
        return f"{who}: {ask}." if ask else f"{who} decides."

    def card_words(self, card_id: int) -> str:
        """The card to place in short ("Production (helium+crystal) card, bottom crystal"),
        the rules' :func:`card_details` in their short form."""
        card = self.st.c.card(card_id)
        details = card_details(card, short=True)
        return f"{card.name}{f' ({details})' if details else ''} card, bottom {card.bottom}"

    def prompt_lines(self) -> list[str]:
        """The decision in bold lines (cut with an ellipsis after :attr:`PROMPT_LINES`)."""
        return cut_lines(self.app.fonts, self.say(self.prompt()), 28, self.lay.prompt.width - 24,
                         self.PROMPT_LINES, True)[0]

    # ------------------------------------------------------------ texts read whole
    def info_room(self) -> int:
        """Lines of 24 px text the prompt panel holds under the prompt, above its two hint
        lines (what to tap or how to read a cut text; "Tap a small board ...")."""
        f = self.app.fonts
        box = self.lay.prompt
        free = (box.height - 8 - len(self.prompt_lines()) * f.line_height(28, True)
                - 2 * f.line_height(24) - 10)
        return max(0, free // f.line_height(24))

    def info(self) -> list[str]:
        """Texts read in full in the prompt panel: what the decision needs (special event
        options, every senator when voting, the card up for auction), else the senator
        pointed at or tapped on the Senate board (the card shows only the name)."""
        st = self.st
        if st.is_over or not st.pending:
            return []
        won = won_card(st)
        if self.actor is not None:
            if st.decision() == "auction" and self.auction.seconds_to_open() is not None:
                return [f"Up for auction: {auction_lot(st)}."]
            if (spec := special_now(st)) is not None:
                return [spec.option(1), spec.option(2)]
            if won is not None:
                return won_card_words(st.c.card(won))
            if st.voting:
                return self.senator_words()
        read = self.read_senator()
        return [] if read is None else self.senator_words(read)

    def read_entry(self) -> int | None:
        """Which info entry is read in full when they do not all fit: the ballot box or
        senator card pointed at, tapped or focused (voting only)."""
        return self.read_senator() if self.st.voting else None

    def wrapped_info(self) -> tuple[list[str], bool]:
        """The info texts wrapped at 24 px (the smallest text size), and whether they were
        cut: when they do not all fit (three long senators), the one read is shown whole
        and the others share the lines left, cut with "…"."""
        width = self.lay.prompt.width - 24
        fonts = self.app.fonts
        wrapped = [fonts.wrap(entry, 24, width) for entry in self.info()]
        return shared_lines(fonts, wrapped, 24, width, self.info_room(), self.read_entry(),
                            self.INFO_LINES)

    def info_lines(self) -> list[str]:
        return self.wrapped_info()[0]

    @property
    def info_cut(self) -> bool:
        """Some info text is cut (the prompt panel then says how to read it whole)."""
        return self.wrapped_info()[1]

    def prompt_height(self) -> int:
        """Pixels the prompt and the info texts take at the panel's top."""
        f = self.app.fonts
        return (len(self.prompt_lines()) * f.line_height(28, True)
                + len(self.info_lines()) * f.line_height(24) + 8)

    def hints(self) -> list[str]:
        """The dim lines telling what to tap (none while buttons ask the question), worded
        for the player's input (:meth:`~game.engine.gameview.GameView.say`)."""
        buttons = self.actor is not None and bool(self.button_actions())
        senate_zoomed = self.zoomed() == "senate"
        out = []
        if self.actor is not None and not buttons and self.spots():
            out.append("Tap a highlighted slot." if self.st.decision() == "place_card"
                       else "Tap a highlighted space." if not self.info_cut
                       else "Point at or tap a senator to read it whole." if senate_zoomed
                       else "Tap the Senate board to read them whole.")
        if senate_zoomed and self.read_senator() is None and not buttons and not self.info():
            # not while the senators are in the info above (voting): the line would say
            # the hint above again, on the panel's last line
            out.append("Point at or tap a senator to read its policy.")
        return [self.say(line) for line in out]

    # ------------------------------------------------------------ buttons
    def button_actions(self) -> list[Action]:
        """Choices shown as buttons: those without a board spot, and the defender dice
        pairs (only the pairs with the selected lane once one is tapped)."""
        out: list[Action] = []
        for a in self.board_actions():
            if isinstance(a, ChooseDefenders):
                if self.selected_lane is None or self.selected_lane in a.lanes:
                    out.append(a)
            elif self.target_of(a) is None:
                out.append(a)
        return out

    def buttons(self) -> list[Widget]:
        """The prompt panel's buttons, under the prompt; "Start the auction now" while the
        board is in view before an auction."""
        box = self.lay.prompt
        top = box.top + 12 + self.prompt_height()
        if self.auction.waiting():
            rect = pygame.Rect(box.left + 12, top, box.width - 24, 64)
            return [Button(rect, "Start the auction now", self.auction.start_now, size=26,
                           style="primary", key=("merchants", "start_auction"))]
        actions = self.button_actions()
        if not actions:
            return []
        cols = 1 if len(actions) <= 4 else 2
        gap = 10
        rows = -(-len(actions) // cols)
        h = max(64, min(84, (box.bottom - 46 - top - gap * (rows - 1)) // max(1, rows)))
        # (the label whole: a button wraps it on whole words, squeezed before it is cut)
        return [Button(rect, self.button_label(action), partial(self.submit, action), size=26,
                       key=("merchants", "act", action))
                for action, rect in zip(actions, cells(box.left + 12, top, box.width - 24,
                                                       len(actions), cols, h, gap), strict=True)]

    def button_label(self, action: Action) -> str:
        st = self.st
        if isinstance(action, ChooseDefenders):
            return action.lanes_words(" + ").capitalize()
        spec = special_now(st)
        if spec is not None and hasattr(action, "option"):
            return spec.option(action.option)
        text = str(action)
        return text[:1].upper() + text[1:]

    def action_label(self, action: Action) -> str:
        """Move-list labels, worded as choices (the log says what happened); the auction's
        secret bids name their price and a vote its box (only the seat giving it sees the
        list)."""
        if isinstance(action, SealedBid):
            return (f"Secret highest bid: {action.price}" if action.price
                    else "Secret bid: no bid")
        if isinstance(action, Bid):
            return f"Buy it now for {action.price} (first to let go)"
        if isinstance(action, NoBid):
            return "Let the auction run out (no winner)"
        if isinstance(action, PlaceCard):  # the slot first: a cut label still tells it
            card = self.card_words(self.st.pending[-1]["card"])
            return f"Below {SLOT_NAMES[action.slot]}: the {card}"
        if isinstance(action, (Vote, Ballot)):  # the log hides it; the voter's list names it
            return f"Vote in box {action.candidate}: {self.st.senator_in(action.candidate).name}"
        # without the player's name, as in the other games: the list's heading names them
        return self.button_label(action)

    def moves_listed(self, actions: Sequence[Action]) -> list[Action | MoveGrid]:
        """The "Moves" list in an auction: the secret bids on one page, the rule said once
        above two rows of prices ("No bid", 6, 7 ... 20). With the list open the auction
        runs without the clock (:meth:`AuctionDriver.sealed_mode`), so the clock's own
        actions are left out: a ``Bid`` ("first to let go") from the list would win at
        once at any price the player named, before anyone else could bid, and a ``NoBid``
        would end the auction for everyone. Other decisions: every action, as the plain
        list shows them."""
        sealed = [a for a in actions if isinstance(a, SealedBid)]
        if not sealed or self.actor is None:
            return list(actions)
        lot = auction_lot(self.st)
        up = f"Up for auction: {lot}.\n" if lot else ""
        heading = (f"{up}Your secret highest bid (you have ${self.st.money[self.actor]}): "
                   "when every player has given one, the highest bid wins the card and pays "
                   "it; equal bids go to the first in turn order from the active player.")
        # "No bid" first, then the prices going up: where the focus lands after the last
        # move (an Enter pressed on, meant for that move, spends nothing), read left to
        # right as amounts are
        sealed.sort(key=lambda a: a.price)
        return [MoveGrid(heading, tuple((a, str(a.price) if a.price else "No bid")
                                        for a in sealed))]

    # ------------------------------------------------------------ the latest scoring
    def note_scoring(self, events: Sequence[Event]) -> None:
        """Collect who earned what in a scoring (board scorings, ships, artifacts), so the
        prompt panel can show it until the next scoring; the log has every step."""
        fresh = False
        for ev in events:
            data = ev.data or {}
            if "scoring" in data:  # the event that starts a scoring names it
                self.scoring, self.scoring_title, fresh = {}, str(data["scoring"]), True
            elif (fresh and ev.kind == "money" and data.get("category") in SCORED
                  and ev.seat is not None):  # a scoring runs within one move
                per = self.scoring.setdefault(str(data["category"]), {})
                per[ev.seat] = per.get(ev.seat, 0) + int(data.get("amount", 0))

    def scoring_lines(self) -> list[str]:
        names = [s.name for s in self.session.seats]
        lines = []
        for cat, per in self.scoring.items():
            parts = [f"{names[s]} {v:+d}" for s, v in sorted(per.items())]
            lines.append(f"{cat}: " + ", ".join(parts))
        return lines

