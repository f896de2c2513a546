"""Seeded generators (presets) of ``asrpt-online`` instances.

``tiny`` (exact-model size): 2-4 servers x 4 or 8 GPUs, 6-12 jobs of three random small
configs (1-2 stages, 1-2 replicas each, so g_i <= 4), integer releases 0..8 s, 16 history jobs.
The data are built so that **every duration is an integer number of seconds**: the
bandwidths are B_inter = 4 g Gbit/s (2 ms/MB over a server's 1/g NIC share) and B_intra
= 8 Gbit/s (1 ms/MB), compute times and data sizes are small multiples, and a config is
kept only if eq. (7) gives, for every usage vector of the exact model, a multiple of
4 ms of at most 8 x 4 ms; jobs run 250 or 500 iterations (1 or 2 s per 4 ms). The
time-indexed model with 1 s slots is then the continuous problem itself (no rounding).
The bandwidths are not realistic (the inter/intra ratio is 2, not ~250): the preset
exists to pin heuristics against proven optima.

``synthetic`` (scale): the paper's simulated cluster (250 servers x 8 GPUs, 10 Gbit/s
NIC, 300 GB/s NVLink, Section V-B-1a) by default; jobs of recurring groups (each group
fixed to one config of estimated Table I profiles, one user, a base iteration count
drawn log-normally), ``single_gpu`` fraction of the groups on one GPU (the trace has
over 70 %), 60 % of a group's jobs repeat its base count exactly, the rest are
perturbed log-normally; Poisson arrivals at offered ``load`` (fraction of the cluster's
GPU-seconds, using alpha~^min). ``history`` earlier jobs of the same groups (submitted
before 0) train the predictors.

``recurrent`` (issue 21): the recurrence-rich synthetic *trace* of :mod:`.synthtrace`
(PAI job sizes, 65 % of the jobs in groups submitted at least five times, Poisson
arrivals at offered ``load``) imported with the trace importer (first half = history).
"""

from __future__ import annotations

import numpy as np

from optsched.core.errors import InstanceError

from ..itertime import alpha_min_estimate
from ..job import Cluster, Job, Stage
from .enumerate import enumerate_options
from .instance import Config, HistoryJob, OnlineInstance, OnlineJob, ProfileRef

TINY_TICK_S = 0.004
TINY_MAX_UNITS = 8
TINY_STAGES = (1, 1, 2, 2)


def _tiny_job(rng: np.random.Generator) -> Job:
    S = int(rng.choice(TINY_STAGES))
    k = [int(rng.integers(1, 3)) for _ in range(S)]
    bnd = [float(rng.choice([0.0, 4.0, 8.0])) for _ in range(S - 1)]  # MB per iteration
    stages = []
    for s in range(S):
        c = float(rng.integers(1, 4))
        stages.append(Stage(replicas=k[s], fwd_ms=c, bwd_ms=3 * c,
                            in_mb=bnd[s - 1] / k[s] if s > 0 else 0.0,
                            out_mb=bnd[s] / k[s] if s < S - 1 else 0.0,
                            params_mb=float(rng.choice([0.0, 4.0, 8.0]))))
    return Job(tuple(stages))


def _integral_units(job: Job, cluster: Cluster) -> bool:
    for o in enumerate_options(job, cluster):
        u = o.alpha / TINY_TICK_S
        if abs(u - round(u)) > 1e-9 * u or round(u) > TINY_MAX_UNITS:
            return False
    return True


