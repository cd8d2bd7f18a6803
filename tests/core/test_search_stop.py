"""A search that is told to stop (the bot worker's cancel flag) stops within one playout,
counted in playouts (never in wall time), and says it stopped."""

from __future__ import annotations

import pytest

from game.core.protocol import SearchHooks
from game.core.rng import Rng
from game.core.search import SearchBot, SearchBudget, search
from tests.ui.nim import NimState


def _counting_hooks(flag_at: int, flag: list[bool], begun: list[int]) -> SearchHooks:
    """Nim hooks that count the playouts begun and raise the stop flag inside playout
    number ``flag_at`` (as the app's frame would, at any moment of a playout)."""

    def determinise(view, seat, rng):
        begun[0] += 1
        if begun[0] == flag_at:
            flag[0] = True
        return view.clone()

    return SearchHooks(determinise=determinise,
                       evaluate=lambda state: (0.5,) * state.num_players)


@pytest.mark.parametrize("flag_at", [1, 7, 40])
def test_a_stopped_search_ends_after_the_playout_it_was_in(flag_at: int) -> None:
    flag, begun = [False], [0]
    result = search(NimState(2, 15, False, Rng(1)), 0, _counting_hooks(flag_at, flag, begun),
                    SearchBudget(playouts=100_000), Rng(2), stop=lambda: flag[0])
    assert result.stopped
    assert result.playouts == begun[0] == flag_at  # not one playout more


def test_a_search_never_told_to_stop_spends_its_budget() -> None:
    flag, begun = [False], [0]
    result = search(NimState(2, 15, False, Rng(1)), 0, _counting_hooks(10**9, flag, begun),
                    SearchBudget(playouts=60), Rng(2), stop=lambda: flag[0])
    assert not result.stopped and result.playouts == 60


def test_the_bot_passes_its_stop_question_to_the_search() -> None:
    flag, begun = [False], [0]
    bot = SearchBot(0, 3, _counting_hooks(5, flag, begun), SearchBudget(playouts=100_000))
    bot.stop = lambda: flag[0]
    bot.choose(NimState(2, 15, False, Rng(1)))
    assert bot.last is not None and bot.last.stopped and bot.last.playouts == 5
