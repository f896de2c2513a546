"""Per-iteration training time alpha (eqs. (4)-(7)) and its two reference values.

The time model itself lives in :mod:`.timemodel` (re-exported here, where it used to
live); this module adds alpha~^min (Section IV-B), which needs Heavy-Edge and therefore
sits above both :mod:`.timemodel` and :mod:`.heavy_edge` in the import graph
(``timemodel <- placement <- heavy_edge <- itertime``: no cycle).
"""

from __future__ import annotations

from .heavy_edge import heavy_edge
from .job import Cluster, Job
from .timemodel import (
    MS_PER_MB_PER_GBPS,
    TimeModel,
    alpha_max,
    as_counts,
    fewest_servers_free,
    iteration_time,
    iteration_time_ms,
    iteration_time_reference,
    one_per_server_counts,
)


def alpha_min_estimate(job: Job, cluster: Cluster, seed: int = 0) -> float:
    """alpha~^min_i of Section IV-B: Heavy-Edge on the fewest servers possible, in seconds.

    Servers 1..|M_i|-1 contribute all ``g`` GPUs and the last ``g' <= g``
    (:func:`fewest_servers_free`); the Heavy-Edge placement found there is timed by
    eq. (7).

    Parameters
    ----------
    job : Job
        The pipeline-parallel job (stage times in ms, data in MB).
    cluster : Cluster
        Gives ``g`` (GPUs per server) and the bandwidths (Gbit/s).
    seed : int
        Seed of Heavy-Edge's only random choice.

    Returns
    -------
    float
        alpha~^min in seconds.

    Examples
    --------
    >>> from optsched.asrpt import Cluster, Job, Stage
    >>> job = Job((Stage(2, 4.0, 8.0, 0.0, 0.0, 0.0),))
    >>> alpha_min_estimate(job, Cluster(1, 4, 10.0, 2400.0))
    0.012
    """
    pl = heavy_edge(job, fewest_servers_free(job, cluster), seed=seed)
    return TimeModel(job, cluster).alpha_ms(pl.counts) / 1000.0


__all__ = [
    "MS_PER_MB_PER_GBPS", "TimeModel", "alpha_max", "alpha_min_estimate", "as_counts",
    "fewest_servers_free", "iteration_time", "iteration_time_ms", "iteration_time_reference",
    "one_per_server_counts",
]
