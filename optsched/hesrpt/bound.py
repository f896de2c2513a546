"""Certified lower bounds on the heSRPT objective, for any instance (models/hesrpt-bounds.md).

Every bound here is ``factor x`` a lower bound on the total weighted flow time
``sum_i w_i (C_i - a_i)`` of every feasible fluid schedule (factor ``1/M`` for the two
means, 1 for ``weighted_flow_time``; :meth:`~.instance.HesrptInstance.objective_factor`).
Three ingredients, each proven in models/hesrpt-bounds.md:

1. **Power majorant.** If ``s(k) <= c k**p`` on ``[0, N]``, every allocation processes at
   least as fast under ``c k**p`` as under ``s``, so the optimum under ``c k**p`` -- the
   optimum of sizes ``x / c`` under ``k**p``, Theorem 6 -- is a lower bound. For
   ``s(k) = k**p`` the majorant is ``s`` itself (``c = 1``); for Amdahl's law
   ``c(p) = max_k s(k) / k**p`` in closed form, and ``p`` is searched (every ``p`` gives a
   valid bound).
2. **Weights split.** Theorem 6 needs weights favouring small jobs; the suffix minimum
   ``w'_i = min {w_j : x_j <= x_i}`` does (and ``w' <= w``), and the rest
   ``(w_i - w'_i)`` is bounded by each job alone on all N servers, ``F_i >= x_i / s(N)``.
   For mean slowdown and mean flow time ``w' = w``.
3. **Arrival batches.** Split the jobs, in arrival order, into consecutive batches ``B``
   released at ``t_B`` (the first arrival of the batch). Restricted to ``B`` any feasible
   schedule is feasible for the offline instance ``B`` released at ``t_B``, so
   ``sum_B w_i (C_i - t_B) >= F*(B)`` and
   ``sum_B w_i (C_i - a_i) >= F*(B) - sum_B w_i (a_i - t_B)``. The batches of at most
   ``max_batch`` jobs are chosen by a dynamic programme maximising the sum (singletons:
   each job alone). Offline instances form one batch: the bound is Theorem 6, the
   optimum itself for ``k**p``.

Complexity: offline O(M log M) (plus 64 evaluations for Amdahl); online O(M L^2) with
``L = max_batch`` (compiled kernel, ~1 s for 10^5 arrivals and L = 32).
"""

from __future__ import annotations

import math
import time

import numpy as np

from optsched.core import Bound, InstanceError, interrupt
from optsched.core.jit import COMPILED, njit

from .closed_form import paper_order
from .instance import HesrptInstance
from .speedup import Amdahl, Power, Speedup

#: default largest batch of the online dynamic programme
DEFAULT_MAX_BATCH = 32
#: exponents tried for the power majorant of a non-power speedup
P_GRID = 48
#: starts of the online DP handled per compiled call (interrupt / time-limit checks between)
CHUNK = 4096


# ----------------------------------------------------------------------------- majorant


def amdahl_majorant(f: float, p: float, n_servers: float) -> float:
    """``c(p) = max_{0 < k <= N} s(k) / k**p`` for Amdahl's ``s(k) = k / ((1-f) k + f)``.

    ``log(s(k)/k**p)`` has derivative ``(1-p)/k - (1-f)/((1-f) k + f)``, positive below
    ``k* = (1-p) f / ((1-f) p)`` and negative above, so the maximum is at
    ``min(k*, N)`` (``p = 1``: the supremum ``1/f`` as ``k -> 0``; ``f = 1``: ``k* = inf``).

    Examples
    --------
    >>> round(amdahl_majorant(1.0, 0.5, 100.0), 12)      # s(k) = k <= 10 k**0.5 on [0, 100]
    10.0
    """
    if p >= 1.0:
        return 1.0 / f
    k = n_servers if f >= 1.0 else min(n_servers, (1.0 - p) * f / ((1.0 - f) * p))
    return float(k ** (1.0 - p) / ((1.0 - f) * k + f))


