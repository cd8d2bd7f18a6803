"""The other seats' turns in the Hard bot's playouts: a cheap model of a rival's turn.

The Hard bot's playouts (:mod:`game.pandorum.hard`) play the searching seat's turn and its
next one. Until session 8 the other seats passed in between, so putting a construction
off a turn looked free there: nobody took the market card it wanted, nobody came nearer
the end. Playing their Normal turns instead costs 2.5-4 times the time and gained nothing
(docs/assumptions/pandorum.md, "Hard bot"). This module plays each of them a turn that
costs little and does to the waiting seat what a rival's turn does, measured on Normal
games (2 players seeds 62000-62039, 4 players 64000-64029, every turn):

* a Normal bot adds cards when it holds at most one card (84-100 % of such turns) and
  moves to build with two or more (91-100 %): so a rival does the same, from its hand in
  the determinisation (a hand's size is public; its cards are the determinisation's,
  never the true state's);
* adding cards, it takes the cards the Normal bot would (the market card that pays best
  near its harvester, else the deck): the market card a seat wants is gone by its next
  turn 38 % of the time at 2 players, 50 % at 4 - the cost of waiting the playouts missed;
* moving, it pays a card of its hand (drawn at random) to the market and builds: one card
  (two for a base once its modules are gone) leaves its hand and its pieces go down by
  one, so the game's end comes nearer as in a real game, and a rival's last project
  announces it. Where it builds is not modelled (a rival took the site a waiting seat
  aimed at before its next turn in 1 % of such turns at 2 players, 6 % at 4), nor what it
  earns: its currency is the same whatever the searching seat did, so it cannot change
  which of the searching seat's moves looks better.
"""

from __future__ import annotations

from game.core.protocol import Action, Event
from game.core.rng import Rng
from game.pandorum.bots import HeuristicBot
from game.pandorum.rules.actions import TakeCard
from game.pandorum.rules.adding_cards import add_to_market, take_card, take_sources
from game.pandorum.rules.ending import end_turn
from game.pandorum.rules.state import PandorumState

#: a rival holding at most this many cards adds cards; with more it moves to build
LOW_HAND = 1


def rival_turn(state: PandorumState, bot: HeuristicBot, rng: Rng, events: list[Event]) -> None:
    """Play the model turn of the seat whose turn it is (``bot`` is its Normal bot), from
    the start of its turn to its end (the next seat's turn, or the game's end)."""
    seat = state.turn
    hand = state.hands[seat]
    need = 1 if state.modules_left[seat] > 0 else 2
    can_build = state.projects_left(seat) > 0 and len(hand) >= 1 + need
    if len(hand) > LOW_HAND and can_build:
        _build(state, seat, need, rng)
    elif state.deck or state.market:
        _add_cards(state, seat, bot, events)
    elif can_build:
        _build(state, seat, need, rng)
    state.pending = []
    end_turn(state, events)


def _add_cards(state: PandorumState, seat: int, bot: HeuristicBot,
               events: list[Event]) -> None:
    """Adding cards the Normal bot's way: its preferred card, as many times as it takes."""
    bot.same_game_on(len(state.projects))  # its card incomes stay until a project is built
    frame = {"kind": "take", "left": state.cards_per_take(seat)}
    state.pending = [frame]
    while state.pending:
        sources: list[Action] = list(take_sources(state))
        pick = bot.preferred_take(state, sources)
        assert isinstance(pick, TakeCard)
        take_card(state, seat, frame, pick, events)


def _build(state: PandorumState, seat: int, need: int, rng: Rng) -> None:
    """A movement fee to the market and a project of ``need`` cards, off the seat's pieces."""
    hand = state.hands[seat]
    add_to_market(state, hand.pop(rng.below(len(hand))))
    for _ in range(need):
        state.boxed.append(hand.pop(rng.below(len(hand))))
    if need == 1:
        state.modules_left[seat] -= 1
    else:
        state.bases_left[seat] -= 1
    state.built_this_turn = True
