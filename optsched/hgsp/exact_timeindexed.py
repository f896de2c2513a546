"""Time-indexed MILP of HGSP (paper hgsp, eqs. (1)-(5) with eq. (6) replaced by per-slot
GPU capacity), in Pyomo, solved by HiGHS. See ``models/hgsp-timeindexed.md``.

Time in ticks (``1/time_scale`` time units, :mod:`.exact_common`). Variables:

* ``x[i,j,t]`` binary: task ``i`` starts on (memory-feasible, eq. 3) GPU ``j`` at tick
  ``t``, ``es_ij <= t <= lc_ij - p_ij`` (``es >= a_i``: eq. 5);
* ``z[i,j,t]`` continuous, ``z[i,j,t] = z[i,j,t-1] + x[i,j,t]``: "started by ``t``"
  (a unimodular change of variables that keeps the capacity rows short: the LP
  relaxation is that of the classic ``x``-only formulation).

Constraints: ``sum_{j,t} x[i,j,t] = 1`` (eq. 2); for every GPU ``j`` and slot ``u``
(the interval ``[u, u+1)``) ``sum_i (z[i,j,u] - z[i,j,u-p_ij]) <= 1`` (at most one task
running: eq. 6); optional dominance precedences and symmetry breaking
(:mod:`.exact_common`). Objective (eq. 1): ``sum w_i max(0, t + p_ij - d_i) / scale *
x[i,j,t]`` -- completion ``c_i = s_i + p_ij`` (eq. 4) is built into the cost.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from optsched.core.result import Result, Status
from optsched.core.solvers import solve_pyomo
from optsched.core.timing import Timer

from .exact_common import IntData, integer_data, schedule_rows
from .instance import HgspInstance


def build_timeindexed(inst: HgspInstance, data: IntData | None = None, *,
                      discretize: bool = False, strengthen: bool = True) -> Any:
    """The Pyomo time-indexed model of ``inst`` (see module docstring)."""
    import pyomo.environ as pe

    if data is None:
        data = integer_data(inst, discretize=discretize, strengthen=strengthen)
    n, m = data.n, data.m
    p, d, w, s = data.p, data.d, data.w, data.scale
    pairs = data.pairs()
    window = {(i, j): (int(data.es[i, j]), int(data.lc[i, j] - p[i, j])) for i, j in pairs}
    idx = [(i, j, t) for (i, j) in pairs for t in range(window[i, j][0], window[i, j][1] + 1)]

    mdl = pe.ConcreteModel(name=f"hgsp-timeindexed:{inst.name}")
    mdl.K = pe.Set(initialize=idx, dimen=3, ordered=True)
    mdl.x = pe.Var(mdl.K, within=pe.Binary)
    mdl.z = pe.Var(mdl.K, bounds=(0, 1))

    def cost(i: int, j: int, t: int) -> float:
        return float(w[i]) * max(0, t + int(p[i, j]) - int(d[i])) / s

    mdl.obj = pe.Objective(expr=sum(cost(i, j, t) * mdl.x[i, j, t] for (i, j, t) in idx
                                    if cost(i, j, t) != 0.0), sense=pe.minimize)  # eq. (1)
    by_task: dict[int, list[tuple[int, int, int]]] = {i: [] for i in range(n)}
    for k in idx:
        by_task[k[0]].append(k)
    mdl.assign = pe.Constraint(range(n), rule=lambda _m, i: sum(
        _m.x[k] for k in by_task[i]) == 1)  # eq. (2)

    def _link(_m, i, j, t):
        lo = window[i, j][0]
        prev = _m.z[i, j, t - 1] if t > lo else 0
        return _m.z[i, j, t] == prev + _m.x[i, j, t]

    mdl.link = pe.Constraint(mdl.K, rule=_link)

    def Z(i: int, j: int, t: int) -> Any:
        lo, hi = window[i, j]
        if t < lo:
            return 0
        return mdl.z[i, j, min(t, hi)]

    cap_rows = []
    for j in range(m):
        tasks_j = [i for i in range(n) if (i, j) in window]
        if not tasks_j:
            continue
        u_max = max(window[i, j][1] + int(p[i, j]) for i in tasks_j)
        u_min = min(window[i, j][0] for i in tasks_j)
        for u in range(u_min, u_max):
            terms = []
            for i in tasks_j:
                lo, hi = window[i, j]
                if lo <= u and u - int(p[i, j]) < hi:  # task can be running in slot u
                    terms.append((i, u))
            if len(terms) >= 2:
                cap_rows.append((j, tuple(terms)))
    mdl.C = pe.RangeSet(0, len(cap_rows) - 1) if cap_rows else pe.Set(initialize=[])

    def _cap(_m, r):  # eq. (6) as capacity: at most one task runs on GPU j in slot u
        j, terms = cap_rows[r]
        return sum(Z(i, j, u) - Z(i, j, u - int(p[i, j])) for i, u in terms) <= 1

    mdl.cap = pe.Constraint(mdl.C, rule=_cap)

    # symmetry breaking: GPU g[l] may take task e_k only if g[l-1] has a task e_k', k' < k
    X = {(i, j): sum(mdl.x[i, j, t] for t in range(window[i, j][0], window[i, j][1] + 1))
         for (i, j) in pairs}
    sym = []
    for group in data.sym_groups:
        elig = [i for i in range(n) if all((i, j) in window for j in group)]
        for li in range(1, len(group)):
            j, jp = group[li], group[li - 1]
            for kk, i in enumerate(elig):
                earlier = [X[e, jp] for e in elig[:kk]]
                sym.append((X[i, j], sum(earlier) if earlier else 0))
    mdl.S = pe.RangeSet(0, len(sym) - 1) if sym else pe.Set(initialize=[])
    mdl.sym = pe.Constraint(mdl.S, rule=lambda _m, r: sym[r][0] <= sym[r][1])

    # dominance: if i -> k on j and both are on j, then s_k >= s_i + p_ij.
    # Written with S_ij = sum_t t x[i,j,t] (= s_i if on j, else 0):
    #   S_kj >= S_ij + p_ij X_ij - (lc_ij) (1 - X_kj)   (m = 1: X == 1, plain precedence)
    dom = []
    for i, k, j in data.dominance:
        if (i, j) not in window or (k, j) not in window:
            continue
        Si = sum(t * mdl.x[i, j, t] for t in range(window[i, j][0], window[i, j][1] + 1))
        Sk = sum(t * mdl.x[k, j, t] for t in range(window[k, j][0], window[k, j][1] + 1))
        pij = int(p[i, j])
        if m == 1:
            dom.append(Sk >= Si + pij)
        else:
            dom.append(Sk >= Si + pij * X[i, j] - int(data.lc[i, j]) * (1 - X[k, j]))
    mdl.D = pe.RangeSet(0, len(dom) - 1) if dom else pe.Set(initialize=[])
    mdl.dom = pe.Constraint(mdl.D, rule=lambda _m, r: dom[r])
    mdl._optsched_data = data
    mdl._optsched_window = window
    return mdl


def solve_timeindexed(inst: HgspInstance, *, solver: str = "highs",
                      time_limit: float | None = 60.0, threads: int | None = None,
                      discretize: bool = False, strengthen: bool = True,
                      seed: int = 0) -> Result:
    """Solve the time-indexed MILP with HiGHS (or ``pyomo:NAME``); raw Result.

    ``discretize=True`` solves a rounded copy when the tick data are not integral
    (flagged, never optimal, no bound); ``strengthen=False`` drops the valid cuts of
    :mod:`.exact_common` (for cross-checking them). ``seed`` drives SAGreedy's hint only.
    """
    import pyomo.environ as pe

    with Timer() as tb:
        data = integer_data(inst, discretize=discretize, strengthen=strengthen, seed=seed)
        model = build_timeindexed(inst, data)
    out = solve_pyomo(model, solver, time_limit, threads)
    res = Result(family="hgsp", instance=inst.name, method=f"timeindexed-{solver}",
                 status=out.status, bound=out.bound, runtime_s=out.runtime_s, build_s=tb.s,
                 solver_log=out.log or None)
    res.metrics.update({"model_vars": model.nvariables(),
                        "model_constraints": model.nconstraints(),
                        "time_scale": data.scale, "discretized": data.discretized,
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
            res.schedule = schedule_rows(inst, data, gpu, start)
            res.objective = out.objective
        else:  # pragma: no cover - HiGHS returned a non-integral "solution"
            res.status = Status.ERROR
            res.message = "solver solution leaves a task unassigned"
    if data.discretized:
        res.bound = None
        if res.status is Status.OPTIMAL:
            res.status = Status.FEASIBLE
        res.message = ("processing times/arrivals/deadlines were rounded to integer ticks; "
                       "the model solved that copy, so no optimality or bound is claimed")
    return res


def timeindexed_lp_bound(inst: HgspInstance, data: IntData | None = None, *,
                         time_limit: float | None = 30.0, threads: int | None = None,
                         solver_choice: str = "") -> float | None:
    """Lower bound (time units) from the LP relaxation of the time-indexed model.

    Same variables' domains as :func:`build_timeindexed` (horizons, objective cut, heads
    and tails; no dominance or symmetry rows), written in the "started by t" variables
    ``z`` only (``x_t = z_t - z_{t-1}``: same LP) and passed straight to ``highspy``
    (Pyomo's model translation costs more than the LP here). Valid because the
    strengthened model keeps an optimal schedule, so its LP value is <= the optimum; the
    value is lowered by HiGHS' tolerance (1e-6 relative) before being returned.
    ``None`` if the LP was not solved to optimality within ``time_limit``.
    ``solver_choice``: HiGHS' ``solver`` option (``""`` = default, ``"ipm"``, ...).
    """
    import highspy
    from scipy import sparse

    from optsched.core.solvers import default_threads

    if data is None:
        data = integer_data(inst)
    if data.discretized:
        return None
    p, d, w, s = data.p, data.d, data.w, data.scale
    pairs = data.pairs()
    col: dict[tuple[int, int, int], int] = {}
    window = {}
    cost: list[float] = []
    for i, j in pairs:
        lo, hi = int(data.es[i, j]), int(data.lc[i, j] - p[i, j])
        window[i, j] = (lo, hi)
        c = [float(w[i]) * max(0, t + int(p[i, j]) - int(d[i])) / s for t in range(lo, hi + 1)]
        for q, t in enumerate(range(lo, hi + 1)):
            col[i, j, t] = len(cost)
            cost.append(c[q] - c[q + 1] if t < hi else c[q])
    rows, cols, vals, rlo, rhi = [], [], [], [], []

    def add_row(entries: dict[int, float], lo: float, hi: float) -> None:
        r = len(rlo)
        for cidx, v in entries.items():
            if v != 0:
                rows.append(r)
                cols.append(cidx)
                vals.append(v)
        rlo.append(lo)
        rhi.append(hi)

    for i in range(data.n):  # assignment: sum_j z[i,j,hi] = 1
        add_row({col[i, j, window[i, j][1]]: 1.0 for j in range(data.m) if (i, j) in window},
                1.0, 1.0)
    for (i, j), (lo, hi) in window.items():  # monotone: z_t - z_{t-1} >= 0
        for t in range(lo + 1, hi + 1):
            add_row({col[i, j, t]: 1.0, col[i, j, t - 1]: -1.0}, 0.0, highspy.kHighsInf)

    def Z(i: int, j: int, t: int) -> int | None:
        lo, hi = window[i, j]
        return None if t < lo else col[i, j, min(t, hi)]

    for j in range(data.m):
        tasks_j = [i for i in range(data.n) if (i, j) in window]
        if len(tasks_j) < 2:
            continue
        u_lo = min(window[i, j][0] for i in tasks_j)
        u_hi = max(window[i, j][1] + int(p[i, j]) for i in tasks_j)
        for u in range(u_lo, u_hi):
            e: dict[int, float] = {}
            for i in tasks_j:
                a_, b_ = Z(i, j, u), Z(i, j, u - int(p[i, j]))
                if a_ is None or a_ == b_:
                    continue
                e[a_] = e.get(a_, 0.0) + 1.0
                if b_ is not None:
                    e[b_] = e.get(b_, 0.0) - 1.0
            if len(e) >= 2:
                add_row(e, -highspy.kHighsInf, 1.0)
    A = sparse.csc_matrix((vals, (rows, cols)), shape=(len(rlo), len(cost)))
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = len(cost), len(rlo)
    lp.col_cost_ = np.asarray(cost)
    lp.col_lower_ = np.zeros(len(cost))
    lp.col_upper_ = np.ones(len(cost))
    lp.row_lower_ = np.asarray(rlo, dtype=float)
    lp.row_upper_ = np.asarray(rhi, dtype=float)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = A.indptr.astype(np.int32)
    lp.a_matrix_.index_ = A.indices.astype(np.int32)
    lp.a_matrix_.value_ = A.data.astype(float)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", int(threads or default_threads()))
    if time_limit is not None:
        h.setOptionValue("time_limit", float(time_limit))
    h.passModel(lp)
    if solver_choice:
        h.setOptionValue("solver", solver_choice)
    h.run()
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None
    val = float(h.getInfo().objective_function_value)
    return val - 1e-6 * max(1.0, abs(val))
