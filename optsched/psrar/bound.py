"""Certified bounds for the two psrar families (models/psrar-bounds.md).

``psrar`` (min ``sum_j w_j c_j``, slots): lower bounds; ``psrar-maxweight`` (max weight
completed by ``tau``): upper bounds. Every bound holds for *every* schedule the verifier
accepts, preempted ones (pieces) included.

Per-job quantities (:func:`job_rates`), over a **superset** of the configurations a piece
can use (every worker type ``m``, PS type ``p``, worker count ``N <= D_j`` and rate case
``q`` whose workers fit the cluster -- and, for ``q = 1``, one server with one PS):

* ``W_j = E_j D_j K_j`` mini-batches (2f);
* ``R_j`` = the largest rate ``N rho`` (mini-batches per slot): a busy slot does at most
  ``R_j``, so ``d_lo_j = ceil(W_j / R_j)`` busy slots are needed and ``c_j >= a_j +
  d_lo_j``;
* ``e_jr`` = the largest ``N rho / demand_r`` with demand ``N e_m^r + z_p^r`` (at least
  one PS for a PS job): every slot in which ``u`` mini-batches of job ``j`` are done uses
  at least ``u / e_jr`` of resource ``r`` (summed over servers), so the job needs
  ``A_jr = W_j / e_jr`` resource-slots.

Bounds:

* ``smith`` (any size, O(J log J) per weight vector): the cluster's total capacity
  ``C^r = sum_h C_h^r`` of one resource as a single preemptive machine of speed ``C^r``
  processing works ``A_jr`` from ``a_j``. With mean busy times ``M_j`` of job ``j``'s
  resource use, ``c_j >= M_j + (W_j / R_j) / 2`` (at most ``R_j`` mini-batches per slot),
  ``sum_j w_j mu_j M_j`` is at least the greedy optimum (largest ``w_j mu_j / A_jr``
  first, preemptive: Smith's rule with release dates, Goemans 1996), and for any
  ``mu in [0, 1]^J``:
  ``sum w_j c_j >= sum w_j (mu_j (M*_j + W_j / 2 R_j) + (1 - mu_j)(a_j + d_lo_j))``;
  the best over resources, a normalised resource mix and the ``mu`` tried.
* ``fluid-lp`` (up to ``max_cells`` job-slots): the time-indexed fluid relaxation --
  ``u_jt`` mini-batches in slot ``t < H`` (``<= R_j``, resource use ``u_jt / e_jr``
  within ``C^r``), overflow ``o_j`` after ``H``, ``c_j >= sum_t (t + 1/2) u_jt / W_j +
  H o_j / W_j + W_j / 2 R_j``, ``c_j >= a_j + d_lo_j``, ``c_j >= (t + 1) u_jt / R_j``;
  with integer ``c_j`` (completions are whole slots) solved as a small MILP whose dual
  bound is taken (the LP value when the MILP does not finish, the ``smith`` bound when
  neither does). Max-weight: ``x_j`` (binary, MILP; its dual bound is an upper bound)
  with ``sum_{t < tau} u_jt = W_j x_j``, ``u_jt <= R_j x_j`` and the capacities; jobs
  with ``a_j + d_lo_j > tau`` are excluded.
* ``knapsack`` (max-weight, any size): ``sum_j A_jr x_j <= C^r (tau - t0)`` for the jobs
  arriving at or after ``t0``, every arrival ``t0`` and resource, ``x in [0, 1]``:
  an LP.

LP values are taken only from solves that end optimal, and are lowered (raised for the
upper bounds) by a relative ``LP_SAFETY`` = 1e-6 for the solver's tolerances.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import numpy as np

from optsched.core import Bound, interrupt
from optsched.core.jit import njit

from .instance import FAMILY_MAXWEIGHT, REL_TOL, PsrarInstance

#: relative margin applied to LP / MILP values for the solvers' tolerances
LP_SAFETY = 1e-6
#: default largest number of job-bucket cells of the fluid LP (wider buckets beyond)
DEFAULT_MAX_CELLS = 3_000
#: supergradient steps of the smith bound (per resource)
DEFAULT_STEPS = 20


@dataclass(frozen=True)
class JobRates:
    """Per-job rates and needs (module docstring): ``work`` W_j (mini-batches),
    ``rate`` R_j (mini-batches per slot), ``dlo`` d_lo_j (slots), ``eff`` e_jr (shape
    J x R; ``inf`` where the job never needs resource r), ``arrival`` a_j, ``weight``
    w_j; ``capacity`` C^r (sum over servers)."""

    work: np.ndarray
    rate: np.ndarray
    dlo: np.ndarray
    eff: np.ndarray
    arrival: np.ndarray
    weight: np.ndarray
    capacity: np.ndarray
    #: per job and resource, lines (slope, intercept) whose maximum is a convex lower
    #: envelope phi_jr(u) of the resource a slot doing u mini-batches uses (empty when
    #: the job never needs the resource)
    lines: tuple[tuple[np.ndarray, ...], ...] = ()

    @property
    def area(self) -> np.ndarray:
        """``A_jr = W_j / e_jr`` resource-slots (J x R)."""
        return self.work[:, None] / self.eff

    @property
    def half_duration(self) -> np.ndarray:
        """``W_j / (2 R_j)`` slots."""
        return 0.5 * self.work / self.rate


@dataclass(frozen=True)
class _Fits:
    """Cluster-wide fit counts, computed once per instance: ``per_server[m]`` workers of
    type ``m`` each server holds alone; ``coloc[m][p]`` the most workers of type ``m``
    one server holds beside one PS of type ``p`` (``p = -1``: no PS); ``ps_ok[p]``
    whether a PS of type ``p`` fits some server."""

    per_server: tuple[np.ndarray, ...]
    coloc: tuple[tuple[int, ...], ...]
    ps_ok: tuple[bool, ...]


def _fits(inst: PsrarInstance) -> _Fits:
    caps = np.array([s.capacity for s in inst.servers], dtype=float)        # H x R
    big = 10**9

    def most(e: np.ndarray, room: np.ndarray) -> np.ndarray:
        """Per server: the largest k with k e <= room (room < 0 somewhere: -1)."""
        ok = np.all(room >= -1e-12, axis=1)
        with np.errstate(divide="ignore", invalid="ignore"):
            q = np.where(e[None, :] > 0, np.floor(room / np.where(e > 0, e, 1.0)[None, :]
                                                  * (1 + 1e-12) + 1e-9), big)
        return np.where(ok, q.min(axis=1), -1).astype(np.int64)

    ps = [np.array(t.demand, dtype=float) for t in inst.ps_types]
    per_server, coloc = [], []
    for wt in inst.worker_types:
        e = np.array(wt.demand, dtype=float)
        per_server.append(np.maximum(most(e, caps), 0))
        row = [int(most(e, caps - z[None, :]).max()) for z in ps]
        coloc.append((*row, int(per_server[-1].max())))       # index -1: no PS
    return _Fits(tuple(per_server), tuple(coloc),
                 tuple(bool(np.any(np.all(caps >= z - 1e-12, axis=1))) for z in ps))


def _mode_arrays(inst: PsrarInstance, j: int, fits: _Fits | None = None
                 ) -> tuple[np.ndarray, np.ndarray]:
    """Rates (mini-batches per slot) and demands (modes x R) of the superset of
    configurations of job ``j`` (module docstring); ``fits`` from :func:`_fits`."""
    fits = _fits(inst) if fits is None else fits
    job = inst.jobs[j]
    R = len(inst.resources)
    n = np.arange(1, job.chunks + 1, dtype=float)                     # N
    if job.is_ps:
        ps = [p for p in range(len(inst.ps_types)) if fits.ps_ok[p]]
        upd = np.array([inst.update_slots(j, p) for p in ps])           # U_j^p
        z = np.array([inst.ps_types[p].demand for p in ps], dtype=float).reshape(-1, R)
    else:
        ps = [-1]
        upd = np.array([inst.update_slots(j, None)])
        z = np.zeros((1, R))
    share = np.ones_like(n) if job.is_ps else (n - 1.0) / n          # (Phi - 1)/Phi
    rates: list[np.ndarray] = []
    dems: list[np.ndarray] = []
    for m, wt in enumerate(inst.worker_types):
        e = np.array(wt.demand, dtype=float)
        fit_total = int(np.minimum(fits.per_server[m], job.chunks).sum())
        if fit_total == 0 or not ps:
            continue
        v = job.minibatch_time_slots[m]
        comm = inst.comm_slots(j, m)
        # per worker time, eq. (1) (PS) / eq. (14) (RAR): [q, p, N]
        per = v + upd[None, :, None] * (1.0 if job.is_ps else share[None, None, :])
        per = per + np.array([comm, 0.0])[:, None, None] * share[None, None, :]
        rate = n[None, None, :] / per
        # N workers fit the cluster (q = 0); with one PS on one server (q = 1)
        lim = np.array([[fit_total] * len(ps), [fits.coloc[m][p] for p in ps]])
        ok = n[None, None, :] <= lim[:, :, None]
        if not ok.any():
            continue
        dem = n[None, :, None] * e[None, None, :] + z[:, None, :]        # [p, N, R]
        rates.append(rate[ok])
        dems.append(np.broadcast_to(dem[None], (2, *dem.shape))[ok])
    if not rates:
        return np.zeros(0), np.zeros((0, R))
    return np.concatenate(rates), np.concatenate(dems)


@njit(cache=True)
def _lower_hull(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Indices of the lower convex hull of points ``(x, y)`` with strictly increasing
    ``x`` (Andrew's monotone chain)."""
    hull = np.empty(x.size, dtype=np.int64)
    h = 0
    for i in range(x.size):
        while h >= 2:
            a, b = hull[h - 2], hull[h - 1]
            if (y[b] - y[a]) * (x[i] - x[a]) >= (y[i] - y[a]) * (x[b] - x[a]):
                h -= 1          # b is not below the chord from a to i
            else:
                break
        hull[h] = i
        h += 1
    return hull[:h]


