"""The HGSP verifier and evaluator (paper hgsp, Sections I-D and I-E).

:func:`verify` is the judge of every schedule; :func:`evaluate` recomputes the objective
(eq. 1) and every metric of Section I-E from the schedule alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from optsched.core.errors import InstanceError

from .instance import HgspInstance
from .schedule import HgspSchedule, as_schedule

#: what :func:`verify` and :func:`evaluate` accept: a schedule or its JSON form
ScheduleLike = HgspSchedule | Sequence[Mapping[str, object]]

#: Absolute/relative tolerance on times (time units) for feasibility checks.
TIME_TOL = 1e-6


def time_magnitude(inst: HgspInstance) -> float:
    """The instance's typical time (time units): its longest memory-feasible processing
    time. Tolerances on times are relative to ``max(|x|, time_magnitude)``, never absolute,
    so they hold at any data scale (times x 1e-8 used to be all "on time")."""
    p = inst.p[inst.fits]
    return float(p.max()) if p.size else 1.0


def _tol(x: float, mag: float) -> float:
    """Tolerance on a time ``x`` (time units), relative (see :func:`time_magnitude`)."""
    return TIME_TOL * max(mag, abs(x))


def verify(inst: HgspInstance, schedule: ScheduleLike) -> list[str]:
    """List every violated constraint of eqs. (2)–(6); empty list = feasible.

    Parameters
    ----------
    inst : HgspInstance
    schedule : HgspSchedule or its JSON form (list of ``{task, gpu, start, end}`` rows)
        A malformed JSON form is reported as one violation naming the field.

    Returns
    -------
    list of str
        Checks: each task exactly once (eq. 2); on a GPU with enough memory (eq. 3);
        ``end = start + p_ij`` (eq. 4); ``start >= arrival`` (eq. 5); no overlap per
        GPU (eq. 6). Tolerances are relative (:data:`TIME_TOL` x magnitude).
    """
    try:
        sched = as_schedule(schedule)
    except InstanceError as exc:
        return [str(exc)]
    gpu, start, end, problems = sched.arrays(inst)
    p = inst.p
    mag = time_magnitude(inst)
    for i, t in enumerate(inst.tasks):
        j = gpu[i]
        if j < 0:
            problems.append(f"task {t.id!r} is not scheduled")
            continue
        if not inst.fits[i, j]:
            problems.append(f"task {t.id!r} needs {t.memory_gb:g} GB but GPU "
                            f"{inst.gpus[j].id!r} has {inst.gpus[j].memory_gb:g} GB")
        if not np.isfinite(start[i]):
            problems.append(f"task {t.id!r}: start is not finite")
            continue
        if start[i] < t.arrival - _tol(t.arrival, mag):
            problems.append(f"task {t.id!r} starts at {start[i]:g} before its arrival "
                            f"{t.arrival:g}")
        if abs(end[i] - (start[i] + p[i, j])) > _tol(end[i], mag):
            problems.append(f"task {t.id!r}: end {end[i]:g} != start {start[i]:g} + "
                            f"p {p[i, j]:g} on GPU {inst.gpus[j].id!r}")
    for j, g in enumerate(inst.gpus):
        idx = np.flatnonzero(gpu == j)
        if idx.size < 2:
            continue
        idx = idx[np.argsort(start[idx], kind="stable")]
        for a, b in zip(idx[:-1], idx[1:]):
            if start[a] + p[a, j] > start[b] + _tol(start[b], mag):
                problems.append(f"GPU {g.id!r}: tasks {inst.tasks[a].id!r} "
                                f"[{start[a]:g}, {start[a] + p[a, j]:g}) and "
                                f"{inst.tasks[b].id!r} [{start[b]:g}, ...) overlap")
    return problems


def completion_times(inst: HgspInstance, gpu: np.ndarray, start: np.ndarray) -> np.ndarray:
    """``c_i = s_i + p_{i, gpu_i}`` (eq. 4), time units.

    Parameters
    ----------
    inst : HgspInstance
    gpu : ndarray of int, shape (n,)
        GPU index of each task.
    start : ndarray of float, shape (n,)
        Start times (time units).
    """
    return start + inst.p[np.arange(inst.n), gpu]


def metrics_from_arrays(inst: HgspInstance, gpu: np.ndarray,
                        start: np.ndarray) -> dict[str, float]:
    """All Section I-E metrics from assignment and start arrays.

    * ``weighted_tardiness`` — eq. (1), the objective;
    * ``twct`` — eq. (7), ``sum w_i (c_i - a_i)`` (the paper's TWCT is a weighted *flow*
      time; ``weighted_completion = sum w_i c_i`` is reported too);
    * ``act`` — eq. (8), mean of ``c_i - a_i``;
    * ``dmc``, ``dmr`` — eqs. (9), (10): count/share of tasks with ``c_i > d_i``;
    * ``makespan`` — eq. (11), ``max c_i``;
    * ``gpu_util`` — eq. (12), ``sum p_i / (m (C_max - min a))``;
    * ``mem_util`` — *our definition* (the paper names it without a formula): the
      time-averaged share of cluster memory held by running tasks over the same window,
      ``sum_i m_i p_i / (sum_j M_j (C_max - min a))``.
    """
    c = completion_times(inst, gpu, start)
    a, d, w = inst.arrival, inst.deadline, inst.weight
    tard = np.maximum(0.0, c - d)
    tard[tard <= TIME_TOL * np.maximum(time_magnitude(inst), np.abs(d))] = 0.0
    late = tard > 0
    proc = inst.p[np.arange(inst.n), gpu]
    cmax = float(c.max())
    window = cmax - float(a.min())
    mem_total = float(sum(g.memory_gb for g in inst.gpus))
    return {
        "weighted_tardiness": float(np.dot(w, tard)),
        "twct": float(np.dot(w, c - a)),
        "weighted_completion": float(np.dot(w, c)),
        "act": float(np.mean(c - a)),
        "dmc": int(late.sum()),
        "dmr": float(late.mean()),
        "makespan": cmax,
        "gpu_util": float(proc.sum() / (inst.m * window)) if window > 0 else 1.0,
        "mem_util": float(np.dot(inst.memory, proc) / (mem_total * window))
        if window > 0 else 0.0,
    }


def evaluate(inst: HgspInstance, schedule: ScheduleLike) -> tuple[float, dict[str, float]]:
    """Recompute the objective (eq. 1) and all metrics of :func:`metrics_from_arrays`
    from a (verified) schedule.

    Returns
    -------
    (float, dict)
        Weighted tardiness ``sum_i w_i max(0, c_i - d_i)`` (weight x time units) and the
        metrics.
    """
    gpu, start, _end, _problems = as_schedule(schedule).arrays(inst)
    m = metrics_from_arrays(inst, gpu, start)
    return m["weighted_tardiness"], m
