"""Event-driven simulation of A-SRPT (Algorithm 1) and the five baselines (Section V-A-1d).

Events are job entries into the queue, job completions and the end of an A-SRPT delay
window; nothing loops over idle time. Between events the state does not change. At an
event time all completions are processed first (their GPUs are free at that instant),
then all entries, then one scheduling pass. Every job start picks servers and maps the
replicas with Heavy-Edge (:mod:`.placement`); it runs without preemption for
n_i * alpha_i seconds, alpha_i by eq. (7).

A-SRPT (``a-srpt``), as Algorithm 1 states it:

1. **A~1** (:func:`srpt_single_machine`): a virtual single machine runs every job with
   duration (g_i/G) n~_i alpha~^min_i (n~_i from the predictor) under preemptive SRPT
   from its submission time r_i. Job i joins ``pending_queue`` **when it completes in
   A~1** (line 2, "Append completed jobs in A~1 using SRPT to pending_queue"), in A~1
   completion order. ``queue="arrival"`` is the looser reading: jobs join at r_i and
   the queue is ordered by A~1 completion time.
2. **Head-of-queue admission** (lines 3-7, ``admission="strict"``, default): while the
   head fits in the cluster's free GPUs (g_i <= free), pop it; otherwise wait for the
   next event. ``admission="backfill"`` (not in the paper; an ablation) scans the whole
   queue in A~1 order and admits every job that fits.
3. **Communication-heavy** jobs (line 8: alpha^max_i / alpha~^min_i >= ``comm_heavy``)
   take the most-available servers; if Heavy-Edge's alpha_i / alpha~^min_i <=
   ``comm_heavy`` they start now (line 12). Otherwise the ``delay`` reading decides:

   * ``delay="consolidate"`` (default) -- the prose rule of Section IV-C-1:
     "communication-heavy jobs are delayed until sufficient server resources are
     available, while non-communication-heavy jobs are initiated immediately". The job
     steps aside (the queue behind it goes on) and waits until consolidated servers are
     free: it starts as soon as the most-available servers give the fewest-servers
     layout of alpha~^min (ceil(g_i/g) servers, all full but the last). Waiting jobs are
     reassessed before the queue at every event where GPUs were freed (a completion),
     grouped by GPU demand: demands in the order of their oldest waiting job, jobs of
     one demand in pop order until the layout is not available. No window: ``tau``
     plays no role; the job always starts once the cluster empties.
   * ``delay="block"`` -- the literal bounded loop of lines 15-20: wait up to
     W_i = ``tau`` (g_i/G) n~_i alpha~^min_i seconds; at every event in (t, t + W_i]
     the placement is recomputed on the then most-available servers and the job starts
     as soon as its alpha beats kappa = the first alpha; at t + W_i it starts with the
     placement of that moment. The loop advances the scheduler's own clock, so no other
     job is admitted while a job waits. The loop's unit step is our event granularity.
     W_i = 0 (no wait) when n~_i = 0, e.g. for every unseen group (Section IV-C-3).
   * ``delay="side"`` -- the same window, but the waiting job steps aside and the queue
     goes on; waiting jobs are reassessed, in pop order, before the queue at every
     event, and a job whose window ended starts as soon as it fits.
4. Other jobs take the **least-available** servers (fragmentation-aware, line 22).

Baselines (all with Heavy-Edge; jobs enter at r_i; predicted duration = n~_i
alpha~^min_i, predicted workload = g_i n~_i alpha~^min_i). The paper does not say which
servers they use: ``servers="most"`` (default) gives Heavy-Edge the most-available
servers, i.e. the servers it fills first when handed the whole cluster (Section IV-B
sorts servers by free GPUs, descending); ``servers="least"`` packs them (fragmentation-
aware); ``servers="asrpt"`` is A-SRPT's own rule: communication-heavy jobs (same test,
``comm_heavy`` = 1.5) on the most-available servers, the others on the least-available.
The choice changes the baselines' results a lot (spreading small jobs leaves no whole
server for large communication-heavy ones).

* ``spjf`` / ``spwf`` -- strict order by predicted duration / workload: the first job
  that does not fit blocks the queue ("if the shortest job does not fit, it will not
  schedule longer jobs with fewer GPU demands");
* ``wcs-duration`` / ``wcs-workload`` / ``wcs-subtime`` -- work-conserving: scan the
  queue in order of predicted duration / workload / submission time and start every
  job that fits.

Every run reports ``offered_load`` / ``realised_load`` and how much slower the
communication-heavy jobs ran (:func:`load_metrics`).

Ties everywhere: by submission time, then by job index.

:func:`simulate` is the fast path (heaps, per-demand queues for WCS, cached Heavy-Edge);
:func:`simulate_reference` is a plain transcription used by the tests to cross-check.
"""

