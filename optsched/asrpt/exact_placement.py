"""Exact placement minimising the per-iteration time alpha (eq. (7)), two solvers.

Both models work on the per-server per-stage counts x^m_s (models/asrpt-placement.md
argues why that loses nothing: alpha depends on the counts only). Notation: servers
m in M' (those with F_m > 0 free GPUs), stages s, U_{m,s} = min(k_s, F_m).

**Pyomo / HiGHS (MILP).**  Binary z[m,s,j] = [x^m_s = j], j = 0..U_{m,s};
``sum_j z = 1`` and x^m_s = sum_j j z[m,s,j] (an expression).

* eq. (2): sum_m x^m_s = k_s;   eq. (3) per server: sum_s x^m_s <= F_m;
* eq. (7) with eqs. (4)-(6): alpha >= sum_{j>=1} z[m,s,j] (comp_s + AR_s(j))
  + comm0_s - a_s x^m_{s-1} - b_s x^m_{s+1} - Mbig_{m,s} z[m,s,0].
  The piecewise AllReduce of eq. (6) (1/x for x < k, intra-server for x = k) is exact
  through the one-hot z; eq. (5) is linear in the neighbours' counts; the "x > 0"
  indicator is 1 - z[m,s,0]; Mbig_{m,s} = the largest value eq. (5) can take on m, so
  the row is void when x^m_s = 0 (alpha >= 0 anyway).
* valid cut: alpha >= max_s min_{feasible x>=1,u,v} beta (every stage is somewhere).
* symmetry: servers with equal F_m are interchangeable, so within each such group the
  truncated lexicographic key sum_{s<L} (U+1)^{L-1-s} x^m_s is non-increasing in m
  (L = the most leading stages with (U+1)^L <= 10^6, to keep coefficients tame).

**CP-SAT (exact, integer).**  x[m,s] integer in [0, U_{m,s}] with the same eqs. (2),
(3) and symmetry rows. beta^m_s depends only on (x^m_s, x^m_{s-1}, x^m_{s+1}), so every
value it can take is enumerated, the distinct values sorted (rank 0 = "stage absent"),
and an AddAllowedAssignments table links (x^m_s, x^m_{s-1}, x^m_{s+1}) to the rank
r[m,s]; minimise R >= r[m,s]. This is exact with no rounding of the float coefficients
(the CP-SAT objective is a rank, mapped back to its alpha value).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import numpy as np

from optsched.core.errors import InstanceError, UnschedulableError
from optsched.core.result import Status
from optsched.core.solvers import solve_cpsat, solve_pyomo
from optsched.core.timing import Timer

from .heavy_edge import Placement, assignment_from_counts, heavy_edge
from .itertime import TimeModel
from .job import Cluster, Job, check_free_gpus

SOLVERS = ("highs", "cpsat")
#: the MILP is stated in microseconds so HiGHS' absolute tolerances are negligible
US_PER_MS = 1000.0
LEX_COEF_MAX = 10**6


def _prepare(job: Job, free_gpus: Sequence[int], cluster: Cluster):
    free = check_free_gpus(free_gpus, cluster)
    if sum(free) < job.gpus:
        raise UnschedulableError(f"free_gpus: total {sum(free)} free GPUs < the "
                                 f"{job.gpus} the job needs")
    used = [m for m, f in enumerate(free) if f > 0]
    tm = TimeModel(job, cluster)
    return free, used, tm


def _caps(job: Job, free: tuple[int, ...], used: list[int]) -> dict[tuple[int, int], int]:
    return {(m, s): min(job.replicas[s], free[m]) for m in used for s in range(job.num_stages)}


def _lex_groups(free: tuple[int, ...], used: list[int]) -> list[list[int]]:
    groups: dict[int, list[int]] = {}
    for m in used:
        groups.setdefault(free[m], []).append(m)
    return [g for g in groups.values() if len(g) > 1]


def _lex_weights(job: Job, cap: int) -> list[int]:
    """Weights of the truncated lexicographic key for servers with ``cap`` free GPUs."""
    base = min(cap, max(job.replicas)) + 1
    L = 0
    while L < job.num_stages and base ** (L + 1) <= LEX_COEF_MAX:
        L += 1
    L = max(L, 1)
    return [base ** (L - 1 - s) for s in range(L)]


def _comm_max(tm: TimeModel, s: int, umax: int, vmax: int) -> float:
    return max(tm.comm_ms(s, u, v) for u in (0, umax) for v in (0, vmax))


def _global_lb_ms(tm: TimeModel, job: Job, free: tuple[int, ...], used: list[int]) -> float:
    """max_s of the smallest beta stage s can have on any server (it must be somewhere):
    the minimum of beta(x, u, v) over x >= 1 and neighbour counts fitting on the server."""
    S = job.num_stages
    lb = 0.0
    for s in range(S):
        best = float("inf")
        for F in sorted({free[m] for m in used}):
            for x in range(1, min(job.replicas[s], F) + 1):
                for u in range(min(job.replicas[s - 1], F - x) + 1 if s > 0 else 1):
                    vmax = min(job.replicas[s + 1], F - x - u) if s < S - 1 else 0
                    for v in range(vmax + 1):
                        best = min(best, tm.beta_ms(s, x, u, v))
        lb = max(lb, best)
    return lb


# --------------------------------------------------------------------------- Pyomo / HiGHS

def build_pyomo(job: Job, free_gpus: Sequence[int], cluster: Cluster,
                symmetry: bool = True):
    """The MILP of the module docstring as a Pyomo ConcreteModel (objective alpha in us:
    HiGHS' absolute tolerances (mip_abs_gap 1e-6, feasibility 1e-7) then mean < 1e-12 s)."""
    import pyomo.environ as pe

    free, used, tm = _prepare(job, free_gpus, cluster)
    S = job.num_stages
    caps = _caps(job, free, used)
    mdl = pe.ConcreteModel(name="asrpt_placement")
    mdl.MS = pe.Set(initialize=[(m, s) for m in used for s in range(S)], dimen=2)
    mdl.Z = pe.Set(initialize=[(m, s, j) for (m, s), U in caps.items() for j in range(U + 1)],
                   dimen=3)
    mdl.z = pe.Var(mdl.Z, domain=pe.Binary)
    mdl.alpha = pe.Var(domain=pe.NonNegativeReals)

    def x(m: int, s: int):
        return sum(j * mdl.z[m, s, j] for j in range(1, caps[m, s] + 1))

    mdl.onehot = pe.Constraint(mdl.MS, rule=lambda b, m, s: sum(
        b.z[m, s, j] for j in range(caps[m, s] + 1)) == 1)
    mdl.place = pe.Constraint(range(S), rule=lambda b, s: sum(
        x(m, s) for m in used) == job.replicas[s])                          # eq. (2)
    mdl.capacity = pe.Constraint(used, rule=lambda b, m: sum(
        x(m, s) for s in range(S)) <= free[m])                              # eq. (3)

    def beta_rule(b, m, s):                                                 # eqs. (4)-(7)
        umax = caps[m, s - 1] if s > 0 else 0
        vmax = caps[m, s + 1] if s < S - 1 else 0
        big = US_PER_MS * _comm_max(tm, s, umax, vmax)
        expr = sum(US_PER_MS * (tm.comp[s] + tm.allreduce_ms(s, j)) * b.z[m, s, j]
                   for j in range(1, caps[m, s] + 1))
        expr = expr + US_PER_MS * tm.comm0[s] - big * b.z[m, s, 0]
        if s > 0 and tm.a[s] != 0:
            expr = expr - US_PER_MS * tm.a[s] * x(m, s - 1)
        if s < S - 1 and tm.b[s] != 0:
            expr = expr - US_PER_MS * tm.b[s] * x(m, s + 1)
        return b.alpha >= expr

    mdl.beta = pe.Constraint(mdl.MS, rule=beta_rule)
    mdl.lb_cut = pe.Constraint(expr=mdl.alpha >= US_PER_MS * _global_lb_ms(tm, job, free,
                                                                        used))
    rows = []
    if symmetry:
        for grp in _lex_groups(free, used):
            w = _lex_weights(job, free[grp[0]])
            for m1, m2 in zip(grp, grp[1:]):
                rows.append((m1, m2, w))
    mdl.SYM = pe.Set(initialize=range(len(rows)))
    mdl.symmetry = pe.Constraint(mdl.SYM, rule=lambda b, i: sum(
        wt * x(rows[i][0], s) for s, wt in enumerate(rows[i][2])) >= sum(
        wt * x(rows[i][1], s) for s, wt in enumerate(rows[i][2])))
    mdl.obj = pe.Objective(expr=mdl.alpha, sense=pe.minimize)
    mdl._used, mdl._caps, mdl._free = used, caps, free
    return mdl


def _solve_highs(job, free_gpus, cluster, time_limit, threads, symmetry):
    import pyomo.environ as pe

    with Timer() as tb:
        mdl = build_pyomo(job, free_gpus, cluster, symmetry=symmetry)
    out = solve_pyomo(mdl, "highs", time_limit, threads)
    free = mdl._free
    X = None
    if out.has_solution:
        X = np.zeros((len(free), job.num_stages), dtype=np.int64)
        for (m, s, j) in mdl.Z:
            if j > 0 and pe.value(mdl.z[m, s, j]) > 0.5:
                X[m, s] = j
    obj = out.objective / 1e6 if out.objective is not None else None
    bound = out.bound / 1e6 if out.bound is not None else None
    return X, out.status, obj, bound, out.runtime_s, tb.s, {
        "variables": mdl.nvariables(), "constraints": mdl.nconstraints()}


# --------------------------------------------------------------------------- CP-SAT

def _solve_cpsat(job, free_gpus, cluster, time_limit, threads, symmetry):
    from ortools.sat.python import cp_model

    with Timer() as tb:
        free, used, tm = _prepare(job, free_gpus, cluster)
        S = job.num_stages
        caps = _caps(job, free, used)
        # every beta value reachable from (x, u, v); distinct values ranked 1..R
        tables: dict[tuple[int, int], list[tuple[tuple[int, ...], float]]] = {}
        values: list[float] = []
        for (m, s), U in caps.items():
            us = range(caps[m, s - 1] + 1) if s > 0 else [0]
            vs = range(caps[m, s + 1] + 1) if s < S - 1 else [0]
            rows = []
            for xv, u, v in itertools.product(range(U + 1), us, vs):
                if xv + (u if s > 0 else 0) + (v if s < S - 1 else 0) > free[m]:
                    continue  # not on one server anyway (eq. (3)); keeps tables small
                b = tm.beta_ms(s, xv, u, v)
                key = (xv,) + ((u,) if s > 0 else ()) + ((v,) if s < S - 1 else ())
                rows.append((key, b))
                if xv > 0:
                    values.append(b)
            tables[m, s] = rows
        # values equal to 1e-9 ms share a rank; each rank maps back to its smallest value
        keys = np.round(np.array(values), 9)
        distinct = np.unique(keys)
        rank = {float(v): i + 1 for i, v in enumerate(distinct)}
        rank_value = np.full(len(distinct), np.inf)
        for key, val in zip(keys, values):
            i = rank[float(key)] - 1
            rank_value[i] = min(rank_value[i], val)
        mdl = cp_model.CpModel()
        x = {(m, s): mdl.NewIntVar(0, U, f"x_{m}_{s}") for (m, s), U in caps.items()}
        R = mdl.NewIntVar(0, len(distinct), "R")
        for s in range(S):
            mdl.Add(sum(x[m, s] for m in used) == job.replicas[s])            # eq. (2)
        for m in used:
            mdl.Add(sum(x[m, s] for s in range(S)) <= free[m])                # eq. (3)
        for (m, s), rows in tables.items():                                   # eqs. (4)-(7)
            r = mdl.NewIntVar(0, len(distinct), f"r_{m}_{s}")
            vars_ = [x[m, s]] + ([x[m, s - 1]] if s > 0 else []) + \
                    ([x[m, s + 1]] if s < S - 1 else [])
            tuples = [key + ((rank[float(np.round(b, 9))] if key[0] > 0 else 0),)
                      for key, b in rows]
            mdl.AddAllowedAssignments(vars_ + [r], tuples)
            mdl.Add(R >= r)
        if symmetry:
            for grp in _lex_groups(free, used):
                w = _lex_weights(job, free[grp[0]])
                for m1, m2 in zip(grp, grp[1:]):
                    mdl.Add(sum(wt * x[m1, s] for s, wt in enumerate(w))
                            >= sum(wt * x[m2, s] for s, wt in enumerate(w)))
        mdl.Minimize(R)
    out, solver = solve_cpsat(mdl, time_limit, threads)
    X = None
    obj = bound = None
    if out.has_solution:
        X = np.zeros((len(free), S), dtype=np.int64)
        for (m, s), var in x.items():
            X[m, s] = solver.Value(var)
        obj = float(rank_value[int(round(out.objective)) - 1]) / 1000.0
    if out.bound is not None:
        import math
        rb = math.ceil(out.bound - 1e-9)
        bound = float(rank_value[rb - 1]) / 1000.0 if rb >= 1 else 0.0
    n_tuples = sum(len(r) for r in tables.values())
    return X, out.status, obj, bound, out.runtime_s, tb.s, {
        "variables": len(x) + len(tables) + 1, "table_rows": n_tuples,
        "distinct_beta_values": int(len(distinct))}


# --------------------------------------------------------------------------- facade

def optimal_placement(job: Job, free_gpus: Sequence[int], cluster: Cluster,
                      solver: str = "highs", *, time_limit: float | None = 60.0,
                      threads: int | None = None, symmetry: bool = True) -> Placement:
    """Placement of ``job`` on servers with ``free_gpus`` minimising alpha (eq. (7)).

    ``solver`` is ``"highs"`` (Pyomo MILP) or ``"cpsat"`` (OR-Tools, table model).
    ``Placement.optimal`` is True only if the solver proved optimality; ``bound_s`` is the
    proven lower bound (seconds) and ``alpha_s`` eq. (7) recomputed from the counts.
    """
    if solver not in SOLVERS:
        raise InstanceError("solver", f"must be one of {', '.join(SOLVERS)}, got {solver!r}")
    fn = _solve_highs if solver == "highs" else _solve_cpsat
    X, status, obj, bound, rt, bt, info = fn(job, free_gpus, cluster, time_limit, threads,
                                             symmetry)
    alpha = None
    assignment: tuple[tuple[int, ...], ...] = ()
    if X is None:
        X = np.zeros((len(free_gpus), job.num_stages), dtype=np.int64)
    else:
        alpha = TimeModel(job, cluster).alpha_ms(X) / 1000.0
        assignment = assignment_from_counts(X)
    return Placement(counts=X, assignment=assignment, method=f"placement-{solver}",
                     alpha_s=alpha, objective_s=obj, bound_s=bound,
                     optimal=(status == Status.OPTIMAL), status=str(status), runtime_s=rt,
                     build_s=bt, metrics=info)


# --------------------------------------------------------------------------- brute force

def _compositions(k: int, caps: Sequence[int]):
    """All ways to write k as x_0 + ... + x_{M-1} with 0 <= x_m <= caps[m]."""
    if not caps:
        if k == 0:
            yield ()
        return
    for x0 in range(min(k, caps[0]) + 1):
        for rest in _compositions(k - x0, caps[1:]):
            yield (x0,) + rest


def brute_force_placement(job: Job, free_gpus: Sequence[int], cluster: Cluster,
                          max_enumerated: int = 2_000_000) -> Placement:
    """Enumerate every feasible counts matrix (tiny instances only): third exact method."""
    free = check_free_gpus(free_gpus, cluster)
    tm = TimeModel(job, cluster)
    per_stage = [list(_compositions(k, free)) for k in job.replicas]
    total = int(np.prod([len(p) for p in per_stage], dtype=float))
    if total > max_enumerated:
        raise InstanceError("free_gpus", f"brute force would enumerate {total} count "
                            f"matrices (> max_enumerated = {max_enumerated})")
    best, best_X = float("inf"), None
    cap = np.array(free)
    with Timer() as t:
        for combo in itertools.product(*per_stage):
            X = np.array(combo, dtype=np.int64).T
            if (X.sum(axis=1) > cap).any():
                continue
            a = tm.alpha_ms(X)
            if a < best - 1e-12:
                best, best_X = a, X
    if best_X is None:
        raise UnschedulableError("free_gpus: no feasible placement")
    return Placement(counts=best_X, assignment=assignment_from_counts(best_X),
                     method="brute-force", alpha_s=best / 1000.0, objective_s=best / 1000.0,
                     bound_s=best / 1000.0, optimal=True, status="optimal", runtime_s=t.s,
                     metrics={"enumerated": total})


__all__ = ["build_pyomo", "brute_force_placement", "heavy_edge", "optimal_placement"]
