"""The Section 7 baselines as event-driven cluster simulations: FIFO, DRF, AntMan, Tiresias,
and the offline weight-density greedy standing in for Jain et al. [44] (Fig. 8).

The non-preemptive ones run on one discrete-time simulator: at every event time (an
arrival or a completion) the policy looks at the queue and starts jobs on the capacity
free *now*; a started job keeps its placement until it completes. The preemptive readings
(Tiresias, AntMan with ``preempt="guarantee"``) run on the engine of
:mod:`.preemptive`. Because nothing is reserved in the future, capacity free
now stays free for the whole run of the job, so every start is feasible for (2h).
Workers/PSs use the "ideal" types (:func:`~.packing.ideal_types`); the policies differ in
the order of the queue and in the number of workers (details and the differences to the
original systems in ``models/psrar-online.md``).
"""

from __future__ import annotations

import heapq
from abc import ABC, abstractmethod
from dataclasses import dataclass, field

import numpy as np

from ..instance import PsrarInstance
from ..schedule import JobPlacement
from .cluster import Cluster, check_interrupt
from .packing import Durations, Packed, ideal_config, pack

POLICIES = ("fifo", "drf", "antman", "tiresias")


@dataclass
class SimState:
    """Free capacity now, running jobs (min-heap of completion), queue (arrived, waiting)."""

    free: np.ndarray
    running: list[tuple[int, int]] = field(default_factory=list)  # (completion, j)
    queue: list[int] = field(default_factory=list)
    placed: dict[int, JobPlacement] = field(default_factory=dict)
    demand: dict[int, np.ndarray] = field(default_factory=dict)


class Simulator:
    """Shared event loop; a policy implements ``dispatch(t, state) -> None`` and calls
    :meth:`start` for every job it starts at ``t``."""

    def __init__(self, instance: PsrarInstance) -> None:
        self.inst = instance
        self.cl = Cluster.of(instance)
        self.dur = Durations(self.cl)
        self.ideal = [ideal_config(self.cl, self.dur, j) for j in range(len(instance.jobs))]

    def start(self, st: SimState, t: int, j: int, pk: Packed) -> None:
        f = pk.demand(self.cl)
        st.free -= f
        st.demand[j] = f
        pl = pk.at(t)
        st.placed[j] = pl
        heapq.heappush(st.running, (pl.completion, j))
        st.queue.remove(j)

    def run(self, policy: Policy) -> dict[int, JobPlacement]:
        inst = self.inst
        arrivals = sorted(range(len(inst.jobs)), key=lambda j: (inst.jobs[j].arrival_slot, j))
        st = SimState(free=self.cl.cap.copy())
        k = 0
        t = 0
        n_events = 0
        while k < len(arrivals) or st.queue:
            n_events += 1
            if n_events % 64 == 0:
                check_interrupt()
            while st.running and st.running[0][0] <= t:
                _, j = heapq.heappop(st.running)
                st.free += st.demand.pop(j)
            while k < len(arrivals) and inst.jobs[arrivals[k]].arrival_slot <= t:
                st.queue.append(arrivals[k])
                k += 1
            if st.queue:
                policy.dispatch(self, t, st)
            nxt = []
            if k < len(arrivals):
                nxt.append(inst.jobs[arrivals[k]].arrival_slot)
            if st.running:
                nxt.append(st.running[0][0])
            extra = policy.next_wakeup(t, st)
            if extra is not None:
                nxt.append(extra)
            if not nxt:
                if st.queue:
                    names = ", ".join(inst.jobs[j].name for j in st.queue[:3])
                    raise RuntimeError(f"{policy.name}: job(s) {names} fit on the empty "
                                       f"cluster with no configuration the policy allows")
                break
            t = max(t + 1, min(nxt))
        return st.placed


class Policy(ABC):
    """A baseline's decisions: which waiting jobs start (and how) at slot ``t``."""

    name = "policy"

    @abstractmethod
    def dispatch(self, sim: Simulator, t: int, st: SimState) -> None:
        """Start jobs at slot ``t`` by updating ``st`` through ``sim``."""

    def next_wakeup(self, t: int, st: SimState) -> int | None:
        return None


class Fifo(Policy):
    """FIFO (Hadoop/Spark default): strict arrival order (the head of the queue blocks
    the others), ideal types, ``workers`` workers (clipped to ``D_j`` and to what fits on
    the empty cluster)."""

    name = "fifo"

    def __init__(self, workers: int) -> None:
        self.workers = workers

    def dispatch(self, sim: Simulator, t: int, st: SimState) -> None:
        while st.queue:
            j = st.queue[0]
            m, p, n_max = sim.ideal[j]
            n = min(self.workers, n_max)
            pk = pack(sim.cl, sim.dur, st.free, j, m, p, n)
            if pk is None:
                return
            sim.start(st, t, j, pk)


