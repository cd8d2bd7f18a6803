"""A keyboard player on the Pandorum planet: the arrows step to a lit neighbour, Tab
reaches a confirmation's buttons at once, and the focused hex is told in the prompt box.

Found by playing with keys only: Up from a lit hex went two rows up to the lit hex
straight above, past the lit neighbour half a hex aside; with "Fly anywhere" charged, Tab
walked some 90 lit hexes before "Pay and move" and "Cancel"; and moving the focus over
the hexes told nothing of them (a mouse player reads the numbers on the hexes)."""

from __future__ import annotations

import pygame

from game.boards.hex import distance, neighbours
from game.pandorum.rules.actions import PayFee
from tests.pandorum_ui.test_view import _flight_ready

ARROWS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP,
          "down": pygame.K_DOWN}


def hex_widgets(p) -> dict:
    return {w.key[2]: w for w in p.play.focusables() if w.key[:2] == ("pandorum", "hex")}


def arrow_from(p, widget, direction: str):
    """Put the focus on ``widget`` (a fresh lane), press the arrow; the focused key."""
    play = p.play
    play.set_focus(widget)
    play._lane = None
    p.key(ARROWS[direction])
    assert play.focus is not None
    return play.focus.key


def way(p, a, b) -> str:
    """The arrow that points from hex ``a`` at hex ``b`` on the screen (the larger of
    the two offsets of their centres)."""
    (ax, ay), (bx, by) = p.view.geo.center(a), p.view.geo.center(b)
    dx, dy = bx - ax, by - ay
    if abs(dx) >= abs(dy):
        return "right" if dx > 0 else "left"
    return "down" if dy > 0 else "up"


def moving_with_every_hex_lit(app):
    """Seat 0 to move after paying a fee with "Fly anywhere" charged: almost every hex
    of the planet is lit."""
    s, p, card, _ = _flight_ready(app)
    p.perform(PayFee(card))
    assert s.state.top()["kind"] == "move"
    return s, p


def test_every_arrow_towards_a_lit_neighbour_lands_on_a_neighbour(app):
    _, p = moving_with_every_hex_lit(app)
    lit = hex_widgets(p)
    assert len(lit) > 80
    asked = 0
    for h, widget in lit.items():
        ways = {way(p, h, n) for n in neighbours(h) if n in lit}
        for direction in sorted(ways):
            got = arrow_from(p, widget, direction)
            assert got[:2] == ("pandorum", "hex") and distance(got[2], h) == 1, (
                h, direction, got)
            assert way(p, h, got[2]) == direction, (h, direction, got)
            asked += 1
    assert asked > 300


def test_up_takes_the_neighbour_half_a_hex_aside_not_the_hex_two_rows_up(app):
    """The case found in play (seed 7): from (-1, 0), Up went to (0, -2), straight
    above two rows up, past the lit neighbour (0, -1)."""
    _, p = moving_with_every_hex_lit(app)
    lit = hex_widgets(p)
    assert {(-1, 0), (0, -1), (0, -2)} <= set(lit)
    assert arrow_from(p, lit[(-1, 0)], "up") == ("pandorum", "hex", (0, -1))
    # Up, Up walks on up a hex at a time, never two rows at once
    p.key(pygame.K_UP)
    got = p.play.focus.key[2]
    assert distance(got, (0, -1)) == 1 and way(p, (0, -1), got) == "up"


def test_tab_reaches_pay_and_move_and_cancel_at_once(app):
    """A fee card chosen by keys (some 100 hexes lit by "Fly anywhere"): the focus goes
    to the lit hex nearest the harvester, and the next Tabs reach "Pay and move" and
    "Cancel", not after every lit hex; the next goes on past the map (its hexes are one
    Tab stop, walked with the arrows)."""
    s, p, card, _ = _flight_ready(app)
    p.enter(("pandorum", "card", card))
    assert p.view.selected == ("fee", card)
    assert len(hex_widgets(p)) > 80
    first = p.play.focus.key
    assert first[:2] == ("pandorum", "hex")
    p.key(pygame.K_TAB)
    assert p.play.focus.key == ("pandorum", "button", "pay")
    p.key(pygame.K_TAB)
    assert p.play.focus.key == ("pandorum", "button", "cancel")
    p.key(pygame.K_TAB)
    assert p.play.focus.key[:2] == ("pandorum", "card")
    p.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    p.key(pygame.K_RETURN)  # Cancel: nothing paid, nothing chosen
    assert p.view.selected is None and card in s.state.hands[0]


