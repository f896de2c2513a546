"""Certified lower bounds on the hgsp weighted tardiness (``models/hgsp-bounds.md``).

* ``release`` (:func:`bound_release`): each task alone, on its fastest memory-feasible
  GPU, from its arrival: ``sum_i w_i max(0, a_i + min_j p_ij - d_i)``. O(n m).
* ``fluid`` (:func:`bound_fluid`): the GPUs pooled into one fluid resource of rate
  ``sum_j v_j``; preemptive WSPT minimises the weighted mean busy time of every job set
  on it (:mod:`.bound_fluid`), ``C_i >= M_i + min_j p_ij / 2`` and ``T_i >= C_i - d_i``
  for the tasks of a chosen set ``S`` (the others keep their release bound).
  O(n log n) per set.
* ``lagrangian`` (:func:`bound_lagrangian`): the time-indexed model on a tick grid
  rounded in the relaxation's favour, "each task once" relaxed, one shortest path over
  ticks per GPU kind (:mod:`.bound_paths`), deflected subgradient ascent from the task
  costs of a heuristic schedule.
* ``best`` (:func:`bound_best`, the default): the largest of the three within the time
  limit.

All are valid for every feasible schedule, whatever the data scale; the facade rounds a
bound up when the optimum is integral (:meth:`HgspInstance.optimum_is_integral`).
"""

from __future__ import annotations

import heapq
import math
import time

import numpy as np

from optsched.core import interrupt
from optsched.core.result import Bound

from .bound_fluid import wspt_mean_busy_times
from .bound_paths import PathRelaxation, choose_tick, maximize, tick_counts
from .instance import HgspInstance
from .list_scheduling import ListScheduler, arrival_order
from .schedule import HgspSchedule
from .verify import verify

#: rounds of the fluid bound's set choice ``S = {i : fluid C_i > d_i}``
FLUID_ROUNDS = 12
#: seconds for the Lagrangian ascent when no time limit is given (the default of
#: ``optsched bound``; ``run --bound`` without ``--time-limit`` passes None)
DEFAULT_TIME_S = 60.0


# ----------------------------------------------------------------------------- release


def shortest_times(inst: HgspInstance) -> np.ndarray:
    """``min_{j: m_i <= M_j} p_ij`` per task (time units)."""
    return np.where(inst.fits, inst.p, np.inf).min(axis=1)


def release_costs(inst: HgspInstance) -> np.ndarray:
    """Per-task ``w_i max(0, a_i + min_{j fits} p_ij - d_i)`` (weight x time units)."""
    return inst.weight * np.maximum(0.0, inst.arrival + shortest_times(inst)
                                    - inst.deadline)


def bound_release(inst: HgspInstance, *, time_limit: float | None = None) -> Bound:
    """``sum_i w_i max(0, a_i + min_j p_ij - d_i)``: every task completes no earlier than
    its arrival plus its shortest memory-feasible processing time (eqs. 3-5)."""
    costs = release_costs(inst)
    return Bound(float(costs.sum()), {"tasks_late_alone": int(np.count_nonzero(costs))})


# ----------------------------------------------------------------------------- fluid


def work_and_rates(inst: HgspInstance) -> tuple[np.ndarray, np.ndarray]:
    """``(W_i, sigma_j)``: GPU rates ``sigma_j = v_j`` and task works
    ``W_i = min_{j fits} p_ij v_j`` (= ``L_i`` when ``p_ij = L_i / v_j``). A task on GPU
    ``j`` consumes ``p_ij sigma_j >= W_i`` work units at rate ``sigma_j``."""
    rates = np.array([g.speed for g in inst.gpus], dtype=float)
    work = np.where(inst.fits, inst.p * rates[None, :], np.inf).min(axis=1)
    return work, rates


def fluid_value(inst: HgspInstance, members: np.ndarray, gpus: np.ndarray,
                work: np.ndarray, rates: np.ndarray) -> tuple[float, np.ndarray]:
    """Fluid bound of the tasks ``members`` (bool mask) on the GPUs ``gpus`` (bool mask):
    ``(sum_{i in members} w_i (M_i + min_j p_ij / 2 - d_i), C)`` with ``C_i = M_i +
    min_j p_ij / 2`` (the fluid completion estimate; ``-inf`` outside ``members``)."""
    C = np.full(inst.n, -np.inf)
    if not np.any(members):
        return 0.0, C
    idx = np.flatnonzero(members)
    M = wspt_mean_busy_times(inst.arrival[idx], work[idx], inst.weight[idx],
                             float(rates[gpus].sum()))
    C[idx] = M + 0.5 * shortest_times(inst)[idx]
    w, d = inst.weight[idx], inst.deadline[idx]
    return float(np.dot(w, C[idx] - d)), C


