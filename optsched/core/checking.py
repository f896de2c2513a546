"""``optsched verify``: judge a solution file (a Result or a bare schedule) and its claims."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .discovery import family_of
from .errors import InstanceError
from .family import Family
from .finalize import finalize, finite, tolerance
from .protocols import Instance, JSONValue, Schedule
from .result import Result, Status


def load_schedule(fam: Family[Any, Any], data: Schedule | Mapping[str, JSONValue]) -> Schedule:
    """A family schedule from its JSON form (``schedule_type.from_dict``), if typed."""
    out: Schedule = fam.load_schedule(data)
    return out


def verify_solution(instance: Instance, solution: Schedule | JSONValue) -> Result:
    """Verify a solution: a Result JSON object, a bare schedule (JSON) or a schedule object.

    A Result claiming another family or instance, a malformed schedule, or a claim the
    schedule contradicts (``optimal`` not proven, an objective other than the recomputed
    one) is reported in ``message`` and makes ``feasible`` false or ``status_note`` set;
    nothing is corrected silently.
    """
    fam = family_of(instance)
    claimed: Mapping[str, Any] = {}
    problems: list[str] = []
    schedule: Schedule | JSONValue
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
        res.schedule = load_schedule(fam, schedule)  # type: ignore[arg-type]
    except InstanceError as exc:
        problems.append(str(exc))
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        problems.append(f"schedule: malformed ({type(exc).__name__}: {exc})")
    if problems:
        res.feasible = False
        res.status = Status.ERROR
        res.message = "verifier rejected the solution: " + "; ".join(problems)
        res.metrics["verifier_rejected"] = True
        return res
    try:
        res = finalize(fam, instance, res)
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        res.feasible = False
        res.status = Status.ERROR
        res.message = f"verifier rejected the schedule: malformed ({type(exc).__name__}: {exc})"
        res.metrics["verifier_rejected"] = True
        return res
    if res.feasible and claimed:
        _check_claims(fam, instance, res, claimed)
    return res


def _check_claims(fam: Family[Any, Any], instance: Instance, res: Result,
                  claimed: Mapping[str, Any]) -> None:
    """Compare what a Result file claims with what its schedule shows."""
    notes = []
    cobj = claimed.get("objective")
    if cobj is not None:
        c = finite(cobj)
        if c is None or abs(c - float(res.objective or 0.0)) > tolerance(
                fam, instance, c, res.objective):
            notes.append(f"objective: the file claims {cobj!r}, the schedule gives "
                         f"{res.objective:.12g}")
    sign = 1.0 if fam.sense == "min" else -1.0
    cb = claimed.get("bound")
    if cb is not None:
        b = finite(cb)
        if b is None:
            notes.append(f"bound: the file claims {cb!r}, not a finite number")
        elif res.objective is not None and sign * (b - res.objective) > tolerance(
                fam, instance, b, res.objective):
            side = "above" if sign > 0 else "below"
            notes.append(f"bound: the file claims a bound {b:.12g} {side} the schedule's "
                         f"objective {res.objective:.12g} (impossible)")
    cstatus = claimed.get("status")
    if cstatus is not None and (not isinstance(cstatus, str)
                                or cstatus not in {s.value for s in Status}):
        notes.append(f"status: unknown status {str(cstatus)[:40]!r}")
    if cstatus == Status.OPTIMAL.value:
        b = finite(claimed.get("bound"))
        ok = b is not None and res.objective is not None and abs(b - res.objective) <= \
            tolerance(fam, instance, b, res.objective) and not notes
        if not ok:
            notes.append("status: the file claims 'optimal' but its bound "
                         f"{claimed.get('bound')!r} does not prove the schedule's objective "
                         f"{res.objective:.12g}")
    if notes:
        res.status_note = "; ".join(notes)
        res.message = "the Result's claims are contradicted by its schedule: " + \
            "; ".join(notes)


__all__ = ["load_schedule", "verify_solution"]
