"""Eqs. (4)-(7): vectorised model vs the loop transcription, hand values, alpha bounds."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.asrpt import (
    Cluster,
    Job,
    Stage,
    alpha_max,
    alpha_min_estimate,
    heavy_edge,
    iteration_time,
    iteration_time_reference,
)
from optsched.asrpt.generate import random_free_gpus, random_job
from optsched.asrpt.itertime import fewest_servers_free
from optsched.core.errors import InstanceError

CL = Cluster(servers=2, gpus_per_server=4, inter_gbps=10.0, intra_gbps=2400.0)
JOB = Job((Stage(2, 1.0, 2.0, 0.0, 3.0, 10.0), Stage(1, 1.0, 2.0, 6.0, 0.0, 0.0)))


def test_hand_computed_value():
    # server 1 holds one stage-0 replica and nothing else (1 MB at 1 Gbit/s = 8 ms):
    #   comp 3 ms; eq. (5) out term: g * 2 d^out * (1 - 0/1) / B_inter = 4*6*8/10 = 19.2 ms;
    #   eq. (6), x = 1 < k = 2: 2 (k-1) h / k = 10 MB over (1/4) 10 Gbit/s = 32 ms.
    # -> beta = 54.2 ms, larger than server 0's stage-0 (3 + 6*8/2400 + 32 = 35.02 ms) and
    #    stage-1 (3 + 4*12*(1/2)*8/10 + 12*(1/2)*8/2400 = 22.22 ms) terms.
    counts = [[1, 1], [1, 0]]
    assert iteration_time(JOB, counts, CL) == pytest.approx(0.0542)
    assert iteration_time_reference(JOB, counts, CL) == pytest.approx(0.0542)
    # all on one server: AllReduce over B_intra (eq. (6) second case), comm intra only
    together = [[2, 1], [0, 0]]
    expect = (3 + 6 * 8 / 2400 + 10 * 8 / 2400) / 1000
    assert iteration_time(JOB, together, CL) == pytest.approx(expect)


def test_first_and_last_stage_terms_use_one_neighbour():
    # single-stage job: no eq. (5) terms at all, only comp + AllReduce
    job = Job((Stage(3, 2.0, 4.0, 0.0, 0.0, 12.0),))
    t = iteration_time(job, [[2], [1]], CL)
    ar_split = 2 * 2 * 12.0 / 3 * 8 / 10 * 4  # MB * ms/(MB Gbit/s) / ((x/g) B), x = 1
    assert t == pytest.approx((6.0 + ar_split) / 1000)


@pytest.mark.parametrize("counts, path", [
    ([[1, 1], [0, 0]], r"counts\[:\]\[0\]"),
    ([[3, 1], [-1, 0]], r"counts\[1\]\[0\]"),
    ([[1, 1, 0], [1, 0, 0]], r"counts"),
    ([[2, 1], [0, 0], [0, 0]], r"counts"),   # more rows than the cluster's servers
    ([[1.5, 1], [0.5, 0]], r"counts"),
])
def test_bad_counts_are_named(counts, path):
    with pytest.raises(InstanceError, match="^" + path):
        iteration_time(JOB, counts, CL)


def _random_counts(rng, job, free):
    X = np.zeros((len(free), job.num_stages), dtype=int)
    left = list(free)
    for s, k in enumerate(job.replicas):
        for _ in range(k):
            m = rng.choice([i for i, f in enumerate(left) if f > 0])
            X[m, s] += 1
            left[m] -= 1
    return X


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_vectorised_equals_reference(seed):
    rng = np.random.default_rng(seed)
    job = random_job(rng, max_stages=4, max_replicas=4)
    g = int(rng.integers(1, 6))
    free = random_free_gpus(rng, job.gpus, g, exact_fit=False)
    cl = Cluster(len(free), g, float(rng.uniform(1, 50)), float(rng.uniform(50, 3000)))
    X = _random_counts(rng, job, free)
    assert iteration_time(job, X, cl) == pytest.approx(
        iteration_time_reference(job, X, cl), rel=1e-12)
    # alpha^max dominates every placement when g / B_inter >= 1 / B_intra
    assert iteration_time(job, X, cl) <= alpha_max(job, cl) * (1 + 1e-12)


def test_alpha_min_estimate_uses_fewest_servers():
    job = Job((Stage(5, 1.0, 2.0, 0.0, 1.0, 8.0), Stage(5, 1.0, 2.0, 1.0, 0.0, 8.0)))
    cl = Cluster(4, 4, 10.0, 2400.0)
    assert fewest_servers_free(job, cl) == [4, 4, 2]
    pl = heavy_edge(job, [4, 4, 2], cl)
    assert alpha_min_estimate(job, cl) == pytest.approx(pl.alpha_s)
    assert alpha_min_estimate(job, cl) <= alpha_max(job, cl)
