"""Independent checker of fluid schedules and the objective evaluator.

Checks (every message names its field): segments in time order and non-overlapping;
``end_s >= start_s``; job indices in ``0..M-1`` and not repeated within a segment; each
share in [0, 1]; the shares of one segment sum to at most 1 (+1e-9); no job served before
its arrival; each job receives work ``sum (end - start) s(share N)`` equal to its size
(relative 1e-9); claimed completion times, if given, equal the end of each job's last
served segment (relative 1e-9). Time tolerances are relative to the time compared, with
a floor of 1e-9 of the shortest possible job (``min size / s(N)``): scale-aware.

:func:`evaluate` never trusts the schedule's ``completion_s``: it re-derives every
completion time from the shares.
"""

from __future__ import annotations

import math

import numpy as np

from optsched.core.errors import InstanceError

from .instance import HesrptInstance
from .schedule import FluidSchedule, ScheduleData

RTOL = 1e-9
SHARE_TOL = 1e-12          # shares are fractions of N: absolute = relative here
SUM_TOL = 1e-9

#: evaluator metrics (flow-time statistics and counts)
EvalMetrics = dict[str, float | int]


def _typed(schedule: FluidSchedule | ScheduleData) -> FluidSchedule:
    return schedule if isinstance(schedule, FluidSchedule) else \
        FluidSchedule.from_dict(schedule)


def _time_unit(instance: HesrptInstance) -> float:
    """The shortest possible job duration, ``min x / s(N)`` (seconds): a time scale."""
    return float(instance.sizes.min() / float(instance.speedup(instance.n_servers)))


def _analyse(instance: HesrptInstance, sched: FluidSchedule
             ) -> tuple[list[str], np.ndarray, np.ndarray]:
    """Violations, work received and end of the last served segment, per job."""
    m = len(instance.jobs)
    work = np.zeros(m)
    last_end = np.full(m, np.nan)
    errs: list[str] = []
    sizes, arr = instance.sizes, instance.arrivals
    n = instance.n_servers
    unit = _time_unit(instance)

    def tol(t: float) -> float:
        return RTOL * max(abs(t), unit)

    prev_end = 0.0
    for k, seg in enumerate(sched.segments):
        path = f"schedule.segments[{k}]"
        t0, t1 = seg.start_s, seg.end_s
        if t1 < t0:
            errs.append(f"{path}.end_s: {t1!r} < start_s {t0!r}")
            continue
        if t0 < prev_end - tol(prev_end):
            errs.append(f"{path}.start_s: {t0!r} before the previous segment ends "
                        f"({prev_end!r})")
        prev_end = max(prev_end, t1)
        bad_job = False
        for i, j in enumerate(seg.jobs):
            if not 0 <= j < m:
                errs.append(f"{path}.jobs[{i}]: job {j} outside 0..{m - 1}")
                bad_job = True
        if len(set(seg.jobs)) != len(seg.jobs):
            errs.append(f"{path}.jobs: a job is listed twice")
        shares = np.asarray(seg.shares, dtype=float)
        for i, th in enumerate(seg.shares):
            if th < -SHARE_TOL or th > 1.0 + SHARE_TOL:
                errs.append(f"{path}.shares[{i}]: {th!r} outside [0, 1]")
        total = float(shares.sum()) if shares.size else 0.0
        if total > 1.0 + SUM_TOL:
            errs.append(f"{path}.shares: sum to {total:.12g} > 1")
        if bad_job:
            continue
        idx = np.asarray(seg.jobs, dtype=np.int64)
        pos = shares > 0
        if t1 > t0 and idx.size:
            early = pos & (arr[idx] > t0 + tol(t0))
            if np.any(early):
                j = int(idx[early][0])
                errs.append(f"{path}: job {j} served at {t0!r} before its arrival "
                            f"{arr[j]!r}")
        if not idx.size:
            continue
        rate = np.where(pos, instance.speedup(np.clip(shares, 0.0, 1.0) * n), 0.0)
        work[idx] += rate * (t1 - t0)
        served = idx[pos & (t1 > t0)]
        last_end[served] = t1
    for i in range(m):
        if not math.isclose(work[i], sizes[i], rel_tol=RTOL, abs_tol=0.0):
            errs.append(f"jobs[{i}]: receives work {work[i]:.12g}, size_s is {sizes[i]:.12g}")
    if sched.completion_s is not None:
        c = sched.completion_s
        if len(c) != m:
            errs.append(f"schedule.completion_s: {len(c)} times for {m} jobs")
        else:
            for i in range(m):
                if not (abs(c[i] - last_end[i]) <= tol(c[i])):
                    errs.append(f"schedule.completion_s[{i}]: claimed completion {c[i]:.12g} "
                                f"but job {i}'s work ends at {last_end[i]:.12g}")
    return errs, work, last_end


