"""The one result type for exact solvers, heuristics and simulators."""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any


class Status(StrEnum):
    """Outcome of a run.

    ``OPTIMAL`` only when a solver *proved* optimality for this very instance;
    ``FEASIBLE`` for heuristics and for solvers that stopped with an incumbent for another
    reason than the time limit; ``TIME_LIMIT`` when the limit was hit (with or without an
    incumbent); ``INFEASIBLE`` when the model is proven infeasible; ``UNSCHEDULABLE``
    when the instance itself admits no schedule (e.g. a task fits on no GPU);
    ``INTERRUPTED`` when SIGINT/SIGTERM stopped the run (never stored by ``bench``, so
    ``--resume`` re-runs it); ``BOUND`` for a bound-only Result (``optsched bound``: a
    certified lower bound, or upper bound when maximising, and no schedule); ``ERROR``
    for everything else.
    """

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"
    TIME_LIMIT = "time_limit"
    INFEASIBLE = "infeasible"
    UNSCHEDULABLE = "unschedulable"
    INTERRUPTED = "interrupted"
    ERROR = "error"
    #: a bound-only Result (``optsched bound``): ``bound`` is certified, no schedule
    BOUND = "bound"


def relative_gap(objective: float | None, bound: float | None,
                 abs_tol: float = 0.0) -> float | None:
    """Relative gap ``|obj - bound| / |obj|`` (0 when they agree to 1e-9 relative or within
    ``abs_tol``, a tolerance the caller scales to the instance; ``inf`` for an objective of
    0 with a distinct bound). ``None`` when either side is missing or not finite.

    No absolute default: with weights × 1e-8 an absolute 1e-6 once made any incumbent
    look "optimal" (issue 12).
    """
    if objective is None or bound is None:
        return None
    if not (math.isfinite(objective) and math.isfinite(bound)):
        return None
    diff = abs(objective - bound)
    if diff <= max(1e-9 * max(abs(objective), abs(bound)), abs_tol):
        return 0.0
    if objective == 0.0:
        return math.inf
    return diff / abs(objective)


def gap_to_reference_pct(value: float | None, reference: float | None) -> float | None:
    """Gap of a heuristic value to a reference (optimum or bound), in percent.

    ``100 (value - ref) / |ref|``; when ``ref == 0`` the gap is 0 if the value is also 0
    and ``inf`` otherwise (weighted tardiness is often 0 at the optimum; the absolute
    difference is reported next to it in tables).
    """
    if value is None or reference is None:
        return None
    diff = value - reference
    if abs(diff) <= 1e-9 * max(1.0, abs(reference)):
        return 0.0
    if abs(reference) <= 1e-9:  # a zero reference (up to solver noise)
        return math.inf if diff > 0 else -math.inf
    return 100.0 * diff / abs(reference)


@dataclass
class Bound:
    """What a bound method returns (:meth:`optsched.core.family.Family.bound`).

    Attributes
    ----------
    value : float
        A lower bound on the objective of every feasible schedule of the instance (an
        upper bound when the family maximises), in the family's objective units.
    metrics : dict
        Diagnostics (iterations, sub-bounds, sizes); JSON values.
    complete : bool
        False when the method stopped early (time limit): the value is still valid,
        only possibly weaker than the method's full result.
    """

    value: float
    metrics: dict[str, Any] = field(default_factory=dict)
    complete: bool = True


@dataclass
class Result:
    """Outcome of one method on one instance (docs/ARCHITECTURE.md "Contracts").

    ``objective`` is always the value *recomputed* by the family's evaluator from
    ``schedule`` (``metrics["solver_objective"]`` keeps what the solver said);
    ``bound`` is a proven lower bound for minimisation (None for heuristics).
    ``runtime_s`` is wall time of the solve/run, ``build_s`` of model construction.
    ``discretized`` says the exact model solved a rounded copy of the instance (then no
    optimality is claimed for the instance itself); ``status_note`` says why ``finalize``
    downgraded a claim (e.g. an unproven ``optimal``).
    """

    family: str
    instance: str
    method: str
    status: Status
    objective: float | None = None
    bound: float | None = None
    gap: float | None = None
    runtime_s: float = 0.0
    build_s: float = 0.0
    feasible: bool = False
    metrics: dict[str, Any] = field(default_factory=dict)
    schedule: Any = None
    solver_log: str | None = None
    message: str | None = None
    discretized: bool = False
    status_note: str | None = None

    def __post_init__(self) -> None:
        try:
            self.status = Status(self.status)
        except ValueError:
            from .errors import InstanceError

            raise InstanceError("status", f"unknown status {self.status!r} (one of "
                                f"{', '.join(s.value for s in Status)})") from None

    def to_dict(self) -> dict[str, Any]:
        schedule = self.schedule
        d = asdict(dataclass_replace_schedule(self))
        d["status"] = str(self.status)
        d["schedule"] = schedule.to_dict() if hasattr(schedule, "to_dict") else schedule
        out: dict[str, Any] = _jsonable(d)
        return out

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent, allow_nan=False)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Result:
        known = {f for f in cls.__dataclass_fields__}
        data = {k: v for k, v in d.items() if k in known}
        for key in ("objective", "bound", "gap"):
            if isinstance(data.get(key), str):
                data[key] = float(data[key])
        return cls(**data)

    @classmethod
    def from_json(cls, text: str) -> Result:
        return cls.from_dict(json.loads(text))


def dataclass_replace_schedule(res: Result) -> Result:
    """A shallow copy of ``res`` without its schedule (``asdict`` must not recurse into a
    schedule dataclass: schedules serialise themselves with ``to_dict``)."""
    import copy

    out = copy.copy(res)
    out.schedule = None
    return out


def _jsonable(obj: Any) -> Any:
    """Make ``obj`` strictly JSON-serialisable (numpy scalars, inf/nan as strings)."""
    if isinstance(obj, dict):
        return {str(k): _jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_jsonable(v) for v in obj]
    if hasattr(obj, "tolist") and not isinstance(obj, (str, bytes)):
        return _jsonable(obj.tolist())
    if isinstance(obj, float) and not math.isfinite(obj):
        return "inf" if obj > 0 else ("-inf" if obj < 0 else "nan")
    if isinstance(obj, (bool, int, str)) or obj is None:
        return obj
    if isinstance(obj, float):
        return obj
    return str(obj)
