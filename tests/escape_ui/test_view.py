"""The Andromeda Escape board view: drawing, selection, reasons, keys, animation."""

from __future__ import annotations

import math

import pygame
import pytest

from game.engine.boardview import MAY_CHOOSE as HIGHLIGHT
from game.escape.bots import HeuristicBot
from game.escape.game import GAME
from game.escape.rules.actions import ChooseField, Enter, Move, PlayCard, ReturnMission
from game.escape.view import EscapeView
from game.escape.view_choices import sort_actions
from game.scenes.play import BOARD, PlayScene
from tests.escape_ui.driver import Player, play_until, session
from tests.uitext import assert_shown


def start(app, players=2, humans=1, seed=3):
    s = session(players, humans, seed)
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    p = Player(app)
    p.frames(1)
    return s, play, p


def card_played(app, s, ships, card):
    """``s`` on a clean board with ``ships`` (field: seat) placed, seat 0 holding ``card``
    and playing it on the play screen: the screen and its driver, the card's effect next."""
    from tests.escape.helpers import card_turn, give, place

    st = card_turn(s.state.num_players)
    place(st, ships)
    give(st, 0, card)
    s.state = st
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    p = Player(app)
    p.frames(1)
    p.perform(PlayCard(card))
    p.frames(1)
    return play, p


def advance_to_main(s, p, decisions=6):
    """Play the human's first decisions (heuristic choices, by clicks) until a main
    decision with a movable ship comes up."""
    return play_until(s, p, lambda o, i: o.mode == "main" and bool(o.moves)
                      and i >= decisions, limit=200)


def has_ring(surface, centre, r, colour) -> bool:
    """Is a ring of ``colour`` drawn at radius about ``r`` around ``centre``?"""
    hits = 0
    for k in range(72):
        a = k * math.tau / 72
        for dr in (-2, 0, 2):
            x = round(centre[0] + (r + dr) * math.cos(a))
            y = round(centre[1] + (r + dr) * math.sin(a))
            if tuple(surface.get_at((x, y)))[:3] == colour:
                hits += 1
                break
    return hits >= 6


@pytest.mark.parametrize("players,moves", [(2, 0), (3, 25), (4, 60), (2, 400)])
def test_render_bot_game(app, players, moves):
    from game.screenshot import bot_session

    s = bot_session("escape", seed=7, players=players, moves=moves)
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    surface = app.draw()
    assert isinstance(play.view, EscapeView)
    geo = play.view.geo
    board = surface.subsurface(BOARD)
    colours = {tuple(board.get_at((x, y))) for x in range(0, BOARD.width, 23)
               for y in range(0, BOARD.height, 23)}
    assert len(colours) > 40  # a drawn board, not a blank area
    assert tuple(surface.get_at(geo.hole))[:3] != app.theme.c("background")
    for name, c in geo.fields.items():  # every field is drawn: a ship or the field's ring
        owner = s.state.occupant.get(name)
        px = tuple(surface.get_at((c[0], c[1] - geo.field_r + 1)))[:3]
        assert px != app.theme.c("background"), name
        if owner is not None and name not in s.state.upright:
            look = app.theme.player(s.seats[owner].colour)
            assert look.rgb in {tuple(surface.get_at((c[0] + dx, c[1] + dy)))[:3]
                                for dx in range(-20, 21, 4) for dy in range(-20, 21, 4)}


def test_geometry_follows_the_map(app):
    s, _play, p = start(app)
    geo = p.view.geo
    board = s.state.board
    assert BOARD.contains(geo.regions["hand"]) and BOARD.contains(geo.regions["vp_track"])
    for name in board.fields:  # the ring keeps its shape: distances scale uniformly
        f = board.fields[name]
        hole = board.map.nodes[board.wormhole]
        d_map = math.dist((f.x, f.y), (hole.x, hole.y))
        assert math.dist(geo.at(name), geo.hole) == pytest.approx(d_map * geo.scale, abs=1.5)
        assert geo.thing_at(geo.at(name)) == name
    for a in geo.fields:
        for b in geo.fields:
            if a < b:
                assert not geo.target_rect(a).colliderect(geo.target_rect(b))
    for r in geo.regions.values():
        for c in geo.fields.values():
            assert not r.collidepoint(c)


