"""Shortest job first, one job at a time on all N servers (hesrpt, offline).

Run it::

    optsched run hesrpt/five-jobs-slowdown --algo examples/hesrpt_offline_sjf.py:policy

The offline form of the policy contract: a function ``policy(instance, *, seed) ->
schedule`` returning heSRPT's fluid schedule in JSON form: segments ``{start_s, end_s,
jobs, shares}`` during which job ``jobs[k]`` (its index in the instance) holds the
fraction ``shares[k]`` of the N servers. optsched verifies it (shares in [0, 1] summing
to at most 1, no job served before its arrival, every job's work done) and recomputes
the objective from the shares, whatever completion times the policy claims.

The rule: whenever the servers are idle, the arrived job with the smallest size gets
all of them until it completes (no preemption), at rate ``s(N)``.
"""

from __future__ import annotations

from optsched.hesrpt.instance import HesrptInstance


def policy(instance: HesrptInstance, *, seed: int = 0) -> dict[str, object]:
    """A non-preemptive SJF fluid schedule (times in seconds)."""
    rate = float(instance.speedup(instance.n_servers))  # work per second on N servers
    left = set(range(len(instance.jobs)))
    t = 0.0
    segments: list[dict[str, object]] = []
    while left:
        arrived = [i for i in left if instance.jobs[i].arrival_s <= t]
        if not arrived:  # idle until the next arrival
            t = min(instance.jobs[i].arrival_s for i in left)
            continue
        i = min(arrived, key=lambda k: (instance.jobs[k].size_s, k))
        end = t + instance.jobs[i].size_s / rate
        segments.append({"start_s": t, "end_s": end, "jobs": [i], "shares": [1.0]})
        left.remove(i)
        t = end
    return {"kind": "fluid", "version": 2, "segments": segments}
