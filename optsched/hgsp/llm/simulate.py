"""Event-driven and discrete-time simulators for LLM gang scheduling (Section VI-B/D).

Both run the same dispatcher at *decision points*; they differ only in when a
completion or an arrival is *observed*:

* **event-driven** (default, exact): decision points are the arrival and completion
  instants themselves. The simulator is work-conserving: GPUs freed at ``t`` are reused at
  ``t``, and a task that arrives at ``t`` can start at ``t``.
* **discrete-time** (Section VI-D, step ``dt`` seconds): decision points are the grid
  ``t_k = k * dt`` (computed as ``k * dt``, never accumulated). Within step ``k``, in this
  order: (1) every running task whose completion time ``c_i <= t_k`` completes and frees
  its GPUs; (2) every task with ``a_i <= t_k`` joins the queue; (3) the scheduler sorts the
  queue by the policy key and starts, at ``t_k``, every task whose gang fits (see
  *dispatch* below). A task started at ``t_k`` runs for its exact duration ``p_i``
  (``c_i = t_k + p_i``, not rounded), but its GPUs are released only at the first grid
  point ``>= c_i``. Starts are therefore delayed to the grid; if all arrivals and
  durations are multiples of ``dt`` the discrete run equals the event-driven run, and as
  ``dt -> 0`` it converges to it (each start is late by less than ``dt`` per completion in
  its chain; see ``tests/hgsp/llm/test_simulators.py`` and ``benchmarks/llm_dt.py``).
  ``clock="accumulate"`` is the literal reading of a simulator that advances a float
  clock ``t += dt`` and compares ``c_i <= t`` exactly (it reproduces the paper's FIFO
  row 336.4 / 2.402 of Table IV, see ``models/hgsp-llm.md``).

*Dispatch* (both simulators): waiting tasks in policy-key order; a task fits if at least
``tau_i`` free GPUs have ``M_j >= m_i / tau_i``; it then takes the ``tau_i`` fastest such
GPUs for its phase (ties by GPU index; ``placement="first"`` takes the lowest indices, the
paper's "first available GPU group"), and runs at the speed of the slowest member.
With ``backfill=True`` (default) the scan continues past tasks that do not fit; with
``backfill=False`` it stops at the first one (head-of-line blocking).

*Online contract* (:func:`simulate_online`): a user's policy object (see
:mod:`~optsched.hgsp.llm.contract`) decides at every arrival/completion instant which
waiting tasks start on which GPUs; the same event semantics as the event-driven
simulator (completions first, then arrivals, starts at the instant itself).
:class:`~optsched.hgsp.llm.policies.PriorityPolicy` re-expresses the four priority
policies on that contract; ``--algo fifo|weighted-fifo|srpt|wsrpt`` with the default
``simulator=event`` runs through it (:func:`run_policy`), and
``tests/hgsp/llm/test_contract.py`` checks that it gives :func:`simulate`'s event-driven
schedules exactly (``simulate`` stays as the reference and as the discrete simulator).

The event-driven run and the grid discrete run jump from one decision point to the next
(steps at which nothing completes or arrives change nothing for a static key), so their
cost is O(events x queue) and independent of ``dt``. :func:`simulate_discrete_reference`
is the literal step-by-step loop, kept as the readable reference for the tests and used
for ``clock="accumulate"`` and for dynamic (time-dependent) keys.
"""

from __future__ import annotations

import bisect
import heapq
import math
from typing import Any, Literal

import numpy as np

from optsched.core import interrupt
from optsched.core.errors import InstanceError, UnschedulableError
from optsched.core.policy import DecisionError, Event, OnlinePolicy, left_waiting
from optsched.core.result import Result, Status

from .contract import LlmView, RunningTask, Start, WaitingTask
from .instance import LlmInstance
from .policies import POLICIES, Policy, PriorityPolicy, TaskView
from .schedule import GangRun, LlmSchedule
from .verify import evaluate

EPS = 1e-9


