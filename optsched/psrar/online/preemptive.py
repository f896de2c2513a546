"""Preemptive baselines on one event-driven engine: Tiresias (two rankings) and AntMan with
the preemption of opportunistic jobs (issue 21; readings in ``models/psrar-online.md``).

A preempted job's schedule entry is the tuple of its *pieces* (each a full configuration,
``schedule.py``); the verifier sums (2f) over the pieces. A job that runs again after a
preemption first spends ``overhead`` slots (a real number >= 0; checkpoint restore)
without progress: its piece lasts ``ceil(overhead + remaining / rate)`` slots. Work is
tracked in mini-batches: a piece of ``L`` slots at ``rate`` mini-batches per slot
(``n_workers * rho``, eq. (1)/(14) with the piece's co-location) does
``max(0, L - overhead) * rate`` of the job's ``E_j D_j K_j``.
"""

from __future__ import annotations

import math
import statistics
from abc import ABC, abstractmethod
from dataclasses import dataclass

import numpy as np

from ..instance import PsrarInstance
from ..schedule import JobPlacement
from .baselines import Simulator, tiresias_key
from .cluster import check_interrupt
from .packing import Packed, pack

#: Tiresias rankings: the psrar paper's description ("remaining workload x number of
#: resources") and Tiresias' own discretised 2D-LAS (Gu et al., NSDI 2019)
TIRESIAS_RANKS = ("remaining", "las")
#: AntMan readings: preempt opportunistic jobs for waiting guarantee jobs, or never ("none"
#: would read as a null parameter on the command line)
ANTMAN_PREEMPT = ("guarantee", "never")


@dataclass
class _Run:
    """A running piece: start slot, placement, unproductive lead-in, rate, demand."""

    start: int
    pk: Packed
    overhead: float
    rate: float
    demand: np.ndarray


class PreemptiveSim:
    """State of a preemptive run; a :class:`PreemptivePolicy` calls :meth:`launch` and
    :meth:`preempt` at every decision time."""

    def __init__(self, instance: PsrarInstance, overhead: float) -> None:
        self.base = Simulator(instance)
        self.inst = instance
        self.cl = self.base.cl
        self.ideal = self.base.ideal
        self.overhead = float(overhead)
        jobs = instance.jobs
        self.remaining = {j: float(jobs[j].total_minibatches) for j in range(len(jobs))}
        self.pieces: dict[int, list[JobPlacement]] = {j: [] for j in range(len(jobs))}
        self.running: dict[int, _Run] = {}
        self.waiting: list[int] = []
        self.done: set[int] = set()
        self.preemptions = 0
        #: GPU-slots (or worker-slots without a "gpu" resource) run so far, per job
        self.attained = {j: 0.0 for j in range(len(jobs))}
        res = instance.resources
        self._gpu = res.index("gpu") if "gpu" in res else None

    # ------------------------------------------------------------------ bookkeeping
    def size(self, pk: Packed) -> float:
        """GPUs of a placement (workers if the instance has no ``gpu`` resource)."""
        if self._gpu is None:
            return float(sum(pk.workers))
        return float(pk.demand(self.cl)[:, self._gpu].sum())

    def rate_of(self, j: int, pk: Packed) -> float:
        n = sum(pk.workers)
        colo = len({h for h, (y, s) in enumerate(zip(pk.workers, pk.ps)) if y or s}) == 1
        return n * self.inst.rho(j, pk.m, None if pk.p < 0 else pk.p, n, colo)

    def finish_time(self, j: int, r: _Run) -> int:
        return r.start + int(math.ceil(r.overhead + self.remaining[j] / r.rate))

    def free(self) -> np.ndarray:
        """``(H, R)`` capacity not used by the running pieces."""
        out = self.cl.cap.copy()
        for r in self.running.values():
            out -= r.demand
        return out

    def _stop(self, j: int, at: int) -> None:
        r = self.running.pop(j)
        if at > r.start:
            self.pieces[j].append(r.pk.at(r.start).__class__(
                start=r.start, duration=at - r.start, worker_type=r.pk.m,
                workers=r.pk.workers, ps_type=None if r.pk.p < 0 else r.pk.p, ps=r.pk.ps))
            self.remaining[j] -= max(0.0, at - r.start - r.overhead) * r.rate
            self.attained[j] += (at - r.start) * self.size(r.pk)

    def preempt(self, j: int, t: int) -> None:
        """Stop running job ``j`` at ``t``; it waits again."""
        self._stop(j, t)
        self.preemptions += 1
        self.waiting.append(j)

    def launch(self, j: int, pk: Packed, t: int) -> None:
        """Start (or resume, paying ``overhead``) waiting job ``j`` at ``t``."""
        self.waiting.remove(j)
        lead = self.overhead if self.pieces[j] else 0.0
        self.running[j] = _Run(t, pk, lead, self.rate_of(j, pk), pk.demand(self.cl))

    # ------------------------------------------------------------------ event loop
    def run(self, policy: PreemptivePolicy) -> dict[int, tuple[JobPlacement, ...] | JobPlacement]:
        jobs = self.inst.jobs
        arrivals = sorted(range(len(jobs)), key=lambda j: (jobs[j].arrival_slot, j))
        k = 0
        t = 0
        n_events = 0
        while len(self.done) < len(jobs):
            n_events += 1
            if n_events % 64 == 0:
                check_interrupt()
            for j in [j for j, r in self.running.items() if self.finish_time(j, r) <= t]:
                self._stop(j, self.finish_time(j, self.running[j]))
                self.done.add(j)
            while k < len(arrivals) and jobs[arrivals[k]].arrival_slot <= t:
                self.waiting.append(arrivals[k])
                k += 1
            if self.waiting:
                policy.decide(self, t)
            nxt = [self.finish_time(j, r) for j, r in self.running.items()]
            if k < len(arrivals):
                nxt.append(jobs[arrivals[k]].arrival_slot)
            extra = policy.next_wakeup(self, t)
            if extra is not None:
                nxt.append(extra)
            if not nxt:
                if self.waiting:
                    raise RuntimeError(f"{policy.name}: a waiting job fits on no empty "
                                       f"cluster")
                break
            t = max(t + 1, min(nxt)) if min(nxt) > t else t + 1
        out: dict[int, tuple[JobPlacement, ...] | JobPlacement] = {}
        for j, ps in self.pieces.items():
            out[j] = ps[0] if len(ps) == 1 else tuple(ps)
        return out


