"""The job graph Omega = (V, E) of Section IV-B (networkx).

Vertices are stage replicas ``(s, r)`` (stage ``s``, replica ``r``, both 0-based) with
attributes ``stage`` and ``replica``. Edges carry ``weight`` (MB per iteration) and
``kind``:

* ``"pipeline"``: every replica pair of consecutive stages s-1, s, weight
  ``2 d^out_{s-1} / k_s`` (= ``2 d^in_s / k_{s-1}``);
* ``"ring"`` (``allreduce="ring"``): replicas of a stage form the ring r -> r+1 mod k,
  weight ``2 (k-1) h / k``. For k = 2 the "ring" is the single pair (0, 1) with that
  weight (a simple graph cannot hold the two parallel arcs; the paper's Fig. 2 also
  shows one 20 MB edge between S1-R1 and S1-R2);
* ``"tree"`` (``allreduce="tree"``): the pairs linked in NCCL-style double binary
  trees, weight ``(k-1) h / k`` per tree. Tree A is the balanced in-order binary tree on
  ranks 0..k-1 (root = middle rank, recursively); tree B is tree A shifted by one rank
  (r -> r+1 mod k) when k is even and mirrored (r -> k-1-r) when k is odd, so that (for
  k >= 3) most ranks that are leaves in one tree are inner nodes in the other. A pair
  linked in both trees gets both weights (each tree carries half of the data).

Edges of zero weight (no activations or no parameters) are left out: they carry no
communication, and Heavy-Edge must fall back to its random rule rather than follow them.
"""

from __future__ import annotations

from collections.abc import Iterator

import networkx as nx

from .job import Job


def _inorder_tree(lo: int, hi: int, parent: int | None, out: list[tuple[int, int]]) -> None:
    if lo > hi:
        return
    mid = (lo + hi) // 2
    if parent is not None:
        out.append((parent, mid))
    _inorder_tree(lo, mid - 1, mid, out)
    _inorder_tree(mid + 1, hi, mid, out)


def double_binary_tree_pairs(k: int) -> list[tuple[int, int]]:
    """Parent-child pairs of the two trees (pairs may repeat if in both trees)."""
    if k < 2:
        return []
    a: list[tuple[int, int]] = []
    _inorder_tree(0, k - 1, None, a)
    if k % 2 == 0:
        b = [((p + 1) % k, (c + 1) % k) for p, c in a]
    else:
        b = [(k - 1 - p, k - 1 - c) for p, c in a]
    return a + b


def ring_pairs(k: int) -> list[tuple[int, int]]:
    """Replica pairs of a ring AllReduce among ``k`` replicas (r -> r+1 mod k; one pair
    for k = 2, none for k = 1).

    Examples
    --------
    >>> ring_pairs(3)
    [(0, 1), (1, 2), (2, 0)]
    """
    if k < 2:
        return []
    if k == 2:
        return [(0, 1)]
    return [(r, (r + 1) % k) for r in range(k)]


def job_edges(job: Job) -> Iterator[tuple[tuple[int, int], tuple[int, int], float, str]]:
    """Every edge of Omega as ``(u, v, weight_mb, kind)``; vertices are ``(stage, replica)``.

    Inter-stage ("pipeline") edges 2·d^out_{s-1}/k_s for each replica pair; intra-stage
    AllReduce edges as a ring (2(k−1)h/k) or double-binary-tree pairs ((k−1)h/k), §IV-B.
    A pair may be listed twice (tree pairs); weights of repeated pairs add up.
    """
    for s in range(1, job.num_stages):
        w = 2.0 * job.stages[s - 1].out_mb / job.stages[s].replicas
        if w <= 0:
            continue
        for r1 in range(job.stages[s - 1].replicas):
            for r2 in range(job.stages[s].replicas):
                yield (s - 1, r1), (s, r2), w, "pipeline"
    for s, st in enumerate(job.stages):
        k, h = st.replicas, st.params_mb
        if h <= 0 or k < 2:
            continue
        if job.allreduce == "ring":
            w = 2.0 * (k - 1) * h / k
            for a, b in ring_pairs(k):
                yield (s, a), (s, b), w, "ring"
        else:
            w = (k - 1) * h / k
            for a, b in double_binary_tree_pairs(k):
                yield (s, a), (s, b), w, "tree"


def job_adjacency(job: Job) -> dict[tuple[int, int], dict[tuple[int, int], float]]:
    """Omega as plain dicts ``adj[u][v] = weight`` (MB) -- what Heavy-Edge iterates over.

    Same edges and weights as :func:`job_graph`, without networkx overhead.
    """
    adj: dict[tuple[int, int], dict[tuple[int, int], float]] = {
        (s, r): {} for s, st in enumerate(job.stages) for r in range(st.replicas)}
    for u, v, w, _kind in job_edges(job):
        adj[u][v] = adj[u].get(v, 0.0) + w
        adj[v][u] = adj[v].get(u, 0.0) + w
    return adj


def job_graph(job: Job) -> nx.Graph:
    """Build Omega for ``job`` (weights in MB per iteration, Section IV-B)."""
    G = nx.Graph()
    for s, st in enumerate(job.stages):
        for r in range(st.replicas):
            G.add_node((s, r), stage=s, replica=r)
    for u, v, w, kind in job_edges(job):
        if G.has_edge(u, v):
            G[u][v]["weight"] += w
        else:
            G.add_edge(u, v, weight=w, kind=kind)
    return G
