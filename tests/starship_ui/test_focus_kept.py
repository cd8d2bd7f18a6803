"""The keyboard focus ring is never lost while a keyboard player plays (found by real keys
in a real window): choosing a stack with Enter, acting, the bot's turn coming between, the
Moves list. Where the focused thing goes away, the focus goes to what Tab would reach
first on the new decision, so the next Enter takes a thing the player can see."""

from __future__ import annotations

import pygame

from game.engine.widgets import BoardTarget
from game.scenes.play import PlayScene
from tests.starship_ui.driver import Player, session


def open_game(app, humans: int = 1) -> Player:
    app.push(PlayScene(app, session(2, humans=humans, seed=5), autosave=False))
    p = Player(app)
    p.frames(2)
    return p


def test_enter_on_a_stack_leaves_the_focus_on_the_buy_button_not_nowhere(app):
    p = open_game(app)
    p.key(pygame.K_TAB)
    first = p.play.focus
    assert isinstance(first, BoardTarget) and first.key[0] == "stack"
    p.key(pygame.K_RETURN)  # selects the stack: Buy / Lease / Cancel come up
    assert p.view.selected == first.key
    focus = p.play.focus
    assert focus is not None, "the focus ring vanished after choosing a stack by keys"
    assert focus.key == p.play.focusables()[0].key
    assert "Buy" in getattr(focus, "label", "")
    ships_before = len(p.play.session.state.players[0]["ships"])
    p.key(pygame.K_RETURN)  # the very next Enter buys the ship it shows
    p.frames(30)
    assert len(p.play.session.state.players[0]["ships"]) == ships_before + 1


def test_after_acting_and_the_bots_turn_the_focus_is_back_on_the_board(app):
    p = open_game(app)
    p.key(pygame.K_TAB)
    p.key(pygame.K_RETURN)
    p.key(pygame.K_RETURN)  # buys; the bot then takes its turn
    p.frames(60)
    assert p.play.current_actor() == 0
    focus = p.play.focus
    assert focus is not None, "the focus ring vanished after the player's own move"
    assert focus in p.play.focusables() and focus.key == p.play.focusables()[0].key


def test_choosing_from_the_moves_list_keeps_a_focus(app):
    p = open_game(app)
    p.play.toggle_moves()
    p.frames(1)
    p.key(pygame.K_TAB)
    assert p.play.focus is not None
    p.key(pygame.K_RETURN)
    p.frames(60)
    assert p.play.current_actor() == 0
    assert p.play.focus is not None, "the focus ring vanished after a move from the list"


def test_a_mouse_player_gets_no_focus_ring_from_playing(app):
    p = open_game(app)
    stack = next(w for w in p.play.widgets if isinstance(w, BoardTarget))
    p.click(stack.rect.center)
    p.frames(2)
    assert p.play.focus is None


def test_enter_on_the_first_frame_shows_the_ring_and_takes_nothing(app):
    p = open_game(app)
    assert p.play.focus is None
    p.key(pygame.K_RETURN)
    assert p.play.focus is p.play.focusables()[0]
    assert p.view.selected is None


def test_enter_in_the_bots_turn_focuses_nothing_off_the_board(app):
    p = open_game(app)
    p.play.view.actor = None  # as in a bot's turn: the board offers nothing
    p.play.refresh_widgets()
    p.key(pygame.K_RETURN)
    assert p.play.focus is None, "Enter put the focus on the Menu button"
