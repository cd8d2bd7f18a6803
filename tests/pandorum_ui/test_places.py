"""The side panel's cards stay put while a player chooses one after another: a base's
cards one by one, two cards taken from the market. A card chosen or taken away leaves a
gap; the others (and the keyboard focus on one of them) keep their places; the next
step (a move after a fee, the next turn) lays the hand out sorted again.

Every input is a posted pygame event at a position from the view's own layout."""

from __future__ import annotations

import pygame

from game.pandorum.rules.actions import BuildCard, PayFee, TakeCard
from game.pandorum.view_layout import Places
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, human_turn_with_fee, start


def base_cards(s) -> bool:
    st = s.state
    return st.turn == 0 and st.top()["kind"] == "cards" and st.top()["need"] >= 2


def test_a_bases_cards_stay_where_they_are_while_its_cards_are_chosen(app):
    """Ice Melter, Ore Crusher, Timber Mill: Ice Melter chosen first left the other two a
    place on (a tap aimed at Timber Mill hit Ore Crusher); now they stay, Ice Melter's
    place is empty, and the focus ring stays on the card it was on, where it is drawn."""
    s = session(players=3, humans=1, seed=4)
    advance(s, base_cards, 900)
    p = start(app, s)
    hand = sorted(set(s.state.hands[0]))
    first, last = hand[0], hand[-1]
    assert BuildCard(first) in s.state.legal_actions() and len(hand) >= 3
    before = dict(p.side().hand)
    p.focus(("pandorum", "card", last))
    p.perform(BuildCard(first))
    assert s.state.top()["kind"] == "cards" and s.state.top()["chosen"] == [first]
    after = p.view.side(0).hand
    assert set(after) == set(before) - {first}
    assert after == {n: r for n, r in before.items() if n != first}
    # the chosen card's place is empty: nothing is drawn there but the panel
    surface = app.draw()
    gap = before[first]
    assert surface.get_at(gap.center)[:3] == app.theme.c("background")
    focus = p.play.focus
    assert focus is not None and focus.key == ("pandorum", "card", last)
    assert focus.rect == after[last]
    # the second card is chosen where it was, and the base is built with both
    second = next(a.card for a in s.state.legal_actions() if isinstance(a, BuildCard))
    p.perform(BuildCard(second))
    assert s.log[-1].action == BuildCard(second) and s.log[-2].action == BuildCard(first)


def test_the_market_keeps_its_stacks_in_place_while_two_cards_are_taken(app):
    """A stack's last card taken leaves its place to the card the deck refills the market
    with: the stacks after it stay where they were for the second card, and the hand's
    cards where they were as it grows."""
    s = session(players=3, humans=1, seed=4)

    def lone_stack_first(s) -> bool:
        st = s.state
        return (st.turn == 0 and st.top()["kind"] == "turn" and len(st.market) >= 3
                and st.market[0][1] == 1)

    advance(s, lone_stack_first, 900)
    p = start(app, s)
    taken = s.state.market[0][0]
    before, hand = dict(p.side().market), dict(p.side().hand)
    p.perform(TakeCard(taken))
    assert s.state.top()["kind"] == "take"
    after = p.view.side(0).market
    # the hand keeps its grid too (the key under it stays): the card taken is added after
    # the others, which stay where they were
    grown = p.view.side(0).hand
    assert taken in grown and {n: r for n, r in grown.items() if n in hand} == hand
    assert taken not in after
    stayed = [n for n in before if n != taken]
    assert [after[n] for n in stayed] == [before[n] for n in stayed]
    # the card the deck added stands in the taken stack's place
    new = [n for n in after if n not in before]
    assert new and after[new[0]] == before[taken]


def test_with_the_deck_empty_a_taken_stack_is_gone_at_once(app):
    """With the deck empty nothing refills a stack whose last card is taken: it left an
    empty place in mid-market until the second card was taken ("mystery hole"). Now the
    stacks after it move up a place at once (the grid keeps its columns and rows, so the
    hand below stays put), the empty place is at the end, and the next turn packs it."""
    from game.pandorum.bots import HeuristicBot

    s = session(players=2, humans=1, seed=5)

    def empty_deck(s) -> bool:
        st = s.state
        return (st.turn == 0 and st.top()["kind"] == "turn" and not st.deck
                and len(st.market) >= 3 and st.market[0][1] == 1)

    for _ in range(400):  # seat 0 takes from the deck whenever it may, emptying it
        if empty_deck(s):
            break
        seat = next(iter(s.state.pending_seats()))
        take = TakeCard("deck")
        s.apply(take if seat == 0 and take in s.state.legal_actions()
                else HeuristicBot(seat, len(s.log)).choose(s.state.view(seat)))
    assert empty_deck(s)
    p = start(app, s)
    taken = s.state.market[0][0]
    before, hand = dict(p.side().market), dict(p.side().hand)
    places = list(before.values())
    p.perform(TakeCard(taken))
    assert s.state.top()["kind"] == "take"
    after = p.view.side(0).market
    stayed = [n for n in before if n != taken]
    assert list(after) == stayed
    assert list(after.values()) == places[:len(stayed)]  # packed, in the same order
    assert p.view.side(0).hand.keys() >= hand.keys()
    assert all(p.view.side(0).hand[n] == r for n, r in hand.items())
    surface = app.draw()
    assert surface.get_at(places[-1].center)[:3] == app.theme.c("background")
    assert all(surface.get_at(r.center)[:3] != app.theme.c("background")
               for r in after.values())


