"""The registry through which families declare themselves, and the solve/run facades.

A family module calls :func:`register` with a :class:`Family` describing its instance
type, verifier, evaluator, exact models, algorithms and generator presets. The CLI, the
benchmark runner and the facades below only talk to this registry, so a new family needs
no CLI code. Every schedule returned through :func:`solve` or :func:`run` is checked by
the family's verifier and its objective is recomputed by the family's evaluator
(:func:`finalize`): solver-reported objectives are compared, never trusted.
"""

from __future__ import annotations

import importlib
import inspect
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import InstanceError, OptschedError
from .io import read_json
from .result import Result, Status, relative_gap
from .timing import Timer

#: family name -> module that registers it (imported lazily, in this order).
FAMILY_MODULES: dict[str, str] = {
    "hgsp": "optsched.hgsp",
    "hgsp-llm": "optsched.hgsp.llm",
    "hesrpt": "optsched.hesrpt",
    "asrpt": "optsched.asrpt",
    "asrpt-online": "optsched.asrpt.online.family",
}

OBJ_TOL = 1e-6


@dataclass(frozen=True)
class ExactModel:
    """An exact formulation. ``solve(instance, *, solver, time_limit, threads, **params)``
    returns a raw :class:`Result` (schedule + solver objective/bound/status).
    ``build_pyomo(instance, **params)`` returns the Pyomo model (for export), if any;
    its objective equals ``pyomo_objective_scale`` × the family objective (e.g. 1e6 for a
    model stated in microseconds when the family reports seconds)."""

    name: str
    solvers: tuple[str, ...]
    solve: Callable[..., Result]
    description: str = ""
    build_pyomo: Callable[..., Any] | None = None
    pyomo_objective_scale: float = 1.0


@dataclass(frozen=True)
class Algorithm:
    """A heuristic, policy or simulator: ``run(instance, *, seed, **params) -> Result``."""

    name: str
    run: Callable[..., Result]
    description: str = ""


@dataclass
class Family:
    """Everything the generic machinery needs to know about one problem family.

    ``verify(instance, schedule) -> list[str]`` lists violations (empty = feasible);
    ``evaluate(instance, schedule) -> (objective, metrics)`` recomputes the objective;
    ``unschedulable(instance) -> str | None`` explains why no schedule exists, if so.
    """

    name: str
    description: str
    load: Callable[[Mapping[str, Any]], Any]
    verify: Callable[[Any, Any], list[str]]
    evaluate: Callable[[Any, Any], tuple[float, dict[str, Any]]]
    objective_name: str
    models: dict[str, ExactModel] = field(default_factory=dict)
    default_models: dict[str, str] = field(default_factory=dict)
    algorithms: dict[str, Algorithm] = field(default_factory=dict)
    presets: dict[str, Callable[[int], Any]] = field(default_factory=dict)
    unschedulable: Callable[[Any], str | None] | None = None
    #: ``plot(instance, schedule, path, title=...)`` writes a Gantt chart PNG, if offered.
    plot: Callable[..., None] | None = None

    def add_model(self, model: ExactModel) -> None:
        self.models[model.name] = model

    def add_algorithm(self, algo: Algorithm) -> None:
        self.algorithms[algo.name] = algo


_FAMILIES: dict[str, Family] = {}


def register(family: Family) -> Family:
    """Declare a family (idempotent: re-registering replaces the entry)."""
    _FAMILIES[family.name] = family
    return family


def get_family(name: str) -> Family:
    """The registered family ``name``; imports its module on first use."""
    if name not in _FAMILIES:
        module = FAMILY_MODULES.get(name)
        if module is None:
            known = ", ".join(sorted(FAMILY_MODULES))
            raise InstanceError("family", f"unknown family {name!r} (known: {known})")
        importlib.import_module(module)
        if name not in _FAMILIES:  # pragma: no cover - a module that forgot to register
            raise OptschedError(f"module {module} did not register family {name!r}")
    return _FAMILIES[name]


def all_families() -> list[Family]:
    """Every family whose module is present in this installation."""
    out = []
    for name, module in FAMILY_MODULES.items():
        try:
            out.append(get_family(name))
        except ModuleNotFoundError as exc:
            if exc.name is not None and module.startswith(exc.name):
                continue  # that family is not part of this build
            raise
    return out


# ----------------------------------------------------------------------------- instances


