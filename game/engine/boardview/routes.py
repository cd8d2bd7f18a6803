"""Legal actions sorted by what a player touches to take them, for any game's view.

A board view groups the actor's legal actions into the fields of an options record: a dict
per kind of thing tapped (a field, a card, a player: key -> action), a list (every build),
or one action (skip, pass). :func:`sort_into` does the sorting from a table, one route per
action type, so a view says where each kind goes instead of writing the branches.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

#: where an action type goes: the options field, and the action's attribute(s) keying it
#: in a dict field (a tuple: a key of several attributes; None: the field is the action
#: itself, or a list it is added to)
Route = tuple[str, str | tuple[str, ...] | None]


def sort_into(options: object, actions: Iterable[Any], routes: Mapping[type, Route]) -> None:
    """Put each of ``actions`` into the field of ``options`` its type (or a base of it)
    routes it to; an action of a type with no route is left out."""
    for a in actions:
        route = next((routes[k] for k in type(a).__mro__ if k in routes), None)
        if route is None:
            continue
        name, key = route
        field = getattr(options, name)
        if isinstance(field, list):
            field.append(a)
        elif key is None:
            setattr(options, name, a)
        elif isinstance(key, tuple):
            field[tuple(getattr(a, k) for k in key)] = a
        else:
            field[getattr(a, key)] = a
