"""Model ``lagdp`` on several GPUs (``m >= 2``): Lagrangian reduced-cost fixing, then the
time-indexed MILP over the surviving variables (issue 16, item 3;
``models/hgsp-lagrangian-dp.md``, section "Several GPUs").

Pipeline, in integer ticks and integer-scaled weights (objective values are integers):

1. **Upper bound** ``UB``: the hint of :func:`.exact_common.integer_data` (best of FIFO,
   Greedy-EFT, SAGreedy, SAGreedy+, improved by per-GPU insertion descent and repaired
   to the dominance and symmetry rules), with the objective cut and per-GPU horizons.
2. **Multipliers** by subgradient on the relaxation "each task on exactly one GPU"
   (:mod:`.wt_dp.multi`); if ``L(mu) > UB - 1``, ``UB`` is optimal.
3. **Reduced-cost fixing** at a target ``limit``: a start ``(i, j, s)`` survives iff the
   best relaxed solution in which ``i`` completes on ``j`` at ``s + p_ij`` costs
   ``<= limit``.
4. **Reduced MILP** (:func:`_stage`): :func:`.exact_timeindexed.timeindexed_matrix` over
   the surviving starts only, plus the objective row ``cost <= limit + 1/2``, solved by
   HiGHS (:func:`optsched.core.solvers.solve_highs_matrix`; :func:`solve_reduced_mip`).
5. **Staged targets**: ``limit = ceil(L) + delta - 1``, ``delta`` = 3 % of the bound,
   doubled after every stage proven infeasible (the bound becomes ``limit + 1``), at most
   ``UB - 1``. A stage solved to optimality with a solution ends the search (its optimum
   is ``OPT``).

Why the answer is exact. Let ``S*`` be an optimal schedule (integer ticks, completions
within the per-GPU semi-active horizons) with the fewest inversions, summed over the GPUs,
with respect to each GPU's ``rank`` (:func:`.wt_dp.multi.task_rank`), relabelled on
identical GPUs by their lowest task. ``S*`` satisfies at once the adjacent-interchange
rule of the DP, the dominance rule 4 and the symmetry rule 3 of the MILP (each violation
could be undone by a transposition that does not increase the cost and strictly lowers the
inversion count; relabelling identical GPUs keeps every per-GPU sequence). If ``OPT <=
limit``, ``S*`` is a relaxed solution of cost ``OPT`` through each of its triples, so
none is fixed and ``S*`` is feasible for the stage's MILP, whose optimum is then
``OPT``; a stage proven infeasible proves ``OPT > limit``. A dual bound ``beta`` of a
stage gives ``OPT >= min(beta, limit + 1)``.
"""

from __future__ import annotations

import math
import time

import numpy as np

from optsched.core import interrupt
from optsched.core.result import Result, Status
from optsched.core.timing import Timer

from .exact_common import (
    Budget,
    IntData,
    integer_data,
    objective_scale_weights,
    schedule_from_ticks,
    weight_unit,
)
from .instance import HgspInstance
from .verify import evaluate


def _ceil_int(x: float) -> int:
    """``ceil`` of a float that stands for an integer bound, lowered by a relative 1e-9
    first (so 41.9999999997 counts as 42, 41.9 as 42, 42.0000000003 as 42)."""
    return int(math.ceil(x - 1e-9 * max(1.0, abs(x))))


def solve_reduced_mip(mx, *, time_limit: float | None, threads: int | None,
                      cutoff: float | None) -> dict:
    """Solve the MILP of a :class:`.exact_timeindexed.TimeIndexedMatrix` on HiGHS
    (:func:`optsched.core.solvers.solve_highs_matrix`: zero gaps, Ctrl-C honoured).

    ``cutoff``: only solutions of model objective ``<= cutoff`` are sought: an explicit
    objective row (HiGHS' option ``objective_bound`` is not enough: HiGHS 1.12 returned
    "Optimal" solutions above it on this model). Returns ``status`` (``optimal``,
    ``infeasible``, ``limit``), ``x`` (column values or None), ``objective`` and
    ``bound`` (model units, or None)."""
    from scipy import sparse

    from optsched.core.solvers import solve_highs_matrix

    K = len(mx.keys)
    rows = [r for r, cs in enumerate(mx.cols) for _ in cs]
    cols = [c for cs in mx.cols for c in cs]
    vals = [v for vs in mx.vals for v in vs]
    lo = [float(x) for x in mx.lo]
    hi = [float(x) for x in mx.hi]
    if cutoff is not None:  # objective row: sum cost x <= cutoff
        nz = np.flatnonzero(mx.cost)
        rows += [len(lo)] * nz.size
        cols += nz.tolist()
        vals += mx.cost[nz].tolist()
        lo.append(-np.inf)
        hi.append(float(cutoff))
    A = sparse.csc_matrix((vals, (rows, cols)), shape=(len(lo), mx.n_columns))
    integer = np.concatenate([np.ones(K, dtype=bool),
                              np.zeros(mx.n_columns - K, dtype=bool)])
    cost = np.concatenate([mx.cost, np.zeros(mx.n_columns - len(mx.cost))])
    ho = solve_highs_matrix(cost, np.zeros(mx.n_columns), np.ones(mx.n_columns), A,
                            np.array(lo), np.array(hi), integer,
                            time_limit=None if time_limit is None
                            else max(float(time_limit), 0.01), threads=threads)
    o = ho.outcome
    out = {"x": None if ho.x is None else np.asarray(ho.x[:K]),
           "objective": o.objective if o.has_solution else None,
           "bound": o.bound, "nodes": ho.nodes, "highs_status": ho.highs_status}
    if o.status is Status.OPTIMAL and ho.x is not None:
        out["status"] = "optimal"
    elif o.status is Status.INFEASIBLE:
        out["status"] = "infeasible"
    else:
        out["status"] = "limit"
    return out


