"""The online-policy contract of ``hgsp-llm``: what a gang scheduler sees and decides.

A user's online policy is a class whose objects have ``decide(view) -> decisions``
(:mod:`optsched.core.policy`). The event-driven simulator
(:func:`~optsched.hgsp.llm.simulate.simulate_online`) calls ``decide`` once at every
instant at which tasks arrive or complete (all events of that instant together,
completions applied first: GPUs freed at ``t`` are free in the view at ``t``) with an
:class:`LlmView`, and starts the tasks of the :class:`Start` decisions returned, in
order. A task that is not started waits; nothing is preempted (the paper's model).

What a scheduler may know. The paper's model (Section VI-A) gives every task's token count
``L_i``, phase, memory ``m_i``, gang size ``tau_i``, weight and arrival when it arrives,
and the GPUs' throughputs, so durations are *known*, not predicted: a gang ``S`` runs
``L_i / min_{j in S} lambda_j^phi`` seconds (:meth:`LlmView.duration_s`). The view also
carries the paper's estimate ``est_s`` (duration on the ``tau_i`` fastest eligible GPUs,
"estimated from token count and phase", the key of SRPT/WSRPT of Section VI-B); since the
model has no prediction error it equals the true duration on that gang.

Task and GPU ids are the ``id`` strings of the instance file.

Examples
--------
A first-come first-served policy on the fastest free eligible GPUs::

    class Fcfs:
        def decide(self, view: LlmView) -> list[Start]:
            free = set(view.free)
            out = []
            for t in sorted(view.waiting, key=lambda t: (t.arrival_s, t.id)):
                gang = [g for g in t.eligible if g in free][: t.tp_degree]
                if len(gang) == t.tp_degree:
                    out.append(Start(t.id, tuple(gang)))
                    free -= set(gang)
            return out
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from optsched.core.policy import Event

from .instance import Gpu

__all__ = ["Event", "Gpu", "LlmView", "RunningTask", "Start", "WaitingTask"]


@dataclass(frozen=True)
class WaitingTask:
    """A task that has arrived and not started (everything a scheduler knows of it).

    Attributes
    ----------
    id : str
        The task's id.
    model : str
        Model name ``M_i``.
    phase : {"prefill", "decode"}
        ``phi_i``.
    tokens : float
        ``L_i``, tokens to process.
    memory_per_gpu_gb : float
        ``m_i / tau_i``: memory each gang member must hold (GB).
    tp_degree : int
        ``tau_i``: the gang needs exactly this many GPUs at once.
    weight : float
        ``w_i`` of eq. (16).
    arrival_s : float
        ``a_i`` (s).
    eligible : tuple of str
        Ids of the GPUs with ``M_j >= m_i / tau_i``, fastest first for the task's phase
        (ties in instance order): the "fastest" placement takes the first ``tau_i`` free
        ones.
    eligible_types : tuple of str
        The GPU types (``Gpu.type``) among ``eligible``, each once.
    est_s : float
        ``p̂_i``: duration on the ``tau_i`` fastest eligible GPUs (s), the estimate of
        Section VI-B.
    """

    id: str
    model: str
    phase: Literal["prefill", "decode"]
    tokens: float
    memory_per_gpu_gb: float
    tp_degree: int
    weight: float
    arrival_s: float
    eligible: tuple[str, ...]
    eligible_types: tuple[str, ...]
    est_s: float


@dataclass(frozen=True)
class RunningTask:
    """A task holding its gang.

    Attributes
    ----------
    id : str
    gpus : tuple of str
        The gang's GPU ids.
    start_s, end_s : float
        Start and (known) completion time (s).
    weight, arrival_s : float
        ``w_i`` and ``a_i`` (s).
    """

    id: str
    gpus: tuple[str, ...]
    start_s: float
    end_s: float
    weight: float
    arrival_s: float


@dataclass(frozen=True)
class Start:
    """Decision: start waiting task ``task`` now on the GPUs ``gpus`` (its gang).

    The simulator refuses (``DecisionError``, exit 2) a task that is not waiting, a gang
    whose size is not ``tau_i``, a GPU listed twice, unknown, busy, or with less memory
    than ``m_i / tau_i``. The task runs ``L_i / min_{j in gpus} lambda_j^phi`` seconds.
    """

    task: str
    gpus: tuple[str, ...]


@dataclass(frozen=True)
class LlmView:
    """The read-only state at one decision instant.

    Attributes
    ----------
    time_s : float
        Now (s).
    events : tuple of Event
        The arrivals and completions of this instant.
    waiting : tuple of WaitingTask
        Arrived, not started; in arrival order (ties by instance order).
    running : tuple of RunningTask
        Started, not completed; by completion time.
    free : tuple of str
        Ids of the idle GPUs, in instance order.
    gpus : tuple of Gpu
        The cluster (static): id, type, memory (GB), token throughputs (tokens/s).
    """

    time_s: float
    events: tuple[Event, ...]
    waiting: tuple[WaitingTask, ...]
    running: tuple[RunningTask, ...]
    free: tuple[str, ...]
    gpus: tuple[Gpu, ...]

    def gpu(self, gpu_id: str) -> Gpu:
        """The GPU with id ``gpu_id`` (KeyError if none)."""
        for g in self.gpus:
            if g.id == gpu_id:
                return g
        raise KeyError(gpu_id)

    def duration_s(self, task: WaitingTask, gpus: Sequence[str]) -> float:
        """``L_i / min_{j in gpus} lambda_j^phi``: the task's duration on that gang (s)."""
        return task.tokens / min(self.gpu(g).throughput(task.phase) for g in gpus)
