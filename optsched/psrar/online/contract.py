"""The online-policy contract of ``psrar``: what a cluster scheduler sees and decides.

A user's online policy is a class whose objects have ``decide(view) -> decisions``
(:mod:`optsched.core.policy`). The slot-based simulator
(:func:`~optsched.psrar.online.simulate.simulate_online`) calls ``decide`` once at every
slot at which jobs arrive or complete (all events of that slot together, completions
applied first: resources freed at slot ``t`` are free in the view at ``t``) with a
:class:`PsrarView`, and starts the jobs of the :class:`Start` decisions returned, in
order, at slot ``t``. A job that is not started waits; a started job keeps its
configuration until it completes (the paper's model is non-preemptive, Section 3.1).

What a scheduler may know. The paper's online model (Section 4: "upon the arrival of
job j", A_online computes each job's schedules from ``E_j``, ``D_j``, ``K_j``, ``v_jm``,
``U_j`` and ``pi_j``) gives the scheduler every arrived job's training parameters, so
durations are *known*, not predicted: a configuration with ``n`` workers of type ``m``
(PS type ``p``) runs ``d = ceil(E_j D_j K_j / (n rho))`` slots, ``rho`` of eq. (1)/(14)
with ``q_j = 1`` when everything sits on one server (:meth:`PsrarView.duration`). Jobs
that have not arrived are not visible. Job ids are the jobs' ``name`` strings of the
instance file; worker types, PS types and servers are indices into
:class:`PsrarCluster` (the schedule's vocabulary, :class:`~optsched.psrar.schedule.
JobPlacement`). Times are slots; resources are in the instance's units (``gpu`` count,
``vcpu``, ``memory_gb``, ``bandwidth_gbps``, in ``cluster.resources`` order).

Examples
--------
One worker of type 0 (and one PS of type 0) per job, co-located on the first server
with room, in arrival order::

    class OneWorker:
        def decide(self, view: PsrarView) -> list[Start]:
            free = [list(f) for f in view.free]
            out = []
            for job in view.waiting:
                p = 0 if job.is_ps else None
                for h in range(len(free)):
                    one = tuple(int(k == h) for k in range(len(free)))
                    c = Configuration(0, one, p, one if job.is_ps else (0,) * len(free))
                    need = view.cluster.demand(c)[h]
                    if all(x <= f for x, f in zip(need, free[h])):
                        out.append(Start(job.id, c))
                        free[h] = [f - x for f, x in zip(free[h], need)]
                        break
            return out

(``examples/psrar_online_fifo.py`` is a complete one.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from optsched.core.policy import Event

from ..instance import Job, PsrarInstance, PsType, Server, WorkerType

__all__ = ["Configuration", "Event", "PsrarCluster", "PsrarView", "RunningJob", "Start",
           "WaitingJob", "job_instance"]


@dataclass(frozen=True)
class Configuration:
    """Where a job runs: the schedule vocabulary of Section 3.1 without start/duration.

    Attributes
    ----------
    worker_type : int
        ``m``: the job's single worker type (2b), an index into ``cluster.worker_types``.
    workers : tuple of int
        ``y_jhm``: workers on every server ``h`` (one entry per server).
    ps_type : int or None
        ``p``: the single PS type (2c) of a PS job; ``None`` for a ring-allreduce job.
    ps : tuple of int
        ``s_jhp``: parameter servers on every server (all 0 for a RAR job).
    """

    worker_type: int
    workers: tuple[int, ...]
    ps_type: int | None
    ps: tuple[int, ...]

    @property
    def n_workers(self) -> int:
        """``Phi = sum_h y_jhm``."""
        return sum(self.workers)

    @property
    def colocated(self) -> bool:
        """``q_j``: every worker and PS on one server (eq. (1)/(14) without traffic)."""
        return sum(1 for y, s in zip(self.workers, self.ps) if y or s) == 1


@dataclass(frozen=True)
class WaitingJob:
    """A job that has arrived and not started: everything the paper's scheduler knows.

    Attributes
    ----------
    id : str
        The job's ``name`` in the instance file.
    arch : {"ps", "rar"}
        Parameter-server or ring-allreduce architecture.
    arrival_slot : int
        ``a_j`` (slots).
    weight : float
        ``w_j`` of the objective ``sum_j w_j c_j``.
    epochs, chunks, minibatches : int
        ``E_j``, ``D_j`` (also the most workers, (2g)), ``K_j``.
    minibatch_time_slots : tuple of float
        ``v_jm`` per worker type (slots).
    gradient_mb : float
        ``pi_j`` (MB).
    update_time_ms : tuple of float
        ``U_j^p`` per PS type (ms; PS jobs, empty for RAR).
    reduce_time_ms : float
        ``U_j`` (ms; RAR jobs).
    """

    id: str
    arch: Literal["ps", "rar"]
    arrival_slot: int
    weight: float
    epochs: int
    chunks: int
    minibatches: int
    minibatch_time_slots: tuple[float, ...]
    gradient_mb: float
    update_time_ms: tuple[float, ...]
    reduce_time_ms: float

    @property
    def is_ps(self) -> bool:
        return self.arch == "ps"

    @property
    def total_minibatches(self) -> int:
        """``E_j D_j K_j``: the work of (2f) (mini-batches)."""
        return self.epochs * self.chunks * self.minibatches

    @classmethod
    def of(cls, job: Job) -> WaitingJob:
        arch: Literal["ps", "rar"] = "ps" if job.is_ps else "rar"
        return cls(job.name, arch, job.arrival_slot, job.weight, job.epochs, job.chunks,
                   job.minibatches, job.minibatch_time_slots, job.gradient_mb,
                   job.update_time_ms, job.reduce_time_ms)

    def as_job(self) -> Job:
        """The instance's :class:`~optsched.psrar.instance.Job` with these data."""
        return Job(self.id, self.arch, self.arrival_slot, self.weight, self.epochs,
                   self.chunks, self.minibatches, self.minibatch_time_slots,
                   self.gradient_mb, self.update_time_ms, self.reduce_time_ms)


