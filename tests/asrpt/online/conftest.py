"""Shared builders of the asrpt-online tests."""

from __future__ import annotations

from typing import Any

from optsched.asrpt import Cluster, Job, Stage
from optsched.asrpt.online.instance import OnlineInstance


def base_doc() -> dict[str, Any]:
    """A small valid instance document (two configs, three jobs, one history row)."""
    return {
        "family": "asrpt-online", "version": 1, "name": "doc",
        "cluster": {"servers": 2, "gpus_per_server": 4, "inter_gbps": 10,
                    "intra_gbps": 2400},
        "configs": {
            "pipe": {"allreduce": "ring", "stages": [
                {"replicas": 2, "fwd_ms": 10, "bwd_ms": 20, "in_mb": 0, "out_mb": 4,
                 "params_mb": 50},
                {"replicas": 1, "fwd_ms": 12, "bwd_ms": 24, "in_mb": 8, "out_mb": 0,
                 "params_mb": 20}]},
            "one": {"stages": [{"replicas": 1, "fwd_ms": 5, "bwd_ms": 10, "in_mb": 0,
                                "out_mb": 0, "params_mb": 10}]}},
        "jobs": [
            {"id": "a", "submit": 0.0, "config": "pipe", "iterations": 100, "user": "u1",
             "group": "g1"},
            {"id": "b", "submit": 1.5, "config": "one", "iterations": 300, "gpus": 1,
             "user": "u2", "group": "g2"},
            {"id": "c", "submit": 2.0, "config": "pipe", "iterations": 50, "user": "u1",
             "group": "g1"}],
        "history": [{"submit": -10.0, "iterations": 80, "user": "u1", "group": "g1"}],
    }


def doc_instance() -> OnlineInstance:
    return OnlineInstance.from_dict(base_doc())


def two_stage_job(k1: int = 2, k2: int = 2, act_mb: float = 40.0,
                  params_mb: float = 400.0) -> Job:
    """A communication-heavy two-stage job (large activations and parameters)."""
    return Job((Stage(k1, 10.0, 20.0, 0.0, act_mb / k1, params_mb),
                Stage(k2, 10.0, 20.0, act_mb / k2, 0.0, params_mb)))


def paper_cluster(servers: int = 4) -> Cluster:
    return Cluster(servers=servers, gpus_per_server=8, inter_gbps=10.0, intra_gbps=2400.0)


def crowded(seed: int, n: int = 30) -> OnlineInstance:
    """3 servers x 8 GPUs, ``n`` jobs arriving in [0, 60) s: 1- and 3-GPU jobs that are
    not communication-heavy and 4-, 8- and 12-GPU communication-heavy ones -- dense
    enough that every A-SRPT delay reading delays some jobs (the presets rarely do)."""
    import numpy as np

    from optsched.asrpt.online.instance import make_instance

    rng = np.random.default_rng(seed)
    cfgs = {"one": Job((Stage(1, 10.0, 20.0, 0.0, 0.0, 10.0),)),
            "three": Job((Stage(3, 10.0, 20.0, 0.0, 0.0, 1.0),)),
            "h4": two_stage_job(2, 2), "h8": two_stage_job(4, 4), "h12": two_stage_job(4, 8)}
    names = list(cfgs)
    jobs = []
    for k in range(n):
        c = names[int(rng.choice(5, p=[0.4, 0.15, 0.15, 0.2, 0.1]))]
        jobs.append({"id": f"j{k}", "submit": float(rng.integers(0, 60)), "config": c,
                     "iterations": int(rng.integers(100, 3000)),
                     "group": f"g{c}{int(rng.integers(0, 3))}", "user": "u"})
    hist = [{"submit": -1.0 - k, "iterations": int(rng.integers(100, 3000)),
             "group": f"g{names[k % 5]}{k % 3}", "user": "u"} for k in range(15)]
    return make_instance(paper_cluster(3), cfgs, jobs, history=hist, name=f"crowded-s{seed}")