class _Dispatcher:
    """Free-GPU bookkeeping and gang placement (vectorised per task with numpy)."""

    def __init__(self, inst: LlmInstance, placement: str) -> None:
        self.inst = inst
        self.free = np.ones(len(inst.gpus), dtype=bool)
        self.order: list[np.ndarray] = []
        self.speed: dict[str, np.ndarray] = {
            ph: np.array([g.throughput(ph) for g in inst.gpus]) for ph in ("prefill",
                                                                          "decode")}
        mem = np.array([g.memory_gb for g in inst.gpus])
        cache: dict[tuple[str, float], np.ndarray] = {}
        for t in inst.tasks:
            k = (t.phase, t.memory_per_gpu_gb)
            if k not in cache:
                el = np.flatnonzero(mem + 1e-9 >= t.memory_per_gpu_gb)
                if placement == "fastest":
                    el = el[np.lexsort((el, -self.speed[t.phase][el]))]
                cache[k] = el
            self.order.append(cache[k])

    def try_start(self, i: int) -> np.ndarray | None:
        order = self.order[i]
        cand = order[self.free[order]]
        tau = self.inst.tasks[i].tp_degree
        if cand.size < tau:
            return None
        gang = cand[:tau]
        self.free[gang] = False
        return gang

    def release(self, gang: np.ndarray) -> None:
        self.free[gang] = True


def _views(inst: LlmInstance) -> list[float]:
    return [inst.best_duration_s(t) for t in inst.tasks]


def _check(inst: LlmInstance) -> None:
    why = inst.unschedulable_reason()
    if why:
        raise UnschedulableError(why)


def _entry(inst: LlmInstance, i: int, gang: np.ndarray, start: float) -> GangRun:
    t = inst.tasks[i]
    dur = inst.duration_s(t, gang.tolist())
    return GangRun(t.name, tuple(inst.gpus[j].name for j in gang.tolist()), start,
                   start + dur)


def simulate(inst: LlmInstance, policy: Policy, *, dt: float | None = None,
             backfill: bool = True, placement: str = "fastest") -> tuple[LlmSchedule, int]:
    """Run ``policy``; ``dt=None`` is the event-driven simulator, else the grid discrete one.

    Returns (schedule, number of decision points). Times in seconds.
    """
    _check(inst)
    n = len(inst.tasks)
    est = _views(inst)

    def observe(x: float) -> float:
        if dt is None:
            return x
        return math.ceil(x / dt - EPS) * dt

    disp = _Dispatcher(inst, placement)
    arrivals = sorted(range(n), key=lambda i: (observe(inst.tasks[i].arrival_s), i))
    obs_arrival = [observe(inst.tasks[i].arrival_s) for i in arrivals]
    running: list[tuple[float, int, int]] = []  # (observed completion, seq, task)
    gangs: dict[int, np.ndarray] = {}
    queue: list[tuple[Any, int]] = []  # sorted by static key
    schedule: list[GangRun] = []
    nxt = 0
    done = 0
    decisions = 0
    seq = 0
    while done < n:
        cands = []
        if nxt < n:
            cands.append(obs_arrival[nxt])
        if running:
            cands.append(running[0][0])
        if not cands:
            raise UnschedulableError("no running task and no arrival, but tasks wait "
                                     "(a gang can never fit)")
        now = min(cands)
        decisions += 1
        while running and running[0][0] <= now + EPS:
            _, _, k = heapq.heappop(running)
            disp.release(gangs.pop(k))
            done += 1
        while nxt < n and obs_arrival[nxt] <= now + EPS:
            i = arrivals[nxt]
            key = policy.key(TaskView(i, inst.tasks[i], est[i], now))
            bisect.insort(queue, (key, i))
            nxt += 1
        if policy.dynamic:
            queue = sorted((policy.key(TaskView(i, inst.tasks[i], est[i], now)), i)
                           for _, i in queue)
        keep: list[tuple[Any, int]] = []
        for pos, (key, i) in enumerate(queue):
            if not disp.free.any():
                keep.extend(queue[pos:])
                break
            gang = disp.try_start(i)
            if gang is None:
                keep.append((key, i))
                if not backfill:
                    keep.extend(queue[pos + 1:])
                    break
                continue
            e = _entry(inst, i, gang, now)
            schedule.append(e)
            gangs[i] = gang
            heapq.heappush(running, (observe(e.end), seq, i))
            seq += 1
        queue = keep
        if decisions % 4096 == 0:
            interrupt.check()
    return LlmSchedule(tuple(schedule)), decisions


