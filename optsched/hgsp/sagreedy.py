"""SAGreedy (paper hgsp, Section III-C) and a stronger variant, SAGreedy+.

SAGreedy searches over task *orderings*; each ordering is turned into a schedule by the
Greedy-EFT list scheduler of III-B (append each task, in list order, to the memory-feasible
GPU with the earliest finish ``max(a_i, avail_j) + p_ij``), and its fitness is the total
weighted tardiness of that schedule (eq. 14 = eq. 1).

Paper parameters (Section IV-A-3): ``T_initial = 1000``, ``alpha = 0.95``, ``K = 100``
iterations, ``rho in [0.1, 0.8]`` by eq. (15). What the paper leaves open, and how we read
it (see also ``models/hgsp-heuristics.md``):

* **T_min** (eq. 15) is not given. Default: ``T_min = T_initial * alpha**K``, the
  temperature after the last iteration, so that ``rho`` sweeps its whole range during
  the run (0.8 for the first 5 iterations, then down to 0.1 at iteration ~44, then 0.1).
* **Iteration k** uses ``T_k = T_initial * alpha**k`` (k = 0..K-1): one neighbour, one
  fitness evaluation, one Metropolis test per iteration (K evaluations + 1 for Greedy).
* **Tardy set** ``tau`` = tasks of the *current* schedule with ``c_i > d_i`` (beyond
  1e-9); the number selected is ``max(1, round(rho * |tau|))``.
* **"Top" tardy tasks** (``selection``): ``"weighted"`` (default) samples that many
  tardy tasks without replacement with probability proportional to their weighted
  tardiness ``w_i T_i`` (Efraimidis-Spirakis keys), so the heaviest offenders are
  selected most often but the neighbourhood is not a single deterministic point (with a
  deterministic selection a rejected move is proposed again at the next iteration);
  ``"top"`` takes the largest ``w_i T_i`` deterministically (ties: lower index);
  ``"random"`` a uniform subset.
* **"Prioritized in the new ordering"** (``placement``): the remaining tasks follow
  arrival order; ``"queue-jump"`` (default) inserts each selected task ``i`` just before
  the first remaining task that had not started when ``i`` arrived in the current
  schedule (``s_k >= a_i``), i.e. ``i`` overtakes the tasks that were queued at its
  arrival, as a priority class would in an online dispatcher; ``"front"`` (the most
  literal reading) puts the selected tasks at the very front of the list, by decreasing
  ``w_i T_i``. Under append-only list scheduling "front" makes every GPU that receives a
  late-arriving selected task idle until that arrival, so its neighbours are almost always
  far worse (measured in notes/issue-3-heuristics.md); it is kept for comparison.
* **Metropolis**: accept when ``Delta <= 0`` or ``u < exp(-Delta / T_k)`` with
  ``u ~ U[0, 1)`` drawn every iteration (so the RNG stream does not depend on Delta).
  The best ordering seen is returned, so the result is never worse than Greedy.
  When the best fitness reaches 0 the search stops (0 is optimal).

Randomness comes only from ``numpy.random.default_rng(seed)``.

The fitness evaluation is :class:`EftEvaluator` (plain-float loop over per-task candidate
lists, O(N·M) with no numpy call per task); ``engine="reference"`` swaps in the numpy
reference :func:`optsched.hgsp.list_scheduling.list_schedule_reference` and yields the
bit-identical search trajectory (both compute the same floats in the same order).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from optsched.core.errors import InstanceError
from optsched.core.result import Result, Status

from .instance import HgspInstance
from .list_scheduling import ListScheduler, TaskOrder, arrival_order, list_schedule_reference
from .schedule import HgspSchedule
from .verify import metrics_from_arrays

#: tardiness below this (time units) counts as on time in the search (as ListScheduler).
TARDY_EPS = 1e-9

SELECTIONS = ("weighted", "top", "random")
PLACEMENTS = ("queue-jump", "front")
ENGINES = ("fast", "reference")


# ----------------------------------------------------------------------------- evaluation


class EftEvaluator:
    """Greedy-EFT list schedule of an ordering -> ``(start, tardiness)`` arrays.

    The fast path: candidate GPUs and processing times per task are precomputed as
    Python floats, the loop touches no numpy object per task. Tie-break: the GPU listed
    first (as :mod:`optsched.hgsp.list_scheduling`).
    """

    def __init__(self, inst: HgspInstance) -> None:
        self.inst = inst
        self._sched = ListScheduler(inst, "eft")
        self._rows = np.arange(inst.n)

    def __call__(self, order: TaskOrder) -> tuple[np.ndarray, np.ndarray]:
        if isinstance(order, np.ndarray):
            order = order.tolist()  # Python ints index lists much faster than np.int64
        gpu, start = self._sched.evaluate(order)
        t = start + self.inst.p[self._rows, gpu] - self.inst.deadline
        return start, np.where(t > TARDY_EPS, t, 0.0)


class ReferenceEvaluator:
    """The same map computed with the numpy reference list scheduler (for tests)."""

    def __init__(self, inst: HgspInstance) -> None:
        self.inst = inst

    def __call__(self, order: TaskOrder) -> tuple[np.ndarray, np.ndarray]:
        inst = self.inst
        gpu, start = list_schedule_reference(inst, order, "eft")
        c = start + inst.p[np.arange(inst.n), gpu]
        t = c - inst.deadline
        return start, np.where(t > TARDY_EPS, t, 0.0)


def make_evaluator(inst: HgspInstance, engine: str = "fast"
                   ) -> EftEvaluator | ReferenceEvaluator:
    """The fitness map of ``engine``: ``fast`` (:class:`EftEvaluator`) or ``reference``
    (:class:`ReferenceEvaluator`, same values); another name raises InstanceError."""
    if engine == "fast":
        return EftEvaluator(inst)
    if engine == "reference":
        return ReferenceEvaluator(inst)
    raise InstanceError("param.engine", f"must be one of {', '.join(ENGINES)}, got {engine!r}")


# ----------------------------------------------------------------------------- eq. (15)


def priority_ratio(t: float, t_initial: float, t_min: float) -> float:
    """Eq. (15): ``rho = min(0.8, max(0.1, (T - T_min) / (T_initial - T_min)))``."""
    if t_initial <= t_min:
        return 0.1
    return min(0.8, max(0.1, (t - t_min) / (t_initial - t_min)))


def _select(rng: np.random.Generator, tardy: np.ndarray, wt: np.ndarray, k: int,
            selection: str) -> np.ndarray:
    """``k`` of the ``tardy`` task indices (``wt`` = their weighted tardiness)."""
    if k >= tardy.size:
        return tardy
    if selection == "top":
        idx = np.lexsort((tardy, -wt))[:k]
    elif selection == "random":
        idx = rng.choice(tardy.size, size=k, replace=False)
    else:  # Efraimidis-Spirakis: key = log(u) / weight, take the k largest keys
        u = rng.random(tardy.size)
        with np.errstate(divide="ignore"):
            keys = np.where(wt > 0, np.log(u) / np.where(wt > 0, wt, 1.0), -np.inf)
        idx = np.argsort(-keys, kind="stable")[:k]
    return tardy[idx]


def priority_neighbour(inst: HgspInstance, base: np.ndarray, start: np.ndarray,
                       chosen: np.ndarray, wt_chosen: np.ndarray,
                       placement: str = "queue-jump") -> np.ndarray:
    """The III-C-3 ordering: ``chosen`` tasks prioritized, the rest in ``base`` (arrival)
    order. ``start`` = start times (time units) of the current schedule.

    ``queue-jump``: each chosen task ``i`` goes just before the first remaining task ``k``
    (in ``base`` order) with ``s_k >= a_i``; chosen tasks at the same place keep ``base``
    order. ``front``: chosen tasks first, by decreasing weighted tardiness.
    """
    is_chosen = np.zeros(inst.n, dtype=bool)
    is_chosen[chosen] = True
    rest = base[~is_chosen[base]]
    if placement == "front":
        first = chosen[np.lexsort((chosen, -wt_chosen))]
        return np.concatenate([first, rest])
    sel = base[is_chosen[base]]  # chosen tasks in base order
    runmax = np.maximum.accumulate(start[rest]) if rest.size else np.empty(0)
    pos = np.searchsorted(runmax, inst.arrival[sel], side="left")
    # merge: rest task r gets key (r, 1); a chosen task inserted before rest[pos] (pos, 0)
    keys_major = np.concatenate([np.arange(rest.size), pos])
    keys_minor = np.concatenate([np.ones(rest.size, dtype=np.int64),
                                 np.zeros(sel.size, dtype=np.int64)])
    keys_seq = np.concatenate([np.zeros(rest.size, dtype=np.int64), np.arange(sel.size)])
    perm = np.lexsort((keys_seq, keys_minor, keys_major))
    return np.concatenate([rest, sel])[perm]


# ----------------------------------------------------------------------------- SAGreedy


def _check(value: float, name: str, lo: float, hi: float | None = None,
           lo_open: bool = False) -> None:
    ok = value > lo if lo_open else value >= lo
    if hi is not None:
        ok = ok and value < hi
    if not ok or not math.isfinite(value):
        rng_txt = f"({lo:g}, {hi:g})" if hi is not None else (f"> {lo:g}" if lo_open
                                                              else f">= {lo:g}")
        raise InstanceError(f"param.{name}", f"must be {rng_txt}, got {value!r}")


def _choice(value: str, name: str, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise InstanceError(f"param.{name}", f"must be one of {', '.join(allowed)}, "
                            f"got {value!r}")


def sagreedy_search(inst: HgspInstance, *, seed: int = 0, iterations: int = 100,
                    t_initial: float = 1000.0, alpha: float = 0.95,
                    t_min: float | None = None, selection: str = "weighted",
                    placement: str = "queue-jump",
                    engine: str = "fast") -> tuple[np.ndarray, float, dict[str, Any]]:
    """The III-C search; returns ``(best order, best fitness, statistics)``."""
    _check(float(iterations), "iterations", 0)
    _check(t_initial, "t_initial", 0, lo_open=True)
    _check(alpha, "alpha", 0, 1, lo_open=True)
    _choice(selection, "selection", SELECTIONS)
    _choice(placement, "placement", PLACEMENTS)
    iterations = int(iterations)
    if t_min is None:
        t_min = t_initial * alpha ** iterations
    _check(t_min, "t_min", 0)
    if t_min >= t_initial:
        raise InstanceError("param.t_min", f"must be < t_initial {t_initial:g}, got {t_min:g}")
    rng = np.random.default_rng(seed)
    evaluate = make_evaluator(inst, engine)
    w = inst.weight
    base = arrival_order(inst)
    order = base.copy()
    start, tard = evaluate(order)
    f = float(np.dot(w, tard))
    greedy_f = f
    best_order, best_f = order, f
    temp = t_initial
    stats = {"greedy_objective": greedy_f, "t_min": t_min, "evaluations": 1,
             "accepted": 0, "accepted_worse": 0, "improvements": 0, "iterations_run": 0}
    for _k in range(iterations):
        if best_f <= 0.0:
            break
        stats["iterations_run"] += 1
        rho = priority_ratio(temp, t_initial, t_min)
        tardy = np.flatnonzero(tard > 0.0)
        wt = w[tardy] * tard[tardy]
        k = max(1, int(round(rho * tardy.size)))
        chosen = _select(rng, tardy, wt, k, selection)
        wt_chosen = w[chosen] * tard[chosen]
        cand = priority_neighbour(inst, base, start, chosen, wt_chosen, placement)
        c_start, c_tard = evaluate(cand)
        stats["evaluations"] += 1
        fc = float(np.dot(w, c_tard))
        delta = fc - f
        u = rng.random()
        if delta <= 0.0 or u < math.exp(-delta / temp):
            if delta > 0.0:
                stats["accepted_worse"] += 1
            stats["accepted"] += 1
            order, start, tard, f = cand, c_start, c_tard, fc
            if f < best_f:
                best_order, best_f = order, f
                stats["improvements"] += 1
        temp *= alpha
    return best_order, best_f, stats


def _result(inst: HgspInstance, method: str, order: np.ndarray, fitness: float,
            stats: dict[str, Any], params: dict[str, Any]) -> Result:
    gpu, start = ListScheduler(inst, "eft").evaluate(order)
    m = metrics_from_arrays(inst, gpu, start)
    metrics: dict[str, Any] = dict(stats)
    metrics["search_objective"] = fitness
    metrics["params"] = params
    return Result(family="hgsp", instance=inst.name, method=method, status=Status.FEASIBLE,
                  objective=m["weighted_tardiness"],
                  schedule=HgspSchedule.from_arrays(inst, gpu, start),
                  metrics=metrics)


def run_sagreedy(inst: HgspInstance, *, seed: int = 0, iterations: int = 100,
                 t_initial: float = 1000.0, alpha: float = 0.95, t_min: float | None = None,
                 selection: str = "weighted", placement: str = "queue-jump",
                 engine: str = "fast") -> Result:
    """SAGreedy of Section III-C with the paper's parameters as defaults.

    ``iterations`` = K, ``t_initial`` = T_initial, ``alpha`` = cooling rate,
    ``t_min`` = T_min of eq. (15) (default ``t_initial * alpha**iterations``),
    ``selection`` / ``placement`` = reading of the neighbour rule (module docstring),
    ``engine`` = ``fast`` | ``reference`` fitness evaluation (same trajectory).
    """
    order, f, stats = sagreedy_search(inst, seed=seed, iterations=iterations,
                                      t_initial=t_initial, alpha=alpha, t_min=t_min,
                                      selection=selection, placement=placement,
                                      engine=engine)
    params = {"iterations": int(iterations), "t_initial": t_initial, "alpha": alpha,
              "t_min": stats["t_min"], "selection": selection, "placement": placement,
              "engine": engine, "seed": seed}
    return _result(inst, "sagreedy", order, f, stats, params)


# ----------------------------------------------------------------------------- SAGreedy+


class PrefixEft:
    """Greedy-EFT evaluation that re-uses the unchanged prefix of an ordering.

    A state keeps, besides per-task ``start`` and ``tard`` lists, the GPU availability
    vector and the weighted tardiness accumulated before every ``block``-th position;
    re-evaluating an ordering whose first ``p`` positions are unchanged restarts from the
    snapshot at ``block * (p // block)``. Same floats as :class:`EftEvaluator`.
    """

    def __init__(self, inst: HgspInstance, block: int = 32) -> None:
        self.inst = inst
        self.block = int(block)
        self._sched = ListScheduler(inst, "eft")
        self._p = inst.p.tolist()
        self._d = inst.deadline.tolist()
        self._w = inst.weight.tolist()

    def full(self, order: list[int]) -> dict[str, Any]:
        """State of the Greedy-EFT schedule of ``order`` (see :meth:`from_pos`)."""
        n = self.inst.n
        st = {"order": order, "start": [0.0] * n, "gpu": [0] * n, "tard": [0.0] * n,
              "snaps": [[0.0] * self.inst.m], "cw": [0.0]}
        return self.from_pos(st, order, 0)

    def from_pos(self, state: dict[str, Any], order: list[int], p: int) -> dict[str, Any]:
        """Re-evaluate ``order`` whose first ``p`` positions equal ``state``'s order,
        restarting from the last snapshot before ``p``; returns the new state."""
        B = self.block
        b = min(p // B, len(state["snaps"]) - 1)
        q0 = b * B
        avail = list(state["snaps"][b])
        total = state["cw"][b]
        start = list(state["start"])
        gpu = list(state["gpu"])
        tard = list(state["tard"])
        snaps = state["snaps"][: b + 1]
        cw = state["cw"][: b + 1]
        p_, d_, w_, place = self._p, self._d, self._w, self._sched.place
        n = len(order)
        q = q0
        while q < n:
            stop = min(n, q + B)
            block = order[q:stop]
            place(block, avail, gpu, start)  # the one EFT loop (list_scheduling)
            for i in block:
                t = start[i] + p_[i][gpu[i]] - d_[i]
                if t > TARDY_EPS:
                    tard[i] = t
                    total += w_[i] * t
                else:
                    tard[i] = 0.0
            q = stop
            if q < n:
                snaps.append(list(avail))
                cw.append(total)
        return {"order": order, "start": start, "gpu": gpu, "tard": tard, "snaps": snaps,
                "cw": cw, "total": total}


def _edd_order(inst: HgspInstance) -> np.ndarray:
    return np.lexsort((np.arange(inst.n), inst.arrival, inst.deadline))


def sagreedy_plus_search(inst: HgspInstance, *, seed: int = 0, iterations: int = 2000,
                         restarts: int = 4, accept_median: float = 0.3,
                         t_end_ratio: float = 1e-3, swap_distance: int = 8,
                         block: int = 32) -> tuple[np.ndarray, float, dict[str, Any]]:
    """SAGreedy+ search (see :func:`run_sagreedy_plus`)."""
    _check(float(iterations), "iterations", 0)
    _check(float(restarts), "restarts", 1)
    _check(accept_median, "accept_median", 0, 1, lo_open=True)
    _check(t_end_ratio, "t_end_ratio", 0, 1, lo_open=True)
    _check(float(swap_distance), "swap_distance", 1)
    _check(float(block), "block", 1)
    rng = np.random.default_rng(seed)
    ev = PrefixEft(inst, block=int(block))
    n = inst.n
    w = inst.weight
    a_arr = inst.arrival
    greedy = ev.full(arrival_order(inst).tolist())
    edd = ev.full(_edd_order(inst).tolist())
    stats: dict[str, Any] = {"greedy_objective": greedy["total"],
                             "edd_objective": edd["total"], "evaluations": 2,
                             "accepted": 0, "improvements": 0, "iterations_run": 0,
                             "moves": {"jump": 0, "swap": 0, "delay": 0}}
    cur = greedy if greedy["total"] <= edd["total"] else edd
    best = cur
    stats["start"] = "greedy" if cur is greedy else "edd"

    def propose(state: dict[str, Any]) -> tuple[str, list[int], int] | None:
        if n < 2:  # a single task has a single ordering: no move exists
            return None
        order = state["order"]
        tard = np.asarray(state["tard"])
        r = rng.random()
        tardy = np.flatnonzero(tard > 0.0)
        if tardy.size == 0:
            return None
        if r < 0.8:  # jump (0.55) or delay (0.25) around a tardy task chosen ~ w_i T_i
            wt = w[tardy] * tard[tardy]
            tot = float(wt.sum())
            i = int(tardy[np.searchsorted(np.cumsum(wt), rng.random() * tot, side="right")
                          .clip(0, tardy.size - 1)]) if tot > 0 else int(rng.choice(tardy))
            pos = np.empty(n, dtype=np.int64)
            pos[np.asarray(order)] = np.arange(n)
            q = int(pos[i])
            if q == 0:
                return None
            st = np.asarray(state["start"])[np.asarray(order[:q])]
            lo = int(np.searchsorted(np.maximum.accumulate(st), a_arr[i], side="left"))
            lo = min(lo, q - 1)
            lo = min(lo, max(0, q - 1 - int(rng.integers(0, swap_distance))))
            new = list(order)
            if r < 0.55:
                dst = int(rng.integers(lo, q))
                del new[q]
                new.insert(dst, i)
                return "jump", new, dst
            k_pos = int(rng.integers(lo, q))
            k = new.pop(k_pos)
            new.insert(q, k)  # k now right after i
            return "delay", new, k_pos
        q = int(rng.integers(0, n - 1))
        r2 = min(n - 1, q + int(rng.integers(1, swap_distance + 1)))
        new = list(order)
        new[q], new[r2] = new[r2], new[q]
        return "swap", new, q

    # temperature calibration: median positive Delta of moves from the start solution
    deltas = []
    for _ in range(min(30, max(1, iterations))):
        mv = propose(cur)
        if mv is None:
            break
        cand = ev.from_pos(cur, mv[1], mv[2])
        stats["evaluations"] += 1
        if cand["total"] > cur["total"]:
            deltas.append(cand["total"] - cur["total"])
    med = float(np.median(deltas)) if deltas else 1.0
    t0 = med / -math.log(accept_median)
    stats["t0"] = t0
    per = max(1, int(iterations) // int(restarts))
    alpha = t_end_ratio ** (1.0 / per)
    done = 0
    for _r in range(int(restarts)):
        cur = best
        temp = t0
        for _k in range(per):
            if done >= iterations or best["total"] <= 0.0:
                break
            done += 1
            mv = propose(cur)
            u = rng.random()
            temp *= alpha
            if mv is None:
                continue
            kind, new, p = mv
            stats["moves"][kind] += 1
            cand = ev.from_pos(cur, new, p)
            stats["evaluations"] += 1
            delta = cand["total"] - cur["total"]
            if delta <= 0.0 or u < math.exp(-delta / temp):
                stats["accepted"] += 1
                cur = cand
                if cur["total"] < best["total"] - 1e-12:
                    best = cur
                    stats["improvements"] += 1
    stats["iterations_run"] = done
    return np.asarray(best["order"], dtype=np.int64), float(best["total"]), stats


def run_sagreedy_plus(inst: HgspInstance, *, seed: int = 0, iterations: int = 2000,
                      restarts: int = 4, accept_median: float = 0.3,
                      t_end_ratio: float = 1e-3, swap_distance: int = 8,
                      block: int = 32) -> Result:
    """SAGreedy+: a stronger simulated annealing over EFT priority lists (not in the paper).

    * starts from the better of Greedy (arrival order) and EDD order (by deadline), so it
      is never worse than Greedy;
    * moves on the priority list: **jump** (55 %) a tardy task, chosen with probability
      ~ ``w_i T_i``, to a random earlier position no earlier than the first task that had
      not started at its arrival (or up to ``swap_distance`` places); **delay** (25 %) a
      task from that stretch to just after the tardy task; **swap** (20 %) two tasks at
      most ``swap_distance`` apart;
    * temperature scaled to the instance: ``T0`` makes the median worsening of 30 probe
      moves accepted with probability ``accept_median``; geometric cooling to
      ``T0 * t_end_ratio`` within each of ``restarts`` rounds, each restarting from the
      best ordering found (re-heating);
    * evaluation re-uses the unchanged prefix of the list (:class:`PrefixEft`, snapshots
      every ``block`` positions): same EFT schedule, less work per move.

    ``iterations`` = total moves evaluated after calibration.
    """
    order, f, stats = sagreedy_plus_search(inst, seed=seed, iterations=iterations,
                                           restarts=restarts, accept_median=accept_median,
                                           t_end_ratio=t_end_ratio,
                                           swap_distance=swap_distance, block=block)
    params = {"iterations": int(iterations), "restarts": int(restarts),
              "accept_median": accept_median, "t_end_ratio": t_end_ratio,
              "swap_distance": int(swap_distance), "block": int(block), "seed": seed}
    return _result(inst, "sagreedy-plus", order, f, stats, params)
