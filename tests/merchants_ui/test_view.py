"""The Merchants of Andromeda board view: drawing, highlights, taps, reasons, keys."""

from __future__ import annotations

import dataclasses
from itertools import pairwise

import pygame
import pytest

from game.merchants.bots import HeuristicBot
from game.merchants.rules.actions import (
    Ballot,
    ChooseDefenders,
    PlaceCard,
    StationSpace,
    Vote,
)
from game.merchants.view import MerchantsView
from game.merchants.view_draw_parts import HIGHLIGHT
from game.merchants.view_layout import BOARD_ORDER
from tests.merchants_ui.driver import Table, key_event, session


def advance(s, until, limit: int = 5000) -> None:
    """Play every seat with the heuristic bot (straight on the session) until ``until``."""
    for _ in range(limit):
        if until(s.state):
            return
        seat = s.state.pending_seats()[0]
        s.apply(HeuristicBot(seat, len(s.log)).choose(s.state.view(seat)))
    raise AssertionError("never reached")


def at_decision(app, clock, decision: str, seed: int = 7, players: int = 4) -> Table:
    """The game at seat 0's (the human's) ``decision``; "vote" is any vote (a Senate
    action's or a voting event's, in which every seat votes at once)."""
    s = session(players=players, humans=1, seed=seed)
    advance(s, lambda st: (st.voting if decision == "vote" else st.decision() == decision)
            and 0 in st.pending_seats() and st.turn > 2)
    t = Table(app, clock)
    t.start(s)
    t.frames(1)
    assert t.view.actor == 0
    return t


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> int:
    small = pygame.transform.scale(surface.subsurface(rect), (96, 54))
    return len({small.get_at((x, y))[:3] for x in range(96) for y in range(54)})


@pytest.mark.parametrize("moves", [0, 60, 200, None])
def test_the_view_draws_every_board_at_points_of_a_bot_game(app, moves):
    s = session(players=5, humans=0, seed=4)
    n = 0
    while not s.state.is_over and (moves is None or n < moves):
        seat = s.state.pending_seats()[0]
        s.apply(s.bot_action(seat))
        n += 1
    view = MerchantsView(s, app)
    view.layout(pygame.Rect(0, 100, 1450, 980))
    surface = pygame.Surface((1920, 1080))
    surface.fill((0, 0, 0))
    view.draw(surface, None)
    assert colours_in(surface, view.lay.main) > 12
    for board in BOARD_ORDER:
        assert colours_in(surface, view.lay.thumbs[board]) > 6, board
    assert colours_in(surface, view.lay.right) > 10


def test_every_thumbnail_zooms_its_board(app, clock):
    t = at_decision(app, clock, "place_card")
    for board in BOARD_ORDER:
        t.click(t.view.lay.thumbs[board].center)
        assert t.view.zoomed() == board


def test_station_highlights_exactly_the_legal_spaces(app, clock):
    t = at_decision(app, clock, "station_place")
    view = t.view
    legal = {a.space for a in view.legal_actions() if isinstance(a, StationSpace)}
    assert view.zoomed() == "station"
    assert {t.key[2] for t in view.targets()} == legal
    app.draw()
    for space in legal:  # the highlight ring is drawn around each legal space
        rect = view.target_rect(("node", "station", space))
        ring = rect.inflate(8, 8)
        assert app.canvas.get_at((ring.centerx, ring.top + 1))[:3] == HIGHLIGHT
    taken = next(sp for sp in view.maps["station"].nodes if sp not in legal)
    rect = view.target_rect(("node", "station", taken))
    assert app.canvas.get_at((rect.centerx, rect.top - 3))[:3] != HIGHLIGHT


def test_defender_dice_first_tap_highlights_the_partner_lanes(app, clock):
    t = at_decision(app, clock, "defend", seed=7)
    view = t.view
    pairs = [a.lanes for a in view.legal_actions() if isinstance(a, ChooseDefenders)]
    first = pairs[0][0]
    t.click(view.target_rect(("node", "defense", view.lane_node(first))).center)
    assert view.selected_lane == first
    partners = {b if a == first else a for a, b in pairs if first in (a, b)}
    assert {int(t.key[2][1]) for t in view.targets()} == partners
    # a second tap on a partner plays the pair
    n = len(view.session.log)
    second = sorted(partners)[0]
    t.click(view.target_rect(("node", "defense", view.lane_node(second))).center)
    assert view.session.log[n].action == ChooseDefenders(tuple(sorted((first, second))))


