"""Shared fixtures of the asrpt tests."""

from __future__ import annotations

import pytest

from optsched.asrpt import Cluster, Job, Stage


def fig2_job() -> Job:
    """The paper's Fig. 2 example: 3 stages x 2 replicas; the stage-1 AllReduce ring edge
    (2 (k-1) h / k = 20 MB for h = 20 MB) is the heaviest edge, pipeline edges are
    2 d^out / k = 1 MB, the stage-2 ring edge 10 MB and the stage-3 ring edge 5 MB."""
    return Job((Stage(2, 4.0, 8.0, 0.0, 1.0, 20.0),
                Stage(2, 4.0, 8.0, 1.0, 1.0, 10.0),
                Stage(2, 4.0, 8.0, 1.0, 0.0, 5.0)), allreduce="ring", name="fig2")


@pytest.fixture
def fig2() -> Job:
    return fig2_job()


@pytest.fixture
def cluster4() -> Cluster:
    return Cluster(servers=3, gpus_per_server=4, inter_gbps=10.0, intra_gbps=2400.0)
