"""FIFO, each job co-located on the free server that finishes it first (psrar, online).

Run it::

    optsched run psrar/tiny-mixed-s0 --algo examples/psrar_online_fifo.py:policy
    optsched run psrar/tiny-mixed-s0 --algo examples/psrar_online_fifo.py:policy \
        --param backfill=false

The online form of the policy contract: a class whose objects have ``decide(view)``.
The simulator calls it at every slot at which jobs arrive or complete with a read-only
``PsrarView`` (waiting jobs with their training parameters, running jobs, free resources
per server; see ``optsched.psrar.online.contract``) and starts the jobs of the
``Start(job, Configuration(...))`` decisions now, for ``view.duration`` slots. An
infeasible decision stops the run with an error naming the slot, job and resource.

The rule: jobs in arrival order; each runs co-located on one server (workers and one
PS together), with the most workers of the type that fit there, where it completes
first. With ``backfill`` (default) a later job may start when an earlier one cannot.
"""

from __future__ import annotations

from optsched.psrar.online.contract import Configuration, PsrarView, Start


class policy:  # lower case: the name that `--algo FILE:policy` looks up
    """FIFO, co-located, earliest completion."""

    def __init__(self, *, seed: int = 0, backfill: bool = True) -> None:
        self.backfill = backfill

    def decide(self, view: PsrarView) -> list[Start]:
        free = [list(f) for f in view.free]
        H, cl = len(free), view.cluster
        starts: list[Start] = []
        for job in view.waiting:  # arrival order
            best: tuple[int, int, Configuration] | None = None
            for h in range(H):
                for m in range(len(cl.worker_types)):
                    for p in range(len(cl.ps_types)) if job.is_ps else [None]:
                        ps = tuple(int(p is not None and k == h) for k in range(H))
                        n = 0
                        while n < job.chunks:  # most workers fitting server h
                            c = Configuration(m, tuple((n + 1) * (k == h) for k in range(H)),
                                              p, ps)
                            if any(x > f + 1e-9 for x, f in zip(cl.demand(c)[h], free[h])):
                                break
                            n += 1
                        if n:
                            c = Configuration(m, tuple(n * (k == h) for k in range(H)), p, ps)
                            if best is None or view.duration(job, c) < best[0]:
                                best = (view.duration(job, c), h, c)
            if best is None:  # it waits; without backfill, so do the later ones
                if self.backfill:
                    continue
                break
            _, h, c = best
            free[h] = [f - x for f, x in zip(free[h], cl.demand(c)[h])]
            starts.append(Start(job.id, c))
        return starts
