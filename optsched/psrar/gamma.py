"""Enumeration of ``Gamma_j``, the feasible single-job schedules of ILPs (8)/(17).

A schedule ``l`` of job ``j`` fixes the worker type ``m``, the PS type ``p`` (PS jobs),
the workers ``y_jhm`` on every server, the PSs ``s_jhp``, the duration ``d_j`` and the
start slot. Enumerating literally every feasible tuple is wasteful, so ``Gamma_j`` here is
the *canonical* set below; every feasible schedule of the job is dominated by one of
them (same or earlier completion, and per slot and server no more of any resource), so
the packing ILPs over the canonical set have the optimum of problems (2)/(7)/(15)/(16):

1. **Least duration.** ``d_j`` is the least integer meeting (2f) for the placement
   (:meth:`~.instance.PsrarInstance.min_duration`). A longer run of the same placement
   occupies a superset of slots and completes later.
2. **PSs on one server, as few as (2i) allows** (PS jobs). With PS server ``h*``:
   ``s_jh*p = max(1, ceil(b_m * (workers off h*) / B_p))`` and no PS elsewhere.
   Reason: (2i) binds on *every* server hosting a PS, so keeping only the PSs of one of
   them and reducing their number to the least meeting (2i) keeps feasibility, never
   breaks co-location and uses no more resource. The paper's ``A_mincost1/2`` place PSs
   the same way (Algorithm 4, lines 14-22).
3. **Dominated worker vectors dropped** (``prune_dominated=True``): a vector ``y`` is
   dropped when removing one worker from some server gives a placement with no longer
   duration (then that smaller placement dominates it; dominance is transitive and the
   worker count decreases, so some kept schedule dominates every dropped one).

Every worker vector with ``1 <= sum_h y_h <= D_j`` (2g) whose single-job demand fits
every server ((2h) with the job alone) is considered; ``q_j`` follows from the placement
((2d)/(15a)). Start slots run from ``a_j`` to ``deadline - d_j`` ((2j), (7b)). The
deadline is ``tau`` for the max-weight problem; for ``psrar`` (no completion limit in
problem (2)) the exact models pass the proven per-job bounds of :mod:`.horizon`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from optsched.core.errors import InstanceError
from optsched.core.interrupt import check_building as _check_interrupt

from .instance import PsrarInstance, ceil_rel
from .schedule import JobPlacement

#: default cap on sum_j |Gamma_j| for the configuration ILPs
DEFAULT_LIMIT = 200_000


@dataclass(frozen=True)
class Config:
    """A time-free placement of one job: types, counts per server, least duration."""

    worker_type: int
    ps_type: int | None
    workers: tuple[int, ...]
    ps: tuple[int, ...]
    duration: int

    @property
    def colocated(self) -> bool:
        return sum(1 for y, s in zip(self.workers, self.ps) if y or s) == 1

    def at(self, start: int) -> JobPlacement:
        """The schedule of this placement started at slot ``start``."""
        return JobPlacement(start=start, duration=self.duration,
                            worker_type=self.worker_type, workers=self.workers,
                            ps_type=self.ps_type, ps=self.ps)

    def demand(self, instance: PsrarInstance) -> np.ndarray:
        """``f_jh^r(l)``, shape ``(H, R)``."""
        out = np.outer(np.array(self.workers, dtype=float),
                       np.array(instance.worker_types[self.worker_type].demand))
        if self.ps_type is not None:
            out += np.outer(np.array(self.ps, dtype=float),
                            np.array(instance.ps_types[self.ps_type].demand))
        return out


def max_fit(capacity: tuple[float, ...], demand: tuple[float, ...]) -> int:
    """Largest ``k`` with ``k * demand <= capacity`` on every resource (``10**9`` if the
    demand is zero everywhere it matters)."""
    k = 10**9
    for c, e in zip(capacity, demand):
        if e > 0:
            k = min(k, int(np.floor(c / e * (1 + 1e-12))))
    return k


def _fits(instance: PsrarInstance, h: int, m: int, y: int, p: int | None, s: int) -> bool:
    cap = instance.servers[h].capacity
    e = instance.worker_types[m].demand
    z = instance.ps_types[p].demand if p is not None else (0.0,) * len(cap)
    return all(y * a + s * b <= c * (1 + 1e-12) + 1e-12 for a, b, c in zip(e, z, cap))


def _vectors(caps: list[int], total_max: int) -> Iterator[tuple[int, ...]]:
    """Every vector ``0 <= y_h <= caps[h]`` with ``1 <= sum y <= total_max``."""
    H = len(caps)
    cur = [0] * H
    count = [0]

    def rec(h: int, left: int) -> Iterator[tuple[int, ...]]:
        if h == H:
            if left < total_max:
                count[0] += 1
                if count[0] % 4096 == 0:
                    _check_interrupt()
                yield tuple(cur)
            return
        for k in range(min(caps[h], left) + 1):
            cur[h] = k
            yield from rec(h + 1, left - k)
        cur[h] = 0

    yield from rec(0, total_max)


def _ps_count(instance: PsrarInstance, m: int, p: int, remote_workers: int) -> int:
    """Least ``s >= 1`` with ``s B_p >= b_m * remote_workers`` (2i)."""
    b = instance.worker_types[m].bandwidth_gbps
    B = instance.ps_types[p].bandwidth_gbps
    return max(1, ceil_rel(b * remote_workers / B))


def _placements(instance: PsrarInstance, j: int, m: int, p: int | None,
                y: tuple[int, ...]) -> Iterator[tuple[tuple[int, ...], int]]:
    """Canonical PS vectors for worker vector ``y`` and the resulting least duration."""
    n = sum(y)
    H = len(y)
    if p is None:
        colocated = sum(1 for v in y if v) == 1
        yield (0,) * H, instance.min_duration(j, m, None, n, colocated)
        return
    for h in range(H):
        s = _ps_count(instance, m, p, n - y[h])
        if not _fits(instance, h, m, y[h], p, s):
            continue
        colocated = y[h] == n
        ps = tuple(s if k == h else 0 for k in range(H))
        yield ps, instance.min_duration(j, m, p, n, colocated)


def _dominated(instance: PsrarInstance, j: int, m: int, p: int | None, y: tuple[int, ...],
               ps: tuple[int, ...], d: int) -> bool:
    """Is there a placement with one worker fewer, same PS server, duration <= d?"""
    n = sum(y)
    if n <= 1:
        return False
    H = len(y)
    hps = next((h for h in range(H) if ps[h]), None)
    for h in range(H):
        if y[h] == 0:
            continue
        z = tuple(v - 1 if k == h else v for k, v in enumerate(y))
        if p is None:
            col = sum(1 for v in z if v) == 1
        else:
            assert hps is not None
            col = z[hps] == n - 1
        if instance.min_duration(j, m, p, n - 1, col) <= d:
            return True
    return False


def resolve_deadline(instance: PsrarInstance, deadline: int | None) -> int:
    """``deadline`` or the instance's own (``tau``, ``max_completion_slot``)."""
    end = instance.deadline if deadline is None else deadline
    if end is None:
        raise ValueError("psrar instances without max_completion_slot have no completion "
                         "limit: pass deadline= (e.g. optsched.psrar.horizon.job_deadlines)")
    return int(end)


