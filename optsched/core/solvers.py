"""Thin, shared wrappers around Pyomo (HiGHS or any Pyomo solver) and CP-SAT.

They return a :class:`SolveOutcome` with our :class:`Status`; families turn the solved
model into a schedule. HiGHS runs with ``mip_rel_gap = 0`` so that ``optimal`` means the
incumbent equals the proven bound (HiGHS' default 1e-4 would stop early and call it
optimal).
"""

from __future__ import annotations

import functools
import io
import logging
import math
import os
import sys
import time
from contextlib import redirect_stdout
from dataclasses import dataclass
from typing import Any

from . import interrupt
from .errors import SolverUnavailableError
from .result import Status
from .timing import Timer


@dataclass
class SolveOutcome:
    status: Status
    objective: float | None
    bound: float | None
    runtime_s: float
    log: str = ""
    has_solution: bool = False


def default_threads() -> int:
    """Thread budget for one solve: ``OPTSCHED_THREADS`` or the number of cores."""
    env = os.environ.get("OPTSCHED_THREADS")
    if env:
        try:
            value = int(env)
        except ValueError:
            value = 0
        from .params import max_threads

        if not 1 <= value <= max_threads():
            from .errors import InstanceError

            raise InstanceError("OPTSCHED_THREADS", f"must be an integer in 1..{max_threads()}"
                                f" (4 x cores), got {env!r}")
        return value
    return max(1, os.cpu_count() or 1)


_ZERO_GAP: dict[str, dict[str, float]] = {
    "gurobi": {"MIPGap": 0.0}, "gurobi_direct": {"MIPGap": 0.0},
    "gurobi_persistent": {"MIPGap": 0.0}, "cplex": {"mipgap": 0.0},
    "cplex_direct": {"mipgap": 0.0}, "cbc": {"ratioGap": 0.0}, "scip": {"limits/gap": 0.0},
    "appsi_highs": {"mip_rel_gap": 0.0},
}


_HIGHS_THREADS: dict[str, int] = {}


def highs_threads(threads: int | None) -> int:
    """The HiGHS thread count to use, with HiGHS' process-wide scheduler reset when it
    changes: HiGHS sizes one global thread pool at its first solve, and a later solve
    asking for another count silently fails (model status "not set"). Every HiGHS call
    of optsched goes through here."""
    n = int(threads or default_threads())
    last = _HIGHS_THREADS.get("n")
    if last is not None and last != n:
        import highspy

        highspy.Highs.resetGlobalScheduler(True)
    _HIGHS_THREADS["n"] = n
    return n


def effective_limit(time_limit: float | None) -> float | None:
    """The seconds a solver may use: ``time_limit``, capped by what remains of the
    enclosing :func:`optsched.core.interrupt.time_limit` (the ``solve`` facade's: model
    building and enumeration count against the user's limit); at least 10 ms."""
    left = interrupt.remaining()
    if left is None:
        return time_limit
    cap = max(0.01, left)
    return cap if time_limit is None else max(0.01, min(float(time_limit), cap))


def solve_pyomo(model: Any, solver: str = "highs", time_limit: float | None = 60.0,
                threads: int | None = None, tee: bool = False) -> SolveOutcome:
    """Solve a Pyomo model (minimisation) and load its solution, if any.

    ``solver`` is ``highs`` (Pyomo's HiGHS interface through ``highspy``) or
    ``pyomo:NAME`` for any solver Pyomo's legacy ``SolverFactory`` can drive.
    """
    time_limit = effective_limit(time_limit)
    if solver == "highs":
        return _solve_highs(model, time_limit, threads, tee)
    if solver.startswith("pyomo:"):
        return _solve_legacy(model, solver.split(":", 1)[1], time_limit, threads, tee)
    raise SolverUnavailableError(f"unknown Pyomo solver {solver!r} (use highs or pyomo:NAME)")


