"""Registration of the ``asrpt-online`` family (old registry API; see PARAMS for the
declared parameters the new ``Family``/``Param`` API will take over).

Algorithms: ``a-srpt`` (Algorithm 1) and the baselines ``spjf``, ``spwf``,
``wcs-duration``, ``wcs-workload``, ``wcs-subtime`` (Section V-A-1d), all through the
event-driven simulator; exact model ``timeindexed`` on HiGHS and CP-SAT.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from optsched.core.registry import Algorithm, ExactModel, Family, register
from optsched.core.result import Result, Status

from .exact_timeindexed import DEFAULT_MAX_SLOTS, build_pyomo, solve_timeindexed
from .generate import PRESETS
from .instance import OnlineInstance, unschedulable
from .predictors import PREDICTORS
from .schedule import OnlineSchedule
from .simulator import (
    COMM_HEAVY,
    DELAY_MODES,
    POLICIES,
    QUEUE_MODES,
    SERVER_RULES,
    TAU,
    SimOptions,
    simulate,
)
from .theory import theorem1
from .verify import evaluate, verify

#: declared parameters: name -> (type, default, help, low, high, choices)
PARAMS: dict[str, dict[str, tuple[type, Any, str, Any, Any, Any]]] = {
    "a-srpt": {
        "comm_heavy": (float, COMM_HEAVY, "COMM_HEAVY threshold on alpha^max/alpha~^min",
                       0.0, None, None),
        "tau": (float, TAU, "delay factor tau of lines 15-20", 0.0, None, None),
        "predictor": (str, "rf", "iteration predictor", None, None, PREDICTORS),
        "queue": (str, "completion", "join pending_queue at A~1 completion (literal) or "
                  "at arrival", None, None, QUEUE_MODES),
        "delay": (str, "side", "a delayed comm-heavy job waits aside (side) or blocks the "
                  "queue (block, literal)", None, None, DELAY_MODES),
    },
    **{p: {"predictor": (str, "rf", "iteration predictor", None, None, PREDICTORS),
           "servers": (str, "most", "servers handed to Heavy-Edge: most- or least-"
                       "available first", None, None, SERVER_RULES)}
       for p in POLICIES if p != "a-srpt"},
    "timeindexed": {
        "slot": (float, None, "slot length in seconds (default: exact common unit)",
                 0.0, None, None),
        "max_slots": (int, DEFAULT_MAX_SLOTS, "horizon limit when choosing the slot",
                      1, None, None),
    },
}


def _result(inst: OnlineInstance, name: str, o: SimOptions) -> Result:
    sched, info = simulate(inst, o)
    obj, _ = evaluate(inst, sched)
    if o.policy == "a-srpt":
        info.update({f"theorem1_{k}": v for k, v in theorem1(inst, o, obj).items()})
    return Result(family="asrpt-online", instance=inst.name, method=name,
                  status=Status.FEASIBLE, objective=obj, schedule=sched, metrics=info)


def run_a_srpt(inst: OnlineInstance, *, seed: int = 0, comm_heavy: float = COMM_HEAVY,
               tau: float = TAU, predictor: str = "rf", queue: str = "completion",
               delay: str = "side") -> Result:
    """A-SRPT (Algorithm 1) with the given predictor."""
    o = SimOptions(policy="a-srpt", predictor=predictor, comm_heavy=comm_heavy, tau=tau,
                   queue=queue, delay=delay, seed=seed)
    return _result(inst, "a-srpt", o)


def _baseline(policy: str) -> Callable[..., Result]:
    def run(inst: OnlineInstance, *, seed: int = 0, predictor: str = "rf",
            servers: str = "most") -> Result:
        return _result(inst, policy, SimOptions(policy=policy, predictor=predictor,
                                                servers=servers, seed=seed))

    run.__name__ = f"run_{policy.replace('-', '_')}"
    run.__doc__ = f"Baseline {policy} (Section V-A-1d) with Heavy-Edge placement."
    return run


def _solve(inst: OnlineInstance, *, solver: str, time_limit: float | None,
           threads: int | None, slot: float | None = None,
           max_slots: int = DEFAULT_MAX_SLOTS) -> Result:
    return solve_timeindexed(inst, solver=solver, time_limit=time_limit, threads=threads,
                             slot=slot, max_slots=max_slots)


FAMILY = register(Family(
    name="asrpt-online",
    description="Online DDLwMP job scheduling (A-SRPT paper, problem (8)): total "
                "completion time of pipeline-parallel jobs arriving over time",
    load=OnlineInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="total_completion_time_s",
    default_models={"highs": "timeindexed", "cpsat": "timeindexed"},
    presets=dict(PRESETS),
    unschedulable=unschedulable,
))
FAMILY.add_model(ExactModel(
    name="timeindexed", solvers=("highs", "cpsat"), solve=_solve,
    description="time-indexed 0-1 model: start slot x enumerated placement per job "
                "(small instances)", build_pyomo=build_pyomo))
FAMILY.add_algorithm(Algorithm(name="a-srpt", run=run_a_srpt,
                               description="A-SRPT, Algorithm 1 (Section IV-C)"))
_DESCR = {"spjf": "shortest predicted job first (strict order)",
          "spwf": "shortest predicted workload first (strict order)",
          "wcs-duration": "work-conserving, by predicted duration",
          "wcs-workload": "work-conserving, by predicted workload",
          "wcs-subtime": "work-conserving, by submission time"}
for _p in POLICIES[1:]:
    FAMILY.add_algorithm(Algorithm(name=_p, run=_baseline(_p), description=_DESCR[_p]))

SCHEDULE_TYPE = OnlineSchedule