def instance_from_dict(data: Any, where: str = "instance") -> Any:
    """Build an instance from a parsed JSON document (dispatching on ``"family"``)."""
    if not isinstance(data, dict):
        raise InstanceError(where, f"expected a JSON object, got {type(data).__name__}")
    fam = data.get("family")
    if fam is None:
        raise InstanceError("family", "missing field (which problem family is this file?)")
    if not isinstance(fam, str):
        raise InstanceError("family", f"must be a string, got {fam!r}")
    return get_family(fam).load(data)


def load_instance(path: str | Path) -> Any:
    """Load and validate an instance file; errors name the file and the field
    (``inst.json: tasks[3].memory_gb: must be >= 0, got -2``)."""
    data = read_json(path)
    try:
        inst = instance_from_dict(data, where=str(path))
    except InstanceError as exc:
        if exc.path.startswith(str(path)):
            raise
        raise InstanceError(f"{path}: {exc.path}" if exc.path else str(path),
                            exc.detail) from None
    if not getattr(inst, "name", None):
        object.__setattr__(inst, "name", Path(path).stem)
    return inst


def family_of(instance: Any) -> Family:
    return get_family(instance.family)


# ----------------------------------------------------------------------------- facades


RESERVED_PARAMS = {"instance": "the FILE argument", "seed": "--seed",
                   "solver": "--solver", "time_limit": "--time-limit", "threads": "--threads",
                   "model": "--model"}


def _bind_params(fn: Callable[..., Any], params: Mapping[str, Any], what: str) -> dict:
    """Check ``params`` against ``fn``'s keyword parameters; unknown names are bad input."""
    for key in params:
        if key in RESERVED_PARAMS:
            raise InstanceError(f"param.{key}", f"is not a model/algorithm parameter: use "
                                f"{RESERVED_PARAMS[key]}")
    sig = inspect.signature(fn)
    if any(p.kind is p.VAR_KEYWORD for p in sig.parameters.values()):
        return dict(params)
    allowed = {
        n for n, p in sig.parameters.items()
        if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)
    }
    for key in params:
        if key not in allowed:
            names = ", ".join(sorted(allowed - {"instance", "seed", "solver", "time_limit",
                                                "threads"})) or "none"
            raise InstanceError(f"param.{key}", f"unknown parameter for {what} "
                                f"(accepted: {names})")
    return dict(params)


def _unschedulable_result(fam: Family, instance: Any, method: str, why: str) -> Result:
    return Result(family=fam.name, instance=instance.name, method=method,
                  status=Status.UNSCHEDULABLE, message=why)


def solve(instance: Any, solver: str = "highs", model: str | None = None,
          time_limit: float | None = 60.0, threads: int | None = None,
          **params: Any) -> Result:
    """Solve ``instance`` exactly with ``solver`` (``highs``, ``cpsat`` or ``pyomo:NAME``).

    ``model`` picks the formulation (default: the family's default for that solver).
    The returned Result is verified and its objective recomputed (:func:`finalize`).
    """
    fam = family_of(instance)
    if model is None:
        key = solver.split(":")[0] if solver.startswith("pyomo:") else solver
        model = fam.default_models.get(key)
        if model is None:
            raise InstanceError("--solver", f"family {fam.name} has no model for solver "
                                f"{solver!r} (models: {', '.join(fam.models) or 'none'})")
    if model not in fam.models:
        raise InstanceError("--model", f"unknown model {model!r} for family {fam.name} "
                            f"(known: {', '.join(fam.models) or 'none'})")
    em = fam.models[model]
    solver_kind = "pyomo" if solver.startswith("pyomo:") else solver
    if solver_kind not in em.solvers:
        raise InstanceError("--solver", f"model {model!r} runs on {', '.join(em.solvers)}, "
                            f"not {solver!r}")
    method = f"{model}-{solver}"
    if fam.unschedulable is not None:
        why = fam.unschedulable(instance)
        if why:
            return _unschedulable_result(fam, instance, method, why)
    kwargs = _bind_params(em.solve, params, f"model {model}")
    with Timer() as t:
        raw = em.solve(instance, solver=solver, time_limit=time_limit, threads=threads,
                       **kwargs)
    raw.method = raw.method or method
    if not raw.runtime_s:
        raw.runtime_s = t.s
    return finalize(fam, instance, raw)


