"""First come, first served, planned offline with every job known (asrpt-online).

Run it::

    optsched run asrpt-online/tiny-s3 --algo examples/asrpt_online_offline_fcfs.py:policy

The offline form of the policy contract: a function ``policy(instance, *, seed) ->
schedule`` that sees the whole job stream (true iteration counts included) and returns
``{"runs": [{"start", "servers", "counts"}, ...]}``, one run per job in instance order:
start time (s), the servers used and the replicas of each stage on each of them.
optsched verifies problem (8)'s constraints (no job before its submission, every stage
fully placed, at most g GPUs in use on a server at any instant, no preemption) and
recomputes the total completion time from eq. (7).

The rule: jobs in submission order, each started as early as possible but not before
the previous one (FCFS), on the servers with the most free GPUs then, replicas filled
stage by stage.
"""

from __future__ import annotations

from optsched.asrpt.online.instance import OnlineInstance
from optsched.asrpt.timemodel import iteration_time


def policy(instance: OnlineInstance, *, seed: int = 0) -> dict[str, list[dict[str, object]]]:
    """An FCFS plan: one run per job (seconds)."""
    g, servers = instance.cluster.gpus_per_server, instance.cluster.servers
    busy: list[tuple[float, int, int]] = []  # (end, server, gpus) of planned runs
    runs: list[dict[str, object]] = [{}] * len(instance.jobs)
    t = 0.0
    for i in sorted(range(len(instance.jobs)), key=lambda k: (instance.jobs[k].submit, k)):
        job, spec = instance.jobs[i], instance.configs[instance.jobs[i].config].job
        need = spec.gpus
        t = max(t, job.submit)
        for when in [t] + sorted(e for e, _, _ in busy if e > t):  # FCFS: starts ascend
            free = [g - sum(n for e, m, n in busy if m == h and e > when)
                    for h in range(servers)]
            if sum(free) >= need:
                t = when
                break
        order = sorted(range(servers), key=lambda h: (-free[h], h))
        used, counts, left = [], [], list(spec.replicas)
        for h in order:
            room, row = free[h], [0] * len(left)
            for s in range(len(left)):
                row[s] = min(left[s], room)
                room -= row[s]
                left[s] -= row[s]
            if any(row):
                used.append(h)
                counts.append(row)
            if not any(left):
                break
        end = t + job.iterations * iteration_time(spec, counts, instance.cluster)
        busy += [(end, h, sum(row)) for h, row in zip(used, counts)]
        runs[i] = {"start": t, "servers": used, "counts": counts}
    return {"runs": runs}
