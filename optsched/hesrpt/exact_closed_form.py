"""heSRPT's closed form as an exact model (``optsched solve --solver closed-form``).

Theorems 5 and 6 of the paper give the optimal allocation and the optimal total weighted
flow time ``F*`` when (i) every job is present at time 0, (ii) ``s(k) = k**p`` with
``0 < p <= 1`` and (iii) the weights favour small jobs (``x_i > x_j => w_i <= w_j``: mean
slowdown and mean flow time always; ``weighted_flow_time`` when the file's weights do).
There the heSRPT schedule, simulated exactly and verified like any other, *is* the
optimum, and ``F*`` (times the objective's factor) is its proof: the Result carries
status ``optimal`` with ``bound = F*``, and :func:`optsched.core.finalize` keeps the claim
only if the verified objective meets that bound. Anywhere else no proof exists, and the
model refuses the instance with an :class:`~optsched.core.errors.InstanceError` naming
the reason (``optsched bound`` still gives a certified lower bound).
"""

from __future__ import annotations

from optsched.core import InstanceError, Result, Status

from .algorithms import closed_form_optimum, run_hesrpt
from .closed_form import favours_small_jobs
from .instance import HesrptInstance
from .speedup import Power


def closed_form_refusal(instance: HesrptInstance) -> InstanceError | None:
    """Why Theorems 5-6 do not prove an optimum for ``instance`` (None when they do)."""
    late = [i for i, j in enumerate(instance.jobs) if j.arrival_s != 0.0]
    if late:
        i = late[0]
        return InstanceError(f"jobs[{i}].arrival_s", f"is {instance.jobs[i].arrival_s!r}; "
                             "the closed form (Theorems 5-6) needs every job present at "
                             "time 0 (online instances have no proven optimum; use "
                             "optsched bound)")
    if not isinstance(instance.speedup, Power):
        return InstanceError("speedup.kind", f"is {instance.speedup.kind!r}; the closed form "
                             "(Theorems 5-6) needs s(k) = k^p (use optsched bound, or "
                             "--algo numeric for a numerical, unproven optimum)")
    if not favours_small_jobs(instance.sizes, instance.weights()):
        return InstanceError("jobs", "weights do not favour small jobs (x_i > x_j must imply "
                             "w_i <= w_j); Theorem 6 does not apply")
    return None


def solve_closed_form(instance: HesrptInstance, *, solver: str = "closed-form",
                      time_limit: float | None = None, threads: int | None = None) -> Result:
    """The heSRPT schedule with its Theorem 6 proof (raw Result, status ``optimal``).

    Parameters
    ----------
    instance : HesrptInstance
        Offline, ``s(k) = k**p``, weights favouring small jobs (otherwise refused).
    solver : str
        ``closed-form`` (the only kind of this model).
    time_limit, threads
        Unused: the schedule is computed in O(M^2) by the exact simulator.

    Raises
    ------
    InstanceError
        When Theorems 5-6 do not apply (the message names the field and why).
    """
    why = closed_form_refusal(instance)
    if why is not None:
        raise why
    f_star = closed_form_optimum(instance)
    if f_star is None:  # pragma: no cover - closed_form_refusal checked the same conditions
        raise InstanceError("instance", "Theorem 6 does not apply")
    raw = run_hesrpt(instance)
    raw.method = "closed-form"
    raw.status = Status.OPTIMAL
    raw.bound = f_star * instance.objective_factor()
    return raw


__all__ = ["closed_form_refusal", "solve_closed_form"]
