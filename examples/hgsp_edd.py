"""Earliest due date first, each task on the GPU that finishes it first (hgsp, offline).

Run it::

    optsched run hgsp/tiny-s1 --algo examples/hgsp_edd.py:policy

The offline form of the policy contract: a function ``policy(instance, *, seed) ->
schedule`` returning the JSON form that ``optsched run --json`` prints under
``"schedule"`` (one row ``{task, gpu, start}`` per task). optsched verifies it (memory,
arrivals, no overlap on a GPU) and recomputes the total weighted tardiness, exactly as
for its own heuristics.

The rule: tasks by due date (ties: weight, descending); each goes to the
memory-feasible GPU on which it would complete earliest, starting when both the task
has arrived and the GPU is idle.
"""

from __future__ import annotations

from optsched.hgsp.instance import HgspInstance


def policy(instance: HgspInstance, *, seed: int = 0) -> list[dict[str, str | float]]:
    """EDD list schedule: rows ``{task, gpu, start}`` (time units)."""
    p, fits = instance.p, instance.fits  # p[i, j]: time of task i on GPU j; memory fits
    free_at = [0.0] * instance.m  # when each GPU becomes idle
    order = sorted(range(instance.n),
                   key=lambda i: (instance.tasks[i].deadline, -instance.tasks[i].weight, i))
    rows: list[dict[str, str | float]] = []
    for i in order:
        task = instance.tasks[i]
        best_j, best_end = -1, float("inf")
        for j in range(instance.m):
            if not fits[i, j]:
                continue
            end = max(task.arrival, free_at[j]) + float(p[i, j])
            if end < best_end:
                best_j, best_end = j, end
        start = best_end - float(p[i, best_j])
        free_at[best_j] = best_end
        rows.append({"task": task.id, "gpu": instance.gpus[best_j].id, "start": start})
    return rows
