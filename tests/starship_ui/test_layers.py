"""The Starship board on the board-view base: what the cached layer repaints, what a long
press or a tap reveals without hover, selection and refusals through the base.

* the pointer moving over the board repaints no layer and no panel;
* after an action only the panels it changed are painted again, and the layer painted
  piece by piece is pixel for pixel the layer painted whole;
* every card text that pointing shows is shown by a finger too: a tap on a card that is not
  a choice, or a finger held on a card that is (which then is not bought);
* the selection ends with the action; a refusal's words are the rules' own.
"""

from __future__ import annotations

import pygame

from game.scenes.play import PlayScene
from game.starship.bots import HeuristicBot
from game.starship.rules import actions as A
from game.starship.view import LONG_PRESS
from game.starship.view_text import describe_spot
from tests.starship_ui.driver import Player, board_drawn, session
from tests.starship_ui.test_view import (
    advance_until,
    at_card_purchase,
    in_run_with_pickups,
    open_scene,
)
from tests.uitext import assert_shown


def _pointer(p: Player, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0), touch=False))
    p.frames(1)


def _finger(kind: int, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(kind, x=pos[0] / 1920, y=pos[1] / 1080, dx=0, dy=0,
                                         finger_id=3, touch_id=1, pressure=1.0))


def _layer(view) -> pygame.Surface:
    return view.top_layer(view.viewer).subsurface(view.rect).copy()


def test_pointing_repaints_no_layer_and_no_panel(app):
    p, _, buy = at_card_purchase(app, players=4)
    view = p.view
    app.draw()
    layers, panels = view.layer_paints(), dict(view.on_layer.paints)
    for key in (("stack", (1, "scout")), ("forsale", 0), ("dest", 1), ("seat", 2), None):
        pos = view.point_for(key) if key is not None else (1440, 1075)
        _pointer(p, pos)
        app.draw()
        assert view.hover == (key if key is None else view.spot_at(pos).key)
    assert view.layer_paints() == layers and view.on_layer.paints == panels
    # the prompt's words follow the pointer; its buttons stay as they are
    buttons = [w.rect for w in p.play.widgets if isinstance(w.key, tuple)
               and w.key[:2] == ("starship", "act")]
    assert buttons  # Pass
    _pointer(p, (1440, 1075))
    app.dirty = True
    still = [app.draw().subsurface(r).copy() for r in buttons]
    _pointer(p, view.point_for(("forsale", buy.slot)))
    app.dirty = True
    pointed = [app.draw().subsurface(r).copy() for r in buttons]
    assert view.prompt_text(view.hover)[0].startswith("Buy ")
    assert [x.get_view("2").raw for x in still] == [x.get_view("2").raw for x in pointed]
    # the words of what is under the pointer are drawn over the layer, not into it
    text = describe_spot(view.st, ("forsale", buy.slot), view.names())
    assert_shown(board_drawn(app), text)


def test_an_action_repaints_only_its_panels_and_matches_a_whole_repaint(app):
    s = session(players=4, humans=1, seed=3)
    p = open_scene(app, s)
    view = p.view
    app.settings.bot_delay = 99  # the bots wait: one action, one repaint
    app.draw()
    before = dict(view.on_layer.paints)
    p.perform(A.BuyShip(1, "scout", True))
    app.draw()
    painted = {n for n, c in view.on_layer.paints.items() if c != before.get(n)}
    assert {"seat0", "shipyard", "prompt"} <= painted  # the ship, the stack, the words
    assert not painted & {"market", "gear", "bag", "dests", "dock", "discard", "seat2",
                          "seat3"}
    # the bots play on: after every move the layer repainted where it changed equals the
    # layer painted whole
    app.settings.animation_speed = 1.0  # pawns and mines in flight are left out

    def same_as_whole() -> None:
        pieces = _layer(view)
        view.on_layer.forget()  # forget what the layer holds: paint it whole
        view.layer_pictures.clear()  # (and every panel's kept picture)
        view.touch()
        whole = _layer(view)
        assert pieces.get_view("2").raw == whole.get_view("2").raw, s.log[-1].action

    bots = [HeuristicBot(i, 7 + i) for i in range(4)]
    for _ in range(60):
        if s.state.is_over:
            break
        seat = s.state.pending_seats()[0]
        view.on_events(s.apply(bots[seat].choose(s.state.view(seat))))
        view.actor = 0 if s.state.pending_seats()[0] == 0 else None
        same_as_whole()
        view.update(0.5)  # everything lands
        same_as_whole()


