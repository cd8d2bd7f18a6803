"""Pandorum at a table: what the shared planet lights never tells which hidden card the
deciding seat chose. A card of the hand is hidden until it is laid on the market as the
fee or built (the rulebook: the fee is laid "face up"; built cards go to the harvester's
slots), so the planet shows the same picture whichever card is chosen: the hexes the
harvester could stop on whatever the hand holds, and no paying preview of a card before
it is built. On a monitor (one player looking) the same choices light differently."""

from __future__ import annotations

import pygame

from game.pandorum.bots import HeuristicBot
from game.pandorum.rules.movement import moves_after_fee, payable_fees
from game.scenes.table_play import TablePlayScene
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.table_driver import PandorumFingers


def played_to(seed: int, wanted) -> tuple:
    """A two-seat game (both people) played by the heuristic bot until ``wanted(state,
    seat)`` names two cards of the deciding seat's hand; (session, seat, cards)."""
    s = session(players=2, humans=2, seed=seed)
    for _ in range(300):
        st = s.state
        seat = next(iter(st.pending_seats()))
        cards = wanted(st, seat)
        if cards:
            return s, seat, cards
        s.apply(HeuristicBot(seat, len(s.log)).choose(st.view(seat)))
    raise AssertionError("no such decision came up")


def fees_lighting_differently(st, seat):
    """Two payable fee cards after which the harvester could stop on different hexes."""
    if st.top()["kind"] != "turn":
        return None
    stops = {c: frozenset((m.q, m.r) for m in moves_after_fee(st, seat, c))
             for c in payable_fees(st, seat, st.hands[seat])}
    for a in stops:
        for b in stops:
            if stops[a] != stops[b]:
                return a, b
    return None


def cards_paying_differently(st, seat):
    """Two cards of the hand that the construction being decided may use."""
    if st.top()["kind"] != "cards":
        return None
    names = sorted({a.card for a in st.legal_actions(seat) if type(a).__name__ == "BuildCard"})
    return tuple(names[:2]) if len(names) >= 2 else None


def planet_after_choosing(app, fingers: PandorumFingers, seat: int, card: str
                          ) -> tuple[pygame.Surface, frozenset]:
    """Tap ``card`` in ``seat``'s panel (face down: nobody peeks), then the planet's
    picture and its lit hexes as the table sees them."""
    fingers.tap(fingers.hand_card(seat, card))
    view = fingers.scene.view
    assert view.selected is not None and view.selected[1] == card
    canvas = fingers.settled()
    square = view.table_button_area()
    lit = frozenset(t.key[2] for t in view.current_targets() if t.key[1] == "hex")
    return canvas.subsurface(square).copy(), lit


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and bytes(pygame.image.tobytes(a, "RGB")) == \
        bytes(pygame.image.tobytes(b, "RGB"))


def at_table(app, s) -> PandorumFingers:
    app.settings.table_mode = True
    app.push(TablePlayScene(app, s, autosave=False))
    fingers = PandorumFingers(app)
    fingers.frames(2)
    return fingers


def test_the_planet_lights_the_same_whichever_fee_card_is_chosen(app):
    s, seat, (one, other) = played_to(1, fees_lighting_differently)
    view_on_a_monitor = {c: {(m.q, m.r) for m in moves_after_fee(s.state, seat, c)}
                         for c in (one, other)}
    assert view_on_a_monitor[one] != view_on_a_monitor[other]  # the rules' stops differ
    fingers = at_table(app, s)
    first, lit_first = planet_after_choosing(app, fingers, seat, one)
    second, lit_second = planet_after_choosing(app, fingers, seat, other)
    assert lit_first == lit_second
    assert lit_first >= view_on_a_monitor[one] | view_on_a_monitor[other]
    assert same_pixels(first, second), "the planet tells which card was chosen"


def test_a_chosen_fee_still_pays_and_moves_and_a_tap_it_cannot_reach_names_no_card(app):
    s, seat, (one, other) = played_to(1, fees_lighting_differently)
    st = s.state
    reach = {c: {(m.q, m.r) for m in moves_after_fee(st, seat, c)} for c in (one, other)}
    card = one if reach[one] - reach[other] else other
    elsewhere = reach[one] ^ reach[other]
    fingers = at_table(app, s)
    fingers.tap(fingers.hand_card(seat, card))
    view = fingers.scene.view
    beyond = sorted(h for h in view.lit_moves(view.options()) if h not in reach[card])
    assert beyond  # lit (a stop with another hand), not one with this card
    log = len(s.log)
    fingers.tap(fingers.hex(beyond[0]))
    assert len(s.log) == log
    said = fingers.scene.notes[-1][0]
    assert "the chosen card" in said and card not in said
    h = sorted(reach[card] & (elsewhere or reach[card]) or reach[card])[0]
    fingers.tap(fingers.hex(h))  # a lit stop of the chosen card: pay it and go
    assert any(type(e.action).__name__ == "PayFee" and e.action.card == card
               for e in s.log[-3:])
    assert s.state.harvesters[seat] == h


def test_no_paying_preview_of_a_hidden_card_before_it_is_built(app):
    s, seat, (one, other) = played_to(1, cards_paying_differently)
    fingers = at_table(app, s)
    view = fingers.scene.view
    pays = [(inc.amount, inc.hexes) for inc in map(view.card_pays, (one, other))]
    assert pays[0] != pays[1]  # a monitor's rims would differ
    first, _ = planet_after_choosing(app, fingers, seat, one)
    second, _ = planet_after_choosing(app, fingers, seat, other)
    assert same_pixels(first, second), "the planet tells which card would be built"
    assert view.paying_hexes(view.options()) == ((), "")


def test_after_the_fee_the_planet_lights_every_stop_a_hand_could_make(app):
    """The move decision (the fee is public, the rest of the hand is not): the planet
    lights where the harvester could stop whatever the hand holds, every legal stop among
    them, with no "+N" of what the hand would build; the prompt says so."""
    s, seat, _ = played_to(1, lambda st, seat: ("move",) if st.top()["kind"] == "move"
                           else None)
    fingers = at_table(app, s)
    view = fingers.scene.view
    o = view.options()
    lit = view.lit_moves(o)
    assert lit == view.public_reach() and set(o.moves) <= set(lit)
    assert all(view.site_best(h) is None for h in lit)
    words = " ".join(text for text, _ in view.table_details(seat, False))
    assert "+N" not in words and "Lit: straight-line stops" in words


def test_a_face_down_hand_is_not_in_the_names_order(app):
    """A hand face down in the names' order told the table where a card taken from the
    market (a public name) stood among the others, and where the chosen card stood: the
    panel's order is one no onlooker can work out, the same face up and face down, and
    stable while the hand is unchanged."""
    s = session(players=4, humans=4, seed=3)  # three or four cards in each hand
    fingers = at_table(app, s)
    view = fingers.scene.view
    differs = 0
    for seat in range(4):
        order = view.hand_order(seat)
        assert sorted(order) == sorted(s.state.hands[seat]) and order == view.hand_order(seat)
        for k, name in enumerate(order):  # equal names side by side
            assert name not in order[k + 2:] or order[k + 1] == name
        differs += order != sorted(order)
    assert differs >= 2
