"""CP-SAT model of HGSP (paper hgsp, eqs. (1)-(6)) built with OR-Tools.
See ``models/hgsp-cpsat.md``.

Time in ticks (``1/time_scale`` time units, :mod:`.exact_common`). Per task ``i``:

* integer start ``s_i`` (``s_i >= a_i``: eq. 5), presence literal ``l_ij`` per
  memory-feasible GPU ``j`` (eq. 3), ``sum_j l_ij = 1`` (eq. 2);
* optional interval ``[s_i, s_i + p_ij)`` present iff ``l_ij``; completion
  ``c_i = s_i + sum_j p_ij l_ij`` (eq. 4);
* ``NoOverlap`` of the intervals of each GPU (eq. 6);
* ``T_i >= c_i - d_i``, ``T_i >= 0``; minimise ``sum W_i T_i`` with integer weights
  ``W_i = w_i 10^k`` (eq. 1; reported as ``obj / (10^k time_scale)``).

Strengthening (valid, see :mod:`.exact_common`): per-GPU horizons and objective cut as
enforced ``c_i <= lc_ij`` under ``l_ij``, symmetry breaking between identical GPUs,
dominance precedences enforced under ``l_ij and l_kj``, on one GPU the WSPT/Lagrangian
cuts ``sum L_i c_i >= min_sigma sum L_i C_i`` and the implied objective bound, optional
proven lower bound
(``lower_bound=...``, e.g. a time-indexed LP bound). Warm start: ``AddHint`` from the best
heuristic schedule (FIFO, Greedy-EFT, SAGreedy when importable), repaired to satisfy the
precedences and the symmetry breaking.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from optsched.core import ModelSize
from optsched.core.errors import InstanceError
from optsched.core.result import Result
from optsched.core.solve_support import stopped_by_budget
from optsched.core.solvers import default_threads, solve_cpsat
from optsched.core.timing import Timer

from .exact_common import (
    Budget,
    IntData,
    integer_data,
    keep_tick_hint,
    lagrangian_multipliers,
    mark_discretized,
    objective_scale_weights,
    out_of_time,
    schedule_from_ticks,
    wspt_min_weighted_completion,
)
from .hints import best_heuristic_objective
from .instance import HgspInstance


def build_cpsat(inst: HgspInstance, data: IntData, W: np.ndarray,
                lower_bound_int: int | None = None, hint: bool = True) -> tuple[Any, dict]:
    """The CP-SAT model and its variables (``starts``, ``lits[i][j]``)."""
    from ortools.sat.python import cp_model

    mdl = cp_model.CpModel()
    n, m = data.n, data.m
    p, d = data.p, data.d
    starts, ends, tards = [], [], []
    lits: list[dict[int, Any]] = []
    per_gpu: list[list[Any]] = [[] for _ in range(m)]
    for i in range(n):
        js = [j for j in range(m) if data.fits[i, j]]
        lo = int(min(data.es[i, j] for j in js))
        hi_c = int(max(data.lc[i, j] for j in js))
        pmin = int(min(p[i, j] for j in js))
        pmax = int(max(p[i, j] for j in js))
        s = mdl.new_int_var(lo, max(lo, hi_c - pmin), f"s{i}")
        c = mdl.new_int_var(lo + pmin, max(lo + pmin, hi_c), f"c{i}")
        li: dict[int, Any] = {}
        if len(js) == 1:
            j = js[0]
            li[j] = True  # forced: the only GPU left for this task
            iv = mdl.new_interval_var(s, int(p[i, j]), c, f"I{i}_{j}")
            per_gpu[j].append(iv)
            mdl.add(s >= int(data.es[i, j]))
            mdl.add(c <= int(data.lc[i, j]))
        else:
            for j in js:
                b = mdl.new_bool_var(f"l{i}_{j}")
                li[j] = b
                iv = mdl.new_optional_fixed_size_interval_var(s, int(p[i, j]), b, f"I{i}_{j}")
                per_gpu[j].append(iv)
                if data.es[i, j] > lo:
                    mdl.add(s >= int(data.es[i, j])).only_enforce_if(b)
                if data.lc[i, j] - p[i, j] < hi_c - pmin:
                    mdl.add(s <= int(data.lc[i, j] - p[i, j])).only_enforce_if(b)
            mdl.add_exactly_one(li.values())
            if pmin == pmax:
                mdl.add(c == s + pmin)
            else:
                mdl.add(c == s + sum(int(p[i, j]) * b for j, b in li.items()))
        t_hi = max(0, hi_c - int(d[i]))
        T = mdl.new_int_var(0, t_hi, f"T{i}")
        mdl.add(T >= c - int(d[i]))
        starts.append(s)
        ends.append(c)
        tards.append(T)
        lits.append(li)
    for j in range(m):
        if len(per_gpu[j]) >= 2:
            mdl.add_no_overlap(per_gpu[j])
    # symmetry breaking between identical GPUs (see exact_common, rule 3)
    for group in data.sym_groups:
        elig = [i for i in range(n) if all(j in lits[i] for j in group)]
        for li_ in range(1, len(group)):
            j, jp = group[li_], group[li_ - 1]
            for kk, i in enumerate(elig):
                earlier = [lits[e][jp] for e in elig[:kk]]
                if any(_is_const(b) for b in earlier):
                    continue
                if _is_const(lits[i][j]):
                    mdl.add_bool_or(earlier if earlier else [False])
                elif earlier:
                    mdl.add_bool_or(earlier).only_enforce_if(lits[i][j])
                else:
                    mdl.add(lits[i][j] == 0)
    # dominance precedences (rule 4): i before k when both on j
    for i, k, j in data.dominance:
        if j not in lits[i] or j not in lits[k]:
            continue
        cond = [b for b in (lits[i][j], lits[k][j]) if not _is_const(b)]
        ct = mdl.add(starts[k] >= starts[i] + int(p[i, j]))
        if cond:
            ct.only_enforce_if(cond)
    obj = sum(int(W[i]) * tards[i] for i in range(n) if W[i] != 0)
    info: dict[str, Any] = {}
    if data.strengthen and m == 1:
        lower_bound_int = _add_wspt_cuts(mdl, data, W, ends, obj, lower_bound_int, info)
    if lower_bound_int is not None and lower_bound_int > 0:
        mdl.add(obj >= lower_bound_int)
    mdl.minimize(obj)
    if hint and data.hint_gpu is not None:
        assert data.hint_start is not None  # set together with hint_gpu
        for i in range(n):
            mdl.add_hint(starts[i], int(data.hint_start[i]))
            for j, b in lits[i].items():
                if not _is_const(b):
                    mdl.add_hint(b, 1 if j == int(data.hint_gpu[i]) else 0)
    return mdl, {"starts": starts, "lits": lits, "info": info}


#: multipliers are scaled by this factor before rounding down to integers
LAMBDA_SCALE = 100


def _add_wspt_cuts(mdl: Any, data: IntData, W: np.ndarray, ends: list, obj: Any,
                   lower_bound_int: int | None, info: dict) -> int | None:
    """One GPU: ``sum_i L_i c_i >= min_sigma sum_i L_i C_i`` (Smith's rule, release dates
    relaxed) for ``L = W`` and for ``L = floor(K lam)`` with the Lagrangian multipliers
    ``lam <= w`` of :func:`lagrangian_multipliers`; and the implied objective bound
    ``K sum W_i T_i >= sum L_i (c_i - d_i)`` (valid since ``0 <= L <= K W``, ``T >= 0``,
    ``T_i >= c_i - d_i``). All in exact integers. Returns the best objective bound."""
    p = data.p[:, 0]
    best = lower_bound_int
    cands: list[tuple[np.ndarray, int]] = [(W.astype(np.int64), 1)]
    lam = lagrangian_multipliers(data)
    if lam is not None:
        ratio = float(W.max()) / float(data.w.max())  # W = w x ratio (exactly 10^k / omega)
        wscale = round(ratio) if ratio >= 1 else ratio
        L = np.minimum(np.floor(lam * wscale * LAMBDA_SCALE + 1e-9).astype(np.int64),
                       W.astype(np.int64) * LAMBDA_SCALE)
        cands.append((L, LAMBDA_SCALE))
    for L, K in cands:
        if not (L > 0).any():
            continue
        rhs = wspt_min_weighted_completion(p, L)
        mdl.add(sum(int(L[i]) * ends[i] for i in range(data.n) if L[i] > 0) >= rhs)
        lb = -(-(rhs - int(np.dot(L, data.d))) // K)  # ceil division
        info.setdefault("wspt_bounds", []).append(lb)
        if lb > 0 and (best is None or lb > best):
            best = lb
    return best


def _is_const(b: Any) -> bool:
    return b is True


def size_cpsat(inst: HgspInstance, *, discretize: bool = False, strengthen: bool = True,
               hint: bool = True, lower_bound: float | None = None, seed: int = 0,
               log: bool = False) -> ModelSize:
    """Size estimate of the CP-SAT model (independent of the horizon: CP-SAT keeps
    integer domains, not time slots).

    Per memory-feasible pair a presence literal and an optional interval, per task a
    start, an end and a tardiness; rows: one per task (exactly-one, end, tardiness), one
    NoOverlap per GPU, at most one dominance precedence per ordered task pair and GPU.
    """
    n, m = inst.n, inst.m
    pairs = int(inst.fits.sum())
    dom = n * (n - 1) // 2 * m if strengthen else 0
    return ModelSize(variables=2 * pairs + 3 * n, constraints=3 * n + m + pairs + dom,
                     nonzeros=6 * pairs + 6 * n + 4 * dom)


def _solve_cpsat(inst: HgspInstance, *, solver: str = "cpsat",
                 time_limit: float | None = 60.0, threads: int | None = None,
                 discretize: bool = False, strengthen: bool = True, hint: bool = True,
                 lower_bound: float | None = None, seed: int = 0,
                 log: bool = False) -> Result:
    """Solve the CP-SAT model.

    Parameters
    ----------
    inst : HgspInstance
    solver : str
        ``cpsat``.
    time_limit : float or None
        Seconds for heuristics (hint, objective cut), building and solving together.
    threads : int or None
    discretize : bool
        Round non-integral ticks or weights (``Result.discretized``, never optimal).
    strengthen : bool
        ``False`` drops the valid cuts of :mod:`.exact_common`.
    hint : bool
        ``False`` disables the warm start, and a solve the time limit ends before CP-SAT
        has a schedule returns none (``True``: the heuristic's, see
        :func:`.exact_common.keep_tick_hint`).
    lower_bound : float, optional
        A *proven* lower bound on the optimum (weight x time units, e.g.
        :func:`~optsched.hgsp.exact_timeindexed.timeindexed_lp_bound`), added as a
        constraint. A value above the objective of a heuristic schedule cannot be a lower
        bound and is refused (InstanceError, exit 2) instead of making the model
        infeasible.
    seed : int
        Seed of CP-SAT and of the SAGreedy hint.
    log : bool
        CP-SAT search log on stderr.

    Returns
    -------
    Result
        *Raw*: objective and bound in the instance's units; :func:`optsched.solve`
        verifies and finalises it.
    """
    from ortools.sat.python import cp_model  # noqa: F401 - slow import, not in the budget

    budget = Budget(time_limit)
    with Timer() as tb:
        data = integer_data(inst, discretize=discretize, strengthen=strengthen,
                            hint=hint or strengthen or lower_bound is not None, seed=seed)
        W, wscale, wdisc = objective_scale_weights(inst, discretize)
        unit = wscale * data.scale  # objective (int) / unit = time units x weight
        lb_int = None
        if lower_bound is not None:
            _check_lower_bound(inst, data, lower_bound, seed)
            if not (data.discretized or wdisc):
                lb_int = math.ceil(lower_bound * unit * (1 - 1e-12) - 1e-6)
        model = None
        if not budget.spent():
            model, var = build_cpsat(inst, data, W, lb_int, hint=hint)
    if model is None or budget.spent():
        res = out_of_time("hgsp", inst.name, budget, tb.s)
        return keep_tick_hint(res, inst, data) if hint else res
    out, cps = solve_cpsat(model, time_limit=budget.remaining(),
                           threads=threads or default_threads(), seed=seed, log=log)
    res = Result(family="hgsp", instance=inst.name, method="",
                 status=stopped_by_budget(out.status, out.has_solution, budget),
                 runtime_s=out.runtime_s, build_s=tb.s)
    discretized = data.discretized or wdisc
    proto = model.Proto()
    res.metrics.update({"model_vars": len(proto.variables),
                        "model_constraints": len(proto.constraints),
                        "time_scale": data.scale * data.tick_divisor,
                        "tick_divisor": data.tick_divisor, "weight_scale": wscale,
                        "horizon_ticks": int(data.lc.max()),
                        "heuristic_ub": data.ub, "heuristic_ub_method": data.ub_method,
                        "hint_errors": list(data.hint_errors),
                        "hinted": bool(hint and data.hint_gpu is not None),
                        "dominance_pairs": len(data.dominance),
                        "identical_gpu_groups": [list(g) for g in data.sym_groups],
                        "lower_bound_given": lower_bound,
                        "wspt_lagrangian_bounds": [b / unit for b in
                                                   var["info"].get("wspt_bounds", [])]})
    if out.has_solution:
        gpu = np.full(inst.n, -1, dtype=np.int64)
        start = np.zeros(inst.n, dtype=np.int64)
        for i in range(inst.n):
            start[i] = cps.value(var["starts"][i])
            for j, b in var["lits"][i].items():
                if _is_const(b) or cps.value(b):
                    gpu[i] = j
        res.schedule = schedule_from_ticks(inst, data, gpu, start)
        assert out.objective is not None  # solve_cpsat sets it whenever has_solution
        res.objective = out.objective / unit
    if out.bound is not None:
        res.bound = out.bound / unit
    if discretized:
        mark_discretized(res, "data were rounded (ticks or weights); the model solved that "
                              "copy, so no optimality or bound is claimed")
    return keep_tick_hint(res, inst, data) if hint else res


def _check_lower_bound(inst: HgspInstance, data: IntData, lower_bound: float,
                       seed: int) -> None:
    """Refuse a user ``lower_bound`` above the objective of a feasible schedule."""
    if data.ub is not None and not data.discretized:
        name, ub = data.ub_method, data.ub
    else:
        name, ub = best_heuristic_objective(inst, seed)
    if lower_bound > ub * (1 + 1e-9) + 1e-12 * abs(ub):
        raise InstanceError("param.lower_bound", f"{lower_bound:.12g} exceeds the objective "
                            f"{ub:.12g} of a feasible schedule ({name}), so it is not a lower "
                            "bound on the optimum of this instance")
