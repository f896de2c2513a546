"""Lagrangian bound of a time-indexed model with the machine capacities relaxed.

Shared by the hgsp and hgsp-llm bounds (``models/hgsp-bounds.md``,
``models/hgsp-llm-bounds.md``). The *tick problem* (:class:`CapacityRelaxation`):
time is a grid of ticks; machines come in kinds, kind ``k`` has ``count[k]`` identical
machines. Job ``i`` is processed exactly once, by one of its *options* ``o``: start at a
tick ``s`` in ``[lo[o], cap[o]]``, hold ``n_ok`` machines of each kind ``k`` for
``q[o] >= 1`` ticks, at cost ``coef[o] * max(base[o], slope * s + off[o])``
(non-decreasing in ``s``). An hgsp task has one option per GPU kind it fits (one
machine); an hgsp-llm gang one option per *gang pattern* (how many GPUs of each kind).

Relaxing the capacities "at most ``count[k]`` machines of kind ``k`` busy in tick
``t``" with prices ``mu[k, t] >= 0`` leaves one independent choice per job::

    L(mu) = sum_i min_{o of i, s} (cost_o(s) + sum_k n_ok sum_{t = s}^{s+q_o-1} mu[k, t])
            - sum_{k, t} count[k] mu[k, t]  <=  OPT(tick problem)

for every ``mu >= 0`` (a schedule pays at least its cost plus the prices of what it
uses, and uses at most the capacity). ``L(0)`` is each job's cheapest option alone; the
maximum over ``mu`` is the LP bound of the time-indexed model (capacity per kind and
tick). Since ``cost_o`` is non-decreasing and the prices are non-negative, the scan of
an option's starts stops as soon as its cost alone reaches the job's best value.

Ticks no option can use are dropped (compressed time), so huge arrival gaps cost
nothing. :func:`job_values` is the compiled kernel (numba), :func:`job_values_reference`
the readable loop the tests compare it with; :func:`maximize_prices` runs a projected
subgradient ascent on ``mu``.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import numpy as np

from optsched.core import interrupt

from .bound_paths import FP_MARGIN, INF, njit


@dataclass(frozen=True)
class CapacityRelaxation:
    """The tick problem with capacities relaxed (module docstring).

    Attributes
    ----------
    delta : float
        Tick length (documentation; the costs carry it through ``slope``).
    slope : float
        ``cost_o(s) = coef[o] * max(base[o], slope * s + off[o])``.
    count : int64 ndarray (K,)
        Machines per kind.
    job_ptr : int64 ndarray (n + 1,)
        Options of job ``i`` are ``job_ptr[i]:job_ptr[i+1]``.
    q, lo, cap : int64 ndarrays (options,)
        Occupancy (ticks, >= 1), earliest and latest start tick.
    coef, base, off : float ndarrays (options,)
    use : int64 ndarray (options, K)
        Machines of each kind an option holds.
    fixed : float
        Bound contribution of the jobs kept out of the tick problem.
    """

    delta: float
    slope: float
    count: np.ndarray
    job_ptr: np.ndarray
    q: np.ndarray
    lo: np.ndarray
    cap: np.ndarray
    coef: np.ndarray
    base: np.ndarray
    off: np.ndarray
    use: np.ndarray
    fixed: float = 0.0
    info: dict[str, object] = field(default_factory=dict)

    @property
    def n(self) -> int:
        """Number of jobs."""
        return int(self.job_ptr.size - 1)

    @property
    def kinds(self) -> int:
        """Number of machine kinds."""
        return int(self.count.size)


@dataclass(frozen=True)
class Timeline:
    """Compressed ticks: the merged ranges ``[lo, cap + q)`` of all options.

    ``shift[o]`` maps option ``o``'s ticks to positions (``pos = tick + shift[o]``);
    ``size`` positions in all.
    """

    shift: np.ndarray
    size: int

    @staticmethod
    def of(relax: CapacityRelaxation) -> Timeline:
        """Merge the options' tick ranges into segments laid end to end."""
        start = relax.lo
        end = relax.cap + relax.q
        shift = np.zeros(start.size, np.int64)
        pos = 0
        seg_lo = seg_hi = 0
        members: list[int] = []
        for o in np.argsort(start, kind="stable").tolist():
            if members and start[o] <= seg_hi:
                seg_hi = max(seg_hi, int(end[o]))
                members.append(o)
                continue
            if members:
                shift[members] = pos - seg_lo
                pos += seg_hi - seg_lo
            seg_lo, seg_hi, members = int(start[o]), int(end[o]), [o]
        if members:
            shift[members] = pos - seg_lo
            pos += seg_hi - seg_lo
        return Timeline(shift, pos)


@njit(cache=True)
def job_values(job_ptr, q, lo, cap, coef, base, off, use, shift, prefix, slope,
               best_o, best_s):  # pragma: no cover - compiled
    """Each job's cheapest option and start at prices ``prefix`` (compiled).

    ``prefix[k, x]`` = sum of the prices of kind ``k`` over positions ``< x``. Writes the
    chosen option and start tick of each job into ``best_o``/``best_s`` and returns the
    values (cost plus prices)."""
    n = job_ptr.size - 1
    K = use.shape[1]
    out = np.empty(n)
    for i in range(n):
        best = INF
        bo = -1
        bs = 0
        for o in range(job_ptr[i], job_ptr[i + 1]):
            for s in range(lo[o], cap[o] + 1):
                x = slope * s + off[o]
                if x < base[o]:
                    x = base[o]
                c = coef[o] * x
                if c >= best:
                    break
                a = s + shift[o]
                b = a + q[o]
                v = c
                for k in range(K):
                    if use[o, k] > 0:
                        v += use[o, k] * (prefix[k, b] - prefix[k, a])
                if v < best:
                    best = v
                    bo = o
                    bs = s
        out[i] = best
        best_o[i] = bo
        best_s[i] = bs
    return out


