"""Starship's table buttons at every seat: whole, and few pages in a run.

Played at a 4K table in a real window, a seat on half a long edge (four players, two to
a long edge) had its pickup buttons cut ("Dev's Cobalt 2 (3 energy)" did not go into a
third of its row), and in a run a seat paged its buttons up to nine times: two pickups a
page beside "End the run" and "More", the least valuable mines first. Every opponent
pickup of a run costs the same (the running ship's pilot sets it: ``belt._opponent_cost``),
so the prompt says it once and the buttons say whose mine; the most valuable come first;
a row holds as many buttons as go in whole (a whole long edge six), each as wide as its
label needs where equal widths would cut one. Since session 16 such a mine is tapped where
it lies, in its owner's panel (tests/table/test_starship_reach_mines.py): a run's buttons
are one page, and the prompt says the pickup's cost once ("Tap a lit mine in another
seat's space: 3 energy.").

Seeded games played by the heuristic bot for every seat (each a person at the table, so
every decision is a panel's), at every seating kind of 2, 3 and 4 players (a whole long
edge, half of one, a short edge), at 3840x2160 and 1920x1080.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pygame
import pytest

from game.core import catalogue
from game.core.protocol import Action
from game.core.session import Seat, Session
from game.engine.table.seatpanel import prompt_whole
from game.scenes.table_play import TablePlayScene
from game.starship.bots import HeuristicBot
from game.starship.rules.actions import Pickup
from game.starship.rules.belt import energy_cost
from game.starship.view_actions import CONFIRM
from tests.table.drawn_lines import rendered
from tests.table.test_text_sizes import table_app
from tests.uidriver import COLOURS, NAMES

#: every kind of seat 2-4 players take (the join screen's places: half of each long edge,
#: the middle of each short edge; a long edge one player has alone is theirs whole)
SEATINGS = [("bottom", "top"), ("bottom-left", "bottom-right"), ("bottom", "left", "right"),
            ("bottom-left", "bottom-right", "top"), ("bottom", "left", "top", "right"),
            ("bottom-left", "bottom-right", "top-left", "top-right"),
            ("bottom-left", "bottom-right", "left", "right")]


def decisions(size: tuple[int, int], slots: tuple[str, ...], seed: int
              ) -> Iterator[tuple[TablePlayScene, int, Action]]:
    """Each decision of a seeded game at a table of ``size`` with ``slots`` (every seat a
    person): the scene, the deciding seat and the heuristic's choice, taken once the
    caller has looked."""
    app = table_app(size, 55)
    app.settings.bot_delay = 0
    seats = [Seat(NAMES[i], COLOURS[i], None) for i in range(len(slots))]
    session = Session.start(catalogue.get_game("starship"), seats, seed, None)
    scene = TablePlayScene(app, session, autosave=False, slots=slots)
    app.push(scene)
    view = scene.view
    try:
        while not session.state.is_over:
            scene.update(1 / 60)
            seat = view.actor
            if seat is None:
                continue
            choice = HeuristicBot(seat, len(session.log)).choose(session.state.view(seat))
            yield scene, seat, choice
            assert view.act(choice)
    finally:
        app.close()


def pages(view, seat: int) -> list[list]:
    """Every page of ``seat``'s buttons (paged by "More"), its specs."""
    out, view.page, count = [], 0, 1
    while view.page < count:
        specs = view.table_buttons(seat)
        more = [spec[0] for spec in specs if spec[3] == ("starship", "more")]
        count = int(more[0].split("/")[1]) if more else 1
        out.append(specs)
        view.next_page()
    view.page = 0
    return out


def action_of(spec) -> object:
    """The action a button spec takes (None: "More", "Cancel")."""
    return spec[3][2] if spec[3][1] == "act" else None


def cut_words(scene, seat: int, pieces: list) -> list[str]:
    """The words ``seat``'s buttons of the page shown draw cut (ending in an ellipsis)."""
    pieces.clear()
    surface = pygame.Surface(scene.parts[seat].size)
    buttons = scene.seat_buttons(seat)
    for button in buttons:
        button.draw(surface, scene.app, False)
    assert pieces or not buttons  # (the buttons drew their words)
    return [text for text, _size in pieces if text.endswith("\u2026")]


