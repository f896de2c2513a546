"""Integer data shared by the exact models: time units, GPU kinds, gang patterns, horizons.

Time is measured in units of ``instance.time_scale_s``. Every arrival and every possible
gang duration must be an integer number of units (checked to 1e-9 relative); otherwise
the instance is refused with a named :class:`InstanceError`, unless the caller passes
``rounding="ceil"``: then durations are rounded *up* and arrivals *up* to the unit, the
model is solved on that copy, the schedule is re-timed for the real durations (still
feasible) and the result is flagged ``discretized`` with no optimality claim and no bound.

**Gang patterns.** GPUs are grouped into *kinds* (same type, memory and throughputs; GPUs
of one kind are interchangeable). A pattern of task ``i`` is a vector ``n_{i,k}`` of GPU
counts per kind with ``sum_k n_{ik} = tau_i``, ``n_{ik} <= |kind k|`` and ``n_{ik} = 0``
for kinds whose memory is below ``m_i / tau_i``. Its duration is ``L_i / min_{k: n_ik>0}
lambda_k^phi`` (slowest member). A schedule that respects, for every kind, the cumulative
capacity ``sum_{i running at t} n_{ik} <= |kind k|`` can always be turned into a GPU
assignment (allocate at each start any free GPUs of the kinds needed: at that instant at
least ``n_{ik}`` are free), so the per-kind cumulative constraint is exact.

**Per-task deadlines (valid cut).** If ``UB`` is the objective of any feasible schedule
(we take the best of the four policies), every optimal schedule satisfies
``w_i (c_i - a_i) <= UB`` because all other terms of eq. (16) are >= 0; so
``c_i <= a_i + floor(UB / w_i)`` (units) removes no optimal solution. Tasks with
``w_i = 0`` get the global horizon ``H = max_i a_i + sum_i max_pattern p_i`` (some optimal
schedule is left-justified: each start is an arrival or a completion, so no start exceeds
``max a + sum of other durations``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from optsched.core.errors import InstanceError
from optsched.core.result import Result
from optsched.core.solve_support import common_divisor, decade, keep_incumbent

from .instance import LlmInstance, Task, suggest_time_scale
from .policies import POLICIES
from .schedule import GangRun, LlmSchedule
from .simulate import simulate

REL = 1e-9
MAX_PATTERNS = 500
DISCRETIZED_MESSAGE = ("durations/arrivals were rounded up to time_scale_s; the model was "
                       "solved on that copy, so no optimality or bound is claimed")


@dataclass(frozen=True)
class Pattern:
    """A gang pattern: GPUs per kind, duration in model units and in seconds."""

    counts: tuple[int, ...]  # GPUs per kind
    duration: int  # units
    duration_s: float  # exact, seconds


@dataclass(frozen=True)
class IntData:
    """Integer data of the exact models: units of ``unit_s`` seconds, GPU kinds, gang
    patterns, per-task latest completions and the policy upper bound."""

    unit_s: float
    kinds: tuple[tuple, ...]
    kind_size: tuple[int, ...]
    kind_members: tuple[tuple[int, ...], ...]  # GPU indices of each kind
    arrival: tuple[int, ...]
    patterns: tuple[tuple[Pattern, ...], ...]
    deadline: tuple[int, ...]  # latest completion (units) in some optimal schedule
    horizon: int
    weights: tuple[float, ...]
    int_weights: tuple[int, ...]  # weights * weight_scale (for CP-SAT)
    weight_scale: float  # 10^k / weight_unit
    ub_s: float  # objective of the best policy schedule (s)
    ub_schedule: LlmSchedule  # that schedule
    discretized: bool
    cuts: bool = True  # deadline cuts and symmetry breaking on
    weight_unit: float = 1.0  # power of ten the models divide weights by
    unit_divisor: int = 1  # time_scale_s units merged into one model unit (exact)
    ub_policy: str = ""  # the policy whose schedule gave ``ub_s`` ("" without one)


def _to_units(x: float, unit: float, path: str, rounding: str | None,
              all_values: list[float]) -> tuple[int, bool]:
    q = x / unit
    r = round(q)
    if abs(q - r) <= REL * max(1.0, abs(q)):
        return int(r), False
    if rounding == "ceil":
        return math.ceil(q - REL * max(1.0, abs(q))), True
    hint = suggest_time_scale(all_values)
    tip = f"; set time_scale_s={hint:g}" if hint else ""
    raise InstanceError(path, f"{x:g} s is not an integer multiple of time_scale_s="
                        f"{unit:g}{tip} (or pass rounding=ceil to solve a rounded copy, "
                        "never claimed optimal)")


def integer_data(inst: LlmInstance, rounding: str | None = None, cuts: bool = True,
                 upper_bound: bool = True) -> IntData:
    """Check integrality, enumerate gang patterns, compute the UB and per-task deadlines.

    Parameters
    ----------
    inst : LlmInstance
    rounding : {None, "ceil"}
        Round non-integral durations/arrivals up (flagged ``discretized``).
    cuts : bool
        ``False``: every task gets the global horizon instead of its deadline cut.
    upper_bound : bool
        ``False`` skips the policy simulations (no UB, no cut): for size estimates.
    """
    if rounding not in (None, "ceil"):
        raise InstanceError("param.rounding", f"must be 'ceil' or omitted, got {rounding!r}")
    unit = inst.time_scale_s
    kinds: list[tuple] = []
    members: dict[tuple, list[int]] = {}
    for j, gpu in enumerate(inst.gpus):
        if gpu.kind not in members:
            kinds.append(gpu.kind)
            members[gpu.kind] = []
        members[gpu.kind].append(j)
    size = [len(members[k]) for k in kinds]
    # every value that must be integral, for the time-scale suggestion
    raw_durs: list[float] = []
    for t in inst.tasks:
        for kind in kinds:
            if kind[1] + 1e-9 >= t.memory_per_gpu_gb:
                speed = kind[2] if t.phase == "prefill" else kind[3]
                raw_durs.append(t.tokens / speed)
    all_values = [t.arrival_s for t in inst.tasks] + raw_durs
    discretized = False
    arrival = []
    for i, t in enumerate(inst.tasks):
        a, d = _to_units(t.arrival_s, unit, f"tasks[{i}].arrival_s", rounding, all_values)
        arrival.append(a)
        discretized |= d
    patterns: list[tuple[Pattern, ...]] = []
    for i, t in enumerate(inst.tasks):
        el = [kk for kk, k in enumerate(kinds) if k[1] + 1e-9 >= t.memory_per_gpu_gb]
        pats: list[Pattern] = []
        for combo in _compositions(t.tp_degree, [size[kk] for kk in el]):
            counts = [0] * len(kinds)
            for kk, c in zip(el, combo):
                counts[kk] = c
            slow = min((kinds[kk][2] if t.phase == "prefill" else kinds[kk][3])
                       for kk in range(len(kinds)) if counts[kk] > 0)
            dur_s = t.tokens / slow
            du, d = _to_units(dur_s, unit, f"tasks[{i}].tokens", rounding, all_values)
            discretized |= d
            pats.append(Pattern(tuple(counts), max(du, 1) if d else du, dur_s))
            if len(pats) > MAX_PATTERNS:
                raise InstanceError(f"tasks[{i}].tp_degree", f"more than {MAX_PATTERNS} "
                                    "gang patterns over GPU kinds; too many kinds for the "
                                    "exact models")
        if not pats:
            raise InstanceError(f"tasks[{i}].tp_degree", "no gang of eligible GPUs")
        if any(p.duration <= 0 for p in pats):
            raise InstanceError(f"tasks[{i}].tokens", "duration rounds to 0 time units; "
                                "use a smaller time_scale_s")
        patterns.append(tuple(pats))
    # exact normalisation of time: merge g units when every arrival and duration is a
    # multiple of g (starts of a left-justified schedule are sums of those)
    g = common_divisor(np.array(arrival, dtype=np.int64),
                       np.array([p.duration for pats in patterns for p in pats],
                                dtype=np.int64))
    if g > 1:
        unit = unit * g
        arrival = [a // g for a in arrival]
        patterns = [tuple(Pattern(p.counts, p.duration // g, p.duration_s) for p in pats)
                    for pats in patterns]
    # weights -> integers for CP-SAT, after an exact power-of-ten normalisation
    weights = [t.weight for t in inst.tasks]
    omega = decade(max(weights))
    k = 0
    while k <= 6 and any(abs(w / omega * 10**k - round(w / omega * 10**k))
                         > 1e-9 * max(1.0, w / omega * 10**k) for w in weights):
        k += 1
    if k > 6:
        bad = next((i for i, w in enumerate(weights)
                    if abs(w / omega * 1e6 - round(w / omega * 1e6)) > 1e-9 * max(1.0, w)), 0)
        raise InstanceError(f"tasks[{bad}].weight", "weights need more than 6 significant "
                            "decimals; the CP-SAT objective needs integers")
    wscale = 10**k / omega
    int_w = [round(w / omega * 10**k) for w in weights]
    # upper bound from the policies (on the integer copy if discretised)
    best: tuple[float, LlmSchedule, str] | None = None
    if not upper_bound:
        best = (math.inf, LlmSchedule(()), "")
        cuts = False
    for pol in ("wsrpt", "weighted-fifo", "srpt", "fifo") if upper_bound else ():
        sched, _ = simulate(inst, POLICIES[pol])
        val = sum(t.weight * (e.end - t.arrival_s)
                  for t, e in zip(_order(inst, sched), sched))
        if best is None or val < best[0]:
            best = (val, sched, pol)
    assert best is not None
    ub_s, ub_sched, ub_policy = best
    horizon = max(arrival) + sum(max(p.duration for p in pats) for pats in patterns)
    deadline = []
    for i in range(len(inst.tasks)):
        if cuts and weights[i] > 0 and not discretized:
            slack = math.floor(ub_s / unit / weights[i] * (1 + 1e-12) + 1e-9)
            deadline.append(min(horizon, arrival[i] + slack))
        else:
            deadline.append(horizon)
    return IntData(unit, tuple(kinds), tuple(size), tuple(tuple(members[k]) for k in kinds),
                   tuple(arrival), tuple(patterns), tuple(deadline), horizon,
                   tuple(weights), tuple(int_w), wscale, ub_s, ub_sched, discretized,
                   cuts, omega, g, ub_policy=ub_policy)


def keep_policy_schedule(res: Result, data: IntData) -> Result:
    """The policy schedule behind ``data.ub_s`` as the incumbent of a solve the time limit
    ended before the solver had one (:func:`~optsched.core.solve_support.keep_incumbent`)."""
    if not data.ub_policy or not math.isfinite(data.ub_s):
        return res
    return keep_incumbent(res, data.ub_schedule, data.ub_policy)


def common_metrics(data: IntData) -> dict[str, float | int | bool]:
    """Metrics both exact models report about their data."""
    return {"time_scale_s": data.unit_s / data.unit_divisor, "unit_divisor": data.unit_divisor,
            "weight_unit": data.weight_unit, "horizon_units": data.horizon,
            "policy_upper_bound": data.ub_s}


def _order(inst: LlmInstance, sched: LlmSchedule) -> list[Task]:
    idx = inst.task_index()
    return [inst.tasks[idx[e.task]] for e in sched]


def _compositions(total: int, caps: list[int]) -> Iterator[tuple[int, ...]]:
    """Vectors ``c`` with ``sum c = total`` and ``0 <= c_k <= caps[k]``."""
    ranges = [range(min(cap, total) + 1) for cap in caps]
    for combo in itertools.product(*ranges):
        if sum(combo) == total:
            yield combo


def build_schedule(inst: LlmInstance, data: IntData, chosen: list[tuple[int, int]]
                   ) -> LlmSchedule:
    """Turn (start unit, pattern index) per task into a schedule with GPU names.

    Greedy allocation in start order (exact by the cumulative argument in the module
    docstring). Starts in seconds are ``unit * start``; ends use the exact durations.
    """
    free_at = [0.0] * len(inst.gpus)  # in units
    order = sorted(range(len(inst.tasks)), key=lambda i: (chosen[i][0], i))
    out: list[GangRun | None] = [None] * len(inst.tasks)
    for i in order:
        s, p = chosen[i]
        pat = data.patterns[i][p]
        gang: list[int] = []
        for kk, c in enumerate(pat.counts):
            if c == 0:
                continue
            free = [j for j in data.kind_members[kk] if free_at[j] <= s + 1e-9]
            if len(free) < c:
                raise RuntimeError(f"internal: cannot allocate {c} GPUs of kind {kk} to "
                                   f"task {inst.tasks[i].name} at {s}")
            gang.extend(free[:c])
        for j in gang:
            free_at[j] = s + pat.duration
        start_s = s * data.unit_s
        out[i] = GangRun(inst.tasks[i].name, tuple(inst.gpus[j].name for j in gang),
                         start_s, start_s + pat.duration_s)
    return LlmSchedule(tuple(e for e in out if e is not None))


def hint_from_schedule(inst: LlmInstance, data: IntData, sched: LlmSchedule
                       ) -> list[tuple[int, int]] | None:
    """(start unit, pattern index) per task for a policy schedule, if representable."""
    if data.discretized:
        return None
    idx = inst.task_index()
    gidx = inst.gpu_index()
    kind_of = {}
    for kk, mem in enumerate(data.kind_members):
        for j in mem:
            kind_of[j] = kk
    out: list[tuple[int, int] | None] = [None] * len(inst.tasks)
    for e in sched:
        i = idx[e.task]
        counts = [0] * len(data.kinds)
        for g in e.gpus:
            counts[kind_of[gidx[g]]] += 1
        pats = [p.counts for p in data.patterns[i]]
        s = e.start / data.unit_s
        if tuple(counts) not in pats or abs(s - round(s)) > 1e-6:
            return None
        out[i] = (round(s), pats.index(tuple(counts)))
    if any(o is None for o in out):
        return None
    return out  # type: ignore[return-value]
