"""Starship at a table: a run takes a mine from another seat's Local Space by a tap on it
where it lies, in that seat's panel, by real finger events.

Such a mine was a button in the running seat's panel ("Dev's Cobalt 2"): a seat on half a
long edge (four players, two to a long edge) holds two or three buttons a row, so a run
paged its buttons up to nine or ten times ("More 1/10"). The mine is lit in its owner's
panel as every choice is (the "may choose" frame, the pickup's cost beside that Local
Space), and the running seat taps it there (``TableView.table_reach_targets``, a spot of
that panel that answers the deciding seat's finger: ``Spot.by``); a tap on a mine there
it may not take (claimed, still on an ID card, aboard a ship, the holds full) is refused
in the rules' words in the running seat's panel. The panel's buttons then list only what
is neither on the board nor in a panel: a run's is "End the run".

Seeded four-player games at 3840x2160 and 1920x1080, every seat a person; the fingers
play the heuristic's moves.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import catalogue
from game.core.session import Seat, Session
from game.engine.table.wording import finger_words
from game.engine.tablesetup import DIAGONAL_RANGE, MIN_TARGET_MM
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from game.starship.bots import HeuristicBot
from game.starship.rules.actions import Pickup
from game.starship.rules.belt import energy_cost
from game.starship.view_actions import why_not
from tests.starship_ui.table_driver import StarshipFingers
from tests.table.test_starship_table_buttons import decisions, kind_of, pages
from tests.table.test_text_sizes import table_app
from tests.uidriver import COLOURS, NAMES

HALVES = ("bottom-left", "bottom-right", "top-left", "top-right")
EDGES = ("bottom", "left", "top", "right")


def reach(scene, seat: int) -> list[tuple[int, object, bool]]:
    """(panel's seat, target, lit) of what the deciding ``seat`` may tap in the other
    seats' panels now."""
    view = scene.view
    tmap = view.target_map()
    return [(other, t, t.key in tmap) for other in range(len(scene.parts)) if other != seat
            for t in view.table_reach_targets(seat, other, scene.parts[other].game)]


def start(app, slots: tuple[str, ...], seed: int) -> tuple[Session, StarshipFingers]:
    app.settings.bot_delay = 0
    seats = [Seat(NAMES[i], COLOURS[i], None) for i in range(len(slots))]
    session = Session.start(catalogue.get_game("starship"), seats, seed, None)
    app.reset(TablePlayScene(app, session, autosave=False, slots=slots))
    fingers = StarshipFingers(app)
    fingers.frames(2)
    return session, fingers


@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
@pytest.mark.parametrize("slots", [HALVES, EDGES], ids="+".join)
def test_a_tap_on_a_lit_mine_in_another_panel_takes_it_an_unlit_one_says_why(size, slots):
    """Until each seed's game has had enough of both: a lit mine in another seat's panel
    tapped takes that pickup (the mine in the running ship's hold, the energy its cost
    less, the rules' Pickup in the log); a tap on one not lit there leaves the game as it
    was and tells the running seat the rules' reason in its own panel, under its prompt
    (which still says what to do)."""
    app = table_app(size, 55)
    try:
        for seed in (1, 2):
            taken = refused = 0
            session, fingers = start(app, slots, seed)
            for scene, seat in fingers.decisions(6000):
                st = scene.view.st
                if session.state.is_over or (taken >= 3 and refused >= 2):
                    break
                choice = HeuristicBot(seat, len(session.log)).choose(session.state.view(seat))
                found = reach(scene, seat)
                unlit = [(other, t) for other, t, lit in found if not lit]
                n = len(session.log)
                if unlit and refused < 2:
                    other, target = unlit[refused % len(unlit)]
                    reason = finger_words(why_not(st, seat, target.key))
                    prompt = scene.view.table_prompt(seat)
                    where = fingers.orient(other).rect_to_canvas(target.rect)
                    fingers.tap(fingers.topmost([where], ("reach", seat, other, target.key)))
                    assert len(session.log) == n, "a mine not lit was taken"
                    ring = scene._tap  # the tap is felt where the finger was, at once
                    assert ring is not None and ring.contains(where), (ring, where)
                    said = [text for text, _colour in scene.notes_for(seat)]
                    assert reason in said, (reason, said)
                    assert reason != "That is not one of your choices now."
                    assert scene.view.table_prompt(seat) == prompt  # the decision's words
                    assert scene.view.table_details(seat, False) == []  # the refusal alone
                    refused += 1
                lit = {t.key for _other, t, lit in found if lit}
                if isinstance(choice, Pickup) and ("mine", choice.token) in lit:
                    run = st.pending[-1]
                    ship, energy = run["ship"], run["energy"]
                    cost = energy_cost(st, choice)
                    assert cost is not None
                    fingers.perform(choice, seat)  # a tap where the mine lies
                    assert len(session.log) == n + 1
                    assert session.log[n].action == choice
                    st = session.state
                    assert choice.token in st.ships[ship]["cargo"]
                    assert st.token_location(choice.token) == ("ship", seat) or \
                        st.token_location(choice.token)[0] == "ship"
                    if st.pending and st.pending[-1]["kind"] == "run":
                        assert st.pending[-1]["energy"] == energy - cost
                    taken += 1
                    continue
                fingers.play(choice, seat)
            assert taken >= 3 and refused >= 2, (seed, taken, refused)
    finally:
        app.close()


def test_every_lit_mine_of_another_panel_is_a_pickup_and_none_is_left_out():
    """At every step of seeded runs, the mines lit in the other panels are exactly the
    run's pickups from other seats' Local Spaces, each once, all at one cost (the prompt
    says it once: "Tap a lit mine in another seat's space: 3 energy."), and no pickup is
    a button any more."""
    steps = 0
    for seed in (1, 2, 3):
        for scene, seat, _choice in decisions((1920, 1080), HALVES, seed):
            view, st = scene.view, scene.view.st
            picks = {("mine", a.token) for a in st.legal_actions() if isinstance(a, Pickup)
                     and st.token_location(a.token)[0] == "local"
                     and st.token_location(a.token)[1] != seat}
            lit = [t.key for _other, t, is_lit in reach(scene, seat) if is_lit]
            assert sorted(lit) == sorted(picks)
            assert not any(isinstance(spec[3][2], Pickup) for spec in view.table_buttons(seat)
                           if spec[3][1] == "act")
            if picks:
                costs = {energy_cost(st, a) for key in picks for a in view.target_map()[key]}
                assert len(costs) == 1
                assert f"another seat's space: {costs.pop()} energy" in view.table_prompt(seat)
                steps += 1
    assert steps >= 20


@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
@pytest.mark.parametrize("slots", [HALVES, EDGES, ("bottom-left", "bottom-right", "left",
                                                   "right")], ids="+".join)
def test_a_run_needs_no_more_paging(size, slots):
    """The most pages of a run's buttons at any seat over three seeded games: one (its
    "End the run"); the mines as buttons paged up to ten times on half a long edge."""
    most: Counter[str] = Counter()
    for seed in (1, 2, 3):
        for scene, seat, _choice in decisions(size, slots, seed):
            st = scene.view.st
            if st.pending and st.pending[-1]["kind"] == "run":
                kind = kind_of(slots[seat])
                most[kind] = max(most[kind], len(pages(scene.view, seat)))
    assert most and max(most.values()) == 1, most


def test_a_seat_holding_its_read_area_covers_its_mines_which_become_buttons():
    """While a seat holds its read area ("?": its ships' texts cover its consoles and
    Local Space), its lit mines are not tapped there: the running seat has them as buttons
    meanwhile ("Dev's Cobalt 2"), and as tap targets again once it lets go."""
    for scene, seat, _choice in decisions((3840, 2160), HALVES, 1):
        found = [(other, t) for other, t, lit in reach(scene, seat) if lit]
        if not found:
            continue
        view = scene.view
        other = found[0][0]
        view.table_seat_key(other, True)  # its owner holds its read area
        assert view.table_reach_targets(seat, other, scene.parts[other].game) == []
        labels = [spec[0] for spec in view.table_buttons(seat)]
        name = scene.session.seats[other].name
        assert any(label.startswith(f"{name}'s ") for label in labels), labels
        view.table_seat_key(other, False)  # let go
        assert view.table_reach_targets(seat, other, scene.parts[other].game)
        assert not any(label.startswith(f"{name}'s ")
                       for label in (spec[0] for spec in view.table_buttons(seat)))
        return
    raise AssertionError("no run offered another seat's mine")


@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
@pytest.mark.parametrize("diagonal", [DIAGONAL_RANGE[0], DIAGONAL_RANGE[1]])
def test_every_mine_tapped_in_another_panel_is_a_finger_target(size, diagonal):
    """Every mine a run's seat may tap in another seat's panel (lit or refused) is at
    least 10 mm on the real screen, at the smallest and largest tables (the smallest seen:
    11 mm, a 32-inch 4K table's cargo hold)."""
    app = table_app(size, diagonal)
    seen = 0
    try:
        for moves in (92, 97, 102, 181, 202):
            session = bot_session("starship", 1, 4, moves, humans=4)
            scene = TablePlayScene(app, session, size=size, autosave=False, slots=HALVES)
            scene.sync_actor()
            mm = scene.sizes.mm_per_px
            reach = [spot for spot in scene.spots() if spot.key[0] == "reach"]
            small = [(s.key, s.rect.size) for s in reach if min(s.rect.size) * mm < MIN_TARGET_MM]
            assert not small, (moves, small)
            seen += len(reach)
    finally:
        app.close()
    assert seen >= 20
