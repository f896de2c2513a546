"""A-SRPT (prediction-assisted DDL scheduling), placement part.

Pipeline-parallel jobs (:class:`Job`, :class:`Stage`) on GPU clusters (:class:`Cluster`),
the job graph of Section IV-B (:func:`job_graph`), the per-iteration time alpha of
eqs. (4)-(7) (:func:`iteration_time`, :func:`alpha_max`, :func:`alpha_min_estimate`),
Heavy-Edge (:func:`heavy_edge`) and the exact placement models
(:func:`optimal_placement`, HiGHS MILP or CP-SAT; :func:`brute_force_placement` for tiny
cases), plus estimated Table I model profiles (:func:`profile_job`).

Registered as family ``asrpt`` for placement instances (:class:`PlacementInstance`):
``optsched solve FILE --solver highs|cpsat`` and ``optsched run FILE --algo heavy-edge``.
"""

from __future__ import annotations

from typing import Any

from optsched.core.registry import Algorithm, ExactModel, Family, register
from optsched.core.result import Result, Status

from .exact_placement import brute_force_placement, build_pyomo, optimal_placement
from .generate import PRESETS, random_free_gpus, random_job, table2_cases
from .graph import job_graph
from .heavy_edge import Placement, assignment_from_counts, heavy_edge
from .instance import PlacementInstance, evaluate, unschedulable, verify
from .itertime import (
    TimeModel,
    alpha_max,
    alpha_min_estimate,
    iteration_time,
    iteration_time_ms,
    iteration_time_reference,
)
from .job import Cluster, Job, Stage
from .metis_ref import metis_available, metis_placement
from .profiles import MODELS, model_profile, plan_stages, profile_job

__all__ = [
    "MODELS", "Cluster", "Job", "Placement", "PlacementInstance", "Stage", "TimeModel",
    "alpha_max", "alpha_min_estimate", "assignment_from_counts", "brute_force_placement",
    "build_pyomo", "evaluate", "heavy_edge", "iteration_time", "iteration_time_ms",
    "iteration_time_reference", "job_graph", "metis_available", "metis_placement",
    "model_profile", "optimal_placement", "plan_stages", "profile_job",
    "random_free_gpus", "random_job", "table2_cases", "verify",
]


def _result(inst: PlacementInstance, pl: Placement, status: Status) -> Result:
    sched = pl.to_schedule() if pl.assignment else None
    metrics = dict(pl.metrics)
    if pl.objective_s is not None:
        metrics["reported_alpha_s"] = pl.objective_s
    return Result(family="asrpt", instance=inst.name, method=pl.method, status=status,
                  objective=pl.objective_s, bound=pl.bound_s, runtime_s=pl.runtime_s,
                  build_s=pl.build_s, schedule=sched, metrics=metrics)


def _solve(inst: PlacementInstance, *, solver: str, time_limit: float | None,
           threads: int | None, symmetry: bool = True) -> Result:
    pl = optimal_placement(inst.job, inst.free_gpus, inst.cluster, solver,
                           time_limit=time_limit, threads=threads, symmetry=symmetry)
    return _result(inst, pl, Status(pl.status))


def _run_heavy_edge(inst: PlacementInstance, *, seed: int = 0,
                    degree: str = "total") -> Result:
    pl = heavy_edge(inst.job, inst.free_gpus, inst.cluster, seed=seed, degree=degree)
    return _result(inst, pl, Status.FEASIBLE)


def _run_metis(inst: PlacementInstance, *, seed: int = 0) -> Result:
    pl = metis_placement(inst.job, inst.free_gpus, inst.cluster, seed=seed)
    return _result(inst, pl, Status.FEASIBLE)


def _build_pyomo(inst: PlacementInstance, symmetry: bool = True) -> Any:
    return build_pyomo(inst.job, inst.free_gpus, inst.cluster, symmetry=symmetry)


def _evaluate(inst: PlacementInstance, schedule: Any) -> tuple[float, dict[str, Any]]:
    return evaluate(inst, schedule)


FAMILY = register(Family(
    name="asrpt",
    description="A-SRPT placement: map a pipeline-parallel job's stage replicas onto "
                "servers' free GPUs minimising the per-iteration time alpha (eqs. (4)-(7))",
    load=PlacementInstance.from_dict,
    verify=verify,
    evaluate=_evaluate,
    objective_name="per_iteration_time_s",
    default_models={"highs": "placement", "cpsat": "placement"},
    presets=dict(PRESETS),
    unschedulable=unschedulable,
))
FAMILY.add_model(ExactModel(
    name="placement", solvers=("highs", "cpsat"), solve=_solve,
    description="min alpha over per-server per-stage replica counts (MILP on HiGHS, "
                "table model on CP-SAT)", build_pyomo=_build_pyomo,
    pyomo_objective_scale=1e6))  # the MILP is stated in microseconds
FAMILY.add_algorithm(Algorithm(name="heavy-edge", run=_run_heavy_edge,
                               description="Heavy-Edge GPU mapping (Section IV-B)"))
FAMILY.add_algorithm(Algorithm(name="metis", run=_run_metis,
                               description="METIS partition of the job graph + capacity "
                                           "repair (needs pymetis)"))