def fluid_bound(inst: HgspInstance, deadline: float | None = None) -> tuple[float, dict]:
    """The ``fluid`` bound (module docstring) and its metrics.

    For any task set ``S``: restricted to ``S``, a schedule is a fluid schedule on the
    pooled GPUs that ``S`` may use, so ``sum_S w_i C_i >= sum_S w_i (M_i + min_j p_ij
    / 2)``; with ``T_i >= C_i - d_i`` on ``S`` and the release bound elsewhere the sum
    is a lower bound. Tasks with the same set of memory-feasible GPUs form *classes*;
    the bound is evaluated (a) on every task with all GPUs and (b) per class on the GPUs
    of that class (the classes summed: they are disjoint). ``S`` starts as every task
    and becomes ``{i : C_i > d_i}`` for :data:`FLUID_ROUNDS` rounds.
    """
    rel = release_costs(inst)
    work, rates = work_and_rates(inst)
    best = float(rel.sum())
    how = "release"
    everyone = np.ones(inst.m, bool)
    classes: dict[bytes, np.ndarray] = {}
    for i in range(inst.n):
        classes.setdefault(inst.fits[i].tobytes(), np.zeros(inst.n, bool))[i] = True
    for label in ("pooled", "classes"):
        S = inst.weight > 0
        seen: list[np.ndarray] = []
        for _round in range(FLUID_ROUNDS):
            interrupt.check()
            if deadline is not None and time.perf_counter() > deadline:
                break
            if label == "pooled":
                val, C = fluid_value(inst, S, everyone, work, rates)
            else:
                val, C = 0.0, np.full(inst.n, -np.inf)
                for key, cls in classes.items():
                    gpus = np.frombuffer(key, dtype=bool)
                    v, c = fluid_value(inst, S & cls, gpus, work, rates)
                    val += v
                    C = np.where(S & cls, c, C)
            val += float(rel[~S].sum())
            if val > best:
                best, how = val, label
            seen.append(S)
            S = (C > inst.deadline) & (inst.weight > 0)
            if any(np.array_equal(S, s) for s in seen):
                break
    return best, {"fluid_variant": how, "classes": len(classes)}


def bound_fluid(inst: HgspInstance, *, time_limit: float | None = None) -> Bound:
    """The pooled-GPU fluid bound (module docstring; ``models/hgsp-bounds.md``)."""
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    value, metrics = fluid_bound(inst, deadline)
    return Bound(value, metrics, complete=True)


# ----------------------------------------------------------------------------- upper


