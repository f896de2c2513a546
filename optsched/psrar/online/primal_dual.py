"""A_maxweight (Algorithm 3), A_dual (Algorithm 2) and A_online (Algorithm 1).

Time is 0-based (``instance.py``): a placement with start ``s`` and duration ``d``
occupies slots ``s .. s+d-1`` and completes at ``s + d``. A_maxweight works in a frame of
``tau`` slots ``0 .. tau-1`` (completion ``<= tau``, constraint (7b)); A_dual runs it on
consecutive frames ``[(iota-1) tau, iota tau)``; A_online shifts the A_dual schedule of
round ``i`` to start at its round offset (Lemma 1: ``alpha tau_i``).

Choices (``models/psrar-online.md`` has the full list):

* job order inside A_maxweight (``for each job j in phi``): arrival order (instance
  order on ties), or ``order="weight"`` (non-increasing weight);
* ``alpha`` per round from eq. (6) with ``w(J_i)`` and the least weight seen so far
  (online: later jobs are unknown), and the early stop of Section 5.3: A_dual stops as
  soon as all of ``J_i`` is scheduled *or* an iteration schedules nothing (its next
  iterations would see the same jobs and fresh prices, so they would schedule nothing
  either: this stop changes no schedule);
* ``placement`` (the round offset ``O_i`` at which round ``i``'s A_dual schedule starts,
  shifted as one block): ``"earliest"`` (default, the tightest legal reading) — the least
  ``O_i >= tau_i`` at which the block fits beside the rounds already committed;
  ``"compact"`` — ``max(tau_i, end of the rounds before)``; ``"effective"`` —
  ``alpha_bar_i tau_i`` with ``alpha_bar_i`` the running maximum of the number of A_dual
  iterations actually used (the paper's "alpha close to 4" in simulation); ``"eq6"`` — the
  running maximum of the eq. (6) alpha (literal; far later). Job by job
  ``earliest <= compact <= effective <= eq6`` (A_dual's schedules do not depend on the
  offsets); all four are feasible and meet Lemma 1's ``c_j <= alpha_bar tau_{i+1}``
  (``models/psrar-online.md`` has the argument).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import numpy as np

from ..instance import PsrarInstance
from ..schedule import Entry, JobPlacement, PsrarSchedule, completion
from .cluster import CAP_TOL, Cluster, check_interrupt
from .mincost_ref import Choice
from .prices import Ledger, alpha_eq6, gamma_of, price_lambda, weight_per_resource_bound

Oracle = Callable[[Ledger, int, int, float], "Choice | None"]
PLACEMENTS = ("earliest", "compact", "effective", "eq6")
ORDERS = ("arrival", "weight")


@dataclass(frozen=True)
class PriceParams:
    """``F`` and ``lambda`` of eq. (11) for one run."""

    F: float
    lam: float

    @classmethod
    def of(cls, inst: PsrarInstance, F: float | None = None,
           T: int | None = None) -> PriceParams:
        """``F`` computed (``prices.weight_per_resource_bound``) unless given;
        ``lambda = 2 T H R F + 1`` with ``T = horizon_slots`` unless given."""
        f = weight_per_resource_bound(inst) if F is None else float(F)
        t = inst.horizon_slots if T is None else int(T)
        return cls(F=f, lam=price_lambda(t, len(inst.servers), len(inst.resources), f))


def job_order(inst: PsrarInstance, jobs: list[int], order: str) -> list[int]:
    if order == "weight":
        return sorted(jobs, key=lambda j: (-inst.jobs[j].weight, inst.jobs[j].arrival_slot, j))
    return sorted(jobs, key=lambda j: (inst.jobs[j].arrival_slot, j))


def a_maxweight(cluster: Cluster, jobs: list[int], tau: int, lam: float, oracle: Oracle,
                earliest: dict[int, int] | None = None) -> dict[int, Choice]:
    """Algorithm 3 on the job list ``jobs`` (already in processing order) with deadline
    ``tau``: price each job with the oracle (lines 3-7), schedule it if its utility
    ``u_j = w_j - cost_j > 0`` (lines 8-13) and raise the prices of what it uses (line 14,
    eq. (11)). Returns the chosen schedules (slots relative to the frame)."""
    ledger = Ledger(cluster, tau, lam)
    chosen: dict[int, Choice] = {}
    inst = cluster.instance
    for k, j in enumerate(jobs):
        if k % 16 == 0:
            check_interrupt()
        # cutoff w_j: a schedule costing >= w_j would not be taken anyway (line 9)
        c = oracle(ledger, j, 0 if earliest is None else earliest.get(j, 0),
                   inst.jobs[j].weight)
        if c is None:
            continue
        if inst.jobs[j].weight - c.cost > 0:
            chosen[j] = c
            ledger.add(c.start, c.duration, c.workers, c.m,
                       c.ps if c.p >= 0 else None, c.p)
    return chosen


@dataclass
class DualOutcome:
    """A_dual's schedule of one round: ``chosen[j] = (iteration, Choice)``."""

    chosen: dict[int, tuple[int, Choice]] = field(default_factory=dict)
    alpha: int = 0          # eq. (6) bound on the number of iterations
    iterations: int = 0     # iterations run (early stop)
    used: int = 0           # index of the last iteration that scheduled a job


