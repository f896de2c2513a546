"""The two psrar families, registered in one place (and nothing else).

* ``psrar``: minimise ``sum_j w_j c_j`` (slots), problems (2) (PS) and (15) (RAR);
* ``psrar-maxweight``: the max-weight problem (7)/(16) — maximise the weight of jobs
  completed by ``tau`` (``sense="max"``; bounds are upper bounds).

Announced by the entry points ``psrar = "optsched.psrar.family:FAMILY"`` and
``psrar-maxweight = "optsched.psrar.family:FAMILY_MAXWEIGHT"``; importing this module
also registers both in the running process (useful before the package metadata is
reinstalled). The online algorithms (issue 14; :mod:`optsched.psrar.online`) are
registered here too, with the same decorators: ``a-online``, ``fifo``, ``drf``,
``antman``, ``tiresias`` on ``psrar``; ``a-maxweight`` and ``weight-greedy`` (Fig. 8's
stand-in for Jain et al. [44]) on ``psrar-maxweight``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from optsched.core import Family, Param

from .bound import (
    DEFAULT_MAX_CELLS,
    DEFAULT_STEPS,
    compute_best,
    compute_knapsack,
    compute_smith,
)
from .exact_config import build_config, estimate_config, solve_config
from .exact_timeindexed import build_timeindexed, estimate_timeindexed, solve_timeindexed
from .gamma import DEFAULT_LIMIT
from .generate import CAPACITY_BASES, MAXWEIGHT_PRESETS, PRESETS
from .instance import FAMILY_MAXWEIGHT as _MW_NAME
from .instance import PsrarInstance
from .online.algorithms import (
    IMPLS,
    MINCOSTS,
    run_a_maxweight,
    run_a_online,
    run_antman,
    run_drf,
    run_fifo,
    run_tiresias,
    run_weight_greedy,
)
from .online.baselines import TIRESIAS_DEFAULTS
from .online.contract import PsrarView, Start
from .online.preemptive import ANTMAN_PREEMPT, TIRESIAS_RANKS
from .online.primal_dual import ORDERS, PLACEMENTS
from .online.simulate import simulate_online
from .schedule import PsrarSchedule
from .unschedulable import unschedulable_reason
from .verify import evaluate, verify


def _scale_wc(inst: PsrarInstance) -> float:
    """Magnitude of sum_j w_j c_j: total weight x horizon T (slots)."""
    return sum(j.weight for j in inst.jobs) * float(inst.horizon_slots)


def _scale_mw(inst: PsrarInstance) -> float:
    return sum(j.weight for j in inst.jobs)


FAMILY = Family(
    name="psrar",
    description="distributed-ML training jobs with parameter servers or ring-allreduce on "
                "multi-resource servers: min total weighted completion time (slots), "
                "problems (2)/(15) of the psrar paper",
    load=PsrarInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="total_weighted_completion_slots",
    default_models={"highs": "timeindexed", "pyomo": "timeindexed"},
    unschedulable=unschedulable_reason,
    schedule_type=PsrarSchedule,
    objective_scale=_scale_wc,
)

FAMILY_MAXWEIGHT = Family(
    name=_MW_NAME,
    description="psrar max-weight problem (7)/(16): maximise the weight of jobs completed "
                "by tau (ILPs (8)/(17))",
    load=PsrarInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="weight_completed_by_tau",
    default_models={"highs": "timeindexed", "pyomo": "timeindexed"},
    unschedulable=unschedulable_reason,
    schedule_type=PsrarSchedule,
    objective_scale=_scale_mw,
    sense="max",
)

FAMILY.online("slot-based simulator, called at every arrival/completion slot "
              "(optsched.psrar.online.contract)", view=PsrarView, decision=Start)(simulate_online)

_LIMIT = Param("limit", int, DEFAULT_LIMIT, "most enumerated schedules sum_j |Gamma_j| "
               "(columns); beyond it the model is refused with the count", low=1)
_PRUNE = Param("prune_dominated", bool, True, "drop worker vectors dominated by one with a "
               "worker fewer (models/psrar-config.md)")

_GEN = [
    Param("n_jobs", int, None, "number of jobs", low=1),
    Param("n_servers", int, None, "number of servers", low=1),
    Param("horizon", int, None, "T: arrivals in [0, T) (slots; tiny/small: the cap of the "
          "fitted horizon)", low=1),
    Param("capacity_fraction", float, None, "total capacity / total ideal demand", low=1e-6,
          high=10),
    Param("arrival_fraction", float, None, "arrivals spread over this share of T", low=0,
          high=1),
    Param("capacity_basis", str, None, "job demand behind capacity_fraction: middle "
          "(middle worker/PS type, default) or ideal (each job's ideal types, as the "
          "baselines run them)", choices=CAPACITY_BASES),
]
_TAU = Param("tau_fraction", float, 0.6, "tau = round(tau_fraction * T)", low=1e-6, high=1)

for _fam, _sign in ((FAMILY, 1.0), (FAMILY_MAXWEIGHT, -1.0)):
    _fam.model("timeindexed", ("highs", "pyomo"),
               "time-indexed MILP: mode x start binaries, exact linearisation of "
               "(2b)-(2d), d*y in (2f) and x*y in (2h) (models/psrar-timeindexed.md)",
               size=estimate_timeindexed, build_pyomo=build_timeindexed,
               pyomo_objective_scale=_sign)(solve_timeindexed)
    _fam.model("config", ("highs", "pyomo"),
               "configuration ILP (8)/(17) over the enumerated schedules Gamma_j "
               "(models/psrar-config.md)", params=[_LIMIT, _PRUNE], size=estimate_config,
               build_pyomo=build_config, pyomo_objective_scale=_sign)(solve_config)

_INTEGRAL = Param("integral", str, "auto", "fluid relaxation: LP (none), integer "
                  "completions / selections (c), plus busy-slot binaries (z; min only), or "
                  "chosen by size (auto)", choices=("auto", "none", "c", "z"))
_CELLS = Param("max_cells", int, DEFAULT_MAX_CELLS, "job-bucket cells of the fluid "
               "relaxation (wider time buckets beyond)", low=1, high=10**7)
for _fam in (FAMILY, FAMILY_MAXWEIGHT):
    _fam.bound("best", "the strongest of the fluid relaxation (resource envelopes, time "
               "buckets) and the combinatorial bound (smith / knapsack)",
               params=[_INTEGRAL, _CELLS], default=True)(compute_best)
    _fam.auto("the time-indexed MILP on HiGHS (proves every tiny/small preset; the "
              "configuration ILP fails on small-ps)")(lambda inst: ("highs", "timeindexed"))
FAMILY.bound("smith", "per resource: one preemptive machine of the cluster's capacity, "
             "mean busy times by Smith's rule with release dates + half durations, mixed "
             "with a_j + d_lo_j by searched weights",
             params=[Param("steps", int, DEFAULT_STEPS, "supergradient steps per machine",
                           low=0, high=10**4)])(compute_smith)
FAMILY_MAXWEIGHT.bound("knapsack", "LP: resource-slots of the jobs arriving from t0 on fit "
                       "C^r (tau - t0), every arrival t0")(compute_knapsack)

_preset_fn: Callable[..., Any]
for _name, _preset_fn in PRESETS.items():
    FAMILY.preset(_name, params=_GEN)(_preset_fn)
for _name, _preset_fn in MAXWEIGHT_PRESETS.items():
    FAMILY_MAXWEIGHT.preset(_name, params=[*_GEN, _TAU])(_preset_fn)

# the online algorithms (issue 14; models/psrar-online.md)
_PRIMAL_DUAL = [
    Param("F", float, None, "weight-per-resource bound F of eq. (11) (None: computed, "
          "see models/psrar-online.md)", low=1e-12),
    Param("order", str, "arrival", "job order inside A_maxweight: arrival (the paper's "
          "online order) or weight (heaviest first)", choices=ORDERS),
    Param("impl", str, "fast", "min-cost implementation: fast (vectorised) or reference "
          "(plain loops; same choices)", choices=IMPLS),
    Param("mincost", str, "exact", "exact (the min-cost of (13)) or paper (Algorithm 4 "
          "read literally; always the reference implementation)", choices=MINCOSTS),
]
_OVERHEAD = Param("overhead", float, TIRESIAS_DEFAULTS["overhead"], "unproductive slots "
                  "when a preempted job resumes (checkpoint restore; real >= 0)", low=0.0)

FAMILY.algorithm(
    "a-online",
    "A_online (Algorithm 1): geometric rounds tau_i = 2^(i-1), A_dual (Algorithm 2) with "
    "alpha of eq. (6) and early stop, A_maxweight (Algorithm 3), min-cost Algorithms 4-7",
    params=[Param("placement", str, "earliest", "round offset O_i: earliest (least "
                  "O_i >= tau_i where the round's schedule fits beside earlier rounds; "
                  "tightest legal), compact (max(tau_i, end of earlier rounds)), effective "
                  "(alpha_bar tau_i, alpha_bar = A_dual iterations used), eq6 (alpha of "
                  "eq. (6), literal)", choices=PLACEMENTS), *_PRIMAL_DUAL],
)(run_a_online)
FAMILY.algorithm(
    "fifo", "FIFO (Section 7): arrival order, head-of-line blocking, ideal types, fixed "
    "workers",
    params=[Param("workers", int, 8, "workers per job (clipped to D_j)", low=1, high=30)],
)(run_fifo)
FAMILY.algorithm(
    "drf", "DRF (Section 7): max-min fair dominant shares of the waiting jobs' worker/PS "
    "counts",
)(run_drf)
FAMILY.algorithm(
    "antman",
    "AntMan (Section 7): guarantee jobs first with ideal GPUs, opportunistic jobs on free "
    "resources, long-waiting guarantee jobs demoted",
    params=[Param("guarantee_fraction", float, 0.5, "share of resource-guarantee jobs "
                  "(seeded draw)", low=0.0, high=1.0),
            Param("demote_after", int, 24, "slots a guarantee job waits before it is "
                  "demoted", low=0),
            Param("preempt", str, "guarantee", "guarantee: running opportunistic jobs are "
                  "preempted when a guarantee job does not fit (AntMan, OSDI 2020); never: "
                  "no preemption", choices=ANTMAN_PREEMPT),
            _OVERHEAD],
)(run_antman)
FAMILY.algorithm(
    "tiresias",
    "Tiresias (Section 7): preemptive; least remaining work x resources first (the psrar "
    "paper) or discretised 2D-LAS (Tiresias' own); explicit preemption overhead",
    params=[Param("quantum", int, int(TIRESIAS_DEFAULTS["quantum"]), "slots between "
                  "re-prioritisations", low=1),
            _OVERHEAD,
            Param("rank", str, "remaining", "remaining: remaining work x resources (psrar "
                  "paper's description); las: discretised 2D-LAS, two queues (Tiresias, "
                  "NSDI 2019)", choices=TIRESIAS_RANKS),
            Param("threshold", float, None, "2D-LAS queue threshold in GPU-slots of "
                  "attained service (None: median ideal job)", low=1e-12)],
)(run_tiresias)
FAMILY_MAXWEIGHT.algorithm(
    "a-maxweight",
    "A_maxweight (Algorithm 3): primal-dual with the exponential prices of eq. (11)",
    params=_PRIMAL_DUAL,
)(run_a_maxweight)
FAMILY_MAXWEIGHT.algorithm(
    "weight-greedy",
    "offline weight-density deadline greedy (Fig. 8's stand-in for Jain et al. [44])",
)(run_weight_greedy)