def pyomo_logs_to_stderr() -> None:
    """Pyomo's warnings go to stdout by default (``pyomo.common.log.pyomo_handler``); they
    must never reach stdout, where ``--json`` prints exactly one object (issue 12)."""
    import pyomo.common.log as plog

    handler = getattr(plog, "pyomo_handler", None)
    if isinstance(handler, logging.StreamHandler) and not isinstance(handler.stream,
                                                                     _CurrentStderr):
        # assigned, not setStream(): that flushes the old stream, which may be closed
        # (a replaced sys.stdout); the proxy follows whatever sys.stderr is at write time
        handler.acquire()
        try:
            handler.stream = _CurrentStderr()
        finally:
            handler.release()
    highs_log = logging.getLogger("pyomo.contrib.solver.solvers.highs")
    if not any(isinstance(f, _DropInterruptWarning) for f in highs_log.filters):
        highs_log.addFilter(_DropInterruptWarning())


class _CurrentStderr:
    """A stream that writes to the *current* ``sys.stderr``."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


class _DropInterruptWarning(logging.Filter):
    """Pyomo warns about HiGHS' ``kInterrupt`` status; we report the interrupt ourselves
    (one line on stderr), so its two-line warning is noise."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "kInterrupt" not in record.getMessage()


_HIGHS_CLASS: Any = None


def preload_solver(solver: str, pyomo_model: bool) -> None:
    """Import the solver's Python layer once per process -- Pyomo and its HiGHS interface
    for a Pyomo model (1-3 s on a cold start), OR-Tools' CP-SAT (0.5 s): the ``solve``
    facade calls it before the clock starts, so that a time limit of a second or two is
    spent on the model, not on imports."""
    if pyomo_model and (solver == "highs" or solver.startswith("pyomo:")):
        import pyomo.environ  # noqa: F401 - the import is the point

        _interruptible_highs()
    elif solver == "cpsat":
        from ortools.sat.python import cp_model  # noqa: F401 - the import is the point


def _interruptible_highs() -> Any:
    """Pyomo's HiGHS interface, remembering the ``highspy.Highs`` object of the running
    solve so that a signal can call its ``cancelSolve`` (HiGHS' user interrupt)."""
    global _HIGHS_CLASS
    if _HIGHS_CLASS is None:
        from pyomo.contrib.solver.solvers.highs import Highs

        class InterruptibleHighs(Highs):
            #: per solve (each solve makes its own object): ``time.monotonic()`` past
            #: which the translation of the model stops, Ctrl-C seen by the stopper, and
            #: the ``highspy.Highs`` object once HiGHS runs
            translation_deadline: float | None = None
            translation_cancelled = False
            running: Any = None

            def add_constraints(self, cons: list[Any]) -> None:
                # Pyomo translates rows one by one in Python (seconds for 10^5 rows):
                # in chunks, with the time limit and Ctrl-C checked between them
                if not cons:
                    super().add_constraints(cons)
                for lo in range(0, len(cons), TRANSLATION_CHUNK):
                    _check_translation(self.translation_deadline, self.translation_cancelled)
                    super().add_constraints(cons[lo:lo + TRANSLATION_CHUNK])

            def _solve(self) -> Any:
                model = self._solver_model
                config = getattr(self, "_active_config", None)
                if config is not None and interrupt.remaining() is not None:
                    # the translation of the Pyomo model took part of the limit: HiGHS
                    # gets what remains of it (model building counts, issue 22)
                    config.time_limit = effective_limit(config.time_limit)
                model.HandleUserInterrupt = True
                _pass_mip_start(self._model, self._pyomo_var_to_solver_var_map, model)
                self.running = model
                if interrupt.requested() is not None or self.translation_cancelled:
                    model.cancelSolve()  # the signal came while Pyomo translated the model
                try:
                    return super()._solve()
                finally:
                    self.running = None

        _HIGHS_CLASS = InterruptibleHighs
    return _HIGHS_CLASS


def set_mip_start(model: Any, values: list[tuple[Any, float]]) -> None:
    """Attach a MIP start to a Pyomo model: ``(variable, value)`` pairs that HiGHS receives
    as its first incumbent (``Highs.setSolution``, sparse; HiGHS completes and checks it
    and ignores it when infeasible, so a start never changes what is proven). Solvers
    reached through ``pyomo:NAME`` do not receive it."""
    model._optsched_mip_start = list(values)


