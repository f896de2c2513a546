"""Exact time-indexed model ``timeindexed`` of problem (8) for small instances: one 0-1
model, solved by HiGHS (through Pyomo) or by CP-SAT.

Time is cut into slots of ``slot`` seconds. Each job i picks one start slot tau and one
option p of :func:`.enumerate.enumerate_options` (the min-alpha placement for one
per-server usage vector u_p, alpha_p by eq. (7)); its duration is
d_ip = n_i alpha_p / slot slots.

* ``x[i, p, tau] in {0, 1}``, defined for r_i <= tau and tau + d_ip <= D_i;
* assignment  ``sum_{p, tau} x[i, p, tau] = 1``                          for all i;
* capacity    ``sum_{i, p} u_pm sum_{tau = v - d_ip + 1}^{v} x[i, p, tau] <= g``
  for every server m and slot v (rows that can never bind are dropped);
* symmetry    ``load_m >= load_{m+1}`` with load_m = sum u_pm d_ip x[i, p, tau] (the
  servers are identical and empty at time 0, so any schedule can be relabelled to
  order the servers by GPU-slots used);
* objective   ``min sum (tau + d_ip) x[i, p, tau]`` (slots; times ``slot`` = seconds).

The two solvers must agree on the optimum (the tests check it). (An interval/cumulative
CP-SAT encoding was tried and dropped: with one worker its bound stalled far below the
optimum on tiny instances the 0-1 model closes in seconds.)

Horizon and deadlines: an optimal schedule never leaves the whole cluster idle after
the last release (shifting everything after an idle gap left is feasible and better),
so every job ends by ``max_i r_i + sum_i max_p d_ip``; and with UB the objective of a
greedy slot schedule, job i ends by ``D_i = UB - sum_{j != i} (r_j + min_p d_jp)``.

**Discretisation** (continuous times vs integer slots). With ``slot`` unset, the model
looks for a common unit of every release and every duration n_i alpha_p (rational
detection, relative tolerance 1e-9). If one exists and the horizon has at most
``max_slots`` slots, the slot model *is* the continuous problem (with integral data an
optimal schedule can start every job at an integer time: flooring all start times keeps
every overlap and every release date), and the result is exact. Otherwise -- or when the
user gives ``slot`` and the data are not multiples of it -- two models are solved:

* the **ceil** model (durations and releases rounded up) gives the schedule: run with its
  true durations it is feasible, and its objective is recomputed continuously;
* the **floor** model (durations and releases rounded down) gives the bound: any
  continuous schedule floored to slots is feasible for it (floor(a) + floor(d) <=
  floor(a + d) keeps every pair of overlapping jobs overlapping) and costs no more.

The result is then ``optimal`` only if the recomputed objective meets the floor bound;
when a solve stops early with an incumbent worse than the greedy list schedule used for
the deadlines (or none), that greedy schedule is returned (``metrics["incumbent"]``);
``metrics["time_discretized"]`` says which case applied. The tiny preset generates data
whose durations are exact multiples of 1 s, so its optima are proven for the instance
itself.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from optsched.core.errors import InstanceError
from optsched.core.params import ModelSize
from optsched.core.result import Result, Status
from optsched.core.timing import Timer

from .enumerate import Option, enumerate_options
from .instance import OnlineInstance
from .schedule import JobRun, OnlineSchedule
from .verify import evaluate

MAX_NONZEROS = 5_000_000
MAX_HORIZON_SLOTS = 50_000
DEFAULT_MAX_SLOTS = 400
INTEGRAL_RTOL = 1e-9


@dataclass(frozen=True)
class TIData:
    slot: float                       # seconds per slot
    rounding: str                     # "exact" | "ceil" | "floor"
    release: tuple[int, ...]          # slots
    options: tuple[tuple[Option, ...], ...]
    dur: tuple[tuple[int, ...], ...]  # slots, per job and option
    deadline: tuple[int, ...]         # latest completion slot per job
    horizon: int
    ub_slots: int
    greedy: tuple[tuple[int, int], ...] = ()  # (option, start slot) per job, objective ub

    def n_vars(self) -> int:
        return sum(max(0, self.deadline[i] - d - self.release[i] + 1)
                   for i in range(len(self.release)) for d in self.dur[i])

    def n_nonzeros(self) -> int:
        tot = 0
        for i in range(len(self.release)):
            for p, d in enumerate(self.dur[i]):
                k = max(0, self.deadline[i] - d - self.release[i] + 1)
                used = sum(1 for u in self.options[i][p].usage if u)
                tot += k * (1 + used * d)
        return tot


def _common_unit(values: list[float]) -> float | None:
    """Largest s with every value an integer multiple of s (rational detection)."""
    num = 0
    den = 1
    fracs = []
    for v in values:
        if v == 0:
            continue
        f = Fraction(v).limit_denominator(10**6)
        if abs(float(f) - v) > INTEGRAL_RTOL * abs(v):
            return None
        fracs.append(f)
    if not fracs:
        return 1.0
    for f in fracs:
        den = den * f.denominator // math.gcd(den, f.denominator)
        if den > 10**12:  # no useful common unit
            return None
    for f in fracs:
        num = math.gcd(num, int(f * den))
    return num / den


def _round(x: float, how: str) -> int:
    r = round(x)
    if abs(x - r) <= INTEGRAL_RTOL * max(1.0, abs(x)):
        return int(r)
    if how == "exact":
        raise ValueError(x)
    return int(math.ceil(x)) if how == "ceil" else int(math.floor(x))


def job_options(inst: OnlineInstance) -> list[list[Option]]:
    cache: dict[str, list[Option]] = {}
    out = []
    for j in inst.jobs:
        if j.config not in cache:
            cache[j.config] = enumerate_options(inst.configs[j.config].job, inst.cluster)
        out.append(cache[j.config])
    return out


def _greedy_ub(release: list[int], dur: list[list[int]], options: list[list[Option]],
               M: int, g: int) -> tuple[int, list[tuple[int, int]]]:
    """Best objective (slots) of greedy earliest-completion list schedules in three
    orders (release; shortest first; release + shortest)."""
    n = len(release)
    orders = [sorted(range(n), key=lambda i: (release[i], i)),
              sorted(range(n), key=lambda i: (min(dur[i]), release[i], i)),
              sorted(range(n), key=lambda i: (release[i] + min(dur[i]), i))]
    return min((_greedy_order(o, release, dur, options, M, g) for o in orders),
               key=lambda r: r[0])


def _greedy_order(order: list[int], release: list[int], dur: list[list[int]],
                  options: list[list[Option]], M: int, g: int
                  ) -> tuple[int, list[tuple[int, int]]]:
    """(objective in slots, chosen (option, start slot) per job) of one list order."""
    T = max(release) + sum(max(d) for d in dur) + 1
    use = np.zeros((M, T + 1), dtype=np.int64)
    total = 0
    chosen: list[tuple[int, int]] = [(0, 0)] * len(order)
    for i in order:
        best: tuple[int, int, int] | None = None
        for p, opt in enumerate(options[i]):
            d = dur[i][p]
            u = np.array(opt.usage)
            tau = release[i]
            while tau + d <= T:
                if d == 0 or (use[:, tau:tau + d] + u[:, None] <= g).all():
                    break
                tau += 1
            if tau + d <= T and (best is None or tau + d < best[0]):
                best = (tau + d, p, tau)
        assert best is not None
        c, p, tau = best
        use[:, tau:tau + dur[i][p]] += np.array(options[i][p].usage)[:, None]
        total += c
        chosen[i] = (p, tau)
    return total, chosen


def build_data(inst: OnlineInstance, slot: float | None, max_slots: int,
               rounding: str | None = None) -> TIData:
    """Integer data of the model (``rounding`` None = decide: exact or ceil)."""
    options = job_options(inst)
    n = len(inst.jobs)
    dur_s = [[inst.jobs[i].iterations * o.alpha for o in options[i]] for i in range(n)]
    rel_s = [j.submit for j in inst.jobs]
    horizon_s = max(rel_s) + sum(max(d) for d in dur_s)
    if slot is None:
        unit = _common_unit([*rel_s, *(d for ds in dur_s for d in ds)])
        if unit is not None and unit > 0 and horizon_s / unit <= max_slots + 1e-9:
            slot, how = unit, "exact"
        else:
            slot, how = horizon_s / max_slots, "ceil"
    else:
        how = "exact"
        try:
            for v in [*rel_s, *(d for ds in dur_s for d in ds)]:
                _round(v / slot, "exact")
        except ValueError:
            how = "ceil"
    if rounding is not None:
        how = rounding
    release = [_round(r / slot, "floor" if how == "floor" else "ceil") for r in rel_s]
    # a positive duration never rounds to 0 slots except in the floor (bound) model
    dur = [[_round(d / slot, how) if how == "floor" else max(1, _round(d / slot, how))
            for d in ds] for ds in dur_s]
    M, g = inst.cluster.servers, inst.cluster.gpus_per_server
    noidle = max(release) + sum(max(d) for d in dur)
    if noidle > MAX_HORIZON_SLOTS:
        nnz = sum(len(o.usage) * d * noidle for i in range(n)
                  for o, d in zip(options[i], dur[i], strict=True))
        raise InstanceError("instance", f"the time-indexed model would span {noidle} slots "
                            f"of {slot:g} s (> {MAX_HORIZON_SLOTS}; up to about {nnz} "
                            "non-zeros); use a smaller instance or a coarser --param slot")
    ub, greedy = _greedy_ub(release, dur, options, M, g)
    base = sum(release[j] + min(dur[j]) for j in range(n))
    deadline = [min(noidle, ub - (base - release[i] - min(dur[i]))) for i in range(n)]
    return TIData(slot=float(slot), rounding=how, release=tuple(release),
                  options=tuple(tuple(o) for o in options),
                  dur=tuple(tuple(d) for d in dur), deadline=tuple(deadline),
                  horizon=noidle, ub_slots=ub, greedy=tuple(greedy))


def size_timeindexed(inst: OnlineInstance, *, slot: float | None = None,
                     max_slots: int = DEFAULT_MAX_SLOTS) -> ModelSize:
    """Size of the 0-1 model before it is built: one binary per (job, placement option,
    start slot), one capacity row per (server, slot), one assignment row per job; each
    binary has ``1 + servers used × duration`` non-zeros."""
    data = build_data(inst, slot, max_slots)
    variables = nnz = 0
    for i in range(len(data.release)):
        for p, d in enumerate(data.dur[i]):
            starts = max(0, data.deadline[i] - d + 1 - data.release[i])
            used = sum(1 for u in data.options[i][p].usage if u)
            variables += starts
            nnz += starts * (1 + used * d)
    rows = len(data.release) + inst.cluster.servers * data.horizon
    return ModelSize(variables, rows, nnz)


def _index(data: TIData) -> tuple[list[tuple[int, int, int]],
                                  dict[tuple[int, int], list[tuple[int, int]]]]:
    """Variables (i, p, tau) and capacity rows {(m, v): [(coef, var index)]}."""
    idx: list[tuple[int, int, int]] = []
    rows: dict[tuple[int, int], list[tuple[int, int]]] = defaultdict(list)
    for i in range(len(data.release)):
        for p, d in enumerate(data.dur[i]):
            usage = data.options[i][p].usage
            for tau in range(data.release[i], data.deadline[i] - d + 1):
                k = len(idx)
                idx.append((i, p, tau))
                for m, u in enumerate(usage):
                    if u:
                        for v in range(tau, tau + d):
                            rows[(m, v)].append((u, k))
    return idx, rows


def _binding(rows: dict[tuple[int, int], list[tuple[int, int]]],
             idx: list[tuple[int, int, int]], g: int) -> list[tuple[int, int]]:
    out = []
    for key, terms in rows.items():
        worst: dict[int, int] = {}
        for u, k in terms:
            i = idx[k][0]
            worst[i] = max(worst.get(i, 0), u)
        if sum(worst.values()) > g:
            out.append(key)
    return sorted(out)


def build_pyomo_model(inst: OnlineInstance, data: TIData) -> Any:
    import pyomo.environ as pyo

    idx, rows = _index(data)
    g = inst.cluster.gpus_per_server
    cap_keys = _binding(rows, idx, g)
    m = pyo.ConcreteModel(name=f"asrpt-online-ti:{inst.name}")
    m._idx = idx
    m.K = pyo.RangeSet(0, len(idx) - 1)
    m.x = pyo.Var(m.K, domain=pyo.Binary)
    by_job: dict[int, list[int]] = defaultdict(list)
    for k, (i, _, _) in enumerate(idx):
        by_job[i].append(k)
    m.J = pyo.RangeSet(0, len(data.release) - 1)
    m.assign = pyo.Constraint(m.J, rule=lambda mm, i: sum(mm.x[k] for k in by_job[i]) == 1)
    m.R = pyo.RangeSet(0, len(cap_keys) - 1)
    m.cap = pyo.Constraint(m.R, rule=lambda mm, r: sum(
        u * mm.x[k] for u, k in rows[cap_keys[r]]) <= g)
    # identical empty servers: order them by total GPU-slots used (symmetry breaking)
    M = inst.cluster.servers
    load = [[(data.options[i][p].usage[s] * data.dur[i][p], k)
             for k, (i, p, _) in enumerate(idx) if data.options[i][p].usage[s]]
            for s in range(M)]
    m.S = pyo.RangeSet(0, M - 2)
    m.sym = pyo.Constraint(m.S, rule=lambda mm, s: sum(c * mm.x[k] for c, k in load[s])
                           >= sum(c * mm.x[k] for c, k in load[s + 1]))
    m.obj = pyo.Objective(expr=sum((tau + data.dur[i][p]) * m.x[k]
                                   for k, (i, p, tau) in enumerate(idx)),
                          sense=pyo.minimize)
    return m


def build_pyomo(inst: OnlineInstance, slot: float | None = None,
                max_slots: int = DEFAULT_MAX_SLOTS) -> Any:
    """Pyomo model (MPS export hook); objective in slots of the chosen ``slot``."""
    return build_pyomo_model(inst, build_data(inst, slot, max_slots))


def _solve_highs(inst: OnlineInstance, data: TIData, solver: str, time_limit: float | None,
                 threads: int | None) -> tuple[Any, list[tuple[int, int]] | None]:
    import pyomo.environ as pyo

    from optsched.core.solvers import solve_pyomo

    m = build_pyomo_model(inst, data)
    out = solve_pyomo(m, solver=solver, time_limit=time_limit, threads=threads)
    chosen = None
    if out.has_solution:
        sel: list[tuple[int, int] | None] = [None] * len(data.release)
        for k, (i, p, tau) in enumerate(m._idx):
            v = pyo.value(m.x[k], exception=False)
            if v is not None and v > 0.5:
                sel[i] = (p, tau)
        if all(s is not None for s in sel):
            chosen = [s for s in sel if s is not None]
    return out, chosen


def _solve_cpsat(inst: OnlineInstance, data: TIData, time_limit: float | None,
                 threads: int | None) -> tuple[Any, list[tuple[int, int]] | None]:
    """CP-SAT on exactly the 0-1 model above (same variables, rows and objective)."""
    from ortools.sat.python import cp_model

    from optsched.core.solvers import solve_cpsat

    idx, rows = _index(data)
    g = inst.cluster.gpus_per_server
    M = inst.cluster.servers
    model = cp_model.CpModel()
    x = [model.new_bool_var(f"x{k}") for k in range(len(idx))]
    by_job: dict[int, list[int]] = defaultdict(list)
    for k, (i, _, _) in enumerate(idx):
        by_job[i].append(k)
    for i in range(len(data.release)):
        model.add_exactly_one(x[k] for k in by_job[i])
    for key in _binding(rows, idx, g):
        model.add(sum(u * x[k] for u, k in rows[key]) <= g)
    load = [[(data.options[i][p].usage[s] * data.dur[i][p], k)
             for k, (i, p, _) in enumerate(idx) if data.options[i][p].usage[s]]
            for s in range(M)]
    for s in range(M - 1):
        model.add(sum(c * x[k] for c, k in load[s]) >= sum(c * x[k] for c, k in load[s + 1]))
    model.minimize(sum((tau + data.dur[i][p]) * x[k] for k, (i, p, tau) in enumerate(idx)))
    out, solver = solve_cpsat(model, time_limit=time_limit, threads=threads)
    chosen = None
    if out.has_solution:
        sel: list[tuple[int, int] | None] = [None] * len(data.release)
        for k, (i, p, tau) in enumerate(idx):
            if solver.value(x[k]):
                sel[i] = (p, tau)
        if all(v is not None for v in sel):
            chosen = [v for v in sel if v is not None]
    return out, chosen


def _schedule(data: TIData, chosen: list[tuple[int, int]]) -> OnlineSchedule:
    runs = []
    for i, (p, tau) in enumerate(chosen):
        opt = data.options[i][p]
        servers = tuple(m for m, u in enumerate(opt.usage) if u)
        counts = tuple(opt.counts[m] for m in servers)
        runs.append(JobRun(start=tau * data.slot, servers=servers, counts=counts,
                           alpha=opt.alpha))
    return OnlineSchedule(runs=tuple(runs))


def _check_size(data: TIData) -> None:
    nnz = data.n_nonzeros()
    if nnz > MAX_NONZEROS:
        raise InstanceError("instance", f"the time-indexed model would have about {nnz} "
                            f"non-zeros ({data.n_vars()} binaries, {data.horizon} slots "
                            f"of {data.slot:g} s) > {MAX_NONZEROS}; use a smaller instance "
                            "or a coarser --param slot")


def _run(inst: OnlineInstance, data: TIData, solver: str, time_limit: float | None,
         threads: int | None) -> tuple[Any, list[tuple[int, int]] | None]:
    _check_size(data)
    if solver == "cpsat":
        return _solve_cpsat(inst, data, time_limit, threads)
    return _solve_highs(inst, data, solver, time_limit, threads)


def solve_timeindexed(inst: OnlineInstance, *, solver: str = "highs",
                      time_limit: float | None = 60.0, threads: int | None = None,
                      slot: float | None = None,
                      max_slots: int = DEFAULT_MAX_SLOTS) -> Result:
    """Solve problem (8) exactly on the slot grid (see the module docstring)."""
    if slot is not None and (isinstance(slot, bool) or not isinstance(slot, (int, float))
                             or not math.isfinite(slot) or slot <= 0):
        raise InstanceError("slot", f"must be a number > 0 (seconds), got {slot!r}")
    if isinstance(max_slots, bool) or not isinstance(max_slots, int) or max_slots < 1:
        raise InstanceError("max_slots", f"must be an integer >= 1, got {max_slots!r}")
    method = f"timeindexed-{solver}"
    with Timer() as tb:
        data = build_data(inst, slot, max_slots)
    metrics: dict[str, Any] = {"slot_s": data.slot, "horizon_slots": data.horizon,
                               "n_vars": data.n_vars(), "rounding": data.rounding,
                               "time_discretized": data.rounding != "exact",
                               "greedy_ub_s": data.ub_slots * data.slot}
    res = Result(family="asrpt-online", instance=inst.name, method=method,
                 status=Status.ERROR, build_s=tb.s, metrics=metrics)
    with Timer() as ts:
        out, chosen = _run(inst, data, solver, time_limit, threads)
    res.status = out.status
    solver_obj = out.objective
    if chosen is None or solver_obj is None or solver_obj > data.ub_slots + 1e-9:
        # the greedy list schedule (feasible on the same slot grid) is better
        chosen, solver_obj = list(data.greedy), float(data.ub_slots)
        metrics["incumbent"] = "greedy"
        if res.status is Status.ERROR:
            res.status = Status.FEASIBLE
    res.schedule = _schedule(data, chosen)
    if data.rounding == "exact":
        res.objective = solver_obj * data.slot
        res.bound = None if out.bound is None else out.bound * data.slot
    else:
        # ceil model gave the schedule; the floor model gives a valid bound
        metrics["ceil_model_objective_s"] = (None if out.objective is None
                                            else out.objective * data.slot)
        left = None if time_limit is None else max(1.0, time_limit - ts.s)
        fdata = build_data(inst, data.slot, max_slots, rounding="floor")
        fout, _ = _run(inst, fdata, solver, left, threads)
        bound = None if fout.bound is None else fout.bound * data.slot
        if fout.status is Status.OPTIMAL and fout.objective is not None:
            bound = fout.objective * data.slot
        res.bound = bound
        metrics["floor_model_status"] = str(fout.status)
        if res.schedule is not None:
            obj, _ = evaluate(inst, res.schedule)
            res.objective = obj
            closed = bound is not None and obj <= bound + 1e-6 * max(1.0, abs(obj))
            if out.status is Status.OPTIMAL and not closed:
                res.status = Status.FEASIBLE
                res.message = ("slot rounding: the ceil-model schedule does not meet the "
                               "floor-model bound; optimality is not claimed")
    res.runtime_s = ts.s
    return res