def simulate_discrete_reference(inst: LlmInstance, policy: Policy, *, dt: float,
                                backfill: bool = True, placement: str = "fastest",
                                clock: str = "grid",
                                max_steps: int = 10_000_000) -> tuple[LlmSchedule, int]:
    """The literal step loop of Section VI-D (readable reference; O(horizon / dt) steps).

    ``clock="grid"``: ``t_k = k * dt`` and an event at ``x`` is seen at the first ``k``
    with ``x <= k * dt`` (relative tolerance 1e-9 steps, as in :func:`simulate`).
    ``clock="accumulate"``: ``t += dt`` in floating point and exact comparisons
    ``c_i <= t``, ``a_i <= t`` (the naive implementation).
    """
    _check(inst)
    n = len(inst.tasks)
    est = _views(inst)
    disp = _Dispatcher(inst, placement)
    waiting: list[int] = []
    arrived = [False] * n
    running: dict[int, tuple[float, np.ndarray]] = {}
    schedule: list[GangRun] = []
    done = 0
    t = 0.0
    k = 0

    def seen(x: float, k: int, t: float) -> bool:
        if clock == "grid":
            return math.ceil(x / dt - EPS) <= k
        return x <= t

    while done < n:
        if k > max_steps:
            raise InstanceError("param.dt", f"more than {max_steps} steps; dt={dt:g} is too "
                                "small for the reference loop")
        if clock == "grid":
            t = k * dt
        # (1) complete finished tasks and free their GPUs
        for i in [i for i, (c, _) in running.items() if seen(c, k, t)]:
            disp.release(running.pop(i)[1])
            done += 1
        # (2) add newly arrived tasks to the queue
        for i, task in enumerate(inst.tasks):
            if not arrived[i] and seen(task.arrival_s, k, t):
                arrived[i] = True
                waiting.append(i)
        # (3) the scheduler starts tasks from the queue in priority order
        waiting.sort(key=lambda i: policy.key(TaskView(i, inst.tasks[i], est[i], t)))
        still: list[int] = []
        blocked = False
        for i in waiting:
            gang = None if blocked else disp.try_start(i)
            if gang is None:
                still.append(i)
                blocked = blocked or not backfill
                continue
            e = _entry(inst, i, gang, t)
            schedule.append(e)
            running[i] = (e.end, gang)
        waiting = still
        k += 1
        if k % 4096 == 0:
            interrupt.check()
        if clock == "accumulate":
            t += dt
    return LlmSchedule(tuple(schedule)), k


def run_policy(inst: LlmInstance, policy: str | Policy, *, simulator: str = "event",
               dt: float | None = None, backfill: bool = True, placement: str = "fastest",
               clock: str = "grid") -> tuple[LlmSchedule, dict[str, Any]]:
    """Validate parameters, simulate, and return (schedule, metrics-about-the-run)."""
    pol = POLICIES[policy] if isinstance(policy, str) else policy
    if simulator not in ("event", "discrete"):
        raise InstanceError("param.simulator", f"must be 'event' or 'discrete', got "
                            f"{simulator!r}")
    if placement not in ("fastest", "first"):
        raise InstanceError("param.placement", f"must be 'fastest' or 'first', got "
                            f"{placement!r}")
    if clock not in ("grid", "accumulate"):
        raise InstanceError("param.clock", f"must be 'grid' or 'accumulate', got {clock!r}")
    if not isinstance(backfill, bool):
        raise InstanceError("param.backfill", f"must be true or false, got {backfill!r}")
    info: dict[str, Any] = {"simulator": simulator, "backfill": backfill,
                            "placement": placement}
    if simulator == "event":
        if dt is not None:
            raise InstanceError("param.dt", "only used with simulator=discrete")
        if clock != "grid":
            raise InstanceError("param.clock", "only used with simulator=discrete")
        sched, dec = online_schedule(inst, PriorityPolicy(pol, backfill=backfill,
                                                          placement=placement))
    else:
        if dt is None:
            dt = 0.01
        if isinstance(dt, bool) or not isinstance(dt, (int, float)) or not (
                math.isfinite(dt) and dt > 0):
            raise InstanceError("param.dt", f"must be a number > 0, got {dt!r}")
        dt = float(dt)
        info.update(dt=dt, clock=clock)
        if clock == "accumulate" or pol.dynamic:
            sched, dec = simulate_discrete_reference(inst, pol, dt=dt, backfill=backfill,
                                                     placement=placement, clock=clock)
        else:
            sched, dec = simulate(inst, pol, dt=dt, backfill=backfill, placement=placement)
    info["decision_points"] = dec
    return sched, info


