"""Shared vocabulary: Result and statuses, errors, JSON I/O, the registry, timing."""

from .errors import InstanceError, OptschedError, SolverUnavailableError, UnschedulableError
from .io import atomic_write_json, atomic_write_text, read_json
from .registry import (
    Algorithm,
    ExactModel,
    Family,
    all_families,
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
    "Algorithm", "ExactModel", "Family", "InstanceError", "OptschedError", "Result",
    "SolverUnavailableError", "Status", "Timer", "UnschedulableError", "all_families",
    "atomic_write_json", "atomic_write_text", "finalize", "gap_to_reference_pct",
    "generate", "get_family", "instance_from_dict", "load_instance", "read_json",
    "register", "relative_gap", "run", "solve", "verify_solution",
]
