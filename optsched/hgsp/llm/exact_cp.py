"""CP-SAT model ``gang-cp``: minimum total weighted waiting time, eq. (16), for gang tasks.

Variables (time in units of ``time_scale_s``; see :mod:`.exact_common`):

* ``s_i`` integer start, ``a_i <= s_i`` (release, "start >= arrival");
* ``b_ip`` boolean, task ``i`` runs with gang pattern ``p`` (GPU counts per kind);
  ``sum_p b_ip = 1`` (exactly ``tau_i`` GPUs: VI-A "Multi-GPU Allocation"; patterns only
  use kinds with ``m_i / tau_i <= M_k``: VI-A "Memory Capacity");
* optional interval ``I_ip = [s_i, s_i + p_ip)`` present iff ``b_ip``;
* ``c_i = s_i + sum_p p_ip b_ip`` completion, ``c_i <= D_i`` (valid deadline cut).

Constraints: for every GPU kind ``k``, ``Cumulative({I_ip}, demands n_ipk, capacity
|kind k|)`` (no GPU double-booked; exact by the allocation argument), a redundant global
cumulative with demand ``tau_i`` and capacity ``|G|`` when there are several kinds, and
``s_i <= s_k`` for identical tasks ``i < k`` (symmetry breaking; swapping them maps
schedules onto schedules). Objective ``min sum_i W_i (c_i - a_i)`` with integer weights
``W_i = w_i * 10^d``; reported in seconds as ``unit * obj / 10^d``. The best policy
schedule is given as a hint.
"""

from __future__ import annotations

import math
from typing import Any

from optsched.core import ModelSize
from optsched.core.result import Result
from optsched.core.solve_support import Budget, mark_discretized, out_of_time, stopped_by_budget
from optsched.core.solvers import solve_cpsat
from optsched.core.timing import Timer

from .exact_common import (
    DISCRETIZED_MESSAGE,
    MAX_PATTERNS,
    IntData,
    build_schedule,
    common_metrics,
    hint_from_schedule,
    integer_data,
    keep_policy_schedule,
)
from .instance import LlmInstance


def identical_pairs(inst: LlmInstance, data: IntData) -> list[tuple[int, int]]:
    """Consecutive pairs of interchangeable tasks (same data except the name); none when
    ``data.cuts`` is off."""
    if not data.cuts:
        return []
    groups: dict[tuple, list[int]] = {}
    for i, t in enumerate(inst.tasks):
        key = (t.tokens, t.phase, t.memory_gb, t.tp_degree, t.weight, data.arrival[i])
        groups.setdefault(key, []).append(i)
    return [(g[k], g[k + 1]) for g in groups.values() for k in range(len(g) - 1)]


def build_cp(inst: LlmInstance, data: IntData) -> tuple[Any, dict[str, Any]]:
    """The CP-SAT model of the module docstring and its variables (``starts``,
    ``pres[i][p]``)."""
    from ortools.sat.python import cp_model  # heavy import, only when a model is built
    m = cp_model.CpModel()
    n = len(inst.tasks)
    starts, ends, pres = [], [], []
    per_kind: list[list[tuple[Any, int]]] = [[] for _ in data.kinds]
    glob: list[tuple[Any, int]] = []
    for i in range(n):
        a, D = data.arrival[i], data.deadline[i]
        pats = data.patterns[i]
        dmin = min(p.duration for p in pats)
        s = m.new_int_var(a, max(a, D - dmin), f"s{i}")
        c = m.new_int_var(a + dmin, max(a + dmin, D), f"c{i}")
        bs = []
        for p, pat in enumerate(pats):
            b = m.new_bool_var(f"b{i}_{p}")
            if a + pat.duration > D:
                m.add(b == 0)
            iv = m.new_optional_fixed_size_interval_var(s, pat.duration, b, f"I{i}_{p}")
            for kk, cnt in enumerate(pat.counts):
                if cnt:
                    per_kind[kk].append((iv, cnt))
            glob.append((iv, inst.tasks[i].tp_degree))
            bs.append(b)
        m.add_exactly_one(bs)
        m.add(c == s + sum(pat.duration * b for pat, b in zip(pats, bs)))
        starts.append(s)
        ends.append(c)
        pres.append(bs)
    for kk, items in enumerate(per_kind):
        if items:
            m.add_cumulative([iv for iv, _ in items], [d for _, d in items],
                            data.kind_size[kk])
    if len(data.kinds) > 1:
        m.add_cumulative([iv for iv, _ in glob], [d for _, d in glob], len(inst.gpus))
    for i, k in identical_pairs(inst, data):
        m.add(starts[i] <= starts[k])
    m.minimize(sum(data.int_weights[i] * (ends[i] - data.arrival[i]) for i in range(n)))
    hint = hint_from_schedule(inst, data, data.ub_schedule)
    if hint is not None:
        for i, (s0, p0) in enumerate(hint):
            m.add_hint(starts[i], s0)
            for p, b in enumerate(pres[i]):
                m.add_hint(b, 1 if p == p0 else 0)
    return m, {"starts": starts, "pres": pres}


