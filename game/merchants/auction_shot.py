"""Merchants' auction screen open in a fixed state, for ``python -m game screenshot
merchants --auction`` (monitor or ``--table``).

The game is played on by its bots (seeded) to the first auction with a human seat in it;
the play scene then opens the auction screen as in play (its look at the board cut
short), every human seat puts a finger on its panel, and the clock (a fake one: the
picture does not depend on the time it is taken) runs the count-down and the price
down to :data:`SHOT_PRICE`: every panel shows its seat holding and the price, the
centre card the price and what is for sale.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.session import Session
from game.merchants.rules.auction import in_auction
from game.merchants.rules.state import MerchantsState
from game.merchants.view_auction import AuctionDriver

#: the price the picture shows (the count-down and a few ticks have run)
SHOT_PRICE = 17
#: the most moves played looking for an auction with a human in it
MOST_MOVES = 5000


def to_auction(session: Session, driver: Session) -> None:
    """Play ``session`` on with ``driver``'s bots (seat for seat) until an auction with a
    human seat in it is due; ValueError if the game ends first."""
    for _ in range(MOST_MOVES):
        state = session.state
        if not isinstance(state, MerchantsState):
            raise ValueError("--auction shows the Merchants of Andromeda auction screen")
        if state.is_over:
            break
        if in_auction(state) and any(session.seats[s].is_human
                                     for s in state.auction_eligible):
            return
        seat = next(iter(state.pending_seats()))
        session.apply(driver.bot_action(seat))
        driver.log = session.log
    raise ValueError("the game ended before an auction with a human seat in it")


def open_auction(app: Any, play: Any, price: int = SHOT_PRICE) -> None:
    """On ``play`` (a Merchants play scene on ``app``, at an auction's look), open the
    auction screen, put a finger on every human's panel and run the price down to
    ``price``."""
    driver = getattr(play.view, "auction", None)
    if not isinstance(driver, AuctionDriver):
        raise ValueError("--auction shows the Merchants of Andromeda auction screen")
    now = [0.0]
    driver.clock = lambda: now[0]
    driver.keys_down = lambda: _NoKeys()
    app.step(1 / 60)  # the look at the board begins
    driver.start_now()
    for _ in range(3):
        app.step(1 / 60)
    scene = driver.scene
    if scene is None:
        raise ValueError("the auction screen did not open")
    overlay = scene.panel
    w, h = overlay.layout.size
    for i, seat in enumerate(overlay.seats.values()):
        if seat.is_bot:
            continue
        x, y = overlay.layout.place(seat.seat).rect.center
        overlay.handle(pygame.event.Event(
            pygame.FINGERDOWN, touch_id=1, finger_id=100 + i, x=(x + 0.5) / w,
            y=(y + 0.5) / h, dx=0.0, dy=0.0, pressure=1.0))
    app.step(1 / 60)
    while overlay.auction.price is None or overlay.auction.price > price:
        if overlay.auction.result is not None or now[0] > 60:
            raise ValueError("the auction ended before the price the picture shows")
        now[0] += 0.25
        app.step(1 / 60)


class _NoKeys(Sequence[bool]):
    """No key is down (the picture's seats hold by finger)."""

    def __getitem__(self, key):  # type: ignore[no-untyped-def]
        return False

    def __len__(self) -> int:
        return 0
