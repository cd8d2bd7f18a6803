"""The "Moves" / "Board" button pressed by keys hands the focus on to what it shows (found
playing by keys in a real window: the ring stayed on the button and a Tab was needed
before every use of the list); a click leaves no ring (a mouse player never gets one)."""

from __future__ import annotations

import pygame

from game.scenes.play import PlayScene
from tests.starship_ui.driver import Player, session


def open_game(app) -> Player:
    app.push(PlayScene(app, session(2, humans=1, seed=5), autosave=False))
    p = Player(app)
    p.frames(2)
    return p


def focus_on(p: Player, key: str) -> None:
    for _ in range(60):
        if p.play.focus is not None and p.play.focus.key == key:
            return
        p.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {key!r}")


def test_the_moves_button_by_keys_focuses_the_first_move_and_back(app) -> None:
    p = open_game(app)
    focus_on(p, "moves")
    p.key(pygame.K_RETURN)
    assert p.play.show_moves
    first = p.play.moves.widgets()[0]
    assert p.play.focus is first, f"focus on {p.play.focus and p.play.focus.key!r}"
    focus_on(p, "moves")  # now labelled "Board"
    p.key(pygame.K_RETURN)
    assert not p.play.show_moves
    ring = p.play.focusables()
    board = [w for w in p.play.view.widgets() if w in ring]
    assert p.play.focus is board[0]


def test_a_click_on_the_moves_button_leaves_no_ring(app) -> None:
    p = open_game(app)
    button = next(w for w in p.play.widgets if w.key == "moves")
    p.click(button.rect.center)
    assert p.play.show_moves and p.play.focus is None
