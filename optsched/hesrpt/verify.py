"""Independent checker of fluid schedules and the objective evaluator.

A schedule is ``{"kind": "fluid", "segments": [{"start", "end", "jobs", "shares"}, ...],
"completion": [...]}``: on ``[start, end)`` job ``jobs[k]`` holds the fraction
``shares[k]`` of the N servers (absent jobs hold 0). ``completion`` is optional; the
evaluator never trusts it -- it re-derives every completion time from the shares.

Checks: segments sorted, non-overlapping, finite; each share in [0, 1]; shares of one
segment sum to at most 1 (+1e-9); no job served before its release; each job's work
``sum (end - start) s(share N)`` equals its size (relative 1e-9) and its completion time
(the end of its last served segment) matches ``completion`` if given (relative 1e-9).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .instance import HesrptInstance

RTOL = 1e-9


def _segments(schedule: Any) -> tuple[list[str], list[dict[str, Any]]]:
    if not isinstance(schedule, dict):
        return [f"schedule: expected an object, got {type(schedule).__name__}"], []
    segs = schedule.get("segments")
    if not isinstance(segs, list):
        return ["schedule.segments: missing or not a list"], []
    return [], segs


def _analyse(instance: HesrptInstance, schedule: Any
             ) -> tuple[list[str], np.ndarray, np.ndarray]:
    errs, segs = _segments(schedule)
    m = len(instance.jobs)
    work = np.zeros(m)
    last_end = np.full(m, np.nan)
    if errs:
        return errs, work, last_end
    sizes, rel = instance.sizes, instance.releases
    n = instance.n_servers
    prev_end = 0.0
    for k, seg in enumerate(segs):
        path = f"segments[{k}]"
        if not isinstance(seg, dict):
            errs.append(f"{path}: expected an object")
            continue
        try:
            t0, t1 = float(seg["start"]), float(seg["end"])
            jobs = [int(j) for j in seg["jobs"]]
            shares = np.asarray(seg["shares"], dtype=float)
        except (KeyError, TypeError, ValueError) as exc:
            errs.append(f"{path}: malformed ({exc})")
            continue
        if not (math.isfinite(t0) and math.isfinite(t1)) or t1 < t0:
            errs.append(f"{path}: bad interval [{t0}, {t1}]")
            continue
        if t0 < prev_end - RTOL * max(1.0, abs(prev_end)):
            errs.append(f"{path}: starts at {t0} before the previous segment ends ({prev_end})")
        prev_end = max(prev_end, t1)
        if shares.shape != (len(jobs),):
            errs.append(f"{path}: {len(jobs)} jobs but {shares.size} shares")
            continue
        if len(set(jobs)) != len(jobs):
            errs.append(f"{path}: a job is listed twice")
        if any(j < 0 or j >= m for j in jobs):
            errs.append(f"{path}: job index out of range 0..{m - 1}")
            continue
        if not np.all(np.isfinite(shares)):
            errs.append(f"{path}: shares must be finite")
            continue
        if np.any(shares < -1e-12) or np.any(shares > 1 + 1e-12):
            errs.append(f"{path}: shares must lie in [0, 1]")
        total = float(shares.sum())
        if total > 1 + 1e-9:
            errs.append(f"{path}: shares sum to {total:.12g} > 1")
        idx = np.asarray(jobs, dtype=int)
        pos = shares > 0
        if t1 > t0 and np.any(pos & (rel[idx] > t0 + RTOL * max(1.0, t0))):
            bad = int(idx[pos & (rel[idx] > t0 + RTOL * max(1.0, t0))][0])
            errs.append(f"{path}: job {bad} served at {t0} before its release {rel[bad]}")
        rate = np.where(pos, instance.speedup(np.maximum(shares, 0.0) * n), 0.0)
        work[idx] += rate * (t1 - t0)
        served = idx[pos & (t1 > t0)]
        last_end[served] = t1
    for i in range(m):
        if not math.isclose(work[i], sizes[i], rel_tol=RTOL, abs_tol=0.0):
            errs.append(f"jobs[{i}]: receives work {work[i]:.12g}, size is {sizes[i]:.12g}")
    claimed = schedule.get("completion")
    if claimed is not None:
        try:
            c = np.asarray(claimed, dtype=float)
        except (TypeError, ValueError):
            c = None
        if c is None or c.shape != (m,):
            errs.append("schedule.completion: must list one time per job")
        else:
            for i in range(m):
                if not math.isclose(c[i], last_end[i], rel_tol=RTOL, abs_tol=1e-12):
                    errs.append(f"jobs[{i}]: claimed completion {c[i]:.12g} but its work ends "
                                f"at {last_end[i]:.12g}")
    return errs, work, last_end


def verify(instance: HesrptInstance, schedule: Any) -> list[str]:
    """Violations of ``schedule`` (empty list = feasible)."""
    return _analyse(instance, schedule)[0]


def completion_from_schedule(instance: HesrptInstance, schedule: Any) -> np.ndarray:
    """Each job's completion time = end of the last segment in which it is served."""
    return _analyse(instance, schedule)[2]


def objective_from_completion(instance: HesrptInstance, completion: np.ndarray
                              ) -> tuple[float, dict[str, Any]]:
    """Objective of the instance and side metrics from completion times."""
    flow = np.asarray(completion, dtype=float) - instance.releases
    s_n = float(instance.speedup(instance.n_servers))
    slow = flow * s_n / instance.sizes
    w = instance.weights()
    total_w = float(math.fsum(w * flow))
    obj = total_w * instance.objective_scale()
    metrics = {"mean_flow_time": float(np.mean(flow)), "mean_slowdown": float(np.mean(slow)),
               "total_weighted_flow_time": total_w, "makespan": float(np.max(completion)),
               "n_jobs": len(instance.jobs)}
    return obj, metrics


def evaluate(instance: HesrptInstance, schedule: Any) -> tuple[float, dict[str, Any]]:
    """Objective recomputed from the shares alone (completion times re-derived)."""
    errs, _, last_end = _analyse(instance, schedule)
    if np.any(np.isnan(last_end)):
        return math.inf, {"unfinished_jobs": int(np.isnan(last_end).sum())}
    return objective_from_completion(instance, last_end)
