"""The Merchants view on the board-view base: cached boards repaint only when what they
show changed (and then match a fresh drawing), hover repaints nothing, the selection ends
with the decision, and a tap reveals what pointing reveals (issue 13)."""

from __future__ import annotations

import pygame

from game.merchants.rules.actions import ChooseDefenders, StationSpace
from game.merchants.view import DECISION_BOARD, MerchantsView
from game.merchants.view_layout import BOARD_ORDER
from tests.merchants_ui.driver import Table, session
from tests.merchants_ui.test_new_player import seen, table_at
from tests.merchants_ui.test_view import advance, at_decision
from tests.uitext import assert_shown


def picture(view: MerchantsView, viewer: int | None = None) -> bytes:
    surface = pygame.Surface((1920, 1080))
    view.draw(surface, viewer)
    return pygame.image.tobytes(surface.subsurface(view.rect), "RGB")


def test_cached_boards_match_a_fresh_drawing_all_game_long(app, clock):
    """One view follows a five-player bot game, repainting only the panels whose state
    changed; at every step its picture equals that of a view made afresh (so no board
    reads a field its cache key leaves out)."""
    from tests.merchants_ui.driver import session

    s = session(players=5, humans=0, seed=4)
    view = MerchantsView(s, app)
    view.layout(pygame.Rect(0, 100, 1450, 980))
    picture(view)
    for step in range(3000):
        if s.state.is_over:
            break
        seat = s.state.pending_seats()[0]
        view.on_events(s.apply(s.bot_action(seat)))
        if step % 10 == 0 or s.state.is_over:
            fresh = MerchantsView(s, app)
            fresh.layout(view.rect)
            fresh.scoring, fresh.scoring_title = view.scoring, view.scoring_title
            viewer = None if step % 20 else step // 20 % 5  # a seat's eyes: its own votes
            assert picture(view, viewer) == picture(fresh, viewer), f"stale after {step}"
    assert s.state.is_over


def test_an_action_repaints_only_the_boards_it_changed(app, monkeypatch):
    """A Station placement repaints the Station board (zoomed and small) and the boards
    whose marks came or went, never all six; drawing again repaints nothing."""
    from tests.merchants_ui.driver import session

    s = session(players=4, humans=1, seed=7)
    advance(s, lambda st: st.decision() == "station_place" and st.current_player == 0
            and st.turn > 2)
    view = MerchantsView(s, app)
    view.layout(pygame.Rect(0, 100, 1450, 980))
    view.actor = 0
    picture(view)
    painted: list[str] = []
    real = MerchantsView.paint_thumb

    def spy(self, surface, *, board, **kw):
        painted.append(board)
        return real(self, surface, board=board, **kw)

    monkeypatch.setattr(MerchantsView, "paint_thumb", spy)
    picture(view)
    assert painted == []
    action = next(a for a in view.legal_actions() if isinstance(a, StationSpace))
    view.on_events(s.apply(action))
    picture(view)
    assert "station" in painted
    assert len(painted) < len(BOARD_ORDER), painted
    assert "production" not in painted and "defense" not in painted


def test_hovering_repaints_no_layer(app, clock):
    t = at_decision(app, clock, "station_place")
    view = t.view
    t.frames(2)
    before = view.layer_paints()
    for target in view.targets()[:4]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target.rect.center,
                                             rel=(1, 1), buttons=(0, 0, 0), touch=False))
        t.frames(1)
        assert view.hover == target.key
    assert view.layer_paints() == before


def test_the_first_defender_lane_is_dropped_when_the_decision_moves_on(app, clock):
    t = at_decision(app, clock, "defend", seed=7)
    view = t.view
    first = next(a for a in view.legal_actions() if isinstance(a, ChooseDefenders)).lanes[0]
    t.click(view.target_rect(("node", "defense", view.lane_node(first))).center)
    assert view.selected == ("lane", first)
    t.click(view.lay.thumbs["station"].center)  # looking elsewhere keeps it
    assert view.selected == ("lane", first)
    rect = t.button(("merchants", "act", next(
        a for a in view.legal_actions() if isinstance(a, ChooseDefenders)
        and first in a.lanes)))
    t.click(rect.center)
    assert view.selected is None


def test_a_refused_tap_says_the_rules_reason(app, clock):
    t = at_decision(app, clock, "vote")
    view = t.view
    st = view.st
    space = next(sp for sp in st.c.topology.station_sector if sp not in st.station)
    t.click(view.lay.thumbs["station"].center)
    n = len(view.session.log)
    t.click(view.target_rect(("node", "station", space)).center)
    # (the bots may cast their ballots meanwhile: the vote is every seat's at once)
    assert all(entry.seat != 0 for entry in view.session.log[n:])
    assert app.toasts.history[-1] == view.st.why_not(StationSpace(space), 0)


