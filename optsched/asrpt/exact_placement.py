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

**Scaling.** Both models divide every time by ``T`` = :func:`~.instance.time_scale_ms`
(the largest beta a lone replica can have), so the MILP's coefficients and objective are
O(1) whatever the instance's units (HiGHS' feasibility tolerances are absolute), and the
CP-SAT table merges beta values equal to ``1e-12 T`` (relative, not absolute). Results
are reported in seconds. :func:`build_pyomo` (the public builder, used for MPS export)
states the objective in microseconds -- the same model times the positive constant
``1000 T`` -- so exported files keep ``objective = 1e6 * alpha_s``.

**Size and time.** :func:`placement_size` estimates both formulations before anything is
built (the registry refuses models beyond its non-zero limit); model building counts
against ``time_limit``.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from optsched.core import interrupt
from optsched.core.errors import InstanceError, UnschedulableError
from optsched.core.params import ModelSize
from optsched.core.result import Status
from optsched.core.solvers import solve_cpsat, solve_pyomo
from optsched.core.timing import Timer

from .instance import PlacementInstance, time_scale_ms
from .job import Cluster, Job, check_free_gpus
from .placement import Metrics, Placement, assignment_from_counts
from .timemodel import TimeModel

SOLVERS = ("highs", "cpsat")
US_PER_MS = 1000.0
#: largest coefficient of the symmetry-breaking lexicographic key
LEX_COEF_MAX = 10**6
#: CP-SAT: beta values closer than this fraction of the time scale share a rank
RANK_RTOL_DIGITS = 12


@dataclass(frozen=True)
class _Data:
    """What both models need: free GPUs, servers with room, the time model, the scale."""

    free: tuple[int, ...]
    used: list[int]
    tm: TimeModel
    scale_ms: float      # T: every time is divided by it (O(1) coefficients)
    caps: dict[tuple[int, int], int]


def _prepare(job: Job, free_gpus: Sequence[int], cluster: Cluster) -> _Data:
    free = check_free_gpus(free_gpus, cluster)
    if sum(free) < job.gpus:
        raise UnschedulableError(f"free_gpus: total {sum(free)} free GPUs < the "
                                 f"{job.gpus} the job needs")
    used = [m for m, f in enumerate(free) if f > 0]
    tm = TimeModel(job, cluster)
    return _Data(free, used, tm, time_scale_ms(tm), _caps(job, free, used))


def _caps(job: Job, free: tuple[int, ...], used: list[int]) -> dict[tuple[int, int], int]:
    """U_{m,s} = min(k_s, F_m): the most replicas of stage s server m can hold."""
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


# --------------------------------------------------------------------------- size

def placement_size(inst: PlacementInstance, symmetry: bool = True) -> ModelSize:
    """Size of the placement models of ``inst``, estimated without building them.

    The larger of the two formulations in each count (the registry does not say which
    solver will run): the MILP has ``sum (U+1) + 1`` binaries, one one-hot and one
    eq. (7) row per (server, stage), eqs. (2)-(3) and the symmetry rows; the CP-SAT model
    has one table of at most ``(U+1)(U_prev+1)(U_next+1)`` tuples per (server, stage).
    Cost: O(stages x distinct free-GPU values).

    Parameters
    ----------
    inst : PlacementInstance
    symmetry : bool
        Whether the symmetry rows are added (as the model option).

    Returns
    -------
    ModelSize
        Upper estimates of variables, constraints and non-zeros.
    """
    job, free = inst.job, inst.free_gpus
    k = np.array(job.replicas, dtype=np.int64)
    S = k.size
    groups: dict[int, int] = {}
    for f in free:
        if f > 0:
            groups[f] = groups.get(f, 0) + 1
    used = sum(groups.values())
    cells = used * S
    z = caps = beta_nz = table = 0
    sym_rows = sym_nz = 0
    for f, n in groups.items():
        u = np.minimum(k, f)
        up = np.concatenate(([0], u[:-1]))
        un = np.concatenate((u[1:], [0]))
        z += n * int((u + 1).sum())
        caps += n * int(u.sum())
        beta_nz += n * int((u + 1 + up + un + 1).sum())
        table += n * int(((u + 1) * (up + 1) * (un + 1) * (2 + (up > 0) + (un > 0))).sum())
        if symmetry and n > 1:
            sym_rows += n - 1
            sym_nz += (n - 1) * 2 * len(_lex_weights(job, f)) * min(f, int(k.max()))
    milp = ModelSize(variables=z + 1, constraints=2 * cells + S + used + 1 + sym_rows,
                     nonzeros=z + 2 * caps + beta_nz + 1 + sym_nz)
    cpsat = ModelSize(variables=2 * cells + 1, constraints=2 * cells + S + used + sym_rows,
                      nonzeros=table + 2 * cells + 2 * caps + sym_nz)
    return ModelSize(variables=max(milp.variables, cpsat.variables),
                     constraints=max(milp.constraints, cpsat.constraints),
                     nonzeros=max(milp.nonzeros, cpsat.nonzeros))