# ----------------------------------------------------------------------------- online


def _waiting_task(inst: LlmInstance, i: int, order: np.ndarray, est: float) -> WaitingTask:
    t = inst.tasks[i]
    eligible = tuple(inst.gpus[j].id for j in order.tolist())
    types = tuple(dict.fromkeys(inst.gpus[j].type for j in order.tolist()))
    phase: Literal["prefill", "decode"] = "prefill" if t.phase == "prefill" else "decode"
    return WaitingTask(t.id, t.model, phase, t.tokens, t.memory_per_gpu_gb, t.tp_degree,
                       t.weight, t.arrival_s, eligible, types, est)


class _Online:
    """State of one run of :func:`simulate_online` (decision checking lives here)."""

    def __init__(self, inst: LlmInstance) -> None:
        self.inst = inst
        self.disp = _Dispatcher(inst, "fastest")
        self.gindex = inst.gpu_index()
        self.tindex = inst.task_index()
        self.holder: list[str | None] = [None] * len(inst.gpus)
        self.waiting: dict[str, WaitingTask] = {}
        self.running: dict[str, tuple[RunningTask, np.ndarray]] = {}
        self.done: set[str] = set()

    def refuse(self, now: float, detail: str) -> DecisionError:
        return DecisionError(f"decision at t={now:.9g} s", detail)

    def start(self, d: object, now: float) -> GangRun:
        """Apply one decision (checked); returns the schedule entry."""
        if not isinstance(d, Start):
            raise self.refuse(now, f"expected Start(task, gpus), got {d!r}")
        task = d.task
        if task not in self.waiting:
            why = ("is running" if task in self.running else
                   "is not an id of this instance" if task not in self.tindex else
                   "has completed" if task in self.done else
                   "has not arrived yet")
            raise self.refuse(now, f"task {task!r} is not waiting: it {why}")
        w = self.waiting[task]
        gpus = tuple(d.gpus) if isinstance(d.gpus, (tuple, list)) else None
        if gpus is None or not all(isinstance(g, str) for g in gpus):
            raise self.refuse(now, f"task {task!r}: gpus must be a tuple of GPU ids, got "
                              f"{d.gpus!r}")
        if len(gpus) != w.tp_degree:
            raise self.refuse(now, f"task {task!r} needs a gang of exactly {w.tp_degree} "
                              f"GPUs (tp_degree), got {len(gpus)}: {list(gpus)}")
        idx: list[int] = []
        for g in gpus:
            j = self.gindex.get(g)
            if j is None:
                raise self.refuse(now, f"task {task!r}: GPU {g!r} is not a GPU of this "
                                  "instance")
            if j in idx:
                raise self.refuse(now, f"task {task!r}: GPU {g!r} listed twice")
            if self.holder[j] is not None:
                raise self.refuse(now, f"task {task!r}: GPU {g!r} is busy (running task "
                                  f"{self.holder[j]!r})")
            gpu = self.inst.gpus[j]
            if gpu.memory_gb + 1e-9 < w.memory_per_gpu_gb:
                raise self.refuse(now, f"task {task!r} needs {w.memory_per_gpu_gb:g} GB per "
                                  f"GPU (memory_gb / tp_degree), GPU {g!r} has "
                                  f"{gpu.memory_gb:g} GB")
            idx.append(j)
        gang = np.array(idx, dtype=np.int64)
        entry = _entry(self.inst, self.tindex[task], gang, now)
        for j in idx:
            self.holder[j] = task
        self.disp.free[gang] = False
        del self.waiting[task]
        self.running[task] = (RunningTask(task, gpus, now, entry.end, w.weight, w.arrival_s),
                              gang)
        return entry


