"""The Pandorum view says each rule once: what it shows of costs, counts and stops is the
rules' answer, not a second reckoning of its own that can drift from it.

* a visit fee's badge on the planet is what stopping there costs (the rules'
  ``stop_cost``), as the hex's words in the prompt say;
* a project button's card count is the rules' (``CARDS_NEEDED``);
* the hexes a table lights in the move decision are the rules' stops for a hand of any
  cards (``destinations``), which a seat without a project piece left has no empty hex
  among.
"""

from __future__ import annotations

from game.pandorum.bots import HeuristicBot
from game.pandorum.rules.actions import Build
from game.pandorum.rules.construction import CARDS_NEEDED
from game.pandorum.view_options import build_label
from game.scenes.play import PlayScene
from game.scenes.table_play import TablePlayScene
from tests.pandorum_ui.driver import Player, session
from tests.pandorum_ui.table_driver import PandorumFingers


def to_a_move(seed: int, wanted, humans: int = 2):
    """A two-seat game (seat 0 a person, or both) played by the heuristic bot to a move
    decision of a person's of which ``wanted(state, seat)`` holds; the session."""
    s = session(players=2, humans=humans, seed=seed)
    for _ in range(400):
        st = s.state
        seat = st.turn
        if (st.pending and st.top()["kind"] == "move" and seat < humans
                and wanted(st, seat)):
            return s
        s.apply(HeuristicBot(seat, len(s.log)).choose(st.view(seat)))
    raise AssertionError("no such move decision came up")


def stop_in_line(st, seat) -> bool:
    """Whether a pad or a project is in a straight line from ``seat``'s harvester."""
    return any(h in st.projects or h in st.board.pads for h in st.straight_reach(seat))


def opponents_stop(st, seat) -> bool:
    """Whether a legal stop of ``seat``'s harvester is on an opponent's project."""
    return any(st.projects.get((a.q, a.r), (seat,))[0] != seat for a in st.legal_actions())


def test_a_visit_fee_badge_is_what_stopping_there_costs(app):
    """A mover with less money than a visit fee pays what they have (the rulebook's "or
    what the player has"): the badge drew the whole fee while the hex's words said less."""
    s = to_a_move(3, opponents_stop, humans=1)
    seat = s.state.turn
    s.state.money[seat] = 0
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(2)
    view = p.view
    o = view.options()
    badges = view.visit_fees(view.seen(seat), o)
    assert badges and all(text == "-0" for text, _, _ in badges)
    h = next(h for h in o.moves if s.state.projects.get(h, (seat,))[0] != seat)
    assert "stopping here costs 0." in view.hex_detail(h, o)
    app.pop()


def test_a_project_button_counts_the_cards_as_the_rules_do(monkeypatch):
    assert build_label(Build("base")) == "Base\n(2 cards)"
    assert build_label(Build("module_as_base")) == "Base from\n1 card"
    monkeypatch.setitem(CARDS_NEEDED, "base", 3)
    monkeypatch.setitem(CARDS_NEEDED, "base3", 4)
    assert build_label(Build("base")) == "Base\n(3 cards)"
    assert build_label(Build("base3")) == "Base from\n4 cards"
    assert build_label(Build("base", True)) == "Base,\nany hex"


def test_a_table_lights_the_rules_stops_for_any_hand(app):
    """At a table the planet lights where the harvester could stop whatever the hand
    holds; an empty hex is a stop only where something could be built, so a seat with
    no project piece left (set here) has none lit, though the hexes are buildable."""
    s = to_a_move(1, stop_in_line)
    st, seat = s.state, s.state.turn
    st.modules_left[seat] = st.bases_left[seat] = 0
    app.settings.table_mode = True
    app.push(TablePlayScene(app, s, autosave=False))
    fingers = PandorumFingers(app)
    fingers.frames(2)
    view = fingers.scene.view
    lit = view.lit_moves(view.options())
    assert lit, "the pads and projects in line stay lit"
    assert all(h in st.projects or h in st.board.pads for h in lit)
    assert set(lit) == {(m.q, m.r) for m in st.destinations(seat, list(st.comp.cards))}
    app.pop()
    app.settings.table_mode = False
