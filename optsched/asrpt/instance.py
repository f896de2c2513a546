"""Placement instances (a job + a cluster + free GPUs per server), verifier, evaluator.

File format (``"family": "asrpt"``)::

    {"family": "asrpt", "version": 1, "name": "fig2",
     "job": {"allreduce": "ring", "iterations": 1, "stages": [{"replicas": 2, ...}]},
     "cluster": {"servers": 3, "gpus_per_server": 4, "inter_gbps": 10, "intra_gbps": 2400},
     "free_gpus": [4, 1, 1]}

A schedule is ``{"counts": [[x^0_0, x^0_1, ...], ...]}`` (servers x stages, the
``free_gpus`` order), optionally with ``"assignment"`` (``assignment[s][r]`` = server of
replica r of stage s), which must then agree with ``counts``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from optsched.core.errors import InstanceError

from .itertime import TimeModel
from .job import Cluster, Job, _check_keys, check_free_gpus

FAMILY = "asrpt"
VERSION = 1


@dataclass(frozen=True)
class PlacementInstance:
    job: Job
    cluster: Cluster
    free_gpus: tuple[int, ...]
    name: str = ""
    family: str = FAMILY

    def __post_init__(self) -> None:
        object.__setattr__(self, "free_gpus",
                           check_free_gpus(self.free_gpus, self.cluster, self.job))

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> PlacementInstance:
        _check_keys(d, {"family", "version", "name", "job", "cluster", "free_gpus"},
                    "instance")
        if d.get("family") != FAMILY:
            raise InstanceError("family", f"must be {FAMILY!r}, got {d.get('family')!r}")
        if d.get("version", VERSION) != VERSION:
            raise InstanceError("version", f"must be {VERSION}, got {d.get('version')!r}")
        for key in ("job", "cluster", "free_gpus"):
            if key not in d:
                raise InstanceError(key, "missing field")
        job = Job.from_dict(d["job"], "job")
        cluster = Cluster.from_dict(d["cluster"], "cluster")
        free = check_free_gpus(d["free_gpus"], cluster, job)
        name = d.get("name", "")
        if not isinstance(name, str):
            raise InstanceError("name", f"must be a string, got {name!r}")
        return cls(job=job, cluster=cluster, free_gpus=free, name=name)

    def to_dict(self) -> dict[str, Any]:
        return {"family": FAMILY, "version": VERSION, "name": self.name,
                "job": self.job.to_dict(), "cluster": self.cluster.to_dict(),
                "free_gpus": list(self.free_gpus)}


def _schedule_counts(inst: PlacementInstance, schedule: Any) -> tuple[Any, list[str]]:
    if isinstance(schedule, Mapping):
        counts = schedule.get("counts")
    else:
        counts = schedule
    if counts is None:
        return None, ["schedule.counts: missing"]
    try:
        X = np.asarray(counts)
    except Exception:  # noqa: BLE001
        return None, ["schedule.counts: not a rectangular array"]
    M, S = len(inst.free_gpus), inst.job.num_stages
    if X.shape != (M, S):
        return None, [f"schedule.counts: shape {X.shape}, expected ({M}, {S})"]
    if X.dtype.kind not in "iuf" or (X.dtype.kind == "f" and not np.all(np.mod(X, 1) == 0)):
        return None, ["schedule.counts: entries must be integers"]
    return X.astype(np.int64), []


def verify(inst: PlacementInstance, schedule: Any) -> list[str]:
    """Violations of eqs. (2)-(3): every stage gets exactly k_s replicas, every server at
    most its free GPUs, counts >= 0; an assignment, if given, must match the counts."""
    X, errs = _schedule_counts(inst, schedule)
    if errs:
        return errs
    out = []
    for m, s in np.argwhere(X < 0):
        out.append(f"counts[{m}][{s}] = {X[m, s]} < 0")
    for s, k in enumerate(inst.job.replicas):
        if X[:, s].sum() != k:
            out.append(f"stage {s}: {int(X[:, s].sum())} replicas placed, needs {k}")
    for m, f in enumerate(inst.free_gpus):
        if X[m].sum() > f:
            out.append(f"server {m}: {int(X[m].sum())} GPUs used > {f} free")
    if isinstance(schedule, Mapping) and schedule.get("assignment") is not None:
        A = schedule["assignment"]
        try:
            ok = len(A) == inst.job.num_stages and all(
                len(A[s]) == k for s, k in enumerate(inst.job.replicas))
            if ok:
                Y = np.zeros_like(X)
                for s, row in enumerate(A):
                    for m in row:
                        Y[int(m), s] += 1
                ok = bool((Y == X).all())
        except (TypeError, ValueError, IndexError):
            ok = False
        if not ok:
            out.append("assignment: does not match counts")
    return out


def evaluate(inst: PlacementInstance, schedule: Any) -> tuple[float, dict[str, Any]]:
    """Per-iteration training time alpha (eq. (7)) in seconds, with the bottleneck."""
    X, errs = _schedule_counts(inst, schedule)
    if errs:
        raise InstanceError("schedule", errs[0])
    tm = TimeModel(inst.job, inst.cluster)
    beta = tm.beta_matrix_ms(X)
    m, s = np.unravel_index(int(np.argmax(beta)), beta.shape)
    alpha_ms = float(beta[m, s])
    return alpha_ms / 1000.0, {"alpha_ms": alpha_ms, "bottleneck_server": int(m),
                               "bottleneck_stage": int(s),
                               "servers_used": int((X.sum(axis=1) > 0).sum())}


def unschedulable(inst: PlacementInstance) -> str | None:
    if sum(inst.free_gpus) < inst.job.gpus:
        return f"total {sum(inst.free_gpus)} free GPUs < the {inst.job.gpus} the job needs"
    return None