def _pass_mip_start(pyomo_model: Any, var_map: dict[int, int], highs: Any) -> None:
    """Hand the start of :func:`set_mip_start` (if any) to the ``highspy.Highs`` object."""
    start = getattr(pyomo_model, "_optsched_mip_start", None)
    if not start:
        return
    import numpy as np

    cols = [(var_map[id(v)], float(x)) for v, x in start if id(v) in var_map]
    if not cols:
        return
    cols.sort()
    index = np.array([c for c, _ in cols], dtype=np.int32)
    value = np.array([x for _, x in cols], dtype=np.float64)
    highs.setSolution(len(cols), index, value)


#: rows Pyomo translates into HiGHS between two checks of the time limit and of Ctrl-C
TRANSLATION_CHUNK = 2048


class TranslationStopped(Exception):
    """The time limit ran out (or Ctrl-C came) while Pyomo translated the model into
    HiGHS; the solver was never started."""


def _check_translation(deadline: float | None, cancelled: bool) -> None:
    if cancelled or interrupt.requested() is not None:
        raise TranslationStopped("interrupted")
    if deadline is not None and time.monotonic() > deadline:
        raise TranslationStopped("time limit")


def _cancel_highs(opt: Any) -> None:
    """The stopper of one solve: stop the translation at its next chunk, or HiGHS."""
    opt.translation_cancelled = True
    running = opt.running
    if running is not None:
        running.cancelSolve()


#: what a MIP that HiGHS ended with ``kSolveError`` is solved again with, in turn
SOLVE_ERROR_RETRIES: tuple[dict[str, str | int], ...] = (
    {"presolve": "off"}, {"random_seed": 1}, {"random_seed": 2})


def _highs_solve_error(tc: Any) -> bool:
    """Pyomo's termination condition for HiGHS' ``kSolveError``."""
    from pyomo.contrib.solver.common.results import TerminationCondition

    return bool(tc == TerminationCondition.error)


def _time_left(time_limit: float | None, t: Timer) -> bool:
    return interrupt.requested() is None and (time_limit is None
                                              or t.elapsed() < 0.9 * time_limit)


def _solve_highs(model: Any, time_limit: float | None, threads: int | None,
                 tee: bool) -> SolveOutcome:
    from pyomo.contrib.solver.common.results import SolutionStatus, TerminationCondition

    pyomo_logs_to_stderr()
    opt = _interruptible_highs()()
    if not opt.available():
        raise SolverUnavailableError("HiGHS (highspy) is not available")
    # zero gaps, relative *and* absolute: an absolute gap of 1e-6 declared a model with
    # objective ~1e-7 "optimal" at any incumbent (issue 12); finalize re-checks the proof
    options: dict[str, float | str] = {"mip_rel_gap": 0.0, "mip_abs_gap": 0.0}
    n_threads = highs_threads(threads)
    buf = io.StringIO()

    def call() -> Any:
        with redirect_stdout(buf):
            return opt.solve(model, time_limit=time_limit,
                             threads=n_threads, load_solutions=False,
                             raise_exception_on_nonoptimal_result=False, tee=tee,
                             solver_options=options)

    opt.translation_deadline = None if time_limit is None else time.monotonic() + time_limit
    stop = functools.partial(_cancel_highs, opt)
    with Timer() as t:
        try:
            res = interrupt.call_blocking(call, stop)
        except TranslationStopped as exc:
            interrupt.check()  # Ctrl-C: Interrupted, as anywhere else
            log = buf.getvalue() + f"\noptsched: Pyomo's translation of the model into " \
                f"HiGHS stopped ({exc}); the solver was not started"
            return SolveOutcome(Status.TIME_LIMIT, None, None, t.elapsed(), log, False)
        opt.translation_deadline = None  # a retry re-uses the translated model
        for retry in SOLVE_ERROR_RETRIES:
            if not (_highs_solve_error(res.termination_condition)
                    and _time_left(time_limit, t)):
                break
            # HiGHS 1.12 can end a MIP it has solved with "claims optimality, but with
            # primal infeasibilities ... Setting model status to Solve error" (HiGHS
            # issues #2782, #2808): solve again on another path (no presolve, another
            # random seed); finalize verifies whatever comes back
            buf.write(f"\noptsched: HiGHS ended with a solve error; solving again with "
                      f"{retry}\n")
            options.update(retry)
            if time_limit is not None:
                time_limit = max(1e-3, time_limit - t.elapsed())
            res = interrupt.call_blocking(call, stop)
    if tee:
        sys.stderr.write(buf.getvalue())  # solver logs never reach stdout (--json)
    tc = res.termination_condition
    has_sol = res.solution_status in (SolutionStatus.optimal, SolutionStatus.feasible)
    log = buf.getvalue()
    if has_sol:
        try:
            res.solution_loader.load_vars()
        except (IndexError, KeyError, ValueError, RuntimeError) as exc:
            # HiGHS announced a solution but returned no usable column values (seen with
            # coefficients near 1e300, issue 12 fuzzing): no solution, not a crash
            has_sol = False
            log += f"\noptsched: HiGHS' solution could not be loaded ({type(exc).__name__})"
            return SolveOutcome(Status.ERROR, None, None, t.s, log, False)
    obj = res.incumbent_objective if has_sol else None
    bound = res.objective_bound
    if bound is not None and not math.isfinite(bound):
        bound = None
    if tc == TerminationCondition.convergenceCriteriaSatisfied and has_sol:
        status = Status.OPTIMAL
    elif tc == TerminationCondition.maxTimeLimit:
        status = Status.TIME_LIMIT
    elif tc in (TerminationCondition.provenInfeasible,
                TerminationCondition.locallyInfeasible,
                TerminationCondition.infeasibleOrUnbounded):
        status = Status.INFEASIBLE
    elif has_sol:
        status = Status.FEASIBLE
    else:
        status = Status.ERROR
    return SolveOutcome(status, obj, bound, t.s, log, has_sol)


