"""The structural types every family honours: instances, schedules, JSON values.

These are :class:`typing.Protocol` classes: a family's frozen dataclasses satisfy them
without inheriting from anything, and a user's own instance or schedule type may too.
The public path (``solve``, ``run``, ``bound``, ``verify``, policy loading) is typed
with them, so a type checker sees what a family must provide.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, TypeAlias, runtime_checkable

#: a JSON scalar
JSONScalar: TypeAlias = str | int | float | bool | None
#: any JSON value (what ``json.loads`` returns)
JSONValue: TypeAlias = JSONScalar | list["JSONValue"] | dict[str, "JSONValue"]
#: a JSON object
JSONObject: TypeAlias = dict[str, JSONValue]
#: a value in ``Result.metrics`` (numbers, labels, small lists or tables)
MetricValue: TypeAlias = JSONValue


@runtime_checkable
class Instance(Protocol):
    """A problem instance of some family.

    ``family`` names the family (``"hgsp"``, ``"psrar"`` …), ``name`` the instance (a
    file stem or a generator's ``preset-seed`` label); ``to_dict`` gives the JSON form
    that the family's loader reads back (with ``"family"`` and ``"version"`` keys).
    """

    @property
    def family(self) -> str: ...

    @property
    def name(self) -> str: ...

    def to_dict(self) -> Mapping[str, object]: ...


@runtime_checkable
class Schedule(Protocol):
    """A family's schedule: a frozen dataclass with a JSON form (``to_dict``: a JSON
    object or list) that the family's ``schedule_type.from_dict`` reads back; the
    verifier judges it."""

    def to_dict(self) -> object: ...


__all__ = ["Instance", "JSONObject", "JSONScalar", "JSONValue", "MetricValue", "Schedule"]
