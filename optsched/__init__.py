"""optsched: exact models and heuristics for GPU-cluster scheduling, with honest gaps.

The public API, one import away::

    import optsched

    inst = optsched.load_instance("hgsp/tiny-s1")        # a bundled instance, or a path
    best = optsched.solve(inst, solver="cpsat")           # proven optimum (Result)
    heur = optsched.run(inst, "sagreedy", seed=3)         # verified heuristic schedule
    mine = optsched.run(inst, "my_policy.py:policy")      # your own scheduler, judged alike
    low = optsched.bound(inst)                            # certified lower bound, any size
    gap = 100 * (heur.objective - best.objective) / best.objective
    optsched.verify(inst, heur.schedule).feasible         # the judge, for any schedule
    optsched.generate("hgsp", "tiny", seed=0)             # seeded generator presets

Every Result returned by :func:`solve` and :func:`run` is verified by the family's
verifier and its objective recomputed from the schedule; ``optimal`` means proven.
Family types (``HgspInstance``, ``LlmInstance``, ``HesrptInstance``,
``PlacementInstance`` …) are importable from here too; they load on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from .core.checking import verify_solution as verify
from .core.discovery import all_families, family_names, get_family
from .core.errors import InstanceError, OptschedError, SolverUnavailableError
from .core.facades import bound, generate, run, solve
from .core.family import Algorithm, BoundMethod, ExactModel, Family
from .core.instances import load_instance
from .core.params import ModelSize, Param
from .core.policy import DecisionError, OfflinePolicy, OnlinePolicy, PolicyError, policy
from .core.protocols import Instance, Schedule
from .core.result import Bound, Result, Status

__version__ = "0.1.0"

#: public family types, imported on first access (``import optsched`` stays light)
_LAZY: dict[str, str] = {
    "HgspInstance": "optsched.hgsp.instance",
    "Task": "optsched.hgsp.instance",
    "GPU": "optsched.hgsp.instance",
    "LlmInstance": "optsched.hgsp.llm.instance",
    "HesrptInstance": "optsched.hesrpt.instance",
    "PlacementInstance": "optsched.asrpt.instance",
    "Job": "optsched.asrpt.job",
    "Stage": "optsched.asrpt.job",
    "Cluster": "optsched.asrpt.job",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'optsched' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__all__ = [
    "Algorithm", "Bound", "BoundMethod", "DecisionError", "ExactModel", "Family",
    "Instance", "InstanceError", "ModelSize", "OfflinePolicy", "OnlinePolicy",
    "OptschedError", "Param", "PolicyError", "Result", "Schedule", "SolverUnavailableError",
    "Status", "__version__", "all_families", "bound", "family_names", "generate",
    "get_family", "load_instance", "policy", "run", "solve", "verify", *_LAZY,
]