def test_a_board_looked_at_in_a_vote_stays_as_the_others_cast_their_ballots(app, clock):
    """In a step every seat takes at once, a player who taps another board's thumbnail
    keeps it large while the bots' ballots come in (each took the view back to the
    Senate); the vote's end brings the board of the next decision."""
    s = session(players=4, humans=1, seed=7)
    advance(s, lambda st: st.voting and 0 in st.pending_seats() and st.turn > 2
            and len(st.pending_seats()) > 1)
    app.settings.bot_delay = 1e6  # (the test casts the bots' ballots)
    t = Table(app, clock)
    scene = t.start(s)
    t.frames(1)
    view = t.view
    t.click(view.lay.thumbs["station"].center)
    assert view.zoomed() == "station"
    for seat in [p for p in view.st.pending_seats() if p != 0]:
        scene.apply(s.bot_action(seat))
        t.frames(1)
        assert view.zoomed() == "station" and view.st.voting
    scene.apply(s.state.legal_actions(0)[0])  # the last ballot ends the vote
    t.frames(1)
    assert not view.st.voting
    assert view.zoomed() == DECISION_BOARD.get(view.st.decision(), "event_track")


def test_a_tap_on_a_ballot_box_reads_its_senator_outside_a_vote(sized_app):
    """Pointing at a ballot box shows its senator's policy; so does a tap (touch has no
    hover) when the box is not a vote now, and the tap votes nothing."""
    app = sized_app
    t = table_at(app, lambda st: st.turn > 2 and st.current_player == 0
                 and st.decision() == "place_card")
    t.click(t.view.lay.thumbs["senate"].center)
    view = t.view
    st = view.st
    n = len(view.session.log)
    box = view.target_rect(("node", "senate", view.ballot_node(3)))
    t.finger_tap(box.center)
    assert len(view.session.log) == n and view.selected == ("senator", 3)
    sen = st.c.senators[st.candidates[2]]
    assert_shown(seen(app), f"Box 3, {sen.name}: {sen.text}", inside=view.lay.prompt)


def test_the_look_before_an_auction_renders_the_screens_first_panels(app, monkeypatch):
    """While the board is in view before an auction, quiet frames rehearse the auction
    screen: the frame in which it opens, and the one in which the human holds, render no
    text, load no font and turn no piece (the pieces come from the shared cache)."""
    from game.engine.auction import render
    from game.engine.auction.scene import AuctionScene
    from tests.auction.conftest import preparation_counter
    from tests.merchants_ui.driver import key_event
    from tests.merchants_ui.test_new_player import auction_table

    render.pieces(app.fonts).clear()
    _, t = auction_table(app, look=4.0)
    t.frames(40)  # the fake clock stands still: the look goes on
    assert not isinstance(app.top, AuctionScene)
    painted = preparation_counter(monkeypatch, app.fonts)
    t.clock.t += 4.1
    t.frames(2)
    overlay = t.auction_scene().panel
    assert painted == []
    human = next(s for s in overlay.seats.values() if s.key is not None)
    pygame.event.post(key_event(pygame.KEYDOWN, human.key))
    t.frames(1)
    assert overlay.controls.held(human.seat)
    assert painted == []


def test_the_look_rehearses_only_once_the_board_is_painted_and_shown(app, monkeypatch):
    """The rehearsal of the auction screen takes no step in a frame that begins with the
    board's layers stale (the board is painted ahead or composed then), nor in the
    frames that show the new picture (game.engine.auction.driver.SHOWN_AFTER), and goes on after."""
    from game.engine.auction.driver import SHOWN_AFTER
    from game.engine.auction.overlay import AuctionOverlay
    from tests.merchants_ui.test_new_player import auction_table

    stepped: list[int] = []
    rehearse = AuctionOverlay.rehearse

    def counted(self):
        for _ in rehearse(self):
            stepped.append(app.frames)
            yield

    monkeypatch.setattr(AuctionOverlay, "rehearse", counted)
    _, t = auction_table(app, look=4.0)
    t.frames(10)
    assert stepped, "the look rehearses the auction screen"
    view = t.view
    view.touch()  # what an action does: every layer is painted again
    stale = []
    for _ in range(12):
        stale.append((app.frames, not view.layers_current(view.viewer)))
        t.frames(1)
    first = next(frame for frame, was in stale if was)
    last = max(frame for frame, was in stale if was)
    assert not [f for f in stepped if first <= f <= last + SHOWN_AFTER]
    assert [f for f in stepped if f > last + SHOWN_AFTER]  # then it goes on
