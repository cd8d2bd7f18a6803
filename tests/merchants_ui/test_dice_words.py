"""The defense dice read alike in the log, on the Defense board and in the prompt: the
same dice, in the order rolled, each as the lane it counts for (one wording, the rules'
``dice_words``; the log's sentence lists them with commas, the board and the prompt in a
short row). Only the log can show a die for no lane ("-"): such a roll is cleared at
once, before the board or the prompt could show it."""

from __future__ import annotations

from game.merchants.rules.actions import Bid, ChooseOrder
from game.merchants.rules.defense import LANES
from game.scenes.play import PlayScene
from tests.merchants.helpers import quiet, step
from tests.merchants_ui.driver import session
from tests.merchants_ui.test_new_player import seen
from tests.uitext import assert_shown


def test_the_log_the_board_and_the_prompt_name_the_same_dice(app):
    s = session(players=3, humans=1)
    st = quiet(3)
    card = lambda board: next(k.id for k in st.c.cards if k.board == board)  # noqa: E731
    st.slots = [card("senate"), card("senate"), card("defense")]
    st.deck = [card("station")]
    step(st, {"kind": "act", "seat": 0, "step": 2})
    st.apply(Bid(0, 12))
    assert st.decision() == "order"
    s.state = st
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    app.step()
    play.apply(ChooseOrder("influence"))
    app.step()
    st = s.state
    assert st.decision() == "defend" and len(st.dice) == 5
    row = " ".join(str(d) for d in st.dice)
    texts = [text for _, text, _ in play.lines]
    assert f"Ann rolls the defense dice: {', '.join(str(d) for d in st.dice)}" in texts, texts
    lines = seen(app)
    assert_shown(lines, f"Rolled: {row}")
    assert_shown(lines, f"Ann: dice {row}.")


def test_a_roll_that_counts_for_no_lane_is_logged_as_dashes():
    """Every lane secure: each die counts for none ("-"), and the dice have no effect."""
    st = quiet(3)
    for lane in LANES:
        st.lane_tokens[str(lane)] = [1] * 5
    events = step(st, {"kind": "defend", "seat": 0})
    texts = [e.text for e in events if e.kind in ("dice", "no_effect")]
    assert texts[0].endswith("rolls the defense dice: -, -, -, -, -"), texts
    assert texts[1] == "Every lane is secure: the dice have no effect"