def online_schedule(inst: LlmInstance, policy: OnlinePolicy[LlmView, Start]
                    ) -> tuple[LlmSchedule, int]:
    """Run an online policy event by event: (schedule, number of decision instants).

    See :func:`simulate_online` (which wraps the schedule into a Result).
    """
    _check(inst)
    n = len(inst.tasks)
    est = _views(inst)
    st = _Online(inst)
    arrivals = sorted(range(n), key=lambda i: (inst.tasks[i].arrival_s, i))
    heap: list[tuple[float, int, str]] = []  # (completion, seq, task id)
    schedule: list[GangRun] = []
    nxt = seq = decisions = 0
    now = 0.0
    while len(st.done) < n:
        last = now
        now = min(inst.tasks[arrivals[nxt]].arrival_s if nxt < n else math.inf,
                  heap[0][0] if heap else math.inf)
        if now == math.inf:
            raise left_waiting(f"decision at t={last:.9g} s", len(st.waiting),
                               next(iter(st.waiting)), what="task")
        interrupt.check()
        events: list[Event] = []
        while heap and heap[0][0] <= now + EPS:
            _, _, tid = heapq.heappop(heap)
            _, gang = st.running.pop(tid)
            st.disp.release(gang)
            for j in gang.tolist():
                st.holder[j] = None
            st.done.add(tid)
            events.append(Event("completion", tid))
        while nxt < n and inst.tasks[arrivals[nxt]].arrival_s <= now + EPS:
            i = arrivals[nxt]
            st.waiting[inst.tasks[i].id] = _waiting_task(inst, i, st.disp.order[i], est[i])
            events.append(Event("arrival", inst.tasks[i].id))
            nxt += 1
        decisions += 1
        running = sorted((r for r, _ in st.running.values()), key=lambda r: r.end_s)
        free = tuple(g.id for g, h in zip(inst.gpus, st.holder) if h is None)
        view = LlmView(now, tuple(events), tuple(st.waiting.values()), tuple(running), free,
                       inst.gpus)
        for d in policy.decide(view) or ():
            e = st.start(d, now)
            schedule.append(e)
            heapq.heappush(heap, (e.end, seq, e.task))
            seq += 1
    return LlmSchedule(tuple(schedule)), decisions


def simulate_online(inst: LlmInstance, policy: OnlinePolicy[LlmView, Start], /, *,
                    seed: int = 0) -> Result:
    """Run a user's online policy (``decide(view) -> [Start, ...]``) event by event.

    Parameters
    ----------
    inst : LlmInstance
    policy : object with ``decide(LlmView) -> iterable of Start``
        Called once per instant at which tasks arrive or complete (see
        :mod:`~optsched.hgsp.llm.contract`).
    seed : int
        Unused (the simulator is deterministic; the policy got it at construction).

    Returns
    -------
    Result
        Raw (status feasible, objective eq. (16)); ``finalize`` verifies it.

    Raises
    ------
    DecisionError
        A decision the simulator refuses (naming the time, the task and the GPU), or a
        policy that leaves tasks waiting on an idle cluster with no event to come.
    """
    sched, decisions = online_schedule(inst, policy)
    obj, _ = evaluate(inst, sched)
    return Result(family="hgsp-llm", instance=inst.name, method="online",
                  status=Status.FEASIBLE, objective=obj, schedule=sched,
                  metrics={"simulator": "event", "decision_points": decisions})
