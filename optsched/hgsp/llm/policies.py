"""Priority policies of Section VI-B, on the built-in simulators and on the online contract.

A policy is a *priority key*: at every decision point the simulator sorts the waiting
tasks by ``key(view)`` (smallest first) and starts, in that order, every task whose gang
fits on the free GPUs (list scheduling; with ``backfill=False`` it stops at the first task
that does not fit, the literal "strictly in arrival order" reading for FIFO).

Built-in keys (``a_i`` arrival, ``w_i`` weight, ``p̂_i`` estimated processing time =
``L_i / lambda^phi`` on the ``tau_i`` fastest eligible GPUs, i.e. "based on token count
and phase"; tasks are not preempted, so the remaining time of a waiting task is its whole
processing time); every key ends with the task index, so ties are broken by input order:

* ``fifo``          ``(a_i, i)``                      VI-B.1
* ``weighted-fifo`` ``(-w_i, a_i, i)``                VI-B.2 weight first, then arrival
* ``srpt``          ``(p̂_i, a_i, i)``                 VI-B.3
* ``wsrpt``         ``(-w_i / p̂_i, a_i, i)``          VI-B.4 high weight-to-duration first

The same keys run on the online-policy contract (:mod:`.contract`) through
:class:`PriorityPolicy`, which gives the event-driven simulator's schedules exactly. Your
own scheduler is an online policy class (``decide(view) -> [Start, ...]``) run with
``optsched run FILE --algo path/to/file.py:NAME``; a priority rule of your own is a
:class:`PriorityPolicy` subclass::

    class LongestFirst(PriorityPolicy):
        def __init__(self, *, seed: int = 0) -> None:
            super().__init__(Policy("longest-first", lambda v: (-v.est_s, v.index)))
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from optsched.core.errors import InstanceError

from .contract import LlmView, Start, WaitingTask
from .instance import Task


@dataclass(frozen=True)
class TaskView:
    """What a priority key may look at: the task, its index, its estimated processing
    time ``est_s`` (s, on the fastest eligible gang) and the decision time ``now`` (s).

    ``task`` is the instance's :class:`~.instance.Task` on the built-in simulators and the
    contract's :class:`~.contract.WaitingTask` under :class:`PriorityPolicy` (both have
    ``id``, ``arrival_s``, ``weight``, ``tokens``, ``phase``, ``tp_degree``); ``index``
    is the task's position in the instance there and in the arrival-ordered queue here,
    which order ties identically.
    """

    index: int
    task: Task | WaitingTask
    est_s: float
    now: float


PriorityKey = Callable[[TaskView], Any]


@dataclass(frozen=True)
class Policy:
    """A named priority key (smaller key = served first).

    ``dynamic=True`` declares that the key depends on ``view.now``; such keys are
    re-evaluated at every decision point (the discrete simulator then steps through every
    grid point instead of jumping between events).
    """

    name: str
    key: PriorityKey
    description: str = ""
    dynamic: bool = False


def _fifo(v: TaskView) -> tuple:
    return (v.task.arrival_s, v.index)


def _weighted_fifo(v: TaskView) -> tuple:
    return (-v.task.weight, v.task.arrival_s, v.index)


def _srpt(v: TaskView) -> tuple:
    return (v.est_s, v.task.arrival_s, v.index)


def _wsrpt(v: TaskView) -> tuple:
    return (-v.task.weight / v.est_s, v.task.arrival_s, v.index)


#: the built-in policies by name (registered as algorithms in :mod:`.family`)
POLICIES: dict[str, Policy] = {p.name: p for p in (
    Policy("fifo", _fifo, "FIFO: arrival order (VI-B.1)"),
    Policy("weighted-fifo", _weighted_fifo, "WeightedFIFO: weight, then arrival (VI-B.2)"),
    Policy("srpt", _srpt, "SRPT: shortest estimated processing time first (VI-B.3)"),
    Policy("wsrpt", _wsrpt, "WSRPT: largest weight / estimated time first (VI-B.4)"),
)}


class PriorityPolicy:
    """A priority key as an online policy of the contract (:mod:`.contract`).

    At each decision instant: the waiting tasks sorted by ``policy.key`` (smallest first;
    ``index`` = the task's rank in arrival order, ties in instance order, as the view
    lists them); each, in turn, takes the first ``tau_i`` free GPUs of its eligible list
    (``placement="fastest"``: fastest first for its phase; ``"first"``: instance order)
    if there are that many; with ``backfill=False`` the scan stops at the first task
    that does not fit. A static key is computed once per task (the queue is kept sorted);
    a ``dynamic`` one at every decision. Gives the event-driven simulator's schedule
    exactly (``tests/hgsp/llm/test_contract.py``).

    Parameters
    ----------
    policy : Policy or str
        A :class:`Policy` or the name of a built-in one.
    backfill : bool
    placement : {"fastest", "first"}
    """

    def __init__(self, policy: Policy | str, *, backfill: bool = True,
                 placement: str = "fastest") -> None:
        if placement not in ("fastest", "first"):
            raise InstanceError("param.placement", f"must be 'fastest' or 'first', got "
                                f"{placement!r}")
        self.policy = POLICIES[policy] if isinstance(policy, str) else policy
        self.backfill = backfill
        self.placement = placement
        self._rank: dict[str, int] = {}
        self._queue: list[tuple[Any, int, str]] = []  # (key, rank, task id), sorted

    def _view(self, t: WaitingTask, now: float) -> TaskView:
        return TaskView(self._rank[t.id], t, t.est_s, now)

    def decide(self, view: LlmView) -> list[Start]:
        """The tasks to start now and their gangs."""
        key, now = self.policy.key, view.time_s
        waiting = {t.id: t for t in view.waiting}
        for t in view.waiting:
            if t.id not in self._rank:
                self._rank[t.id] = len(self._rank)
                if not self.policy.dynamic:
                    insort(self._queue, (key(self._view(t, now)), self._rank[t.id], t.id))
        if self.policy.dynamic:
            self._queue = sorted((key(self._view(t, now)), self._rank[t.id], t.id)
                                 for t in view.waiting)
        free = set(view.free)
        pos = {g.id: j for j, g in enumerate(view.gpus)}
        out: list[Start] = []
        keep: list[tuple[Any, int, str]] = []
        for n, item in enumerate(self._queue):
            task = waiting.get(item[2])
            if task is None:  # started by an earlier decision of this policy
                continue
            if not free:
                keep.extend(e for e in self._queue[n:] if e[2] in waiting)
                break
            cand = task.eligible if self.placement == "fastest" else sorted(task.eligible,
                                                                        key=pos.__getitem__)
            gang = [g for g in cand if g in free][:task.tp_degree]
            if len(gang) < task.tp_degree:
                keep.append(item)
                if not self.backfill:
                    keep.extend(e for e in self._queue[n + 1:] if e[2] in waiting)
                    break
                continue
            out.append(Start(task.id, tuple(gang)))
            free.difference_update(gang)
        self._queue = keep
        return out