def _remaining(time_limit: float | None, spent_s: float) -> float | None:
    """Time left for the solver once the model is built (building counts against it)."""
    return None if time_limit is None else max(time_limit - spent_s, 0.0)


# --------------------------------------------------------------------------- Pyomo / HiGHS

def _build_milp(job: Job, d: _Data, symmetry: bool, unit_ms: float):
    """The MILP of the module docstring; times divided by ``unit_ms`` (alpha in that
    unit)."""
    import pyomo.environ as pe  # slow import (~1 s): only when a MILP is built

    S = job.num_stages
    caps, used, free, tm = d.caps, d.used, d.free, d.tm
    c = 1.0 / unit_ms
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
        big = c * _comm_max(tm, s, umax, vmax)
        expr = sum(c * (tm.comp[s] + tm.allreduce_ms(s, j)) * b.z[m, s, j]
                   for j in range(1, caps[m, s] + 1))
        expr = expr + c * tm.comm0[s] - big * b.z[m, s, 0]
        if s > 0 and tm.a[s] != 0:
            expr = expr - c * tm.a[s] * x(m, s - 1)
        if s < S - 1 and tm.b[s] != 0:
            expr = expr - c * tm.b[s] * x(m, s + 1)
        return b.alpha >= expr

    mdl.beta = pe.Constraint(mdl.MS, rule=beta_rule)
    mdl.lb_cut = pe.Constraint(expr=mdl.alpha >= c * _global_lb_ms(tm, job, free, used))
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


def build_pyomo(job: Job, free_gpus: Sequence[int], cluster: Cluster,
                symmetry: bool = True):
    """The MILP of the module docstring as a Pyomo ConcreteModel, objective alpha in us.

    This is the exported form (MPS/LP: ``objective = 1e6 * alpha_s``); the solver runs
    the same model with every time divided by the instance's time scale (O(1)
    coefficients and objective, see the module docstring).

    Parameters
    ----------
    job : Job
    free_gpus : sequence of int
        Free GPUs per candidate server.
    cluster : Cluster
    symmetry : bool
        Add the symmetry-breaking rows between servers with equal free GPUs.

    Returns
    -------
    pyomo.environ.ConcreteModel
    """
    d = _prepare(job, free_gpus, cluster)
    return _build_milp(job, d, symmetry, unit_ms=1.0 / US_PER_MS)


#: the MILP measures time in units of ``T / MILP_MAGNITUDE`` (T = the instance's time
#: scale): the largest stage time is then 1e4, so HiGHS' absolute tolerances (1e-6 and
#: below) are ~1e-10 of it -- O(1) times lost nanosecond differences of alpha (a
#: hypothesis case: 2.9e-9 s on 29 ms) -- while the model stays scale-free
MILP_MAGNITUDE = 1e4

_SolveOut = tuple[np.ndarray | None, Status, float | None, float | None, float, float, Metrics]


