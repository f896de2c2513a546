"""The online-policy contract of ``asrpt-online``: what a job scheduler sees and decides.

A user's online policy is a class whose objects have ``decide(view) -> decisions``
(:mod:`optsched.core.policy`). The event-driven simulator
(:func:`~optsched.asrpt.online.contract_simulator.simulate_contract`, run by
``optsched run FILE --algo path/to/file.py:NAME``) calls ``decide`` once at every instant
at which jobs are submitted or complete (all events of that instant together,
completions applied first: GPUs freed at ``t`` are free in the view at ``t``; not at the
instant the last job completes, when nothing is left to decide) with an
:class:`AsrptView`, and starts the jobs of the :class:`Start` decisions returned, in
order. A job that is not started waits; nothing is preempted or migrated (problem (8)).

What a scheduler may know. Problem (8) is *non-clairvoyant* in the iteration counts: the
paper's scheduler predicts n~_i from the history of past jobs (Section IV-C-3), and so
does the view. A waiting job shows its submission time, GPU demand g_i, config (stage
table: replicas per stage, the profile's model name), user, group, the per-iteration
times alpha~^min_i (Heavy-Edge on the fewest servers, Section IV-B) and alpha^max_i
(Section III-B), and the **predicted** iterations n~_i of the run's predictor (default
``rf``; an unseen group predicts 0, the paper's rule) -- never the true n_i. A running
job shows its placement, alpha_i and its *predicted* end t_i + n~_i alpha_i; its true
end is learnt when it completes (a ``completion`` event). Only ``predictor=perfect``
(Python API: ``simulate_contract(..., predictor="perfect")``) reveals n_i, on purpose.

Placement vocabulary = the schedule's (:class:`~optsched.asrpt.online.schedule.JobRun`):
``servers`` (distinct server indices, 0-based) and ``counts[r][s]`` = x^m_{i,s}, the
replicas of stage ``s`` on server ``servers[r]``. The simulator computes alpha_i from
the placement by eq. (7) (:class:`optsched.asrpt.TimeModel`); the job then runs
n_i alpha_i seconds. :meth:`AsrptView.place` maps replicas onto chosen GPUs with
Heavy-Edge (the paper's mapping), and :func:`most_available` / :func:`least_available`
pick servers as the paper's rules do.

Job ids: the ``id`` strings of the instance file; servers: 0-based indices.

Examples
--------
First come, first served (backfilling), Heavy-Edge on the most-available servers::

    class Fcfs:
        def decide(self, view: AsrptView) -> list[Start]:
            free, out = list(view.free), []
            for job in view.waiting:  # submission order
                if job.gpus <= sum(free):
                    servers, caps = most_available(free, job.gpus)
                    out.append(view.place(job.id, servers, caps))
                    for m, c in zip(servers, caps):
                        free[m] -= c
            return out
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from optsched.core.policy import DecisionError, Event

from ..job import Cluster
from .placement import Placer
from .placement import least_available as _least
from .placement import most_available as _most

__all__ = ["AsrptView", "Event", "RunningJob", "Start", "WaitingJob", "least_available",
           "most_available"]


@dataclass(frozen=True)
class WaitingJob:
    """A job that has been submitted and not started (what a scheduler knows of it).

    Attributes
    ----------
    id : str
        The job's id.
    submit_s : float
        r_i, submission time (s).
    gpus : int
        g_i = sum_s k_{i,s}: GPUs it needs at once.
    config : str
        Name of its config (model + training configuration) in the instance.
    model : str or None
        The Table I model of a profile config (e.g. ``"vgg19"``), None for a stage table.
    replicas : tuple of int
        k_{i,s}, replicas of every pipeline stage.
    user, group : str
        The predictors' features (opaque).
    predicted_iterations : float
        n~_i from the run's predictor (>= 0; 0 for a group absent from the history).
    alpha_min_s : float
        alpha~^min_i: per-iteration time of Heavy-Edge on the fewest servers (s).
    alpha_max_s : float
        alpha^max_i: per-iteration time with one replica per server (s); a job is
        communication-heavy in A-SRPT when ``alpha_max_s / alpha_min_s >= 1.5``.
    predicted_duration_s : float
        n~_i alpha~^min_i (s), the key of SPJF (Section V-A-1d).
    """

    id: str
    submit_s: float
    gpus: int
    config: str
    model: str | None
    replicas: tuple[int, ...]
    user: str
    group: str
    predicted_iterations: float
    alpha_min_s: float
    alpha_max_s: float
    predicted_duration_s: float


@dataclass(frozen=True)
class RunningJob:
    """A job holding its GPUs.

    Attributes
    ----------
    id : str
    gpus : int
        g_i.
    submit_s, start_s : float
        r_i and t_i (s).
    servers : tuple of int
        The servers it uses.
    counts : tuple of tuple of int
        ``counts[r][s]``: replicas of stage ``s`` on ``servers[r]``.
    alpha_s : float
        alpha_i of this placement, eq. (7) (s).
    predicted_end_s : float
        t_i + n~_i alpha_i (s): the end a scheduler expects (the true end is learnt at
        the ``completion`` event; it may come earlier or later).
    """

    id: str
    gpus: int
    submit_s: float
    start_s: float
    servers: tuple[int, ...]
    counts: tuple[tuple[int, ...], ...]
    alpha_s: float
    predicted_end_s: float


@dataclass(frozen=True)
class Start:
    """Decision: start waiting job ``job`` now with this placement.

    ``servers`` are distinct server indices and ``counts[r][s]`` the replicas of stage
    ``s`` on ``servers[r]`` (each row lists every stage; each listed server holds at
    least one replica; column sums = k_{i,s}). The simulator refuses
    (``DecisionError``, exit 2) a job that is not waiting, an unknown or repeated server,
    a malformed count matrix and a server without that many free GPUs, naming the time,
    the job and the server.
    """

    job: str
    servers: tuple[int, ...]
    counts: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class AsrptView:
    """The read-only state at one decision instant.

    Attributes
    ----------
    time_s : float
        Now (s).
    events : tuple of Event
        Completions, then submissions (``arrival``), of this instant.
    waiting : tuple of WaitingJob
        Submitted, not started; by submission time (ties in instance order).
    running : tuple of RunningJob
        Started, not completed; by start time (ties in start order).
    free : tuple of int
        Free GPUs per server (index = server).
    cluster : Cluster
        Servers, GPUs per server g, NIC and intra-server bandwidths (Gbit/s).
    """

    time_s: float
    events: tuple[Event, ...]
    waiting: tuple[WaitingJob, ...]
    running: tuple[RunningJob, ...]
    free: tuple[int, ...]
    cluster: Cluster
    _placer: Placer = field(repr=False, compare=False)
    _config_index: dict[str, int] = field(repr=False, compare=False)

    @property
    def free_total(self) -> int:
        """Free GPUs in the cluster."""
        return sum(self.free)

    @cached_property
    def _waiting_by_id(self) -> dict[str, WaitingJob]:
        return {j.id: j for j in self.waiting}

    def job(self, job_id: str) -> WaitingJob:
        """The waiting job with id ``job_id`` (KeyError if none)."""
        job = self._waiting_by_id.get(job_id)
        if job is None:
            raise KeyError(f"{job_id!r} is not a waiting job at t={self.time_s:.9g} s")
        return job

    def place(self, job_id: str | WaitingJob, servers: Sequence[int],
              caps: Sequence[int]) -> Start:
        """Heavy-Edge (Section IV-B) of waiting job ``job_id`` (its id or the
        :class:`WaitingJob`) onto ``caps[r]`` GPUs of ``servers[r]``: the :class:`Start`
        decision.

        Raises
        ------
        DecisionError
            ``servers`` and ``caps`` differ in length, a cap is < 1, or the caps do not
            sum to g_i (the message names the time and the job).
        """
        job = self.job(job_id.id if isinstance(job_id, WaitingJob) else job_id)
        c = tuple(int(x) for x in caps)
        if len(c) != len(servers) or not c or min(c) < 1 or sum(c) != job.gpus:
            raise DecisionError(f"decision at t={self.time_s:.9g} s",
                                f"job {job.id!r}: place() needs one GPU count >= 1 per "
                                f"server summing to g = {job.gpus}, got servers "
                                f"{list(servers)} and caps {list(c)}")
        counts, _ = self._placer.place(self._config_index[job.config], c)
        return Start(job.id, tuple(int(m) for m in servers), counts)

    def alpha_s(self, job_id: str | WaitingJob, counts: Sequence[Sequence[int]]) -> float:
        """alpha_i by eq. (7) of waiting job ``job_id`` (id or :class:`WaitingJob`) with
        ``counts`` (servers x stages), seconds: what its Start with that placement would
        run per iteration."""
        job = self.job(job_id.id if isinstance(job_id, WaitingJob) else job_id)
        cfg = self._config_index[job.config]
        return self._placer.alpha(cfg, np.asarray(counts, dtype=np.int64))


def most_available(free: Sequence[int], need: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Servers by free GPUs descending (ties by index) covering ``need`` GPUs: (servers,
    GPUs taken on each), the last one contributing the remainder. ValueError if fewer
    than ``need`` are free. Algorithm 1's rule for communication-heavy jobs (lines 9, 17)."""
    servers, caps = _most(np.asarray(free, dtype=np.int64), need)
    return tuple(servers), caps


def least_available(free: Sequence[int], need: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Like :func:`most_available`, servers with at least one free GPU by free GPUs
    ascending (fragmentation-aware, Algorithm 1 line 22)."""
    servers, caps = _least(np.asarray(free, dtype=np.int64), need)
    return tuple(servers), caps