class Drf(Policy):
    """Dominant Resource Fairness (YARN/Mesos) among the waiting jobs: progressive filling
    one worker at a time (plus the PSs its bandwidth needs), always to the job with the
    least dominant share ``max_r alloc_r / C_r`` (ties: arrival), until no job can grow
    (``D_j`` workers or no room); then every job with >= 1 worker starts."""

    name = "drf"

    def dispatch(self, sim: Simulator, t: int, st: SimState) -> None:
        cl = sim.cl
        total = np.where(cl.total_capacity > 0, cl.total_capacity, 1.0)
        agg = st.free.sum(axis=0)
        alloc = {j: 0 for j in st.queue}
        share = {j: 0.0 for j in st.queue}
        grow = set(st.queue)
        vec = {j: np.zeros(cl.R) for j in st.queue}
        while grow:
            j = min(grow, key=lambda x: (share[x], st.queue.index(x)))
            m, p, n_max = sim.ideal[j]
            n = alloc[j] + 1
            need = n * cl.e[m]
            if p >= 0:
                need = need + cl.ps_count(m, p, n) * cl.z[p]
            if n > n_max or not np.all(need - vec[j] <= agg + 1e-9):
                grow.discard(j)
                continue
            agg = agg - (need - vec[j])
            vec[j] = need
            alloc[j] = n
            share[j] = float(np.max(need / total))
        for j in list(st.queue):
            m, p, _ = sim.ideal[j]
            for n in range(alloc[j], 0, -1):
                pk = pack(cl, sim.dur, st.free, j, m, p, n)
                if pk is not None:
                    sim.start(st, t, j, pk)
                    break


class AntMan(Policy):
    """AntMan: resource-guarantee jobs first (arrival order, ideal worker count: "sufficient
    GPUs"), then opportunistic jobs on the free resources (as many workers as fit, up to
    the ideal count). A guarantee job waiting more than ``demote_after`` slots becomes
    opportunistic. Which jobs are guarantee jobs is drawn with ``guarantee_fraction`` from
    the seed (the paper's traces have no tenants/quotas)."""

    name = "antman"

    def __init__(self, guarantee: set[int], demote_after: int) -> None:
        self.guarantee = set(guarantee)
        self.demote_after = demote_after

    def dispatch(self, sim: Simulator, t: int, st: SimState) -> None:
        jobs = sim.inst.jobs
        for j in list(st.queue):
            if j in self.guarantee and t - jobs[j].arrival_slot > self.demote_after:
                self.guarantee.discard(j)
        for j in [j for j in st.queue if j in self.guarantee]:
            m, p, n = sim.ideal[j]
            pk = pack(sim.cl, sim.dur, st.free, j, m, p, n)
            if pk is not None:
                sim.start(st, t, j, pk)
        for j in [j for j in st.queue if j not in self.guarantee]:
            m, p, n_max = sim.ideal[j]
            for n in range(n_max, 0, -1):
                pk = pack(sim.cl, sim.dur, st.free, j, m, p, n)
                if pk is not None:
                    sim.start(st, t, j, pk)
                    break

    def next_wakeup(self, t: int, st: SimState) -> int | None:
        """Wake up when a waiting guarantee job is demoted (it may then run
        opportunistically on the free resources)."""
        later = [self.arrivals[j] + self.demote_after + 1 for j in st.queue
                 if j in self.guarantee]
        later = [w for w in later if w > t]
        return min(later) if later else None

    def bind(self, inst: PsrarInstance) -> AntMan:
        self.arrivals = [job.arrival_slot for job in inst.jobs]
        return self


class Tiresias(Policy):
    """Tiresias without preemption (``run_policy(..., "tiresias-np")``; the preemptive one
    is ``preemptive.TiresiasPolicy``):
    waiting jobs in non-decreasing ``remaining work x resources``, ideal configuration,
    a job that does not fit is skipped (backfilling)."""

    name = "tiresias"

    def dispatch(self, sim: Simulator, t: int, st: SimState) -> None:
        for j in sorted(st.queue, key=lambda x: (tiresias_key(sim, x, 1.0), x)):
            m, p, n = sim.ideal[j]
            pk = pack(sim.cl, sim.dur, st.free, j, m, p, n)
            if pk is not None:
                sim.start(st, t, j, pk)


