"""Heaviest stage first, packed onto the servers with the most free GPUs (asrpt).

Run it::

    optsched run asrpt/fig2-example --algo examples/asrpt_heaviest_first.py:policy

The offline form of the policy contract for the placement problem of the A-SRPT paper
(Section IV-B): a function ``policy(instance, *, seed) -> schedule`` returning the
replica counts ``{"counts": [[x^m_s, ...], ...]}`` (servers x stages, servers in the
instance's ``free_gpus`` order). optsched verifies eqs. (2)-(3) (every stage gets its
``k_s`` replicas, no server above its free GPUs) and recomputes the per-iteration time
alpha of eq. (7), the objective.

The rule: the stage whose all-reduce moves the most data (``params_mb x replicas``)
is placed first, on as few servers as possible (most free GPUs first), so its
synchronisation stays inside a server when it can.
"""

from __future__ import annotations

from optsched.asrpt.instance import PlacementInstance


def policy(instance: PlacementInstance, *, seed: int = 0) -> dict[str, list[list[int]]]:
    """Replica counts per (server, stage)."""
    stages = instance.job.stages
    free = list(instance.free_gpus)
    counts = [[0] * len(stages) for _ in free]
    heaviest = sorted(range(len(stages)),
                      key=lambda s: (-stages[s].params_mb * stages[s].replicas, s))
    for s in heaviest:
        left = stages[s].replicas
        while left > 0:
            m = max(range(len(free)), key=lambda k: (free[k], -k))  # most free GPUs
            take = min(left, free[m])
            counts[m][s] += take
            free[m] -= take
            left -= take
    return {"counts": counts}
