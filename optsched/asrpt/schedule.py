"""The placement schedule: replicas of each stage per server (typed, JSON round trip).

JSON form (unchanged since the first release, so every old schedule file loads)::

    {"counts": [[x^0_0, x^0_1, ...], ...],          # servers x stages, free_gpus order
     "assignment": [[server of replica 0 of stage 0, ...], ...]}   # optional

A bare ``[[...], ...]`` list is read as ``counts`` (the oldest form). :meth:`from_dict`
checks the *form* (integers where integers belong, rectangular counts) and raises
:class:`~optsched.core.errors.InstanceError` naming the field; whether the numbers make a
feasible placement for an instance (shape, ranges, eqs. (2)-(3)) is the verifier's job
(:func:`optsched.asrpt.instance.verify`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from optsched.core import validate as V
from optsched.core.errors import InstanceError

IntMatrix = tuple[tuple[int, ...], ...]
#: a schedule as read from JSON: an object with ``counts`` or a bare counts list
ScheduleData = Mapping[str, object] | Sequence[Sequence[int]]


def _int_rows(rows: object, path: str) -> IntMatrix:
    if not isinstance(rows, (list, tuple)):
        raise InstanceError(path, f"must be a list of lists of integers, got "
                            f"{type(rows).__name__}")
    out = []
    for i, row in enumerate(rows):
        if not isinstance(row, (list, tuple)):
            raise InstanceError(f"{path}[{i}]", f"must be a list of integers, got "
                                f"{type(row).__name__}")
        out.append(tuple(V.integer(v.item() if isinstance(v, np.generic) else v,
                                   f"{path}[{i}][{j}]") for j, v in enumerate(row)))
    return tuple(out)


@dataclass(frozen=True)
class PlacementSchedule:
    """Where a job's stage replicas run.

    Attributes
    ----------
    counts : tuple of tuple of int
        ``counts[m][s]`` = x^m_s, replicas of stage ``s`` on server ``m`` (servers in the
        instance's ``free_gpus`` order; eqs. (2)-(3) constrain it).
    assignment : tuple of tuple of int or None
        ``assignment[s][r]`` = server of replica ``r`` of stage ``s``; optional, and when
        given it must agree with ``counts``.

    Examples
    --------
    >>> s = PlacementSchedule.from_dict({"counts": [[2, 0], [0, 1]]})
    >>> s.counts_array().shape
    (2, 2)
    >>> PlacementSchedule.from_dict(s.to_dict()) == s
    True
    """

    counts: IntMatrix
    assignment: IntMatrix | None = None

    @classmethod
    def from_counts(cls, counts: np.ndarray | Sequence[Sequence[int]],
                    assignment: Sequence[Sequence[int]] | None = None) -> PlacementSchedule:
        """A schedule from an integer array (servers x stages) and an optional map."""
        rows = tuple(tuple(int(v) for v in row) for row in np.asarray(counts).tolist())
        amap = None if assignment is None else tuple(tuple(int(m) for m in row)
                                                     for row in assignment)
        return cls(counts=rows, assignment=amap)

    def counts_array(self) -> np.ndarray:
        """``counts`` as an ``int64`` array of shape (servers, stages)."""
        return np.array(self.counts, dtype=np.int64).reshape(len(self.counts), -1)

    def to_dict(self) -> dict[str, list[list[int]]]:
        """JSON form (see the module docstring)."""
        out = {"counts": [list(r) for r in self.counts]}
        if self.assignment is not None:
            out["assignment"] = [list(r) for r in self.assignment]
        return out

    @classmethod
    def from_dict(cls, data: ScheduleData | PlacementSchedule) -> PlacementSchedule:
        """Read the JSON form (an object, or a bare counts list).

        Raises
        ------
        InstanceError
            Naming the field, e.g. ``schedule.counts[1][0]: must be an integer, got 0.4``.
        """
        if isinstance(data, PlacementSchedule):
            return data
        if isinstance(data, Mapping):
            V.known_keys(data, ("counts", "assignment"), "schedule")
            counts_raw = V.required(data, "counts", "schedule")
            assign_raw = data.get("assignment")
        else:
            counts_raw, assign_raw = data, None
        counts = _int_rows(counts_raw, "schedule.counts")
        if not counts or any(len(r) != len(counts[0]) for r in counts) or not counts[0]:
            raise InstanceError("schedule.counts", "must be a non-empty rectangular "
                                "servers x stages list of lists")
        assignment = None if assign_raw is None else _int_rows(assign_raw,
                                                               "schedule.assignment")
        return cls(counts=counts, assignment=assignment)


__all__ = ["PlacementSchedule", "ScheduleData"]
