"""The words of an effect under way on the monitor: the prompt bar asks its next choice as
the rules word it, naming whose card it is where another player's card has the viewer
choose; a Skip reward's Decline button names the reward; a second card tapped meanwhile is
told to wait for it."""

from __future__ import annotations

from game.escape.rules.actions import ChoosePlayer, PlayCard
from game.scenes.passdevice import PassScene
from game.scenes.play import PlayScene
from tests.escape.helpers import card_turn, give, place, skip_to_swap
from tests.escape_ui.driver import Player, session


def shown(app, st):
    """The monitor's view of ``st``, both seats human, after a frame, the pass-the-device
    cover (if up) tapped away."""
    s = session(players=2, humans=2, seed=3)
    s.state = st
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    return uncovered(Player(app))


def uncovered(p: Player):
    """The view, after a frame and a tap on the pass-the-device cover if it is up."""
    p.frames(1)
    if isinstance(p.app.top, PassScene):
        p.pass_device(p.app.top)
    return p.view


def test_another_players_card_is_named_before_the_ask(app):
    """WARNING C has the chosen opponent move a ship inward: Bob's prompt says whose card
    asks ("Ann played WARNING C: ..."); Ann's own choice of the player reads the rules'
    ask alone."""
    st = card_turn(2)
    place(st, {"Z1-R4-1": 0, "Z1-R3-1": 1})
    give(st, 0, "WARNING-C1")
    st.apply(PlayCard("WARNING-C1"))
    view = shown(app, st)
    assert view.actor == 0
    assert view.prompt_text(view.options()) == st.prompt()
    Player(app).perform(ChoosePlayer(1))
    view = uncovered(Player(app))
    assert view.actor == 1
    assert view.prompt_text(view.options()) == f"Ann played WARNING C: {st.prompt()}"


def test_a_skip_rewards_decline_button_names_the_reward(app):
    st = card_turn(2)
    skip_to_swap(st)
    view = shown(app, st)
    labels = [label for label, *_ in view.button_specs()]
    assert labels == ["Don't use SWAP"]
    assert view.prompt_text(view.options()) == st.prompt()


def test_a_hand_card_tapped_during_the_turns_first_card_says_to_finish_it(app):
    """A second card tapped while the first card's effect is chosen, at the start of the
    turn: the toast says to finish the first (the rules' words), not that cards are
    played only at the start of the turn."""
    st = card_turn(2)
    place(st, {"Z1-R4-1": 0})
    give(st, 0, "ALERT-E1")
    give(st, 0, "ALERT-F1")
    st.vp[0] = 5
    st.touch()
    shown(app, st)
    p = Player(app)
    p.perform(PlayCard("ALERT-E1"))
    p.click(p.card("ALERT-F1"))
    assert app.toasts.history[-1] == "First finish the ALERT E: Choose your ship."
