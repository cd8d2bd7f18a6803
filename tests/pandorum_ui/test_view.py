"""The Pandorum board view: drawing through a bot game, selection and highlights,
reasons for illegal clicks, keyboard play and the construction preview.

Every input is a posted pygame event (clicks at positions from the view's layout);
highlights are checked on the drawn pixels as well as on the focusable targets."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.engine.boardview.colours import MAY_CHOOSE as TARGET
from game.engine.boardview.shapes import scaled_about
from game.pandorum.bots import HeuristicBot
from game.pandorum.rules.actions import BuildCard, MoveTo, PayFee, TakeCard
from game.pandorum.view_draw import FLY, MARK
from game.scenes.play import PlayScene
from tests.pandorum_ui.driver import Player, session


def advance(s, until, limit: int = 600) -> None:
    """Play heuristic moves for every seat (straight on the session) until ``until(s)``."""
    for _ in range(limit):
        if until(s):
            return
        seat = next(iter(s.state.pending_seats()))
        s.apply(HeuristicBot(seat, len(s.log)).choose(s.state.view(seat)))
    raise AssertionError("the wanted position did not come up")


def start(app, s) -> Player:
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(2)
    return p


@contextmanager
def rendered_words(app) -> Iterator[list[str]]:
    """Every text the fonts render while in the block, in order (words drawn whole,
    squeezed or cut all pass through ``Fonts.render``)."""
    words: list[str] = []
    real = app.fonts.render

    def render(text, *args, **kwargs):
        words.append(text)
        return real(text, *args, **kwargs)

    app.fonts.render = render
    try:
        yield words
    finally:
        del app.fonts.render


def rim(surface: pygame.Surface, p: Player, h, k: float) -> set[tuple[int, int, int]]:
    """Colours on the outline of hex ``h`` shrunk by ``k`` (where the view marks hexes)."""
    geo = p.view.geo
    poly = scaled_about(geo.corners(h), geo.center(h), k)
    seen: set[tuple[int, int, int]] = set()
    for i in range(len(poly)):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % len(poly)]
        for j in range(41):
            x, y = ax + (bx - ax) * j / 40, ay + (by - ay) * j / 40
            for dx in (-1, 0, 1):
                c = surface.get_at((round(x) + dx, round(y)))
                seen.add((c.r, c.g, c.b))
    return seen


def marked(app, p: Player, k: float) -> set[tuple[int, int]]:
    surface = app.draw()
    return {h for h in p.view.geo.cells if rim(surface, p, h, k) & {MARK, FLY}}


def human_turn_with_fee(s) -> bool:
    st = s.state
    return (st.turn == 0 and st.top()["kind"] == "turn" and len(st.projects) >= 4
            and any(isinstance(a, PayFee) for a in st.legal_actions()))


# ---------------------------------------------------------------- drawing


def test_the_table_is_drawn_through_a_bot_game(app):
    for players, moves in ((2, 0), (3, 70), (4, 160)):
        s = session(players=players, humans=0, seed=players)
        for _ in range(moves):
            seat = next(iter(s.state.pending_seats()))
            s.apply(s.bot_action(seat))
        p = start(app, s)
        surface = app.draw()
        view = p.view
        planet = view.panels.planet
        colours = {tuple(surface.get_at((x, y)))[:3]
                   for x in range(planet.left, planet.right, 7)
                   for y in range(planet.top, planet.bottom, 7)}
        assert len(colours) > 20, "the planet is drawn"
        for seat, mat in enumerate(view.mat_rects(players)):
            assert len({tuple(surface.get_at((x, y)))[:3]
                        for x in range(mat.left, mat.right, 5)
                        for y in range(mat.top, mat.bottom, 5)}) > 8, f"mat {seat} drawn"
        side = view.side_layout(view.st, view.st.turn, view.options())
        assert set(side.market) == {"deck", *(n for n, _ in view.st.market)}
        assert len(side.hand) == len(set(view.st.hands[view.st.turn]))
        app.pop()


def test_pieces_sit_on_their_hexes(app):
    s = session(players=2, humans=0, seed=8)
    advance(s, lambda s: len(s.state.projects) >= 6)
    p = start(app, s)
    view = p.view
    surface = app.draw()
    looks = view.looks()
    for h, (owner, _) in s.state.projects.items():
        x, y = view.geo.center(h)
        near = {tuple(surface.get_at((x + dx, y + dy)))[:3]
                for dx in range(-12, 13, 2) for dy in range(-4, 22, 2)}
        assert looks[owner].rgb in near, f"the project at {h} shows its owner's colour"


# ---------------------------------------------------------------- selection and highlights


def test_paying_a_card_then_moving_highlights_exactly_the_legal_stops(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    view = p.view
    fees = [a for a in s.state.legal_actions() if isinstance(a, PayFee)]
    card = fees[0].card
    before = len(s.log)
    p.click(p.card(card))  # first tap: select and preview
    assert len(s.log) == before and view.selected == ("fee", card)
    rest = list(s.state.hands[0])
    rest.remove(card)
    expected = {(a.q, a.r) for a in s.state.destinations(0, rest)}
    assert marked(app, p, 0.8) == expected
    p.click(p.card(card))  # second tap: pay it
    assert s.log[before].action == PayFee(card)
    assert s.state.top()["kind"] == "move"
    legal = {(a.q, a.r) for a in s.state.legal_actions() if isinstance(a, MoveTo)}
    assert legal == expected
    targets = {w.key[2] for w in p.play.widgets if w.key[:2] == ("pandorum", "hex")}
    assert targets == legal
    assert marked(app, p, 0.86) == legal


def test_tapping_the_harvester_shows_where_it_could_go(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    p.click(p.hex(s.state.harvesters[0]))
    assert p.view.selected == ("harvester", 0)
    union: set[tuple[int, int]] = set()
    for a in s.state.legal_actions():
        if isinstance(a, PayFee):
            rest = list(s.state.hands[0])
            rest.remove(a.card)
            union |= {(m.q, m.r) for m in s.state.destinations(0, rest)}
    assert marked(app, p, 0.8) == union
    # with the harvester chosen, one tap on a card pays it
    card = next(a.card for a in s.state.legal_actions() if isinstance(a, PayFee))
    n = len(s.log)
    p.click(p.card(card))
    assert s.log[n].action == PayFee(card)


# ---------------------------------------------------------------- reasons


def test_an_illegal_hex_shows_the_reason_and_changes_nothing(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    card = next(a.card for a in s.state.legal_actions() if isinstance(a, PayFee))
    p.perform(PayFee(card))
    legal = {(a.q, a.r) for a in s.state.legal_actions() if isinstance(a, MoveTo)}
    wrong = next(h for h in sorted(s.state.board.red) if h not in legal)
    snapshot, n = s.state.to_dict(), len(s.log)
    toasts = len(app.toasts.history)
    p.click(p.hex(wrong))
    assert len(s.log) == n and s.state.to_dict() == snapshot
    assert len(app.toasts.history) == toasts + 1
    assert "straight line" in app.toasts.history[-1]


def test_the_market_during_a_move_is_explained(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, lambda s: human_turn_with_fee(s) and s.state.top()["kind"] == "turn")
    p = start(app, s)
    snapshot, n = s.state.to_dict(), len(s.log)
    # during the move decision, the market is not for taking: a reason, nothing changes
    card = next(a.card for a in s.state.legal_actions() if isinstance(a, PayFee))
    p.perform(PayFee(card))
    snapshot, n = s.state.to_dict(), len(s.log)
    p.click(p.market("deck"))
    assert len(s.log) == n and s.state.to_dict() == snapshot
    assert app.toasts.history[-1].startswith("Not now")


# ---------------------------------------------------------------- keyboard


def test_keyboard_alone_takes_cards_and_moves(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    n = len(s.log)
    for _ in range(40):  # Tab through the focus ring to the deck, then Enter
        p.key(pygame.K_TAB)
        focus = p.play.focus
        if focus is not None and focus.key == ("pandorum", "market", "deck"):
            break
    p.key(pygame.K_RETURN)
    assert len(s.log) == n + 1 and s.log[n].action.source == "deck"
    assert s.state.top()["kind"] == "take"


def test_forty_decisions_by_keyboard_only(app):
    s = session(players=2, humans=1, seed=17)
    p = start(app, s)
    done = 0
    for _ in range(400):
        view = p.view
        if view.actor is None:
            p.frames(1, dt=0.1)
            continue
        action = HeuristicBot(0, len(s.log)).choose(s.state.view(0))
        n = len(s.log)
        p.perform_by_keys(action)
        assert s.log[n].action == action, app.toasts.history[-2:]
        done += 1
        if done == 40:
            break
    assert done == 40
    kinds = {type(e.action).__name__ for e in s.log if e.seat == 0}
    assert {"TakeCard", "PayFee", "MoveTo", "BuildCard", "PlaceCard"} <= kinds


# ---------------------------------------------------------------- construction preview


def test_the_construction_preview_is_what_the_card_pays(app):
    s = session(players=2, humans=1, seed=13)

    def choosing_a_module_card(s) -> bool:
        st = s.state
        return (st.turn == 0 and st.top()["kind"] == "cards" and st.top()["need"] == 1
                and not st.top()["chosen"])

    advance(s, choosing_a_module_card)
    p = start(app, s)
    view = p.view
    action = HeuristicBot(0, 1).choose(s.state.view(0))
    assert isinstance(action, BuildCard)
    card = s.state.comp.card(action.card)
    preview = view.card_pays(action.card).amount
    money = s.state.money[0]
    p.perform(action)
    while s.state.turn == 0 and s.state.top()["kind"] == "direction":
        p.perform(HeuristicBot(0, 1).choose(s.state.view(0)))
    if card.effect == "intranet":  # the preview shows the best direction
        assert s.state.money[0] - money <= preview
    elif card.type != "systems":
        assert s.state.money[0] - money == preview


# ---------------------------------------------------------------- touch and hidden hands


def test_a_finger_tap_takes_a_card_once(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    x, y = p.market("deck")
    w, h = pygame.display.get_surface().get_size()
    n = len(s.log)
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, x=x / w, y=y / h, dx=0, dy=0, finger_id=1,
                                             touch_id=1, pressure=1.0))
    # SDL's synthesised mouse clicks for the same tap are ignored by the app
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1,
                                         touch=True))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1,
                                         touch=True))
    p.frames(2)
    assert len(s.log) == n + 1 and s.log[n].action.source == "deck"


def test_only_the_viewers_hand_is_drawn_face_up(app, monkeypatch):
    s = session(players=2, humans=2, seed=21)

    def secret_card(s) -> bool:
        st = s.state
        shown = set(st.hands[0]) | {name for name, _ in st.market}
        return (st.turn == 0 and st.top()["kind"] == "turn" and len(s.log) > 20
                and bool(set(st.hands[1]) - shown))

    advance(s, secret_card)
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(2)
    from game.scenes.passdevice import PassScene

    if isinstance(app.top, PassScene):
        p.click(app.top.widgets[0].rect.center)
    view = p.view
    drawn: list[str] = []
    import game.pandorum.view_panels as panels

    original = panels.card_face

    def spy(surface, app, u, rect, vis, name, *args, **kwargs):
        drawn.append(name)
        return original(surface, app, u, rect, vis, name, *args, **kwargs)

    monkeypatch.setattr(panels, "card_face", spy)
    view.layout(view.rect)  # drop the cached layers and panels: everything is painted again
    app.draw()
    own = set(s.state.hands[0])
    market = {name for name, _ in s.state.market}
    assert own <= set(drawn)
    assert set(drawn) <= own | market
    secret = set(s.state.hands[1]) - own - market
    assert secret, "the seed gives the other player a card nobody else shows"
    assert not secret & set(drawn)


def test_tapping_a_mat_reads_its_ability(app):
    s = session(players=3, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    view = p.view
    mat = view.mat_rects(3)[2]
    snapshot, toasts = s.state.to_dict(), len(app.toasts.history)
    p.click(view.slot_rects(mat)["centre"].center)
    assert s.state.to_dict() == snapshot and len(app.toasts.history) == toasts + 1
    ability = s.state.comp.mains[s.state.main_ability[2]]
    assert ability.title in app.toasts.history[-1] and ability.text in app.toasts.history[-1]


def test_undo_after_a_click_redraws_the_earlier_position(app):
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    card = next(a.card for a in s.state.legal_actions() if isinstance(a, PayFee))
    before = s.state.to_dict()
    p.perform(PayFee(card))
    assert s.state.top()["kind"] == "move"
    undo = next(w for w in p.play.widgets if w.key == "undo")
    p.click(undo.rect.center)
    assert s.state.to_dict() == before
    assert p.view.selected is None and p.view.options().kind == "turn"
    assert marked(app, p, 0.86) == set()  # no stale move targets


def test_selecting_a_card_leaves_the_cards_where_they_were(app):
    """The first tap on a hand card adds buttons to the prompt; the market and the hand must
    not move, or the confirming second tap lands on another card or on nothing."""
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    card = next(a.card for a in s.state.legal_actions() if isinstance(a, PayFee))
    before = p.side()
    p.click(p.card(card))
    assert p.view.selected == ("fee", card)
    after = p.side()
    assert (after.market, after.hand, after.prompt) == (before.market, before.hand,
                                                        before.prompt)
    assert all(after.prompt.contains(b) for b in after.buttons)
    advance(s, lambda s: s.state.turn == 0 and s.state.top()["kind"] == "cards")
    p.view.state_changed()
    p.frames(2)
    card = next(a.card for a in s.state.legal_actions() if isinstance(a, BuildCard))
    before = p.side()
    p.click(p.card(card))
    assert p.view.selected == ("card", card)
    assert p.side().hand == before.hand


def test_the_deck_stays_put_for_the_second_card(app):
    """Taking two cards from the deck is two taps on one spot: the prompt keeps its height
    from the turn decision (with fee cards to pay) to the "take 1 more card" decision."""
    s = session(players=2, humans=1, seed=21)
    advance(s, human_turn_with_fee)
    p = start(app, s)
    deck = p.market("deck")
    before = len(s.log)
    p.click(deck)
    assert s.state.top()["kind"] == "take"
    assert p.market("deck") == deck
    p.click(deck)
    assert [(e.seat, e.action) for e in s.log[before:before + 2]] == [
        (0, TakeCard("deck")), (0, TakeCard("deck"))]


def test_four_mats_tell_the_bots_apart_by_name(app):
    """At four players a mat header has room for about five letters beside the counts:
    "Heuristic bot 2" shows as "bot 2" (not "He…" on three mats), even with 2-digit money."""
    s = session(players=4, humans=1, seed=7)
    p = start(app, s)
    names = ["Ann", "Heuristic bot 2", "Heuristic bot 3", "Heuristic bot 4"]  # as the CLI
    fonts = app.fonts

    def measure(text: str, size: int) -> int:
        return fonts.get(size, True).size(text)[0]

    mat = p.view.mat_rects(4)[1]
    # the room the header leaves: badge on the left, four counts ("99", "6", "3", "9")
    room = mat.width - 54 - 8 - sum(measure(t, 26) + 30 for t in ("99", "6", "3", "9"))
    shown = [fonts.short_name(n, room) for n in names]
    assert [text for text, _ in shown] == ["Ann", "bot 2", "bot 3", "bot 4"]
    assert all(measure(text, size) <= room for text, size in shown)
    assert fonts.short_name("Alexandra Maria", 100)[0].endswith("…")
    assert fonts.short_name("Heuristic bot 2", 40)[0].endswith("…")  # never a bare "2"


def alone(app, view, mats, seat):
    """``seat``'s mat name by the mats' rule were its mat the only one (the others' names
    not making it short)."""
    from game.pandorum.view_panels import MAT_HEADS
    from game.pandorum.view_table_cards import head_room, mat_names

    rooms = [[head_room(app, int, view.mat_plan(mats[seat]).head, badge, view.st, seat, size,
                        gap) for badge, size, gap in MAT_HEADS]]
    return mat_names(app.fonts, int, [view.names()[seat]], rooms, 24)[0]


def test_four_mats_show_a_long_human_name_by_its_first_word(app):
    """At four players a mat's header has room for about five letters beside the counts:
    "Anna Karenina" read "Anna…". A name too long whole (even with the numbers beside it
    a little smaller, and squeezed a little) now shows its first word whole when that
    fits; a longer word is cut at the smaller size, so more of it shows."""
    from game.core.session import Seat, Session
    from game.pandorum.game import GAME

    names = ["Anna Karenina", "Alexandra Beatriz", "Maximilianovich", "Normal bot 4"]
    seats = [Seat(n, c, None if i == 0 else "heuristic") for i, (n, c) in enumerate(
        zip(names, ["red", "blue", "yellow", "green"], strict=True))]
    p = start(app, Session.start(GAME, seats, 7))
    view = p.view
    mats = view.mat_rects(4)
    heads = {seat: head[:2] for seat, head in enumerate(view.mat_headers(view.st, mats))}
    # a bot's name alone would go whole (the mat's numbers a little smaller leave it the
    # room, not bold), but the mats read alike: with the others short, it is short too
    assert alone(app, view, mats, 3)[:3] == ("Normal bot 4", 24, False)
    assert heads[0] == ("Anna", 26) and heads[3] == ("bot 4", 26)
    for seat, start_ in ((1, "Alex"), (2, "Maxi")):
        text, size = heads[seat]
        assert text.startswith(start_) and text.endswith("\u2026") and size == 24, text


def test_a_slot_that_cannot_be_chosen_shows_no_dashes(app):
    """Slot rows touch: the dashed "choose this" marks stay inside the chosen rows, so a
    full centre between a free forepart and the cargo does not look choosable."""
    from game.pandorum.rules.actions import PlaceCard

    s = session(players=2, humans=1, seed=21)

    def slot_with_one_closed(s) -> bool:
        st = s.state
        if st.turn != 0 or st.top()["kind"] != "slot":
            return False
        return len([a for a in st.legal_actions() if isinstance(a, PlaceCard)]) < 3

    advance(s, slot_with_one_closed)
    p = start(app, s)
    legal = {a.slot for a in s.state.legal_actions()}
    closed = {"forepart", "centre", "cargo"} - legal
    surface = app.draw()
    view = p.view
    rows = view.slot_rects(view.mat_rects(2)[0])
    for slot in ("forepart", "centre", "cargo"):
        r = rows[slot]
        edge = [(x, y) for x in range(r.left, r.right) for y in (r.top + 1, r.bottom - 2)]
        seen = {tuple(surface.get_at(xy))[:3] for xy in edge}
        assert (TARGET in seen) == (slot in legal), (slot, closed)


def test_the_moves_list_tells_every_choice_apart(app):
    """The "Moves" list (keyboard fallback) labels each legal action differently, without
    the player's name its heading already shows; harvester stops by distance and way."""
    s = session(players=2, humans=1, seed=21)
    p = start(app, s)
    view = p.view
    seen_move = False
    for _ in range(300):
        if s.state.is_over:
            break
        seat = next(iter(s.state.pending_seats()))
        if seat == 0:
            view.actor = 0
            legal = s.state.legal_actions()
            labels = [view.action_label(a) for a in legal]
            assert len(set(labels)) == len(labels), labels
            assert not any("Ann" in text or "{seat" in text for text in labels), labels
            if any(isinstance(a, MoveTo) for a in legal):
                seen_move = True
                assert all(t.startswith(("Move ", "Fly to "))
                           for t, a in zip(labels, legal, strict=True) if isinstance(a, MoveTo))
        s.apply(HeuristicBot(seat, len(s.log)).choose(s.state.view(seat)))
    assert seen_move