def test_an_illegal_tap_shows_a_reason_and_changes_nothing(app, clock):
    t = at_decision(app, clock, "station_place")
    view = t.view
    s = view.session
    taken = next(sp for sp, owner in s.state.station.items())
    before = (len(s.log), s.state.to_dict())
    t.click(view.target_rect(("node", "station", taken)).center)
    assert (len(s.log), s.state.to_dict()) == before
    assert app.toasts.history[-1] == "That Station space is taken."


def test_tap_reasons_are_the_rules_refusals(app, clock):
    t = at_decision(app, clock, "vote")
    view = t.view
    st = view.session.state
    space = next(sp for sp in st.c.topology.station_sector if sp not in st.station)
    reason = view.reason(("node", "station", space))
    assert reason == st.why_not(StationSpace(space), 0)
    assert "vote in a ballot box first" in reason.lower()
    box = view.action_at(("node", "senate", "box_9"))
    assert box == (Ballot(0, 9) if st.decision() == "ballot" else Vote(9))
    assert view.reason(("node", "senate", "box_9")) == st.why_not(box, 0)
    assert "no ballot box 9" in view.reason(("node", "senate", "box_9"))


def test_a_filled_slot_says_why(app, clock):
    t = at_decision(app, clock, "place_card")
    view = t.view
    s = view.session
    full = [i for i, c in enumerate(s.state.slots) if c is not None]
    if not full:  # place one card first, by tapping its slot
        t.click(view.lay.slots[0].center)
        advance_to = s.state
        assert advance_to.slots[0] is not None
        if s.state.decision() != "place_card":
            pytest.skip("the second card was placed automatically")
        full = [0]
    n = len(s.log)
    t.click(view.lay.slots[full[0]].center)
    assert len(s.log) == n
    assert "already a card" in app.toasts.history[-1]


def test_keyboard_arrows_and_enter_play_a_highlighted_target(app, clock):
    t = at_decision(app, clock, "place_card")
    view = t.view
    s = view.session
    n = len(s.log)
    pygame.event.post(key_event(pygame.KEYDOWN, pygame.K_RIGHT))
    t.frames(1)
    target = view.focused_target()
    assert target is not None and target[0] == "slot"
    pygame.event.post(key_event(pygame.KEYDOWN, pygame.K_RETURN))
    t.frames(1)
    assert s.log[n].action == PlaceCard(target[1])


def test_a_touch_tap_on_a_slot_places_the_card(app, clock):
    t = at_decision(app, clock, "place_card")
    view = t.view
    s = view.session
    slot = next(a.slot for a in view.legal_actions() if isinstance(a, PlaceCard))
    x, y = view.lay.slots[slot].center
    n = len(s.log)
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, x=x / 1920, y=y / 1080, dx=0, dy=0,
                                             finger_id=1, touch_id=1, pressure=1.0))
    t.frames(1)
    assert s.log[n].action == PlaceCard(slot)


def test_an_all_bot_game_runs_to_the_results_without_auction_screens(app, clock):
    from game.engine.auction.scene import AuctionScene
    from game.scenes.results import ResultsScene

    s = session(players=4, humans=0, seed=9)
    t = Table(app, clock)
    t.start(s)
    for _ in range(3000):
        if isinstance(app.top, ResultsScene):
            break
        assert not isinstance(app.top, AuctionScene)
        t.frames(1, dt=0.5)
    assert s.state.is_over and isinstance(app.top, ResultsScene)
    kinds = [ev.kind for e in s.log for ev in e.events]
    # every turn's auction was decided (by the view's max_bid rule or the bots' secret bids)
    assert kinds.count("auction") == s.state.turn
    assert kinds.count("auction") == kinds.count("auction_won") + kinds.count("auction_end")


