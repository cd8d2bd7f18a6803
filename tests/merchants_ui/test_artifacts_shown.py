"""Claimed artifacts are public and shown; an exploration trip names what it found.

The rulebook: "All player information, including money and artifact tiles, is public
throughout the game", and claimed tiles are kept "faceup in front of you". No screen
showed them: a player could not see which artifacts anyone (themselves included) had for
the end game's unique sets. The Exploration board's artifact box now lists each seat's
artifacts with what they would pay now, from the Artifact Policy's table once that is in
force (the box showed the printed table even then). A trip's prompt names the tiles found
so far (a tile shows only two letters: "Re" is a relic); at a table there is no log to say.
"""

from __future__ import annotations

import pygame

from game.merchants.view import MerchantsView
from tests.merchants_ui.driver import Table, session
from tests.merchants_ui.test_view import advance
from tests.uitext import recorder


def words_on_exploration(monkeypatch, t: Table) -> str:
    """Every word drawn for the zoomed Exploration board."""
    view = t.view
    view.zoom("exploration")
    drawn = recorder(monkeypatch, view.app.fonts)
    view.draw(pygame.Surface((1920, 1080)), None)
    return " ".join(drawn)


def started(app, clock, claimed: list[list[str]], policies: tuple[str, ...] = ()) -> Table:
    s = session(players=4, humans=1, seed=7)
    advance(s, lambda st: st.decision() == "place_card" and 0 in st.pending_seats()
            and st.turn > 2)
    s.state.claimed = claimed
    s.state.policies = list(s.state.policies) + list(policies)
    t = Table(app, clock)
    t.start(s)
    t.frames(1)
    assert isinstance(t.view, MerchantsView)
    return t


def test_every_seats_artifacts_are_shown_with_what_they_pay_now(app, clock, monkeypatch):
    # Ann (R) a set of two; Cleo (Y) one; Dev (G) sets of two and one (idol twice);
    # Bob none (a helium tile is a resource, not an artifact)
    t = started(app, clock, [["relic", "orb"], ["helium"], ["shard"],
                             ["idol", "relic", "idol"]])
    text = words_on_exploration(monkeypatch, t)
    assert "Artifact sets: 1:1  2:3  3:6  4:10  5:15  6:21" in text
    assert "R orb, relic: 3" in text
    assert "Y shard: 1" in text
    assert "G idol, idol, relic: 4" in text
    assert "· B " not in text and "now: B " not in text  # Bob has no artifact


def test_entries_on_one_row_are_parted_at_any_width(app, clock, monkeypatch):
    t = started(app, clock, [["relic"], ["orb"], ["shard"], ["idol"]])
    text = words_on_exploration(monkeypatch, t)
    assert "R relic: 1 · B orb: 1 · Y shard: 1 · G idol: 1" in text, text


def test_the_artifact_policy_table_is_the_one_shown_and_paid(app, clock, monkeypatch):
    t = started(app, clock, [["relic", "orb"], [], [], []], ("artifact_policy",))
    text = words_on_exploration(monkeypatch, t)
    assert "Artifact Policy sets: 1:2  2:5  3:9  4:13  5:18  6:24" in text
    assert "Artifact sets:" not in text
    assert "R orb, relic: 5" in text


def test_nothing_collected_yet_says_so(app, clock, monkeypatch):
    t = started(app, clock, [[], [], [], []])
    assert "Collected: none yet" in words_on_exploration(monkeypatch, t)


def test_a_trip_names_the_tiles_found_so_far(app, clock):
    s = session(players=4, humans=1, seed=7)
    advance(s, lambda st: st.decision() == "explore" and 0 in st.pending_seats()
            and bool(st.pending[-1].get("trip")))
    found = [s.state.planet[space] for space in s.state.pending[-1]["trip"]]
    t = Table(app, clock)
    t.start(s)
    t.frames(1)
    prompt = t.view.prompt()
    assert prompt.startswith("Ann: ")
    assert f"(found: {', '.join(found)})" in prompt or \
        f"explored ({', '.join(found)})" in prompt, prompt
