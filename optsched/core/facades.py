"""The four verbs of the public API: ``solve``, ``run``, ``bound`` and ``generate``.

Each facade checks its options before anything runs, calls the family's method, and
hands the raw Result to :func:`~optsched.core.finalize.finalize` exactly once. Signals
(Ctrl-C, SIGTERM) and time limits end a call with status ``interrupted`` (a solver's own
time limit ends it with ``time_limit`` and the best incumbent).
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from . import interrupt
from .discovery import family_of, get_family
from .errors import InstanceError
from .family import Algorithm, BoundMethod, ExactModel, Family
from .finalize import finalize, finite, note, round_bound, tolerance
from .params import DEFAULT_MAX_NONZEROS, ModelSize, ParamValue, bind_params, declared_params
from .policy import OnlinePolicy, PolicyError
from .protocols import Instance
from .result import Result, Status, relative_gap
from .solvers import preload_solver
from .timing import Timer
from .usercode import (
    entry_point_family,
    entry_point_policies,
    is_spec,
    load_object,
    wrap_policy,
)

#: what ``run`` accepts as the algorithm: a registered name, a ``file.py:NAME`` or
#: ``module:NAME`` spec, an entry-point name, an offline callable, an online policy
#: (class or object with ``decide``) or an :class:`Algorithm`
AlgorithmLike = str | Algorithm | Callable[..., object] | OnlinePolicy[Any, Any] | type


#: seconds an exact method may run past its time limit before the facade stops it
#: (solvers stop themselves at the limit; this catches code between solver calls)
SOLVE_GRACE_S = 2.0

# ----------------------------------------------------------------------------- checks


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


def resolve_model(fam: Family[Any, Any], solver: str, model: str | None) -> ExactModel:
    """The exact model ``model`` (or the family's default for ``solver``), checked."""
    if model is None:
        key = "pyomo" if solver.startswith("pyomo:") else solver
        model = fam.default_models.get(key)
        if model is None:
            kinds = sorted({k for m in fam.models.values() for k in m.solvers})
            raise InstanceError("--solver", f"family {fam.name} has no model for solver "
                                f"{solver!r} (solvers: {', '.join(kinds) or 'none'}; "
                                f"models: {', '.join(fam.models) or 'none'})")
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


def check_time_limit(time_limit: float | None, what: str = "--time-limit") -> float | None:
    """``time_limit`` if it is None or a finite number of seconds > 0; refused otherwise."""
    if time_limit is None:
        return None
    t = finite(time_limit)
    if t is None or t <= 0:
        raise InstanceError(what, f"must be a finite number of seconds > 0, got "
                            f"{time_limit!r}")
    return t


def resolve_algorithm(fam: Family[Any, Any], algo: AlgorithmLike,
                      base_dir: Path | None = None) -> Algorithm:
    """The algorithm ``algo`` names or is, for family ``fam``.

    A registered name first; then a ``file.py:NAME`` / ``module:NAME`` spec; then a
    policy announced by an installed package (entry-point group
    ``optsched.algorithms``); a Python object is wrapped as a user policy
    (:func:`~optsched.core.usercode.wrap_policy`).
    """
    if isinstance(algo, Algorithm):
        return algo
    if not isinstance(algo, str):
        return wrap_policy(fam, algo)
    if algo in fam.algorithms:
        return fam.algorithms[algo]
    if is_spec(algo):
        return wrap_policy(fam, load_object(algo, base_dir), algo)
    eps = entry_point_policies()
    ep = eps.get(algo) or eps.get(f"{fam.name}/{algo}")
    if ep is not None:
        declared = entry_point_family(ep)
        if declared not in (None, fam.name):
            raise InstanceError("--algo", f"policy {algo!r} (package entry point) is for "
                                f"family {declared!r}, the instance is {fam.name!r}")
        try:
            obj = ep.load()
        except Exception as exc:  # noqa: BLE001 - an installed user package
            raise PolicyError("--algo", f"loading entry point {ep.name} = {ep.value} "
                              f"raised {type(exc).__name__}: {exc}") from exc
        return wrap_policy(fam, obj, f"{ep.name} ({ep.value})")
    mine = sorted(n for n, e in eps.items() if entry_point_family(e) in (None, fam.name))
    extra = f"; installed: {', '.join(mine)}" if mine else ""
    raise InstanceError("--algo", f"unknown algorithm {algo!r} for family {fam.name} "
                        f"(known: {', '.join(fam.algorithms)}{extra}; or a policy of "
                        "yours: path/to/file.py:NAME or package.module:NAME)")


def resolve_bound(fam: Family[Any, Any], method: str | None) -> BoundMethod:
    """The bound method ``method`` (or the family's default), checked."""
    if not fam.bounds:
        raise InstanceError("--method", f"family {fam.name} has no bound method")
    name = method or fam.default_bound or next(iter(fam.bounds))
    if name not in fam.bounds:
        raise InstanceError("--method", f"unknown bound method {name!r} for family "
                            f"{fam.name} (known: {', '.join(fam.bounds)})")
    return fam.bounds[name]


def check_model_size(em: ExactModel, instance: Instance, options: Mapping[str, object],
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


# ----------------------------------------------------------------------------- results


def _unschedulable_result(fam: Family[Any, Any], instance: Instance, method: str,
                          why: str) -> Result:
    return Result(family=fam.name, instance=instance.name, method=method,
                  status=Status.UNSCHEDULABLE, message=why)


def run_prepare(hook: Callable[..., None], instance: Instance) -> None:
    """Call a ``prepare`` hook, with the instance when it takes one."""
    try:
        takes = bool(inspect.signature(hook).parameters)
    except (TypeError, ValueError):  # a builtin without a signature: no arguments
        takes = False
    if takes:
        hook(instance)
    else:
        hook()


def _interrupted_result(fam: Family[Any, Any], instance: Instance, method: str,
                        exc: interrupt.Interrupted, elapsed: float) -> Result:
    return Result(family=fam.name, instance=getattr(instance, "name", ""), method=method,
                  status=Status.INTERRUPTED, runtime_s=elapsed, message=str(exc),
                  metrics={"signal": exc.signum})


def _unless_interrupted(fam: Family[Any, Any], instance: Instance, method: str, res: Result,
                        elapsed: float) -> Result:
    """A signal that arrived during the run (even one a solver swallowed and answered with
    an incumbent, or during verification) makes the Result ``interrupted``: never
    ``optimal`` or ``feasible`` after Ctrl-C (issue 12)."""
    sig = interrupt.requested()
    if sig is None:
        return res
    return _interrupted_result(fam, instance, method, interrupt.Interrupted(sig), elapsed)


def _why_unschedulable(fam: Family[Any, Any], instance: Instance) -> str | None:
    return fam.unschedulable(instance) if fam.unschedulable is not None else None


# ----------------------------------------------------------------------------- verbs


def _solve(instance: Instance, solver: str = "highs", model: str | None = None,
          time_limit: float | None = 60.0, threads: int | None = None,
          **params: ParamValue) -> Result:
    """Solve ``instance`` exactly.

    Parameters
    ----------
    instance : family instance
        As returned by :func:`load_instance` or a family generator.
    solver : str
        ``highs``, ``cpsat``, ``pyomo:NAME``, ``auto`` (the family's strongest exact
        method for this instance) or a family's own solver kind (``dp``, ``closed-form``).
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
    time_limit = check_time_limit(time_limit)
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
    why = _why_unschedulable(fam, instance)
    if why:
        return _unschedulable_result(fam, instance, method, why)
    try:  # one-time imports and numba kernels: before the clock
        preload_solver(solver, em.build_pyomo is not None)
        if em.prepare is not None:
            run_prepare(em.prepare, instance)
    except interrupt.Interrupted as exc:  # Ctrl-C while importing/compiling: nothing to claim
        return _interrupted_result(fam, instance, method, exc, 0.0)
    with Timer() as t:
        try:
            with interrupt.time_limit(time_limit, preempt=True, grace=SOLVE_GRACE_S):
                # the estimate may enumerate (psrar's Gamma_j): it counts against the limit
                est = check_model_size(em, instance, kwargs)
                raw = em.solve(instance, solver=solver, time_limit=time_limit,
                               threads=threads, **kwargs)
        except interrupt.TimeLimitReached:
            return Result(family=fam.name, instance=getattr(instance, "name", ""),
                          method=method, status=Status.TIME_LIMIT, runtime_s=t.elapsed(),
                          message=f"time limit of {time_limit:g} s reached before the "
                          "solver had a solution (model building / enumeration)")
        except interrupt.Interrupted as exc:
            return _interrupted_result(fam, instance, method, exc, t.elapsed())
    raw.method = raw.method or method
    if not raw.runtime_s:
        raw.runtime_s = t.s
    if est is not None:
        raw.metrics.setdefault("model_nonzeros_estimate", est.nonzeros)
    res = finalize(fam, instance, raw, recover_proof=True)
    return _unless_interrupted(fam, instance, method, res, t.s)


def _run(instance: Instance, algo: AlgorithmLike, seed: int = 0, *,
        time_limit: float | None = None, bound: bool | str = False,
        **params: ParamValue) -> Result:
    """Run a heuristic or policy on ``instance`` with an explicit ``seed``.

    Parameters
    ----------
    instance : family instance
    algo : str or callable or policy object
        A registered algorithm's name (``optsched list``), a ``path/to/file.py:NAME`` or
        ``package.module:NAME`` spec, a policy announced by an installed package, or your
        policy itself: an offline callable ``(instance, *, seed) -> schedule`` or an
        online policy (a class or object with ``decide(view)``; see
        :mod:`optsched.core.policy`).
    seed : int
        Every random choice of the algorithm flows from it.
    time_limit : float, optional
        Wall-clock seconds; past it the run stops with status ``interrupted``.
    bound : bool or str
        Also compute the family's certified bound (``True``: the default method; a string
        names the method) and fill ``Result.bound`` and ``gap``: the gap to a bound, not
        to a proven optimum.
    **params
        Declared options of the algorithm (checked before it runs).

    Returns
    -------
    Result
        Verified, objective recomputed (:func:`finalize`). A schedule that fails
        verification gives ``feasible=False``, status ``error`` and the violations in
        ``message``; a policy that raises gives :class:`~optsched.core.policy.PolicyError`.

    Examples
    --------
    >>> import optsched
    >>> optsched.run(optsched.load_instance("hgsp/tiny-s1"), "greedy").feasible
    True
    """
    fam = family_of(instance)
    time_limit = check_time_limit(time_limit)
    a = resolve_algorithm(fam, algo)
    kwargs = a.bind(params)
    bm = resolve_bound(fam, bound if isinstance(bound, str) else None) if bound else None
    why = _why_unschedulable(fam, instance)
    if why:
        return _unschedulable_result(fam, instance, a.name, why)
    with Timer() as t:
        try:
            with interrupt.time_limit(time_limit):
                raw = a.run(instance, seed=seed, **kwargs)
        except interrupt.Interrupted as exc:
            return _interrupted_result(fam, instance, a.name, exc, t.elapsed())
    raw.method = raw.method or a.name
    if not raw.runtime_s:
        raw.runtime_s = t.s
    res = _unless_interrupted(fam, instance, a.name, finalize(fam, instance, raw), t.s)
    if bm is not None and res.feasible and res.status is not Status.INTERRUPTED:
        _attach_bound(fam, instance, res, bm, time_limit)
    return res


def _attach_bound(fam: Family[Any, Any], instance: Instance, res: Result, bm: BoundMethod,
                  time_limit: float | None) -> None:
    """Fill ``res.bound`` / ``gap`` from bound method ``bm`` (``run --bound``)."""
    b = _bound(instance, method=bm.name, time_limit=time_limit)
    res.metrics["bound_method"] = bm.name
    res.metrics["bound_runtime_s"] = b.runtime_s
    if b.bound is None:
        note(res, f"bound {bm.name}: {b.message or b.status.value}")
        return
    obj = res.objective
    sign = 1.0 if fam.sense == "min" else -1.0
    if obj is not None and sign * (b.bound - obj) > tolerance(fam, instance, b.bound, obj):
        # cannot happen for a valid method: say so loudly rather than report it
        res.status = Status.ERROR
        res.message = (f"bound method {bm.name} returned {b.bound:.12g}, beyond the "
                       f"verified objective {obj:.12g}: the bound is invalid (a bug)")
        return
    res.bound = b.bound
    res.gap = relative_gap(obj, b.bound, abs_tol=tolerance(fam, instance, obj, b.bound))


def _bound(instance: Instance, method: str | None = None,
          time_limit: float | None = 60.0, **params: ParamValue) -> Result:
    """A certified bound on ``instance``'s optimal objective (no schedule).

    Parameters
    ----------
    instance : family instance
    method : str, optional
        The bound method (``optsched list`` shows each family's; default: the family's).
    time_limit : float, optional
        Seconds; a method stopped by it returns the best bound found so far (still
        valid), with ``metrics["complete"] = False``.
    **params
        Declared options of the method.

    Returns
    -------
    Result
        Status ``bound``; ``bound`` is a lower bound on every feasible schedule's
        objective (an upper bound when the family maximises); ``objective`` and
        ``schedule`` are None. Status ``unschedulable`` when no schedule exists and
        ``interrupted`` after Ctrl-C.
    """
    fam = family_of(instance)
    time_limit = check_time_limit(time_limit)
    bm = resolve_bound(fam, method)
    kwargs = bm.bind(params)
    why = _why_unschedulable(fam, instance)
    if why:
        return _unschedulable_result(fam, instance, bm.name, why)
    if bm.prepare is not None:
        try:
            run_prepare(bm.prepare, instance)  # before the clock starts
        except interrupt.Interrupted as exc:
            return _interrupted_result(fam, instance, bm.name, exc, 0.0)
    with Timer() as t:
        try:
            with interrupt.time_limit(None if time_limit is None else time_limit + 5.0,
                                      preempt=False):
                b = bm.compute(instance, time_limit=time_limit, **kwargs)
        except interrupt.Interrupted as exc:
            return _interrupted_result(fam, instance, bm.name, exc, t.elapsed())
    value = finite(b.value)
    res = Result(family=fam.name, instance=getattr(instance, "name", ""), method=bm.name,
                 status=Status.BOUND, runtime_s=t.s, metrics=dict(b.metrics))
    res.metrics["complete"] = bool(b.complete)
    if value is None:
        res.status = Status.ERROR
        res.message = f"bound method {bm.name} returned a non-finite value {b.value!r}"
        return res
    rounded = round_bound(fam, instance, value)
    if rounded != value:
        res.metrics["bound_before_rounding"] = value
    res.bound = rounded
    return _unless_interrupted(fam, instance, bm.name, res, t.s)


def solve(instance: Instance, solver: str = "highs", model: str | None = None,
          time_limit: float | None = 60.0, threads: int | None = None,
          **params: ParamValue) -> Result:
    with interrupt.guard():
        return _solve(instance, solver, model, time_limit, threads, **params)


def run(instance: Instance, algo: AlgorithmLike, seed: int = 0, *,
        time_limit: float | None = None, bound: bool | str = False,
        **params: ParamValue) -> Result:
    with interrupt.guard():
        return _run(instance, algo, seed, time_limit=time_limit, bound=bound, **params)


def bound(instance: Instance, method: str | None = None,
          time_limit: float | None = 60.0, **params: ParamValue) -> Result:
    with interrupt.guard():
        return _bound(instance, method, time_limit, **params)


solve.__doc__, run.__doc__, bound.__doc__ = _solve.__doc__, _run.__doc__, _bound.__doc__


def generate(family: str, preset: str, seed: int, **params: ParamValue) -> Instance:
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
        inst: Instance = fn(seed, **kwargs)
    except InstanceError:
        raise
    except (TypeError, ValueError, OverflowError, MemoryError) as exc:
        if not kwargs:
            raise  # a bug of the generator itself: not the user's input
        given = ", ".join(f"{k}={v!r}" for k, v in kwargs.items())
        raise InstanceError(f"--param ({given})", f"preset {family}/{preset} rejected its "
                            f"parameters: {type(exc).__name__}: {exc}") from None
    return inst


__all__ = ["AlgorithmLike", "bound", "check_model_size", "check_threads", "check_time_limit",
           "generate", "max_nonzeros", "resolve_algorithm", "resolve_bound", "resolve_model",
           "run", "solve"]