def envelope(rates: np.ndarray, demand: np.ndarray, max_lines: int = 4) -> np.ndarray:
    """Lines ``(slope, intercept)`` (rows) whose maximum is a convex function
    ``phi(u) <= min {demand_k : rates_k >= u}`` on ``[0, max rate]`` with ``phi(0) = 0``:
    the lower convex hull of ``(0, 0)`` and the points (a slot may use a configuration
    faster than needed), at most ``max_lines`` of its segments (first and last kept; any
    subset of the hull's lines is still below it)."""
    order = np.argsort(rates, kind="stable")
    r, d = rates[order], demand[order]
    d = np.minimum.accumulate(d[::-1])[::-1]            # excess rate allowed
    xs, first = np.unique(np.concatenate(([0.0], r)), return_index=True)
    ys = np.concatenate(([0.0], d))[first]      # d is non-decreasing: the first is lowest
    idx = _lower_hull(xs, ys)
    hull = list(zip(xs[idx].tolist(), ys[idx].tolist()))
    segs = []
    for (x1, y1), (x2, y2) in zip(hull, hull[1:]):
        slope = max(0.0, (y2 - y1) / (x2 - x1))
        segs.append((slope, y1 - slope * x1))
    if not segs:
        return np.zeros((0, 2))
    if len(segs) > max_lines:
        keep = np.unique(np.round(np.linspace(0, len(segs) - 1, max_lines)).astype(int))
        segs = [segs[i] for i in keep]
    return np.array(segs, dtype=float)


