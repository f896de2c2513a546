"""hesrpt: parallelizable jobs with speedup ``s(k) = k**p`` sharing N servers.

Berg, Vesilo, Harchol-Balter, "heSRPT: Parallel scheduling to minimize mean slowdown",
Performance Evaluation 2020. Public API:

* :func:`allocation` -- Theorem 5 shares; :func:`optimal_flow_time` -- Theorem 6 F*;
  :func:`completion_times` -- heSRPT's completion times in closed form;
* :func:`simulate` / :func:`simulate_run` -- exact event-driven fluid simulator of any
  policy (offline or with arrivals), for ``k**p``, Amdahl or any concave speedup;
* policies :class:`HeSRPT`, :class:`Equi`, :class:`Srpt`, :class:`Rs`, :class:`Hell`,
  :class:`Knee` (or any callable ``State -> shares``);
* :func:`optimal_numeric` -- independent scipy optimum over completion orders;
* the online-policy contract (:mod:`.contract`: ``HesrptView`` -> ``Allocate(job,
  servers)``, clairvoyant) on which your own policy runs: ``optsched run FILE --algo
  path/to/file.py:NAME`` (:func:`run_online`); :class:`SharePolicy` runs any shares
  policy (every built-in one) on it.

Jobs may be given in any order; results come back in the caller's order (the paper
numbers jobs largest first -- see :mod:`.closed_form`).
"""

from . import generate
from .algorithms import (
    closed_form_optimum,
    run_equi,
    run_hell,
    run_hesrpt,
    run_knee,
    run_numeric,
    run_online,
    run_rs,
    run_srpt,
)
from .closed_form import allocation, completion_times, optimal_flow_time, resolve_weights
from .contract import Allocate, HesrptView, PresentJob
from .family import FAMILY
from .instance import HesrptInstance, Job
from .numeric import NumericOptimum, NumericSize, numeric_size, optimal_numeric
from .policies import (
    Equi,
    Hell,
    HeSRPT,
    Knee,
    Rs,
    SharePolicy,
    Srpt,
    State,
    get_policy,
    knee_alpha_grid,
)
from .schedule import FluidSchedule, Segment
from .simulate import SimResult, simulate, simulate_contract, simulate_run
from .speedup import Amdahl, Custom, Power, Speedup, as_speedup
from .verify import evaluate, objective_scale, verify

__all__ = [
    "FAMILY", "Allocate", "Amdahl", "Custom", "Equi", "FluidSchedule", "Hell", "HeSRPT",
    "HesrptInstance", "HesrptView", "Job", "Knee", "NumericOptimum", "NumericSize", "Power",
    "PresentJob", "Rs", "Segment", "SharePolicy", "SimResult", "Speedup", "Srpt", "State",
    "allocation", "as_speedup", "closed_form_optimum", "completion_times", "evaluate",
    "generate", "get_policy", "knee_alpha_grid", "numeric_size", "objective_scale",
    "optimal_flow_time", "optimal_numeric", "resolve_weights", "run_equi", "run_hell",
    "run_hesrpt", "run_knee", "run_numeric", "run_online", "run_rs", "run_srpt", "simulate",
    "simulate_contract", "simulate_run", "verify",
]
