"""Integer data and valid strengthening shared by the discrete exact models of HGSP
(time-indexed MILP :mod:`.exact_timeindexed`, CP-SAT :mod:`.exact_cpsat`).

Time is counted in *ticks*: ``1 / time_scale`` time units. Processing times ``p_ij``
(memory-feasible pairs only), arrivals and deadlines times ``time_scale`` must be
integers (to 1e-9 relative). Otherwise the instance is refused with an
:class:`InstanceError` naming the field, unless the caller passes ``discretize=True``:
then ``p`` and ``a`` are rounded *up* and ``d`` to the nearest tick, the model solves that
copy, the schedule read back keeps its GPU assignment and per-GPU order and is re-timed
on the real data (always feasible), and the Result says ``discretized=True``,
carries no bound and is never ``optimal``.

Strengthening (each one keeps at least one optimal schedule; proofs in
``models/hgsp-timeindexed.md``, section "Strengthening"):

1. **Per-GPU horizon.** Some optimal schedule is semi-active; on GPU ``j`` every
   completion is then ``<= T_j = max_{i fits j} a_i + sum_{i fits j} p_ij``.
2. **Objective cut.** ``UB`` = weighted tardiness of the best heuristic schedule
   (FIFO, Greedy-EFT, SAGreedy when present). Every schedule with objective ``<= UB``
   has ``w_i (c_i - d_i) <= UB``, so ``c_i <= d_i + floor(UB / w_i)`` for ``w_i > 0``.
   A pair (task, GPU) whose earliest completion ``a_i + p_ij`` exceeds that is dropped.
3. **Symmetry breaking between identical GPUs** (same ``p`` column and same memory
   feasibility): GPUs of a group are ordered by their lowest-indexed task.
4. **Dominance on one GPU.** On GPU ``j``, task ``i`` *dominates* ``k`` if
   ``a_i <= a_k``, ``d_i <= d_k``, ``w_i >= w_k`` and ``p_ij == p_kj`` -- or
   ``p_ij <= p_kj`` when every task that fits ``j`` has the same arrival -- with ties
   (all equal) broken by index. Then some optimal schedule runs ``i`` before ``k``
   whenever both are on ``j`` (an Emmons-type interchange rule).
5. **Heads and tails on a single GPU** (``m = 1`` only): with the dominance
   precedences, ``s_k >= min a + sum_{i -> k} p_i`` and
   ``c_i <= T_1 - sum_{i -> k} p_k``.
6. **WSPT / Lagrangian cuts on a single GPU** (``m = 1``, CP-SAT): for any integer
   ``0 <= L_i``, ``sum_i L_i c_i >= min_sigma sum_i L_i C_i`` (Smith's rule, release dates
   relaxed: valid for every schedule); with ``L <= K W`` also
   ``K sum_i W_i T_i >= sum_i L_i (c_i - d_i)``. ``L`` = the weights and the
   (scaled, rounded-down) multipliers of :func:`lagrangian_multipliers`.

The hint (best of FIFO, Greedy-EFT, SAGreedy, SAGreedy+) is improved by a descent over
insertion moves on each GPU, repaired to satisfy rules 3-4, and re-timed; its value is
the ``UB`` of rule 2.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from optsched.core.errors import InstanceError
from optsched.core.result import Result
from optsched.core.solve_support import (
    Budget,
    common_divisor,
    decade,
    keep_incumbent,
    mark_discretized,
    needs_incumbent,
    out_of_time,
    unit_factor,
)

from .hints import best_heuristic_schedule
from .instance import HgspInstance
from .schedule import HgspSchedule, left_shift
from .verify import evaluate
from .wt_dp.kernels import njit
from .wt_dp.parallel_ils import _seq_cost as _ils_seq_cost

__all__ = ["Budget", "IntData", "Ticks", "common_divisor", "decade", "dominance_pairs",
           "identical_gpu_groups", "integer_data", "keep_heuristic_incumbent",
           "keep_tick_hint", "lagrangian_multipliers", "warm_up_hint",
           "mark_discretized", "objective_scale_weights", "out_of_time",
           "schedule_from_ticks", "tick_data", "unit_factor", "weight_unit",
           "wspt_min_weighted_completion"]

REL = 1e-9


@dataclass
class IntData:
    """Tick data of an instance plus the strengthening computed from it (times in ticks
    of ``1 / scale`` time units, weights in the instance's units)."""

    scale: float  # ticks per time unit
    p: np.ndarray  # (n, m) int64 ticks (meaningless where not fits)
    a: np.ndarray  # (n,) int64
    d: np.ndarray  # (n,) int64
    w: np.ndarray  # (n,) float, real weights
    fits: np.ndarray  # (n, m) bool: memory-feasible AND not removed by the objective cut
    es: np.ndarray  # (n, m) int64 earliest start (ticks)
    lc: np.ndarray  # (n, m) int64 latest completion (ticks)
    discretized: bool
    ub: float | None = None  # objective of the hint schedule (time units), if any
    ub_method: str = ""
    hint_gpu: np.ndarray | None = None
    hint_start: np.ndarray | None = None  # ticks
    sym_groups: list[list[int]] = field(default_factory=list)
    dominance: list[tuple[int, int, int]] = field(default_factory=list)  # (i, k, j): i<k on j
    strengthen: bool = True
    hint_errors: list[str] = field(default_factory=list)
    #: the heuristic's own schedule (GPU per task, starts in time units) before any
    #: re-timing on ticks: the incumbent kept when the limit ends a solve early
    heuristic_gpu: np.ndarray | None = None
    heuristic_start: np.ndarray | None = None
    tick_divisor: int = 1  # ticks of time_scale merged into one model tick (exact)

    @property
    def n(self) -> int:
        """Number of tasks."""
        return int(self.p.shape[0])

    @property
    def m(self) -> int:
        """Number of GPUs."""
        return int(self.p.shape[1])

    def pairs(self) -> list[tuple[int, int]]:
        """``(task, GPU)`` pairs still allowed (memory-feasible, not cut)."""
        return [(int(i), int(j)) for i, j in zip(*np.nonzero(self.fits))]


def _check_integral(arr: np.ndarray, paths, discretize: bool,
                    mode: str) -> tuple[np.ndarray, bool]:
    """Integer version of ``arr`` (ticks); ``paths(idx)`` names the field of an entry."""
    r = np.rint(arr)
    bad = np.abs(arr - r) > REL * np.maximum(1.0, np.abs(arr))  # relative, per entry
    if not bad.any():
        return r.astype(np.int64), False
    if not discretize:
        idx = tuple(int(x[0]) for x in np.nonzero(bad))
        path, what = paths(idx)
        raise InstanceError(path, f"{what} = {float(arr[idx]):.9g} ticks is not an integer "
                            "(ticks = time units x time_scale); raise time_scale or pass "
                            "discretize=true to solve a rounded copy (never claimed optimal)")
    if mode == "ceil":
        return np.ceil(arr - REL * np.maximum(1.0, np.abs(arr))).astype(np.int64), True
    return r.astype(np.int64), True


@dataclass(frozen=True)
class Ticks:
    """Integer tick data of an instance (no strengthening), see :func:`tick_data`."""

    scale: float  # model ticks per time unit
    p: np.ndarray  # (n, m) int64, 0 where the task does not fit
    a: np.ndarray  # (n,) int64
    d: np.ndarray  # (n,) int64
    fits: np.ndarray  # (n, m) bool, memory feasibility (eq. 3)
    discretized: bool
    divisor: int  # ticks of time_scale merged into one model tick

    def horizons(self, strengthen: bool = True) -> np.ndarray:
        """Latest completion per GPU (ticks, float64 so huge data cannot overflow):
        ``T_j = max_{i fits j} a_i + sum_{i fits j} p_ij`` (semi-active), or the plain
        ``T_H = max a + sum_i max_j p_ij`` for every GPU when ``strengthen=False``."""
        fits = self.fits
        p = self.p.astype(float)
        a = self.a.astype(float)
        if not strengthen:
            TH = a.max() + np.where(fits, p, 0.0).max(axis=1).sum()
            return np.full(fits.shape[1], TH)
        return np.array([np.where(fits[:, j], a, 0.0).max() + p[fits[:, j], j].sum()
                         for j in range(fits.shape[1])])


def tick_data(inst: HgspInstance, discretize: bool = False) -> Ticks:
    """``p_ij``, ``a_i``, ``d_i`` in integer ticks (``time_scale`` ticks per time unit).

    Refuses non-integral ticks with an InstanceError naming the field unless
    ``discretize`` (then ``p``, ``a`` rounded up and ``d`` to nearest, flagged). Exact
    normalisation: when every tick value is a multiple of ``g``, ``g`` ticks become one
    (times x 1e14 give the model of times x 1; some optimal semi-active schedule has its
    starts on the coarser grid, since starts are sums of arrivals and processing times).
    """
    s = float(inst.time_scale)
    fits0 = inst.fits.copy()
    praw = np.where(fits0, inst.p * s, 0.0)

    def p_path(idx: tuple[int, ...]) -> tuple[str, str]:
        i, j = idx
        if inst.processing_times is not None:
            return f"processing_times[{i}][{j}]", "processing time x time_scale"
        return f"tasks[{i}].workload", f"workload / gpus[{j}].speed x time_scale"

    p, disc_p = _check_integral(praw, p_path, discretize, "ceil")
    a, disc_a = _check_integral(inst.arrival * s, lambda idx: (
        f"tasks[{idx[0]}].arrival", "arrival x time_scale"), discretize, "ceil")
    d, disc_d = _check_integral(inst.deadline * s, lambda idx: (
        f"tasks[{idx[0]}].deadline", "deadline x time_scale"), discretize, "round")
    discretized = disc_p or disc_a or disc_d
    p = np.where(fits0, np.maximum(p, 1), 0)
    g = common_divisor(p[fits0], a, d)
    if g > 1:
        p, a, d, s = p // g, a // g, d // g, s / g
    return Ticks(s, p, a, d, fits0, discretized, g)


def integer_data(inst: HgspInstance, discretize: bool = False,
                 strengthen: bool = True, hint: bool = True, seed: int = 0) -> IntData:
    """Tick data, hint schedule, objective cut, symmetry groups, dominance pairs.

    Parameters
    ----------
    inst : HgspInstance
    discretize : bool
        Round non-integral ticks (flagged; see :func:`tick_data`).
    strengthen : bool
        ``False`` keeps only the plain horizon ``T_H`` of :meth:`HgspInstance.horizon`
        (for testing that the strengthening removes no optimum).
    hint : bool
        ``False`` skips the heuristics (no warm start, no objective cut).
    seed : int
        Seed of the SAGreedy hints.
    """
    tk = tick_data(inst, discretize)
    s, p, a, d, fits0, discretized, g = (tk.scale, tk.p, tk.a, tk.d, tk.fits,
                                         tk.discretized, tk.divisor)
    n, m = p.shape
    w = inst.weight.astype(float)

    # 1. horizon: plain T_H, or per-GPU semi-active horizon T_j
    TH = int(a.max() + np.where(fits0, p, 0).max(axis=1).sum())
    if strengthen:
        Tj = np.array([int(a[fits0[:, j]].max(initial=0) + p[fits0[:, j], j].sum())
                       for j in range(m)], dtype=np.int64)
    else:
        Tj = np.full(m, TH, dtype=np.int64)
    es = np.repeat(a[:, None], m, axis=1).astype(np.int64)
    lc = np.repeat(Tj[None, :], n, axis=0).astype(np.int64)
    data = IntData(scale=s, p=p, a=a, d=d, w=w, fits=fits0.copy(), es=es, lc=lc,
                   discretized=discretized, strengthen=strengthen, tick_divisor=g)

    if hint:
        _hint(inst, data, seed)
    if strengthen:
        data.sym_groups = identical_gpu_groups(data)
        data.dominance = dominance_pairs(data)
        if data.hint_gpu is not None:  # local search + repair: lowers UB before the cut
            _repair_hint(data)
        if data.ub is not None and not discretized:
            # 2. objective cut: c_i <= d_i + floor(UB * scale / w_i)
            for i in range(n):
                if w[i] > 0:
                    cap = d[i] + math.floor(data.ub * s / w[i] + 1e-9)
                    data.lc[i] = np.minimum(data.lc[i], cap)
        if m == 1:
            _heads_tails(data)
    data.fits &= data.es + data.p <= data.lc
    if not data.fits.any(axis=1).all():  # pragma: no cover - the hint schedule is inside
        bad = int(np.flatnonzero(~data.fits.any(axis=1))[0])
        raise InstanceError(f"tasks[{bad}]", "no GPU left after domain reduction "
                            "(internal error: please report)")
    return data


# ----------------------------------------------------------------------------- hint


def _ticks_left_shift(data: IntData, gpu: np.ndarray, order_key: np.ndarray) -> np.ndarray:
    """Semi-active tick starts for a GPU assignment and per-GPU order (by ``order_key``)."""
    start = np.zeros(data.n, dtype=np.int64)
    for j in range(data.m):
        idx = np.flatnonzero(gpu == j)
        idx = idx[np.lexsort((idx, order_key[idx]))]
        t = 0
        for i in idx:
            start[i] = max(int(data.a[i]), t)
            t = int(start[i] + data.p[i, j])
        # no-op when empty
    return start


def _hint(inst: HgspInstance, data: IntData, seed: int) -> None:
    best = best_heuristic_schedule(inst, seed, data.hint_errors)
    if best is None:
        return
    name, obj, gpu, start = best
    data.ub, data.ub_method = obj, name
    data.heuristic_gpu, data.heuristic_start = gpu.astype(np.int64), np.asarray(start, float)
    data.hint_gpu = gpu.astype(np.int64)
    data.hint_start = _ticks_left_shift(data, data.hint_gpu, start)
    if data.discretized:
        data.ub = None  # the real objective is no bound for the rounded copy


def hint_objective_ticks(data: IntData) -> float | None:
    """Objective of the hint in the model's units (ticks, real weights) or None."""
    if data.hint_gpu is None:
        return None
    c = data.hint_start + data.p[np.arange(data.n), data.hint_gpu]
    return float(np.dot(data.w, np.maximum(0, c - data.d)))


# ----------------------------------------------------------------------------- strengthening


def identical_gpu_groups(data: IntData) -> list[list[int]]:
    """Groups (size >= 2) of GPUs with identical memory feasibility and p columns."""
    groups: dict[tuple, list[int]] = {}
    for j in range(data.m):
        key = (tuple(data.fits[:, j].tolist()), tuple(np.where(data.fits[:, j],
                                                               data.p[:, j], -1).tolist()),
               tuple(data.lc[:, j].tolist()))
        groups.setdefault(key, []).append(j)
    return [g for g in groups.values() if len(g) >= 2]


def dominance_pairs(data: IntData) -> list[tuple[int, int, int]]:
    """(i, k, j): on GPU j, task i precedes task k in some optimal schedule.

    See rule 4 of the module docstring. The relation is a strict partial order per GPU
    (componentwise comparison, ties by index), so all pairs hold simultaneously in the
    optimal schedule whose per-GPU sequences are lexicographically smallest in a linear
    extension of it.
    """
    out: list[tuple[int, int, int]] = []
    a, d, w = data.a, data.d, data.w
    for j in range(data.m):
        idx = np.flatnonzero(data.fits[:, j])
        if idx.size < 2:
            continue
        uniform = bool(np.all(a[idx] == a[idx[0]]))
        pj = data.p[idx, j]
        ai, di, wi = a[idx], d[idx], w[idx]
        # broadcast comparisons, row = i, column = k
        p_ok = (pj[:, None] <= pj[None, :]) if uniform else (pj[:, None] == pj[None, :])
        le = (p_ok & (ai[:, None] <= ai[None, :]) & (di[:, None] <= di[None, :])
              & (wi[:, None] >= wi[None, :]))
        equal = ((pj[:, None] == pj[None, :]) & (ai[:, None] == ai[None, :])
                 & (di[:, None] == di[None, :]) & (wi[:, None] == wi[None, :]))
        order = idx[:, None] < idx[None, :]
        rel = le & (~equal | order)
        np.fill_diagonal(rel, False)
        for r, c in zip(*np.nonzero(rel)):
            out.append((int(idx[r]), int(idx[c]), j))
    return out


def _heads_tails(data: IntData) -> None:
    """Rule 5 (m = 1): release dates and latest completions from the precedences."""
    n = data.n
    pred: list[list[int]] = [[] for _ in range(n)]
    succ: list[list[int]] = [[] for _ in range(n)]
    for i, k, _j in data.dominance:
        pred[k].append(i)
        succ[i].append(k)
    p = data.p[:, 0]
    T = int(data.a.max() + p.sum())
    for k in range(n):
        if pred[k]:
            P = pred[k]
            head = int(min(data.a[P].min(), data.a[k]) + p[P].sum())
            data.es[k, 0] = max(int(data.es[k, 0]), head)
        if succ[k]:
            data.lc[k, 0] = min(int(data.lc[k, 0]), T - int(p[succ[k]].sum()))


def _seq_cost(data: IntData, j: int, seq: list[int]) -> float:
    """Weighted tardiness (ticks x weight) of a semi-active sequence on GPU ``j``."""
    t, cost = 0, 0.0
    a, p, d, w = data.a, data.p, data.d, data.w
    for i in seq:
        t = max(t, int(a[i])) + int(p[i, j])
        if t > d[i]:
            cost += w[i] * (t - int(d[i]))
    return cost


@njit(cache=True)
def _insertion_descent(seq, j, p, a, d, w, max_evaluations):
    """Compiled :func:`_local_search_reference` (same moves, same order, same result):
    ``seq`` int64 array, ``p`` (n, m) ticks, ``a``, ``d`` ticks, ``w`` weights."""
    n = seq.size
    seq = seq.copy()
    cand = np.empty(n, np.int64)
    best = _ils_seq_cost(seq, n, j, p, a, d, w)
    budget = max_evaluations
    improved = True
    while improved and budget > 0 and best > 0:
        improved = False
        for q in range(n):
            for r in range(n):
                if r == q or budget <= 0:
                    continue
                moved = seq[q]
                m = 0
                for u in range(n):  # seq without position q, moved inserted at r
                    if u == q:
                        continue
                    if m == r:
                        cand[m] = moved
                        m += 1
                    cand[m] = seq[u]
                    m += 1
                if m == r:
                    cand[m] = moved
                budget -= 1
                c = _ils_seq_cost(cand, n, j, p, a, d, w)
                if c < best - 1e-9:
                    seq[:] = cand
                    best = c
                    improved = True
    return seq


#: sequences at least this long take the compiled descent, shorter ones the Python
#: reference: the first compiled call of a process sets up numba's target and loads the
#: kernel (~0.6 s), more than the reference needs below this length (< 0.05 s)
COMPILED_DESCENT_FROM = 33


def _local_search(data: IntData, j: int, seq: list[int],
                  max_evaluations: int = 100_000) -> list[int]:
    """Descent over insertion moves on one GPU's sequence, applying every improving move
    found while scanning, until a full pass finds none or the evaluation budget is spent.
    Improves the hint (and hence the objective cut); any sequence is feasible, so this
    is a heuristic that needs no proof. Long sequences run compiled
    (:func:`_local_search_compiled`): the Python loop (:func:`_local_search_reference`,
    the same moves in the same order) took about 10 s on 200 tasks and three GPUs,
    outside every time limit; short ones (:data:`COMPILED_DESCENT_FROM`) run the loop."""
    if len(seq) < COMPILED_DESCENT_FROM:
        return _local_search_reference(data, j, list(seq), max_evaluations)
    return _local_search_compiled(data, j, seq, max_evaluations)


def _local_search_compiled(data: IntData, j: int, seq: list[int],
                           max_evaluations: int = 100_000) -> list[int]:
    """:func:`_local_search` through the compiled kernel :func:`_insertion_descent`."""
    if len(seq) < 2:
        return list(seq)
    out = _insertion_descent(np.asarray(seq, dtype=np.int64), int(j),
                             np.ascontiguousarray(data.p, dtype=np.int64),
                             np.ascontiguousarray(data.a, dtype=np.int64),
                             np.ascontiguousarray(data.d, dtype=np.int64),
                             np.ascontiguousarray(data.w, dtype=np.float64),
                             int(max_evaluations))
    return [int(i) for i in out]


def _local_search_reference(data: IntData, j: int, seq: list[int],
                            max_evaluations: int = 100_000) -> list[int]:
    """The readable descent :func:`_local_search` compiles."""
    best = _seq_cost(data, j, seq)
    n = len(seq)
    budget = max_evaluations
    improved = True
    while improved and budget > 0 and best > 0:
        improved = False
        for q in range(n):
            for r in range(n):
                if r == q or budget <= 0:
                    continue
                cand = seq[:q] + seq[q + 1:]
                cand.insert(r, seq[q])
                budget -= 1
                c = _seq_cost(data, j, cand)
                if c < best - 1e-9:
                    seq, best, improved = cand, c, True
    return seq


def _repair_hint(data: IntData) -> None:
    """Make the hint satisfy the dominance precedences (swap violating pairs on their GPU:
    by the interchange argument this never increases the objective) and the symmetry
    breaking (relabel identical GPUs by their lowest task); then re-time semi-actively."""
    assert data.hint_gpu is not None and data.hint_start is not None  # caller checks
    gpu, start = data.hint_gpu.copy(), data.hint_start.copy()
    rel: dict[int, set[tuple[int, int]]] = {}
    for i, k, j in data.dominance:
        rel.setdefault(j, set()).add((i, k))
    for j in range(data.m):
        seq = [int(i) for i in np.flatnonzero(gpu == j)]
        seq.sort(key=lambda i: (start[i], i))
        seq = _local_search(data, j, seq)
        pairs = rel.get(j, set())
        changed = True
        while changed and pairs:
            changed = False
            pos = {t: q for q, t in enumerate(seq)}
            for i, k in pairs:
                if i in pos and k in pos and pos[k] < pos[i]:
                    seq[pos[k]], seq[pos[i]] = i, k
                    changed = True
                    break
        for q, t in enumerate(seq):
            start[t] = q  # order key only
    for group in data.sym_groups:
        used = sorted(group, key=lambda j: (int(np.flatnonzero(gpu == j).min())
                                            if np.any(gpu == j) else data.n))
        old = gpu.copy()
        for new_j, old_j in zip(group, used):
            gpu[old == old_j] = new_j
    data.hint_gpu = gpu
    data.hint_start = _ticks_left_shift(data, gpu, start)
    obj = hint_objective_ticks(data)
    if data.ub is not None and obj is not None and not data.discretized:
        if obj / data.scale < data.ub - 1e-9:
            data.ub_method += "+dominance-repair"
        data.ub = min(data.ub, obj / data.scale)


# ----------------------------------------------------------------------------- read-back


def schedule_from_ticks(inst: HgspInstance, data: IntData, gpu: np.ndarray,
                        start_ticks: np.ndarray) -> HgspSchedule:
    """The schedule of a model solution: real starts ``ticks / scale`` (time units), then
    :func:`~optsched.hgsp.schedule.left_shift` on the real data (keeps assignment and
    per-GPU order; removes nothing but idle time, so it never increases the objective;
    re-times a discretized copy feasibly)."""
    start = start_ticks.astype(float) / data.scale
    start = left_shift(inst, gpu, start)
    return HgspSchedule.from_arrays(inst, gpu, start)


_WARM: dict[str, bool] = {}


def warm_up_hint(instance: HgspInstance | None = None) -> None:
    """Compile (or load from numba's on-disk cache) the hint descent's kernel once per
    process -- the ``prepare`` hook of ``bigm``, ``timeindexed`` and ``cpsat``, so that
    loading it (0.6-0.9 s in a fresh process) never counts against ``--time-limit``.
    Only for an instance whose sequences may reach :data:`COMPILED_DESCENT_FROM` tasks
    (without one: always); smaller ones never call the kernel."""
    if _WARM.get("done") or (instance is not None and instance.n < COMPILED_DESCENT_FROM):
        return
    seq = np.arange(3, dtype=np.int64)
    _insertion_descent(seq, 0, np.ones((3, 1), np.int64), np.zeros(3, np.int64),
                       np.zeros(3, np.int64), np.ones(3), 10)
    _WARM["done"] = True  # only once it ran through (Ctrl-C during it: again next time)


def keep_heuristic_incumbent(res: Result, inst: HgspInstance, gpu: np.ndarray | None,
                             start: np.ndarray | None, method: str) -> Result:
    """:func:`~optsched.core.solve_support.keep_incumbent` with a heuristic's hgsp
    schedule (``gpu``, ``start`` in time units; left-shifted here)."""
    if gpu is None or start is None:
        return res
    return keep_incumbent(res, HgspSchedule.from_arrays(inst, gpu, left_shift(inst, gpu, start)),
                          method)


def keep_tick_hint(res: Result, inst: HgspInstance, data: IntData) -> Result:
    """:func:`keep_heuristic_incumbent` for the tick models: the better (on the real data)
    of the heuristic's own schedule and the model's hint (re-timed on ticks, improved by
    local search; on a rounded copy it can be worse than the heuristic's)."""
    if not needs_incumbent(res) or data.heuristic_gpu is None or data.heuristic_start is None:
        return res
    options = [(data.heuristic_gpu, data.heuristic_start)]
    if data.hint_gpu is not None and data.hint_start is not None and not data.discretized:
        options.append((data.hint_gpu, data.hint_start.astype(float) / data.scale))
    schedules = [HgspSchedule.from_arrays(inst, gpu, left_shift(inst, gpu, start))
                 for gpu, start in options]
    k = min(range(len(schedules)), key=lambda q: float(evaluate(inst, schedules[q])[0]))
    name = data.ub_method if k else data.ub_method.split("+")[0]
    return keep_incumbent(res, schedules[k], name)


def weight_unit(inst: HgspInstance) -> float:
    """Power of ten the exact models divide the weights by (largest weight in
    ``[1, 10^4)``); results are multiplied back, so they are in the instance's units."""
    return decade(float(inst.weight.max()))


def objective_scale_weights(inst: HgspInstance, discretize: bool) -> tuple[np.ndarray, float,
                                                                            bool]:
    """Integer weights for CP-SAT: ``W_i = w_i / omega * 10^k``, ``omega`` =
    :func:`weight_unit` (exact power-of-ten normalisation), smallest ``k <= 6``.

    Returns
    -------
    (W, factor, rounded)
        ``W_i = w_i * factor`` (integers), and whether weights had to be rounded
        (``discretize=True`` only; otherwise an InstanceError names the weight).
    """
    omega = weight_unit(inst)
    w = inst.weight.astype(float) / omega
    for k in range(7):
        W = w * 10 ** k
        if np.all(np.abs(W - np.rint(W)) <= 1e-9 * np.maximum(1.0, np.abs(W))):
            return np.rint(W).astype(np.int64), 10 ** k / omega, False
    if not discretize:
        bad = int(np.flatnonzero(np.abs(w * 1e6 - np.rint(w * 1e6)) > 1e-3)[0]) if np.any(
            np.abs(w * 1e6 - np.rint(w * 1e6)) > 1e-3) else 0
        raise InstanceError(f"tasks[{bad}].weight", f"{inst.weight[bad]!r} has more than 6 "
                            "significant decimals; CP-SAT needs integer objective "
                            "coefficients (pass discretize=true to round weights, never "
                            "claimed optimal)")
    return np.rint(w * 1e6).astype(np.int64), 1e6 / omega, True


# ----------------------------------------------------------------------------- WSPT bound


def wspt_min_weighted_completion(p: np.ndarray, lam: np.ndarray) -> int:
    """``min_sigma sum_i lam_i C_i`` on one machine without release dates (Smith's rule:
    non-decreasing ``p_i / lam_i``; exact integer arithmetic for integer inputs)."""
    p = np.asarray(p, dtype=np.int64)
    lam = np.asarray(lam, dtype=np.int64)
    ratio = np.where(lam > 0, p / np.maximum(lam, 1), np.inf)
    order = np.lexsort((np.arange(p.size), ratio))
    C = np.cumsum(p[order])
    return int(np.dot(lam[order], C))


def lagrangian_multipliers(data: IntData, iterations: int = 300) -> np.ndarray | None:
    """Multipliers ``0 <= lam <= w`` (one GPU only) maximising the Lagrangian bound

    ``sum_i w_i T_i >= sum_i lam_i (C_i - d_i) >= min_sigma sum_i lam_i C_i - sum lam d``

    (relax ``T_i >= C_i - d_i`` with ``lam``, and the release dates: WSPT gives the
    minimum). Supergradient ascent with Polyak steps towards the hint's value; the
    returned ``lam`` is only a choice -- the bound itself is recomputed exactly, in
    integers, by the caller, so any ``lam`` in the box gives a valid inequality.
    """
    if data.m != 1:
        return None
    p = data.p[:, 0].astype(float)
    d = data.d.astype(float)
    w = data.w.astype(float)
    if not (w > 0).any():
        return None
    ub = hint_objective_ticks(data)
    lam = w.copy()
    best, best_lam = -np.inf, lam.copy()
    mu = 1.0
    for _ in range(iterations):
        ratio = np.where(lam > 0, p / np.maximum(lam, 1e-12), np.inf)
        order = np.lexsort((np.arange(p.size), ratio))
        C = np.empty_like(p)
        C[order] = np.cumsum(p[order])
        val = float(np.dot(lam, C - d))
        if val > best:
            best, best_lam = val, lam.copy()
        g = C - d
        g = np.where((lam <= 0) & (g < 0) | (lam >= w) & (g > 0), 0.0, g)
        norm = float(np.dot(g, g))
        if norm <= 0:
            break
        target = ub if ub is not None and ub > best else best + 1.0
        lam = np.clip(lam + mu * (target - val) / norm * g, 0.0, w)
        mu *= 0.99
    return best_lam