def job_rates(inst: PsrarInstance) -> JobRates:
    """The per-job quantities of the module docstring (every job must have a mode:
    the family's ``unschedulable`` check runs before any bound)."""
    J, R = len(inst.jobs), len(inst.resources)
    work = np.array([job.total_minibatches for job in inst.jobs], dtype=float)
    rate = np.zeros(J)
    eff = np.full((J, R), np.inf)
    lines: list[tuple[np.ndarray, ...]] = []
    fits = _fits(inst)
    for j in range(J):
        interrupt.check()
        rt, dem = _mode_arrays(inst, j, fits)
        if rt.size == 0:
            raise ValueError(f"job {inst.jobs[j].name!r} has no configuration")
        rate[j] = rt.max()
        with np.errstate(divide="ignore"):
            per = np.where(dem > 0, rt[:, None] / np.where(dem > 0, dem, 1.0), np.inf)
        eff[j] = per.max(axis=0)
        lines.append(tuple(envelope(rt, dem[:, r]) if np.isfinite(eff[j, r])
                           else np.zeros((0, 2)) for r in range(R)))
    x = work / rate
    dlo = np.maximum(1.0, np.ceil(x - REL_TOL * np.maximum(1.0, np.abs(x))))
    cap = np.array([s.capacity for s in inst.servers], dtype=float).sum(axis=0)
    return JobRates(work=work, rate=rate, dlo=dlo, eff=eff,
                    arrival=np.array([job.arrival_slot for job in inst.jobs], dtype=float),
                    weight=np.array([job.weight for job in inst.jobs], dtype=float),
                    capacity=cap, lines=tuple(lines))