def test_selecting_a_ship_highlights_exactly_its_moves(app):
    s, _play, p = start(app)
    o = advance_to_main(s, p)
    seen_ship = False
    for src, dests in (o.moves or {}).items():
        p.click(p.field(src))
        assert p.view.selected == ("ship", src)
        surface = app.draw()
        geo = p.view.geo
        legal = {a.dst for a in s.state.legal_actions(0) if isinstance(a, Move) and a.src == src}
        assert set(dests) == legal
        for name in [*geo.fields, s.state.board.wormhole]:
            r = geo.hole_r + 8 if name == s.state.board.wormhole else geo.field_r + 7
            assert has_ring(surface, geo.at(name), r, HIGHLIGHT) == (name in legal), name
        p.click(p.field(src))  # a second tap drops the selection
        assert p.view.selected is None
        seen_ship = True
    assert seen_ship


def test_illegal_click_shows_the_reason_and_changes_nothing(app):
    s, _play, p = start(app)
    o = advance_to_main(s, p)
    src = next(iter(o.moves))
    before, log_len = s.state.to_dict(), len(s.log)
    p.click(p.field(src))
    wrong = next(f for f in s.state.board.names
                 if f not in o.moves[src] and f not in s.state.occupant
                 and s.state.board.fields[f].ring < s.state.board.fields[src].ring)
    p.click(p.field(wrong))
    assert app.toasts.history[-1] == "Ships move one field closer to the wormhole, along a " \
                                     "connection."
    assert s.state.to_dict() == before and len(s.log) == log_len
    # an opponent's ship: named by the rules' reason, and nothing changes
    p.view.cancel()
    theirs = next(f for f, o2 in s.state.occupant.items() if o2 == 1)
    p.click(p.field(theirs))
    assert app.toasts.history[-1] == "That is Bob's ship."
    assert s.state.to_dict() == before
    # so is an opponent's Launch Platform (the rules' words, the name filled in)
    p.click(p.platform(1))
    assert app.toasts.history[-1] == "That is Bob's Launch Platform."
    assert s.state.to_dict() == before and len(s.log) == log_len


def test_card_that_cannot_be_played_says_why(app):
    s, play, p = start(app)
    advance_to_main(s, p)
    st = s.state
    st.vp[0] = 0  # no VP: no card that costs VP can be paid
    st.hands[0] = ["ALERT-A1"]
    view = p.view
    view.state_changed()  # the test changed the state behind the view's back
    play.refresh_widgets()
    assert "ALERT-A1" not in view.options().cards
    p.click(p.card("ALERT-A1"))
    assert view.selected == ("card", "ALERT-A1")
    lines = [text for text, _ in view.detail_lines(st.view(0), view.options())]
    assert any("costs 1 VP and you have 0" in line for line in lines)
    # the card's text fills the rows below the ring: the tap says why in a refusal too
    assert app.toasts.history[-1] == "ALERT A costs 1 VP and you have 0."
    with pytest.raises(LookupError):
        p.button("play")
    before = st.to_dict()
    p.click(p.card("ALERT-A1"))  # a second tap plays nothing
    assert st.to_dict() == before


def test_play_a_card_then_choose_its_targets_on_the_board(app):
    for seed in range(3, 30):
        s, _play, p = start(app, seed=seed)
        o = advance_to_main(s, p, decisions=4)
        if o.cards:
            break
        app.pop()
    else:
        pytest.skip("no playable card in the first turns of these seeds")
    action = next(iter(o.cards.values()))
    assert isinstance(action, PlayCard)
    p.perform(action)
    assert s.log[-1].action == action
    view = p.view
    o2 = view.options()
    assert o2.mode == "effect"
    assert set(view.places(o2)) == set(o2.fields or {})
    p.perform(next(iter(s.state.legal_actions(0))))
    assert len(s.log) >= 2


