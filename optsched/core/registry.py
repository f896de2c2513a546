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
import math
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any, Literal, TypeVar

from . import interrupt
from .errors import InstanceError, OptschedError
from .io import read_json
from .params import (
    DEFAULT_MAX_NONZEROS,
    RESERVED_PARAMS,
    ModelSize,
    Param,
    ParamValue,
    bind_params,
    declared_params,
)
from .result import Result, Status, relative_gap
from .timing import Timer

#: entry-point group through which packages (ours and users') provide families
ENTRY_POINT_GROUP = "optsched.families"

#: relative tolerance for "two values are equal" (solver vs recomputed objective, bound
#: meeting the objective); scale-aware: see :func:`_tolerance`
REL_TOL = 1e-7
#: a floor relative to the family's objective scale (for objectives at or near 0)
SCALE_TOL = 1e-12

F = TypeVar("F", bound=Callable[..., Result])


@dataclass(frozen=True)
class ExactModel:
    """An exact formulation.

    ``solve(instance, *, solver, time_limit, threads, **options) -> Result`` returns a
    raw Result (schedule + the solver's objective, bound and status); ``size(instance,
    **options) -> ModelSize`` estimates the model before it is built (the facade refuses
    models beyond the non-zero limit); ``build_pyomo(instance, **options)`` returns the
    Pyomo model (MPS/LP export) whose objective is ``pyomo_objective_scale`` × the
    family objective.
    """

    name: str
    solvers: tuple[str, ...]
    solve: Callable[..., Result]
    description: str = ""
    build_pyomo: Callable[..., Any] | None = None
    pyomo_objective_scale: float = 1.0
    params: tuple[Param, ...] = ()
    size: Callable[..., ModelSize] | None = None

    def bind(self, values: Mapping[str, Any]) -> dict[str, ParamValue]:
        """Typed options from raw values (CLI strings or TOML values); bad ones raise."""
        return bind_params(self.params, values, f"model {self.name}")


@dataclass(frozen=True)
class Algorithm:
    """A heuristic, policy or simulator: ``run(instance, *, seed, **options) -> Result``."""

    name: str
    run: Callable[..., Result]
    description: str = ""
    params: tuple[Param, ...] = ()

    def bind(self, values: Mapping[str, Any]) -> dict[str, ParamValue]:
        """Typed options from raw values (CLI strings or TOML values); bad ones raise."""
        return bind_params(self.params, values, f"algorithm {self.name}")


