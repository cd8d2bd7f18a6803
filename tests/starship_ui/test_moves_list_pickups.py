"""Starship's "Moves" list in a Belt run (found playing by the list in a real window):
mines of one kind and value read the same ("Pick up Cobalt 2 (1 energy)" twice, with
"pick up Cobalt 2" under both), so a player could not tell which Local Space a button
took from. Now each pickup says where its mine lies, mines alike to the rules
(:func:`~game.starship.view_actions.twin_key`) have one button, the most valuable first.
Checked at every decision of seeded 4-player bot games, on the list's own buttons."""

from __future__ import annotations

from dataclasses import replace

from game.core.session import Session
from game.engine.gameview import GenericView
from game.scenes.play_chrome import BOARD
from game.screenshot import bot_session
from game.starship.rules.actions import Pickup
from game.starship.view import StarshipView
from game.starship.view_actions import twin_key


def moves_list(app, session: Session, seat: int) -> GenericView:
    """The play scene's "Moves" list over the Starship view, as PlayScene makes it, for
    ``seat`` acting."""
    view = StarshipView(session, app)
    view.layout(BOARD)
    moves = GenericView(session, app)
    view.actor = moves.actor = seat
    moves.label_for, moves.listed_for = view.action_label, view.moves_listed
    moves.layout(BOARD)
    return moves


def labels_on_every_page(moves: GenericView) -> list[str]:
    out: list[str] = []
    moves.page, moves._built_for = 0, None
    while True:
        moves.build()
        out += [b.label for b in moves._buttons if b.key not in ("prev-page", "next-page")]
        if moves.page >= moves._pages - 1:
            return out
        moves._next()


def test_every_pickup_button_says_where_and_no_two_read_the_same(app) -> None:
    runs = twins = 0
    for seed in (1, 2, 3):
        session = bot_session("starship", seed, 4, humans=4)  # the list is a human's
        bots = Session(session.game, [replace(s, bot="heuristic") for s in session.seats],
                       seed, session.options, session.state)
        names = [seat.name for seat in session.seats]
        for _ in range(700):
            if session.state.is_over:
                break
            seat = next(iter(session.state.pending_seats()))
            legal = session.state.legal_actions(seat)
            picks = [a for a in legal if isinstance(a, Pickup)]
            if picks:
                runs += 1
                keys = {twin_key(session.state, a) for a in picks}
                twins += len(picks) - len(keys)
                labels = labels_on_every_page(moves_list(app, session, seat))
                assert len(labels) == len(set(labels)), f"equal buttons: {labels}"
                assert len(labels) == len(legal) - (len(picks) - len(keys))
                for text in labels:
                    if text.startswith("Pick up"):
                        assert " from " in text and ("Local Space" in text
                                                     or "Known Space" in text), text
                others = [t for t in labels if any(f"{n}'s Local Space" in t for n in names)]
                assert all(f"{names[seat]}'s" not in t for t in others), others
            session.apply(bots.bot_action(seat))
            bots.state, bots.log = session.state, session.log
    assert runs > 20 and twins > 0, (runs, twins)  # the games reached such runs
