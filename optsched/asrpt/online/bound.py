"""Certified lower bounds on problem (8), the total completion time ``sum_i c_i`` (seconds),
for instances of any size (models/asrpt-online-bounds.md).

Ingredients, for every job ``i`` (release ``r_i``, ``n_i`` iterations, ``g_i`` GPUs) and
the cluster's ``G = M g`` GPUs:

* ``alpha_lb_i`` <= alpha of every placement of the job's config
  (:func:`optsched.asrpt.bound.alpha_min_lower_bound`: the window DP on the empty
  cluster; alpha^min itself for every config the DP covers whole), so the job runs for
  ``p_i >= n_i alpha_lb_i`` seconds on ``g_i`` GPUs: it needs ``W_i = g_i p_i``
  GPU-seconds;
* **per job**: ``c_i >= r_i + p_i``;
* **mean busy time** (the relaxation "the cluster is one machine of speed ``G`` GPU-s/s"):
  scale job ``i``'s GPU use down by ``alpha_lb_i / alpha_i``; it then does exactly
  ``W_i`` on ``[t_i, c_i)`` at a constant rate <= ``g_i``, the rates of the jobs running
  at any time sum to at most ``G``, and its mean busy time ``M_i = (t_i + c_i) / 2``
  satisfies ``c_i >= M_i + p_i / 2``. For weights ``mu_i >= 0``,
  ``sum_i mu_i M_i`` is at least its minimum over every preemptive schedule on that
  machine, attained by processing at each moment the released job of largest
  ``mu_i / W_i`` (the cost of a unit of work of job ``i`` processed at time ``t`` is
  ``mu_i t / W_i``: a greedy exchange argument, Goemans 1996). For every
  ``mu in [0, 1]^n``:

      sum_i c_i >= sum_i mu_i (M*_i(mu) + p_i / 2) + (1 - mu_i) (r_i + p_i)

  and the bound is the best of the ``mu`` tried (0/1 rounds plus a projected
  supergradient ascent; every ``mu`` evaluated is a valid bound, the search only picks);
* **SRPT**: the fast single machine's optimal preemptive ``sum C_i`` (SRPT on the works
  ``W_i``) is also a lower bound.

The value is the largest of these. Cost: O(n log n) per ``mu`` (compiled), about 1 s for
150,000 jobs; computing ``alpha_lb`` costs O(configs) window DPs.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import numpy as np

from optsched.core import Bound, interrupt
from optsched.core.jit import COMPILED, njit

from ..bound import alpha_min_lower_bound
from .instance import OnlineInstance

#: supergradient steps over mu after the 0/1 rounds
DEFAULT_STEPS = 30


@dataclass(frozen=True)
class JobData:
    """Per-job arrays of the bound (sorted by release): ``r`` s, ``p`` s (duration lower
    bound), ``work`` GPU-s; ``gpus_total`` = G."""

    r: np.ndarray
    p: np.ndarray
    work: np.ndarray
    gpus_total: float


def alpha_lower_bounds(inst: OnlineInstance, deadline: float | None = None
                       ) -> dict[str, float]:
    """``alpha_lb`` (s) of every config used by a job (window DP on the empty cluster);
    after ``deadline`` (``time.monotonic()``) the remaining configs get the single-stage
    windows only (cheaper, still valid)."""
    used = sorted({j.config for j in inst.jobs})
    out: dict[str, float] = {}
    for name in used:
        interrupt.check()
        job = inst.configs[name].job
        if deadline is not None and time.monotonic() > deadline:
            out[name] = alpha_min_lower_bound(job, inst.cluster, max_states=1, max_moves=1)
        else:
            out[name] = alpha_min_lower_bound(job, inst.cluster)
    return out


def job_data(inst: OnlineInstance, alpha_lb: dict[str, float]) -> JobData:
    """The arrays of :class:`JobData` from ``alpha_lb`` (s per config)."""
    arr = inst.arrays
    a = np.array([alpha_lb.get(c, 0.0) for c in inst.config_names], dtype=float)
    p = arr.iterations.astype(float) * a[arr.config]
    order = np.argsort(arr.submit, kind="stable")
    r = arr.submit[order]
    p = p[order]
    work = arr.gpus[order].astype(float) * p
    return JobData(r=r, p=p, work=work, gpus_total=float(inst.total_gpus))


# ----------------------------------------------------------------------------- kernels


@njit(cache=True)
def _heap_push(key: np.ndarray, heap: np.ndarray, size: int, j: int) -> int:
    heap[size] = j
    i = size
    while i > 0:
        parent = (i - 1) // 2
        a, b = heap[i], heap[parent]
        if key[a] < key[b] or (key[a] == key[b] and a < b):
            heap[i], heap[parent] = b, a
            i = parent
        else:
            break
    return size + 1


@njit(cache=True)
def _heap_pop(key: np.ndarray, heap: np.ndarray, size: int) -> int:
    size -= 1
    heap[0] = heap[size]
    i = 0
    while True:
        left = 2 * i + 1
        if left >= size:
            break
        c = left
        right = left + 1
        if right < size and (key[heap[right]] < key[heap[left]] or (
                key[heap[right]] == key[heap[left]] and heap[right] < heap[left])):
            c = right
        a, b = heap[i], heap[c]
        if key[b] < key[a] or (key[b] == key[a] and b < a):
            heap[i], heap[c] = b, a
            i = c
        else:
            break
    return size


@njit(cache=True)
def _greedy(r: np.ndarray, work: np.ndarray, key: np.ndarray, speed: float,
            active: np.ndarray, srpt: bool) -> tuple[np.ndarray, np.ndarray]:
    """Preemptive single machine of speed ``speed``: at every moment the released active
    job of smallest ``key`` (``srpt``: smallest remaining work) runs. Jobs sorted by
    release. Returns (mean busy time, completion time) per job (NaN when inactive)."""
    n = r.size
    rem = work.copy()
    integ = np.zeros(n)          # integral of t x rate over the job's processing
    comp = np.full(n, np.nan)
    mbt = np.full(n, np.nan)
    k = rem.copy() if srpt else key.copy()
    heap = np.empty(n, dtype=np.int64)
    size = 0
    t = 0.0
    nxt = 0
    while nxt < n or size > 0:
        if size == 0:
            while nxt < n and not active[nxt]:
                nxt += 1
            if nxt >= n:
                break
            if r[nxt] > t:
                t = r[nxt]
        while nxt < n and r[nxt] <= t:
            if active[nxt]:
                if work[nxt] <= 0.0:
                    comp[nxt] = r[nxt]
                    mbt[nxt] = r[nxt]
                else:
                    size = _heap_push(k, heap, size, nxt)
            nxt += 1
        if size == 0:
            continue
        j = heap[0]
        finish = t + rem[j] / speed
        t_next = r[nxt] if nxt < n else np.inf
        if finish <= t_next:
            integ[j] += speed * (finish - t) * (finish + t) * 0.5
            rem[j] = 0.0
            comp[j] = finish
            mbt[j] = integ[j] / work[j]
            size = _heap_pop(k, heap, size)
            t = finish
        else:
            dt = t_next - t
            integ[j] += speed * dt * (t_next + t) * 0.5
            rem[j] -= speed * dt
            if srpt:  # the key is the remaining work: re-heap the running job
                size = _heap_pop(k, heap, size)
                k[j] = rem[j]
                size = _heap_push(k, heap, size, j)
            t = t_next
    return mbt, comp


def greedy_reference(r: list[float], work: list[float], key: list[float], speed: float,
                     active: list[bool], srpt: bool) -> tuple[list[float], list[float]]:
    """Readable transcription of :func:`_greedy` (the tests' reference): time advances
    from event to event; between two events the chosen job runs at ``speed``."""
    n = len(r)
    rem = list(work)
    integ = [0.0] * n
    mbt = [math.nan] * n
    comp = [math.nan] * n
    todo = {i for i in range(n) if active[i]}
    for i in list(todo):
        if work[i] <= 0.0:
            mbt[i] = comp[i] = r[i]
            todo.discard(i)
    t = 0.0
    while todo:
        ready = [i for i in todo if r[i] <= t]
        if not ready:
            t = min(r[i] for i in todo)
            continue
        j = min(ready, key=lambda i: ((rem[i] if srpt else key[i]), i))
        later = [r[i] for i in todo if r[i] > t]
        t_next = min(later) if later else math.inf
        finish = t + rem[j] / speed
        end = min(finish, t_next)
        integ[j] += speed * (end - t) * (end + t) / 2.0   # integral of t x rate
        if finish <= t_next:
            rem[j] = 0.0
            comp[j] = finish
            mbt[j] = integ[j] / work[j]
            todo.discard(j)
        else:
            rem[j] -= speed * (end - t)
        t = end
    return mbt, comp


# ----------------------------------------------------------------------------- bounds


def mu_bound(d: JobData, mu: np.ndarray) -> tuple[float, np.ndarray]:
    """``B(mu) = sum_i mu_i (M*_i + p_i/2) + (1 - mu_i)(r_i + p_i)`` (module docstring)
    and its supergradient ``M*_i - r_i - p_i/2`` (zero where ``mu_i = 0``)."""
    active = mu > 0.0
    key = np.where(active, -mu / np.maximum(d.work, 1e-300), 0.0)
    mbt, _ = _greedy(d.r, d.work, key, d.gpus_total, active, False)
    m = np.where(active, mbt, d.r)
    val = math.fsum((mu * (m + 0.5 * d.p) + (1.0 - mu) * (d.r + d.p)).tolist())
    grad = np.where(active, m - d.r - 0.5 * d.p, 0.0)
    return val, grad


def srpt_bound(d: JobData) -> float:
    """Optimal ``sum C_i`` on one preemptive machine of speed G with works ``W_i`` (SRPT)."""
    _, comp = _greedy(d.r, d.work, np.zeros_like(d.work), d.gpus_total,
                      np.ones(d.r.size, dtype=np.bool_), True)
    return float(math.fsum(comp.tolist()))


def bound_total(d: JobData, steps: int = DEFAULT_STEPS, deadline: float | None = None
                ) -> tuple[float, dict[str, float], bool]:
    """The largest of the per-job, mean-busy-time and SRPT bounds on ``sum_i c_i`` (s).
    Returns ``(value, metrics, complete)``."""
    per_job = float(math.fsum((d.r + d.p).tolist()))
    srpt = srpt_bound(d)
    best = max(per_job, srpt)
    mu = np.ones(d.r.size)
    best_mbt = -np.inf
    complete = True
    # 0/1 rounds: keep the jobs whose mean-busy-time term beats r_i + p_i
    for _ in range(4):
        interrupt.check()
        val, grad = mu_bound(d, mu)
        best_mbt = max(best_mbt, val)
        new = (grad > 0.0).astype(float)
        if np.array_equal(new, mu):
            break
        mu = new
    # projected supergradient ascent from the best 0/1 point
    step0 = None
    for it in range(steps):
        interrupt.check()
        if deadline is not None and time.monotonic() > deadline:
            complete = False
            break
        val, grad = mu_bound(d, mu)
        best_mbt = max(best_mbt, val)
        norm = float(np.abs(grad).max())
        if norm == 0.0:
            break
        if step0 is None:
            step0 = 0.5 / norm
        mu = np.clip(mu + (step0 / math.sqrt(it + 1)) * grad, 0.0, 1.0)
    best = max(best, best_mbt)
    return best, {"per_job_bound_s": per_job, "srpt_bound_s": srpt,
                  "mean_busy_time_bound_s": best_mbt}, complete


def total_bound(inst: OnlineInstance, time_limit: float | None = None,
                steps: int = DEFAULT_STEPS) -> tuple[float, dict[str, float], bool]:
    """Lower bound on problem (8)'s objective (s), metrics, and whether it ran to its end."""
    t0 = time.monotonic()
    deadline = None if time_limit is None else t0 + time_limit
    alpha_deadline = None if time_limit is None else t0 + 0.5 * time_limit
    alpha_lb = alpha_lower_bounds(inst, alpha_deadline)
    t1 = time.monotonic()
    d = job_data(inst, alpha_lb)
    value, metrics, complete = bound_total(d, steps, deadline)
    metrics = {**metrics, "alpha_lb_s_min": float(min(alpha_lb.values())),
               "configs": float(len(alpha_lb)), "alpha_lb_time_s": t1 - t0}
    return value, metrics, complete


def bound_value(inst: OnlineInstance, time_limit: float | None = None) -> float:
    """The certified lower bound on ``sum_i c_i`` (s): one call for figure scripts.

    A figure reporting total JCT ``sum_i (c_i - r_i)`` subtracts ``sum_i r_i`` from it
    (the same constant for every schedule)."""
    return total_bound(inst, time_limit)[0]


def compute_bound(instance: OnlineInstance, *, time_limit: float | None = None,
                  steps: int = DEFAULT_STEPS) -> Bound:
    """Bound method ``single-machine`` (module docstring), seconds."""
    value, metrics, complete = total_bound(instance, time_limit, int(steps))
    return Bound(value, metrics, complete)


def compute_per_job(instance: OnlineInstance, *, time_limit: float | None = None) -> Bound:
    """Bound method ``per-job``: ``sum_i (r_i + n_i alpha_lb_i)`` (s)."""
    alpha_lb = alpha_lower_bounds(instance)
    d = job_data(instance, alpha_lb)
    return Bound(float(math.fsum((d.r + d.p).tolist())), {"configs": float(len(alpha_lb))})


__all__ = ["COMPILED", "DEFAULT_STEPS", "JobData", "alpha_lower_bounds", "bound_total",
           "bound_value", "compute_bound", "compute_per_job", "greedy_reference", "job_data",
           "mu_bound", "srpt_bound", "total_bound"]
