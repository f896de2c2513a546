"""The :class:`Placement` result type shared by Heavy-Edge, METIS and the exact models.

Its own module so that the time model (:mod:`.timemodel`), the heuristics and the exact
models can all use it without importing each other (it used to live in
:mod:`.heavy_edge`, which still re-exports it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from .job import Cluster, Job
from .schedule import PlacementSchedule
from .timemodel import TimeModel

#: what a placement method reports besides the placement (model sizes, counters ...)
Metrics = dict[str, float | int | str | bool | None]


@dataclass(frozen=True)
class Placement:
    """A placement of one job on the caller's servers, with what the method reported.

    Attributes
    ----------
    counts : numpy.ndarray
        ``counts[m, s]`` = x^m_s, replicas of stage ``s`` on server ``m`` (caller's
        server order), int64.
    assignment : tuple of tuple of int
        ``assignment[s][r]`` = server of replica ``r`` of stage ``s``; empty when the
        method found no placement.
    method : str
        ``"heavy-edge"``, ``"metis"``, ``"placement-highs"``, ``"placement-cpsat"``,
        ``"brute-force"``.
    alpha_s : float or None
        Eq. (7) recomputed from ``counts``, seconds (None without a cluster).
    objective_s, bound_s : float or None
        What the solver reported and its proven lower bound, seconds.
    optimal : bool
        True only when the solver proved optimality (never for heuristics).
    status : str
        A :class:`optsched.core.Status` value.
    runtime_s, build_s : float
        Solve and model-building wall time, seconds.
    metrics : dict
        Method-specific counters (model sizes, enumerated matrices ...).
    """

    counts: np.ndarray
    assignment: tuple[tuple[int, ...], ...]
    method: str
    alpha_s: float | None = None
    objective_s: float | None = None
    bound_s: float | None = None
    optimal: bool = False
    status: str = "feasible"
    runtime_s: float = 0.0
    build_s: float = 0.0
    metrics: Metrics = field(default_factory=dict)

    @classmethod
    def from_server_map(cls, job: Job, server_of: Mapping[tuple[int, int], int],
                        n_servers: int, cluster: Cluster | None, method: str,
                        runtime_s: float) -> Placement:
        """A heuristic placement from a replica -> server map.

        Parameters
        ----------
        job : Job
            The placed job.
        server_of : mapping
            ``server_of[(s, r)]`` = server (caller's index) of replica ``r`` of stage ``s``.
        n_servers : int
            Rows of ``counts`` (the caller's server list length).
        cluster : Cluster or None
            When given, ``alpha_s`` (eq. (7)) is filled in.
        method : str
            Name of the heuristic.
        runtime_s : float
            Its wall time, seconds.
        """
        assignment = tuple(tuple(server_of[(s, r)] for r in range(k))
                           for s, k in enumerate(job.replicas))
        counts = counts_from_assignment(assignment, n_servers)
        alpha = None
        if cluster is not None:
            alpha = TimeModel(job, cluster).alpha_ms(counts) / 1000.0
        return cls(counts=counts, assignment=assignment, method=method, alpha_s=alpha,
                   objective_s=alpha, runtime_s=runtime_s)

    @property
    def alpha_ms(self) -> float | None:
        """``alpha_s`` in milliseconds."""
        return None if self.alpha_s is None else 1000.0 * self.alpha_s

    def to_schedule(self) -> PlacementSchedule:
        """The family schedule (counts and assignment) of this placement."""
        return PlacementSchedule.from_counts(self.counts, self.assignment)


def assignment_from_counts(counts: np.ndarray) -> tuple[tuple[int, ...], ...]:
    """Canonical replica -> server map of ``counts``: replicas in order, servers in order.

    Replicas of a stage are identical, so any map with these counts has the same alpha.

    Parameters
    ----------
    counts : numpy.ndarray
        Servers x stages replica counts.

    Returns
    -------
    tuple of tuple of int
        ``out[s][r]`` = server of replica ``r`` of stage ``s``.

    Examples
    --------
    >>> assignment_from_counts(np.array([[1, 0], [1, 2]]))
    ((0, 1), (1, 1))
    """
    X = np.asarray(counts)
    out = []
    for s in range(X.shape[1]):
        srv: list[int] = []
        for m in range(X.shape[0]):
            srv.extend([m] * int(X[m, s]))
        out.append(tuple(srv))
    return tuple(out)


def counts_from_assignment(assignment: Sequence[Sequence[int]], servers: int) -> np.ndarray:
    """Servers x stages counts of a replica -> server map (inverse of
    :func:`assignment_from_counts` up to the order of replicas).

    Examples
    --------
    >>> counts_from_assignment(((0, 1), (1, 1)), 2).tolist()
    [[1, 0], [1, 2]]
    """
    X = np.zeros((servers, len(assignment)), dtype=np.int64)
    for s, row in enumerate(assignment):
        for m in row:
            X[m, s] += 1
    return X


__all__ = ["Metrics", "Placement", "assignment_from_counts", "counts_from_assignment"]
