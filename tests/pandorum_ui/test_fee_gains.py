"""While a fee card is chosen (before paying it), the lit hexes show the "+N" a
construction there would pay, as the move decision shows them after paying (session 26:
they showed only after paying; a key player read them one hex at a time in the prompt
box). The numbers count the hand without the fee card: they are the numbers the move
decision then shows, hex by hex."""

from __future__ import annotations

from game.pandorum.rules.actions import PayFee
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, human_turn_with_fee, rendered_words, start


def gains(view) -> dict:
    o = view.options()
    return {h: view.gain_badge(h) for h in view.lit_moves(o)}


def test_a_chosen_fee_card_shows_the_gains_the_move_will_show(app):
    checked = 0
    for seed in (21, 5, 9, 13):
        s = session(players=2, humans=1, seed=seed)
        advance(s, human_turn_with_fee)
        p = start(app, s)
        view = p.play.view
        fees = sorted({a.card for a in s.state.legal_actions() if isinstance(a, PayFee)})
        card = fees[0]
        p.enter(("pandorum", "card", card))
        assert view.sel("fee") == card
        before = gains(view)
        with rendered_words(app) as words:
            view.touch()
            app.draw()
        shown = {g[0] for g in before.values() if g is not None}
        assert shown <= set(words), (shown, words)
        p.enter(("pandorum", "button", "pay"))
        assert s.state.top()["kind"] == "move"
        after = gains(view)
        assert before == after, seed
        checked += sum(g is not None for g in after.values())
        app.pop()
    assert checked > 0, "no hex paid anything: the test saw no number"