class PreemptivePolicy(ABC):
    """A preemptive baseline's decisions at one decision time."""

    name = "policy"

    @abstractmethod
    def decide(self, sim: PreemptiveSim, t: int) -> None:
        """Preempt and launch jobs at slot ``t`` through ``sim``."""

    def next_wakeup(self, sim: PreemptiveSim, t: int) -> int | None:
        return None


class TiresiasPolicy(PreemptivePolicy):
    """Tiresias. At every arrival, completion and every ``quantum`` slots while jobs wait,
    all active jobs are ranked; in that order a running job keeps its servers if they are
    still free and a waiting job is packed with its ideal configuration; running jobs left
    out are preempted.

    ``rank="remaining"``: remaining ideal run time x ideal demand normalised by the cluster
    totals (the psrar paper's description of Tiresias). ``rank="las"``: Tiresias' own
    discretised two-dimensional least-attained-service — two priority queues split at
    ``threshold`` GPU-slots of attained service (GPUs x slots run so far), higher queue
    first, FIFO (arrival) inside a queue; Tiresias' starvation-promotion knob is not
    modelled."""

    name = "tiresias"

    def __init__(self, rank: str, quantum: int, threshold: float) -> None:
        self.rank = rank
        self.quantum = quantum
        self.threshold = threshold

    def _key(self, sim: PreemptiveSim, j: int, t: int) -> tuple[float, ...]:
        jobs = sim.inst.jobs
        if self.rank == "remaining":
            frac = sim.remaining[j] / jobs[j].total_minibatches
            return (tiresias_key(sim.base, j, frac), j)
        att = sim.attained[j]
        r = sim.running.get(j)
        if r is not None:
            att += (t - r.start) * sim.size(r.pk)
        return (0 if att < self.threshold else 1, jobs[j].arrival_slot, j)

    def decide(self, sim: PreemptiveSim, t: int) -> None:
        active = list(sim.running) + sim.waiting
        ranked = sorted(active, key=lambda j: self._key(sim, j, t))
        free = sim.cl.cap.copy()
        keep: list[int] = []
        launch: list[tuple[int, Packed]] = []
        for j in ranked:
            if j in sim.running:
                f = sim.running[j].demand
                if np.all(f <= free + 1e-9 * np.maximum(1.0, np.abs(free))):
                    free -= f
                    keep.append(j)
                continue
            m, p, n = sim.ideal[j]
            pk = pack(sim.cl, sim.base.dur, free, j, m, p, n)
            if pk is not None:
                free -= pk.demand(sim.cl)
                launch.append((j, pk))
        for j in [j for j in sim.running if j not in keep]:
            sim.preempt(j, t)
        for j, pk in launch:
            sim.launch(j, pk, t)

    def next_wakeup(self, sim: PreemptiveSim, t: int) -> int | None:
        return t + self.quantum if sim.waiting and sim.running else None


def las_threshold(sim: PreemptiveSim) -> float:
    """Default 2D-LAS queue threshold: the median over jobs of the ideal configuration's
    GPU-slots (half of the jobs would finish in the high-priority queue)."""
    vals = []
    for j in range(len(sim.inst.jobs)):
        m, p, n = sim.ideal[j]
        pk = pack(sim.cl, sim.base.dur, sim.cl.cap, j, m, p, n)
        assert pk is not None  # ideal_config packs on the empty cluster
        vals.append(sim.size(pk) * pk.duration)
    return float(statistics.median(vals))


