"""Which hand cards are drawn playable: the rules' legal actions say it, once, for the
monitor's hand and for a table seat's panel alike. A card no legal action plays (no
target for its effect; any card while its player chooses a played card's target) is
drawn dimmed; one that a legal action plays is drawn bright."""

from __future__ import annotations

import pygame

from game.escape.rules.actions import PlayCard
from game.escape.view_decks import CARD_FACE, CARD_FACE_OFF
from game.escape.view_hud import hand_card_rects
from game.scenes.play import PlayScene
from tests.escape.helpers import card_turn, give
from tests.escape_ui.driver import Player, session
from tests.escape_ui.table_driver import EscapeFingers

#: ALERT C (bring in a ship) and WARNING E can be carried out on an empty board; ALERT A
#: (move a ship forward) cannot: seat 0 has no ship on the board
CARDS = ("ALERT-C1", "WARNING-E1", "ALERT-A1")


def bright(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    """Is the card in ``rect`` (canvas) drawn on the playable face rather than the
    dimmed one? Counted over its pixels: its words cover part of either."""
    on = off = 0
    for x in range(rect.left, rect.right, 3):
        for y in range(rect.top, rect.bottom, 3):
            colour = tuple(surface.get_at((x, y)))[:3]
            on += colour == CARD_FACE
            off += colour == CARD_FACE_OFF
    assert on or off, "no card face there"
    return on > off


def rules_playable(s) -> set[str]:
    """The cards of seat 0 that a legal action plays now, as the rules list them."""
    return {a.card for a in s.state.legal_actions(0) if isinstance(a, PlayCard)}


def position(humans: int):
    """Seat 0's turn on an empty board, holding :data:`CARDS`."""
    s = session(players=2, humans=humans, seed=3)
    st = card_turn(2)
    for cid in CARDS:
        give(st, 0, cid)
    s.state = st
    return s


def test_monitor_hand_is_drawn_playable_as_the_rules_say(app):
    s = position(humans=1)
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(1)

    def shown() -> dict[str, bool]:
        hand = p.view.geo.regions["hand"]
        surface = app.draw()
        return {c: bright(surface, r)
                for c, r in zip(s.state.hands[0], hand_card_rects(hand, 3), strict=True)}

    assert rules_playable(s) == {"ALERT-C1", "WARNING-E1"}
    assert shown() == {"ALERT-C1": True, "WARNING-E1": True, "ALERT-A1": False}
    p.perform(PlayCard("ALERT-C1"))  # now its target is chosen: no card may be played
    p.frames(1)
    assert rules_playable(s) == set() and s.state.hands[0] == ["WARNING-E1", "ALERT-A1"]
    hand = p.view.geo.regions["hand"]
    surface = app.draw()
    assert [bright(surface, r) for r in hand_card_rects(hand, 2)] == [False, False]


def test_table_panel_draws_playable_cards_as_the_rules_say(app):
    s = position(humans=2)
    fingers = EscapeFingers.at_table(app, s)

    def shown() -> dict[str, bool]:
        scene = fingers.scene
        eye = fingers.seat_spot(0, "eye")
        holding = fingers.down(eye)  # the cards face up for their owner
        rects = scene.view.seat_rects(0, scene.parts[0].game)
        surface = fingers.settled()
        out = {c: bright(surface, fingers.orient(0).rect_to_canvas(rects[f"card{k}"]))
               for k, c in enumerate(s.state.hands[0])}
        fingers.up(holding, eye)
        return out

    assert rules_playable(s) == {"ALERT-C1", "WARNING-E1"}
    assert shown() == {"ALERT-C1": True, "WARNING-E1": True, "ALERT-A1": False}
    fingers.play(PlayCard("ALERT-C1"), 0)
    assert rules_playable(s) == set()
    assert shown() == {"WARNING-E1": False, "ALERT-A1": False}


def test_detail_line_explains_what_is_being_carried_out(app):
    """While a card's or a Skip reward's effect is chosen, the line below the ring says
    what it does: the card the rules name as being carried out (its text), a reward in
    the words the Skip field's preview used."""
    from game.escape.rules.effects import SKIP_EFFECTS, effect_frame
    from game.escape.view_prompt import SKIP_REWARDS

    s = position(humans=1)
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(1)
    p.perform(PlayCard("ALERT-C1"))
    p.frames(1)
    view = p.view
    card = s.state.data.cards["ALERT-C1"]
    lines = [t for t, _ in view.detail_lines(view.seen(0), view.options())]
    assert lines == [f"{card.name}: {card.text}"]
    st = s.state
    st.pending.append(effect_frame(SKIP_EFFECTS["warp"], 0, "WARP", optional=True))
    st.touch()
    view.state_changed()
    lines = [t for t, _ in view.detail_lines(view.seen(0), view.options())]
    assert lines == [f"WARP: {SKIP_REWARDS['warp']}"]