@dataclass(frozen=True)
class RunningJob:
    """A started job holding its configuration until ``end_slot``.

    Attributes
    ----------
    id : str
    config : Configuration
    start_slot, end_slot : int
        Start and (known) completion ``c_j`` (slots).
    weight : float
    arrival_slot : int
    """

    id: str
    config: Configuration
    start_slot: int
    end_slot: int
    weight: float
    arrival_slot: int


@dataclass(frozen=True)
class Start:
    """Decision: start waiting job ``job`` now with configuration ``config``.

    The simulator refuses (``DecisionError``, exit 2, naming the slot, the job and the
    resource) a job that is not waiting, a configuration breaking (2b)-(2e), (2g) or
    the PS bandwidth (2i), one that needs more of a resource on a server than is free,
    or one completing after ``max_completion_slot``. The job runs
    :meth:`PsrarView.duration` slots from now.
    """

    job: str
    config: Configuration


@dataclass(frozen=True)
class PsrarCluster:
    """The static cluster: resources (names, in order), servers with capacities
    ``C_h^r``, worker types ``e_m^r`` / ``b_m``, PS types ``z_p^r`` / ``B_p``, the slot
    length (s) and the completion limit (``None``: unbounded)."""

    resources: tuple[str, ...]
    servers: tuple[Server, ...]
    worker_types: tuple[WorkerType, ...]
    ps_types: tuple[PsType, ...]
    slot_seconds: float
    max_completion_slot: int | None

    @classmethod
    def of(cls, inst: PsrarInstance) -> PsrarCluster:
        return cls(inst.resources, inst.servers, inst.worker_types, inst.ps_types,
                   inst.slot_seconds, inst.max_completion_slot)

    def demand(self, config: Configuration) -> tuple[tuple[float, ...], ...]:
        """Resources the configuration holds on every server (instance units)."""
        e = self.worker_types[config.worker_type].demand
        z = self.ps_types[config.ps_type].demand if config.ps_type is not None else None
        return tuple(tuple(y * e[r] + (s * z[r] if z is not None else 0.0)
                           for r in range(len(self.resources)))
                     for y, s in zip(config.workers, config.ps))


def job_instance(cluster: PsrarCluster, job: WaitingJob) -> PsrarInstance:
    """A one-job instance on the cluster (job index 0), to reuse the family's functions
    (``min_duration``, :func:`~optsched.psrar.online.packing.pack`) from a view."""
    return PsrarInstance(name=job.id, resources=cluster.resources, servers=cluster.servers,
                         worker_types=cluster.worker_types, ps_types=cluster.ps_types,
                         jobs=(job.as_job(),), horizon_slots=job.arrival_slot + 1,
                         slot_seconds=cluster.slot_seconds)


@dataclass(frozen=True)
class PsrarView:
    """The read-only state at one decision slot.

    Attributes
    ----------
    time_slot : int
        Now (slot ``t``; decisions start jobs at ``t``).
    events : tuple of Event
        Completions, then arrivals, of this slot.
    waiting : tuple of WaitingJob
        Arrived, not started; in arrival order (ties in instance order).
    running : tuple of RunningJob
        Started, not completed; by completion slot (ties in instance order).
    free : tuple of tuple of float
        ``free[h][r]``: capacity of server ``h`` not held by running jobs, per resource
        in ``cluster.resources`` order (instance units).
    cluster : PsrarCluster
        Static: resources, servers, worker and PS types, slot length.
    """

    time_slot: int
    events: tuple[Event, ...]
    waiting: tuple[WaitingJob, ...]
    running: tuple[RunningJob, ...]
    free: tuple[tuple[float, ...], ...]
    cluster: PsrarCluster

    @property
    def time_s(self) -> float:
        """Now in seconds (``time_slot x slot_seconds``)."""
        return self.time_slot * self.cluster.slot_seconds

    def duration(self, job: WaitingJob, config: Configuration) -> int:
        """Slots job ``job`` runs with ``config``: the least ``d`` with
        ``d * n * rho >= E_j D_j K_j`` (2f), ``rho`` of eq. (1)/(14), ``q_j`` from the
        configuration (the simulator computes it the same way)."""
        return job_instance(self.cluster, job).min_duration(
            0, config.worker_type, config.ps_type, config.n_workers, config.colocated)