def fresh_hand(view, seat: int = 0) -> dict:
    """The hand as a layout that never saw a gap lays it out."""
    kept, view.places = view.places, Places()
    try:
        return view.side_layout(view.st.view(seat), seat, view.options()).hand
    finally:
        view.places = kept


def test_a_paid_fee_leaves_no_gap_in_the_steps_after_it(app):
    """A fee paid ends the turn's first step: the move and the construction after it
    show the hand packed (a hole where the fee card stood looked like a lost card)."""
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    card = sorted(a.card for a in s.state.legal_actions() if isinstance(a, PayFee))[0]
    p.perform(PayFee(card))
    assert s.state.top()["kind"] == "move"
    assert p.view.side(0).hand == fresh_hand(p.view)


def test_the_next_turn_lays_the_hand_out_sorted_again(app):
    """The gaps last only while their owner decides: once the base is built and the turn
    has passed, the hand is sorted and packed again."""
    s = session(players=3, humans=1, seed=4)
    advance(s, base_cards, 900)
    p = start(app, s)
    p.perform(BuildCard(sorted(set(s.state.hands[0]))[0]))
    advance(s, lambda s: s.state.turn != 0)
    p.view.state_changed()
    p.frames(2)
    view = p.view
    hand = view.side_layout(view.st.view(0), 0, view.options()).hand
    assert list(hand) == sorted(set(s.state.hands[0]))
    assert fresh_hand(view) == hand


def test_at_a_table_a_bases_cards_stay_where_they_are_in_the_seats_panel(app):
    """At a table the hand is one small card per card across the seat's panel: the card
    chosen first for a base left a gap instead of the row closing up (and spreading out
    wider), and the focus ring, which names a card by its place, stays on its card."""
    from game.scenes.table_play import TablePlayScene
    from tests.pandorum_ui.table_driver import PandorumFingers

    s = session(players=2, humans=2, seed=4)
    advance(s, lambda s: s.state.top()["kind"] == "cards" and s.state.top()["need"] >= 2,
            900)
    app.push(TablePlayScene(app, s, autosave=False))
    fingers = PandorumFingers(app)
    fingers.frames(2)
    scene, seat = fingers.scene, s.state.turn
    view, area = scene.view, scene.parts[seat].game

    def cards() -> dict[int, tuple[str, pygame.Rect]]:
        rects = view.seat_rects(seat, area)
        return {k: (name, rects[f"card{k}"])
                for k, name in enumerate(view.hand_places(seat)) if name is not None}

    before = cards()
    choices = [a.card for a in s.state.legal_actions() if isinstance(a, BuildCard)]
    first = next(name for _, (name, _) in sorted(before.items()) if name in choices)
    assert len(before) >= 3
    fingers.play(BuildCard(first), seat)
    assert s.state.top()["kind"] == "cards" and s.state.top()["chosen"] == [first]
    gone = next(k for k, (name, _) in before.items() if name == first)
    assert cards() == {k: card for k, card in before.items() if k != gone}
    # every card the seat may still choose is a target where it is drawn
    targets = {t.key[2]: t.rect for t in view.table_seat_targets(seat, area)}
    assert targets and all(before[k][1] == rect for k, rect in targets.items())


def test_a_moment_without_a_decider_leaves_the_choices_places_be():
    """A layout while nobody decides (None) lays the tiles out as they come and forgets
    nothing: the choice's next step still finds its gaps; another choice starts afresh."""
    places, choice = Places(), (3, 0, "construction")
    assert places.order("hand", ["a", "b", "c"], choice) == ["a", "b", "c"]
    assert places.order("hand", ["b", "c"], None) == ["b", "c"]
    assert places.order("hand", ["b", "c"], choice) == [None, "b", "c"]
    assert places.order("hand", ["b", "c"], (4, 0, "add")) == ["b", "c"]
    # the market closes a gap nothing fills (the empty place goes to the end); a stack
    # refilled in its place still takes the taken one's place, and arrivals the end's
    assert places.order("market", ["deck", "a", "b", "c"], choice) == ["deck", "a", "b", "c"]
    assert places.order("market", ["deck", "b", "c"], choice, close=True) == \
        ["deck", "b", "c", None]
    assert places.order("market", ["deck", "c", "d"], choice, close=True) == \
        ["deck", "d", "c", None]
    assert places.order("market", ["deck", "d", "c", "e", "f"], choice, close=True) == \
        ["deck", "d", "c", "e", "f"]
    places.keep_grid("grid", choice, (2, 52, True, 2))
    places.keep_grid("grid", None, (3, 44, False, 1))
    assert places.grid("grid", choice) == (2, 52, True, 2)
    assert places.grid("grid", None) is None