def _solve_highs(job: Job, free_gpus: Sequence[int], cluster: Cluster,
                 time_limit: float | None, threads: int | None, symmetry: bool) -> _SolveOut:
    import pyomo.environ as pe  # slow import (~1 s): only when a MILP is solved

    with Timer() as tb:
        d = _prepare(job, free_gpus, cluster)
        unit_ms = d.scale_ms / MILP_MAGNITUDE
        mdl = _build_milp(job, d, symmetry, unit_ms=unit_ms)
    info: Metrics = {"variables": mdl.nvariables(), "constraints": mdl.nconstraints(),
                     "time_scale_ms": d.scale_ms}
    left = _remaining(time_limit, tb.s)
    if left is not None and left <= 0.0:
        return None, Status.TIME_LIMIT, None, None, 0.0, tb.s, info
    out = solve_pyomo(mdl, "highs", left, threads)
    X = None
    if out.has_solution:
        X = np.zeros((len(d.free), job.num_stages), dtype=np.int64)
        for (m, s, j) in mdl.Z:
            if j > 0 and pe.value(mdl.z[m, s, j]) > 0.5:
                X[m, s] = j
    to_s = unit_ms / 1000.0
    obj = out.objective * to_s if out.objective is not None else None
    bound = out.bound * to_s if out.bound is not None else None
    return X, out.status, obj, bound, out.runtime_s, tb.s, info


# --------------------------------------------------------------------------- CP-SAT

def _solve_cpsat(job: Job, free_gpus: Sequence[int], cluster: Cluster,
                 time_limit: float | None, threads: int | None, symmetry: bool) -> _SolveOut:
    from ortools.sat.python import cp_model  # slow import: only when CP-SAT runs

    with Timer() as tb:
        d = _prepare(job, free_gpus, cluster)
        free, used, tm, caps = d.free, d.used, d.tm, d.caps
        S = job.num_stages
        # every beta value reachable from (x, u, v); distinct values ranked 1..R
        tables: dict[tuple[int, int], list[tuple[tuple[int, ...], float]]] = {}
        values: list[float] = []
        for (m, s), U in caps.items():
            interrupt.check()
            us = range(caps[m, s - 1] + 1) if s > 0 else [0]
            vs = range(caps[m, s + 1] + 1) if s < S - 1 else [0]
            rows = []
            for xv, u, v in itertools.product(range(U + 1), us, vs):
                if xv + (u if s > 0 else 0) + (v if s < S - 1 else 0) > free[m]:
                    continue  # not on one server anyway (eq. (3)); keeps tables small
                b = tm.beta_ms(s, xv, u, v) / d.scale_ms
                key = (xv,) + ((u,) if s > 0 else ()) + ((v,) if s < S - 1 else ())
                rows.append((key, b))
                if xv > 0:
                    values.append(b)
            tables[m, s] = rows
        # values equal to 1e-12 of the time scale share a rank; each rank maps back to
        # its smallest value
        keys = np.round(np.array(values), RANK_RTOL_DIGITS)
        distinct = np.unique(keys)
        rank = {float(v): i + 1 for i, v in enumerate(distinct)}
        rank_value = np.full(len(distinct), np.inf)
        for key, val in zip(keys, values):
            i = rank[float(key)] - 1
            rank_value[i] = min(rank_value[i], val)
        mdl = cp_model.CpModel()
        x = {(m, s): mdl.new_int_var(0, U, f"x_{m}_{s}") for (m, s), U in caps.items()}
        R = mdl.new_int_var(0, len(distinct), "R")
        for s in range(S):
            mdl.add(sum(x[m, s] for m in used) == job.replicas[s])            # eq. (2)
        for m in used:
            mdl.add(sum(x[m, s] for s in range(S)) <= free[m])                # eq. (3)
        for (m, s), rows in tables.items():                                   # eqs. (4)-(7)
            r = mdl.new_int_var(0, len(distinct), f"r_{m}_{s}")
            vars_ = [x[m, s]] + ([x[m, s - 1]] if s > 0 else []) + \
                    ([x[m, s + 1]] if s < S - 1 else [])
            tuples = [key + ((rank[float(np.round(b, RANK_RTOL_DIGITS))] if key[0] > 0
                              else 0),) for key, b in rows]
            mdl.add_allowed_assignments(vars_ + [r], tuples)
            mdl.add(R >= r)
        if symmetry:
            for grp in _lex_groups(free, used):
                w = _lex_weights(job, free[grp[0]])
                for m1, m2 in zip(grp, grp[1:]):
                    mdl.add(sum(wt * x[m1, s] for s, wt in enumerate(w))
                            >= sum(wt * x[m2, s] for s, wt in enumerate(w)))
        mdl.minimize(R)
    n_tuples = sum(len(r) for r in tables.values())
    info: Metrics = {"variables": len(x) + len(tables) + 1, "table_rows": n_tuples,
                     "distinct_beta_values": int(len(distinct)), "time_scale_ms": d.scale_ms}
    left = _remaining(time_limit, tb.s)
    if left is not None and left <= 0.0:
        return None, Status.TIME_LIMIT, None, None, 0.0, tb.s, info
    out, solver = solve_cpsat(mdl, left, threads)
    X = None
    obj = bound = None
    to_s = d.scale_ms / 1000.0
    if out.has_solution and out.objective is not None:
        X = np.zeros((len(free), S), dtype=np.int64)
        for (m, s), var in x.items():
            X[m, s] = solver.value(var)
        obj = float(rank_value[int(round(out.objective)) - 1]) * to_s
    if out.bound is not None:
        rb = math.ceil(out.bound - 1e-9)
        bound = float(rank_value[rb - 1]) * to_s if rb >= 1 else 0.0
    return X, out.status, obj, bound, out.runtime_s, tb.s, info