def enumerate_configs(instance: PsrarInstance, j: int, *, deadline: int | None = None,
                      prune_dominated: bool = True) -> Iterator[Config]:
    """Canonical time-free placements of job ``j`` completing by ``deadline`` when
    started at its arrival (default: the instance's deadline, see
    :func:`resolve_deadline`)."""
    job = instance.jobs[j]
    end = resolve_deadline(instance, deadline)
    window = end - job.arrival_slot
    ps_types: list[int | None] = list(range(len(instance.ps_types))) if job.is_ps else [None]
    for m, wt in enumerate(instance.worker_types):
        caps = [min(job.chunks, max_fit(s.capacity, wt.demand)) for s in instance.servers]
        if sum(caps) == 0:
            continue
        for p in ps_types:
            for y in _vectors(caps, job.chunks):
                _check_interrupt()  # Ctrl-C and the facade's time limit (enumeration)
                for ps, d in _placements(instance, j, m, p, y):
                    if d > window:
                        continue
                    if prune_dominated and _dominated(instance, j, m, p, y, ps, d):
                        continue
                    yield Config(m, p, y, ps, d)


def enumerate_schedules(instance: PsrarInstance, job_index: int, *,
                        deadline: int | None = None, prune_dominated: bool = True,
                        limit: int | None = None,
                        residual: np.ndarray | None = None) -> Iterator[JobPlacement]:
    """Every schedule ``l`` in ``Gamma_j`` (canonical, see module docstring).

    Parameters
    ----------
    instance : PsrarInstance
    job_index : int
        ``j``.
    deadline : int, optional
        Latest completion slot (default ``instance.deadline``: ``tau`` for
        ``psrar-maxweight``, ``max_completion_slot`` for ``psrar``; required when the
        instance has none).
    prune_dominated : bool
        Drop worker vectors dominated by one with a worker fewer (rule 3).
    limit : int, optional
        Raise :class:`InstanceError` (exit 2) once more than ``limit`` schedules are
        produced.
    residual : numpy.ndarray, optional
        Free capacity, shape ``(H, R)`` (every slot) or ``(S, H, R)`` (slot ``t`` uses
        row ``t``; ``S >= deadline``): only schedules fitting it are produced.
    """
    job = instance.jobs[job_index]
    end = resolve_deadline(instance, deadline)
    res = None if residual is None else np.asarray(residual, dtype=float)
    k = 0
    for cfg in enumerate_configs(instance, job_index, deadline=end,
                                 prune_dominated=prune_dominated):
        f = cfg.demand(instance) if res is not None else None
        for t in range(job.arrival_slot, end - cfg.duration + 1):
            if res is not None and f is not None:
                win = res if res.ndim == 2 else res[t:t + cfg.duration]
                if np.any(f > win + 1e-9 * np.maximum(1.0, np.abs(win))):
                    continue
            k += 1
            if limit is not None and k > limit:
                raise InstanceError(f"jobs[{job_index}]", f"Gamma_j of job {job.name!r} "
                                    f"has more than {limit} schedules (limit)")
            yield cfg.at(t)