def a_dual(cluster: Cluster, jobs: list[int], tau: int, lam: float, alpha: int,
           oracle: Oracle) -> DualOutcome:
    """Algorithm 2: up to ``alpha`` calls of A_maxweight on the still unscheduled jobs,
    the ``iota``-th in frame ``[(iota-1) tau, iota tau)``; stops when every job is
    scheduled or an iteration schedules nothing (see the module docstring)."""
    out = DualOutcome(alpha=alpha)
    left = list(jobs)
    for iota in range(1, alpha + 1):
        got = a_maxweight(cluster, left, tau, lam, oracle)
        out.iterations = iota
        if not got:
            break
        out.used = iota
        for j, c in got.items():
            out.chosen[j] = (iota, c)
        left = [j for j in left if j not in got]
        if not left:
            break
    return out


@dataclass
class OnlineTrace:
    """Per-round record of A_online (for metrics and the docs)."""

    tau: list[int] = field(default_factory=list)
    offset: list[int] = field(default_factory=list)
    alpha_eq6: list[int] = field(default_factory=list)
    iterations: list[int] = field(default_factory=list)
    scheduled: list[int] = field(default_factory=list)
    #: accepted jobs whose min-cost schedule cost exactly 0 (resources untouched in its
    #: frame), per round
    zero_cost: list[int] = field(default_factory=list)
    #: ``tau_i`` of the round that scheduled each job
    job_tau: dict[int, int] = field(default_factory=dict)


class Timeline:
    """Resources committed by the rounds placed so far, ``used[t, h, r]`` over absolute
    slots (grown on demand); used by ``placement="earliest"``."""

    def __init__(self, cluster: Cluster) -> None:
        self.cap = cluster.cap
        self.used = np.zeros((0,) + cluster.cap.shape)
        #: first slot from which nothing is committed
        self.end = 0

    def _grow(self, upto: int) -> None:
        if upto > len(self.used):
            extra = np.zeros((upto - len(self.used),) + self.cap.shape)
            self.used = np.concatenate([self.used, extra])

    def earliest(self, block: np.ndarray, lower: int) -> int:
        """Least offset ``O >= lower`` with ``used[O:O+L] + block <= cap`` on every slot,
        server and resource (``block``: ``(L, H, R)`` demand of a round's schedule)."""
        L = len(block)
        hs = np.flatnonzero(np.any(block != 0, axis=(0, 2)))      # servers the round uses
        last = max(lower, self.end)          # from here on the cluster is empty
        self._grow(last + L)
        cap = self.cap[hs]
        blk = block[:, hs]
        slack = CAP_TOL * np.maximum(1.0, np.abs(cap))
        for off in range(lower, last):
            if off % 64 == 0:
                check_interrupt()
            if np.all(self.used[off:off + L][:, hs] + blk <= cap + slack):
                return off
        return last

    def add(self, block: np.ndarray, offset: int) -> None:
        self._grow(offset + len(block))
        self.used[offset:offset + len(block)] += block
        self.end = max(self.end, offset + len(block))


def _block(cluster: Cluster, tau: int, chosen: dict[int, tuple[int, Choice]]) -> np.ndarray:
    """``(L, H, R)`` per-slot demand of one round's A_dual schedule (relative slots)."""
    L = max((iota - 1) * tau + c.completion for iota, c in chosen.values())
    out = np.zeros((L,) + cluster.cap.shape)
    for iota, c in chosen.values():
        f = np.outer(np.asarray(c.workers, dtype=float), cluster.e[c.m])
        if c.p >= 0:
            f += np.outer(np.asarray(c.ps, dtype=float), cluster.z[c.p])
        s = (iota - 1) * tau + c.start
        out[s:s + c.duration] += f
    return out


