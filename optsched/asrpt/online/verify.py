"""Verifier and evaluator of ``asrpt-online`` schedules (problem (8), constraints (1)-(3)).

:func:`verify` checks, for every job i: one run; ``start`` finite and >= r_i (eq. (1));
servers distinct and in range; ``counts`` rows of length S_i, integers >= 0, every
listed server holding at least one replica; column sums = k_{i,s} (eq. (2)); a claimed
``alpha`` equal to eq. (7) recomputed (relative 1e-6); and, for every server, the GPUs
in use at every instant <= g (eq. (3)), where job i occupies its GPUs on the half-open
interval [t_i, t_i + n_i alpha_i) -- no preemption, no migration. Time comparisons use
a tolerance of 1e-9 x the schedule's time scale (max |time|, at least 1 s), so a job
that starts when another ends on the same GPUs is accepted despite float rounding.

:func:`evaluate` recomputes alpha_i by eq. (7) and returns the objective of problem
(8), sum_i C_i = sum_i (t_i + n_i alpha_i) in seconds -- the total completion time with
every C_i **measured from t = 0** (the instance's time origin, not from the job's
submission) -- with metrics whose names say what they measure:

* ``total_completion_from_t0_s`` = sum_i C_i (equal to the objective);
* ``sum_submit_s`` = sum_i r_i, so objective = ``total_jct_from_submit_s`` +
  ``sum_submit_s``;
* ``total_jct_from_submit_s`` = sum_i (C_i - r_i), the total job completion time (flow
  time) the paper's Figs. 5-9 plot, and ``avg_jct_from_submit_s`` its mean;
* ``avg_wait_from_submit_s`` = mean of t_i - r_i (queueing delay);
* ``makespan_s`` = max_i C_i (from t = 0); ``jobs``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from optsched.core.errors import InstanceError

from ..itertime import TimeModel
from .instance import OnlineInstance
from .schedule import OnlineSchedule, as_schedule

ALPHA_RTOL = 1e-6
TIME_RTOL = 1e-9


def _placement_check(inst: OnlineInstance, config: str,
                     counts: tuple[tuple[int, ...], ...],
                     models: dict[str, TimeModel]) -> tuple[str | None, float]:
    """(error or None, alpha in s) of a count matrix for ``config`` (server-independent)."""
    base = inst.configs[config].job
    S = base.num_stages
    if any(len(row) != S for row in counts):
        return f"count rows must have {S} entries (one per stage)", math.nan
    if any(x < 0 for row in counts for x in row):
        return "negative replica count", math.nan
    if any(sum(row) == 0 for row in counts):
        return "a listed server holds no replica", math.nan
    cols = [sum(row[s] for row in counts) for s in range(S)]
    if cols != list(base.replicas):
        return f"replicas per stage {cols} != k = {list(base.replicas)} (eq. (2))", math.nan
    tm = models.get(config)
    if tm is None:
        tm = models[config] = TimeModel(base, inst.cluster)
    return None, tm.alpha_ms(np.array(counts, dtype=np.int64)) / 1000.0


def _structure(inst: OnlineInstance, sched: OnlineSchedule) -> tuple[np.ndarray, list[str]]:
    """Per-job alpha (s, NaN where the placement is malformed) and structural errors."""
    errs: list[str] = []
    n = len(inst.jobs)
    alphas = np.full(n, np.nan)
    if len(sched.runs) != n:
        errs.append(f"schedule has {len(sched.runs)} runs for {n} jobs")
        return alphas, errs
    M = inst.cluster.servers
    models: dict[str, TimeModel] = {}
    cache: dict[tuple[str, tuple[tuple[int, ...], ...]], tuple[str | None, float]] = {}
    for i, (job, run) in enumerate(zip(inst.jobs, sched.runs, strict=True)):
        if not math.isfinite(run.start):
            errs.append(f"job {i} ({job.id}): start {run.start!r} is not finite")
            continue
        servers = run.servers
        if len(servers) != len(run.counts) or not servers:
            errs.append(f"job {i} ({job.id}): {len(servers)} servers but "
                        f"{len(run.counts)} count rows")
            continue
        if len(servers) > 1 and len(set(servers)) != len(servers):
            errs.append(f"job {i} ({job.id}): a server is listed twice in {list(servers)}")
            continue
        if min(servers) < 0 or max(servers) >= M:
            bad = next(m for m in servers if not 0 <= m < M)
            errs.append(f"job {i} ({job.id}): server {bad} out of range 0..{M - 1}")
            continue
        key = (job.config, run.counts)
        hit = cache.get(key)
        if hit is None:
            hit = cache[key] = _placement_check(inst, job.config, run.counts, models)
        msg, a = hit
        if msg is not None:
            errs.append(f"job {i} ({job.id}): {msg}")
            continue
        alphas[i] = a
        if run.alpha is not None and abs(run.alpha - a) > ALPHA_RTOL * a:
            errs.append(f"job {i} ({job.id}): claimed alpha {run.alpha:.9g} s != eq. (7) "
                        f"{a:.9g} s")
    return alphas, errs


def verify(inst: OnlineInstance, schedule: Any) -> list[str]:
    """Violations of constraints (1)-(3) and eq. (7) (empty list = feasible)."""
    try:
        sched = as_schedule(schedule)
    except InstanceError as exc:
        return [str(exc)]
    alphas, errs = _structure(inst, sched)
    if errs:
        return errs
    arr = inst.arrays
    start = np.fromiter((r.start for r in sched.runs), np.float64, len(sched.runs))
    end = start + arr.iterations * alphas
    scale = max(1.0, float(np.max(np.abs(end))), float(np.max(np.abs(arr.submit))))
    tol = TIME_RTOL * scale
    early = np.nonzero(start < arr.submit - tol)[0]
    for i in early[:5].tolist():
        errs.append(f"job {i} ({inst.jobs[i].id}): starts at {start[i]:.9g} s before its "
                    f"submission {arr.submit[i]:.9g} s (eq. (1))")
    # per-server sweep of +use at start and -use at end (ends first at equal times)
    srv: list[int] = []
    t: list[float] = []
    delta: list[int] = []
    start_l, end_l = start.tolist(), (end - tol).tolist()
    for i, run in enumerate(sched.runs):
        s0, e0 = start_l[i], end_l[i]
        for m, row in zip(run.servers, run.counts, strict=True):
            u = sum(row)
            srv += (m, m)
            t += (s0, e0)
            delta += (u, -u)
    srv_a, t_a, d_a = np.array(srv), np.array(t), np.array(delta)
    order = np.lexsort((d_a, t_a, srv_a))
    level = np.cumsum(d_a[order])
    g = inst.cluster.gpus_per_server
    over = np.nonzero(level > g)[0]
    seen: set[int] = set()
    for k in over.tolist():
        m = int(srv_a[order[k]])
        if m in seen:
            continue
        seen.add(m)
        errs.append(f"server {m}: {int(level[k])} GPUs in use at t = "
                    f"{t_a[order[k]]:.9g} s > g = {g} (eq. (3))")
        if len(seen) >= 5:
            break
    return errs


def completion_times(inst: OnlineInstance, schedule: Any) -> np.ndarray:
    """c_i = t_i + n_i alpha_i (s) with alpha_i recomputed by eq. (7)."""
    sched = as_schedule(schedule)
    alphas, errs = _structure(inst, sched)
    if errs:
        raise InstanceError("schedule", errs[0])
    start = np.fromiter((r.start for r in sched.runs), np.float64, len(sched.runs))
    return start + inst.arrays.iterations * alphas


def evaluate(inst: OnlineInstance, schedule: Any) -> tuple[float, dict[str, Any]]:
    """Problem (8): sum_i (t_i + n_i alpha_i) in seconds (completion times from t = 0),
    and the labelled JCT metrics of the module docstring."""
    sched = as_schedule(schedule)
    c = completion_times(inst, sched)
    r = inst.arrays.submit
    start = np.fromiter((x.start for x in sched.runs), np.float64, len(sched.runs))
    jct = c - r
    return float(c.sum()), {
        "total_completion_from_t0_s": float(c.sum()), "sum_submit_s": float(r.sum()),
        "total_jct_from_submit_s": float(jct.sum()),
        "avg_jct_from_submit_s": float(jct.mean()),
        "avg_wait_from_submit_s": float((start - r).mean()),
        "makespan_s": float(c.max()), "jobs": len(c)}
