"""Compatibility imports: the registry was split by job (issue 23).

* :mod:`.family` — ``Family``, ``ExactModel``, ``Algorithm``, ``BoundMethod`` (what a
  family declares, one registration form);
* :mod:`.discovery` — which families exist (entry points), ``get_family``;
* :mod:`.instances` — reading instances (files, bundled names);
* :mod:`.facades` — ``solve``, ``run``, ``bound``, ``generate``;
* :mod:`.finalize` — the judge (verify + recompute + honest status);
* :mod:`.checking` — ``verify_solution`` (solution files and their claims);
* :mod:`.usercode` — loading a user's policy.

New code imports from those modules (or from :mod:`optsched.core`).
"""

from __future__ import annotations

from .checking import load_schedule, verify_solution
from .discovery import (
    ENTRY_POINT_GROUP,
    all_families,
    family_names,
    family_of,
    get_family,
    register,
)
from .facades import (
    bound,
    check_model_size,
    check_threads,
    generate,
    max_nonzeros,
    resolve_algorithm,
    resolve_bound,
    resolve_model,
    run,
    solve,
)
from .family import Algorithm, BoundMethod, ExactModel, Family
from .finalize import REL_TOL, SCALE_TOL, finalize
from .instances import (
    bundled_instances_dir,
    instance_from_dict,
    load_instance,
    resolve_instance_path,
)
from .params import RESERVED_PARAMS, ModelSize, Param

__all__ = [
    "ENTRY_POINT_GROUP", "REL_TOL", "RESERVED_PARAMS", "SCALE_TOL", "Algorithm",
    "BoundMethod", "ExactModel", "Family", "ModelSize", "Param", "all_families", "bound",
    "bundled_instances_dir", "check_model_size", "check_threads", "family_names",
    "family_of", "finalize", "generate", "get_family", "instance_from_dict",
    "load_instance", "load_schedule", "max_nonzeros", "register", "resolve_algorithm",
    "resolve_bound", "resolve_instance_path", "resolve_model", "run", "solve",
    "verify_solution",
]
