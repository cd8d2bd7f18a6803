"""Pandorum's pure rules: component data, the assembled hex board, the state, scoring.

``GAME``, what the catalogue looks for, stands above them in :mod:`game.pandorum.game`,
beside the bots; nothing here imports outside ``rules/`` of this game. ``validate_data()``
checks the shipped data and maps (used by ``python -m game validate`` and the tests).

Modules, by rulebook section:

* ``data``          - Game Components: terrains, the 91 cards, harvester mats, cargo, setup
* ``board``         - the modular gameboard (7 Tiled parts assembled in axial coordinates)
* ``setup``         - Setup: dealing the cards and the harvester parts
* ``gameplay``      - Gameplay: the choice of one of the two actions (decision ``turn``)
* ``adding_cards``  - Adding Cards and the market (decision ``take``)
* ``movement``      - Movement: the fee, where a harvester may stop (decision ``move``)
* ``construction``  - Construction (decisions ``build``, ``cards``, ``direction``)
* ``income``        - Cards with Projects: construction conditions and income by card type
* ``harvesters``    - Harvesters, Enhancing Harvesters (decision ``slot``)
* ``ending``        - Ending the Game (the end of a turn, the last moves, the stall rule)
* ``scoring``       - Determining the Winner (cargo by colour, the breakdown)
* ``hidden``        - what a seat cannot see, dealt back from the unseen cards (Hard bot)
* ``evaluation``    - how good an unfinished position is for each seat (Hard bot)
* ``position``      - the declared fields and the facts every section reads
* ``state``         - ``PandorumState``: the decision table, a new game, views, saves
* ``actions``       - one frozen dataclass per decision, registered in ``codec``
* ``validate``      - the data checks behind ``validate_data()``

What a view needs from a ``PandorumState`` (all pure, all safe on ``view(seat)``):
``board`` (``cells``, ``red``, ``pads``, ``edge``, ``placements``), ``projects``,
``harvesters``, ``hands``, ``market`` (stacks), ``forepart``/``centre``/``cargo``,
``slot_needs(seat)``, ``fore_ability``/``main_ability`` (titles in ``comp.foreparts`` /
``comp.mains``), ``money``, ``modules_left``/``bases_left``, ``harvester_slots(seat)``
and ``cargo_colours(seat)`` (what a mat shows), ``decision()`` and the pending step's
``site()``, ``step_card()``, ``building()`` and ``still_to_take()``, ``legal_actions()``,
``destinations(seat, hand)`` (legal moves to highlight), ``moves_after_fee(seat, card)``
(the moves a tapped fee card lights up; ``movement.stops_of_any`` joins those of
several cards: the harvester tapped first), ``why_not(action)`` (the reason a player reads
when the rules refuse), and what a card would pay: ``best_single_pay`` (a hex the
harvester could go to), ``construction_pay`` (a hand card in the construction being
decided), ``pointed_pay`` / ``pointed_income`` (an Intranet direction) and
``income_preview(seat, site, cards, directions)`` (each card, from which hexes). Deck
draws come as events with
``data["private"]`` set: show their card only to that seat.
"""

from __future__ import annotations

from game.pandorum.rules.state import PandorumState
from game.pandorum.rules.validate import validate_data

__all__ = ["PandorumState", "validate_data"]
