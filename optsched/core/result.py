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
    when the instance itself admits no schedule (e.g. a task fits on no GPU); ``ERROR``
    for everything else.
    """

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"
    TIME_LIMIT = "time_limit"
    INFEASIBLE = "infeasible"
    UNSCHEDULABLE = "unschedulable"
    ERROR = "error"


def relative_gap(objective: float | None, bound: float | None) -> float | None:
    """Solver-style relative gap ``|obj - bound| / max(|obj|, 1e-9)``; 0 within 1e-6.

    ``None`` when either side is missing. Used for the ``gap`` field of a Result.
    """
    if objective is None or bound is None:
        return None
    if not (math.isfinite(objective) and math.isfinite(bound)):
        return None
    diff = abs(objective - bound)
    if diff <= 1e-6 * max(1.0, abs(objective)):  # the solvers' own absolute gap tolerance
        return 0.0
    if abs(objective) < 1e-9:  # an objective of 0 with a distinct bound: infinite gap
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
class Result:
    """Outcome of one method on one instance (DESIGN.md "Contracts").

    ``objective`` is always the value *recomputed* by the family's evaluator from
    ``schedule`` (``metrics["solver_objective"]`` keeps what the solver said);
    ``bound`` is a proven lower bound for minimisation (None for heuristics).
    ``runtime_s`` is wall time of the solve/run, ``build_s`` of model construction.
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

    def __post_init__(self) -> None:
        try:
            self.status = Status(self.status)
        except ValueError:
            from .errors import InstanceError

            raise InstanceError("status", f"unknown status {self.status!r} (one of "
                                f"{', '.join(s.value for s in Status)})") from None

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["status"] = str(self.status)
        return _jsonable(d)

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