def test_the_prompt_panel_sums_up_the_latest_scoring(app, clock):
    # one bot move a frame: instant bots play as many moves as 30 ms of a frame allow,
    # which on a fast or a busy machine reached the final scoring in the same frame
    app.settings.bot_delay = 0.5
    s = session(players=3, humans=0, seed=9)
    t = Table(app, clock)
    t.start(s)
    view = t.view
    entry = None
    for _ in range(600):
        t.frames(1, dt=0.5)
        hits = [e for e in s.log if any(ev.kind == "event" and "scoring" in ev.text
                                        for ev in e.events)]
        if hits:
            entry = hits[-1]
            break
    assert entry is not None
    # instant bots may have played on: compare with the newest scoring
    newest = [e for e in s.log if any(ev.kind == "event" and "scoring" in ev.text
                                      for ev in e.events)][-1]
    expected: dict[str, dict[int, int]] = {}
    started = False
    for ev in newest.events:
        if ev.kind == "event" and "scoring" in ev.text:
            started = True
            expected = {}
        elif started and ev.kind == "money" and ev.data.get("category") in (
                "Station", "Production", "Exploration", "Defense", "Invader ships", "Senate"):
            per = expected.setdefault(ev.data["category"], {})
            per[ev.seat] = per.get(ev.seat, 0) + ev.data["amount"]
    assert view.scoring == expected
    assert all(line.split(":")[0] in expected for line in view.scoring_lines())


def test_the_senator_pointed_at_is_read_whole_and_everything_fits_the_panel(app, clock):
    """Voting needs the senators' full texts. With the three longest up they cannot all
    fit at the smallest text size: the box under the pointer is shown whole, the others
    cut with "…", all inside the prompt panel above its hint lines."""
    t = at_decision(app, clock, "vote", players=3)
    view = t.view
    st = view.st
    longest = sorted(st.c.senators, key=lambda sid: len(st.c.senators[sid].text))[-3:]
    st.candidates[:] = longest
    f = app.fonts
    box = view.lay.prompt
    for candidate in (1, 2, 3):
        rect = view.target_rect(("node", "senate", view.ballot_node(candidate)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                             buttons=(0, 0, 0), touch=False))
        t.frames(1)
        assert view.read_entry() == candidate - 1
        lines = view.info_lines()
        assert view.info_cut
        text = " ".join(" ".join(lines).split())
        sen = st.c.senators[longest[candidate - 1]]
        assert " ".join(sen.text.split()) in text
        others = [st.c.senators[sid].text for i, sid in enumerate(longest)
                  if i != candidate - 1]
        assert not any(" ".join(o.split()) in text for o in others)
        bottom = (box.top + 8 + len(view.prompt_lines()) * f.line_height(28, True)
                  + (len(lines) + 1) * f.line_height(24) + 2)
        assert bottom <= box.bottom - 38  # the hint line fits above the last one
        assert all(f.get(24).size(line)[0] <= box.width - 24 for line in lines)


def test_with_no_senator_read_the_three_share_the_room_and_fit_the_panel(app, clock):
    """With the keyboard focus off the ballot boxes (on a small board) no senator is
    read: the three longest then share the lines the panel has, each cut with "…", and
    stay above the hint lines. Each was cut to four lines whatever the room, and the
    twelve ran into the panel's last lines ("Point at or tap a senator ..." over "Tap a
    small board ...", found by keys in a real window)."""
    t = at_decision(app, clock, "vote", players=4)
    view = t.view
    st = view.st
    seats = view.session.seats  # the default name: the prompt takes two lines
    seats[0] = dataclasses.replace(seats[0], name="Player 1")
    longest = sorted(st.c.senators, key=lambda sid: len(st.c.senators[sid].text))[-3:]
    st.candidates[:] = longest
    for _ in range(40):  # Tab on until the focus is on something that reads no senator
        pygame.event.post(key_event(pygame.KEYDOWN, pygame.K_TAB))
        pygame.event.post(key_event(pygame.KEYUP, pygame.K_TAB))
        t.frames(1)
        if app.top.focus is not None and view.read_entry() is None:
            break
    assert app.top.focus is not None and view.read_entry() is None
    f = app.fonts
    box = view.lay.prompt
    lines = view.info_lines()
    assert view.info_cut and len(lines) <= view.info_room()
    assert sum(line.startswith("Box ") for line in lines) == 3  # each still named
    bottom = (box.top + 8 + len(view.prompt_lines()) * f.line_height(28, True)
              + (len(lines) + 1) * f.line_height(24) + 2)
    assert bottom <= box.bottom - 38  # the hint line fits above the last one


