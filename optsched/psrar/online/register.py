"""Registration of the online side's algorithms on the psrar families
(:func:`register_algorithms`, called by :mod:`optsched.psrar.family`).

Family ``psrar``: ``a-online``, ``fifo``, ``drf``, ``antman``, ``tiresias``.
Family ``psrar-maxweight``: ``a-maxweight``, ``weight-greedy`` (Fig. 8's stand-in for
Jain et al. [44]).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from optsched.core import Family, Param

from .algorithms import (
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
from .baselines import TIRESIAS_DEFAULTS
from .preemptive import ANTMAN_PREEMPT, TIRESIAS_RANKS
from .primal_dual import ORDERS, PLACEMENTS


def _p(name: str, typ: Any, default: Any, help_: str, **kw: Any) -> Param:
    return Param(name, typ, default, help_, **kw)


_PRIMAL_DUAL = [
    _p("F", float, None, "weight-per-resource bound F of eq. (11) (None: computed, "
       "see models/psrar-online.md)", low=1e-12),
    _p("order", str, "arrival", "job order inside A_maxweight", choices=ORDERS),
    _p("impl", str, "fast", "min-cost implementation", choices=IMPLS),
    _p("mincost", str, "exact", "exact min-cost (13) or Algorithm 4 read literally "
       "(reference implementation)", choices=MINCOSTS),
]

#: (family: "psrar" or "psrar-maxweight", name, run function, description, options)
SPECS: list[tuple[str, str, Callable[..., Any], str, list[Param]]] = [
    ("psrar", "a-online", run_a_online,
     "A_online (Algorithm 1): geometric rounds tau_i = 2^(i-1), A_dual (Algorithm 2) with "
     "alpha of eq. (6) and early stop, A_maxweight (Algorithm 3), min-cost Algorithms 4-7",
     [_p("placement", str, "earliest", "round offset O_i: earliest (least O_i >= tau_i where "
         "the round's schedule fits beside earlier rounds; tightest legal), compact "
         "(max(tau_i, end of earlier rounds)), effective (alpha_bar tau_i, alpha_bar = "
         "A_dual iterations used), eq6 (alpha of eq. (6), literal)",
         choices=PLACEMENTS)] + _PRIMAL_DUAL),
    ("psrar", "fifo", run_fifo,
     "FIFO (Section 7): arrival order, head-of-line blocking, ideal types, fixed workers",
     [_p("workers", int, 8, "workers per job (clipped to D_j)", low=1, high=30)]),
    ("psrar", "drf", run_drf,
     "DRF (Section 7): max-min fair dominant shares of the waiting jobs' worker/PS counts",
     []),
    ("psrar", "antman", run_antman,
     "AntMan (Section 7): guarantee jobs first with ideal GPUs, opportunistic jobs on free "
     "resources, long-waiting guarantee jobs demoted",
     [_p("guarantee_fraction", float, 0.5, "share of resource-guarantee jobs (seeded draw)",
         low=0.0, high=1.0),
      _p("demote_after", int, 24, "slots a guarantee job waits before it is demoted",
         low=0),
      _p("preempt", str, "guarantee", "guarantee: running opportunistic jobs are preempted "
         "when a guarantee job does not fit (AntMan, OSDI 2020); never: no preemption",
         choices=ANTMAN_PREEMPT),
      _p("overhead", float, TIRESIAS_DEFAULTS["overhead"], "unproductive slots when a "
         "preempted job resumes (checkpoint restore; real >= 0)", low=0.0)]),
    ("psrar", "tiresias", run_tiresias,
     "Tiresias (Section 7): preemptive; least remaining work x resources first (the psrar "
     "paper) or discretised 2D-LAS (Tiresias' own); explicit preemption overhead",
     [_p("quantum", int, int(TIRESIAS_DEFAULTS["quantum"]), "slots between "
         "re-prioritisations", low=1),
      _p("overhead", float, TIRESIAS_DEFAULTS["overhead"], "unproductive slots when a "
         "preempted job resumes (checkpoint restore; real >= 0)", low=0.0),
      _p("rank", str, "remaining", "remaining: remaining work x resources (psrar paper's "
         "description); las: discretised 2D-LAS, two queues (Tiresias, NSDI 2019)",
         choices=TIRESIAS_RANKS),
      _p("threshold", float, None, "2D-LAS queue threshold in GPU-slots of attained "
         "service (None: median ideal job)", low=1e-12)]),
    ("psrar-maxweight", "a-maxweight", run_a_maxweight,
     "A_maxweight (Algorithm 3): primal-dual with the exponential prices of eq. (11)",
     list(_PRIMAL_DUAL)),
    ("psrar-maxweight", "weight-greedy", run_weight_greedy,
     "offline weight-density deadline greedy (Fig. 8's stand-in for Jain et al. [44])", []),
]


def register_algorithms(family: Family, family_maxweight: Family) -> None:
    """Add every online algorithm of :data:`SPECS` to its family."""
    by_name = {family.name: family, family_maxweight.name: family_maxweight}
    for fam_name, name, fn, desc, params in SPECS:
        by_name[fam_name].algorithm(name, desc, params=params)(fn)
