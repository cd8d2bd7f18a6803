"""At a table every prompt and help text speaks of tapping and long presses: no "click",
"hover", "mouse" or key names in a seat's prompt, its details, its buttons, what a long
press reads, a note (a toast shown in a panel), or any word drawn on the table's screen.
Seeded games of each title (3-5 players) are played at a table by real finger events,
from their start and from later positions, and every frame's words are scanned."""

from __future__ import annotations

import re

import pytest

from game.engine.table.contract import TableView
from game.engine.table.wording import finger_words
from game.engine.text import Fonts
from game.scenes.table_play import TablePlayScene
from tests.table.fingerplay import play_at_table

#: words a mouse or a keyboard needs (a finger on a table has neither)
MOUSE_WORDS = re.compile(
    r"\b(click\w*|hover\w*|mouse\w*|pointer|cursor)\b"
    r"|\b(Esc|Ctrl|Shift|Alt|AltGr|Backspace|keyboard|keys?)\b"
    r"|\b(press|hit) (the )?(Enter|Return|Space|Tab|Esc|Escape)\b"
    r"|\b(Enter|Return|Space|Tab|Escape) key\b", re.IGNORECASE)


#: the most decisions played by fingers in each game (a whole game, mostly)
DECISIONS = 150


def seat_words(scene: TablePlayScene) -> list[tuple[str, str]]:
    """What each human seat's panel may say now, (where, words): the deciding seats'
    prompts, details (peeking and not), buttons and what a long press on each of their
    targets reads; every seat's details while it peeks; the notes; what is read now."""
    view = scene.view
    out: list[tuple[str, str]] = [("note", n.text) for n in scene.notes]
    if not isinstance(view, TableView):
        return out
    acting = scene.acting_seats()
    for seat, info in enumerate(scene.session.seats):
        if not info.is_human:
            continue
        out += [("details while peeking", text) for text, _ in view.table_details(seat, True)]
        read = scene.read_words(seat)
        if read is not None:
            out += [("long press", " ".join(read))]
        if seat not in acting:
            continue
        out.append(("prompt", view.table_prompt(seat)))
        out += [("details", text) for text, _ in view.table_details(seat, False)]
        out += [("button", b.label) for b in scene.seat_buttons(seat)]
        for target in view.table_seat_targets(seat, scene.parts[seat].game):
            read = view.table_seat_read(seat, target.key)
            if read is not None:
                out.append(("long press", " ".join(read)))
    return out


@pytest.mark.parametrize("game_id,players,seed,skip", [
    ("escape", 3, 2, 0), ("escape", 4, 5, 60), ("starship", 3, 4, 0),
    ("starship", 4, 5, 70), ("pandorum", 3, 4, 0), ("pandorum", 4, 2, 50),
    ("merchants", 3, 3, 0), ("merchants", 5, 4, 60)])
def test_no_mouse_or_key_words_at_a_table(app, monkeypatch, game_id, players, seed, skip):
    said: dict[str, set[str]] = {}
    drawn: set[str] = set()
    render = Fonts.render

    def noting(fonts, text, *args, **kwargs):
        drawn.add(text)
        return render(fonts, text, *args, **kwargs)

    monkeypatch.setattr(Fonts, "render", noting)

    def look(app, settled) -> None:
        scene = app.top
        if settled is not None and isinstance(scene, TablePlayScene):
            for where, text in seat_words(scene):
                said.setdefault(text, set()).add(where)

    played = play_at_table(app, game_id, players, seed, DECISIONS, look, skip=skip)
    assert played >= 60
    assert any("prompt" in where for where in said.values())
    bad = sorted(f"{'/'.join(sorted(where))}: {text!r}" for text, where in said.items()
                 if MOUSE_WORDS.search(text))
    bad += sorted(f"drawn: {text!r}" for text in drawn if MOUSE_WORDS.search(text))
    assert not bad, "\n".join(bad)


def test_the_mouse_words_of_a_monitors_text_become_a_fingers():
    assert finger_words("Click the ship that gets the card.") == \
        "Tap the ship that gets the card."
    assert finger_words("Pickups: run a ship first (click one of your ships).") == \
        "Pickups: run a ship first (tap one of your ships)."
    assert finger_words("Discard and redraw a For Sale card? (click it)") == \
        "Discard and redraw a For Sale card? (tap it)"
    assert finger_words("Nothing to click here.") == "Nothing to tap here."
    assert finger_words("Buy a Scout") == "Buy a Scout"


def test_a_refusal_in_the_rules_words_is_told_in_a_panel_for_a_finger(app, monkeypatch):
    """The rules' reasons are a monitor's words (Starship's "run a ship first (click one
    of your ships)"); a table tells them in the deciding seat's panel, for a finger."""
    from tests.starship_ui.driver import session
    from tests.starship_ui.table_driver import StarshipFingers

    StarshipFingers.at_table(app, session(players=3, humans=3, seed=4))
    scene = app.top
    drawn: list[str] = []
    render = Fonts.render
    app.toast("Mines are picked up by a ship running in the Belt: run a ship first "
              "(click one of your ships).", error=True)

    def noting(fonts, text, *args, **kwargs):
        drawn.append(text)
        return render(fonts, text, *args, **kwargs)

    monkeypatch.setattr(Fonts, "render", noting)
    for _ in range(12):
        app.step(1 / 60)
    assert [n.text for n in scene.notes] == [
        "Mines are picked up by a ship running in the Belt: run a ship first "
        "(tap one of your ships)."]
    assert any("tap one of your ships" in text for text in drawn), drawn
    assert not [text for text in drawn if MOUSE_WORDS.search(text)]