# ----------------------------------------------------------------------------- smith


@njit(cache=True)
def _mean_busy_times(r: np.ndarray, work: np.ndarray, prio: np.ndarray,
                     speed: float) -> np.ndarray:
    """Mean busy times of the preemptive single-machine schedule (speed ``speed``) that
    always runs the released job of largest ``prio`` (ties: lower index); jobs with
    ``prio <= 0`` are left out (NaN). Plain O(n^2) scan: psrar has hundreds of jobs."""
    n = r.size
    rem = work.copy()
    integ = np.zeros(n)
    out = np.full(n, np.nan)
    left = 0
    for i in range(n):
        if prio[i] > 0.0:
            if work[i] <= 0.0:
                out[i] = r[i]
            else:
                left += 1
    t = 0.0
    while left > 0:
        best = -1
        for i in range(n):
            if prio[i] > 0.0 and rem[i] > 0.0 and r[i] <= t:
                if best < 0 or prio[i] > prio[best]:
                    best = i
        nxt = np.inf
        for i in range(n):
            if prio[i] > 0.0 and rem[i] > 0.0 and r[i] > t and r[i] < nxt:
                nxt = r[i]
        if best < 0:
            t = nxt
            continue
        finish = t + rem[best] / speed
        end = min(finish, nxt)
        integ[best] += speed * (end - t) * (end + t) * 0.5
        if finish <= nxt:
            rem[best] = 0.0
            out[best] = integ[best] / work[best]
            left -= 1
        else:
            rem[best] -= speed * (end - t)
        t = end
    return out


def smith_value(jr: JobRates, area: np.ndarray, speed: float, mu: np.ndarray
                ) -> tuple[float, np.ndarray]:
    """``sum_j w_j (mu_j (M*_j + W_j/2R_j) + (1 - mu_j)(a_j + d_lo_j))`` for the works
    ``area`` on a machine of speed ``speed`` (resource units per slot), and its
    supergradient in ``mu``."""
    w, a = jr.weight, jr.arrival
    prio = np.where(mu > 0, w * mu / np.maximum(area, 1e-300), 0.0)
    mbt = _mean_busy_times(a, area, prio, speed)
    m = np.where(mu > 0, mbt, a)
    first = m + jr.half_duration
    second = a + jr.dlo
    val = math.fsum((w * (mu * first + (1.0 - mu) * second)).tolist())
    return val, np.where(mu > 0, w * (first - second), 0.0)


def _machines(jr: JobRates) -> list[tuple[str, np.ndarray, float]]:
    """(name, works, speed) of the single machines: one per resource, plus the mix
    normalised by capacity (resource-slots of each job summed in shares of C^r)."""
    out = []
    R = jr.capacity.size
    used = [r for r in range(R) if jr.capacity[r] > 0 and np.isfinite(jr.eff[:, r]).any()]
    for r in used:
        out.append((f"resource{r}", np.where(np.isfinite(jr.eff[:, r]),
                                             jr.work / jr.eff[:, r], 0.0),
                    float(jr.capacity[r])))
    if len(used) > 1:
        # a slot's use of the mix sum_r dem_r / (|used| C^r) is at most 1
        mix = np.zeros_like(jr.work)
        for r in used:
            mix += np.where(np.isfinite(jr.eff[:, r]), jr.work / jr.eff[:, r], 0.0) / \
                jr.capacity[r]
        out.append(("mix", mix / len(used), 1.0))
    return out