@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
@pytest.mark.parametrize("slots", SEATINGS, ids="+".join)
def test_every_button_and_prompt_of_a_game_is_whole_at_every_seat(size, slots,
                                                                    monkeypatch):
    """Every page of every decision's buttons, and of every spot chosen that offers
    buttons (Buy / Lease / Cancel...), drawn in the deciding seat's panel: no word cut,
    the prompt whole; a pickup button without its cost where the prompt says it."""
    pieces = rendered(monkeypatch)
    bare = reached = 0
    for scene, seat, _choice in decisions(size, slots, 1):
        view = scene.view
        for k, specs in enumerate(pages(view, seat)):
            view.page = k
            assert cut_words(scene, seat, pieces) == [], (slots[seat], specs)
            picks = [spec for spec in specs if isinstance(action_of(spec), Pickup)]
            cost = view.pickup_cost(seat)
            if picks and cost is not None:  # the cost said once, in the prompt
                assert f"{cost} energy each" in view.table_prompt(seat)
                assert not any("energy" in spec[0] for spec in picks), picks
                bare += 1
        view.page = 0
        prompt = view.table_prompt(seat)
        reach = view.reach_cost(seat)
        if reach is not None:  # the cost of a tap in another seat's panel, said once
            assert f"another seat's space: {reach} energy." in prompt
            reached += 1
        assert prompt_whole(scene.app.fonts, prompt, scene.parts[seat].prompt, scene.sizes)
        for key, acts in list(view.target_map().items()):  # a spot that asks which
            if len(acts) > 1 or isinstance(acts[0], CONFIRM):
                view.choose(key)
                for k in range(len(pages(view, seat))):
                    view.page = k
                    assert cut_words(scene, seat, pieces) == [], (slots[seat], key)
                view.cancel()
    assert reached >= 10 and bare == 0  # (many runs past others' mines, none a button)


def test_every_opponent_pickup_of_a_run_costs_the_same():
    """What lets the prompt say the cost once: over seeded games, the pickups a run may
    make from other seats' Local Spaces all cost the same at every step."""
    for seed in (1, 2, 3):
        steps = 0
        for scene, seat, _choice in decisions((1920, 1080), ("bottom", "left", "top", "right"),
                                              seed):
            view = scene.view
            picks = [a for other in range(4) if other != seat for t in
                     view.table_reach_targets(seat, other, scene.parts[other].game)
                     for a in view.target_map().get(t.key, []) if isinstance(a, Pickup)]
            if picks:
                assert len({energy_cost(scene.view.st, a) for a in picks}) == 1
                steps += 1
        assert steps >= 20


#: the most pages a run's buttons take at each kind of seat, over the seeds below: the
#: old panel's were 9 at every kind (three buttons a row, the cheapest mines first); 4, 6
#: and 9 with the mines as buttons, the most valuable first; one since the mines are
#: tapped in their owners' panels
MOST_PAGES = {"whole": 1, "short": 1, "half": 1}


def kind_of(slot: str) -> str:
    return "half" if "-" in slot else "short" if slot in ("left", "right") else "whole"


@pytest.mark.parametrize("slots", [("bottom", "left", "top", "right"),
                                   ("bottom-left", "bottom-right", "top-left", "top-right")],
                         ids="+".join)
def test_a_run_pages_less_and_shows_the_most_valuable_mines_first(slots):
    """Four players at a 4K table, seeded games: the most pages of a run's buttons at
    each kind of seat (:data:`MOST_PAGES`); the first page holds a mine of the highest
    worth offered; and the heuristic's choice, when a button, is on the first page (the
    mines as buttons: up to 3 "More" taps away, up to 9 in the rules' order)."""
    most: Counter[str] = Counter()
    reach: Counter[int] = Counter()
    for seed in (1, 2, 3):
        for scene, seat, choice in decisions((3840, 2160), slots, seed):
            view = scene.view
            st = view.st
            if not st.pending or st.pending[-1]["kind"] != "run":
                continue
            shown = pages(view, seat)
            kind = kind_of(slots[seat])
            most[kind] = max(most[kind], len(shown))
            picks = [action_of(spec) for page in shown for spec in page
                     if isinstance(action_of(spec), Pickup)]
            if picks:
                best = max(st.comp.mines[a.token].worth(False) for a in picks)
                first = [action_of(spec) for spec in shown[0]
                         if isinstance(action_of(spec), Pickup)]
                assert any(st.comp.mines[a.token].worth(False) == best
                           for a in first), (slots[seat], shown[0])
            for k, page in enumerate(shown):
                if any(action_of(spec) == choice for spec in page):
                    reach[k] += 1
    assert all(most[kind] <= n for kind, n in MOST_PAGES.items()), most
    assert max(reach) == 0, reach
