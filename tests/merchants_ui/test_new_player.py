"""What a new player stumbles on in Merchants of Andromeda (issue 15, items 1, 4 and 7),
checked in windows of 1280x720, 1600x900 and 1920x1080 with posted events:

* the auction screen shows every seat's money on its own panel, the card up for auction
  with both its actions in words, and warns a human whose money is below the price;
  before it opens, the board stays in view with the card and a "Start the auction now"
  button (or it opens by itself after a short look);
* the Production board's resource names, bonus headers and markers do not cover each
  other;
* a senator's whole policy is read by pointing at it or by a tap on its card (touch has
  no hover), and the tap is not a vote.
"""

from __future__ import annotations

import pygame

from game.core.auction import Phase, Status
from game.core.session import Session
from game.engine.app import App
from game.engine.auction.scene import AuctionScene
from game.engine.layers import Layer
from game.merchants.view_auction import auction_lot
from game.merchants.view_draw import forget_static
from game.merchants.view_draw_parts import space_rect
from game.scenes.passdevice import PassScene
from game.scenes.play import PlayScene
from tests.merchants_ui.conftest import FakeClock
from tests.merchants_ui.driver import Table, key_event, session
from tests.merchants_ui.test_auction_view import advance_to_auction
from tests.merchants_ui.test_view import advance
from tests.uitext import (
    Line,
    assert_no_overlap,
    assert_no_text_overlap,
    assert_shown,
    drawn,
    lines_inside,
)
from tests.uiwindow import WindowInput


class WindowTable(WindowInput, Table):
    """The Merchants driver in a window that is not the canvas size."""


def table_at(app: App, until, players: int = 3, seed: int = 7) -> WindowTable:
    """A one-human game played by bots (straight on the session) until ``until(state)``,
    opened in the app."""
    s = session(players=players, humans=1, seed=seed)
    advance(s, until)
    t = WindowTable(app, FakeClock())
    t.start(s)
    t.frames(1)
    return t


def auction_table(app: App, players: int = 3, humans: int = 1,
                  look: float = 0.0) -> tuple[Session, WindowTable]:
    """A game at its first auction with humans in it, opened in the app; ``look`` is the
    board's look before the auction screen opens."""
    s = session(players=players, humans=humans, seed=11)
    advance_to_auction(s)
    t = WindowTable(app, FakeClock())
    scene = t.start(s)
    scene.view.auction.look_seconds = look
    return s, t


def placing(st) -> bool:
    return st.turn > 2 and st.current_player == 0 and st.decision() == "place_card"


def seen(app: App) -> list[Line]:
    """Every text line on screen now: the board view keeps its picture in cached layers
    and panels between changes (and the boards' static pictures); they are dropped, so
    this frame's text is drawn (on the layer, which is copied to the canvas at the same
    place) and recorded."""
    view = getattr(app.top, "view", None)
    if view is None:
        return drawn(app, layers=True)
    view._layers, view._panels = {}, {}
    forget_static()
    app.top.chrome = Layer(app.top.chrome.rect)
    return drawn(app, layers=True, wide=view.rect.right)


# ------------------------------------------------------------------ item 1: the auction


def panel_words(app: App, overlay) -> dict[int, list[tuple[str, pygame.Rect, pygame.Rect]]]:
    """Paint every seat's panel afresh and return, per seat, every line painted on it
    (each laid out upright, as its player reads it, then turned to face them): the text,
    where it lies on the upright panel and the upright panel's rectangle."""
    from game.engine.auction import panel as panel_mod

    real = panel_mod._words
    painted: list[panel_mod.Words] = []

    def record(fonts, words, angle):
        painted.append(words)
        return real(fonts, words, angle)

    out: dict[int, list[tuple[str, pygame.Rect, pygame.Rect]]] = {}
    panel_mod._words = record
    try:
        for place in overlay.layout.places:
            painted.clear()
            panel_mod.paint_panel(app.canvas.copy(), place, overlay.panel_info(place.seat),
                                  overlay.fonts, overlay.unit)
            upright = pygame.Rect((0, 0), place.upright_size)
            out[place.seat] = [(w.text, w.rect, upright) for w in painted if w.text.strip()]
    finally:
        panel_mod._words = real
    return out