def count_schedules(instance: PsrarInstance, job_index: int, *,
                    deadline: int | None = None, prune_dominated: bool = True,
                    limit: int | None = None) -> int:
    """``|Gamma_j|``; stops counting at ``limit + 1`` (the result then means "more than
    ``limit``"). Walks the placements, not the start slots."""
    job = instance.jobs[job_index]
    end = resolve_deadline(instance, deadline)
    total = 0
    for cfg in enumerate_configs(instance, job_index, deadline=end,
                                 prune_dominated=prune_dominated):
        total += end - cfg.duration - job.arrival_slot + 1
        if limit is not None and total > limit:
            return limit + 1
    return total


def worker_vector_bound(instance: PsrarInstance, job_index: int,
                        cap: int | None = None) -> int:
    """Upper bound on the number of worker vectors the enumeration walks (all types),
    by dynamic programming over servers; cheap even when the enumeration is not. With
    ``cap``, stops early and returns a value ``> cap`` once the bound exceeds it."""
    job = instance.jobs[job_index]
    n_ps = max(1, len(instance.ps_types)) if job.is_ps else 1
    n_srv = len(instance.servers) if job.is_ps else 1
    total = 0
    for wt in instance.worker_types:
        caps = [min(job.chunks, max_fit(s.capacity, wt.demand)) for s in instance.servers]
        ways = [1] + [0] * job.chunks  # ways[k]: vectors over servers so far with sum k
        for c in caps:
            new = [0] * (job.chunks + 1)
            for k, w in enumerate(ways):
                if w:
                    for add in range(min(c, job.chunks - k) + 1):
                        new[k + add] += w
            ways = new
            if cap is not None and (total + sum(ways[1:])) * n_ps * n_srv > cap:
                return cap + 1
        total += sum(ways[1:])
    return total * n_ps * n_srv


def gamma_sizes(instance: PsrarInstance, *, deadlines: Sequence[int] | None = None,
                prune_dominated: bool = True, limit: int = DEFAULT_LIMIT,
                walk_limit: int = 2_000_000) -> list[int]:
    """``|Gamma_j|`` of every job (job ``j`` completing by ``deadlines[j]``); raises
    :class:`InstanceError` (exit 2) with the size when the total exceeds ``limit`` (or
    when walking the placements alone would exceed ``walk_limit`` steps, with that
    upper bound)."""
    J = len(instance.jobs)
    ends = [resolve_deadline(instance, None if deadlines is None else deadlines[j])
            for j in range(J)]
    for j, job in enumerate(instance.jobs):
        if worker_vector_bound(instance, j, cap=walk_limit) > walk_limit:
            raise InstanceError("limit", f"configuration model: enumerating Gamma_j of job "
                                f"{job.name!r} would walk more than {walk_limit} "
                                f"placements; the instance is too large for the "
                                f"configuration ILP")
    sizes: list[int] = []
    for j in range(J):
        left = limit - sum(sizes)
        sizes.append(count_schedules(instance, j, deadline=ends[j],
                                     prune_dominated=prune_dominated, limit=left))
        if sum(sizes) > limit:
            full = [count_schedules(instance, k, deadline=ends[k],
                                    prune_dominated=prune_dominated) for k in range(J)]
            raise InstanceError("limit", f"configuration model: sum_j |Gamma_j| = "
                                f"{sum(full)} schedules > limit {limit} (per job: {full}); "
                                f"raise --param limit=N")
    return sizes
