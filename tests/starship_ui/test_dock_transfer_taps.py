"""Starship's Dock transfers on a monitor: a tap on the pilot (or gear token) on the
obsolete ship's console, then a tap on the active console that takes it, by posted mouse
and key events.

They were one prompt button per card and ship ("Tam Okonkwo -> ship 15 (6cr)"); the
pilot and gear tokens are now drawn on the obsolete console (each lit, its cost beside
it), a tap selects one, the active consoles that may take it are lit, and "Set aside"
stays a button, with Cancel. The decision comes from seed 14 (four people, the
heuristic's moves): Cleo's Scout 8 is obsolete with Tam Okonkwo aboard, her Scout 15 has
no pilot.
"""

from __future__ import annotations

import pygame

from game.engine.boardview.colours import MAY_CHOOSE as TARGET
from game.starship.rules import actions as A
from game.starship.view_draw import SELECTED
from tests.starship_ui.driver import session
from tests.starship_ui.test_view import advance_until, open_scene

PILOT = "pilot:tam_okonkwo"


def at_transfer(app):
    """Seed 14's first Dock transfer decision on screen (Cleo, seat 2), and its driver."""
    s = session(4, 4, 14)
    advance_until(s, lambda st: bool(st.pending) and st.pending[-1]["kind"] == "transfer",
                  3000)
    assert A.TransferPilot(PILOT, 15) in s.state.legal_actions()
    return s, open_scene(app, s)


def act_buttons(p) -> list:
    return [k[2] for k in p.widget_keys() if isinstance(k, tuple) and k[:2] == ("starship", "act")]


def test_a_tap_on_the_pilot_then_on_the_console_transfers_it(app):
    """The pilot lit on the obsolete console (green frame); a tap selects it (gold
    frame), the pilotless active console is lit, "Set aside" and Cancel are the buttons
    (no button per console), the prompt says the cost and where it may go; a tap on
    that console: the pilot aboard ship 15, the credits less its full cost (the rules'
    event)."""
    s, p = at_transfer(app)
    view, seat = p.view, s.state.turn
    credits, cost = s.state.player(seat)["credits"], s.state.comp.card_cost(PILOT)
    assert act_buttons(p) == [A.FinishTransfers()]  # (before: two transfers and Finish)
    pilot = view.spot_rect(("pilot", PILOT))
    assert pilot.colliderect(view.spot_rect(("ship", 8)))
    surface = app.draw()
    assert surface.get_at((pilot.x - 3, pilot.centery))[:3] == TARGET
    p.click(pilot.center)
    assert view.selected == ("pilot", PILOT)
    assert act_buttons(p) == [A.TransferPilot(PILOT, -1)]
    assert ("starship", "cancel") in p.widget_keys()
    assert view.prompt_text()[0] == (
        f"Keep Tam Okonkwo for {cost}cr: choose the lit ship that takes it, or set it aside.")
    console = view.spot_rect(("ship", 15))
    surface = app.draw()
    assert surface.get_at((console.x - 3, console.centery))[:3] == TARGET
    assert surface.get_at((pilot.x - 3, pilot.centery))[:3] == SELECTED
    p.click(view.point_for(("ship", 15)))
    st = s.state
    assert st.ships[15]["pilot"] == PILOT and 8 not in st.player(seat)["ships"]  # (it left)
    assert st.player(seat)["credits"] == credits - cost
    assert s.log[-1].action == A.TransferPilot(PILOT, 15)


def test_refused_taps_say_the_rules_reason_and_cancel_drops_the_pilot(app):
    """A console tapped before a pilot, or one that may not take it (obsolete), says the
    rules' reason and changes nothing; a right click drops the selected pilot, and so
    does Escape; "Set aside" still sets it aside."""
    s, p = at_transfer(app)
    view, n = p.view, len(s.log)
    p.click(view.point_for(("ship", 15)))
    assert app.toasts.history[-1] == s.state.why_not(A.RunShip(15), s.state.turn)
    p.click(view.point_for(("pilot", PILOT)))
    p.click(view.point_for(("ship", 4)))  # obsolete: no place for a pilot
    assert app.toasts.history[-1] == s.state.why_not(A.TransferPilot(PILOT, 4), s.state.turn)
    assert "free place" in app.toasts.history[-1] and len(s.log) == n
    p.click(view.point_for(("ship", 15)), button=3)
    assert view.selected is None and len(s.log) == n
    p.click(view.point_for(("pilot", PILOT)))
    p.key(pygame.K_ESCAPE)
    assert view.selected is None and len(s.log) == n
    p.click(view.point_for(("pilot", PILOT)))
    p.click(p.widget_rect(("starship", "act", A.TransferPilot(PILOT, -1))).center)
    assert s.state.player(2)["aside_pilot"] == PILOT


def test_by_keys_tab_reaches_the_pilot_then_enter_moves_on_to_the_console(app):
    """Tab reaches the pilot; Enter selects it and the focus goes on to the console that
    takes it (the second step); Enter there transfers it."""
    s, p = at_transfer(app)
    for _ in range(12):
        p.key(pygame.K_TAB)
        if p.play.focus is not None and p.play.focus.key == ("pilot", PILOT):
            break
    else:
        raise AssertionError("Tab never reached the pilot")
    p.key(pygame.K_RETURN)
    assert p.view.selected == ("pilot", PILOT)
    assert p.play.focus is not None and p.play.focus.key == ("ship", 15)
    p.key(pygame.K_RETURN)
    assert s.state.ships[15]["pilot"] == PILOT


def test_gear_beside_the_pilot_each_a_tap_and_a_kind_taken_twice_is_refused(app):
    """Seed 14's position with Grapples and a Survey Robot added aboard the obsolete
    Scout 8 and Grapples aboard the obsolete Scout 12 (a position made by hand; every
    seat is a person): the pilot and both tokens side by side on Scout 8's console, each
    lit; Grapples tapped, then Scout 15: aboard it, the credits less its full cost; the
    Grapples left on Scout 12 tapped then says the rules' reason (one of a kind)."""
    s = session(4, 4, 14)
    advance_until(s, lambda st: bool(st.pending) and st.pending[-1]["kind"] == "transfer",
                  3000)
    st = s.state
    st.ships[8]["gear"] += ["grapples", "survey_robot"]
    st.ships[12]["gear"].append("grapples")
    st.touch()
    p = open_scene(app, s)
    view, seat = p.view, st.turn
    items = [view.spot_rect(key) for key in
             (("pilot", PILOT), ("gear", "grapples"), ("gear", "survey_robot"))]
    console = view.spot_rect(("ship", 8))
    assert all(console.contains(r) for r in items)
    assert not any(a.colliderect(b) for i, a in enumerate(items) for b in items[i + 1:])
    credits, cost = st.player(seat)["credits"], st.comp.gear["grapples"].cost
    p.click(view.point_for(("gear", "grapples")))
    assert view.selected == ("gear", "grapples")
    p.click(view.point_for(("ship", 15)))
    st = s.state
    assert "grapples" in st.ships[15]["gear"] and "grapples" not in st.ships[8]["gear"]
    assert st.player(seat)["credits"] == credits - cost
    n = len(s.log)
    p.click(view.point_for(("gear", "grapples")))  # the one on Scout 12
    assert app.toasts.history[-1] == "That gear kind has been transferred already."
    assert len(s.log) == n and view.selected is None