def test_every_panel_shows_its_money_and_a_human_is_warned_above_theirs(sized_app):
    """Three humans (bottom, top and a narrow side panel) and a bot. Money is public:
    every panel shows it. While the price is above a human's money, that panel says so
    in words (whole, inside the panel) and when to let go; at or below it, it does not."""
    app = sized_app
    s, t = auction_table(app, players=4, humans=3)
    clock = t.clock
    s.state.money[0], s.state.money[1], s.state.money[2] = 7, 12, 4
    t.frames(1)
    while isinstance(app.top, PassScene):  # hot-seat: the cover before the auction
        t.click(app.top.widgets[0].rect.center)
        t.frames(1)
    scene = t.auction_scene()
    overlay = scene.panel
    sides = {p.seat: p.side for p in overlay.layout.places}
    assert {sides[0], sides[1], sides[2]} == {"bottom", "top", "left"}
    for seat in (0, 1, 2):
        pygame.event.post(key_event(pygame.KEYDOWN, overlay.seats[seat].key))
    t.frames(1)
    while not (overlay.auction.phase is Phase.RUNNING and overlay.auction.price <= 15):
        clock.t += 1.0
        t.frames(1)
    price = overlay.auction.price
    words = panel_words(app, overlay)
    for seat, money in enumerate(s.state.money):
        lines = words[seat]
        text = " ".join(line for line, _, _ in lines)
        assert f"${money}" in [line for line, _, _ in lines], (seat, text)
        for line, rect, panel in lines:
            assert not line.endswith("…"), f"{line!r} is cut on seat {seat}'s panel"
            assert panel.contains(rect), f"{line!r} {tuple(rect)} runs off {tuple(panel)}"
        if seat == 3:
            assert "You have" not in text  # a bot never bids above its money
        elif money < price:
            want = (f"You have ${money}: let go at {money} or less" if money >= 6
                    else f"You have ${money}: too little")
            assert " ".join(want.split()) in " ".join(text.split()), (seat, text)
        else:
            assert "You have" not in text and "Let go to bid" in text, (seat, text)
    # the price falls below seat 1's money: its warning goes
    while overlay.auction.price > 12:
        clock.t += 1.0
        t.frames(1)
    assert not overlay.panel_info(1).warning and overlay.panel_info(0).warning
    assert_no_overlap({f"seat {p.seat}": p.rect for p in overlay.layout.places}
                      | {"centre": overlay.layout.centre})


def test_the_lot_names_the_card_and_both_actions_on_the_auction_screen(app):
    s, t = auction_table(app)
    card = s.state.c.card(s.state.slots[2])
    lot = auction_lot(s.state)
    assert lot.startswith(f"the {card.board.title()} card (")
    assert f"produce 1 {card.bottom})" in lot
    t.frames(1)
    overlay = t.auction_scene().panel
    caption, _, _ = overlay.centre_text()
    assert f"Up for auction: {lot}." in caption


def test_the_board_shows_first_and_the_auction_opens_after_a_look(sized_app):
    """After the card is revealed the board stays in view: the prompt counts down and
    names the card and its actions, whole, in the prompt panel, with a "Start the auction
    now" button; the auction screen opens by itself once the look is over."""
    app = sized_app
    s, t = auction_table(app, look=4.0)
    clock = t.clock
    t.frames(2)
    assert isinstance(app.top, PlayScene)
    view = t.view
    lines = seen(app)
    assert_shown(lines, "Auction in 4 s: look at the board and the card.", inside=view.lay.prompt)
    assert_shown(lines, f"Up for auction: {auction_lot(s.state)}.", inside=view.lay.prompt)
    button = t.button(("merchants", "start_auction"))
    assert button is not None and view.lay.prompt.contains(button)
    assert_shown(lines, "Start the auction now", inside=button)
    clock.t += 2.0
    t.frames(1)
    assert_shown(seen(app), "Auction in 2 s: look at the board and the card.")
    assert isinstance(app.top, PlayScene)
    clock.t += 2.1
    t.frames(2)
    assert isinstance(app.top, AuctionScene)


