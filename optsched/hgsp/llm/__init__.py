"""hgsp-llm: LLM-inference gang (tensor-parallel) scheduling, hgsp paper Section VI.

Minimise eq. (16) ``sum_i w_i (c_i - a_i)``: tasks need exactly ``tau_i`` GPUs at once
with ``m_i / tau_i`` GB on each, GPUs run one task at a time, a gang runs at the speed of
its slowest member. Self-contained (imports nothing from the rest of ``optsched.hgsp``).

* policies FIFO, WeightedFIFO, SRPT, WSRPT (VI-B) as ``--algo fifo|weighted-fifo|srpt|
  wsrpt`` on the event-driven simulator (default) or the discrete-time one of VI-D
  (``--param simulator=discrete --param dt=0.01``); add your own with
  :func:`register_policy`;
* exact models ``gang-cp`` (CP-SAT) and ``gang-ti`` (Pyomo time-indexed MILP, HiGHS);
* presets ``tiny``, ``small`` (gap benchmark), ``table4`` (Table IV), ``load-0.5|0.8|1.0``.

See ``models/hgsp-llm.md`` for the formulations and the simulator semantics.
"""

from __future__ import annotations

from optsched.core.registry import Algorithm, ExactModel, Family, register
from optsched.core.result import Result, Status

from . import generate
from .exact_cp import solve_cp
from .exact_ti import build_ti, solve_ti
from .gantt import plot_gantt
from .instance import Gpu, LlmInstance, Task
from .policies import POLICIES, Policy, TaskView, on_register, register_policy
from .simulate import run_policy, simulate, simulate_discrete_reference
from .verify import evaluate, verify

FAMILY = register(Family(
    name="hgsp-llm",
    description="LLM-inference gang scheduling: tensor-parallel tasks on heterogeneous "
                "GPUs, total weighted waiting time eq. (16) (hgsp paper, Section VI)",
    load=LlmInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="weighted_wait",
    default_models={"cpsat": "gang-cp", "highs": "gang-ti", "pyomo": "gang-ti"},
    presets=dict(generate.PRESETS),
    unschedulable=lambda inst: inst.unschedulable_reason(),
))
FAMILY.plot = plot_gantt  # optional hook: ``--plot OUT.png``


def make_runner(policy_name: str):
    """The ``run(instance, *, seed, **params) -> Result`` function of one policy."""

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
                   "simulator; params simulator=event|discrete, dt (s), backfill, "
                   "placement=fastest|first, clock=grid|accumulate.")
    return run


def _add(policy: Policy) -> None:
    FAMILY.add_algorithm(Algorithm(policy.name, make_runner(policy.name),
                                   policy.description or f"priority policy {policy.name}"))


for _p in POLICIES.values():
    _add(_p)
on_register(_add)

FAMILY.add_model(ExactModel(
    "gang-cp", ("cpsat",), solve_cp,
    "CP-SAT: optional intervals per gang pattern, cumulative per GPU kind, eq. (16)"))
FAMILY.add_model(ExactModel(
    "gang-ti", ("highs", "pyomo"), solve_ti,
    "time-indexed MILP (Pyomo): start-time x gang-pattern binaries, eq. (16)", build_ti))




__all__ = ["FAMILY", "Gpu", "LlmInstance", "Policy", "Task", "TaskView", "build_ti",
           "evaluate", "generate", "plot_gantt", "register_policy", "run_policy", "simulate",
           "simulate_discrete_reference", "solve_cp", "solve_ti", "verify"]