def test_a_flight_asked_about_puts_the_focus_on_fly_there(app):
    """Enter on a hex only a flight reaches asks first ("Fly to ...?"): the focus goes to
    "Fly there" (Cancel next), not to another lit hex, and Enter flies."""
    s, p, card, h = _flight_ready(app)
    p.perform(PayFee(card))
    p.play.set_focus(hex_widgets(p)[h])
    p.key(pygame.K_RETURN)
    assert p.view.selected == ("fly", (h, None)) and s.state.harvesters[0] != h
    assert p.play.focus.key == ("pandorum", "button", "fly")
    ring = [w.key for w in p.play.focusables()]
    assert ring[:3] == [("pandorum", "hex", h), ("pandorum", "button", "fly"),
                        ("pandorum", "button", "cancel")]
    p.key(pygame.K_RETURN)
    p.frames(2)
    assert s.state.harvesters[0] == h


def test_the_focused_hex_is_told_in_the_prompt_box(app):
    """The focus on a lit hex shows what it is, what stopping there costs or what a
    construction there pays, and a flight's price, where a hovered card's text shows;
    the pointer resting on it shows the same."""
    s, p, card, far = _flight_ready(app)
    st = s.state
    owned = next(h for h in sorted(st.board.cells, key=lambda h: distance(h, far))
                 if h != far and h not in st.projects and h not in st.harvesters)
    st.projects[owned] = (1, "module")  # Bob's module, where a stop costs
    p.perform(PayFee(card))
    view, lit = p.view, hex_widgets(p)
    assert owned in lit
    p.play.set_focus(lit[owned])
    p.frames(1)
    assert view.hover == ("lit", owned)
    text = view.detail_text(view.options(), view.hover)
    owner = view.names()[st.projects[owned][0]]
    assert st.hex_label(owned)[2:] in text.lower()
    assert f"{owner}'s" in text and f"costs {st.stop_cost(0, owned)}" in text
    flight = next(h for h in sorted(lit, key=lambda h: distance(h, far))
                  if view.options().moves[h].anywhere and h not in st.projects)
    p.play.set_focus(lit[flight])
    p.frames(1)
    text = view.detail_text(view.options(), view.hover)
    assert "flight" in text and "forepart" in text
    best = view.site_best(flight)
    assert (best is None or (f"up to +{best}." in text if best else "pay nothing" in text))
    # drawn in the prompt box, in place of the hint
    with_focus = app.draw().subsurface(view.side(0).prompt).copy()
    p.play.set_focus(None)
    view.point_at(None)
    p.frames(1)
    without = app.draw().subsurface(view.side(0).prompt)
    assert pygame.image.tobytes(with_focus, "RGB") != pygame.image.tobytes(without, "RGB")
    # the pointer on the hex shows the same
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=view.geo.center(flight),
                                         rel=(0, 0), buttons=(0, 0, 0), touch=False))
    p.frames(1)
    assert view.hover == ("lit", flight)


def test_while_the_project_is_asked_tab_reaches_the_hand_to_read_what_it_pays(app):
    """"Build on ...: which project?" says to point at a card of the hand to see what it
    would pay here; the focus ring held the project buttons alone, so a key player could
    not. Now Tab reaches every hand card after the buttons (read only: Enter previews
    it, as a tap does), and the focus on one shows its text and what it pays here."""
    from tests.pandorum_ui.test_view import advance, session, start

    s = session(players=2, humans=1, seed=5)
    advance(s, lambda s: s.state.top()["kind"] == "build" and s.state.turn == 0)
    p = start(app, s)
    view = p.view
    hand = s.state.hands[0]
    ring = [w.key for w in p.play.focusables()]
    cards = [k for k in ring if k[:2] == ("pandorum", "card")]
    assert sorted(k[2] for k in cards) == sorted(set(hand))
    buttons = [i for i, k in enumerate(ring) if k[1] == "button"]
    assert max(buttons) < ring.index(cards[0])  # the projects first: they decide
    p.focus(cards[0])
    assert view.hover == ("card", cards[0][2])
    assert "Here:" in view.detail_text(view.options(), view.hover)
    assert s.state.top()["kind"] == "build"  # nothing taken


def test_an_empty_hand_is_not_asked_to_pay_a_card_to_move(app):
    """Found in play: with no card in hand the prompt still said "or pay a card from your
    hand to move" and "or choose a card in your hand to move"."""
    from tests.pandorum_ui.test_view import session, start

    s = session(players=2, humans=1, seed=7)
    s.state.hands[0] = []
    p = start(app, s)
    view = p.view
    o = view.options()
    assert o.kind == "turn" and not o.fees and o.free is None
    head, hint = view.prompt_lines(o)
    assert "pay a card" not in head and "in your hand" not in hint, (head, hint)
    assert hint == "Tap the deck or a market stack."
