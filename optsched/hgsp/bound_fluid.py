"""The fluid (fast single machine) bound: preemptive WSPT mean busy times.

A set of jobs with release dates ``r_j``, works ``W_j`` and weights ``w_j`` is processed
by a *fluid* resource of total rate ``V`` (work units per time unit): any job may receive
any share of the rate at any time after its release. The *mean busy time* of job ``j``
is ``M_j = (1 / W_j) int t rate_j(t) dt``. Goemans (1997, "Improved approximation
algorithms for scheduling with release dates", SODA) showed that the LP
``min sum_j w_j M_j`` over the polymatroid constraints satisfied by the mean busy times of
every preemptive schedule on one machine is solved by *preemptive WSPT*: at every
instant, process the released unfinished job of largest ``w_j / W_j``. The constraints
only involve the aggregate rate of each job set (at most ``V``, nothing before the
releases), so they hold for every fluid schedule, and preemptive WSPT -- itself a fluid
schedule -- minimises ``sum_j w_j M_j`` over all of them.

:func:`wspt_mean_busy_times` computes those ``M_j`` (event-driven, a heap of ratios,
O(n log n)); :func:`wspt_mean_busy_times_reference` is a readable tick-free check that
recomputes them from the explicit list of service intervals.
"""

from __future__ import annotations

import heapq

import numpy as np


def wspt_mean_busy_times(release: np.ndarray, work: np.ndarray, weight: np.ndarray,
                         speed: float) -> np.ndarray:
    """Mean busy times (time units) of preemptive WSPT on a fluid resource.

    Parameters
    ----------
    release, work, weight : ndarray (n,)
        Release dates (time units), works (> 0, work units) and weights (>= 0).
    speed : float
        Rate of the resource (work units per time unit, > 0).

    Returns
    -------
    ndarray (n,)
        ``M_j``; ``sum_j w_j M_j`` is the minimum over every fluid schedule.
    """
    n = int(release.size)
    order = np.argsort(release, kind="stable")
    rel = release.astype(float).tolist()
    rem = work.astype(float).tolist()
    wk = work.astype(float).tolist()
    ratio = (weight / work).tolist()
    acc = [0.0] * n  # sum of (work done x midpoint of the piece)
    heap: list[tuple[float, int]] = []
    t = 0.0
    k = 0
    while k < n or heap:
        if not heap:
            t = max(t, rel[order[k]])
        while k < n and rel[order[k]] <= t:
            i = int(order[k])
            heapq.heappush(heap, (-ratio[i], i))
            k += 1
        i = heap[0][1]
        nxt = rel[order[k]] if k < n else float("inf")
        dt = rem[i] / speed
        if t + dt <= nxt:
            acc[i] += rem[i] * (t + 0.5 * dt)
            t += dt
            rem[i] = 0.0
            heapq.heappop(heap)
        else:
            d = nxt - t
            acc[i] += d * speed * (t + 0.5 * d)
            rem[i] -= d * speed
            t = nxt
    return np.asarray(acc) / np.asarray(wk)


def wspt_mean_busy_times_reference(release: np.ndarray, work: np.ndarray,
                                   weight: np.ndarray, speed: float) -> np.ndarray:
    """Readable reference of :func:`wspt_mean_busy_times`: build the explicit service
    intervals of preemptive WSPT between consecutive release dates (a full re-sort of
    the released jobs in each interval), then average each job's intervals."""
    n = int(release.size)
    rem = work.astype(float).copy()
    pieces: list[list[tuple[float, float]]] = [[] for _ in range(n)]
    events = sorted(set(release.tolist())) + [float("inf")]
    t = float(events[0])
    for nxt in events[1:]:
        while t < nxt:
            ready = [j for j in range(n) if release[j] <= t and rem[j] > 0]
            if not ready:
                t = nxt
                break
            j = max(ready, key=lambda i: (weight[i] / work[i], -i))
            end = min(nxt, t + rem[j] / speed)
            pieces[j].append((t, end))
            rem[j] -= (end - t) * speed
            if end >= t + rem[j] / speed and rem[j] <= 1e-12 * work[j]:
                rem[j] = 0.0
            t = end
    out = np.empty(n)
    for j in range(n):
        done = sum((b - a) * speed for a, b in pieces[j])
        out[j] = sum((b - a) * speed * 0.5 * (a + b) for a, b in pieces[j]) / done
    return out