def tiny(seed: int, *, jobs: int | None = None) -> OnlineInstance:
    """The ``tiny`` preset (see the module docstring)."""
    rng = np.random.default_rng(seed)
    M = int(rng.integers(2, 5))
    g = int(rng.choice([4, 8]))
    cluster = Cluster(servers=M, gpus_per_server=g, inter_gbps=4.0 * g, intra_gbps=8.0)
    configs: dict[str, Config] = {}
    tries = 0
    while len(configs) < 3:
        tries += 1
        if tries > 10_000:  # pragma: no cover - the acceptance rate is about 1/3
            raise InstanceError("seed", f"tiny: no integral config found for seed {seed}")
        job = _tiny_job(rng)
        if _integral_units(job, cluster):
            name = f"c{len(configs)}"
            configs[name] = Config(name=name, job=job)
    names = list(configs)
    n = int(rng.integers(6, 13)) if jobs is None else jobs
    group_cfg = {f"grp{k}": names[k % 3] for k in range(5)}
    group_user = {grp: f"user{int(rng.integers(0, 3))}" for grp in group_cfg}
    group_mult = {grp: int(rng.integers(1, 3)) for grp in group_cfg}
    groups = list(group_cfg)

    def draw_iters(grp: str) -> int:
        m = group_mult[grp] if rng.random() < 0.7 else int(rng.integers(1, 3))
        return 250 * m

    out_jobs = []
    for i in range(n):
        grp = groups[int(rng.integers(0, len(groups)))]
        out_jobs.append(OnlineJob(id=f"j{i}", submit=float(rng.integers(0, 9)),
                                  config=group_cfg[grp], iterations=draw_iters(grp),
                                  gpus=configs[group_cfg[grp]].gpus,
                                  user=group_user[grp], group=grp))
    history = []
    for h in range(16):
        grp = groups[int(rng.integers(0, len(groups) - 1))]  # the last group stays unseen
        history.append(HistoryJob(submit=float(-100 + h), iterations=draw_iters(grp),
                                  user=group_user[grp], group=grp,
                                  gpus=configs[group_cfg[grp]].gpus, config=group_cfg[grp]))
    return OnlineInstance(cluster=cluster, configs=configs, jobs=tuple(out_jobs),
                          history=tuple(history), name=f"tiny-s{seed}")


#: (model, stages, gpus, layers) menus of the synthetic preset
SINGLE_MENU = (("vgg19", 1, 1, None), ("resnet152", 1, 1, None),
               ("inception-v3", 1, 1, None), ("bert-large", 1, 1, None))
MULTI_MENU = (("vgg19", 2, 4, None), ("vgg19", 4, 8, None), ("resnet152", 2, 4, None),
              ("inception-v3", 2, 2, None), ("bert-large", 4, 8, None),
              ("xlnet-large", 4, 8, None), ("xlnet-large", 4, 16, None),
              ("t5", 4, 16, 4), ("gpt-6.7b", 4, 16, 4), ("gpt-13b", 4, 16, 4))


