"""Pandorum's pure rules: component data, the assembled hex board, the state, scoring.

``GAME`` is what the catalogue looks for; ``validate_data()`` checks the shipped data and
maps (used by ``python -m game validate`` and the tests).

Modules, by rulebook section:

* ``data``     - Game Components: terrains, the 91 cards, harvester mats, cargo, setup
* ``board``    - the modular gameboard (7 Tiled parts assembled in axial coordinates)
* ``income``   - Cards with Projects: construction conditions and income by card type
* ``state``    - Setup, Gameplay (adding cards, movement, construction, harvesters),
                 Ending the Game and Determining the Winner
* ``actions``  - one frozen dataclass per decision, registered in ``codec``

What a view needs from a ``PandorumState`` (all pure, all safe on ``view(seat)``):
``board`` (``cells``, ``red``, ``pads``, ``edge``, ``placements``), ``projects``,
``harvesters``, ``hands``, ``market`` (stacks), ``forepart``/``centre``/``cargo``,
``slot_needs(seat)``, ``fore_ability``/``main_ability`` (titles in ``comp.foreparts`` /
``comp.mains``), ``money``, ``modules_left``/``bases_left``, ``top()`` (the pending
decision), ``legal_actions()``, ``destinations(seat, hand)`` (legal moves to highlight)
and ``income_preview(seat, site, cards, directions)`` (what each card would pay, from
which hexes, before the construction is confirmed). Deck draws come as events with
``data["private"]`` set: show their card only to that seat.
"""

from __future__ import annotations

from game.pandorum.rules.game import GAME, PandorumGame
from game.pandorum.rules.state import PandorumState
from game.pandorum.rules.validate import validate_data

__all__ = ["GAME", "PandorumGame", "PandorumState", "validate_data"]
