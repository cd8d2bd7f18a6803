"""A turn's keyboard focus starts on the hand (session 26). Found in play by keys: the
ring began on the Deck, so a player who meant to move walked the market (up to 11 stacks)
to reach a fee card in the hand. Now the first Tab lands on the first hand card, and the
Deck is no more than the hand away."""

from __future__ import annotations

import pygame

from game.pandorum.rules.actions import BuildCard
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, human_turn_with_fee, start


def test_a_turns_first_tab_lands_on_a_hand_card_and_the_deck_is_a_hand_away(app):
    for seed in (21, 5):
        s = session(players=2, humans=1, seed=seed)
        advance(s, human_turn_with_fee)
        p = start(app, s)
        hand = list(s.state.hands[0])
        p.key(pygame.K_TAB)
        focus = p.play.focus
        assert focus is not None and focus.key[:2] == ("pandorum", "card"), focus
        assert focus.key[2] in hand
        tabs = 0
        while p.play.focus.key != ("pandorum", "market", "deck"):
            p.key(pygame.K_TAB)
            tabs += 1
            assert tabs <= len(set(hand)), [w.key for w in p.play.focusables()]
        app.pop()


def _card_asked(s) -> bool:
    st = s.state
    return (st.turn == 0 and len(st.hands[0]) >= 3
            and sum(isinstance(a, BuildCard) for a in st.legal_actions()) >= 2)


def test_a_constructions_first_tab_lands_on_the_card_that_pays_most(app):
    """Found in play by keys: the focus began on the first hand card ("+1") beside one
    that paid "+2". The card that pays most leads (the first of equals)."""
    tried = 0
    for seed in range(1, 30):
        s = session(players=2, humans=1, seed=seed)
        try:
            advance(s, _card_asked, limit=200)
        except AssertionError:
            continue
        p = start(app, s)
        ring = {w.key[2] for w in p.play.focusables() if w.key[:2] == ("pandorum", "card")}
        cards = [n for n in s.state.hands[0] if n in ring]  # as the hand shows them
        pays = {n: p.view.card_pays(n).amount for n in cards}
        best = max(pays.values())
        if pays[cards[0]] == best:  # the first card pays most anyway: no test here
            app.pop()
            continue
        tried += 1
        p.key(pygame.K_TAB)
        focus = p.play.focus
        assert focus is not None and focus.key[:2] == ("pandorum", "card"), focus
        assert pays[focus.key[2]] == best, (focus.key, pays)
        p.key(pygame.K_RETURN)  # chosen: Enter again builds with it
        p.key(pygame.K_RETURN)
        assert any(isinstance(e.action, BuildCard) and e.action.card == focus.key[2]
                   for e in s.log[-3:]), [e.action for e in s.log[-3:]]
        app.pop()
        if tried == 2:
            return
    assert tried, "no construction whose best card was not the first came up"
