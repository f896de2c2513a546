"""Lagrangian relaxation for several heterogeneous GPUs (issue 16, item 3).

Relax "each task on exactly one GPU, once" (eq. 2) with multipliers ``mu_i``: the problem
splits into one single-GPU relaxation per GPU ``j`` over the tasks that fit it (eq. 3),
with that GPU's processing times ``p_ij``, release dates, completion windows, idle arcs
and the adjacent-interchange rule of :mod:`.kernels`:

    L(mu) = sum_j min path_j(mu) + sum_i mu_i  <=  OPT.

Each GPU's path may stop early (idle arcs up to its horizon ``T_j``), so a GPU may also
take no task. Multipliers by subgradient ascent, ``g_i = 1 - sum_j occurrences``.

**Reduced-cost fixing** (:func:`surviving_completions`): with the forward table
``F_j[t, i]`` (best path of GPU ``j`` ending with ``i`` completing at ``t``) and the
backward table ``B_j[t, i]`` (best continuation from there), the best relaxed solution
in which ``i`` completes on ``j`` at ``t`` costs

    F_j[t, i] + B_j[t, i] + sum_{j' != j} min path_j' + sum mu.

A schedule of cost ``<= L`` that satisfies the adjacent rule on every GPU is a relaxed
solution of the same cost, so a triple whose best relaxed solution exceeds ``L`` is used
by no such schedule. Which schedule satisfies every rule at once: see
``models/hgsp-lagrangian-dp.md``, section "Several GPUs" (an optimal schedule with the
fewest inversions, per GPU, with respect to ``rank``).

All data are integers (ticks, integer-scaled weights); values are exact in float64 as long
as they stay below 2^53 (the caller's tolerance is relative).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from optsched.core.interrupt import check as _check_interrupt

from . import kernels as K

#: largest adjacency table ``n_j^2 (T_j + 1)`` precomputed (bytes); beyond, the rule is
#: evaluated on the fly (slower, same values)
MAX_TABLE = 200_000_000


def task_rank(p: np.ndarray, r: np.ndarray, w: np.ndarray, d: np.ndarray) -> np.ndarray:
    """``rank`` orders tasks by ``(p, r, d, -w, index)``: a linear extension of every
    componentwise dominance rule (rule 4 of :mod:`optsched.hgsp.exact_common`: smaller or
    equal ``p``, ``a``, ``d`` and larger or equal ``w``, ties by index)."""
    order = np.lexsort((np.arange(p.size), -np.asarray(w), d, r, p))
    rank = np.empty(p.size, dtype=np.int64)
    rank[order] = np.arange(p.size)
    return rank


@dataclass(frozen=True)
class GpuRelaxation:
    """The relaxed single-GPU problem of GPU ``j`` (integer data).

    ``idx``: the tasks that fit ``j`` (global indices); ``p``, ``r``: their ticks on
    ``j``; ``cost[q, t]`` = ``w max(0, t - d)`` for a completion ``t`` inside the task's
    window ``[r + p, lc]`` and :data:`.kernels.INF` outside; ``A``: the adjacency table
    (or a (1, 1, 1) dummy)."""

    j: int
    idx: np.ndarray
    p: np.ndarray
    r: np.ndarray
    rank: np.ndarray
    cost: np.ndarray
    A: np.ndarray

    @property
    def horizon(self) -> int:
        """Last tick ``T_j`` of the DP."""
        return int(self.cost.shape[1] - 1)

    def forward(self, mu: np.ndarray) -> np.ndarray:
        """:func:`.kernels.forward_adjacent` at the multipliers of these tasks."""
        return K.forward_adjacent(self.p, self.r, self.cost, mu[self.idx], self.rank,
                                  self.A, True)

    def backward(self, mu: np.ndarray) -> np.ndarray:
        """:func:`.kernels.backward_adjacent` at the multipliers of these tasks."""
        return K.backward_adjacent(self.p, self.r, self.cost, mu[self.idx], self.rank,
                                   self.A, True)


def gpu_relaxations(p: np.ndarray, fits: np.ndarray, a: np.ndarray, d: np.ndarray,
                    w: np.ndarray, lc: np.ndarray | None = None) -> list[GpuRelaxation]:
    """One :class:`GpuRelaxation` per GPU that some task fits.

    ``p``: (n, m) ticks; ``fits``: (n, m) bool; ``a``, ``d``: (n,) ticks; ``w``: (n,)
    integer weights; ``lc``: (n, m) latest completions (ticks; default: the semi-active
    horizon ``T_j = max a + sum p`` of the tasks that fit ``j``)."""
    n, m = p.shape
    out = []
    for j in range(m):
        idx = np.flatnonzero(fits[:, j])
        if idx.size == 0:
            continue
        pj = p[idx, j].astype(np.int64)
        rj = a[idx].astype(np.int64)
        T = int(rj.max() + pj.sum())
        last = np.full(idx.size, T, dtype=np.int64) if lc is None else \
            np.minimum(lc[idx, j].astype(np.int64), T)
        T = int(max(last.max(), 1))
        t = np.arange(T + 1, dtype=np.float64)
        cost = w[idx, None].astype(np.float64) * np.maximum(0.0, t[None, :] - d[idx, None])
        outside = (t[None, :] < (rj + pj)[:, None]) | (t[None, :] > last[:, None])
        cost[outside] = K.INF
        rank = task_rank(pj, rj, w[idx], d[idx])
        if idx.size * idx.size * (T + 1) <= MAX_TABLE:
            A = K.allowed_table(pj, rj, cost, rank)
        else:
            A = np.zeros((1, 1, 1), dtype=np.bool_)
        out.append(GpuRelaxation(j, idx, pj, rj, rank, cost, A))
    return out


def lagrangian_value(gpus: list[GpuRelaxation], n: int,
                     mu: np.ndarray) -> tuple[float, np.ndarray, np.ndarray]:
    """``(L(mu), min path per GPU, occurrences of each task on the chosen paths)``."""
    total = float(mu.sum())
    mins = np.zeros(len(gpus))
    occ = np.zeros(n)
    for g, gp in enumerate(gpus):
        F = gp.forward(mu)
        mins[g] = float(F[-1].min())
        total += mins[g]
        occ[gp.idx] += K.path_counts_adjacent(F, gp.p, gp.r, gp.cost, mu[gp.idx], gp.rank,
                                              gp.A)
    return total, mins, occ


def subgradient(gpus: list[GpuRelaxation], n: int, ub: float | None,
                iterations: int = 200, time_limit: float = 10.0,
                mu0: np.ndarray | None = None, patience: int = 5,
                min_step: float = 1e-3) -> tuple[float, np.ndarray, int]:
    """Subgradient ascent on ``L(mu)``: ``(best L, its mu, iterations)``.

    Polyak steps towards ``ub`` (``None``: the best value + 5 %), step factor halved after
    ``patience`` steps without improvement; stops when ``L > ub - 1`` (integer objective:
    ``ub`` is then optimal), at ``iterations``, at ``time_limit`` seconds, when the step
    factor falls below ``min_step`` or when the subgradient vanishes (a relaxed solution
    that is a schedule). On the gap preset (n = 50, 2-4 GPUs) ``patience=20,
    min_step=1e-4`` reaches bounds within 1-3 % of the optimum where the defaults stop at
    75-98 % (about 1000 steps, 1-2 s)."""
    deadline = time.perf_counter() + time_limit
    mu = np.zeros(n) if mu0 is None else mu0.astype(float).copy()
    best, best_mu, theta, stall = -K.INF, mu.copy(), 1.0, 0
    it = 0
    while it < iterations:
        it += 1
        _check_interrupt()
        total, _mins, occ = lagrangian_value(gpus, n, mu)
        if total > best + 1e-9 * max(1.0, abs(best)):
            best, best_mu, stall = total, mu.copy(), 0
        else:
            stall += 1
            if stall >= patience:
                theta *= 0.5
                stall = 0
        g = 1.0 - occ
        norm = float(g @ g)
        if norm == 0.0 or theta < min_step or time.perf_counter() > deadline:
            break
        if ub is not None and best > ub - 1 + 1e-9 * max(1.0, abs(ub)):
            break
        target = ub if ub is not None and ub > best else best + max(1.0, 0.05 * abs(best))
        mu = mu + theta * max(target - total, 1e-3) / norm * g
    return best, best_mu, it


def multi_gpu_bound(p: np.ndarray, fits: np.ndarray, a: np.ndarray, d: np.ndarray,
                    w: np.ndarray, ub: float | None, iterations: int = 100,
                    time_limit: float = 10.0, lc: np.ndarray | None = None
                    ) -> tuple[float, int]:
    """Best ``L(mu)`` found (integer data: ticks and integer weights) and the iterations.

    ``p``: (n, m) ticks, ``fits``: (n, m) bool; ``ub``: an upper bound (Polyak target;
    ``None``: the bound grows by small steps)."""
    gpus = gpu_relaxations(p, fits, a, d, w, lc)
    best, _mu, it = subgradient(gpus, p.shape[0], ub, iterations, time_limit)
    return best, it


@dataclass(frozen=True)
class Fixing:
    """Result of :func:`surviving_completions`: ``keep[g][q, t]`` -- may task
    ``gpus[g].idx[q]`` complete at tick ``t`` on GPU ``gpus[g].j`` in a schedule of cost
    ``<= limit``; ``value`` = ``L(mu)`` at these multipliers."""

    keep: list[np.ndarray]
    value: float
    kept: int
    total: int


def surviving_completions(gpus: list[GpuRelaxation], n: int, mu: np.ndarray,
                          limit: float) -> Fixing:
    """Reduced-cost fixing at ``limit`` (module docstring): keep ``(i, j, t)`` iff
    ``F_j[t, i] + B_j[t, i] - min_j + L(mu) <= limit`` (plus a relative tolerance of
    1e-9 of the magnitudes involved, so float rounding never removes a valid triple)."""
    total = float(mu.sum())
    tabs = []
    for gp in gpus:
        _check_interrupt()
        F = gp.forward(mu)
        B = gp.backward(mu)
        mn = float(F[-1].min())
        total += mn
        tabs.append((F, B, mn))
    keep, kept, count = [], 0, 0
    for gp, (F, B, mn) in zip(gpus, tabs):
        nj = gp.idx.size
        through = F[:, :nj] + B[:, :nj]  # (T+1, nj): best path through (i completes at t)
        scale = np.abs(F[:, :nj]) + np.abs(B[:, :nj]) + abs(total) + abs(mn)
        val = through - mn + total
        ok = (through < K.INF / 2) & (val <= limit + 1e-9 * np.maximum(1.0, scale))
        ok &= gp.cost.T < K.INF / 2
        keep.append(ok.T.copy())
        kept += int(ok.sum())
        count += int((gp.cost < K.INF / 2).sum())
    return Fixing(keep, total, kept, count)


def warm_up() -> None:
    """Compile (or load from numba's cache) the kernels used here on a 2-task problem."""
    gp = gpu_relaxations(np.array([[1], [2]]), np.ones((2, 1), bool), np.array([0, 1]),
                         np.array([1, 2]), np.array([1, 1]))
    surviving_completions(gp, 2, np.zeros(2), 10.0)
    lagrangian_value(gp, 2, np.zeros(2))
