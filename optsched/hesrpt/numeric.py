"""Independent numerical optimum of the weighted flow time (no use of Theorems 2-6).

For a fixed completion order ``pi`` (``pi[0]`` completes first) the schedule has ``M``
phases; phase ``j`` runs from the ``j``-th to the ``(j+1)``-th departure with jobs
``pi[j:]`` present and a constant allocation (Theorem 1 only needs concavity: replacing an
allocation by its time average on a phase never slows any job, by Jensen). The optimum
for that order is a **convex program**:

* general concave ``s`` (perspective form): variables ``d_j >= 0`` (phase lengths) and
  ``u_ij >= 0`` (server-time fractions, ``theta_ij d_j``);
  ``min sum_j W_j d_j`` s.t. ``sum_i u_ij <= d_j``, ``sum_j d_j s(N u_ij / d_j) >= x_i``,
  where ``W_j`` is the total weight of the jobs present in phase ``j`` (the perspective
  of a concave function is jointly concave, so the feasible set is convex);
* ``s(k) = k**p`` (norm form, more accurate): variables ``w_ij >= 0``, the work done on job
  ``pi[i]`` in phase ``j <= i``, with ``sum_j w_ij = x_pi[i]``; the shortest phase doing
  that work has length ``||w_.j||_{1/p} / s(N)`` (shares ``theta_ij ~ w_ij^{1/p}``), so
  ``min (1/s(N)) sum_j W_j ||w_.j||_{1/p}`` -- a sum of norms, convex.

A job whose work is done before its phase ends is counted until the end of its phase, so
each program is exactly the best schedule *with that completion order or better*; the
minimum over all ``M!`` orders is the optimum. Solved with scipy SLSQP (analytic
gradients), then, for the norm form, polished by damped Newton steps with the analytic
Hessian when the solution is interior (agreement with Theorem 6: ~1e-13 relative).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from optsched.core import InstanceError, interrupt

from .closed_form import WeightsSpec, _check_n, _check_sizes, paper_order, resolve_weights
from .speedup import Power, Speedup, as_speedup

#: refuse programs with more variables per completion order (m = 20 jobs: 190 variables,
#: ~30 s per order on one core; cost grows ~ m**5)
MAX_VARIABLES = 200
#: refuse programs whose dense matrices would need more memory than this (bytes)
MAX_BYTES = 2**30
#: refuse runs whose orders x variables exceed this (6 jobs, all 720 orders: 10,800)
MAX_ORDER_VARIABLES = 20_000


@dataclass(frozen=True)
class NumericSize:
    """Size of the convex program of one completion order (:func:`numeric_size`)."""

    variables: int
    memory_bytes: int
    orders: int

    def describe(self) -> str:
        """One line: variables, memory estimate, orders."""
        return (f"{self.variables:,} variables per completion order, ~"
                f"{self.memory_bytes / 2**30:,.1f} GiB of dense matrices, {self.orders:,} "
                f"order(s)")


def numeric_size(m: int, power: bool, orders: int = 1) -> NumericSize:
    """Estimate the program :func:`optimal_numeric` solves for ``m`` jobs.

    Power form: ``m(m-1)/2`` variables; SLSQP keeps dense ``n x n`` matrices and the
    Newton polish an ``m x m x n`` Jacobian and ``m**3`` Hessian blocks. General form:
    ``m + m(m+1)/2`` variables and a dense ``m x n`` work Jacobian.

    Examples
    --------
    >>> numeric_size(500, power=True).variables
    124750
    """
    if power:
        n = m * (m - 1) // 2
        cells = n * n + m * m * n + m ** 3
    else:
        n = m + m * (m + 1) // 2
        cells = n * n + 2 * m * n
    return NumericSize(n, 8 * cells, orders)


def check_numeric_size(m: int, power: bool, orders: int = 1) -> NumericSize:
    """:func:`numeric_size`, refusing (InstanceError on ``jobs``) beyond
    :data:`MAX_VARIABLES` or :data:`MAX_BYTES` -- before anything is allocated."""
    est = numeric_size(m, power, orders)
    if est.variables > MAX_VARIABLES or est.memory_bytes > MAX_BYTES:
        raise InstanceError("jobs", f"the numerical optimiser would solve {est.describe()} "
                            f"for {m} jobs (limit {MAX_VARIABLES} variables and "
                            f"{MAX_BYTES / 2**30:g} GiB: about 20 jobs); use the closed form "
                            "(algo hesrpt) or a smaller instance")
    if est.orders * est.variables > MAX_ORDER_VARIABLES:
        raise InstanceError("orders", f"the numerical optimiser would solve {est.describe()} "
                            f"for {m} jobs (orders x variables limit {MAX_ORDER_VARIABLES:,}); "
                            "use orders='sjf' or fewer jobs")
    return est


@dataclass
class NumericOptimum:
    """Best schedule found: objective ``F`` (total weighted flow time), the completion
    ``order`` (input indices, first to complete first), phase lengths ``durations`` and
    the share matrix ``shares[j][i]`` (phase j, input job i; zero once a job is done)."""

    objective: float
    order: list[int]
    durations: list[float]
    shares: list[list[float]]
    per_order: dict[tuple[int, ...], float]

    def completion_times(self) -> np.ndarray:
        """Completion time of every input job (seconds): end of its phase."""
        t = np.cumsum(self.durations)
        out = np.empty(len(self.order))
        out[self.order] = t
        return out


def _orders(m: int, x: np.ndarray, w: np.ndarray, orders: str | Sequence[Sequence[int]]
            ) -> Iterable[tuple[int, ...]]:
    if orders == "all":
        if m > 7:
            raise InstanceError("orders", f"'all' enumerates M! orders; M={m} is too many "
                                "(use M <= 7 or pass explicit orders)")
        return itertools.permutations(range(m))
    if orders == "sjf":
        return [tuple(int(i) for i in paper_order(x, w)[::-1])]
    return [tuple(int(i) for i in o) for o in orders]


def optimal_numeric(sizes: Sequence[float] | np.ndarray, p: float | Speedup,
                    n_servers: float, weights: WeightsSpec = None,
                    orders: str | Sequence[Sequence[int]] = "all",
                    tol: float = 1e-15) -> NumericOptimum:
    """Minimum total weighted flow time over completion orders, by convex optimisation.

    Independent of Theorems 2-6 (module docstring); used to cross-check the closed form
    and for speedups without one.

    Parameters
    ----------
    sizes : array of float
        Seconds on one server.
    p : float or Speedup
        Exponent of ``s(k) = k**p`` (norm form) or any concave speedup (perspective form).
    n_servers : float
        N.
    weights : None, "flow", "slowdown" or array of float
        As in :func:`~.closed_form.resolve_weights`.
    orders : "all", "sjf" or list of permutations
        Completion orders tried (``"all"``: ``M!``; orders x variables at most
        :data:`MAX_ORDER_VARIABLES`, i.e. up to 6 jobs).
    tol : float
        SLSQP ``ftol``.

    Returns
    -------
    NumericOptimum
        Objective (seconds x weight), best order, phase lengths and shares.

    Raises
    ------
    InstanceError
        Beyond the size limit (:func:`check_numeric_size`), before anything is allocated.

    Examples
    --------
    >>> round(optimal_numeric([1.0, 1.0], 0.5, 10).objective, 6)
    0.86395
    """
    x = _check_sizes(sizes)
    n = _check_n(n_servers)
    sp = as_speedup(p)
    s_n = float(sp(n))
    w = resolve_weights(x, weights, s_n)
    order_list = list(_orders(x.size, x, w, orders))
    check_numeric_size(x.size, isinstance(sp, Power), len(order_list))
    best: NumericOptimum | None = None
    per: dict[tuple[int, ...], float] = {}
    for order in order_list:
        interrupt.check()
        if isinstance(sp, Power):
            f, dur, sh = _solve_power(x, w, sp.p, n, list(order), tol)
        else:
            f, dur, sh = _solve_general(x, w, sp, n, list(order), tol)
        f = float(f)
        per[order] = f
        if best is None or f < best.objective:
            best = NumericOptimum(f, list(order), dur, sh, per)
    assert best is not None
    best.per_order = per
    return best


# ----------------------------------------------------------------------------- power


def _solve_power(x: np.ndarray, w: np.ndarray, p: float, n: float, order: list[int],
                 tol: float) -> tuple[float, list[float], list[list[float]]]:
    m = len(order)
    q = 1.0 / p
    xs = x[order]
    scale = xs.max()
    xs = xs / scale
    wp = w[order]
    big_w = np.cumsum(wp[::-1])[::-1]          # W_j = weights of pi[j:]
    # free variables w_ij for j < i (row-major over i); w_ii = xs_i - sum_j<i w_ij
    pairs = [(i, j) for i in range(m) for j in range(i)]
    npair = len(pairs)
    pi_idx = np.array([i for i, _ in pairs], dtype=int)
    pj_idx = np.array([j for _, j in pairs], dtype=int)

    def work(v: np.ndarray) -> np.ndarray:
        mat = np.zeros((m, m))                   # mat[i, j] = work on pi[i] in phase j
        if npair:
            mat[pi_idx, pj_idx] = v
        diag = xs - mat.sum(axis=1)
        mat[np.arange(m), np.arange(m)] = diag
        return mat

    def fun(v: np.ndarray) -> tuple[float, np.ndarray]:
        mat = np.maximum(work(v), 0.0)
        colsum = (mat ** q).sum(axis=0)          # per phase j
        norms = colsum ** p
        f = float(np.dot(big_w, norms))
        with np.errstate(divide="ignore", invalid="ignore"):
            dn = np.where(norms[None, :] > 0,
                          (mat / np.where(norms > 0, norms, 1.0)[None, :]) ** (q - 1.0), 0.0)
        g_mat = dn * big_w[None, :]              # d f / d mat[i, j]
        grad = np.zeros(npair)
        if npair:
            grad = g_mat[pi_idx, pj_idx] - g_mat[pi_idx, pi_idx]
        return f, grad

    if npair == 0:
        f = float(big_w[0] * xs[0])
        return f * scale / n ** p, [f * scale / n ** p], [[1.0 if k == order[0] else 0.0
                                                          for k in range(m)]]
    # start: EQUI-like split of each job's work over its phases
    v0 = np.array([xs[i] / (i + 1) for i, _ in pairs])
    rows = np.zeros((m, npair))
    for k, (i, _) in enumerate(pairs):
        rows[i, k] = 1.0
    cons = [{"type": "ineq", "fun": lambda v: xs - rows @ v, "jac": lambda v: -rows}]
    from scipy.optimize import minimize  # 0.3-0.4 s to import: only when solving

    res = minimize(fun, v0, jac=True, method="SLSQP", bounds=[(0.0, None)] * npair,
                   constraints=cons, options={"ftol": tol, "maxiter": 2000})
    v = np.clip(res.x, 0.0, None)

    def hess(v: np.ndarray) -> np.ndarray:
        mat = work(v)
        colsum = (mat ** q).sum(axis=0)
        norms = colsum ** p
        h_full = np.zeros((m, m, m))             # per phase j: d2 ||w_.j|| / dw_i dw_k
        for j in range(m):
            if norms[j] <= 0 or np.any(mat[j:, j] <= 0):
                continue
            a = mat[j:, j] / norms[j]
            blk = (q - 1.0) / norms[j] * (np.diag(a ** (q - 2.0)) - np.outer(a ** (q - 1.0),
                                                                              a ** (q - 1.0)))
            h_full[j, j:, j:] = big_w[j] * blk
        # chain rule through the elimination: dmat[i, j]/dv_(i,j) = 1, dmat[i, i] = -1
        jac = np.zeros((m, m, npair))
        for k, (i, j) in enumerate(pairs):
            jac[j, i, k] += 1.0
            jac[i, i, k] -= 1.0
        return np.einsum("jak,jab,jbl->kl", jac, h_full, jac)

    v = _polish(fun, v, rows, xs, hess)
    f, _ = fun(v)
    mat = np.maximum(work(v), 0.0)
    colsum = (mat ** q).sum(axis=0)
    durations = (colsum ** p) * scale / n ** p
    shares = []
    for j in range(m):
        row = [0.0] * x.size
        if colsum[j] > 0:
            for i in range(j, m):
                row[order[i]] = float(mat[i, j] ** q / colsum[j])
        shares.append(row)
    return f * scale / n ** p, durations.tolist(), shares


def _polish(fun: Any, v: np.ndarray, rows: np.ndarray, xs: np.ndarray,
            hess: Any = None) -> np.ndarray:
    """Refine an interior SLSQP point with damped Newton steps (analytic Hessian) when no
    bound or work-row constraint is active; keeps the best point seen."""

    def work_diag(u: np.ndarray) -> np.ndarray:
        return xs - rows @ u

    if hess is None:
        return v
    best_v, best_f = v, fun(v)[0]
    for _ in range(50):
        interrupt.check()
        slack = xs - rows @ v
        if np.any(v <= 0) or np.any(slack <= 0):
            break
        if np.any(work_diag(v) <= 0):
            break
        f, g = fun(v)
        h = hess(v)
        try:
            step = np.linalg.solve(h, g)
        except np.linalg.LinAlgError:
            step = np.linalg.lstsq(h, g, rcond=None)[0]
        lam, moved = 1.0, False
        while lam > 1e-12:
            cand = v - lam * step
            if np.all(cand > 0) and np.all(xs - rows @ cand > 0):
                fc = fun(cand)[0]
                if fc <= f:
                    v, moved = cand, True
                    break
            lam *= 0.5
        if fun(v)[0] < best_f:
            best_v, best_f = v, fun(v)[0]
        if not moved or np.max(np.abs(lam * step)) <= 1e-15 * max(1.0, np.max(np.abs(v))):
            break
    return best_v


# ----------------------------------------------------------------------------- general


def _solve_general(x: np.ndarray, w: np.ndarray, sp: Speedup, n: float, order: list[int],
                   tol: float) -> tuple[float, list[float], list[list[float]]]:
    m = len(order)
    xs_raw = x[order]
    scale_x = xs_raw.max()
    xs = xs_raw / scale_x
    s_n = float(sp(n))
    unit = scale_x / s_n                          # time unit: largest job alone on N
    wp = w[order]
    big_w = np.cumsum(wp[::-1])[::-1]
    cells = [(i, j) for j in range(m) for i in range(j, m)]   # job pi[i] present in j
    nc = len(cells)
    ci = np.array([c[0] for c in cells])
    cj = np.array([c[1] for c in cells])
    eps = 1e-12

    def unpack(z: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        return z[:m], z[m:]

    def obj(z: np.ndarray) -> tuple[float, np.ndarray]:
        g = np.zeros_like(z)
        g[:m] = big_w
        return float(np.dot(big_w, z[:m])), g

    def cap(z: np.ndarray) -> np.ndarray:
        d, u = unpack(z)
        return d - np.bincount(cj, weights=u, minlength=m)

    cap_jac = np.zeros((m, m + nc))
    cap_jac[np.arange(m), np.arange(m)] = 1.0
    cap_jac[cj, m + np.arange(nc)] = -1.0

    def work(z: np.ndarray) -> np.ndarray:
        d, u = unpack(z)
        dd = np.maximum(d[cj], eps)
        done = dd * np.asarray(sp(n * np.maximum(u, 0.0) / dd)) / s_n
        return np.bincount(ci, weights=done, minlength=m) - xs

    def work_jac(z: np.ndarray) -> np.ndarray:
        d, u = unpack(z)
        dd = np.maximum(d[cj], eps)
        k = n * np.maximum(u, 0.0) / dd
        sv = np.asarray(sp(k))
        sd = np.asarray(sp.derivative(np.maximum(k, 1e-300)))
        jac = np.zeros((m, m + nc))
        # d/d d_j of d s(N u/d) = s(k) - k s'(k); d/du = N s'(k)
        np.add.at(jac, (ci, cj), (sv - k * sd) / s_n)
        jac[ci, m + np.arange(nc)] = n * sd / s_n
        return jac

    # start: EQUI schedule in this order (feasible by construction of long phases)
    d0 = np.zeros(m)
    u0 = np.zeros(nc)
    rem = xs.copy()
    for j in range(m):
        present = m - j
        rate = float(sp(n / present)) / s_n
        dj = max(rem[j:].max() / rate, 1e-6) if j == m - 1 else max(rem[j] / rate, 1e-6)
        d0[j] = dj
        rem[j:] = np.maximum(rem[j:] - rate * dj, 0.0)
        u0[cj == j] = dj / present
    z0 = np.concatenate((d0 * 1.5, u0 * 1.5))
    cons = [{"type": "ineq", "fun": cap, "jac": lambda z: cap_jac},
            {"type": "ineq", "fun": work, "jac": work_jac}]
    from scipy.optimize import minimize

    res = minimize(obj, z0, jac=True, method="SLSQP", bounds=[(0.0, None)] * (m + nc),
                   constraints=cons, options={"ftol": tol, "maxiter": 3000})
    z = np.clip(res.x, 0.0, None)
    d, u = unpack(z)
    f = float(np.dot(big_w, d)) * unit
    shares = []
    for j in range(m):
        row = [0.0] * x.size
        for c in np.flatnonzero(cj == j):
            if d[j] > 0:
                row[order[ci[c]]] = float(u[c] / d[j])
        shares.append(row)
    if not math.isfinite(f):  # pragma: no cover - defensive
        raise InstanceError("numeric", "optimiser diverged")
    return f, (d * unit).tolist(), shares
