"""Certified lower bounds on the hgsp-llm weighted waiting time, eq. (16)
(``models/hgsp-llm-bounds.md``).

``Z = sum_i w_i (c_i - a_i)``; ``p_i^*`` is task ``i``'s duration on the ``tau_i``
fastest GPUs its per-GPU memory ``m_i / tau_i`` fits (:meth:`LlmInstance.best_duration_s`).

* ``release`` (:func:`bound_release`): ``sum_i w_i p_i^*`` (each task alone). O(n |G|).
* ``fluid`` (:func:`bound_fluid`): GPU ``j`` offers ``sigma_j = max_phi lambda_j^phi /
  Lambda^phi`` units of work per second (``Lambda^phi`` = the largest throughput of phase
  ``phi``); task ``i`` needs ``W_i = tau_i L_i / Lambda^{phi_i}``. Pooled into one fluid
  resource, preemptive WSPT gives the least weighted mean busy time
  (:mod:`..bound_fluid`), and ``c_i >= M_i + p_i^* / 2``. Also evaluated per class of
  tasks with the same eligible GPUs (summed). O(n log n).
* ``lagrangian`` (:func:`bound_lagrangian`): the time-indexed gang model (one option
  per task, gang pattern and start tick) on a tick grid rounded in the relaxation's
  favour, the GPU capacities per kind and tick relaxed with prices
  (:mod:`..bound_capacity`): each task then picks its cheapest option alone;
  projected subgradient ascent on the prices.
* ``best`` (:func:`bound_best`, the default): the largest of the three.
"""

from __future__ import annotations

import math
import time

import numpy as np

from optsched.core import interrupt
from optsched.core.result import Bound

from ..bound_capacity import CapacityRelaxation, maximize_prices
from ..bound_fluid import wspt_mean_busy_times
from ..bound_paths import choose_tick, tick_counts
from .instance import LlmInstance
from .policies import POLICIES
from .simulate import run_policy
from .verify import evaluate, verify

#: the two phases of a task (throughputs per phase)
PHASES = ("prefill", "decode")
#: seconds for the Lagrangian ascent when no time limit is given (the default of
#: ``optsched bound``; ``run --bound`` without ``--time-limit`` passes None)
DEFAULT_TIME_S = 60.0


def shortest_durations(inst: LlmInstance) -> np.ndarray:
    """``p_i^*`` (s): duration on the ``tau_i`` fastest eligible GPUs."""
    return np.array([inst.best_duration_s(t) for t in inst.tasks])