from __future__ import annotations

import heapq
import math
from collections import deque
from dataclasses import dataclass
from typing import Any

import numpy as np

from optsched.core.errors import InstanceError

from .instance import OnlineInstance
from .placement import FreeGpus, Placer, config_timings
from .predictors import check_predictor, predict_iterations
from .schedule import JobRun, OnlineSchedule

try:  # the lead provides optsched.core.interrupt; until then, a no-op
    from optsched.core.interrupt import check as _check_interrupt
except ImportError:  # pragma: no cover
    def _check_interrupt() -> None:
        return None

POLICIES = ("a-srpt", "spjf", "spwf", "wcs-duration", "wcs-workload", "wcs-subtime")
STRICT = {"spjf", "spwf"}
QUEUE_MODES = ("completion", "arrival")
DELAY_MODES = ("consolidate", "block", "side")
ADMISSION_MODES = ("strict", "backfill")
SERVER_RULES = ("most", "least", "asrpt")
COMM_HEAVY = 1.5
TAU = 1.0


@dataclass(frozen=True)
class SimOptions:
    """Options of a simulation (A-SRPT ignores ``servers``; baselines use ``predictor``,
    ``servers`` and, for ``servers="asrpt"``, ``comm_heavy``)."""

    policy: str = "a-srpt"
    predictor: str = "rf"
    comm_heavy: float = COMM_HEAVY
    tau: float = TAU
    queue: str = "completion"
    delay: str = DELAY_MODES[0]
    admission: str = "strict"
    servers: str = "most"
    seed: int = 0

    def __post_init__(self) -> None:
        if self.policy not in POLICIES:
            raise InstanceError("policy", f"must be one of {', '.join(POLICIES)}, got "
                                f"{self.policy!r}")
        check_predictor(self.predictor)
        for key in ("comm_heavy", "tau"):
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, (int, float)) \
                    or not math.isfinite(v) or v < 0:
                raise InstanceError(key, f"must be a finite number >= 0, got {v!r}")
        if self.servers not in SERVER_RULES:
            raise InstanceError("servers", f"must be one of {', '.join(SERVER_RULES)}, got "
                                f"{self.servers!r}")
        if self.delay not in DELAY_MODES:
            raise InstanceError("delay", f"must be one of {', '.join(DELAY_MODES)}, got "
                                f"{self.delay!r}")
        if self.admission not in ADMISSION_MODES:
            raise InstanceError("admission", f"must be one of {', '.join(ADMISSION_MODES)}, "
                                f"got {self.admission!r}")
        if self.queue not in QUEUE_MODES:
            raise InstanceError("queue", f"must be one of {', '.join(QUEUE_MODES)}, got "
                                f"{self.queue!r}")


def srpt_single_machine(release: np.ndarray, size: np.ndarray) -> tuple[np.ndarray, list[int]]:
    """Preemptive SRPT on one unit-speed machine (the virtual instance A~1).

    Returns the completion times and the completion order (ties: smaller remaining
    time, then smaller index; a job of size 0 completes at its release).
    """
    n = len(release)
    order = sorted(range(n), key=lambda i: (release[i], i))
    C = np.zeros(n)
    done: list[int] = []
    heap: list[tuple[float, int]] = []
    t = 0.0
    k = 0
    while k < n or heap:
        nxt = float(release[order[k]]) if k < n else math.inf
        while heap and t + heap[0][0] <= nxt:
            rem, i = heapq.heappop(heap)
            t += rem
            C[i] = t
            done.append(i)
        if k >= n:
            break
        if heap and nxt > t:  # the running job progresses until the next release
            rem, i = heap[0]
            heapq.heapreplace(heap, (rem - (nxt - t), i))
        t = max(t, nxt)
        while k < n and float(release[order[k]]) <= t:
            i = order[k]
            heapq.heappush(heap, (float(size[i]), i))
            k += 1
    return C, done