@dataclass
class Family:
    """Everything the generic machinery needs to know about one problem family.

    A family package declares one ``FAMILY = Family(...)`` (in its ``family.py``), adds
    algorithms and exact models with the :meth:`algorithm` and :meth:`model` decorators,
    and is announced in ``pyproject.toml``::

        [project.entry-points."optsched.families"]
        myfam = "mypackage.family:FAMILY"

    ``verify(instance, schedule) -> list[str]`` lists violations (empty = feasible);
    ``evaluate(instance, schedule) -> (objective, metrics)`` recomputes the objective;
    ``schedule_type.from_dict`` reads a schedule from JSON (``to_dict`` writes it);
    ``unschedulable(instance) -> str | None`` explains why no schedule exists, if so;
    ``objective_scale(instance) -> float`` is a magnitude of the objective (e.g.
    Σ weights × horizon) used as a floor for tolerances at objective 0; ``sense`` is
    ``"min"`` or ``"max"``.
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
    presets: dict[str, Callable[..., Any]] = field(default_factory=dict)
    unschedulable: Callable[[Any], str | None] | None = None
    #: ``plot(instance, schedule, path, title=...)`` writes a Gantt chart, if offered.
    plot: Callable[..., None] | None = None
    schedule_type: Any = None
    objective_scale: Callable[[Any], float] | None = None
    sense: Literal["min", "max"] = "min"
    #: preset name -> declared generator options (``generate --param``)
    preset_params: dict[str, tuple[Param, ...]] = field(default_factory=dict)
    #: ``--solver auto``: ``instance -> (solver, model)``, the strongest exact method for
    #: this instance (e.g. hgsp: the Lagrangian DP on one GPU)
    auto_solver: Callable[[Any], tuple[str, str]] | None = None

    def algorithm(self, name: str, description: str,
                  params: Sequence[Param] = ()) -> Callable[[F], F]:
        """Decorator: register ``run(instance, *, seed=0, **options) -> Result`` as
        algorithm ``name``. Options are the function's keyword parameters, typed by
        ``params`` or by their annotations (see :func:`optsched.core.params.declared_params`).
        """

        def deco(fn: F) -> F:
            ps = declared_params(fn, params, f"{self.name}/{name}")
            self.algorithms[name] = Algorithm(name, fn, description, ps)
            return fn

        return deco

    def model(self, name: str, solvers: Sequence[str], description: str,
              params: Sequence[Param] = (), size: Callable[..., ModelSize] | None = None,
              build_pyomo: Callable[..., Any] | None = None,
              pyomo_objective_scale: float = 1.0) -> Callable[[F], F]:
        """Decorator: register ``solve(instance, *, solver, time_limit, threads,
        **options) -> Result`` as exact model ``name`` on ``solvers``."""

        def deco(fn: F) -> F:
            ps = declared_params(fn, params, f"{self.name}/{name}")
            self.models[name] = ExactModel(name, tuple(solvers), fn, description,
                                           build_pyomo, pyomo_objective_scale, ps, size)
            return fn

        return deco

    def preset(self, name: str, params: Sequence[Param] = ()) -> Callable[[Any], Any]:
        """Decorator: register generator ``fn(seed, **options) -> instance`` as preset."""

        def deco(fn: Any) -> Any:
            self.presets[name] = fn
            self.preset_params[name] = declared_params(fn, params, f"{self.name}/{name}")
            return fn

        return deco


_FAMILIES: dict[str, Family] = {}
_DISCOVERED = False
_ENTRY_POINTS: dict[str, metadata.EntryPoint] = {}


def register(family: Family) -> Family:
    """Declare a family in this process (scripts, notebooks, tests). Packages use the
    ``optsched.families`` entry point instead."""
    _FAMILIES[family.name] = family
    return family


def _discover() -> None:
    """Read the entry points once (cheap: nothing is imported until a family is used).

    Without installed metadata (running from a source tree on ``PYTHONPATH``) the
    ``family.py`` modules of the ``optsched`` package are found on disk instead.
    """
    global _DISCOVERED
    if _DISCOVERED:
        return
    _DISCOVERED = True
    eps = list(metadata.entry_points(group=ENTRY_POINT_GROUP))
    own = [ep for ep in eps if ep.value.startswith("optsched.")]
    for ep in eps:
        _ENTRY_POINTS.setdefault(ep.name, ep)
    if not own:
        root = Path(__file__).resolve().parent.parent
        for path in sorted(root.glob("*/family.py")) + sorted(root.glob("*/*/family.py")):
            rel = path.relative_to(root.parent).with_suffix("")
            module = importlib.import_module(".".join(rel.parts))
            for value in vars(module).values():
                if isinstance(value, Family):
                    _FAMILIES.setdefault(value.name, value)


def _load_entry_point(name: str) -> Family:
    ep = _ENTRY_POINTS[name]
    obj = ep.load()
    if not isinstance(obj, Family):
        raise OptschedError(f"entry point {ep.name} = {ep.value} is not an optsched Family")
    if obj.name != name:
        raise OptschedError(f"entry point {ep.name} names family {obj.name!r}")
    _FAMILIES[name] = obj
    return obj


def family_names() -> list[str]:
    """Names of every family available (registered or announced by an entry point)."""
    _discover()
    return sorted(set(_FAMILIES) | set(_ENTRY_POINTS))


def get_family(name: str) -> Family:
    """The family ``name``; imports its package on first use."""
    if name in _FAMILIES:
        return _FAMILIES[name]
    _discover()
    if name in _FAMILIES:
        return _FAMILIES[name]
    if name in _ENTRY_POINTS:
        return _load_entry_point(name)
    known = ", ".join(family_names())
    raise InstanceError("family", f"unknown family {name!r} (known: {known})")


def all_families() -> list[Family]:
    """Every available family, sorted by name (a family whose package fails to import
    because an optional dependency is missing is skipped)."""
    out = []
    for name in family_names():
        try:
            out.append(get_family(name))
        except ModuleNotFoundError as exc:
            ep = _ENTRY_POINTS.get(name)
            if ep is not None and exc.name is not None and not ep.value.startswith(exc.name):
                continue  # that family needs a package this installation lacks
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


def bundled_instances_dir() -> Path:
    """Folder of the instances shipped with the package (``optsched/instances``)."""
    from .bundled import instances_dir

    return instances_dir()


def resolve_instance_path(path: str | Path) -> Path:
    """``path`` if it exists, else a bundled instance named like ``hgsp/tiny-s1``."""
    p = Path(path)
    if p.exists():
        return p
    name = str(path).removesuffix(".json")
    cand = bundled_instances_dir() / f"{name}.json"
    if not Path(name).is_absolute() and ".." not in Path(name).parts and cand.is_file():
        return cand
    return p


def load_instance(path: str | Path) -> Any:
    """Load and validate an instance file, or a bundled instance by name
    (``hgsp/tiny-s1``); errors name the file and the field
    (``inst.json: tasks[3].memory_gb: must be >= 0, got -2``)."""
    path = resolve_instance_path(path)
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


def _unschedulable_result(fam: Family, instance: Any, method: str, why: str) -> Result:
    return Result(family=fam.name, instance=instance.name, method=method,
                  status=Status.UNSCHEDULABLE, message=why)


def _interrupted_result(fam: Family, instance: Any, method: str,
                        exc: interrupt.Interrupted, elapsed: float) -> Result:
    return Result(family=fam.name, instance=getattr(instance, "name", ""), method=method,
                  status=Status.INTERRUPTED, runtime_s=elapsed, message=str(exc),
                  metrics={"signal": exc.signum})


def max_nonzeros() -> int:
    """The model-size limit: ``OPTSCHED_MAX_NONZEROS`` or :data:`DEFAULT_MAX_NONZEROS`."""
    env = os.environ.get("OPTSCHED_MAX_NONZEROS")
    if env is None:
        return DEFAULT_MAX_NONZEROS
    try:
        value = int(float(env))
    except ValueError:
        value = -1
    if value < 1:
        raise InstanceError("OPTSCHED_MAX_NONZEROS", f"must be a positive integer, got {env!r}")
    return value


def resolve_model(fam: Family, solver: str, model: str | None) -> ExactModel:
    """The exact model ``model`` (or the family's default for ``solver``), checked."""
    if model is None:
        key = "pyomo" if solver.startswith("pyomo:") else solver
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
    return em


def check_threads(threads: int | None) -> int:
    """The solver thread count to use: ``threads`` (1..4 x cores) or the default
    (``OPTSCHED_THREADS``, checked likewise, or the number of cores); a bad value is
    refused before anything is built."""
    from .params import max_threads
    from .solvers import default_threads

    if threads is None:
        return default_threads()
    if isinstance(threads, bool) or not isinstance(threads, int) or \
            not 1 <= threads <= max_threads():
        raise InstanceError("--threads", f"must be an integer in 1..{max_threads()} "
                            f"(4 x cores), got {threads!r}")
    return threads


def resolve_algorithm(fam: Family, algo: str) -> Algorithm:
    if algo not in fam.algorithms:
        raise InstanceError("--algo", f"unknown algorithm {algo!r} for family {fam.name} "
                            f"(known: {', '.join(fam.algorithms)})")
    return fam.algorithms[algo]


def check_model_size(em: ExactModel, instance: Any, options: Mapping[str, Any],
                     limit: int | None = None) -> ModelSize | None:
    """Estimate the model and refuse it (exit 2, with the estimate) beyond ``limit``."""
    if em.size is None:
        return None
    est = em.size(instance, **options)
    lim = max_nonzeros() if limit is None else limit
    if est.nonzeros > lim:
        raise InstanceError("model size", f"model {em.name} would have {est.describe()}; "
                            f"the limit is {lim:,} non-zeros (set OPTSCHED_MAX_NONZEROS to "
                            "raise it)")
    return est


def solve(instance: Any, solver: str = "highs", model: str | None = None,
          time_limit: float | None = 60.0, threads: int | None = None,
          **params: Any) -> Result:
    """Solve ``instance`` exactly.

    Parameters
    ----------
    instance : family instance
        As returned by :func:`load_instance` or a family generator.
    solver : str
        ``highs``, ``cpsat``, ``pyomo:NAME`` or a family's own solver kind.
    model : str, optional
        The formulation (default: the family's default for ``solver``).
    time_limit : float, optional
        Seconds for model building and solving together.
    threads : int, optional
        Solver threads (default ``OPTSCHED_THREADS`` or all cores).
    **params
        Declared model options (strings are parsed and checked against their types).

    Returns
    -------
    Result
        Verified, objective recomputed (:func:`finalize`); status ``interrupted`` after
        SIGINT/SIGTERM.

    Examples
    --------
    >>> import optsched
    >>> res = optsched.solve(optsched.load_instance("hgsp/tiny-s1"), solver="cpsat")
    >>> res.status, res.objective
    (<Status.OPTIMAL: 'optimal'>, 40.0)
    """
    fam = family_of(instance)
    if solver == "auto":
        if fam.auto_solver is None:
            raise InstanceError("--solver", f"family {fam.name} has no automatic choice; "
                                f"name a solver (models: {', '.join(fam.models)})")
        if model is not None or params:
            raise InstanceError("--solver", "auto picks the model itself: give neither "
                                "--model nor --param with it")
        solver, model = fam.auto_solver(instance)
    em = resolve_model(fam, solver, model)
    method = em.name if em.name == solver else f"{em.name}-{solver}"
    kwargs = em.bind(params)
    check_threads(threads)
    if fam.unschedulable is not None:
        why = fam.unschedulable(instance)
        if why:
            return _unschedulable_result(fam, instance, method, why)
    est = check_model_size(em, instance, kwargs)
    with Timer() as t:
        try:
            raw = em.solve(instance, solver=solver, time_limit=time_limit, threads=threads,
                           **kwargs)
        except interrupt.Interrupted as exc:
            return _interrupted_result(fam, instance, method, exc, t.elapsed())
    raw.method = raw.method or method
    if not raw.runtime_s:
        raw.runtime_s = t.s
    if est is not None:
        raw.metrics.setdefault("model_nonzeros_estimate", est.nonzeros)
    return _unless_interrupted(fam, instance, method, finalize(fam, instance, raw), t.s)


def run(instance: Any, algo: str, seed: int = 0, **params: Any) -> Result:
    """Run heuristic/policy ``algo`` on ``instance`` with an explicit ``seed``.

    Options are checked against the algorithm's declared parameters before it runs; the
    Result is verified and its objective recomputed (:func:`finalize`).

    Examples
    --------
    >>> import optsched
    >>> optsched.run(optsched.load_instance("hgsp/tiny-s1"), "greedy").feasible
    True
    """
    fam = family_of(instance)
    a = resolve_algorithm(fam, algo)
    kwargs = a.bind(params)
    if fam.unschedulable is not None:
        why = fam.unschedulable(instance)
        if why:
            return _unschedulable_result(fam, instance, algo, why)
    with Timer() as t:
        try:
            raw = a.run(instance, seed=seed, **kwargs)
        except interrupt.Interrupted as exc:
            return _interrupted_result(fam, instance, algo, exc, t.elapsed())
    raw.method = raw.method or algo
    if not raw.runtime_s:
        raw.runtime_s = t.s
    return _unless_interrupted(fam, instance, algo, finalize(fam, instance, raw), t.s)


def _unless_interrupted(fam: Family, instance: Any, method: str, res: Result,
                        elapsed: float) -> Result:
    """A signal that arrived during the run (even one a solver swallowed and answered with
    an incumbent, or during verification) makes the Result ``interrupted``: never
    ``optimal`` or ``feasible`` after Ctrl-C (issue 12)."""
    sig = interrupt.requested()
    if sig is None:
        return res
    return _interrupted_result(fam, instance, method, interrupt.Interrupted(sig), elapsed)


def _finite(x: Any) -> float | None:
    if x is None or isinstance(x, bool):
        return None
    try:
        f = float(x)
    except (TypeError, ValueError):
        return None
    return f if math.isfinite(f) else None


def _tolerance(fam: Family, instance: Any, *values: float | None) -> float:
    """Scale-aware tolerance: relative to the values compared, with a floor relative to
    the family's objective scale (so that 0 vs 1e-15·scale counts as equal, while
    weights × 1e-8 are still told apart)."""
    mag = max((abs(v) for v in values if v is not None), default=0.0)
    floor = 0.0
    if fam.objective_scale is not None:
        try:
            floor = SCALE_TOL * abs(float(fam.objective_scale(instance)))
        except Exception:  # noqa: BLE001 - a scale is advisory
            floor = 0.0
    return REL_TOL * mag + floor


def _note(raw: Result, text: str) -> None:
    raw.status_note = text if not raw.status_note else f"{raw.status_note}; {text}"


def _downgrade(raw: Result, why: str) -> None:
    """An unproven ``optimal`` becomes ``feasible`` (or stays what it was), with a note."""
    if raw.status is Status.OPTIMAL:
        raw.status = Status.FEASIBLE
        _note(raw, f"optimality not claimed: {why}")


def finalize(fam: Family, instance: Any, raw: Result) -> Result:
    """Judge ``raw`` with the family verifier and recompute its objective.

    * a schedule with violations -> ``feasible=False``, status ``error``, the violations
      in ``message``;
    * ``objective`` := the evaluator's value; the solver's value moves to
      ``metrics["solver_objective"]``;
    * ``optimal`` survives only if the solver's objective equals the recomputed one and
      the bound meets it, both within a *relative* tolerance (:func:`_tolerance`); a model
      that solved a discretised copy (``raw.discretized``) never claims it; otherwise the
      status becomes ``feasible`` and ``status_note`` says why;
    * a bound on the wrong side of the recomputed objective (above it when minimising) is
      discarded with a note, never accepted;
    * ``gap`` := relative gap between the recomputed objective and the bound.
    """
    raw.family = fam.name
    raw.instance = raw.instance or getattr(instance, "name", "")
    sign = 1.0 if fam.sense == "min" else -1.0
    if raw.bound is not None and _finite(raw.bound) is None:
        _note(raw, f"non-finite bound {raw.bound!r} discarded")
        raw.bound = None
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
    obj = float(obj)
    solver_obj = raw.objective
    merged = dict(raw.metrics)
    merged.update(metrics)
    if solver_obj is not None:
        merged["solver_objective"] = solver_obj
    raw.metrics = merged
    raw.objective = obj
    raw.feasible = True
    if not math.isfinite(obj):
        raw.status = Status.ERROR
        raw.message = f"the evaluator returned a non-finite objective {obj!r}"
        return raw
    sobj = _finite(solver_obj)
    if solver_obj is not None and (sobj is None or abs(sobj - obj) > _tolerance(
            fam, instance, sobj, obj)):
        _downgrade(raw, f"the solver's objective {solver_obj!r} differs from the "
                        f"recomputed {obj:.12g}")
    if raw.bound is not None:
        b = float(raw.bound)
        if sign * (b - obj) > _tolerance(fam, instance, b, obj):
            _note(raw, f"bound {b:.12g} is on the wrong side of the recomputed objective "
                       f"{obj:.12g}: discarded")
            raw.bound = None
            _downgrade(raw, "its bound was invalid")
    if raw.discretized:
        _downgrade(raw, "the model solved a discretised copy of the instance")
    raw.gap = relative_gap(raw.objective, raw.bound,
                           abs_tol=_tolerance(fam, instance, raw.objective, raw.bound))
    if raw.status is Status.OPTIMAL:
        if raw.bound is None:  # a proof without a bound: the objective is the bound
            raw.bound = raw.objective
            raw.gap = 0.0
        elif abs(raw.bound - obj) > _tolerance(fam, instance, raw.bound, obj):
            _downgrade(raw, f"the bound {raw.bound:.12g} does not meet the objective "
                            f"{obj:.12g}")
        else:
            raw.gap = 0.0
    return raw


def load_schedule(fam: Family, data: Any) -> Any:
    """A family schedule from its JSON form (``schedule_type.from_dict``), if typed."""
    if fam.schedule_type is not None and not isinstance(data, fam.schedule_type):
        return fam.schedule_type.from_dict(data)
    return data


def verify_solution(instance: Any, solution: Any) -> Result:
    """Verify a solution file's content: a Result JSON object or a bare schedule.

    A Result claiming another family or instance, a malformed schedule, or a claim the
    schedule contradicts (``optimal`` not proven, an objective other than the recomputed
    one) is reported in ``message`` and makes ``feasible`` false or ``status_note`` set;
    nothing is corrected silently.
    """
    fam = family_of(instance)
    claimed: dict[str, Any] = {}
    problems: list[str] = []
    if isinstance(solution, dict) and "schedule" in solution:
        schedule = solution["schedule"]
        method = str(solution.get("method", "external"))
        claimed = solution
        if "family" in solution and solution["family"] != fam.name:
            problems.append(f"family: the Result is for {solution['family']!r}, the instance "
                            f"is {fam.name!r}")
        inst_name = getattr(instance, "name", None)
        if inst_name and solution.get("instance") not in (None, "", inst_name):
            problems.append(f"instance: the Result is for {solution['instance']!r}, not "
                            f"{inst_name!r}")
    else:
        schedule = solution
        method = "external"
    if schedule is None:
        raise InstanceError("schedule", "missing (the solution has no schedule)")
    res = Result(family=fam.name, instance=instance.name, method=method,
                 status=Status.FEASIBLE)
    try:
        res.schedule = load_schedule(fam, schedule)
    except InstanceError as exc:
        problems.append(str(exc))
    if problems:
        res.feasible = False
        res.status = Status.ERROR
        res.message = "verifier rejected the solution: " + "; ".join(problems)
        return res
    try:
        res = finalize(fam, instance, res)
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        res.feasible = False
        res.status = Status.ERROR
        res.message = f"verifier rejected the schedule: malformed ({type(exc).__name__}: {exc})"
        return res
    if res.feasible and claimed:
        _check_claims(fam, instance, res, claimed)
    return res


def _check_claims(fam: Family, instance: Any, res: Result, claimed: Mapping[str, Any]) -> None:
    """Compare what a Result file claims with what its schedule shows."""
    notes = []
    cobj = claimed.get("objective")
    if cobj is not None:
        c = _finite(cobj)
        if c is None or abs(c - float(res.objective or 0.0)) > _tolerance(
                fam, instance, c, res.objective):
            notes.append(f"objective: the file claims {cobj!r}, the schedule gives "
                         f"{res.objective:.12g}")
    sign = 1.0 if fam.sense == "min" else -1.0
    cb = claimed.get("bound")
    if cb is not None:
        b = _finite(cb)
        if b is None:
            notes.append(f"bound: the file claims {cb!r}, not a finite number")
        elif res.objective is not None and sign * (b - res.objective) > _tolerance(
                fam, instance, b, res.objective):
            side = "above" if sign > 0 else "below"
            notes.append(f"bound: the file claims a bound {b:.12g} {side} the schedule's "
                         f"objective {res.objective:.12g} (impossible)")
    cstatus = claimed.get("status")
    if cstatus is not None and (not isinstance(cstatus, str)
                                or cstatus not in {s.value for s in Status}):
        notes.append(f"status: unknown status {str(cstatus)[:40]!r}")
    if cstatus == Status.OPTIMAL.value:
        b = _finite(claimed.get("bound"))
        ok = b is not None and res.objective is not None and abs(b - res.objective) <= \
            _tolerance(fam, instance, b, res.objective) and not notes
        if not ok:
            notes.append("status: the file claims 'optimal' but its bound "
                         f"{claimed.get('bound')!r} does not prove the schedule's objective "
                         f"{res.objective:.12g}")
    if notes:
        res.status_note = "; ".join(notes)
        res.message = "the Result's claims are contradicted by its schedule: " + \
            "; ".join(notes)


def generate(family: str, preset: str, seed: int, **params: Any) -> Any:
    """Instance from ``family``'s generator ``preset`` with ``seed`` (and declared
    generator options, checked like algorithm options)."""
    fam = get_family(family)
    if preset not in fam.presets:
        raise InstanceError("--preset", f"unknown preset {preset!r} for family {family} "
                            f"(known: {', '.join(fam.presets)})")
    fn = fam.presets[preset]
    declared = fam.preset_params.get(preset)
    if declared is None:
        try:
            declared = declared_params(fn, (), f"{family}/{preset}")
        except TypeError:
            declared = ()
    kwargs = bind_params(declared, params, f"preset {preset}")
    try:
        return fn(seed, **kwargs)
    except InstanceError:
        raise
    except (TypeError, ValueError, OverflowError, MemoryError) as exc:
        if not kwargs:
            raise  # a bug of the generator itself: not the user's input
        given = ", ".join(f"{k}={v!r}" for k, v in kwargs.items())
        raise InstanceError(f"--param ({given})", f"preset {family}/{preset} rejected its "
                            f"parameters: {type(exc).__name__}: {exc}") from None


__all__ = [
    "ENTRY_POINT_GROUP", "RESERVED_PARAMS", "Algorithm", "ExactModel", "Family",
    "ModelSize", "Param", "all_families", "family_names", "family_of", "finalize",
    "generate", "get_family", "instance_from_dict", "load_instance", "load_schedule",
    "register", "resolve_instance_path", "run", "solve", "verify_solution",
]
