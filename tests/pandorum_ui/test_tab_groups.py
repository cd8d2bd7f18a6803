"""Tab from a lit hex goes on past the map (session 26). Found in play by keys: after a fee
card was chosen, the focus went to the nearest lit hex, and Tab then walked the other lit
hexes one by one before it reached the prompt's buttons, the hand or the market. Now the
lit hexes are one Tab stop (as a grid is on the web): Tab leaves the map, Shift+Tab comes
back to its first hex (the nearest the harvester), the arrows walk it. Every input is a
posted pygame KEYDOWN."""

from __future__ import annotations

import pygame

from game.engine.focusmove import toward
from game.pandorum.rules.actions import PayFee
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, human_turn_with_fee, start


def is_hex(widget) -> bool:
    return widget is not None and widget.key[:2] == ("pandorum", "hex")


def test_tab_leaves_the_lit_hexes_in_one_press_and_shift_tab_comes_back(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    fee = next(a.card for a in s.state.legal_actions() if isinstance(a, PayFee))
    p.key(pygame.K_TAB)
    while p.play.focus.key != ("pandorum", "card", fee):
        p.key(pygame.K_RIGHT)
    p.key(pygame.K_RETURN)  # the fee card is chosen: its hexes light up, the focus on one
    head = p.play.focus
    lit = [w for w in p.play.focusables() if is_hex(w)]
    assert is_hex(head) and len(lit) >= 3, [w.key for w in p.play.focusables()]
    p.key(pygame.K_TAB)  # on main: the next lit hex
    assert not is_hex(p.play.focus), p.play.focus.key
    # the whole ring round in fewer presses than there are hexes, the map met once
    seen = [p.play.focus.key]
    while p.play.focus.key != head.key:
        p.key(pygame.K_TAB)
        seen.append(p.play.focus.key)
        assert len(seen) <= len(p.play.focusables()) - len(lit) + 2, seen
    assert sum(1 for k in seen if k[:2] == ("pandorum", "hex")) == 1, seen
    p.key(pygame.K_TAB)
    p.key(pygame.K_TAB, pygame.KMOD_SHIFT)  # back onto the map: its first hex
    assert p.play.focus.key == head.key
    # the arrows still walk the map, and Enter there pays and moves
    p.key(pygame.K_DOWN)
    if not is_hex(p.play.focus):
        p.key(pygame.K_UP)
        p.key(pygame.K_UP)
    target = p.play.focus.key
    assert is_hex(p.play.focus) and target != head.key
    p.key(pygame.K_RETURN)
    assert s.state.harvesters[0] == target[2]


def _arrow_reach(widgets, start) -> set:
    """The widgets the four arrows reach from ``start``, step by step (the lane left at
    each widget's own centre)."""
    seen, todo = {start.key}, [start]
    while todo:
        here = todo.pop()
        others = [w for w in widgets if w is not here]
        for direction in ("up", "down", "left", "right"):
            i = toward(here.rect, [w.rect for w in others], direction)
            if i is not None and others[i].key not in seen:
                seen.add(others[i].key)
                todo.append(others[i])
    return seen


def test_the_arrows_reach_every_lit_hex_from_the_first(app):
    """The lit hexes being one Tab stop, the arrows must reach each of them: every fee
    card of several turns, its hexes walked from the one the focus lands on."""
    checked = 0
    for seed in (21, 5, 9):
        s = session(players=2, humans=1, seed=seed)
        advance(s, human_turn_with_fee)
        p = start(app, s)
        for fee in sorted({a.card for a in s.state.legal_actions() if isinstance(a, PayFee)}):
            p.view.select(None)
            p.view.choose_card(fee)
            p.frames(1)
            ring = p.play.focusables()
            lit = [w for w in ring if is_hex(w)]
            reach = _arrow_reach(ring, lit[0])
            assert {w.key for w in lit} <= reach, (seed, fee, [w.key for w in lit
                                                                if w.key not in reach])
            checked += 1
        app.pop()
    assert checked >= 4