def _solve_legacy(model: Any, name: str, time_limit: float | None, threads: int | None,
                  tee: bool) -> SolveOutcome:
    import pyomo.environ as pe
    from pyomo.opt import SolverStatus, TerminationCondition

    pyomo_logs_to_stderr()
    quiet = [logging.getLogger(n) for n in ("pyomo.solvers", "pyomo.opt", "pyomo.common")]
    levels = [lg.level for lg in quiet]
    for lg in quiet:  # Pyomo logs a traceback for a missing executable; we say it in one line
        lg.setLevel(logging.CRITICAL)
    try:
        with redirect_stdout(io.StringIO()):
            opt = pe.SolverFactory(name)
            ok = opt is not None and bool(opt.available(exception_flag=False))
    except Exception:  # noqa: BLE001 - plugin discovery errors mean "not available"
        ok = False
    finally:
        for lg, lvl in zip(quiet, levels):
            lg.setLevel(lvl)
    if not ok:
        raise SolverUnavailableError(f"Pyomo solver {name!r} is not installed or not "
                                     "licensed on this machine")
    # zero relative MIP gap, so that "optimal" means proven (defaults are often 1e-4)
    opts: dict[str, Any] = dict(_ZERO_GAP.get(name, {}))
    if time_limit is not None:
        key = {"gurobi": "TimeLimit", "cplex": "timelimit", "scip": "limits/time",
               "cbc": "sec", "glpk": "tmlim"}.get(name)
        if key:
            opts[key] = int(time_limit) if name == "glpk" else time_limit
    with Timer() as t:
        res = interrupt.call_blocking(
            lambda: opt.solve(model, tee=tee, options=opts, load_solutions=False))
    tc = res.solver.termination_condition
    has_sol = len(res.solution) > 0
    if has_sol:
        model.solutions.load_from(res)
    bound = None
    try:
        lb = res.problem.lower_bound
        bound = float(lb) if lb is not None and math.isfinite(float(lb)) else None
    except (TypeError, ValueError):
        bound = None
    obj = None
    if has_sol:
        obj = float(pe.value(next(model.component_data_objects(pe.Objective, active=True))))
    if tc == TerminationCondition.optimal and res.solver.status == SolverStatus.ok:
        status = Status.OPTIMAL  # finalize() withdraws it if the bound does not match
    elif tc in (TerminationCondition.maxTimeLimit,):
        status = Status.TIME_LIMIT
    elif tc in (TerminationCondition.infeasible, TerminationCondition.infeasibleOrUnbounded):
        status = Status.INFEASIBLE
    elif has_sol:
        status = Status.FEASIBLE
    else:
        status = Status.ERROR
    return SolveOutcome(status, obj, bound, t.s, "", has_sol)


