"""A-SRPT (prediction-assisted DDL scheduling), placement part.

Pipeline-parallel jobs (:class:`Job`, :class:`Stage`) on GPU clusters (:class:`Cluster`),
the job graph of Section IV-B (:func:`job_graph`), the per-iteration time alpha of
eqs. (4)-(7) (:func:`iteration_time`, :func:`alpha_max`, :func:`alpha_min_estimate`),
Heavy-Edge (:func:`heavy_edge`) and the exact placement models
(:func:`optimal_placement`, HiGHS MILP or CP-SAT; :func:`brute_force_placement` for tiny
cases), plus estimated Table I model profiles (:func:`profile_job`).

Registered as family ``asrpt`` for placement instances (:class:`PlacementInstance`):
``optsched solve FILE --solver highs|cpsat`` and ``optsched run FILE --algo heavy-edge``.
Schedules are :class:`PlacementSchedule`; modules read top-down (models/asrpt-placement.md,
"Module layout").
"""

from __future__ import annotations

from .exact_placement import (
    brute_force_placement,
    build_pyomo,
    optimal_placement,
    placement_size,
)
from .family import FAMILY
from .generate import random_free_gpus, random_job, table2_cases
from .graph import job_graph
from .heavy_edge import heavy_edge
from .instance import PlacementInstance, objective_scale
from .itertime import alpha_min_estimate
from .job import Cluster, Job, Stage
from .metis_ref import metis_available, metis_placement
from .placement import Placement, assignment_from_counts
from .profiles import MODELS, model_profile, plan_stages, profile_job
from .schedule import PlacementSchedule
from .timemodel import (
    TimeModel,
    alpha_max,
    iteration_time,
    iteration_time_ms,
    iteration_time_reference,
)
from .verify import evaluate, unschedulable, verify

__all__ = [
    "FAMILY", "MODELS", "Cluster", "Job", "Placement", "PlacementInstance",
    "PlacementSchedule", "Stage", "TimeModel", "alpha_max", "alpha_min_estimate",
    "assignment_from_counts", "brute_force_placement",
    "build_pyomo", "evaluate", "heavy_edge", "iteration_time", "iteration_time_ms",
    "iteration_time_reference", "job_graph", "metis_available", "metis_placement",
    "model_profile", "optimal_placement", "plan_stages", "profile_job",
    "objective_scale", "placement_size", "random_free_gpus", "random_job", "table2_cases",
    "unschedulable", "verify",
]
