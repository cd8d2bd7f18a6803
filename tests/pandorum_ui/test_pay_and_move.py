"""Issue #15, item 3: after tapping a hand card the hexes it would let the harvester reach
light up, and a tap on one of them carries out the move with that card (the rules' PayFee
then MoveTo); the pay button's label is never cut; the lit hexes read on every terrain
colour, the green spore jungle included. Every input is a posted pygame event."""

from __future__ import annotations

import pygame

from game.pandorum.rules import movement
from game.pandorum.rules.actions import MoveTo, PayFee, TakeCard
from game.pandorum.view_draw import INK, MARK
from game.pandorum.view_prompt import PROMPT
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, human_turn_with_fee, rim, start


def fee_moves(s, card: str) -> dict[tuple[int, int], MoveTo]:
    return {(m.q, m.r): m for m in s.state.moves_after_fee(0, card)}


def prompt_fits(app, p) -> tuple[str, str]:
    """The prompt's two texts, checked to fit its box whole: the bold line in two lines, the
    hint in three (longer texts would be cut with an ellipsis)."""
    head, hint = p.view.prompt_lines(p.view.options())
    width = p.side().prompt.width - 24
    assert len(app.fonts.wrap(head, PROMPT.size, width, True)) <= PROMPT.rows, head
    assert len(app.fonts.wrap(hint, PROMPT.detail_size, width)) <= PROMPT.detail_rows, hint
    return head, hint


def fees(s) -> list[str]:
    return [a.card for a in s.state.legal_actions() if isinstance(a, PayFee)]