def test_every_card_name_is_read_whole_in_a_two_column_market(app):
    """Found in the screenshots: a market of two columns on a monitor cut "Engineering
    Labora…" (and "External Protecti… x2"). A card's name is now squeezed a little
    sideways before it is cut, as at a table: every card of the game, two of a kind, is
    drawn whole in the narrowest market tile (on one line, or on two where the tile is
    tall enough: session 23's card names on two lines before they are cut)."""
    from game.pandorum.view_table_cards import card_face
    from game.screenshot import bot_session

    s = bot_session("pandorum", seed=3, players=4, moves=25)
    p = start(app, s)
    view = p.view
    side = view.side_layout(view.st, view.actor if view.actor is not None else 0,
                            view.options())
    narrowest = min((r for key, r in side.market.items() if key != "deck"),
                    key=lambda r: r.width)
    assert narrowest.width < view.panels.side.width // 2  # two columns
    with rendered_words(app) as rendered:
        surface = pygame.Surface(app.canvas.get_size())
        for name in view.st.comp.cards:
            rendered.clear()
            card_face(surface, app, int, narrowest, view.st, name, count=2)
            assert name in rendered or name in " ".join(rendered), (name, rendered)
            assert not any(text.endswith("…") for text in rendered), (name, rendered)


def _flight_ready(app):
    """Seat 0 to move with "Fly anywhere" charged: the screen, and a hex only a flight
    reaches after paying the first payable card."""
    from tests.pandorum.helpers import charge

    s = session(players=2, humans=1, seed=7)
    st = s.state
    st.fore_ability[0] = "fly_anywhere"
    charge(st, 0, "forepart")
    p = start(app, s)
    o = p.view.options()
    card = sorted(o.fees)[0]
    flights = [(m.q, m.r) for m in p.view.fee_preview(card) if m.anywhere]
    assert flights, "no hex is reached by flying alone"
    return s, p, card, flights[0]