def solve_multi(inst: HgspInstance, *, solver: str, time_limit: float | None,
                threads: int | None, seed: int, bound_share: float,
                reduced: str = "bp", **kwargs) -> Result:
    """Several GPUs. ``reduced="bp"`` (default): column generation over pseudo-schedules
    of the GPU groups and branch-and-price with strong branching
    (:func:`solve_branch_and_price`); ``reduced="timeindexed"``: the issue-16 method
    (subgradient, reduced-cost fixing, reduced time-indexed MILP on HiGHS;
    :func:`solve_timeindexed_stages`, keyword arguments ``iterations``, ``staged``,
    ``first_step``). Raw Result for ``finalize``."""
    if reduced == "timeindexed":
        return solve_timeindexed_stages(inst, solver=solver, time_limit=time_limit,
                                        threads=threads, seed=seed,
                                        bound_share=bound_share, **kwargs)
    if reduced != "bp":
        raise ValueError(f"reduced must be 'bp' or 'timeindexed', got {reduced!r}")
    from .exact_lagdp_bp import solve_branch_and_price

    return solve_branch_and_price(inst, solver=solver, time_limit=time_limit,
                                  threads=threads, seed=seed, bound_share=bound_share,
                                  **kwargs)


def solve_timeindexed_stages(inst: HgspInstance, *, solver: str,
                             time_limit: float | None, threads: int | None, seed: int,
                             bound_share: float, iterations: int = 3000,
                             staged: bool = True, first_step: float = 0.03) -> Result:
    """Several GPUs, issue-16 method: see the module docstring. Raw Result for
    ``finalize``.

    ``bound_share``: at most this share of the time limit for the subgradient;
    ``iterations``: its step limit; ``seed``: of the SAGreedy hints; ``staged``: solve
    reduced MILPs for growing targets ``lb + first_step * lb * 2^k`` (each much smaller
    than the one at ``UB - 1``; a stage proven infeasible raises the bound) instead of
    one at ``UB - 1``."""
    from .wt_dp.multi import gpu_relaxations, subgradient, warm_up

    warm_up()  # numba compilation / cache load: not part of the solve's time
    budget = Budget(time_limit)
    res = Result(family="hgsp", instance=inst.name, method=f"lagdp-{solver}",
                 status=Status.TIME_LIMIT)
    with Timer() as tb:
        data = integer_data(inst, discretize=False, strengthen=True, hint=True, seed=seed)
        W, wscale, _ = objective_scale_weights(inst, discretize=False)
        unit = wscale * data.scale  # integer objective = value x unit
        ub: int | None = None
        if data.hint_gpu is not None and data.hint_start is not None:
            c = data.hint_start + data.p[np.arange(inst.n), data.hint_gpu]
            ub = int(np.dot(W, np.maximum(0, c - data.d)))
        gpus = gpu_relaxations(data.p, data.fits, data.a, data.d, W, data.lc)
        share = 10.0 if time_limit is None else max(0.2, bound_share * time_limit)
        lag, mu, iters = subgradient(gpus, inst.n, None if ub is None else float(ub),
                                     iterations=iterations, time_limit=share, patience=20,
                                     min_step=1e-4)
        lb = _ceil_int(lag)
    res.metrics.update({"heuristic_ub": None if ub is None else ub / unit,
                        "heuristic_ub_method": data.ub_method,
                        "lagrangian_bound": lb / unit, "lagrangian_iterations": iters,
                        "lagrangian_s": tb.s, "time_scale": data.scale,
                        "weight_scale": wscale})
    best_gpu, best_start, best_obj = data.hint_gpu, data.hint_start, ub
    bound = lb
    stages: list[dict] = []
    delta = max(1, math.ceil(first_step * max(1, abs(lb))))
    while best_obj is None or bound < best_obj:
        rem = budget.remaining()
        if rem is not None and rem <= 0.05:
            break
        # target: schedules of cost <= limit (integers); the last stage is UB - 1
        limit = None if best_obj is None else best_obj - 1
        if staged and limit is not None:
            limit = min(limit, bound + delta - 1)
        st = _stage(inst, data, gpus, mu, W, unit, limit, budget, threads)
        stages.append({k: v for k, v in st.items() if k not in ("gpu", "start")})
        if st["obj"] is not None and (best_obj is None or st["obj"] < best_obj):
            best_gpu, best_start, best_obj = st["gpu"], st["start"], st["obj"]
        bound = max(bound, st["bound"])
        if st["status"] != "infeasible":
            break  # optimal over the stage (hence the instance) or out of time
        delta *= 2  # OPT > limit: a larger target
    res.metrics["stages"] = stages
    res.build_s = tb.s
    res.runtime_s = time.monotonic() - budget.t0
    if best_gpu is None or best_start is None or best_obj is None:
        res.message = "no schedule found"
        res.bound = bound / unit
        return res
    res.schedule = schedule_from_ticks(inst, data, best_gpu, best_start)
    # left-shifted on the real data: never worse than best_obj (equal when optimal)
    res.objective = min(best_obj / unit, evaluate(inst, res.schedule)[0])
    res.bound = bound / unit  # never above best_obj if the argument holds (finalize checks)
    res.status = Status.OPTIMAL if bound >= best_obj else Status.TIME_LIMIT
    if res.status is not Status.OPTIMAL:
        res.message = f"time limit: best {res.objective:g}, bound {res.bound:g}"
    return res