def test_a_key_held_during_the_look_holds_when_the_auction_opens(app):
    """Getting ready during the look: the key went down on the board, so the auction
    screen never saw it; it still counts as held (no need to let go and press again)."""
    _, t = auction_table(app, look=4.0)
    t.frames(2)
    view = t.view
    key = view.auction.keys_down  # the real one: nothing held in a headless test
    assert not any(key()[k] for k in (pygame.K_LSHIFT, pygame.K_LCTRL))

    class Held:
        def __getitem__(self, code: int) -> bool:
            return code == pygame.K_LSHIFT  # seat 0's key (the defaults)

    view.auction.keys_down = Held
    t.clock.t += 4.1
    t.frames(2)
    overlay = t.auction_scene().panel
    assert overlay.seats[0].key == pygame.K_LSHIFT
    assert overlay.controls.held(0)
    assert overlay.auction.status[0] is Status.IN


def test_start_the_auction_now_opens_it_at_once(sized_app):
    app = sized_app
    _, t = auction_table(app, look=4.0)
    t.frames(2)
    button = t.button(("merchants", "start_auction"))
    assert button is not None
    t.click(button.center)
    t.frames(1)
    assert isinstance(app.top, AuctionScene)
    t.auction({0: None})  # the human holds on; the auction ends and the game goes on
    assert isinstance(app.top, PlayScene)


def test_the_place_card_prompt_is_whole_for_every_card(sized_app):
    """The prompt names the card to place in full (it was cut after three lines, losing
    "slot." for the longest card words)."""
    t = table_at(sized_app, placing)
    view = t.view
    st = view.st
    frame = st.pending[-1]
    seen_words = set()
    for card in st.c.cards:
        if card.is_event or view.card_words(card.id) in seen_words:
            continue
        seen_words.add(view.card_words(card.id))
        frame["card"] = card.id
        assert_shown(seen(sized_app), view.prompt(), inside=view.lay.prompt)
    assert len(seen_words) > 5


# ------------------------------------------------------------------ item 4: Production


def test_production_names_headers_and_markers_do_not_cover_each_other(sized_app):
    app = sized_app
    t = table_at(app, lambda st: placing(st) and st.turn > 6, players=5)
    t.click(t.view.lay.thumbs["production"].center)
    view = t.view
    assert view.zoomed() == "production"
    place = view.main_placement()
    board = place.frame
    lines = lines_inside(seen(app), board)
    squares = {n.id: space_rect(place, n) for n in view.maps["production"].nodes_of(
        "track_space")}
    named: dict[str, pygame.Rect] = {}
    for name in ("Metal", "Ice", "Helium", "Crystal"):
        assert_shown(lines, name, inside=board)
        line = next(line for line in lines if line.text == name)
        named[name] = line.rect
    headers = [line for line in lines if line.text == "bonus"]
    assert len(headers) == 3
    for i, line in enumerate(headers):
        assert_shown([line], "bonus", inside=board)
        named[f"bonus {i}"] = line.rect
    for key, rect in named.items():  # no name or header under a space (or its markers)
        assert rect.collidelist(list(squares.values())) < 0, key
    assert_no_overlap(named)
    assert_no_text_overlap([line for line in lines if line.text in named or
                            line.text == "bonus"])
    assert_shown(lines, "Bonus: all 4 markers at or past a bonus column = 1 Station influence",
                 inside=board)


# ------------------------------------------------------------------ item 7: read it whole


def at_vote(app: App) -> WindowTable:
    t = table_at(app, lambda st: st.decision() == "vote" and st.current_player == 0
                 and st.turn > 2)
    st = t.view.st
    st.candidates[:] = sorted(st.c.senators, key=lambda sid: len(st.c.senators[sid].text))[-3:]
    t.view.dirty = True
    assert t.view.zoomed() == "senate"
    return t


