"""hesrpt: parallelizable jobs with speedup ``s(k) = k**p`` sharing N servers.

Berg, Vesilo, Harchol-Balter, "heSRPT: Parallel scheduling to minimize mean slowdown",
Performance Evaluation 2020. Public API:

* :func:`allocation` -- Theorem 5 shares; :func:`optimal_flow_time` -- Theorem 6 F*;
  :func:`completion_times` -- heSRPT's completion times in closed form;
* :func:`simulate` / :func:`simulate_run` -- exact event-driven fluid simulator of any
  policy (offline or with arrivals), for ``k**p``, Amdahl or any concave speedup;
* policies :class:`HeSRPT`, :class:`Equi`, :class:`Srpt`, :class:`Rs`, :class:`Hell`,
  :class:`Knee` (or any callable ``State -> shares``);
* :func:`optimal_numeric` -- independent scipy optimum over completion orders.

Jobs may be given in any order; results come back in the caller's order (the paper
numbers jobs largest first -- see :mod:`.closed_form`).
"""

from optsched.core import Algorithm, Family, register

from . import generate as _generate
from .algorithms import (
    closed_form_optimum,
    run_equi,
    run_hell,
    run_hesrpt,
    run_knee,
    run_numeric,
    run_rs,
    run_srpt,
)
from .closed_form import allocation, completion_times, optimal_flow_time, resolve_weights
from .instance import HesrptInstance, Job
from .numeric import NumericOptimum, optimal_numeric
from .policies import Equi, Hell, HeSRPT, Knee, Rs, Srpt, State, get_policy, knee_alpha_grid
from .simulate import SimResult, simulate, simulate_run
from .speedup import Amdahl, Custom, Power, Speedup, as_speedup
from .verify import evaluate, verify

FAMILY = register(Family(
    name="hesrpt",
    description="Parallelizable jobs, speedup s(k)=k^p (or Amdahl), N servers shared as a "
                "fluid; heSRPT closed form (optimal offline), A-heSRPT and competitors",
    load=HesrptInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="mean slowdown | mean flow time | total weighted flow time (per instance)",
    presets=dict(_generate.PRESETS),
))

FAMILY.add_algorithm(Algorithm("hesrpt", run_hesrpt,
                               "heSRPT (Theorem 5; optimal offline for k^p, A-heSRPT online); "
                               "metrics.optimal_flow_time = F* of Theorem 6"))
FAMILY.add_algorithm(Algorithm("equi", run_equi, "EQUI: equal shares"))
FAMILY.add_algorithm(Algorithm("srpt", run_srpt, "SRPT: all servers to the shortest job"))
FAMILY.add_algorithm(Algorithm("rs", run_rs, "RS: all servers to min remaining x size"))
FAMILY.add_algorithm(Algorithm("hell", run_hell, "HELL (Lin et al.): efficiency/remaining"))
FAMILY.add_algorithm(Algorithm("knee", run_knee, "KNEE (Lin et al.); alpha searched if unset"))
FAMILY.add_algorithm(Algorithm("numeric", run_numeric,
                               "scipy optimum over completion orders (small offline instances)"))

__all__ = [
    "FAMILY", "Amdahl", "Custom", "Equi", "Hell", "HeSRPT", "HesrptInstance", "Job", "Knee",
    "NumericOptimum", "Power", "Rs", "SimResult", "Speedup", "Srpt", "State", "allocation",
    "as_speedup", "closed_form_optimum", "completion_times", "evaluate", "get_policy",
    "knee_alpha_grid", "optimal_flow_time", "optimal_numeric", "resolve_weights", "simulate",
    "simulate_run", "verify",
]
