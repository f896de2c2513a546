"""Highest weight per second first, planned offline on GPU free times (hgsp-llm).

Run it::

    optsched run llm/small-2 --algo examples/hgsp_llm_offline_wsrpt.py:policy

The offline form of the policy contract: a function ``policy(instance, *, seed) ->
schedule`` that sees the whole instance (every arrival in advance) and returns the JSON
schedule, one ``{task, gpus, start, end}`` per task (seconds). optsched verifies it
(gang size, memory per GPU, arrivals, one task per GPU at a time, durations) and
recomputes the total weighted waiting time, eq. (16).

The rule: tasks by ``w_i / p_i`` descending (``p_i`` on the fastest gang); each takes,
among the GPUs with enough memory, the ``tp_degree`` that become idle first (ties:
fastest), and starts when it has arrived and all of them are idle.
"""

from __future__ import annotations

from optsched.hgsp.llm.instance import LlmInstance


def policy(instance: LlmInstance, *, seed: int = 0) -> list[dict[str, object]]:
    """A non-preemptive gang schedule (rows ``{task, gpus, start, end}``, seconds)."""
    free_at = [0.0] * len(instance.gpus)
    order = sorted(range(len(instance.tasks)), key=lambda i: (
        -instance.tasks[i].weight / instance.best_duration_s(instance.tasks[i]), i))
    rows: list[dict[str, object]] = []
    for i in order:
        task = instance.tasks[i]
        speed = [g.throughput(task.phase) for g in instance.gpus]
        eligible = sorted(instance.eligible(task), key=lambda j: (free_at[j], -speed[j], j))
        gang = eligible[: task.tp_degree]
        start = max([task.arrival_s] + [free_at[j] for j in gang])
        end = start + instance.duration_s(task, gang)
        for j in gang:
            free_at[j] = end
        rows.append({"task": task.id, "gpus": [instance.gpus[j].id for j in gang],
                     "start": start, "end": end})
    return rows