def test_keyboard_tab_and_enter_play_turns(app):
    s, play, p = start(app, seed=5)
    done = 0
    for _ in range(400):
        if done >= 25 or s.state.is_over:
            break
        p.frames(1)
        if p.view.actor is None:
            continue
        n = len(s.log)
        for _ in range(6):
            if play.focus is None:  # the ring stays on the next choice once shown
                p.key(pygame.K_TAB)
            assert play.focus is not None
            p.key(pygame.K_RETURN)
            if len(s.log) > n:
                break
        assert len(s.log) > n, f"keys made no progress in {p.view.options().mode}"
        done += 1
    assert done >= 25


def test_cancel_button_drops_a_selection(app):
    s, play, p = start(app)
    o = advance_to_main(s, p)
    p.click(p.field(next(iter(o.moves))))
    assert p.view.selected is not None
    p.click(p.button("cancel").center)
    assert p.view.selected is None
    assert len(s.log) == len(play.session.log)


def test_touch_tap_selects_like_a_click(app):
    s, _play, p = start(app)
    o = advance_to_main(s, p)
    src = next(iter(o.moves))
    x, y = p.field(src)
    common = {"touch_id": 1, "finger_id": 3, "x": x / 1920, "y": y / 1080, "dx": 0.0,
              "dy": 0.0, "pressure": 1.0}
    pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, **common))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1,
                                         touch=True))
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, **common))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=True))
    p.frames(1)
    assert p.view.selected == ("ship", src)  # one tap, handled once (not toggled twice)


def test_moves_glide_and_draw_changes_nothing(app):
    app.settings.animation_speed = 1.0
    s, _play, p = start(app)
    o = advance_to_main(s, p)
    src, dests = next(iter(o.moves.items()))
    dst = next(iter(dests))
    p.click(p.field(src))
    p.click(p.field(dst))
    view = p.view
    assert view.animating
    assert any(f.start == p.field(src) and f.end == p.field(dst) for f in view.flights)
    flights = [(f.t, f.start, f.end) for f in view.flights]
    app.draw()
    app.draw()
    assert [(f.t, f.start, f.end) for f in view.flights] == flights  # draw is pure
    for _ in range(60):
        view.update(1 / 30)
    assert not view.animating


def test_hidden_cards_of_others_do_not_change_the_picture(app):
    s, play, p = start(app, humans=1)
    advance_to_main(s, p)
    st = s.state
    first = app.draw().copy()
    hidden = [i for i, c in enumerate(st.hands[1]) if c not in st.public_cards]
    if not hidden or not st.decks["ALERT"]:
        pytest.skip("the bot has no hidden card in this seed")
    i = hidden[0]
    deck = st.data.cards[st.hands[1][i]].deck
    st.hands[1][i], st.decks[deck][0] = st.decks[deck][0], st.hands[1][i]
    st.missions[1].reverse()
    play.dirty = True
    second = app.draw()
    board = BOARD.clip(pygame.Rect(0, 0, 1450, 1080))
    assert pygame.image.tobytes(first.subsurface(board), "RGB") == \
        pygame.image.tobytes(second.subsurface(board), "RGB")


def test_sort_actions_modes(app):
    """The mode is the rules' decision (the turn's is "main"); "none" for a player with
    nothing to choose."""
    from tests.escape.helpers import card_turn, give, place, skip_to_swap

    s = session(2, humans=2, seed=1)
    st = s.state
    assert sort_actions(st.decision(), st.legal_actions()).mode == "mission"
    st = card_turn(2)
    place(st, {"Z1-R2-1": 0, "Z1-R3-1": 1})
    give(st, 0, "WARNING-B1")
    assert sort_actions(st.decision(), st.legal_actions()).mode == "main"
    assert sort_actions(st.decision(), st.legal_actions(1)).mode == "none"
    st.apply(PlayCard("WARNING-B1"))
    assert sort_actions(st.decision(), st.legal_actions()).mode == "effect"
    st = card_turn(2)
    skip_to_swap(st)  # a Skip reward: only fields and Decline
    assert sort_actions(st.decision(), st.legal_actions()).mode == "effect"


def test_variant_without_cards_is_drawn_and_playable(app):
    s = session(2, humans=1, seed=2, options={"no_cards": True})
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    p = Player(app)
    p.frames(1)
    o = p.view.options()
    assert o.mode == "main" and o.enters and not o.cards
    p.click(p.platform(0))
    assert set(p.view.places(p.view.options())) == set(o.enters)
    field = next(iter(o.enters))
    p.click(p.field(field))
    assert s.state.occupant.get(field) == 0
    app.draw()