def majorants(speedup: Speedup, n_servers: float) -> list[tuple[float, float]]:
    """Pairs ``(c, p)`` with ``s(k) <= c k**p`` on ``[0, N]``: ``[(1, p)]`` for
    ``k**p``; a grid of ``p`` in ``(0, 1]`` for Amdahl's law.

    Raises
    ------
    InstanceError
        For a speedup of another kind (no majorant is known to be valid).
    """
    if isinstance(speedup, Power):
        return [(1.0, float(speedup.p))]
    if isinstance(speedup, Amdahl):
        f = float(speedup.f)
        ps = np.linspace(0.0, 1.0, P_GRID + 1)[1:]
        return [(amdahl_majorant(f, float(p), n_servers), float(p)) for p in ps]
    raise InstanceError("speedup", f"no certified bound for speedup kind {speedup.kind!r} "
                        "(power and amdahl are supported)")


# ----------------------------------------------------------------------------- kernels


@njit(cache=True)
def _batch_value(xs: np.ndarray, ws: np.ndarray, ts: np.ndarray, t0: float, p: float,
                 c: float, sp_n: float, s_true: float) -> float:
    """Lower bound on ``sum w_i (C_i - a_i)`` of one batch (arrays in paper order:
    size descending, ties weight ascending), released at ``t0``.

    ``xs`` sizes (s on one server), ``ws`` weights, ``ts`` arrivals (s), majorant
    ``c k**p`` with ``sp_n = N**p``, ``s_true = s(N)``. Returns
    ``max(F*(x/c; w') - sum w'_i (a_i - t0) + sum (w_i - w'_i) x_i / s(N),
    sum w_i x_i / s(N))``.
    """
    m = xs.size
    wp = np.empty(m)
    cur = np.inf
    for k in range(m - 1, -1, -1):           # suffix minimum: w'_k = min_{j >= k} w_j
        if ws[k] < cur:
            cur = ws[k]
        wp[k] = cur
    alone = 0.0
    extra = 0.0
    penalty = 0.0
    for k in range(m):
        alone += ws[k] * xs[k] / s_true
        extra += (ws[k] - wp[k]) * xs[k] / s_true
        penalty += wp[k] * (ts[k] - t0)
    total = 0.0
    z = 0.0
    if p >= 1.0:
        for k in range(m):
            z += wp[k]
            total += xs[k] * z
    else:
        ex = 1.0 / (1.0 - p)
        for k in range(m):
            z += wp[k]
            frac = wp[k] / z
            if frac >= 1.0:
                om = 1.0
            else:
                om = -math.expm1(ex * math.log1p(-frac))
            total += xs[k] * z * om ** (1.0 - p)
    fstar = total / (c * sp_n)
    return max(fstar - penalty + extra, alone)


@njit(cache=True)
def _dp_chunk(x: np.ndarray, w: np.ndarray, a: np.ndarray, best: np.ndarray, j0: int,
              j1: int, max_batch: int, p: float, c: float, sp_n: float,
              s_true: float) -> None:
    """Forward DP over batch starts ``j0 <= j < j1``: ``best[j + l] = max(best[j + l],
    best[j] + value(jobs j .. j+l-1))`` (jobs sorted by arrival)."""
    n = x.size
    xs = np.empty(max_batch)
    ws = np.empty(max_batch)
    ts = np.empty(max_batch)
    for j in range(j0, j1):
        base = best[j]
        t0 = a[j]
        m = 0
        for i in range(j, min(n, j + max_batch)):
            # insert job i keeping (size descending, weight ascending)
            pos = m
            while pos > 0 and (xs[pos - 1] < x[i] or (xs[pos - 1] == x[i]
                                                       and ws[pos - 1] > w[i])):
                xs[pos] = xs[pos - 1]
                ws[pos] = ws[pos - 1]
                ts[pos] = ts[pos - 1]
                pos -= 1
            xs[pos] = x[i]
            ws[pos] = w[i]
            ts[pos] = a[i]
            m += 1
            v = base + _batch_value(xs[:m], ws[:m], ts[:m], t0, p, c, sp_n, s_true)
            if v > best[i + 1]:
                best[i + 1] = v


# ----------------------------------------------------------------------------- bounds