def size_cp(inst: LlmInstance, *, rounding: str | None = None, cuts: bool = True,
            seed: int = 0) -> ModelSize:
    """Size estimate of ``gang-cp`` (independent of the horizon): per task a start, an end
    and one literal and optional interval per gang pattern (at most
    :data:`~.exact_common.MAX_PATTERNS`, estimated from the GPU kinds); one cumulative
    per kind plus a global one."""
    kinds = len({g.kind for g in inst.gpus})
    pats = sum(min(MAX_PATTERNS, math.comb(t.tp_degree + kinds - 1, kinds - 1))
               for t in inst.tasks)
    n = len(inst.tasks)
    return ModelSize(variables=2 * n + 2 * pats, constraints=3 * n + kinds + 1,
                     nonzeros=4 * n + (kinds + 3) * pats)


def _solve_cp(inst: LlmInstance, *, solver: str = "cpsat", time_limit: float | None = 60.0,
              threads: int | None = None, rounding: str | None = None,
              cuts: bool = True, seed: int = 0) -> Result:
    """Solve ``gang-cp`` with CP-SAT.

    Parameters
    ----------
    inst : LlmInstance
    solver : str
        ``cpsat``.
    time_limit : float or None
        Seconds for the policy upper bound, building and solving together.
    threads : int or None
    rounding : {None, "ceil"}
        ``"ceil"`` solves a rounded copy (``Result.discretized``, never optimal, no bound).
    cuts : bool
        ``False`` drops the deadline cut and symmetry breaking (for testing them).
    seed : int
        CP-SAT's seed.

    Returns
    -------
    Result
        *Raw*, objective eq. (16) in weight x s; :func:`optsched.solve` finalises it.
    """
    from ortools.sat.python import cp_model  # noqa: F401 - slow import, not in the budget

    budget = Budget(time_limit)
    with Timer() as tb:
        data = integer_data(inst, rounding, cuts)
        model = None
        if not budget.spent():
            model, var = build_cp(inst, data)
    if model is None or budget.spent():
        return keep_policy_schedule(out_of_time("hgsp-llm", inst.name, budget, tb.s), data)
    out, cps = solve_cpsat(model, time_limit=budget.remaining(), threads=threads, seed=seed)
    scale = data.unit_s / data.weight_scale
    res = Result(family="hgsp-llm", instance=inst.name, method="",
                 status=stopped_by_budget(out.status, out.has_solution, budget),
                 runtime_s=out.runtime_s, build_s=tb.s)
    proto = model.Proto()
    res.metrics = {**common_metrics(data), "n_vars": len(proto.variables),
                   "n_constraints": len(proto.constraints)}
    if out.has_solution:
        chosen = []
        for i in range(len(inst.tasks)):
            p = next(p for p, b in enumerate(var["pres"][i]) if cps.value(b))
            chosen.append((cps.value(var["starts"][i]), p))
        res.schedule = build_schedule(inst, data, chosen)
        assert out.objective is not None  # solve_cpsat sets it whenever has_solution
        res.objective = out.objective * scale
    if out.bound is not None:
        res.bound = out.bound * scale
    if data.discretized:
        mark_discretized(res, DISCRETIZED_MESSAGE)
    return keep_policy_schedule(res, data)