def _stage(inst: HgspInstance, data: IntData, gpus: list, mu: np.ndarray, W: np.ndarray,
           unit: float, limit: int | None, budget: Budget, threads: int | None) -> dict:
    """One reduced MILP: schedules of integer cost ``<= limit`` (``None``: no limit).

    Returns ``status`` (``optimal``: its solution is optimal for the instance;
    ``infeasible``: ``OPT > limit``; ``limit``: out of time), ``bound`` (a valid
    integer lower bound on ``OPT`` from this stage, or ``-inf``), the best schedule found
    (``gpu``, ``start`` ticks, integer ``obj``) and sizes. Valid for any ``limit``: every
    optimal schedule ``S*`` of the module docstring with cost ``<= limit`` survives the
    fixing, so ``OPT >= min(beta, limit + 1)`` for the stage's dual bound ``beta``."""
    from .exact_timeindexed import timeindexed_matrix
    from .wt_dp.multi import surviving_completions

    out: dict = {"limit": limit, "obj": None, "gpu": None, "start": None}
    with Timer() as tf:
        fix = surviving_completions(gpus, inst.n, mu,
                                    float("inf") if limit is None else float(limit))
        starts: dict[tuple[int, int], np.ndarray] = {}
        for gp, keep in zip(gpus, fix.keep):
            for q, task in enumerate(gp.idx):
                ticks = np.flatnonzero(keep[q])
                if ticks.size:
                    starts[int(task), gp.j] = ticks - int(gp.p[q])
    out.update({"fixing_s": tf.s, "kept": fix.kept, "window": fix.total})
    covered = np.zeros(inst.n, dtype=bool)
    for i_j in starts:
        covered[i_j[0]] = True
    if limit is not None and not covered.all():
        out.update({"status": "infeasible", "bound": limit + 1})  # a task has no start
        return out
    with Timer() as tm:
        mx = timeindexed_matrix(data, weight_unit(inst), interrupt.check, starts=starts)
    to_int = mx.unit * unit  # model objective x to_int = integer objective
    out.update({"columns": len(mx.keys), "rows": len(mx.lo), "build_s": tm.s})
    with Timer() as ts:
        mip = solve_reduced_mip(mx, time_limit=budget.remaining(), threads=threads,
                                cutoff=None if limit is None else (limit + 0.5) / to_int)
    out.update({"mip_status": mip["highs_status"], "nodes": mip["nodes"], "mip_s": ts.s})
    if mip["x"] is not None:
        gpu = np.full(inst.n, -1, dtype=np.int64)
        start = np.zeros(inst.n, dtype=np.int64)
        for colx in np.flatnonzero(mip["x"] > 0.5):
            i, j, t = mx.keys[int(colx)]
            gpu[i], start[i] = j, t
        if (gpu >= 0).all():
            c = start + data.p[np.arange(inst.n), gpu]
            out.update({"gpu": gpu, "start": start,
                        "obj": int(np.dot(W, np.maximum(0, c - data.d)))})
    cap = math.inf if limit is None else limit + 1
    if mip["status"] == "infeasible" and limit is not None:
        out.update({"status": "infeasible", "bound": limit + 1})
    elif mip["status"] == "optimal" and out["obj"] is not None and (
            limit is None or out["obj"] <= limit):
        out.update({"status": "optimal", "bound": out["obj"]})
    else:
        beta = -math.inf if mip["bound"] is None else _ceil_int(mip["bound"] * to_int)
        out.update({"status": "limit", "bound": min(beta, cap)})
    return out