def solve_cpsat(model: Any, time_limit: float | None = 60.0, threads: int | None = None,
                log: bool = False, seed: int = 0) -> tuple[SolveOutcome, Any]:
    """Solve a CP-SAT model; returns the outcome and the ``CpSolver`` (for values)."""
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    time_limit = effective_limit(time_limit)
    if time_limit is not None:
        solver.parameters.max_time_in_seconds = float(time_limit)
    solver.parameters.num_workers = threads or default_threads()
    solver.parameters.random_seed = seed
    solver.parameters.log_search_progress = log
    # CP-SAT's own SIGINT handler stops the search and returns FEASIBLE: the interrupt
    # then looked like a normal result (issue 12); we stop it ourselves and say so
    solver.parameters.catch_sigint_signal = False
    if log:  # the log goes to stderr: with --json, stdout is one JSON object
        solver.parameters.log_to_stdout = False
        solver.log_callback = lambda line: print(line, file=sys.stderr)
    with Timer() as t:
        st = interrupt.call_blocking(lambda: solver.solve(model), solver.stop_search)
    has_sol = st in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    obj = solver.ObjectiveValue() if has_sol else None
    bound = solver.BestObjectiveBound() if st != cp_model.MODEL_INVALID else None
    if st == cp_model.OPTIMAL:
        status = Status.OPTIMAL
    elif st == cp_model.INFEASIBLE:
        status, bound = Status.INFEASIBLE, None
    elif st == cp_model.MODEL_INVALID:
        status = Status.ERROR
    elif time_limit is not None and solver.WallTime() >= 0.98 * time_limit:
        status = Status.TIME_LIMIT
    elif has_sol:
        status = Status.FEASIBLE
    else:
        status = Status.ERROR
    if bound is not None and not math.isfinite(bound):
        bound = None
    return SolveOutcome(status, obj, bound, t.s, "", has_sol), solver


@dataclass
class HighsOutcome:
    """What :func:`solve_highs_matrix` returns: the outcome, the column values (None
    without a feasible solution), the branch-and-bound node count and HiGHS' status text.
    Objective and bound are in the caller's units (the ``obj_scale`` divided out)."""

    outcome: SolveOutcome
    x: Any
    nodes: int
    highs_status: str