def test_a_tap_on_a_lit_hex_pays_the_card_that_lit_it_and_moves_there(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    card = fees(s)[0]
    lit = fee_moves(s, card)
    h = sorted(lit)[len(lit) // 2]
    n = len(s.log)
    p.click(p.card(card))  # the hexes light up
    assert len(s.log) == n
    assert prompt_fits(app, p)[1].startswith("Tap a lit hex to pay it and go there")
    toasts = len(app.toasts.history)
    p.click(p.hex(h))  # before the fix: "To move, first pay a card from your hand"
    assert len(app.toasts.history) == toasts, app.toasts.history[-1:]
    assert [e.action for e in s.log[n:n + 2]] == [PayFee(card), lit[h]]
    assert s.state.harvesters[0] == h
    assert any(name == card for name, _ in s.state.market)  # the fee went to the market


def test_the_lit_hexes_are_keyboard_targets_too(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    card = fees(s)[0]
    p.click(p.card(card))
    targets = {w.key[2] for w in p.play.widgets if w.key[:2] == ("pandorum", "hex")}
    assert targets == set(fee_moves(s, card))
    lit = fee_moves(s, card)
    h = sorted(targets)[0]
    n = len(s.log)
    p.enter(("pandorum", "hex", h))
    assert [e.action for e in s.log[n:n + 2]] == [PayFee(card), lit[h]]


def shared_hex(s) -> bool:
    """A turn of the person's where the first two payable cards reach a hex in common."""
    if not human_turn_with_fee(s):
        return False
    reach = [set(fee_moves(s, c)) for c in fees(s)]
    return len(reach) >= 2 and bool(set.intersection(*reach[:2]))


def test_a_hex_several_cards_reach_asks_which_card_pays_in_full_words(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, shared_hex)
    p = start(app, s)
    first, second = fees(s)[:2]
    h = sorted(set(fee_moves(s, first)) & set(fee_moves(s, second)))[0]
    p.click(p.hex(s.state.harvesters[0]))  # the harvester first: every reachable hex lights
    assert p.view.selected == ("harvester", 0)
    assert prompt_fits(app, p)[0] == "Where to? Tap a lit hex, or the card to pay."
    n = len(s.log)
    p.click(p.hex(h))
    assert len(s.log) == n and p.view.selected == ("hex", h)
    app.draw()
    prompt = prompt_fits(app, p)[0]
    assert prompt == f"Which card pays to go to {s.state.hex_label(h)}?"
    p.click(p.card(second))
    assert [e.action for e in s.log[n:n + 2]] == [PayFee(second), MoveTo(h[0], h[1])]


def test_the_harvester_a_hex_and_a_card_ask_each_cards_stops_once(app, monkeypatch):
    """The harvester tapped lights the stops of every payable card; the hex tapped next
    asks which cards reach it, and the card tapped last pays and moves: each card's stops
    are the rules' answer of that position, asked once (the hex's tap asked them all
    again)."""
    s = session(players=2, humans=1, seed=21)
    advance(s, shared_hex)
    p = start(app, s)
    payable = fees(s)
    first, second = payable[:2]
    h = sorted(set(fee_moves(s, first)) & set(fee_moves(s, second)))[0]
    asked: list[str] = []
    real = movement.moves_after_fee

    def spy(state, seat: int, card: str):
        asked.append(card)
        return real(state, seat, card)

    monkeypatch.setattr(movement, "moves_after_fee", spy)
    n = len(s.log)
    p.click(p.hex(s.state.harvesters[0]))
    p.click(p.hex(h))
    app.draw()
    p.click(p.card(second))
    assert [e.action for e in s.log[n:n + 2]] == [PayFee(second), MoveTo(h[0], h[1])]
    assert sorted(asked) == sorted(payable)


def test_with_draw_after_fee_the_card_is_taken_and_then_the_harvester_moves(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    st = s.state
    st.main_ability[0] = "draw_after_fee"
    st.centre[0] = ["Fusion Block"] * st.centre_cost()
    st.touch()
    p = start(app, s)
    card = fees(s)[0]
    h = sorted(fee_moves(s, card))[0]
    p.click(p.card(card))
    n = len(s.log)
    p.click(p.hex(h))
    assert [e.action for e in s.log[n:]] == [PayFee(card)]
    assert s.state.top()["kind"] == "take"
    app.draw()
    hint = prompt_fits(app, p)[1]
    assert f"Then your harvester goes to {s.state.hex_label(h)}." in hint
    p.click(p.market("deck"))
    assert [e.action for e in s.log[n:n + 3]] == [PayFee(card), TakeCard("deck"), MoveTo(*h)]
    assert s.state.harvesters[0] == h


def test_a_tap_on_an_unlit_hex_says_what_to_do(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    card = fees(s)[0]
    dark = next(h for h in sorted(s.state.board.red))
    n = len(s.log)
    p.click(p.hex(dark))  # nothing selected: the rules' reason
    assert "first pay a card from your hand" in app.toasts.history[-1]
    p.click(p.card(card))
    p.click(p.hex(dark))
    assert app.toasts.history[-1] == f"Paying {card} does not take your harvester there: " \
        "tap a lit hex."
    assert len(s.log) == n


def test_the_pay_button_label_is_never_cut(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    longest = max(fees(s), key=len)
    p.click(p.card(longest))
    button = next(w for w in p.play.widgets if w.key == ("pandorum", "button", "pay"))
    assert button.label == "Pay and move"
    assert app.fonts.fit(button.label, button.size, button.rect.width - 24, True) == \
        button.label
    assert prompt_fits(app, p)[0] == f"Pay {longest} to move?"
    # the card named on the button (as before the fix) would not have fitted
    long_label = "Pay External Protection and move"
    assert app.fonts.fit(long_label, button.size, button.rect.width - 24, True) != long_label


def contrast(a, b) -> float:
    def lum(c):
        def ch(v):
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, bl = (ch(x) for x in c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_lit_hex_mark_stands_out_on_every_terrain_colour(app):
    s = session(players=2, humans=1, seed=21)
    for terrain in s.state.comp.terrains.values():
        rgb = pygame.Color(terrain.colour)
        colour = (rgb.r, rgb.g, rgb.b)
        # one of the two strokes (cream dashes, dark halo) contrasts at least 3:1 (WCAG
        # graphics) with the terrain under it
        assert max(contrast(MARK, colour), contrast(INK, colour)) >= 3, terrain.id


def test_a_lit_spore_jungle_hex_shows_both_strokes(app):
    s = session(players=2, humans=1, seed=21)

    def jungle_lit(s) -> bool:
        if not human_turn_with_fee(s):
            return False
        cells = s.state.board.cells
        return any(cells[h] == "jungle" for c in fees(s) for h in fee_moves(s, c))

    advance(s, jungle_lit)
    p = start(app, s)
    card, h = next((c, h) for c in fees(s) for h in sorted(fee_moves(s, c))
                   if s.state.board.cells[h] == "jungle")
    p.click(p.card(card))
    seen = rim(app.draw(), p, h, 0.8)
    assert MARK in seen and INK in seen
