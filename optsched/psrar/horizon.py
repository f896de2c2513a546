"""Proven per-job completion bounds for the exact models of problem (2)/(15).

Problem (2) has no completion limit (``T`` bounds the arrivals), so the time-indexed and
configuration models need a horizon that provably contains an optimal schedule. Both
use :func:`job_deadlines`: job ``j`` completes by ``L_j`` in *some* optimal schedule,

``L_j = min(B, floor((UB - sum_{i != j} w_i (a_i + dlo_i)) / w_j))``

* ``UB``: objective of a feasible schedule (serial first-fit, verified);
  in an optimal schedule ``w_j c_j <= OPT - sum_{i != j} w_i c_i <= UB -
  sum_{i != j} w_i (a_i + dlo_i)``, where ``dlo_i`` is a lower bound on job ``i``'s
  duration (least duration over every type, PS type, worker count ``<= D_i`` and rate
  case, capacity ignored);
* ``B = max_j a_j + sum_j dhi_j``, ``dhi_j`` the largest least-duration of any placement
  of ``j``: an optimal schedule has no slot after ``max_j a_j`` with nothing running
  (otherwise shifting every later job one slot left keeps feasibility and lowers the
  objective, weights being positive), and it runs every job for its least duration
  (a longer run of the same placement can be shortened), so its makespan is at most
  ``B``.

With ``max_completion_slot`` set, ``L_j`` is also capped by it. On large instances
(jobs x servers > ``SERIAL_LIMIT``) the serial schedule is skipped and ``L_j = B``.
For the max-weight family every ``L_j = tau``.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from .instance import FAMILY_MAXWEIGHT, REL_TOL, PsrarInstance
from .schedule import PsrarSchedule, completion

#: above this many (jobs x servers) the serial upper bound is skipped (only B is used)
SERIAL_LIMIT = 2000


def duration_range(instance: PsrarInstance, j: int) -> tuple[int, int]:
    """``(dlo_j, dhi_j)``: least and largest least-duration over every worker type, PS
    type, worker count ``1..D_j`` and rate case (capacity ignored: a superset)."""
    job = instance.jobs[j]
    n = np.arange(1, job.chunks + 1, dtype=float)
    lo, hi = np.inf, 0.0
    for m in range(len(instance.worker_types)):
        v = job.minibatch_time_slots[m]
        comm = instance.comm_slots(j, m)
        if job.is_ps:
            for p in range(len(instance.ps_types)):
                u = instance.update_slots(j, p)
                for t in (v + u, v + u + comm):  # eq. (1), q = 1 and q = 0
                    d = _ceil(job.total_minibatches * t / n)
                    lo, hi = min(lo, d.min()), max(hi, d.max())
        else:
            share = (n - 1) / n
            u = instance.update_slots(j, None)
            for t in (v + u * share, v + (u + comm) * share):  # eq. (14)
                d = _ceil(job.total_minibatches * t / n)
                lo, hi = min(lo, d.min()), max(hi, d.max())
    return int(lo), int(hi)


def _ceil(x: np.ndarray) -> np.ndarray:
    """Vectorised :func:`~.instance.ceil_rel`, at least 1 (least durations)."""
    return np.maximum(1, np.ceil(x - REL_TOL * np.maximum(1.0, np.abs(x))))


def upper_bound_schedule(instance: PsrarInstance) -> PsrarSchedule | None:
    """A feasible schedule of the ``psrar`` problem (serial first-fit), or None."""
    from .generate import serial_schedule
    from .verify import verify

    J = len(instance.jobs)
    ranges = [duration_range(instance, j) for j in range(J)]
    B = max(job.arrival_slot for job in instance.jobs) + sum(hi for _, hi in ranges)
    limit = B if instance.max_completion_slot is None else instance.max_completion_slot
    base = replace(instance, family="psrar")
    pls = serial_schedule(base, horizon=max(limit, 1))
    if pls is None:
        return None
    sched = PsrarSchedule(tuple(pls))
    if verify(base, sched):  # pragma: no cover - the serial schedule is built feasible
        return None
    return sched


def job_deadlines(instance: PsrarInstance) -> list[int] | None:
    """``L_j`` for every job (module docstring); None when no feasible schedule of
    the ``psrar`` problem was found (then the instance is reported unschedulable)."""
    J = len(instance.jobs)
    if instance.family == FAMILY_MAXWEIGHT:
        return [instance.tau] * J
    ranges = [duration_range(instance, j) for j in range(J)]
    B = max(job.arrival_slot for job in instance.jobs) + sum(hi for _, hi in ranges)
    if instance.max_completion_slot is not None:
        B = min(B, instance.max_completion_slot)
    if len(instance.jobs) * len(instance.servers) > SERIAL_LIMIT:
        return [B] * J  # the serial schedule would be slow; B alone is valid
    sched = upper_bound_schedule(instance)
    if sched is None:
        return None
    ub = sum(job.weight * (completion(e) or 0) for job, e in zip(instance.jobs, sched.jobs))
    lo = [job.weight * (job.arrival_slot + ranges[j][0]) for j, job in enumerate(instance.jobs)]
    total_lo = sum(lo)
    out = []
    for j, job in enumerate(instance.jobs):
        slack = (ub - (total_lo - lo[j])) / job.weight
        out.append(int(min(B, int(slack + 1e-9 * max(1.0, abs(slack))))))
    return out
