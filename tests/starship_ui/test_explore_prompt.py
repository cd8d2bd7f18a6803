"""The prompt after exploring says what the player may do with the drawn mine.

Found playing a three-seat game at a table with random choices: a ship explored with
every hold full (the rules allow it: the mine then goes to Local Space), and the prompt
still asked "keep the mine aboard or in Local Space?" over a single "Leave Deuterium 4"
button. With the holds full it now says the mine goes to Local Space, on a monitor and
at a table; with room it still asks.
"""

from __future__ import annotations

from game.scenes.play import PlayScene
from game.screenshot import bot_session
from game.starship.rules import actions as A
from game.starship.rules.belt import has_room
from game.starship.view_actions import EXPLORED, EXPLORED_FULL_TWO
from tests.starship_ui.table_driver import StarshipFingers


def explored_full():
    """Seed 1's first exploration with the running ship's holds full (three people; the
    moves are the random bots'): Ann's Scout #8, Deuterium 4 drawn."""
    s = bot_session("starship", 1, 3, 163, humans=3, level="random")
    st = s.state
    assert st.pending[-1]["kind"] == "explore" and not has_room(st, st.pending[-1]["ship"])
    assert all(isinstance(a, A.KeepMine) and not a.into_hold for a in st.legal_actions())
    return s


def test_with_the_holds_full_the_monitor_prompt_says_the_mine_goes_to_local_space(app):
    s = explored_full()
    app.push(PlayScene(app, s, autosave=False))
    text = app.top.view.prompt_text()[0]
    assert text == "Explored: the holds are full, so the mine goes to Local Space."
    assert "aboard" not in text


def test_with_the_holds_full_the_table_prompt_says_so_too(app):
    s = explored_full()
    scene = StarshipFingers.at_table(app, s).scene
    text = scene.view.table_prompt(scene.view.actor)
    assert text == "Explored: the holds are full, so the mine goes to Local Space."


def test_with_room_aboard_the_prompt_still_asks_where_it_goes(app):
    s = explored_full()
    st = s.state
    st.ships[st.pending[-1]["ship"]]["cargo"].pop()  # (one hold emptied by hand)
    app.push(PlayScene(app, s, autosave=False))
    assert app.top.view.prompt_text()[0] == EXPLORED


def test_with_the_holds_full_after_an_ore_scanner_the_prompt_asks_which_mine_stays(app):
    """An Ore Scanner draws two mines: with the holds full the player chooses the one for
    Local Space and the other goes back to the bag (found in review: the prompt said "the
    mine goes to Local Space" over two Leave buttons)."""
    s = explored_full()
    st = s.state
    st.pending[-1]["drawn"].append(st.bag.pop())  # (a second mine drawn, as a Scanner does)
    st.touch()
    assert len([a for a in st.legal_actions() if isinstance(a, A.KeepMine)]) == 2
    app.push(PlayScene(app, s, autosave=False))
    assert app.top.view.prompt_text()[0] == EXPLORED_FULL_TWO