def test_a_tap_on_a_card_that_is_not_a_choice_shows_its_text(app):
    p = open_scene(app, session(players=2, humans=1, seed=3))
    view = p.view
    st = view.session.state
    _finger(pygame.FINGERDOWN, view.point_for(("forsale", 0)))
    _finger(pygame.FINGERUP, view.point_for(("forsale", 0)))
    p.frames(1)
    assert app.toasts.history[-1] == st.why_not(A.BuyCard(0), 0)  # the rules' words
    assert view.info == ("forsale", 0) and view.hover is None
    assert_shown(board_drawn(app), describe_spot(view.st, ("forsale", 0), view.names()))


def test_a_finger_held_on_a_card_shows_its_text_and_buys_nothing(app):
    p, s, buy = at_card_purchase(app)
    view = p.view
    key = ("forsale", buy.slot)
    pos = view.point_for(key)
    n = len(s.log)
    _finger(pygame.FINGERDOWN, pos)
    p.frames(int(LONG_PRESS * 60) + 3)
    assert view.info == key
    lines = board_drawn(app)
    assert_shown(lines, describe_spot(view.st, key, view.names()))  # the card's text
    _finger(pygame.FINGERUP, pos)
    p.frames(2)
    assert len(s.log) == n, "a long press must not buy the card"
    assert view.info == key
    _finger(pygame.FINGERDOWN, pos)  # a short tap buys it
    _finger(pygame.FINGERUP, pos)
    p.frames(1)
    assert s.log[n].action == buy


def test_the_selection_ends_with_the_action_and_cancel_drops_it(app):
    p = open_scene(app, session(players=2, humans=1, seed=3))
    view = p.view
    key = ("stack", (1, "tug"))
    p.click(view.point_for(key))
    assert view.selected == key
    p.click(p.button(("starship", "cancel")).center)
    assert view.selected is None
    p.click(view.point_for(key))
    p.press_action_button(A.BuyShip(1, "tug", True))
    assert view.selected is None and view.info is None


def test_the_scene_draws_the_board_from_its_layer(app):
    """A board on the base: the play scene composes the layer, then draws what moves."""
    s = session(players=2, humans=1, seed=3)
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(2)
    app.draw()
    assert p.view.layer_paints() == {"state": 1}


def _known_pickups(state) -> list:
    return [a for a in state.legal_actions(0)
            if isinstance(a, A.Pickup) and a.token in state.known]


def test_a_pickup_from_known_space_repaints_the_box_under_its_price_tag(app):
    """Known Space changes while its price tag stays: the box is painted again under the
    tag, and the tag over it (the layer in pieces equals the layer painted whole)."""
    s = session(players=2, humans=1, seed=4)
    advance_until(s, lambda st: st.turn == 0 and st.pending and st.pending[-1]["kind"] == "run"
                  and len(_known_pickups(st)) >= 1)
    p = open_scene(app, s)
    view = p.view
    app.draw()
    assert view.marks(view.viewer).area_badges.get(("known", None))  # the tag is shown
    pickup = _known_pickups(s.state)[0]
    p.perform(pickup)
    assert s.log[-1].action == pickup
    pieces = _layer(view)
    view.on_layer.forget()
    view.layer_pictures.clear()
    view.touch()
    assert pieces.get_view("2").raw == _layer(view).get_view("2").raw


def test_a_finger_held_on_a_pickup_says_its_energy_cost_and_picks_nothing_up(app):
    """In a run, pointing at a pickup says what it costs and what is left; a held finger
    says the same in the prompt (and previews the pips), and picks nothing up."""
    s = session(players=2, humans=1, seed=4)
    advance_until(s, in_run_with_pickups)
    p = open_scene(app, s)
    view = p.view
    pickup = next(a for a in s.state.legal_actions(0) if isinstance(a, A.Pickup))
    pos = view.point_for(("mine", pickup.token))
    n = len(s.log)
    _finger(pygame.FINGERDOWN, pos)
    p.frames(int(LONG_PRESS * 60) + 3)
    assert view.info == ("mine", pickup.token) and view.hover is None
    picture = view.prompt_picture(view.info)
    assert "energy left after" in " ".join(picture[0]) and picture[4] > 0  # amber pips
    assert_shown(board_drawn(app), picture[0][0])
    _finger(pygame.FINGERUP, pos)
    p.frames(2)
    assert len(s.log) == n


