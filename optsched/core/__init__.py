"""Shared vocabulary: Result and statuses, errors, declared parameters, the Family
declaration, discovery, the solve/run/bound/generate facades, the judge (finalize), the
policy contract, interrupts, JSON I/O and timing. Imports no family."""

from . import interrupt
from .checking import load_schedule, verify_solution
from .discovery import all_families, family_names, family_of, get_family, register
from .errors import InstanceError, OptschedError, SolverUnavailableError, UnschedulableError
from .facades import bound, generate, run, solve
from .family import Algorithm, BoundMethod, ExactModel, Family, OnlineSimulator
from .finalize import finalize
from .instances import instance_from_dict, load_instance
from .interrupt import Interrupted
from .io import atomic_write_json, atomic_write_text, read_json
from .params import ModelSize, Param
from .policy import DecisionError, OfflinePolicy, OnlinePolicy, PolicyError, policy
from .protocols import Instance, JSONObject, JSONValue, Schedule
from .pyomo_scipy import quiet_pyomo_scipy_hook
from .result import Bound, Result, Status, gap_to_reference_pct, relative_gap
from .timing import Timer

__all__ = [
    "Algorithm", "Bound", "BoundMethod", "DecisionError", "ExactModel", "Family",
    "Instance", "InstanceError", "Interrupted", "JSONObject", "JSONValue", "ModelSize",
    "OfflinePolicy", "OnlinePolicy", "OnlineSimulator", "OptschedError", "Param",
    "PolicyError", "Result", "Schedule", "SolverUnavailableError", "Status", "Timer",
    "UnschedulableError", "all_families", "atomic_write_json", "atomic_write_text",
    "bound", "family_names", "family_of", "finalize", "gap_to_reference_pct", "generate",
    "get_family", "instance_from_dict", "interrupt", "load_instance", "load_schedule",
    "policy", "read_json", "register", "relative_gap", "run", "solve", "verify_solution",
]

# before any family loads numba (which imports SciPy): see pyomo_scipy.py
quiet_pyomo_scipy_hook()
