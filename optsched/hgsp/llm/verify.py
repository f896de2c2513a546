"""Independent feasibility checker and evaluator for LLM gang schedules.

A schedule is an :class:`~optsched.hgsp.llm.schedule.LlmSchedule` (JSON: a list of
``{"task": id, "gpus": [gpu ids], "start": s, "end": e}``, seconds), one entry per task.
:func:`verify` checks the constraints of Section VI-A (gang size ``tau_i``, memory
``m_i / tau_i <= M_j`` on every member, a GPU runs one task at a time, ``start >= a_i``)
and ``end = start + L_i / min_{j in gang} lambda_j^phi``; :func:`evaluate` recomputes
eq. (16) ``Z = sum_i w_i (c_i - a_i)`` from the schedule. It shares no code with the
simulators or the exact models.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from optsched.core.errors import InstanceError

from .instance import LlmInstance
from .schedule import LlmSchedule, as_schedule

#: what :func:`verify` and :func:`evaluate` accept: a schedule or its JSON form
ScheduleLike = LlmSchedule | Sequence[Mapping[str, object]]

TOL = 1e-6


@dataclass(frozen=True)
class _Entry:
    start: float
    end: float
    gpus: list[int]


def time_magnitude(instance: LlmInstance) -> float:
    """The instance's typical time (s): its longest task duration on the fastest gang.
    Tolerances on times are relative to ``max(|x|, time_magnitude)``, never absolute."""
    durs = [d for d in (instance.best_duration_s(t) for t in instance.tasks)
            if 0 < d < float("inf")]
    return max(durs) if durs else 1.0


def _tol(x: float, mag: float = 1.0) -> float:
    """Tolerance on a time ``x`` (s), relative (see :func:`time_magnitude`)."""
    return TOL * max(mag, abs(x))


def _entries(instance: LlmInstance, schedule: ScheduleLike
             ) -> tuple[list[str], dict[int, _Entry]]:
    """Parse ``schedule``; returns (violations, task index -> entry)."""
    try:
        sched = as_schedule(schedule)
    except InstanceError as exc:
        return [str(exc)], {}
    viol: list[str] = []
    by_task: dict[int, _Entry] = {}
    tindex = instance.task_index()
    gindex = instance.gpu_index()
    for k, e in enumerate(sched):
        where = f"schedule[{k}]"
        if e.task not in tindex:
            viol.append(f"{where}.task: unknown task {e.task!r}")
            continue
        i = tindex[e.task]
        if i in by_task:
            viol.append(f"{where}.task: task {e.task!r} scheduled twice")
            continue
        unknown = [g for g in e.gpus if g not in gindex]
        for g in unknown:
            viol.append(f"{where}.gpus: unknown GPU {g!r}")
        if not unknown:
            by_task[i] = _Entry(e.start, e.end, [gindex[g] for g in e.gpus])
    return viol, by_task


def verify(instance: LlmInstance, schedule: ScheduleLike) -> list[str]:
    """Violations of ``schedule`` (empty list = feasible).

    Parameters
    ----------
    instance : LlmInstance
    schedule : LlmSchedule or its JSON form
        A malformed JSON form is reported as one violation naming the field.

    Returns
    -------
    list of str
        Each task once, gang size ``tau_i`` of distinct GPUs, ``m_i / tau_i <= M_j`` on
        every member, ``start >= a_i``, ``end = start + L_i / min_j lambda_j^phi`` and no
        GPU double-booked (VI-A), to relative tolerance 1e-6.
    """
    viol, by_task = _entries(instance, schedule)
    mag = time_magnitude(instance)
    for i, t in enumerate(instance.tasks):
        if i not in by_task:
            viol.append(f"task {t.name!r} is not scheduled")
    busy: dict[int, list[tuple[float, float, str]]] = defaultdict(list)
    for i, e in sorted(by_task.items()):
        t = instance.tasks[i]
        gang = e.gpus
        if len(set(gang)) != len(gang):
            viol.append(f"task {t.name!r}: a GPU appears twice in its gang")
            continue
        if len(gang) != t.tp_degree:
            viol.append(f"task {t.name!r}: gang has {len(gang)} GPUs, tp_degree is "
                        f"{t.tp_degree}")
            continue
        for j in gang:
            g = instance.gpus[j]
            if t.memory_gb / t.tp_degree > g.memory_gb + 1e-9:
                viol.append(f"task {t.name!r}: needs {t.memory_gb / t.tp_degree:g} GB per "
                            f"GPU, GPU {g.name!r} has {g.memory_gb:g} GB")
        if e.start < t.arrival_s - _tol(t.arrival_s, mag):
            viol.append(f"task {t.name!r}: starts at {e.start:g} before its arrival "
                        f"{t.arrival_s:g}")
        slowest = min(instance.gpus[j].throughput(t.phase) for j in gang)
        expect = e.start + t.tokens / slowest
        if abs(e.end - expect) > _tol(expect, mag):
            viol.append(f"task {t.name!r}: end {e.end:g} != start + tokens/slowest "
                        f"throughput = {expect:g}")
        for j in gang:
            busy[j].append((e.start, e.end, t.name))
    for j, ivs in busy.items():
        ivs.sort()
        for (s1, e1, n1), (s2, _e2, n2) in zip(ivs, ivs[1:]):
            if s2 < e1 - _tol(e1, mag):
                viol.append(f"GPU {instance.gpus[j].name!r} double-booked: {n1!r} "
                            f"[{s1:g}, {e1:g}) overlaps {n2!r} starting {s2:g}")
    return viol


def evaluate(instance: LlmInstance, schedule: ScheduleLike) -> tuple[float, dict[str, float]]:
    """Eq. (16) ``Z = sum_i w_i (c_i - a_i)`` (s) and the secondary metrics of VI-A.3.

    Metrics: ``weighted_wait`` (= Z), ``avg_wait`` (``1/n sum (c_i - a_i)``, s),
    ``makespan_s`` (``max c_i``), ``completed`` (tasks in the schedule),
    ``avg_queue_delay_s`` (``1/n sum (s_i - a_i)``).
    """
    _, by_task = _entries(instance, schedule)
    n = len(instance.tasks)
    ww = 0.0
    wait = 0.0
    queue = 0.0
    cmax = 0.0
    for i, e in by_task.items():
        t = instance.tasks[i]
        ww += t.weight * (e.end - t.arrival_s)
        wait += e.end - t.arrival_s
        queue += e.start - t.arrival_s
        cmax = max(cmax, e.end)
    metrics = {"weighted_wait": ww, "avg_wait": wait / n, "makespan_s": cmax,
               "completed": len(by_task), "avg_queue_delay_s": queue / n}
    return ww, metrics
