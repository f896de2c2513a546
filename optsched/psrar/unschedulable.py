"""Why an instance admits no schedule at all (the registry's ``unschedulable`` hook)."""

from __future__ import annotations

from .gamma import enumerate_configs
from .instance import FAMILY_MAXWEIGHT, PsrarInstance


def unschedulable_reason(instance: PsrarInstance) -> str | None:
    """For ``psrar``: the first job with no feasible single-job placement (no worker
    type and PS type fit any server set, or it cannot complete by
    ``max_completion_slot``). The max-weight problem is never unschedulable (the empty
    schedule is feasible)."""
    if instance.family == FAMILY_MAXWEIGHT:
        return None
    limit = instance.max_completion_slot
    for j, job in enumerate(instance.jobs):
        deadline = limit if limit is not None else job.arrival_slot + 10**9
        if next(iter(enumerate_configs(instance, j, deadline=deadline,
                                       prune_dominated=False)), None) is None:
            why = (f"completes by max_completion_slot={limit}" if limit is not None
                   else "fits on the servers")
            return (f"jobs[{j}]: job {job.name!r} has no placement that {why} (no worker "
                    "type, PS type and worker count satisfy (2b)-(2i) with the job alone)")
    return None