def task_arrays(inst: LlmInstance) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(w, a, tau)`` as arrays."""
    w = np.array([t.weight for t in inst.tasks], dtype=float)
    a = np.array([t.arrival_s for t in inst.tasks], dtype=float)
    tau = np.array([t.tp_degree for t in inst.tasks], dtype=float)
    return w, a, tau


def bound_release(inst: LlmInstance, *, time_limit: float | None = None) -> Bound:
    """``sum_i w_i p_i^*``: a task waits at least its own shortest duration."""
    w, _a, _tau = task_arrays(inst)
    return Bound(float(np.dot(w, shortest_durations(inst))), {})


# ----------------------------------------------------------------------------- fluid


def eligibility(inst: LlmInstance) -> np.ndarray:
    """``E[i, j]``: GPU ``j`` holds ``m_i / tau_i`` (bool, shape (n, |G|))."""
    mem = np.array([g.memory_gb for g in inst.gpus])
    need = np.array([t.memory_per_gpu_gb for t in inst.tasks])
    return need[:, None] <= mem[None, :] + 1e-9


def fluid_work(inst: LlmInstance) -> tuple[np.ndarray, np.ndarray]:
    """``(W_i, sigma_j)`` of the fluid bound (module docstring).

    A gang ``S`` runs ``p = L_i / min_{j in S} lambda_j^phi`` seconds and, at
    ``sigma_j^phi = lambda_j^phi / Lambda^phi`` per member, consumes
    ``sum_{j in S} sigma_j^phi p >= tau_i L_i / Lambda^phi = W_i``; its consumption rate
    ``sum_{j in S} sigma_j^phi`` never exceeds ``sum_{j in S} sigma_j`` with
    ``sigma_j = max_phi sigma_j^phi``."""
    top = {ph: max(g.throughput(ph) for g in inst.gpus) for ph in PHASES}
    sigma = np.array([max(g.throughput(ph) / top[ph] for ph in PHASES) for g in inst.gpus])
    work = np.array([t.tp_degree * t.tokens / top[t.phase] for t in inst.tasks])
    return work, sigma


def fluid_bound(inst: LlmInstance) -> tuple[float, dict]:
    """The ``fluid`` bound and its metrics (module docstring): ``sum_i w_i (M_i + p_i^*
    / 2 - a_i)`` with ``M`` the preemptive-WSPT mean busy times on the pooled GPUs, and
    the same per class of tasks with equal eligible GPUs (on those GPUs), summed; the
    larger of the two."""
    w, a, _tau = task_arrays(inst)
    pstar = shortest_durations(inst)
    work, sigma = fluid_work(inst)
    elig = eligibility(inst)
    keep = w > 0

    def value(members: np.ndarray, gpus: np.ndarray) -> float:
        idx = np.flatnonzero(members & keep)
        if idx.size == 0:
            return 0.0
        M = wspt_mean_busy_times(a[idx], work[idx], w[idx], float(sigma[gpus].sum()))
        return float(np.dot(w[idx], M + 0.5 * pstar[idx] - a[idx]))

    everyone = np.ones(len(inst.gpus), bool)
    pooled = value(np.ones(inst.n, bool), everyone)
    classes: dict[bytes, np.ndarray] = {}
    for i in range(inst.n):
        classes.setdefault(elig[i].tobytes(), np.zeros(inst.n, bool))[i] = True
    split = 0.0
    for key, members in classes.items():
        interrupt.check()
        split += value(members, np.frombuffer(key, dtype=bool))
    return max(pooled, split), {"fluid_pooled": pooled, "fluid_classes": split,
                                "classes": len(classes)}


def bound_fluid(inst: LlmInstance, *, time_limit: float | None = None) -> Bound:
    """The pooled-GPU fluid bound (module docstring; ``models/hgsp-llm-bounds.md``)."""
    value, metrics = fluid_bound(inst)
    return Bound(value, metrics)


# ----------------------------------------------------------------------------- upper


def upper_bound(inst: LlmInstance) -> tuple[float, str]:
    """``(Z, policy)`` of the best built-in policy on the event-driven simulator, its
    schedule verified (``(inf, "none")`` if none passes): the Polyak target and a cap on
    the starts of the tick problem."""
    best: tuple[float, str] = (math.inf, "none")
    for name in ("fifo", "weighted-fifo", "srpt", "wsrpt"):
        if name not in POLICIES:
            continue
        interrupt.check()
        sched, _info = run_policy(inst, name)
        if verify(inst, sched):
            continue
        obj, _ = evaluate(inst, sched)
        if obj < best[0]:
            best = (float(obj), name)
    return best


# ----------------------------------------------------------------------------- lagrangian


def gpu_kinds(inst: LlmInstance) -> list[list[int]]:
    """GPU indices grouped by :attr:`Gpu.kind` (interchangeable GPUs)."""
    groups: dict[tuple, list[int]] = {}
    for j, g in enumerate(inst.gpus):
        groups.setdefault(g.kind, []).append(j)
    return list(groups.values())


def kind_durations(inst: LlmInstance, kinds: list[list[int]]) -> np.ndarray:
    """``P[i, k] = L_i / lambda_k^{phi_i}`` (s): task ``i``'s duration on GPUs of kind
    ``k`` where its per-GPU memory fits them, ``inf`` elsewhere."""
    elig = eligibility(inst)
    P = np.full((inst.n, len(kinds)), np.inf)
    for k, ks in enumerate(kinds):
        g = inst.gpus[ks[0]]
        for i, t in enumerate(inst.tasks):
            if elig[i, ks[0]]:
                P[i, k] = t.tokens / g.throughput(t.phase)
    return P


def gang_patterns(tau: int, room: list[int]) -> list[tuple[int, ...]]:
    """Every way to take ``tau`` GPUs with at most ``room[k]`` of kind ``k``."""
    out: list[tuple[int, ...]] = []

    def rec(k: int, left: int, acc: tuple[int, ...]) -> None:
        if k == len(room):
            if left == 0:
                out.append(acc)
            return
        for c in range(min(left, room[k]) + 1):
            rec(k + 1, left - c, acc + (c,))

    rec(0, tau, ())
    return out


def build_gang_relaxation(inst: LlmInstance, resolution: int,
                          upper: float = math.inf) -> CapacityRelaxation:
    """The time-indexed gang model on ticks, capacities per GPU kind relaxable
    (:mod:`..bound_capacity`). Tasks of weight 0 have no options (they add 0).

    Options of task ``i``: every *gang pattern* (``n_k`` GPUs of each eligible kind,
    ``sum_k n_k = tau_i``), duration ``p = L_i / min_{k: n_k > 0} lambda_k^{phi_i}``. A
    schedule maps to ticks by ``s_i = floor(S_i / delta)``, occupancy ``floor(p /
    delta)`` (intervals on one GPU stay disjoint), cost ``w_i max(p, delta s_i + p -
    a_i) <= w_i (c_i - a_i)``. Starts are capped where ``S_i + p`` would pass ``T_H``
    (:func:`build_relaxation`) and, given an ``upper`` bound on the optimum, where the
    task's cost would exceed it.
    """
    kinds = gpu_kinds(inst)
    count = [len(ks) for ks in kinds]
    elig = eligibility(inst)
    w, a, _tau = task_arrays(inst)
    pstar = shortest_durations(inst)
    P = kind_durations(inst, kinds)
    finite = np.isfinite(P)
    delta, exact = choose_tick(pstar, P[finite], a, inst.time_scale_s, resolution)
    horizon = float(a.max() + np.where(finite, P, 0.0).max(axis=1).sum())
    lo_all = tick_counts(a, delta, exact).astype(np.int64)
    rows: dict[str, list] = {k: [] for k in ("q", "lo", "cap", "coef", "base", "off", "use")}
    job_ptr = [0]
    in_dp = w > 0
    for i, t in enumerate(inst.tasks):
        if not in_dp[i]:
            job_ptr.append(job_ptr[-1])
            continue
        room = [count[k] if elig[i, kinds[k][0]] else 0 for k in range(len(kinds))]
        for pat in gang_patterns(t.tp_degree, room):
            p = max(float(P[i, k]) for k in range(len(kinds)) if pat[k] > 0)
            last = math.floor((horizon - p) / delta) + 1
            if math.isfinite(upper):
                last = min(last, math.floor((upper / w[i] + a[i] - p) / delta) + 1)
            rows["q"].append(int(tick_counts(np.array([p]), delta, exact)[0]))
            rows["lo"].append(int(lo_all[i]))
            rows["cap"].append(max(int(last), int(lo_all[i])))
            rows["coef"].append(float(w[i]))
            rows["base"].append(p)
            rows["off"].append(p - float(a[i]))
            rows["use"].append(pat)
        job_ptr.append(len(rows["q"]))
    as_int = {k: np.array(rows[k], np.int64) for k in ("q", "lo", "cap")}
    return CapacityRelaxation(
        delta=delta, slope=delta, count=np.array(count, np.int64),
        job_ptr=np.array(job_ptr, np.int64), q=as_int["q"], lo=as_int["lo"],
        cap=as_int["cap"], coef=np.array(rows["coef"]), base=np.array(rows["base"]),
        off=np.array(rows["off"]),
        use=np.array(rows["use"], np.int64).reshape(-1, len(kinds)),
        fixed=0.0, info={"kinds": kinds, "exact": exact})


def lagrangian_bound(inst: LlmInstance, deadline: float | None, resolution: int,
                     iterations: int) -> tuple[float, dict, bool]:
    """The ``lagrangian`` bound: ``(value, metrics, complete)``."""
    t0 = time.perf_counter()
    w, _a, _tau = task_arrays(inst)
    release = float(np.dot(w, shortest_durations(inst)))
    ub, rule = upper_bound(inst)
    metrics: dict = {"release_bound": release, "heuristic_upper": ub, "upper_rule": rule}
    if ub <= release:
        return release, {**metrics, "iterations": 0}, True
    upper = ub * (1 + 1e-9) if math.isfinite(ub) else math.inf
    relax = build_gang_relaxation(inst, resolution, upper)
    target = ub if math.isfinite(ub) else 2.0 * release + 1.0
    metrics.update(tick_s=relax.delta, exact_grid=relax.info["exact"],
                   options=int(relax.q.size), build_s=round(time.perf_counter() - t0, 4))
    res = maximize_prices(relax, target, deadline=deadline, max_iter=iterations)
    metrics["iterations"] = res.iterations
    return max(res.value, release), metrics, res.complete


def bound_lagrangian(inst: LlmInstance, *, time_limit: float | None = 60.0,
                     resolution: int = 16, iterations: int = 2000) -> Bound:
    """Lagrangian bound of the time-indexed gang model (module docstring).

    Parameters
    ----------
    inst : LlmInstance
    time_limit : float, optional
        Seconds; the best bound so far is returned when it is reached. None (``run
        --bound`` without ``--time-limit``): :data:`DEFAULT_TIME_S`.
    resolution : int
        Ticks per median shortest duration when durations and arrivals are not integral
        multiples of ``time_scale_s`` on a fine enough grid.
    iterations : int
        Subgradient iterations at most.

    Returns
    -------
    Bound
        Weight x seconds; never below :func:`bound_release`.
    """
    deadline = time.perf_counter() + (DEFAULT_TIME_S if time_limit is None else time_limit)
    value, metrics, complete = lagrangian_bound(inst, deadline, resolution, iterations)
    return Bound(value, metrics, complete=complete)


def bound_best(inst: LlmInstance, *, time_limit: float | None = 60.0,
               resolution: int = 16, iterations: int = 2000) -> Bound:
    """The largest of the ``release``, ``fluid`` and ``lagrangian`` bounds."""
    deadline = time.perf_counter() + (DEFAULT_TIME_S if time_limit is None else time_limit)
    fluid, fmetrics = fluid_bound(inst)
    lag, metrics, complete = lagrangian_bound(inst, deadline, resolution, iterations)
    metrics = {**metrics, **fmetrics, "fluid_bound": fluid, "lagrangian_bound": lag}
    metrics["winner"] = "fluid" if fluid > lag else (
        "lagrangian" if lag > metrics["release_bound"] else "release")
    return Bound(max(fluid, lag), metrics, complete=complete)
