"""Shared vocabulary: Result and statuses, errors, declared parameters, interrupts,
JSON I/O, the family registry and its facades, timing. Imports no family."""

from . import interrupt
from .errors import InstanceError, OptschedError, SolverUnavailableError, UnschedulableError
from .interrupt import Interrupted
from .io import atomic_write_json, atomic_write_text, read_json
from .params import ModelSize, Param
from .registry import (
    Algorithm,
    ExactModel,
    Family,
    all_families,
    family_names,
    finalize,
    generate,
    get_family,
    instance_from_dict,
    load_instance,
    register,
    run,
    solve,
    verify_solution,
)
from .result import Result, Status, gap_to_reference_pct, relative_gap
from .timing import Timer

__all__ = [
    "Algorithm", "ExactModel", "Family", "InstanceError", "Interrupted", "ModelSize",
    "OptschedError", "Param", "Result", "SolverUnavailableError", "Status", "Timer",
    "UnschedulableError", "all_families", "atomic_write_json", "atomic_write_text",
    "family_names", "finalize", "gap_to_reference_pct", "generate", "get_family",
    "instance_from_dict", "interrupt", "load_instance", "read_json", "register",
    "relative_gap", "run", "solve", "verify_solution",
]
