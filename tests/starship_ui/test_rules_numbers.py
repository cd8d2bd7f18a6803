"""The board shows the rules' numbers, not its own sums:

* a Shipyard stack's price tag and its Buy and Lease buttons say the rules' price of the
  ship on sale (``ship_supply.starship_price``: the full price, a lease half of it);
* "Gear left" counts the Gear Tokens still next to the Market (``market.gear_supply``):
  it counted each kind less the tokens fitted on ships, so a token kept at the Dock and
  set aside for the next ship still counted as left;
* the Dock's transfer prompt says the rules' number of gear kinds that may be kept
  (``dock.gear_kinds_to_transfer``), not "two" in its own words.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pygame
import pytest

from game.starship.rules import actions as A
from game.starship.rules.market import gear_supply
from game.starship.rules.ship_supply import starship_price
from game.starship.view_draw import Painter
from game.starship.view_tags import BADGE_SIZE, badge_rect
from game.starship.view_text import GEAR_LETTER
from tests.starship.helpers import give_ship, set_turn
from tests.starship.test_ship_price import mark_ii_on_sale
from tests.starship_ui.driver import board_drawn, session
from tests.starship_ui.test_view import open_scene
from tests.uitext import assert_shown


def tags_drawn(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """The price tags (their words and rectangles) of a frame painted afresh."""
    tags: list[tuple[str, pygame.Rect]] = []
    pill = Painter.pill

    def recorded(self, text, size=24, rect=None, **anchor):
        drawn_at = pill(self, text, size, rect, **anchor)
        if size == BADGE_SIZE:  # (a price tag, not the Known Space's label)
            tags.append((text, pygame.Rect(drawn_at)))
        return drawn_at

    monkeypatch.setattr(Painter, "pill", recorded)
    board_drawn(app)
    monkeypatch.undo()
    return tags


def _act_keys(p) -> list:
    return [k for k in p.widget_keys() if isinstance(k, tuple) and k[:2] == ("starship", "act")]


@pytest.mark.parametrize("recommissioned", [False, True])
def test_a_stacks_tag_and_its_buy_and_lease_buttons_say_the_rules_price(app, monkeypatch,
                                                                        recommissioned):
    """Mark II on sale (standard: 14, lease 7; Re-commissioned: 10, lease 5): the tag
    says the full price, the buttons each their own, and buying charges it."""
    s = session(players=2, humans=1, seed=3)
    st = s.state
    mark_ii_on_sale(st, recommissioned)
    st.player(0)["credits"] = 30
    # the bot's seat past its first turn: with every Mark I sold it had no legal action
    # after the lease, and the test failed whenever its worker answered before the end
    st.player(1)["started"] = True
    p = open_scene(app, s)
    view, key = p.view, ("stack", (2, "scout"))
    full, half = starship_price(st, 2, "scout"), starship_price(st, 2, "scout", True)
    assert (full, half) == ((10, 5) if recommissioned else (14, 7))
    assert view.marks(view.viewer).badges[key] == f"{full}cr"
    assert (f"{full}cr", badge_rect(app.fonts, f"{full}cr", view.spot_rect(key), "stack")) \
        in tags_drawn(app, monkeypatch)
    p.frames(2)  # (a frame painted out of the loop: the loop runs before the tap)
    p.click(view.point_for(key))
    assert view.selected == key
    lines = board_drawn(app)
    buy, lease = A.BuyShip(2, "scout", False), A.BuyShip(2, "scout", True)
    assert {k[2] for k in _act_keys(p)} == {buy, lease}
    assert_shown(lines, f"Buy Mark II Scout for {full}",
                 inside=p.button(("starship", "act", buy)))
    assert_shown(lines, f"Lease Mark II Scout for {half} (+2 loans of {half})",
                 inside=p.button(("starship", "act", lease)))
    p.frames(2)
    p.press_action_button(lease)
    # (the bot may have moved after it)
    assert lease in [entry.action for entry in s.log] and s.state.player(0)["credits"] == 30 - half


def test_gear_left_does_not_count_a_token_set_aside(app):
    """Bob kept a Fuel Tank from an obsolete ship and set it aside for his next ship: its
    card was bought, so the supply has one Fuel Tank fewer; the board says so."""
    s = session(players=2, humans=1, seed=3)
    st = s.state
    card = next(c for c in st.market_deck if st.comp.market_cards[c] == ("gear", "fuel_tank"))
    st.market_deck.remove(card)
    st.player(1)["aside_gear"] = ["fuel_tank"]
    st.touch()
    left = gear_supply(st)
    assert left["fuel_tank"] == st.comp.gear["fuel_tank"].count - 1
    p = open_scene(app, s)
    lines = board_drawn(app)
    supply = p.view.lay.regions["gear_supply"]
    for gid, count in left.items():
        assert_shown(lines, f"{GEAR_LETTER[gid]}{count}", inside=supply)


@pytest.mark.parametrize(("kinds", "words"), [(2, "two gear kinds"), (1, "one gear kind")])
def test_the_transfer_prompt_says_the_rules_number_of_gear_kinds(app, kinds, words):
    s = session(players=2, humans=1, seed=3)
    st = s.state
    if kinds != 2:
        st.comp = replace(st.comp, rules=MappingProxyType({**st.comp.rules,
                                                           "transfer_gear_kinds": kinds}))
    for seat in (0, 1):
        give_ship(st, seat, (1, 2)[seat])
    old = st.player(0)["ships"][0]
    st.ships[old]["gear"] = ["grapples", "fuel_tank"]
    give_ship(st, 0, 13)
    st.mark_token = 3
    st.player(0)["credits"] = 100
    set_turn(st, 0, "belt")
    st.apply(A.Advance())
    assert st.pending[-1]["kind"] == "transfer"
    p = open_scene(app, s)
    want = f"Obsolete ships leave: keep one pilot and up to {words}?"
    assert p.view.prompt_text()[0] == want
    assert_shown(board_drawn(app), want, inside=p.view.lay.prompt)
