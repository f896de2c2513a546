"""The judge: every raw Result is verified, its objective recomputed, its claims checked.

:func:`finalize` is the single place where a method's raw Result becomes the Result a
user sees. Nothing a solver, heuristic, simulator or user policy reports is trusted:
the family's verifier lists violations, its evaluator recomputes the objective, and a
claim of optimality survives only when a valid bound meets the recomputed objective
within a scale-aware relative tolerance.
"""

from __future__ import annotations

import math
from typing import Any

from .family import Family
from .protocols import Instance
from .result import Result, Status, relative_gap

#: relative tolerance for "two values are equal" (solver vs recomputed objective, bound
#: meeting the objective); scale-aware: see :func:`tolerance`
REL_TOL = 1e-7
#: a floor relative to the family's objective scale (for objectives at or near 0)
SCALE_TOL = 1e-12


def finite(x: object) -> float | None:
    """``float(x)`` when ``x`` is a finite number (not a bool), else None."""
    if x is None or isinstance(x, bool):
        return None
    try:
        f = float(x)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None
    return f if math.isfinite(f) else None


def tolerance(fam: Family[Any, Any], instance: Instance, *values: float | None) -> float:
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


def note(raw: Result, text: str) -> None:
    """Append ``text`` to ``raw.status_note``."""
    raw.status_note = text if not raw.status_note else f"{raw.status_note}; {text}"


def _downgrade(raw: Result, why: str) -> None:
    """An unproven ``optimal`` becomes ``feasible`` (or stays what it was), with a note."""
    if raw.status is Status.OPTIMAL:
        raw.status = Status.FEASIBLE
        note(raw, f"optimality not claimed: {why}")


def _granularity(fam: Family[Any, Any], instance: Instance) -> float | None:
    if fam.objective_granularity is None:
        return None
    try:
        q = fam.objective_granularity(instance)
    except Exception:  # noqa: BLE001 - advisory: no rounding when it cannot tell
        return None
    return float(q) if q is not None and math.isfinite(q) and q > 0 else None


def round_bound(fam: Family[Any, Any], instance: Instance, bound: float) -> float:
    """The strongest bound implied by ``bound`` when the optimum is a multiple of ``q``.

    With ``q = fam.objective_granularity(instance)`` (e.g. 1 for integral data) a valid
    lower bound ``b`` on the optimum (hence on every feasible objective) implies
    ``q ceil((b - tol) / q)`` (an upper bound implies ``q floor((b + tol) / q)`` when
    maximising); ``tol`` is the same tolerance within which a bound is accepted as
    meeting an objective, so a solver's bound that is valid only up to its tolerances
    stays valid after rounding.
    """
    q = _granularity(fam, instance)
    if q is None:
        return bound
    tol = tolerance(fam, instance, bound)
    if fam.sense == "min":
        return max(bound, q * math.ceil((bound - tol) / q))
    return min(bound, q * math.floor((bound + tol) / q))


def finalize(fam: Family[Any, Any], instance: Instance, raw: Result,
             recover_proof: bool = False) -> Result:
    """Judge ``raw`` with the family verifier and recompute its objective.

    * a schedule with violations -> ``feasible=False``, status ``error``, the violations
      in ``message``;
    * ``objective`` := the evaluator's value; the solver's value moves to
      ``metrics["solver_objective"]``;
    * a bound on the wrong side of the recomputed objective (above it when minimising) is
      discarded with a note, never accepted; when the optimum is a multiple of a known
      granularity a valid bound is rounded to the next multiple (:func:`round_bound`);
    * ``optimal`` survives only if a valid bound meets the recomputed objective within a
      *relative* tolerance (:func:`tolerance`). A solver objective that differs from the
      recomputed one (the model's own tolerances) is noted; it costs the claim only when
      the bound does not prove the recomputed objective. A model that solved a
      discretised copy (``raw.discretized``) never claims optimality;
    * ``recover_proof`` (exact solves): a verified schedule whose objective a valid bound
      meets is proven optimal whatever status the solver gave (a time limit hit just
      after the last improvement);
    * ``gap`` := relative gap between the recomputed objective and the bound.
    """
    raw.family = fam.name
    raw.instance = raw.instance or getattr(instance, "name", "")
    sign = 1.0 if fam.sense == "min" else -1.0
    if raw.bound is not None and finite(raw.bound) is None:
        note(raw, f"non-finite bound {raw.bound!r} discarded")
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
        raw.metrics = {**raw.metrics, "violations": len(violations),
                       "verifier_rejected": True}
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
    sobj = finite(solver_obj)
    solver_differs = solver_obj is not None and (
        sobj is None or abs(sobj - obj) > tolerance(fam, instance, sobj, obj))
    if raw.bound is not None:
        b = float(raw.bound)
        if sign * (b - obj) > tolerance(fam, instance, b, obj):
            note(raw, f"bound {b:.12g} is on the wrong side of the recomputed objective "
                      f"{obj:.12g}: discarded")
            raw.bound = None
            _downgrade(raw, "its bound was invalid")
        else:
            rb = round_bound(fam, instance, b)
            if rb != b:
                raw.metrics["bound_before_rounding"] = b
                raw.bound = rb
    if raw.discretized:
        _downgrade(raw, "the model solved a discretised copy of the instance")
    proven = (raw.bound is not None and not raw.discretized
              and abs(float(raw.bound) - obj) <= tolerance(fam, instance, raw.bound, obj))
    if raw.status is Status.OPTIMAL:
        if raw.bound is None and not solver_differs:
            raw.bound = obj  # a proof without a bound: the objective is the bound
            proven = True
        if not proven:
            why = (f"the solver's objective {solver_obj!r} differs from the recomputed "
                   f"{obj:.12g}" if solver_differs else
                   f"the bound {raw.bound!r} does not meet the objective {obj:.12g}")
            _downgrade(raw, why)
        elif solver_differs:
            note(raw, f"the solver's objective {solver_obj!r} differs from the recomputed "
                      f"{obj:.12g} (solver tolerances); the bound proves the recomputed "
                      "value")
    elif proven and recover_proof and raw.status in (Status.FEASIBLE, Status.TIME_LIMIT):
        note(raw, f"proven optimal by the bound {raw.bound:.12g} (the solver reported "
                  f"{raw.status.value})")
        raw.status = Status.OPTIMAL
    raw.gap = relative_gap(raw.objective, raw.bound,
                           abs_tol=tolerance(fam, instance, raw.objective, raw.bound))
    if raw.status is Status.OPTIMAL:
        raw.gap = 0.0
    return raw


__all__ = ["REL_TOL", "SCALE_TOL", "finalize", "finite", "note", "round_bound", "tolerance"]
