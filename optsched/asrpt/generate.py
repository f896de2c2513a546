"""Placement-instance generators (seeded) and presets.

Table II cases: the job needs g_i GPUs; servers' free GPUs are drawn uniformly from
1..g (numpy ``default_rng(seed)``) until they cover g_i; with ``exact_fit`` the last
server is trimmed so the free GPUs sum to exactly g_i (the paper's setting of
Section IV-B: sum_{m in M_i} g_m = g_i).
"""

from __future__ import annotations

import dataclasses

import numpy as np

from optsched.core.errors import InstanceError

from .instance import PlacementInstance
from .job import Cluster, Job, Stage
from .profiles import profile_job

#: the paper's simulation cluster (Section V-B): 8 GPUs, 10 Gbps NIC, 300 GB/s NVLink
PAPER_INTER_GBPS = 10.0
PAPER_INTRA_GBPS = 2400.0


def random_free_gpus(rng: np.random.Generator, need: int, g: int, *,
                     exact_fit: bool = True, low: int = 1) -> list[int]:
    """Free GPUs per server, uniform in ``low..g``, until they cover ``need``.

    With ``exact_fit`` the last server is trimmed so that the total is exactly ``need``.
    ``rng`` is the only source of randomness.
    """
    if not 1 <= low <= g:
        raise InstanceError("low", f"must be in 1..{g}, got {low}")
    free: list[int] = []
    while sum(free) < need:
        free.append(int(rng.integers(low, g + 1)))
    if exact_fit:
        free[-1] -= sum(free) - need
    return free


def table2_cases(job: Job, n_cases: int, seed: int, g: int = 8,
                 inter_gbps: float = PAPER_INTER_GBPS, intra_gbps: float = PAPER_INTRA_GBPS,
                 exact_fit: bool = True) -> list[PlacementInstance]:
    """``n_cases`` placement instances of ``job`` with varying free GPUs per server.

    Parameters
    ----------
    job : Job
    n_cases : int
    seed : int
        Seeds ``numpy.random.default_rng`` (free GPUs per server, :func:`random_free_gpus`).
    g : int
        GPUs per server.
    inter_gbps, intra_gbps : float
        Bandwidths, Gbit/s (default: the paper's Section V-B cluster).
    exact_fit : bool
        Free GPUs sum to exactly g_i (the paper's Section IV-B setting).
    """
    rng = np.random.default_rng(seed)
    out = []
    for c in range(n_cases):
        free = random_free_gpus(rng, job.gpus, g, exact_fit=exact_fit)
        cluster = Cluster(servers=max(len(free), 1), gpus_per_server=g,
                          inter_gbps=inter_gbps, intra_gbps=intra_gbps)
        out.append(PlacementInstance(job, cluster, tuple(free),
                                     name=f"{job.name or 'job'}-case{c}"))
    return out


def random_job(rng: np.random.Generator, max_stages: int = 3, max_replicas: int = 3,
               allreduce: str | None = None) -> Job:
    """A small random job (for tests and the ``tiny`` preset): times in ms, data in MB.

    Up to ``max_stages`` stages of up to ``max_replicas`` replicas, drawn from ``rng``;
    ``allreduce`` fixed or drawn (ring / tree).
    """
    S = int(rng.integers(1, max_stages + 1))
    k = [int(rng.integers(1, max_replicas + 1)) for _ in range(S)]
    boundary = [float(rng.uniform(0.5, 50.0)) for _ in range(S - 1)]  # MB per iteration
    stages = []
    for s in range(S):
        fwd = float(rng.uniform(1.0, 30.0))
        stages.append(Stage(
            replicas=k[s], fwd_ms=fwd, bwd_ms=2 * fwd,
            in_mb=boundary[s - 1] / k[s] if s > 0 else 0.0,
            out_mb=boundary[s] / k[s] if s < S - 1 else 0.0,
            params_mb=float(rng.uniform(0.0, 200.0))))
    ar = allreduce or ("ring" if rng.random() < 0.5 else "tree")
    return Job(tuple(stages), allreduce=ar, iterations=1)


def tiny_instance(seed: int) -> PlacementInstance:
    """The ``tiny`` preset: a random job of <= 3 stages of <= 3 replicas on 2-4 GPU
    servers (brute force can check it), seeded by ``seed``."""
    rng = np.random.default_rng(seed)
    job = random_job(rng)
    g = int(rng.integers(2, 5))
    free = random_free_gpus(rng, job.gpus, g, exact_fit=bool(rng.random() < 0.5))
    if len(free) < 3 and rng.random() < 0.5:
        free.append(int(rng.integers(1, g + 1)))
    cluster = Cluster(servers=len(free), gpus_per_server=g,
                      inter_gbps=float(rng.choice([1.0, 10.0, 25.0])),
                      intra_gbps=float(rng.choice([100.0, 2400.0])))
    return PlacementInstance(job, cluster, tuple(free), name=f"tiny-{seed}")


def model_instance(model: str, stages: int, gpus: int, seed: int, layers: int | None = None,
                   g: int = 8) -> PlacementInstance:
    """A Table II case of a profiled model (:func:`~.profiles.profile_job`): ``stages``
    stages over ``gpus`` GPUs, free GPUs drawn with ``seed`` on ``g``-GPU servers."""
    job = profile_job(model, stages, gpus, layers=layers)
    inst = table2_cases(job, 1, seed, g=g)[0]
    return dataclasses.replace(inst, name=f"{job.name}-seed{seed}")


PRESETS = {
    "tiny": tiny_instance,
    "vgg19": lambda seed: model_instance("vgg19", 4, 16, seed),
    "gpt175b": lambda seed: model_instance("gpt-175b", 4, 16, seed, layers=4),
}
