"""What a game's board view declares to be played in table mode.

A board view joins table mode by inheriting :class:`TableView` (beside
:class:`~game.engine.boardview.BoardView`) and overriding what its seats show; the table
scene (:mod:`game.scenes.table_play`) does the rest: it places the seat panels at their
edges, frames each one (name, colour, the lit edge of the acting seat), draws the acting
seat's prompt and buttons in its own panel, rotates and caches every panel, turns the
"turn cards" of the shared board toward the acting seat, and routes every finger.

Everything here is in a panel's own upright coordinates (``area`` is the part of the panel
the game draws in; the panel's top points to the middle of the table, its bottom to its
seat) and scaled by ``self.table`` (:class:`~game.engine.tablesetup.TableSizes`: ``u(px)``
turns 1080p pixels into canvas pixels). What each game must add is in docs/table-mode.md.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.boardview.prompt import ButtonSpec
from game.engine.boardview.targets import Target
from game.engine.tablesetup import TableSizes

if TYPE_CHECKING:
    from game.core.session import Session


def board_square(rect: pygame.Rect, least: int, card_least: int, gap: int) -> pygame.Rect:
    """The shared board's square, centred in ``rect``: as tall as ``rect`` while a turn card
    at least ``card_least`` wide (with ``gap`` round it) still fits on each side, never
    smaller than ``least``."""
    side = max(least, min(rect.height, rect.width - 2 * (card_least + 2 * gap)))
    square = pygame.Rect(0, 0, side, side)
    square.center = rect.center
    return square


def cards_beside(rect: pygame.Rect, board: pygame.Rect, width: int, height: int
                 ) -> tuple[pygame.Rect, pygame.Rect]:
    """The two turn cards' places, ``width`` x ``height``, centred in the room left and
    right of the shared ``board`` square inside ``rect`` (the layout every game uses: its
    board in the middle, a card of words on each side)."""
    left = pygame.Rect(0, 0, width, height)
    left.center = ((rect.left + board.left) // 2, rect.centery)
    right = pygame.Rect(0, 0, width, height)
    right.center = ((board.right + rect.right) // 2, rect.centery)
    return left, right


@dataclass(frozen=True)
class TurnCard:
    """A part of the shared board whose words read one way (scores, card texts), turned to
    face the seat whose turn it is. It keeps its place ``rect`` on the canvas; turned a
    quarter, its upright picture is ``rect``'s height wide, so ``paint(surface)`` lays the
    words out for the surface's size, and ``targets(size)`` (upright coordinates) too.
    ``key`` is everything it shows (the turned picture is cached by it). ``reads(size)``:
    places on it (upright) any finger may hold to read a thing's whole text in every
    seat's own panel (:meth:`TableView.table_read`; a card that faces one seat cannot be
    read from the others)."""

    name: str
    rect: pygame.Rect
    key: Hashable
    paint: Callable[[pygame.Surface], object]
    targets: Callable[[tuple[int, int]], list[Target]] = lambda size: []
    reads: Callable[[tuple[int, int]], list[tuple[Hashable, pygame.Rect]]] = lambda size: []

    def upright_size(self, rotation: int) -> tuple[int, int]:
        w, h = self.rect.size
        return (h, w) if rotation in (90, 270) else (w, h)


class TableView:
    """The table-mode part of a board view (defaults: a panel with the seat's name, its
    prompt and buttons; no secrets; nothing turned)."""

    #: the board view's session (:class:`~game.engine.boardview.BoardView` sets it)
    session: Session
    #: set by the table scene before ``layout``: None in monitor mode
    table: TableSizes | None = None
    #: set with ``table``: for each seat, the point of the board nearest its panel (where
    #: its pieces come from and go back to)
    table_anchors: list[tuple[int, int]] = []
    #: set with ``table``: each seat's row of buttons in its panel (upright panel
    #: coordinates), for a view that pages its buttons by how many go in whole
    table_button_rows: tuple[pygame.Rect, ...] = ()
    #: set with ``table``: the rotation the table scene turns the turn cards by now
    #: (toward the one deciding seat, else 0), for a view that turns what moves on a turn
    #: card as the card is turned. The scene's own answer, asked of the rules once per
    #: position and current whenever it is called (in a view's ``on_events`` too, right
    #: after the action): a view need not work the facing out again in every frame.
    #: None: not at a table (nothing is turned).
    table_facing: Callable[[], int] | None = None
    #: whether the table's board part shows the view's layers (its ``top_layer``), so that
    #: it is repainted when they change; False for a view whose turn cards cover its whole
    #: board and whose layer there is bare (Starship's one board card): its board part,
    #: round the cards, is then repainted only for its buttons, not after every move (that
    #: repaint, of a bare picture, held the board card back by four frames a move at 4K)
    table_board_layers: bool = True
    #: kept up to date by the table scene: the newest lines of the game log (oldest first),
    #: for a turn card to show what just happened (there is no room for the whole log)
    table_log: tuple[str, ...] = ()

    def table_read(self, key: Hashable, holding: bool) -> None:
        """A finger started (``holding``) or stopped holding the read place ``key`` of a
        turn card (:attr:`TurnCard.reads`): the view shows that thing's text in the seats'
        panels meanwhile (their keys must say so)."""

    def table_seat_key(self, seat: int, peeking: bool) -> Hashable:
        """Everything the game's part of ``seat``'s panel shows (the panel is repainted
        only when this changes)."""
        return None

    def paint_table_seat(self, surface: pygame.Surface, seat: int, area: pygame.Rect,
                         peeking: bool) -> None:
        """Draw ``seat``'s own things upright inside ``area``: its money, pieces, hand
        (face down unless ``peeking``: its owner holds a finger on its peek area)."""

    def table_seat_moving(self, seat: int, area: pygame.Rect
                          ) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """What moves over ``seat``'s panel now (a credit change rising): upright pictures
        and their rectangles in the panel's coordinates (those of its game ``area``),
        drawn by the table scene over the still picture, turned to face the seat and kept
        inside its panel, while the view animates. None by default."""
        return []

    def table_seat_targets(self, seat: int, area: pygame.Rect) -> list[Target]:
        """What ``seat`` may touch in its own panel while it decides (upright rects)."""
        return []

    def table_reach_targets(self, seat: int, other: int, area: pygame.Rect) -> list[Target]:
        """What the deciding ``seat`` may tap in ``other``'s panel (upright rects in
        ``other``'s game ``area``), for a choice that lies there rather than on the board
        or in its own panel (a Starship run's mine in another seat's Local Space): the
        view lights those things in ``other``'s panel as it lights any choice, and a
        target for a thing it does not light may refuse in the rules' words (its
        ``choose`` says why). The table scene makes them spots of ``other``'s panel that
        answer ``seat``'s finger only (:attr:`~game.engine.table.touch.Spot.by`); none by
        default (a finger in a panel is that panel's seat's)."""
        return []

    def table_seat_read(self, seat: int, key: Hashable) -> tuple[str, str] | None:
        """The title and whole text a long press on ``seat``'s panel target ``key`` reads
        (shown over that seat's panel while held: :mod:`~game.engine.table.readcard`), or
        None when a tap is all that target does. It must not tell what the seat chose."""
        return None

    def seat_rects(self, seat: int, area: pygame.Rect) -> dict[str, pygame.Rect]:
        """Where ``seat``'s own things go in the game's ``area`` of its panel (upright),
        by name; the peek area is named "eye" (default: nothing)."""
        return {}

    def table_peek_area(self, seat: int, area: pygame.Rect) -> pygame.Rect | None:
        """Where ``seat`` holds a finger to see its hidden cards: its :meth:`seat_rects`'
        "eye" where it is :meth:`peekable` (None: nothing hidden, or nobody to peek)."""
        return self.seat_rects(seat, area).get("eye") if self.peekable(seat) else None

    def peekable(self, seat: int) -> bool:
        """Whether ``seat``'s panel has an eye to hold (the one rule for the eye a game
        draws and the spot the table scene gives it): only a person's. A bot's hand
        cannot be peeked, so a bot's panel draws no eye: it showed one over "hold" that
        did nothing when held. A game with nothing hidden (in some variant) says so too."""
        return self.session.seats[seat].is_human

    def table_prompt(self, seat: int) -> str:
        """The decision in words, shown in the acting ``seat``'s panel."""
        return ""

    def table_details(self, seat: int, peeking: bool) -> list[tuple[str, str]]:
        """Lines (text, theme colour) under the prompt of the acting seat, and in the
        prompt area of a seat that peeks; private words only while ``peeking``."""
        return []

    def table_aside(self, seat: int) -> list[tuple[str, str]]:
        """Lines (text, theme colour) in the prompt area of a seat that does not decide
        (public words: another seat may read them), such as what it earned in the latest
        scoring; a monitor shows such things in its log or panels, a table has no room
        that reads from every side."""
        return []

    def table_buttons(self, seat: int) -> list[ButtonSpec]:
        """The acting ``seat``'s buttons (Skip, Play, Cancel...), drawn in its panel."""
        return []

    def table_button_area(self) -> pygame.Rect | None:
        """A rectangle of the board whose top corners are free for the shared Menu and
        Undo buttons (None: the board's own corners)."""
        return None

    def table_side_room(self, board: pygame.Rect) -> int:
        """How many canvas pixels of ``board``'s width (the board the seat panels leave
        at their usual depths) the view leaves unused: the panels on the short edges are
        made deeper by as much (shared between them), their game's part growing with them.
        0 by default (the games' turn cards take the width beside their boards)."""
        return 0

    def table_turn_cards(self) -> list[TurnCard]:
        """Parts of the shared board turned toward the acting seat (canvas squares)."""
        return []