def dispatch(inst: HgspInstance, key: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Non-delay priority dispatching: whenever GPUs are idle, the released waiting tasks
    in order of smallest ``key`` start on the fastest idle GPU they fit (a task that fits
    no idle GPU waits). Returns ``(gpu, start)``; O(n log n + n m).

    Used only for an upper bound (the Polyak target and the starting multipliers)."""
    n, m = inst.n, inst.m
    p = inst.p.tolist()
    cands = [[int(j) for j in np.flatnonzero(row)] for row in inst.fits]
    a = inst.arrival.tolist()
    keys = np.asarray(key, dtype=float).tolist()
    order = np.argsort(inst.arrival, kind="stable").tolist()
    free = [0.0] * m
    gpu = np.full(n, -1, np.int64)
    start = np.zeros(n)
    waiting: list[tuple[float, int]] = []
    k = done = 0
    t = 0.0
    while done < n:
        if not waiting and k < n:
            t = max(t, a[order[k]])
        while k < n and a[order[k]] <= t:
            heapq.heappush(waiting, (keys[order[k]], order[k]))
            k += 1
        held: list[tuple[float, int]] = []
        while waiting and any(f <= t for f in free):
            item = heapq.heappop(waiting)
            i = item[1]
            idle = [j for j in cands[i] if free[j] <= t]
            if not idle:
                held.append(item)
                continue
            j = min(idle, key=lambda g: p[i][g])
            gpu[i], start[i] = j, t
            free[j] = t + p[i][j]
            done += 1
        for item in held:
            heapq.heappush(waiting, item)
        later = [f for f in free if f > t]
        nxt = min(later) if later else math.inf
        if k < n:
            nxt = min(nxt, a[order[k]])
        if math.isfinite(nxt):
            t = nxt
    return gpu, start


def upper_costs(inst: HgspInstance) -> tuple[float, np.ndarray, str]:
    """``(objective, per-task tardiness cost, rule)`` of the best of FIFO, Greedy-EFT and
    WSPT / EDD dispatching (an upper bound: the Polyak target, the starting multipliers
    of the subgradient and a cap on the starts of the tick problem). Every schedule is
    checked by the family verifier first; ``(inf, 0, "none")`` if none passes."""
    rows = np.arange(inst.n)
    cands: list[tuple[str, np.ndarray, np.ndarray]] = []
    order = arrival_order(inst)
    for rule in ("eft", "start"):
        gpu, start = ListScheduler(inst, rule).evaluate(order)
        cands.append((f"list-{rule}", gpu, start))
    work, _rates = work_and_rates(inst)
    for name, key in (("wspt", -inst.weight / work), ("edd", inst.deadline)):
        gpu, start = dispatch(inst, key)
        cands.append((name, gpu, start))
    best: tuple[float, np.ndarray, str] | None = None
    for name, gpu, start in cands:
        if verify(inst, HgspSchedule.from_arrays(inst, gpu, start)):
            continue  # never trust an unverified schedule as an upper bound
        c = start + inst.p[rows, gpu]
        costs = inst.weight * np.maximum(0.0, c - inst.deadline)
        obj = float(costs.sum())
        if best is None or obj < best[0]:
            best = (obj, costs, name)
    if best is None:
        return math.inf, np.zeros(inst.n), "none"
    return best


# ----------------------------------------------------------------------------- lagrangian


def gpu_kinds(inst: HgspInstance) -> list[list[int]]:
    """GPUs grouped into kinds: equal memory and equal processing-time column (the
    relaxation of two GPUs of one kind is the same shortest path)."""
    groups: dict[tuple[float, bytes], list[int]] = {}
    for j, g in enumerate(inst.gpus):
        key = (g.memory_gb, np.ascontiguousarray(inst.p[:, j]).tobytes())
        groups.setdefault(key, []).append(j)
    return list(groups.values())


def choose_grid(inst: HgspInstance, resolution: int) -> tuple[float, bool]:
    """``(delta, exact)`` for ``inst`` (:func:`.bound_paths.choose_tick` on the
    memory-feasible ``p_ij`` and the arrivals, unit ``1 / time_scale``)."""
    return choose_tick(shortest_times(inst), inst.p[inst.fits], inst.arrival,
                       1.0 / inst.time_scale, resolution)


def build_relaxation(inst: HgspInstance, delta: float, exact: bool,
                     upper: float = math.inf) -> PathRelaxation:
    """The tick problem of ``inst`` on ticks of ``delta`` time units.

    A feasible schedule with starts ``S_i`` maps to the tick schedule with starts
    ``s_i = floor(S_i / delta)`` and occupancies ``q_ij = floor(p_ij / delta)``: on each
    GPU the tick intervals stay disjoint (``floor(x + y) >= floor(x) + floor(y)``),
    ``s_i >= floor(a_i / delta)``, and ``C_i >= delta s_i + p_ij``, so the tick cost
    ``w_i max(0, delta s_i + p_ij - d_i)`` is at most the task's tardiness cost.

    Left out (their release bound is added instead; removing tasks from a schedule keeps
    it feasible): tasks of weight 0 and tasks with ``q_ij = 0`` on some feasible GPU.
    Starts are capped at ``T_H - p_ij`` (some optimal schedule is semi-active and
    completes by ``T_H``, :meth:`HgspInstance.horizon`) and, given an ``upper`` bound
    on the optimum, where the tick cost exceeds it (no task of an optimal schedule costs
    more than the optimum).
    """
    kinds = gpu_kinds(inst)
    horizon = inst.horizon()
    p, fits = inst.p, inst.fits
    a, d, w = inst.arrival, inst.deadline, inst.weight
    p_ticks = tick_counts(p, delta, exact)
    lo_all = tick_counts(a, delta, exact).astype(np.int64)
    in_dp = w > 0
    for ks in kinds:
        in_dp &= ~(fits[:, ks[0]] & (p_ticks[:, ks[0]] < 1))
    task, q, lo, cap, coef, off = [], [], [], [], [], []
    kind_ptr = [0]
    for ks in kinds:
        j = ks[0]
        idx = np.flatnonzero(fits[:, j] & in_dp)
        idx = idx[np.argsort(lo_all[idx], kind="stable")]
        last = np.floor((horizon - p[idx, j]) / delta) + 1
        if math.isfinite(upper):  # w (delta s + p - d) <= upper
            last = np.minimum(last, np.floor((upper / w[idx] + d[idx] - p[idx, j]) / delta)
                              + 1)
        task.append(idx)
        q.append(p_ticks[idx, j].astype(np.int64))
        lo.append(lo_all[idx])
        cap.append(np.maximum(last, lo_all[idx]).astype(np.int64))
        coef.append(w[idx])
        off.append(p[idx, j] - d[idx])
        kind_ptr.append(kind_ptr[-1] + idx.size)
    fixed = float(release_costs(inst)[~in_dp].sum())
    cat = np.concatenate
    return PathRelaxation(
        delta=delta, slope=delta, mult=in_dp.astype(float),
        count=np.array([len(ks) for ks in kinds], np.int64),
        kind_ptr=np.array(kind_ptr, np.int64), task=cat(task).astype(np.int64),
        q=cat(q), lo=cat(lo), cap=cat(cap), coef=cat(coef).astype(float),
        base=np.zeros(int(kind_ptr[-1])), off=cat(off).astype(float), fixed=fixed,
        info={"kinds": kinds, "tasks_outside": int((~in_dp).sum())})


def lagrangian_bound(inst: HgspInstance, deadline: float | None, resolution: int,
                     iterations: int) -> tuple[float, dict, bool]:
    """The ``lagrangian`` bound (module docstring): ``(value, metrics, complete)``."""
    t0 = time.perf_counter()
    release = float(release_costs(inst).sum())
    ub, costs, rule = upper_costs(inst)
    upper = ub * (1 + 1e-9) + 1e-300  # a verified schedule's cost: >= the optimum
    cmax_cost = inst.weight * np.maximum(0.0, inst.horizon() - inst.deadline)
    if not math.isfinite(ub):  # no verified heuristic schedule (never seen): no cap
        costs, ub = release_costs(inst), float(cmax_cost.sum())
    metrics: dict = {"release_bound": release, "heuristic_upper": ub, "upper_rule": rule}
    if ub <= release:  # the release bound is optimal
        return release, {**metrics, "iterations": 0}, True
    delta, exact = choose_grid(inst, resolution)
    relax = build_relaxation(inst, delta, exact, upper)
    lam0 = np.where(relax.mult > 0, costs, 0.0)
    lam_cap = np.minimum(2.0 * upper + lam0, cmax_cost + lam0)
    metrics.update(tick=delta, exact_grid=exact, options=int(relax.task.size),
                   kinds=relax.kinds, tasks_outside=relax.info["tasks_outside"],
                   build_s=round(time.perf_counter() - t0, 4))
    res = maximize(relax, lam0, ub, deadline=deadline, max_iter=iterations,
                   lam_cap=lam_cap)
    metrics["iterations"] = res.iterations
    return max(res.value, release), metrics, res.complete


def bound_lagrangian(inst: HgspInstance, *, time_limit: float | None = 60.0,
                     resolution: int = 16, iterations: int = 2000) -> Bound:
    """Lagrangian bound of the time-indexed model (module docstring).

    Parameters
    ----------
    inst : HgspInstance
    time_limit : float, optional
        Seconds; the best bound so far is returned when it is reached. None (``run
        --bound`` without ``--time-limit``): :data:`DEFAULT_TIME_S`.
    resolution : int
        Ticks per median shortest processing time when the data are not integral on
        a grid of at most :data:`EXACT_GRID_MAX_TICKS` ticks per processing time.
    iterations : int
        Subgradient iterations at most.

    Returns
    -------
    Bound
        Weight x time units; never below :func:`bound_release`.
    """
    deadline = time.perf_counter() + (DEFAULT_TIME_S if time_limit is None else time_limit)
    value, metrics, complete = lagrangian_bound(inst, deadline, resolution, iterations)
    return Bound(value, metrics, complete=complete)


def bound_best(inst: HgspInstance, *, time_limit: float | None = 60.0,
               resolution: int = 16, iterations: int = 2000) -> Bound:
    """The largest of the ``release``, ``fluid`` and ``lagrangian`` bounds (the fluid
    bound first, the Lagrangian ascent in the time left)."""
    t0 = time.perf_counter()
    deadline = t0 + (DEFAULT_TIME_S if time_limit is None else time_limit)
    fluid, fmetrics = fluid_bound(inst, deadline)
    lag, metrics, complete = lagrangian_bound(inst, deadline, resolution, iterations)
    metrics = {**metrics, **fmetrics, "fluid_bound": fluid, "lagrangian_bound": lag}
    metrics["winner"] = "fluid" if fluid > lag else (
        "lagrangian" if lag > metrics["release_bound"] else "release")
    return Bound(max(fluid, lag), metrics, complete=complete)


_WARM: dict[str, bool] = {}


def warm_up() -> None:
    """Compile (or load from numba's on-disk cache) the bound's kernels once per process,
    on a tiny instance: called by the facade before the clock starts, so compilation
    never counts against ``--time-limit`` nor in ``runtime_s``."""
    if _WARM.get("done"):
        return
    _WARM["done"] = True
    from .generate import tiny

    lagrangian_bound(tiny(0), time.perf_counter() + 600.0, 16, 20)
