"""Hints worded for the keyboard: after a key, a board's hints say what to do with keys
("Press Enter on it again or press Take."), after the mouse what to do with it ("Tap it
again ...", as written); one wording per game, reworded in the engine
(``game.engine.inputwords.key_words`` through ``GameView.say``). Found in play: a
keyboard player was told to "tap" on Pandorum, Escape and Merchants."""

from __future__ import annotations

import pygame
import pytest

from game.engine.inputwords import key_words


@pytest.mark.parametrize(("written", "said"), [
    ("Tap it again or press Take.", "Press Enter on it again or press Take."),
    ("Move your harvester: tap a highlighted hex.",
     "Move your harvester: choose a highlighted hex."),
    ("Tap (or hover) a card in your hand to see what it would pay here.",
     "Move the focus to a card in your hand to see what it would pay here."),
    ("Tap a lit hex to pay it and go there, or tap the card again (or Pay and move).",
     "Choose a lit hex to pay it and go there, or press Enter on the card again "
     "(or Pay and move)."),
    ("Point at or tap a senator to read its policy.",
     "Move the focus to a senator to read its policy."),
    ("Ann: dice 3 5. Tap 2 lanes for the defender dice (3 invade).",
     "Ann: dice 3 5. Choose 2 lanes for the defender dice (3 invade)."),
    ('Tap it again or press "Take Scan" to take it.',
     'Press Enter on it again or press "Take Scan" to take it.'),
    ("Pickups: run a ship first (click one of your ships).",
     "Pickups: run a ship first (choose one of your ships)."),
    ("Tapestry of the stars: no gesture here.", "Tapestry of the stars: no gesture here."),
    # a name is no gesture (found in play: "puts Geothermal Choose into a harvester slot")
    ("Normal bot 2 puts Geothermal Tap into a harvester slot.",
     "Normal bot 2 puts Geothermal Tap into a harvester slot."),
    ("Take Geothermal Tap? Tap it again or press Take.",
     "Take Geothermal Tap? Press Enter on it again or press Take."),
    ("A tap on a blue hex asks first; tap it again.",
     "A tap on a blue hex asks first; press Enter on it again."),
    ("", ""),
])
def test_key_words(written, said):
    assert key_words(written) == said


def _key(app, key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    app.step(1 / 60)


def _mouse(app, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0),
                                         buttons=(0, 0, 0), touch=False))
    app.step(1 / 60)


def _drawn_after(app, do) -> str:
    """Every text drawn while ``do()`` runs and the next picture is drawn."""
    from tests.pandorum_ui.test_view import rendered_words

    with rendered_words(app) as drawn:
        do()
        app.draw()
    return " | ".join(drawn)


def test_pandorum_says_keys_after_a_key_and_tap_after_the_mouse(app):
    from tests.pandorum_ui.test_view import session as _session
    from tests.pandorum_ui.test_view import start

    p = start(app, _session(players=2, humans=1, seed=7))
    view = p.view
    assert view.options().kind == "turn"
    written = "Tap the deck or a market stack; or tap a card in your hand to move."
    assert view.prompt_lines(view.options())[1] == written  # nothing pressed yet
    box = view.side(0).prompt

    def prompt_box() -> bytes:
        return pygame.image.tobytes(app.draw().subsurface(box), "RGB")

    before = prompt_box()
    drawn = _drawn_after(app, lambda: _key(app, pygame.K_TAB))
    said = "Choose the deck or a market stack; or choose a card in your hand to move."
    assert view.prompt_lines(view.options())[1] == said
    assert "Choose the deck" in drawn and "Tap the deck" not in drawn
    assert prompt_box() != before
    _mouse(app, (box.centerx, box.bottom + 2))  # (on nothing that shows a text)
    assert view.prompt_lines(view.options())[1] == written
    assert prompt_box() == before
    # a refusal said after a key: "tap a lit hex" reads "choose a lit hex"
    _key(app, pygame.K_TAB)
    view.refuse("Paying X does not take your harvester there: tap a lit hex.")
    assert any("choose a lit hex" in text for text, *_ in app.toasts.items)


def test_escape_says_keys_after_a_key(app):
    """Escape's mission choice: "Tap the mission to give back" over the three missions
    reads "Choose the mission to give back" once a key was pressed, "Tap" again after
    the mouse moved."""
    from game.scenes.play import PlayScene
    from tests.escape_ui.driver import session as escape_session

    app.push(PlayScene(app, escape_session(players=2, humans=1, seed=3), autosave=False))
    app.step(1 / 60)
    view = app.top.view
    assert view.options().mode == "mission"
    drawn = _drawn_after(app, lambda: _key(app, pygame.K_TAB))
    assert "Choose the mission to give back" in drawn and "Tap the mission" not in drawn
    drawn = _drawn_after(app, lambda: _mouse(app, (300, 300)))
    assert "Tap the mission to give back" in drawn and "Choose the mission to" not in drawn
    # the prompt above says why, not the same again ("Choose the mission card you give
    # back" over "Choose the mission to give back", session 26)
    texts = _drawn_after(app, app.top.view.words_changed).split(" | ")
    assert "Setup: keep two of your three missions" in texts, texts
    assert sum(text.endswith("the mission to give back") for text in texts) == 1, texts
    assert not any("you give back" in text for text in texts), texts
    assert view.say("Move a ship: tap one with a green ring") == \
        "Move a ship: tap one with a green ring"


def test_merchants_says_keys_after_a_key(app):
    """Merchants' prompt panel: "Tap a small board to see it large." reads "Choose a
    small board ..." once a key was pressed."""
    from game.scenes.play import PlayScene
    from tests.merchants_ui.driver import session as merchants_session

    app.push(PlayScene(app, merchants_session(players=3, humans=1, seed=3), autosave=False))
    app.step(1 / 60)
    drawn = _drawn_after(app, lambda: _key(app, pygame.K_TAB))
    assert "Choose a small board to see it large." in drawn and "Tap a small" not in drawn
    view = app.top.view
    assert all("tap" not in line.lower().split() for line in view.hints())
    drawn = _drawn_after(app, lambda: _mouse(app, (300, 300)))
    assert "Tap a small board to see it large." in drawn


def test_the_key_that_chooses_is_named_as_bound(app, monkeypatch):
    """"Press Enter on it again" names the confirm key the player has bound: with it on
    Space the hint says "Press Space on it again" (Enter would do nothing)."""
    from game.scenes.play import PlayScene
    from tests.escape_ui.driver import session as escape_session

    app.push(PlayScene(app, escape_session(players=2, humans=1, seed=3), autosave=False))
    app.step(1 / 60)
    view = app.top.view
    _key(app, pygame.K_TAB)
    assert view.say("Tap it again or press Take.") == "Press Enter on it again or press Take."
    monkeypatch.setitem(app.settings.bindings.keys, "confirm", "f")
    assert view.say("Tap it again or press Take.") == "Press F on it again or press Take."
    monkeypatch.setitem(app.settings.bindings.keys, "confirm", "space")
    assert view.say("Tap it again or press Take.") == "Press Space on it again or press Take."
