"""What a new player stumbles on in Starship Merchants (issue 15, item 5), checked in
windows of 1280x720, 1600x900 and 1920x1080 with posted mouse events and fingers:

* the Known Space box covers no part of the track (spaces and arrows);
* the prompt buttons' labels ("Lease Mark I Scout for 4 (+2 loans of 4)") are drawn
  whole inside their buttons;
* the card symbols (energy, cargo holds, cards left) and the "-1⚡" price tags are
  explained in words, by a tap (touch) or by pointing;
* a redraw of the Destinations says so and names the new cards;
* the "ID card" label is clear of the seat's colour strip.
"""

from __future__ import annotations

import pygame

from game.engine.app import App
from game.scenes.play import PlayScene
from game.starship.rules import actions as A
from game.starship.view_actions import label
from game.starship.view_layout import known_area, space_box
from game.starship.view_text import BUDGET_LEGEND, describe_spot
from tests.starship_ui.driver import Player, board_drawn, session
from tests.starship_ui.test_view import advance_until
from tests.uitext import (
    assert_no_overlap,
    assert_shown,
    lines_inside,
    to_window,
)
from tests.uiwindow import WindowInput


class WindowPlayer(WindowInput, Player):
    """The Starship driver in a window that is not the canvas size."""


def open_at(app: App, players: int = 4, seed: int = 3, until=None) -> WindowPlayer:
    s = session(players=players, humans=1, seed=seed)
    if until is not None:
        advance_until(s, until)
    app.push(PlayScene(app, s, autosave=False))
    p = WindowPlayer(app)
    p.frames(2)
    return p


def test_known_space_covers_no_track_space_or_arrow(sized_app):
    p = open_at(sized_app)
    view = p.view
    lay = view.lay
    area = known_area(lay)
    order = view.st.track
    named = {"known space": area}
    for i, q in enumerate(order):
        a, b = lay.spaces[q], lay.spaces[order[(i + 1) % len(order)]]
        named[f"{q} space"] = space_box(a)
        # the arrow is 6 px wide with a 13 px head: nothing within 8 px of its line
        assert not area.inflate(16, 16).clipline(a, b), f"the {q} arrow crosses Known Space"
    assert_no_overlap(named)
    assert area.height >= 100 and area.width >= 100  # still room for mines
    assert_shown(board_drawn(sized_app), "Known Space", inside=area)


def test_id_card_label_is_clear_of_the_seat_strip(sized_app):
    p = open_at(sized_app)
    view = p.view
    lines = board_drawn(sized_app)
    for spot in (s for s in view.spots() if s.kind == "seat"):
        area = spot.rect
        strip = pygame.Rect(area.x, area.y, 12, area.height)
        assert_shown(lines_inside(lines, area), "ID card", inside=area)
        line = next(line for line in lines_inside(lines, area) if line.text == "ID card")
        assert_no_overlap({"strip": strip, "ID card": line.rect})
        for other in (s for s in view.spots() if s.kind in ("ship", "mine")
                      and area.contains(s.rect)):
            assert not other.rect.colliderect(strip), other


def test_buy_and_lease_labels_are_whole_in_their_buttons(sized_app):
    p = open_at(sized_app)
    view = p.view
    p.click(view.point_for(("stack", (1, "scout"))))
    assert view.selected == ("stack", (1, "scout"))
    lines = board_drawn(sized_app)
    st = view.session.state
    keys = [w.key for w in p.play.widgets if isinstance(w.key, tuple)
            and w.key[:2] == ("starship", "act")]
    assert {k[2] for k in keys} == {A.BuyShip(1, "scout", False), A.BuyShip(1, "scout", True)}
    buttons = {}
    for key in keys:
        rect = p.button(key)
        assert_shown(lines, label(st, key[2]), inside=rect)
        buttons[str(key[2])] = rect
    cancel = p.button(("starship", "cancel"))
    assert_shown(lines, "Cancel", inside=cancel)
    assert_no_overlap({**buttons, "cancel": cancel})
    for rect in (*buttons.values(), cancel):
        assert view.lay.prompt.contains(rect)


