"""Configuration ILPs over ``Gamma_j`` (``--model config``): the paper's packing ILPs
(8) (PS) and (17) (RAR), for both objectives.

Columns: ``x_jl in {0, 1}`` for every canonical schedule ``l in Gamma_j``
(:mod:`.gamma`: worker/PS types, counts per server, least duration, start slot).

* weighted completion (family ``psrar``, problems (2)/(15)):
  ``min sum_jl w_j c_j(l) x_jl`` s.t. ``sum_l x_jl = 1`` for every job;
* max weight (family ``psrar-maxweight``, problems (7)/(16) as ILPs (8)/(17)):
  ``max sum_jl w_j x_jl`` — built as ``min -sum_jl w_j x_jl``, reported as the weight — s.t.
  ``sum_l x_jl <= 1`` (8b)/(17b), every ``l`` completing by ``tau`` (7b);
* capacity (8a)/(17a): ``sum_{j, l: t in T(l)} f_jh^r(l) x_jl <= C_h^r`` for every slot
  ``t``, server ``h`` and resource ``r``.

An independent exact method: it shares only the instance's timing formulas with the
time-indexed MILP. Its size is ``sum_j |Gamma_j|`` columns; the enumeration is counted
first and refused (exit 2, with the count) beyond ``limit``. Job ``j``'s schedules
complete by ``L_j`` (:func:`.horizon.job_deadlines`: ``tau`` for max-weight, proven
bounds for problem (2)).
"""

from __future__ import annotations

import numpy as np

from optsched.core import interrupt
from optsched.core.errors import InstanceError, UnschedulableError
from optsched.core.params import ModelSize
from optsched.core.result import Result, Status
from optsched.core.solve_support import Budget, out_of_time
from optsched.core.timing import Timer

from .gamma import DEFAULT_LIMIT, enumerate_configs, gamma_sizes, worker_vector_bound
from .horizon import job_deadlines
from .instance import FAMILY_MAXWEIGHT, PsrarInstance
from .milp import SparseMilp
from .schedule import JobPlacement, PsrarSchedule

#: most worker vectors the enumeration may walk for one job
WALK_LIMIT = 2_000_000


def build_config_milp(instance: PsrarInstance, *, limit: int = DEFAULT_LIMIT,
                      prune_dominated: bool = True
                      ) -> tuple[SparseMilp, list[tuple[int, JobPlacement]], list[int]]:
    """The packing ILP, its columns ``(job, schedule)`` and ``|Gamma_j|`` per job."""
    for j, job in enumerate(instance.jobs):  # refuse huge enumerations before anything else
        walk = worker_vector_bound(instance, j, cap=WALK_LIMIT)
        if walk > WALK_LIMIT:
            raise InstanceError("limit", f"configuration model: enumerating Gamma_j of job "
                                f"{job.name!r} would walk more than {WALK_LIMIT} "
                                f"placements; the instance is too large for the "
                                f"configuration ILP")
    deadlines = job_deadlines(instance)
    if deadlines is None:
        raise UnschedulableError("no feasible schedule: some job fits on no server")
    sizes = gamma_sizes(instance, deadlines=deadlines, limit=limit,
                        prune_dominated=prune_dominated)
    maxweight = instance.family == FAMILY_MAXWEIGHT
    end = max(deadlines)
    J, H, R = len(instance.jobs), len(instance.servers), len(instance.resources)
    wmax = max(job.weight for job in instance.jobs)
    milp = SparseMilp(name=f"psrar-config:{instance.name}", obj_scale=1.0 / wmax)
    cap = np.array([s.capacity for s in instance.servers])  # (H, R)
    # rows 0..J-1: one schedule per job; then (t, h, r) capacity rows
    for job in instance.jobs:
        lo = 0.0 if maxweight else 1.0
        milp.row(f"one[{job.name}]", {}, lo, 1.0)
    for t in range(end):
        for h in range(H):
            for r in range(R):
                milp.row(f"cap[t{t},{instance.servers[h].name},{instance.resources[r]}]", {},
                         hi=float(cap[h, r]))
    columns: list[tuple[int, JobPlacement]] = []
    rows_a: list[np.ndarray] = []
    cols_a: list[np.ndarray] = []
    vals_a: list[np.ndarray] = []
    for j, job in enumerate(instance.jobs):
        for k, cfg in enumerate(enumerate_configs(instance, j, deadline=deadlines[j],
                                                  prune_dominated=prune_dominated)):
            interrupt.check_building()  # Ctrl-C, the time limit (building counts)
            starts = np.arange(job.arrival_slot, deadlines[j] - cfg.duration + 1)
            if len(starts) == 0:
                continue
            first = milp.n_cols
            for t in starts.tolist():
                c_j = t + cfg.duration
                milp.var(f"x[{job.name},l{k},t{t}]", 0.0, 1.0, integer=True,
                         cost=-job.weight if maxweight else job.weight * c_j)
                columns.append((j, cfg.at(t)))
            col_ids = first + np.arange(len(starts))
            rows_a.append(np.full(len(starts), j))
            cols_a.append(col_ids)
            vals_a.append(np.ones(len(starts)))
            f = cfg.demand(instance)
            hh, rr = np.nonzero(f)
            if len(hh) == 0:
                continue
            u = np.arange(cfg.duration)
            # (start i, offset u, pair p) -> row of slot starts[i] + u on (h_p, r_p)
            slot = starts[:, None, None] + u[None, :, None]
            row = J + (slot * H + hh[None, None, :]) * R + rr[None, None, :]
            col = np.broadcast_to(col_ids[:, None, None], row.shape)
            val = np.broadcast_to(f[hh, rr][None, None, :], row.shape)
            rows_a.append(row.ravel())
            cols_a.append(col.ravel())
            vals_a.append(val.ravel())
    if rows_a:
        milp.add_entries(np.concatenate(rows_a), np.concatenate(cols_a),
                         np.concatenate(vals_a))
    return milp, columns, sizes


