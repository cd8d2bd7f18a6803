"""A row of the prompt's buttons reads evenly (found in play: the Intranet's direction
buttons read "East +0" on one line beside "North-east" over "+0")."""

from __future__ import annotations

import pygame

from game.engine.boardview.grid import cells
from game.engine.widgets import Button
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import advance, rendered_words, start


def shown_lines(app, button: Button) -> tuple[str, ...]:
    """The lines a button shows, as drawn."""
    with rendered_words(app) as drawn:
        button.draw(pygame.Surface((1920, 1080)), app, False)
    return tuple(drawn)


def test_the_direction_buttons_read_evenly(app):
    s = session(players=4, humans=1, seed=4)
    advance(s, lambda s: s.state.turn == 0 and s.state.top()["kind"] == "direction", 1500)
    p = start(app, s)
    view = p.view
    buttons = view.buttons()
    assert len(buttons) == 6
    rows: dict[int, list[tuple[str, ...]]] = {}
    for b in buttons:
        rows.setdefault(b.rect.top, []).append(shown_lines(app, b))
    assert len(rows) == 2
    for row in rows.values():  # each button: the direction's name over what it pays
        assert {len(lines) for lines in row} == {2}, row
        assert all(lines[1].startswith("+") and lines[1][1:].isdigit() for lines in row), row
    pays = {d: view.direction_pays(d).amount for d in view.options().dirs}
    assert sorted(int(lines[1]) for row in rows.values() for lines in row) == sorted(
        pays.values())


def test_the_slot_buttons_read_evenly(app):
    """"Forepart (2 to go)" took two lines beside "Cargo (blue)" on one: each slot button
    now names its slot over what it still needs (the cargo: its colour)."""
    s = session(players=3, humans=1, seed=4)
    advance(s, lambda s: s.state.turn == 0 and s.state.top()["kind"] == "slot", 900)
    p = start(app, s)
    st = s.state
    shown = {b.key[2][1]: shown_lines(app, b) for b in p.view.buttons()}
    need = st.slot_needs(0)
    assert shown == {"forepart": ("Forepart", f"{need['forepart']} to go"),
                     "centre": ("Centre", f"{need['centre']} to go"),
                     "cargo": ("Cargo", st.comp.colour_of(st.top()["cards"][0]))}


def reads_evenly(app, buttons) -> list[tuple[str, ...]]:
    """The lines each primary button of a row shows, checked: every label on the lines
    built into it (a line break starts a line; none broken by width), and every primary
    button of the row on as many lines as the others ("Cancel", a step back, may differ)."""
    from game.engine.widgets import button_lines

    shown = [button_lines(app.fonts, b.label, b.size, b.rect) for b in buttons
             if b.style == "primary"]
    for b, (lines, whole) in zip([b for b in buttons if b.style == "primary"], shown,
                                 strict=True):
        assert whole and lines == tuple(b.label.split("\n")), (b.label, lines, b.rect)
    assert len({len(lines) for lines, _ in shown}) <= 1, shown
    return [lines for lines, _ in shown]


def table_rows(app, specs) -> list[list]:
    """``specs`` laid out as a table seat panel's row, at every seat of 2- to 4-player
    tables of 1080p, 1440p and 4K from 32 to 85 inches."""
    from game.engine.table.seatpanel import layout_buttons
    from game.scenes.table_play import TablePlayScene

    rows = []
    for size in ((1920, 1080), (2560, 1440), (3840, 2160)):
        for diagonal in (32.0, 55.0, 85.0):
            app.settings.screen_diagonal = diagonal
            for players in (2, 3, 4):
                scene = TablePlayScene(app, session(players=players, humans=players),
                                       autosave=False, size=size)
                app.push(scene)
                app.step(0.016)
                rows += [layout_buttons(specs, scene.parts[seat].buttons, scene.sizes,
                                        app.fonts) for seat in range(players)]
                app.pop()
    return rows


def test_the_project_and_build_buttons_read_evenly(app):
    """Found in play: three project buttons to a row put "Module" over "(1 card)" beside
    "Base, any hex" on one line, and "Build with Deep" over "Crystal Drill" split the
    card's name; each is now its project (or "Build with") over what it takes (the card),
    on a monitor and at a table."""
    from game.pandorum.rules.actions import Build, BuildCard
    from game.pandorum.view_options import BUILD_LABELS, build_label

    s = session(players=2, humans=1, seed=1)
    advance(s, lambda s: s.state.turn == 0 and s.state.top()["kind"] == "cards" and any(
        isinstance(a, BuildCard) and len(a.card) > 17 for a in s.state.legal_actions()), 900)
    p = start(app, s)
    card = max((a.card for a in s.state.legal_actions() if isinstance(a, BuildCard)), key=len)
    p.click(p.card(card))
    assert reads_evenly(app, p.view.buttons()) == [("Build with", card)]
    # every project button, three to a row on a monitor (the narrowest it gets)
    specs = [(build_label(Build(*key)), None, "primary", ("build", i)) for i, key in
             enumerate(BUILD_LABELS)]
    side = p.view.panels.side
    rects = cells(side.left + 12, side.top, side.width - 24, len(specs), 3, 64)
    assert reads_evenly(app, [Button(r, label, None, style="primary", size=24)
                              for (label, *_), r in zip(specs, rects, strict=True)])
    app.pop()
    table_card = [("Build with\nthe chosen card", None, "primary", "build-card"),
                  ("Cancel", None, "normal", "cancel")]
    for row in table_rows(app, specs[:4]) + table_rows(app, table_card):
        reads_evenly(app, row)