def test_short_senator_texts_are_all_shown_whole(app, clock):
    t = at_decision(app, clock, "vote", players=3)
    view = t.view
    st = view.st
    shortest = sorted(st.c.senators, key=lambda sid: len(st.c.senators[sid].text))[:3]
    st.candidates[:] = shortest
    text = " ".join(" ".join(view.info_lines()).split())
    assert not view.info_cut
    for sid in shortest:
        assert " ".join(st.c.senators[sid].text.split()) in text


def test_event_track_slot_words_and_legend_fit_the_board(app, clock):
    """The event track's active player board names each slot's action and card on two
    lines that fit the slot, for the longest card names; the legend fits the board."""
    from game.merchants.view_draw import EVENT_LEGEND, active_cells, slot_rows
    from game.merchants.view_layout import CARD_SHORT

    t = at_decision(app, clock, "place_card", players=3)
    view = t.view
    m = view.maps["event_track"]
    place = view.lay.main_placement("event_track", m)
    region = next(r for r in m.regions.values() if r.kind == "active_board")
    cells = active_cells(place.rect(region.rect.x, region.rect.y, region.rect.w,
                                    region.rect.h))
    st = view.st
    longest = max(CARD_SHORT, key=lambda b: app.fonts.get(24).size(CARD_SHORT[b])[0])
    card = next(c for c in range(200) if st.c.card(c).board == longest)
    lh = app.fonts.line_height(24)
    st.slots[:] = [card] * 3
    for slot, cell in enumerate(cells):
        lines = slot_rows(app.fonts, st, slot, cell)
        assert [w for w, _, _ in lines][1] == CARD_SHORT[longest]
        for words, y, bold in lines:
            assert app.fonts.get(24, bold).size(words)[0] <= cell.width - 8, words
            assert cell.top <= y and y + lh <= cell.bottom, (words, cell)
    # the legend, centred between the rows' ends, stays clear of the link at the right end
    xs = [n.x for n in m.nodes_of("event_space")]
    span = (max(xs) - min(xs)) * place.scale
    assert app.fonts.get(24).size(EVENT_LEGEND)[0] <= span - 60


@pytest.mark.parametrize("players", [3, 5])
def test_player_rows_hold_both_lines_without_overlapping(app, clock, players):
    """Five rows in the right column: each row holds its name line and its stats line
    (supply, votes, ships), the rows do not overlap and stay in the column."""
    s = session(players=players, humans=1, seed=5)
    t = Table(app, clock)
    t.start(s)
    view = t.view
    rows = view.player_rows()
    assert len(rows) == players
    lh = app.fonts.line_height(24)
    for upper, lower in pairwise(rows):
        assert upper.bottom <= lower.top
    for row in rows:
        assert view.lay.players.contains(row)
        assert row.top + view.STATS_DY + lh <= row.bottom + 2  # glyphs end above the line
        assert row.height >= 48  # the 44 px seat badge fits


def test_a_station_bonus_prompt_names_no_sector(app, clock):
    """The Station bonus places on any empty space: the prompt must not say "sector ."."""
    s = session(players=3, humans=0, seed=7)
    advance(s, lambda st: st.decision() == "station_place"
            and st.pending[-1].get("why") == "bonus", limit=20000)
    t = Table(app, clock)
    t.start(s)
    seat = s.state.pending[-1]["seat"]
    assert t.view.prompt() == (f"{s.seats[seat].name}: Station bonus! Place 1 influence on "
                               "any empty Station space.")
