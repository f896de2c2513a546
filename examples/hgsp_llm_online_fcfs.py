"""First come, first served on the fastest free GPUs (hgsp-llm, online).

Run it::

    optsched run llm/table4 --algo examples/hgsp_llm_online_fcfs.py:policy
    optsched run llm/table4 --algo examples/hgsp_llm_online_fcfs.py:policy \
        --param backfill=false

The online form of the policy contract: a class whose objects have ``decide(view)``.
The event-driven simulator creates one object per run (``policy(seed=..., **params)``;
``backfill`` is a typed option, set with ``--param``) and calls ``decide`` at every
instant at which tasks arrive or complete, with a read-only ``LlmView`` (waiting tasks,
running tasks, free GPUs; see ``optsched.hgsp.llm.contract``). It returns
``Start(task, gpus)`` decisions; an infeasible one (a busy GPU, a gang of the wrong
size, too little memory) stops the run with an error naming the task and the GPU.

The rule: tasks in arrival order; each takes the ``tp_degree`` fastest free GPUs it
fits on. With ``backfill`` (default) a later task may start when an earlier one cannot;
without it the queue waits for its head.
"""

from __future__ import annotations

from optsched.hgsp.llm.contract import LlmView, Start


class policy:  # lower case: the name that `--algo FILE:policy` looks up
    """FCFS gang scheduling (arrival order, fastest eligible free GPUs)."""

    def __init__(self, *, seed: int = 0, backfill: bool = True) -> None:
        self.backfill = backfill

    def decide(self, view: LlmView) -> list[Start]:
        """Start every waiting task that fits, in arrival order."""
        free = set(view.free)
        starts: list[Start] = []
        for task in view.waiting:  # arrival order (ties: instance order)
            gang = [g for g in task.eligible if g in free][: task.tp_degree]
            if len(gang) < task.tp_degree:
                if not self.backfill:
                    break
                continue
            starts.append(Start(task.id, tuple(gang)))
            free.difference_update(gang)
        return starts
