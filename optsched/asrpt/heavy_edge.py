"""Heavy-Edge GPU mapping (Section IV-B).

Heavy-Edge, as the text describes it, with every choice made deterministic:

1. Servers are visited by free GPUs, descending; ties by the caller's order (stable
   sort). Servers with 0 free GPUs are skipped.
2. A server whose free GPUs cover all remaining replicas takes them all (the paper says
   "if |V| equals m's GPU count"; with more free GPUs than replicas left the same rule is
   the evident intent). Stop.
3. A 1-GPU server takes the unassigned replica with the minimum total edge weight --
   its weighted degree in the whole job graph Omega, as literally written (ties: the
   smallest ``(stage, replica)``). ``degree="unassigned"`` uses only edges to
   still-unassigned replicas (the cut it adds) instead.
4. Otherwise the server's node_set starts from the heaviest edge between two unassigned
   replicas (ties: lexicographically smallest ``(u, v)`` pair with u < v) and then grows
   by repeatedly adding the unassigned replica with the heaviest edge to the node_set
   (ties: smallest ``(stage, replica)``) until it holds the server's free GPUs. If no
   edge joins the node_set (or no edge joins two unassigned replicas when it is empty),
   a uniformly random unassigned replica is added -- drawn from
   ``numpy.random.default_rng(seed)``, the only random choice.

The resulting counts x^m_s are evaluated by eq. (7) (:mod:`.itertime`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from optsched.core.errors import InstanceError
from optsched.core.timing import Timer

from .graph import job_adjacency
from .job import Cluster, Job, check_free_gpus
from .placement import Placement, assignment_from_counts, counts_from_assignment

Vertex = tuple[int, int]


def heavy_edge(job: Job, free_gpus: Sequence[int], cluster: Cluster | None = None, *,
               seed: int = 0, degree: str = "total") -> Placement:
    """Map ``job``'s replicas to servers with Heavy-Edge (Section IV-B).

    Parameters
    ----------
    job : Job
        Its job graph Omega (:func:`~.graph.job_graph`) drives the choices.
    free_gpus : sequence of int
        ``free_gpus[m]`` = free GPUs of server ``m`` in the caller's order; the returned
        ``Placement.counts`` uses that order.
    cluster : Cluster, optional
        When given, the placement's alpha (eq. (7)) is filled in.
    seed : int
        Seed of the only random choice (rule 4 of the module docstring).
    degree : {"total", "unassigned"}
        Vertex order of rule 3: weighted degree in the whole graph (paper) or to
        still-unassigned replicas.

    Returns
    -------
    Placement
        Heuristic placement (``optimal`` False).

    Examples
    --------
    >>> from optsched.asrpt import Cluster, Job, Stage
    >>> job = Job((Stage(2, 4.0, 8.0, 0.0, 1.0, 20.0), Stage(2, 4.0, 8.0, 1.0, 0.0, 5.0)))
    >>> heavy_edge(job, [2, 2], Cluster(2, 4, 10.0, 2400.0)).counts.tolist()
    [[2, 0], [0, 2]]
    """
    if degree not in ("total", "unassigned"):
        raise InstanceError("degree", f"must be 'total' or 'unassigned', got {degree!r}")
    free = check_free_gpus(free_gpus, cluster, job)
    with Timer() as t:
        server_of = _heavy_edge_map(job, free, seed, degree)
    return Placement.from_server_map(job, server_of, len(free), cluster, "heavy-edge", t.s)


def _heavy_edge_map(job: Job, free: tuple[int, ...], seed: int,
                    degree: str) -> dict[Vertex, int]:
    adj = job_adjacency(job)
    rng = np.random.default_rng(seed)
    order = sorted(range(len(free)), key=lambda m: -free[m])  # stable: caller order on ties
    unassigned: set[Vertex] = set(adj)
    server_of: dict[Vertex, int] = {}
    total_degree = {v: sum(nb.values()) for v, nb in adj.items()}

    def random_vertex() -> Vertex:
        pool = sorted(unassigned)
        return pool[int(rng.integers(len(pool)))]

    for m in order:
        cap = free[m]
        if not unassigned:
            break
        if cap == 0:
            continue
        if len(unassigned) <= cap:
            for v in unassigned:
                server_of[v] = m
            unassigned.clear()
            break
        if cap == 1:
            if degree == "total":
                key = {v: total_degree[v] for v in unassigned}
            else:
                key = {v: sum(w for u, w in adj[v].items() if u in unassigned)
                       for v in unassigned}
            v = min(unassigned, key=lambda v: (key[v], v))
            server_of[v] = m
            unassigned.discard(v)
            continue
        node_set: list[Vertex] = []
        # seed the set with the heaviest edge between two unassigned replicas
        best: tuple[float, Vertex, Vertex] | None = None
        for u in sorted(unassigned):
            for v, w in adj[u].items():
                if u < v and v in unassigned and w > 0:
                    cand = (-w, u, v)
                    if best is None or cand < best:
                        best = cand
        if best is None:
            first = random_vertex()
            node_set.append(first)
            unassigned.discard(first)
        else:
            for v in (best[1], best[2]):
                node_set.append(v)
                unassigned.discard(v)
        # grow: heaviest edge from node_set to an unassigned replica
        gain: dict[Vertex, float] = {}
        for u in node_set:
            for v, w in adj[u].items():
                if v in unassigned:
                    gain[v] = max(gain.get(v, 0.0), w)
        while len(node_set) < cap:
            cands = [(-w, v) for v, w in gain.items() if w > 0]
            if cands:
                _, v = min(cands)
            else:
                v = random_vertex()
            node_set.append(v)
            unassigned.discard(v)
            gain.pop(v, None)
            for x, w in adj[v].items():
                if x in unassigned:
                    gain[x] = max(gain.get(x, 0.0), w)
        for v in node_set:
            server_of[v] = m
    if unassigned:  # pragma: no cover - excluded by check_free_gpus
        raise InstanceError("free_gpus", "not enough free GPUs for the job")
    return server_of


#: ``Placement`` and the count/assignment helpers are re-exported for compatibility
#: (they lived here before :mod:`.placement` existed).
__all__ = ["Placement", "Vertex", "assignment_from_counts", "counts_from_assignment",
           "heavy_edge"]
