"""Independent checker and evaluator of placement schedules (eqs. (2), (3), (7)).

:func:`verify` lists every violation, each naming its field; :func:`evaluate` recomputes
the per-iteration time alpha (eq. (7)) from the counts alone, whatever the method said.
"""

from __future__ import annotations

import numpy as np

from optsched.core.errors import InstanceError

from .instance import PlacementInstance
from .schedule import PlacementSchedule, ScheduleData
from .timemodel import TimeModel

#: evaluator metrics: alpha in ms, bottleneck indices, servers used
EvalMetrics = dict[str, float | int]


def _typed(schedule: PlacementSchedule | ScheduleData) -> PlacementSchedule:
    return schedule if isinstance(schedule, PlacementSchedule) else \
        PlacementSchedule.from_dict(schedule)


def _shape_errors(inst: PlacementInstance, sched: PlacementSchedule) -> list[str]:
    M, S = len(inst.free_gpus), inst.job.num_stages
    rows, cols = len(sched.counts), len(sched.counts[0]) if sched.counts else 0
    if (rows, cols) != (M, S):
        return [f"schedule.counts: shape ({rows}, {cols}), expected ({M}, {S}) "
                "(servers x stages)"]
    return []


def verify(inst: PlacementInstance, schedule: PlacementSchedule | ScheduleData) -> list[str]:
    """Violations of ``schedule`` for ``inst`` (empty list = feasible).

    Checks eq. (2) (every stage ``s`` gets exactly ``k_s`` replicas), eq. (3) (server
    ``m`` holds at most its free GPUs), counts ``>= 0``, and, when an assignment is
    given, that every server index lies in ``0..M-1``, every stage lists exactly
    ``k_s`` replicas and the assignment reproduces the counts.

    Parameters
    ----------
    inst : PlacementInstance
        The instance.
    schedule : PlacementSchedule or its JSON form
        A malformed JSON form (a string, NaN, a boolean or 0.4 where an integer belongs)
        is reported as one violation naming the field.

    Returns
    -------
    list of str
        One message per violation, each starting with the field, e.g.
        ``schedule.assignment[1][0]: server -1 outside 0..2``.
    """
    try:
        sched = _typed(schedule)
    except InstanceError as exc:
        return [str(exc)]
    out = _shape_errors(inst, sched)
    if out:
        return out
    X = sched.counts_array()
    for m, s in np.argwhere(X < 0):
        out.append(f"schedule.counts[{m}][{s}]: {X[m, s]} < 0")
    for s, k in enumerate(inst.job.replicas):
        if X[:, s].sum() != k:
            out.append(f"schedule.counts[:][{s}]: stage {s} has {int(X[:, s].sum())} "
                       f"replicas placed, needs {k} (eq. (2))")
    for m, f in enumerate(inst.free_gpus):
        if X[m].sum() > f:
            out.append(f"schedule.counts[{m}]: server {m} uses {int(X[m].sum())} GPUs > "
                       f"{f} free (eq. (3))")
    if sched.assignment is not None:
        out.extend(_assignment_errors(inst, sched.assignment, X))
    return out


def _assignment_errors(inst: PlacementInstance, amap: tuple[tuple[int, ...], ...],
                       X: np.ndarray) -> list[str]:
    M, S = X.shape
    out: list[str] = []
    if len(amap) != S:
        return [f"schedule.assignment: {len(amap)} stages listed, the job has {S}"]
    Y = np.zeros_like(X)
    for s, row in enumerate(amap):
        k = inst.job.replicas[s]
        if len(row) != k:
            out.append(f"schedule.assignment[{s}]: {len(row)} replicas listed, stage {s} "
                       f"has {k}")
        for r, m in enumerate(row):
            if not 0 <= m < M:
                out.append(f"schedule.assignment[{s}][{r}]: server {m} outside 0..{M - 1}")
            else:
                Y[m, s] += 1
    if not out and not (Y == X).all():
        m, s = map(int, np.argwhere(Y != X)[0])
        out.append(f"schedule.assignment: puts {int(Y[m, s])} replicas of stage {s} on "
                   f"server {m}, schedule.counts[{m}][{s}] says {int(X[m, s])}")
    return out


def evaluate(inst: PlacementInstance, schedule: PlacementSchedule | ScheduleData
             ) -> tuple[float, EvalMetrics]:
    """Per-iteration training time alpha (eq. (7)) of the counts, in seconds.

    Parameters
    ----------
    inst : PlacementInstance
    schedule : PlacementSchedule or its JSON form

    Returns
    -------
    alpha_s : float
        ``max_{m, s: x^m_s > 0} beta^m_s`` (eqs. (4)-(7)), seconds.
    metrics : dict
        ``alpha_ms``, ``bottleneck_server``, ``bottleneck_stage``, ``servers_used``.

    Raises
    ------
    InstanceError
        If the schedule is malformed or has the wrong shape.
    """
    sched = _typed(schedule)
    errs = _shape_errors(inst, sched)
    if errs:
        raise InstanceError("schedule.counts", errs[0].split(": ", 1)[1])
    X = sched.counts_array()
    beta = TimeModel(inst.job, inst.cluster).beta_matrix_ms(X)
    m, s = np.unravel_index(int(np.argmax(beta)), beta.shape)
    alpha_ms = float(beta[m, s])
    return alpha_ms / 1000.0, {"alpha_ms": alpha_ms, "bottleneck_server": int(m),
                               "bottleneck_stage": int(s),
                               "servers_used": int((X.sum(axis=1) > 0).sum())}


def unschedulable(inst: PlacementInstance) -> str | None:
    """Why no placement exists (fewer free GPUs than the job needs), else None."""
    if sum(inst.free_gpus) < inst.job.gpus:
        return f"total {sum(inst.free_gpus)} free GPUs < the {inst.job.gpus} the job needs"
    return None


__all__ = ["EvalMetrics", "evaluate", "unschedulable", "verify"]
