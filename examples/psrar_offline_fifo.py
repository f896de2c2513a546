"""FIFO, each job alone on the server that completes it first (psrar, offline).

Run it::

    optsched run psrar/tiny-ps-s0 --algo examples/psrar_offline_fifo.py:policy

The offline form of the policy contract: a function ``policy(instance, *, seed) ->
schedule`` returning ``{"jobs": [placement, ...]}``, one placement per job in instance
order: start slot, duration (slots), worker type and workers per server, PS type and
PSs per server (``ps_type`` null for ring-allreduce jobs). optsched verifies problem
(2)/(15) (capacity in every slot, enough throughput for the job's mini-batches (2f),
arrivals) and recomputes the total weighted completion time.

The rule: jobs in arrival order; each runs co-located on one server (its workers and
its one PS together, so no traffic leaves the server), with the most workers of the
type and the PS type that fit there, on the server where it completes first; a server
runs one job at a time.
"""

from __future__ import annotations

from optsched.psrar.instance import PsrarInstance


def _fit(cap: tuple[float, ...], *demands: tuple[tuple[float, ...], int]) -> bool:
    return all(sum(d[r] * k for d, k in demands) <= c * (1 + 1e-9) for r, c in enumerate(cap))


def policy(instance: PsrarInstance, *, seed: int = 0) -> dict[str, list[object]]:
    """One co-located placement per job (slots)."""
    H = len(instance.servers)
    free_at = [0] * H  # first slot at which each server is idle
    plan: list[object] = [None] * len(instance.jobs)
    for j in sorted(range(len(instance.jobs)), key=lambda k: (instance.jobs[k].arrival_slot, k)):
        job = instance.jobs[j]
        best: tuple[int, int, dict[str, object]] | None = None
        for h, server in enumerate(instance.servers):
            for m, wt in enumerate(instance.worker_types):
                for p in (range(len(instance.ps_types)) if job.is_ps else [None]):
                    ps = () if p is None else ((instance.ps_types[p].demand, 1),)
                    y = 0
                    while y < job.chunks and _fit(server.capacity, (wt.demand, y + 1), *ps):
                        y += 1
                    if y == 0:
                        continue
                    d = instance.min_duration(j, m, p, y, colocated=True)
                    start = max(job.arrival_slot, free_at[h])
                    if best is None or start + d < best[0]:
                        best = (start + d, h, {
                            "start": start, "duration": d, "worker_type": m,
                            "workers": [y if k == h else 0 for k in range(H)],
                            "ps_type": p, "ps": [int(p is not None and k == h)
                                                 for k in range(H)]})
        if best is None:
            raise ValueError(f"job {job.name!r} fits on no single server")
        free_at[best[1]] = best[0]
        plan[j] = best[2]
    return {"jobs": plan}
