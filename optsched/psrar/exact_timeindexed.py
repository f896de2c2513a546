"""Time-indexed MILP for problems (2) (PS) and (15) (RAR), and for the max-weight
problems (7)/(16) (``--model timeindexed``; HiGHS or any Pyomo solver).

Every non-linear or set-type constraint of the paper is linearised exactly
(``models/psrar-timeindexed.md`` has the full statement, bounds and sizes):

* **Modes.** A mode ``k = (m, p, q, N)`` of job ``j`` fixes the worker type, the PS type
  (PS jobs), the rate case ``q`` of eq. (1)/(14) and the total number of workers
  ``N <= D_j`` (2g); its duration ``d_k`` is the least meeting (2f),
  ``d_k N rho_k >= E_j D_j K_j`` — this is the exact linearisation of the product
  ``d_j * y`` in (2f). ``z[j,k,t] = 1`` iff job ``j`` runs in mode ``k`` from slot ``t``
  ((2a): ``sum_{k,t} z = 1``; ``<= 1`` for (7a)); ``t >= a_j`` (2j) and
  ``t + d_k <= L_j`` by the index set, ``L_j = tau`` (7b) for max-weight and the proven
  bound of :func:`.horizon.job_deadlines` for problem (2).
* **One worker type (2b), one PS type (2c), (2e).** ``sum_h y[j,h,m] =
  sum_{k: m_k = m} N_k z[j,k,.]`` (so only the mode's type has workers, exactly ``N``
  of them); ``sum_h s[j,h,p] <= S_jp * sum_{k: p_k = p} z[j,k,.]`` and
  ``sum_{h,p} s[j,h,p] >= sum_k z[j,k,.]``.
* **Co-location (2d)/(15a).** ``Q_j = sum_{k: q_k = 1} z[j,k,.]``; home-server binaries
  ``o[j,h]`` with ``sum_h o[j,h] = Q_j`` and ``y[j,h,m] <= U^y_jhm (1 - Q_j + o[j,h])``,
  ``s[j,h,p] <= U^s_jhp (1 - Q_j + o[j,h])``: a ``q = 1`` mode puts everything on one
  server. A ``q = 0`` mode is *not* forced to spread: its rate (eq. (1)/(14) with
  ``q = 0``) is never above the co-located one, so such a solution is feasible for (2)
  with a duration longer than needed and never better than the ``q = 1`` mode with the
  same placement.
* **PS bandwidth (2i).** ``sigma[j,h]`` marks servers with PSs
  (``s[j,h,p] <= U^s_jhp sigma[j,h]``) and
  ``sum_{h' != h, m} b_m y[j,h',m] - sum_p B_p s[j,h,p] <= M^b_jh (1 - sigma[j,h])`` with
  ``M^b_jh = max_m b_m min(D_j, sum_{h' != h} U^y_jh'm)``, the largest possible left side.
* **Capacity (2h)/(15b), the product ``x * y``.** ``run[j,t] = sum_k sum_{t' in
  (t - d_k, t]} z[j,k,t']`` (in {0, 1}); demand ``f[j,h,r] = sum_m e_m^r y[j,h,m] +
  sum_p z_p^r s[j,h,p] <= C_h^r`` (valid: the job runs in at least one slot); continuous
  ``g[j,h,t,r] >= f[j,h,r] - F_jhr (1 - run[j,t])``, ``g >= 0`` and
  ``sum_j g[j,h,t,r] <= C_h^r``. ``g`` only appears on the left of ``<=`` rows, so it
  can always be taken equal to ``run * f``: the rows are exactly (2h). The big-M
  ``F_jhr = min(C_h^r, max_m e_m^r U^y_jhm + max_p z_p^r U^s_hp)`` is the derived upper
  bound of ``f[j,h,r]``.

Reductions that keep the optimum (documented with their argument in the model notes):
modes with ``d_k`` above the window, modes whose ``N`` workers fit on no server set,
mode ``(m, p, q, N)`` when ``(m, p, q, N - 1)`` is no slower (drop a worker: same or
shorter run on a subset of resources), RAR mode ``q = 0`` with ``N = 1`` (same rate as
``q = 1``), and capacity rows ``(h, t, r)`` whose jobs can never exceed ``C_h^r``
together.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np

from optsched.core.errors import InstanceError, UnschedulableError
from optsched.core.params import ModelSize
from optsched.core.result import Result, Status
from optsched.core.solve_support import Budget, out_of_time
from optsched.core.timing import Timer

from .gamma import max_fit
from .horizon import job_deadlines
from .instance import FAMILY_MAXWEIGHT, PsrarInstance
from .milp import SparseMilp
from .schedule import JobPlacement, PsrarSchedule

#: default refusal threshold (estimated non-zeros)
MAX_NONZEROS = 5_000_000


@dataclass(frozen=True)
class Mode:
    """``(m, p, q, N)`` with its least duration ``d``."""

    worker_type: int
    ps_type: int | None
    colocated: bool
    n_workers: int
    duration: int


def worker_caps(instance: PsrarInstance, j: int) -> np.ndarray:
    """``U^y_jhm``: most type-``m`` workers of job ``j`` server ``h`` can hold, (H, M)."""
    job = instance.jobs[j]
    return np.array([[min(job.chunks, max_fit(s.capacity, w.demand))
                      for w in instance.worker_types] for s in instance.servers])


def ps_caps(instance: PsrarInstance) -> np.ndarray:
    """``U^s_hp``: most type-``p`` PSs server ``h`` can hold, shape (H, P)."""
    return np.array([[max_fit(s.capacity, p.demand) for p in instance.ps_types]
                     for s in instance.servers], dtype=np.int64).reshape(
        len(instance.servers), len(instance.ps_types))


def _most_on_one_server(instance: PsrarInstance, m: int, p: int | None) -> int:
    """Most type-``m`` workers that fit on one server together with one type-``p`` PS."""
    best = 0
    e = instance.worker_types[m].demand
    z = instance.ps_types[p].demand if p is not None else None
    for s in instance.servers:
        cap = s.capacity if z is None else tuple(c - b for c, b in zip(s.capacity, z))
        if min(cap) < -1e-12 * max(1.0, max(s.capacity)):
            continue
        best = max(best, max_fit(tuple(max(0.0, c) for c in cap), e))
    return best


def modes(instance: PsrarInstance, j: int, deadline: int) -> list[Mode]:
    """The job's modes completing by ``deadline``, after the optimum-preserving
    reductions (module docstring)."""
    job = instance.jobs[j]
    window = deadline - job.arrival_slot
    ucap = worker_caps(instance, j)
    H = len(instance.servers)
    ps_list: list[int | None] = list(range(len(instance.ps_types))) if job.is_ps else [None]
    out: list[Mode] = []
    for m in range(len(instance.worker_types)):
        total = int(min(job.chunks, ucap[:, m].sum()))
        for p in ps_list:
            one = _most_on_one_server(instance, m, p)
            for q in (True, False):
                prev: int | None = None
                for n in range(1, total + 1):
                    if q and n > one:
                        break
                    if not q and not job.is_ps and n == 1:
                        continue  # one RAR worker: same rate as q = 1
                    if not q and job.is_ps and H == 1:
                        break  # nothing to spread over: q = 1 modes cover it
                    d = instance.min_duration(j, m, p, n, q)
                    if prev is not None and prev <= d:
                        continue  # dominated by one worker fewer
                    prev = d
                    if d <= window:
                        out.append(Mode(m, p, q, n, d))
    return out


def _deadlines(instance: PsrarInstance) -> list[int]:
    out = job_deadlines(instance)
    if out is None:
        raise UnschedulableError("no feasible schedule: some job fits on no server")
    return out


def nonzeros_lower_bound(instance: PsrarInstance) -> int:
    """Cheap lower bound on the non-zeros, before the completion bounds are computed:
    each job runs at least ``dlo_j`` slots, and each of those slots has a ``use`` row per
    server and resource with at least 3 entries (``g``, ``run`` and one ``y``)."""
    from .horizon import duration_range

    H, R = len(instance.servers), len(instance.resources)
    total = 0
    for j in range(len(instance.jobs)):
        total += duration_range(instance, j)[0] * H * R * 3
    return total


def estimate_size(instance: PsrarInstance, deadlines: list[int] | None = None
                  ) -> tuple[int, int, int]:
    """(variables, constraints, non-zeros) before building (same loops, no rows)."""
    if deadlines is None:
        deadlines = _deadlines(instance)
    T = max(deadlines)
    H, R = len(instance.servers), len(instance.resources)
    M, P = len(instance.worker_types), len(instance.ps_types)
    nv = nc = 0
    nz = 0.0
    for j, job in enumerate(instance.jobs):
        ms = modes(instance, j, deadlines[j])
        zc = sum(max(0, deadlines[j] - md.duration - job.arrival_slot + 1) for md in ms)
        span = T - job.arrival_slot
        nv += zc + H * M + (H * P + 2 * H if job.is_ps else H) + span * (1 + H * R)
        nc += 1 + M + (P + 1 + H * P * 2 + H if job.is_ps else 0) + H * M + H * R \
            + span * (1 + H * R)
        nz += zc * (3 + sum(md.duration for md in ms) / max(1, len(ms))) \
            + span * H * R * (3 + M + P) + H * M * 4 + H * H * M
    nc += T * H * R
    nz += T * H * R * len(instance.jobs)
    return int(nv), int(nc), int(nz)


def build_timeindexed_milp(instance: PsrarInstance, *, max_nonzeros: int = MAX_NONZEROS
                           ) -> tuple[SparseMilp, dict]:
    """The MILP and the index maps needed to read a schedule back."""
    floor = nonzeros_lower_bound(instance)
    if floor > max_nonzeros:
        raise InstanceError("max_nonzeros", f"time-indexed model: at least {floor} "
                            f"non-zeros (> {max_nonzeros}) from the capacity rows alone; "
                            f"use a smaller instance or raise --param max_nonzeros=N")
    deadlines = _deadlines(instance)
    nv, nc, nz = estimate_size(instance, deadlines)
    if nz > max_nonzeros:
        raise InstanceError("max_nonzeros", f"time-indexed model estimated at {nv} "
                            f"variables, {nc} constraints, {nz} non-zeros "
                            f"(> {max_nonzeros}); use a smaller instance or raise "
                            f"--param max_nonzeros=N")
    maxweight = instance.family == FAMILY_MAXWEIGHT
    T = max(deadlines)
    J, H, R = len(instance.jobs), len(instance.servers), len(instance.resources)
    M, P = len(instance.worker_types), len(instance.ps_types)
    cap = np.array([s.capacity for s in instance.servers])  # (H, R)
    E = np.array([w.demand for w in instance.worker_types])  # (M, R)
    Z = np.array([p.demand for p in instance.ps_types]).reshape(P, R)
    bw = np.array([w.bandwidth_gbps for w in instance.worker_types])
    Bw = np.array([p.bandwidth_gbps for p in instance.ps_types])
    scap = ps_caps(instance)
    wmax = max(job.weight for job in instance.jobs)
    milp = SparseMilp(name=f"psrar-timeindexed:{instance.name}", obj_scale=1.0 / wmax)
    zvars: dict[int, list[tuple[int, Mode, int]]] = {}
    yv: dict[tuple[int, int, int], int] = {}
    sv: dict[tuple[int, int, int], int] = {}
    gv: dict[tuple[int, int, int], list[tuple[int, int]]] = defaultdict(list)
    fmax = np.zeros((J, H, R))
    for j, job in enumerate(instance.jobs):
        nm = job.name
        ms = modes(instance, j, deadlines[j])
        ucap = worker_caps(instance, j)
        zs: list[tuple[int, Mode, int]] = []
        for k, md in enumerate(ms):
            for t in range(job.arrival_slot, deadlines[j] - md.duration + 1):
                cost = -job.weight if maxweight else job.weight * (t + md.duration)
                c = milp.var(f"z[{nm},k{k},t{t}]", 0.0, 1.0, True, cost)
                zs.append((c, md, t))
        zvars[j] = zs
        milp.row(f"assign[{nm}]", {c: 1.0 for c, _, _ in zs}, 0.0 if maxweight else 1.0, 1.0)
        used_m = sorted({md.worker_type for md in ms})
        used_p = sorted({md.ps_type for md in ms if md.ps_type is not None})
        for h in range(H):
            for m in used_m:
                if ucap[h, m] > 0:
                    yv[j, h, m] = milp.var(f"y[{nm},h{h},m{m}]", 0.0, float(ucap[h, m]), True)
            for p in used_p:
                if scap[h, p] > 0:
                    sv[j, h, p] = milp.var(f"s[{nm},h{h},p{p}]", 0.0, float(scap[h, p]), True)
        # (2b)/(2g): exactly N_k workers of the mode's type
        for m in used_m:
            row = {yv[j, h, m]: 1.0 for h in range(H) if (j, h, m) in yv}
            for c, md, _ in zs:
                if md.worker_type == m:
                    row[c] = row.get(c, 0.0) - md.n_workers
            milp.row(f"workers[{nm},m{m}]", row, 0.0, 0.0)
        if job.is_ps:
            # (2c): PSs only of the mode's type; (2e): at least one PS when scheduled
            for p in used_p:
                tot = float(sum(scap[h, p] for h in range(H) if (j, h, p) in sv))
                row = {sv[j, h, p]: 1.0 for h in range(H) if (j, h, p) in sv}
                for c, md, _ in zs:
                    if md.ps_type == p:
                        row[c] = row.get(c, 0.0) - tot
                milp.row(f"pstype[{nm},p{p}]", row, hi=0.0)
            row = {sv[key]: 1.0 for key in sv if key[0] == j}
            for c, _, _ in zs:
                row[c] = row.get(c, 0.0) - 1.0
            milp.row(f"ps_min[{nm}]", row, lo=0.0)
            # (2i): bandwidth of remote workers <= PS bandwidth on every PS server
            for h in range(H):
                keys = [(j, h, p) for p in used_p if (j, h, p) in sv]
                if not keys:
                    continue
                sig = milp.var(f"sigma[{nm},h{h}]", 0.0, 1.0, True)
                for key in keys:
                    milp.row(f"ps_on[{nm},h{h},p{key[2]}]", {sv[key]: 1.0,
                                                            sig: -float(scap[h, key[2]])},
                             hi=0.0)
                mb = max((bw[m] * min(job.chunks, sum(ucap[g, m] for g in range(H) if g != h))
                          for m in used_m), default=0.0)
                row = {yv[j, g, m]: float(bw[m]) for g in range(H) if g != h
                       for m in used_m if (j, g, m) in yv}
                for key in keys:
                    row[sv[key]] = -float(Bw[key[2]])
                row[sig] = float(mb)
                milp.row(f"ps_bw[{nm},h{h}]", row, hi=float(mb))
        # (2d)/(15a): q = 1 modes on one home server
        qcols = [c for c, md, _ in zs if md.colocated]
        if qcols:
            homes = [milp.var(f"o[{nm},h{h}]", 0.0, 1.0, True) for h in range(H)]
            row = {o: 1.0 for o in homes}
            for c in qcols:
                row[c] = -1.0
            milp.row(f"home[{nm}]", row, 0.0, 0.0)
            for h in range(H):
                for key, var, ub in ([((j, h, m), yv, ucap[h, m]) for m in used_m] +
                                     [((j, h, p), sv, scap[h, p]) for p in used_p]):
                    if key not in var:
                        continue
                    # x <= U (1 - Q + o)  <=>  x + U Q - U o <= U
                    row = {var[key]: 1.0, homes[h]: -float(ub)}
                    for c in qcols:
                        row[c] = row.get(c, 0.0) + float(ub)
                    milp.row(f"coloc[{nm},h{h},{'m' if var is yv else 'p'}{key[2]}]", row,
                             hi=float(ub))
        # demand f[j,h,r] <= C (valid) and its largest value
        for h in range(H):
            for r in range(R):
                row = {yv[j, h, m]: float(E[m, r]) for m in used_m if (j, h, m) in yv}
                row.update({sv[j, h, p]: float(Z[p, r]) for p in used_p if (j, h, p) in sv})
                top = sum(float(E[m, r]) * ucap[h, m] for m in used_m if (j, h, m) in yv)
                top_m = max((float(E[m, r]) * ucap[h, m] for m in used_m), default=0.0)
                top_p = max((float(Z[p, r]) * scap[h, p] for p in used_p), default=0.0)
                fmax[j, h, r] = min(float(cap[h, r]), top_m + top_p)
                if top + top_p > cap[h, r] and row:
                    milp.row(f"fit[{nm},h{h},r{r}]", row, hi=float(cap[h, r]))
    # running indicators and the linearised capacity rows (2h)/(15b)
    for t in range(T):
        live = [j for j in range(J) if instance.jobs[j].arrival_slot <= t < deadlines[j]]
        for h in range(H):
            for r in range(R):
                if sum(fmax[j, h, r] for j in live) > cap[h, r] * (1 + 1e-12):
                    for j in live:
                        if fmax[j, h, r] > 0:
                            gv[h, t, r].append((j, -1))
    run: dict[tuple[int, int], int] = {}
    for (h, t, r), lst in sorted(gv.items()):
        for idx, (j, _) in enumerate(lst):
            job = instance.jobs[j]
            if (j, t) not in run:
                rc = milp.var(f"run[{job.name},t{t}]", 0.0, 1.0, False)
                row = {rc: 1.0}
                for c, md, s in zvars[j]:
                    if s <= t < s + md.duration:
                        row[c] = row.get(c, 0.0) - 1.0
                milp.row(f"running[{job.name},t{t}]", row, 0.0, 0.0)
                run[j, t] = rc
            g = milp.var(f"g[{job.name},h{h},t{t},r{r}]", 0.0, float(cap[h, r]), False)
            lst[idx] = (j, g)
            bigm = float(fmax[j, h, r])  # derived bound of f[j,h,r] (<= C_h^r)
            row = {g: 1.0, run[j, t]: -bigm}
            for m in range(M):
                if (j, h, m) in yv:
                    row[yv[j, h, m]] = -float(E[m, r])
            for p in range(P):
                if (j, h, p) in sv:
                    row[sv[j, h, p]] = -float(Z[p, r])
            milp.row(f"use[{job.name},h{h},t{t},r{r}]", row, lo=-bigm)
        milp.row(f"cap[h{h},t{t},r{r}]", {g: 1.0 for _, g in lst}, hi=float(cap[h, r]))
    maps = {"z": zvars, "y": yv, "s": sv, "deadlines": deadlines}
    return milp, maps


def build_timeindexed(instance: PsrarInstance) -> object:
    """Pyomo form (``build_pyomo`` hook, MPS export); its objective is the weighted
    completion time, or the *negated* weight for ``psrar-maxweight``."""
    milp, _ = build_timeindexed_milp(instance)
    return milp.to_pyomo()


def estimate_timeindexed(instance: PsrarInstance) -> ModelSize:
    """Size estimate before building (the registry's size guard): a cheap lower bound
    first, the full estimate (which needs the completion bounds) only when it is small."""
    floor = nonzeros_lower_bound(instance)
    if floor > MAX_NONZEROS:
        return ModelSize(variables=floor // 3, constraints=floor // 3, nonzeros=floor)
    nv, nc, nz = estimate_size(instance)
    return ModelSize(variables=nv, constraints=nc, nonzeros=nz)


def solve_timeindexed(instance: PsrarInstance, *, solver: str = "highs",
                      time_limit: float | None = 60.0, threads: int | None = None) -> Result:
    """Solve the time-indexed MILP (``highs``: direct highspy; ``pyomo:NAME``). Building
    counts against ``time_limit``. For ``psrar-maxweight`` the objective and bound are
    reported as weights (the model minimises their negation)."""
    with Timer() as tb:
        milp, maps = build_timeindexed_milp(instance, max_nonzeros=10**12)
    left = None if time_limit is None else time_limit - tb.s
    if left is not None and left <= 0:  # building used the whole limit: no solve
        return out_of_time(instance.family, instance.name, Budget(time_limit), tb.s)
    out, x = milp.solve(solver, left, threads)
    sign = -1.0 if instance.family == FAMILY_MAXWEIGHT else 1.0
    res = Result(family=instance.family, instance=instance.name,
                 method=f"timeindexed-{solver}", status=out.status, runtime_s=out.runtime_s,
                 build_s=tb.s, bound=None if out.bound is None else sign * out.bound)
    res.metrics = {"variables": milp.n_cols, "constraints": milp.n_rows,
                   "nonzeros": milp.nnz}
    if out.status is Status.INFEASIBLE:
        res.message = "the time-indexed model is infeasible (no schedule within the horizon)"
    if x is not None:
        res.schedule = read_schedule(instance, maps, x)
        res.objective = None if out.objective is None else sign * out.objective
    return res


def read_schedule(instance: PsrarInstance, maps: dict, x: np.ndarray) -> PsrarSchedule:
    """Placements from a solution vector (counts rounded to the nearest integer)."""
    H = len(instance.servers)
    out: list[JobPlacement | None] = []
    for j in range(len(instance.jobs)):
        pick = [(md, t) for c, md, t in maps["z"][j] if x[c] > 0.5]
        if not pick:
            out.append(None)
            continue
        md, t = pick[0]
        workers = tuple(int(round(x[maps["y"][j, h, md.worker_type]]))
                        if (j, h, md.worker_type) in maps["y"] else 0 for h in range(H))
        if md.ps_type is None:
            ps = (0,) * H
        else:
            ps = tuple(int(round(x[maps["s"][j, h, md.ps_type]]))
                       if (j, h, md.ps_type) in maps["s"] else 0 for h in range(H))
        out.append(JobPlacement(start=t, duration=md.duration, worker_type=md.worker_type,
                                workers=workers, ps_type=md.ps_type, ps=ps))
    return PsrarSchedule(tuple(out))