def test_undo_redraws_the_earlier_board_without_stray_flights(app):
    app.settings.animation_speed = 1.0
    s, _play, p = start(app)
    o = advance_to_main(s, p)
    before = dict(s.state.occupant)
    src, dests = next(iter(o.moves.items()))
    p.click(p.field(src))
    p.click(p.field(next(iter(dests))))
    assert p.view.flights
    p.click(p.play.widgets[[w.key for w in p.play.widgets].index("undo")].rect.center)
    assert s.state.occupant == before
    assert not p.view.flights and p.view.selected is None
    assert p.view._occ == before  # the next move animates from the restored board


def test_hovering_a_field_names_it(app):
    s, _play, p = start(app)
    advance_to_main(s, p)
    name = s.state.board.names[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p.field(name), rel=(1, 1),
                                         buttons=(0, 0, 0), touch=False))
    p.frames(1)
    view = p.view
    assert view.hover == name
    lines = [t for t, _ in view.detail_lines(s.state.view(0), view.options())]
    assert lines[0].startswith(f"Z{s.state.board.where(name, exact=True)[1:]}: ")


def test_a_field_is_named_as_the_board_and_the_log_name_it_never_by_its_map_id(app):
    """Found in play (session 12): pointing at a field read "Field Z1-R4-1: zone 1, outer
    ring, empty", an id a player sees nowhere else. Every field pointed at is now told by
    its zone and ring, as the log tells a move ("zone 1, outer ring"), its number there
    as the Moves list tells it (session 13), and what is on it; no text on the screen
    names a field or mission by its id."""
    import re

    from tests.uitext import drawn

    s, play, p = start(app)
    advance_to_main(s, p)
    view, board = p.view, s.state.board
    ids = re.compile(r"\bZ\d+-R\d+-\d+\b|\bM\d+-\d+\b")
    for name in board.names:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p.field(name),
                                             rel=(1, 1), buttons=(0, 0, 0), touch=False))
        p.frames(1)
        assert view.hover == name
        fld, owner = board.fields[name], s.state.occupant.get(name)
        ring = ("outer ring" if fld.ring == board.outer_ring
                else "inner ring" if fld.ring == 1 else f"ring {fld.ring}")
        who = "empty" if owner is None else f"{s.seats[owner].name}'s ship"
        view._layers = {}
        lines = drawn(app, layers=True)
        place, of = board.clockwise[name]
        number = f", field {place}" if of > 1 else ""
        assert_shown(lines, f"Zone {fld.zone}, {ring}{number}: {who}", inside=view.geo.detail)
        assert not [line.text for line in lines if ids.search(line.text)]
    assert not [text for _, text, _ in play.lines if ids.search(text)]


def test_a_played_card_is_taken_back_by_its_button_before_its_effect_is_chosen(app):
    """Issue 15 item 9: after playing an Action Card, until its effect is chosen, the
    prompt offers "Take card back"; clicking it returns the card to the hand and opens
    the turn's main decision again."""
    s = session(2, 1, 3)
    play, p = card_played(app, s, {"Z1-R2-1": 0, "Z1-R3-1": 1}, "WARNING-B1")
    st = s.state
    assert "WARNING-B1" not in st.hands[0] and play.view.options().mode == "effect"
    p.click(p.button("takeback").center)
    p.frames(1)
    assert "WARNING-B1" in st.hands[0] and st.discard == []
    assert play.view.options().mode == "main"


def test_a_tap_on_the_greyed_undo_says_why(app):
    """Issue 15 item 9: Undo greyed out is explained when tapped (and by its key)."""
    _s, play, p = start(app, players=2, humans=1, seed=3)
    undo = next(w for w in play.widgets if w.key == "undo")
    assert not undo.enabled
    p.click(undo.rect.center)
    p.frames(1)
    texts = [text for text, _, _ in app.toasts.items]
    assert any("no move to take back" in t or "came to light" in t for t in texts), texts


