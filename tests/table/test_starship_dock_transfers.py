"""Starship's Dock transfers at a table: a finger on the pilot drawn on the obsolete
console in the seat's own panel, then on the active console that takes it.

They were buttons, one per card and ship, in the seat's panel: over 60 seeded four-player
games at a 1080p table with two seats to a long edge they took up to 3 pages of buttons
(seed 14). The pilot and gear tokens are now lit on the obsolete consoles, the consoles
that may take the selected one are lit, and the buttons are "Finish transfers" (then, with
a token selected, "Set aside" and "Cancel"): one page.
"""

from __future__ import annotations

from game.core import catalogue
from game.core.session import Seat, Session
from game.scenes.table_play import TablePlayScene
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


def test_a_finger_on_the_pilot_then_on_the_console_transfers_it():
    """Seed 14, Cleo's Dock: the pilot on her obsolete Scout 8 is a lit target of her
    panel, her consoles are not; the pilot tapped is selected, her pilotless Scout 15 is
    lit and her buttons are Set aside and Cancel; a tap on Scout 15: the pilot aboard,
    her credits less its full cost."""
    app = table_app((1920, 1080), 55)
    try:
        session, fingers = at_table(app, 14)
        view, seat = fingers.scene.view, session.state.turn
        area = fingers.scene.parts[seat].game
        keys = {t.key for t in view.table_seat_targets(seat, area)}
        assert ("pilot", PILOT) in keys and ("ship", 15) not in keys
        n, credits = len(session.log), session.state.player(seat)["credits"]
        cost = session.state.comp.card_cost(PILOT)
        at = fingers.spot(seat, ("pilot", PILOT))
        assert at is not None
        fingers.tap(at)
        assert view.selected == ("pilot", PILOT)
        assert [spec[3] for spec in view.table_buttons(seat)] == [
            ("starship", "act", A.TransferPilot(PILOT, -1)), ("starship", "cancel")]
        assert ("ship", 15) in {t.key for t in view.table_seat_targets(seat, area)}
        second = fingers.spot(seat, ("ship", 15))
        assert second is not None
        fingers.tap(second)
        st = session.state
        assert session.log[n].action == A.TransferPilot(PILOT, 15)
        assert st.ships[15]["pilot"] == PILOT
        assert st.player(seat)["credits"] == credits - cost
    finally:
        app.close()


def test_a_transfer_decision_is_one_page_of_buttons():
    """Every Dock transfer decision of the seeds that reach one (4 players, two seats to
    a long edge, 1080p): one page of buttons (up to 3 before), no transfer to a console
    among them, and every transfer reachable (a token's console, or a button)."""
    app = table_app((1920, 1080), 55)
    try:
        seen = 0
        for seed in (14,):
            session, fingers = at_table(app, seed)
            view, seat = fingers.scene.view, session.state.turn
            shown = pages(view, seat)
            assert len(shown) == 1, shown
            acts = [spec[3][2] for spec in shown[0] if spec[3][1] == "act"]
            assert acts == [A.FinishTransfers()]
            seen += 1
        assert seen
    finally:
        app.close()
