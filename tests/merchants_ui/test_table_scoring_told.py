"""At a table each seat's panel says what it earned in the latest scoring.

A table shows neither the game log nor the monitor's "Last scoring" lines, so a scoring
changed every seat's money with nothing to say why. Each seat that does not decide now
reads its own earnings in its panel ("Station scoring: +10") until the next scoring.
"""

from __future__ import annotations

from game.merchants.bots import HeuristicBot
from game.scenes import table_play
from tests.merchants_ui.test_table_game import start


def test_each_seat_reads_what_it_earned_in_its_own_panel(app, clock, monkeypatch):
    s, fingers = start(app, clock, players=5, humans=5)
    scene = fingers.app.top
    view = scene.view
    for _ in range(3000):  # the moves made straight on the session, as the scene would
        before = view.scoring
        seat = s.state.pending_seats()[0]
        view.on_events(s.apply(HeuristicBot(seat, len(s.log)).choose(s.state.view(seat))))
        if view.scoring is not before and view.scoring:
            break
    else:
        raise AssertionError("no scoring came")
    painted: list[str] = []
    real = table_play.paint_prompt

    def paint_prompt(surface, app, words, sizes, prompt, details, acting):
        painted.extend(text for text, _ in details)
        return real(surface, app, words, sizes, prompt, details, acting)

    monkeypatch.setattr(table_play, "paint_prompt", paint_prompt)
    fingers.frames(8)  # (the panels are repainted a few a frame)
    title = view.scoring_title
    acting = scene.acting_seats()
    told = [text for text in painted if text.startswith(f"{title}:")]
    earned = {seat: sum(per.get(seat, 0) for per in view.scoring.values())
              for seat in range(5)}
    for seat in range(5):
        aside = view.table_aside(seat)
        if seat in acting or not any(seat in per for per in view.scoring.values()):
            continue
        assert aside and aside[0][0].startswith(f"{title}: "), aside
        if len(view.scoring) == 1:
            amount = earned[seat]
            assert aside[0][0] == f"{title}: {'+' if amount >= 0 else ''}{amount}", aside
    # (the seats that earned; every waiting seat reads the log's newest lines under it:
    # tests/table/test_waiting_seats_news.py)
    shown = [seat for seat in range(5) if seat not in acting
             and any(seat in per for per in view.scoring.values())]
    assert shown and all(view.table_aside(seat)[0][0] in told for seat in shown), (told, shown)

