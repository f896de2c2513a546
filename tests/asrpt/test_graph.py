"""The job graph of Section IV-B."""

from __future__ import annotations

import pytest

from optsched.asrpt import Job, Stage, job_graph
from optsched.asrpt.graph import double_binary_tree_pairs

from .conftest import fig2_job


def test_fig2_graph_weights():
    G = job_graph(fig2_job())
    assert G.number_of_nodes() == 6
    assert G[(0, 0)][(0, 1)]["weight"] == pytest.approx(20.0)   # 2 (k-1) h / k, h = 20
    assert G[(1, 0)][(1, 1)]["weight"] == pytest.approx(10.0)
    assert G[(2, 0)][(2, 1)]["weight"] == pytest.approx(5.0)
    for r1 in range(2):
        for r2 in range(2):
            assert G[(0, r1)][(1, r2)]["weight"] == pytest.approx(1.0)  # 2 d^out / k_s
            assert G[(1, r1)][(2, r2)]["weight"] == pytest.approx(1.0)
    # heaviest edge = stage-1 AllReduce
    u, v, _ = max(G.edges(data="weight"), key=lambda e: e[2])
    assert {u, v} == {(0, 0), (0, 1)}


def _job(k_prev, k, h, allreduce):
    return Job((Stage(k_prev, 1, 1, 0, 6.0 / k_prev, 0), Stage(k, 1, 1, 6.0 / k, 0, h)),
               allreduce=allreduce)


def test_ring_and_pipeline_edges():
    G = job_graph(_job(3, 5, 10.0, "ring"))
    ring = [(u, v, d) for u, v, d in G.edges(data=True) if d["kind"] == "ring"]
    assert len(ring) == 5
    assert all(d["weight"] == pytest.approx(2 * 4 * 10.0 / 5) for *_, d in ring)
    for r in range(5):
        assert sum(1 for w, d in G[(1, r)].items() if d["kind"] == "ring") == 2
    pipe = [d for *_, d in G.edges(data=True) if d["kind"] == "pipeline"]
    assert len(pipe) == 15
    assert all(d["weight"] == pytest.approx(2 * 2.0 / 5) for d in pipe)  # 2 d^out_{s-1}/k_s


@pytest.mark.parametrize("k", [2, 3, 4, 5, 8, 9])
def test_double_binary_trees_are_spanning_trees(k):
    pairs = double_binary_tree_pairs(k)
    assert len(pairs) == 2 * (k - 1)
    for tree in (pairs[: k - 1], pairs[k - 1:]):
        nodes = {v for p in tree for v in p}
        assert nodes == set(range(k))              # k-1 edges spanning k ranks: a tree
        children = [c for _, c in tree]
        assert len(set(children)) == k - 1
        deg = {v: 0 for v in range(k)}
        for p, _ in tree:
            deg[p] += 1
        assert max(deg.values()) <= 2              # binary


def test_tree_weights_are_half_of_ring():
    G = job_graph(_job(1, 4, 8.0, "tree"))
    tree_w = {frozenset((u, v)): d["weight"] for u, v, d in G.edges(data=True)
              if d["kind"] == "tree"}
    pairs = double_binary_tree_pairs(4)
    for a, b in pairs:
        mult = sum(1 for p in pairs if set(p) == {a, b})
        assert tree_w[frozenset(((1, a), (1, b)))] == pytest.approx(mult * 3 * 8.0 / 4)


def test_single_replica_has_no_allreduce_edges():
    G = job_graph(Job((Stage(1, 1, 1, 0, 0, 100.0),)))
    assert G.number_of_edges() == 0 and G.number_of_nodes() == 1


@pytest.mark.parametrize("allreduce", ["ring", "tree"])
def test_adjacency_matches_networkx_graph(allreduce):
    from optsched.asrpt.graph import job_adjacency

    job = Job((Stage(3, 1, 1, 0, 2.0, 7.0), Stage(4, 1, 1, 1.5, 1.0, 3.0),
               Stage(2, 1, 1, 2.0, 0, 9.0)), allreduce=allreduce)
    G, adj = job_graph(job), job_adjacency(job)
    assert set(adj) == set(G.nodes)
    for u, nb in adj.items():
        assert set(nb) == set(G[u])
        for v, w in nb.items():
            assert w == pytest.approx(G[u][v]["weight"])