def verify(instance: HesrptInstance, schedule: FluidSchedule | ScheduleData) -> list[str]:
    """Violations of ``schedule`` for ``instance`` (empty list = feasible).

    Parameters
    ----------
    instance : HesrptInstance
    schedule : FluidSchedule or its JSON form
        A malformed JSON form (NaN, a string or a boolean where a number belongs, a job
        index 0.4) is reported as one violation naming the field.

    Returns
    -------
    list of str
        One message per violation, starting with the field, e.g.
        ``schedule.segments[0].shares[1]: 1.3 outside [0, 1]``.
    """
    try:
        sched = _typed(schedule)
    except InstanceError as exc:
        return [str(exc)]
    return _analyse(instance, sched)[0]


def objective_from_completion(instance: HesrptInstance, completion: np.ndarray
                              ) -> tuple[float, EvalMetrics]:
    """The instance's objective and side metrics from completion times.

    Parameters
    ----------
    instance : HesrptInstance
    completion : array of float
        Completion time of every job, seconds (instance order).

    Returns
    -------
    objective : float
        ``factor * sum_i w_i (C_i - a_i)`` (factor ``1/M`` for the two means).
    metrics : dict
        ``mean_flow_time`` (s), ``mean_slowdown``, ``total_weighted_flow_time``,
        ``makespan`` (s), ``n_jobs``.
    """
    flow = np.asarray(completion, dtype=float) - instance.arrivals
    s_n = float(instance.speedup(instance.n_servers))
    slow = flow * s_n / instance.sizes
    w = instance.weights()
    total_w = float(math.fsum(w * flow))
    obj = total_w * instance.objective_factor()
    metrics: EvalMetrics = {
        "mean_flow_time": float(np.mean(flow)), "mean_slowdown": float(np.mean(slow)),
        "total_weighted_flow_time": total_w, "makespan": float(np.max(completion)),
        "n_jobs": len(instance.jobs)}
    return obj, metrics


def evaluate(instance: HesrptInstance, schedule: FluidSchedule | ScheduleData
             ) -> tuple[float, EvalMetrics]:
    """Objective recomputed from the shares alone (completion times re-derived).

    Returns ``inf`` (with ``unfinished_jobs``) when some job is never served.

    Raises
    ------
    InstanceError
        If the JSON form is malformed.
    """
    _, _, last_end = _analyse(instance, _typed(schedule))
    if np.any(np.isnan(last_end)):
        return math.inf, {"unfinished_jobs": int(np.isnan(last_end).sum())}
    return objective_from_completion(instance, last_end)


def objective_scale(instance: HesrptInstance) -> float:
    """A magnitude of the objective for scale-aware tolerances: its value when every job
    runs alone on all N servers from its arrival (a lower bound, > 0)."""
    alone = instance.arrivals + instance.sizes / float(instance.speedup(instance.n_servers))
    return objective_from_completion(instance, alone)[0]


__all__ = ["EvalMetrics", "evaluate", "objective_from_completion", "objective_scale",
           "verify"]