def estimate_config(instance: PsrarInstance, *, limit: int = DEFAULT_LIMIT,
                    prune_dominated: bool = True) -> ModelSize:
    """Size before building: counts ``Gamma_j`` (refusing beyond ``limit`` with the
    count, exit 2) and the non-zeros of the capacity rows."""
    for j, job in enumerate(instance.jobs):
        if worker_vector_bound(instance, j, cap=WALK_LIMIT) > WALK_LIMIT:
            raise InstanceError("limit", f"configuration model: enumerating Gamma_j of job "
                                f"{job.name!r} would walk more than {WALK_LIMIT} "
                                f"placements; the instance is too large for the "
                                f"configuration ILP")
    deadlines = job_deadlines(instance)
    if deadlines is None:
        return ModelSize(0, 0, 0)
    sizes = gamma_sizes(instance, deadlines=deadlines, limit=limit,
                        prune_dominated=prune_dominated)
    n_res = len(instance.resources)
    nnz = 0
    for j in range(len(instance.jobs)):
        for cfg in enumerate_configs(instance, j, deadline=deadlines[j],
                                     prune_dominated=prune_dominated):
            starts = deadlines[j] - cfg.duration - instance.jobs[j].arrival_slot + 1
            used = sum(1 for y, s in zip(cfg.workers, cfg.ps) if y or s)
            nnz += max(0, starts) * (1 + cfg.duration * used * n_res)
    rows = len(instance.jobs) + max(deadlines) * len(instance.servers) * n_res
    return ModelSize(variables=sum(sizes), constraints=rows, nonzeros=nnz)


def build_config(instance: PsrarInstance, *, limit: int = DEFAULT_LIMIT,
                 prune_dominated: bool = True) -> object:
    """The Pyomo form of the configuration ILP (``build_pyomo`` hook, MPS export); its
    objective is the weighted completion time, or the *negated* weight for
    ``psrar-maxweight``."""
    milp, _, _ = build_config_milp(instance, limit=limit, prune_dominated=prune_dominated)
    return milp.to_pyomo()


def solve_config(instance: PsrarInstance, *, solver: str = "highs",
                 time_limit: float | None = 60.0, threads: int | None = None,
                 limit: int = DEFAULT_LIMIT, prune_dominated: bool = True) -> Result:
    """Solve the configuration ILP with HiGHS (``highs``) or ``pyomo:NAME``.

    ``limit`` caps ``sum_j |Gamma_j|`` (exit 2 with the count beyond it);
    ``prune_dominated`` drops dominated worker vectors (see :mod:`.gamma`).
    """
    with Timer() as tb:
        milp, columns, sizes = build_config_milp(instance, limit=limit,
                                                 prune_dominated=prune_dominated)
    left = None if time_limit is None else time_limit - tb.s
    if left is not None and left <= 0:  # building used the whole limit: no solve
        return out_of_time(instance.family, instance.name, Budget(time_limit), tb.s)
    out, x = milp.solve(solver, left, threads)
    sign = -1.0 if instance.family == FAMILY_MAXWEIGHT else 1.0
    res = Result(family=instance.family, instance=instance.name, method=f"config-{solver}",
                 status=out.status, runtime_s=out.runtime_s, build_s=tb.s,
                 bound=None if out.bound is None else sign * out.bound)
    res.metrics = {"columns": milp.n_cols, "rows": milp.n_rows, "nonzeros": milp.nnz,
                   "gamma_sizes": sizes}
    if out.status is Status.INFEASIBLE:
        res.message = "no combination of single-job schedules fits (proven infeasible)"
    if x is not None:
        chosen: list[JobPlacement | None] = [None] * len(instance.jobs)
        for c in np.nonzero(x > 0.5)[0]:
            j, pl = columns[int(c)]
            chosen[j] = pl
        res.schedule = PsrarSchedule(tuple(chosen))
        res.objective = None if out.objective is None else sign * out.objective
    return res