def test_a_tap_shows_what_hovering_shows(app):
    """Nothing only on hover: a finger tap on a field that is not a choice tells its zone,
    ring and occupant in the detail line, as the mouse pointer over it would."""
    s, _play, p = start(app)
    advance_to_main(s, p)
    view = p.view
    empty = next(f for f in s.state.board.fields if f not in s.state.occupant
                 and f not in view.places(view.options()))
    w, h = app.screen.get_size()
    x, y = p.field(empty)
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, touch_id=1, finger_id=3, x=(x + 0.5) / w,
                                             y=(y + 0.5) / h, dx=0, dy=0, pressure=1))
    p.frames(1)
    lines = [text for text, _ in view.detail_lines(view.seen(view.viewer), view.options())]
    assert f"Z{s.state.board.where(empty, exact=True)[1:]}: empty" in lines, lines


def test_the_move_list_names_the_missions_to_give_back(app):
    """Found in play (session 12): at the setup, the Moves list offered three buttons
    "Ann returns a mission card", told apart only by "return mission M5-1": an id no
    player knows. Each now names its mission as the board's choice does."""
    s, play, p = start(app)
    st = s.state
    p.click(next(w for w in play.widgets if getattr(w, "label", "") == "Moves").rect.center)
    assert play.show_moves
    buttons = [w for w in play.widgets if str(getattr(w, "key", "")).startswith("('action'")]
    dealt = st.dealt[0]
    assert len(buttons) == len(dealt) == 3
    for button, mid in zip(buttons, dealt, strict=True):
        mt = st.data.missions[mid]
        assert button.label.startswith(f"Give back Mission {mt.number} ({mt.vp} VP): ")
        assert not getattr(button, "note", "")
    chosen = dealt[1]
    p.click(buttons[1].rect.center)
    assert any(e.seat == 0 and getattr(e.action, "mission", None) == chosen for e in s.log)


def test_the_moves_list_tells_every_field_apart(app):
    """Found in session 13: the "Moves" list (keyboard fallback) worded a field as the
    log does, "zone 1, outer ring", which names four fields: three "Ann brings a ship
    onto zone 1, outer ring" buttons read the same. Each field is now named exactly
    ("... field 2", counted clockwise), and the buttons are worded as choices without the
    name the list's heading shows; only copies of one card or mission may read alike."""
    s, play, _ = start(app, players=4, humans=1, seed=5)
    view = play.view
    alike_allowed = (PlayCard, ReturnMission)
    seen_fields = 0
    for i in range(160):
        if s.state.is_over:
            break
        seat = next(iter(s.state.pending_seats()))
        view.actor = seat
        legal = s.state.legal_actions(seat)
        labels: dict[str, set] = {}
        for a in legal:
            labels.setdefault(view.action_label(a), set()).add(a)
        for text, acts in labels.items():
            assert len(acts) == 1 or all(isinstance(a, alike_allowed) for a in acts), (text, acts)
        seen_fields += sum(isinstance(a, (Enter, Move, ChooseField)) for a in legal)
        s.apply(HeuristicBot(seat, i).choose(s.state.view(seat)))
    assert seen_fields > 50
    assert view.action_label(Enter("Z1-R4-2")) == "Bring a ship onto zone 1, outer ring, field 2"
    assert view.action_label(Move("Z1-R4-4", "Z1-R3-2")) == (
        "Move from zone 1, outer ring, field 4 to zone 1, ring 3, field 2")


def test_a_zones_fields_are_counted_clockwise_across_the_zero_line(app):
    """Zone 1's outer ring spans 285° to 15° round the wormhole: its count starts after
    the widest gap, so the field at 285° is the first and the one at 15° the fourth;
    the log keeps the short words."""
    board = session(2, 1, 3).state.board
    assert [board.clockwise[f"Z1-R4-{i}"] for i in (1, 2, 3, 4)] == [(1, 4), (2, 4), (3, 4), (4, 4)]
    assert board.clockwise["Z1-R1-1"] == (1, 1)
    assert board.where("Z1-R1-1", exact=True) == "zone 1, inner ring"
    assert board.where("Z2-R3-2", exact=True) == "zone 2, ring 3, field 2"
    assert board.where("Z2-R3-2") == "zone 2, ring 3"