def test_a_tap_on_a_ship_stack_explains_its_symbols_whole(sized_app):
    """Touch has no hover: a finger on a stack selects it, and the box beside it reads
    every symbol of the card in words (the two prompt lines cannot hold them)."""
    p = open_at(sized_app)
    view = p.view
    key = ("stack", (1, "tug"))
    p.finger_tap(view.point_for(key))
    assert view.selected == key
    st = view.st
    text = describe_spot(st, key, view.names())
    stats = st.comp.ships[view.st.tug_slots[1]].side("tug")
    assert (f"\u26a1{stats.energy} = {stats.energy} energy a run, \u25a2{stats.cargo} = "
            f"{stats.cargo} cargo holds") in text
    lines = board_drawn(sized_app)
    assert_shown(lines, text, inside=view.rect)


def _redraw_possible(state) -> bool:
    d = state.pending[-1] if state.pending else {}
    return (state.turn == 0 and d.get("kind") == "run"
            and A.RedrawDestinations() in state.legal_actions())


def test_pointing_at_a_price_tag_says_what_it_costs_and_a_redraw_says_so(sized_app):
    p = open_at(sized_app, players=2, seed=4, until=_redraw_possible)
    view = p.view
    s = view.session
    run = s.state.pending[-1]
    # for fingers (no hover): the green tags in words beside the energy pips
    assert_shown(board_drawn(sized_app), BUDGET_LEGEND, inside=view.lay.prompt)
    spot = view.point_for(("dest_deck", None))
    x, y = to_window(sized_app, spot)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    p.frames(1)
    cost = int(s.state.comp.rules["redraw_destinations_cost"])
    want = f"-{cost}\u26a1 = {cost} energy, {run['energy'] - cost} energy left after"
    assert want in view.prompt_text(view.hover)[0]
    before = list(s.state.dest_slots)
    p.click(spot)
    assert s.log[-1].action == A.RedrawDestinations()
    assert s.state.dest_slots != before
    names = [s.state.comp.destinations[c].name for c in s.state.dest_slots if c is not None]
    toast = "Both Destinations redrawn: now " + " and ".join(names) + "."
    assert_shown(board_drawn(sized_app), toast)


def test_a_finger_on_a_console_explains_its_chips_whole(sized_app):
    """Another seat's console (not a choice now): a finger on it gives its energy chip,
    holds, loans and Destination in words, whole on screen (prompt or the box beside)."""
    p = open_at(sized_app, until=lambda st: st.turn == 0 and st.players[1]["ships"]
                and st.pending and st.pending[-1].get("kind") != "run")
    view = p.view
    ship = view.st.players[1]["ships"][0]
    p.finger_tap(view.point_for(("ship", ship)))
    assert view.info == ("ship", ship)
    text = describe_spot(view.st, ("ship", ship), view.names())
    energy = view.st.energy(ship)
    assert f"\u26a1{energy} = {energy} energy" in text
    assert_shown(board_drawn(sized_app), text, inside=view.rect)


def _bots_run(state) -> bool:
    d = state.pending[-1] if state.pending else {}
    return state.turn != 0 and d.get("kind") == "run" and bool(state.legal_actions())


def test_watching_a_bots_run_shows_its_pips_but_no_words_for_tags_not_there(app):
    """The legend beside the pips explains the board's green price tags; while a bot's
    run is watched there are none (found in play: "Waiting for Normal bot 2…" over
    "green tags: energy a tap costs", with no tag on the board)."""
    from dataclasses import replace

    app.settings = replace(app.settings, bot_delay=5.0)  # the bot waits: its run is seen
    p = open_at(app, players=3, seed=4, until=_bots_run)
    view = p.view
    assert view.actor is None and view.session.state.turn != 0
    lines = lines_inside(board_drawn(app), view.lay.prompt)
    assert lines, "the prompt says whom it waits for"
    assert not any(BUDGET_LEGEND in line.text for line in lines), [x.text for x in lines]
    assert not view.targets(), "no target, no green tag"
