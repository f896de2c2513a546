"""Big-M disjunctive MILP of paper hgsp, eqs. (1)–(6), in Pyomo (solved by HiGHS).

See ``models/hgsp-bigm.md`` for the formulation, sizes and the value of H. In short:

* ``x[i,j]`` binary only for memory-feasible pairs (eq. 3 by construction), eq. (2);
* ``c[i] = s[i] + sum_j p_ij x[i,j]`` (eq. 4), ``s[i] >= a_i`` (eq. 5);
* for each pair ``i < k`` and each GPU ``j`` feasible for both, eq. (6) with
  ``H_ik = T_H - a_k`` and the order binary ``y[i,k]``;
* ``T[i] >= c[i] - d_i``, ``T[i] >= 0``, objective ``sum w_i T[i]`` (eq. 1);
* ``c[i] <= T_H`` (valid: some optimal schedule is semi-active, see
  :meth:`HgspInstance.horizon`).

The schedule read back from the solver keeps its GPU assignment and per-GPU order and is
*left-shifted* (each task starts at ``max(a_i, end of its predecessor)``): this removes
the solver's tolerance-level overlaps and never increases the objective.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from optsched.core.result import Result
from optsched.core.solvers import solve_pyomo
from optsched.core.timing import Timer

from .instance import HgspInstance
from .schedule import to_rows


def build_bigm(inst: HgspInstance) -> Any:
    """The Pyomo model of eqs. (1)–(6) for ``inst`` (see module docstring)."""
    import pyomo.environ as pe

    n = inst.n
    p, fits = inst.p, inst.fits
    a, d, w = inst.arrival, inst.deadline, inst.weight
    TH = inst.horizon()
    pairs_ij = [(i, j) for i in range(n) for j in range(inst.m) if fits[i, j]]
    pairs_ik = [(i, k) for i in range(n) for k in range(i + 1, n)
                if np.any(fits[i] & fits[k])]
    m = pe.ConcreteModel(name=f"hgsp-bigm:{inst.name}")
    m.I = pe.RangeSet(0, n - 1)
    m.X = pe.Set(initialize=pairs_ij, dimen=2)
    m.Y = pe.Set(initialize=pairs_ik, dimen=2)
    m.x = pe.Var(m.X, within=pe.Binary)
    m.y = pe.Var(m.Y, within=pe.Binary)
    m.s = pe.Var(m.I, bounds=lambda _m, i: (float(a[i]), TH))
    m.c = pe.Var(m.I, bounds=lambda _m, i: (float(a[i] + p[i][fits[i]].min()), TH))
    m.T = pe.Var(m.I, within=pe.NonNegativeReals)

    m.obj = pe.Objective(expr=sum(float(w[i]) * m.T[i] for i in range(n)),
                         sense=pe.minimize)  # eq. (1)
    by_task: dict[int, list[int]] = {i: [] for i in range(n)}
    for i, j in pairs_ij:
        by_task[i].append(j)
    m.assign = pe.Constraint(m.I, rule=lambda _m, i: sum(_m.x[i, j] for j in by_task[i])
                             == 1)  # eq. (2)
    m.timing = pe.Constraint(m.I, rule=lambda _m, i: _m.c[i] == _m.s[i] + sum(
        float(p[i, j]) * _m.x[i, j] for j in by_task[i]))  # eq. (4)
    m.tard = pe.Constraint(m.I, rule=lambda _m, i: _m.T[i] >= _m.c[i] - float(d[i]))
    trip = [(i, k, j) for (i, k) in pairs_ik for j in range(inst.m) if fits[i, j] and fits[k, j]]
    m.D = pe.Set(initialize=trip, dimen=3)

    def _ik(_m, i, k, j):  # eq. (6), first line: i before k on j
        H = TH - float(a[k])
        return _m.c[i] <= _m.s[k] + H * (3 - _m.x[i, j] - _m.x[k, j] - _m.y[i, k])

    def _ki(_m, i, k, j):  # eq. (6), second line: k before i on j
        H = TH - float(a[i])
        return _m.c[k] <= _m.s[i] + H * (2 - _m.x[i, j] - _m.x[k, j] + _m.y[i, k])

    m.disj_ik = pe.Constraint(m.D, rule=_ik)
    m.disj_ki = pe.Constraint(m.D, rule=_ki)
    return m


def left_shift(inst: HgspInstance, gpu: np.ndarray, start: np.ndarray) -> np.ndarray:
    """Keep assignment and per-GPU order, start each task as early as possible."""
    new = np.empty_like(start)
    p = inst.p
    for j in range(inst.m):
        idx = np.flatnonzero(gpu == j)
        idx = idx[np.lexsort((idx, start[idx]))]
        t = 0.0
        for i in idx:
            s = max(inst.arrival[i], t)
            new[i] = s
            t = s + p[i, j]
    return new


def solve_bigm(inst: HgspInstance, *, solver: str = "highs", time_limit: float | None = 60.0,
               threads: int | None = None) -> Result:
    """Solve eqs. (1)–(6) with HiGHS (or ``pyomo:NAME``); raw Result for ``finalize``."""
    import pyomo.environ as pe

    with Timer() as tb:
        model = build_bigm(inst)
    out = solve_pyomo(model, solver, time_limit, threads)
    res = Result(family="hgsp", instance=inst.name, method=f"bigm-{solver}",
                 status=out.status, bound=out.bound, runtime_s=out.runtime_s, build_s=tb.s,
                 solver_log=out.log or None)
    res.metrics["model_vars"] = model.nvariables()
    res.metrics["model_constraints"] = model.nconstraints()
    if out.has_solution:
        gpu = np.full(inst.n, -1, dtype=np.int64)
        for (i, j) in model.X:
            if pe.value(model.x[i, j]) > 0.5:
                gpu[i] = j
        start = np.array([pe.value(model.s[i]) for i in range(inst.n)])
        start = left_shift(inst, gpu, start)
        res.schedule = to_rows(inst, gpu, start)
        res.objective = out.objective
    return res
