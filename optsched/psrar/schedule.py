"""psrar schedules: one placement per job (or ``None`` when the job is not scheduled,
allowed only for the max-weight problem (7)/(16)).

A :class:`JobPlacement` holds the decisions of Section 3.1 for one job: start slot
(``x_jt = 1``), duration ``d_j`` (slots), the single worker type ``m`` (2b), the number
of workers ``y_jhm`` of that type on every server ``h``, the single PS type ``p`` (2c;
``None`` for RAR jobs) and the number of PSs ``s_jhp`` of that type on every server.
The job occupies slots ``start .. start+duration-1`` and completes at
``start + duration``. Co-location ``q_j`` is not stored: it follows from the placement
(all workers and PSs on one server).

A *preempted* job (for preemptive baselines such as Tiresias; the exact models never
produce one) is a tuple of placements, its *pieces*, in time order and not overlapping;
each piece is a full configuration and (2f) sums the work of all pieces (see
:mod:`.verify`). ``c_j`` is the completion of the last piece.

``PsrarSchedule.to_dict()`` is exactly ``dataclasses.asdict`` (so a Result holding the
schedule serialises to the same JSON) and :meth:`PsrarSchedule.from_dict` reads it back.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from optsched.core import validate as V
from optsched.core.errors import InstanceError

if TYPE_CHECKING:
    from .instance import PsrarInstance


@dataclass(frozen=True)
class JobPlacement:
    """Placement of one job: start slot, duration ``d_j``, worker type ``m`` with
    ``workers[h] = y_jhm``, PS type ``p`` (``None`` for RAR) with ``ps[h] = s_jhp``."""

    start: int
    duration: int
    worker_type: int
    workers: tuple[int, ...]
    ps_type: int | None
    ps: tuple[int, ...]

    @property
    def completion(self) -> int:
        """``c_j = start + d_j`` (slots)."""
        return self.start + self.duration

    @property
    def n_workers(self) -> int:
        """``Phi = sum_h y_jhm``."""
        return sum(self.workers)

    @property
    def n_ps(self) -> int:
        return sum(self.ps)

    def servers_used(self) -> tuple[int, ...]:
        """Servers hosting a worker or a PS of the job."""
        return tuple(h for h, (y, s) in enumerate(zip(self.workers, self.ps)) if y or s)

    @property
    def colocated(self) -> bool:
        """``q_j``: all workers and PSs on one physical server (2d)/(15a)."""
        return len(self.servers_used()) == 1

    def to_dict(self) -> dict[str, Any]:
        return {"start": self.start, "duration": self.duration,
                "worker_type": self.worker_type, "workers": list(self.workers),
                "ps_type": self.ps_type, "ps": list(self.ps)}

    @classmethod
    def from_dict(cls, d: Any, path: str = "placement") -> JobPlacement:
        if not isinstance(d, Mapping):
            raise InstanceError(path, f"must be an object or null, got {d!r}")
        V.known_keys(d, ("start", "duration", "worker_type", "workers", "ps_type", "ps"), path)
        for k in ("start", "duration", "worker_type", "workers", "ps"):
            V.required(d, k, path)
        ps_type = d.get("ps_type")
        return cls(start=_int(d["start"], f"{path}.start"),
                   duration=_int(d["duration"], f"{path}.duration"),
                   worker_type=_int(d["worker_type"], f"{path}.worker_type"),
                   workers=_ints(d["workers"], f"{path}.workers"),
                   ps_type=None if ps_type is None else _int(ps_type, f"{path}.ps_type"),
                   ps=_ints(d["ps"], f"{path}.ps"))


#: one job's entry: a placement, its pieces (preempted job) or None (not scheduled)
Entry = JobPlacement | tuple[JobPlacement, ...] | None


def pieces(entry: Entry) -> tuple[JobPlacement, ...]:
    """The entry's placements in the given order (``()`` for an unscheduled job)."""
    if entry is None:
        return ()
    if isinstance(entry, JobPlacement):
        return (entry,)
    return tuple(entry)


def completion(entry: Entry) -> int | None:
    """``c_j``: completion of the (last) piece, None if not scheduled."""
    ps = pieces(entry)
    return max(p.completion for p in ps) if ps else None


@dataclass(frozen=True)
class PsrarSchedule:
    """One entry per job of the instance, in job order; ``None`` = not scheduled,
    a tuple of placements = a preempted job's pieces."""

    jobs: tuple[Entry, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"jobs": [None if p is None else p.to_dict() if isinstance(p, JobPlacement)
                         else [q.to_dict() for q in p] for p in self.jobs]}

    @classmethod
    def from_dict(cls, d: Any, instance: PsrarInstance | None = None) -> PsrarSchedule:
        """Parse (``{"jobs": [placement | null, ...]}``); with ``instance``, the number
        of entries and of per-server counts are checked against it."""
        if isinstance(d, PsrarSchedule):
            return d
        if not isinstance(d, Mapping) or "jobs" not in d:
            raise InstanceError("schedule", "must be an object with a 'jobs' list")
        raw = d["jobs"]
        if not isinstance(raw, list):
            raise InstanceError("schedule.jobs", f"must be a list, got {type(raw).__name__}")
        jobs = tuple(_entry(e, f"schedule.jobs[{j}]") for j, e in enumerate(raw))
        if instance is not None:
            if len(jobs) != len(instance.jobs):
                raise InstanceError("schedule.jobs", f"has {len(jobs)} entries, the instance "
                                    f"{len(instance.jobs)} jobs")
            nh = len(instance.servers)
            for j, e in enumerate(jobs):
                for pl in pieces(e):
                    if len(pl.workers) != nh or len(pl.ps) != nh:
                        raise InstanceError(f"schedule.jobs[{j}]", f"workers and ps need "
                                            f"one count per server ({nh})")
        return cls(jobs)


def _entry(e: Any, path: str) -> Entry:
    if e is None:
        return None
    if isinstance(e, JobPlacement):
        return e
    if isinstance(e, (list, tuple)):
        if not e:
            raise InstanceError(path, "a preempted job needs at least one piece (use null "
                                "for an unscheduled job)")
        return tuple(q if isinstance(q, JobPlacement) else
                     JobPlacement.from_dict(q, f"{path}[{k}]") for k, q in enumerate(e))
    return JobPlacement.from_dict(e, path)


def _int(v: Any, path: str) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or (
            isinstance(v, float) and (not math.isfinite(v) or not v.is_integer())):
        raise InstanceError(path, f"must be an integer, got {v!r}")
    return int(v)


def _ints(v: Any, path: str) -> tuple[int, ...]:
    if not isinstance(v, Sequence) or isinstance(v, str):
        raise InstanceError(path, f"must be a list of integers, got {v!r}")
    return tuple(_int(x, f"{path}[{k}]") for k, x in enumerate(v))
