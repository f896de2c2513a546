"""What A_online's round structure alone costs, and the load a schedule really puts on the
cluster (issue 21). Definitions and proofs: ``models/psrar-online.md``, section
"Structural bound" and "Load".

* :func:`round_bound` — a lower bound on ``sum_j w_j c_j`` of **every** schedule that obeys
  Algorithm 1's round structure, whatever the prices, ``F``, job order or round offset:
  a job scheduled in round ``i`` lies in one A_dual frame of ``tau_i = 2^(i-1)`` slots
  (constraint (7b)), so its duration is ``<= tau_i``; it arrived by ``tau_i``; and no round
  starts before ``tau_i`` (the round is formed at time ``tau_i``). Hence
  ``c_j >= P(max(a_j, d_j, 1)) + d_j`` with ``P(x)`` the least power of two ``>= x``,
  which is non-decreasing in ``d_j``, so ``c_j >= P(max(a_j, dlo_j, 1)) + dlo_j`` with
  ``dlo_j`` (:func:`least_duration`) the least duration of any placement of ``j`` that fits
  on the empty cluster.
* :func:`capacity_fraction` — the paper's load measure (Section 7: overall capacity over
  "the ideal resource demand of all jobs" added up) computed from the configuration each
  job actually ran with in a schedule: ``sum_h C_h^r / sum_j f_j^r`` with ``f_j^r`` the
  per-slot demand of job ``j``'s workers and PSs (time-weighted over the pieces of a
  preempted job).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..instance import PsrarInstance
from ..schedule import JobPlacement, PsrarSchedule, pieces
from .cluster import Cluster, duration_table, fits, floor_units


def _fit_limits(cluster: Cluster) -> tuple[np.ndarray, np.ndarray]:
    """``(co[m, p'], room[m])``: the most type-``m`` workers that fit on one empty server
    (beside one type-``p`` PS for PS jobs; column ``P`` is "no PS", RAR), and on the whole
    empty cluster (``sum_h floor(C_h / e_m)``)."""
    co = np.zeros((cluster.M, cluster.P + 1), dtype=np.int64)
    room = np.zeros(cluster.M, dtype=np.int64)
    for m in range(cluster.M):
        room[m] = int(floor_units(cluster.cap, cluster.e[m]).sum())
        co[m, cluster.P] = int(floor_units(cluster.cap, cluster.e[m]).max())
        for p in range(cluster.P):
            ok = np.asarray(fits(cluster.z[p][None, :], cluster.cap))
            if ok.any():
                co[m, p] = int(floor_units(cluster.cap[ok] - cluster.z[p], cluster.e[m]).max())
    return co, room


def least_duration(cluster: Cluster, j: int,
                   limits: tuple[np.ndarray, np.ndarray] | None = None) -> int:
    """``dlo_j``: the least duration (slots, constraint (2f)) of any placement of job ``j``
    that can exist on the empty cluster.

    Over every worker type ``m``, PS type ``p`` and worker count ``n <= D_j``: the
    co-located duration (eq. (1)/(14), ``q_j = 1``) counts only if ``n`` workers (plus one
    PS for PS jobs) fit on one empty server; the distributed duration (``q_j = 0``) only if
    ``n`` workers fit on the empty cluster (``sum_h floor(C_h / e_m) >= n``), for PS jobs
    some empty server holds one PS, and for RAR ``n >= 2`` (one worker is on one server).
    These are necessary conditions of a feasible placement, so ``dlo_j`` is a lower bound
    on the duration of every schedule of ``j``. ``limits``: :func:`_fit_limits` (cached by
    the caller).
    """
    inst = cluster.instance
    job = inst.jobs[j]
    co, room = _fit_limits(cluster) if limits is None else limits
    n = np.arange(1, job.chunks + 1)[None, None, :]
    ps_fits = np.array([bool(np.asarray(fits(cluster.z[p][None, :], cluster.cap)).any())
                        for p in range(cluster.P)]) if job.is_ps else np.ones(1, bool)
    co_lim = co[:, :cluster.P] if job.is_ps else co[:, cluster.P:]
    best = np.inf
    for colocated in (True, False):
        table = duration_table(inst, j, colocated).astype(float)   # (M, P', D)
        if colocated:
            ok = n <= co_lim[:, :, None]
        else:
            ok = (n <= room[:, None, None]) & ps_fits[None, :, None]
            if not job.is_ps:
                ok = ok & (n >= 2)
        if ok.any():
            best = min(best, float(table[ok].min()))
    if not np.isfinite(best):
        raise ValueError(f"job {job.name!r} fits on no empty cluster")
    return int(best)


def first_round_tau(arrival: int, duration: int) -> int:
    """``P(max(a_j, d_j, 1))``: ``tau_i`` of the first round of Algorithm 1 that can hold a
    job arriving at ``arrival`` with duration ``duration`` (``tau_i = 2^(i-1)``, jobs with
    ``a_j <= tau_i`` join round ``i``, a frame holds ``tau_i`` slots)."""
    x = max(int(arrival), int(duration), 1)
    return 1 << (x - 1).bit_length()


@dataclass(frozen=True)
class RoundBound:
    """:func:`round_bound`'s value and its per-job terms."""

    value: float
    tau: tuple[int, ...]
    dlo: tuple[int, ...]
    #: ``sum_j w_j (a_j + dlo_j)``: the same bound without the round structure (a lower
    #: bound on every schedule, the optimum included)
    release_bound: float


def round_bound(instance: PsrarInstance) -> RoundBound:
    """``sum_j w_j (P(max(a_j, dlo_j, 1)) + dlo_j)``: no schedule that follows A_online's
    rounds (any placement reading, any prices) does better (module docstring)."""
    cl = Cluster.of(instance)
    limits = _fit_limits(cl)
    taus, dlos = [], []
    val = rel = 0.0
    for j, job in enumerate(instance.jobs):
        d = least_duration(cl, j, limits)
        tau = first_round_tau(job.arrival_slot, d)
        taus.append(tau)
        dlos.append(d)
        val += job.weight * (tau + d)
        rel += job.weight * (job.arrival_slot + d)
    return RoundBound(val, tuple(taus), tuple(dlos), rel)


def decompose(instance: PsrarInstance, placed: dict[int, JobPlacement],
              job_tau: dict[int, int], offset_of: dict[int, int],
              bound: RoundBound | None = None) -> dict[str, float]:
    """Split A_online's ``sum_j w_j c_j`` exactly into the round bound and four excesses
    (weighted sums, slots): with ``i(j)`` the round that scheduled ``j``, ``O_i`` its
    offset, ``s_j`` the start, ``d_j`` the duration,

    ``c_j = [P(max(a_j, dlo_j, 1)) + dlo_j]``  (``round_bound``)
    ``+ (tau_i(j) - P(max(a_j, dlo_j, 1)))``   (``deferral``: a later round than the first
    that could hold it)
    ``+ (O_i - tau_i)``                        (``offset``: the round waits for earlier ones)
    ``+ (s_j - O_i)``                          (``inside``: later A_dual frame or start)
    ``+ (d_j - dlo_j)``                        (``duration``: slower than the fastest
    placement that fits the empty cluster).

    ``job_tau``/``offset_of``: ``tau_i`` of each job's round, ``O_i`` per ``tau_i``."""
    rb = round_bound(instance) if bound is None else bound
    out = {"round_bound": 0.0, "deferral": 0.0, "offset": 0.0, "inside": 0.0,
           "duration": 0.0}
    for j, pl in placed.items():
        w = instance.jobs[j].weight
        tau = job_tau[j]
        off = offset_of[tau]
        out["round_bound"] += w * (rb.tau[j] + rb.dlo[j])
        out["deferral"] += w * (tau - rb.tau[j])
        out["offset"] += w * (off - tau)
        out["inside"] += w * (pl.start - off)
        out["duration"] += w * (pl.duration - rb.dlo[j])
    return out


def demand_per_slot(instance: PsrarInstance, schedule: PsrarSchedule) -> np.ndarray:
    """``(J, R)``: per-slot demand of each job's configuration in ``schedule`` (workers and
    PSs summed over servers; a preempted job: the duration-weighted mean over its pieces;
    an unscheduled job: zeros)."""
    cl = Cluster.of(instance)
    out = np.zeros((len(instance.jobs), cl.R))
    for j, entry in enumerate(schedule.jobs):
        if entry is None:
            continue
        tot = np.zeros(cl.R)
        dur = 0
        for pl in pieces(entry):
            f = sum(pl.workers) * cl.e[pl.worker_type]
            if pl.ps_type is not None:
                f = f + sum(pl.ps) * cl.z[pl.ps_type]
            tot += pl.duration * f
            dur += pl.duration
        out[j] = tot / max(dur, 1)
    return out


def capacity_fraction(instance: PsrarInstance, schedule: PsrarSchedule) -> dict[str, float]:
    """Per resource name: ``sum_h C_h^r / sum_j f_j^r`` with ``f_j`` from
    :func:`demand_per_slot` — the Section 7 "capacity / overall resource demand" of the
    configurations this schedule actually runs (``inf`` where no job uses the resource)."""
    cl = Cluster.of(instance)
    dem = demand_per_slot(instance, schedule).sum(axis=0)
    out = {}
    for r, name in enumerate(instance.resources):
        out[name] = float(cl.total_capacity[r] / dem[r]) if dem[r] > 0 else float("inf")
    return out