def test_choose_a_player_buttons_show_every_name_whole(app):
    """Found in play at 1920x1080: WARNING C at four players offers three players and
    "Take the card back" as buttons, which read "Normal ...", "Hard ...", "Easy ...",
    "Take the car...". Each label is now drawn whole (the row's text a size smaller)."""
    from game.core.session import Seat, Session

    names = ["Ada", "Normal bot 2", "Hard bot 3", "Easy bot 4"]
    colours = ["red", "blue", "yellow", "green"]
    s = Session.start(GAME, [Seat(n, c, None if i == 0 else "heuristic") for i, (n, c)
                             in enumerate(zip(names, colours, strict=True))], 3)
    play, _ = card_played(app, s, {"Z1-R4-1": 0, "Z2-R4-2": 1, "Z3-R4-2": 2, "Z3-R4-3": 3},
                          "WARNING-C1")
    buttons = [w for w in play.widgets if isinstance(w.key, tuple) and w.key[:2] == (
        "escape", "button")]
    labels = {w.label for w in buttons}
    assert {"Normal bot 2", "Hard bot 3", "Easy bot 4"} <= labels
    assert any("back" in label for label in labels)
    for w in buttons:
        assert app.fonts.width(w.label, w.size, True) <= w.rect.width - 24, w.label
        bar = play.view.geo.prompt
        assert bar.left <= w.rect.left and w.rect.right <= bar.right


def test_long_names_on_player_buttons_and_platforms_are_never_broken(app, monkeypatch):
    """Four 16-letter-class names at four players: WARNING C's player buttons showed
    "Maximiliano / vich" and "Konstantin / opoli" (a word broken over two lines), and the
    launch platform "Wolfgang Ama…". A button now draws its label on whole words, a word
    too wide squeezed a little sideways, never broken; the platform's name is squeezed
    before it is cut."""
    import game.engine.widgets as widgets
    from game.core.session import Seat, Session
    from game.engine.table import tablefonts
    from tests.uitext import drawn, text_inside

    names = ["Ada", "Maximilianovich", "Wolfgang Amadeus", "Konstantinopoli"]
    colours = ["red", "blue", "yellow", "green"]
    s = Session.start(GAME, [Seat(n, c, None if i == 0 else "heuristic") for i, (n, c)
                             in enumerate(zip(names, colours, strict=True))], 3)
    on_buttons: set[str] = set()  # what was drawn squeezed, over every frame
    on_platforms: set[str] = set()

    def record(real, squeezed):
        def squeeze(fonts, text, *args, **kwargs):
            squeezed.add(text)
            return real(fonts, text, *args, **kwargs)
        return squeeze
    monkeypatch.setattr(widgets, "squeezed", record(widgets.squeezed, on_buttons))
    monkeypatch.setattr(tablefonts, "squeezed", record(tablefonts.squeezed, on_platforms))
    play, _ = card_played(app, s, {"Z1-R4-1": 0, "Z2-R4-2": 1, "Z3-R4-2": 2, "Z3-R4-3": 3},
                          "WARNING-C1")
    lines = drawn(app, layers=True, wide=1000)
    buttons = {w.label: w for w in play.widgets
               if isinstance(w.key, tuple) and w.key[:2] == ("escape", "button")}
    assert set(names[1:]) <= set(buttons)
    for name in names[1:]:
        shown = (text_inside(lines, buttons[name].rect) + " "
                 + " ".join(t for t in on_buttons if t in name)).split()
        assert sorted(shown) == sorted(name.split()), (name, shown)
    assert "Wolfgang Amadeus" in on_platforms  # the platform's name: whole, a little narrower
    assert not [line.text for line in lines if "Wolfgang" in line.text and line.cut]


def test_a_tap_on_ones_own_waiting_ship_says_why_it_waits(app):
    """Found in play: a tap on one's own ship that cannot move said "That field is
    occupied." (the rules' answer about one move forward), which read as being about the
    ship tapped. The rules' own words for the ship are said now."""
    from tests.escape.helpers import card_turn, place

    s = session(2, 1, 3)
    st = card_turn(2)
    board = st.board
    src = next(f for f in board.fields if board.fields[f].ring == 2
               and board.wormhole not in {t for t, _ in board.forward.get(f, ())})
    ahead = {t for t, _ in board.forward[src]}
    free = next(f for f in board.start_fields if f not in ahead)
    place(st, {src: 0, free: 0, **dict.fromkeys(ahead, 1)})
    s.state = st
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(1)
    assert src not in p.view.options().moves and free in p.view.options().moves
    p.click(p.field(src))
    assert app.toasts.history[-1] == ("Every field in front of this ship is occupied: it has "
                                      "to wait.")
    assert p.view.selected is None


