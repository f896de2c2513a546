"""Pyomo time-indexed MILP ``gang-ti`` for eq. (16) with gang tasks (HiGHS or any Pyomo
solver).

Time in integer units of ``time_scale_s`` (see :mod:`.exact_common`). Variables:
``y[i, p, s] in {0, 1}`` = task ``i`` starts at unit ``s`` with gang pattern ``p`` (GPU
counts ``n_pk`` per kind ``k``, duration ``d_ip``), defined for
``a_i <= s <= D_i - d_ip`` (release and the valid deadline cut ``D_i``).

* assignment  ``sum_{p,s} y[i,p,s] = 1``                                   for all i
  (each task runs once on exactly ``tau_i`` GPUs of eligible kinds: VI-A constraints)
* capacity    ``sum_{i,p} n_pk sum_{s = u-d_ip+1}^{u} y[i,p,s] <= |kind k|``  for all k, u
  (no GPU double-booked; rows whose left side can never exceed the capacity are dropped)
* symmetry    ``sum s y[i,.,s] <= sum s y[k,.,s]`` for identical tasks ``i < k``
* objective   ``min sum_{i,p,s} w_i * unit * (s + d_ip - a_i) * y[i,p,s]``   eq. (16), s

Size: ``sum_i sum_p (D_i - d_ip - a_i + 1)`` binaries; ``n + |pairs|`` plus at most
``|kinds| * H`` capacity rows, ``H`` the horizon in units.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from optsched.core import ModelSize
from optsched.core.errors import InstanceError
from optsched.core.result import Result
from optsched.core.solve_support import Budget, mark_discretized, out_of_time, unit_factor
from optsched.core.solvers import solve_pyomo
from optsched.core.timing import Timer

from .exact_common import (
    DISCRETIZED_MESSAGE,
    IntData,
    build_schedule,
    common_metrics,
    integer_data,
    keep_policy_schedule,
)
from .exact_cp import identical_pairs
from .instance import LlmInstance

MAX_BINARIES = 2_000_000


def build_ti(inst: LlmInstance, rounding: str | None = None, cuts: bool = True,
             data: IntData | None = None) -> Any:
    """The Pyomo model (also the ``build_pyomo`` hook used for MPS export); its objective
    is eq. (16) in units of ``weight_unit x unit_factor(unit_s)`` seconds (1 s for
    ordinary data)."""
    import pyomo.environ as pyo  # slow import, only when a model is built

    if data is None:
        data = integer_data(inst, rounding, cuts)
    n = len(inst.tasks)
    size = sum(max(0, data.deadline[i] - pat.duration - data.arrival[i] + 1)
               for i in range(n) for pat in data.patterns[i])
    if size > MAX_BINARIES:
        raise InstanceError("time_scale_s", f"the time-indexed model would have {size} "
                            f"binaries (> {MAX_BINARIES}) at time_scale_s="
                            f"{data.unit_s:g}; use a coarser time scale or --solver cpsat")
    idx: list[tuple[int, int, int]] = []
    for i in range(n):
        for p, pat in enumerate(data.patterns[i]):
            for s in range(data.arrival[i], data.deadline[i] - pat.duration + 1):
                idx.append((i, p, s))
    m = pyo.ConcreteModel(name=f"gang-ti:{inst.name}")
    m._data = data
    m.IDX = pyo.Set(initialize=idx, dimen=3, ordered=True)
    m.y = pyo.Var(m.IDX, domain=pyo.Binary)
    by_task: dict[int, list] = defaultdict(list)
    buckets: dict[tuple[int, int], list[tuple[int, tuple]]] = defaultdict(list)
    for key in idx:
        i, p, s = key
        by_task[i].append(key)
        pat = data.patterns[i][p]
        for kk, cnt in enumerate(pat.counts):
            if cnt:
                for u in range(s, s + pat.duration):
                    buckets[(kk, u)].append((cnt, key))
    m.TASKS = pyo.RangeSet(0, n - 1)
    m.assign = pyo.Constraint(m.TASKS, rule=lambda m, i: sum(m.y[k] for k in by_task[i]) == 1)
    rows = []
    for (kk, u), terms in buckets.items():
        worst: dict[int, int] = {}
        for cnt, key in terms:
            worst[key[0]] = max(worst.get(key[0], 0), cnt)
        if sum(worst.values()) > data.kind_size[kk]:
            rows.append((kk, u))
    m.CAP = pyo.Set(initialize=sorted(rows), dimen=2, ordered=True)
    m.cap = pyo.Constraint(m.CAP, rule=lambda m, kk, u: sum(
        cnt * m.y[key] for cnt, key in buckets[(kk, u)]) <= data.kind_size[kk])
    pairs = identical_pairs(inst, data)
    m.PAIRS = pyo.Set(initialize=pairs, dimen=2, ordered=True)
    m.sym = pyo.Constraint(m.PAIRS, rule=lambda m, i, k: sum(
        key[2] * m.y[key] for key in by_task[i]) <= sum(key[2] * m.y[key]
                                                        for key in by_task[k]))
    sec = data.unit_s / unit_factor(data.unit_s)  # seconds per unit, normalised
    m.obj = pyo.Objective(expr=sum(
        data.weights[i] / data.weight_unit * sec
        * (s + data.patterns[i][p].duration - data.arrival[i])
        * m.y[(i, p, s)] for (i, p, s) in idx), sense=pyo.minimize)
    return m


def size_ti(inst: LlmInstance, *, rounding: str | None = None,
            cuts: bool = True) -> ModelSize:
    """Size of ``gang-ti`` from the integer data (without the policy upper bound, so an
    upper bound on the size): ``sum_i sum_p (H - d_ip - a_i + 1)`` binaries over the
    horizon ``H``; assignment rows and at most ``|kinds| H`` capacity rows; each binary
    appears in its assignment row and in ``d_ip`` capacity rows per kind it uses."""
    data = integer_data(inst, rounding, cuts=False, upper_bound=False)
    H = float(data.horizon)
    nvars = 0.0
    nnz = 0.0
    for i, pats in enumerate(data.patterns):
        for pat in pats:
            k = max(0.0, H - pat.duration - data.arrival[i] + 1)
            nvars += k
            nnz += k * (2 + pat.duration * sum(1 for c in pat.counts if c))
    return ModelSize(variables=int(min(nvars, 2.0 ** 62)),
                     constraints=int(min(len(inst.tasks) + len(data.kinds) * H, 2.0 ** 62)),
                     nonzeros=int(min(nnz, 2.0 ** 62)))


def _solve_ti(inst: LlmInstance, *, solver: str = "highs", time_limit: float | None = 60.0,
              threads: int | None = None, rounding: str | None = None,
              cuts: bool = True) -> Result:
    """Solve ``gang-ti`` through Pyomo (``highs`` or ``pyomo:NAME``).

    Parameters
    ----------
    inst : LlmInstance
    solver : str
    time_limit : float or None
        Seconds for the policy upper bound, building and solving together.
    threads : int or None
    rounding, cuts
        As in :func:`.exact_cp._solve_cp`.

    Returns
    -------
    Result
        *Raw*, objective eq. (16) in weight x s; :func:`optsched.solve` finalises it.
    """
    import pyomo.environ as pyo  # slow import, only when a model is solved

    budget = Budget(time_limit)
    with Timer() as tb:
        data = integer_data(inst, rounding, cuts)
        m = None
        if not budget.spent():
            m = build_ti(inst, data=data)
    if m is None or budget.spent():
        return keep_policy_schedule(out_of_time("hgsp-llm", inst.name, budget, tb.s), data)
    out = solve_pyomo(m, solver=solver, time_limit=budget.remaining(), threads=threads)
    scale = data.weight_unit * unit_factor(data.unit_s)  # model objective x scale = w x s
    res = Result(family="hgsp-llm", instance=inst.name, method="",
                 status=out.status, runtime_s=out.runtime_s, build_s=tb.s,
                 solver_log=out.log or None)
    res.metrics = {**common_metrics(data), "n_vars": len(m.IDX),
                   "n_constraints": len(inst.tasks) + len(m.CAP) + len(m.PAIRS)}
    if out.has_solution:
        chosen: list[tuple[int, int] | None] = [None] * len(inst.tasks)
        for (i, p, s) in m.IDX:
            v = pyo.value(m.y[(i, p, s)], exception=False)
            if v is not None and v > 0.5:
                chosen[i] = (s, p)
        if all(c is not None for c in chosen):
            res.schedule = build_schedule(inst, data, chosen)  # type: ignore[arg-type]
            res.objective = None if out.objective is None else out.objective * scale
    if out.bound is not None:
        res.bound = out.bound * scale
    if data.discretized:
        mark_discretized(res, DISCRETIZED_MESSAGE)
    return keep_policy_schedule(res, data)