def test_a_flight_spends_the_forepart_only_when_asked_twice(app):
    """Found in play: with a fee card chosen, its text stood where the hint on blue hexes
    had been, and one tap on a blue hex paid the card and spent the single-use forepart.
    A tap on a hex only a flight reaches now asks first ("Fly to ...? It uses up your
    forepart."); a second tap, or "Fly there", flies; Cancel leaves everything as it was."""
    s, p, card, h = _flight_ready(app)
    view = p.view
    p.click(p.card(card))  # the fee card: the hexes it would take the harvester to light up
    p.click(p.hex(h))
    assert s.state.harvesters[0] != h and len(s.state.forepart[0]) > 0
    assert card in s.state.hands[0]  # not paid either
    assert view.selected == ("fly", (h, card))
    assert view.prompt_lines(view.options())[0] == (
        f"Fly to {s.state.hex_label(h)}? It uses up your forepart.")
    p.click(p.button("cancel").center)
    assert view.selected is None and s.state.harvesters[0] != h
    p.click(p.card(card))
    p.click(p.hex(h))
    p.click(p.hex(h))  # asked twice: it flies
    p.frames(2)
    assert s.state.harvesters[0] == h and s.state.forepart[0] == []


def test_after_paying_a_flight_is_asked_too_and_its_button_flies(app):
    s, p, card, h = _flight_ready(app)
    p.perform(PayFee(card))
    view = p.view
    assert view.options().kind == "move" and view.options().moves[h].anywhere
    p.click(p.hex(h))
    assert view.selected == ("fly", (h, None)) and s.state.harvesters[0] != h
    p.click(p.button("fly").center)
    p.frames(2)
    assert s.state.harvesters[0] == h and s.state.forepart[0] == []


