"""Schedules of ``asrpt-online`` instances: a start time and a placement per job.

``runs[i]`` belongs to ``instance.jobs[i]``:

* ``start`` -- t_i, seconds (problem (8));
* ``servers`` -- the distinct servers used, ``counts[r][s]`` = x^m_{i,s} for
  ``m = servers[r]`` (replicas of stage s there);
* ``alpha`` -- the per-iteration time (s) the producer used, or None; the verifier
  recomputes eq. (7) and rejects a claimed value that differs (relative 1e-6).

The job then runs without preemption on exactly those GPUs for n_i * alpha_i seconds.
The dict form (``to_dict``) equals ``dataclasses.asdict`` of the schedule, so a Result
written to JSON reads back with :meth:`OnlineSchedule.from_dict`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from optsched.core.errors import InstanceError
from optsched.core.validate import integer, known_keys, mapping, number


@dataclass(frozen=True)
class JobRun:
    start: float
    servers: tuple[int, ...]
    counts: tuple[tuple[int, ...], ...]
    alpha: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"start": self.start, "servers": list(self.servers),
                "counts": [list(r) for r in self.counts], "alpha": self.alpha}


@dataclass(frozen=True)
class OnlineSchedule:
    runs: tuple[JobRun, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"runs": [r.to_dict() for r in self.runs]}

    @classmethod
    def from_dict(cls, d: Any, instance: Any = None) -> OnlineSchedule:
        mapping(d, "schedule")
        known_keys(d, {"runs"}, "schedule")
        rows = d.get("runs")
        if not isinstance(rows, list):
            raise InstanceError("schedule.runs", "must be a list")
        runs = []
        for i, r in enumerate(rows):
            p = f"schedule.runs[{i}]"
            mapping(r, p)
            known_keys(r, {"start", "servers", "counts", "alpha"}, p)
            for key in ("start", "servers", "counts"):
                if key not in r:
                    raise InstanceError(f"{p}.{key}", "missing field")
            if not isinstance(r["servers"], list):
                raise InstanceError(f"{p}.servers", "must be a list of server indices")
            if not isinstance(r["counts"], list) or not all(isinstance(c, list)
                                                            for c in r["counts"]):
                raise InstanceError(f"{p}.counts", "must be a list of lists")
            alpha = r.get("alpha")
            runs.append(JobRun(
                start=number(r["start"], f"{p}.start"),
                servers=tuple(integer(m, f"{p}.servers[{k}]", 0)
                              for k, m in enumerate(r["servers"])),
                counts=tuple(tuple(integer(x, f"{p}.counts[{k}][{s}]", 0)
                                   for s, x in enumerate(row))
                             for k, row in enumerate(r["counts"])),
                alpha=None if alpha is None else number(alpha, f"{p}.alpha", positive=True)))
        return cls(runs=tuple(runs))


def as_schedule(schedule: Any) -> OnlineSchedule:
    """An :class:`OnlineSchedule` from itself or its dict form."""
    if isinstance(schedule, OnlineSchedule):
        return schedule
    if isinstance(schedule, Mapping):
        return OnlineSchedule.from_dict(schedule)
    raise InstanceError("schedule", f"expected an OnlineSchedule or its dict, got "
                        f"{type(schedule).__name__}")
