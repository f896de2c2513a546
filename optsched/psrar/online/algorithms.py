"""``run(instance, *, seed, **options) -> Result`` for every online-side algorithm.

The Results are raw (schedule + the objective this side computed); the registry's
``finalize`` verifies every schedule and recomputes the objective.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from optsched.core import InstanceError, Result, Status

from ..instance import FAMILY_MAXWEIGHT, PsrarInstance
from ..schedule import Entry, JobPlacement
from .baselines import TIRESIAS_DEFAULTS, draw_guarantee, run_policy, weight_greedy
from .cluster import Cluster
from .mincost_fast import FastMinCost
from .mincost_ref import RefMinCost
from .preemptive import ANTMAN_PREEMPT, TIRESIAS_RANKS, run_antman_sim, run_tiresias_sim
from .prices import alpha_theorem5
from .primal_dual import (
    ORDERS,
    PLACEMENTS,
    PriceParams,
    a_maxweight,
    a_online,
    job_order,
    to_schedule,
    weighted_completion,
)
from .structure import round_bound

IMPLS = ("fast", "reference")
MINCOSTS = ("exact", "paper")


def _choice(name: str, value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise InstanceError(f"param.{name}", f"must be one of {', '.join(allowed)}, "
                            f"got {value!r}")
    return value


def make_oracle(instance: PsrarInstance, impl: str = "fast", mincost: str = "exact"):
    """The pricing oracle: vectorised (``impl="fast"``) or plain loops (``"reference"``);
    ``mincost="paper"`` is Algorithm 4 read literally (reference implementation only)."""
    _choice("impl", impl, IMPLS)
    _choice("mincost", mincost, MINCOSTS)
    cl = Cluster.of(instance)
    if mincost == "paper" or impl == "reference":
        return RefMinCost(cl, mincost)
    return FastMinCost(cl)


def _check_F(F: float | None) -> float | None:
    if F is None:
        return None
    if isinstance(F, bool) or not isinstance(F, (int, float)) or not math.isfinite(F) \
            or F <= 0:
        raise InstanceError("param.F", f"must be a finite number > 0, got {F!r}")
    return float(F)


def run_a_online(instance: PsrarInstance, *, seed: int = 0, F: float | None = None,
                 placement: str = "earliest", order: str = "arrival",
                 impl: str = "fast", mincost: str = "exact") -> Result:
    """A_online (Algorithm 1) with A_dual (Algorithm 2), A_maxweight (Algorithm 3) and the
    min-cost subroutines (Algorithms 4-7). Deterministic: ``seed`` is not used.

    Metrics: ``round_bound`` (:func:`~.structure.round_bound`: no schedule with A_online's
    round structure does better), ``zero_cost_jobs`` / ``jobs`` (accepted schedules that
    cost exactly 0 under eq. (11)'s prices), the eq. (6) and used alphas, Theorem 5's
    ``4 alpha``."""
    if instance.family == FAMILY_MAXWEIGHT:
        raise InstanceError("family", "a-online minimises total weighted completion time: "
                            "run it on a 'psrar' instance (a-maxweight for 'psrar-maxweight')")
    _choice("placement", placement, PLACEMENTS)
    _choice("order", order, ORDERS)
    oracle = make_oracle(instance, impl, mincost)
    placed, trace, pp = a_online(instance, oracle, F=_check_F(F), placement=placement,
                                 order=order)
    w = [job.weight for job in instance.jobs]
    alpha5 = alpha_theorem5(sum(w), min(w), pp.lam)
    metrics: dict[str, Any] = {
        "F": pp.F, "lambda": pp.lam, "rounds": len(trace.tau),
        "alpha_eq6_max": max(trace.alpha_eq6, default=0),
        "alpha_used_max": max(trace.iterations, default=0),
        "alpha_theorem5": alpha5, "competitive_bound_4alpha": 4 * alpha5,
        "last_offset": trace.offset[-1] if trace.offset else 0,
        "placement": placement,
        "jobs": sum(trace.scheduled), "zero_cost_jobs": sum(trace.zero_cost),
        "round_bound": round_bound(instance).value,
    }
    return Result(family=instance.family, instance=instance.name, method="a-online",
                  status=Status.FEASIBLE, objective=weighted_completion(instance, placed),
                  schedule=to_schedule(instance, placed), metrics=metrics)


def run_a_maxweight(instance: PsrarInstance, *, seed: int = 0, F: float | None = None,
                    order: str = "arrival", impl: str = "fast",
                    mincost: str = "exact") -> Result:
    """A_maxweight (Algorithm 3) on the max-weight problem (7)/(16): deadline ``tau``,
    starts ``>= a_j``. Deterministic: ``seed`` is not used."""
    if instance.family != FAMILY_MAXWEIGHT:
        raise InstanceError("family", "a-maxweight solves the max-weight problem: run it on "
                            "a 'psrar-maxweight' instance")
    _choice("order", order, ORDERS)
    oracle = make_oracle(instance, impl, mincost)
    pp = PriceParams.of(instance, _check_F(F))
    jobs = job_order(instance, list(range(len(instance.jobs))), order)
    earliest = {j: instance.jobs[j].arrival_slot for j in jobs}
    chosen = a_maxweight(oracle.cluster, jobs, instance.tau, pp.lam, oracle, earliest)
    placed = {j: JobPlacement(start=c.start, duration=c.duration, worker_type=c.m,
                              workers=tuple(int(x) for x in c.workers),
                              ps_type=None if c.p < 0 else c.p,
                              ps=tuple(int(x) for x in c.ps)) for j, c in chosen.items()}
    weight = sum(instance.jobs[j].weight for j in placed)
    return Result(family=instance.family, instance=instance.name, method="a-maxweight",
                  status=Status.FEASIBLE, objective=weight,
                  schedule=to_schedule(instance, placed),
                  metrics={"F": pp.F, "lambda": pp.lam, "scheduled_jobs": len(placed)})


def _min_family(instance: PsrarInstance, name: str) -> None:
    if instance.family == FAMILY_MAXWEIGHT:
        raise InstanceError("family", f"{name} minimises total weighted completion time: "
                            f"run it on a 'psrar' instance")


def _result(instance: PsrarInstance, name: str, placed: Mapping[int, Entry],
            metrics: dict[str, Any]) -> Result:
    return Result(family=instance.family, instance=instance.name, method=name,
                  status=Status.FEASIBLE, objective=weighted_completion(instance, placed),
                  schedule=to_schedule(instance, placed), metrics=metrics)


def _baseline(instance: PsrarInstance, name: str, seed: int, **kw: Any) -> Result:
    _min_family(instance, name)
    placed = run_policy(instance, name, seed=seed, **kw)
    return _result(instance, name, placed, {"preemptions": 0})


def _int_param(name: str, v: Any, low: int) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < low:
        raise InstanceError(f"param.{name}", f"must be an integer >= {low}, got {v!r}")
    return v


def _overhead(v: Any) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v < 0:
        raise InstanceError("param.overhead", f"must be a finite number >= 0 (slots), got "
                            f"{v!r}")
    return float(v)


def run_fifo(instance: PsrarInstance, *, seed: int = 0, workers: int = 8) -> Result:
    """FIFO: arrival order, ideal types, a fixed number of workers (Section 7)."""
    if isinstance(workers, bool) or not isinstance(workers, int) or not 1 <= workers <= 30:
        raise InstanceError("param.workers", f"must be an integer in [1, 30], got {workers!r}")
    return _baseline(instance, "fifo", seed, workers=workers)


def run_drf(instance: PsrarInstance, *, seed: int = 0) -> Result:
    """DRF: max-min fair dominant shares of the waiting jobs' worker/PS counts."""
    return _baseline(instance, "drf", seed)


def run_antman(instance: PsrarInstance, *, seed: int = 0, guarantee_fraction: float = 0.5,
               demote_after: int = 24, preempt: str = "guarantee",
               overhead: float = TIRESIAS_DEFAULTS["overhead"]) -> Result:
    """AntMan: guarantee jobs first with their ideal GPUs, opportunistic jobs on free
    resources, long-waiting guarantee jobs demoted (``demote_after`` slots);
    ``preempt="guarantee"`` preempts running opportunistic jobs when a guarantee job does
    not fit (resumption costs ``overhead`` slots), ``"never"`` never preempts."""
    if isinstance(guarantee_fraction, bool) or not isinstance(guarantee_fraction,
                                                              (int, float)) \
            or not 0.0 <= float(guarantee_fraction) <= 1.0:
        raise InstanceError("param.guarantee_fraction", f"must be in [0, 1], got "
                            f"{guarantee_fraction!r}")
    _int_param("demote_after", demote_after, 0)
    _choice("preempt", preempt, ANTMAN_PREEMPT)
    ov = _overhead(overhead)
    _min_family(instance, "antman")
    if preempt == "never":
        r = _baseline(instance, "antman", seed, guarantee_fraction=guarantee_fraction,
                      demote_after=demote_after)
        r.metrics.update(preempt=preempt)
        return r
    g = draw_guarantee(instance, seed, float(guarantee_fraction))
    placed, n_pre = run_antman_sim(instance, guarantee=g, demote_after=demote_after,
                                   overhead=ov)
    return _result(instance, "antman", placed, {"preemptions": n_pre, "preempt": preempt,
                                                "overhead": ov, "guarantee_jobs": len(g)})


def run_tiresias(instance: PsrarInstance, *, seed: int = 0,
                 quantum: int = int(TIRESIAS_DEFAULTS["quantum"]),
                 overhead: float = TIRESIAS_DEFAULTS["overhead"], rank: str = "remaining",
                 threshold: float | None = None) -> Result:
    """Tiresias: preemptive; ``rank="remaining"`` (least remaining work x resources first,
    the psrar paper's description) or ``"las"`` (Tiresias' discretised 2D-LAS, two queues
    split at ``threshold`` GPU-slots; None: the median ideal job); ``quantum`` slots between
    re-prioritisations, ``overhead`` unproductive slots per resumption."""
    _int_param("quantum", quantum, 1)
    ov = _overhead(overhead)
    _choice("rank", rank, TIRESIAS_RANKS)
    if threshold is not None and (isinstance(threshold, bool)
                                  or not isinstance(threshold, (int, float))
                                  or not math.isfinite(threshold) or threshold <= 0):
        raise InstanceError("param.threshold", f"must be a finite number > 0 (GPU-slots), "
                            f"got {threshold!r}")
    _min_family(instance, "tiresias")
    placed, n_pre, thr = run_tiresias_sim(instance, quantum=quantum, overhead=ov, rank=rank,
                                          threshold=threshold)
    metrics: dict[str, Any] = {"preemptions": n_pre, "quantum": quantum, "overhead": ov,
                               "rank": rank}
    if rank == "las":
        metrics["threshold"] = thr
    return _result(instance, "tiresias", placed, metrics)


def run_weight_greedy(instance: PsrarInstance, *, seed: int = 0) -> Result:
    """Offline weight-density deadline greedy (stand-in for Jain et al. [44], Fig. 8)."""
    if instance.family != FAMILY_MAXWEIGHT:
        raise InstanceError("family", "weight-greedy solves the max-weight problem: run it "
                            "on a 'psrar-maxweight' instance")
    placed = weight_greedy(instance, instance.tau)
    weight = sum(instance.jobs[j].weight for j in placed)
    return Result(family=instance.family, instance=instance.name, method="weight-greedy",
                  status=Status.FEASIBLE, objective=weight,
                  schedule=to_schedule(instance, placed),
                  metrics={"scheduled_jobs": len(placed)})