def test_pointing_at_a_senator_card_or_its_box_reads_the_policy_whole(sized_app):
    t = at_vote(sized_app)
    view = t.view
    st = view.st
    for candidate in (1, 2, 3):
        sen = st.c.senators[st.candidates[candidate - 1]]
        for rect in (view.senator_rect(candidate),
                     view.target_rect(("node", "senate", view.ballot_node(candidate)))):
            t.motion(rect.center)
            lines = seen(t.app)
            assert_shown(lines, f"Box {candidate}, {sen.name}: {sen.text}",
                         inside=view.lay.prompt)
    assert_shown(seen(t.app), "Point at or tap a senator to read it whole.",
                 inside=view.lay.prompt)


def test_voting_before_pointing_at_a_senator_prints_no_hint_over_another(sized_app):
    """Found in play (session 12): at a vote, the Senate in view and no senator pointed
    at yet, the prompt panel said "Point at or tap a senator to read it whole." and
    then "... to read its policy." on the line of "Tap a small board to see it large.",
    text printed over text. The second hint said the first again; it is left out."""
    t = at_vote(sized_app)
    view = t.view
    assert view.info_cut and view.read_senator() is None
    lines = lines_inside(seen(t.app), view.lay.prompt)
    assert_no_text_overlap(lines)
    assert_shown(lines, "Point at or tap a senator to read it whole.", inside=view.lay.prompt)
    assert_shown(lines, "Tap a small board to see it large.", inside=view.lay.prompt)


def test_voting_with_another_board_zoomed_says_how_to_read_the_senators(app):
    t = at_vote(app)
    t.click(t.view.lay.thumbs["station"].center)
    view = t.view
    assert view.zoomed() == "station" and view.info_cut
    assert_shown(seen(app), "Tap the Senate board to read them whole.",
                 inside=view.lay.prompt)
    t.click(view.lay.thumbs["senate"].center)
    t.finger_tap(view.senator_rect(2).center)
    st = view.st
    sen = st.c.senators[st.candidates[1]]
    assert_shown(seen(app), f"Box 2, {sen.name}: {sen.text}", inside=view.lay.prompt)


def test_a_finger_on_a_senator_card_reads_it_whole_and_votes_nothing(sized_app):
    t = at_vote(sized_app)
    view = t.view
    st = view.st
    n = len(view.session.log)
    for candidate in (3, 1):
        t.finger_tap(view.senator_rect(candidate).center)
        assert len(view.session.log) == n  # reading is not voting
        sen = st.c.senators[st.candidates[candidate - 1]]
        assert_shown(seen(t.app), f"Box {candidate}, {sen.name}: {sen.text}",
                     inside=view.lay.prompt)


def test_the_move_list_tells_the_three_card_places_apart(sized_app):
    """Found in play (session 12): at the Moves list, placing a card offered three
    buttons worded "Ann: place a Station card (sectors 2 or 3) with crystal at the bottom
    below Resource" (Influence, Auction), cut after two lines to "... below …": two of
    them read the same. Each now starts with its slot and shows it whole."""
    t = table_at(sized_app, placing)
    play = t.play
    t.click(next(w for w in play.widgets if getattr(w, "label", "") == "Moves").rect.center)
    assert play.show_moves
    buttons = [w for w in play.widgets if str(getattr(w, "key", "")).startswith("('action'")]
    assert len(buttons) == 3
    lines = seen(t.app)
    shown = [" ".join(line.text for line in lines_inside(lines, b.rect)) for b in buttons]
    assert len(set(shown)) == 3, shown
    for words, slot in zip(shown, ("Resource", "Influence", "Auction"), strict=True):
        assert words.startswith(f"Below {slot}: the Station") and "…" not in words, words


def test_a_senator_is_read_whole_outside_a_vote_too(sized_app):
    """Away from a vote the senator card shows only the name: a tap on it (or pointing
    at it) gives the policy in the prompt panel."""
    app = sized_app
    t = table_at(app, placing)
    t.click(t.view.lay.thumbs["senate"].center)
    view = t.view
    assert_shown(seen(app), "Point at or tap a senator to read its policy.",
                 inside=view.lay.prompt)
    t.finger_tap(view.senator_rect(2).center)
    st = view.st
    sen = st.c.senators[st.candidates[1]]
    assert_shown(seen(app), f"Box 2, {sen.name}: {sen.text}", inside=view.lay.prompt)