def batch_value_reference(sizes: np.ndarray, weights: np.ndarray, arrivals: np.ndarray,
                          p: float, c: float, n_servers: float, s_n: float) -> float:
    """Readable transcription of one batch's value (the tests' reference for the kernel).

    Parameters
    ----------
    sizes, weights, arrivals : numpy.ndarray
        The batch's jobs, any order (seconds on one server, weights, seconds).
    p, c : float
        Majorant ``c k**p >= s(k)``.
    n_servers : float
        N.
    s_n : float
        ``s(N)`` of the instance.

    Returns
    -------
    float
        Lower bound on the batch's ``sum w_i (C_i - a_i)`` (seconds x weight).
    """
    from .closed_form import optimal_flow_time

    order = paper_order(sizes, weights)
    x, w, a = sizes[order], weights[order], arrivals[order]
    wp = np.minimum.accumulate(w[::-1])[::-1]
    t0 = float(arrivals.min())
    fstar = optimal_flow_time(x / c, p, n_servers, wp)
    value = fstar - float(np.sum(wp * (a - t0))) + float(np.sum((w - wp) * x)) / s_n
    return max(value, float(np.sum(w * x)) / s_n)


def _sorted_by_arrival(inst: HesrptInstance) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    a = inst.arrivals
    order = np.argsort(a, kind="stable")
    return inst.sizes[order], inst.weights()[order], a[order]


def dp_bound(x: np.ndarray, w: np.ndarray, a: np.ndarray, p: float, c: float,
             n_servers: float, s_n: float, max_batch: int,
             deadline: float | None = None) -> tuple[float, int]:
    """The batch DP (module docstring, item 3) on jobs sorted by arrival.

    Returns ``(total, starts_done)``: a lower bound on ``sum w_i (C_i - a_i)``; when the
    deadline (``time.monotonic()`` value) stops the DP after ``starts_done < M`` batch
    starts, the jobs from there on count alone (still valid, weaker)."""
    n = x.size
    best = np.full(n + 1, -np.inf)
    best[0] = 0.0
    sp_n = float(n_servers) ** p
    j = 0
    while j < n:
        interrupt.check()
        if deadline is not None and time.monotonic() > deadline:
            break
        j1 = min(n, j + CHUNK)
        _dp_chunk(x, w, a, best, j, j1, max_batch, p, c, sp_n, s_n)
        j = j1
    if j >= n:
        return float(best[n]), n
    rest = float(math.fsum(w[j:] * x[j:])) / s_n
    return float(best[j]) + rest, j


def offline_bound(inst: HesrptInstance) -> tuple[float, dict[str, float]]:
    """Lower bound on the total weighted flow time of an instance whose jobs all arrive
    at the same time (one batch); Theorem 6 itself for ``k**p`` and weights favouring
    small jobs. Returns ``(total, metrics)``."""
    x, w, a = inst.sizes, inst.weights(), inst.arrivals
    s_n = float(inst.speedup(inst.n_servers))
    best, best_p = -np.inf, math.nan
    for c, p in majorants(inst.speedup, inst.n_servers):
        v = batch_value_reference(x, w, a, p, c, inst.n_servers, s_n)
        if v > best:
            best, best_p = v, p
    return float(best), {"majorant_p": best_p}


def _pick_majorant(inst: HesrptInstance, x: np.ndarray, w: np.ndarray, a: np.ndarray,
                   max_batch: int) -> tuple[float, float]:
    """The majorant ``(c, p)`` whose DP bound on the first 400 arrivals is largest (any
    choice is valid; this only picks a strong one)."""
    cands = majorants(inst.speedup, inst.n_servers)
    if len(cands) == 1:
        return cands[0]
    s_n = float(inst.speedup(inst.n_servers))
    k = min(x.size, 400)
    vals = [dp_bound(x[:k], w[:k], a[:k], p, c, inst.n_servers, s_n, max_batch)[0]
            for c, p in cands]
    return cands[int(np.argmax(vals))]