# --------------------------------------------------------------------------- facade

def optimal_placement(job: Job, free_gpus: Sequence[int], cluster: Cluster,
                      solver: str = "highs", *, time_limit: float | None = 60.0,
                      threads: int | None = None, symmetry: bool = True) -> Placement:
    """Placement of ``job`` on servers with ``free_gpus`` minimising alpha (eq. (7)).

    Parameters
    ----------
    job : Job
    free_gpus : sequence of int
        Free GPUs of each candidate server (caller's order; ``counts`` rows follow it).
    cluster : Cluster
    solver : {"highs", "cpsat"}
        Pyomo MILP on HiGHS, or the OR-Tools table model.
    time_limit : float or None
        Seconds for building *and* solving (None: no limit).
    threads : int or None
        Solver threads (None: the core's default).
    symmetry : bool
        Break symmetry between servers with equal free GPUs.

    Returns
    -------
    Placement
        ``optimal`` is True only if the solver proved optimality; ``bound_s`` is the
        proven lower bound and ``alpha_s`` eq. (7) recomputed from the counts (seconds).

    Examples
    --------
    >>> from optsched.core import load_instance
    >>> inst = load_instance("instances/asrpt/fig2-example.json")
    >>> pl = optimal_placement(inst.job, inst.free_gpus, inst.cluster, "cpsat", threads=1)
    >>> pl.optimal, round(pl.alpha_s, 6)
    (True, 0.0344)
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
    """Enumerate every feasible counts matrix (tiny instances only): third exact method.

    Parameters
    ----------
    job : Job
    free_gpus : sequence of int
    cluster : Cluster
    max_enumerated : int
        Refuse (InstanceError on ``free_gpus``, before enumerating) beyond this many
        count matrices.

    Returns
    -------
    Placement
        The first matrix of minimum alpha (eq. (7)); ``optimal`` True.
    """
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
        for i, combo in enumerate(itertools.product(*per_stage)):
            if i % 4096 == 0:
                interrupt.check()
            X = np.array(combo, dtype=np.int64).T
            if (X.sum(axis=1) > cap).any():
                continue
            a = tm.alpha_ms(X)
            if a < best * (1.0 - 1e-12):  # strictly better (relative)
                best, best_X = a, X
    if best_X is None:
        raise UnschedulableError("free_gpus: no feasible placement")
    return Placement(counts=best_X, assignment=assignment_from_counts(best_X),
                     method="brute-force", alpha_s=best / 1000.0, objective_s=best / 1000.0,
                     bound_s=best / 1000.0, optimal=True, status="optimal", runtime_s=t.s,
                     metrics={"enumerated": total})


__all__ = ["build_pyomo", "brute_force_placement", "optimal_placement", "placement_size"]