def smith_bound(jr: JobRates, steps: int = DEFAULT_STEPS, deadline: float | None = None
                ) -> tuple[float, dict[str, object], bool]:
    """The ``smith`` lower bound on ``sum w_j c_j`` (module docstring): best over the
    machines of :func:`_machines` and the ``mu`` tried. Returns (value, metrics,
    complete)."""
    per_job = float(math.fsum((jr.weight * (jr.arrival + jr.dlo)).tolist()))
    best = per_job
    which = "per-job"
    complete = True
    for name, works, speed in _machines(jr):
        mu = np.ones_like(jr.work)
        step0 = None
        for it in range(4 + steps):
            interrupt.check()
            if deadline is not None and time.monotonic() > deadline:
                complete = False
                break
            val, grad = smith_value(jr, works, speed, mu)
            if val > best:
                best, which = val, name
            if it < 4:      # 0/1 rounds first
                new = (grad > 0).astype(float)
                if not np.array_equal(new, mu):
                    mu = new
                    continue
            norm = float(np.abs(grad).max())
            if norm == 0.0:
                break
            if step0 is None:
                step0 = 0.5 / norm
            mu = np.clip(mu + (step0 / math.sqrt(it + 1)) * grad, 0.0, 1.0)
        if not complete:
            break
    return best, {"per_job_bound": per_job, "smith_machine": which}, complete


# ----------------------------------------------------------------------------- fluid LP