def total_bound(inst: HesrptInstance, time_limit: float | None = None,
                max_batch: int = DEFAULT_MAX_BATCH) -> tuple[float, dict[str, float], bool]:
    """Lower bound on ``sum_i w_i (C_i - a_i)`` (seconds x weight), its metrics, and
    whether the method ran to its end (False: stopped by ``time_limit``, still valid)."""
    if inst.offline or len(set(inst.arrivals.tolist())) == 1:
        total, metrics = offline_bound(inst)
        metrics["batches"] = 1
        return total, metrics, True
    deadline = None if time_limit is None else time.monotonic() + time_limit
    x, w, a = _sorted_by_arrival(inst)
    c, p = _pick_majorant(inst, x, w, a, max_batch)
    s_n = float(inst.speedup(inst.n_servers))
    total, done = dp_bound(x, w, a, p, c, inst.n_servers, s_n, max_batch, deadline)
    alone = float(math.fsum(w * x)) / s_n
    return max(total, alone), {"majorant_p": p, "majorant_c": c,
                               "alone_bound_total": alone,
                               "dp_starts_done": done}, done >= x.size


def compute_batches(instance: HesrptInstance, *, time_limit: float | None = None,
                    max_batch: int = DEFAULT_MAX_BATCH) -> Bound:
    """Bound method ``batches`` (registered in :mod:`.family`): see the module docstring.

    Parameters
    ----------
    instance : HesrptInstance
    time_limit : float, optional
        Seconds; the DP stops there and the remaining jobs count alone.
    max_batch : int
        Largest batch of the online DP (cost O(M max_batch^2)).

    Returns
    -------
    Bound
        Value in the instance's objective units.
    """
    total, metrics, complete = total_bound(instance, time_limit, int(max_batch))
    metrics = {**metrics, "total_weighted_flow_time_bound": total}
    return Bound(total * instance.objective_factor(), metrics, complete)


# ----------------------------------------------------------------------------- Lagrangian


def job_costs(lam: float, horizon: float, x: np.ndarray, w: np.ndarray, a: np.ndarray,
              p: float, sp_n: float) -> tuple[np.ndarray, np.ndarray]:
    """Per-job optimum of the Lagrangian subproblem with server price ``lam`` on
    ``[0, horizon)`` and 0 afterwards (models/hesrpt-bounds.md, "Lagrangian").

    Job ``i`` alone, speedup ``k**p`` (``0 < p < 1``) on at most N servers
    (``sp_n = N**p``), minimises ``w_i (C_i - a_i) + lam x (server-seconds before
    horizon)``. Either it finishes by the horizon after ``F`` seconds at the constant
    allocation ``(x/F)**(1/p)`` (cost ``w F + lam F (x/F)**(1/p)``, best
    ``F = x (lam (1/p - 1) / w)**p`` clipped to ``[x / N**p, horizon - a]``), or it does
    work ``y`` over ``D = horizon - a`` and the rest on all N servers after the horizon
    (cost ``w (D + (x - y)/N**p) + lam D (y/D)**(1/p)``, best
    ``y = D (w p / (lam N**p))**(p/(1-p))`` clipped). Constant allocations are optimal by
    Jensen's inequality (``k**p`` concave).

    Returns
    -------
    cost, server_seconds : numpy.ndarray
        The subproblem optima and the server-seconds used before the horizon.
    """
    cost = w * x / sp_n
    used = np.zeros_like(x)
    live = a < horizon
    if not np.any(live):
        return cost, used
    xl, wl = x[live], w[live]
    d = horizon - a[live]
    inv_p = 1.0 / p
    f_min = xl / sp_n
    if lam > 0.0:
        f_star = xl * np.exp(p * np.log(lam * (inv_p - 1.0) / wl))
        log_y = np.log(d) + (p / (1.0 - p)) * np.log(wl * p / (lam * sp_n))
    else:
        f_star = np.zeros_like(xl)
        log_y = np.full_like(xl, np.inf)
    f = np.clip(f_star, f_min, np.maximum(d, f_min))
    used_a = f * (xl / f) ** inv_p
    cost_a = np.where(f_min <= d, wl * f + lam * used_a, np.inf)
    y_cap = np.minimum(xl, sp_n * d)
    y = np.exp(np.minimum(log_y, np.log(y_cap)))
    used_b = d * (y / d) ** inv_p
    cost_b = wl * (d + (xl - y) / sp_n) + lam * used_b
    take_a = cost_a <= cost_b
    cost[live] = np.where(take_a, cost_a, cost_b)
    used[live] = np.where(take_a, used_a, used_b)
    return cost, used