def test_the_moves_list_says_a_flight_uses_up_the_forepart(app):
    """Found in review: the Moves list's flight read "Fly to X at (q, r)", no word that it
    spends the single-use forepart, which a tap on the board asks about first. The list's
    flights now say so; its straight-line stops do not."""
    s, p, card, h = _flight_ready(app)
    p.perform(PayFee(card))
    view = p.view
    moves = view.options().moves
    assert view.action_label(moves[h]) == (
        f"Fly to {s.state.hex_label(h)} at ({h[0]}, {h[1]}), using up your forepart")
    walks = [a for a in moves.values() if not a.anywhere]
    assert walks and not any("forepart" in view.action_label(a) for a in walks)


def test_the_decks_tile_shows_its_count_whole_however_narrow(app):
    """A four-column market's deck tile read "Deck…" once the deck ran low (the count cut
    off); a tile too narrow for "Deck (N)" now shows the count alone beside the card back."""
    from game.pandorum.view_table_cards import market_tile

    st = session(players=4, humans=1, seed=7).state
    st.deck = st.deck[:7]
    with rendered_words(app) as drawn:
        for width in (300, 110):
            market_tile(pygame.Surface((400, 100)), app, int, pygame.Rect(0, 0, width, 60),
                        st, "deck")
    assert drawn[0] == "Deck (7)" and drawn[-1] == "7", drawn
    assert not [t for t in drawn if t.endswith("\u2026")]
