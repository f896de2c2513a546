"""The ``hgsp-llm`` family: policies and exact gang models, registered in one place.

Announced by the entry point ``hgsp-llm = "optsched.hgsp.llm.family:FAMILY"``.
"""

from __future__ import annotations

from collections.abc import Callable

from optsched.core import Family, Param, Result, Status

from . import generate
from .bound import bound_best, bound_fluid, bound_lagrangian, bound_release
from .contract import LlmView, Start
from .exact_cp import _solve_cp, size_cp
from .exact_ti import _solve_ti, build_ti, size_ti
from .gantt import plot_gantt
from .instance import LlmInstance, objective_scale
from .policies import POLICIES
from .schedule import LlmSchedule
from .simulate import run_policy, simulate_online
from .verify import evaluate, verify

FAMILY = Family(
    name="hgsp-llm",
    description="LLM-inference gang scheduling: tensor-parallel tasks on heterogeneous "
                "GPUs, total weighted waiting time eq. (16) (hgsp paper, Section VI)",
    load=LlmInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="weighted_wait",
    default_models={"cpsat": "gang-cp", "highs": "gang-ti", "pyomo": "gang-ti"},
    unschedulable=lambda inst: inst.unschedulable_reason(),
    plot=plot_gantt,
    schedule_type=LlmSchedule,
    objective_scale=objective_scale,
    objective_granularity=LlmInstance.objective_granularity,
)

_ROUNDING = Param("rounding", str, None, "non-integral durations: refused unless ceil (round "
                  "up; flagged discretized, never optimal)", choices=("ceil",))

POLICY_PARAMS = (
    Param("simulator", str, "event", "event-driven (exact) or discrete-time (VI-D)",
          choices=("event", "discrete")),
    Param("dt", float, None, "time step of the discrete simulator (s)", low=1e-12),
    Param("backfill", bool, True, "let later tasks use GPUs the head cannot use"),
    Param("placement", str, "fastest", "which free GPUs a gang takes",
          choices=("fastest", "first")),
    Param("clock", str, "grid", "discrete clock: k*dt (grid) or accumulated float "
          "(accumulate, the paper's rounding)", choices=("grid", "accumulate")),
)


def make_runner(policy_name: str) -> Callable[..., Result]:
    """The ``run(instance, *, seed, **options) -> Result`` function of one policy."""

    def run(instance: LlmInstance, *, seed: int = 0, simulator: str = "event",
            dt: float | None = None, backfill: bool = True, placement: str = "fastest",
            clock: str = "grid") -> Result:
        # the policies are deterministic; ``seed`` is accepted for the common interface
        sched, info = run_policy(instance, POLICIES[policy_name], simulator=simulator,
                                 dt=dt, backfill=backfill, placement=placement, clock=clock)
        obj, _ = evaluate(instance, sched)
        return Result(family="hgsp-llm", instance=instance.name, method=policy_name,
                      status=Status.FEASIBLE, objective=obj, schedule=sched, metrics=info)

    run.__name__ = f"run_{policy_name.replace('-', '_')}"
    run.__doc__ = (f"Policy {policy_name!r} on the event-driven (default) or discrete-time "
                   "simulator.")
    return run


for _p in POLICIES.values():
    FAMILY.algorithm(_p.name, _p.description or f"priority policy {_p.name}",
                     params=POLICY_PARAMS)(make_runner(_p.name))

FAMILY.online("event-driven gang simulator, called at every arrival/completion instant "
              "(optsched.hgsp.llm.contract)", view=LlmView, decision=Start)(simulate_online)

FAMILY.model("gang-cp", ("cpsat",), "CP-SAT: optional intervals per gang pattern, "
             "cumulative per GPU kind, eq. (16)", params=[_ROUNDING], size=size_cp)(_solve_cp)
FAMILY.model("gang-ti", ("highs", "pyomo"), "time-indexed MILP (Pyomo): start-time x "
             "gang-pattern binaries, eq. (16)", params=[_ROUNDING], size=size_ti,
             build_pyomo=build_ti)(_solve_ti)


@FAMILY.auto("gang-cp on CP-SAT (preset small, seeds 0-5: both gang models prove every "
             "optimum; gang-cp is faster on 4 of 6)")
def _auto(inst: LlmInstance) -> tuple[str, str]:
    """``--solver auto``: CP-SAT's gang model ``gang-cp``."""
    return ("cpsat", "gang-cp")

_BOUND_PARAMS = [
    Param("resolution", int, 16, "ticks per median shortest duration when the data are not "
          "integral on a fine grid", low=1, high=10_000),
    Param("iterations", int, 2000, "subgradient iterations at most", low=1, high=10**6)]
FAMILY.bound("best", "the largest of release, fluid and lagrangian within the time limit "
             "(models/hgsp-llm-bounds.md)", params=_BOUND_PARAMS, default=True)(bound_best)
FAMILY.bound("lagrangian", "time-indexed gang model (pattern x start tick) on a grid rounded "
             "in its favour, GPU capacities per kind and tick priced: projected subgradient "
             "ascent on the prices (the gang LP bound)", params=_BOUND_PARAMS
             )(bound_lagrangian)
FAMILY.bound("fluid", "GPUs pooled into one fluid resource (throughput-weighted): "
             "preemptive WSPT mean busy times + half the shortest duration")(bound_fluid)
FAMILY.bound("release", "each task alone on its fastest eligible gang: sum w_i p_i*"
             )(bound_release)

for _name, _fn in generate.PRESETS.items():
    FAMILY.preset(_name)(_fn)