def a_online(instance: PsrarInstance, oracle: Oracle, *, F: float | None = None,
             placement: str = "earliest", order: str = "arrival",
             max_rounds: int = 60) -> tuple[dict[int, JobPlacement], OnlineTrace, PriceParams]:
    """Algorithm 1: rounds ``i = 1, 2, ...`` with ``tau_i = 2^(i-1)``; ``J_i`` = jobs
    arrived by ``tau_i`` (``arrival_slot <= tau_i``) and not yet scheduled; A_dual's
    schedule for ``J_i`` is shifted to the round offset (``placement``, module docstring).
    Returns absolute placements."""
    if placement not in PLACEMENTS:
        raise ValueError(f"placement must be one of {PLACEMENTS}, got {placement!r}")
    cluster = Cluster.of(instance)
    pp = PriceParams.of(instance, F)
    gamma = gamma_of(pp.lam)
    jobs = instance.jobs
    unscheduled = set(range(len(jobs)))
    placed: dict[int, JobPlacement] = {}
    trace = OnlineTrace()
    timeline = Timeline(cluster) if placement == "earliest" else None
    w_min = math.inf
    alpha_bar = 1
    prev_end = 0
    for i in range(1, max_rounds + 1):
        if not unscheduled:
            break
        tau = 2 ** (i - 1)
        arrived = [j for j in unscheduled if jobs[j].arrival_slot <= tau]
        for j in range(len(jobs)):
            if jobs[j].arrival_slot <= tau:
                w_min = min(w_min, jobs[j].weight)
        if not arrived:
            continue
        batch = job_order(instance, arrived, order)
        w_batch = sum(jobs[j].weight for j in batch)
        alpha = alpha_eq6(w_batch, w_min, gamma)
        out = a_dual(cluster, batch, tau, pp.lam, alpha, oracle)
        if placement == "eq6":
            alpha_bar = max(alpha_bar, alpha)
            offset = alpha_bar * tau
        elif placement == "effective":
            alpha_bar = max(alpha_bar, out.used)
            offset = alpha_bar * tau
        elif placement == "compact":
            offset = max(tau, prev_end)
        else:
            offset = tau
            if out.chosen and timeline is not None:
                block = _block(cluster, tau, out.chosen)
                offset = timeline.earliest(block, tau)
                timeline.add(block, offset)
        for j, (iota, c) in out.chosen.items():
            start = offset + (iota - 1) * tau + c.start
            placed[j] = JobPlacement(
                start=int(start), duration=int(c.duration), worker_type=int(c.m),
                workers=tuple(int(x) for x in c.workers),
                ps_type=None if c.p < 0 else int(c.p),
                ps=tuple(int(x) for x in c.ps))
            trace.job_tau[j] = tau
            unscheduled.discard(j)
        if out.chosen:
            prev_end = max(prev_end, max(placed[j].completion for j in out.chosen))
        trace.tau.append(tau)
        trace.offset.append(int(offset))
        trace.alpha_eq6.append(alpha)
        trace.iterations.append(out.iterations)
        trace.scheduled.append(len(out.chosen))
        trace.zero_cost.append(sum(1 for _, c in out.chosen.values() if c.cost == 0.0))
    if unscheduled:
        raise RuntimeError(f"A_online left {len(unscheduled)} job(s) unscheduled after "
                           f"{max_rounds} rounds (tau = 2^{max_rounds - 1}); a job that "
                           f"fits on no empty cluster should have been refused earlier")
    return placed, trace, pp


def to_schedule(instance: PsrarInstance, placed: Mapping[int, Entry]) -> PsrarSchedule:
    return PsrarSchedule(tuple(placed.get(j) for j in range(len(instance.jobs))))


def weighted_completion(instance: PsrarInstance, placed: Mapping[int, Entry]) -> float:
    """``sum_j w_j c_j`` (slots) of the placed jobs (pieces: end of the last one)."""
    return float(sum(instance.jobs[j].weight * (completion(pl) or 0)
                     for j, pl in placed.items()))
