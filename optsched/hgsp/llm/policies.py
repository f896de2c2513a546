"""Priority policies of Section VI-B, and the hook for user-defined ones.

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

Add your own with :func:`register_policy`::

    from optsched.hgsp.llm import Policy, register_policy
    register_policy(Policy("longest-first", lambda v: (-v.est_s, v.index)))
    optsched.core.run(instance, "longest-first")
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .instance import Task


@dataclass(frozen=True)
class TaskView:
    """What a priority key may look at: the task, its index, its estimated processing
    time ``est_s`` (s, on the fastest eligible gang) and the decision time ``now`` (s)."""

    index: int
    task: Task
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


POLICIES: dict[str, Policy] = {}
_listeners: list[Callable[[Policy], None]] = []


def register_policy(policy: Policy) -> Policy:
    """Make ``policy`` available to the simulators (and as ``--algo NAME``)."""
    POLICIES[policy.name] = policy
    for fn in _listeners:
        fn(policy)
    return policy


def on_register(fn: Callable[[Policy], None]) -> None:
    """Call ``fn`` for every policy registered from now on (used by the family module)."""
    _listeners.append(fn)


for _p in (
    Policy("fifo", _fifo, "FIFO: arrival order (VI-B.1)"),
    Policy("weighted-fifo", _weighted_fifo, "WeightedFIFO: weight, then arrival (VI-B.2)"),
    Policy("srpt", _srpt, "SRPT: shortest estimated processing time first (VI-B.3)"),
    Policy("wsrpt", _wsrpt, "WSRPT: largest weight / estimated time first (VI-B.4)"),
):
    register_policy(_p)