@dataclass
class _Prep:
    n: int
    G: int
    submit: list[float]
    iters: list[int]
    gpus: list[int]
    cfg: list[int]
    amin: list[float]
    amax: list[float]
    pred: np.ndarray
    entry: list[float]
    key: list[tuple[float, float, int]]
    a1_completion: np.ndarray | None
    heavy: list[bool]
    fewest: list[tuple[int, ...]]


def _prepare(inst: OnlineInstance, o: SimOptions) -> _Prep:
    arr = inst.arrays
    n = len(inst.jobs)
    G = inst.total_gpus
    timings = config_timings(inst, seed=o.seed)
    cfg = arr.config.tolist()
    amin = [timings[c].alpha_min_est for c in cfg]
    amax = [timings[c].alpha_max for c in cfg]
    pred = predict_iterations(inst, o.predictor, seed=o.seed)
    submit = arr.submit.tolist()
    gpus = arr.gpus.tolist()
    pdur = pred * np.array(amin)
    a1 = None
    if o.policy == "a-srpt":
        a1, order = srpt_single_machine(arr.submit, arr.gpus / G * pdur)
        rank = np.empty(n)
        rank[order] = np.arange(n)
        if o.queue == "completion":
            entry = a1.tolist()
            key = [(float(rank[i]), 0.0, i) for i in range(n)]
        else:
            entry = submit
            key = [(float(rank[i]), 0.0, i) for i in range(n)]
    else:
        entry = submit
        if o.policy in ("spjf", "wcs-duration"):
            prio = pdur.tolist()
        elif o.policy in ("spwf", "wcs-workload"):
            prio = (pdur * arr.gpus).tolist()
        else:
            prio = submit
        key = [(prio[i], submit[i], i) for i in range(n)]
    heavy = [amax[i] / amin[i] >= o.comm_heavy for i in range(n)]
    g = inst.cluster.gpus_per_server
    fewest = [tuple([g] * (d // g) + ([d % g] if d % g else [])) for d in gpus]
    return _Prep(n=n, G=G, submit=submit, iters=arr.iterations.tolist(), gpus=gpus,
                 cfg=cfg, amin=amin, amax=amax, pred=pred, entry=entry, key=key,
                 a1_completion=a1, heavy=heavy, fewest=fewest)


def load_metrics(inst: OnlineInstance, P: _Prep, alphas: list[float]) -> dict[str, float]:
    """Offered and realised load of a run, and how much slower comm-heavy jobs ran.

    ``offered_load`` = sum_i g_i n_i alpha~^min_i / (G * span) -- the GPU-seconds the
    jobs would need at their best-case per-iteration time (Section IV-B's estimate) over
    the GPU-seconds the cluster offers while jobs arrive (span = last - first submit);
    ``realised_load`` = the same with the alpha_i the schedule actually used. A load
    above 1 means the queue grows during the arrival window. Both are omitted when all
    jobs arrive at once (span 0). ``comm_heavy_stretch_mean/max`` = alpha_i /
    alpha~^min_i over the communication-heavy jobs (alpha^max / alpha~^min >=
    ``comm_heavy``); ``comm_heavy_share`` is their fraction of the jobs.
    """
    arr = inst.arrays
    gn = arr.gpus * arr.iterations
    amin = np.asarray(P.amin)
    alpha = np.asarray(alphas)
    out: dict[str, float] = {}
    span = float(arr.submit.max() - arr.submit.min())
    if span > 0:
        cap = P.G * span
        out["offered_load"] = float((gn * amin).sum()) / cap
        out["realised_load"] = float((gn * alpha).sum()) / cap
    heavy = np.asarray(P.heavy, dtype=bool)
    out["comm_heavy_share"] = float(heavy.mean())
    if heavy.any():
        stretch = alpha[heavy] / amin[heavy]
        out["comm_heavy_stretch_mean"] = float(stretch.mean())
        out["comm_heavy_stretch_max"] = float(stretch.max())
    return out


def simulate(inst: OnlineInstance, opts: SimOptions | None = None,
             **kw: Any) -> tuple[OnlineSchedule, dict[str, Any]]:
    """Simulate one policy; returns the schedule and run metrics (see module docs)."""
    o = opts if opts is not None else SimOptions(**kw)
    for i, j in enumerate(inst.jobs):
        if j.gpus > inst.total_gpus:
            raise InstanceError(f"jobs[{i}].gpus", f"{j.gpus} > the cluster's "
                                f"{inst.total_gpus} GPUs: the job can never start")
    P = _prepare(inst, o)
    placer = Placer(inst, seed=o.seed)
    M, g = inst.cluster.servers, inst.cluster.gpus_per_server
    fg = FreeGpus(M, g)
    most, least = fg.most, fg.least
    n = P.n
    starts = [0.0] * n
    alphas = [0.0] * n
    servers_of: list[tuple[int, ...]] = [()] * n
    caps_of: list[tuple[int, ...]] = [()] * n
    counts_of: list[tuple[tuple[int, ...], ...]] = [()] * n
    running: list[tuple[float, int]] = []
    stream = sorted(range(n), key=lambda i: (P.entry[i], P.key[i]))
    entry = P.entry
    gpus, cfg, iters, heavy = P.gpus, P.cfg, P.iters, P.heavy
    asrpt = o.policy == "a-srpt"
    # queue structure: "fifo" (a-srpt literal: A~1 completion order = entry order),
    # "heap" (strict order by key), "demand" (per-demand heaps: first job that fits)
    if asrpt and o.admission == "backfill" or not asrpt and o.policy not in STRICT:
        qmode = "demand"
    elif asrpt and o.queue == "completion":
        qmode = "fifo"
    else:
        qmode = "heap"
    queue: list[tuple[tuple[float, float, int], int]] = []
    fifo: deque[int] = deque()
    by_demand: dict[int, list[tuple[tuple[float, float, int], int]]] = {}
    demands: list[int] = []
    n_heavy = n_delayed = n_improved = 0
    hold: tuple[int, float, float] | None = None  # delay="block": (job, kappa, deadline)
    waiting: list[tuple[int, float, float]] = []  # delay="side": in pop order
    # delay="consolidate": waiting jobs per GPU demand g_i, each class in pop order
    classes: dict[int, deque[tuple[int, int]]] = {}
    n_aside = 0  # pop counter of the jobs set aside
    deadlines: list[tuple[float, int]] = []  # delay="side": heap of (deadline, job)
    waiting_ids: set[int] = set()
    consolidate = o.delay == "consolidate"
    side = o.delay == "side"

    def start(i: int, t: float, servers: list[int], caps: tuple[int, ...],
              counts: tuple[tuple[int, ...], ...], a: float) -> None:
        starts[i] = t
        alphas[i] = a
        servers_of[i] = tuple(servers)
        caps_of[i] = caps
        counts_of[i] = counts
        fg.take(servers, caps)
        heapq.heappush(running, (t + iters[i] * a, i))

    def consolidated(i: int, caps: tuple[int, ...], a: float) -> bool:
        """At pop time: line 12 holds, or no placement is more consolidated."""
        return a / P.amin[i] <= o.comm_heavy or caps == P.fewest[i]

    def asrpt_admit(i: int, t: float) -> bool:
        """Admit popped job i; False if it now waits (delay window or consolidation)."""
        nonlocal hold, n_heavy, n_delayed, n_aside
        c = cfg[i]
        if heavy[i]:
            n_heavy += 1
            servers, caps = most(gpus[i])
            counts, a = placer.place(c, caps)
            if consolidate:
                if consolidated(i, caps, a):
                    start(i, t, servers, caps, counts, a)
                    return True
                n_delayed += 1
                classes.setdefault(gpus[i], deque()).append((n_aside, i))
                n_aside += 1
                return False
            window = o.tau * gpus[i] / P.G * float(P.pred[i]) * P.amin[i]
            if a / P.amin[i] <= o.comm_heavy or window <= 0.0:
                start(i, t, servers, caps, counts, a)
                return True
            n_delayed += 1
            if side:
                waiting.append((i, a, t + window))
                waiting_ids.add(i)
                heapq.heappush(deadlines, (t + window, i))
            else:
                hold = (i, a, t + window)
            return False
        servers, caps = least(gpus[i])
        counts, a = placer.place(c, caps)
        start(i, t, servers, caps, counts, a)
        return True

    def base_start(i: int, t: float) -> None:
        """A baseline starts job i on the servers its rule picks."""
        if o.servers == "most" or o.servers == "asrpt" and heavy[i]:
            servers, caps = most(gpus[i])
        else:
            servers, caps = least(gpus[i])
        counts, a = placer.place(cfg[i], caps)
        start(i, t, servers, caps, counts, a)

    def pop_fitting() -> int | None:
        """qmode "demand": the queued job of smallest key among those that fit."""
        best = None
        for d in demands:
            if d > fg.total:
                break
            h = by_demand[d]
            if h and (best is None or h[0][0] < best[0]):
                best = (h[0][0], d)
        if best is None:
            return None
        return heapq.heappop(by_demand[best[1]])[1]

    ptr = 0
    finished = 0
    events = 0
    t = prev = -math.inf
    while finished < n:
        prev = t
        events += 1
        if events % 4096 == 0:
            _check_interrupt()
        t = math.inf
        if ptr < n:
            t = entry[stream[ptr]]
        if running and running[0][0] < t:
            t = running[0][0]
        if hold is not None and hold[2] < t:
            t = hold[2]
        while deadlines and (deadlines[0][1] not in waiting_ids or deadlines[0][0] <= prev):
            heapq.heappop(deadlines)  # started already, or its deadline was processed
        if deadlines and deadlines[0][0] < t:
            t = deadlines[0][0]
        if t == math.inf:  # pragma: no cover - a waiting rule that can never fire
            raise RuntimeError(f"simulation stalled with {n - finished} jobs unfinished")
        freed = False
        while running and running[0][0] <= t:
            _, i = heapq.heappop(running)
            finished += 1
            freed = True
            fg.give(servers_of[i], caps_of[i])
        while ptr < n and entry[stream[ptr]] <= t:
            i = stream[ptr]
            ptr += 1
            if qmode == "fifo":
                fifo.append(i)
            elif qmode == "heap":
                heapq.heappush(queue, (P.key[i], i))
            else:
                d = gpus[i]
                if d not in by_demand:
                    by_demand[d] = []
                    demands.append(d)
                    demands.sort()
                heapq.heappush(by_demand[d], (P.key[i], i))
        # ---- scheduling pass
        if asrpt:
            if hold is not None:
                i, kappa, deadline = hold
                servers, caps = most(gpus[i])
                counts, a = placer.place(cfg[i], caps)
                if a < kappa or t >= deadline:
                    n_improved += a < kappa
                    hold = None
                    start(i, t, servers, caps, counts, a)
            if freed and classes:
                # demands by their oldest member; within one, start members in pop order
                # while the most-available servers give the fewest-servers layout
                for _, d in sorted((q[0][0], d) for d, q in classes.items()):
                    q = classes[d]
                    while q and d <= fg.total:
                        servers, caps = most(d)
                        if caps != P.fewest[q[0][1]]:
                            break
                        i = q.popleft()[1]
                        counts, a = placer.place(cfg[i], caps)
                        start(i, t, servers, caps, counts, a)
                    if not q:
                        del classes[d]
            if waiting:
                keep = []
                for w in waiting:
                    i, kappa, deadline = w
                    if gpus[i] <= fg.total:
                        servers, caps = most(gpus[i])
                        counts, a = placer.place(cfg[i], caps)
                        go = a < kappa or t >= deadline
                        if go:
                            n_improved += a < kappa
                            waiting_ids.discard(i)
                            start(i, t, servers, caps, counts, a)
                            continue
                    keep.append(w)
                waiting = keep
            while hold is None:
                if qmode == "fifo":
                    if not fifo or gpus[fifo[0]] > fg.total:
                        break
                    i = fifo.popleft()
                elif qmode == "heap":
                    if not queue or gpus[queue[0][1]] > fg.total:
                        break
                    i = heapq.heappop(queue)[1]
                else:
                    k = pop_fitting()
                    if k is None:
                        break
                    i = k
                asrpt_admit(i, t)
        elif qmode == "heap":
            while queue and gpus[queue[0][1]] <= fg.total:
                base_start(heapq.heappop(queue)[1], t)
        else:
            while (k := pop_fitting()) is not None:
                base_start(k, t)
    sched = OnlineSchedule(runs=tuple(
        JobRun(start=starts[i], servers=servers_of[i], counts=counts_of[i],
               alpha=alphas[i]) for i in range(n)))
    err = np.abs(inst.arrays.iterations - P.pred)
    info: dict[str, Any] = {
        "policy": o.policy, "predictor": o.predictor, "events": events,
        "mean_abs_prediction_error": float(err.mean()),
        "heavy_edge_cache": len(placer._cache)}
    info.update(load_metrics(inst, P, alphas))
    if asrpt:
        info.update(comm_heavy_jobs=n_heavy, delayed_jobs=n_delayed,
                    delay_improved_jobs=n_improved, comm_heavy=o.comm_heavy, tau=o.tau,
                    queue=o.queue, delay=o.delay, admission=o.admission)
    else:
        info.update(servers=o.servers)
    return sched, info


# ------------------------------------------------------------------ reference simulator


def _ref_srpt(release: list[float], size: list[float]) -> tuple[list[float], list[int]]:
    """Plain preemptive SRPT: advance to the next release or completion; returns the
    completion times and the order in which completions happen."""
    n = len(release)
    rem = list(size)
    C = [math.nan] * n
    done: list[int] = []
    arrived = [False] * n
    t = 0.0
    left = n
    while left:
        for i in range(n):
            if not arrived[i] and release[i] <= t:
                arrived[i] = True
        avail = [i for i in range(n) if arrived[i] and math.isnan(C[i])]
        future = [release[i] for i in range(n) if not arrived[i]]
        nxt = min(future) if future else math.inf
        if not avail:
            t = nxt
            continue
        i = min(avail, key=lambda k: (rem[k], k))
        if t + rem[i] <= nxt:
            t += rem[i]
            rem[i] = 0.0
            C[i] = t
            done.append(i)
            left -= 1
        else:
            rem[i] -= nxt - t
            t = nxt
    return C, done


def simulate_reference(inst: OnlineInstance, opts: SimOptions | None = None,
                       **kw: Any) -> OnlineSchedule:
    """Slow, literal re-implementation of :func:`simulate` (tests only)."""
    from ..heavy_edge import heavy_edge
    from ..itertime import iteration_time

    o = opts if opts is not None else SimOptions(**kw)
    timings = config_timings(inst, seed=o.seed)
    names = list(inst.config_names)
    n = len(inst.jobs)
    G = inst.total_gpus
    M, g = inst.cluster.servers, inst.cluster.gpus_per_server
    jobs = inst.jobs
    ci = [names.index(j.config) for j in jobs]
    amin = [timings[c].alpha_min_est for c in ci]
    amax = [timings[c].alpha_max for c in ci]
    heavy = [amax[i] / amin[i] >= o.comm_heavy for i in range(n)]
    pred = predict_iterations(inst, o.predictor, seed=o.seed).tolist()
    pdur = [pred[i] * amin[i] for i in range(n)]
    if o.policy == "a-srpt":
        C1, order = _ref_srpt([j.submit for j in jobs], [jobs[i].gpus / G * pdur[i]
                                                         for i in range(n)])
        rank = {i: k for k, i in enumerate(order)}
        entry = C1 if o.queue == "completion" else [j.submit for j in jobs]
        key = {i: (float(rank[i]), 0.0, i) for i in range(n)}
    else:
        entry = [j.submit for j in jobs]
        if o.policy in ("spjf", "wcs-duration"):
            pr = pdur
        elif o.policy in ("spwf", "wcs-workload"):
            pr = [pdur[i] * jobs[i].gpus for i in range(n)]
        else:
            pr = [j.submit for j in jobs]
        key = {i: (pr[i], jobs[i].submit, i) for i in range(n)}
    free = [g] * M
    runs: dict[int, tuple[float, list[int], list[list[int]], float]] = {}
    ends: dict[int, float] = {}
    done: set[int] = set()
    queued: list[int] = []
    entered = [False] * n
    hold: tuple[int, float, float] | None = None
    waiting: list[tuple[int, float, float]] = []
    aside: list[int] = []  # delay="consolidate", in pop order

    def select(i: int, most: bool) -> tuple[list[int], list[int]]:
        cand = [m for m in range(M) if free[m] > 0]
        cand.sort(key=lambda m: (-free[m], m) if most else (free[m], m))
        servers, caps, left = [], [], jobs[i].gpus
        for m in cand:
            if left == 0:
                break
            take = min(free[m], left)
            servers.append(m)
            caps.append(take)
            left -= take
        return servers, caps

    def place(i: int, most: bool) -> tuple[list[int], list[list[int]], float, list[int]]:
        servers, caps = select(i, most)
        job = inst.configs[jobs[i].config].job
        if job.gpus == 1:
            counts = [[1]]
        else:
            counts = heavy_edge(job, caps, seed=o.seed).counts.tolist()
        a = iteration_time(job, counts, inst.cluster)
        return servers, counts, a, caps

    def fewest(i: int) -> list[int]:
        q, r = divmod(jobs[i].gpus, g)
        return [g] * q + ([r] if r else [])

    def start(i: int, t: float, servers: list[int], counts: list[list[int]],
              a: float) -> None:
        runs[i] = (t, servers, counts, a)
        ends[i] = t + jobs[i].iterations * a
        for m, row in zip(servers, counts, strict=True):
            free[m] -= sum(row)

    def admit(i: int, t: float) -> None:
        """Algorithm 1, lines 8-23, for the popped job i."""
        nonlocal hold
        if not heavy[i]:
            servers, counts, a, _ = place(i, False)
            start(i, t, servers, counts, a)
            return
        servers, counts, a, caps = place(i, True)
        if o.delay == "consolidate":
            if a / amin[i] <= o.comm_heavy or caps == fewest(i):
                start(i, t, servers, counts, a)
            else:
                aside.append(i)
            return
        window = o.tau * jobs[i].gpus / G * pred[i] * amin[i]
        if a / amin[i] <= o.comm_heavy or window <= 0:
            start(i, t, servers, counts, a)
        elif o.delay == "side":
            waiting.append((i, a, t + window))
        else:
            hold = (i, a, t + window)

    def baseline_most(i: int) -> bool:
        return o.servers == "most" or (o.servers == "asrpt" and heavy[i])

    t = 0.0
    while len(ends) < n or any(e > t for e in ends.values()):
        cands = [entry[i] for i in range(n) if not entered[i]]
        cands += [e for e in ends.values() if e > t]
        if hold is not None:
            cands.append(hold[2])
        cands += [w[2] for w in waiting if w[2] > t]
        if not cands:
            break
        t = min(cands)
        free = [g] * M  # recomputed from the runs still going at t
        for i, (_s, servers, counts, _a) in runs.items():
            if ends[i] > t:
                for m, row in zip(servers, counts, strict=True):
                    free[m] -= sum(row)
        freed = [i for i in ends if ends[i] <= t and i not in done]
        done.update(freed)
        for i in range(n):
            if not entered[i] and entry[i] <= t:
                entered[i] = True
                queued.append(i)
        queued.sort(key=lambda i: key[i])
        if o.policy == "a-srpt":
            if hold is not None:
                i, kappa, deadline = hold
                servers, counts, a, _ = place(i, True)
                if a < kappa or t >= deadline:
                    hold = None
                    start(i, t, servers, counts, a)
            if freed:
                # GPU demands ordered by their oldest waiting job; jobs of one demand in
                # pop order until the most-available servers are not the fewest layout
                first: dict[int, int] = {}
                for k, i in enumerate(aside):
                    first.setdefault(jobs[i].gpus, k)
                for d in sorted(first, key=lambda c: first[c]):
                    for i in [i for i in aside if jobs[i].gpus == d]:
                        if d > sum(free) or select(i, True)[1] != fewest(i):
                            break
                        servers, counts, a, _ = place(i, True)
                        aside.remove(i)
                        start(i, t, servers, counts, a)
            for w in list(waiting):
                i, kappa, deadline = w
                if jobs[i].gpus <= sum(free):
                    servers, counts, a, caps = place(i, True)
                    if a < kappa or t >= deadline:
                        waiting.remove(w)
                        start(i, t, servers, counts, a)
            if o.admission == "strict":
                while hold is None and queued and jobs[queued[0]].gpus <= sum(free):
                    admit(queued.pop(0), t)
            else:
                k = 0
                while hold is None and k < len(queued):
                    i = queued[k]
                    if jobs[i].gpus <= sum(free):
                        queued.pop(k)
                        admit(i, t)
                    else:
                        k += 1
        elif o.policy in STRICT:
            while queued and jobs[queued[0]].gpus <= sum(free):
                i = queued.pop(0)
                servers, counts, a, _ = place(i, baseline_most(i))
                start(i, t, servers, counts, a)
        else:
            k = 0
            while k < len(queued):
                i = queued[k]
                if jobs[i].gpus <= sum(free):
                    queued.pop(k)
                    servers, counts, a, _ = place(i, baseline_most(i))
                    start(i, t, servers, counts, a)
                else:
                    k += 1
    return OnlineSchedule(runs=tuple(
        JobRun(start=runs[i][0], servers=tuple(runs[i][1]),
               counts=tuple(tuple(r) for r in runs[i][2]), alpha=runs[i][3])
        for i in range(n)))