def test_an_actions_panels_are_painted_ahead_a_few_a_frame_and_only_copied_after(app):
    """Bots play with animations on: the panels each move changes are painted ahead in
    the frames that keep the last picture (none in the move's own frame, which did the
    rules' work), so the frames that compose the layer, and those in which a flying mine
    lands in a seat's hold, copy kept pictures and paint none (but while a toast is up);
    the layer still equals one painted whole."""
    s = session(players=4, humans=0, seed=3)
    p = open_scene(app, s)
    view = p.view
    app.settings.animation_speed = 1.0
    app.settings.bot_delay = 0.3
    # a pass paints panels for as long as its budget: a generous one keeps the test off
    # the machine's speed (a slow machine's last frame of the window paints what is left)
    p.play.ahead_budget = 1.0
    p.play.ahead_frames = 6  # (as in play: the tests' default shows an action at once)
    kept = view.layer_pictures
    p.frames(3)
    moves, ahead_frames, first_frames = len(s.log), 0, 0
    for _ in range(3000):  # until ten moves are seen (the bots think in a worker: a busy
        # machine takes more frames for them)
        if len(s.log) - moves >= 10 and first_frames >= 10 and ahead_frames >= 10:
            break
        before_log, before_paints, before_ahead = len(s.log), sum(kept.paints.values()), \
            view.panels_ahead
        # (while a toast is up the canvas is drawn whole every frame, the layer with it:
        # the play scene paints ahead only over a canvas that holds its last picture)
        toast = app.toasts.active
        p.frames(1)
        ahead = view.panels_ahead - before_ahead
        in_repaint = sum(kept.paints.values()) - before_paints - ahead
        assert toast or in_repaint == 0, f"a repaint painted {in_repaint} panels: {s.log[-1]}"
        if len(s.log) != before_log:  # the move's own frame: its work, no panel
            assert ahead == 0
            first_frames += 1
        ahead_frames += ahead > 0
    assert len(s.log) - moves >= 10 and first_frames >= 10 and ahead_frames >= 10
    shown = _layer(view)
    view.on_layer.forget()
    view.layer_pictures.clear()
    view.touch()
    assert shown.get_view("2").raw == _layer(view).get_view("2").raw


def test_a_chosen_stack_is_named_above_its_buttons_and_its_text_beside_it_hides_no_choice(app):
    """Buy and Lease take two rows of the prompt: its one line left names the chosen stack
    and says what to do (found in play: "Mark I Scouts …"), with or without the pointer
    on it; its whole text stands in the box beside the stack, over no other choice."""
    s = session(players=4, humans=1, seed=3)
    p = open_scene(app, s)
    view = p.view
    key = ("stack", (1, "scout"))
    p.click(view.point_for(key))
    assert view.selected == key and view.prompt_rows() == 1
    words = "Mark I Scouts: choose below."
    _pointer(p, (1440, 1075))  # the pointer away
    assert view.prompt_picture(view.info)[0] == (words,)
    _picture, text, box = view.overlay()
    assert box is not None and text.startswith("Mark I Scouts (Scouts: more energy")
    # the box beside it leaves the other choice in sight (it hid the Tug stack)
    tug = ("stack", (1, "tug"))
    assert tug in view.target_map() and not box.colliderect(view.spot_rect(tug))
    assert not box.colliderect(view.spot_rect(key))
    drawn = board_drawn(app)
    assert_shown(drawn, words)
    assert_shown(drawn, "Mark I Scouts (Scouts: more")


def _lease_only(state) -> bool:
    """Seat 0 in the Shipyard with money for a Mark I Scout's lease, not its price."""
    legal = state.legal_actions() if state.turn == 0 and not state.is_over else []
    return (A.BuyShip(1, "scout", True) in legal
            and A.BuyShip(1, "scout", False) not in legal)


def test_a_chosen_stack_with_lease_alone_is_named_too(app):
    """With Lease alone under it the prompt has two lines, and the stack's text cut to
    them read "Mark I Scouts" / "(Scouts: more energy, Tugs: more holds). …" (found in
    play): the chosen stack is named as with Buy and Lease."""
    s = session(players=4, humans=1, seed=7)
    advance_until(s, _lease_only)
    p = open_scene(app, s)
    view = p.view
    key = ("stack", (1, "scout"))
    p.click(view.point_for(key))
    assert view.selected == key
    _pointer(p, (1440, 1075))
    assert view.prompt_picture(view.info)[0] == ("Mark I Scouts: choose below.",)
    assert_shown(board_drawn(app), "Mark I Scouts: choose below.")
    left = len(view.st.scout_stacks[1])
    assert f"\u00d7{left} = {left} card{'' if left == 1 else 's'} left" in \
        describe_spot(view.st, key, view.names())
