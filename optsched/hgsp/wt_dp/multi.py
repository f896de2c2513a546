"""Lagrangian lower bound for several heterogeneous GPUs (issue 16, item 3).

Relax "each task on exactly one GPU, once" (eq. 2) with multipliers ``mu_i``: the problem
splits into one single-GPU relaxation per GPU ``j`` over the tasks that fit it (eq. 3),
with that GPU's processing times ``p_ij``, release dates, idle arcs and the
adjacent-interchange rule (an interchange of two adjacent tasks on one GPU keeps every
other GPU unchanged, so some optimal schedule satisfies the rule on every GPU at once):

    L(mu) = sum_j min path_j(mu) + sum_i mu_i  <=  OPT.

Each GPU's path may stop early (idle arcs up to its horizon ``T_j``), so a GPU may also
take no task. Multipliers by subgradient ascent, ``g_i = 1 - sum_j occurrences``.
"""

from __future__ import annotations

import time

import numpy as np

from . import kernels as K
from .solver import MAX_TABLE, make_problem


def multi_gpu_bound(p: np.ndarray, fits: np.ndarray, a: np.ndarray, d: np.ndarray,
                    w: np.ndarray, ub: float | None, iterations: int = 100,
                    time_limit: float = 10.0, pred_pairs=()) -> tuple[float, int]:
    """Best ``L(mu)`` found (integer data: ticks and integer weights) and the iterations.

    ``p``: (n, m) ticks, ``fits``: (n, m) bool; ``ub``: an upper bound (Polyak target;
    ``None``: the bound grows by small steps)."""
    n, m = p.shape
    deadline = time.perf_counter() + time_limit
    gpus = []
    for j in range(m):
        idx = np.flatnonzero(fits[:, j])
        if idx.size == 0:
            continue
        pb = make_problem(p[idx, j], a[idx], w[idx], d[idx])
        # release dates may be all zero: force idle arcs anyway (a GPU may stop early)
        T = int(a[idx].max() + p[idx, j].sum())
        t = np.arange(T + 1, dtype=np.float64)
        cost = w[idx, None].astype(np.float64) * np.maximum(0.0, t[None, :] - d[idx, None])
        if idx.size * idx.size * (T + 1) <= MAX_TABLE:
            A = K.allowed_table(pb.p, pb.r, cost, pb.rank)
        else:
            A = np.zeros((1, 1, 1), dtype=np.bool_)
        gpus.append((idx, pb, cost, A))
    mu = np.zeros(n)
    best, theta, stall = -K.INF, 1.0, 0
    it = 0
    while it < iterations:
        it += 1
        total = float(mu.sum())
        occ = np.zeros(n)
        for idx, pb, cost, A in gpus:
            F = K.forward_adjacent(pb.p, pb.r, cost, mu[idx], pb.rank, A, True)
            total += float(F[-1].min())
            occ[idx] += K.path_counts_adjacent(F, pb.p, pb.r, cost, mu[idx], pb.rank, A)
        if total > best + 1e-9 * max(1.0, abs(best)):
            best, stall = total, 0
        else:
            stall += 1
            if stall >= 5:
                theta *= 0.5
                stall = 0
        g = 1.0 - occ
        norm = float(g @ g)
        if norm == 0.0 or theta < 1e-3 or time.perf_counter() > deadline:
            break
        target = ub if ub is not None and ub > best else best + max(1.0, 0.05 * abs(best))
        if ub is not None and best > ub - 1 + 1e-6 * max(1.0, ub):
            break
        mu = mu + theta * max(target - total, 1e-3) / norm * g
    return best, it
