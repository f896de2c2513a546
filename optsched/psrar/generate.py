"""Instance generators and presets for the psrar paper's Section 7 settings.

Section 7 (paper defaults, presets ``paper-ps`` / ``paper-rar``): T in [100, 300] slots of
one hour (default 150), 150 servers configured like Amazon EC2 P3, P2 and G3 instances,
8 worker types (1-4 GPUs, 1-16 vCPUs, 100 Mbps - 5 Gbps), 10 PS types (1-16 vCPUs,
5-20 Gbps), w_j in [200, 5000], E_j in [50, 100], D_j in [5, 50], K_j in [10, 50],
U in [10, 100] ms, v_jm in [0.001, 0.05] slots, pi_j in [30, 575] MB, overall capacity
about 0.2-0.5 of the jobs' total ideal demand.

Choices the paper leaves open (stated in ``models/psrar-generators.md``):

* **Server templates.** p3.8xlarge (4 GPU, 32 vCPU, 244 GB, 10 Gbps), p2.8xlarge
  (8, 32, 488, 10), g3.8xlarge (2, 32, 244, 10), p3.16xlarge (8, 64, 488, 25),
  p2.16xlarge (16, 64, 732, 20), g3.16xlarge (4, 64, 488, 20), drawn uniformly.
* **Capacity fraction.** A job's *ideal demand* is the per-slot demand of its ideal
  configuration: ``D_j`` workers (one per chunk, the most (2g) allows) of worker type
  ``m`` plus, for PS jobs, ``ceil(D_j b_m / B_p)`` PSs of PS type ``p``, where
  ``capacity_basis`` picks the types: ``"middle"`` (default; the middle worker and PS type
  of the list) or ``"ideal"`` (each job's own ideal types as the Section 7 baselines run
  them, ``online.packing.ideal_types``: least ``v_jm + 2 pi_j / b_m``, least ``U_j^p``).
  Every
  resource ``r`` of the templates is scaled by one factor so that
  ``sum_h C_h^r = capacity_fraction * sum_j ideal_j^r`` (rounded: GPUs and vCPUs to
  integers, memory to GB, bandwidth to 0.5 Gbps), and clipped below so that every server
  holds one worker of the largest type plus one PS of the largest PS type.
* **Mini-batch times** ``v_jm``: drawn in [0.001, 0.05] and sorted so that types with
  more GPUs are faster; ``U_j^p`` likewise sorted so that PS types with more vCPUs update
  faster; RAR jobs draw ``U_j`` in the same [10, 100] ms range.
* **Arrivals** uniform over the first ``arrival_fraction`` (default 1/2) of the horizon.
* **Tiny/small sizes.** To make jobs last a few slots with a horizon of <= 20 (tiny) or
  <= 40 (small) slots, the work ``E_j D_j K_j`` is scaled down: E_j in [1, 3], D_j in
  [2, 4] (tiny) / [2, 6] (small), K_j in [10, 50], v_jm in [0.01, 0.05] slots (the paper's
  range restricted to its slow half); 2 worker and 2 PS types (tiny) / 3 and 3 (small).
  The tiny/small horizon is the makespan of a serial first-fit schedule plus 2 slots
  (so that a feasible schedule exists), capped at 20 / 40 (the generator redraws with the
  next sub-seed when it does not fit).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from optsched.core.errors import InstanceError

from .instance import (
    DEFAULT_RESOURCES,
    FAMILY,
    FAMILY_MAXWEIGHT,
    Job,
    PsrarInstance,
    PsType,
    Server,
    WorkerType,
    transfer_slots,
)

#: (name, gpu, vcpu, memory_gb, bandwidth_gbps)
SERVER_TEMPLATES = (
    ("p3.8xlarge", 4, 32, 244, 10.0), ("p2.8xlarge", 8, 32, 488, 10.0),
    ("g3.8xlarge", 2, 32, 244, 10.0), ("p3.16xlarge", 8, 64, 488, 25.0),
    ("p2.16xlarge", 16, 64, 732, 20.0), ("g3.16xlarge", 4, 64, 488, 20.0),
)
#: 8 worker types: (gpu, vcpu, memory_gb, bandwidth_gbps), 1-4 GPUs, 1-16 vCPUs, 0.1-5 Gbps
WORKER_TYPES = (
    (1, 1, 4, 0.1), (1, 2, 8, 0.5), (1, 4, 16, 1.0), (2, 4, 16, 1.0),
    (2, 8, 32, 2.0), (3, 8, 48, 2.5), (4, 12, 64, 4.0), (4, 16, 64, 5.0),
)
#: 10 PS types: (gpu, vcpu, memory_gb, bandwidth_gbps), 1-16 vCPUs, 5-20 Gbps
PS_TYPES = (
    (0, 1, 2, 5.0), (0, 2, 4, 5.0), (0, 2, 4, 7.5), (0, 4, 8, 7.5), (0, 4, 8, 10.0),
    (0, 8, 16, 10.0), (0, 8, 16, 12.5), (0, 12, 24, 15.0), (0, 16, 32, 17.5),
    (0, 16, 32, 20.0),
)


@dataclass(frozen=True)
class Scale:
    """Per-size ranges of the job parameters (see module docstring)."""

    epochs: tuple[int, int]
    chunks: tuple[int, int]
    minibatches: tuple[int, int]
    v_slots: tuple[float, float]
    worker_types: tuple[int, ...]
    ps_types: tuple[int, ...]
    max_horizon: int | None  # None: horizon given, no feasibility fit


PAPER = Scale((50, 100), (5, 50), (10, 50), (0.001, 0.05), tuple(range(8)), tuple(range(10)),
              None)
TINY = Scale((1, 3), (2, 4), (10, 50), (0.01, 0.05), (2, 6), (3, 8), 20)
SMALL = Scale((1, 3), (2, 6), (10, 50), (0.01, 0.05), (1, 4, 7), (1, 5, 9), 40)
SCALES = {"paper": PAPER, "tiny": TINY, "small": SMALL}


CAPACITY_BASES = ("middle", "ideal")


def generate(seed: int, *, n_jobs: int = 100, n_servers: int = 150, horizon: int = 150,
             capacity_fraction: float = 0.35, arch: str = "ps", scale: str = "paper",
             arrival_fraction: float = 0.5, name: str | None = None,
             capacity_basis: str = "middle") -> PsrarInstance:
    """A random instance; ``arch`` is ``ps``, ``rar`` or ``mixed`` (each job 50/50).

    For ``scale`` ``tiny``/``small`` the horizon becomes the serial first-fit makespan
    plus 2 slots (at most ``horizon`` and the scale's cap); the generator redraws with
    derived sub-seeds until that fits (at most 50 times).
    """
    _check_args(n_jobs, n_servers, horizon, capacity_fraction, arch, scale, arrival_fraction)
    if capacity_basis not in CAPACITY_BASES:
        raise InstanceError("capacity_basis", f"must be one of {', '.join(CAPACITY_BASES)}, "
                            f"got {capacity_basis!r}")
    sc = SCALES[scale]
    base = name or f"{scale}-{arch}-j{n_jobs}-h{n_servers}-s{seed}"
    if sc.max_horizon is None:
        return _draw(np.random.default_rng(seed), n_jobs, n_servers, horizon,
                     capacity_fraction, arch, sc, arrival_fraction, base, capacity_basis)
    cap = min(horizon, sc.max_horizon)
    for attempt in range(50):
        rng = np.random.default_rng([seed, attempt])
        # arrivals drawn against a provisional horizon, then the horizon is fitted
        inst = _draw(rng, n_jobs, n_servers, cap, capacity_fraction, arch, sc,
                     arrival_fraction, base, capacity_basis)
        span = serial_makespan(inst)
        if span is not None and span + 2 <= cap:
            from dataclasses import replace
            return replace(inst, horizon_slots=span + 2)
    raise InstanceError("seed", f"no instance with a feasible horizon <= {cap} found for "
                        f"seed {seed} in 50 draws; use more servers or fewer jobs")


def _check_args(n_jobs: int, n_servers: int, horizon: int, frac: float, arch: str,
                scale: str, arrival_fraction: float) -> None:
    for nm, v in (("n_jobs", n_jobs), ("n_servers", n_servers), ("horizon", horizon)):
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise InstanceError(nm, f"must be an integer >= 1, got {v!r}")
    if isinstance(frac, bool) or not isinstance(frac, (int, float)) or not (
            0 < frac <= 10 and math.isfinite(frac)):
        raise InstanceError("capacity_fraction", f"must be in (0, 10], got {frac!r}")
    if isinstance(arrival_fraction, bool) or not isinstance(arrival_fraction, (int, float)) \
            or not 0 <= arrival_fraction <= 1:
        raise InstanceError("arrival_fraction", f"must be in [0, 1], got {arrival_fraction!r}")
    if arch not in ("ps", "rar", "mixed"):
        raise InstanceError("arch", f"must be ps, rar or mixed, got {arch!r}")
    if scale not in SCALES:
        raise InstanceError("scale", f"must be one of {', '.join(SCALES)}, got {scale!r}")


def _draw(rng: np.random.Generator, n_jobs: int, n_servers: int, horizon: int, frac: float,
          arch: str, sc: Scale, arrival_fraction: float, name: str,
          basis: str = "middle") -> PsrarInstance:
    resources = DEFAULT_RESOURCES
    wts = tuple(WorkerType(f"w{m}", tuple(float(x) for x in WORKER_TYPES[m]),
                           float(WORKER_TYPES[m][3])) for m in sc.worker_types)
    pts = tuple(PsType(f"p{p}", tuple(float(x) for x in PS_TYPES[p]), float(PS_TYPES[p][3]))
                for p in sc.ps_types)
    M, P = len(wts), len(pts)
    jobs: list[Job] = []
    last_arrival = max(0, int(math.floor(arrival_fraction * (horizon - 1))))
    for j in range(n_jobs):
        a = "ps" if arch == "ps" else "rar" if arch == "rar" else (
            "ps" if rng.random() < 0.5 else "rar")
        # faster mini-batches on types with more GPUs (types are listed by size)
        v = np.sort(rng.uniform(*sc.v_slots, size=M))[::-1]
        upd = np.sort(rng.uniform(10.0, 100.0, size=P))[::-1]
        jobs.append(Job(
            name=f"j{j}", arch=a, arrival_slot=int(rng.integers(0, last_arrival + 1)),
            weight=float(rng.integers(200, 5001)),
            epochs=int(rng.integers(sc.epochs[0], sc.epochs[1] + 1)),
            chunks=int(rng.integers(sc.chunks[0], sc.chunks[1] + 1)),
            minibatches=int(rng.integers(sc.minibatches[0], sc.minibatches[1] + 1)),
            minibatch_time_slots=tuple(round(float(x), 5) for x in v),
            gradient_mb=float(rng.integers(30, 576)),
            update_time_ms=tuple(round(float(x), 2) for x in upd) if a == "ps" else (),
            reduce_time_ms=round(float(rng.uniform(10.0, 100.0)), 2) if a == "rar" else 0.0))
    servers = _servers(rng, n_servers, jobs, wts, pts, frac, basis)
    return PsrarInstance(name=name, resources=resources, servers=servers, worker_types=wts,
                         ps_types=pts, jobs=tuple(jobs), horizon_slots=horizon,
                         slot_seconds=3600.0, family=FAMILY,
                         description="psrar generator (Section 7 settings), "
                                     f"capacity_fraction={frac:g}"
                                     + ("" if basis == "middle" else
                                        f", capacity_basis={basis}"),
                         source="optsched.psrar.generate")


def ideal_types(job: Job, wts: tuple[WorkerType, ...], pts: tuple[PsType, ...],
                slot_seconds: float = 3600.0) -> tuple[int, int | None]:
    """The job's own ideal worker and PS types (Section 7's "most expedited single-job
    training"; the same rule as ``online.packing.ideal_types``): least per-mini-batch time
    ``v_jm + 2 pi_j / b_m``, least update time ``U_j^p`` (ties: lower index)."""
    m = min(range(len(wts)), key=lambda k: (
        job.minibatch_time_slots[k]
        + transfer_slots(job.gradient_mb, wts[k].bandwidth_gbps, slot_seconds), k))
    if not job.is_ps:
        return m, None
    return m, min(range(len(pts)), key=lambda k: (job.update_time_ms[k], k))


def ideal_demand(job: Job, wts: tuple[WorkerType, ...],
                 pts: tuple[PsType, ...], basis: str = "middle") -> np.ndarray:
    """Per-slot demand of the job's ideal configuration (module docstring): ``D_j``
    workers and their PSs, of the middle types (``basis="middle"``) or of the job's own
    ideal types (``"ideal"``)."""
    if basis == "ideal":
        mi, pi = ideal_types(job, wts, pts)
    else:
        mi, pi = len(wts) // 2, len(pts) // 2
    w = wts[mi]
    out = job.chunks * np.array(w.demand)
    if job.is_ps:
        p = pts[pi if pi is not None else len(pts) // 2]
        out = out + math.ceil(job.chunks * w.bandwidth_gbps / p.bandwidth_gbps) * np.array(
            p.demand)
    return out


def _servers(rng: np.random.Generator, n_servers: int, jobs: list[Job],
             wts: tuple[WorkerType, ...], pts: tuple[PsType, ...],
             frac: float, basis: str = "middle") -> tuple[Server, ...]:
    picks = rng.integers(0, len(SERVER_TEMPLATES), size=n_servers)
    tmpl = np.array([SERVER_TEMPLATES[k][1:] for k in picks], dtype=float)  # (H, R)
    demand = sum(ideal_demand(j, wts, pts, basis) for j in jobs)
    factor = frac * np.asarray(demand) / tmpl.sum(axis=0)
    cap = tmpl * factor[None, :]
    floor = np.max([w.demand for w in wts], axis=0) + np.max([p.demand for p in pts], axis=0)
    cap = np.maximum(cap, floor[None, :])
    cap[:, :3] = np.ceil(cap[:, :3] - 1e-9)
    cap[:, 3] = np.ceil(cap[:, 3] * 2 - 1e-9) / 2
    return tuple(Server(f"{SERVER_TEMPLATES[k][0]}-{h}", tuple(float(x) for x in cap[h]))
                 for h, k in enumerate(picks))


# ----------------------------------------------------------------------------- serial fit


def serial_makespan(inst: PsrarInstance) -> int | None:
    """Makespan of a serial first-fit schedule (jobs by arrival, each at the start and
    canonical configuration completing earliest given the jobs already placed; on many
    servers a few placements per type and worker count, see :func:`_cheap_configs`), or
    None when some job fits nowhere within 4x the horizon. Used to size tiny horizons
    and (:mod:`.horizon`) as the exact models' upper bound."""
    sched = serial_schedule(inst, horizon=4 * inst.horizon_slots)
    if sched is None:
        return None
    return max(pl.completion for pl in sched)


def serial_schedule(inst: PsrarInstance, horizon: int | None = None) -> list[Any] | None:
    """Placements of the serial first-fit schedule (see :func:`serial_makespan`)."""
    from dataclasses import replace

    from .gamma import enumerate_configs, worker_vector_bound

    T = horizon or inst.horizon_slots
    wide = replace(inst, horizon_slots=T, tau_slots=None, family=FAMILY)
    H, R = len(inst.servers), len(inst.resources)
    cap = np.array([s.capacity for s in inst.servers])
    used = np.zeros((T, H, R))
    out: list[Any] = [None] * len(inst.jobs)
    order = sorted(range(len(inst.jobs)), key=lambda j: (inst.jobs[j].arrival_slot, j))
    for j in order:
        best = None
        if worker_vector_bound(wide, j, cap=5000) <= 5000:
            cands = list(enumerate_configs(wide, j, deadline=T))
        else:
            cands = _cheap_configs(wide, j, T)
        cands.sort(key=lambda c: c.duration)
        for cfg in cands:
            f = cfg.demand(inst)
            for t in range(inst.jobs[j].arrival_slot, T - cfg.duration + 1):
                if best is not None and t + cfg.duration >= best[0]:
                    break
                win = used[t:t + cfg.duration] + f[None]
                if np.all(win <= cap[None] * (1 + 1e-9) + 1e-9):
                    best = (t + cfg.duration, t, cfg, f)
                    break
        if best is None:
            return None
        _, t, cfg, f = best
        used[t:t + cfg.duration] += f[None]
        out[j] = cfg.at(t)
    return out


def _cheap_configs(inst: PsrarInstance, j: int, deadline: int) -> list[Any]:
    """A few placements per (worker type, PS type, worker count) when enumerating all of
    them would be slow: everything on one server (each server that holds it) and the
    workers spread first-fit over servers by decreasing room, PSs on the roomiest."""
    from .gamma import Config, _fits, _ps_count, max_fit

    job = inst.jobs[j]
    H = len(inst.servers)
    window = deadline - job.arrival_slot
    ps_list: list[int | None] = list(range(len(inst.ps_types))) if job.is_ps else [None]
    out = []
    for m, wt in enumerate(inst.worker_types):
        caps = [min(job.chunks, max_fit(sv.capacity, wt.demand)) for sv in inst.servers]
        order = sorted(range(H), key=lambda h: -caps[h])
        for p in ps_list:
            for n in range(1, min(job.chunks, sum(caps)) + 1):
                for h in range(H):
                    if caps[h] >= n and _fits(inst, h, m, n, p, 1 if p is not None else 0):
                        y = tuple(n if k == h else 0 for k in range(H))
                        ps = tuple(1 if (k == h and p is not None) else 0 for k in range(H))
                        d = inst.min_duration(j, m, p, n, True)
                        if d <= window:
                            out.append(Config(m, p, y, ps, d))
                        break
                left, yl = n, [0] * H
                for h in order:
                    take = min(left, caps[h])
                    yl[h], left = take, left - take
                y = tuple(yl)
                if sum(1 for v in y if v) < 2:
                    continue
                if p is None:
                    d = inst.min_duration(j, m, None, n, False)
                    if d <= window:
                        out.append(Config(m, None, y, (0,) * H, d))
                    continue
                for h in order[::-1]:
                    s = _ps_count(inst, m, p, n - y[h])
                    if _fits(inst, h, m, y[h], p, s):
                        d = inst.min_duration(j, m, p, n, False)
                        if d <= window:
                            out.append(Config(m, p, y, tuple(s if k == h else 0
                                                             for k in range(H)), d))
                        break
    return out


# ----------------------------------------------------------------------------- presets


def _preset(**fixed: Any) -> Callable[..., PsrarInstance]:
    def make(seed: int, *, n_jobs: int | None = None, n_servers: int | None = None,
             horizon: int | None = None, capacity_fraction: float | None = None,
             arrival_fraction: float | None = None,
             capacity_basis: str | None = None) -> PsrarInstance:
        kw = dict(fixed)
        for k, v in (("n_jobs", n_jobs), ("n_servers", n_servers), ("horizon", horizon),
                     ("capacity_fraction", capacity_fraction),
                     ("arrival_fraction", arrival_fraction),
                     ("capacity_basis", capacity_basis)):
            if v is not None:
                kw[k] = v
        return generate(seed, **kw)

    make.__doc__ = ("Section 7 generator with " + ", ".join(f"{k}={v}" for k, v in
                                                              fixed.items())
                    + "; keyword overrides: n_jobs, n_servers, horizon, capacity_fraction, "
                      "arrival_fraction, capacity_basis.")
    return make


def maxweight_preset(base: Callable[..., PsrarInstance]) -> Callable[..., PsrarInstance]:
    """The same generator for ``psrar-maxweight`` with ``tau = max(1, round(tau_fraction
    * T))`` (default ``tau_fraction`` 0.6: tight enough that not every job fits)."""

    def make(seed: int, *, n_jobs: int | None = None, n_servers: int | None = None,
             horizon: int | None = None, capacity_fraction: float | None = None,
             arrival_fraction: float | None = None, capacity_basis: str | None = None,
             tau_fraction: float = 0.6) -> PsrarInstance:
        if isinstance(tau_fraction, bool) or not isinstance(tau_fraction, (int, float)) \
                or not 0 < tau_fraction <= 1:
            raise InstanceError("tau_fraction", f"must be in (0, 1], got {tau_fraction!r}")
        inst = base(seed, n_jobs=n_jobs, n_servers=n_servers, horizon=horizon,
                    capacity_fraction=capacity_fraction, arrival_fraction=arrival_fraction,
                    capacity_basis=capacity_basis)
        tau = max(1, min(inst.horizon_slots, round(tau_fraction * inst.horizon_slots)))
        from dataclasses import replace

        return replace(inst.as_family(FAMILY_MAXWEIGHT, tau_slots=tau), name=f"{inst.name}-mw")

    make.__doc__ = f"{base.__doc__} Max-weight objective, tau = tau_fraction * T."
    return make


PRESETS: dict[str, Callable[..., PsrarInstance]] = {
    "tiny-ps": _preset(arch="ps", scale="tiny", n_jobs=4, n_servers=2, horizon=20,
                       capacity_fraction=0.5),
    "tiny-rar": _preset(arch="rar", scale="tiny", n_jobs=4, n_servers=2, horizon=20,
                        capacity_fraction=0.5),
    "tiny-mixed": _preset(arch="mixed", scale="tiny", n_jobs=5, n_servers=3, horizon=20,
                          capacity_fraction=0.5),
    "small-ps": _preset(arch="ps", scale="small", n_jobs=8, n_servers=4, horizon=40,
                        capacity_fraction=0.35),
    "small-rar": _preset(arch="rar", scale="small", n_jobs=8, n_servers=4, horizon=40,
                         capacity_fraction=0.35),
    "paper-ps": _preset(arch="ps", scale="paper", n_jobs=100, n_servers=150, horizon=150,
                        capacity_fraction=0.35),
    "paper-rar": _preset(arch="rar", scale="paper", n_jobs=100, n_servers=150, horizon=150,
                         capacity_fraction=0.35),
}


MAXWEIGHT_PRESETS: dict[str, Callable[..., PsrarInstance]] = {
    name: maxweight_preset(fn) for name, fn in PRESETS.items()}
