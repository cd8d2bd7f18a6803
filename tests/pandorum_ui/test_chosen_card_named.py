"""A chosen card of the hand in the prompt's words: on a monitor its name ("Pay Ore
Crusher to move?", "Build with Solar Block? It pays 2."), at a table, where the hand is
secret, "the chosen card" in the prompt and on the Build button alike (and not what it
pays), the words worded once for both (``PromptMixin.named``); the hint under them too,
each worded for a monitor and for a table in one place (``PromptMixin.hint``): a table
lights where any hand could go and previews no card's pay."""

from __future__ import annotations

import pytest

from game.engine.app import CANVAS, App
from game.scenes.play import PlayScene
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.table.test_text_sizes import SIZE, table_app


def chosen_words(table: bool, kind: str) -> tuple[str, str, list[str], str]:
    """The chosen card, the prompt's bold line, the button labels and the hint (at a
    table the panel's dim lines), a card of the deciding seat's hand chosen at the
    ``kind`` decision."""
    app = table_app(SIZE, 55.0) if table else App(window=CANVAS, fullscreen=False,
                                                  save_settings=False)
    try:
        session = bot_session("pandorum", 3, 3, 0, humans=3 if table else 1, at=kind)
        scene = TablePlayScene(app, session, size=SIZE, autosave=False) if table else \
            PlayScene(app, session, autosave=False)
        app.push(scene)
        view = scene.view
        o = view.options()
        card = sorted(o.fees if kind == "turn" else o.cards)[0]
        view.choose_card(card)
        seat = view.actor
        head = view.table_prompt(seat) if table else view.prompt_lines(view.options())[0]
        specs = view.table_buttons(seat) if table else view.button_specs(view.options())
        hint = " ".join(text for text, ink in view.table_details(seat, True)
                        if ink == "text_dim") if table else view.prompt_lines(view.options())[1]
        return card, head, [spec[0] for spec in specs], hint
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["turn", "cards"])
def test_a_table_never_names_the_chosen_card_and_a_monitor_does(kind):
    card, head, labels, _hint = chosen_words(False, kind)
    assert card in head and "the chosen card" not in head
    secret, head_t, labels_t, _hint = chosen_words(True, kind)
    assert secret not in head_t and "the chosen card" in head_t
    assert not any(secret in label for label in labels_t)
    if kind == "cards":
        assert "It pays" in head and "pays" not in head_t
        assert f"Build with\n{card}" in labels and "Build with\nthe chosen card" in labels_t


def test_each_hint_is_worded_for_a_monitor_and_for_a_table():
    """A fee card chosen: a monitor's hint offers "Pay and move" (a button there), a
    table's says which lit hexes the hidden hand really reaches; a construction card
    chosen: only a monitor shows the gold paying hexes."""
    *_, fee = chosen_words(False, "turn")
    *_, fee_t = chosen_words(True, "turn")
    assert "Pay and move" in fee and "empty hex only where a card left" not in fee
    assert "empty hex only where a card left in your hand builds" in fee_t
    assert "Pay and move" not in fee_t
    *_, build = chosen_words(False, "cards")
    *_, build_t = chosen_words(True, "cards")
    assert "Gold hexes" in build and build_t == "Tap it again or press Build."
