"""The longest names the setup screen allows (:data:`game.core.names.NAME_MAX_LEN`), one
16-letter word or several words, in every game at its most players: each is fitted to
its place (cut with an ellipsis, or on two lines) and squeezes nothing else.

* the top bar: "<name> is thinking…" and its three dots stop short of the buttons (the
  dots of a 16-letter name came over "Moves");
* the results screen: every row's words are shown whole, and every letter of each name
  (on two lines where the column is narrow): a one-word name kept the player columns
  wide and cut every row's words ("the credits each pl…");
* :meth:`~game.engine.text.Fonts.fit` cuts a name between its words without leaving the
  space before the ellipsis ("Bob …");
"""

from __future__ import annotations

import copy
import dataclasses

import pytest

from game.core import catalogue
from game.core.names import NAME_MAX_LEN
from game.engine.app import App
from game.scenes.helptext import load_help
from game.scenes.play import PlayScene
from game.scenes.results import TABLE, ResultsScene
from game.screenshot import finished_session
from tests.ui.conftest import Driver
from tests.uidriver import make_session
from tests.uikeys import advance
from tests.uitext import assert_no_text_overlap, assert_shown, drawn, lines_inside

#: the longest names allowed: one word each, and several words each
ONE_WORD = ("Maximilianaaaaaa", "Bartholomewwwwww", "Cleopatraaaaaaaa", "Konstantinoooooo",
            "Evangelineeeeeee")
WORDS = ("Anna Maria Lopez", "Bob de la Cruz W", "Mary Jane Watson", "Dev Van Der Berg",
         "Eli Mae Mmm Wwww")
NAMES = {"one word": ONE_WORD, "words": WORDS}
#: the widest 16 letters there are
WIDEST = "W" * NAME_MAX_LEN
GAMES = [g.id for g in catalogue.CATALOGUE]


def test_the_names_are_the_longest_allowed():
    assert {len(n) for n in (*ONE_WORD, *WORDS, WIDEST)} == {NAME_MAX_LEN}


def renamed(session, names):
    """A copy of ``session`` whose seats carry ``names``."""
    out = copy.copy(session)
    out.seats = [dataclasses.replace(seat, name=names[i]) for i, seat in enumerate(session.seats)]
    return out


@pytest.fixture(scope="module")
def finished():
    cache: dict[str, object] = {}

    def get(game_id: str):
        if game_id not in cache:
            game = catalogue.get_game(game_id)
            cache[game_id] = finished_session(game_id, 2, game.max_players)
        return cache[game_id]

    return get


