"""Instance generators and presets for the LLM gang family (seeded numpy ``Generator``).

* :func:`table4` the discriminating workload of Section VI-C (Table IV), deterministic.
* :func:`small` gap-benchmark instances for the exact models: 6-12 tasks, 4-8 GPUs of
  one or two kinds, integral durations in units of ``time_scale_s = 0.5`` s.
* :func:`workload` realistic inference traffic: Poisson arrivals at a target offered
  load, mixed models and tensor-parallel degrees, prefill and decode tasks, two GPU
  types; durations are real-valued (simulators only).

Throughputs follow Section VI-A: prefill ~1000 tokens/s, decode ~5000 tokens/s per GPU
(the paper's simplified no-batching model); the faster type is 2x that.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TypedDict

import numpy as np

from .instance import Gpu, LlmInstance, Task


class GpuKind(TypedDict):
    """A GPU type: memory (GB) and throughputs (tokens/s per GPU)."""

    type: str
    memory_gb: float
    prefill_tokens_per_s: float
    decode_tokens_per_s: float


H100 = GpuKind(type="H100", memory_gb=80.0, prefill_tokens_per_s=2000.0,
               decode_tokens_per_s=10000.0)
A100 = GpuKind(type="A100", memory_gb=40.0, prefill_tokens_per_s=1000.0,
               decode_tokens_per_s=5000.0)

#: (model, total memory GB, allowed tensor-parallel degrees, share of traffic)
MODELS = (
    ("Llama3-8B", 16.0, (1,), 0.35),
    ("Qwen3-30B", 30.0, (1, 2), 0.35),
    ("Llama3-70B", 140.0, (2, 4), 0.2),
    ("DeepSeek-R1-Distill-70B", 140.0, (4,), 0.1),
)


def _gpus(spec: list[tuple[GpuKind, int]]) -> tuple[Gpu, ...]:
    out = []
    for kind, count in spec:
        for k in range(count):
            out.append(Gpu(id=f"{kind['type']}-{k}", type=kind["type"],
                           memory_gb=kind["memory_gb"],
                           prefill_tokens_per_s=kind["prefill_tokens_per_s"],
                           decode_tokens_per_s=kind["decode_tokens_per_s"]))
    return tuple(out)


def table4(seed: int = 0) -> LlmInstance:
    """Section VI-C: 20 tasks at t=0 on 16 H100 (80 GB, prefill 1000 tokens/s), Qwen3-30B
    with tau=2 (15 GB per GPU): tasks 0-7 w=1, 2000 tokens; tasks 8-19 w=10, 500 tokens.
    ``seed`` is ignored (the workload is deterministic)."""
    h100 = GpuKind(type="H100", memory_gb=80.0, prefill_tokens_per_s=1000.0,
                   decode_tokens_per_s=5000.0)
    tasks = []
    for i in range(20):
        long = i < 8
        tasks.append(Task(id=f"t{i:02d}", model="Qwen3-30B",
                          tokens=2000.0 if long else 500.0, phase="prefill",
                          memory_gb=30.0, tp_degree=2, weight=1.0 if long else 10.0,
                          arrival_s=0.0))
    return LlmInstance(
        name="table4", gpus=_gpus([(h100, 16)]), tasks=tuple(tasks), time_scale_s=0.5,
        description="hgsp paper Section VI-C discriminating workload (Table IV)",
        source="hgsp-heterogeneous-gpu-scheduling, Section VI-C")


def small(seed: int, n_tasks: int | None = None, hetero: bool | None = None
          ) -> LlmInstance:
    """Random instance for the exact models (identical GPUs with prob. 1/2, else two
    kinds). Durations are multiples of 0.5 s on every gang; arrivals on the 0.5 s grid.
    ``n_tasks`` (default: uniform 6..12) and ``hetero`` override the random draws.

    Parameters
    ----------
    seed : int
        Seed of ``numpy.random.default_rng``.
    n_tasks : int, optional
        number of tasks (default: drawn uniformly from 6..12)
    hetero : bool, optional
        two GPU kinds (H100 + A100) instead of identical H100s (default: drawn, p = 1/2)
    """
    rng = np.random.default_rng(seed)
    n = int(rng.integers(6, 13))
    hetero_draw = bool(rng.random() < 0.5)
    n = n if n_tasks is None else int(n_tasks)
    hetero = hetero_draw if hetero is None else bool(hetero)
    if hetero:
        n_fast = int(rng.integers(2, 5))
        n_slow = int(rng.integers(2, 5))
        gpus = _gpus([(H100, n_fast), (A100, n_slow)])
    else:
        gpus = _gpus([(H100, int(rng.integers(4, 9)))])
    m = len(gpus)
    unit = 0.5
    tasks = []
    arrival = 0
    for i in range(n):
        phase = "prefill" if rng.random() < 0.6 else "decode"
        tau = int(rng.choice([1, 1, 2, 2, 4] if m >= 4 else [1, 2]))
        # per-GPU memory that fits everywhere (A100 40 GB) or only on H100 (80 GB)
        per_gpu = float(rng.choice([10.0, 15.0, 20.0, 35.0, 60.0]))
        if hetero and per_gpu > 40.0 and tau > sum(g.memory_gb >= per_gpu for g in gpus):
            per_gpu = 35.0
        k = int(rng.integers(1, 5))  # duration on the fast kind, in units
        fast = H100["prefill_tokens_per_s"] if phase == "prefill" else \
            H100["decode_tokens_per_s"]
        tokens = k * unit * fast
        weight = float(rng.choice([1, 1, 2, 5, 10]))
        arrival += int(rng.poisson(0.7))
        tasks.append(Task(id=f"t{i}", model="Qwen3-30B" if per_gpu < 40 else "Llama3-70B",
                          tokens=tokens, phase=phase, memory_gb=per_gpu * tau,
                          tp_degree=tau, weight=weight, arrival_s=arrival * unit))
    return LlmInstance(name=f"llm-small-{seed}", gpus=gpus, tasks=tuple(tasks),
                       time_scale_s=unit, description="optsched hgsp-llm preset 'small'",
                       source=f"optsched.hgsp.llm.generate.small(seed={seed})")


def tiny(seed: int) -> LlmInstance:
    """5 tasks on 4 identical GPUs (tests)."""
    rng = np.random.default_rng(seed)
    gpus = _gpus([(H100, 4)])
    tasks = []
    for i in range(5):
        tau = int(rng.choice([1, 2, 4]))
        tasks.append(Task(id=f"t{i}", model="Qwen3-30B",
                          tokens=float(rng.integers(1, 4)) * 1000.0, phase="prefill",
                          memory_gb=15.0 * tau, tp_degree=tau,
                          weight=float(rng.integers(1, 6)),
                          arrival_s=float(rng.integers(0, 3)) * 0.5))
    return LlmInstance(name=f"llm-tiny-{seed}", gpus=gpus, tasks=tuple(tasks),
                       time_scale_s=0.5, source=f"optsched.hgsp.llm.generate.tiny({seed})")


def workload(seed: int, n_tasks: int = 400, load: float = 0.8, n_h100: int = 8,
             n_a100: int = 8, decode_share: float = 0.5,
             interactive_share: float = 0.3) -> LlmInstance:
    """Realistic inference traffic at offered load ``load`` (GPU-seconds demanded per
    GPU-second available, estimated on the mean GPU speed).

    Per task: model from :data:`MODELS` (by traffic share), tensor-parallel degree from the
    smallest allowed that fits the model on an H100 (80 GB), or a random allowed one;
    phase decode with probability ``decode_share``; tokens lognormal (prefill: prompt,
    median 1024; decode: output, median 2048, so decode tasks are also tens of
    milliseconds to seconds at ~5000 tokens/s); weight 10 (interactive) with probability
    ``interactive_share``, else 1 (batch). Arrivals: Poisson process (exponential gaps)
    with rate ``load * |G| / E[tau * p]``.

    Parameters
    ----------
    seed : int
        Seed of ``numpy.random.default_rng``.
    n_tasks : int
        number of inference tasks
    load : float
        offered load: GPU-seconds demanded per GPU-second available (mean GPU speed)
    n_h100 : int
        number of H100 GPUs (80 GB)
    n_a100 : int
        number of A100 GPUs
    decode_share : float
        probability that a task is a decode task (else prefill)
    interactive_share : float
        probability that a task is interactive (weight 10; else batch, weight 1)
    """
    rng = np.random.default_rng(seed)
    gpus = _gpus([(H100, n_h100), (A100, n_a100)])
    names = [m[0] for m in MODELS]
    share = np.array([m[3] for m in MODELS])
    share = share / share.sum()
    mi = rng.choice(len(MODELS), size=n_tasks, p=share)
    is_decode = rng.random(n_tasks) < decode_share
    tokens = np.where(is_decode, rng.lognormal(np.log(2048), 0.8, n_tasks),
                      rng.lognormal(np.log(1024), 0.8, n_tasks))
    tokens = np.maximum(16.0, np.round(tokens))
    weights = np.where(rng.random(n_tasks) < interactive_share, 10.0, 1.0)
    taus = np.array([int(rng.choice(MODELS[k][2])) for k in mi])
    mem = np.array([MODELS[k][1] for k in mi])
    # make every gang fit somewhere: per-GPU memory <= 80 GB needs enough H100s
    for i in range(n_tasks):
        while mem[i] / taus[i] > 80.0 or (mem[i] / taus[i] > 40.0 and taus[i] > n_h100):
            taus[i] *= 2
    mean_speed = {"prefill": np.mean([g.prefill_tokens_per_s for g in gpus]),
                  "decode": np.mean([g.decode_tokens_per_s for g in gpus])}
    p = np.where(is_decode, tokens / mean_speed["decode"], tokens / mean_speed["prefill"])
    demand = float(np.mean(taus * p))  # GPU-seconds per task
    rate = load * len(gpus) / demand
    arrivals = np.cumsum(rng.exponential(1.0 / rate, n_tasks))
    arrivals -= arrivals[0]
    tasks = tuple(
        Task(id=f"r{i}", model=names[mi[i]], tokens=float(tokens[i]),
             phase="decode" if is_decode[i] else "prefill", memory_gb=float(mem[i]),
             tp_degree=int(taus[i]), weight=float(weights[i]),
             arrival_s=round(float(arrivals[i]), 6))
        for i in range(n_tasks))
    return LlmInstance(name=f"llm-load{load:g}-{seed}", gpus=gpus, tasks=tasks,
                       time_scale_s=1e-6,
                       description=f"synthetic inference workload, offered load {load:g}",
                       source=f"optsched.hgsp.llm.generate.workload(seed={seed}, "
                              f"n_tasks={n_tasks}, load={load})")


PRESETS: dict[str, Callable[..., LlmInstance]] = {
    "tiny": tiny,
    "small": small,
    "table4": table4,
    "load-0.5": partial(workload, load=0.5),
    "load-0.8": partial(workload, load=0.8),
    "load-1.0": partial(workload, load=1.0),
}