def run(instance: Any, algo: str, seed: int = 0, **params: Any) -> Result:
    """Run heuristic/policy ``algo`` on ``instance`` with an explicit ``seed``."""
    fam = family_of(instance)
    if algo not in fam.algorithms:
        raise InstanceError("--algo", f"unknown algorithm {algo!r} for family {fam.name} "
                            f"(known: {', '.join(fam.algorithms)})")
    a = fam.algorithms[algo]
    if fam.unschedulable is not None:
        why = fam.unschedulable(instance)
        if why:
            return _unschedulable_result(fam, instance, algo, why)
    kwargs = _bind_params(a.run, params, f"algorithm {algo}")
    with Timer() as t:
        raw = a.run(instance, seed=seed, **kwargs)
    raw.method = raw.method or algo
    if not raw.runtime_s:
        raw.runtime_s = t.s
    return finalize(fam, instance, raw)


def finalize(fam: Family, instance: Any, raw: Result) -> Result:
    """Judge ``raw`` with the family verifier and recompute its objective.

    * a schedule with violations -> ``feasible=False``, status ``error``, the violations
      in ``message``;
    * ``objective`` := evaluator's value; the solver's value moves to
      ``metrics["solver_objective"]``; if they differ (beyond 1e-6 relative) an ``optimal``
      claim is withdrawn (status ``feasible``) unless the model declared it solved a
      discretised copy (``metrics["discretized"]``), in which case it never was claimed;
    * a bound above the recomputed objective is an error (the bound would be invalid);
    * ``gap`` := relative gap between the recomputed objective and the bound.
    """
    raw.family = fam.name
    raw.instance = raw.instance or getattr(instance, "name", "")
    if raw.schedule is None:
        if raw.status in (Status.OPTIMAL, Status.FEASIBLE):
            raw.status = Status.ERROR
            raw.message = raw.message or "the method returned no schedule"
        raw.feasible = False
        raw.objective = None
        raw.gap = None
        return raw
    violations = fam.verify(instance, raw.schedule)
    if violations:
        raw.feasible = False
        shown = "; ".join(violations[:5]) + (f" (+{len(violations) - 5} more)"
                                              if len(violations) > 5 else "")
        raw.message = f"verifier rejected the schedule: {shown}"
        raw.status = Status.ERROR
        raw.objective = None
        raw.gap = None
        return raw
    obj, metrics = fam.evaluate(instance, raw.schedule)
    solver_obj = raw.objective
    merged = dict(raw.metrics)
    merged.update(metrics)
    if solver_obj is not None:
        merged["solver_objective"] = solver_obj
    raw.metrics = merged
    raw.objective = float(obj)
    raw.feasible = True
    if solver_obj is not None and not math.isclose(solver_obj, obj, rel_tol=OBJ_TOL,
                                                   abs_tol=OBJ_TOL):
        if raw.status is Status.OPTIMAL:
            raw.status = Status.FEASIBLE
            raw.message = (f"solver objective {solver_obj:g} differs from the recomputed "
                           f"{obj:g}; optimality is not claimed for this instance")
    if raw.bound is not None and raw.bound > obj + OBJ_TOL * max(1.0, abs(obj)):
        if not merged.get("discretized"):
            raw.status = Status.ERROR
            raw.message = f"invalid bound {raw.bound:g} > recomputed objective {obj:g}"
    raw.gap = relative_gap(raw.objective, raw.bound)
    if raw.status is Status.OPTIMAL:
        if raw.bound is None:  # a proof without a bound: the objective is the bound
            raw.bound = raw.objective
            raw.gap = 0.0
        elif raw.gap is None or raw.gap > 0:
            raw.status = Status.FEASIBLE
            raw.message = (f"solver said optimal but its bound {raw.bound:g} does not meet "
                           f"the objective {obj:g}; optimality is not claimed")
    return raw


def verify_solution(instance: Any, solution: Any) -> Result:
    """Verify a solution file's content: a Result JSON object or a bare schedule."""
    fam = family_of(instance)
    if isinstance(solution, dict) and "schedule" in solution:
        schedule = solution["schedule"]
        method = str(solution.get("method", "external"))
    else:
        schedule = solution
        method = "external"
    if schedule is None:
        raise InstanceError("schedule", "missing (the solution has no schedule)")
    res = Result(family=fam.name, instance=instance.name, method=method,
                 status=Status.FEASIBLE, schedule=schedule)
    return finalize(fam, instance, res)


def generate(family: str, preset: str, seed: int) -> Any:
    """Instance from ``family``'s generator ``preset`` with ``seed``."""
    fam = get_family(family)
    if preset not in fam.presets:
        raise InstanceError("--preset", f"unknown preset {preset!r} for family {family} "
                            f"(known: {', '.join(fam.presets)})")
    return fam.presets[preset](seed)
