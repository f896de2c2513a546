"""Enumeration of a job's placements on an empty cluster (for the exact model, exact
alpha^min and the Theorem 1 bound).

A placement is a matrix ``X[m, s]`` = x^m_{i,s} with column sums k_{i,s} (eq. (2)) and
row sums <= g (eq. (3) on an empty server). Only its **usage vector** u_m = sum_s X[m, s]
matters for capacity, so for every usage vector we keep the placement with the smallest
alpha (eq. (7)): any schedule using another placement with the same usage can switch to
it without violating capacity and without increasing any completion time.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import cache

import numpy as np

from optsched.core.errors import InstanceError
from optsched.core.interrupt import check_building as _check_interrupt

from ..itertime import TimeModel
from ..job import Cluster, Job

#: refuse enumerations with more raw placements than this
MAX_RAW_PLACEMENTS = 2_000_000


@dataclass(frozen=True)
class Option:
    """The best placement for one usage vector: ``usage[m]`` GPUs on server m,
    ``counts`` (servers x stages), ``alpha`` (s, eq. (7))."""

    usage: tuple[int, ...]
    counts: tuple[tuple[int, ...], ...]
    alpha: float


@cache
def _compositions(k: int, parts: int) -> tuple[tuple[int, ...], ...]:
    """All ways to write k as an ordered sum of ``parts`` non-negative integers."""
    if parts == 1:
        return ((k,),)
    out = []
    for first in range(k + 1):
        for rest in _compositions(k - first, parts - 1):
            out.append((first, *rest))
    return tuple(out)


def raw_placement_count(job: Job, servers: int) -> int:
    """Number of count matrices with the right column sums (before the row-capacity
    filter): prod_s C(k_s + M - 1, M - 1), computed without enumerating."""
    n = 1
    for k in job.replicas:
        n *= math.comb(k + servers - 1, servers - 1)
    return n


def enumerate_options(job: Job, cluster: Cluster, servers: int | None = None) -> list[Option]:
    """Min-alpha placement per usage vector over ``servers`` (default all) empty servers,
    sorted by usage vector."""
    M = cluster.servers if servers is None else servers
    g = cluster.gpus_per_server
    raw = raw_placement_count(job, M)
    if raw > MAX_RAW_PLACEMENTS:
        raise InstanceError("instance", f"job {job.name or '?'} has {raw} raw placements on "
                            f"{M} servers (> {MAX_RAW_PLACEMENTS}); too large to enumerate")
    tm = TimeModel(job, cluster)
    per_stage = [_compositions(k, M) for k in job.replicas]
    best: dict[tuple[int, ...], tuple[float, tuple[tuple[int, ...], ...]]] = {}
    alpha_of: dict[tuple[tuple[int, ...], ...], float] = {}
    for step, cols in enumerate(itertools.product(*per_stage)):
        if step % 256 == 255:
            _check_interrupt()  # Ctrl-C, and the time limit: enumeration counts
        usage = tuple(sum(c[m] for c in cols) for m in range(M))
        if max(usage) > g:
            continue
        rows = tuple(tuple(c[m] for c in cols) for m in range(M))
        canon = tuple(sorted(r for r in rows if any(r)))
        a = alpha_of.get(canon)
        if a is None:
            a = tm.alpha_ms(np.array(canon, dtype=np.int64)) / 1000.0
            alpha_of[canon] = a
        cur = best.get(usage)
        if cur is None or a < cur[0] - 1e-15 or (abs(a - cur[0]) <= 1e-15 and rows < cur[1]):
            best[usage] = (a, rows)
    return [Option(usage=u, counts=best[u][1], alpha=best[u][0]) for u in sorted(best)]


def alpha_min_exact(job: Job, cluster: Cluster) -> float:
    """alpha^min_i: the smallest eq. (7) value over all placements on min(M, g_i) empty
    servers (more servers than GPUs cannot help: some would be empty), seconds."""
    M = min(cluster.servers, job.gpus)
    return min(o.alpha for o in enumerate_options(job, cluster, servers=M))
