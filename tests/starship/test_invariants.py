"""Invariants that hold after every action of random games: every mine token and card is
in exactly one place, nobody's credits go negative, loans stay within 0-2, ledgers add up."""

from __future__ import annotations

import pytest

from game.core.session import Seat, Session
from game.starship.game import GAME
from game.starship.rules import StarshipState
from game.starship.rules.position import OUT_OF_PLAY


def check(s: StarshipState) -> None:
    tokens = [*s.bag, *s.known]
    for p in s.players:
        tokens += p["local"] + p["id_card"] + p.get(OUT_OF_PLAY, [])
    for ship in s.ships.values():
        tokens += ship["cargo"]
    if s.pending and s.pending[-1]["kind"] == "explore":
        tokens += s.pending[-1]["drawn"]
    assert sorted(tokens) == sorted(s.comp.mines), "a mine token is lost or duplicated"
    cards = [*s.market_deck, *s.market_discard, *(c for c in s.for_sale if c)]
    for p in s.players:
        cards += [p["aside_pilot"]] if p["aside_pilot"] else []
    cards += [sh["pilot"] for sh in s.ships.values() if sh["pilot"]]
    assert len(cards) == len(set(cards)), "a market card is in two places"
    dests = [*s.dest_deck, *s.dest_discard, *(d for d in s.dest_slots if d)]
    dests += [sh["destination"] for sh in s.ships.values() if sh["destination"]]
    assert sorted(dests) == sorted(s.comp.destinations)
    owned = [sid for p in s.players for sid in p["ships"]]
    assert sorted(owned) == sorted(s.ships)
    for seat, p in enumerate(s.players):
        assert p["credits"] >= 0
        assert sum(p["ledger"].values()) == p["credits"]
        for sid in p["ships"]:
            ship = s.ships[sid]
            assert ship["owner"] == seat and 0 <= ship["loans"] <= 2
            assert len(ship["cargo"]) <= s.cargo_capacity(sid)
            assert len(ship["gear"]) <= 6
    assert 1 <= s.mark_token <= 4
    assert s.is_over or s.legal_actions(), "a player has nothing to do"


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_invariants_hold_through_whole_games(n, level):
    seats = [Seat(str(i), "red", level) for i in range(n)]
    for seed in range(1):
        session = Session.start(GAME, seats, 700 + 10 * n + seed)
        check(session.state)
        while not session.state.is_over:
            session.apply(session.bot_action(session.pending_bots()[0]))
            check(session.state)
