"""optsched: exact models and heuristics for GPU-cluster scheduling, with honest gaps.

The public API, one import away::

    import optsched

    inst = optsched.load_instance("hgsp/tiny-s1")        # a bundled instance, or a path
    best = optsched.solve(inst, solver="cpsat")           # proven optimum (Result)
    heur = optsched.run(inst, "sagreedy", seed=3)         # verified heuristic schedule
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

from .core.errors import InstanceError, OptschedError, SolverUnavailableError
from .core.params import ModelSize, Param
from .core.registry import (
    Algorithm,
    ExactModel,
    Family,
    all_families,
    family_names,
    generate,
    get_family,
    load_instance,
    run,
    solve,
)
from .core.registry import verify_solution as verify
from .core.result import Result, Status

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
    "Algorithm", "ExactModel", "Family", "InstanceError", "ModelSize", "OptschedError",
    "Param", "Result", "SolverUnavailableError", "Status", "__version__", "all_families",
    "family_names", "generate", "get_family", "load_instance", "run", "solve", "verify",
    *_LAZY,
]
