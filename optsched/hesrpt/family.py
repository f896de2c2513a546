"""The ``hesrpt`` family: policies and presets, registered in one place.

Announced by the entry point ``hesrpt = "optsched.hesrpt.family:FAMILY"``.
"""

from __future__ import annotations

from optsched.core import Family, Param

from . import generate
from .algorithms import (
    run_equi,
    run_hell,
    run_hesrpt,
    run_knee,
    run_numeric,
    run_online,
    run_rs,
    run_srpt,
)
from .bound import (
    DEFAULT_MAX_BATCH,
    compute_alone,
    compute_batches,
    compute_best,
    compute_lagrangian,
)
from .contract import Allocate, HesrptView
from .exact_closed_form import solve_closed_form
from .instance import HesrptInstance
from .schedule import FluidSchedule
from .verify import evaluate, objective_scale, verify

FAMILY = Family(
    name="hesrpt",
    description="Parallelizable jobs, speedup s(k)=k^p (or Amdahl), N servers shared as a "
                "fluid; heSRPT closed form (optimal offline), A-heSRPT and competitors",
    load=HesrptInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="mean slowdown | mean flow time | total weighted flow time (per instance)",
    schedule_type=FluidSchedule,
    objective_scale=objective_scale,
    default_models={"closed-form": "closed-form"},
)

_MIN_SERVERS = Param("min_servers", float, 1.0, "servers a running job gets at least",
                     low=1e-12)

FAMILY.algorithm(
    "hesrpt", "heSRPT (Theorem 5; optimal offline for k^p, A-heSRPT online); "
    "metrics.optimal_flow_time = F* of Theorem 6",
    params=[Param("p", float, None, "speedup exponent for non-power speedups", low=1e-12,
                  high=1.0),
            Param("weights", str, "objective", "online weights: the objective's or "
                  "remaining-size slowdown", choices=("objective", "remaining"))],
)(run_hesrpt)
FAMILY.algorithm("equi", "EQUI: equal shares")(run_equi)
FAMILY.algorithm("srpt", "SRPT: all servers to the shortest job")(run_srpt)
FAMILY.algorithm("rs", "RS: all servers to min remaining x size")(run_rs)
FAMILY.algorithm("hell", "HELL (Lin et al.): efficiency/remaining",
                 params=[_MIN_SERVERS])(run_hell)
FAMILY.algorithm(
    "knee", "KNEE (Lin et al.); alpha searched if unset",
    params=[Param("alpha", float, None, "threshold (default: searched)", low=1e-300),
            Param("points", int, 25, "alpha values tried by the search", low=1, high=10**5),
            _MIN_SERVERS],
)(run_knee)
FAMILY.algorithm(
    "numeric", "scipy optimum over completion orders (small offline instances)",
    params=[Param("orders", str, "auto", "completion orders tried: all (m <= 6 by "
                  "default), sjf", choices=("auto", "all", "sjf"))],
)(run_numeric)

FAMILY.online("exact fluid simulator, called at time 0 and every arrival/departure; "
              "allocations persist until changed; clairvoyant: sizes known "
              "(optsched.hesrpt.contract)", view=HesrptView, decision=Allocate)(run_online)
FAMILY.model("closed-form", ("closed-form",),
             "heSRPT with its Theorem 6 proof: offline, s(k)=k^p, weights favouring small "
             "jobs (refused otherwise)")(solve_closed_form)


@FAMILY.auto("the closed form (Theorems 5-6): offline instances with s(k)=k^p")
def _auto(inst: HesrptInstance) -> tuple[str, str]:
    """``--solver auto``: the closed form, the family's only exact method (it refuses
    instances outside Theorems 5-6 with the reason)."""
    return ("closed-form", "closed-form")


_MAX_BATCH = Param("max_batch", int, DEFAULT_MAX_BATCH, "largest arrival batch of the "
                   "online DP (cost ~ M max_batch^2)", low=1, high=4096)
FAMILY.bound("best", "larger of the batch and Lagrangian bounds (Theorem 6 itself "
             "offline with k^p)", params=[_MAX_BATCH], default=True)(compute_best)
FAMILY.bound("batches", "arrival batches released at their first arrival, each bounded "
             "by Theorem 6 (power majorant for Amdahl)", params=[_MAX_BATCH])(compute_batches)
FAMILY.bound("lagrangian", "server capacity priced on [0, H): per-job closed forms, price "
             "and H searched")(compute_lagrangian)
FAMILY.bound("alone", "every job alone on all N servers from its arrival")(compute_alone)

for _name, _fn in generate.PRESETS.items():
    FAMILY.preset(_name)(_fn)