def _horizon(jr: JobRates) -> int:
    """A slot horizon beyond which the fluid relaxation rarely works (validity does not
    depend on it: work after it is priced at ``H`` by the overflow variables)."""
    area = jr.area
    finite = np.where(np.isfinite(area), area, 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        load = np.where(jr.capacity > 0, finite.sum(axis=0) / jr.capacity, 0.0)
    span = max(float(np.max(jr.arrival + jr.dlo)), float(jr.arrival.min() + load.max()))
    return int(math.ceil(1.5 * span)) + 2


def _capacity_rows(jr: JobRates) -> list[int]:
    return [r for r in range(jr.capacity.size)
            if jr.capacity[r] > 0 and np.isfinite(jr.eff[:, r]).any()]


def _solve(milp: object, time_limit: float | None) -> tuple[str, float | None, float | None]:
    """(status, objective, dual bound) of a :class:`~.milp.SparseMilp` on HiGHS with one
    thread (:func:`optsched.core.solvers.highs_threads` resets HiGHS' process-wide thread
    pool when the count changes)."""
    from .milp import SparseMilp

    assert isinstance(milp, SparseMilp)
    out, _ = milp.solve_highs(time_limit, threads=1)
    return str(out.status), out.objective, out.bound


def _width(jr: JobRates, end: int, max_cells: int, per_job_end: np.ndarray) -> int:
    """The smallest bucket width (slots) keeping the job-bucket cells within
    ``max_cells``."""
    width = 1
    while True:
        cells = int(np.sum(np.maximum(0, np.ceil(per_job_end / width)
                                      - np.floor(jr.arrival / width))))
        if cells <= max_cells or width >= end:
            return width
        width *= 2


@dataclass
class _Fluid:
    """The fluid relaxation's columns and rows shared by both objectives (module
    docstring): fractions ``f[j, b]`` of job ``j``'s work in bucket ``b`` (slots
    ``[b w, (b + 1) w)``), resource use ``s[j, b, r]`` above the envelope, capacities."""

    lp: object
    f: dict[tuple[int, int], int]
    start: dict[tuple[int, int], int]       # first slot job j may use in bucket b
    avail: dict[tuple[int, int], int]       # slots job j may use in bucket b
    width: int


def _fluid(jr: JobRates, end: int, width: int, name: str, obj_scale: float,
           able: np.ndarray) -> _Fluid:
    """Columns ``f`` and the envelope / capacity rows for slots ``< end``."""
    from .milp import SparseMilp

    lp = SparseMilp(name=name, obj_scale=obj_scale)
    rows_r = _capacity_rows(jr)
    f: dict[tuple[int, int], int] = {}
    start: dict[tuple[int, int], int] = {}
    avail: dict[tuple[int, int], int] = {}
    cap_terms: dict[tuple[int, int], dict[int, float]] = {}
    n_buckets = -(-end // width)
    for j in np.flatnonzero(able).tolist():
        a = int(jr.arrival[j])
        W = float(jr.work[j])
        for b in range(a // width, n_buckets):
            lo, hi = max(b * width, a), min((b + 1) * width, end)
            if hi <= lo:
                continue
            n = hi - lo
            k = lp.var(f"f{j}_{b}", lb=0.0, ub=min(1.0, n * float(jr.rate[j]) / W))
            f[j, b], start[j, b], avail[j, b] = k, lo, n
            for r in rows_r:
                lines = jr.lines[j][r]
                if lines.shape[0] == 0:
                    continue
                cap = float(jr.capacity[r])
                if lines.shape[0] == 1 and lines[0, 1] == 0.0:
                    cap_terms.setdefault((b, r), {})[k] = lines[0, 0] * W / cap
                    continue
                sv = lp.var(f"s{j}_{b}_{r}", lb=0.0)
                cap_terms.setdefault((b, r), {})[sv] = 1.0
                for slope, icpt in lines:
                    # s >= n phi(u / n) >= slope u + icpt n (perspective, in C^r units)
                    lp.row(f"env{j}_{b}_{r}", {sv: 1.0, k: -slope * W / cap},
                           lo=icpt * n / cap)
        interrupt.check()
    for (b, r), terms in cap_terms.items():
        n = min((b + 1) * width, end) - b * width
        lp.row(f"cap{b}_{r}", terms, hi=float(n))
    return _Fluid(lp, f, start, avail, width)


def fluid_min(jr: JobRates, horizon: int, *, integral: str = "auto",
              time_limit: float | None = None, max_cells: int = DEFAULT_MAX_CELLS
              ) -> tuple[float | None, dict[str, object]]:
    """The fluid relaxation of ``psrar`` (module docstring) over slots ``< horizon``;
    returns a lower bound on ``sum w_j c_j`` (None when no solve ended with a proof)
    and metrics. ``integral``: ``none`` (LP), ``c`` (integer completions), ``z``
    (plus busy-slot binaries, one-slot buckets only), ``auto`` (``z`` up to 4,000
    job-slots, else ``c``)."""
    from .milp import SparseMilp

    t_start = time.monotonic()
    J = jr.work.size
    H = int(horizon)
    width = _width(jr, H, max_cells, np.full(J, H))
    cells = int(np.maximum(H - jr.arrival, 0).sum())
    if integral == "auto":  # integer completions only where the MILP stays small
        integral = ("z" if cells <= 4000 else "c") if width == 1 else "none"
    if integral == "z" and width > 1:
        integral = "c"
    fl = _fluid(jr, H, width, "psrar-fluid", 1.0 / max(1e-300, float(np.sum(jr.weight)) * H),
                np.ones(J, dtype=bool))
    lp = fl.lp
    assert isinstance(lp, SparseMilp)
    by_job: dict[int, list[tuple[int, int]]] = {}
    for (j, b) in fl.f:
        by_job.setdefault(j, []).append((j, b))
    for j in range(J):
        cj = lp.var(f"c{j}", lb=float(jr.arrival[j] + jr.dlo[j]), integer=integral != "none",
                    cost=float(jr.weight[j]))
        W, R = float(jr.work[j]), float(jr.rate[j])
        work_row: dict[int, float] = {}
        mbt_row: dict[int, float] = {cj: 1.0}
        busy: list[int] = []
        for key in by_job.get(j, []):
            k, lo, n = fl.f[key], fl.start[key], fl.avail[key]
            work_row[k] = 1.0
            mbt_row[k] = -(lo + 0.5)          # every slot of the bucket starts at >= lo
            # busy in some slot of the bucket => c_j >= lo + 1; u / (n R) <= 1
            lp.row(f"late{j}_{lo}", {cj: 1.0, k: -(lo + 1.0) * W / (n * R)}, lo=0.0)
            if integral == "z":
                z = lp.var(f"z{j}_{lo}", lb=0.0, ub=1.0, integer=True)
                busy.append(z)
                lp.row(f"on{j}_{lo}", {k: 1.0, z: -min(1.0, R / W)}, hi=0.0)
                lp.row(f"zl{j}_{lo}", {cj: 1.0, z: -(lo + 1.0)}, lo=0.0)
        g = lp.var(f"o{j}", lb=0.0, ub=1.0)
        work_row[g] = 1.0
        mbt_row[g] = -float(H)
        lp.row(f"work{j}", work_row, lo=1.0, hi=1.0)
        lp.row(f"mbt{j}", mbt_row, lo=float(jr.half_duration[j]))
        lp.row(f"over{j}", {cj: 1.0, g: -(H + 1.0)}, lo=0.0)
        if busy:
            lp.row(f"nbusy{j}", {**{z: 1.0 for z in busy}, g: float(jr.dlo[j])},
                   lo=float(jr.dlo[j]))
    metrics: dict[str, object] = {"fluid_cells": len(fl.f), "fluid_horizon": H,
                                  "fluid_bucket_slots": width, "fluid_integral": integral,
                                  "fluid_columns": lp.n_cols, "fluid_rows": lp.n_rows}
    return _finish(lp, integral != "none", "min", t_start, time_limit, metrics)


def _finish(lp: object, integral: bool, sense: str, t_start: float,
            time_limit: float | None, metrics: dict[str, object]
            ) -> tuple[float | None, dict[str, object]]:
    """Solve the relaxation (the LP first, then the MILP for its dual bound) and return
    the bound with the safety margin (``sense`` "min": lower bound of the minimisation;
    "max": upper bound of the maximisation stated as minimising the negated weight)."""
    from .milp import SparseMilp

    assert isinstance(lp, SparseMilp)

    def left() -> float | None:
        return None if time_limit is None else max(0.05, time_limit
                                                   - (time.monotonic() - t_start))

    vals: list[float] = []
    relaxed = SparseMilp(**{**lp.__dict__, "integer": [False] * lp.n_cols}) if integral \
        else lp
    st, obj, _ = _solve(relaxed, left())
    metrics["fluid_lp_status"] = st
    if st == "optimal" and obj is not None:
        vals.append(obj)
        metrics["fluid_lp"] = obj if sense == "min" else -obj
    if integral and (time_limit is None or time.monotonic() - t_start < time_limit):
        st, obj, dual = _solve(lp, left())
        metrics["fluid_status"] = st
        if dual is not None and math.isfinite(dual):
            vals.append(dual)
            metrics["fluid_dual"] = dual if sense == "min" else -dual
    if not vals:
        return None, metrics
    best = max(vals)                    # a lower bound of the minimisation
    best -= LP_SAFETY * abs(best)
    return (best if sense == "min" else -best), metrics


def fluid_maxweight(jr: JobRates, tau: int, *, integral: bool = True,
                    time_limit: float | None = None, max_cells: int = DEFAULT_MAX_CELLS
                    ) -> tuple[float | None, dict[str, object]]:
    """Upper bound on the weight completed by ``tau`` (module docstring): the fluid
    MILP's dual bound or its LP value, or None."""
    from .milp import SparseMilp

    t_start = time.monotonic()
    J = jr.work.size
    able = (jr.arrival + jr.dlo) <= tau
    if not able.any():
        return 0.0, {"jobs_able": 0}
    width = _width(jr, tau, max_cells, np.where(able, tau, jr.arrival))
    integral = integral and width == 1      # the MILP only where it stays small
    fl = _fluid(jr, tau, width, "psrar-fluid-mw", 1.0 / max(1e-300, float(np.sum(jr.weight))),
                able)
    lp = fl.lp
    assert isinstance(lp, SparseMilp)
    by_job: dict[int, list[tuple[int, int]]] = {}
    for (j, b) in fl.f:
        by_job.setdefault(j, []).append((j, b))
    for j in range(J):
        if not able[j]:
            continue
        x = lp.var(f"x{j}", lb=0.0, ub=1.0, integer=integral, cost=-float(jr.weight[j]))
        W, R = float(jr.work[j]), float(jr.rate[j])
        work_row = {x: -1.0}
        for key in by_job.get(j, []):
            k, n = fl.f[key], fl.avail[key]
            work_row[k] = 1.0
            lp.row(f"on{j}_{fl.start[key]}", {k: 1.0, x: -min(1.0, n * R / W)}, hi=0.0)
        lp.row(f"work{j}", work_row, lo=0.0, hi=0.0)
    metrics: dict[str, object] = {"fluid_cells": len(fl.f), "fluid_bucket_slots": width,
                                  "jobs_able": int(able.sum()), "fluid_columns": lp.n_cols,
                                  "fluid_rows": lp.n_rows}
    return _finish(lp, integral, "max", t_start, time_limit, metrics)


def knapsack_maxweight(jr: JobRates, tau: int, time_limit: float | None = None
                       ) -> float | None:
    """The ``knapsack`` upper bound (module docstring), or None if the LP did not end."""
    from .milp import SparseMilp

    able = (jr.arrival + jr.dlo) <= tau
    if not able.any():
        return 0.0
    lp = SparseMilp(name="psrar-knapsack", obj_scale=1.0 / float(np.sum(jr.weight)))
    xs = {j: lp.var(f"x{j}", lb=0.0, ub=1.0, cost=-float(jr.weight[j]))
          for j in np.flatnonzero(able).tolist()}
    area = jr.area
    for t0 in sorted(set(jr.arrival[able].astype(int).tolist())):
        for r in _capacity_rows(jr):
            terms = {x: float(area[j, r] / jr.capacity[r]) for j, x in xs.items()
                     if jr.arrival[j] >= t0 and np.isfinite(area[j, r])}
            if terms:
                lp.row(f"k{t0}_{r}", terms, hi=float(tau - t0))
    st, obj, _ = _solve(lp, time_limit)
    if st != "optimal" or obj is None:
        return None
    return -obj + LP_SAFETY * abs(obj)


# ----------------------------------------------------------------------------- methods


def _trivial_maxweight(jr: JobRates, tau: int) -> float:
    """Weight of the jobs that can finish by ``tau`` alone."""
    return float(math.fsum(jr.weight[(jr.arrival + jr.dlo) <= tau].tolist()))


def bound_value(inst: PsrarInstance, time_limit: float | None = 60.0) -> float:
    """The certified bound of ``inst`` (lower for ``psrar``, upper for
    ``psrar-maxweight``) in objective units: one call for figure scripts (method
    ``best``)."""
    return compute_best(inst, time_limit=time_limit).value


def compute_best(instance: PsrarInstance, *, time_limit: float | None = None,
                 integral: str = "auto", max_cells: int = DEFAULT_MAX_CELLS) -> Bound:
    """Bound method ``best`` (default): the strongest of the fluid relaxation (when it
    fits ``max_cells``) and ``smith`` (``psrar``) or ``knapsack`` (max-weight)."""
    t0 = time.monotonic()
    jr = job_rates(instance)
    if instance.family == FAMILY_MAXWEIGHT:
        tau = instance.tau
        best = _trivial_maxweight(jr, tau)
        mw_metrics: dict[str, object] = {"alone_bound": best}
        k = knapsack_maxweight(jr, tau, None if time_limit is None else 0.3 * time_limit)
        if k is not None:
            mw_metrics["knapsack_bound"] = k
            best = min(best, k)
        left = None if time_limit is None else max(0.05, time_limit - (time.monotonic()
                                                                       - t0))
        f, fm = fluid_maxweight(jr, tau, integral=integral != "none", time_limit=left,
                                max_cells=max_cells)
        mw_metrics.update(fm)
        if f is not None:
            best = min(best, f)
        return Bound(best, mw_metrics, f is not None)
    deadline = None if time_limit is None else t0 + 0.3 * time_limit
    value, metrics, complete = smith_bound(jr, deadline=deadline)
    out: dict[str, object] = dict(metrics)
    out["smith_bound"] = value
    left = None if time_limit is None else max(0.05, time_limit - (time.monotonic() - t0))
    f, fm = fluid_min(jr, _horizon(jr), integral=integral, time_limit=left,
                      max_cells=max_cells)
    out.update(fm)
    if f is not None and f > value:
        value = f
    return Bound(value, out, complete and (f is not None))


def compute_smith(instance: PsrarInstance, *, time_limit: float | None = None,
                  steps: int = DEFAULT_STEPS) -> Bound:
    """Bound method ``smith`` (``psrar``; module docstring)."""
    deadline = None if time_limit is None else time.monotonic() + time_limit
    value, metrics, complete = smith_bound(job_rates(instance), int(steps), deadline)
    return Bound(value, dict(metrics), complete)


def compute_knapsack(instance: PsrarInstance, *, time_limit: float | None = None) -> Bound:
    """Bound method ``knapsack`` (``psrar-maxweight``; module docstring)."""
    jr = job_rates(instance)
    alone = _trivial_maxweight(jr, instance.tau)
    k = knapsack_maxweight(jr, instance.tau, time_limit)
    return Bound(alone if k is None else min(alone, k), {"alone_bound": alone},
                 k is not None)


__all__ = ["DEFAULT_MAX_CELLS", "DEFAULT_STEPS", "LP_SAFETY", "JobRates", "bound_value",
           "compute_best", "compute_knapsack", "compute_smith", "fluid_maxweight",
           "fluid_min", "job_rates", "knapsack_maxweight", "smith_bound", "smith_value"]
