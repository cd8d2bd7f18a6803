"""Starship at a table: a mine in another seat's Local Space is tapped where it lies, in
that seat's panel (tests/table/test_starship_reach_mines.py); while that seat holds its
read area, whose texts cover its mines, each is a button in the running seat's panel,
and the button says whose Local Space it is in, its words whole ("Dev's Cobalt 3 (3
energy)"). Played at a 4K table in a
real window, Cleo's panel offered "Pick up Cobalt 3 (3 energy)" twice side by side, one
mine from Ann's Local Space and one from Dev's: two buttons with the same words and no way
to tell which takes whose ("Pick up Cobalt 3 from Dev (3 energy)" was then cut in Ann's
narrower panel). And two alike mines in
one seat's Local Space (the same kind and value: the rules cannot tell them apart) have
one button, not two of the same words paged through up to ten pages of "More"."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.core import catalogue
from game.core.session import Seat, Session
from game.scenes.table_play import TablePlayScene
from game.starship.bots import HeuristicBot
from game.starship.rules.actions import Pickup
from game.starship.view_actions import twin_key
from tests.table.drawn_lines import rendered
from tests.table.test_text_sizes import table_app
from tests.uidriver import COLOURS, NAMES

#: the real-window game's seed and places (Ann left, Bob the bottom, Cleo the top alone, Dev
#: right), every seat played here as a person with the same moves
LEVELS = [None, None, None, None]
SLOTS = ("left", "bottom", "top", "right")


@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
def test_a_pickup_button_names_whose_local_space_the_mine_is_in(size, monkeypatch):
    app = table_app(size, 55)
    try:
        play(app, rendered(monkeypatch))
    finally:
        app.close()


def play(app, pieces: list) -> None:
    """The real-window game to its 400th action, checking every panel of pickup buttons."""
    app.settings.bot_delay = 0
    seats = [Seat(NAMES[i], COLOURS[i], level) for i, level in enumerate(LEVELS)]
    session = Session.start(catalogue.get_game("starship"), seats, 4, None)
    scene = TablePlayScene(app, session, autosave=False, slots=SLOTS)
    app.push(scene)
    view = scene.view
    checked = twins = 0
    for _ in range(3000):
        if session.state.is_over or len(session.log) >= 400:
            break
        scene.update(1 / 60)
        st, seat = view.st, view.actor
        if seat is None:
            continue
        others = [other for other in range(len(SLOTS)) if other != seat]
        for other in others:  # every other seat holds its read area: its mines covered
            view.table_seat_key(other, True)
        acts = view.unreachable(seat)
        if any(isinstance(a, Pickup) for a in acts):
            view.page, pages, count = 0, [], 1
            while view.page < count:  # every page of the panel's buttons ("More k/n")
                specs = view.table_buttons(seat)
                pages += [spec for spec in specs if spec[3][1] == "act"]
                more = [spec[0] for spec in specs if spec[3] == ("starship", "more")]
                count = int(more[0].split("/")[1]) if more else 1
                view.next_page()
            view.page = 0
            for words, _do, _look, (_g, _k, action) in pages:
                if isinstance(action, Pickup):
                    where, owner = st.token_location(action.token)
                    if where == "local" and owner != seat:
                        assert words.startswith(f"{session.seats[owner].name}'s "), words
                        checked += 1
            pieces.clear()  # the panel's buttons show their words whole
            scene.paint_words(seat, True, pygame.Surface(scene.parts[seat].size))
            cut = [p for p, _size in pieces if p.endswith("\u2026")]
            assert not cut, (seat, cut, [spec[0] for spec in view.table_buttons(seat)])
            same = Counter(words for words, *_ in pages)  # one button for alike mines
            assert [w for w, n in same.items() if n > 1] == [], same
            offered = {twin_key(st, a) for a in acts}
            assert offered <= {twin_key(st, spec[3][2]) for spec in pages}  # none lost
            twins += len(acts) - len(offered)
        for other in others:  # (they let go)
            view.table_seat_key(other, False)
        assert view.act(HeuristicBot(seat, len(session.log)).choose(
            session.state.view(seat)))
    assert checked >= 5 and twins >= 5  # (the game offered many, and many alike)
