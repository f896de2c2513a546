"""Solve-side helpers shared by exact models (hgsp, hgsp-llm, ...): exact data
normalisation (powers of ten, common divisors), the time budget that makes model building
count against the time limit, and the withdrawal of claims for discretised solves.

Generic (no family type appears here); candidates for :mod:`optsched.core`.
"""

from __future__ import annotations

import math
import time
from typing import Any

import numpy as np

from .result import Result, Status


def common_divisor(*arrays: np.ndarray) -> int:
    """Greatest common divisor (>= 1) of every entry of integer ``arrays``."""
    g = 0
    for arr in arrays:
        if arr.size:
            g = math.gcd(g, int(np.gcd.reduce(np.abs(arr.astype(np.int64)))))
    return max(g, 1)


def decade(x: float, high: float = 1e4) -> float:
    """The power of ten ``10^k`` with ``x / 10^k`` in ``[1, high)``; 1 when ``x`` is there
    already or ``x <= 0`` (so ordinary data is left untouched).

    Examples
    --------
    >>> decade(5e-8), decade(40.0), decade(5e14)
    (1e-08, 1.0, 100000000000.0)
    """
    if not (x > 0) or 1.0 <= x < high:
        return 1.0
    k = math.floor(math.log10(x))
    if x >= high:
        k -= round(math.log10(high)) - 1
    return float(10.0 ** k)


def unit_factor(x: float, low: float = 1e-4, high: float = 1e4) -> float:
    """1 when ``low <= x < high`` (ordinary data: models unchanged), else
    :func:`decade` of ``x``: a power of ten that brings a unit conversion factor ``x``
    (time units per model tick, seconds per unit) to ``[1, high)``."""
    if low <= x < high:
        return 1.0
    return decade(x, high)


def mark_discretized(res: Result, message: str) -> None:
    """Withdraw every claim of a result computed on a rounded copy of the instance:
    ``discretized=True`` (``finalize`` then never reports ``optimal``), no bound (a bound
    of the copy proves nothing about the instance), and ``message`` says why."""
    res.discretized = True
    res.bound = None
    if res.status is Status.OPTIMAL:
        res.status = Status.FEASIBLE
    res.message = message


class Budget:
    """Wall-clock budget of one solve: model building counts against the time limit.

    Parameters
    ----------
    time_limit : float or None
        Seconds for building and solving together (None = unlimited).
    """

    def __init__(self, time_limit: float | None) -> None:
        self.time_limit = time_limit
        self.t0 = time.monotonic()

    def remaining(self) -> float | None:
        """Seconds left (None = unlimited; 0 when spent)."""
        if self.time_limit is None:
            return None
        return max(0.0, self.time_limit - (time.monotonic() - self.t0))

    def spent(self) -> bool:
        """True when no time is left for the solver."""
        left = self.remaining()
        return left is not None and left <= 0.0

    def nearly_spent(self, share: float = 0.02) -> bool:
        """True when less than ``share`` of the limit is left (the solver stopped on it)."""
        left = self.remaining()
        return left is not None and self.time_limit is not None and \
            left <= share * self.time_limit


def stopped_by_budget(status: Status, has_solution: bool, budget: Budget) -> Status:
    """CP-SAT reports a stop at its (remaining) time limit as ``feasible`` or unknown when
    its own clock is short of the limit; with the budget used up that is ``time_limit``."""
    if status in (Status.FEASIBLE, Status.ERROR) and budget.nearly_spent():
        return Status.TIME_LIMIT
    return status


def needs_incumbent(res: Result) -> bool:
    """True when the time limit ended a solve before its solver had a schedule (the case
    :func:`keep_incumbent` fills)."""
    return res.status is Status.TIME_LIMIT and res.schedule is None


def keep_incumbent(res: Result, schedule: Any, source: str) -> Result:
    """When the time limit ended an exact solve before its solver had a schedule (while
    the model was built or translated, or before a first incumbent), a heuristic's
    ``schedule`` (``source`` names it) becomes the result's: only for status
    ``time_limit``, which it keeps; :func:`optsched.solve`'s verifier judges it and
    recomputes the objective; ``metrics["incumbent_from"]`` says where it came from."""
    if not needs_incumbent(res) or schedule is None:
        return res
    res.schedule = schedule
    res.objective = None  # the evaluator's value, as for every schedule
    why = f"the schedule is the best heuristic's ({source}): the solver had none"
    res.message = f"{res.message}; {why}" if res.message else why
    res.metrics["incumbent_from"] = source
    return res


def out_of_time(family: str, inst_name: str, budget: Budget, build_s: float) -> Result:
    """The Result of a solve whose model building used the whole time limit: status
    ``time_limit``, no schedule, no bound."""
    return Result(family=family, instance=inst_name, method="", status=Status.TIME_LIMIT,
                  build_s=build_s, runtime_s=build_s,
                  message=f"building the model took {build_s:.3g} s of the "
                          f"{budget.time_limit:g} s time limit; the solver was not started")
