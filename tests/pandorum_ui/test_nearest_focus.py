"""After a fee card is chosen or paid by keys, the focus ring starts on the lit hex
nearest the harvester (found in play: it went to the first lit hex in sorted order,
often across the planet from the ship)."""

from __future__ import annotations

from game.boards.hex import distance
from game.pandorum.rules.actions import PayFee
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, human_turn_with_fee, start


def nearest_first(p, ship) -> tuple[int, int]:
    """The focused hex, checked to be lit and as near the ship as any lit hex."""
    focus = p.play.focus
    assert focus is not None and focus.key[:2] == ("pandorum", "hex"), focus
    lit = [w.key[2] for w in p.play.widgets if w.key[:2] == ("pandorum", "hex")]
    assert focus.key[2] in lit
    assert distance(focus.key[2], ship) == min(distance(h, ship) for h in lit), (
        focus.key[2], ship, sorted(lit))
    return focus.key[2]


def test_the_ring_starts_at_the_lit_hex_nearest_the_ship(app):
    tried = 0
    for seed in (21, 5, 9):
        s = session(players=2, humans=1, seed=seed)
        advance(s, human_turn_with_fee)
        p = start(app, s)
        ship = s.state.harvesters[0]
        card = next(a.card for a in s.state.legal_actions() if isinstance(a, PayFee))
        p.enter(("pandorum", "card", card))  # the card: its lit hexes, the ring on one
        nearest_first(p, ship)
        p.enter(("pandorum", "button", "pay"))  # paid: the move decision's lit hexes
        assert s.state.top()["kind"] == "move"
        nearest_first(p, ship)
        tried += 1
        app.pop()
    assert tried == 3
