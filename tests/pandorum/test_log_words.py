"""The log reads as sentences: build steps say what they start, and amounts never follow a
player's name directly (a name such as "Heuristic bot 2" would run into the number)."""

from __future__ import annotations

import re

from game.pandorum.bots import HeuristicBot
from game.pandorum.game import GAME
from game.pandorum.rules.actions import Build, BuildCard


def test_build_steps_and_amounts_read_as_sentences():
    state = GAME.new_game(2, 11)
    said: dict[type, str] = {}
    texts: list[str] = []
    for step in range(400):
        if state.is_over:
            break
        seat = next(iter(state.pending_seats()))
        action = HeuristicBot(seat, step).choose(state.view(seat))
        if isinstance(action, (Build, BuildCard)):
            said.setdefault(type(action), state.describe(action))
        texts += [e.text for e in state.apply(action)]
    assert said[Build].startswith("{seat0} starts a ") or said[Build].startswith(
        "{seat1} starts a ")
    assert re.fullmatch(r"\{seat\d\} builds with .+", said[BuildCard])
    pays = [t for t in texts if " pays " in t and "market" not in t]
    assert pays, "no income or visit fee came up"
    assert not [t for t in pays if re.search(r"\{seat\d\} \d", t)], pays[:3]
    assert all(re.search(r"pays \d+ to \{seat\d\}|pays \{seat\d\} nothing here", t)
               for t in pays), pays[:3]
    assert not [t for t in pays if "pays 0 " in t]  # nothing is said so