def test_every_action_of_the_game_has_its_moves_list_words():
    """The Moves list words a choice from CHOICE_WORDS alone (the view has no fallback):
    every action class of the rules has its words there."""
    import inspect

    from game.core.protocol import Action
    from game.escape.rules import actions
    from game.escape.view_choices import CHOICE_WORDS

    kinds = {c for _, c in inspect.getmembers(actions, inspect.isclass)
             if issubclass(c, Action) and c.__module__ == actions.__name__}
    assert len(kinds) == 10 and kinds == set(CHOICE_WORDS)


def ring_colour(surface, rect):
    """The colour of the ring a Launch Platform's mark draws around ``rect`` (4 pixels
    out, the middle of its left side)."""
    return tuple(surface.get_at((rect.left - 3, rect.centery)))[:3]


def test_players_to_choose_are_ringed_on_a_monitor_and_not_in_table_panels(app):
    """An effect that chooses a player (WARNING E) rings the choosable players' Launch
    Platforms green on a monitor, where a tap on one chooses; a table chooses by the
    prompt's buttons, so no seat's panel rings its platform (one rule, one function:
    EscapeView.platform_mark)."""
    from tests.escape.helpers import card_turn, give
    from tests.escape_ui.table_driver import EscapeFingers

    s = session(3, 1, 3)
    play, _ = card_played(app, s, {}, "WARNING-E1")
    o = play.view.options()
    assert o.mode == "effect" and set(o.players) == {1, 2}
    surface, pads = app.draw(), play.view.geo.pads
    assert [ring_colour(surface, pads[seat]) == HIGHLIGHT for seat in range(3)] == [
        False, True, True]
    at_table = session(3, 3, 3)  # (a table scene replays the log: the card is played
    at_table.state = st = card_turn(3)  # on the state alone)
    give(st, 0, "WARNING-E1")
    st.apply(PlayCard("WARNING-E1"))
    table = EscapeFingers.at_table(app, at_table).scene.view
    assert set(table.options().players) == {1, 2}
    for seat in range(3):
        area = pygame.Rect(20, 20, 900, 260)
        panel = pygame.Surface((940, 300))
        table.paint_table_seat(panel, seat, area, False)
        assert ring_colour(panel, table.seat_rects(seat, area)["platform"]) != HIGHLIGHT


def test_a_tap_outside_the_turns_action_is_refused_in_the_rules_words(app):
    """While an effect chooses a player (WARNING E), a tap on a field tries that field
    and a tap on one's own Launch Platform that player: the rules' reasons say why not
    (the view worded its own "Choose one of the highlighted players.")."""
    s = session(3, 1, 3)
    play, p = card_played(app, s, {}, "WARNING-E1")
    ask = "Choose the player who brings in a ship"
    p.click(p.field("Z1-R2-1"))
    assert app.toasts.history[-1] == f"Choose a player, not a field: {ask}."
    p.click(play.view.geo.pads[0].center)
    assert app.toasts.history[-1] == f"That player is not one of the choices: {ask}."


def test_the_wormhole_tapped_to_bring_a_ship_in_is_refused_in_the_rules_words(app):
    """With the Launch Platform chosen, a tap on the wormhole tries to bring a ship in
    there, and the rules say why not (the view said "Choose one of your ships (or your
    Launch Platform) first." with the platform chosen)."""
    s, play, p = start(app)
    o = play_until(s, p, lambda o, i: o.mode == "main" and bool(o.enters), limit=200)
    assert o.enters
    p.click(play.view.geo.pads[0].center)
    assert play.view.sel("platform") == 0
    p.click(p.field(s.state.board.wormhole))
    assert app.toasts.history[-1] == "Ships enter only on the outer ring."
