"""Heaviest weight per slot first, dropping jobs that miss tau (psrar-maxweight, offline).

Run it::

    optsched run psrar/tiny-ps-s0-mw --algo examples/psrar_maxweight_offline_density.py:policy

The offline form of the policy contract for the max-weight problem (7)/(16): a function
``policy(instance, *, seed) -> schedule`` returning ``{"jobs": [placement or null,
...]}`` (null: the job is not run). optsched verifies every placement (capacity in every
slot, throughput (2f), arrival, completion by ``tau``) and recomputes the weight of the
jobs completed by ``tau``, the objective (maximised).

The rule: each job's fastest co-located configuration (one server, one PS for PS jobs,
as many workers as fit); jobs by weight per slot of that configuration, descending; a
job takes the first server idle from its arrival on that completes it by ``tau``, else
it is dropped. A server runs one job at a time.
"""

from __future__ import annotations

from optsched.psrar.instance import PsrarInstance


def _workers(cap: tuple[float, ...], w: tuple[float, ...], z: tuple[float, ...],
             most: int) -> int:
    y = 0
    while y < most and all((y + 1) * a + b <= c * (1 + 1e-9) for a, b, c in zip(w, z, cap)):
        y += 1
    return y


def policy(instance: PsrarInstance, *, seed: int = 0) -> dict[str, list[object]]:
    """Placements of the jobs that finish by tau, null for the others (slots)."""
    H, R = len(instance.servers), len(instance.resources)
    options: list[list[tuple[int, int, int | None, int, int]]] = []  # (d, h, p, m, y)
    for j, job in enumerate(instance.jobs):
        opts = []
        for h, server in enumerate(instance.servers):
            for m, wt in enumerate(instance.worker_types):
                for p in (range(len(instance.ps_types)) if job.is_ps else [None]):
                    z = (0.0,) * R if p is None else instance.ps_types[p].demand
                    y = _workers(server.capacity, wt.demand, z, job.chunks)
                    if y:
                        opts.append((instance.min_duration(j, m, p, y, True), h, p, m, y))
        options.append(sorted(opts, key=lambda o: (o[0], o[1])))
    order = sorted((j for j in range(len(instance.jobs)) if options[j]),
                   key=lambda j: (-instance.jobs[j].weight / options[j][0][0], j))
    free_at = [0] * H
    plan: list[object] = [None] * len(instance.jobs)
    for j in order:
        for d, h, p, m, y in options[j]:
            start = max(instance.jobs[j].arrival_slot, free_at[h])
            if start + d <= instance.tau:
                free_at[h] = start + d
                plan[j] = {"start": start, "duration": d, "worker_type": m,
                           "workers": [y if k == h else 0 for k in range(H)], "ps_type": p,
                           "ps": [int(p is not None and k == h) for k in range(H)]}
                break
    return {"jobs": plan}
