"""Big-M disjunctive MILP of paper hgsp, eqs. (1)–(6), in Pyomo (solved by HiGHS).

See ``models/hgsp-bigm.md`` for the formulation, sizes and the value of H. In short:

* ``x[i,j]`` binary only for memory-feasible pairs (eq. 3 by construction), eq. (2);
* ``c[i] = s[i] + sum_j p_ij x[i,j]`` (eq. 4), ``s[i] >= a_i`` (eq. 5);
* for each pair ``i < k`` and each GPU ``j`` feasible for both, eq. (6) with
  ``H_ik = T_H - a_k`` and the order binary ``y[i,k]``;
* ``T[i] >= c[i] - d_i``, ``T[i] >= 0``, objective ``sum w_i T[i]`` (eq. 1);
* ``c[i] <= T_H`` (valid: some optimal schedule is semi-active, see
  :meth:`HgspInstance.horizon`).

**Normalisation** (issue 12): the model is built on ``t / tau`` and ``w / omega`` with
``tau``, ``omega`` powers of ten (:func:`time_unit`, :func:`.exact_common.weight_unit`):
a horizon outside ``[1, 10^6)`` is brought to ``[10^3, 10^4)`` and the largest weight to
``[1, 10^4)``; ordinary data is left untouched. HiGHS' absolute tolerances (1e-6) then
act on numbers of the same size at every data scale; objective and bound are multiplied
back by ``tau * omega``.

The schedule read back from the solver keeps its GPU assignment and per-GPU order and is
*left-shifted* (each task starts at ``max(a_i, end of its predecessor)``): this removes
the solver's tolerance-level overlaps and never increases the objective.

The solve function is registered as model ``bigm``; reach it through
:func:`optsched.solve`, which verifies the schedule and recomputes the objective.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import numpy as np

from optsched.core import ModelSize, interrupt
from optsched.core.result import Result
from optsched.core.solvers import set_mip_start, solve_pyomo
from optsched.core.timing import Timer

from .exact_common import Budget, keep_heuristic_incumbent, out_of_time, weight_unit
from .hints import best_heuristic_schedule
from .instance import HgspInstance
from .schedule import HgspSchedule, left_shift

if TYPE_CHECKING:  # Pyomo is slow to import: only the build/solve functions load it
    import pyomo.environ as pe


def time_unit(inst: HgspInstance) -> float:
    """Power of ten ``tau`` the big-M model divides times by: 1 when the horizon ``T_H``
    is in ``[1, 10^6)`` (ordinary data: model unchanged), else ``T_H / tau`` is put in
    ``[10^3, 10^4)``, where HiGHS' absolute tolerance (1e-6) is ~1e-9 of the horizon
    (a horizon of 1.8 left the objective 2.5e-6 off, relative)."""
    th = inst.horizon()
    if not (th > 0) or 1.0 <= th < 1e6:
        return 1.0
    return float(10.0 ** (math.floor(math.log10(th)) - 3))


def _pairs(inst: HgspInstance) -> tuple[list[tuple[int, int]], list[tuple[int, int]],
                                        list[tuple[int, int, int]]]:
    """Memory-feasible ``(task, GPU)`` pairs, task pairs ``i < k`` sharing a feasible GPU
    and the triples ``(i, k, j)`` of eq. (6), each in row-major order (vectorised: the
    pair loop took 0.3 s at 200 tasks)."""
    fits, n = np.asarray(inst.fits, dtype=bool), inst.n
    ti, tj = np.nonzero(fits)
    pairs_ij = list(zip(ti.tolist(), tj.tolist()))
    iu, ku = np.triu_indices(n, 1)
    both = fits[iu] & fits[ku]  # (pairs, GPUs)
    share = both.any(axis=1)
    iu, ku, both = iu[share], ku[share], both[share]
    pairs_ik = list(zip(iu.tolist(), ku.tolist()))
    row, gpu = np.nonzero(both)
    trip = list(zip(iu[row].tolist(), ku[row].tolist(), gpu.tolist()))
    return pairs_ij, pairs_ik, trip


def size_bigm(inst: HgspInstance, *, hint: bool = True, seed: int = 0) -> ModelSize:
    """Size of :func:`build_bigm` (exact counts, computed without building).

    Variables ``|x| + |y| + 3n``; rows ``2n`` (assignment, timing) ``+ n`` (tardiness)
    ``+ 2 |D|`` (eq. 6 per pair and common GPU); non-zeros ``|x|`` (2) ``+ 2n + |x|``
    (4) ``+ 2n`` ``+ 2 x 5 |D|`` (6).
    """
    n = inst.n
    pij, pik, trip = _pairs(inst)
    return ModelSize(variables=len(pij) + len(pik) + 3 * n,
                     constraints=3 * n + 2 * len(trip),
                     nonzeros=len(pij) + (2 * n + len(pij)) + 2 * n + 10 * len(trip))


def build_bigm(inst: HgspInstance, check: Callable[[], None] | None = None
               ) -> pe.ConcreteModel:
    """The Pyomo model of eqs. (1)–(6) for ``inst`` on normalised data (module docstring).

    Its objective is ``sum w_i T_i / (tau omega)``: the MPS export registers
    ``pyomo_objective_scale`` accordingly (1 for ordinary data). ``check()`` is called
    between components and every 2,048 rows of eq. (6) (time budget, Ctrl-C; it may
    raise to stop the build).
    """
    tick = check or (lambda: None)
    rows = [0]

    def count() -> None:
        rows[0] += 1
        if rows[0] % 2048 == 0:
            tick()

    import pyomo.environ as pe  # slow import, only when a model is built

    n = inst.n
    tau, omega = time_unit(inst), weight_unit(inst)
    p, fits = inst.p / tau, inst.fits
    a, d, w = inst.arrival / tau, inst.deadline / tau, inst.weight / omega
    TH = inst.horizon() / tau
    pairs_ij, pairs_ik, trip = _pairs(inst)
    m = pe.ConcreteModel(name=f"hgsp-bigm:{inst.name}")
    m.I = pe.RangeSet(0, n - 1)
    m.X = pe.Set(initialize=pairs_ij, dimen=2)
    m.Y = pe.Set(initialize=pairs_ik, dimen=2)
    m.x = pe.Var(m.X, within=pe.Binary)
    m.y = pe.Var(m.Y, within=pe.Binary)
    tick()
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
    tick()
    m.D = pe.Set(initialize=trip, dimen=3)
    tick()

    def _ik(_m: pe.ConcreteModel, i: int, k: int, j: int) -> pe.Expression:
        count()
        H = TH - float(a[k])  # eq. (6), first line: i before k on j
        return _m.c[i] <= _m.s[k] + H * (3 - _m.x[i, j] - _m.x[k, j] - _m.y[i, k])

    def _ki(_m: pe.ConcreteModel, i: int, k: int, j: int) -> pe.Expression:
        count()
        H = TH - float(a[i])  # eq. (6), second line: k before i on j
        return _m.c[k] <= _m.s[i] + H * (2 - _m.x[i, j] - _m.x[k, j] + _m.y[i, k])

    m.disj_ik = pe.Constraint(m.D, rule=_ik)
    m.disj_ki = pe.Constraint(m.D, rule=_ki)
    m._optsched_units = (tau, omega)
    return m


def mip_start(model: pe.ConcreteModel, inst: HgspInstance, gpu: np.ndarray,
              start: np.ndarray) -> list[tuple[pe.Var, float]]:
    """Values of every variable of :func:`build_bigm` for a feasible schedule (``gpu``,
    ``start`` in time units): ``x`` from the assignment, ``y[i,k] = 1`` when ``i`` starts
    no later than ``k`` (on a shared GPU that is their order; on different GPUs every
    eq. (6) row of the pair is relaxed whatever ``y`` is), ``s``, ``c`` and ``T`` from the
    times, all in the model's normalised units."""
    tau, omega = model._optsched_units
    n = inst.n
    s = np.asarray(start, dtype=float) / tau
    c = s + inst.p[np.arange(n), gpu] / tau
    values: list[tuple[pe.Var, float]] = []
    for (i, j) in model.X:
        values.append((model.x[i, j], 1.0 if gpu[i] == j else 0.0))
    for (i, k) in model.Y:
        values.append((model.y[i, k], 1.0 if (s[i], i) <= (s[k], k) else 0.0))
    for i in range(n):
        values += [(model.s[i], float(s[i])), (model.c[i], float(c[i])),
                   (model.T[i], max(0.0, float(c[i] - inst.deadline[i] / tau)))]
    return values


