"""The slot-based simulator that runs a user's online policy on ``psrar`` (issue 23).

Event semantics are those of the Section 7 baselines' simulator
(:class:`~optsched.psrar.online.baselines.Simulator`): decision slots are the slots at
which a job arrives or completes; at slot ``t`` the jobs completing at ``t`` free their
resources first, then the jobs arriving at ``t`` join the queue, then the policy's
``decide`` gets a :class:`~optsched.psrar.online.contract.PsrarView` and the
:class:`~optsched.psrar.online.contract.Start` decisions it returns are applied in order
at ``t``. A job's duration follows from its configuration by (2f) with
:meth:`PsrarInstance.min_duration` (eq. (1)/(14), ``q_j`` derived from the placement);
structural rules (2b)-(2e), (2g), (2i) are those of the verifier
(``optsched.psrar.verify``, reused here); capacity is checked against the
resources free now, which stay free for the job's whole run (nothing is reserved in the
future), so every accepted start is feasible for (2h).

A policy that leaves jobs waiting on an idle cluster with no arrival to come would wait
forever: the simulator stops with a :class:`DecisionError` naming the slot and the
first such job (exit 2) instead of looping.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable

import numpy as np

from optsched.core import interrupt
from optsched.core.errors import InstanceError
from optsched.core.policy import DecisionError, Event, OnlinePolicy, left_waiting
from optsched.core.result import Result, Status

from ..instance import FAMILY_MAXWEIGHT, PsrarInstance
from ..schedule import JobPlacement
from ..verify import _check_piece
from .cluster import CAP_TOL, Cluster
from .contract import Configuration, PsrarCluster, PsrarView, RunningJob, Start, WaitingJob
from .primal_dual import to_schedule, weighted_completion


class _State:
    """Free capacity, who waits and who runs; applies one decision at a time."""

    def __init__(self, inst: PsrarInstance) -> None:
        self.inst = inst
        self.cl = Cluster.of(inst)
        self.free = self.cl.cap.copy()
        self.index = {job.name: j for j, job in enumerate(inst.jobs)}
        self.waiting: dict[int, WaitingJob] = {}
        self.running: dict[int, tuple[RunningJob, np.ndarray]] = {}
        self.done: set[int] = set()
        self.placed: dict[int, JobPlacement] = {}

    def _status(self, j: int) -> str:
        if j in self.running:
            return "it is running"
        if j in self.done:
            return "it has completed"
        return "it has not arrived yet"

    def start(self, d: object, t: int) -> RunningJob:
        where = f"decision at slot {t}"
        if not isinstance(d, Start):
            raise DecisionError(where, f"expected Start(job, config), got {d!r}")
        if not isinstance(d.job, str) or d.job not in self.index:
            raise DecisionError(where, f"{d.job!r} is not an id of a job of the instance")
        j = self.index[d.job]
        who = f"job {d.job!r}"
        if j not in self.waiting:
            raise DecisionError(where, f"{who} is not waiting: {self._status(j)}")
        pl = self._placement(where, who, j, d.config, t)
        demand = _demand(self.cl, pl)
        self._check_capacity(where, who, demand)
        pl = JobPlacement(t, self.inst.min_duration(j, pl.worker_type, pl.ps_type,
                                                    pl.n_workers, pl.colocated),
                          pl.worker_type, pl.workers, pl.ps_type, pl.ps)
        limit = self.inst.max_completion_slot
        if limit is not None and pl.completion > limit:
            raise DecisionError(where, f"{who} would complete at slot {pl.completion} > "
                                f"max_completion_slot = {limit} ({pl.duration} slots)")
        self.free -= demand
        w = self.waiting.pop(j)
        config = Configuration(pl.worker_type, pl.workers, pl.ps_type, pl.ps)  # plain ints
        run = RunningJob(d.job, config, t, pl.completion, w.weight, w.arrival_slot)
        self.running[j] = (run, demand)
        self.placed[j] = pl
        return run

    def _placement(self, where: str, who: str, j: int, c: object, t: int) -> JobPlacement:
        """The configuration as a placement (duration 1 for now), checked by (2b)-(2i)."""
        H = self.cl.H
        if not isinstance(c, Configuration):
            raise DecisionError(where, f"{who}: config must be a Configuration, got {c!r}")
        for name, v in (("worker_type", c.worker_type), ("ps_type", c.ps_type)):
            if not (v is None and name == "ps_type") and (
                    isinstance(v, bool) or not isinstance(v, (int, np.integer))):
                raise DecisionError(where, f"{who}: {name} must be an integer index, got "
                                    f"{v!r}")
        for name, vec in (("workers", c.workers), ("ps", c.ps)):
            if not isinstance(vec, (tuple, list)) or len(vec) != H or any(
                    isinstance(x, bool) or not isinstance(x, (int, np.integer)) for x in vec):
                raise DecisionError(where, f"{who}: {name} must be {H} integer counts (one "
                                    f"per server), got {vec!r}")
        pl = JobPlacement(t, 1, int(c.worker_type), tuple(int(x) for x in c.workers),
                          None if c.ps_type is None else int(c.ps_type),
                          tuple(int(x) for x in c.ps))
        bad = _check_piece(self.inst, j, pl)
        if bad:
            raise DecisionError(where, f"{who}: {bad[0]}")
        return pl

    def _check_capacity(self, where: str, who: str, demand: np.ndarray) -> None:
        slack = CAP_TOL * np.maximum(1.0, np.abs(self.free))
        over = demand > self.free + slack
        if over.any():
            h, r = (int(x) for x in np.argwhere(over)[0])
            holders = [self.inst.jobs[k].name for k, (_, dem) in self.running.items()
                       if dem[h, r] > 0]
            held = f" (held by {', '.join(repr(x) for x in holders)})" if holders else ""
            raise DecisionError(where, f"{who} needs {demand[h, r]:g} "
                                f"{self.inst.resources[r]} on server "
                                f"{self.inst.servers[h].name!r}, {max(0.0, self.free[h, r]):g}"
                                f" free{held}")


def _demand(cl: Cluster, pl: JobPlacement) -> np.ndarray:
    """``(H, R)`` resources held per slot (the same arithmetic as ``Packed.demand``)."""
    out = np.outer(np.asarray(pl.workers, dtype=float), cl.e[pl.worker_type])
    if pl.ps_type is not None:
        out += np.outer(np.asarray(pl.ps, dtype=float), cl.z[pl.ps_type])
    return out


def online_schedule(inst: PsrarInstance, policy: OnlinePolicy[PsrarView, Start]
                    ) -> tuple[dict[int, JobPlacement], int]:
    """Run an online policy slot by slot: (placements by job index, decision slots).

    See :func:`simulate_online` (which wraps the placements into a Result).
    """
    st = _State(inst)
    cluster = PsrarCluster.of(inst)
    n = len(inst.jobs)
    arrivals = sorted(range(n), key=lambda j: (inst.jobs[j].arrival_slot, j))
    heap: list[tuple[int, int]] = []  # (completion slot, job index)
    k = decisions = 0
    t = 0
    while len(st.done) < n:
        nxt = [inst.jobs[arrivals[k]].arrival_slot] if k < n else []
        if heap:
            nxt.append(heap[0][0])
        if not nxt:
            raise left_waiting(f"decision at slot {t}", len(st.waiting),
                               inst.jobs[next(iter(st.waiting))].name)
        t = min(nxt)
        interrupt.check()
        events: list[Event] = []
        while heap and heap[0][0] <= t:
            _, j = heapq.heappop(heap)
            st.free += st.running.pop(j)[1]
            st.done.add(j)
            events.append(Event("completion", inst.jobs[j].name))
        while k < n and inst.jobs[arrivals[k]].arrival_slot <= t:
            j = arrivals[k]
            st.waiting[j] = WaitingJob.of(inst.jobs[j])
            events.append(Event("arrival", inst.jobs[j].name))
            k += 1
        decisions += 1
        running = sorted(st.running.items(), key=lambda e: (e[1][0].end_slot, e[0]))
        view = PsrarView(t, tuple(events), tuple(st.waiting.values()),
                         tuple(r for _, (r, _) in running),
                         tuple(tuple(float(x) for x in row) for row in st.free), cluster)
        out = policy.decide(view)
        if out is not None and not isinstance(out, Iterable):
            raise DecisionError(f"decision at slot {t}", f"decide must return an iterable "
                                f"of Start (or None), got {out!r}")
        for d in out or ():
            run = st.start(d, t)
            heapq.heappush(heap, (run.end_slot, st.index[run.id]))
    return st.placed, decisions


def simulate_online(inst: PsrarInstance, policy: OnlinePolicy[PsrarView, Start], /, *,
                    seed: int = 0) -> Result:
    """Run a user's online policy (``decide(view) -> [Start, ...]``) slot by slot.

    Parameters
    ----------
    inst : PsrarInstance
        A ``psrar`` instance (min ``sum_j w_j c_j``, slots).
    policy : object with ``decide(PsrarView) -> iterable of Start``
        Called at every slot at which jobs arrive or complete
        (:mod:`~optsched.psrar.online.contract`).
    seed : int
        Unused (the simulator is deterministic; the policy got it at construction).

    Returns
    -------
    Result
        Raw (status feasible, objective ``sum_j w_j c_j`` in slots); ``finalize``
        verifies it.

    Raises
    ------
    DecisionError
        A decision the simulator refuses (naming the slot, the job and the resource), or
        a policy that leaves jobs waiting on an idle cluster with no arrival to come.
    """
    if inst.family == FAMILY_MAXWEIGHT:
        raise InstanceError("family", "the online simulator minimises total weighted "
                            "completion time: run it on a 'psrar' instance")
    placed, decisions = online_schedule(inst, policy)
    return Result(family=inst.family, instance=inst.name, method="online",
                  status=Status.FEASIBLE, objective=weighted_completion(inst, placed),
                  schedule=to_schedule(inst, placed),
                  metrics={"decision_slots": decisions})
