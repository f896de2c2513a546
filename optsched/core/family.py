"""What a family declares: its types, judge, exact models, algorithms, bounds and presets.

A family package declares one ``FAMILY = Family(...)`` in its ``family.py`` and adds
everything else with **one registration form**, a decorator that may also be called on a
function defined elsewhere::

    @FAMILY.algorithm("greedy", "cheapest first", params=[Param("k", int, 3, "look-ahead")])
    def run_greedy(instance, *, seed=0, k=3) -> Result: ...

    FAMILY.model("mip", ("highs",), "time-indexed MILP", size=estimate)(solve_mip)
    FAMILY.bound("lp", "LP relaxation of the time-indexed model")(lp_bound)
    FAMILY.preset("tiny")(make_tiny)
    FAMILY.online("event-driven simulator", view=MyView, decision=Start)(simulate_policy)
    FAMILY.auto("strongest exact method")(pick)

The CLI, ``bench``, ``verify``, ``export`` and ``optsched list`` read nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

from .params import ModelSize, Param, ParamValue, bind_params, declared_params
from .protocols import Instance, JSONValue, Schedule
from .result import Bound, Result

I = TypeVar("I", bound=Instance)  # noqa: E741 - the conventional name of the instance type
S = TypeVar("S", bound=Schedule)
F = TypeVar("F", bound=Callable[..., object])

#: a one-time preparation hook run before the clock starts: ``prepare()`` or
#: ``prepare(instance)`` (then only what that instance needs is prepared)
Prepare = Callable[..., None]

#: ``run(instance, *, seed, **options) -> Result`` of a registered algorithm (raw Result)
RunFn = Callable[..., Result]
#: ``solve(instance, *, solver, time_limit, threads, **options) -> Result`` (raw Result)
SolveFn = Callable[..., Result]
#: ``compute(instance, *, time_limit, **options) -> Bound``
BoundFn = Callable[..., Bound]
#: ``simulate(instance, policy, *, seed, **options) -> Result`` for a user's online policy
OnlineFn = Callable[..., Result]


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
    solve: SolveFn
    description: str = ""
    #: a Pyomo ConcreteModel builder (Pyomo ships no types)
    build_pyomo: Callable[..., Any] | None = None
    pyomo_objective_scale: float = 1.0
    params: tuple[Param, ...] = ()
    size: Callable[..., ModelSize] | None = None
    #: one-time preparation run before the clock starts (e.g. compiling or loading
    #: numba kernels): kept out of ``runtime_s`` and of the time limit
    prepare: Prepare | None = None

    def bind(self, values: Mapping[str, object]) -> dict[str, ParamValue]:
        """Typed options from raw values (CLI strings or TOML values); bad ones raise."""
        return bind_params(self.params, values, f"model {self.name}")


@dataclass(frozen=True)
class Algorithm:
    """A heuristic, policy or simulator: ``run(instance, *, seed, **options) -> Result``.

    ``source`` says where it comes from: ``"builtin"`` (registered by a family),
    ``"entry-point"`` (an installed package, group ``optsched.algorithms``) or the
    ``file.py:NAME`` / ``module:NAME`` spec of a user's policy.
    """

    name: str
    run: RunFn
    description: str = ""
    params: tuple[Param, ...] = ()
    source: str = "builtin"

    def bind(self, values: Mapping[str, object]) -> dict[str, ParamValue]:
        """Typed options from raw values (CLI strings or TOML values); bad ones raise."""
        return bind_params(self.params, values, f"algorithm {self.name}")


@dataclass(frozen=True)
class BoundMethod:
    """A certified bound: ``compute(instance, *, time_limit, **options) -> Bound``.

    The value is a lower bound on the objective of every feasible schedule (an upper
    bound for a family that maximises). Its validity argument lives in ``models/`` and a
    test compares it with proven optima.
    """

    name: str
    compute: BoundFn
    description: str = ""
    params: tuple[Param, ...] = ()
    #: one-time preparation run before the clock starts (see :attr:`ExactModel.prepare`)
    prepare: Prepare | None = None

    def bind(self, values: Mapping[str, object]) -> dict[str, ParamValue]:
        """Typed options from raw values (CLI strings or TOML values); bad ones raise."""
        return bind_params(self.params, values, f"bound {self.name}")


@dataclass(frozen=True)
class OnlineSimulator:
    """How a family runs a user's event-driven policy object (see :mod:`.policy`).

    ``simulate(instance, policy, *, seed, **options) -> Result``: the family's simulator
    calls ``policy.decide(view)`` at arrivals and completions with a read-only ``view``
    (type ``view_type``) and applies the decisions it returns (``decision_type``),
    refusing infeasible ones with :class:`~optsched.core.policy.DecisionError`.
    """

    simulate: OnlineFn
    description: str
    view_type: type
    decision_type: type
    params: tuple[Param, ...] = ()


@dataclass
class Family(Generic[I, S]):
    """Everything the generic machinery needs to know about one problem family.

    Parameters
    ----------
    name, description : str
    load : callable
        ``load(document) -> instance`` from a parsed JSON object; bad input raises
        :class:`~optsched.core.errors.InstanceError` naming the field.
    verify : callable
        ``verify(instance, schedule) -> list[str]``: the violations (empty = feasible).
    evaluate : callable
        ``evaluate(instance, schedule) -> (objective, metrics)``: the recomputed objective.
    objective_name : str
    schedule_type : type
        The family's schedule class (``from_dict`` reads JSON, ``to_dict`` writes it).
    default_models : dict
        Solver kind -> model used when ``--model`` is not given.
    unschedulable : callable, optional
        ``unschedulable(instance) -> str | None``: why no schedule exists, if so.
    plot : callable, optional
        ``plot(instance, schedule, path, title=...)`` writes a Gantt chart.
    objective_scale : callable, optional
        ``objective_scale(instance) -> float``: a magnitude of the objective, the floor of
        the tolerances at objective 0.
    sense : ``"min"`` or ``"max"``
    objective_granularity : callable, optional
        ``objective_granularity(instance) -> float | None``: a ``q > 0`` such that the
        optimal objective is a multiple of ``q`` (e.g. 1 with integral data), or None;
        a valid bound may then be rounded to the next multiple (``finalize`` uses it to
        recover proofs lost in solver tolerances).
    """

    name: str
    description: str
    load: Callable[[Mapping[str, Any]], I]
    verify: Callable[[I, S], list[str]]
    evaluate: Callable[[I, S], tuple[float, dict[str, Any]]]
    objective_name: str
    schedule_type: type[S] | None = None
    default_models: dict[str, str] = field(default_factory=dict)
    unschedulable: Callable[[I], str | None] | None = None
    plot: Callable[..., None] | None = None
    objective_scale: Callable[[I], float] | None = None
    sense: Literal["min", "max"] = "min"
    objective_granularity: Callable[[I], float | None] | None = None
    models: dict[str, ExactModel] = field(default_factory=dict)
    algorithms: dict[str, Algorithm] = field(default_factory=dict)
    bounds: dict[str, BoundMethod] = field(default_factory=dict)
    default_bound: str | None = None
    presets: dict[str, Callable[..., I]] = field(default_factory=dict)
    preset_params: dict[str, tuple[Param, ...]] = field(default_factory=dict)
    preset_descriptions: dict[str, str] = field(default_factory=dict)
    online_simulator: OnlineSimulator | None = None
    auto_solver: Callable[[I], tuple[str, str]] | None = None
    auto_description: str = ""

    # ------------------------------------------------------------ registration
    def algorithm(self, name: str, description: str,
                  params: Sequence[Param] = ()) -> Callable[[F], F]:
        """Register ``run(instance, *, seed=0, **options) -> Result`` as algorithm
        ``name``. Options are the function's keyword parameters, typed by ``params`` or
        by their annotations (:func:`optsched.core.params.declared_params`)."""

        def deco(fn: F) -> F:
            ps = declared_params(fn, params, f"{self.name}/{name}")
            self.algorithms[name] = Algorithm(name, fn, description, ps)  # type: ignore[arg-type]
            return fn

        return deco

    def model(self, name: str, solvers: Sequence[str], description: str,
              params: Sequence[Param] = (), size: Callable[..., ModelSize] | None = None,
              build_pyomo: Callable[..., Any] | None = None,
              pyomo_objective_scale: float = 1.0,
              prepare: Prepare | None = None) -> Callable[[F], F]:
        """Register ``solve(instance, *, solver, time_limit, threads, **options) ->
        Result`` as exact model ``name`` on ``solvers`` (``highs``, ``pyomo``, ``cpsat``
        or a family's own kind such as ``dp`` or ``closed-form``); ``prepare()`` (or
        ``prepare(instance)``, to prepare only what that instance needs) runs
        once before the clock starts (compiling kernels)."""

        def deco(fn: F) -> F:
            ps = declared_params(fn, params, f"{self.name}/{name}")
            self.models[name] = ExactModel(name, tuple(solvers), fn,  # type: ignore[arg-type]
                                           description, build_pyomo, pyomo_objective_scale,
                                           ps, size, prepare)
            return fn

        return deco

    def bound(self, name: str, description: str, params: Sequence[Param] = (),
              default: bool = False,
              prepare: Prepare | None = None) -> Callable[[F], F]:
        """Register ``compute(instance, *, time_limit, **options) -> Bound`` as bound
        method ``name`` (``default=True``: used when ``--method`` is not given; the first
        registered one otherwise); ``prepare()`` runs once before the clock starts."""

        def deco(fn: F) -> F:
            ps = declared_params(fn, params, f"{self.name}/bound {name}")
            self.bounds[name] = BoundMethod(name, fn, description, ps,  # type: ignore[arg-type]
                                            prepare)
            if default or self.default_bound is None:
                self.default_bound = name
            return fn

        return deco

    def preset(self, name: str, params: Sequence[Param] = (),
               description: str = "") -> Callable[[F], F]:
        """Register generator ``fn(seed, **options) -> instance`` as preset ``name``."""

        def deco(fn: F) -> F:
            self.presets[name] = fn  # type: ignore[assignment]
            self.preset_params[name] = declared_params(fn, params, f"{self.name}/{name}")
            self.preset_descriptions[name] = description or _first_line(fn.__doc__)
            return fn

        return deco

    def online(self, description: str, view: type, decision: type,
               params: Sequence[Param] = ()) -> Callable[[F], F]:
        """Register ``simulate(instance, policy, *, seed, **options) -> Result``: how a
        user's event-driven policy object runs on this family's simulator."""

        def deco(fn: F) -> F:
            ps = declared_params(fn, params, f"{self.name}/online", positional=2)
            self.online_simulator = OnlineSimulator(fn, description, view,  # type: ignore[arg-type]
                                                    decision, ps)
            return fn

        return deco

    def auto(self, description: str) -> Callable[[F], F]:
        """Register ``pick(instance) -> (solver, model)``: ``--solver auto``."""

        def deco(fn: F) -> F:
            self.auto_solver = fn  # type: ignore[assignment]
            self.auto_description = description
            return fn

        return deco

    # ------------------------------------------------------------ reading
    def load_schedule(self, data: S | Mapping[str, JSONValue]) -> S:
        """A schedule from its JSON form (``schedule_type.from_dict``), if typed."""
        st = self.schedule_type
        if st is None or isinstance(data, st):
            return data  # type: ignore[return-value]
        reader = getattr(st, "from_dict", None)
        if reader is None:
            raise TypeError(f"family {self.name}: schedule type has no from_dict")
        out: S = reader(data)
        return out


def _first_line(doc: str | None) -> str:
    return (doc or "").strip().split("\n", 1)[0].strip()


__all__ = ["Algorithm", "BoundMethod", "ExactModel", "Family", "OnlineSimulator"]
