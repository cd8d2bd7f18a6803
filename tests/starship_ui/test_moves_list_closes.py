"""The Moves list (every legal move as a button, the keyboard's way through the board) is
the human's: found in play, it stayed open through the bots' turns, showing the moves of a
decision that was no longer the player's. Now it closes when the decision passes to a bot
(or the game ends), the board shows the bots' moves, and the player's next decision comes
back on the board: the list opens again only when the player asks for it."""

from __future__ import annotations

from dataclasses import replace

from game.core.session import Session
from game.scenes.play import PlayScene
from tests.starship_ui.driver import Player, session


def open_game(app) -> Player:
    """Ann (human) against two Normal bots, the bots moving after a short delay."""
    app.settings = replace(app.settings, bot_delay=0.3)
    app.push(PlayScene(app, session(3, humans=1, seed=5), autosave=False))
    p = Player(app)
    p.frames(2)
    return p


def moves_label(p: Player) -> str:
    """What the top bar's Moves / Board button reads."""
    return next(w.label for w in p.play.widgets if w.key == "moves")


def list_buttons(p: Player) -> list[str]:
    """The labels of the Moves list's move buttons the scene shows now."""
    return [w.label for w in p.play.board_widgets()
            if isinstance(w.key, tuple) and w.key[0] == "action"]


def test_the_list_closes_when_the_decision_passes_to_the_bots(app) -> None:
    p = open_game(app)
    moves = p.widget_rect("moves")
    assert moves is not None
    p.click(moves.center)
    assert p.play.show_moves and list_buttons(p), "the list opens on the player's decision"
    state: Session = p.play.session
    seen_bots = False
    for _ in range(40):  # Ann's moves by the list until her turn ends
        if p.play.current_actor() != 0:
            break
        first = p.widget_rect(("action", 0))
        assert first is not None
        p.click(first.center)
        p.frames(1)
    for _ in range(600):
        if p.play.current_actor() == 0 and not p.play.view.animating:
            break
        if p.play.current_actor() is None and not state.state.is_over:
            seen_bots = True
            assert not p.play.show_moves, "the Moves list stayed open in a bot's turn"
            assert not list_buttons(p)
            assert moves_label(p) == "Moves"
        p.frames(1)
    assert seen_bots, "the bots never had a turn to watch"
    assert p.play.current_actor() == 0
    assert not p.play.show_moves, "the list came back by itself on the player's decision"
    assert moves_label(p) == "Moves"
    p.click(p.widget_rect("moves").center)  # asked for, it opens on her new decision
    assert p.play.show_moves and list_buttons(p)


def test_the_m_key_opens_the_list_with_the_focus_on_its_first_move_and_closes_it(app) -> None:
    """A keyboard player opens the list with its own key (M, a binding in the settings)
    rather than walking the focus to its button on every turn, now that it closes in the
    bots' turns; the focus is on the list's first move, and Enter takes it."""
    import pygame

    p = open_game(app)
    assert not p.play.show_moves
    p.key(pygame.K_m)
    assert p.play.show_moves and list_buttons(p)
    assert p.play.focus is not None and p.play.focus.key == ("action", 0)
    p.key(pygame.K_m)
    assert not p.play.show_moves and moves_label(p) == "Moves"
    p.key(pygame.K_m)
    before = len(p.play.session.log)
    p.key(pygame.K_RETURN)
    assert len(p.play.session.log) == before + 1, "Enter took the focused first move"