class _BuildTimeout(Exception):
    """The time limit ran out while the hint or the model was being built."""


@contextmanager
def _quiet_pyomo_construction() -> Iterator[None]:
    """Pyomo logs an ERROR for any exception raised while it constructs a component,
    including our own stop (:class:`_BuildTimeout`, Ctrl-C); the stop is reported by
    the result, so that log line is dropped while the model is built."""
    log = logging.getLogger("pyomo.core")
    level = log.level
    log.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        log.setLevel(level)


def _solve_bigm(inst: HgspInstance, *, solver: str = "highs",
                time_limit: float | None = 60.0, threads: int | None = None,
                hint: bool = True, seed: int = 0) -> Result:
    """Solve eqs. (1)–(6) with HiGHS (or ``pyomo:NAME``).

    Parameters
    ----------
    inst : HgspInstance
    solver : str
        ``highs`` or ``pyomo:NAME``.
    time_limit : float or None
        Seconds for the hint, building and solving together.
    threads : int or None
    hint : bool
        Start HiGHS from the best heuristic schedule (:func:`.hints.best_heuristic_schedule`,
        a MIP start; ``False``: the paper's model solved cold). Not passed to
        ``pyomo:NAME`` solvers.
    seed : int
        Seed of the SAGreedy hint only.

    Returns
    -------
    Result
        *Raw* (objective and bound in the instance's units, schedule left-shifted);
        :func:`optsched.solve` verifies and finalises it.
    """
    import pyomo.environ as pe  # slow import, only when a model is solved

    budget = Budget(time_limit)
    hint_errors: list[str] = []

    def check() -> None:
        interrupt.check()
        if budget.spent():
            raise _BuildTimeout

    model = None
    best = None
    with Timer() as tb:
        try:
            best = best_heuristic_schedule(inst, seed, hint_errors) if hint else None
            check()
            with _quiet_pyomo_construction():
                model = build_bigm(inst, check)
            if best is not None:
                set_mip_start(model, mip_start(model, inst, best[2], best[3]))
            check()
        except _BuildTimeout:
            model = None
    if model is None:
        res = out_of_time("hgsp", inst.name, budget, tb.s)
        if best is not None:
            keep_heuristic_incumbent(res, inst, best[2], best[3], best[0])
        return res
    out = solve_pyomo(model, solver, budget.remaining(), threads)
    tau, omega = model._optsched_units
    unit = tau * omega
    res = Result(family="hgsp", instance=inst.name, method="",
                 status=out.status, bound=None if out.bound is None else out.bound * unit,
                 runtime_s=out.runtime_s, build_s=tb.s, solver_log=out.log or None)
    res.metrics["model_vars"] = model.nvariables()
    res.metrics["model_constraints"] = model.nconstraints()
    res.metrics["time_unit"] = tau
    res.metrics["weight_unit"] = omega
    if hint:
        res.metrics["heuristic_ub"] = None if best is None else best[1]
        res.metrics["heuristic_ub_method"] = None if best is None else best[0]
        res.metrics["hint_errors"] = hint_errors
    if out.has_solution:
        gpu = np.full(inst.n, -1, dtype=np.int64)
        for (i, j) in model.X:
            if pe.value(model.x[i, j]) > 0.5:
                gpu[i] = j
        start = np.array([pe.value(model.s[i]) for i in range(inst.n)]) * tau
        start = left_shift(inst, gpu, start)
        res.schedule = HgspSchedule.from_arrays(inst, gpu, start)
        res.objective = None if out.objective is None else out.objective * unit
    elif best is not None:
        keep_heuristic_incumbent(res, inst, best[2], best[3], best[0])
    return res
