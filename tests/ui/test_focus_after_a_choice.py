"""Where the keyboard focus goes after a choice, the same in all four games
(game/scenes/play_focus.py): a choice that opens a second step moves the focus to the
first thing that finishes it; Escape steps back, to the thing chosen; with nothing chosen
Escape opens the menu. Driven by posted key events only."""

from __future__ import annotations

import pygame

from game.escape.game import GAME as ESCAPE
from game.pandorum.game import GAME as PANDORUM
from game.pandorum.rules.actions import TakeCard
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from game.starship.game import GAME as STARSHIP
from tests.merchants_ui.conftest import FakeClock
from tests.merchants_ui.test_view import at_decision
from tests.uidriver import BoardDriver, make_session


def open_game(app, game, seed: int = 5) -> BoardDriver:
    app.push(PlayScene(app, make_session(game, 2, humans=1, seed=seed), autosave=False))
    p = BoardDriver(app)
    p.frames(2)
    return p


def tab_to(p: BoardDriver, wanted) -> object:
    """Tab until the focused widget's key satisfies ``wanted``; that key."""
    for _ in range(len(p.play.widgets) + 2):
        focus = p.play.focus
        if focus is not None and wanted(focus.key):
            return focus.key
        p.key(pygame.K_TAB)
    raise AssertionError(f"Tab reached nothing wanted: {[w.key for w in p.play.focusables()]}")


def focused(p: BoardDriver):
    return None if p.play.focus is None else p.play.focus.key


def escape_goes_back_then_opens_the_menu(p: BoardDriver, chosen) -> None:
    p.key(pygame.K_ESCAPE)
    assert p.play.view.selected is None, "Escape did not drop the choice"
    assert focused(p) == chosen, "Escape did not put the focus back on the thing chosen"
    assert isinstance(p.app.top, PlayScene)
    p.key(pygame.K_ESCAPE)  # nothing chosen now: the menu
    assert isinstance(p.app.top, MenuScene)


def test_starship_a_chosen_stack_hands_the_focus_to_buy(app):
    p = open_game(app, STARSHIP)
    stack = tab_to(p, lambda k: k[0] == "stack")
    p.key(pygame.K_RETURN)
    assert p.play.view.selected == stack
    assert focused(p)[:2] == ("starship", "act") and "Buy" in p.play.focus.label
    escape_goes_back_then_opens_the_menu(p, stack)


def test_pandorum_a_chosen_fee_card_hands_the_focus_to_the_hexes_it_pays_for(app):
    p = open_game(app, PANDORUM)
    card = tab_to(p, lambda k: k[1] == "card")
    p.key(pygame.K_RETURN)
    assert p.play.view.selected == ("fee", card[2])
    # (it kept the focus on the card before: a second Enter paid without moving)
    assert focused(p)[1] == "hex" and focused(p) == p.play.focusables()[0].key
    escape_goes_back_then_opens_the_menu(p, card)


def test_pandorum_a_chosen_market_stack_hands_the_focus_to_take(app):
    p = open_game(app, PANDORUM)
    stack = tab_to(p, lambda k: k[1] == "market" and k[2] != "deck")
    p.key(pygame.K_RETURN)
    assert p.play.view.selected == ("market", stack[2])
    assert focused(p) == ("pandorum", "button", "take")
    n = len(p.play.session.log)
    p.key(pygame.K_RETURN)
    assert p.play.session.log[n].action == TakeCard(stack[2])  # the next Enter takes it


def test_escape_a_chosen_platform_hands_the_focus_to_the_fields(app):
    p = escape_game_at_its_first_turn(app, seed=5)
    platform = tab_to(p, lambda k: k[0] == "platform")
    p.key(pygame.K_RETURN)
    assert p.play.view.selected == platform
    assert focused(p)[0] == "place" and focused(p) == p.play.focusables()[0].key
    escape_goes_back_then_opens_the_menu(p, platform)


def test_merchants_a_first_defender_lane_hands_the_focus_to_a_partner_lane(app):
    t = at_decision(app, FakeClock(), "defend", seed=7)
    lane = tab_to(t, lambda k: k[:2] == ("node", "defense"))
    t.key(pygame.K_RETURN)
    first = t.view.selected_lane
    assert first is not None and t.view.lane_node(first) == lane[2]
    assert focused(t)[:2] == ("node", "defense") and focused(t) != lane
    escape_goes_back_then_opens_the_menu(t, lane)


def test_a_mouse_choice_and_escape_drop_it_without_a_focus_ring(app):
    p = open_game(app, STARSHIP)
    stack = next(w for w in p.play.widgets if isinstance(w.key, tuple) and w.key[0] == "stack")
    p.click(stack.rect.center)
    p.frames(2)
    assert p.play.view.selected == stack.key and p.play.focus is None
    p.key(pygame.K_ESCAPE)
    assert p.play.view.selected is None and p.play.focus is None
    assert isinstance(p.app.top, PlayScene)


def escape_game_at_its_first_turn(app, seed: int) -> BoardDriver:
    p = open_game(app, ESCAPE, seed)
    tab_to(p, lambda k: k[0] == "mission")
    p.key(pygame.K_RETURN)  # give a mission back; the bot takes its turn
    p.frames(60)
    return p


def test_escape_a_chosen_playable_card_hands_the_focus_to_play(app):
    p = escape_game_at_its_first_turn(app, seed=6)
    card = tab_to(p, lambda k: k[0] == "card")
    p.key(pygame.K_RETURN)
    assert p.play.view.selected == card
    assert focused(p) == ("escape", "button", "play")
    escape_goes_back_then_opens_the_menu(p, card)


def test_escape_a_card_chosen_only_to_be_read_keeps_the_focus(app):
    """A card that cannot be played now opens no second step (no Play): the player reads
    it, and why not, with the focus still on it."""
    p = escape_game_at_its_first_turn(app, seed=7)
    card = tab_to(p, lambda k: k[0] == "card")
    p.key(pygame.K_RETURN)
    assert p.play.view.selected == card
    assert focused(p) == card
    escape_goes_back_then_opens_the_menu(p, card)
