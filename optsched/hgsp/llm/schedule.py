"""The hgsp-llm schedule: one :class:`GangRun` per task (paper hgsp, Section VI-A).

JSON form (unchanged, so older files keep loading): a list of
``{"task": id, "gpus": [gpu ids], "start": s, "end": e}`` (seconds).

Examples
--------
>>> s = LlmSchedule.from_dict([{"task": "t0", "gpus": ["h100-0"], "start": 0, "end": 2}])
>>> s.entries[0].gpus, s.to_dict()[0]["end"]
(('h100-0',), 2.0)
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from optsched.core import validate as V
from optsched.core.errors import InstanceError

_KEYS = ("task", "gpus", "start", "end")


@dataclass(frozen=True)
class GangRun:
    """Task ``task`` runs on the gang ``gpus`` (GPU ids) from ``start`` to ``end`` (s).

    Parameters
    ----------
    task : str
        Task id.
    gpus : tuple of str
        The ``tau_i`` GPU ids of the gang.
    start, end : float
        Start ``s_i`` and completion ``c_i`` (s).
    """

    task: str
    gpus: tuple[str, ...]
    start: float
    end: float

    def to_dict(self) -> dict[str, str | float | list[str]]:
        """JSON entry ``{task, gpus, start, end}``."""
        return {"task": self.task, "gpus": list(self.gpus), "start": self.start,
                "end": self.end}


@dataclass(frozen=True)
class LlmSchedule:
    """A gang schedule: one :class:`GangRun` per task (the verifier checks
    completeness)."""

    entries: tuple[GangRun, ...]

    def __iter__(self) -> Iterator[GangRun]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def __getitem__(self, k: int) -> GangRun:
        return self.entries[k]

    def to_dict(self) -> list[dict[str, str | float | list[str]]]:
        """The JSON form (list of entries)."""
        return [e.to_dict() for e in self.entries]

    @classmethod
    def from_dict(cls, data: object, instance: object | None = None) -> LlmSchedule:
        """Parse the JSON form strictly (ids: strings; times: finite numbers, no bools or
        strings); ``instance`` is accepted for the common interface.

        Raises
        ------
        InstanceError
            Naming the field, e.g. ``schedule[0].end: must be a finite number, got nan``.
        """
        if isinstance(data, LlmSchedule):
            return data
        out = []
        for where, e in V.records(data, "schedule", _KEYS, _KEYS, "{task, gpus, start, end}"):
            gpus = e["gpus"]
            if not isinstance(gpus, list):
                raise InstanceError(f"{where}.gpus", f"must be a list of GPU ids, got {gpus!r}")
            out.append(GangRun(_ident(e["task"], f"{where}.task"),
                               tuple(_ident(g, f"{where}.gpus[{q}]") for q, g in
                                     enumerate(gpus)),
                               _finite(e["start"], f"{where}.start"),
                               _finite(e["end"], f"{where}.end")))
        return cls(tuple(out))


def _ident(v: object, path: str) -> str:
    if isinstance(v, str):
        return v
    raise InstanceError(path, f"must be an id (a string), got {v!r}")


def _finite(v: object, path: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise InstanceError(path, f"must be a finite number, got {v!r}")
    return float(v)


def as_schedule(schedule: LlmSchedule | Sequence[Mapping[str, object]]) -> LlmSchedule:
    """``schedule`` itself, or parsed from its JSON form (raises InstanceError)."""
    if isinstance(schedule, LlmSchedule):
        return schedule
    return LlmSchedule.from_dict(schedule)
