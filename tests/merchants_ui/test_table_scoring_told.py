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
    # (the seats that earned: the others' asides hold only the log's newest lines)
    shown = [seat for seat in range(5) if seat not in acting
             and any(seat in per for per in view.scoring.values())]
    assert shown and all(view.table_aside(seat)[0][0] in told for seat in shown), (told, shown)


def test_a_waiting_seat_reads_what_just_happened_in_its_own_panel(app, clock, monkeypatch):
    """A table has no log: a seat that does not decide saw another seat's move only as
    pieces and money that changed. Its panel now reads the log's newest lines (public
    words, as a monitor's log), facing it; the deciding seat reads its prompt."""
    s, fingers = start(app, clock, players=4, humans=4)
    scene = fingers.app.top
    for moves in range(60):  # a few moves, through the scene (its log takes them), to
        # a decision of one seat (not an auction, where every seat decides)
        if moves >= 3 and len(s.state.pending_seats()) == 1 and s.state.decision != "auction":
            break
        seat = s.state.pending_seats()[0]
        scene.apply(HeuristicBot(seat, len(s.log)).choose(s.state.view(seat)))
    painted: dict[int, list[str]] = {}
    real = table_play.paint_prompt
    painting: list[int] = []
    real_words = scene.paint_words

    def paint_words(seat, acting, surface):
        painting[:] = [seat]
        return real_words(seat, acting, surface)

    def paint_prompt(surface, app, words, sizes, prompt, details, acting):
        if surface is not None:
            painted.setdefault(painting[0], []).extend(text for text, _ in details)
        return real(surface, app, words, sizes, prompt, details, acting)

    monkeypatch.setattr(table_play, "paint_prompt", paint_prompt)
    monkeypatch.setattr(scene, "paint_words", paint_words)
    fingers.frames(8)  # (the panels are repainted a few a frame)
    newest = [text for _, text, _ in scene.lines[-3:]]
    acting = scene.acting_seats()
    waiting = [seat for seat in range(4) if seat not in acting]
    assert newest and waiting
    for seat in waiting:
        assert all(line in painted.get(seat, []) for line in newest), (seat, painted, newest)
    for seat in acting:  # the decider reads its prompt and details, not the news
        assert not any(line in painted.get(seat, []) for line in newest), painted
