"""Placing one job's workers and PSs on free server capacity (used by the baselines).

A baseline fixes the worker type ``m``, the PS type ``p`` and the number of workers ``n``;
:func:`pack` then finds servers: co-located on one server if possible (``q_j = 1``, the
faster eq. (1)/(14) case), otherwise PSs on one server with the least count meeting
(2e)/(2i) and the workers first-fit on the others. The duration follows from (2f) with
the ``q_j`` of the placement found (``Cluster.durations``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from optsched.core.errors import InstanceError

from ..schedule import JobPlacement
from .cluster import Cluster, duration_table, fits, floor_units


@dataclass(frozen=True)
class Packed:
    """A placement without a start: types, per-server counts, duration."""

    m: int
    p: int
    workers: tuple[int, ...]
    ps: tuple[int, ...]
    duration: int

    def at(self, start: int) -> JobPlacement:
        return JobPlacement(start=int(start), duration=int(self.duration),
                            worker_type=self.m, workers=self.workers,
                            ps_type=None if self.p < 0 else self.p, ps=self.ps)

    def demand(self, cl: Cluster) -> np.ndarray:
        """``(H, R)`` resources used per slot."""
        out = np.outer(np.asarray(self.workers, dtype=float), cl.e[self.m])
        if self.p >= 0:
            out += np.outer(np.asarray(self.ps, dtype=float), cl.z[self.p])
        return out


class Durations:
    """Cached ``duration_table`` per (job, colocated)."""

    def __init__(self, cl: Cluster) -> None:
        self.cl = cl
        self._get = lru_cache(maxsize=None)(self._table)

    def _table(self, j: int, colocated: bool) -> np.ndarray:
        return duration_table(self.cl.instance, j, colocated)

    def __call__(self, j: int, m: int, p: int, n: int, colocated: bool) -> int:
        return int(self._get(j, colocated)[m, max(p, 0), n - 1])


def pack(cl: Cluster, dur: Durations, free: np.ndarray, j: int, m: int, p: int,
         n: int) -> Packed | None:
    """Place ``n`` workers of type ``m`` (and PSs of type ``p`` for PS jobs) on ``free``
    (``(H, R)``, the capacity left for the job's whole run); None if they do not fit."""
    H = cl.H
    e = cl.e[m]
    is_ps = p >= 0
    one = n * e + (cl.z[p] if is_ps else 0.0)
    ok = np.flatnonzero(fits(one[None, :], free))
    if ok.size:                                   # q_j = 1: first server that holds all
        h = int(ok[0])
        y1 = [0] * H
        s1 = [0] * H
        y1[h] = n
        if is_ps:
            s1[h] = 1
        return Packed(m, p, tuple(y1), tuple(s1), dur(j, m, p, n, True))
    if not is_ps and n == 1:
        return None
    capw = floor_units(free, e)
    if not is_ps:
        if capw.sum() < n:
            return None
        y = np.zeros(H, dtype=np.int64)
        need = n
        for h in np.argsort(-capw, kind="stable"):  # fewest servers: largest first
            k = min(int(capw[h]), need)
            y[h] = k
            need -= k
            if need == 0:
                break
        return Packed(m, -1, tuple(int(x) for x in y), (0,) * H, dur(j, m, p, n, False))
    z = cl.z[p]
    g = np.arange(n + 1)
    sg = np.array([cl.ps_count(m, p, n - int(x)) for x in g], dtype=np.int64)
    need = g[:, None] * e[None, :] + sg[:, None] * z[None, :]               # (n+1, R)
    ok = np.asarray(fits(need[None, :, :], free[:, None, :]))              # (H, n+1)
    ok &= g[None, :] <= capw[:, None]
    ok &= (capw.sum() - capw)[:, None] >= (n - g)[None, :]                 # rest fits
    ok[:, n] = False                                                       # = co-location
    rows = np.asarray(ok.any(axis=1))
    if not rows.any():
        return None
    order = np.argsort(-free[:, cl.instance.bandwidth_index()], kind="stable")
    for srv_ in order[rows[order]][:1]:
        srv = int(srv_)
        gg = int(np.flatnonzero(ok[srv])[-1])        # most workers beside the PSs
        others = capw.copy()
        others[srv] = 0
        y = np.zeros(H, dtype=np.int64)
        y[srv] = gg
        rest = n - gg
        for h in np.argsort(-others, kind="stable"):
            if rest == 0:
                break
            k = min(int(others[h]), rest)
            y[h] = k
            rest -= k
        s = [0] * H
        s[srv] = int(sg[gg])
        return Packed(m, p, tuple(int(x) for x in y), tuple(s), dur(j, m, p, n, False))
    return None


def ideal_types(cl: Cluster, j: int) -> tuple[int, int]:
    """The "ideal" worker and PS types of Section 7 (most expedited single-job training):
    the worker type with the least per-mini-batch time ``v_jm + 2 pi_j / b_m``, the PS
    type with the least update time ``U_j^p`` (ties: lower index)."""
    inst = cl.instance
    job = inst.jobs[j]
    m = min(range(cl.M), key=lambda k: (job.minibatch_time_slots[k] + inst.comm_slots(j, k), k))
    if not job.is_ps:
        return m, -1
    p = min(range(cl.P), key=lambda k: (job.update_time_ms[k], k))
    return m, p


def ideal_config(cl: Cluster, dur: Durations, j: int) -> tuple[int, int, int]:
    """Ideal types and the most workers (at most ``D_j``, (2g)) that fit on the empty
    cluster: ``(m, p, n)``.

    The ideal types are those of :func:`ideal_types`; when one worker of that type (with
    its PS type) fits on no empty server, the next types in the same order are tried
    (ours: the paper assumes the ideal configuration always fits).
    """
    inst = cl.instance
    job = inst.jobs[j]
    ms = sorted(range(cl.M), key=lambda k: (job.minibatch_time_slots[k] + inst.comm_slots(j, k),
                                            k))
    ps = sorted(range(cl.P), key=lambda k: (job.update_time_ms[k], k)) if job.is_ps else [-1]
    for m in ms:
        for p in ps:
            for n in range(job.chunks, 0, -1):
                if pack(cl, dur, cl.cap, j, m, p, n) is not None:
                    return m, p, n
    raise InstanceError(f"jobs[{j}]", f"job {job.name!r}: no worker type fits on an empty "
                        "server")
