"""Placement instances (a job + a cluster + free GPUs per server), verifier, evaluator.

File format (``"family": "asrpt"``)::

    {"family": "asrpt", "version": 1, "name": "fig2",
     "job": {"allreduce": "ring", "iterations": 1, "stages": [{"replicas": 2, ...}]},
     "cluster": {"servers": 3, "gpus_per_server": 4, "inter_gbps": 10, "intra_gbps": 2400},
     "free_gpus": [4, 1, 1]}

Schedules are :class:`~optsched.asrpt.schedule.PlacementSchedule` (``schedule.py``),
checked by :mod:`.verify`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import cast

from optsched.core.errors import InstanceError

from .job import Cluster, Job, _check_keys, check_free_gpus
from .timemodel import TimeModel

FAMILY = "asrpt"
VERSION = 1


@dataclass(frozen=True)
class PlacementInstance:
    """One placement decision: a job, the cluster, the free GPUs of candidate servers.

    Attributes
    ----------
    job : Job
        Stages with replicas ``k_s`` and times in ms / data in MB (Section III).
    cluster : Cluster
        ``servers`` M, ``gpus_per_server`` g, ``inter_gbps`` / ``intra_gbps`` (Gbit/s).
    free_gpus : tuple of int
        Free GPUs of each candidate server (the set M_i of eq. (3)), ``<= g`` each.
    name : str
        Instance name (the ``name`` field of the file).

    Examples
    --------
    >>> from optsched.core import load_instance
    >>> inst = load_instance("instances/asrpt/fig2-example.json")
    >>> inst.free_gpus, inst.job.replicas
    ((4, 1, 1), (2, 2, 2))
    """

    job: Job
    cluster: Cluster
    free_gpus: tuple[int, ...]
    name: str = ""
    family: str = FAMILY

    def __post_init__(self) -> None:
        object.__setattr__(self, "free_gpus",
                           check_free_gpus(self.free_gpus, self.cluster, self.job))

    @classmethod
    def from_dict(cls, d: Mapping[str, object]) -> PlacementInstance:
        """Read the file format of the module docstring.

        Raises
        ------
        InstanceError
            Naming the field (``job.stages[1].fwd_ms: must be finite, got nan``).
        """
        _check_keys(d, {"family", "version", "name", "job", "cluster", "free_gpus"},
                    "instance")
        if d.get("family") != FAMILY:
            raise InstanceError("family", f"must be {FAMILY!r}, got {d.get('family')!r}")
        if d.get("version", VERSION) != VERSION:
            raise InstanceError("version", f"must be {VERSION}, got {d.get('version')!r}")
        for key in ("job", "cluster", "free_gpus"):
            if key not in d:
                raise InstanceError(key, "missing field")
        job = Job.from_dict(cast(Mapping[str, object], d["job"]), "job")   # checked inside
        cluster = Cluster.from_dict(cast(Mapping[str, object], d["cluster"]), "cluster")
        free = check_free_gpus(d["free_gpus"], cluster, job)
        name = d.get("name", "")
        if not isinstance(name, str):
            raise InstanceError("name", f"must be a string, got {name!r}")
        return cls(job=job, cluster=cluster, free_gpus=free, name=name)

    def to_dict(self) -> dict[str, object]:
        """The file format (``from_dict(to_dict())`` round-trips)."""
        return {"family": FAMILY, "version": VERSION, "name": self.name,
                "job": self.job.to_dict(), "cluster": self.cluster.to_dict(),
                "free_gpus": list(self.free_gpus)}


def time_scale_ms(tm: TimeModel) -> float:
    """A magnitude of this instance's alpha, in ms: the largest beta^m_s of eq. (7) a
    stage can have alone on a server (one replica, no co-located neighbour), or 1.0 when
    every time is 0. Positive, and proportional to the data: multiplying every time by
    ``c`` multiplies it by ``c``. The exact models divide by it (times O(1))."""
    worst = max(tm.beta_ms(s, 1, 0, 0) for s in range(tm.S))
    return worst if worst > 0 else 1.0


def objective_scale(inst: PlacementInstance) -> float:
    """A magnitude of the objective (alpha, seconds) for scale-aware tolerances:
    :func:`time_scale_ms` / 1000.

    Examples
    --------
    >>> from optsched.core import load_instance
    >>> round(objective_scale(load_instance("instances/asrpt/fig2-example.json")), 6)
    0.0824
    """
    return time_scale_ms(TimeModel(inst.job, inst.cluster)) / 1000.0


__all__ = ["FAMILY", "VERSION", "PlacementInstance", "objective_scale", "time_scale_ms"]
