"""Starship's Dock transfers at a table: a finger on the pilot drawn on the obsolete
console in the seat's own panel, then on the active console that takes it.

They were buttons, one per card and ship, in the seat's panel: over 60 seeded four-player
games at a 1080p table with two seats to a long edge they took up to 3 pages of buttons
(seed 14). The pilot and gear tokens are now lit on the obsolete consoles, the consoles
that may take the selected one are lit, and the buttons are "Finish transfers" (then, with
a token selected, "Set aside" and "Cancel"): one page.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core import catalogue
from game.core.session import Seat, Session
from game.engine.table.seatpanel import prompt_whole
from game.engine.table.wording import finger_words
from game.scenes.table_play import TablePlayScene
from game.starship.bots import HeuristicBot
from game.starship.rules import actions as A
from tests.starship_ui.table_driver import StarshipFingers
from tests.starship_ui.test_view import advance_until
from tests.table.test_starship_table_buttons import pages
from tests.table.test_text_sizes import table_app
from tests.uidriver import COLOURS, NAMES

HALVES = ("bottom-left", "bottom-right", "top-left", "top-right")
PILOT = "pilot:tam_okonkwo"


def transfer_now(state) -> bool:
    return bool(state.pending) and state.pending[-1]["kind"] == "transfer"


def at_table(app, seed: int, until=transfer_now) -> tuple[Session, StarshipFingers]:
    """Seed ``seed``'s game, four people at a table two to a long edge, played by the
    heuristic up to ``until``, on the table."""
    app.settings.bot_delay = 0
    seats = [Seat(NAMES[i], COLOURS[i], None) for i in range(4)]
    session = Session.start(catalogue.get_game("starship"), seats, seed, None)
    advance_until(session, until, 3000)
    app.reset(TablePlayScene(app, session, autosave=False, slots=HALVES))
    fingers = StarshipFingers(app)
    fingers.frames(2)
    return session, fingers


def refused(fingers: StarshipFingers, seat: int, key) -> str:
    """Tap ``key`` in ``seat``'s own panel (a spot not lit); the reason its panel shows."""
    scene = fingers.scene
    target = next(t for t in scene.view.table_seat_targets(seat, scene.parts[seat].game)
                  if t.key == key)
    assert not target.acts and not target.focus
    n = len(scene.view.session.log)
    fingers.tap(fingers.topmost([fingers.orient(seat).rect_to_canvas(target.rect)],
                                ("seat", seat, key)))
    assert len(scene.view.session.log) == n
    return scene.notes_for(seat)[-1][0]  # (the latest note)


def test_a_finger_on_the_pilot_then_on_the_console_transfers_it():
    """Seed 14, Cleo's Dock: the pilot on her obsolete Scout 8 is a lit target of her
    panel, her consoles are not (a tap on one says the rules' reason in her panel, as a
    tap on her obsolete Scout 4 does with the pilot chosen); the pilot tapped is
    selected, her pilotless Scout 15 is lit and her buttons are Set aside and Cancel; a
    tap on Scout 15: the pilot aboard, her credits less its full cost."""
    app = table_app((1920, 1080), 55)
    try:
        session, fingers = at_table(app, 14)
        view, seat = fingers.scene.view, session.state.turn
        area = fingers.scene.parts[seat].game
        lit = {t.key for t in view.table_seat_targets(seat, area) if t.focus}
        assert ("pilot", PILOT) in lit and ("ship", 15) not in lit
        n, credits = len(session.log), session.state.player(seat)["credits"]
        cost = session.state.comp.card_cost(PILOT)
        said = refused(fingers, seat, ("ship", 15))  # nothing selected: not a choice
        assert said == finger_words(session.state.why_not(A.RunShip(15), seat) or "")
        at = fingers.spot(seat, ("pilot", PILOT))
        assert at is not None
        fingers.tap(at)
        assert view.selected == ("pilot", PILOT)
        said = refused(fingers, seat, ("ship", 4))  # obsolete: no place for a pilot
        assert said == finger_words(
            session.state.why_not(A.TransferPilot(PILOT, 4), seat) or "")
        assert "free place" in said and len(session.log) == n
        assert view.selected == ("pilot", PILOT)  # (still chosen)
        assert [spec[3] for spec in view.table_buttons(seat)] == [
            ("starship", "act", A.TransferPilot(PILOT, -1)), ("starship", "cancel")]
        lit = {t.key for t in view.table_seat_targets(seat, area) if t.acts}
        assert lit == {("ship", 15)}
        assert view.table_prompt(seat) == (
            f"Keep Tam Okonkwo for {cost}cr: choose the lit ship that takes it, or set it aside.")
        assert prompt_whole(app.fonts, view.table_prompt(seat), fingers.scene.parts[seat].prompt,
                            fingers.scene.sizes)
        second = fingers.spot(seat, ("ship", 15))
        assert second is not None
        fingers.tap(second)
        st = session.state
        assert session.log[n].action == A.TransferPilot(PILOT, 15)
        assert st.ships[15]["pilot"] == PILOT
        assert st.player(seat)["credits"] == credits - cost
    finally:
        app.close()


def transfer_decisions(app) -> Iterator[tuple[TablePlayScene, int]]:
    """Every Dock transfer decision of 60 seeded four-player games (the heuristic's moves,
    as :func:`tests.table.test_starship_table_buttons.decisions` plays them) on a 1080p
    table two seats to a long edge: the scene on it and the deciding seat."""
    app.settings.bot_delay = 0
    for seed in range(1, 61):
        seats = [Seat(NAMES[i], COLOURS[i], None) for i in range(4)]
        session = Session.start(catalogue.get_game("starship"), seats, seed, None)
        while not session.state.is_over:
            st = session.state
            seat = st.pending_seats()[0]
            if transfer_now(st):
                scene = TablePlayScene(app, session, autosave=False, slots=HALVES)
                app.reset(scene)
                scene.update(1 / 60)
                yield scene, seat
            session.apply(HeuristicBot(seat, len(session.log)).choose(st.view(seat)))


def test_a_transfer_decision_is_one_page_of_buttons():
    """Every Dock transfer decision of the 60 seeds (three: seeds 6, 14 and 43): one page
    of buttons, "Finish transfers" alone (up to 3 pages before, seed 14, 7 buttons in
    all); every pilot and gear the rules may transfer lit in the seat's panel; chosen,
    its buttons one page ("Set aside", Cancel), and every transfer of it a lit console
    or one of them."""
    app = table_app((1920, 1080), 55)
    try:
        seen = 0
        for scene, seat in transfer_decisions(app):
            view = scene.view
            shown = pages(view, seat)
            assert len(shown) == 1, shown
            assert [spec[3] for spec in shown[0]] == [("starship", "act", A.FinishTransfers())]
            area = scene.parts[seat].game
            lit = {t.key for t in view.table_seat_targets(seat, area) if t.focus}
            items = {key for key in view.target_map() if key[0] in ("pilot", "gear")}
            assert items and items <= lit
            for key in items:
                view.choose(key)
                shown = pages(view, seat)
                assert len(shown) == 1
                buttons = {spec[3][2] for spec in shown[0] if spec[3][1] == "act"}
                consoles = {a for t in view.table_seat_targets(seat, area) if t.acts
                            for a in view.target_map()[t.key]}
                assert buttons | consoles == set(view.target_map()[key])
                view.cancel()
            seen += 1
        assert seen == 3
    finally:
        app.close()
