"""The ``asrpt`` (placement) family: exact placement and Heavy-Edge, registered in one
place. Announced by the entry point ``asrpt = "optsched.asrpt.family:FAMILY"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from optsched.core import Family, ModelSize, Param, Result, Status

from .bound import MAX_MOVES, MAX_STATES, compute_stage, compute_window_dp
from .exact_placement import build_pyomo, optimal_placement, placement_size
from .generate import PRESETS
from .heavy_edge import heavy_edge
from .instance import PlacementInstance, objective_scale
from .metis_ref import metis_placement
from .placement import Placement
from .schedule import PlacementSchedule
from .verify import evaluate, unschedulable, verify

if TYPE_CHECKING:
    from pyomo.environ import ConcreteModel


def _result(inst: PlacementInstance, pl: Placement, status: Status) -> Result:
    sched = pl.to_schedule() if pl.assignment else None
    metrics = dict(pl.metrics)
    if pl.objective_s is not None:
        metrics["reported_alpha_s"] = pl.objective_s
    return Result(family="asrpt", instance=inst.name, method=pl.method, status=status,
                  objective=pl.objective_s, bound=pl.bound_s, runtime_s=pl.runtime_s,
                  build_s=pl.build_s, schedule=sched, metrics=metrics)


def solve_placement(inst: PlacementInstance, *, solver: str, time_limit: float | None,
                    threads: int | None, symmetry: bool = True) -> Result:
    """Exact placement (min alpha, eqs. (4)-(7)) with HiGHS or CP-SAT (raw Result).

    ``solver`` is ``highs`` or ``cpsat``; ``time_limit`` (s) covers building and solving;
    ``threads`` for the solver; ``symmetry`` adds the symmetry-breaking rows.
    """
    pl = optimal_placement(inst.job, inst.free_gpus, inst.cluster, solver,
                           time_limit=time_limit, threads=threads, symmetry=symmetry)
    return _result(inst, pl, Status(pl.status))


def run_heavy_edge(inst: PlacementInstance, *, seed: int = 0, degree: str = "total") -> Result:
    """Heavy-Edge (Section IV-B) as a raw Result; ``seed`` for its random choice,
    ``degree`` its vertex order (``total`` or ``unassigned``)."""
    pl = heavy_edge(inst.job, inst.free_gpus, inst.cluster, seed=seed, degree=degree)
    return _result(inst, pl, Status.FEASIBLE)


def run_metis(inst: PlacementInstance, *, seed: int = 0) -> Result:
    """METIS partition + capacity repair (needs pymetis) as a raw Result."""
    pl = metis_placement(inst.job, inst.free_gpus, inst.cluster, seed=seed)
    return _result(inst, pl, Status.FEASIBLE)


def build_placement_pyomo(inst: PlacementInstance, symmetry: bool = True) -> ConcreteModel:
    """The placement MILP of ``inst`` as a Pyomo model (objective in microseconds)."""
    return build_pyomo(inst.job, inst.free_gpus, inst.cluster, symmetry=symmetry)


def placement_model_size(inst: PlacementInstance, *, symmetry: bool = True) -> ModelSize:
    """Size estimate of the placement model (see :func:`.exact_placement.placement_size`)."""
    return placement_size(inst, symmetry=symmetry)


FAMILY = Family(
    name="asrpt",
    description="A-SRPT placement: map a pipeline-parallel job's stage replicas onto "
                "servers' free GPUs minimising the per-iteration time alpha (eqs. (4)-(7))",
    load=PlacementInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="per_iteration_time_s",
    default_models={"highs": "placement", "cpsat": "placement"},
    unschedulable=unschedulable,
    schedule_type=PlacementSchedule,
    objective_scale=objective_scale,
)
FAMILY.model("placement", ("highs", "cpsat"),
             "min alpha over per-server per-stage replica counts (MILP on HiGHS, table "
             "model on CP-SAT)",
             params=[Param("symmetry", bool, True, "break symmetry between servers with "
                           "equal free GPUs")],
             size=placement_model_size,
             build_pyomo=build_placement_pyomo,
             pyomo_objective_scale=1e6)(solve_placement)  # the exported MILP is in µs
FAMILY.bound("window-dp", "windows of consecutive stages placed exactly by a DP over "
             "servers (neighbours outside the window free); the optimum when one window "
             "covers every stage",
             params=[Param("max_states", int, MAX_STATES, "DP states per window", low=1,
                           high=10**8),
                     Param("max_moves", int, MAX_MOVES, "count vectors per server per "
                           "window", low=1, high=10**7)], default=True)(compute_window_dp)
FAMILY.bound("stage", "every stage alone, neighbours' co-located replicas free "
             "(cheapest)")(compute_stage)
FAMILY.auto("the placement MILP on HiGHS (the two solvers take ~0.3-0.5 s on every preset; "
            "HiGHS slightly less)")(lambda inst: ("highs", "placement"))
FAMILY.algorithm("heavy-edge", "Heavy-Edge GPU mapping (Section IV-B)",
                 params=[Param("degree", str, "total", "vertex order: weighted degree in the "
                               "whole graph (paper) or to unassigned vertices",
                               choices=("total", "unassigned"))])(run_heavy_edge)
FAMILY.algorithm("metis", "METIS partition of the job graph + capacity repair (needs "
                 "pymetis)")(run_metis)
for _name, _fn in PRESETS.items():
    FAMILY.preset(_name)(_fn)
