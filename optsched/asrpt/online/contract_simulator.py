"""Event-driven simulator of a user's online policy on the ``asrpt-online`` contract.

:func:`simulate_contract` advances from event to event -- job submissions and job
completions, nothing else (no loop over idle time) -- and at every event instant
applies the completions (their GPUs are free at that instant), then the submissions,
then calls ``policy.decide(view)`` once with an :class:`~.contract.AsrptView` and
applies the :class:`~.contract.Start` decisions returned, in order. Job ``i`` started at
t_i with placement x runs without preemption for n_i alpha_i(x) seconds, alpha_i by
eq. (7) (:class:`optsched.asrpt.TimeModel`), exactly as in :mod:`.simulator`.

Refused decisions raise :class:`~optsched.core.policy.DecisionError` (exit 2) naming the
time, the job and the server. A policy that leaves jobs waiting while nothing runs and no
submission is to come would wait forever: that is refused too (DecisionError naming the
first waiting job), so the simulator never hangs on such a policy; a ``decide`` that
itself loops forever is stopped by ``--time-limit`` / Ctrl-C (status ``interrupted``).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable
from typing import Any

import numpy as np

from optsched.core import interrupt
from optsched.core.errors import InstanceError
from optsched.core.policy import DecisionError, Event, OnlinePolicy, left_waiting
from optsched.core.result import Result, Status

from .contract import AsrptView, RunningJob, Start, WaitingJob
from .instance import OnlineInstance
from .placement import Placer, config_timings
from .predictors import check_predictor, predict_iterations
from .schedule import JobRun, OnlineSchedule
from .verify import evaluate


def _waiting_jobs(inst: OnlineInstance, pred: np.ndarray, seed: int) -> list[WaitingJob]:
    """The view of every job while it waits (built once)."""
    timings = config_timings(inst, seed=seed)
    index = {c: k for k, c in enumerate(inst.config_names)}
    out = []
    for i, j in enumerate(inst.jobs):
        cfg = inst.configs[j.config]
        tm = timings[index[j.config]]
        p = float(pred[i])
        out.append(WaitingJob(
            id=j.id, submit_s=j.submit, gpus=j.gpus, config=j.config,
            model=cfg.profile.profile if cfg.profile is not None else None,
            replicas=cfg.job.replicas, user=j.user, group=j.group,
            predicted_iterations=p, alpha_min_s=tm.alpha_min_est,
            alpha_max_s=tm.alpha_max, predicted_duration_s=p * tm.alpha_min_est))
    return out


def _ints(v: Any) -> tuple[int, ...] | None:
    """``v`` as a tuple of ints (no bools), or None if it is not a sequence of them."""
    if isinstance(v, (str, bytes)) or not hasattr(v, "__iter__"):
        return None
    out = tuple(v)
    if not all(isinstance(x, (int, np.integer)) and not isinstance(x, bool) for x in out):
        return None
    return tuple(int(x) for x in out)


class _State:
    """Mutable simulator state; :meth:`start` validates and applies one decision."""

    def __init__(self, inst: OnlineInstance, placer: Placer, pred: np.ndarray) -> None:
        self.inst = inst
        self.placer = placer
        self.pred = pred
        self.pos = {j.id: i for i, j in enumerate(inst.jobs)}
        self.cfg = {c: k for k, c in enumerate(inst.config_names)}
        self.free = [inst.cluster.gpus_per_server] * inst.cluster.servers
        self.waiting: dict[str, int] = {}  # id -> job index, in submission order
        self.running: dict[int, RunningJob] = {}  # job index -> view, in start order
        self.holders: list[list[str]] = [[] for _ in range(inst.cluster.servers)]
        self.runs: list[JobRun | None] = [None] * len(inst.jobs)

    def refuse(self, now: float, detail: str) -> DecisionError:
        return DecisionError(f"decision at t={now:.9g} s", detail)

    def start(self, d: object, now: float) -> tuple[float, int]:
        """Apply decision ``d`` at ``now``: (end time, job index)."""
        if not isinstance(d, Start):
            raise self.refuse(now, f"expected Start(job, servers, counts), got "
                              f"{type(d).__name__} {d!r:.80}")
        i = self.pos.get(d.job) if isinstance(d.job, str) else None
        if i is None:
            raise self.refuse(now, f"job {d.job!r} is not an id of this instance")
        if d.job not in self.waiting:
            job = self.inst.jobs[i]
            why = ("is running" if i in self.running else "has completed"
                   if self.runs[i] is not None else
                   f"is not submitted yet (submit {job.submit:.9g} s)")
            raise self.refuse(now, f"job {d.job!r} {why}: only waiting jobs can start")
        who = f"job {d.job!r}"
        servers = _ints(d.servers)
        if servers is None or not servers:
            raise self.refuse(now, f"{who}: servers must be a non-empty sequence of server "
                              f"indices, got {d.servers!r:.80}")
        rows = None
        if not isinstance(d.counts, (str, bytes)) and hasattr(d.counts, "__iter__"):
            rows = [_ints(r) for r in d.counts]
        if rows is None or any(r is None for r in rows):
            raise self.refuse(now, f"{who}: counts must be a sequence of rows of replica "
                              f"counts (ints), got {d.counts!r:.80}")
        counts = tuple(r for r in rows if r is not None)
        if len(counts) != len(servers):
            raise self.refuse(now, f"{who}: {len(servers)} servers but {len(counts)} "
                              "count rows")
        M = self.inst.cluster.servers
        seen: set[int] = set()
        for m in servers:
            if not 0 <= m < M:
                raise self.refuse(now, f"{who}: server {m} is not a server (0..{M - 1})")
            if m in seen:
                raise self.refuse(now, f"{who}: server {m} is listed twice")
            seen.add(m)
        job = self.inst.jobs[i]
        k = self.inst.configs[job.config].job.replicas
        for m, row in zip(servers, counts, strict=True):
            if len(row) != len(k):
                raise self.refuse(now, f"{who}: the counts row of server {m} has {len(row)} "
                                  f"entries, the job has {len(k)} stages")
            if min(row) < 0 or sum(row) == 0:
                raise self.refuse(now, f"{who}: server {m} must hold >= 1 replica and no "
                                  f"negative count, got {list(row)}")
        cols = [sum(row[s] for row in counts) for s in range(len(k))]
        if cols != list(k):
            raise self.refuse(now, f"{who}: replicas per stage {cols} != k = {list(k)} "
                              "(every replica placed once)")
        for m, row in zip(servers, counts, strict=True):
            if sum(row) > self.free[m]:
                held = ", ".join(repr(h) for h in self.holders[m]) or "none"
                raise self.refuse(now, f"{who}: needs {sum(row)} GPUs on server {m}, "
                                  f"{self.free[m]} free (running there: {held})")
        alpha = self.placer.alpha(self.cfg[job.config], np.array(counts, dtype=np.int64))
        for m, row in zip(servers, counts, strict=True):
            self.free[m] -= sum(row)
            self.holders[m].append(d.job)
        del self.waiting[d.job]
        self.runs[i] = JobRun(start=now, servers=servers, counts=counts, alpha=alpha)
        self.running[i] = RunningJob(
            id=d.job, gpus=job.gpus, submit_s=job.submit, start_s=now, servers=servers,
            counts=counts, alpha_s=alpha, predicted_end_s=now + float(self.pred[i]) * alpha)
        return now + job.iterations * alpha, i

    def complete(self, i: int) -> None:
        r = self.running.pop(i)
        for m, row in zip(r.servers, r.counts, strict=True):
            self.free[m] += sum(row)
            self.holders[m].remove(r.id)


def contract_schedule(inst: OnlineInstance, policy: OnlinePolicy[AsrptView, Start], *,
                      seed: int = 0, predictor: str = "rf") -> tuple[OnlineSchedule, int]:
    """Run an online policy event by event: (schedule, number of decision instants).

    See :func:`simulate_contract` (which wraps the schedule into a Result).
    """
    check_predictor(predictor)
    for i, j in enumerate(inst.jobs):
        if j.gpus > inst.total_gpus:
            raise InstanceError(f"jobs[{i}].gpus", f"{j.gpus} > the cluster's "
                                f"{inst.total_gpus} GPUs: the job can never start")
    n = len(inst.jobs)
    pred = predict_iterations(inst, predictor, seed=seed)
    placer = Placer(inst, seed=seed)
    views = _waiting_jobs(inst, pred, seed)
    st = _State(inst, placer, pred)
    arrivals = sorted(range(n), key=lambda i: (inst.jobs[i].submit, i))
    heap: list[tuple[float, int]] = []  # (true end, job index)
    nxt = finished = decisions = 0
    now = 0.0
    while finished < n:
        last = now
        now = min(inst.jobs[arrivals[nxt]].submit if nxt < n else math.inf,
                  heap[0][0] if heap else math.inf)
        if now == math.inf:
            raise left_waiting(f"decision at t={last:.9g} s", len(st.waiting),
                               next(iter(st.waiting)))
        interrupt.check()
        events: list[Event] = []
        while heap and heap[0][0] <= now:
            _, i = heapq.heappop(heap)
            st.complete(i)
            finished += 1
            events.append(Event("completion", inst.jobs[i].id))
        while nxt < n and inst.jobs[arrivals[nxt]].submit <= now:
            i = arrivals[nxt]
            st.waiting[inst.jobs[i].id] = i
            events.append(Event("arrival", inst.jobs[i].id))
            nxt += 1
        if finished == n:
            break
        decisions += 1
        view = AsrptView(now, tuple(events), tuple(views[i] for i in st.waiting.values()),
                         tuple(st.running.values()), tuple(st.free), inst.cluster,
                         placer, st.cfg)
        out = policy.decide(view)
        if out is None:
            continue
        if not isinstance(out, Iterable):
            raise DecisionError(f"decision at t={now:.9g} s", f"decide() returned a "
                                f"{type(out).__name__}, expected an iterable of Start")
        for d in out:
            heapq.heappush(heap, st.start(d, now))
    runs = tuple(r for r in st.runs if r is not None)
    return OnlineSchedule(runs=runs), decisions


def simulate_contract(inst: OnlineInstance, policy: OnlinePolicy[AsrptView, Start], /, *,
                      seed: int = 0, predictor: str = "rf") -> Result:
    """Run a user's online policy (``decide(AsrptView) -> [Start, ...]``) event by event.

    Parameters
    ----------
    inst : OnlineInstance
    policy : object with ``decide(AsrptView) -> iterable of Start``
        Called once per instant at which jobs are submitted or complete (see
        :mod:`~optsched.asrpt.online.contract`).
    seed : int
        Seed of the random forest predictor and of Heavy-Edge's random choice (the
        view's alpha~^min and :meth:`~.contract.AsrptView.place`).
    predictor : {"rf", "mean", "median", "perfect"}
        Source of the view's predicted iterations n~_i (Section IV-C-3).

    Returns
    -------
    Result
        Raw (status feasible, objective of problem (8) in s); ``finalize`` verifies it.

    Raises
    ------
    DecisionError
        A decision the simulator refuses (naming the time, the job and the server), or a
        policy that leaves jobs waiting on an idle cluster with no submission to come.
    """
    sched, decisions = contract_schedule(inst, policy, seed=seed, predictor=predictor)
    obj, _ = evaluate(inst, sched)
    return Result(family="asrpt-online", instance=inst.name, method="online",
                  status=Status.FEASIBLE, objective=obj, schedule=sched,
                  metrics={"simulator": "contract", "predictor": predictor,
                           "decision_points": decisions})


__all__ = ["contract_schedule", "simulate_contract"]