@njit(cache=True)
def _job_costs_sum(lam: float, horizon: float, x: np.ndarray, w: np.ndarray, a: np.ndarray,
                   p: float, sp_n: float) -> tuple[float, float]:
    """Compiled :func:`job_costs`, summed: ``(sum cost, sum used)``."""
    inv_p = 1.0 / p
    tot_c = 0.0
    tot_u = 0.0
    for i in range(x.size):
        xi, wi = x[i], w[i]
        if a[i] >= horizon:
            tot_c += wi * xi / sp_n
            continue
        d = horizon - a[i]
        f_min = xi / sp_n
        cost_a = np.inf
        used_a = 0.0
        if f_min <= d:
            f = 0.0 if lam <= 0.0 else xi * math.exp(p * math.log(lam * (inv_p - 1.0) / wi))
            f = min(max(f, f_min), d)
            used_a = f * (xi / f) ** inv_p
            cost_a = wi * f + lam * used_a
        y_cap = min(xi, sp_n * d)
        if lam > 0.0:
            log_y = math.log(d) + (p / (1.0 - p)) * math.log(wi * p / (lam * sp_n))
            y = math.exp(min(log_y, math.log(y_cap)))
        else:
            y = y_cap
        used_b = d * (y / d) ** inv_p
        cost_b = wi * (d + (xi - y) / sp_n) + lam * used_b
        if cost_a <= cost_b:
            tot_c += cost_a
            tot_u += used_a
        else:
            tot_c += cost_b
            tot_u += used_b
    return tot_c, tot_u


def lagrangian_value(lam: float, horizon: float, x: np.ndarray, w: np.ndarray,
                     a: np.ndarray, p: float, n_servers: float) -> tuple[float, float]:
    """``L(lam) = sum_i cost_i - lam N horizon`` (a lower bound on ``sum w_i (C_i - a_i)``
    for every ``lam >= 0``) and its slope ``sum_i used_i - N horizon`` (compiled;
    :func:`job_costs` is the readable reference the tests compare with)."""
    cost, used = _job_costs_sum(float(lam), float(horizon), x, w, a, float(p),
                                float(n_servers) ** p)
    return cost - lam * n_servers * horizon, used - n_servers * horizon


def best_price(horizon: float, x: np.ndarray, w: np.ndarray, a: np.ndarray, p: float,
               n_servers: float, iters: int = 60) -> tuple[float, float]:
    """Maximise the concave ``L(lam)`` over ``lam >= 0`` (bisection on its slope);
    returns ``(L, lam)``. Every ``lam`` evaluated gives a valid bound; the best is kept."""
    best, best_lam = lagrangian_value(0.0, horizon, x, w, a, p, n_servers)[0], 0.0
    lo, hi = 0.0, 1.0
    val, slope = lagrangian_value(hi, horizon, x, w, a, p, n_servers)
    if val > best:
        best, best_lam = val, hi
    while slope > 0.0 and hi < 1e300:
        lo, hi = hi, hi * 16.0
        val, slope = lagrangian_value(hi, horizon, x, w, a, p, n_servers)
        if val > best:
            best, best_lam = val, hi
    for _ in range(iters):
        interrupt.check()
        mid = math.sqrt(lo * hi) if lo > 0.0 else hi / 1024.0
        val, slope = lagrangian_value(mid, horizon, x, w, a, p, n_servers)
        if val > best:
            best, best_lam = val, mid
        if slope > 0.0:
            lo = mid
        else:
            hi = mid
        if lo > 0.0 and hi / lo < 1.0 + 1e-9:
            break
    return best, best_lam


#: horizons tried by the Lagrangian bound, as fractions of the arrival span beyond the
#: first arrival (1.0 = the last arrival)
HORIZON_FRACTIONS = (0.25, 0.5, 0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 2.0, 3.0)


