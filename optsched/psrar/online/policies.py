"""Our Section 7 FIFO re-expressed on the online-policy contract (issue 23).

:class:`FifoPolicy` decides from a :class:`~.contract.PsrarView` only (arrived jobs, free
resources, the cluster) with the family's own functions: the ideal configuration
(:func:`~.packing.ideal_config`: ideal worker/PS types, the most workers fitting the
empty cluster) and the placement (:func:`~.packing.pack`: co-located if possible, else
PSs on one server and workers first-fit) computed on a one-job instance
(:func:`~.contract.job_instance`). On the simulator of :mod:`.simulate` it gives the
built-in ``fifo`` schedule exactly (``tests/psrar/online/test_contract.py``).
"""

from __future__ import annotations

import numpy as np

from .cluster import Cluster
from .contract import Configuration, PsrarView, Start, WaitingJob, job_instance
from .packing import Durations, Packed, ideal_config, pack


class FifoPolicy:
    """FIFO (Section 7): strict arrival order (the head of the queue blocks the others),
    ideal types, ``workers`` workers (clipped to ``D_j`` and to what fits on the empty
    cluster)."""

    def __init__(self, *, seed: int = 0, workers: int = 8) -> None:
        self.workers = workers
        self._ideal: dict[str, tuple[Cluster, Durations, tuple[int, int, int]]] = {}

    def _job(self, view: PsrarView, job: WaitingJob) -> tuple[Cluster, Durations,
                                                               tuple[int, int, int]]:
        if job.id not in self._ideal:
            cl = Cluster.of(job_instance(view.cluster, job))
            dur = Durations(cl)
            self._ideal[job.id] = (cl, dur, ideal_config(cl, dur, 0))
        return self._ideal[job.id]

    def decide(self, view: PsrarView) -> list[Start]:
        """Start waiting jobs in arrival order until the first that does not fit."""
        free = np.array(view.free, dtype=float)
        out: list[Start] = []
        for job in view.waiting:
            cl, dur, (m, p, n_max) = self._job(view, job)
            pk = pack(cl, dur, free, 0, m, p, min(self.workers, n_max))
            if pk is None:
                break
            free -= pk.demand(cl)
            out.append(Start(job.id, configuration(pk)))
        return out


def configuration(pk: Packed) -> Configuration:
    """The contract's configuration of a packed placement."""
    return Configuration(pk.m, pk.workers, None if pk.p < 0 else pk.p, pk.ps)