class AntManPreemptive(PreemptivePolicy):
    """AntMan with preemption of opportunistic jobs. At every decision time: guarantee
    jobs waiting more than ``demote_after`` slots become opportunistic; waiting guarantee
    jobs (arrival order) get their ideal configuration on the free resources, and when it
    does not fit, running opportunistic jobs are preempted — latest started first, the
    fewest that make it fit — if that makes it fit; then waiting opportunistic jobs
    (arrival order, preempted ones included) take as many workers as fit (up to the ideal
    count). Guarantee jobs are never preempted; a preempted job stays opportunistic."""

    name = "antman"

    def __init__(self, guarantee: set[int], demote_after: int) -> None:
        self.guarantee = set(guarantee)
        self.demote_after = demote_after

    def _make_room(self, sim: PreemptiveSim, free: np.ndarray, j: int
                   ) -> tuple[list[int], Packed] | None:
        m, p, n = sim.ideal[j]
        victims = sorted((k for k in sim.running if k not in self.guarantee),
                         key=lambda k: (-sim.running[k].start, k))
        if not victims:
            return None
        everything = free + sum(sim.running[k].demand for k in victims)
        if pack(sim.cl, sim.base.dur, everything, j, m, p, n) is None:
            return None                       # preempting cannot help
        trial = free.copy()
        chosen: list[int] = []
        pk = None
        for k in victims:
            trial = trial + sim.running[k].demand
            chosen.append(k)
            pk = pack(sim.cl, sim.base.dur, trial, j, m, p, n)
            if pk is not None:
                break
        if pk is None:
            return None
        for k in list(chosen[:-1]):           # drop victims that were not needed
            less = trial - sim.running[k].demand
            alt = pack(sim.cl, sim.base.dur, less, j, m, p, n)
            if alt is not None:
                chosen.remove(k)
                trial, pk = less, alt
        return chosen, pk

    def decide(self, sim: PreemptiveSim, t: int) -> None:
        jobs = sim.inst.jobs
        for j in sim.waiting:
            if j in self.guarantee and t - jobs[j].arrival_slot > self.demote_after:
                self.guarantee.discard(j)
        order = sorted(sim.waiting, key=lambda j: (jobs[j].arrival_slot, j))
        free = sim.free()
        for j in [j for j in order if j in self.guarantee]:
            m, p, n = sim.ideal[j]
            pk = pack(sim.cl, sim.base.dur, free, j, m, p, n)
            if pk is None:
                room = self._make_room(sim, free, j)
                if room is None:
                    continue
                victims, pk = room
                for k in victims:
                    free = free + sim.running[k].demand
                    sim.preempt(k, t)
            sim.launch(j, pk, t)
            free = free - pk.demand(sim.cl)
        for j in sorted((j for j in sim.waiting if j not in self.guarantee),
                        key=lambda j: (jobs[j].arrival_slot, j)):
            m, p, n_max = sim.ideal[j]
            for n in range(n_max, 0, -1):
                pk = pack(sim.cl, sim.base.dur, free, j, m, p, n)
                if pk is not None:
                    sim.launch(j, pk, t)
                    free = free - pk.demand(sim.cl)
                    break

    def next_wakeup(self, sim: PreemptiveSim, t: int) -> int | None:
        """When a waiting guarantee job is demoted (it may then run opportunistically)."""
        jobs = sim.inst.jobs
        later = [jobs[j].arrival_slot + self.demote_after + 1 for j in sim.waiting
                 if j in self.guarantee]
        later = [w for w in later if w > t]
        return min(later) if later else None


def run_tiresias_sim(instance: PsrarInstance, *, quantum: int, overhead: float,
                     rank: str = "remaining", threshold: float | None = None
                     ) -> tuple[dict[int, tuple[JobPlacement, ...] | JobPlacement], int, float]:
    """Preemptive Tiresias (:class:`TiresiasPolicy`). Returns the placements, the number of
    preemptions and the 2D-LAS threshold used (``nan`` for ``rank="remaining"``)."""
    sim = PreemptiveSim(instance, overhead)
    thr = math.nan
    if rank == "las":
        thr = las_threshold(sim) if threshold is None else float(threshold)
    placed = sim.run(TiresiasPolicy(rank, quantum, thr))
    return placed, sim.preemptions, thr


def run_antman_sim(instance: PsrarInstance, *, guarantee: set[int], demote_after: int,
                   overhead: float
                   ) -> tuple[dict[int, tuple[JobPlacement, ...] | JobPlacement], int]:
    """AntMan with preemption (:class:`AntManPreemptive`): placements, preemptions."""
    sim = PreemptiveSim(instance, overhead)
    placed = sim.run(AntManPreemptive(guarantee, demote_after))
    return placed, sim.preemptions
