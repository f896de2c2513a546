"""The HGSP schedule: one :class:`ScheduledTask` per task (paper hgsp, Section I-C).

A schedule names every task's GPU and start time (time units); ``end`` is optional in
files (``start + p_ij`` when absent) and checked by the verifier when present. The JSON
form is the list ``[{"task": id, "gpu": id, "start": s, "end": e}, ...]`` that optsched
has always written, so older schedule and Result files keep loading.

Algorithms work with two arrays, ``gpu[i]`` (GPU index) and ``start[i]``;
:meth:`HgspSchedule.from_arrays` / :meth:`HgspSchedule.arrays` convert.

Examples
--------
>>> s = HgspSchedule.from_dict([{"task": "a", "gpu": "g0", "start": 0, "end": 2.5}])
>>> s.rows[0].end, s.to_dict()[0]["gpu"]
(2.5, 'g0')
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from optsched.core import validate as V
from optsched.core.errors import InstanceError

from .instance import HgspInstance

_ROW_KEYS = ("task", "gpu", "start", "end")


@dataclass(frozen=True)
class ScheduledTask:
    """Task ``task`` (its id) runs on GPU ``gpu`` (its id) from ``start`` to ``end``.

    Parameters
    ----------
    task, gpu : str
        Ids as in the instance.
    start : float
        Start time ``s_i`` (time units).
    end : float or None
        Completion ``c_i = s_i + p_ij`` (eq. 4, time units); None = not given.
    """

    task: str
    gpu: str
    start: float
    end: float | None = None

    def to_dict(self) -> dict[str, str | float]:
        """JSON row ``{task, gpu, start[, end]}``."""
        d: dict[str, str | float] = {"task": self.task, "gpu": self.gpu, "start": self.start}
        if self.end is not None:
            d["end"] = self.end
        return d


@dataclass(frozen=True)
class HgspSchedule:
    """A schedule: one row per task, in any order (the verifier checks completeness).

    Parameters
    ----------
    rows : tuple of ScheduledTask
    """

    rows: tuple[ScheduledTask, ...]

    def __iter__(self) -> Iterator[ScheduledTask]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    # ------------------------------------------------------------------ arrays
    @classmethod
    def from_arrays(cls, inst: HgspInstance, gpu: np.ndarray,
                    start: np.ndarray) -> HgspSchedule:
        """Rows in task order from GPU indices and starts (time units);
        ``end = start + p[i, gpu[i]]`` (eq. 4)."""
        p = inst.p
        rows = []
        for i, t in enumerate(inst.tasks):
            j = int(gpu[i])
            s = float(start[i])
            rows.append(ScheduledTask(t.id, inst.gpus[j].id, s, s + float(p[i, j])))
        return cls(tuple(rows))

    def arrays(self, inst: HgspInstance) -> tuple[np.ndarray, np.ndarray, np.ndarray,
                                                  list[str]]:
        """``(gpu, start, end, problems)`` indexed by task (``-1``/NaN where a task is
        missing); ``problems`` lists unknown ids and tasks scheduled twice. A missing
        ``end`` is ``start + p_ij``."""
        problems: list[str] = []
        n = inst.n
        gpu = np.full(n, -1, dtype=np.int64)
        start = np.full(n, np.nan)
        end = np.full(n, np.nan)
        for k, r in enumerate(self.rows):
            i = inst.task_index.get(r.task)
            if i is None:
                problems.append(f"schedule[{k}].task: unknown task {r.task!r}")
                continue
            j = inst.gpu_index.get(r.gpu)
            if j is None:
                problems.append(f"schedule[{k}].gpu: task {r.task!r} on unknown GPU {r.gpu!r}")
                continue
            if gpu[i] >= 0:
                problems.append(f"schedule[{k}].task: task {r.task!r} scheduled more than once")
                continue
            gpu[i], start[i] = j, r.start
            end[i] = r.start + inst.p[i, j] if r.end is None else r.end
        return gpu, start, end, problems

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> list[dict[str, str | float]]:
        """The JSON form: a list of ``{task, gpu, start, end}`` rows."""
        return [r.to_dict() for r in self.rows]

    @classmethod
    def from_dict(cls, data: object, instance: HgspInstance | None = None) -> HgspSchedule:
        """Parse the JSON form strictly.

        Ids must be strings (or non-negative integers, read as their decimal string);
        ``start``/``end`` finite numbers (no bools, strings, NaN, inf). ``instance`` is
        accepted for the common interface (ids are resolved by the verifier).

        Raises
        ------
        InstanceError
            Naming the field, e.g. ``schedule[2].end: must be a finite number, got nan``.
        """
        if isinstance(data, HgspSchedule):
            return data
        rows = []
        for where, r in V.records(data, "schedule", _ROW_KEYS, ("task", "gpu", "start"),
                                  "{task, gpu, start, end}"):
            task = _ident(r["task"], f"{where}.task")
            gpu = _ident(r["gpu"], f"{where}.gpu")
            start = _finite(r["start"], f"{where}.start")
            end = _finite(r["end"], f"{where}.end") if r.get("end") is not None else None
            rows.append(ScheduledTask(task, gpu, start, end))
        return cls(tuple(rows))


def _ident(v: object, path: str) -> str:
    if isinstance(v, str):
        return v
    if isinstance(v, int) and not isinstance(v, bool) and v >= 0:
        return str(v)
    raise InstanceError(path, f"must be an id (a string), got {v!r}")


def _finite(v: object, path: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise InstanceError(path, f"must be a finite number, got {v!r}")
    return float(v)


def left_shift(inst: HgspInstance, gpu: np.ndarray, start: np.ndarray) -> np.ndarray:
    """Semi-active re-timing: keep the GPU assignment and per-GPU order (by ``start``,
    ties by index), start each task at ``max(a_i, end of its predecessor)``.

    Removes only idle time, so it never increases a regular objective such as eq. (1);
    used to read back solver solutions (tolerance-level overlaps vanish, and a schedule of
    a discretised copy becomes feasible for the real data).

    Parameters
    ----------
    inst : HgspInstance
    gpu : ndarray of int, shape (n,)
    start : ndarray of float, shape (n,)
        Start times (time units) that define the per-GPU order.

    Returns
    -------
    ndarray of float, shape (n,)
        The new start times (time units).
    """
    new = np.empty_like(start)
    p = inst.p
    for j in range(inst.m):
        idx = np.flatnonzero(gpu == j)
        idx = idx[np.lexsort((idx, start[idx]))]
        t = 0.0
        for i in idx:
            s = max(inst.arrival[i], t)
            new[i] = s
            t = s + p[i, j]
    return new


def as_schedule(schedule: HgspSchedule | Sequence[Mapping[str, object]]) -> HgspSchedule:
    """``schedule`` itself, or parsed from its JSON form (raises InstanceError)."""
    if isinstance(schedule, HgspSchedule):
        return schedule
    return HgspSchedule.from_dict(schedule)