def job_values_reference(relax: CapacityRelaxation, line: Timeline, mu: np.ndarray
                         ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Readable reference of :func:`job_values`: every option and start of every job,
    prices summed tick by tick. Returns ``(values, best_o, best_s)``."""
    vals = np.full(relax.n, INF)
    bo = np.full(relax.n, -1, np.int64)
    bs = np.zeros(relax.n, np.int64)
    for i in range(relax.n):
        for o in range(int(relax.job_ptr[i]), int(relax.job_ptr[i + 1])):
            for s in range(int(relax.lo[o]), int(relax.cap[o]) + 1):
                cost = float(relax.coef[o]) * max(float(relax.base[o]),
                                                  relax.slope * s + float(relax.off[o]))
                pos = s + int(line.shift[o])
                price = sum(float(relax.use[o, k]) * float(mu[k, pos:pos + relax.q[o]].sum())
                            for k in range(relax.kinds))
                if cost + price < vals[i]:
                    vals[i], bo[i], bs[i] = cost + price, o, s
    return vals, bo, bs


def evaluate_prices(relax: CapacityRelaxation, line: Timeline, mu: np.ndarray,
                    reference: bool = False) -> tuple[float, np.ndarray, float]:
    """``(L(mu), usage, magnitude)``: the bound before the floating-point allowance,
    the machines of each kind the chosen options hold per position (shape of ``mu``),
    and the magnitude of the terms summed. A job without options (kept out of the tick
    problem, e.g. of weight 0) contributes nothing."""
    if reference:
        vals, bo, bs = job_values_reference(relax, line, mu)
    else:
        prefix = np.zeros((relax.kinds, line.size + 1))
        np.cumsum(mu, axis=1, out=prefix[:, 1:])
        bo = np.empty(relax.n, np.int64)
        bs = np.empty(relax.n, np.int64)
        vals = job_values(relax.job_ptr, relax.q, relax.lo, relax.cap, relax.coef,
                          relax.base, relax.off, relax.use, line.shift, prefix, relax.slope,
                          bo, bs)
    usage = np.zeros((relax.kinds, line.size + 1))
    ok = bo >= 0
    a = bs[ok] + line.shift[bo[ok]]
    b = a + relax.q[bo[ok]]
    for k in range(relax.kinds):
        n_k = relax.use[bo[ok], k].astype(float)
        np.add.at(usage[k], a, n_k)
        np.add.at(usage[k], b, -n_k)
    usage = np.cumsum(usage, axis=1)[:, :-1]
    cap_price = float(np.dot(relax.count.astype(float), mu.sum(axis=1)))
    total = float(vals[ok].sum()) - cap_price
    mag = float(np.abs(vals[ok]).sum()) + cap_price
    return total, usage, mag


@dataclass
class PriceAscent:
    """Outcome of :func:`maximize_prices`."""

    value: float
    mu: np.ndarray
    iterations: int
    complete: bool
    history: list[float] = field(default_factory=list)


def maximize_prices(relax: CapacityRelaxation, target: float, *, deadline: float | None,
                    max_iter: int = 2000, stall: int = 20, theta0: float = 1.0,
                    min_theta: float = 1e-4, mu0: np.ndarray | None = None
                    ) -> PriceAscent:
    """Projected subgradient ascent on the prices (Polyak step towards ``target``).

    Every iterate gives a valid bound ``relax.fixed + L(mu) - FP_MARGIN * magnitude``;
    the best is kept. ``theta`` halves after ``stall`` iterations without improvement
    (restarting from the best prices); the ascent stops after ``max_iter`` iterations,
    at ``deadline`` (``time.perf_counter()``) or when ``theta < min_theta``.
    """
    line = Timeline.of(relax)
    cnt = relax.count.astype(float)[:, None]
    mu = np.zeros((relax.kinds, line.size)) if mu0 is None else mu0.copy()
    best, best_mu = -math.inf, mu.copy()
    theta, since, it, complete = theta0, 0, 0, True
    history: list[float] = []
    for it in range(1, max_iter + 1):
        interrupt.check()
        if deadline is not None and time.perf_counter() > deadline:
            complete, it = False, it - 1
            break
        val, usage, mag = evaluate_prices(relax, line, mu)
        valid = relax.fixed + val - FP_MARGIN * mag
        history.append(valid)
        if not math.isfinite(best) or valid > best + 1e-12 * abs(best):
            best, best_mu, since = valid, mu.copy(), 0
        else:
            since += 1
            if since >= stall:
                theta *= 0.5
                since = 0
                mu = best_mu.copy()
                if theta < min_theta:
                    break
                continue
        g = usage - cnt
        g[(mu <= 0) & (g < 0)] = 0.0  # projection onto mu >= 0
        norm = float(np.sum(g * g))
        if norm <= 0:  # no capacity exceeded and every price where it binds: optimal
            break
        gap = max(target - (val + relax.fixed), 1e-9 * abs(target), 1e-300)
        mu = np.maximum(mu + theta * gap / norm * g, 0.0)
    return PriceAscent(best, best_mu, it, complete, history)