#: defaults of the preemptive Tiresias (``preemptive.py``): re-prioritise every ``quantum``
#: slots; a resumed job first spends ``overhead`` unproductive slots (restoring its
#: checkpoint; a real number, see ``models/psrar-online.md``)
TIRESIAS_DEFAULTS: dict[str, float] = {"quantum": 4, "overhead": 1.0}


def tiresias_key(sim: Simulator, j: int, remaining_fraction: float) -> float:
    """Remaining work x resources: remaining ideal run time (slots) times the ideal
    configuration's demand summed over resources normalised by the cluster's totals."""
    cl = sim.cl
    total = np.where(cl.total_capacity > 0, cl.total_capacity, 1.0)
    m, p, n = sim.ideal[j]
    need = n * cl.e[m] + (cl.ps_count(m, p, n) * cl.z[p] if p >= 0 else 0.0)
    d = sim.dur(j, m, p, n, False)
    return remaining_fraction * d * float(np.sum(need / total))


def draw_guarantee(instance: PsrarInstance, seed: int, fraction: float) -> set[int]:
    """AntMan's resource-guarantee jobs: each job independently with probability
    ``fraction`` (numpy Generator seeded with ``seed``)."""
    rng = np.random.default_rng(seed)
    return {j for j in range(len(instance.jobs)) if rng.random() < fraction}


def run_policy(instance: PsrarInstance, name: str, *, seed: int = 0, workers: int = 8,
               guarantee_fraction: float = 0.5, demote_after: int = 24
               ) -> dict[int, JobPlacement]:
    """Simulate baseline ``name`` and return its placements."""
    sim = Simulator(instance)
    policy: Policy
    if name == "fifo":
        policy = Fifo(workers)
    elif name == "drf":
        policy = Drf()
    elif name == "antman":
        policy = AntMan(draw_guarantee(instance, seed, guarantee_fraction),
                        demote_after).bind(instance)
    elif name == "tiresias-np":
        policy = Tiresias()
    else:
        raise ValueError(f"unknown policy {name!r}")
    return sim.run(policy)


# ----------------------------------------------------------------------------- Fig. 8


def weight_greedy(instance: PsrarInstance, tau: int) -> dict[int, JobPlacement]:
    """Offline deadline greedy for the max-weight problem (7)/(16), standing in for Jain
    et al. [44] (whose details the paper does not give): jobs in non-increasing weight per
    unit of ideal resource-time (``w_j / (d_j * sum_r demand_r / C_r)``); each at the
    earliest start ``>= a_j`` where its ideal configuration (or, failing that, fewer
    workers) fits and completes by ``tau``; jobs that fit nowhere are dropped."""
    sim = Simulator(instance)
    cl = sim.cl
    total = np.where(cl.total_capacity > 0, cl.total_capacity, 1.0)
    used = np.zeros((tau, cl.H, cl.R))

    def density(j: int) -> float:
        m, p, n = sim.ideal[j]
        need = n * cl.e[m] + (cl.ps_count(m, p, n) * cl.z[p] if p >= 0 else 0.0)
        return instance.jobs[j].weight / (sim.dur(j, m, p, n, False)
                                          * float(np.sum(need / total)))

    order = sorted(range(len(instance.jobs)), key=lambda j: (-density(j), j))
    placed: dict[int, JobPlacement] = {}
    for j in order:
        check_interrupt()
        m, p, n_max = sim.ideal[j]
        a = instance.jobs[j].arrival_slot
        best: tuple[int, Packed, int] | None = None
        counts = sorted({max(1, n_max >> k) for k in range(n_max.bit_length())}, reverse=True)
        for n in counts:
            for t in range(a, tau):
                if best is not None and t >= best[0]:
                    break
                # the free capacity over [t, t + d) depends on d, which depends on the
                # placement found: try with the co-located and the distributed duration
                for d in sorted({sim.dur(j, m, p, n, True), sim.dur(j, m, p, n, False)}):
                    if t + d > tau:
                        continue
                    free = cl.cap - used[t:t + d].max(axis=0)
                    pk = pack(cl, sim.dur, free, j, m, p, n)
                    if pk is not None and pk.duration <= d and (
                            best is None or t + pk.duration < best[0]):
                        best = (t + pk.duration, pk, t)
                        break
        if best is None:
            continue
        _, pk, t = best
        used[t:t + pk.duration] += pk.demand(cl)[None]
        placed[j] = pk.at(t)
    return placed
