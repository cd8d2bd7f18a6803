"""State fields declared once, driving ``clone``, ``to_dict``/``from_dict``, equality and
cheap per-seat views.

Each state class lists its fields in one :class:`StateFields` declaration:

* ``data`` — mutable JSON-like data (dicts, lists, str, int, bool, None): copied by
  ``clone``, saved by ``to_dict``. JSON keys are strings: a field listed in ``int_keyed`` too
  is a dict keyed by ints, saved with string keys and turned back on load;
* ``values`` — immutable values (int, str, bool, None, tuples of them): shared by copies, saved;
* ``shared`` — immutable objects the rules read but never save (component data, the board):
  shared by reference, given again to ``from_dict``;
* the RNG in ``self.rng``, always.

A view for one seat (:meth:`FieldsMixin.share`) copies no data at all: it shares every
``data`` field with the state it came from and is *copy-on-write*: the first ``apply`` on it
(a bot looking ahead) copies the data first. The game's ``redact`` then *replaces* (never
mutates) the fields that seat may not see.

>>> from game.core.rng import Rng
>>> class Toy(FieldsMixin):
...     FIELDS = StateFields(data=("hands",), values=("turn",), int_keyed=("hands",))
...     def __init__(self):
...         self.hands, self.turn, self.rng = {0: [1, 2]}, 0, Rng(1)
>>> a = Toy(); b = a.clone(); b.hands[0].append(3)
>>> a.hands, b.hands, a == Toy()
({0: [1, 2]}, {0: [1, 2, 3]}, True)
>>> Toy.from_fields(a.fields_to_dict()).hands
{0: [1, 2]}
"""

from __future__ import annotations

import marshal
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from game.core.rng import Rng

T = TypeVar("T", bound="FieldsMixin")


@dataclass(frozen=True)
class StateFields:
    """The declaration of a state's fields (see the module docstring)."""

    data: tuple[str, ...] = ()
    values: tuple[str, ...] = ()
    shared: tuple[str, ...] = ()
    int_keyed: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        names = [*self.data, *self.values, *self.shared]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            raise ValueError(f"state fields declared twice: {dupes}")
        if "rng" in names:
            raise ValueError("'rng' is always a field; do not declare it")
        stray = sorted(set(self.int_keyed) - set(self.data))
        if stray:
            raise ValueError(f"int_keyed fields must be data fields: {stray}")

    @property
    def saved(self) -> tuple[str, ...]:
        return (*self.data, *self.values)


def _json_keys(value: Any) -> Any:
    """Dict keys as strings (JSON), lists for tuples, recursively."""
    if isinstance(value, dict):
        return {str(k): _json_keys(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_json_keys(v) for v in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


class FieldsMixin:
    """``clone``, ``to_dict`` helpers, ``==`` and copy-on-write views from ``FIELDS``."""

    FIELDS: ClassVar[StateFields]
    rng: Rng
    #: True on a view that still shares its data with the state it came from
    _cow: bool = False

    def clone(self: T) -> T:
        """An independent copy (a view's clone owns its data)."""
        new = object.__new__(type(self))
        fields = self.FIELDS
        src = self.__dict__
        dst = new.__dict__
        data = marshal.loads(marshal.dumps(tuple(src[n] for n in fields.data)))
        for name, value in zip(fields.data, data, strict=True):
            dst[name] = value
        for name in fields.values:
            dst[name] = src[name]
        for name in fields.shared:
            dst[name] = src[name]
        dst["rng"] = self.rng.copy()
        return new

    def share(self: T, rng: Rng, seat: int | None = None) -> T:
        """A copy that shares every data field (copy-on-write), with its own ``rng``: the
        start of a per-seat view. The caller replaces the hidden fields (never mutates
        them in place). ``seat``'s legal actions, if known, come along: a seat's own
        options are never hidden from it."""
        new = object.__new__(type(self))
        fields = self.FIELDS
        src, dst = self.__dict__, new.__dict__
        for name in (*fields.data, *fields.values, *fields.shared):
            dst[name] = src[name]
        dst["rng"] = rng
        dst["_cow"] = True
        cache = src.get("_legal_cache")
        if seat is not None and cache and seat in cache:
            dst["_legal_cache"] = {seat: cache[seat]}
        return new

    def own_data(self) -> None:
        """Copy the shared data of a copy-on-write view before its first change."""
        if self._cow:
            fields = self.FIELDS
            data = marshal.loads(marshal.dumps(tuple(self.__dict__[n] for n in fields.data)))
            for name, value in zip(fields.data, data, strict=True):
                self.__dict__[name] = value
            self._cow = False

    def before_change(self) -> None:
        """Hook run by ``apply`` before a handler changes anything."""
        self.own_data()

    def fields_to_dict(self) -> dict[str, Any]:
        """The saved fields and the RNG, JSON-safe."""
        out = {name: _json_keys(getattr(self, name)) for name in self.FIELDS.saved}
        out["rng"] = self.rng.to_dict()
        return out

    @classmethod
    def from_fields(cls: type[T], raw: Mapping[str, Any], **shared: Any) -> T:
        """Rebuild from :meth:`fields_to_dict`; ``ValueError`` names a missing field."""
        fields = cls.FIELDS
        missing = [n for n in (*fields.saved, "rng") if n not in raw]
        if missing:
            raise ValueError(f"saved state lacks field(s) {missing}")
        absent = [n for n in fields.shared if n not in shared]
        if absent:
            raise TypeError(f"from_fields needs the shared object(s) {absent}")
        new = object.__new__(cls)
        try:
            for name in fields.data:
                value = marshal.loads(marshal.dumps(raw[name]))
                if name in fields.int_keyed:
                    value = {int(k): v for k, v in value.items()}
                new.__dict__[name] = value
        except (ValueError, TypeError, AttributeError) as exc:
            raise ValueError(f"saved state field {name!r} is malformed: {exc}") from exc
        for name in fields.values:
            new.__dict__[name] = _tuples(raw[name])
        new.__dict__.update(shared)
        try:
            new.__dict__["rng"] = Rng.from_dict(raw["rng"])
        except (TypeError, KeyError, ValueError) as exc:
            raise ValueError(f"saved state has a bad rng: {exc}") from exc
        return new

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        names = self.FIELDS.saved
        return all(self.__dict__[n] == other.__dict__[n] for n in names) and (
            self.rng.to_dict() == other.rng.to_dict()
        )

    __hash__ = None  # type: ignore[assignment]  # mutable