@pytest.mark.parametrize("window", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("kind", NAMES)
@pytest.mark.parametrize("game_id", GAMES)
def test_results_show_every_rows_words_and_every_letter_of_each_name(
        home, finished, game_id, kind, window):
    session = renamed(finished(game_id), NAMES[kind])
    app = App(window=window, fullscreen=False)
    try:
        scene = ResultsScene(app, session)
        app.push(scene)
        Driver(app).frames(1)
        lines = lines_inside(drawn(app), TABLE)
        for name, _ in session.state.outcome().breakdown:
            assert_shown(lines, load_help(game_id).explain(name), inside=TABLE)
        assert_no_text_overlap(lines)
        # each name's lines, under its badge, hold all its letters (none cut)
        place = next(line for line in lines if line.text == "Place")
        headers = [line for line in lines if line.rect.bottom <= place.rect.top + 2
                   and line.bold]
        columns = sorted({line.rect.centerx for line in headers})
        assert len(columns) == len(session.seats), [line.text for line in headers]
        for x, seat in zip(columns, scene.order(), strict=True):
            name = session.seats[seat].name
            got = [line.text for line in sorted(headers, key=lambda line: line.rect.top)
                   if line.rect.centerx == x]
            # (a word too wide for the column is broken with a hyphen: "Konstant-")
            assert "".join(got).replace(" ", "").replace("-", "") == \
                name.replace(" ", "").replace("-", ""), (name, got)
    finally:
        app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bots_long_name_and_its_thinking_dots_stop_short_of_the_buttons(app, game_id):
    game = catalogue.get_game(game_id)
    session = make_session(game, players=game.max_players, humans=1, seed=3)
    session.seats = [dataclasses.replace(seat, name=WIDEST if i == 1 else ONE_WORD[i])
                     for i, seat in enumerate(session.seats)]
    advance(session, lambda st: list(st.pending_seats()) == [1])
    app.settings.bot_delay = 60.0  # the bot stays "thinking"
    app.push(PlayScene(app, session, autosave=False))
    play = app.top
    Driver(app).frames(2)
    assert play.bot_thinking()
    text = f"{WIDEST} is thinking…"
    play._chrome_parts = {}
    play.chrome._key = object()  # the top bar painted afresh, its words recorded
    turn = [line for line in drawn(app, layers=True)
            if line.rect.bottom <= 100 and line.text.startswith("W" * 4)]
    assert turn, "no turn text in the top bar"
    buttons = min(w.rect.left for w in play.widgets if w.key in ("menu", "undo", "moves"))
    seat, shown = play.turn_text()
    assert shown == text
    dots = play.thinking_x(seat, text)
    assert turn[0].rect.right < dots  # the words, then the dots
    assert dots + 14 + 2 * 22 + 6 <= buttons - 8, (dots, buttons)  # the last dot's edge


def test_a_name_cut_between_words_leaves_no_space_before_the_ellipsis(app):
    f = app.fonts
    width = f.width("Bob d", 24, True)
    cut = f.fit("Bob de la Cruz W", 24, width, True)
    assert cut.endswith("…") and not cut[:-1].endswith(" "), cut
    assert f.width(cut, 24, True) <= width


@pytest.mark.parametrize("kind", NAMES)
def test_pandorums_hand_heading_stops_short_of_its_count(app, kind):
    """A bot's hand is shown under "<name>'s hand" with its count at the row's right:
    the heading of a 16-letter name ran into "2 cards"; it is cut to leave the count
    its room, keeping "'s hand"."""
    game = catalogue.get_game("pandorum")
    session = make_session(game, players=game.max_players, humans=0, seed=3)
    session.seats = [dataclasses.replace(seat, name=(WIDEST, *NAMES[kind])[i])
                     for i, seat in enumerate(session.seats)]
    app.settings.bot_delay = 60.0
    app.push(PlayScene(app, session, autosave=False))
    # the first frame paints every panel (later frames copy their kept pictures)
    lines = drawn(app, layers=True, wide=app.top.view.rect.right)
    heading = [line for line in lines if line.text.endswith("'s hand")]
    count = [line for line in lines if line.text.endswith(("card", "cards"))
             and line.rect.top < heading[0].rect.bottom and line.rect.bottom > heading[0].rect.top]
    assert heading and count, [line.text for line in lines][:40]
    assert heading[0].rect.right + 8 <= count[0].rect.left, (heading[0], count[0])


@pytest.mark.parametrize("name", [WIDEST, "Maximilianaaaaaa", "Eli Mae Mmm Wwww"])
def test_merchants_player_board_heading_stays_in_its_column(app, name):
    """"<name>'s player board" over the action slots: measured plain but drawn bold, a
    16-letter name's heading ran out of the right column (over the board's edge); the
    name is cut now, and the heading still says whose player board it is."""
    game = catalogue.get_game("merchants")
    session = make_session(game, players=game.max_players, humans=0, seed=3)
    active = session.state.active
    session.seats = [dataclasses.replace(seat, name=name if i == active else ONE_WORD[i])
                     for i, seat in enumerate(session.seats)]
    app.settings.bot_delay = 60.0
    app.push(PlayScene(app, session, autosave=False))
    view = app.top.view
    lines = drawn(app, layers=True, wide=view.rect.right)
    head = [line for line in lines if line.text.endswith("'s player board")]
    assert head, [line.text for line in lines][:30]
    assert view.lay.right.contains(head[0].rect), (head[0], view.lay.right)


def test_merchants_player_rows_show_a_name_whole_where_it_fits_before_the_money(app):
    """The player rows beside the boards cut every name at 200 pixels measured plain
    (drawn bold), about 13 letters, though the row has room up to the money: a name is
    now fitted, bold, to the room before the money, and never runs into it."""
    game = catalogue.get_game("merchants")
    session = make_session(game, players=game.max_players, humans=0, seed=3)
    session.seats = [dataclasses.replace(seat, name=n)
                     for seat, n in zip(session.seats, (*ONE_WORD[:4], WIDEST), strict=True)]
    app.settings.bot_delay = 60.0
    app.push(PlayScene(app, session, autosave=False))
    view = app.top.view
    lines = drawn(app, layers=True, wide=view.rect.right)
    for name in (*ONE_WORD[:4], WIDEST):
        row = [line for line in lines if line.text.rstrip("…") and
               name.startswith(line.text.rstrip("…")) and line.size == 24 and line.bold]
        assert row, (name, [line.text for line in lines][:40])
        money = [line for line in lines if line.text.startswith("$")
                 and abs(line.rect.centery - row[0].rect.centery) < 12]
        assert money and row[0].rect.right + 8 <= money[0].rect.left, (row[0], money)
        if name != WIDEST:  # sixteen ordinary letters fit whole before the money
            assert row[0].text == name, row[0]


@pytest.mark.parametrize("name", [WIDEST, "Maximilianaaaaaa", "Eli Mae Mmm Wwww"])
def test_escape_headings_keep_their_words_after_a_long_name(app, name):
    """Watching bots, Andromeda Escape heads the hand and the missions with the player's
    name: "<name>'s missions" of a 16-letter name was cut to the name alone
    ("Wwwwwwwwwwww..."), which no longer said what the panel holds. The name is cut now,
    and the heading's words stay, inside the panel."""
    game = catalogue.get_game("escape")
    session = make_session(game, players=game.max_players, humans=0, seed=3)
    session.seats = [dataclasses.replace(seat, name=name) for seat in session.seats]
    app.settings.bot_delay = 60.0
    app.push(PlayScene(app, session, autosave=False))
    view = app.top.view
    lines = drawn(app, layers=True, wide=view.rect.right)
    missions = [line for line in lines if line.text.endswith("'s missions")]
    hand = [line for line in lines if "'s hand (" in line.text]
    assert missions and hand, [line.text for line in lines][:40]
    for line in (missions[0], hand[0]):
        assert view.rect.contains(line.rect), line
        assert not any(other.rect.colliderect(line.rect) for other in lines
                       if other is not line and other.rect.top > line.rect.top - 4
                       and other.rect.bottom < line.rect.bottom + 4), line


@pytest.mark.parametrize("name", [WIDEST, "Maximilianaaaaaa", "Eli Mae Mmm Wwww"])
def test_pass_the_device_names_the_player_inside_its_panel(app, name):
    """"Pass to <name>" in 80 px letters: sixteen wide letters ran out of the cover's
    panel; the words get smaller to stay whole inside it."""
    from game.scenes.passdevice import PassScene

    game = catalogue.get_game("escape")
    session = make_session(game, players=4, humans=2, seed=3)
    session.seats = [dataclasses.replace(seat, name=name) for seat in session.seats]
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    cover = PassScene(app, play, 1)
    app.push(cover)
    Driver(app).frames(1)
    panel = cover.widgets[0].rect
    lines = [line for line in drawn(app) if line.text.startswith("Pass to")]
    assert [line.text for line in lines] == [f"Pass to {name}"]
    assert panel.inflate(-40, 0).contains(lines[0].rect), (lines[0].rect, panel)
