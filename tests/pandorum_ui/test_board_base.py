"""The Pandorum view on the board-view base: the cached layer repainted only where an action
changed it shows what a whole repaint shows; hover repaints nothing; every text hover shows
is shown by a tap too; selections end with the decision; refusals carry the rules' reason.
Every input is a posted pygame event."""

from __future__ import annotations

from copy import deepcopy

import pygame

from game.pandorum.bots import HeuristicBot
from game.pandorum.rules.actions import MoveTo, PayFee, TakeCard
from game.pandorum.view import PandorumView
from game.scenes.play import BOARD
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, human_turn_with_fee, start


def board_pixels(app) -> bytes:
    return pygame.image.tobytes(app.draw().subsurface(BOARD), "RGB")


def detail_pixels(app, p) -> bytes:
    """The prompt box's detail lines as drawn (where a card's text shows)."""
    box = p.view.side(p.view.eyes()).prompt
    area = pygame.Rect(box.left + 4, box.top + 60, box.width - 8, 90)
    return pygame.image.tobytes(app.draw().subsurface(area), "RGB")


def hover(p, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0), touch=False))
    p.frames(1)


def panel_pixels(view) -> bytes:
    """The side panel and the mats as the view's cached layer shows them."""
    layer = view.top_layer(view.viewer)
    return b"".join(pygame.image.tobytes(layer.subsurface(r), "RGB")
                    for r in (view.panels.side, view.panels.mats))


def test_the_layer_repainted_in_parts_matches_a_whole_repaint(app):
    """Forty decisions (a human's clicks and three bots, harvesters gliding): after each
    action only the panels it changed and the planet are repainted, and the panels show
    what a new view painting everything shows; at the end the whole board does."""
    app.settings.animation_speed = 4.0
    s = session(players=4, humans=1, seed=9)
    p = start(app, s)
    for _ in range(40):
        for _ in range(200):
            if p.view.actor == 0 and not p.view.animating:
                break
            p.frames(1, dt=0.05)
        view = p.view
        fresh = PandorumView(s, app)
        fresh.layout(view.rect)
        fresh.viewer, fresh.actor = view.viewer, view.actor
        # where the tiles stood this turn (a chosen card's place left empty) is the
        # view's note, not a picture: the fresh view lays them out from the same note
        fresh.places = deepcopy(view.places)
        assert panel_pixels(view) == panel_pixels(fresh), len(s.log)
        p.perform(HeuristicBot(0, len(s.log)).choose(s.state.view(0)))
    p.frames(30, dt=0.05)
    assert len(s.log) > 60
    parts = board_pixels(app)
    p.view.layout(p.view.rect)  # forget every cached layer, panel and picture
    assert board_pixels(app) == parts


def human_turn(app):
    """Two players, the human's turn with fee cards in hand: the session and the driver."""
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    return s, start(app, s)


def test_hovering_a_card_shows_its_text_without_repainting_the_layer(app):
    s, p = human_turn(app)
    view = p.view
    name = s.state.hands[0][0]
    before, paints = detail_pixels(app, p), view.layer_paints()
    hover(p, p.card(name))
    assert view.hover == ("card", name)
    assert name in view.detail_text(view.options(), view.hover)
    assert detail_pixels(app, p) != before  # the text is drawn over the layer
    assert view.layer_paints() == paints
    hover(p, (5, BOARD.bottom - 5))
    assert view.hover is None and detail_pixels(app, p) == before


def test_a_tap_reads_a_market_card_the_first_time_and_takes_it_the_second(app):
    s, p = human_turn(app)
    view = p.view
    name = s.state.market[0][0]
    n = len(s.log)
    before = detail_pixels(app, p)
    p.click(p.market(name))
    assert len(s.log) == n and view.selected == ("market", name)
    hover(p, (5, BOARD.bottom - 5))  # the text stays once the pointer left (no hover)
    assert view.detail_text(view.options()).startswith(name)
    assert detail_pixels(app, p) != before
    assert p.button("take") is not None
    p.click(p.market(name))
    assert s.log[n].action == TakeCard(name) and view.selected is None


def test_a_tap_on_another_players_turn_reads_the_card(app):
    """While a bot decides (nobody at the device acts), a tap on a market card or a card
    of your hand shows its text, as hovering it does."""
    app.settings.bot_delay = 30  # the bot waits: its turn lasts the whole test
    s = session(players=2, humans=1, seed=21)
    advance(s, lambda s: s.state.turn == 1 and len(s.log) > 10)
    p = start(app, s)
    view = p.view
    assert view.actor is None
    side = view.side(view.eyes())
    for name, spot in ((s.state.market[0][0], side.market[s.state.market[0][0]].center),
                       (s.state.hands[0][0], side.hand[s.state.hands[0][0]].center)):
        before = detail_pixels(app, p)
        p.click(spot)
        hover(p, (5, BOARD.bottom - 5))
        assert view.selected == ("read", name)
        assert view.detail_text(view.options()).startswith(name)
        assert detail_pixels(app, p) != before
    assert len(s.log) > 10 and s.state.turn == 1


def test_the_selection_ends_with_the_decision(app):
    s, p = human_turn(app)
    card = next(a.card for a in s.state.legal_actions() if isinstance(a, PayFee))
    p.click(p.card(card))
    assert p.view.selected == ("fee", card)
    n = len(s.log)
    p.click(p.market("deck"))  # another decision: taking cards
    assert s.log[n].action == TakeCard("deck")
    assert p.view.selected is None


def test_a_refused_hex_says_the_rules_reason(app):
    s, p = human_turn(app)
    h = sorted(s.state.board.red)[0]
    reason = s.state.why_not(MoveTo(*h), 0)
    assert reason
    p.click(p.hex(h))
    assert app.toasts.history[-1] == reason
