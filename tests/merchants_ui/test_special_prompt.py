"""A special event's prompt names it once, with its own punctuation.

Found playing a five-seat table game: "Eve: Viva la Revolution!. Choose an option." (the
event's printed name ends in "!", and the prompt added a full stop after it)."""

from __future__ import annotations

from types import SimpleNamespace

from game.core.session import Seat
from game.merchants.view_prompt import MerchantsPrompt
from tests.merchants.helpers import quiet, step


def _prompt(tile: str) -> str:
    st = quiet(3)
    step(st, {"kind": "special", "seat": 0, "tile": tile})
    assert st.decision() == "special"
    seats = [Seat(n, c, None) for n, c in (("Eve", "red"), ("Bo", "blue"), ("Cy", "yellow"))]
    view = SimpleNamespace(st=st, session=SimpleNamespace(seats=seats))
    return MerchantsPrompt.prompt(view)  # type: ignore[arg-type]


def test_a_name_ending_in_an_exclamation_mark_takes_no_full_stop():
    assert _prompt("viva_la_revolution") == "Eve: Viva la Revolution! Choose an option."


def test_every_special_event_reads_with_one_stop_before_the_choice():
    st = quiet(3)
    for tile, spec in st.c.specials.items():
        text = _prompt(tile)
        assert text.startswith(f"Eve: {spec.name}") and text.endswith(" Choose an option.")
        assert "!." not in text and ".." not in text and "?." not in text, text
