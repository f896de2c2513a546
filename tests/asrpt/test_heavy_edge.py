"""Heavy-Edge (Section IV-B): the Fig. 2 example, ordering, the 1-GPU rule, seeding."""

from __future__ import annotations

import numpy as np
import pytest

from optsched.asrpt import Cluster, Job, Stage, heavy_edge, iteration_time
from optsched.core.errors import InstanceError

from .conftest import fig2_job


def test_fig2_example():
    pl = heavy_edge(fig2_job(), [4, 1, 1])
    # both stage-1 and both stage-2 replicas on the 4-GPU server, one stage-3 replica on
    # each 1-GPU server
    assert pl.counts.tolist() == [[2, 2, 0], [0, 0, 1], [0, 0, 1]]
    assert pl.assignment[0] == (0, 0) and pl.assignment[1] == (0, 0)
    assert sorted(pl.assignment[2]) == [1, 2]


def test_caller_order_is_kept():
    pl = heavy_edge(fig2_job(), [1, 4, 1])
    assert pl.counts.tolist() == [[0, 0, 1], [2, 2, 0], [0, 0, 1]]
    cl = Cluster(3, 4, 10.0, 2400.0)
    same = heavy_edge(fig2_job(), [4, 1, 1], cl)
    moved = heavy_edge(fig2_job(), [1, 4, 1], cl)
    assert same.alpha_s == pytest.approx(moved.alpha_s)
    assert same.alpha_s == pytest.approx(iteration_time(fig2_job(), same.counts, cl))


def test_server_taking_all_remaining_replicas():
    pl = heavy_edge(fig2_job(), [2, 8, 3])
    assert pl.counts.tolist() == [[0, 0, 0], [2, 2, 2], [0, 0, 0]]
    pl = heavy_edge(fig2_job(), [0, 4, 0, 2])
    assert pl.counts.sum(axis=1).tolist() == [0, 4, 0, 2]


def test_one_gpu_servers_take_lightest_replica():
    # weighted degrees: stage 0 replicas 20 + 2*1, stage 1 replicas 10 + 2 + 2, stage 2
    # replicas 5 + 2: the lightest (stage 2, replica 0) goes first, then (2, 1)
    pl = heavy_edge(fig2_job(), [1, 1, 1, 1, 1, 1])
    assert pl.assignment == ((4, 5), (2, 3), (0, 1))


def test_grow_follows_heaviest_edge():
    # two stages, heavy stage-2 ring: a 3-GPU server starts from the stage-2 ring edge
    job = Job((Stage(2, 1, 1, 0, 1.0, 1.0), Stage(2, 1, 1, 1.0, 0, 100.0)))
    pl = heavy_edge(job, [3, 1])
    assert pl.counts.tolist() == [[1, 2], [1, 0]]


def test_random_fallback_is_seeded():
    # no communication at all: every choice is the seeded random fallback
    job = Job(tuple(Stage(1, 1, 1, 0, 0, 0) for _ in range(6)))
    a = heavy_edge(job, [2, 2, 2], seed=7)
    b = heavy_edge(job, [2, 2, 2], seed=7)
    assert a.assignment == b.assignment
    seen = {heavy_edge(job, [2, 2, 2], seed=s).assignment for s in range(12)}
    assert len(seen) > 1
    for s in range(12):
        assert heavy_edge(job, [2, 2, 2], seed=s).counts.sum(axis=1).tolist() == [2, 2, 2]


def test_capacity_and_errors():
    with pytest.raises(InstanceError, match=r"^free_gpus: total 5 free GPUs < the 6"):
        heavy_edge(fig2_job(), [3, 1, 1])
    with pytest.raises(InstanceError, match=r"^free_gpus\[1\]"):
        heavy_edge(fig2_job(), [4, -1, 2])
    rng = np.random.default_rng(3)
    for _ in range(20):
        free = rng.integers(0, 5, size=5)
        if free.sum() < 6:
            continue
        pl = heavy_edge(fig2_job(), free.tolist())
        assert (pl.counts.sum(axis=1) <= free).all()
        assert pl.counts.sum(axis=0).tolist() == [2, 2, 2]
