"""Section IV of the hgsp paper: GPU clusters, the task sets tasks1-tasks4, and the
small integer ``gap`` instances of the optimality-gap benchmark. All seeded.

**Clusters** (IV-A-2): A100 (80 GB, speed 57.0), A30 (24 GB, 30.0), L40 (48 GB, 55.5);
``small`` = one of each (3 GPUs), ``medium`` = two (6), ``large`` = three (9). GPUs are
listed model by model (``a100-0, a100-1, a30-0, ...``); EFT ties go to the first listed.

**Task sets** (IV-A-1). The paper's course datasets are not public: tasks1-tasks4 are
*our* generators, tuned so that FIFO / Greedy / SAGreedy give results of the same
character as Tables I-III on the cluster the paper pairs them with (see
``models/hgsp-heuristics.md`` and ``notes/issue-3-heuristics.md`` for the measured
figures). Each task set is a :class:`TaskSetSpec`:

* arrivals: ``n`` points uniform on ``[0, arrival_span]`` (a Poisson process conditioned
  on its count), sorted, rounded to 0.01 time units;
* workload ``L_i``: lognormal with mean ``workload_mean`` and log-sd ``workload_sigma``,
  rounded to 0.1 (min 1);
* memory ``m_i`` (GB, integer): with probabilities ``memory_mix`` uniform on
  [1, 24] (fits every GPU), [25, 48] (A100 or L40) or [49, 80] (A100 only);
* weight ``w_i``: integer uniform on ``[1, max_weight]``;
* deadline ``d_i = a_i + slack_i * L_i / v_ref``, ``slack_i ~ U[slack_lo, slack_hi]``,
  ``v_ref = 47.5`` (the mean of the three speeds), rounded up to 0.01.

The load level is the ratio of offered work to the capacity of the paired cluster:
tasks1 ~0.8 of *small*, tasks2 ~0.4 of *medium*, tasks3 ~0.9 of *small* with tighter
deadlines, tasks4 ~1.8 of *large* (overload) with very tight deadlines.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from optsched.core.errors import InstanceError

from .generate import make_tasks
from .instance import GPU, HgspInstance, Task

#: model -> (speed in workload units per time unit, memory GB), Section IV-A-2.
GPU_MODELS: dict[str, tuple[float, float]] = {
    "A100": (57.0, 80.0),
    "A30": (30.0, 24.0),
    "L40": (55.5, 48.0),
}
#: cluster size -> GPUs of each model.
CLUSTERS: dict[str, int] = {"small": 1, "medium": 2, "large": 3}
V_REF = 47.5  # mean of the three speeds, used to scale deadlines


def cluster(size: str = "small") -> tuple[GPU, ...]:
    """The Section IV-A-2 cluster ``small`` (3 GPUs), ``medium`` (6) or ``large`` (9)."""
    if size not in CLUSTERS:
        raise InstanceError("param.cluster", f"must be one of {', '.join(CLUSTERS)}, "
                            f"got {size!r}")
    k = CLUSTERS[size]
    return tuple(GPU(id=f"{model.lower()}-{c}", speed=speed, memory_gb=mem, model=model)
                 for model, (speed, mem) in GPU_MODELS.items() for c in range(k))


@dataclass(frozen=True)
class TaskSetSpec:
    """Parameters of one Section IV task-set generator (module docstring)."""

    n_tasks: int
    arrival_span: float
    workload_mean: float
    workload_sigma: float
    slack_lo: float
    slack_hi: float
    max_weight: int
    memory_mix: tuple[float, float, float] = (0.75, 0.20, 0.05)
    cluster: str = "small"
    description: str = ""


#: tasks1-tasks4 (Section IV-A-1) with the cluster of the table that reports them.
TASK_SETS: dict[str, TaskSetSpec] = {
    "tasks1": TaskSetSpec(1000, 2480.0, 285.0, 0.7, 3.0, 10.0, 4, cluster="small",
                          description="1000 tasks, medium load (Table I, small cluster)"),
    "tasks2": TaskSetSpec(2000, 2480.0, 145.0, 0.7, 1.5, 4.0, 4, cluster="medium",
                          description="2000 tasks, medium load (Table II, medium cluster)"),
    "tasks3": TaskSetSpec(1000, 2480.0, 320.0, 0.7, 1.2, 3.0, 5, cluster="small",
                          description="1000 tasks, high load, tighter deadlines"),
    "tasks4": TaskSetSpec(2000, 1000.0, 380.0, 0.7, 1.0, 2.0, 5, cluster="large",
                          description="2000 tasks, extreme load, very tight deadlines "
                                      "(Table III, large cluster)"),
}


def task_set(spec: TaskSetSpec, seed: int, gpus: tuple[GPU, ...], name: str,
             source: str) -> HgspInstance:
    """Draw one instance of ``spec`` on ``gpus`` (see module docstring for the laws)."""
    rng = np.random.default_rng(seed)
    n = spec.n_tasks
    arrivals = np.round(np.sort(rng.uniform(0.0, spec.arrival_span, size=n)), 2)
    arrivals -= arrivals[0]  # first task at 0, as in a trace
    s2 = spec.workload_sigma ** 2
    mu = math.log(spec.workload_mean) - s2 / 2.0
    workloads = np.maximum(1.0, np.round(rng.lognormal(mu, spec.workload_sigma, size=n), 1))
    band = rng.choice(3, size=n, p=np.asarray(spec.memory_mix) / sum(spec.memory_mix))
    lo = np.array([1, 25, 49])[band]
    hi = np.array([24, 48, 80])[band]
    mem = rng.integers(lo, hi + 1)
    max_mem = max(g.memory_gb for g in gpus)
    mem = np.minimum(mem, int(max_mem))
    weights = rng.integers(1, spec.max_weight + 1, size=n)
    slack = rng.uniform(spec.slack_lo, spec.slack_hi, size=n)
    deadlines = arrivals + np.ceil(100.0 * slack * workloads / V_REF) / 100.0
    tasks = tuple(
        Task(id=f"t{i}", workload=float(workloads[i]), memory_gb=float(mem[i]),
             deadline=float(np.round(deadlines[i], 2)), weight=float(weights[i]),
             arrival=float(arrivals[i]))
        for i in range(n)
    )
    return HgspInstance(tasks=tasks, gpus=gpus, name=name, source=source)


def section4(seed: int = 0, tasks: str = "tasks1", cluster_size: str | None = None,
             n_tasks: int | None = None) -> HgspInstance:
    """Task set ``tasks`` (tasks1..tasks4) on cluster ``cluster_size`` (default: the one
    the paper's table uses for that set). ``n_tasks`` overrides the size and scales the
    arrival span with it (same load level)."""
    if tasks not in TASK_SETS:
        raise InstanceError("param.tasks", f"must be one of {', '.join(TASK_SETS)}, "
                            f"got {tasks!r}")
    spec = TASK_SETS[tasks]
    size = cluster_size or spec.cluster
    gpus = cluster(size)
    if n_tasks is not None:
        if int(n_tasks) < 1:
            raise InstanceError("param.n_tasks", f"must be >= 1, got {n_tasks!r}")
        span = spec.arrival_span * int(n_tasks) / spec.n_tasks
        spec = TaskSetSpec(int(n_tasks), span, spec.workload_mean, spec.workload_sigma,
                           spec.slack_lo, spec.slack_hi, spec.max_weight, spec.memory_mix,
                           spec.cluster, spec.description)
    ntag = f"-n{spec.n_tasks}" if n_tasks is not None else ""
    return task_set(spec, seed, gpus, name=f"{tasks}-{size}{ntag}-s{seed}",
                    source=f"optsched.hgsp.presets.section4(seed={seed}, tasks={tasks!r}, "
                           f"cluster_size={size!r}{', n_tasks=' + str(n_tasks) if ntag else ''})")


def preset(tasks: str, default_cluster: str | None = None):
    """A registry preset ``(seed, cluster=..., n_tasks=...) -> HgspInstance``."""
    def make(seed: int = 0, cluster: str | None = None,
             n_tasks: int | None = None) -> HgspInstance:
        return section4(seed, tasks, cluster or default_cluster, n_tasks)
    make.__name__ = f"{tasks}_{default_cluster or 'default'}"
    make.__doc__ = f"Section IV {tasks}: {TASK_SETS[tasks].description}"
    return make


# ----------------------------------------------------------------------------- gap

#: (model, speed, memory GB) of the gap preset: the Section IV models with integer speeds
#: in the paper's ratio (57 : 30 : 55.5 ~ 2 : 1 : 2).
GAP_GPU_KINDS = (("A100", 2.0, 80.0), ("A30", 1.0, 24.0), ("L40", 2.0, 48.0))
#: offered load of the gap preset: arrival rate x mean workload / total speed.
GAP_LOAD = 1.4


def gap(seed: int = 0, n_tasks: int = 8, n_gpus: int | None = None) -> HgspInstance:
    """Small integer instance for the optimality-gap benchmark.

    ``n_tasks`` tasks on ``n_gpus`` GPUs (default ``2 + seed % 3``, so seeds 0..4 cover
    2, 3 and 4 GPUs) cycling A100/A30/L40 with integer speeds 2/1/2; workloads even in
    [2, 12] (so ``p_ij`` is an integer), memory from {8, 16, 24, 40, 64} GB, integer
    arrivals (exponential gaps, offered load ``GAP_LOAD`` = 1.4 of the cluster's speed)
    and deadlines ``a_i + ceil(U[1, 2] * L_i / 2)``, weights 1-5: tight enough that the
    optimum is > 0 on most instances (a zero optimum makes a gap meaningless).
    """
    rng = np.random.default_rng(seed)
    n = int(n_tasks)
    if n < 1:
        raise InstanceError("param.n_tasks", f"must be >= 1, got {n_tasks!r}")
    m = int(n_gpus) if n_gpus is not None else 2 + seed % 3
    if m < 1:
        raise InstanceError("param.n_gpus", f"must be >= 1, got {n_gpus!r}")
    gpus = tuple(GPU(id=f"g{j}", speed=GAP_GPU_KINDS[j % 3][1],
                     memory_gb=GAP_GPU_KINDS[j % 3][2], model=GAP_GPU_KINDS[j % 3][0])
                 for j in range(m))
    max_mem = max(g.memory_gb for g in gpus)
    workloads = 2 * rng.integers(1, 7, size=n)
    mems = np.minimum(rng.choice([8.0, 16.0, 24.0, 40.0, 64.0], size=n), max_mem)
    speed_sum = sum(g.speed for g in gpus)
    gaps = rng.exponential(float(np.mean(workloads)) / speed_sum / GAP_LOAD, size=n)
    arrivals = np.floor(np.cumsum(gaps) - gaps[0]).astype(int)
    slack = rng.uniform(1.0, 2.0, size=n)
    deadlines = arrivals + np.ceil(slack * workloads / 2.0).astype(int)
    weights = rng.integers(1, 6, size=n)
    tasks = make_tasks(workloads, mems, deadlines, weights, arrivals)
    return HgspInstance(tasks=tasks, gpus=gpus, name=f"gap-n{n}-m{m}-s{seed}",
                        source=f"optsched.hgsp.presets.gap(seed={seed}, n_tasks={n}, "
                               f"n_gpus={n_gpus})")
