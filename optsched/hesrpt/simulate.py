"""Exact event-driven fluid simulator of any allocation policy.

Between two events (an arrival or a departure) the allocation is constant, so job ``i``
is served at the constant rate ``s(theta_i N)`` and its remaining size decreases linearly.
The simulator therefore jumps from event to event:

1. ask the policy for shares ``theta`` of the jobs present (validated: finite, ``>= 0``,
   ``sum <= 1 + 1e-9``);
2. rates ``v_i = s(theta_i N)``; next departure after ``min_i r_i / v_i`` (over ``v_i > 0``),
   next arrival at its arrival time; advance to the earlier one (departure first on a tie);
3. ``r_i -= v_i dt``; the job that attains the minimum completes exactly now (``r = 0``),
   and so does every job whose remaining size fell below ``1e-11`` of its size
   (simultaneous completions); arrivals at or before now join.

No time discretisation is involved: completion times are exact up to floating-point
round-off. :func:`simulate_reference` is a deliberately plain re-implementation (Python
lists, one job at a time) kept to cross-check the vectorised :func:`simulate_run`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from optsched.core import InstanceError, OptschedError, interrupt
from optsched.core.policy import DecisionError, Event, OnlinePolicy

from .closed_form import WeightsSpec, _check_n, _check_sizes, resolve_weights
from .contract import Allocate, HesrptView, PresentJob
from .fastsim import simulate_equi, simulate_hesrpt
from .policies import Equi, HeSRPT, Policy, State, get_policy
from .schedule import Segment
from .speedup import Power, Speedup, SpeedupSpec, as_speedup

#: per-job numbers (sizes, arrivals): a sequence or a 1-D array
Floats = Sequence[float] | np.ndarray
#: constructor options of a named policy (``alpha=`` for knee ...)
PolicyParams = dict[str, float | str | None]

DONE_RTOL = 1e-11
SUM_TOL = 1e-9
INTERRUPT_EVERY = 2048     # epochs between two interrupt checks


@dataclass
class SimResult:
    """Output of one simulation.

    Attributes
    ----------
    completion : numpy.ndarray
        Absolute completion times, seconds, input order.
    arrivals, sizes, weights : numpy.ndarray
        The jobs' arrivals (s), sizes (s on one server) and objective weights.
    n_epochs : int
        Decision epochs (arrivals + departures handled).
    segments : list of Segment
        The fluid schedule, when recorded (``record=True``).
    """

    completion: np.ndarray
    arrivals: np.ndarray
    sizes: np.ndarray
    weights: np.ndarray
    n_epochs: int
    segments: list[Segment] = field(default_factory=list)

    @property
    def flow_times(self) -> np.ndarray:
        """Completion minus arrival, seconds."""
        return self.completion - self.arrivals

    @property
    def weighted_flow_time(self) -> float:
        """``sum_i w_i (C_i - a_i)`` (seconds x weight)."""
        return float(np.dot(self.weights, self.flow_times))


def _check_arrivals(arrivals: Floats | None, m: int) -> np.ndarray:
    if arrivals is None:
        return np.zeros(m)
    a = np.asarray(arrivals, dtype=float)
    if a.shape != (m,):
        raise InstanceError("arrivals", f"must have one arrival time per job ({m}), "
                            f"got shape {a.shape}")
    bad = np.flatnonzero(~(np.isfinite(a) & (a >= 0)))
    if bad.size:
        i = int(bad[0])
        raise InstanceError(f"arrivals[{i}]", f"must be finite and >= 0, got {a[i]!r}")
    return a


def _validate_shares(theta: np.ndarray, m: int, t: float) -> np.ndarray:
    th = np.asarray(theta, dtype=float)
    if th.shape != (m,):
        raise OptschedError(f"policy returned {th.shape} shares for {m} jobs at t={t:g}")
    if not np.all(np.isfinite(th)) or np.any(th < -1e-12):
        raise OptschedError(f"policy returned invalid shares at t={t:g}: {th[:5]}...")
    total = float(th.sum())
    if total > 1.0 + SUM_TOL:
        raise OptschedError(f"policy allocated {total:.12g} > 1 of the servers at t={t:g}")
    return np.maximum(th, 0.0)


def simulate_run(sizes: Floats, policy: str | Policy, p: SpeedupSpec, n_servers: float,
                 weights: WeightsSpec = None, arrivals: Floats | None = None, *,
                 record: bool = False, policy_params: PolicyParams | None = None,
                 fast: bool = True) -> SimResult:
    """Simulate ``policy`` exactly (event to event) on jobs arriving at ``arrivals``.

    Parameters
    ----------
    sizes : array of float
        Seconds on one server, input order.
    policy : str or callable
        A name of :data:`~.policies.POLICIES` or any ``State -> shares`` callable.
    p : float, Speedup, dict or callable
        Exponent of ``s(k) = k**p`` or any speedup accepted by
        :func:`~optsched.hesrpt.speedup.as_speedup` (``Amdahl(f)``, a callable ...).
    n_servers : float
        N.
    weights : None, "flow", "slowdown" or array of float
        As in :func:`~optsched.hesrpt.closed_form.resolve_weights` (what heSRPT optimises
        and :attr:`SimResult.weighted_flow_time` sums).
    arrivals : array of float, optional
        Seconds (default all 0: offline).
    record : bool
        Keep the fluid schedule (one segment per epoch; memory O(events x jobs present),
        meant for offline instances).
    policy_params : dict, optional
        Constructor options of a named policy.
    fast : bool
        Use the incremental simulators of :mod:`.fastsim` when they apply (not when
        recording).

    Returns
    -------
    SimResult

    Examples
    --------
    >>> simulate_run([1.0, 1.0], "hesrpt", 0.5, 10).completion.round(4).tolist()
    [0.4988, 0.3651]
    """
    x = _check_sizes(sizes)
    m = x.size
    n = _check_n(n_servers)
    sp = as_speedup(p)
    s_n = float(sp(n))
    w = resolve_weights(x, weights, s_n)
    arr = _check_arrivals(arrivals, m)
    pol = get_policy(policy, **(policy_params or {}))
    if fast and not record:
        res = _fast_path(pol, x, w, arr, sp, n)
        if res is not None:
            completion, epochs = res
            return SimResult(completion, arr, x, w, epochs)

    return _simulate_generic(x, w, arr, sp, n, _share_allocator(pol, n), record)


#: ``allocate(state) -> (servers, shares)``: servers ``k_i`` per job of the state (what
#: the rates ``s(k_i)`` are computed from) and the shares ``k_i / N`` recorded
Allocator = Callable[[State], tuple[np.ndarray, np.ndarray]]


def _share_allocator(pol: Policy, n: float) -> Allocator:
    """A shares policy as an allocator: ``k = theta N`` (theta validated)."""

    def allocate(state: State) -> tuple[np.ndarray, np.ndarray]:
        theta = _validate_shares(pol(state), state.ids.size, state.time)
        return theta * n, theta

    return allocate


def _simulate_generic(x: np.ndarray, w: np.ndarray, arr: np.ndarray, sp: Speedup, n: float,
                      allocate: Allocator, record: bool,
                      completion: np.ndarray | None = None) -> SimResult:
    """The event-to-event loop (validated inputs); the state handed to ``allocate`` lists
    the jobs present largest remaining first (stable: ties keep their previous order).
    ``completion`` (NaN-filled, one per job) is filled as jobs complete (the contract
    driver reads it)."""
    m = x.size
    order = np.argsort(arr, kind="stable")
    arr_sorted = arr[order]
    if completion is None:
        completion = np.full(m, np.nan)
    ids = np.empty(0, dtype=np.int64)
    rem = np.empty(0)
    segments: list[Segment] = []
    ptr, t, epochs = 0, 0.0, 0

    def admit(now: float) -> None:
        nonlocal ptr, ids, rem
        end = int(np.searchsorted(arr_sorted, now, side="right"))
        if end > ptr:
            new = order[ptr:end]
            ids = np.concatenate((ids, new))
            rem = np.concatenate((rem, x[new]))
            ptr = end

    while ptr < m or ids.size:
        if ids.size == 0:
            t = max(t, float(arr_sorted[ptr]))
            admit(t)
        if ids.size > 1:
            # jobs ordered by remaining size (largest first, stable): the order barely
            # changes between events, so this timsort is ~O(n) and every size-based
            # policy then sorts already-sorted data
            perm = np.argsort(-rem, kind="stable")
            ids, rem = ids[perm], rem[perm]
        epochs += 1
        if epochs % INTERRUPT_EVERY == 0:
            interrupt.check()
        state = State(t, ids, rem, x[ids], w[ids], arr[ids], sp, n)
        servers, shares = allocate(state)
        rates = np.where(servers > 0, sp(servers), 0.0)
        pos = rates > 0
        if pos.any():
            ttf = np.full(ids.size, np.inf)
            with np.errstate(over="ignore"):       # a share ~1e-300 may give rate ~0
                ttf[pos] = rem[pos] / rates[pos]
            j = int(np.argmin(ttf))
            dt_dep = float(ttf[j])
        else:
            j, dt_dep = -1, np.inf
        dt_arr = float(arr_sorted[ptr]) - t if ptr < m else np.inf
        if not np.isfinite(dt_dep) and not np.isfinite(dt_arr):
            raise OptschedError(f"policy gives no server to any of the {ids.size} jobs "
                                f"present at t={t:g} and no job arrives: it never finishes")
        if dt_arr < dt_dep:
            t_next = float(arr_sorted[ptr])
            rem = rem - rates * dt_arr
            done = rem <= DONE_RTOL * x[ids]
        else:
            t_next = t + dt_dep
            rem = rem - rates * dt_dep
            done = rem <= DONE_RTOL * x[ids]
            done[j] = True
        if record:
            keep = shares > 0
            segments.append(Segment(t, t_next, tuple(ids[keep].tolist()),
                                    tuple(shares[keep].tolist())))
        t = t_next
        if done.any():
            completion[ids[done]] = t
            ids, rem = ids[~done], rem[~done]
        admit(t)
    return SimResult(completion, arr, x, w, epochs, segments)


class ContractDriver:
    """Runs an online policy of the contract (:mod:`.contract`) as an allocator.

    At each call it derives the events from the jobs present (new ones arrived, missing
    ones completed), builds the :class:`~.contract.HesrptView`, applies the
    :class:`~.contract.Allocate` decisions to the allocation in force (which persists)
    and checks them, raising :class:`~optsched.core.policy.DecisionError` naming the time,
    the job and the servers.
    """

    def __init__(self, policy: OnlinePolicy[HesrptView, Allocate], m: int,
                 objective: str) -> None:
        self.policy = policy
        self.m = m
        #: completion times, filled by the simulator loop
        self.completion = np.full(m, np.nan)
        self.objective = objective
        self.alloc: dict[int, float] = {}
        self.present: list[int] = []
        self.completed: set[int] = set()
        self.seen = 0

    def refuse(self, t: float, detail: str) -> DecisionError:
        return DecisionError(f"decision at t={t:.9g} s", detail)

    def __call__(self, state: State) -> tuple[np.ndarray, np.ndarray]:
        t, n = state.time, float(state.n_servers)
        ids = state.ids.tolist()
        now = set(ids)
        before = set(self.present)
        gone = sorted(i for i in self.present if i not in now)
        arrival = dict(zip(ids, state.arrivals.tolist()))
        new = sorted((i for i in ids if i not in before), key=lambda i: (arrival[i], i))
        for i in gone:
            self.alloc.pop(i, None)
        self.completed.update(gone)
        self.seen += len(new)
        self.present = ids
        # a departure that left no job present came before this instant (no decision was
        # needed then): only completions at this instant are events of this call
        events = tuple([Event("completion", str(i)) for i in gone if self.completion[i] == t]
                       + [Event("arrival", str(i)) for i in new])
        jobs = tuple(PresentJob(str(i), float(xi), float(ri), float(wi), float(ai),
                                self.alloc.get(i, 0.0))
                     for i, xi, ri, wi, ai in zip(ids, state.sizes.tolist(),
                                                  state.remaining.tolist(),
                                                  state.weights.tolist(),
                                                  state.arrivals.tolist()))
        view = HesrptView(t, events, jobs, n, state.speedup, self.objective)
        last: int | None = None
        for d in self.policy.decide(view) or ():
            if not isinstance(d, Allocate):
                raise self.refuse(t, f"expected Allocate(job, servers), got {d!r}")
            i = int(d.job) if isinstance(d.job, str) and d.job.isdigit() else -1
            if i not in now:
                why = ("has completed" if i in self.completed else
                       "has not arrived yet" if 0 <= i < self.m else
                       "is not a job id of this instance (ids are '0' .. "
                       f"'{self.m - 1}')")
                raise self.refuse(t, f"job {d.job!r} is not present: it {why}")
            k = d.servers
            if isinstance(k, bool) or not isinstance(k, (int, float, np.integer,
                                                        np.floating)) \
                    or not math.isfinite(k) or k < 0:
                raise self.refuse(t, f"job {d.job!r}: servers must be a finite number >= 0, "
                                  f"got {k!r}")
            self.alloc[i] = float(k)
            last = i
        servers = np.array([self.alloc.get(i, 0.0) for i in ids])
        total = float(servers.sum())
        if total > n * (1.0 + SUM_TOL):
            who = f"job '{last}' asks {self.alloc[last]:.9g}; " if last is not None else ""
            raise self.refuse(t, f"{who}the jobs would hold {total:.9g} servers, N = {n:g}")
        if total <= 0 and self.seen == self.m:
            raise self.refuse(t, f"no server for any of the {len(ids)} jobs present (job "
                              f"'{ids[0]}' ...) and no job arrives: the run would never end")
        return servers, servers / n


def simulate_contract(sizes: np.ndarray, policy: OnlinePolicy[HesrptView, Allocate],
                      speedup: Speedup, n_servers: float, weights: WeightsSpec,
                      arrivals: np.ndarray, objective: str) -> SimResult:
    """Simulate an online policy of the contract exactly, recording the fluid schedule.

    Parameters as :func:`simulate_run`; ``objective`` is the instance's (shown in the
    view). The policy sees the jobs present at time 0 and after every arrival and
    departure (:mod:`.contract`).

    Raises
    ------
    DecisionError
        A decision the simulator refuses.
    """
    x = _check_sizes(sizes)
    n = _check_n(n_servers)
    w = resolve_weights(x, weights, float(speedup(n)))
    arr = _check_arrivals(arrivals, x.size)
    driver = ContractDriver(policy, x.size, objective)
    return _simulate_generic(x, w, arr, speedup, n, driver, record=True,
                             completion=driver.completion)


def _fast_path(pol: Policy, x: np.ndarray, w: np.ndarray, arr: np.ndarray, sp: Speedup,
               n: float) -> tuple[np.ndarray, int] | None:
    """Run ``pol`` on an incremental simulator if one applies (exact classes only: a
    subclass may change the allocation), else None."""
    if type(pol) is Equi:
        return simulate_equi(x, arr, sp, n)
    if type(pol) is HeSRPT and pol.weights == "objective" and isinstance(sp, Power):
        p = pol.p if pol.p is not None else sp.p
        if isinstance(p, (int, float)) and 0.0 < float(p) < 1.0:
            return simulate_hesrpt(x, w, arr, float(p), float(sp.p), n)
    return None


def simulate(sizes: Floats, policy: str | Policy, p: SpeedupSpec, n_servers: float,
             weights: WeightsSpec = None, arrivals: Floats | None = None,
             **policy_params: float | str | None) -> np.ndarray:
    """Completion times (absolute seconds, input order) of ``policy``.

    Parameters as :func:`simulate_run`; ``policy`` is a name (``hesrpt``, ``equi``,
    ``srpt``, ``rs``, ``hell``, ``knee``) with optional constructor parameters
    (``alpha=`` for knee) or any callable ``State -> shares``.

    Examples
    --------
    >>> simulate([1.0, 2.0], "srpt", 1.0, 4).tolist()
    [0.25, 0.75]
    """
    return simulate_run(sizes, policy, p, n_servers, weights, arrivals,
                        policy_params=policy_params or None).completion


def simulate_reference(sizes: list[float], policy: Policy, speedup: Speedup,
                       n_servers: float, weights: list[float],
                       arrivals: list[float] | None = None) -> list[float]:
    """Plain reference simulator (tests only): Python lists, one job at a time.

    Same model and completion rule as :func:`simulate_run`; returns completion times
    (seconds, input order).
    """
    m = len(sizes)
    arrivals = list(arrivals) if arrivals is not None else [0.0] * m
    pending = sorted(range(m), key=lambda i: (arrivals[i], i))
    remaining: dict[int, float] = {}
    completion = [float("nan")] * m
    t = 0.0
    while pending or remaining:
        if not remaining:
            t = max(t, arrivals[pending[0]])
        while pending and arrivals[pending[0]] <= t:
            i = pending.pop(0)
            remaining[i] = float(sizes[i])
        act = list(remaining)
        state = State(t, np.array(act), np.array([remaining[i] for i in act]),
                      np.array([float(sizes[i]) for i in act]),
                      np.array([float(weights[i]) for i in act]),
                      np.array([arrivals[i] for i in act]), speedup, n_servers)
        theta = [float(v) for v in np.asarray(policy(state), dtype=float)]
        rate = {i: (float(speedup(th * n_servers)) if th > 0 else 0.0)
                for i, th in zip(act, theta)}
        best, dt = None, float("inf")
        for i in act:
            if rate[i] > 0 and remaining[i] / rate[i] < dt:
                best, dt = i, remaining[i] / rate[i]
        next_arr = arrivals[pending[0]] if pending else float("inf")
        if next_arr - t < dt:
            dt, best = next_arr - t, None
        for i in act:
            remaining[i] -= rate[i] * dt
        t = next_arr if best is None else t + dt
        for i in act:
            if i == best or remaining[i] <= DONE_RTOL * sizes[i]:
                completion[i] = t
                del remaining[i]
    return completion