def synthetic(seed: int, *, jobs: int = 2000, history: int | None = None,
              servers: int = 250, gpus_per_server: int = 8, inter_gbps: float = 10.0,
              intra_gbps: float = 2400.0, single_gpu: float = 0.7, load: float = 0.9,
              groups: int | None = None, median_iterations: float = 3000.0) -> OnlineInstance:
    """The ``synthetic`` preset (see the module docstring)."""
    if jobs < 1:
        raise InstanceError("jobs", f"must be >= 1, got {jobs}")
    if not 0.0 <= single_gpu <= 1.0:
        raise InstanceError("single_gpu", f"must be in [0, 1], got {single_gpu}")
    if not load > 0:
        raise InstanceError("load", f"must be > 0, got {load}")
    rng = np.random.default_rng(seed)
    cluster = Cluster(servers=servers, gpus_per_server=gpus_per_server,
                      inter_gbps=inter_gbps, intra_gbps=intra_gbps)
    G = servers * gpus_per_server
    n_hist = jobs if history is None else history
    total = jobs + n_hist
    n_groups = groups if groups is not None else max(3, total // 12)
    configs: dict[str, Config] = {}
    amin: dict[str, float] = {}
    for model, S, gp, layers in SINGLE_MENU + MULTI_MENU:
        if gp > G:
            continue
        ref = ProfileRef(model, num_stages=S, gpus=gp, layers=layers)
        name = f"{model}-{S}s-{gp}g"
        cfg = Config(name=name, job=ref.resolve(f"configs.{name}"), profile=ref)
        configs[name] = cfg
        amin[name] = alpha_min_estimate(cfg.job, cluster)
    singles = [f"{m}-{S}s-{gp}g" for m, S, gp, _ in SINGLE_MENU]
    multis = [f"{m}-{S}s-{gp}g" for m, S, gp, _ in MULTI_MENU if gp <= G]
    g_cfg = []
    for _ in range(n_groups):
        pool = singles if (rng.random() < single_gpu or not multis) else multis
        g_cfg.append(pool[int(rng.integers(0, len(pool)))])
    g_user = rng.integers(0, max(2, n_groups // 4), size=n_groups)
    g_base = np.maximum(1, np.round(rng.lognormal(np.log(median_iterations), 1.0,
                                                  size=n_groups))).astype(np.int64)
    grp = rng.zipf(1.6, size=total) % n_groups
    exact = rng.random(total) < 0.6
    noise = rng.lognormal(0.0, 0.6, size=total)
    iters = np.where(exact, g_base[grp], np.maximum(1, np.round(g_base[grp] * noise)))
    iters = iters.astype(np.int64)
    work = np.array([configs[g_cfg[k]].gpus * amin[g_cfg[k]] for k in grp]) * iters
    gap_mean = float(work.mean()) / (load * G)
    arrivals = np.cumsum(rng.exponential(gap_mean, size=total))
    t0 = arrivals[n_hist] if n_hist < total else 0.0
    arrivals = arrivals - t0
    hist_rows = []
    job_rows = []
    for k in range(total):
        gk = int(grp[k])
        cname = g_cfg[gk]
        if k < n_hist:
            hist_rows.append(HistoryJob(submit=float(arrivals[k]), iterations=int(iters[k]),
                                        user=f"u{int(g_user[gk])}", group=f"g{gk}",
                                        gpus=configs[cname].gpus, config=cname))
        else:
            job_rows.append(OnlineJob(id=f"j{k - n_hist}", submit=max(0.0, float(arrivals[k])),
                                      config=cname, iterations=int(iters[k]),
                                      gpus=configs[cname].gpus, user=f"u{int(g_user[gk])}",
                                      group=f"g{gk}"))
    return OnlineInstance(cluster=cluster, configs=configs, jobs=tuple(job_rows),
                          history=tuple(hist_rows), name=f"synthetic-n{jobs}-s{seed}")


def small(seed: int) -> OnlineInstance:
    """A small synthetic instance (4 servers x 8 GPUs, 60 jobs) for quick runs."""
    return synthetic(seed, jobs=60, history=120, servers=4, groups=12, load=1.2,
                     median_iterations=500.0)


def recurrent(seed: int, *, n_jobs: int = 2000, load: float = 0.9, servers: int = 250,
              gpus_per_server: int = 8) -> OnlineInstance:
    """The recurrence-rich synthetic trace (:mod:`.synthtrace`: PAI-like jobs, 65 % in
    groups submitted at least five times -- the paper's rate) imported like a trace:
    2 ``n_jobs`` jobs at offered load ``load`` on the cluster, the first half = predictor
    history, the second half (``n_jobs``) scheduled (calibrated profiles, NIC "10
    Gbps")."""
    from .synthtrace import recurrent_trace
    from .trace import build_instance

    if isinstance(n_jobs, bool) or not isinstance(n_jobs, int) or n_jobs < 1:
        raise InstanceError("n_jobs", f"must be an integer >= 1, got {n_jobs!r}")
    for key, v in (("servers", servers), ("gpus_per_server", gpus_per_server)):
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise InstanceError(key, f"must be an integer >= 1, got {v!r}")
    G = servers * gpus_per_server
    tr = recurrent_trace(seed, jobs=2 * n_jobs, load=load, gpus=G, max_gpus=G)
    return build_instance(tr, servers=servers, gpus_per_server=gpus_per_server, seed=seed,
                          train_fraction=0.5, name=f"recurrent-n{n_jobs}-s{seed}")


PRESETS = {
    "tiny": tiny,
    "small": small,
    "synthetic": synthetic,
    "recurrent": recurrent,
}
