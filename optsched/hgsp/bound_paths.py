"""Lagrangian bound of a time-indexed scheduling model: one shortest path per machine kind.

Shared by the hgsp and hgsp-llm bounds (``models/hgsp-bounds.md``,
``models/hgsp-llm-bounds.md``). The *tick problem* (:class:`PathRelaxation`) is a
relaxation both families build from their instances:

* time is a grid of ticks of ``delta`` time units; machines come in kinds, kind ``k``
  has ``count[k]`` identical machines, each runs one job at a time;
* job ``i`` must be processed ``mult[i]`` times in total (1 for an hgsp task, ``tau_i``
  unit pieces for an hgsp-llm gang); an *option* ``o`` processes job ``task[o]`` on a
  machine of kind ``kind[o]``, starting at a tick ``s`` in ``[lo[o], cap[o]]`` and
  occupying the machine for ``q[o] >= 1`` ticks, at cost
  ``coef[o] * max(base[o], slope * s + off[o])`` (non-decreasing in ``s``).

Relaxing "job ``i`` is processed ``mult[i]`` times" with multipliers ``lam_i`` leaves,
for each machine, a shortest path over ticks: an arc either idles one tick (cost 0) or
runs an option from ``s`` to ``s + q`` at reduced cost ``cost_o(s) - lam_i``. For every
``lam``::

    L(lam) = sum_i mult_i lam_i + sum_k count_k F_k(lam) <= OPT(tick problem),

because a schedule of the tick problem is, machine by machine, such a path, and its cost
equals its path value plus ``sum_i mult_i lam_i``. ``F_k`` only needs the arcs of negative
reduced cost (a path value is non-increasing in time thanks to the idle arcs), so each
option is swept over its *window* ``[lo, hi)`` of starts where ``cost_o(s) < lam_i``;
ticks no window covers are skipped (compressed time), so huge arrival gaps cost nothing.

:func:`kind_paths` is the compiled kernel (numba), :func:`kind_paths_reference` the
readable path over every tick that the tests compare it with; :func:`maximize` runs a
deflected subgradient ascent on ``lam`` and keeps the best value (every iterate is a
valid bound).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from optsched.core import interrupt
from optsched.core.jit import njit

INF = 1e300
#: integral data (durations and arrivals multiples of a unit): the exact grid is used
#: while the median shortest duration is at most this many ticks
EXACT_GRID_MAX_TICKS = 256
#: relative floating-point allowance subtracted from a bound (``L`` is a sum of up to
#: ~1e6 products; double precision loses at most ~1e-10 of the magnitudes summed)
FP_MARGIN = 1e-10


def choose_tick(shortest: np.ndarray, durations: np.ndarray, arrivals: np.ndarray,
                unit: float, resolution: int) -> tuple[float, bool]:
    """``(delta, exact)``: the tick length and whether every duration and arrival is a
    multiple of it.

    When ``durations / unit`` and ``arrivals / unit`` are integers (to 1e-9 relative, as
    the exact models read them) the tick is ``unit`` times their common divisor, kept
    while the median of ``shortest`` (each job's shortest duration) is at most
    :data:`EXACT_GRID_MAX_TICKS` ticks. Otherwise ``delta`` = median shortest duration /
    ``resolution`` and the tick problem rounds in its own favour.
    """
    med = float(np.median(shortest[np.isfinite(shortest)]))
    vals = np.concatenate([np.ravel(durations), np.ravel(arrivals)]) / unit
    r = np.rint(vals)
    if vals.size and np.all(np.isfinite(vals)) and np.all(
            np.abs(vals - r) <= 1e-9 * np.maximum(1.0, np.abs(vals))) \
            and np.all(np.abs(r) < 2.0 ** 62):
        nz = np.abs(r[r != 0]).astype(np.int64)
        g = int(np.gcd.reduce(nz)) if nz.size else 1
        delta = max(g, 1) * unit
        if med / delta <= EXACT_GRID_MAX_TICKS:
            return delta, True
    return med / resolution, False


def tick_counts(times: np.ndarray, delta: float, exact: bool) -> np.ndarray:
    """``times / delta`` rounded down (rounded to the nearest integer when ``exact``:
    the times are multiples of ``delta`` up to floating-point noise), as float."""
    x = np.asarray(times, dtype=float) / delta
    return np.rint(x) if exact else np.floor(x * (1 - 1e-12))


@dataclass(frozen=True)
class PathRelaxation:
    """The tick problem (module docstring). Options are sorted by ``(kind, lo)``.

    Attributes
    ----------
    delta : float
        Tick length (time units of the instance); documentation only, the costs carry it.
    slope : float
        ``cost_o(s) = coef[o] * max(base[o], slope * s + off[o])``.
    mult : ndarray (n,)
        How often each job must be processed (``r_i``).
    count : ndarray (K,)
        Machines per kind.
    kind_ptr : ndarray (K + 1,)
        Options of kind ``k`` are ``kind_ptr[k]:kind_ptr[k+1]``.
    task, q, lo, cap : int64 ndarrays (options,)
        Job, occupancy (ticks, >= 1), earliest and latest start tick.
    coef, base, off : float ndarrays (options,)
        Cost parameters (``coef >= 0``).
    fixed : float
        Bound contribution of the jobs kept out of the tick problem (their own bound).
    """

    delta: float
    slope: float
    mult: np.ndarray
    count: np.ndarray
    kind_ptr: np.ndarray
    task: np.ndarray
    q: np.ndarray
    lo: np.ndarray
    cap: np.ndarray
    coef: np.ndarray
    base: np.ndarray
    off: np.ndarray
    fixed: float = 0.0
    info: dict[str, object] = field(default_factory=dict)

    @property
    def n(self) -> int:
        """Number of jobs."""
        return int(self.mult.size)

    @property
    def kinds(self) -> int:
        """Number of machine kinds."""
        return int(self.count.size)

    def windows(self, lam: np.ndarray) -> np.ndarray:
        """Exclusive end ``hi`` of each option's window of useful starts at ``lam``.

        ``cost_o(s) < lam_i`` holds for ``s < (lam_i / coef - off) / slope``; one tick of
        margin is added (the kernels test the reduced cost themselves, so a window that
        is too long costs time, never validity), capped at ``cap + 1``.
        """
        lam_o = lam[self.task]
        hi = self.lo.copy()  # empty by default
        pos = self.coef > 0
        base_cost = self.coef * self.base
        open_ = lam_o > base_cost
        free = open_ & ~pos  # zero cost: the whole range
        hi[free] = self.cap[free] + 1
        sel = open_ & pos
        if np.any(sel):
            x = (lam_o[sel] / self.coef[sel] - self.off[sel]) / self.slope
            top = (self.cap[sel] + 1).astype(float)
            x = np.minimum(np.floor(x) + 2.0, top)
            hi[sel] = np.maximum(x, self.lo[sel].astype(float)).astype(np.int64)
        return hi

    def evaluate(self, lam: np.ndarray, reference: bool = False
                 ) -> tuple[float, np.ndarray, float]:
        """``(L(lam), use, magnitude)``: the bound (before the floating-point allowance),
        how often each job is processed on the machines' shortest paths (all copies
        counted) and the magnitude of the terms summed."""
        hi = self.windows(lam)
        use = np.zeros(self.n)
        total = float(np.dot(self.mult, lam))
        mag = float(np.dot(self.mult, np.abs(lam)))
        fn = kind_paths_reference if reference else kind_paths
        for k in range(self.kinds):
            a, b = int(self.kind_ptr[k]), int(self.kind_ptr[k + 1])
            if a == b:
                continue
            counts = np.zeros(self.n, np.int64)
            val = fn(self.lo[a:b], hi[a:b], self.q[a:b], self.coef[a:b], self.base[a:b],
                     self.off[a:b], self.task[a:b], lam, self.slope, counts)
            total += float(self.count[k]) * val
            mag += float(self.count[k]) * abs(val)
            use += float(self.count[k]) * counts
        return total, use, mag

    def bound(self, lam: np.ndarray, reference: bool = False) -> float:
        """A valid bound at ``lam``: ``L(lam)`` minus the floating-point allowance, plus
        :attr:`fixed`."""
        val, _use, mag = self.evaluate(lam, reference)
        return self.fixed + val - FP_MARGIN * mag


@njit(cache=True)
def kind_paths(lo, hi, q, coef, base, off, task, lam, slope, counts):  # pragma: no cover
    """Shortest path over ticks for one machine of a kind (compiled; compressed time).

    Parameters
    ----------
    lo, hi, q : int64 arrays
        Window ``[lo, hi)`` of starts and occupancy of each option; options sorted by
        ``lo``.
    coef, base, off : float arrays
        Cost ``coef * max(base, slope * s + off)`` of starting at tick ``s``.
    task : int64 array
        Job of each option.
    lam : float array
        Multipliers (one per job).
    slope : float
    counts : int64 array (jobs,)
        Receives how often each job is on the shortest path.

    Returns
    -------
    float
        The shortest path value (<= 0).
    """
    m = lo.size
    # merged segments of [lo, hi + q) over non-empty windows (options sorted by lo)
    seg_r0 = np.empty(m, np.int64)
    seg_r1 = np.empty(m, np.int64)
    nseg = 0
    for o in range(m):
        if hi[o] <= lo[o]:
            continue
        end = hi[o] + q[o]
        if nseg > 0 and lo[o] <= seg_r1[nseg - 1]:
            if end > seg_r1[nseg - 1]:
                seg_r1[nseg - 1] = end
        else:
            seg_r0[nseg] = lo[o]
            seg_r1[nseg] = end
            nseg += 1
    if nseg == 0:
        return 0.0
    total = 0
    for g in range(nseg):
        total += seg_r1[g] - seg_r0[g]
    F = np.full(total + 1, INF)
    pred = np.full(total + 1, -1, np.int64)  # option that completes here, -1 = idle
    F[0] = 0.0
    active = np.empty(m, np.int64)
    nact = 0
    nxt = 0  # next option (in lo order) to activate
    c = 0  # compressed position
    for g in range(nseg):
        r0 = seg_r0[g]
        r1 = seg_r1[g]
        for t in range(r0, r1):
            while nxt < m and (hi[nxt] <= lo[nxt] or lo[nxt] <= t):
                if hi[nxt] > lo[nxt]:
                    active[nact] = nxt
                    nact += 1
                nxt += 1
            f = F[c]
            j = 0
            while j < nact:
                o = active[j]
                if t >= hi[o]:
                    nact -= 1
                    active[j] = active[nact]
                    continue
                x = slope * t + off[o]
                if x < base[o]:
                    x = base[o]
                rc = coef[o] * x - lam[task[o]]
                if rc < 0.0:
                    v = f + rc
                    e = c + q[o]
                    if v < F[e]:
                        F[e] = v
                        pred[e] = o
                j += 1
            if f <= F[c + 1]:
                F[c + 1] = f
                pred[c + 1] = -1
            c += 1
    # walk back
    c = total
    while c > 0:
        o = pred[c]
        if o < 0:
            c -= 1
        else:
            counts[task[o]] += 1
            c -= q[o]
    return F[total]


def kind_paths_reference(lo: np.ndarray, hi: np.ndarray, q: np.ndarray, coef: np.ndarray,
                         base: np.ndarray, off: np.ndarray, task: np.ndarray,
                         lam: np.ndarray, slope: float, counts: np.ndarray) -> float:
    """Readable reference of :func:`kind_paths`: the same shortest path over *every* tick
    from the first window start to the last completion (no compression), options
    enumerated at each tick. Same arguments and result (``counts`` of one shortest path;
    ties may pick another path of equal value)."""
    live = [o for o in range(lo.size) if hi[o] > lo[o]]
    if not live:
        return 0.0
    t0 = min(int(lo[o]) for o in live)
    t1 = max(int(hi[o] + q[o]) for o in live)
    # tick -> (value, (option, start) of the arc that reaches it, or None for idle)
    best: dict[int, tuple[float, tuple[int, int] | None]] = {t0: (0.0, None)}
    for t in range(t0, t1):
        f = best[t][0]
        for o in live:
            if lo[o] <= t < hi[o]:
                rc = float(coef[o]) * max(float(base[o]), slope * t + float(off[o])) \
                    - float(lam[task[o]])
                e = t + int(q[o])
                if rc < 0 and f + rc < best.get(e, (INF, None))[0]:
                    best[e] = (f + rc, (o, t))
        if f <= best.get(t + 1, (INF, None))[0]:
            best[t + 1] = (f, None)
    t = t1
    while t > t0:
        step = best[t][1]
        if step is None:
            t -= 1
        else:
            counts[task[step[0]]] += 1
            t = step[1]
    return best[t1][0]


@dataclass
class Ascent:
    """Outcome of :func:`maximize`."""

    value: float
    lam: np.ndarray
    iterations: int
    complete: bool
    history: list[float] = field(default_factory=list)


def maximize(relax: PathRelaxation, lam0: np.ndarray, target: float, *,
             deadline: float | None, max_iter: int = 300, stall: int = 20,
             theta0: float = 30.0, deflection: float = 0.5, min_theta: float = 1e-4,
             lam_cap: np.ndarray | None = None, best: float = -math.inf,
             restart: bool = True,
             on_iteration: Callable[[int, float], None] | None = None) -> Ascent:
    """Deflected subgradient ascent on ``lam`` (Polyak step towards ``target``).

    Parameters
    ----------
    relax : PathRelaxation
    lam0 : ndarray (n,)
        Starting multipliers (e.g. each job's cost in a heuristic schedule).
    target : float
        An upper bound estimate (a heuristic's objective) for the Polyak step
        ``theta (target - L) / |d|^2``.
    deadline : float or None
        ``time.perf_counter()`` value at which to stop (the best value so far is kept).
    max_iter, stall, theta0, deflection, min_theta
        ``theta`` halves after ``stall`` iterations without improvement; the ascent stops
        after ``max_iter`` iterations or when ``theta < min_theta``.
    lam_cap : ndarray, optional
        Upper limits on ``lam`` (any ``lam`` gives a valid bound; capping keeps windows,
        hence the work per iteration, bounded).
    best : float
        A bound already known (the returned value is at least this).

    Returns
    -------
    Ascent
        ``value`` = the best valid bound seen (``relax.bound``), its ``lam``; ``complete``
        False when the deadline stopped the ascent.
    """
    lam = np.maximum(np.asarray(lam0, dtype=float), 0.0)
    if lam_cap is not None:
        lam = np.minimum(lam, lam_cap)
    best_lam = lam.copy()
    theta = theta0
    direction = np.zeros_like(lam)
    since = 0
    history: list[float] = []
    complete = True
    it = 0
    for it in range(1, max_iter + 1):
        interrupt.check()
        if deadline is not None and time.perf_counter() > deadline:
            complete = False
            it -= 1
            break
        val, use, mag = relax.evaluate(lam)
        valid = relax.fixed + val - FP_MARGIN * mag
        history.append(valid)
        if on_iteration is not None:
            on_iteration(it, valid)
        if not math.isfinite(best) or valid > best + 1e-12 * abs(best):
            best, best_lam, since = valid, lam.copy(), 0
        else:
            since += 1
            if since >= stall:
                theta *= 0.5
                since = 0
                if restart:  # continue from the best multipliers
                    lam = best_lam.copy()
                    direction[:] = 0.0
                if theta < min_theta:
                    break
                if restart:
                    continue
        g = relax.mult - use
        direction = g + deflection * direction
        norm = float(np.dot(direction, direction))
        if norm <= 0:  # every job processed exactly as required: the bound is tight
            break
        gap = max(target - (val + relax.fixed), 1e-9 * abs(target), 1e-300)
        lam = np.maximum(lam + theta * gap / norm * direction, 0.0)
        if lam_cap is not None:
            lam = np.minimum(lam, lam_cap)
    return Ascent(best, best_lam, it, complete, history)
