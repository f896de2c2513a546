"""Time-indexed MILP of HGSP (paper hgsp, eqs. (1)-(5) with eq. (6) replaced by per-slot
GPU capacity), solved by HiGHS through Pyomo. See ``models/hgsp-timeindexed.md``.

Time in ticks (``1/time_scale`` time units, :mod:`.exact_common`). Variables:

* ``x[i,j,t]`` binary: task ``i`` starts on (memory-feasible, eq. 3) GPU ``j`` at tick
  ``t``, ``es_ij <= t <= lc_ij - p_ij`` (``es >= a_i``: eq. 5);
* ``z[i,j,t]`` continuous, ``z[i,j,t] = z[i,j,t-1] + x[i,j,t]``: "started by ``t``"
  (a unimodular change of variables that keeps the capacity rows short: the LP
  relaxation is that of the classic ``x``-only formulation).

Constraints: ``sum_{j,t} x[i,j,t] = 1`` (eq. 2); for every GPU ``j`` and slot ``u``
(the interval ``[u, u+1)``) ``sum_i (z[i,j,u] - z[i,j,u-p_ij]) <= 1`` (at most one task
running: eq. 6); optional dominance precedences and symmetry breaking
(:mod:`.exact_common`). Objective (eq. 1): ``sum (w_i / omega) max(0, t + p_ij - d_i)
x[i,j,t]`` -- completion ``c_i = s_i + p_ij`` (eq. 4) is built into the
cost, times ``rho`` (time units per tick, see :func:`objective_unit`); ``omega`` is the
power-of-ten weight unit (:func:`.exact_common.weight_unit`) and ticks are merged by
their common divisor, so the numbers HiGHS sees do not depend on the data's scale.
Objective and bound are reported in weight x time units.

One builder, :func:`timeindexed_matrix`, produces the model as sparse rows; the Pyomo
model (:func:`build_timeindexed`, solved and exported to MPS) and the LP bound
(:func:`timeindexed_lp_bound`, its relaxation passed straight to ``highspy``) are both
made from it.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from optsched.core import ModelSize, interrupt
from optsched.core.result import Result, Status
from optsched.core.solvers import set_mip_start, solve_pyomo
from optsched.core.timing import Timer

from .exact_common import (
    Budget,
    IntData,
    integer_data,
    keep_tick_hint,
    mark_discretized,
    out_of_time,
    schedule_from_ticks,
    tick_data,
    unit_factor,
    weight_unit,
)
from .instance import HgspInstance

if TYPE_CHECKING:  # Pyomo is slow to import: only the builders load it
    import pyomo.environ as pe

#: row kinds of :class:`TimeIndexedMatrix`, in build order
ROW_KINDS = ("assign", "link", "cap", "sym", "dom")


class BuildTimeout(Exception):
    """Model building ran past the time budget."""


@dataclass
class TimeIndexedMatrix:
    """The time-indexed model as sparse rows.

    Column ``q < K`` is ``x[keys[q]]`` (binary), column ``K + q`` is ``z[keys[q]]``
    (continuous in ``[0, 1]``); ``cost`` (length ``K``) is the objective on ``x``;
    ``unit`` x objective = weight x time units (see :func:`objective_unit`). Row ``r`` is
    ``lo[r] <= sum_k vals[r][k] col[cols[r][k]] <= hi[r]`` of kind ``kinds[r]``.
    """

    keys: list[tuple[int, int, int]]
    window: dict[tuple[int, int], tuple[int, int]]
    cost: np.ndarray
    cols: list[list[int]]
    vals: list[list[float]]
    lo: list[float]
    hi: list[float]
    kinds: list[str]
    unit: float

    @property
    def n_columns(self) -> int:
        """Number of columns (``x`` and ``z``)."""
        return 2 * len(self.keys)

    def add(self, kind: str, entries: dict[int, float], lo: float, hi: float) -> None:
        """Append a row (zero coefficients dropped)."""
        items = [(c, v) for c, v in entries.items() if v != 0]
        self.cols.append([c for c, _ in items])
        self.vals.append([v for _, v in items])
        self.lo.append(lo)
        self.hi.append(hi)
        self.kinds.append(kind)


def size_timeindexed(inst: HgspInstance, *, discretize: bool = False,
                     strengthen: bool = True, seed: int = 0) -> ModelSize:
    """Size estimate of the time-indexed model before any heuristic runs (an upper
    bound: the objective cut of the strengthening only shrinks windows).

    With ``W_ij = T_j - a_i - p_ij + 1`` start ticks per memory-feasible pair: ``2 sum W``
    variables (``x``, ``z``); ``n + sum W + sum_j T_j`` rows (assignment, links,
    capacity); ``3 sum W + 2 sum (W_ij + 2 p_ij)`` non-zeros. Computed in float64, so
    absurd horizons (an arrival of 1e12) are refused instead of overflowing.
    """
    tk = tick_data(inst, discretize)
    T = tk.horizons(strengthen)
    p = tk.p.astype(float)
    W = np.where(tk.fits, np.maximum(0.0, T[None, :] - tk.a.astype(float)[:, None] - p + 1),
                 0.0)
    sw = float(W.sum())
    cap_nz = float(np.where(tk.fits, 2 * (W + 2 * p), 0.0).sum())
    return ModelSize(variables=_int(2 * sw), constraints=_int(inst.n + sw + float(T.sum())),
                     nonzeros=_int(3 * sw + cap_nz))


def _int(x: float) -> int:
    return int(min(x, 2.0 ** 62))


def objective_unit(data: IntData, omega: float) -> tuple[float, float]:
    """``(rho, unit)``: the cost of a tardy tick is ``(w_i / omega) rho`` and the model's
    objective times ``unit`` is in weight x time units. ``rho = 1 / scale`` (time units
    per tick) unless that is outside ``[1e-4, 10^4)``; then it is normalised by a power
    of ten (:func:`~optsched.core.solve_support.unit_factor`)."""
    f = unit_factor(1.0 / data.scale)
    return 1.0 / data.scale / f, omega * f


def timeindexed_matrix(data: IntData, omega: float = 1.0,
                       check: Callable[[], None] | None = None,
                       starts: dict[tuple[int, int], np.ndarray] | None = None
                       ) -> TimeIndexedMatrix:
    """Build every row of the time-indexed model from the tick data (see the module
    docstring); ``check()`` is called every few thousand rows (time budget, Ctrl-C).

    ``starts`` (optional, default: every tick of the window): for each ``(task, GPU)``
    pair the start ticks that get an ``x`` column (a pair absent or with no tick is not
    allowed). Used by the reduced model of :mod:`.exact_lagdp` after Lagrangian
    reduced-cost fixing; ``z[i,j,t]`` then exists at the kept ticks only and "started by
    ``u``" is the ``z`` of the last kept tick ``<= u``.
    """
    n, m = data.n, data.m
    rho, unit = objective_unit(data, omega)
    p, d, w = data.p, data.d, data.w / omega * rho
    pairs = data.pairs()
    window = {(i, j): (int(data.es[i, j]), int(data.lc[i, j] - p[i, j])) for i, j in pairs}
    ticks: dict[tuple[int, int], list[int]] = {
        (i, j): list(range(window[i, j][0], window[i, j][1] + 1)) for i, j in pairs}
    if starts is not None:
        for ij in pairs:
            lo, hi = window[ij]
            kept = sorted({int(t) for t in starts.get(ij, ()) if lo <= t <= hi})
            if kept:
                ticks[ij] = kept
                window[ij] = (kept[0], kept[-1])
            else:
                del ticks[ij], window[ij]
        pairs = [ij for ij in pairs if ij in ticks]
    keys = [(i, j, t) for (i, j) in pairs for t in ticks[i, j]]
    K = len(keys)
    col = {k: q for q, k in enumerate(keys)}
    cost = np.array([float(w[i]) * max(0, t + int(p[i, j]) - int(d[i])) for (i, j, t) in keys])
    mx = TimeIndexedMatrix(keys, window, cost, [], [], [], [], [], unit)
    tick = check or (lambda: None)

    by_task: dict[int, list[int]] = {i: [] for i in range(n)}
    for q, key in enumerate(keys):
        by_task[key[0]].append(q)
    for i in range(n):  # eq. (2)
        mx.add("assign", {q: 1.0 for q in by_task[i]}, 1.0, 1.0)
    for q, (i, j, t) in enumerate(keys):  # z_t = z_{t'} + x_t (t' = previous kept tick)
        row: dict[int, float] = {K + q: 1.0, q: -1.0}
        if t > window[i, j][0]:
            row[K + q - 1] = -1.0  # keys of a pair are consecutive, in tick order
        mx.add("link", row, 0.0, 0.0)
        if q % 4096 == 0:
            tick()

    def Z(i: int, j: int, t: int) -> int | None:
        lo, hi = window[i, j]
        if t < lo:
            return None
        tt = ticks[i, j]
        if starts is None:
            return K + col[i, j, min(t, hi)]
        return K + col[i, j, tt[bisect.bisect_right(tt, t) - 1]]

    for j in range(m):  # eq. (6) as capacity: at most one task runs on GPU j in slot u
        tasks_j = [i for i in range(n) if (i, j) in window]
        if not tasks_j:
            continue
        u_max = max(window[i, j][1] + int(p[i, j]) for i in tasks_j)
        u_min = min(window[i, j][0] for i in tasks_j)
        for u in range(u_min, u_max):
            if u % 4096 == 0:
                tick()
            running = [i for i in tasks_j
                       if window[i, j][0] <= u and u - int(p[i, j]) < window[i, j][1]]
            if len(running) < 2:
                continue
            row = {}
            for i in running:
                za, zb = Z(i, j, u), Z(i, j, u - int(p[i, j]))
                if za is not None:
                    row[za] = row.get(za, 0.0) + 1.0
                if zb is not None:
                    row[zb] = row.get(zb, 0.0) - 1.0
            mx.add("cap", row, -np.inf, 1.0)

    def X(i: int, j: int) -> dict[int, float]:
        return {col[i, j, t]: 1.0 for t in ticks[i, j]}

    # symmetry breaking: GPU g[l] may take task e_k only if g[l-1] has a task e_k', k' < k
    for group in data.sym_groups:
        elig = [i for i in range(n) if all((i, j) in window for j in group)]
        for li in range(1, len(group)):
            j, jp = group[li], group[li - 1]
            for kk, i in enumerate(elig):
                row = X(i, j)
                for e in elig[:kk]:
                    for c in X(e, jp):
                        row[c] = row.get(c, 0.0) - 1.0
                mx.add("sym", row, -np.inf, 0.0)
    # dominance: if i -> k on j and both are on j, then s_k >= s_i + p_ij. With
    # S_ij = sum_t t x[i,j,t] (= s_i if on j, else 0) and X_ij = sum_t x[i,j,t]:
    #   S_kj - S_ij - p_ij X_ij - lc_ij X_kj >= -lc_ij   (m = 1: S_k - S_i >= p_ij)
    for i, k, j in data.dominance:
        if (i, j) not in window or (k, j) not in window:
            continue
        pij, lcij = int(p[i, j]), int(data.lc[i, j])
        row = {}
        for t in ticks[k, j]:
            row[col[k, j, t]] = float(t) if m == 1 else float(t - lcij)
        for t in ticks[i, j]:
            row[col[i, j, t]] = -float(t) if m == 1 else -float(t + pij)
        mx.add("dom", row, float(pij) if m == 1 else float(-lcij), np.inf)
    return mx


def build_timeindexed(inst: HgspInstance, data: IntData | None = None, *,
                      discretize: bool = False, strengthen: bool = True,
                      check: Callable[[], None] | None = None) -> pe.ConcreteModel:
    """The Pyomo model of :func:`timeindexed_matrix` (objective in weight/omega x ticks:
    ``pyomo_objective_scale`` = ``scale / omega`` = 1 for ordinary data)."""
    import pyomo.environ as pe  # slow import, only when a model is built

    if data is None:
        data = integer_data(inst, discretize=discretize, strengthen=strengthen)
    mx = timeindexed_matrix(data, weight_unit(inst), check)
    K = len(mx.keys)
    mdl = pe.ConcreteModel(name=f"hgsp-timeindexed:{inst.name}")
    mdl.K = pe.Set(initialize=mx.keys, dimen=3, ordered=True)
    mdl.x = pe.Var(mdl.K, within=pe.Binary)
    mdl.z = pe.Var(mdl.K, bounds=(0, 1))
    var = [mdl.x[k] for k in mx.keys] + [mdl.z[k] for k in mx.keys]
    mdl.obj = pe.Objective(expr=sum(float(c) * var[q] for q, c in enumerate(mx.cost)
                                    if c != 0.0), sense=pe.minimize)  # eq. (1)
    for kind in ROW_KINDS:
        rows = [r for r, kd in enumerate(mx.kinds) if kd == kind]

        def rule(_m: pe.ConcreteModel, q: int, rows: list[int] = rows) -> pe.Expression:
            r = rows[q]
            expr = sum(v * var[c] for c, v in zip(mx.cols[r], mx.vals[r]))
            lo, hi = mx.lo[r], mx.hi[r]
            if lo == hi:
                return expr == lo
            if np.isinf(lo):
                return expr <= hi
            if np.isinf(hi):
                return expr >= lo
            return (lo, expr, hi)

        setattr(mdl, f"{kind}_rows", pe.RangeSet(0, len(rows) - 1) if rows
                else pe.Set(initialize=[]))
        setattr(mdl, kind, pe.Constraint(getattr(mdl, f"{kind}_rows"), rule=rule))
    assert K == len(mdl.K)
    mdl._optsched_data = data
    mdl._optsched_unit = mx.unit
    return mdl


def mip_start(model: pe.ConcreteModel, data: IntData) -> list[tuple[pe.Var, float]]:
    """Values of every ``x`` and ``z`` of :func:`build_timeindexed` for the hint schedule
    (``data.hint_gpu``, ``data.hint_start`` in ticks, repaired to satisfy the symmetry and
    dominance rows): ``x[i,j,t] = 1`` at the hint's GPU and start, ``z[i,j,t] = 1`` from
    that start on. HiGHS checks the start and ignores it when it breaks a row."""
    assert data.hint_gpu is not None and data.hint_start is not None  # caller checks
    values: list[tuple[pe.Var, float]] = []
    for key in model.K:
        i, j, t = key
        on = int(data.hint_gpu[i]) == j
        start = int(data.hint_start[i])
        values.append((model.x[key], 1.0 if on and t == start else 0.0))
        values.append((model.z[key], 1.0 if on and t >= start else 0.0))
    return values


def _solve_timeindexed(inst: HgspInstance, *, solver: str = "highs",
                       time_limit: float | None = 60.0, threads: int | None = None,
                       discretize: bool = False, strengthen: bool = True,
                       seed: int = 0) -> Result:
    """Solve the time-indexed MILP with HiGHS (or ``pyomo:NAME``).

    Parameters
    ----------
    inst : HgspInstance
    solver : str
        ``highs`` or ``pyomo:NAME``.
    time_limit : float or None
        Seconds for heuristics (hint, objective cut), building and solving together;
        when building alone uses it up the status is ``time_limit`` with no schedule.
    threads : int or None
    discretize : bool
        Solve a rounded copy when the tick data are not integral (``Result.discretized``,
        never optimal, no bound).
    strengthen : bool
        ``False`` drops the valid cuts of :mod:`.exact_common` (for cross-checking them).
    seed : int
        Seed of the SAGreedy hint only.

    Returns
    -------
    Result
        *Raw*: objective and bound in the instance's units (weight x time units);
        :func:`optsched.solve` verifies and finalises it.
    """
    import pyomo.environ as pe  # slow import, only when a model is solved

    budget = Budget(time_limit)

    def check() -> None:
        interrupt.check()
        if budget.spent():
            raise BuildTimeout

    with Timer() as tb:
        try:
            data = integer_data(inst, discretize=discretize, strengthen=strengthen, seed=seed)
            check()
            model = build_timeindexed(inst, data, check=check)
            check()
        except BuildTimeout:
            model = None
    if model is None:
        return keep_tick_hint(out_of_time("hgsp", inst.name, budget, tb.s), inst, data)
    if data.hint_gpu is not None and not data.discretized:
        set_mip_start(model, mip_start(model, data))
    out = solve_pyomo(model, solver, budget.remaining(), threads)
    unit = model._optsched_unit  # model objective x unit = weight x time units
    res = Result(family="hgsp", instance=inst.name, method="", status=out.status,
                 bound=None if out.bound is None else out.bound * unit,
                 runtime_s=out.runtime_s, build_s=tb.s, solver_log=out.log or None)
    res.metrics.update({"model_vars": model.nvariables(),
                        "model_constraints": model.nconstraints(),
                        "time_scale": data.scale * data.tick_divisor,
                        "tick_divisor": data.tick_divisor,
                        "weight_unit": weight_unit(inst),
                        "horizon_ticks": int(data.lc.max()),
                        "heuristic_ub": data.ub, "heuristic_ub_method": data.ub_method,
                        "hint_errors": list(data.hint_errors),
                        "dominance_pairs": len(data.dominance),
                        "identical_gpu_groups": [list(g) for g in data.sym_groups]})
    if out.has_solution:
        gpu = np.full(inst.n, -1, dtype=np.int64)
        start = np.zeros(inst.n, dtype=np.int64)
        for (i, j, t) in model.K:
            if pe.value(model.x[i, j, t]) > 0.5:
                gpu[i], start[i] = j, t
        if (gpu >= 0).all():
            res.schedule = schedule_from_ticks(inst, data, gpu, start)
            res.objective = None if out.objective is None else out.objective * unit
        else:  # pragma: no cover - HiGHS returned a non-integral "solution"
            res.status = Status.ERROR
            res.message = "solver solution leaves a task unassigned"
    if data.discretized:
        mark_discretized(res, "processing times/arrivals/deadlines were rounded to integer "
                              "ticks; the model solved that copy, so no optimality or bound "
                              "is claimed")
    return keep_tick_hint(res, inst, data)


def timeindexed_lp_bound(inst: HgspInstance, data: IntData | None = None, *,
                         time_limit: float | None = 30.0, threads: int | None = None,
                         solver_choice: str = "") -> float | None:
    """Lower bound (weight x time units) from the LP relaxation of the time-indexed model.

    The relaxation of exactly the model :func:`build_timeindexed` solves (same builder,
    :func:`timeindexed_matrix`), passed straight to ``highspy`` (Pyomo's model
    translation costs more than the LP). Valid because the strengthened model keeps an
    optimal schedule, so its LP value is <= the optimum; the value is lowered by HiGHS'
    tolerance (1e-6 relative) before being returned.

    Parameters
    ----------
    inst : HgspInstance
    data : IntData, optional
        Tick data (default: :func:`integer_data` of ``inst``).
    time_limit : float or None
        Seconds for the LP.
    threads : int or None
    solver_choice : str
        HiGHS' ``solver`` option (``""`` = default, ``"ipm"``, ...).

    Returns
    -------
    float or None
        ``None`` for discretized data or if the LP was not solved to optimality.
    """
    from scipy import sparse  # heavy import, only for this bound

    from optsched.core.solvers import solve_highs_matrix

    if data is None:
        data = integer_data(inst)
    if data.discretized:
        return None
    mx = timeindexed_matrix(data, weight_unit(inst))
    rows = [r for r, cs in enumerate(mx.cols) for _ in cs]
    cols = [c for cs in mx.cols for c in cs]
    vals = [v for vs in mx.vals for v in vs]
    A = sparse.csc_matrix((vals, (rows, cols)), shape=(len(mx.lo), mx.n_columns))
    out = solve_highs_matrix(np.concatenate([mx.cost, np.zeros(len(mx.keys))]),
                             np.zeros(mx.n_columns), np.ones(mx.n_columns), A,
                             np.asarray(mx.lo, dtype=float), np.asarray(mx.hi, dtype=float),
                             time_limit=time_limit, threads=threads,
                             solver=solver_choice or None)
    if out.outcome.status is not Status.OPTIMAL or out.outcome.objective is None:
        return None
    val = float(out.outcome.objective)  # normalised units: O(1)-O(10^4)
    return (val - 1e-6 * max(1.0, abs(val))) * mx.unit
