"""Registration of the two psrar families (and nothing else).

* ``psrar``: minimise ``sum_j w_j c_j`` (slots), problems (2) (PS) and (15) (RAR);
* ``psrar-maxweight``: the max-weight problem (7)/(16) — maximise the weight of jobs
  completed by ``tau``. The core registry minimises (bounds are lower bounds), so the
  reported objective is the *negated* weight (``negative_weight_completed_by_tau``);
  ``metrics["weight_completed_by_tau"]`` carries the positive value.

Uses the registry API of ``optsched.core.registry`` (``Family``/``ExactModel``); the
online side (issue 14) adds its algorithms from :mod:`optsched.psrar.online.register`,
imported at the end when present.
"""

from __future__ import annotations

import importlib.util

from optsched.core.registry import ExactModel, Family, register

from .exact_config import build_config, solve_config
from .exact_timeindexed import build_timeindexed, solve_timeindexed
from .generate import MAXWEIGHT_PRESETS, PRESETS
from .instance import FAMILY_MAXWEIGHT as _MW_NAME
from .instance import PsrarInstance
from .unschedulable import unschedulable_reason
from .verify import evaluate, verify

FAMILY = register(Family(
    name="psrar",
    description="distributed-ML training jobs with parameter servers or ring-allreduce on "
                "multi-resource servers: min total weighted completion time (slots), "
                "problems (2)/(15) of the psrar paper",
    load=PsrarInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="total_weighted_completion_slots",
    default_models={"highs": "timeindexed", "pyomo": "timeindexed"},
    presets=dict(PRESETS),
    unschedulable=unschedulable_reason,
))

FAMILY_MAXWEIGHT = register(Family(
    name=_MW_NAME,
    description="psrar max-weight problem (7)/(16): maximise the weight of jobs completed "
                "by tau, reported negated (the registry minimises)",
    load=PsrarInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="negative_weight_completed_by_tau",
    default_models={"highs": "timeindexed", "pyomo": "timeindexed"},
    presets=dict(MAXWEIGHT_PRESETS),
    unschedulable=unschedulable_reason,
))

for _fam in (FAMILY, FAMILY_MAXWEIGHT):
    _fam.add_model(ExactModel(
        "timeindexed", ("highs", "pyomo"), solve_timeindexed,
        "time-indexed MILP of (2)/(15) (or (7)/(16)): mode x start binaries, exact "
        "linearisation of (2b)-(2d), d*y in (2f) and x*y in (2h); params max_nonzeros",
        build_timeindexed))
    _fam.add_model(ExactModel(
        "config", ("highs", "pyomo"), solve_config,
        "configuration ILP (8)/(17) over the enumerated schedules Gamma_j; params "
        "limit (max columns), prune_dominated",
        build_config))

if importlib.util.find_spec("optsched.psrar.online.register") is not None:
    from .online import register as _online_register  # noqa: E402,F401