def solve_highs_matrix(cost: Any, col_lower: Any, col_upper: Any, matrix: Any,
                       row_lower: Any, row_upper: Any, integer: Any = None, *,
                       offset: float = 0.0, obj_scale: float = 1.0,
                       time_limit: float | None = None, threads: int | None = None,
                       solver: str | None = None, seed: int = 0,
                       log: bool = False) -> HighsOutcome:
    """Solve ``min cost·x + offset`` s.t. ``row_lower <= A x <= row_upper``, bounds and
    integrality, on HiGHS directly (no Pyomo): the one matrix-form HiGHS path.

    Parameters
    ----------
    cost, col_lower, col_upper : array-like (n,)
        Objective coefficients (already multiplied by ``obj_scale``) and column bounds
        (``±inf`` allowed).
    matrix : scipy.sparse matrix (m, n)
    row_lower, row_upper : array-like (m,)
    integer : array-like of bool (n,), optional
        Integrality per column (None: an LP).
    offset : float
        Constant added to the objective (in scaled units).
    obj_scale : float
        Objective and bound are divided by it before they are returned.
    time_limit : float, optional
        Seconds from the call (preparing and passing the matrix count), capped by the
        enclosing facade's limit (:func:`effective_limit`).
    threads : int, optional
    solver : str, optional
        HiGHS' ``solver`` option for LPs (``simplex``, ``ipm``, ``pdlp``).

    Zero relative and absolute MIP gaps (``optimal`` means proven); HiGHS' user
    interrupt is enabled and the call runs through :func:`interrupt.call_blocking`, so
    Ctrl-C and SIGTERM stop it within about a second, in the CLI, in bench workers and
    in library use alike.
    """
    import highspy
    import numpy as np
    from scipy import sparse

    t_call = time.monotonic()  # passing 10^6 non-zeros takes ~1 s: it counts
    A = sparse.csc_matrix(matrix)
    n = A.shape[1]
    big = highspy.kHighsInf

    def clip(v: Any) -> Any:
        arr = np.asarray(v, dtype=float)
        return np.clip(arr, -big, big)

    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = n, A.shape[0]
    lp.col_cost_ = np.asarray(cost, dtype=float)
    lp.col_lower_ = clip(col_lower)
    lp.col_upper_ = clip(col_upper)
    lp.row_lower_ = clip(row_lower)
    lp.row_upper_ = clip(row_upper)
    lp.offset_ = float(offset)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = A.indptr.astype(np.int32)
    lp.a_matrix_.index_ = A.indices.astype(np.int32)
    lp.a_matrix_.value_ = A.data.astype(float)
    is_mip = integer is not None and bool(np.any(np.asarray(integer, dtype=bool)))
    if is_mip:
        lp.integrality_ = [highspy.HighsVarType.kInteger if b else
                           highspy.HighsVarType.kContinuous
                           for b in np.asarray(integer, dtype=bool)]
    h = highspy.Highs()
    h.setOptionValue("output_flag", bool(log))
    if log:
        h.setOptionValue("log_to_console", False)
    h.setOptionValue("threads", highs_threads(threads))
    h.setOptionValue("mip_rel_gap", 0.0)
    h.setOptionValue("mip_abs_gap", 0.0)
    h.setOptionValue("random_seed", int(seed))
    if solver:
        h.setOptionValue("solver", solver)
    h.passModel(lp)
    limit = effective_limit(None if time_limit is None else
                            max(0.01, time_limit - (time.monotonic() - t_call)))
    if limit is not None:
        h.setOptionValue("time_limit", float(limit))
    h.HandleUserInterrupt = True  # a signal cancels the solve (core.interrupt)
    with Timer() as t:
        interrupt.call_blocking(h.run, h.cancelSolve)
        for retry in SOLVE_ERROR_RETRIES:  # HiGHS 1.12, #2782/#2808: see _solve_highs
            if not (h.getModelStatus() == highspy.HighsModelStatus.kSolveError
                    and _time_left(limit, t)):
                break
            for key, value in retry.items():
                h.setOptionValue(key, value)
            if limit is not None:
                h.setOptionValue("time_limit", max(1e-3, float(limit) - t.elapsed()))
            interrupt.call_blocking(h.run, h.cancelSolve)
    ms = h.getModelStatus()
    info = h.getInfo()
    has_sol = info.primal_solution_status == 2  # kSolutionStatusFeasible
    x = np.asarray(h.getSolution().col_value) if has_sol else None
    obj = float(info.objective_function_value) / obj_scale if has_sol else None
    raw_bound = float(info.mip_dual_bound) if is_mip else (
        float(info.objective_function_value) if ms == highspy.HighsModelStatus.kOptimal
        else math.nan)
    bound: float | None = raw_bound / obj_scale if math.isfinite(raw_bound) else None
    M = highspy.HighsModelStatus
    if ms == M.kOptimal and has_sol:
        status = Status.OPTIMAL
        if bound is None:  # HiGHS' bound can be -inf for trivial models
            bound = obj
    elif ms == M.kTimeLimit:
        status = Status.TIME_LIMIT
    elif ms == M.kInterrupt:
        status = Status.INTERRUPTED
    elif ms in (M.kInfeasible, M.kUnboundedOrInfeasible):
        status, bound = Status.INFEASIBLE, None
    elif has_sol:
        status = Status.FEASIBLE
    else:
        status = Status.ERROR
    nodes = int(getattr(info, "mip_node_count", 0) or 0) if is_mip else 0
    return HighsOutcome(SolveOutcome(status, obj, bound, t.s, "", has_sol), x, nodes,
                        h.modelStatusToString(ms))
