"""Random HGSP instance generators and presets (seeded, reproducible).

``tiny``: 5–12 tasks, 2–3 heterogeneous GPUs, *integer* processing times
(workloads are multiples of 6 and GPU speeds are 1, 2 or 3, so ``p_ij = L_i / v_j`` is an
integer), integer arrivals and deadlines, tight enough that the optimum is usually > 0.
"""

from __future__ import annotations

import numpy as np

from .instance import GPU, HgspInstance, Task

#: (model, relative speed, memory GB) of the tiny preset's GPU kinds.
TINY_GPU_KINDS = (("fast-80", 3.0, 80.0), ("mid-48", 2.0, 48.0), ("slow-24", 1.0, 24.0))


def make_tasks(workloads: np.ndarray, memory_gb: np.ndarray, deadlines: np.ndarray,
               weights: np.ndarray, arrivals: np.ndarray) -> tuple[Task, ...]:
    """Tasks ``t0, t1, ...`` from per-task arrays (any numeric dtype)."""
    return tuple(
        Task(id=f"t{i}", workload=float(workloads[i]), memory_gb=float(memory_gb[i]),
             deadline=float(deadlines[i]), weight=float(weights[i]),
             arrival=float(arrivals[i]))
        for i in range(len(workloads))
    )


def tiny(seed: int, n_tasks: int | None = None, n_gpus: int | None = None) -> HgspInstance:
    """A small random instance with integer data (see module docstring)."""
    rng = np.random.default_rng(seed)
    n = int(n_tasks if n_tasks is not None else rng.integers(5, 13))
    m = int(n_gpus if n_gpus is not None else rng.integers(2, 4))
    kinds = [TINY_GPU_KINDS[k % 3] for k in range(m)]
    gpus = tuple(GPU(id=f"g{j}", speed=s, memory_gb=mem, model=name)
                 for j, (name, s, mem) in enumerate(kinds))
    max_mem = max(g.memory_gb for g in gpus)
    workloads = 6 * rng.integers(1, 7, size=n)
    mems = rng.choice([8.0, 16.0, 24.0, 40.0, 64.0], size=n)
    mems = np.minimum(mems, max_mem)
    mean_p = float(np.mean(workloads)) / 2.0
    gaps = rng.exponential(mean_p / m * 0.8, size=n)
    arrivals = np.floor(np.cumsum(gaps) - gaps[0]).astype(int)
    slack = rng.uniform(1.0, 2.5, size=n)
    deadlines = arrivals + np.ceil(slack * workloads / 3.0).astype(int)
    weights = rng.integers(1, 6, size=n)
    tasks = make_tasks(workloads, mems, deadlines, weights, arrivals)
    return HgspInstance(tasks=tasks, gpus=gpus, name=f"tiny-s{seed}",
                        source=f"optsched.hgsp.generate.tiny(seed={seed})")
