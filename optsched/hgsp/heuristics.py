"""FIFO and Greedy-EFT (paper hgsp, Sections III-A and III-B)."""

from __future__ import annotations

from optsched.core.result import Result, Status

from .instance import HgspInstance
from .list_scheduling import ListScheduler, arrival_order
from .schedule import HgspSchedule
from .verify import metrics_from_arrays


def _list_result(inst: HgspInstance, method: str, rule: str) -> Result:
    gpu, start = ListScheduler(inst, rule).evaluate(arrival_order(inst))
    m = metrics_from_arrays(inst, gpu, start)
    return Result(family="hgsp", instance=inst.name, method=method, status=Status.FEASIBLE,
                  objective=m["weighted_tardiness"],
                  schedule=HgspSchedule.from_arrays(inst, gpu, start))


def run_fifo(inst: HgspInstance, *, seed: int = 0) -> Result:
    """FIFO (III-A): arrival order; each task to the feasible GPU with earliest start.

    Deterministic (``seed`` is accepted for the common interface and unused).
    """
    return _list_result(inst, "fifo", "start")


def run_greedy(inst: HgspInstance, *, seed: int = 0) -> Result:
    """Greedy-EFT (III-B): arrival order; each task to the feasible GPU with earliest
    finish ``max(a_i, avail_j) + L_i / v_j``. Deterministic."""
    return _list_result(inst, "greedy", "eft")
