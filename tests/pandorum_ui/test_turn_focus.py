"""A turn's keyboard focus starts on the hand (session 26). Found in play by keys: the
ring began on the Deck, so a player who meant to move walked the market (up to 11 stacks)
to reach a fee card in the hand. Now the first Tab lands on the first hand card, and the
Deck is no more than the hand away."""

from __future__ import annotations

import pygame

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