def lagrangian_bound(inst: HesrptInstance, time_limit: float | None = None
                     ) -> tuple[float, dict[str, float], bool]:
    """Lagrangian relaxation of the server capacity with a constant price on
    ``[0, H)`` (models/hesrpt-bounds.md); ``H`` and the price are searched. Returns
    ``(total, metrics, complete)``; the total bounds ``sum w_i (C_i - a_i)``."""
    deadline = None if time_limit is None else time.monotonic() + time_limit
    x0, w, a = inst.sizes, inst.weights(), inst.arrivals
    s_n = float(inst.speedup(inst.n_servers))
    best = float(math.fsum(w * x0)) / s_n
    metrics: dict[str, float] = {"price": 0.0, "horizon_s": 0.0}
    span = float(a.max() - a.min())
    work_span = float(np.sum(x0)) / s_n
    complete = True
    cands = majorants(inst.speedup, inst.n_servers)
    if len(cands) > 1:  # a coarse grid of exponents: each costs a full price search
        cands = cands[len(cands) // 12 - 1::len(cands) // 12]
    for c, p in cands:
        if p >= 1.0:
            continue  # linear speedup: the price term is constant (see the batches bound)
        x = x0 / c
        for frac in HORIZON_FRACTIONS:
            if deadline is not None and time.monotonic() > deadline:
                complete = False
                break
            horizon = float(a.min()) + frac * (span if span > 0.0 else work_span)
            val, lam = best_price(horizon, x, w, a, p, inst.n_servers)
            if val > best:
                best = val
                metrics = {"price": lam, "horizon_s": horizon, "majorant_p": p,
                           "majorant_c": c}
    return best, metrics, complete


def compute_lagrangian(instance: HesrptInstance, *, time_limit: float | None = None) -> Bound:
    """Bound method ``lagrangian`` (:func:`lagrangian_bound`), objective units."""
    total, metrics, complete = lagrangian_bound(instance, time_limit)
    metrics = {**metrics, "total_weighted_flow_time_bound": total}
    return Bound(total * instance.objective_factor(), metrics, complete)


def best_bound(instance: HesrptInstance, time_limit: float | None = None,
               max_batch: int = DEFAULT_MAX_BATCH) -> tuple[float, dict[str, float], bool]:
    """The larger of the batch and Lagrangian bounds (total weighted flow time)."""
    t0 = time.monotonic()
    tb, mb, cb = total_bound(instance, None if time_limit is None else 0.5 * time_limit,
                             max_batch)
    metrics: dict[str, float] = {"batches_total": tb}
    if instance.offline or len(set(instance.arrivals.tolist())) == 1:
        return tb, {**metrics, **mb}, cb  # one batch: Theorem 6 (of the majorant) itself
    left = None if time_limit is None else max(0.0, time_limit - (time.monotonic() - t0))
    tl, ml, cl = lagrangian_bound(instance, left)
    metrics["lagrangian_total"] = tl
    if tl > tb:
        return tl, {**metrics, **ml}, cb and cl
    return tb, {**metrics, **mb}, cb and cl


def bound_value(inst: HesrptInstance, time_limit: float | None = None,
                max_batch: int = DEFAULT_MAX_BATCH) -> float:
    """The certified lower bound on ``inst``'s objective, in its units (one call for
    figure scripts: mean slowdown, mean flow time (s) or total weighted flow time):
    the larger of the batch and Lagrangian bounds."""
    return best_bound(inst, time_limit, max_batch)[0] * inst.objective_factor()


def compute_best(instance: HesrptInstance, *, time_limit: float | None = None,
                 max_batch: int = DEFAULT_MAX_BATCH) -> Bound:
    """Bound method ``best`` (the default): :func:`best_bound` in objective units."""
    total, metrics, complete = best_bound(instance, time_limit, int(max_batch))
    metrics = {**metrics, "total_weighted_flow_time_bound": total}
    return Bound(total * instance.objective_factor(), metrics, complete)


def compute_alone(instance: HesrptInstance, *, time_limit: float | None = None) -> Bound:
    """Bound method ``alone``: every job alone on all N servers from its arrival,
    ``C_i - a_i >= x_i / s(N)`` (O(M))."""
    s_n = float(instance.speedup(instance.n_servers))
    total = float(math.fsum(instance.weights() * instance.sizes)) / s_n
    return Bound(total * instance.objective_factor(), {"total_weighted_flow_time_bound":
                                                       total})


__all__ = ["COMPILED", "DEFAULT_MAX_BATCH", "amdahl_majorant", "batch_value_reference",
           "bound_value", "compute_alone", "compute_batches", "dp_bound", "majorants",
           "offline_bound", "total_bound"]
